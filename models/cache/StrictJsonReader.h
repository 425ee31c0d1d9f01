#pragma once

#include "domain/Result.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QVector>

#include <limits>
#include <optional>

namespace hw {

// Strict reads of JSON the console wrote itself (cached figures): every field present with its
// type, and the first failure remembered with its path ("tests[3].flaky"), so a damaged cache
// entry is reported, not half shown.
class StrictJsonReader
{
public:
    explicit StrictJsonReader(QString *error)
        : m_error(error)
    {
    }

    bool fail(const QString &path, const QString &what)
    {
        if (m_error->isEmpty())
            *m_error = path + QStringLiteral(": ") + what;
        return false;
    }
    bool integer(const QJsonObject &o, const QString &path, const QString &key, qint64 *out)
    {
        const QJsonValue v = o.value(key);
        // Integers of the JSON text are exact up to 2^53 in a double; every value stored is below.
        if (!v.isDouble() || v.toDouble() != double(v.toInteger()))
            return fail(path + u'.' + key, QStringLiteral("expected an integer"));
        *out = v.toInteger();
        return true;
    }
    bool integer(const QJsonObject &o, const QString &path, const QString &key, int *out)
    {
        qint64 v = 0;
        if (!integer(o, path, key, &v))
            return false;
        if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
            return fail(path + u'.' + key, QStringLiteral("out of range"));
        *out = int(v);
        return true;
    }
    bool string(const QJsonObject &o, const QString &path, const QString &key, QString *out)
    {
        const QJsonValue v = o.value(key);
        if (!v.isString())
            return fail(path + u'.' + key, QStringLiteral("expected a string"));
        *out = v.toString();
        return true;
    }
    bool stringList(const QJsonObject &o, const QString &path, const QString &key, QStringList *out)
    {
        const QJsonValue v = o.value(key);
        if (!v.isArray())
            return fail(path + u'.' + key, QStringLiteral("expected an array"));
        out->clear();
        for (const QJsonValue &e : v.toArray()) {
            if (!e.isString())
                return fail(path + u'.' + key, QStringLiteral("expected strings"));
            *out << e.toString();
        }
        return true;
    }
    // null: none.
    bool optionalInt(const QJsonObject &o, const QString &path, const QString &key, std::optional<int> *out)
    {
        if (!o.contains(key))
            return fail(path + u'.' + key, QStringLiteral("missing"));
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
            return fail(key, QStringLiteral("expected an array"));
        const QJsonArray a = v.toArray();
        out->clear();
        out->reserve(a.size());
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString path = QStringLiteral("%1[%2]").arg(key).arg(i);
            if (!a.at(i).isObject())
                return fail(path, QStringLiteral("expected an object"));
            T item;
            if (!read(a.at(i).toObject(), path, &item))
                return false;
            out->append(std::move(item));
        }
        return true;
    }

    // The root object of a document the console wrote, if it is one of `version`: else why not
    // (not JSON, not an object, no version, another version).
    static Result<QJsonObject, QString> versionedRoot(const QByteArray &json, int version)
    {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
        if (!doc.isObject())
            return QStringLiteral("not a JSON object (%1 at offset %2)").arg(parseError.errorString()).arg(parseError.offset);
        const QJsonObject root = doc.object();
        QString error;
        int found = 0;
        if (!StrictJsonReader(&error).integer(root, QStringLiteral("root"), QStringLiteral("version"), &found))
            return error;
        if (found != version)
            return QStringLiteral("root.version: %1 is not a version this build reads (%2)").arg(found).arg(version);
        return root;
    }

private:
    QString *m_error;
};

} // namespace hw
