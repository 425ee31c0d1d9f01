#pragma once

// Header only: it builds CommandLineOptions (app/), which the support library (models only)
// does not link; the gui tests that include it do.
#include "CommandLineOptions.h"
#include "TestEnvironment.h"
#include "timemachine/DemoRecordingGenerator.h"
#include "timemachine/RecordingFile.h"

#include <QObject>
#include <QTest>

#include <optional>

namespace hw::test {

// What the time machine's gui tests share: the incident they look back at, the demo's story over
// 60 commits from 2024-08-14 06:00 UTC written to a recording file, and the options that replay
// it. A test class derives from it and calls writeIncident() in its initTestCase().
class TimeMachineFixture : public QObject
{
protected:
    static constexpr qint64 kAt = 1723626600; // 2024-08-14 09:10 UTC, inside the incident

    QString m_dir;       // the test's fresh runtime directory
    QString m_recording; // m_dir/incident.hwrec

    // The demo's story over a number of commits, every job run at least 50 times.
    static Result<Recording> demoRecording(int commits)
    {
        DemoRecordingGenerator::Options o;
        o.commits = commits;
        o.minRuns = 50;
        o.startTime = 1723615200; // 2024-08-14 06:00 UTC: the incident these tests look back at
        return DemoRecordingGenerator::generateFrom(DemoRecordingGenerator::defaultJobsCsvPath(),
            DemoRecordingGenerator::defaultFailureLinesPath(), o);
    }

    // Isolates the user's directories, makes m_dir and writes the incident there.
    void writeIncident(const QString &dirName)
    {
        isolateUserDirs(QString::fromLatin1(metaObject()->className()));
        m_dir = freshRuntimeDir(dirName);
        const auto demo = demoRecording(60);
        QVERIFY2(demo, qPrintable(demo.error().message));
        m_recording = m_dir + QStringLiteral("/incident.hwrec");
        const Result<void> written = RecordingFile::write(*demo, m_recording);
        QVERIFY2(written, qPrintable(written.error().message));
    }

    CommandLineOptions replayOptions(const QString &at = {}) const
    {
        CommandLineOptions o;
        o.replay = m_recording;
        o.at = at;
        return o;
    }
};

} // namespace hw::test
