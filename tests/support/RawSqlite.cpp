#include "RawSqlite.h"

#include <QStringList>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace hw::test {

RawSqlite::RawSqlite(const QString &path)
{
    sqlite3_open(path.toUtf8().constData(), &m_db);
}

RawSqlite::~RawSqlite()
{
    sqlite3_close(m_db);
}

bool RawSqlite::exec(const QByteArray &sql)
{
    char *message = nullptr;
    const int rc = sqlite3_exec(m_db, sql.constData(), nullptr, nullptr, &message);
    if (rc != SQLITE_OK)
        qWarning("raw sqlite: %s", message);
    sqlite3_free(message);
    return rc == SQLITE_OK;
}

QString RawSqlite::text(const QByteArray &sql)
{
    sqlite3_stmt *s = nullptr;
    QStringList rows;
    if (sqlite3_prepare_v2(m_db, sql.constData(), -1, &s, nullptr) == SQLITE_OK) {
        while (sqlite3_step(s) == SQLITE_ROW) {
            QStringList values;
            for (int i = 0; i < sqlite3_column_count(s); ++i) {
                const auto *t = reinterpret_cast<const char *>(sqlite3_column_text(s, i));
                values.append(t ? QString::fromUtf8(t) : u"NULL"_s);
            }
            rows.append(values.join(u'|'));
        }
    }
    sqlite3_finalize(s);
    return rows.join(u'\n');
}

QString RawSqlite::dumpCache(const QString &path)
{
    RawSqlite db(path);
    QString out;
    for (const char *table : {"sources", "strings", "job_columns", "commits", "jobs"})
        out += QString::fromLatin1(table) + u":\n"_s + db.text("SELECT * FROM "_ba + table + " ORDER BY 1, 2") + u'\n';
    return out;
}

} // namespace hw::test
