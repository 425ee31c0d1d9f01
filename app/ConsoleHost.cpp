#include "ConsoleHost.h"

#include "Console.h"
#include "MainWindow.h"
#include "profiles/ProfileSettings.h"

#include <QMessageBox>
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

ConsoleHost::~ConsoleHost() = default;

QStringList ConsoleHost::profileNames()
{
    return ProfileSettings::names();
}

bool ConsoleHost::open(QString *error)
{
    auto console = std::make_unique<Console>(m_options);
    if (!console->init(error))
        return false;
    adopt(std::move(console));
    return true;
}

void ConsoleHost::adopt(std::unique_ptr<Console> console)
{
    m_console = std::move(console);
    MainWindow *window = m_console->window();
    window->setProfiles(profileNames(), m_options.profile);
    // Queued: the request comes from the old window's menu, which must not die inside its own signal.
    connect(window, &MainWindow::profileSwitchRequested, this, [this](const QString &name) {
        QTimer::singleShot(0, this, [this, name] {
            QString error;
            if (!switchTo(name, &error) && m_console)
                QMessageBox::warning(m_console->window(), tr("Switch profile"),
                    tr("Cannot open profile \"%1\": %2\nStaying with the current one.").arg(name, error));
        });
    });
}

bool ConsoleHost::switchTo(const QString &name, QString *error)
{
    if (m_console && name == m_options.profile)
        return true;
    CommandLineOptions options = m_options;
    options.profile = name;
    options.replay.clear();
    MainWindow *old = m_console ? m_console->window() : nullptr;
    if (old)
        options.view = tabOf(old->currentView());
    auto next = std::make_unique<Console>(options);
    if (!next->init(error)) {
        emit switchFailed(name, *error);
        return false;
    }
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
    return true;
}

} // namespace hw
