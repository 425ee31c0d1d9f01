#include "ClickHouseSql.h"

#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace hw {

QString ClickHouseSql::quote(const QString &value)
{
    QString out;
    out.reserve(value.size() + 2);
    out += u'\'';
    for (const QChar c : value) {
        switch (c.unicode()) {
        case u'\\': out += u"\\\\"_s; break;
        case u'\'': out += u"\\'"_s; break;
        case 0: out += u"\\0"_s; break;
        case u'\b': out += u"\\b"_s; break;
        case u'\f': out += u"\\f"_s; break;
        case u'\n': out += u"\\n"_s; break;
        case u'\r': out += u"\\r"_s; break;
        case u'\t': out += u"\\t"_s; break;
        default:
            if (c.unicode() < 0x20 || c.unicode() == 0x7f)
                out += u"\\x"_s + QString::number(c.unicode(), 16).rightJustified(2, u'0');
            else
                out += c;
        }
    }
    out += u'\'';
    return out;
}

std::optional<QString> ClickHouseSql::literal(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::QString:
        return quote(value.toString());
    case QMetaType::QByteArray:
        return quote(QString::fromUtf8(value.toByteArray()));
    case QMetaType::Bool:
        return value.toBool() ? u"1"_s : u"0"_s;
    case QMetaType::Int:
    case QMetaType::Long:
    case QMetaType::LongLong:
    case QMetaType::Short:
        return QString::number(value.toLongLong());
    case QMetaType::UInt:
    case QMetaType::ULong:
    case QMetaType::ULongLong:
    case QMetaType::UShort:
        return QString::number(value.toULongLong());
    case QMetaType::QDateTime: {
        const QDateTime dt = value.toDateTime();
        if (!dt.isValid())
            return std::nullopt;
        return u"toDateTime('"_s + dt.toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s) + u"', 'UTC')"_s;
    }
    default:
        return std::nullopt;
    }
}

Result<QString> ClickHouseSql::bind(const QString &sql, const Bindings &bindings)
{
    // Our templates and values are wrong, not the user's setup: said as a bug to report.
    const auto fail = [](const QString &why) {
        return Result<QString>(SourceError::make(SourceError::Kind::Configuration, u"clickhouse"_s, why));
    };
    static const QRegularExpression placeholder(u"\\{([A-Za-z_][A-Za-z0-9_]*)\\}"_s);
    QSet<QString> used;
    QString out;
    out.reserve(sql.size() + 64);
    qsizetype last = 0;
    auto it = placeholder.globalMatch(sql);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString name = m.captured(1);
        const QVariant *value = nullptr;
        for (const auto &b : bindings) {
            if (b.first == name) {
                value = &b.second;
                break;
            }
        }
        if (!value)
            return fail(tr("no value bound for placeholder {%1} (a bug in HUD Watch: please report it)").arg(name));
        const auto lit = literal(*value);
        if (!lit)
            return fail(tr("cannot bind a value of type %1 to {%2} (a bug in HUD Watch: please report it)")
                            .arg(QString::fromLatin1(value->typeName()), name));
        used.insert(name);
        out += QStringView(sql).mid(last, m.capturedStart() - last);
        out += *lit;
        last = m.capturedEnd();
    }
    out += QStringView(sql).mid(last);
    for (const auto &b : bindings)
        if (!used.contains(b.first))
            return fail(tr("binding {%1} is not used by the query (a bug in HUD Watch: please report it)")
                .arg(b.first));
    return out;
}

} // namespace hw
