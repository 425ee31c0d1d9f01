#pragma once

#include "domain/Result.h"

#include <QObject>
#include <QString>

namespace hw {

class AuthSession;
class CredentialStore;
class RangePage;
class Replayer;
struct ConsoleContext;

// One feature of the console (a tab and what feeds it): it owns its sources for each mode (the
// demo, a recording, a profile's ClickHouse), its sync, its cache snapshots, its pause and its
// time-machine hooks. The console builds every feature of ConsoleFeatures::create() the same
// way and never names one; a feature plugs in by being in that list.
class ConsoleFeature : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~ConsoleFeature() override;

    // The cache's snapshot source this feature keeps its last figures in ("" when none).
    virtual QString snapshotSource() const { return {}; }
    // Its past is computed from the grid's rows, not from a history of its snapshots.
    virtual bool pastFromRows() const { return false; }
    // Its tab, named in the time machine's banner ("flaky tests").
    virtual QString tabName() const = 0;
    // The tab's chart state key in state.ini and its page ("" / null: no charts to keep).
    virtual QString chartStateKey() const { return {}; }
    virtual RangePage *chartPage() const { return nullptr; }

    // The demo or a recording: figures from the bundle or the recording, as of context.at.
    virtual void initReplay(const ConsoleContext &context) = 0;
    // A profile: its sources, and the last figures the cache kept, shown at once.
    virtual Result<void> initProfile(const ConsoleContext &context) = 0;
    // The keychain has answered (a profile that polls): fetches may start. Features with
    // secrets of their own read them from the context's credentials; auth is the sign-in (or null).
    virtual void goLive(AuthSession *auth);
    // Space: no fetches while paused.
    virtual void setPaused(bool paused);
    virtual bool isPaused() const { return false; }
    // F5.
    virtual void refresh() {}

    // The time machine: follow past's clock (a recording's, or the cache's past). recordedOnly
    // (the cache's past): only if the recording keeps this feature's past; false when it stays
    // live. backToLive(): the live figures again.
    virtual bool followPast(Replayer &past, bool recordedOnly) = 0;
    virtual void backToLive() {}
    // Figures computed on a worker are on the tab (a screenshot, tests). False on timeout.
    virtual bool waitForFigures(int timeoutMs);
};

} // namespace hw
