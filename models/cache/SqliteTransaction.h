#pragma once

#include "domain/Result.h"

struct sqlite3;

namespace hw {

// One SQLite transaction: begun by begin(), ended by an explicit commit(); rolled back by the
// destructor if it was not committed (an early return or a failed step undoes everything).
// Move-only; never nest two on one connection.
//   auto tx = SqliteTransaction::begin(db);
//   if (!tx) return tx.error();
//   ... write ...
//   return tx->commit();
class SqliteTransaction
{
public:
    enum class Mode {
        Deferred,  // takes locks as needed: for a read that must see one snapshot
        Immediate, // takes the write lock up front: a busy file fails here, before any work
    };

    SqliteTransaction() = default;
    ~SqliteTransaction();
    SqliteTransaction(SqliteTransaction &&other) noexcept;
    SqliteTransaction &operator=(SqliteTransaction &&other) noexcept;
    SqliteTransaction(const SqliteTransaction &) = delete;
    SqliteTransaction &operator=(const SqliteTransaction &) = delete;

    // BEGIN [IMMEDIATE]; fails with SQLite's message (e.g. "database is locked").
    static Result<SqliteTransaction> begin(sqlite3 *db, Mode mode = Mode::Immediate);

    // COMMIT. On failure the transaction is rolled back and the error says why.
    Result<void> commit();
    // ROLLBACK now (the destructor does it otherwise). Safe when SQLite already rolled back.
    void rollback();
    // Begun and neither committed nor rolled back.
    bool isActive() const { return m_db != nullptr; }

private:
    explicit SqliteTransaction(sqlite3 *db) : m_db(db) {}
    sqlite3 *m_db = nullptr;
};

} // namespace hw
