#include "CacheWriteFaults.h"

#include <QStringList>

#include <sqlite3.h>

namespace hw::test {

QString breakCacheWrites(const QString &path, bool broken)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open(path.toUtf8().constData(), &db) != SQLITE_OK) {
        sqlite3_close(db);
        return QStringLiteral("cannot open %1").arg(path);
    }
    QStringList tables;
    sqlite3_stmt *st = nullptr;
    sqlite3_prepare_v2(db, "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'", -1, &st,
        nullptr);
    while (sqlite3_step(st) == SQLITE_ROW)
        tables << QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(st, 0)));
    sqlite3_finalize(st);
    QString problem = tables.isEmpty() ? QStringLiteral("%1 has no tables").arg(path) : QString();
    for (const QString &t : std::as_const(tables)) {
        QString sql;
        for (const char *op : { "INSERT", "UPDATE" }) {
            const QString trigger = QStringLiteral("test_break_%1_%2").arg(t, QLatin1String(op));
            sql += broken ? QStringLiteral("CREATE TRIGGER %1 BEFORE %2 ON \"%3\" BEGIN SELECT RAISE(ABORT, "
                                           "'injected write failure'); END;")
                                .arg(trigger, QLatin1String(op), t)
                          : QStringLiteral("DROP TRIGGER IF EXISTS %1;").arg(trigger);
        }
        char *err = nullptr;
        if (sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, &err) != SQLITE_OK)
            problem = QString::fromUtf8(err ? err : "sqlite3_exec failed");
        sqlite3_free(err);
    }
    sqlite3_close(db);
    return problem;
}

} // namespace hw::test
