#pragma once

#include <QString>
#include <QStringView>

namespace hw {

// "/actions/runs/<runId>/job/<id>": the tail of every GitHub Actions job URL. The cache keeps only
// the part before it (interned), so ~70 bytes per row become one small integer, and builds the
// URL again from the prefix and the row's ids when it reads the row back.
class JobUrlTail
{
public:
    static constexpr qsizetype maxLength = 64;

    // Writes the tail of job id of run runId to out (room for maxLength); returns its length.
    static qsizetype write(char16_t *out, qint64 runId, qint64 id);
    // The part of url before its tail, or an empty view when url does not end in it (or is
    // nothing but the tail).
    static QStringView prefixOf(QStringView url, qint64 runId, qint64 id);
    // prefix + the tail, in one allocation.
    static QString join(const QString &prefix, qint64 runId, qint64 id);
};

} // namespace hw
