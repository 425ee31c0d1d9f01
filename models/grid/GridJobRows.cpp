#include "GridJobRows.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <charconv>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// The column names the jobs query gives (GridClickHouseSource's JobsTemplate), in Column order.
constexpr std::array<std::string_view, 14> ColumnNames = {
    "id",           "job_run_id",       "job_run_attempt", "job_name",      "job_workflow",
    "job_sha",      "job_status",       "job_conclusion",  "job_created_at", "job_started_at",
    "job_completed_at", "job_url",      "failure_line",    "inserted_at"};

// Text beyond the cap is cut at a character boundary; the cut is marked.
QByteArrayView capped(QByteArrayView bytes, bool *cut)
{
    *cut = bytes.size() > GridJobRows::MaxTextBytes;
    if (!*cut)
        return bytes;
    qsizetype end = GridJobRows::MaxTextBytes;
    while (end > 0 && (quint8(bytes[end]) & 0xC0) == 0x80)
        --end; // not in the middle of a UTF-8 sequence
    return bytes.first(end);
}

bool isAscii(QByteArrayView bytes)
{
    for (const char c : bytes)
        if (quint8(c) >= 0x80)
            return false;
    return true;
}

} // namespace

Result<void, QString> GridJobRows::columns(std::span<const QByteArrayView> names)
{
    m_at.fill(-1);
    for (size_t i = 0; i < names.size(); ++i)
        for (size_t c = 0; c < ColumnNames.size(); ++c)
            if (std::string_view(names[i].data(), size_t(names[i].size())) == ColumnNames[c])
                m_at[c] = int(i);
    for (size_t c = 0; c < ColumnNames.size(); ++c)
        if (m_at[c] < 0)
            return QCoreApplication::translate("hw::GridJobRows", "the reply has no column '%1'")
                .arg(QLatin1StringView(ColumnNames[c].data(), qsizetype(ColumnNames[c].size())));
    m_columnCount = int(names.size());
    return {};
}

Result<void, QString> GridJobRows::integer(const TsvReader::Row &row, Column c, qint64 *out) const
{
    const QByteArrayView v = row.fields[size_t(m_at[c])];
    const char *end = v.data() + v.size();
    const auto [ptr, ec] = std::from_chars(v.data(), end, *out);
    if (ec != std::errc() || ptr != end || v.isEmpty() || TsvReader::Row::isNull(v))
        return QCoreApplication::translate("hw::GridJobRows", "column '%1' holds '%2', expected an integer")
            .arg(QLatin1StringView(ColumnNames[c].data(), qsizetype(ColumnNames[c].size())),
                 QString::fromUtf8(v.first(std::min<qsizetype>(v.size(), 40))));
    return {};
}

QString GridJobRows::text(QByteArrayView bytes, bool *invalid) const
{
    if (TsvReader::Row::isNull(bytes))
        return {};
    bool cut = false;
    bytes = capped(bytes, &cut);
    QString s;
    if (isAscii(bytes)) {
        s = QString::fromLatin1(bytes); // the common case, and the fastest conversion
    } else {
        // String columns hold bytes as stored: invalid UTF-8 becomes U+FFFD and the row is counted.
        QStringDecoder decoder(QStringDecoder::Utf8);
        s = decoder(bytes);
        *invalid = *invalid || decoder.hasError();
    }
    if (cut)
        s += u'…';
    return s;
}

QString GridJobRows::shared(QByteArrayView bytes, bool *invalid)
{
    const std::string_view key(bytes.data(), size_t(bytes.size()));
    if (const auto it = m_texts.find(key); it != m_texts.end())
        return it->second;
    bool bad = false;
    QString s = text(bytes, &bad);
    *invalid = *invalid || bad;
    if (m_texts.size() < 1'000'000 && !bad) // bounded; a repair is counted on every row it happens in
        m_texts.emplace(std::string(key), s);
    return s;
}

Result<void, QString> GridJobRows::row(const TsvReader::Row &row)
{
    if (int(row.fields.size()) != m_columnCount)
        return u"%1 fields, expected %2"_s.arg(row.fields.size()).arg(m_columnCount);
    JobRun j;
    const std::pair<Column, qint64 *> integers[] = {
        {Id, &j.id}, {RunId, &j.runId}, {RunAttempt, &j.runAttempt}, {CreatedAt, &j.createdAt},
        {StartedAt, &j.startedAt}, {CompletedAt, &j.completedAt}, {InsertedAt, &j.insertedAt}};
    for (const auto &[column, out] : integers)
        if (auto r = integer(row, column, out); !r)
            return r;
    const auto field = [&row, this](Column c) { return row.fields[size_t(m_at[c])]; };
    bool invalid = false;
    j.jobName = shared(field(Name), &invalid);
    j.workflowName = shared(field(Workflow), &invalid);
    j.headSha = shared(field(Sha), &invalid);
    j.status = shared(field(Status), &invalid);
    j.conclusion = shared(field(Conclusion), &invalid);
    j.failureLine = shared(field(FailureLine), &invalid);
    j.htmlUrl = text(field(Url), &invalid); // one per job: nothing to share
    if (invalid)
        ++m_invalidUtf8Rows;
    m_watermark = std::max(m_watermark, j.insertedAt);
    // The query groups by id already; keep the newest row per id anyway in case the server (or a
    // proxy) returns duplicates.
    const auto it = m_index.constFind(j.id);
    if (it == m_index.cend()) {
        m_index.insert(j.id, m_jobs.size());
        m_jobs.append(std::move(j));
    } else if (m_jobs[*it].insertedAt <= j.insertedAt) {
        m_jobs[*it] = std::move(j);
    }
    return {};
}

} // namespace hw
