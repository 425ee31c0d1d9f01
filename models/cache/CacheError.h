#pragma once

#include "domain/SourceError.h"

namespace hw {

// The error of every cache function: kind Storage, source "cache", the message as written.
inline SourceError cacheError(QString message)
{
    return SourceError::make(SourceError::Kind::Storage, QStringLiteral("cache"), std::move(message));
}

} // namespace hw
