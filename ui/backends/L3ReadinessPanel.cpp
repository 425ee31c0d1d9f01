#include "L3ReadinessPanel.h"

#include "backends/BackendText.h"
#include "backends/L3CriteriaModel.h"
#include "backends/L3ReadinessEvaluator.h"
#include "palette/StatusPalette.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace hw {

namespace {
QDoubleSpinBox *spin(const QString &name, double min, double max, int decimals, double step, const QString &prefix,
                     const QString &suffix)
{
    auto *s = new QDoubleSpinBox;
    s->setObjectName(name);
    s->setRange(min, max);
    s->setDecimals(decimals);
    s->setSingleStep(step);
    s->setPrefix(prefix);
    s->setSuffix(suffix);
    s->setKeyboardTracking(false); // re-evaluate on Enter/focus out/arrows, not every keystroke
    s->setAccelerated(true);
    return s;
}

ColorId verdictColor(L3Assessment::Verdict v)
{
    switch (v) {
    case L3Assessment::Verdict::Promote: return ColorId::VerdictOk;
    case L3Assessment::Verdict::Demote: return ColorId::VerdictFail;
    case L3Assessment::Verdict::Hold: return ColorId::VerdictHold;
    case L3Assessment::Verdict::NotEnoughData: break;
    }
    return ColorId::VerdictNone;
}
} // namespace

L3ReadinessPanel::L3ReadinessPanel(QWidget *parent)
    : QWidget(parent)
    , m_verdict(new QLabel)
    , m_banner(new QLabel)
    , m_reset(new QPushButton(tr("&Reset to HUD's targets")))
    , m_bannerRow(new QWidget)
    , m_reasons(new QLabel)
    , m_breakage(new QLabel)
    , m_model(new L3CriteriaModel(this))
    , m_table(new QTableView)
    , m_pass(spin(QStringLiteral("passRateTarget"), 0, 100, 1, 0.5, QStringLiteral("≥ "), QStringLiteral(" %")))
    , m_timeout(spin(QStringLiteral("timeoutRateTarget"), 0, 100, 2, 0.25, QStringLiteral("< "), QStringLiteral(" %")))
    , m_overrun(spin(QStringLiteral("overrunRateTarget"), 0, 100, 2, 0.25, QStringLiteral("< "), QStringLiteral(" %")))
    , m_e2e(spin(QStringLiteral("e2eTarget"), 0.1, 48, 2, 0.25, QStringLiteral("< "), QStringLiteral(" h")))
    , m_queue(spin(QStringLiteral("queueTarget"), 1, 24 * 60, 0, 5, QStringLiteral("< "), QStringLiteral(" min")))
    , m_tenureSpin(spin(QStringLiteral("tenureTarget"), 0, 365, 0, 1, QStringLiteral("≥ "), QStringLiteral(" d")))
{
    setUpLabels();
    setUpTable();
    QGroupBox *targetsBox = createTargetsBox();
    auto *left = new QVBoxLayout;
    left->addWidget(m_verdict);
    left->addWidget(m_bannerRow);
    left->addWidget(m_reasons);
    left->addWidget(m_breakage);
    left->addWidget(m_table, 1);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left, 1);
    layout->addWidget(targetsBox, 0, Qt::AlignTop);

    connectSpins();

    m_dark = schemeOf(palette()) == ColorScheme::Dark;
    spinsFromTargets();
    evaluate();
}

// The verdict in big letters, the what-if banner with its reset, the reasons and the breakage line.
void L3ReadinessPanel::setUpLabels()
{
    m_verdict->setObjectName(QStringLiteral("verdictLine"));
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setAutoFillBackground(true);
    m_verdict->setContentsMargins(12, 8, 12, 8);
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    m_verdict->setFont(big);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_banner->setObjectName(QStringLiteral("whatIfBanner"));
    m_banner->setTextFormat(Qt::PlainText);
    m_banner->setWordWrap(true);
    QFont bannerFont = font();
    bannerFont.setBold(true);
    m_banner->setFont(bannerFont);
    m_banner->setText(tr("⚠ WHAT-IF: targets differ from HUD's. This verdict is hypothetical, not HUD's."));
    auto *bannerLayout = new QHBoxLayout(m_bannerRow);
    bannerLayout->setContentsMargins(10, 6, 10, 6);
    bannerLayout->addWidget(m_banner, 1);
    bannerLayout->addWidget(m_reset);
    m_bannerRow->setAutoFillBackground(true);
    m_bannerRow->setVisible(false);
    connect(m_reset, &QPushButton::clicked, this, &L3ReadinessPanel::resetTargets);

    m_reasons->setTextFormat(Qt::PlainText);
    m_reasons->setWordWrap(true);
    m_reasons->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_breakage->setTextFormat(Qt::PlainText);
    m_breakage->setWordWrap(true);
    m_breakage->setObjectName(QStringLiteral("breakageLine"));
}

void L3ReadinessPanel::setUpTable()
{
    m_table->setModel(m_model);
    m_table->setObjectName(QStringLiteral("criteriaTable"));
    m_table->setAccessibleName(tr("L3 criteria"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
}

// The targets, editable for a what-if, and the rule they follow.
QGroupBox *L3ReadinessPanel::createTargetsBox()
{
    auto *targetsBox = new QGroupBox(tr("Targets (edit for a what-if)"));
    auto *form = new QFormLayout(targetsBox);
    form->addRow(tr("Job &pass rate"), m_pass);
    form->addRow(tr("&Timeout rate"), m_timeout);
    form->addRow(tr("&Overrun rate (> 3 h)"), m_overrun);
    form->addRow(tr("&End-to-end P50"), m_e2e);
    form->addRow(tr("Mean &queue time"), m_queue);
    form->addRow(tr("Time at &L2"), m_tenureSpin);
    auto *hint = new QLabel(tr("One rule for promotion and demotion, as HUD's: a \"below\" target is met under it, an "
                               "\"at least\" target from it on. Demotion (7 d) counts pass rate, timeout rate and E2E "
                               "P50: exactly 90 % holds, exactly 3 h fails."));
    hint->setWordWrap(true);
    hint->setTextFormat(Qt::PlainText);
    form->addRow(hint);
    targetsBox->setMaximumWidth(340);
    return targetsBox;
}

// A changed target evaluates again; Tab goes from the table through the targets to the reset.
void L3ReadinessPanel::connectSpins()
{
    for (QDoubleSpinBox *s : {m_pass, m_timeout, m_overrun, m_e2e, m_queue, m_tenureSpin})
        connect(s, &QDoubleSpinBox::valueChanged, this, [this] {
            if (!m_updatingSpins)
                targetsFromSpins();
        });
    setTabOrder(m_table, m_pass);
    setTabOrder(m_pass, m_timeout);
    setTabOrder(m_timeout, m_overrun);
    setTabOrder(m_overrun, m_e2e);
    setTabOrder(m_e2e, m_queue);
    setTabOrder(m_queue, m_tenureSpin);
    setTabOrder(m_tenureSpin, m_reset);
}

void L3ReadinessPanel::setBackend(const BackendStats &stats, TrustLevel level, std::optional<double> tenureAtL2Days,
                                  qint64 asOf)
{
    m_stats = stats;
    m_level = level;
    m_tenure = tenureAtL2Days;
    m_asOf = asOf;
    evaluate();
}

void L3ReadinessPanel::setDarkTheme(bool dark)
{
    m_themeForced = true;
    m_dark = dark;
    m_model->setDarkTheme(dark);
    applyColors();
}

void L3ReadinessPanel::changeEvent(QEvent *event)
{
    if (!m_themeForced && (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)) {
        m_dark = schemeOf(palette()) == ColorScheme::Dark;
        m_model->setDarkTheme(m_dark);
        applyColors();
    }
    QWidget::changeEvent(event);
}

void L3ReadinessPanel::setTargets(const L3Targets &targets)
{
    if (targets == m_targets)
        return;
    m_targets = targets;
    spinsFromTargets();
    evaluate();
    emit targetsChanged(m_targets);
}

void L3ReadinessPanel::resetTargets()
{
    setTargets(L3Targets{});
}

void L3ReadinessPanel::spinsFromTargets()
{
    m_updatingSpins = true;
    m_pass->setValue(m_targets.passRateMin * 100);
    m_timeout->setValue(m_targets.timeoutRateMax * 100);
    m_overrun->setValue(m_targets.overrunRateMax * 100);
    m_e2e->setValue(m_targets.e2eP50MaxSeconds / 3600);
    m_queue->setValue(m_targets.avgQueueMaxSeconds / 60);
    m_tenureSpin->setValue(m_targets.tenureAtL2Days);
    m_updatingSpins = false;
}

void L3ReadinessPanel::targetsFromSpins()
{
    L3Targets t = m_targets;
    // Spin boxes round; keep HUD's exact default when the box shows it, so "unchanged" stays default.
    auto pick = [](double shown, double current, double scale, int decimals) {
        return qFuzzyCompare(1 + shown, 1 + std::round(current * scale * std::pow(10, decimals)) / std::pow(10, decimals))
            ? current
            : shown / scale;
    };
    t.passRateMin = pick(m_pass->value(), m_targets.passRateMin, 100, m_pass->decimals());
    t.timeoutRateMax = pick(m_timeout->value(), m_targets.timeoutRateMax, 100, m_timeout->decimals());
    t.overrunRateMax = pick(m_overrun->value(), m_targets.overrunRateMax, 100, m_overrun->decimals());
    t.e2eP50MaxSeconds = pick(m_e2e->value(), m_targets.e2eP50MaxSeconds, 1.0 / 3600, m_e2e->decimals());
    t.avgQueueMaxSeconds = pick(m_queue->value(), m_targets.avgQueueMaxSeconds, 1.0 / 60, m_queue->decimals());
    t.tenureAtL2Days = pick(m_tenureSpin->value(), m_targets.tenureAtL2Days, 1, m_tenureSpin->decimals());
    if (t == m_targets)
        return;
    m_targets = t;
    evaluate();
    emit targetsChanged(m_targets);
}

void L3ReadinessPanel::evaluate()
{
    m_assessment = L3ReadinessEvaluator::evaluate(m_stats, m_level, m_tenure, m_asOf, m_targets);
    m_model->setAssessment(m_assessment);
    m_table->resizeColumnsToContents();

    const L3Assessment::Verdict v = m_assessment.verdict;
    QString line = BackendText::verdictShape(v) + u' ' + BackendText::verdictWord(v);
    switch (m_level) {
    case TrustLevel::L2:
        line += v == L3Assessment::Verdict::Promote ? tr("  — ready for L3")
              : v == L3Assessment::Verdict::Hold    ? tr("  — stays at L2 for now")
                                                    : tr("  — at L2, cannot judge yet");
        break;
    case TrustLevel::L3:
        line += v == L3Assessment::Verdict::Demote ? tr("  — fails L3 over the last 7 days")
              : v == L3Assessment::Verdict::Hold   ? tr("  — keeps L3")
                                                   : tr("  — at L3, no completed PR job in 7 days");
        // HUD says two things: its /crcr page lists "no data" as temporary demotion, while its
        // level-status reports "demote" only for a failure with data. Both shown.
        if (m_assessment.temporaryDemotion)
            line += m_assessment.levelStatusDemote
                ? tr("  · HUD: temporary demotion; level-status: demote")
                : tr("  · HUD /crcr: temporary demotion (no data); level-status: no change");
        break;
    case TrustLevel::L1: line += tr("  — at L1"); break;
    case TrustLevel::L4: line += tr("  — L4 is decided by maintainers"); break;
    case TrustLevel::Unknown: line += tr("  — not in the allowlist"); break;
    }
    if (m_assessment.whatIf)
        line += tr("  (what-if)");
    m_verdict->setText(line);
    m_verdict->setAccessibleName(line);
    m_reasons->setText(m_assessment.reasons.isEmpty() ? QString() : QStringLiteral("• ") + m_assessment.reasons.join(QStringLiteral("\n• ")));

    auto breakage = [](const WindowStats &w, int fallbackDays) {
        const int days = w.days > 0 ? w.days : fallbackDays;
        if (w.jobs == 0)
            return tr("last %1 d: no completed jobs").arg(days);
        const qint64 triagedInfra = qMax<qint64>(0, w.infraFailures - w.timedOut - w.cancelled);
        return tr("last %1 d: %2 of %3 jobs failed — console's own split: ✖ test: %4  ·  ⚠ infra: %5 (timed out %6, cancelled %7, triaged infra %8)")
            .arg(days)
            .arg(w.testFailures + w.infraFailures)
            .arg(w.jobs)
            .arg(w.testFailures)
            .arg(w.infraFailures)
            .arg(w.timedOut)
            .arg(w.cancelled)
            .arg(triagedInfra);
    };
    m_breakage->setText(tr("Breakage  ·  %1\n                 ·  %2").arg(breakage(m_stats.demotionWindow, m_targets.demotionWindowDays),
                                                                            breakage(m_stats.promotionWindow, m_targets.promotionWindowDays)));
    m_bannerRow->setVisible(!m_targets.isDefault());
    applyColors();
}

void L3ReadinessPanel::applyColors()
{
    const StatusPalette colors(m_dark ? ColorScheme::Dark : ColorScheme::Light);
    QPalette vp = m_verdict->palette();
    vp.setColor(QPalette::Window, colors.color(verdictColor(m_assessment.verdict)));
    vp.setColor(QPalette::WindowText, colors.textOn(verdictColor(m_assessment.verdict)));
    m_verdict->setPalette(vp);
    QPalette bp = m_bannerRow->palette();
    bp.setColor(QPalette::Window, colors.color(ColorId::Notice));
    bp.setColor(QPalette::WindowText, colors.textOn(ColorId::Notice));
    m_bannerRow->setPalette(bp);
    m_banner->setPalette(bp);
}

QString L3ReadinessPanel::verdictText() const
{
    return m_verdict->text();
}

QString L3ReadinessPanel::breakageText() const
{
    return m_breakage->text();
}

bool L3ReadinessPanel::isWhatIfBannerShown() const
{
    return !m_bannerRow->isHidden();
}

} // namespace hw
