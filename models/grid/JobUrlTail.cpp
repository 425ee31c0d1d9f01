#include "JobUrlTail.h"

#include <charconv>
#include <cstring>
#include <iterator>

namespace hw {

namespace {

qsizetype writeNumber(char16_t *out, qint64 value)
{
    char buf[24];
    const auto result = std::to_chars(buf, buf + sizeof buf, value);
    const qsizetype n = result.ptr - buf;
    for (qsizetype i = 0; i < n; ++i)
        out[i] = char16_t(buf[i]);
    return n;
}

} // namespace

qsizetype JobUrlTail::write(char16_t *out, qint64 runId, qint64 id)
{
    static constexpr char16_t runs[] = u"/actions/runs/";
    static constexpr char16_t job[] = u"/job/";
    qsizetype n = 0;
    std::memcpy(out, runs, (std::size(runs) - 1) * sizeof(char16_t));
    n += std::size(runs) - 1;
    n += writeNumber(out + n, runId);
    std::memcpy(out + n, job, (std::size(job) - 1) * sizeof(char16_t));
    n += std::size(job) - 1;
    n += writeNumber(out + n, id);
    return n;
}

QStringView JobUrlTail::prefixOf(QStringView url, qint64 runId, qint64 id)
{
    char16_t tail[maxLength];
    const qsizetype tailLength = write(tail, runId, id);
    if (url.size() > tailLength && url.endsWith(QStringView(tail, tailLength)))
        return url.first(url.size() - tailLength);
    return {};
}

QString JobUrlTail::join(const QString &prefix, qint64 runId, qint64 id)
{
    char16_t tail[maxLength];
    const qsizetype tailLength = write(tail, runId, id);
    QString url(prefix.size() + tailLength, Qt::Uninitialized);
    char16_t *dst = reinterpret_cast<char16_t *>(url.data());
    std::memcpy(dst, prefix.constData(), prefix.size() * sizeof(char16_t));
    std::memcpy(dst + prefix.size(), tail, tailLength * sizeof(char16_t));
    return url;
}

} // namespace hw
