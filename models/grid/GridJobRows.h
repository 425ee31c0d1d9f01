#pragma once

#include "clickhouse/ClickHouseRowSink.h"
#include "domain/JobRun.h"

#include <QHash>

#include <array>
#include <string>
#include <string_view>
#include <unordered_map>

namespace hw {

// The grid's jobs query, decoded row by row as the reply streams in (ClickHouse
// TabSeparatedWithNames, see ClickHouseClient::selectRows): strict about types (a mismatch names
// the column and the value), the newest row per job id kept, the watermark tracked. Text that
// repeats from row to row (job and workflow names, SHAs, statuses, failure lines) is shared
// rather than copied, and text longer than 4 KB is cut, so a page's rows take little more memory
// than their jobs need. At most maxRows rows: a page asks for a known number of commits.
class GridJobRows : public ClickHouseRowSink
{
public:
    explicit GridJobRows(qint64 maxRows = -1) : m_maxRows(maxRows) {}

    Result<void, QString> columns(std::span<const QByteArrayView> names) override;
    Result<void, QString> row(const TsvReader::Row &row) override;
    qint64 maxRows() const override { return m_maxRows; }

    // What was decoded (moved out once the request is done).
    JobRuns takeJobs() { m_index.clear(); return std::move(m_jobs); }
    qint64 watermark() const { return m_watermark; }
    int invalidUtf8Rows() const { return m_invalidUtf8Rows; }

    static constexpr qsizetype MaxTextBytes = 4096;

private:
    enum Column {
        Id, RunId, RunAttempt, Name, Workflow, Sha, Status, Conclusion, CreatedAt, StartedAt, CompletedAt, Url,
        FailureLine, InsertedAt, ColumnCount
    };
    struct Hash {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
    };
    Result<void, QString> integer(const TsvReader::Row &row, Column c, qint64 *out) const;
    QString text(QByteArrayView bytes, bool *invalid) const;
    QString shared(QByteArrayView bytes, bool *invalid);

    qint64 m_maxRows;
    std::array<int, ColumnCount> m_at{};
    int m_columnCount = 0;
    JobRuns m_jobs;
    QHash<qint64, qsizetype> m_index;
    std::unordered_map<std::string, QString, Hash, std::equal_to<>> m_texts;
    qint64 m_watermark = 0;
    int m_invalidUtf8Rows = 0;
};

} // namespace hw
