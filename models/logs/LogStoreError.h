#pragma once

#include "domain/SourceError.h"

namespace hw {

// A failure of the log store's files (read or write), as the log viewer shows it.
inline SourceError logStoreError(const QString &message)
{
    return SourceError::make(SourceError::Kind::Storage, QStringLiteral("logs"), message);
}

} // namespace hw
