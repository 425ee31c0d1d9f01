#include "CommandLineOptions.h"
#include "Console.h"
#include "grid/JobGridView.h"
#include "MainWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

namespace {

// Prints "first_paint_ms" once the grid viewport has painted rows, then quits: the
// first_paint_ms figure of hudwatch-bench (which times the whole process from outside).
class FirstPaintProbe : public QObject
{
public:
    FirstPaintProbe(QWidget *viewport, const QAbstractItemModel *model, const QElapsedTimer &sinceMain)
        : QObject(viewport), m_model(model), m_sinceMain(sinceMain)
    {
        viewport->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done && m_model->rowCount() > 0) {
            m_done = true;
            // Runs after this paint event has been handled.
            QTimer::singleShot(0, qApp, [this] {
                QTextStream(stdout) << "first_paint in_process_ms " << m_sinceMain.elapsed() << Qt::endl;
                QCoreApplication::exit(0);
            });
        }
        return false;
    }

private:
    const QAbstractItemModel *m_model;
    const QElapsedTimer &m_sinceMain;
    bool m_done = false;
};

void installTranslations(QApplication &app)
{
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(QLocale(), QStringLiteral("hudwatch"), QStringLiteral("_"), QStringLiteral(":/hudwatch/i18n")))
        QCoreApplication::installTranslator(own);
}

} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    // Screenshots and benchmarks render offscreen: no display needed.
    if (hw::CommandLineOptions::wantsOffscreen(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("hudwatch"));
    QApplication::setApplicationDisplayName(QStringLiteral("HUD Watch"));
    QApplication::setApplicationVersion(QStringLiteral(HUDWATCH_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.hudwatch.HudWatch"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/hudwatch/icons/hudwatch.svg")));
    installTranslations(app);

    const hw::CommandLineOptions options = hw::CommandLineOptions::parse(QCoreApplication::arguments());
    QTextStream err(stderr);
    if (!options.error.isEmpty()) {
        err << "hudwatch: " << options.error << Qt::endl << "Try 'hudwatch --help'." << Qt::endl;
        return 2;
    }

    hw::Console console(options);
    QString error;
    if (!console.init(&error)) {
        err << "hudwatch: " << error << Qt::endl;
        return 1;
    }
    hw::MainWindow *window = console.window();

    if (!options.screenshotPath.isEmpty()) {
        console.start(); // replays show their live state; profiles never poll for a screenshot
        window->resize(options.size);
        window->show();
        QCoreApplication::processEvents();
        const QPixmap shot = window->grab();
        if (!shot.save(options.screenshotPath, "PNG")) {
            err << "hudwatch: cannot write " << options.screenshotPath << Qt::endl;
            return 1;
        }
        QTextStream(stdout) << "wrote " << options.screenshotPath << " (" << shot.width() << "x" << shot.height()
                            << ")" << Qt::endl;
        return 0;
    }

    if (options.benchmarkFirstPaint)
        new FirstPaintProbe(window->gridView()->viewport(), window->gridView()->model(), sinceMain);
    window->show();
    console.start();
    return app.exec();
}
