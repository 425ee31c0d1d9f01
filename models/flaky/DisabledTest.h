#pragma once

#include <QString>
#include <QStringList>

namespace hw {

// A test disabled by an open "DISABLED <test> (<class>)" issue in the newest daily snapshot of
// misc.disabled_tests_historical before the range end.
struct DisabledTest {
    QString key; // as the issue title names it: "test_x (__main__.TestClass)"
    int issue = 0;
    QStringList platforms; // empty: every platform
    qint64 since = 0; // UTC day (seconds) of the first snapshot with this issue for this test
    qint64 snapshotAt = 0; // UTC seconds the snapshot was taken

    bool operator==(const DisabledTest &) const = default;
};

} // namespace hw
