#pragma once

#include "Result.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QVector>

#include <limits>
#include <optional>

namespace hw {

// Strict reads of JSON the console wrote itself (cached figures, stored sign-ins): every field
// present with its type, and the first failure remembered with its path ("tests[3].flaky"), so a
// damaged entry is reported, not half shown. Shared by every feature's snapshot codec.
class StrictJsonReader
{
    Q_DECLARE_TR_FUNCTIONS(hw::StrictJsonReader)

public:
    // The first failure ("tests[3].flaky: expected an integer"); empty while every read succeeded.
    QString error() const { return m_error; }

    enum class Expected { Integer, InRange, String, Array, Strings, Present, Object };
    // What a field should have been, in the language of the run (StrictJsonReader.cpp: lupdate
    // reads the texts there).
    static QString expectedText(Expected what);

    bool fail(const QString &path, const QString &what)
    {
        if (m_error.isEmpty())
            m_error = path + QStringLiteral(": ") + what;
        return false;
    }
    bool integer(const QJsonObject &o, const QString &path, const QString &key, qint64 *out)
    {
        const QJsonValue v = o.value(key);
        // Integers of the JSON text are exact up to 2^53 in a double; every value stored is below.
        if (!v.isDouble() || v.toDouble() != double(v.toInteger()))
            return fail(path + u'.' + key, expectedText(Expected::Integer));
        *out = v.toInteger();
        return true;
    }
    bool integer(const QJsonObject &o, const QString &path, const QString &key, int *out)
    {
        qint64 v = 0;
        if (!integer(o, path, key, &v))
            return false;
        if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
            return fail(path + u'.' + key, expectedText(Expected::InRange));
        *out = int(v);
        return true;
    }
    bool string(const QJsonObject &o, const QString &path, const QString &key, QString *out)
    {
        const QJsonValue v = o.value(key);
        if (!v.isString())
            return fail(path + u'.' + key, expectedText(Expected::String));
        *out = v.toString();
        return true;
    }
    bool stringList(const QJsonObject &o, const QString &path, const QString &key, QStringList *out)
    {
        const QJsonValue v = o.value(key);
        if (!v.isArray())
            return fail(path + u'.' + key, expectedText(Expected::Array));
        out->clear();
        for (const QJsonValue &e : v.toArray()) {
            if (!e.isString())
                return fail(path + u'.' + key, expectedText(Expected::Strings));
            *out << e.toString();
        }
        return true;
    }
    bool object(const QJsonObject &o, const QString &path, const QString &key, QJsonObject *out)
    {
        const QJsonValue v = o.value(key);
        if (!v.isObject())
            return fail(path + u'.' + key, expectedText(Expected::Object));
        *out = v.toObject();
        return true;
    }
    // null: none.
    bool optionalInt(const QJsonObject &o, const QString &path, const QString &key, std::optional<int> *out)
    {
        if (!o.contains(key))
            return fail(path + u'.' + key, expectedText(Expected::Present));
        if (o.value(key).isNull()) {
            out->reset();
            return true;
        }
        int v = 0;
        if (!integer(o, path, key, &v))
            return false;
        *out = v;
        return true;
    }
    template<typename T, typename Fn>
    bool array(const QJsonObject &o, const QString &key, QVector<T> *out, Fn read)
    {
        const QJsonValue v = o.value(key);
        if (!v.isArray())
            return fail(key, expectedText(Expected::Array));
        const QJsonArray a = v.toArray();
        out->clear();
        out->reserve(a.size());
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString path = QStringLiteral("%1[%2]").arg(key).arg(i);
            if (!a.at(i).isObject())
                return fail(path, expectedText(Expected::Object));
            T item;
            if (!read(a.at(i).toObject(), path, &item))
                return false;
            out->append(std::move(item));
        }
        return true;
    }

    // The root object of a document the console wrote, if it is one of `version`: else why not
    // (not JSON, not an object, no version, another version).
    static Result<QJsonObject, QString> versionedRoot(const QByteArray &json, int version);

private:
    QString m_error;
};

} // namespace hw
