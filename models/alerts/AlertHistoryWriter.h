#pragma once

#include "alerts/AlertTransition.h"

#include <QObject>
#include <QString>

namespace hw {

class CacheWriter;

// The alerts' front on the one cache writer thread: store(source, transitions) enqueues them for
// AlertHistoryStore::store on the writer's connection; alertsStored comes on the writer's thread
// once they are committed, storeFailed from the CacheWriter with the same ticket. One front per
// writer (of()), so that every receiver hears every write made through it.
class AlertHistoryWriter : public QObject
{
    Q_OBJECT
public:
    // The front of writer, made at the first call as a child of writer.
    static AlertHistoryWriter *of(CacheWriter *writer);

    // The ticket of the write (CacheWriter::submit).
    quint64 store(QString source, AlertTransitions transitions);

signals:
    void alertsStored(quint64 ticket, const QString &source, const hw::AlertTransitions &transitions);

private:
    explicit AlertHistoryWriter(CacheWriter *writer);
    CacheWriter *m_writer;
};

} // namespace hw
