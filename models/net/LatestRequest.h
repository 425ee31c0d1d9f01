#pragma once

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QObject>
#include <QThread>
#include <QPointer>

#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace hw {

// "Only the newest request counts", written once. Owns a request id and the context object the
// answers are for. begin() supersedes whatever was in flight: its cancel hooks run at once (abort
// the HTTP requests, stop the worker) and every callback wrapped for it becomes a no-op. A late
// reply is therefore dropped here, in one place, and never reaches the caller.
//
//   m_latest.begin();
//   const quint64 id = m_client->select(sql, this, m_latest.guard([this](const ClickHouseResult &r) {...}));
//   m_latest.onSuperseded([client = m_client, id] { client->cancel(id); });
//
// Callbacks run only while the context lives; the helper may be a member of it.
//
// A request made of several steps (a sign-in: a listener, a timer, then a token call) gives
// scope() as the context or parent of each: superseding or finishing the request deletes that
// object, which aborts its network calls and closes what it owns, with no token of its own.
class LatestRequest
{
public:
    explicit LatestRequest(QObject *context) : m_context(context) {}
    ~LatestRequest()
    {
        cancel();
        for (const QPointer<QObject> &scope : m_retired)
            delete scope.data(); // the owner is going away: nothing of its requests outlives it
    }
    LatestRequest(const LatestRequest &) = delete;
    LatestRequest &operator=(const LatestRequest &) = delete;

    // Starts a new request; the previous one (if still in flight) is superseded. Returns its id.
    quint64 begin()
    {
        cancel();
        m_state->inFlight = true;
        return m_state->id;
    }
    // Supersedes the request in flight without starting another.
    void cancel()
    {
        ++m_state->id;
        const bool wasInFlight = std::exchange(m_state->inFlight, false);
        auto hooks = std::exchange(m_hooks, {});
        retireScope();
        if (wasInFlight)
            for (auto &hook : hooks)
                hook();
    }
    // The request in flight has delivered its answer: no hooks to run any more.
    void finish()
    {
        m_state->inFlight = false;
        m_hooks.clear();
        retireScope();
    }
    // The object that lives as long as the request in flight (null when none is): the context of
    // its calls and timers, the parent of what it creates. Deleted (later: it may be the sender
    // of the signal being handled) when the request is superseded, cancelled or finished.
    QObject *scope()
    {
        if (!m_state->inFlight)
            return nullptr;
        if (!m_scope)
            m_scope = new QObject;
        return m_scope;
    }
    bool isInFlight() const { return m_state->inFlight; }
    quint64 current() const { return m_state->id; }
    bool isCurrent(quint64 id) const { return m_state->inFlight && m_state->id == id; }
    // Runs this thread's events until the request in flight has answered (or the timeout): for
    // --screenshot and tests of a worker's answer. True when nothing is in flight any more.
    bool waitWhileInFlight(int timeoutMs) const
    {
        const QDeadlineTimer deadline(timeoutMs);
        while (isInFlight() && !deadline.hasExpired()) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
            if (isInFlight())
                QThread::msleep(2);
        }
        return !isInFlight();
    }

    // Runs when the request in flight is superseded or cancelled (not when it finishes).
    void onSuperseded(std::function<void()> hook) { m_hooks.push_back(std::move(hook)); }

    // fn, called only if the request in flight when guard() was called is still the newest and
    // the context still exists. Safe to call after this helper is gone.
    template<typename Fn>
    auto guard(Fn fn) const
    {
        return [context = QPointer<QObject>(m_context), state = std::weak_ptr<State>(m_state), id = m_state->id,
                fn = std::move(fn)](auto &&...args) mutable {
            const auto live = state.lock();
            if (!context || !live || !live->inFlight || live->id != id)
                return;
            fn(std::forward<decltype(args)>(args)...);
        };
    }

private:
    void retireScope()
    {
        if (QObject *scope = std::exchange(m_scope, nullptr)) {
            std::erase_if(m_retired, [](const QPointer<QObject> &p) { return p.isNull(); });
            m_retired.emplace_back(scope);
            scope->deleteLater();
        }
    }

    struct State {
        quint64 id = 1;
        bool inFlight = false;
    };
    QPointer<QObject> m_context;
    QObject *m_scope = nullptr;
    std::vector<QPointer<QObject>> m_retired; // scopes retired that the event loop has not deleted yet
    std::shared_ptr<State> m_state = std::make_shared<State>();
    std::vector<std::function<void()>> m_hooks;
};

} // namespace hw
