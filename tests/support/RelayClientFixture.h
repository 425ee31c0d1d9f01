#pragma once

#include "backends/Allowlist.h"
#include "backends/LevelStatus.h"
#include "backends/PullRequestInfo.h"
#include "backends/RelayClient.h"
#include "backends/RelayConfig.h"
#include "backends/RelayError.h"

#include "RelaySamples.h"
#include "RelayTestServer.h"

#include <QObject>
#include <QTest>

#include <optional>

Q_DECLARE_METATYPE(hw::test::RelayTestServer::Fault)

namespace hw::test {

// What the RelayClient tests share: a RelayTestServer serving the samples (RelaySamples.h),
// started by startServer() in a test's init() (in QStandardPaths' test mode, away from the
// user's files) and stopped in its cleanup(), and the client's three fetches, each waited for.
// A test class derives from it and keeps its own slots.
class RelayClientFixture : public QObject
{
protected:
    static const QString Token; // a relay token that must never show in a message

    template<typename T>
    struct Outcome {
        std::optional<T> value;
        RelayError error;
        int calls = 0;
    };

    RelayTestServer *m_server = nullptr;

    bool startServer();
    void stopServer();

    RelayConfig config(const QString &token = {}) const;
    // "relay 127.0.0.1:<port>: <path>: ", how every message about the server starts.
    QString prefix(const QString &path) const;

    // Starts a fetch with a callback and waits for its one call.
    template<typename T, typename Start>
    static Outcome<T> run(Start start, int timeoutMs = 20'000)
    {
        Outcome<T> out;
        start([&out](std::optional<T> value, RelayError error) {
            out.value = std::move(value);
            out.error = std::move(error);
            ++out.calls;
        });
        if (!QTest::qWaitFor([&out] { return out.calls > 0; }, timeoutMs)) {
            // No test accepts this: every caller checks the error or the value.
            out.error.kind = RelayError::Kind::Malformed;
            out.error.message = QStringLiteral("TEST: no callback within %1 ms").arg(timeoutMs);
        }
        return out;
    }
    Outcome<Allowlist> allowlist(RelayClient &client);
    Outcome<QVector<LevelStatus>> levelStatus(RelayClient &client);
    Outcome<QVector<PullRequestInfo>> prInfo(RelayClient &client, const QVector<qint64> &prs);
    // The error of the fetch of that path (pr-info: two known PRs).
    RelayError fetchError(RelayClient &client, const QString &path);
};

} // namespace hw::test
