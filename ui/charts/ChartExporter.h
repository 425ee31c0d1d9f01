#pragma once

#include "LongOperation.h"
#include "charts/TimeSeries.h"
#include "domain/Result.h"

#include <QImage>
#include <QObject>
#include <QPointer>

class QWidget;

namespace hw {

// The time chart's saves, on a worker with a progress dialog and Cancel (a million samples take
// seconds to format as CSV; a PNG is encoded and written on the worker). One at a time. As the
// window's other long operations: the outcome or a cancel on its status bar, an error (what
// happened and what to do) in a message box. Strings keep TimeSeriesChart's translation context.
class ChartExporter : public QObject
{
    Q_OBJECT
public:
    // owner: the chart (parent of the dialogs; its window's status bar hears the outcome).
    explicit ChartExporter(QWidget *owner);

    // The samples of the window as CSV, written to path.
    void exportCsv(const QVector<TimeSeries> &shown, qint64 from, qint64 to, const QString &path);
    void exportPng(const QImage &image, const QString &path);
    bool isExporting() const { return bool(m_export); }
    // True, having said so on the status bar, while a save is under way.
    bool refuseIfBusy();

    // Writes the CSV text at once; the error says what to do.
    static Result<void, QString> writeCsv(const QByteArray &csv, const QString &path);

signals:
    void finished(bool written);

private:
    void finish(const QString &title, const QString &path, const LongOperation::Outcome &outcome);
    void showStatus(const QString &text);

    QWidget *m_owner;
    QPointer<LongOperation> m_export; // the save under way
};

} // namespace hw
