#include "FlakyTestsReport.h"

#include "FlakyTestsModel.h"
#include "domain/QuotedText.h"

#include <QDateTime>
#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// Test names come from the CI's reports: a control character in one is shown as an escape, in
// the CSV as in the text, never sent to a terminal as it is.
QString csvField(const QString &raw)
{
    const QString value = QuotedText::visible(raw);
    if (!value.contains(u',') && !value.contains(u'"') && !value.contains(u'\n') && !value.contains(u'\r'))
        return value;
    return u'"' + QString(value).replace(u"\""_s, u"\"\""_s) + u'"';
}

QString utc(qint64 seconds)
{
    return seconds > 0 ? QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC).toString(Qt::ISODate) : QString();
}

} // namespace

QVector<FlakyTest> FlakyTestsReport::ranked(QVector<FlakyTest> tests, int minimumRuns)
{
    tests.removeIf([minimumRuns](const FlakyTest &t) { return t.totalRuns < minimumRuns; });
    std::stable_sort(tests.begin(), tests.end(),
        [](const FlakyTest &a, const FlakyTest &b) { return a.rate().ranksAbove(b.rate()); });
    return tests;
}

QByteArray FlakyTestsReport::toCsv(const QVector<FlakyTest> &ranked)
{
    QString out = u"file,classname,name,invoking_file,numGreen,numRed,console_flaky_runs,console_total_runs,"
                  "console_failed_runs,console_flake_rate,console_wilson_lower_95,platforms,jobs,disabled_issue,"
                  "console_last_flake_utc\r\n"_s;
    for (const FlakyTest &t : ranked) {
        const QStringList fields = { csvField(t.file), csvField(t.classname), csvField(t.name),
            csvField(t.invokingFile), QString::number(t.numGreen), QString::number(t.numRed),
            QString::number(t.flakyRuns), QString::number(t.totalRuns), QString::number(t.failedRuns),
            QString::number(t.rate().rate(), 'f', 6), QString::number(t.rate().wilsonLowerBound(), 'f', 6),
            csvField(t.platforms().join(u"; "_s)), csvField(t.jobs.join(u"; "_s)),
            t.disabledIssue ? QString::number(*t.disabledIssue) : QString(), utc(t.lastFlakeAt) };
        out += fields.join(u',') + u"\r\n"_s;
    }
    return out.toUtf8();
}

QString FlakyTestsReport::toText(const QVector<FlakyTest> &ranked)
{
    QString out;
    int rank = 0;
    for (const FlakyTest &t : ranked) {
        out += u"%1. %2  numGreen %8 numRed %9 (HUD)  %3/%4 (console)  %5  %6%7\n"_s.arg(++rank)
                   .arg(QuotedText::visible(t.fullName()))
                   .arg(t.flakyRuns)
                   .arg(t.totalRuns)
                   .arg(FlakyTestsModel::rateText(t.rate()), QuotedText::visible(t.platforms().join(u", "_s)),
                       t.disabledIssue ? u"  disabled #%1"_s.arg(*t.disabledIssue) : QString())
                   .arg(t.numGreen)
                   .arg(t.numRed);
    }
    return out;
}

} // namespace hw

namespace hw {

namespace {

QJsonArray idArray(const QVector<qint64> &ids)
{
    QJsonArray out;
    for (qint64 id : ids)
        out.append(id);
    return out;
}

} // namespace

QJsonObject FlakyTestsReport::toJson(const FlakyResults &results, const QVector<FlakyTest> &ranked)
{
    QJsonArray tests, acrossFile;
    for (const FlakyTest &t : ranked) {
        const QJsonObject console { { u"flakyRuns"_s, t.flakyRuns }, { u"runs"_s, t.totalRuns },
            { u"failedRuns"_s, t.failedRuns }, { u"flakeRate"_s, t.rate().rate() },
            { u"wilsonLower95"_s, t.rate().wilsonLowerBound() },
            { u"platforms"_s, QJsonArray::fromStringList(t.platforms()) },
            { u"jobs"_s, QJsonArray::fromStringList(t.jobs) }, { u"lastFlake"_s, utc(t.lastFlakeAt) } };
        tests.append(QJsonObject { { u"name"_s, t.name }, { u"suite"_s, t.classname }, { u"file"_s, t.file },
            { u"invoking_file"_s, t.invokingFile }, { u"numGreen"_s, t.numGreen }, { u"numRed"_s, t.numRed },
            { u"jobIds"_s, idArray(t.jobIds) }, { u"workflowIds"_s, idArray(t.workflowIds) },
            { u"disabledIssue"_s, t.disabledIssue ? QJsonValue(*t.disabledIssue) : QJsonValue() },
            { u"console"_s, console } });
    }
    for (const AcrossFileRerun &a : results.acrossFile)
        acrossFile.append(QJsonObject { { u"name"_s, a.name }, { u"suite"_s, a.classname }, { u"file"_s, a.file },
            { u"invoking_file"_s, a.invokingFile }, { u"numGreen"_s, a.numGreen }, { u"numRed"_s, a.numRed },
            { u"jobIds"_s, idArray(a.jobIds) } });
    QJsonArray candidates;
    for (const ReenableCandidate &c : results.reenable)
        candidates.append(QJsonObject { { u"name"_s, c.name }, { u"classname"_s, c.classname },
            { u"filename"_s, c.file }, { u"num_green"_s, c.green }, { u"num_red"_s, 0 }, { u"flaky"_s, false },
            { u"disabledIssue"_s, c.disabledIssue ? QJsonValue(*c.disabledIssue) : QJsonValue() } });
    QJsonObject errors;
    for (const auto &[key, text] : { std::pair { u"flakyTests"_s, results.errors.tests },
             std::pair { u"acrossFileReruns"_s, results.errors.acrossFile },
             std::pair { u"disabledByDay"_s, results.errors.disabledByDay },
             std::pair { u"disabledTests"_s, results.errors.disabledNow },
             std::pair { u"reenableCandidates"_s, results.errors.reenable } })
        if (!text.isEmpty())
            errors.insert(key, text);
    return QJsonObject { { u"repository"_s, results.repository }, { u"from"_s, utc(results.from) },
        { u"to"_s, utc(results.to) }, { u"numHours"_s, double(results.to - results.from) / 3600.0 },
        { u"fetchedAt"_s, utc(results.fetchedAt) }, { u"flakyTests"_s, tests },
        { u"acrossFileReruns"_s, acrossFile }, { u"disabledTests"_s, int(results.disabledNow.size()) },
        { u"reenableCandidates"_s, candidates }, { u"errors"_s, errors } };
}

} // namespace hw
