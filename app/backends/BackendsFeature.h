#pragma once

#include "features/ConsoleFeature.h"
#include "features/RecordedSnapshotView.h"
#include "profiles/ProfileSettings.h"

#include <memory>

namespace hw {

class BackendsClickHouseSource;
class BackendsSync;
class CredentialStore;
class MainWindow;
class RelayClient;
struct RecordedSnapshot;

// The backends tab: the relay's read side and ClickHouse's L3 figures (a profile), the demo's
// generated backends as of the replay clock, or the snapshots a recording or the cache's past
// kept. The relay's secrets (HUD's bot key, a bearer token or the sign-in's) are its own.
class BackendsFeature : public ConsoleFeature
{
    Q_OBJECT
public:
    explicit BackendsFeature(QObject *parent = nullptr);
    ~BackendsFeature() override;

    QString snapshotSource() const override;
    QString tabName() const override;
    void initReplay(const ConsoleContext &context) override;
    Result<void> initProfile(const ConsoleContext &context) override;
    void goLive(AuthSession *auth) override;
    void setPaused(bool paused) override;
    bool isPaused() const override;
    bool followPast(Replayer &past, bool recordedOnly) override;
    void backToLive() override;

    BackendsSync *sync() const { return m_sync.get(); }

signals:
    // The relay refused for want of a token and the profile signs in: the fix is signing in.
    void signInRequested(bool device);

private:
    // The demo's backends as of the replay clock (their 7-day figures move with it).
    void showDemoAt(qint64 t);
    QString showRecorded(const RecordedSnapshot *snapshot, qint64 t);
    void readRelayBearer();
    void askForRelayToken();

    MainWindow *m_window = nullptr;
    ProfileSettings m_profile;
    CredentialStore *m_credentials = nullptr;
    AuthSession *m_auth = nullptr;
    QMetaObject::Connection m_accountAnswered; // until the keychain has answered the sign-in
    std::unique_ptr<BackendsClickHouseSource> m_source;
    std::unique_ptr<RelayClient> m_relay;
    std::unique_ptr<BackendsSync> m_sync;
    std::unique_ptr<QObject> m_pastLink; // the connections to a past clock, while followed
    std::unique_ptr<RecordedSnapshotView> m_pastView;
};

} // namespace hw
