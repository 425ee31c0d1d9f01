#include "FlakyTestsReport.h"

#include "FlakyTestsModel.h"
#include "domain/QuotedText.h"

#include <QDateTime>

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
    QString out
        = u"file,classname,name,flaky_runs,total_runs,failed_runs,flake_rate,wilson_lower_95,platforms,jobs,"
          "disabled_issue,last_flake_utc\r\n"_s;
    for (const FlakyTest &t : ranked) {
        const QStringList fields = { csvField(t.file), csvField(t.classname), csvField(t.name),
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
        out += u"%1. %2  %3/%4  %5  %6%7\n"_s.arg(++rank)
                   .arg(QuotedText::visible(t.fullName()))
                   .arg(t.flakyRuns)
                   .arg(t.totalRuns)
                   .arg(FlakyTestsModel::rateText(t.rate()), QuotedText::visible(t.platforms().join(u", "_s)),
                       t.disabledIssue ? u"  disabled #%1"_s.arg(*t.disabledIssue) : QString());
    }
    return out;
}

} // namespace hw
