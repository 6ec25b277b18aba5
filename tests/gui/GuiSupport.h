#pragma once

#include "TestSupport.h"

#include <document/FleetDocument.h>
#include <document/RecoveryStore.h>
#include <systems/SystemUi.h>
#include <widgets/MainWindow.h>

#include <QTemporaryDir>

#include <memory>

namespace fw::test {

// Everything a main window needs, with settings and recovery files in a temporary folder so tests
// never touch the user's.
struct App
{
    App();
    ~App();

    std::unique_ptr<Registries> registries;
    app::UiRegistry uis;
    QTemporaryDir recoveryDir;
    std::unique_ptr<app::RecoveryStore> recovery;

    // A shown main window with `fleetFile` open (an example name like "blue-500", a path, or
    // empty for the default empty fleet).
    std::unique_ptr<app::MainWindow> window(const QString &fleetFile = QString());
    // A document for `fleetFile` without a window, for editor tests.
    std::unique_ptr<app::FleetDocument> document(const QString &fleetFile);
};

// Path of an example fleet: "blue-500" -> resources/examples/blue-500.fleet.json.
QString example(const QString &name);

// Processes events until the document's pending analysis has run.
void settle();

// Call first in initTestCase(): settings in a test location, English.
void initGuiTest();

} // namespace fw::test
