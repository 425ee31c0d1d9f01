#include "ConsoleHost.h"

#include "Console.h"
#include "AppTheme.h"
#include "ConsoleInputs.h"
#include "LongOperation.h"
#include "MainWindow.h"
#include "credentials/CredentialStore.h"
#include "domain/OperationControl.h"
#include "profiles/ConnectionTest.h"
#include "profiles/ProfileEditorDialog.h"
#include "profiles/ProfileSettings.h"
#include "profiles/ProfileTransfer.h"
#include "profiles/ViewStateStore.h"

#include <QDesktopServices>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

namespace hw {

namespace {

// The tab of a view, without what only one profile has (a backend, a job, a test).
QString tabOf(const QString &view)
{
    if (view.startsWith(u"backend:"))
        return QStringLiteral("backends");
    return view.section(u':', 0, 0);
}

} // namespace

ConsoleHost::ConsoleHost(CommandLineOptions options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
}

ConsoleHost::~ConsoleHost()
{
    delete m_reading; // a read under way: cancelled, and waited for, before what it feeds goes
}

Result<void> ConsoleHost::open()
{
    auto console = std::make_unique<Console>(m_options);
    if (Result<void> built = console->init(); !built)
        return built;
    adopt(std::move(console));
    return {};
}

void ConsoleHost::openInBackground()
{
    // The progress dialog may be the only window for a while: its closing must not end the app.
    const bool quitOnClose = QGuiApplication::quitOnLastWindowClosed();
    QGuiApplication::setQuitOnLastWindowClosed(false);
    readInBackground(m_options, nullptr, [this, quitOnClose](ConsoleInputs inputs) {
        QGuiApplication::setQuitOnLastWindowClosed(quitOnClose);
        if (inputs.cancelled) {
            emit openFailed(QString());
            return;
        }
        auto console = std::make_unique<Console>(m_options);
        if (const Result<void> built = console->init(std::move(inputs)); !built) {
            emit openFailed(built.error().message);
            return;
        }
        adopt(std::move(console));
        emit opened();
    });
}

void ConsoleHost::readInBackground(
    const CommandLineOptions &options, QWidget *dialogParent, std::function<void(ConsoleInputs)> done)
{
    delete m_reading; // the newest request wins
    m_latestRead.begin();
    auto *reading = new LongOperation(dialogParent, QStringLiteral("HUD Watch"), ConsoleInputs::activity(options));
    m_reading = reading;
    // Only a recording file's rows can be counted as they are read; the rest shows as busy.
    const bool counted = options.profile.isEmpty() && !options.replay.isEmpty() && options.replay != u"demo";
    if (!counted)
        reading->dialog()->setRange(0, 0);
    reading->start([options](OperationControl &control) {
        return std::make_shared<ConsoleInputs>(ConsoleInputs::read(options, control));
    },
        [this, deliver = m_latestRead.guard([this, done = std::move(done)](const std::shared_ptr<ConsoleInputs> &inputs) {
            m_latestRead.finish();
            done(std::move(*inputs));
        })](const std::shared_ptr<ConsoleInputs> &inputs) {
            // Queued: done may take down the window the operation belongs to, which must not
            // happen inside the operation's own signal. A newer request meanwhile drops this one.
            QTimer::singleShot(0, this, [deliver, inputs]() mutable { deliver(inputs); });
        });
}

void ConsoleHost::adopt(std::unique_ptr<Console> console)
{
    m_console = std::move(console);
    MainWindow *window = m_console->window();
    window->setProfiles(ProfileSettings::names(), m_options.profile);
    connect(window, &MainWindow::profileSwitchRequested, this,
        [this](const QString &name) { switchLater(name, false); });
    connect(window, &MainWindow::profileEditRequested, this, &ConsoleHost::editProfile);
    connect(window, &MainWindow::profileImportRequested, this, &ConsoleHost::importProfile);
    connect(window, &MainWindow::profileExportRequested, this, &ConsoleHost::exportProfile);
    if (m_theme) {
        window->setThemeChoice(m_theme->choice());
        connect(window, &MainWindow::themeChosen, this, [this](ColorScheme scheme) {
            m_theme->apply(scheme);
            ViewStateStore().setTheme(AppTheme::name(scheme));
        });
    }
}

QString ConsoleHost::savedTheme()
{
    return ViewStateStore().theme();
}

void ConsoleHost::switchLater(const QString &name, bool reload)
{
    // Queued: the request comes from the old window's menu, which must not die inside its own signal.
    QTimer::singleShot(0, this, [this, name, reload] {
        if (m_console && name == m_options.profile && !reload)
            return;
        const CommandLineOptions options = optionsFor(name);
        // The cache opens (or the demo is built) on a worker: the current console goes on meanwhile.
        readInBackground(options, m_console ? m_console->window() : nullptr, [this, name, options](ConsoleInputs inputs) {
            if (inputs.cancelled) {
                if (m_console)
                    m_console->window()->statusBar()->showMessage(
                        tr("Opening profile \"%1\" was cancelled; this one stays.").arg(name), 8000);
                return;
            }
            if (const Result<void> replaced = replaceWith(options, std::move(inputs)); !replaced && m_console)
                warnUnreadableProfile(tr("Switch profile"), name,
                    tr("Cannot open profile \"%1\": %2\nStaying with the current one.").arg(name, replaced.error().message));
        });
    });
}

void ConsoleHost::warnUnreadableProfile(const QString &title, const QString &name, const QString &text)
{
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Close, m_console->window());
    box->setAttribute(Qt::WA_DeleteOnClose);
    const QString path = ProfileSettings::profilePath(name);
    if (ProfileSettings::isValidName(name) && QFileInfo::exists(path)) {
        QPushButton *edit = box->addButton(tr("Open in a text editor"), QMessageBox::ActionRole);
        connect(edit, &QPushButton::clicked, this, [path] { QDesktopServices::openUrl(QUrl::fromLocalFile(path)); });
    }
    box->open(); // not exec(): the console goes on polling behind it
}

void ConsoleHost::editProfile(bool newProfile)
{
    ProfileSettings current;
    if (!newProfile) {
        Result<ProfileSettings> loaded = ProfileSettings::load(m_options.profile);
        if (!loaded) {
            warnUnreadableProfile(tr("Edit profile"), m_options.profile, loaded.error().message);
            return;
        }
        current = std::move(*loaded);
    }
    auto *dialog = new ProfileEditorDialog(
        newProfile ? ProfileEditorDialog::Mode::New : ProfileEditorDialog::Mode::Edit, current,
        ProfileSettings::names(), m_console->window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *test = new ConnectionTest(nullptr, dialog);
    connect(dialog, &ProfileEditorDialog::testRequested, test,
        [test](const ProfileSettings &profile, const QString &password) {
            // The password typed in, else the keychain's (read with its time limit).
            if (!password.isEmpty()) {
                test->start(profile, password, QString());
                return;
            }
            auto *store = new CredentialStore(test);
            store->read(CredentialStore::clickHouseKey(profile.name), test,
                [test, profile, store](const CredentialResult &r) {
                    test->start(profile, r.ok ? r.secret : QString(), QString());
                    store->deleteLater();
                });
        });
    connect(test, &ConnectionTest::finished, dialog, &ProfileEditorDialog::showTestResults);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const ProfileSettings profile = dialog->profile();
        if (const Result<void> saved = profile.save(); !saved) {
            QMessageBox::warning(m_console->window(), tr("Save profile"), saved.error().message);
            return;
        }
        const auto open = [this, name = profile.name] { switchLater(name, true); };
        if (dialog->password().isEmpty()) {
            open();
            return;
        }
        // The password goes from the dialog to the keychain only.
        auto *store = new CredentialStore(this);
        store->write(CredentialStore::clickHouseKey(profile.name), dialog->password(), this,
            [this, store, open](const CredentialResult &r) {
                store->deleteLater();
                if (!r.ok && m_console)
                    QMessageBox::warning(m_console->window(), tr("Keychain"),
                        tr("The profile was saved, but the password could not be stored: %1\nUnlock or start your keychain "
                           "(GNOME Keyring, KWallet), then set it again (File ▸ Set ClickHouse password…).")
                            .arg(r.error));
                open();
            });
    });
    dialog->show();
}

void ConsoleHost::importProfile()
{
    const QString file = QFileDialog::getOpenFileName(
        m_console->window(), tr("Import a profile"), QString(), tr("Profiles (*.ini);;All files (*)"));
    if (file.isEmpty())
        return;
    const QString name = QFileInfo(file).completeBaseName();
    const auto imported = ProfileTransfer::importFile(file, name, false, ProfileTransfer::Asker::Window);
    if (!imported) {
        QMessageBox::warning(m_console->window(), tr("Import a profile"), imported.error().message);
        return;
    }
    m_console->window()->setProfiles(ProfileSettings::names(), m_options.profile);
    m_console->window()->statusBar()->showMessage(
        tr("Imported profile \"%1\" (no secrets: set its password when you open it).").arg(name), 8000);
}

void ConsoleHost::exportProfile()
{
    const QString file = QFileDialog::getSaveFileName(m_console->window(), tr("Export this profile"),
        m_options.profile + QStringLiteral(".ini"), tr("Profiles (*.ini)"));
    if (file.isEmpty())
        return;
    const auto exported = ProfileTransfer::exportToFile(m_options.profile, file);
    if (!exported) {
        QMessageBox::warning(m_console->window(), tr("Export this profile"), exported.error().message);
        return;
    }
    m_console->window()->statusBar()->showMessage(tr("Exported to %1, without secrets.").arg(file), 8000);
}

CommandLineOptions ConsoleHost::optionsFor(const QString &name) const
{
    CommandLineOptions options = m_options;
    options.profile = name;
    options.replay.clear();
    if (m_console)
        options.view = tabOf(m_console->window()->currentView());
    return options;
}

void ConsoleHost::quit()
{
    // File ▸ Quit closes the windows first; a window that keeps to the tray would refuse.
    if (m_console && m_console->window())
        m_console->window()->quitFromTray();
    else
        QCoreApplication::quit();
}

Result<void> ConsoleHost::switchTo(const QString &name, bool reload)
{
    if (m_console && name == m_options.profile && !reload)
        return {};
    const CommandLineOptions options = optionsFor(name);
    OperationControl control;
    return replaceWith(options, ConsoleInputs::read(options, control));
}

Result<void> ConsoleHost::replaceWith(const CommandLineOptions &options, ConsoleInputs inputs)
{
    const QString name = options.profile;
    auto next = std::make_unique<Console>(options);
    if (Result<void> built = next->init(std::move(inputs)); !built) {
        emit switchFailed(name, built.error().message);
        return built;
    }
    MainWindow *old = m_console ? m_console->window() : nullptr;
    MainWindow *window = next->window();
    if (old) {
        window->setGeometry(old->geometry());
        window->setWindowState(old->windowState());
        if (old->isVisible())
            window->show();
    }
    std::unique_ptr<Console> previous = std::move(m_console);
    m_options = options;
    adopt(std::move(next));
    previous.reset(); // stops its polls and closes its cache before the new one polls
    m_console->start();
    emit switched(name);
    return {};
}

} // namespace hw
