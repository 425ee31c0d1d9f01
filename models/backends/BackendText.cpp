#include "BackendText.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace hw {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("hw::BackendText", text);
}
} // namespace

QString BackendText::duration(std::optional<double> seconds)
{
    if (!seconds || !std::isfinite(*seconds) || *seconds < 0)
        return QStringLiteral("\u2013");
    const qint64 s = qRound64(*seconds);
    if (s < 60)
        return tr("%1 s").arg(s);
    if (s < 3600)
        return tr("%1 min").arg(qRound64(*seconds / 60.0));
    const qint64 minutes = qRound64(*seconds / 60.0);
    return tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

QString BackendText::age(qint64 seconds)
{
    if (seconds < 0)
        seconds = 0;
    if (seconds < 60)
        return tr("just now");
    if (seconds < 3600)
        return tr("%1 min ago").arg(seconds / 60);
    if (seconds < 2 * 86400)
        return tr("%1 h ago").arg(seconds / 3600);
    return tr("%1 d ago").arg(seconds / 86400);
}

QString BackendText::percent(std::optional<double> rate, int decimals)
{
    if (!rate)
        return QStringLiteral("\u2013");
    return QStringLiteral("%1 %").arg(*rate * 100.0, 0, 'f', decimals);
}

CellStatus BackendText::cellStatus(const QString &status, const QString &conclusion)
{
    if (conclusion.isEmpty())
        return status.isEmpty() ? CellStatus::NoJob : CellStatus::Pending;
    if (conclusion == QLatin1String("success"))
        return CellStatus::Success;
    if (conclusion == QLatin1String("failure"))
        return CellStatus::Failure;
    if (conclusion == QLatin1String("cancelled"))
        return CellStatus::Cancelled;
    if (conclusion == QLatin1String("timed_out"))
        return CellStatus::TimedOut;
    if (conclusion == QLatin1String("skipped"))
        return CellStatus::Skipped;
    return CellStatus::Neutral;
}

CellStatus BackendText::cellStatus(const BackendJobResult &job)
{
    // HUD counts crcr-test's expected failures as passes: show them as such (the tooltip and a
    // corner mark say what really happened).
    if (job.expectedOutcome && !job.conclusion.isEmpty())
        return CellStatus::Success;
    return cellStatus(job.status.isEmpty() ? QStringLiteral("completed") : job.status, job.conclusion);
}

QString BackendText::verdictWord(L3Assessment::Verdict v)
{
    switch (v) {
    case L3Assessment::Verdict::Promote: return tr("PROMOTE");
    case L3Assessment::Verdict::Hold: return tr("HOLD");
    case L3Assessment::Verdict::Demote: return tr("DEMOTE");
    case L3Assessment::Verdict::NotEnoughData: break;
    }
    return tr("NOT ENOUGH DATA");
}

QString BackendText::verdictShape(L3Assessment::Verdict v)
{
    switch (v) {
    case L3Assessment::Verdict::Promote: return QStringLiteral("\u25B2"); // ▲
    case L3Assessment::Verdict::Hold: return QStringLiteral("\u25CF");    // ●
    case L3Assessment::Verdict::Demote: return QStringLiteral("\u25BC");  // ▼
    case L3Assessment::Verdict::NotEnoughData: break;
    }
    return QStringLiteral("?");
}

QString BackendText::criterionValue(const QString &key, std::optional<double> value)
{
    if (!value)
        return tr("no data");
    if (key.endsWith(QLatin1String("Rate"), Qt::CaseInsensitive) || key.endsWith(QLatin1String("_rate")))
        return percent(value, *value != 0 && std::abs(*value) < 0.1 ? 2 : 1);
    if (key.endsWith(QLatin1String("TimeS")) || key.endsWith(QLatin1String("Seconds")))
        return duration(value);
    if (key.endsWith(QLatin1String("Days")))
        return tr("%1 d").arg(*value, 0, 'f', 1);
    return QString::number(*value, 'g', 4);
}

QString BackendText::comparisonSymbol(const QString &comparison)
{
    if (comparison == QLatin1String(">="))
        return QStringLiteral("\u2265");
    if (comparison == QLatin1String("<="))
        return QStringLiteral("\u2264");
    return comparison;
}

QString BackendText::count(qint64 n)
{
    static const QLocale english(QLocale::English, QLocale::UnitedStates);
    return english.toString(n);
}

QString BackendText::testCounts(const BackendJobResult &job)
{
    const qint64 total = job.totalTests > 0 ? job.totalTests : job.passedTests + job.failedTests + job.skippedTests;
    if (total <= 0)
        return {};
    if (job.failedTests > 0)
        return tr("%1/%2 failed").arg(count(job.failedTests), count(total));
    return tr("%1 tests").arg(count(total));
}

QString BackendText::expectedOutcome(const QString &jobName, const QString &conclusion)
{
    QString tag;
    for (const char *t : {"xfail", "xcancel", "xtimeout"})
        if (jobName.contains(QLatin1String(t), Qt::CaseInsensitive)) {
            tag = QLatin1String(t);
            break;
        }
    QString words;
    if (conclusion == QLatin1String("failure"))
        words = tr("expected failure");
    else if (conclusion == QLatin1String("cancelled"))
        words = tr("expected cancellation");
    else if (conclusion == QLatin1String("timed_out"))
        words = tr("expected timeout");
    else
        words = tr("expected outcome");
    return tag.isEmpty() ? words : QStringLiteral("%1 (%2)").arg(words, tag);
}

} // namespace hw
