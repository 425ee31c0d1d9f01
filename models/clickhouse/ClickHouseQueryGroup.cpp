#include "ClickHouseQueryGroup.h"

#include <QTimer>

namespace hw {

ClickHouseQueryGroup::ClickHouseQueryGroup(ClickHouseClient *client, QObject *context)
    : m_client(client), m_context(context), m_latest(context)
{
}

void ClickHouseQueryGroup::start(const QList<Query> &sqls, Done done)
{
    m_latest.begin();
    struct Gathered {
        Results results;
        int remaining = 0;
    };
    auto gathered = std::make_shared<Gathered>();
    gathered->results.resize(sqls.size());
    gathered->remaining = int(sqls.size());
    auto finished = std::make_shared<Done>(std::move(done));
    if (sqls.isEmpty()) {
        QTimer::singleShot(0, m_context, m_latest.guard([this, finished] {
            m_latest.finish();
            (*finished)(Results{});
        }));
        return;
    }
    for (int i = 0; i < sqls.size(); ++i) {
        auto onDone = m_latest.guard([this, gathered, finished, i](const ClickHouseResult &r) {
                if (!r.ok()) {
                    m_latest.cancel(); // aborts the others
                    (*finished)(Failure{r.error, i});
                    return;
                }
                gathered->results[i] = r;
                if (--gathered->remaining == 0) {
                    m_latest.finish();
                    (*finished)(std::move(gathered->results));
                }
            });
        const quint64 id = sqls[i].rows ? m_client->selectRows(sqls[i].sql, sqls[i].rows, m_context, std::move(onDone))
                                        : m_client->select(sqls[i].sql, m_context, std::move(onDone));
        m_latest.onSuperseded([client = QPointer<ClickHouseClient>(m_client), id] {
            if (client)
                client->cancel(id);
        });
    }
}

} // namespace hw
