#pragma once

#include "alerts/Alert.h"

#include <QStringList>

namespace hw::test {

// The keys of some alerts, in order: what the alert tests compare.
inline QStringList alertKeys(const Alerts &alerts)
{
    QStringList out;
    for (const Alert &a : alerts)
        out << a.key;
    return out;
}

} // namespace hw::test
