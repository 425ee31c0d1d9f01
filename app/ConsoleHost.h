#pragma once

#include "CommandLineOptions.h"
#include "domain/Result.h"
#include "net/LatestRequest.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>

class QWidget;

namespace hw {

class AppTheme;
class Console;
class ConsoleInputs;
class LongOperation;

// Keeps the one Console of a windowed session and swaps it for another profile in place: the
// new profile is built completely (cache opened, window filled) before the old one is taken
// down, so a profile that cannot be opened leaves the current one running and says why. The
// new window takes the old one's place, size and tab. No restart, no second process.
class ConsoleHost : public QObject
{
    Q_OBJECT
public:
    explicit ConsoleHost(CommandLineOptions options, QObject *parent = nullptr);
    ~ConsoleHost() override;

    // Builds the first console; false with *error when it cannot be built.
    Result<void> open();
    // The same with the recording or cache read on a worker (a progress dialog with Cancel when
    // it takes longer than a moment), then opened() or openFailed() (an empty error: cancelled).
    void openInBackground();
    Console *console() const { return m_console.get(); }
    QString currentProfile() const { return m_options.profile; }
    // Settings ▸ Theme of every window switches this theme and saves the choice; null: no menu effect.
    void setTheme(AppTheme *theme) { m_theme = theme; }
    // The Settings ▸ Theme choice kept in the state file ("system" when none).
    static QString savedTheme();

    // Switches to `name` ("" for the demo recording). Returns false with *error when the profile
    // cannot be opened; the current console then stays as it was.
    // reload: reopen even when `name` is the current profile (after it was edited).
    Result<void> switchTo(const QString &name, bool reload = false);
    // Ends the session as Quit does, also when the window closes to the tray (its Quit, then):
    // for SIGTERM, SIGINT and SIGHUP.
    void quit();

signals:
    void opened();
    void openFailed(const QString &error);
    void switched(const QString &name);
    void switchFailed(const QString &name, const QString &error);

private:
    void adopt(std::unique_ptr<Console> console);
    // The options of a console for profile `name` ("" for the demo), on the current tab.
    CommandLineOptions optionsFor(const QString &name) const;
    // ConsoleInputs::read(options) on a worker; done(inputs) later on the GUI thread. A read
    // still under way is cancelled: the newest request wins.
    void readInBackground(const CommandLineOptions &options, QWidget *dialogParent,
        std::function<void(ConsoleInputs)> done);
    // Puts a console built from inputs in the current one's place (see switchTo).
    Result<void> replaceWith(const CommandLineOptions &options, ConsoleInputs inputs);
    // Profile ▸ New / Edit: the editor, its connection test, then save (password to the
    // keychain) and open the saved profile.
    void editProfile(bool newProfile);
    void importProfile();
    void exportProfile();
    void switchLater(const QString &name, bool reload);
    // A profile that cannot be loaded: says why, with a button that opens its file in the
    // desktop's text editor (the fix is there).
    void warnUnreadableProfile(const QString &title, const QString &name, const QString &text);

    CommandLineOptions m_options;
    std::unique_ptr<Console> m_console;
    QPointer<LongOperation> m_reading;
    LatestRequest m_latestRead{this}; // the newest read of a console's inputs wins
    AppTheme *m_theme = nullptr;
};

} // namespace hw
