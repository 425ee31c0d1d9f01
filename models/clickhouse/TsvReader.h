#pragma once

#include "domain/Result.h"

#include <QCoreApplication>
#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <functional>
#include <span>
#include <vector>

namespace hw {

// ClickHouse's TabSeparated text (FORMAT TabSeparated / TabSeparatedWithNames) read in chunks of
// any size, as a reply streams in: every complete line becomes a row of unescaped fields. Only
// the unfinished last line is kept between chunks, and it is bounded (maxLineBytes), so memory
// never depends on the size of the reply. Escapes as ClickHouse writes them: \t \n \r \b \f \0
// \' \\ \xHH; \N alone in a field is NULL (reported as isNull()).
class TsvReader
{
    Q_DECLARE_TR_FUNCTIONS(hw::TsvReader)

public:
    struct Limits {
        qsizetype maxLineBytes = 16ll * 1024 * 1024;
        int maxFields = 1024;
        // Each line is one field, as it is (no tabs split, no escapes read): for line-oriented
        // formats such as JSONEachRow.
        bool wholeLines = false;
    };
    // One row: its fields, valid only during the callback.
    struct Row {
        std::span<const QByteArrayView> fields;
        qint64 number = 0; // 1-based line number in the reply (the header is line 1)
        static bool isNull(QByteArrayView field) { return field.data() == nullValue().data(); }
        static QByteArrayView nullValue();
    };
    using RowHandler = std::function<Result<void, QString>(const Row &)>;

    TsvReader() : TsvReader(Limits{}) {}
    explicit TsvReader(const Limits &limits);

    // Reads every line this chunk completes; stops at the first error (the handler's, or a line
    // over the limit) and then refuses further input.
    Result<void, QString> feed(QByteArrayView chunk, const RowHandler &onRow);
    // The reply ended: a last line without its newline is a row too.
    Result<void, QString> finish(const RowHandler &onRow);
    qint64 linesRead() const { return m_lines; }

private:
    Result<void, QString> line(QByteArrayView text, const RowHandler &onRow);
    Result<void, QString> fail(QString message);

    Limits m_limits;
    QByteArray m_carry;                 // the unfinished last line
    std::vector<QByteArrayView> m_fields;
    std::vector<QByteArray> m_unescaped; // per field, reused: storage for fields with escapes
    qint64 m_lines = 0;
    QString m_error;
};

} // namespace hw
