#include "JobsOverTimeChart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QDateTime>
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

    QChart *old = this->chart();
    setChart(chart);
    delete old;
    setAccessibleDescription(m_legend.join(QStringLiteral("; ")));
}

} // namespace hw
