#include "UtilizationJobView.h"

#include "LoadingLine.h"
#include "charts/TimeSeriesChart.h"
#include "utilization/UtilizationCharts.h"
#include "utilization/UtilizationHudJobStats.h"
#include "utilization/UtilizationStatsModel.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QGridLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace hw {

namespace {

QString clock(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(QStringLiteral("HH:mm:ss"));
}

QString duration(qint64 ms)
{
    const qint64 s = (ms + 500) / 1000;
    if (s < 60)
        return UtilizationJobView::tr("%1 s").arg(s);
    if (s < 3600)
        return UtilizationJobView::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return UtilizationJobView::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
}

// The charts in reading order: the question first ("did the GPUs work?"), then why not.
struct ChartPlan {
    UtilizationMetric metric;
    const char *title;
    int decimals;
    bool percentAxis;
};
const ChartPlan Plans[] = {
    {UtilizationMetric::GpuUtilization, QT_TRANSLATE_NOOP("hw::UtilizationJobView", "GPU utilization"), 0, true},
    {UtilizationMetric::GpuMemoryBandwidth, QT_TRANSLATE_NOOP("hw::UtilizationJobView", "GPU memory bandwidth"), 0, true},
    {UtilizationMetric::GpuAllocatedGiB, QT_TRANSLATE_NOOP("hw::UtilizationJobView", "Allocated GPU memory"), 1, false},
    {UtilizationMetric::Cpu, QT_TRANSLATE_NOOP("hw::UtilizationJobView", "CPU and memory of the runner"), 0, true},
    {UtilizationMetric::GpuTemperature, QT_TRANSLATE_NOOP("hw::UtilizationJobView", "GPU temperature"), 0, false},
    {UtilizationMetric::GpuPower, QT_TRANSLATE_NOOP("hw::UtilizationJobView", "GPU power"), 0, false},
};

// A plan's series for a job, in the unit they are in: older logs have allocated GPU memory in
// percent only.
struct PlannedSeries {
    QVector<TimeSeries> series;
    QString unit;
    bool percentAxis = false;
};

PlannedSeries seriesOf(const JobUtilization &job, const ChartPlan &p)
{
    PlannedSeries planned { {}, utilizationMetricUnit(p.metric), p.percentAxis };
    if (p.metric == UtilizationMetric::Cpu) {
        planned.series = UtilizationCharts::runner(job);
        return planned;
    }
    UtilizationMetric metric = p.metric;
    if (metric == UtilizationMetric::GpuAllocatedGiB && !job.has(metric)) {
        metric = UtilizationMetric::GpuAllocatedPercent;
        planned.unit = utilizationMetricUnit(metric);
        planned.percentAxis = true;
    }
    planned.series = UtilizationCharts::perGpu(job, metric);
    return planned;
}

} // namespace

UtilizationJobView::UtilizationJobView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_info(new LoadingLine(this))
    , m_notes(new QLabel(this))
    , m_back(new QPushButton(tr("← Fleet"), this))
    , m_segments(new QComboBox(this))
    , m_scope(new QLabel(this))
    , m_chartArea(new QWidget)
    , m_chartGrid(new QGridLayout(m_chartArea))
    , m_statsModel(new UtilizationStatsModel(this))
    , m_stats(new QTableView(this))
{
    setUpBackAndCancel();
    setUpHeader();
    setUpStatsTable();
    layOut();
    setMessage(tr("No job open"), tr("Open a job from the fleet table, the grid (U on a cell) or with --utilization FILE."));
}

void UtilizationJobView::setUpBackAndCancel()
{
    m_back->setToolTip(tr("Back to the fleet (Esc)"));
    connect(m_back, &QPushButton::clicked, this, &UtilizationJobView::backRequested);
    // Esc anywhere in the view while the way back is shown, as an action the keyboard sheet lists.
    m_backAction = new QAction(tr("Back to the fleet"), this);
    m_backAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_backAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_backAction->setProperty("keyGroup", tr("GPU utilization")); // its group in the keyboard sheet
    // While the job loads, Esc stops the fetch first (the view stays, saying so); then it goes back.
    connect(m_backAction, &QAction::triggered, this, [this] {
        if (m_info->isLoading())
            m_info->cancel();
        else
            emit backRequested();
    });
    addAction(m_backAction);
    m_info->cancelButton()->setToolTip(tr("Stop loading the job (Esc)"));
    connect(m_info, &LoadingLine::cancelRequested, this, &UtilizationJobView::cancelRequested);
}

void UtilizationJobView::setUpHeader()
{
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setWordWrap(true);
    m_notes->setWordWrap(true);
    m_segments->setAccessibleName(tr("Test segment"));
    m_segments->setToolTip(tr("Zoom every chart to a test segment; the stats below follow the window shown"));
    // As wide as the job's widest segment (refilled per job; a name is cut at 80 characters):
    // sized on first show only, a phase's times were cut off.
    m_segments->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_segments->setMinimumContentsLength(40);
    connect(m_segments, &QComboBox::activated, this, [this](int index) { showSegment(index - 1); });
}

void UtilizationJobView::setUpStatsTable()
{
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_statsModel);
    proxy->setSortRole(UtilizationStatsModel::SortRole);
    m_stats->setModel(proxy);
    m_stats->setSortingEnabled(true);
    m_stats->sortByColumn(-1, Qt::AscendingOrder); // the model's order: metric, then GPU
    m_stats->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_stats->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_stats->verticalHeader()->hide();
    m_stats->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_stats->horizontalHeader()->setStretchLastSection(false);
    m_stats->setAccessibleName(tr("Utilization statistics"));
}

void UtilizationJobView::layOut()
{
    m_chartGrid->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_chartArea);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *statsBox = new QWidget(this);
    auto *statsLayout = new QVBoxLayout(statsBox);
    statsLayout->setContentsMargins(0, 0, 0, 0);
    statsLayout->addWidget(m_scope);
    statsLayout->addWidget(m_stats, 1);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(scroll);
    split->addWidget(statsBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    split->setSizes({700, 260}); // the charts are the view; the table is the detail

    auto *top = new QHBoxLayout;
    top->addWidget(m_back);
    top->addWidget(m_title, 1);
    auto *segmentRow = new QHBoxLayout;
    auto *segmentLabel = new QLabel(tr("&Segment:"), this);
    segmentLabel->setBuddy(m_segments);
    segmentRow->addWidget(segmentLabel);
    segmentRow->addWidget(m_segments);
    segmentRow->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_info);
    layout->addWidget(m_notes);
    layout->addLayout(segmentRow);
    layout->addWidget(split, 1);
}

void UtilizationJobView::setBackVisible(bool visible)
{
    m_back->setVisible(visible);
    m_backAction->setEnabled(visible);
}

TimeSeriesChart *UtilizationJobView::chart(UtilizationMetric metric) const
{
    const qsizetype i = m_chartMetrics.indexOf(metric);
    return i < 0 ? nullptr : m_charts[i];
}

QString UtilizationJobView::titleText() const
{
    return m_title->text();
}

QString UtilizationJobView::notesText() const
{
    return m_notes->text();
}

QString UtilizationJobView::scopeText() const
{
    return m_scope->text();
}

void UtilizationJobView::setMessage(const QString &title, const QString &text)
{
    m_job = {};
    m_title->setText(title);
    m_info->setText(text);
    m_notes->clear();
    m_notes->hide();
    qDeleteAll(m_charts);
    m_charts.clear();
    m_chartMetrics.clear();
    m_segments->clear();
    m_segments->setEnabled(false);
    m_statsModel->setRows({});
    m_scope->clear();
}

void UtilizationJobView::setLoading(const QString &title, const QString &text)
{
    setMessage(title, {});
    m_info->setLoading(text);
}

bool UtilizationJobView::isLoading() const
{
    return m_info->isLoading();
}

QPushButton *UtilizationJobView::cancelButton() const
{
    return m_info->cancelButton();
}

QString UtilizationJobView::infoText() const
{
    return m_info->text();
}

void UtilizationJobView::setJob(const JobUtilization &job, const QString &where)
{
    setMessage({}, {});
    m_job = job;
    const auto [first, last] = job.timeSpan();
    const qint64 from = job.info.startMs > 0 ? std::min(job.info.startMs, first) : first;
    const qint64 to = std::max(job.info.endMs, last);
    showHeader(job, where, from, to);
    showNotes(job);
    addCharts(job, from, to);
    fillSegments(job);
    updateStats(from, to);
}

// The job's name, and a line of what ran where and when.
void UtilizationJobView::showHeader(const JobUtilization &job, const QString &where, qint64 from, qint64 to)
{
    const JobUtilization::Info &i = job.info;
    QString title = i.jobName.isEmpty() ? tr("Job %1").arg(i.jobId) : i.jobName;
    if (!i.workflowName.isEmpty())
        title = i.workflowName + QStringLiteral(" / ") + title;
    m_title->setText(title);
    QStringList info;
    const int gpus = int(job.tracksOf(UtilizationMetric::GpuUtilization).size());
    const int gpuCount = std::max(i.gpuCount, gpus);
    if (gpuCount > 0)
        info << (i.gpuType.isEmpty() ? tr("%1 × GPU").arg(gpuCount) : tr("%1 × %2").arg(gpuCount).arg(i.gpuType));
    if (i.cpuCount > 0)
        info << tr("%1 CPUs").arg(i.cpuCount);
    info << tr("%1, %2 – %3 UTC (%4)")
                .arg(QDateTime::fromMSecsSinceEpoch(from, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd")), clock(from), clock(to),
                     duration(to - from));
    if (i.collectIntervalSeconds > 0)
        info << tr("sampled every %1 s").arg(i.collectIntervalSeconds, 0, 'g', 3);
    if (i.jobId > 0)
        info << tr("job %1").arg(i.jobId);
    if (i.runAttempt > 1)
        info << tr("attempt %1").arg(i.runAttempt);
    info << tr("from %1").arg(where);
    m_info->setText(info.join(QStringLiteral(" · ")));
}

// What is not there is said, so an empty chart is never read as an idle GPU.
void UtilizationJobView::showNotes(const JobUtilization &job)
{
    QStringList missing;
    for (const ChartPlan &p : Plans)
        if (p.metric != UtilizationMetric::GpuTemperature && p.metric != UtilizationMetric::GpuPower // nvidia-smi extras
            && !job.has(p.metric) && !(p.metric == UtilizationMetric::GpuAllocatedGiB && job.has(UtilizationMetric::GpuAllocatedPercent))
            && !(p.metric == UtilizationMetric::Cpu && job.has(UtilizationMetric::Memory)))
            missing << (p.metric == UtilizationMetric::Cpu ? tr("CPU and memory") : utilizationMetricName(p.metric));
    QStringList notes;
    if (!missing.isEmpty())
        notes << tr("Not in this log: %1.").arg(missing.join(QStringLiteral(", ")));
    if (job.notes.malformed > 0) {
        QStringList at;
        for (const int n : job.notes.malformedAt)
            at << QString::number(n);
        notes << tr("⚠ %1 unreadable %2 left out (%3%4).")
                     .arg(job.notes.malformed)
                     .arg(job.notes.format == QStringLiteral("ClickHouse") ? tr("rows") : tr("lines"),
                          at.join(QStringLiteral(", ")), job.notes.malformed > at.size() ? QStringLiteral(", …") : QString());
    }
    for (const QString &e : job.notes.errors)
        notes << tr("⚠ %1").arg(e);
    if (!job.notes.unknownFields.isEmpty())
        notes << tr("Ignored: %1.").arg(job.notes.unknownFields.join(QStringLiteral(", ")));
    if (job.sampleCount() == 0)
        notes << tr("⚠ No utilization samples for this job: the monitor's upload may have been lost.");
    m_notes->setText(notes.join(QStringLiteral("  ")));
    m_notes->setVisible(!notes.isEmpty());
}

// One chart per metric the job has samples of, two abreast, over the job's time.
void UtilizationJobView::addCharts(const JobUtilization &job, qint64 from, qint64 to)
{
    QVector<std::pair<TimeSeriesChart *, QVector<TimeSeries>>> pending;
    for (const ChartPlan &p : Plans) {
        const PlannedSeries planned = seriesOf(job, p);
        if (planned.series.isEmpty() || std::all_of(planned.series.begin(), planned.series.end(), [](const TimeSeries &s) {
                return std::all_of(s.points.begin(), s.points.end(), [](const SeriesPoint &pt) { return pt.isGap(); });
            }))
            continue;
        TimeSeriesChart *chart = addChart(tr(p.title), planned.unit, p.decimals, planned.percentAxis, from, to);
        pending << std::make_pair(chart, planned.series);
        m_chartMetrics << p.metric;
    }
    // The data goes in once the charts have their final size: every resize makes Qt Charts lay
    // out and re-stroke each series, the bulk of opening a job of 40 long series.
    if (isVisible()) { // else they are shown, and laid out, with the view
        for (const auto &entry : std::as_const(pending))
            entry.first->show();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
    for (const auto &[chart, series] : std::as_const(pending)) {
        chart->setSeries(series);
        chart->setSpans(UtilizationCharts::segments(job));
    }
}

TimeSeriesChart *UtilizationJobView::addChart(const QString &title, const QString &unit, int decimals, bool percentAxis,
                                              qint64 from, qint64 to)
{
    auto *chart = new TimeSeriesChart(m_chartArea);
    chart->setTitle(title);
    chart->setValueFormat(unit == QStringLiteral("%") ? QStringLiteral(" %") : unit, decimals);
    if (percentAxis)
        chart->setValueRange(std::make_pair(0.0, 100.0));
    chart->setRangeSelectorVisible(false);
    chart->setNoDataText(tr("No samples in this window"));
    chart->setTimeRange(TimeRange::absolute(from, std::max(to, from + 1000)));
    chart->setMinimumHeight(260);
    connect(chart, &TimeSeriesChart::windowChanged, this, &UtilizationJobView::onWindowChanged);
    connect(chart, &TimeSeriesChart::spanClicked, this, [this](int index) { m_segments->setCurrentIndex(index + 1); });
    const int n = int(m_charts.size());
    m_chartGrid->addWidget(chart, n / 2, n % 2);
    m_charts << chart;
    return chart;
}

// "Whole job", then the job's test segments by number, name, time and length.
void UtilizationJobView::fillSegments(const JobUtilization &job)
{
    m_segments->addItem(tr("Whole job"));
    for (qsizetype s = 0; s < job.segments.size(); ++s) {
        const UtilizationSegment &seg = job.segments[s];
        QString name = seg.name.simplified();
        if (name.size() > 80)
            name = name.left(79) + QStringLiteral("…");
        m_segments->addItem(tr("%1 %2 (%3 – %4, %5)").arg(s + 1).arg(name, clock(seg.fromMs), clock(seg.toMs),
                                                                     duration(seg.toMs - seg.fromMs)));
        m_segments->setItemData(int(s + 1), seg.name, Qt::ToolTipRole);
    }
    m_segments->setEnabled(!job.segments.isEmpty());
}

void UtilizationJobView::showSegment(int index)
{
    if (m_charts.isEmpty())
        return;
    if (index < 0 || index >= m_job.segments.size()) {
        m_charts.first()->resetZoom();
        m_segments->setCurrentIndex(0);
        return;
    }
    const UtilizationSegment &s = m_job.segments[index];
    m_charts.first()->zoomTo(s.fromMs, std::max(s.toMs, s.fromMs + 1000));
    m_segments->setCurrentIndex(index + 1);
}

void UtilizationJobView::onWindowChanged(qint64 fromMs, qint64 toMs)
{
    if (m_syncing)
        return;
    m_syncing = true;
    auto *origin = qobject_cast<TimeSeriesChart *>(sender());
    for (TimeSeriesChart *c : std::as_const(m_charts)) {
        if (c == origin)
            continue;
        if (origin && !origin->isZoomed())
            c->resetZoom();
        else
            c->zoomTo(fromMs, toMs);
    }
    m_syncing = false;
    updateStats(fromMs, toMs);
}

void UtilizationJobView::updateStats(qint64 fromMs, qint64 toMs)
{
    m_statsModel->setJob(m_job, fromMs, toMs);
    const int segment = [&] {
        for (qsizetype s = 0; s < m_job.segments.size(); ++s)
            if (std::llabs(m_job.segments[s].fromMs - fromMs) <= 1000 && std::llabs(m_job.segments[s].toMs - toMs) <= 1000)
                return int(s);
        return -1;
    }();
    const bool whole = m_charts.isEmpty() || !m_charts.first()->isZoomed();
    if (whole) {
        m_scope->setText(tr("Stats for the whole job, %1 – %2 UTC").arg(clock(fromMs), clock(toMs)));
        m_segments->setCurrentIndex(0);
    } else if (segment >= 0) {
        m_scope->setText(tr("Stats for segment %1 (%2), %3 – %4 UTC")
                             .arg(segment + 1)
                             .arg(m_job.segments[segment].name.simplified().left(80), clock(fromMs), clock(toMs)));
        m_segments->setCurrentIndex(segment + 1);
    } else {
        m_scope->setText(tr("Stats for the window shown, %1 – %2 UTC (0 or Home: the whole job)").arg(clock(fromMs), clock(toMs)));
    }
    // HUD's per-job figures under HUD's names beside the table (the console's own statistics).
    const UtilizationHudJobStats hud = UtilizationHudJobStats::of(m_job, fromMs, toMs);
    const auto percent = [](const std::optional<double> &v) {
        return v ? tr("%1 %").arg(QString::number(*v, 'f', 1)) : tr("no data");
    };
    m_scope->setText(m_scope->text()
                     + tr(" · HUD: gpu_avg %1, gpu_p90 %2, gpu_max %3 · table: the console's statistics")
                           .arg(percent(hud.gpuAvg), percent(hud.gpuP90), percent(hud.gpuMax)));
}

void UtilizationJobView::keyPressEvent(QKeyEvent *event)
{
    // Esc reaching the view as a key (its window not active, so no shortcut): the same action.
    if (event->key() == Qt::Key_Escape && m_backAction->isEnabled()) {
        m_backAction->trigger();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace hw
