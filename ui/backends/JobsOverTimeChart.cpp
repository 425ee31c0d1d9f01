#include "JobsOverTimeChart.h"

#include "backends/ReportCharts.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QDateTime>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

namespace hw {

JobsOverTimeChart::JobsOverTimeChart(QWidget *parent)
    : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setFocusPolicy(Qt::NoFocus);
    setMinimumHeight(220);
    rebuild();
}

void JobsOverTimeChart::setDaily(const QVector<DailyCount> &daily, qint64 asOf, int days)
{
    m_daily = daily;
    m_asOf = asOf;
    m_days = qMax(1, days);
    rebuild();
}

void JobsOverTimeChart::setDarkTheme(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    rebuild();
}

void JobsOverTimeChart::setLevelChanges(const QVector<LevelSpan> &spans)
{
    m_spans = spans;
    rebuild();
}

QStringList JobsOverTimeChart::markerLabels() const
{
    return m_markerLabels;
}

QVector<int> JobsOverTimeChart::markerDays() const
{
    return m_markerDays;
}

QStringList JobsOverTimeChart::legendLabels() const
{
    return m_legend;
}

qint64 JobsOverTimeChart::total(int set) const
{
    return set >= 0 && set < 3 ? m_totals[set] : 0;
}

void JobsOverTimeChart::rebuild()
{
    auto *chart = new QChart;
    chart->setTheme(m_dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));

    const qint64 lastDay = m_asOf > 0 ? (m_asOf / 86400) * 86400 : 0;
    const qint64 firstDay = lastDay - qint64(m_days - 1) * 86400;
    auto *passed = new QBarSet(QString());
    auto *tests = new QBarSet(QString());
    auto *infra = new QBarSet(QString());
    QStringList categories;
    m_totals[0] = m_totals[1] = m_totals[2] = 0;
    QVector<qint64> dayStarts;
    for (qint64 day = firstDay; day <= lastDay && m_asOf > 0; day += 86400) {
        DailyCount c;
        for (const DailyCount &d : m_daily)
            if (d.day == day)
                c = d;
        *passed << double(c.succeeded);
        *tests << double(c.testFailures);
        *infra << double(c.infraFailures);
        m_totals[0] += c.succeeded;
        m_totals[1] += c.testFailures;
        m_totals[2] += c.infraFailures;
        categories << QDateTime::fromSecsSinceEpoch(day, Qt::UTC).toString(QStringLiteral("MM-dd"));
        dayStarts << day;
    }
    m_legend = {tr("✔ passed, solid (%1)").arg(m_totals[0]), tr("✖ test failures, hatched (%1)").arg(m_totals[1]),
                tr("⚠ infra failures, cross-hatched: timeouts, cancellations, infra triage (%1)").arg(m_totals[2])};
    passed->setLabel(m_legend[0]);
    tests->setLabel(m_legend[1]);
    infra->setLabel(m_legend[2]);
    // Distinct patterns as well as colours: solid, diagonal hatch, cross hatch.
    const QColor green = m_dark ? QColor(0x43, 0xa0, 0x47) : QColor(0x4c, 0xaf, 0x50);
    const QColor red = m_dark ? QColor(0xe5, 0x39, 0x35) : QColor(0xd3, 0x2f, 0x2f);
    const QColor orange = m_dark ? QColor(0xff, 0xa7, 0x26) : QColor(0xef, 0x6c, 0x00);
    passed->setBrush(QBrush(green));
    passed->setPen(QPen(green.darker(130), 1));
    tests->setBrush(QBrush(red, Qt::BDiagPattern));
    tests->setPen(QPen(red, 1.5));
    infra->setBrush(QBrush(orange, Qt::DiagCrossPattern));
    infra->setPen(QPen(orange, 1.5));

    auto *series = new QStackedBarSeries;
    series->append(passed);
    series->append(tests);
    series->append(infra);
    series->setBarWidth(0.8);
    chart->addSeries(series);

    auto *axisX = new QBarCategoryAxis;
    axisX->append(categories);
    axisX->setLabelsAngle(-90);
    QFont small = font();
    small.setPointSizeF(qMax(6.0, small.pointSizeF() * 0.8));
    axisX->setLabelsFont(small);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    auto *axisY = new QValueAxis;
    qint64 maxDay = 0;
    for (int i = 0; i < passed->count(); ++i)
        maxDay = qMax(maxDay, qint64(passed->at(i) + tests->at(i) + infra->at(i)));
    axisY->setRange(0, qMax<qint64>(5, qint64(std::ceil(maxDay * 1.1))));
    axisY->setLabelFormat(QStringLiteral("%d"));
    axisY->setTitleText(tr("jobs per day (UTC)"));
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);

    chart->legend()->setAlignment(Qt::AlignTop);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeRectangle);
    // A hatch is invisible on a 12 px marker: legend markers are solid, the label names the pattern.
    const QList<QLegendMarker *> markers = chart->legend()->markers(series);
    const QColor solid[] = {green, red, orange};
    for (int i = 0; i < markers.size() && i < 3; ++i)
        markers[i]->setBrush(solid[i]);
    chart->setTitle(m_asOf > 0 ? tr("Completed jobs per UTC day, last %1 days").arg(m_days) : tr("No job data"));

    connect(series, &QStackedBarSeries::hovered, this, [this, passed, tests, infra, dayStarts](bool on, int i) {
        if (!on || i < 0 || i >= dayStarts.size()) {
            QToolTip::hideText();
            return;
        }
        const QString day = QDateTime::fromSecsSinceEpoch(dayStarts[i], Qt::UTC).toString(QStringLiteral("yyyy-MM-dd"));
        QToolTip::showText(QCursor::pos(),
                           tr("%1\n✔ passed %2\n✖ test failures %3\n⚠ infra failures %4")
                               .arg(day)
                               .arg(passed->at(i))
                               .arg(tests->at(i))
                               .arg(infra->at(i)),
                           this);
    });

    // Level changes inside the shown days: a dashed line and a boxed label, placed in
    // layoutMarkers() whenever the plot area moves.
    m_markerLabels.clear();
    m_markerDays.clear();
    m_markerLines.clear();
    m_markerBoxes.clear();
    m_markerTexts.clear();
    QStringList changeTexts;
    const QColor ink = m_dark ? QColor(0xec, 0xef, 0xf1) : ReportCharts::levelChangeMarkerColor();
    const QColor paper = m_dark ? QColor(0x26, 0x32, 0x38) : QColor(Qt::white);
    for (const LevelSpan &span : std::as_const(m_spans)) {
        if (span.from <= 0 || m_asOf <= 0)
            continue; // start unknown
        const qint64 day = (span.from / 86400) * 86400;
        if (day < firstDay || day > lastDay)
            continue;
        const QString label = ReportCharts::levelChangeLabel(span);
        m_markerLabels << label;
        m_markerDays << int((day - firstDay) / 86400);
        changeTexts << tr("%1 on %2").arg(label, QDateTime::fromSecsSinceEpoch(day, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd")));
        auto *line = new QGraphicsLineItem(chart);
        line->setPen(QPen(ink, 2, Qt::DashLine));
        line->setZValue(1000);
        auto *box = new QGraphicsRectItem(chart);
        box->setPen(QPen(ink, 1));
        box->setBrush(paper);
        box->setZValue(1001);
        auto *text = new QGraphicsSimpleTextItem(label, box);
        text->setBrush(ink);
        text->setFont(font()); // full size: the label is the cue, not the colour
        m_markerLines << line;
        m_markerBoxes << box;
        m_markerTexts << text;
    }
    connect(chart, &QChart::plotAreaChanged, this, [this] { layoutMarkers(); });

    QChart *old = this->chart();
    setChart(chart);
    delete old;
    layoutMarkers();
    QString description = m_legend.join(QStringLiteral("; "));
    if (!changeTexts.isEmpty())
        description += QStringLiteral("; ") + tr("level changes: %1").arg(changeTexts.join(QStringLiteral(", ")));
    setAccessibleDescription(description);
}

void JobsOverTimeChart::layoutMarkers()
{
    const QChart *c = chart();
    if (!c || m_markerLines.isEmpty())
        return;
    const QRectF plot = c->plotArea();
    const double slot = plot.width() / qMax(1, m_days);
    double rowRight[3] = {-1e9, -1e9, -1e9};
    for (qsizetype i = 0; i < m_markerLines.size(); ++i) {
        // The left edge of the day's slot: between the previous day's bar and this day's.
        const double x = std::round(plot.left() + m_markerDays.at(i) * slot);
        m_markerLines.at(i)->setLine(x, plot.top(), x, plot.bottom());
        const QRectF textRect = m_markerTexts.at(i)->boundingRect();
        const double w = textRect.width() + 8;
        const double h = textRect.height() + 2;
        const double left = x + w <= plot.right() ? x + 1 : x - w;
        int row = 0;
        while (row < 2 && left <= rowRight[row] + 4)
            ++row;
        rowRight[row] = qMax(rowRight[row], left + w);
        m_markerBoxes.at(i)->setRect(0, 0, w, h);
        m_markerBoxes.at(i)->setPos(left, plot.top() + 2 + row * (h + 3));
        m_markerTexts.at(i)->setPos(4, 1);
    }
}

} // namespace hw
