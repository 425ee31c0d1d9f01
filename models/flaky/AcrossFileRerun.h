#pragma once

#include <QString>
#include <QVector>

namespace hw {

// A test HUD calls flaky across file reruns (flaky_tests/across_file_reruns): in one job of {repo}
// (not named like %rerun_disabled_tests%) it failed in one run of its file and passed in another,
// skipped rows left out. HUD's figures under HUD's names: numGreen = such jobs, numRed = the
// reruns (`length(rerun)`) of the test's rows in them. A figure of its own, beside the in-process
// one, never added to it.
struct AcrossFileRerun {
    QString file;
    QString classname;
    QString name;
    QString invokingFile;
    qint64 numGreen = 0;
    qint64 numRed = 0;
    QVector<qint64> jobIds; // sorted

    bool operator==(const AcrossFileRerun &) const = default;
};

} // namespace hw
