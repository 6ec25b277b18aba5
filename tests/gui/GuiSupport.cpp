#include "GuiSupport.h"

#include <QApplication>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTest>

namespace fw::test {

void initGuiTest()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FleetwrightTest"));
    QCoreApplication::setApplicationName(QStringLiteral("FleetwrightTest"));
    installEnglish();
}

QString example(const QString &name)
{
    if (QFileInfo(name).isAbsolute())
        return name;
    return sourcePath(QStringLiteral("resources/examples/%1.fleet.json").arg(name));
}

void settle()
{
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
}

App::App()
    : registries(makeRegistries())
    , recovery(std::make_unique<app::RecoveryStore>(recoveryDir.path()))
{
    app::registerBuiltinUi(uis);
}

App::~App() = default;

std::unique_ptr<app::MainWindow> App::window(const QString &fleetFile)
{
    auto w = std::make_unique<app::MainWindow>(
        app::MainWindow::Context{registries->systems, registries->validators, uis, *recovery});
    if (!fleetFile.isEmpty()) {
        QString error;
        if (!w->openFile(example(fleetFile), true, &error))
            QTest::qFail(qPrintable(error), __FILE__, __LINE__);
    }
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get()))
        QTest::qFail("the main window is not shown", __FILE__, __LINE__);
    settle();
    return w;
}

std::unique_ptr<app::FleetDocument> App::document(const QString &fleetFile)
{
    auto fleet = parseFleet(*registries, readFile(example(fleetFile)));
    if (!fleet)
        return nullptr;
    return std::make_unique<app::FleetDocument>(registries->systems, registries->validators,
                                                std::move(fleet));
}

} // namespace fw::test
