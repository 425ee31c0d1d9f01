#include "AlertHistoryWriter.h"

#include "alerts/AlertHistoryStore.h"
#include "cache/CacheWriter.h"
#include "cache/JobCache.h"

#include <memory>

namespace hw {

AlertHistoryWriter *AlertHistoryWriter::of(CacheWriter *writer)
{
    if (auto *front = writer->findChild<AlertHistoryWriter *>(QString(), Qt::FindDirectChildrenOnly))
        return front;
    return new AlertHistoryWriter(writer);
}

AlertHistoryWriter::AlertHistoryWriter(CacheWriter *writer) : QObject(writer), m_writer(writer)
{
    qRegisterMetaType<hw::AlertTransitions>();
}

quint64 AlertHistoryWriter::store(QString source, AlertTransitions transitions)
{
    auto held = std::make_shared<const AlertTransitions>(std::move(transitions));
    return m_writer->submit(
        [source, held](JobCache &cache) { return AlertHistoryStore(cache).store(source, *held); },
        [this, source, held](quint64 ticket) { emit alertsStored(ticket, source, *held); });
}

} // namespace hw
