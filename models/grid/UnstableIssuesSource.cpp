#include "UnstableIssuesSource.h"

#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseSql.h"

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// `labels.name` is a flattened column on the 18.16 test schema and the element of HUD's
// Array(Tuple) on modern servers; the same text reads both.
const auto Template = uR"sql(SELECT tupleElement(issue, 1) AS issue_title
FROM (
    SELECT number, argMax((title, state, has(labels.name, 'unstable')), updated_at) AS issue
    FROM default.issues
    WHERE repository_url = {url}
    GROUP BY number
)
WHERE tupleElement(issue, 2) = 'open' AND tupleElement(issue, 3)
ORDER BY number)sql"_s;

} // namespace

UnstableIssuesSource::UnstableIssuesSource(ClickHouseClient *client, QString repository, QObject *parent)
    : QObject(parent), m_client(client), m_repository(std::move(repository)), m_queries(client, this)
{
    connect(&m_timer, &QTimer::timeout, this, &UnstableIssuesSource::fetch);
}

QString UnstableIssuesSource::sql() const
{
    return *ClickHouseSql::bind(Template, {{u"url"_s, QString(u"https://api.github.com/repos/"_s + m_repository)}});
}

void UnstableIssuesSource::start(int intervalMs)
{
    m_timer.start(intervalMs);
    fetch();
}

void UnstableIssuesSource::fetch()
{
    m_queries.start({sql()}, [this](Result<ClickHouseQueryGroup::Results, ClickHouseQueryGroup::Failure> r) {
        if (!r)
            return emit failed(m_client->describe(r.error().error));
        QStringList titles;
        for (const QJsonObject &row : r->at(0).rows)
            titles << row.value(u"issue_title"_s).toString();
        emit titlesFetched(titles);
    });
}

} // namespace hw
