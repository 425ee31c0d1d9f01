#pragma once

#include "domain/Result.h"

#include <QString>
#include <QVector>

struct sqlite3;

namespace hw {

// One forward step of a schema: the SQL that takes a file from version-1 to version.
struct SchemaMigration {
    int version = 0;
    const char *sql = nullptr;
};

// Brings a SQLite file to the newest schema version by applying, in order, every migration it
// has not seen yet. The version lives in PRAGMA user_version, the owner in PRAGMA
// application_id, so a foreign database or one written by a newer build is refused before
// anything is written to it. A schema change is a NEW migration appended to the list; the SQL
// of a released version never changes (tests open files made with the frozen v1 SQL).
class SchemaMigrator
{
public:
    SchemaMigrator(quint32 applicationId, QVector<SchemaMigration> migrations);

    int targetVersion() const;
    quint32 applicationId() const { return m_applicationId; }

    // Read-only check of an open connection: is it empty, or ours at a version we understand?
    // Returns the file's version (0 for an empty file). Fails with a message naming path.
    Result<int> check(sqlite3 *db, const QString &path) const;

    // Applies the missing migrations in one IMMEDIATE transaction (all or nothing) and stamps
    // user_version and application_id. Re-checks inside the transaction, so two processes
    // opening the same new file do not both migrate it.
    Result<void> migrate(sqlite3 *db, const QString &path) const;

private:
    quint32 m_applicationId;
    QVector<SchemaMigration> m_migrations;
};

} // namespace hw
