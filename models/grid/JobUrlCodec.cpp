#include "JobUrlCodec.h"

#include <cstring>

namespace hw {
namespace {

constexpr size_t kMaxPrefixes = 254; // ids 1..253; 0xFFFE and 0xFFFF are markers

// True if s[..end) ends with the decimal digits of v (no leading zero, a non-digit or the start
// before them); moves end to where they start. One pass, a multiply per digit: this runs twice
// for every job of every poll.
bool endsWithNumber(const char16_t *s, qsizetype &end, qint64 v)
{
    if (v < 0)
        return false;
    quint64 value = 0;
    quint64 scale = 1;
    qsizetype e = end;
    while (e > 0 && s[e - 1] >= u'0' && s[e - 1] <= u'9') {
        if (end - e == 19)
            return false; // more digits than any qint64 has
        value += quint64(s[e - 1] - u'0') * scale;
        scale *= 10;
        --e;
    }
    if (e == end || value != quint64(v) || (end - e > 1 && s[e] == u'0'))
        return false;
    end = e;
    return true;
}

// True if s[..end) ends with the literal; moves end to where it starts.
template<size_t N>
bool endsWithLiteral(const char16_t *s, qsizetype &end, const char16_t (&literal)[N])
{
    constexpr qsizetype len = qsizetype(N - 1);
    if (end < len || std::memcmp(s + end - len, literal, size_t(len) * sizeof(char16_t)) != 0)
        return false;
    end -= len;
    return true;
}

} // namespace

JobUrlCodec::JobUrlCodec() = default;

qsizetype JobUrlCodec::canonicalPrefixLength(const JobRun &job)
{
    // Checked backwards in place, no allocation. constData(), not utf16(): utf16() reallocates
    // a shared (implicitly copied) string.
    const auto *url = reinterpret_cast<const char16_t *>(job.htmlUrl.constData());
    qsizetype end = job.htmlUrl.size();
    if (endsWithNumber(url, end, job.id) && endsWithLiteral(url, end, u"/job/") && endsWithNumber(url, end, job.runId)
        && endsWithLiteral(url, end, u"/actions/runs/") && end > 0)
        return end;
    return -1;
}

quint16 JobUrlCodec::prefixId(QStringView prefix) const
{
    for (size_t i = 1; i < m_prefixes.size(); ++i)
        if (m_prefixes[i] == prefix)
            return quint16(i);
    return kUnknownPrefix;
}

quint16 JobUrlCodec::classify(const JobRun &job) const
{
    if (job.htmlUrl.isEmpty())
        return kFallback;
    const qsizetype len = canonicalPrefixLength(job);
    if (len < 0)
        return kVerbatim;
    const quint16 id = prefixId(QStringView(job.htmlUrl).left(len));
    return id == kUnknownPrefix && m_prefixes.size() >= kMaxPrefixes ? kVerbatim : id;
}

quint16 JobUrlCodec::encode(const JobRun &job)
{
    const quint16 id = classify(job);
    if (id != kUnknownPrefix)
        return id;
    m_prefixes.push_back(job.htmlUrl.left(canonicalPrefixLength(job)));
    return quint16(m_prefixes.size() - 1);
}

QString JobUrlCodec::url(const StoredRun &run) const
{
    if (run.urlPrefix == kVerbatim)
        return m_verbatim.value(run.id);
    const QString prefix = run.urlPrefix == kFallback || run.urlPrefix >= m_prefixes.size()
        ? QStringLiteral("https://github.com/pytorch/pytorch")
        : m_prefixes[run.urlPrefix];
    return prefix + QStringLiteral("/actions/runs/") + QString::number(run.runId) + QStringLiteral("/job/")
        + QString::number(run.id);
}

QString JobUrlCodec::storedUrl(const StoredRun &run) const
{
    return run.urlPrefix == kFallback ? QString() : url(run);
}

void JobUrlCodec::clear()
{
    m_prefixes.assign(1, QString());
    m_verbatim.clear();
}

qint64 JobUrlCodec::approximateBytes() const
{
    qint64 bytes = 0;
    for (const QString &p : m_prefixes)
        bytes += 2 * p.capacity() + 48;
    for (const QString &u : m_verbatim)
        bytes += 2 * u.capacity() + 64;
    return bytes;
}

} // namespace hw
