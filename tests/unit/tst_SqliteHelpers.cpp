// The RAII helpers under the cache: a statement is finalized and a transaction that was not
// committed is rolled back, whatever way the scope is left.
#include "ResultAssertions.h"
#include "TestRegistry.h"
#include "cache/SqliteStatement.h"
#include "cache/SqliteTransaction.h"

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <optional>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// A connection of the test's own, closed with sqlite3_close (not _v2): that fails with
// SQLITE_BUSY while any statement of the connection is not finalized.
class Connection
{
public:
    explicit Connection(const QString &path)
    {
        if (sqlite3_open(path.toUtf8().constData(), &m_db) != SQLITE_OK)
            qFatal("cannot open %s", qPrintable(path));
        sqlite3_busy_timeout(m_db, 0);
    }
    ~Connection()
    {
        if (m_db)
            sqlite3_close_v2(m_db);
    }
    sqlite3 *get() const { return m_db; }
    int closeStrictly()
    {
        const int rc = sqlite3_close(m_db);
        if (rc == SQLITE_OK)
            m_db = nullptr;
        return rc;
    }
    qint64 count(const char *sql) const
    {
        sqlite3_stmt *s = nullptr;
        qint64 n = -1;
        if (sqlite3_prepare_v2(m_db, sql, -1, &s, nullptr) == SQLITE_OK && sqlite3_step(s) == SQLITE_ROW)
            n = sqlite3_column_int64(s, 0);
        sqlite3_finalize(s);
        return n;
    }
    bool exec(const char *sql) const { return sqlite3_exec(m_db, sql, nullptr, nullptr, nullptr) == SQLITE_OK; }
    bool inTransaction() const { return !sqlite3_get_autocommit(m_db); }

private:
    sqlite3 *m_db = nullptr;
};

// Stands for any function that writes and returns early on an error.
Result<void> insertTwiceThenFail(sqlite3 *db)
{
    auto tx = SqliteTransaction::begin(db);
    if (!tx)
        return tx.error();
    if (const Result<void> done = SqliteStatement::execute(db, "INSERT INTO t (x) VALUES (1), (2)"); !done)
        return done;
    return SqliteStatement::execute(db, "INSERT INTO no_such_table VALUES (3)"); // fails: tx rolls back
}

} // namespace

class TestSqliteHelpers : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    QString newFile() { return m_dir.filePath(u"db%1.sqlite"_s.arg(++m_files)); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void transactionNotCommittedRollsBack()
    {
        Connection c(newFile());
        QVERIFY(c.exec("CREATE TABLE t (x INTEGER)"));
        {
            auto tx = SqliteTransaction::begin(c.get());
            HW_VERIFY_OK(tx);
            QVERIFY(tx->isActive());
            QVERIFY(c.inTransaction());
            QVERIFY(c.exec("INSERT INTO t (x) VALUES (1)"));
            QCOMPARE(c.count("SELECT count(*) FROM t"), 1); // visible inside the transaction
        } // no commit()
        QVERIFY(!c.inTransaction());
        QCOMPARE(c.count("SELECT count(*) FROM t"), 0);

        // An early return from a function that writes: the same.
        const Result<void> failed = insertTwiceThenFail(c.get());
        QVERIFY(!failed);
        QCOMPARE(failed.error().kind, SourceError::Kind::Storage);
        QCOMPARE(failed.error().source, u"cache"_s);
        QVERIFY2(failed.error().message.contains(u"no such table"_s), qPrintable(failed.error().message));
        QVERIFY(!c.inTransaction());
        QCOMPARE(c.count("SELECT count(*) FROM t"), 0);
    }

    void committedTransactionStays()
    {
        Connection c(newFile());
        QVERIFY(c.exec("CREATE TABLE t (x INTEGER)"));
        {
            auto tx = SqliteTransaction::begin(c.get());
            HW_VERIFY_OK(tx);
            QVERIFY(c.exec("INSERT INTO t (x) VALUES (1)"));
            HW_VERIFY_OK(tx->commit());
            QVERIFY(!tx->isActive());
            QVERIFY(!tx->commit()); // once only
        }
        QVERIFY(!c.inTransaction());
        QCOMPARE(c.count("SELECT count(*) FROM t"), 1);

        // Moving hands the transaction over: exactly one rollback, by the last owner.
        std::optional<SqliteTransaction> moved;
        {
            auto tx = SqliteTransaction::begin(c.get());
            HW_VERIFY_OK(tx);
            QVERIFY(c.exec("INSERT INTO t (x) VALUES (2)"));
            moved.emplace(std::move(*tx));
            QVERIFY(!tx->isActive());
        }
        QVERIFY(c.inTransaction()); // the moved-from one did not roll back
        moved.reset();
        QVERIFY(!c.inTransaction());
        QCOMPARE(c.count("SELECT count(*) FROM t"), 1);
    }

    void failedCommitRollsBackAndSaysWhy()
    {
        Connection c(newFile());
        QVERIFY(c.exec("PRAGMA foreign_keys = ON; CREATE TABLE p (id INTEGER PRIMARY KEY); "
                       "CREATE TABLE ch (pid INTEGER REFERENCES p(id) DEFERRABLE INITIALLY DEFERRED);"));
        auto tx = SqliteTransaction::begin(c.get());
        HW_VERIFY_OK(tx);
        QVERIFY(c.exec("INSERT INTO ch (pid) VALUES (42)")); // checked only at COMMIT
        const Result<void> committed = tx->commit();
        QVERIFY(!committed);
        QVERIFY2(committed.error().message.contains(u"FOREIGN KEY"_s), qPrintable(committed.error().message));
        QVERIFY(!tx->isActive());
        QVERIFY(!c.inTransaction());
        QCOMPARE(c.count("SELECT count(*) FROM ch"), 0);
    }

    void immediateTransactionFailsAtBeginWhenLocked()
    {
        const QString path = newFile();
        Connection a(path);
        Connection b(path);
        QVERIFY(a.exec("PRAGMA journal_mode = WAL; CREATE TABLE t (x INTEGER)"));
        auto held = SqliteTransaction::begin(a.get(), SqliteTransaction::Mode::Immediate);
        HW_VERIFY_OK(held);
        const auto refused = SqliteTransaction::begin(b.get(), SqliteTransaction::Mode::Immediate);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(u"locked"_s), qPrintable(refused.error().message));
        QVERIFY(!b.inTransaction());
        // A deferred (read) transaction is not blocked by the writer.
        auto read = SqliteTransaction::begin(b.get(), SqliteTransaction::Mode::Deferred);
        HW_VERIFY_OK(read);
        QCOMPARE(b.count("SELECT count(*) FROM t"), 0);
        HW_VERIFY_OK(read->commit());
    }

    void statementIsFinalized()
    {
        Connection c(newFile());
        QVERIFY(c.exec("CREATE TABLE t (x INTEGER, s TEXT, b BLOB)"));
        {
            auto insert = SqliteStatement::prepare(c.get(), "INSERT INTO t (x, s, b) VALUES (?1, ?2, ?3)");
            HW_VERIFY_OK(insert);
            QCOMPARE(sqlite3_next_stmt(c.get(), nullptr), insert->get());
            const QString text = u"ünïcødé ✓"_s;
            insert->bindInt64(1, 7'000'000'000);
            insert->bindText(2, text);
            insert->bindBlob(3, QByteArray("\0\1\2", 3));
            QCOMPARE(insert->step(), SQLITE_DONE);

            auto select = SqliteStatement::prepare(c.get(), "SELECT x, s, b FROM t");
            HW_VERIFY_OK(select);
            QCOMPARE(select->step(), SQLITE_ROW);
            QCOMPARE(select->columnInt64(0), 7'000'000'000);
            QCOMPARE(select->columnText(1), text);
            QCOMPARE(select->columnBlob(2), QByteArray("\0\1\2", 3));
            // Moving hands the statement over; the moved-from one finalizes nothing.
            SqliteStatement moved = std::move(*select);
            QVERIFY(!select->isValid());
            QVERIFY(moved.isValid());
        } // all finalized here (a strict close below fails otherwise)
        QCOMPARE(sqlite3_next_stmt(c.get(), nullptr), nullptr);
        QCOMPARE(c.closeStrictly(), SQLITE_OK);
    }

    void reuseResetsAndClearsBindings()
    {
        Connection c(newFile());
        auto echo = SqliteStatement::prepare(c.get(), "SELECT ?1");
        HW_VERIFY_OK(echo);
        {
            SqliteStatement::Reuse use(*echo);
            use->bindInt64(1, 5);
            QCOMPARE(use->step(), SQLITE_ROW);
            QVERIFY(sqlite3_stmt_busy(echo->get()));
        }
        QVERIFY(!sqlite3_stmt_busy(echo->get())); // reset
        QCOMPARE(echo->step(), SQLITE_ROW);
        QCOMPARE(sqlite3_column_type(echo->get(), 0), SQLITE_NULL); // the binding is gone too
        echo->finalize();
        QVERIFY(!echo->isValid());
        QCOMPARE(c.closeStrictly(), SQLITE_OK);
    }

    void prepareFailureSaysWhy()
    {
        Connection c(newFile());
        const auto bad = SqliteStatement::prepare(c.get(), "SELEKT 1");
        QVERIFY(!bad);
        QCOMPARE(bad.error().kind, SourceError::Kind::Storage);
        QVERIFY2(bad.error().message.contains(u"syntax error"_s), qPrintable(bad.error().message));
        const Result<void> badExec = SqliteStatement::execute(c.get(), "CREATE TABLE (");
        QVERIFY(!badExec);
        QVERIFY(!badExec.error().message.isEmpty());
        QCOMPARE(c.closeStrictly(), SQLITE_OK);
    }
};

HW_TEST_GUILESS_MAIN(TestSqliteHelpers)
#include "tst_SqliteHelpers.moc"
