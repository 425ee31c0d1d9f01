#include "TsvReader.h"

#include <cstring>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

void unescape(QByteArrayView field, QByteArray *out)
{
    out->resize(0);
    out->reserve(field.size());
    for (qsizetype i = 0; i < field.size(); ++i) {
        const char c = field[i];
        if (c != '\\' || i + 1 == field.size()) {
            out->append(c);
            continue;
        }
        const char e = field[++i];
        switch (e) {
        case 't': out->append('\t'); break;
        case 'n': out->append('\n'); break;
        case 'r': out->append('\r'); break;
        case 'b': out->append('\b'); break;
        case 'f': out->append('\f'); break;
        case '0': out->append('\0'); break;
        case 'x': {
            const int hi = i + 1 < field.size() ? hexDigit(field[i + 1]) : -1;
            const int lo = i + 2 < field.size() ? hexDigit(field[i + 2]) : -1;
            if (hi >= 0 && lo >= 0) {
                out->append(char(hi * 16 + lo));
                i += 2;
            } else {
                out->append('x');
            }
            break;
        }
        default: out->append(e); break; // \\ \' and anything else: the character itself
        }
    }
}

} // namespace

QByteArrayView TsvReader::Row::nullValue()
{
    static const char marker[] = "\\N";
    return QByteArrayView(marker, 2);
}

TsvReader::TsvReader(const Limits &limits) : m_limits(limits)
{
}

Result<void, QString> TsvReader::fail(QString message)
{
    m_error = std::move(message);
    m_carry.clear();
    return m_error;
}

Result<void, QString> TsvReader::feed(QByteArrayView chunk, const RowHandler &onRow)
{
    if (!m_error.isEmpty())
        return m_error;
    qsizetype pos = 0;
    if (!m_carry.isEmpty()) {
        // Complete the carried line first; only its tail of this chunk is copied.
        const qsizetype nl = chunk.indexOf('\n');
        const qsizetype take = nl < 0 ? chunk.size() : nl;
        if (m_carry.size() + take > m_limits.maxLineBytes)
            return fail(tr("line %1 is longer than %2 bytes").arg(m_lines + 1).arg(m_limits.maxLineBytes));
        m_carry.append(chunk.first(take));
        if (nl < 0)
            return {};
        const QByteArray text = std::exchange(m_carry, {});
        if (auto r = line(text, onRow); !r)
            return r;
        pos = nl + 1;
    }
    while (pos < chunk.size()) {
        const qsizetype nl = chunk.indexOf('\n', pos);
        if (nl < 0) {
            if (chunk.size() - pos > m_limits.maxLineBytes)
                return fail(tr("line %1 is longer than %2 bytes").arg(m_lines + 1).arg(m_limits.maxLineBytes));
            m_carry = chunk.sliced(pos).toByteArray();
            break;
        }
        if (nl - pos > m_limits.maxLineBytes)
            return fail(tr("line %1 is longer than %2 bytes").arg(m_lines + 1).arg(m_limits.maxLineBytes));
        if (auto r = line(chunk.sliced(pos, nl - pos), onRow); !r)
            return r;
        pos = nl + 1;
    }
    return {};
}

Result<void, QString> TsvReader::finish(const RowHandler &onRow)
{
    if (!m_error.isEmpty())
        return m_error;
    if (m_carry.isEmpty())
        return {};
    const QByteArray text = std::exchange(m_carry, {});
    return line(text, onRow);
}

Result<void, QString> TsvReader::line(QByteArrayView text, const RowHandler &onRow)
{
    ++m_lines;
    m_fields.clear();
    if (m_limits.wholeLines) {
        m_fields.push_back(text);
        if (auto r = onRow(Row{m_fields, m_lines}); !r)
            return fail(r.error());
        return {};
    }
    qsizetype start = 0;
    for (;;) {
        const qsizetype tab = text.indexOf('\t', start);
        const qsizetype end = tab < 0 ? text.size() : tab;
        if (int(m_fields.size()) == m_limits.maxFields)
            return fail(tr("line %1 has more than %2 fields").arg(m_lines).arg(m_limits.maxFields));
        QByteArrayView field = text.sliced(start, end - start);
        if (field.size() == 2 && field[0] == '\\' && field[1] == 'N') {
            field = Row::nullValue();
        } else if (std::memchr(field.data(), '\\', size_t(field.size())) != nullptr) {
            const size_t index = m_fields.size();
            if (m_unescaped.size() <= index)
                m_unescaped.resize(index + 1);
            unescape(field, &m_unescaped[index]);
            field = m_unescaped[index];
        }
        m_fields.push_back(field);
        if (tab < 0)
            break;
        start = tab + 1;
    }
    if (auto r = onRow(Row{m_fields, m_lines}); !r)
        return fail(r.error());
    return {};
}

} // namespace hw
