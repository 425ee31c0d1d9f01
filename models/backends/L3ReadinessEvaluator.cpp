#include "L3ReadinessEvaluator.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace hw {

namespace {

constexpr const char kContext[] = "hw::L3ReadinessEvaluator";

// Seconds and days (a ClickHouse average may arrive as 1799.9999999) are compared with a
// relative tolerance of 1e-9: far below one second of three hours, so 3 h - 1 s stays "< 3 h".
int compareValues(double a, double b)
{
    const double tolerance = 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)});
    if (std::fabs(a - b) <= tolerance)
        return 0;
    return a < b ? -1 : 1;
}

// Rates are compared on the integer counts they come from: numerator vs target x denominator,
// equal within a millionth of a job. So 9/10 and 27/30 are exactly 90 % (whatever 0.9 is in
// binary and however a what-if target was typed), while one job in a million still counts.
int compareCounts(qint64 numerator, qint64 denominator, double target)
{
    const double scaled = target * double(denominator);
    const double diff = double(numerator) - scaled;
    if (std::fabs(diff) <= 1e-6)
        return 0;
    return diff < 0 ? -1 : 1;
}

bool holdsFor(int c, const QString &comparison)
{
    if (comparison == QLatin1String(">="))
        return c >= 0;
    if (comparison == QLatin1String(">"))
        return c > 0;
    if (comparison == QLatin1String("<="))
        return c <= 0;
    return c < 0; // "<"
}

bool holds(double measured, double target, const QString &comparison)
{
    return holdsFor(compareValues(measured, target), comparison);
}

// The relation that actually holds, as a typographic symbol, given whether the criterion's own
// comparison held (so a failed ">=" reads "<", a failed ">" reads "≤").
QString relationSymbol(const QString &comparison, bool held)
{
    if (comparison == QLatin1String(">="))
        return held ? QStringLiteral("\u2265") : QStringLiteral("<");
    if (comparison == QLatin1String(">"))
        return held ? QStringLiteral(">") : QStringLiteral("\u2264");
    if (comparison == QLatin1String("<="))
        return held ? QStringLiteral("\u2264") : QStringLiteral(">");
    return held ? QStringLiteral("<") : QStringLiteral("\u2265");
}

QString trimmedNumber(double value, int decimals)
{
    QString s = QLocale::c().toString(value, 'f', decimals);
    if (s.contains(u'.')) {
        while (s.endsWith(u'0'))
            s.chop(1);
        if (s.endsWith(u'.'))
            s.chop(1);
    }
    return s;
}

enum class Unit { Rate, Seconds, Days };

// Shows enough decimals that a value just below/above the target never prints as the target
// (89.99 % must not read "90.0 %").
QString formatValue(double value, Unit unit, std::optional<double> against = std::nullopt)
{
    switch (unit) {
    case Unit::Rate: {
        int decimals = 1;
        QString s = QLocale::c().toString(value * 100, 'f', decimals);
        while (against && compareValues(value, *against) != 0 && decimals < 6
               && s == QLocale::c().toString(*against * 100, 'f', decimals)) {
            ++decimals;
            s = QLocale::c().toString(value * 100, 'f', decimals);
        }
        return s + QStringLiteral(" %");
    }
    case Unit::Days: {
        int decimals = 1;
        QString s = trimmedNumber(value, decimals);
        while (against && compareValues(value, *against) != 0 && decimals < 6
               && s == trimmedNumber(*against, decimals)) {
            ++decimals;
            s = trimmedNumber(value, decimals);
        }
        return s + QStringLiteral(" d");
    }
    case Unit::Seconds: {
        const bool negative = value < 0;
        double v = std::fabs(value);
        const qint64 whole = qint64(std::floor(v));
        const double fraction = v - double(whole);
        const qint64 h = whole / 3600, m = (whole % 3600) / 60, s = whole % 60;
        QStringList parts;
        if (h)
            parts << QStringLiteral("%1 h").arg(h);
        if (m)
            parts << QStringLiteral("%1 min").arg(m);
        if (s || fraction > 1e-6 || parts.isEmpty()) {
            if (fraction > 1e-6)
                parts << trimmedNumber(double(s) + fraction, 3) + QStringLiteral(" s");
            else
                parts << QStringLiteral("%1 s").arg(s);
        }
        return (negative ? QStringLiteral("-") : QString()) + parts.join(u' ');
    }
    }
    return {};
}

// Targets are round numbers: "90 %", "1 %", "30 d".
QString formatTarget(double value, Unit unit)
{
    if (unit == Unit::Rate)
        return trimmedNumber(value * 100, 4) + QStringLiteral(" %");
    return formatValue(value, unit);
}

struct CriterionSpec {
    const char *key;
    const char *label;     // column label
    const char *name;      // lower-case name inside a reason line
    Unit unit;
};

// The console measures tenure from the dated allowlist history; HUD reads crcr_repo_tenure
// (l2_since), whose rows expire after 100 days: the label says whose figure it is.
const CriterionSpec kTenure{"tenureAtL2Days", QT_TRANSLATE_NOOP("hw::L3ReadinessEvaluator", "Time at L2 (console)"),
                            QT_TRANSLATE_NOOP("hw::L3ReadinessEvaluator", "time at L2"), Unit::Days};
const CriterionSpec kE2e{"e2eTimeS", QT_TRANSLATE_NOOP("hw::L3ReadinessEvaluator", "End-to-end time (P50)"),
                         QT_TRANSLATE_NOOP("hw::L3ReadinessEvaluator", "end-to-end time P50"), Unit::Seconds};
const CriterionSpec kQueue{"avgQueueTimeS", QT_TRANSLATE_NOOP("hw::L3ReadinessEvaluator", "Mean queue time"),
                           QT_TRANSLATE_NOOP("hw::L3ReadinessEvaluator", "mean queue time"), Unit::Seconds};
const CriterionSpec kOverrun{"overrun_rate", QT_TRANSLATE_NOOP("hw::L3ReadinessEvaluator", "Overrun rate (> 3 h)"),
                             QT_TRANSLATE_NOOP("hw::L3ReadinessEvaluator", "overrun rate"), Unit::Rate};
const CriterionSpec kTimeout{"timeoutRate", QT_TRANSLATE_NOOP("hw::L3ReadinessEvaluator", "Timeout rate"),
                             QT_TRANSLATE_NOOP("hw::L3ReadinessEvaluator", "timeout rate"), Unit::Rate};
const CriterionSpec kPass{"passRate", QT_TRANSLATE_NOOP("hw::L3ReadinessEvaluator", "Job pass rate"),
                          QT_TRANSLATE_NOOP("hw::L3ReadinessEvaluator", "pass rate"), Unit::Rate};

const CriterionSpec *specFor(const QString &key)
{
    for (const CriterionSpec *s : {&kTenure, &kE2e, &kQueue, &kOverrun, &kTimeout, &kPass})
        if (key == QLatin1String(s->key))
            return s;
    return nullptr;
}

L3CriterionResult makeCriterion(const CriterionSpec &spec, int windowDays, std::optional<double> measured,
                                double target, const char *comparison, bool countsForDemotion)
{
    L3CriterionResult r;
    r.key = QLatin1String(spec.key);
    r.label = QCoreApplication::translate(kContext, spec.label);
    r.windowDays = windowDays;
    r.measured = measured;
    r.target = target;
    r.comparison = QLatin1String(comparison);
    if (measured)
        r.met = holds(*measured, target, r.comparison);
    r.countsForDemotion = countsForDemotion;
    return r;
}

// A rate criterion: measured shown as numerator/denominator, judged on the counts.
L3CriterionResult makeRateCriterion(const CriterionSpec &spec, int windowDays, qint64 numerator, qint64 denominator,
                                    double target, const char *comparison, bool countsForDemotion)
{
    const std::optional<double> rate = denominator > 0
                                           ? std::optional<double>(double(numerator) / double(denominator))
                                           : std::nullopt;
    L3CriterionResult r = makeCriterion(spec, windowDays, rate, target, comparison, countsForDemotion);
    if (rate)
        r.met = holdsFor(compareCounts(numerator, denominator, target), r.comparison);
    return r;
}

QString reasonLine(const L3CriterionResult &c)
{
    const CriterionSpec *spec = specFor(c.key);
    const Unit unit = spec ? spec->unit : Unit::Rate;
    const QString name = spec ? QCoreApplication::translate(kContext, spec->name) : c.key;
    const QString target = formatTarget(c.target, unit);
    if (!c.measured || !c.met) {
        if (c.windowDays > 0)
            return QCoreApplication::translate("hw::L3ReadinessEvaluator", "%1 not measured (no data) over the last %n days, target %2", nullptr, c.windowDays)
                .arg(name, target);
        return QCoreApplication::translate("hw::L3ReadinessEvaluator", "%1 unknown, target %2").arg(name, target);
    }
    const QString line = QStringLiteral("%1 %2 %3 %4")
                             .arg(name, formatValue(*c.measured, unit, c.target),
                                  relationSymbol(c.comparison, *c.met), target);
    if (c.windowDays > 0)
        return QCoreApplication::translate("hw::L3ReadinessEvaluator", "%1 over the last %n days", nullptr, c.windowDays).arg(line);
    return line;
}

int windowDaysOf(const WindowStats &w, int fallback)
{
    return w.days > 0 ? w.days : fallback;
}

// The relation the criterion needs, for a target column.
QString requiredSymbol(const QString &comparison)
{
    return relationSymbol(comparison, true);
}

// L2: ready for L3 when there is enough data and every promotion criterion is met.
void judgePromotion(L3Assessment &a, const BackendStats &stats, qint64 asOf, const L3Targets &targets, int pDays)
{
    const qint64 dataSeconds = stats.firstSeenAt > 0 ? asOf - stats.firstSeenAt : 0;
    const qint64 neededSeconds = qint64(targets.minDataDays) * 86400;
    if (stats.firstSeenAt <= 0 || dataSeconds < neededSeconds) {
        a.verdict = L3Assessment::Verdict::NotEnoughData;
        a.reasons << QCoreApplication::translate("hw::L3ReadinessEvaluator",
                                                 "only %1 of data, at least %n days needed before a promotion verdict",
                                                 nullptr, targets.minDataDays)
                         .arg(formatValue(double(std::max<qint64>(dataSeconds, 0)) / 86400.0, Unit::Days,
                                          double(targets.minDataDays)));
        return;
    }
    if (stats.promotionWindow.jobs <= 0) {
        a.verdict = L3Assessment::Verdict::NotEnoughData;
        a.reasons << QCoreApplication::translate("hw::L3ReadinessEvaluator", "no completed PR job over the last %n days", nullptr, pDays);
        return;
    }
    QStringList unmet, unknown, met;
    for (const L3CriterionResult &c : std::as_const(a.promotion)) {
        if (!c.met)
            unknown << reasonLine(c);
        else if (*c.met)
            met << reasonLine(c);
        else
            unmet << reasonLine(c);
    }
    if (!unmet.isEmpty()) {
        a.verdict = L3Assessment::Verdict::Hold;
        a.reasons << unmet << unknown;
    } else if (!unknown.isEmpty()) {
        // Nothing fails, but a criterion without data cannot be called met.
        a.verdict = L3Assessment::Verdict::NotEnoughData;
        a.reasons << unknown;
    } else {
        a.verdict = L3Assessment::Verdict::Promote;
        a.reasons << met;
    }
}

// L3: demoted when a demotion criterion fails over the demotion window.
void judgeDemotion(L3Assessment &a, const WindowStats &dw, int dDays)
{
    if (dw.jobs <= 0) {
        // HUD's /crcr view: on temporary demotion; its level-status: no change. Both said.
        a.verdict = L3Assessment::Verdict::NotEnoughData;
        a.noData = true;
        a.temporaryDemotion = true;
        a.reasons << QCoreApplication::translate("hw::L3ReadinessEvaluator", "no completed PR job over the last %n days", nullptr, dDays)
                  << QCoreApplication::translate("hw::L3ReadinessEvaluator",
                                                 "HUD's /crcr page lists it as on temporary demotion (no data); "
                                                 "HUD's level-status reports no change");
        return;
    }
    QStringList failing, fine, unknown;
    for (const L3CriterionResult &c : std::as_const(a.demotion)) {
        if (!c.met)
            unknown << reasonLine(c);
        else if (*c.met)
            fine << reasonLine(c);
        else
            failing << reasonLine(c);
    }
    if (!failing.isEmpty()) {
        a.verdict = L3Assessment::Verdict::Demote;
        a.temporaryDemotion = true;
        a.levelStatusDemote = true;
        a.reasons << failing;
    } else {
        a.verdict = L3Assessment::Verdict::Hold;
        a.reasons << fine << unknown;
    }
}

// Window lengths are fixed by the query that produced the figures; a what-if cannot change them.
void noteFixedWindows(L3Assessment &a, const L3Targets &targets, const WindowStats &pw, const WindowStats &dw)
{
    for (const auto &[wanted, have] : {std::pair{targets.promotionWindowDays, pw.days},
                                       std::pair{targets.demotionWindowDays, dw.days}}) {
        if (have > 0 && wanted != have)
            a.reasons << QCoreApplication::translate("hw::L3ReadinessEvaluator",
                                                     "a %1-day window was asked for, but the figures cover %2 days")
                             .arg(wanted)
                             .arg(have);
    }
}

} // namespace

QString L3ReadinessEvaluator::formatMeasured(const L3CriterionResult &criterion)
{
    if (!criterion.measured)
        return QStringLiteral("\u2014");
    const CriterionSpec *spec = specFor(criterion.key);
    return formatValue(*criterion.measured, spec ? spec->unit : Unit::Rate, criterion.target);
}

QString L3ReadinessEvaluator::formatTarget(const L3CriterionResult &criterion)
{
    const CriterionSpec *spec = specFor(criterion.key);
    return requiredSymbol(criterion.comparison) + u' ' + hw::formatTarget(criterion.target, spec ? spec->unit : Unit::Rate);
}

QString L3ReadinessEvaluator::verdictText(L3Assessment::Verdict verdict)
{
    switch (verdict) {
    case L3Assessment::Verdict::Promote:
        return QCoreApplication::translate("hw::L3ReadinessEvaluator", "Promote to L3");
    case L3Assessment::Verdict::Hold:
        return QCoreApplication::translate("hw::L3ReadinessEvaluator", "Hold");
    case L3Assessment::Verdict::Demote:
        return QCoreApplication::translate("hw::L3ReadinessEvaluator", "Demote to L2");
    case L3Assessment::Verdict::NotEnoughData:
        break;
    }
    return QCoreApplication::translate("hw::L3ReadinessEvaluator", "Not enough data");
}

L3Assessment L3ReadinessEvaluator::evaluate(const BackendStats &stats, TrustLevel current,
                                            std::optional<double> tenureAtL2Days, qint64 asOf,
                                            const L3Targets &targets)
{
    L3Assessment a;
    a.whatIf = !targets.isDefault();

    const WindowStats &pw = stats.promotionWindow;
    const WindowStats &dw = stats.demotionWindow;
    const int pDays = windowDaysOf(pw, targets.promotionWindowDays);
    const int dDays = windowDaysOf(dw, targets.demotionWindowDays);

    a.promotion = {
        makeCriterion(kTenure, 0, tenureAtL2Days, targets.tenureAtL2Days, ">=", false),
        makeCriterion(kE2e, pDays, pw.e2eP50Seconds, targets.e2eP50MaxSeconds, "<", true),
        makeCriterion(kQueue, pDays, pw.avgQueueSeconds, targets.avgQueueMaxSeconds, "<", false),
        makeRateCriterion(kOverrun, pDays, pw.overruns, pw.notTimedOut, targets.overrunRateMax, "<", false),
        makeRateCriterion(kTimeout, pDays, pw.timedOut, pw.jobs, targets.timeoutRateMax, "<", true),
        makeRateCriterion(kPass, pDays, pw.succeeded, pw.jobs, targets.passRateMin, ">=", true),
    };
    // HUD judges demotion with the same rule as promotion (evaluateL3Threshold): a criterion that
    // is not met demotes. Pass rate 90.0 % is fine, e2e of exactly 3 h and timeouts of 1 % are not.
    a.demotion = {
        makeCriterion(kE2e, dDays, dw.e2eP50Seconds, targets.e2eP50MaxSeconds, "<", true),
        makeRateCriterion(kTimeout, dDays, dw.timedOut, dw.jobs, targets.timeoutRateMax, "<", true),
        makeRateCriterion(kPass, dDays, dw.succeeded, dw.jobs, targets.passRateMin, ">=", true),
    };

    switch (current) {
    case TrustLevel::L2:
        judgePromotion(a, stats, asOf, targets, pDays);
        break;
    case TrustLevel::L3:
        judgeDemotion(a, dw, dDays);
        break;
    case TrustLevel::L1:
        a.verdict = L3Assessment::Verdict::NotEnoughData;
        a.reasons << QCoreApplication::translate("hw::L3ReadinessEvaluator", "L1 results are not stored; an L1 backend moves to L2 first");
        break;
    case TrustLevel::L4:
        a.verdict = L3Assessment::Verdict::Hold;
        a.reasons << QCoreApplication::translate("hw::L3ReadinessEvaluator", "L4 is decided by core maintainers; there is no numeric rule");
        break;
    case TrustLevel::Unknown:
        a.verdict = L3Assessment::Verdict::NotEnoughData;
        a.reasons << QCoreApplication::translate("hw::L3ReadinessEvaluator", "not in the allowlist");
        break;
    }
    noteFixedWindows(a, targets, pw, dw);
    return a;
}

} // namespace hw
