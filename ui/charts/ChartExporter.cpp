#include "ChartExporter.h"

#include "charts/PngFile.h"
#include "charts/SeriesCsv.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>

namespace hw {

namespace {
// The saves were the chart's own: their strings keep its translation context.
struct TimeSeriesChartText {
    Q_DECLARE_TR_FUNCTIONS(hw::TimeSeriesChart)
};

QString cannotWrite(const QString &path, const QString &reason)
{
    return TimeSeriesChartText::tr("Could not write %1: %2 — choose another folder or free disk space")
        .arg(QDir::toNativeSeparators(path), reason);
}
} // namespace

ChartExporter::ChartExporter(QWidget *owner)
    : QObject(owner)
    , m_owner(owner)
{
}

Result<void, QString> ChartExporter::writeCsv(const QByteArray &csv, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv) < 0 || !file.commit())
        return cannotWrite(path, file.errorString());
    return {};
}

void ChartExporter::exportCsv(const QVector<TimeSeries> &shown, qint64 from, qint64 to, const QString &path)
{
    if (refuseIfBusy())
        return;
    m_export = new LongOperation(m_owner, TimeSeriesChartText::tr("Save chart data as CSV"),
                                 TimeSeriesChartText::tr("Saving %1…").arg(QFileInfo(path).fileName()));
    m_export->start(
        [shown, from, to, path](OperationControl &control) {
            LongOperation::Outcome outcome;
            const QByteArray text = SeriesCsv::write(shown, from, to, &control);
            if (text.isEmpty() || !control.reached(950)) {
                outcome.cancelled = true;
                return outcome;
            }
            const Result<void, QString> written = writeCsv(text, path);
            outcome.ok = bool(written);
            outcome.error = written.error();
            return outcome;
        },
        [this, path](const LongOperation::Outcome &outcome) {
            finish(TimeSeriesChartText::tr("Save chart data as CSV"), path, outcome);
        });
}

void ChartExporter::exportPng(const QImage &image, const QString &path)
{
    if (refuseIfBusy())
        return;
    m_export = new LongOperation(m_owner, TimeSeriesChartText::tr("Save chart as PNG"),
                                 TimeSeriesChartText::tr("Saving %1…").arg(QFileInfo(path).fileName()));
    m_export->start(
        [image, path](OperationControl &control) {
            LongOperation::Outcome outcome;
            const Result<void, PngFile::Failure> written = PngFile::write(image, path, &control);
            outcome.ok = bool(written);
            outcome.cancelled = written.error().cancelled;
            if (!written && !outcome.cancelled)
                outcome.error = cannotWrite(path, written.error().reason);
            return outcome;
        },
        [this, path](const LongOperation::Outcome &outcome) {
            finish(TimeSeriesChartText::tr("Save chart as PNG"), path, outcome);
        });
}

bool ChartExporter::refuseIfBusy()
{
    if (m_export)
        showStatus(TimeSeriesChartText::tr("An export is already under way."));
    return bool(m_export);
}

void ChartExporter::finish(const QString &title, const QString &path, const LongOperation::Outcome &outcome)
{
    if (outcome.ok) {
        showStatus(TimeSeriesChartText::tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    } else if (outcome.cancelled) {
        showStatus(LongOperation::cancelledText());
    } else {
        // Stays until read: not the status bar's few seconds. open(), not exec(): the window
        // goes on refreshing behind it.
        auto *box = new QMessageBox(QMessageBox::Warning, title, outcome.error, QMessageBox::Close, m_owner);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    emit finished(outcome.ok);
}

// Where the window's other long operations (the report, the time window export) say theirs.
void ChartExporter::showStatus(const QString &text)
{
    if (auto *main = qobject_cast<QMainWindow *>(m_owner->window()))
        main->statusBar()->showMessage(text, 8000);
}

} // namespace hw
