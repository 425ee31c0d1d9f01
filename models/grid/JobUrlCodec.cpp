#include "JobUrlCodec.h"

#include <array>
#include <cstring>

namespace hw {
namespace {

constexpr size_t kMaxPrefixes = 254; // ids 1..253; 0xFFFE and 0xFFFF are markers

// "00" .. "99" as two UTF-16 code units read as one 32-bit value (little-endian: tens first).
constexpr std::array<quint32, 100> kDigitPairs = [] {
    std::array<quint32, 100> pairs{};
    for (quint32 i = 0; i < 100; ++i)
        pairs[i] = quint32(u'0' + i / 10) | (quint32(u'0' + i % 10) << 16);
    return pairs;
}();

bool takeDigitPair(const char16_t *s, qsizetype &e, quint64 twoDigits)
{
    quint32 text = 0;
    if (e < 2)
        return false;
    std::memcpy(&text, s + e - 2, sizeof text);
    if (text != kDigitPairs[twoDigits])
        return false;
    e -= 2;
    return true;
}

// True if s[..end) ends with the decimal digits of v (no leading zero, a non-digit or the start
// before them); moves end to where they start. Compared two digits at a time from v's last
// ones, so a mismatch stops at once: this runs twice for every job of every poll.
bool endsWithNumber(const char16_t *s, qsizetype &end, qint64 v)
{
    static_assert(Q_BYTE_ORDER == Q_LITTLE_ENDIAN, "kDigitPairs assumes little-endian code units");
    if (v < 0)
        return false;
    auto value = quint64(v);
    qsizetype e = end;
    for (; value >= 100; value /= 100)
        if (!takeDigitPair(s, e, value % 100))
            return false;
    if (value >= 10) {
        if (!takeDigitPair(s, e, value))
            return false;
    } else {
        if (e == 0 || s[e - 1] != char16_t(u'0' + value))
            return false;
        --e;
    }
    if (e > 0 && s[e - 1] >= u'0' && s[e - 1] <= u'9')
        return false; // more digits (or a leading zero) before them
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
