#pragma once

#include "domain/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QPair>
#include <QString>
#include <QVariant>

#include <optional>

namespace hw {

// Client-side value binding: ClickHouse 18.16 has no server-side query parameters, so every
// value goes into the SQL text as a correctly escaped literal, and only through here.
class ClickHouseSql
{
    Q_DECLARE_TR_FUNCTIONS(hw::ClickHouseSql)

public:
    using Bindings = QList<QPair<QString, QVariant>>;

    // A single-quoted string literal: `\` and `'` are backslash-escaped, control characters are
    // encoded (\0 \b \f \n \r \t, others as \xHH); any other UTF-8 passes through unchanged.
    static QString quote(const QString &value);
    // A literal for a value: strings quoted, integers plain, bools 0/1, QDateTime as
    // toDateTime('YYYY-MM-DD hh:mm:ss') in UTC. Returns nullopt for types it cannot bind
    // (doubles are refused: their text form is not round-trip exact).
    static std::optional<QString> literal(const QVariant &value);
    // Replaces every `{name}` in sql with the literal of the bound value. Fails on an unknown or
    // unbound placeholder, an unused binding, or an unbindable value (a bug: its message says so).
    // Only `{identifier}` is a placeholder; other braces are left alone.
    static Result<QString> bind(const QString &sql, const Bindings &bindings);
};

} // namespace hw
