// Printing in the desktop app: the live preview dock, the Export dialog and printing, under the
// offscreen platform. Expected printouts come from the printing engine directly
// (PrintSupport's composeFleet), never from the app code under test.

#include "GuiSupport.h"
#include "PrintSupport.h"

#include <commands/FleetCommands.h>
#include <document/Settings.h>
#include <models/FleetTreeModel.h>
#include <print/ExportDialog.h>
#include <print/PreviewDock.h>
#include <print/PreviewWidget.h>
#include <print/PrintChoices.h>
#include <print/PrintSession.h>

#include <model/io/FleetFile.h>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

#include <sys/stat.h>

using namespace fw;
using templates::PrintKind;

namespace {

// The built-in roster template with every row `rowHeight` tall, so 18 ships need several pages.
QByteArray tallRosterTemplate(const char *rowHeight)
{
    QFile builtin(QStringLiteral(":/templates/roster.json"));
    if (!builtin.open(QIODevice::ReadOnly))
        return {};
    QByteArray text = builtin.readAll();
    text.replace("\"rowHeight\": \"6.5mm\"", QByteArray("\"rowHeight\": \"") + rowHeight + '"');
    return text;
}

// An EasyStar fleet of 18 ships: the blue-500 designs cycled, each named after its number.
QByteArray eighteenShips()
{
    model::Json root = model::Json::parse(
        test::readFile(test::example(QStringLiteral("blue-500"))).toStdString());
    const model::Json designs = root["ships"];
    model::Json ships = model::Json::array();
    for (std::size_t i = 0; i < 18; ++i) {
        model::Json ship = designs[i % designs.size()];
        ship["name"] = "Ship " + std::to_string(i + 1);
        ship["flagship"] = i == 0;
        ships.push_back(ship);
    }
    root["ships"] = ships;
    root["name"] = "Eighteen";
    root["budget"] = 5000;
    return QByteArray::fromStdString(root.dump(2));
}

// The kinds of printout the engine has layouts for, for the window's game.
std::vector<PrintKind> gameKinds(const app::MainWindow &w)
{
    templates::LayoutRegistry layouts;
    templates::registerBuiltinLayouts(layouts);
    std::vector<PrintKind> kinds;
    for (const templates::Layout *layout : layouts.layoutsFor(w.document()->system().id())) {
        if (std::find(kinds.begin(), kinds.end(), layout->kind()) == kinds.end())
            kinds.push_back(layout->kind());
    }
    return kinds;
}

int pdfPageCount(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    return int(QString::fromLatin1(pdf).count(page));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The dock is shown and has laid out the current fleet.
app::PreviewDock *shownPreview(app::MainWindow &w)
{
    app::PreviewDock *dock = w.previewDock();
    dock->show();
    QTest::qWait(app::PreviewDock::DelayMs + 50);
    dock->relayoutNow();
    test::settle();
    return dock;
}

} // namespace

// A field's own key bindings: it asks for every key combination (ShortcutOverride) itself, as a
// line edit does for Ctrl+E (end of line) under the X11 key bindings.
class TakesEveryKey : public QObject
{
protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride)
            event->accept();
        return false;
    }
};

class TestPrintUi : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::App> m_app;
    QTemporaryDir m_dir;
    QString m_eighteen;
    QString m_tallRoster;

    void resetSettings()
    {
        app::Settings::setPageSize(QStringLiteral("a4"));
        for (const auto &system : m_app->registries->systems.systems())
            app::Settings::setPrintKinds(system->id(), {});
        app::Settings::setExportFormat(QStringLiteral("pdf"));
        app::Settings::setCounterBacks(false);
        app::Settings::setExportFolder(m_dir.path());
        app::Settings::setPreviewKind(QStringLiteral("roster"));
        app::Settings::setTemplateFile(QStringLiteral("roster"), QString());
        app::Settings::setWindowGeometry({}, {});
        QSettings settings;
        for (const char *key :
             {"print/counterSize", "print/inkSaving", "print/backOffsetX", "print/backOffsetY"})
            settings.remove(QLatin1String(key));
    }

    std::unique_ptr<model::Fleet> fleetOf(const app::MainWindow &w) const
    {
        return test::parseFleet(
            *m_app->registries,
            model::FleetFile::serialize(w.document()->fleet(), m_app->registries->systems));
    }

    // What the engine lays out for the window's fleet with the tall roster template.
    std::optional<templates::Document> tallRoster(const app::MainWindow &w) const
    {
        templates::LayoutRegistry layouts;
        templates::registerBuiltinLayouts(layouts);
        const templates::TemplateLoad t
            = templates::TemplateFile::load(m_tallRoster, layouts.specs());
        if (!t.ok())
            return std::nullopt;
        templates::PrintRequest request;
        request.kinds = {PrintKind::Roster};
        request.templates[QStringLiteral("roster")] = *t.value;
        return test::composeFleet(*m_app->registries, *fleetOf(w), request);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initGuiTest();
        m_app = std::make_unique<test::App>();
        QVERIFY(m_app->registries);
        QVERIFY(m_dir.isValid());
        QVERIFY2(templates::Fonts::shared().ok(), qPrintable(templates::Fonts::shared().error()));
        m_eighteen = test::writeFile(m_dir, QStringLiteral("eighteen.fleet.json"), eighteenShips());
        const QByteArray tall = tallRosterTemplate("24mm");
        QVERIFY(tall.contains("24mm"));
        m_tallRoster = test::writeFile(m_dir, QStringLiteral("tall-roster.json"), tall);
    }

    void init() { resetSettings(); }

    // The window's shortcuts work from a text field, which would take Ctrl+E (end of line) and
    // Ctrl+D (delete forward) for itself: Ctrl+E in the ship's name opens Export, Ctrl+D there
    // duplicates the ship. The field keeps the keys of text editing.
    void shortcutsWorkFromTextFields()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        w->editorTabs()->setCurrentIndex(1);
        auto *name = w->shipEditor()->findChild<QLineEdit *>(QStringLiteral("shipName"));
        QVERIFY(name);
        // As the X11 key bindings have it (offscreen has none): the field takes every key
        // combination it is offered.
        TakesEveryKey takesEveryKey;
        name->installEventFilter(&takesEveryKey);
        name->setFocus();
        QVERIFY(name->hasFocus());
        bool sawDialog = false;
        QTimer::singleShot(0, this, [&] {
            if (auto *dialog
                = qobject_cast<app::ExportDialog *>(QApplication::activeModalWidget())) {
                sawDialog = true;
                dialog->reject();
            }
        });
        QTest::keyClick(name, Qt::Key_E, Qt::ControlModifier);
        QVERIFY(sawDialog);
        const std::size_t ships = w->document()->fleet().ships.size();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        name->setFocus();
        QTest::keyClick(name, Qt::Key_D, Qt::ControlModifier);
        QCOMPARE(w->document()->fleet().ships.size(), ships + 1);
        // Select all stays the field's.
        name->setFocus();
        QTest::keyClick(name, Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(name->selectedText(), name->text());
    }

    // The File and View menus offer printing with the usual shortcuts; the preview starts on
    // the right.
    void actionsAndShortcuts()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        QCOMPARE(w->action(QStringLiteral("export"))->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::Key_E));
        QCOMPARE(w->action(QStringLiteral("print"))->shortcut(), QKeySequence(QKeySequence::Print));
        QAction *toggle = w->action(QStringLiteral("togglePreview"));
        QVERIFY(toggle);
        QVERIFY(toggle->isCheckable());
        QCOMPARE(w->dockWidgetArea(w->previewDock()), Qt::RightDockWidgetArea);
        QVERIFY(w->previewDock()->isVisible());
        toggle->trigger();
        QVERIFY(!w->previewDock()->isVisible());
        toggle->trigger();
        QVERIFY(w->previewDock()->isVisible());
    }

    // The dock shows exactly the pages the engine lays out: same count, same texts, white
    // pages on a grey background.
    void previewShowsThePages()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        app::PreviewDock *dock = shownPreview(*w);
        const auto expected = test::composeFleet(*m_app->registries, *fleetOf(*w),
                                                 {PrintKind::Roster}, templates::pageSizeA4());
        QVERIFY(expected);
        QVERIFY(dock->printout());
        QCOMPARE(dock->preview()->pageCount(), int(expected->pages.size()));
        QCOMPARE(test::documentTexts(*dock->printout()), test::documentTexts(*expected));
        QVERIFY(dock->message().isEmpty());

        const QImage shot = dock->preview()->viewport()->grab().toImage();
        const QRectF page = dock->preview()->pageRect(0);
        QVERIFY(page.width() > 100);
        // Fit width: the page fills the view's width (less the margins).
        QVERIFY(page.width() > dock->preview()->viewport()->width() * 0.8);
        const QColor background = shot.pixelColor(4, 4);
        QVERIFY(background.lightness() < 200 && background.lightness() > 60);
        QCOMPARE(shot.pixelColor(page.toRect().topLeft() + QPoint(3, 3)), QColor(Qt::white));
        // Something is printed on it: the title is dark.
        int dark = 0;
        const QRect top = page.toRect().adjusted(0, 0, 0, -int(page.height() * 0.8));
        for (int y = top.top(); y < top.bottom(); ++y) {
            for (int x = top.left(); x < top.right(); ++x)
                dark += shot.pixelColor(x, y).lightness() < 100 ? 1 : 0;
        }
        QVERIFY(dark > 50);
        QCOMPARE(dock->findChild<QLabel *>(QStringLiteral("previewPage"))->text(),
                 QStringLiteral("Page 1 of 1"));
    }

    // The page size chosen in the preview is the one export and printing use.
    void previewPageSizeIsShared()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        app::PreviewDock *dock = shownPreview(*w);
        QCOMPARE(dock->printout()->pages.front().width, templates::pageSizeA4().width);
        auto *size = dock->findChild<QComboBox *>(QStringLiteral("previewPageSize"));
        size->setCurrentIndex(size->findData(QStringLiteral("letter")));
        Q_EMIT size->activated(size->currentIndex());
        QCOMPARE(app::Settings::pageSize(), QStringLiteral("letter"));
        QCOMPARE(dock->printout()->pages.front().width, templates::pageSizeLetter().width);
        QCOMPARE(dock->printout()->pages.front().height, templates::pageSizeLetter().height);
        app::ExportDialog dialog(w->printSession(), *w->document(), w.get());
        QCOMPARE(dialog.options().pageSize, QStringLiteral("letter"));

        // Another printout of the same fleet: the kinds this game has.
        QCOMPARE(dock->findChild<QComboBox *>(QStringLiteral("previewKind"))->count(),
                 int(gameKinds(*w).size()));
    }

    // Zoom: 100 % is the real size, zoom in and out step, Ctrl+wheel zooms, fit width returns.
    void previewZooms()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        app::PreviewWidget *preview = shownPreview(*w)->preview();
        QVERIFY(preview->fitsWidth());
        preview->setZoom(1.0);
        const double realWidth = templates::pageSizeA4().width * preview->logicalDpiX() / 72.0;
        QVERIFY(std::abs(preview->pageRect(0).width() - realWidth) <= 1.0);
        preview->zoomIn();
        QVERIFY(preview->zoom() > 1.1);
        preview->zoomOut();
        preview->zoomOut();
        QVERIFY(preview->zoom() < 0.9);
        const double before = preview->zoom();
        QWheelEvent wheel(QPointF(50, 50), preview->mapToGlobal(QPointF(50, 50)), QPoint(),
                          QPoint(0, 120), Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase,
                          false);
        QApplication::sendEvent(preview->viewport(), &wheel);
        QVERIFY(preview->zoom() > before * 1.1);
        preview->setFitWidth();
        QVERIFY(preview->fitsWidth());
    }

    // Actual Size shows the selected ship's sheet from its top left, not the middle of the page
    // the view was on (which may be blank, or another ship's).
    void actualSizeShowsTheSelectedShip()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        app::PreviewDock *dock = shownPreview(*w);
        w->selectShip(4);
        test::settle();
        app::PreviewWidget *preview = dock->preview();
        const QString id = preview->highlighted();
        QVERIFY(!id.isEmpty());
        auto *actual = dock->findChild<QAction *>(QStringLiteral("previewActualSize"));
        QVERIFY(actual);
        actual->trigger();
        test::settle();
        QCOMPARE(preview->zoom(), 1.0);
        bool seen = false;
        const QWidget *view = preview->viewport();
        for (int y = 0; y < view->height() && !seen; y += 6) {
            for (int x = 0; x < view->width() && !seen; x += 6)
                seen = preview->itemAt(QPoint(x, y)).startsWith(id);
        }
        QVERIFY2(seen, qPrintable(id));
    }

    // The preview's id of the first sheet of design `index`: its first ship's (sheets are
    // printed per ship), or the design's own when no ship flies it.
    static QString firstSheetOf(const app::FleetDocument &document, int index)
    {
        const model::Fleet &fleet = document.fleet();
        const QString id = fleet.designs[std::size_t(index)]->id();
        for (std::size_t s = 0; s < fleet.ships.size(); ++s) {
            if (fleet.ships[s]->classId == id)
                return QStringLiteral("ship-%1").arg(s + 1);
        }
        return QStringLiteral("design-%1").arg(index + 1);
    }

    // Picking a design in the design list turns the preview to the sheets, scrolls it to the
    // sheet of its first ship and marks it: the preview follows the design being edited.
    void previewFollowsTheDesign()
    {
        auto w = m_app->window(QStringLiteral("narn-patrol"));
        app::PreviewDock *dock = w->previewDock();
        dock->setKind(templates::PrintKind::Roster);
        dock = shownPreview(*w);
        QTreeView *designs = w->designList();
        designs->setCurrentIndex(designs->model()->index(1, 0));
        test::settle();
        QCOMPARE(dock->kind(), templates::PrintKind::Sheets);
        QVERIFY2(dock->message().isEmpty(), qPrintable(dock->message()));
        QVERIFY(dock->preview()->pageCount() > 2);
        QCOMPARE(dock->preview()->highlighted(), firstSheetOf(*w->document(), 1));
        QVERIFY(dock->preview()->highlighted().startsWith(QLatin1String("ship-")));
        const int sheet = dock->preview()->currentPage();
        QVERIFY(sheet > 0); // the second design's ship comes after the first's pages
        designs->setCurrentIndex(designs->model()->index(0, 0));
        test::settle();
        QCOMPARE(dock->preview()->highlighted(), firstSheetOf(*w->document(), 0));
        QVERIFY(dock->preview()->currentPage() < sheet);
    }

    // A Sunder the Stars card shows in the preview while it is edited.
    void previewShowsTheCard()
    {
        auto w = m_app->window(QStringLiteral("imperial-patrol"));
        app::PreviewDock *dock = w->previewDock();
        dock->setKind(templates::PrintKind::Roster);
        dock = shownPreview(*w);
        QTreeView *designs = w->designList();
        designs->setCurrentIndex(designs->model()->index(2, 0));
        test::settle();
        QCOMPARE(dock->kind(), templates::PrintKind::Sheets);
        QVERIFY2(dock->message().isEmpty(), qPrintable(dock->message()));
        QCOMPARE(dock->preview()->highlighted(), firstSheetOf(*w->document(), 2));
        QVERIFY(dock->preview()->currentPage() > 0); // two cards to a page: a later page
        // An issue that names a card's field opens the card and shows it in the preview too.
        dock->setKind(templates::PrintKind::Roster);
        test::settle();
        QVERIFY(w->focusSubject(QStringLiteral("designs[0].mp")));
        test::settle();
        QCOMPARE(dock->kind(), templates::PrintKind::Sheets);
        QCOMPARE(dock->preview()->highlighted(), firstSheetOf(*w->document(), 0));
    }

    // Selecting a ship in the tree scrolls the preview to the page that shows it and marks it.
    void previewFollowsTheSelection()
    {
        app::Settings::setTemplateFile(QStringLiteral("roster"), m_tallRoster);
        auto w = m_app->window(m_eighteen);
        app::PreviewDock *dock = shownPreview(*w);
        const auto expected = tallRoster(*w);
        QVERIFY(expected);
        QVERIFY2(dock->message().isEmpty(), qPrintable(dock->message()));
        QCOMPARE(dock->preview()->pageCount(), int(expected->pages.size()));
        const int page3 = test::pageWithId(*expected, QStringLiteral("ship-3"));
        const int page18 = test::pageWithId(*expected, QStringLiteral("ship-18"));
        QVERIFY(page3 >= 0);
        QVERIFY2(page18 > page3, "the tall template puts ship 18 on a later page than ship 3");

        // The player picks ship 18, then ship 3, in the tree.
        QTreeView *tree = w->fleetTree();
        tree->setCurrentIndex(tree->model()->index(17, 0));
        QCOMPARE(w->currentShip(), 17);
        QCOMPARE(dock->preview()->currentPage(), page18);
        QCOMPARE(dock->preview()->highlighted(), QStringLiteral("ship-18"));
        QVERIFY(dock->preview()->pageRect(page18).intersects(dock->preview()->viewport()->rect()));
        tree->setCurrentIndex(tree->model()->index(2, 0));
        QCOMPARE(dock->preview()->currentPage(), page3);
        QVERIFY(dock->preview()->pageRect(page3).intersects(dock->preview()->viewport()->rect()));
        QCOMPARE(dock->findChild<QLabel *>(QStringLiteral("previewPage"))->text(),
                 QStringLiteral("Page %1 of %2").arg(page3 + 1).arg(expected->pages.size()));

        // Clicking a ship on the page selects it in the tree.
        const templates::Page &shown = expected->pages[std::size_t(page18)];
        const auto items = test::itemsWithId(shown, QStringLiteral("ship-18"));
        QVERIFY(!items.empty());
        dock->preview()->showPage(page18);
        const auto *text = std::get_if<templates::Text>(&items.front()->shape);
        QVERIFY(text);
        const QRectF rect = dock->preview()->pageRect(page18);
        const double scale = rect.width() / shown.width;
        const QPoint at(
            int(rect.x() + (text->x - (text->align == templates::Align::Right ? 2 : -2)) * scale),
            int(rect.y() + (text->y - 2) * scale));
        QTest::mouseClick(dock->preview()->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(w->currentShip(), 17);
    }

    // An edit lays the pages out again after a short pause, not at once; the preview then shows
    // the new name.
    void previewFollowsEdits()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        app::PreviewDock *dock = shownPreview(*w);
        QSignalSpy laidOut(dock, &app::PreviewDock::relaidOut);
        const QString name = QStringLiteral("Ærøskøbing Ωμέγα");
        auto ship = w->document()->fleet().ships.at(1)->clone();
        ship->name = name;
        w->document()->undoStack()->push(
            new app::EditShipCommand(w->document(), 1, std::move(ship), QStringLiteral("Rename")));
        test::settle();
        QVERIFY(dock->isRelayoutPending());
        QVERIFY(!test::documentTexts(*dock->printout()).contains(name));
        QTRY_VERIFY(laidOut.count() == 1);
        QVERIFY(test::documentTexts(*dock->printout()).contains(name));
        QVERIFY(!dock->isRelayoutPending());

        // Undo comes back the same way.
        w->action(QStringLiteral("undo"))->trigger();
        QTRY_VERIFY(laidOut.count() == 2);
        QVERIFY(!test::documentTexts(*dock->printout()).contains(name));
        QVERIFY(test::documentTexts(*dock->printout()).contains(QStringLiteral("Resolute")));
    }

    // Saving the player's template file lays the pages out again with it.
    void previewFollowsTemplateEdits()
    {
        const QString file = test::writeFile(m_dir, QStringLiteral("edited-roster.json"),
                                             tallRosterTemplate("6.5mm"));
        app::Settings::setTemplateFile(QStringLiteral("roster"), file);
        auto w = m_app->window(m_eighteen);
        app::PreviewDock *dock = shownPreview(*w);
        QCOMPARE(dock->preview()->pageCount(), 1);
        test::writeFile(m_dir, QStringLiteral("edited-roster.json"), tallRosterTemplate("24mm"));
        const auto expected = tallRoster(*w);
        QVERIFY(expected);
        QVERIFY(expected->pages.size() > 1);
        QTRY_COMPARE(dock->preview()->pageCount(), int(expected->pages.size()));
    }

    // How long a layout takes, for the 5-ship and the 18-ship fleet (reported, not judged).
    void layoutCost_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::newRow("blue-500") << QStringLiteral("blue-500");
        QTest::newRow("18 ships") << QStringLiteral("eighteen");
    }
    void layoutCost()
    {
        QFETCH(QString, fleet);
        auto w = m_app->window(fleet == QLatin1String("eighteen") ? m_eighteen : fleet);
        app::PreviewDock *dock = shownPreview(*w);
        for (PrintKind kind : gameKinds(*w)) {
            dock->setKind(kind);
            std::vector<double> times, paints;
            for (int i = 0; i < 5; ++i) {
                auto renamed = w->document()->fleet().ships.at(0)->clone();
                renamed->name = QStringLiteral("Renamed %1").arg(i);
                w->document()->undoStack()->push(new app::EditShipCommand(
                    w->document(), 0, std::move(renamed), QStringLiteral("Rename")));
                test::settle();
                dock->relayoutNow();
                times.push_back(dock->lastLayoutMilliseconds());
                QElapsedTimer timer;
                timer.start();
                dock->preview()->viewport()->grab();
                paints.push_back(double(timer.nsecsElapsed()) / 1e6);
            }
            std::sort(times.begin(), times.end());
            std::sort(paints.begin(), paints.end());
            qInfo("%s, %s: layout %.1f ms, drawing the pages in view %.1f ms (medians of 5), %d "
                  "page(s)",
                  qPrintable(fleet), qPrintable(templates::printKindId(kind)), times[2], paints[2],
                  dock->preview()->pageCount());
            QVERIFY(dock->printout());
        }
    }

    // No fleet, no font, a template that does not load: the dock says why instead of pages.
    void previewExplainsProblems()
    {
        // The font is missing.
        static const model::Result<templates::Fonts> noFont
            = model::Result<templates::Fonts>::failure(
                QStringLiteral("/nowhere/DejaVuSans.ttf: no such font file"));
        app::PrintSession session(noFont);
        auto document = m_app->document(QStringLiteral("blue-500"));
        QVERIFY(document);
        {
            app::PreviewDock dock(session);
            dock.show();
            dock.setDocument(document.get());
            dock.relayoutNow();
            QVERIFY(!dock.printout());
            QVERIFY(dock.message().contains(QStringLiteral("/nowhere/DejaVuSans.ttf")));
            QVERIFY(dock.findChild<QLabel *>(QStringLiteral("previewMessage"))->isVisible());
            dock.followShip(2); // nothing to follow: no crash
            // No fleet.
            dock.setDocument(nullptr);
            dock.relayoutNow();
            QVERIFY(!dock.printout());
            QCOMPARE(dock.preview()->pageCount(), 0);
            QCOMPARE(dock.preview()->placeholderText(), QStringLiteral("No fleet is open."));
        }

        // A template that does not load names the file and the place (templates/README.md).
        const QString bad
            = test::writeFile(m_dir, QStringLiteral("bad-roster.json"), tallRosterTemplate("24"));
        app::Settings::setTemplateFile(QStringLiteral("roster"), bad);
        auto w = m_app->window(QStringLiteral("blue-500"));
        app::PreviewDock *dock = shownPreview(*w);
        QVERIFY(!dock->printout());
        QVERIFY2(dock->message().contains(QStringLiteral("bad-roster.json"))
                     && dock->message().contains(QStringLiteral("values.rowHeight")),
                 qPrintable(dock->message()));
        w->selectShip(1);
        w->selectShip(3);
    }

    // File → Export… writes a PDF of every page the engine lays out and says so in the status
    // bar; the fleet and its undo history are untouched.
    void exportDialogWritesPdf()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        // An unsaved edit first, to undo after the export.
        auto renamed = w->document()->fleet().ships.at(0)->clone();
        renamed->name = QStringLiteral("Invincible");
        w->document()->undoStack()->push(new app::EditShipCommand(
            w->document(), 0, std::move(renamed), QStringLiteral("Rename")));
        test::settle();
        const QByteArray fleetBefore
            = model::FleetFile::serialize(w->document()->fleet(), m_app->registries->systems);
        const QString path = m_dir.filePath(QStringLiteral("blue.pdf"));
        QFile::remove(path);

        bool sawDialog = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<app::ExportDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            sawDialog = true;
            // Every kind this game has is chosen by default; PDF; the page size from Settings.
            QVERIFY(dialog->findChild<QCheckBox *>(QStringLiteral("kind-roster"))->isChecked());
            QCOMPARE(dialog->format(), templates::OutputFormat::Pdf);
            QCOMPARE(dialog->options().pageSize, QStringLiteral("a4"));
            QVERIFY(dialog->outputPath().endsWith(QStringLiteral("Blue Fleet.pdf")));
            dialog->setOutputPath(path);
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        w->action(QStringLiteral("export"))->trigger();
        QVERIFY(sawDialog);

        const auto expected = test::composeFleet(*m_app->registries, *fleetOf(*w), gameKinds(*w),
                                                 templates::pageSizeA4());
        QVERIFY(expected);
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        QCOMPARE(pdfPageCount(pdf), int(expected->pages.size()));
        const QString message = w->statusBar()->currentMessage();
        QVERIFY2(message.startsWith(QStringLiteral("%1 page").arg(expected->pages.size()))
                     && message.endsWith(
                         QStringLiteral(" written to %1").arg(QDir::toNativeSeparators(path))),
                 qPrintable(message));
        QCOMPARE(app::Settings::exportFolder(), m_dir.path());

        QCOMPARE(model::FleetFile::serialize(w->document()->fleet(), m_app->registries->systems),
                 fleetBefore);
        QVERIFY(w->isWindowModified());
        QVERIFY(w->action(QStringLiteral("undo"))->isEnabled());
        w->action(QStringLiteral("undo"))->trigger();
        QCOMPARE(w->document()->fleet().ships.at(0)->name, QStringLiteral("Indomitable"));
    }

    // SVG holds one page per file: the dialog lists the files, and writes them all.
    void exportWritesSvgPages()
    {
        app::Settings::setTemplateFile(QStringLiteral("roster"), m_tallRoster);
        auto w = m_app->window(m_eighteen);
        app::Settings::setPrintKinds(w->document()->system().id(), {QStringLiteral("roster")});
        const auto expected = tallRoster(*w);
        QVERIFY(expected);
        const int pages = int(expected->pages.size());
        QVERIFY(pages > 1);

        // The choices remembered from the last export.
        app::ExportDialog dialog(w->printSession(), *w->document(), w.get());
        QCOMPARE(dialog.templateFile(QStringLiteral("roster")), m_tallRoster);
        QCOMPARE(dialog.options().kinds, std::vector<PrintKind>{PrintKind::Roster});
        auto *format = dialog.findChild<QComboBox *>(QStringLiteral("format"));
        format->setCurrentIndex(format->findData(QStringLiteral("svg")));
        dialog.setOutputPath(m_dir.filePath(QStringLiteral("eighteen.pdf")));
        QCOMPARE(dialog.outputPath(), m_dir.filePath(QStringLiteral("eighteen.svg")));
        QTRY_VERIFY(dialog.summary().contains(QStringLiteral("one file per page")));
        QStringList names;
        for (int p = 1; p <= pages; ++p)
            names << m_dir.filePath(QStringLiteral("eighteen-%1.svg").arg(p));
        QCOMPARE(dialog.plannedFiles(), names);
        QVERIFY(dialog.summary().contains(QStringLiteral("eighteen-1.svg")));

        const app::ExportDialog::Outcome outcome = dialog.exportFiles();
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(outcome.files, names);
        QCOMPARE(outcome.pages, pages);
        for (int p = 0; p < pages; ++p) {
            const QByteArray svg = readAll(names[p]);
            QVERIFY(svg.contains("<svg"));
            // Each file holds its own page: the ships the engine put there.
            for (const QString &text : test::pageTexts(expected->pages[std::size_t(p)])) {
                if (text.startsWith(QLatin1String("Ship ")))
                    QVERIFY2(svg.contains(text.toUtf8()), qPrintable(text));
            }
        }
        QVERIFY(
            !QFileInfo::exists(m_dir.filePath(QStringLiteral("eighteen-%1.svg").arg(pages + 1))));
        QCOMPARE(app::Settings::exportFormat(), QStringLiteral("svg"));
    }

    // The kinds chosen are remembered per game: after a Sunder export (Sunder has no counters,
    // so Counters is greyed out and unticked), a Talon export still prints its counters.
    void exportChoicesArePerGame()
    {
        auto sunder = m_app->window(QStringLiteral("queens-court"));
        {
            app::ExportDialog dialog(sunder->printSession(), *sunder->document(), sunder.get());
            auto *counters = dialog.findChild<QCheckBox *>(QStringLiteral("kind-counters"));
            QVERIFY(counters && !counters->isEnabled() && !counters->isChecked());
            dialog.setOutputPath(m_dir.filePath(QStringLiteral("court.pdf")));
            const app::ExportDialog::Outcome outcome = dialog.exportFiles();
            QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        }
        auto talon = m_app->window(QStringLiteral("talon-strike-group"));
        app::ExportDialog dialog(talon->printSession(), *talon->document(), talon.get());
        auto *counters = dialog.findChild<QCheckBox *>(QStringLiteral("kind-counters"));
        QVERIFY(counters && counters->isEnabled());
        QVERIFY(counters->isChecked());
        const std::vector<PrintKind> kinds = dialog.options().kinds;
        QVERIFY(std::find(kinds.begin(), kinds.end(), PrintKind::Counters) != kinds.end());
    }

    // Selected ships only means the ships selected in the ship list, in every game: the design
    // selected on the Designs list does not add its ships.
    void selectedShipsAreTheShipLists_data()
    {
        QTest::addColumn<QString>("example");
        QTest::newRow("sunder") << QStringLiteral("queens-court");
        QTest::newRow("scs") << QStringLiteral("narn-patrol");
        QTest::newRow("talon") << QStringLiteral("talon-strike-group");
        QTest::newRow("easystar") << QStringLiteral("blue-500");
    }
    void selectedShipsAreTheShipLists()
    {
        QFETCH(QString, example);
        auto w = m_app->window(example);
        const int last = int(w->document()->fleet().ships.size()) - 1;
        QVERIFY(last > 0);
        if (w->designList() && !w->document()->fleet().designs.empty())
            w->selectDesign(0);
        w->selectShip(last);
        test::settle();
        QCOMPARE(app::selectedShips(w->fleetTree()), std::vector<int>{last});
        app::ExportDialog dialog(w->printSession(), *w->document(), w.get());
        dialog.choices()->setSelectedShips(app::selectedShips(w->fleetTree()));
        auto *selectedOnly = dialog.findChild<QCheckBox *>(QStringLiteral("selectedShipsOnly"));
        selectedOnly->setChecked(true);
        QVERIFY2(selectedOnly->text().contains(QLatin1String("(1 ship")),
                 qPrintable(selectedOnly->text()));
        QCOMPARE(dialog.options().ships, std::vector<int>{last});
    }

    // The ship selected in the fleet is offered as "Selected ships only"; with it, the counter
    // size, ink saving and the back offset, the export prints what the engine lays out for those
    // choices, and all but the selection are remembered.
    void exportSelectedShipsWithCounterChoices()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        QVERIFY(w->document()->fleet().ships.size() > 2);
        const QAbstractItemModel *model = w->fleetTree()->model();
        QModelIndex second;
        for (int r = 0; r < model->rowCount() && !second.isValid(); ++r) {
            const QModelIndex row = model->index(r, 0);
            if (row.data(app::FleetTreeModel::ShipIndexRole).toInt() == 1)
                second = row;
            for (int c = 0; c < model->rowCount(row) && !second.isValid(); ++c) {
                if (model->index(c, 0, row).data(app::FleetTreeModel::ShipIndexRole).toInt() == 1)
                    second = model->index(c, 0, row);
            }
        }
        QVERIFY(second.isValid());
        w->fleetTree()->selectionModel()->select(second, QItemSelectionModel::ClearAndSelect
                                                             | QItemSelectionModel::Rows);

        app::ExportDialog dialog(w->printSession(), *w->document(), w.get());
        auto *selectedOnly = dialog.findChild<QCheckBox *>(QStringLiteral("selectedShipsOnly"));
        QVERIFY(selectedOnly && !selectedOnly->isEnabled());
        dialog.choices()->setSelectedShips(app::selectedShips(w->fleetTree()));
        QVERIFY(selectedOnly->isEnabled());
        selectedOnly->setChecked(true);
        auto *size = dialog.findChild<QComboBox *>(QStringLiteral("counterSize"));
        size->setCurrentIndex(size->findData(QStringLiteral("1/2")));
        dialog.findChild<QCheckBox *>(QStringLiteral("inkSaving"))->setChecked(true);
        dialog.findChild<QDoubleSpinBox *>(QStringLiteral("backOffsetX"))->setValue(1.5);
        dialog.findChild<QDoubleSpinBox *>(QStringLiteral("backOffsetY"))->setValue(-0.8);
        const app::PrintOptions o = dialog.options();
        QCOMPARE(o.ships, std::vector<int>{1});
        QCOMPARE(o.counterSize, QStringLiteral("1/2"));
        QVERIFY(o.inkSaving);
        QCOMPARE(o.backOffsetX, 1.5);
        QCOMPARE(o.backOffsetY, -0.8);

        templates::PrintRequest request;
        request.kinds = o.kinds;
        request.ships = {1};
        request.counters.size = QStringLiteral("1/2");
        request.inkSaving = true;
        const auto expected = test::composeFleet(*m_app->registries, *fleetOf(*w), request);
        QVERIFY(expected);
        const QString path = m_dir.filePath(QStringLiteral("selected.pdf"));
        QFile::remove(path);
        dialog.setOutputPath(path);
        const app::ExportDialog::Outcome outcome = dialog.exportFiles();
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(outcome.pages, int(expected->pages.size()));
        const QString names = test::documentTexts(*expected).join(QLatin1Char('\n'));
        QVERIFY(names.contains(w->document()->fleet().ships.at(1)->name));
        QVERIFY(!names.contains(w->document()->fleet().ships.at(0)->name));

        app::ExportDialog again(w->printSession(), *w->document(), w.get());
        QCOMPARE(again.options().counterSize, QStringLiteral("1/2"));
        QVERIFY(again.options().inkSaving);
        QCOMPARE(again.options().backOffsetX, 1.5);
        QVERIFY(again.options().ships.empty());
    }

    // A template that does not load is refused with its file and place, and nothing is written.
    void badTemplateIsRefused_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("place");
        QTest::newRow("content: a length without its unit")
            << tallRosterTemplate("24") << QStringLiteral("values.rowHeight");
        QTest::newRow("syntax") << QByteArray("{\n  \"format\": \"fleetwright-template\",\n  ,\n}")
                                << QStringLiteral(":3:");
        QTest::newRow("another layout's template") << tallRosterTemplate("24mm").replace(
            "\"layout\": \"roster\"", "\"layout\": \"nosuchlayout\"")
                                                   << QStringLiteral("layout");
    }
    void badTemplateIsRefused()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, place);
        auto w = m_app->window(QStringLiteral("blue-500"));
        const QString bad = test::writeFile(m_dir, QStringLiteral("my-roster.json"), content);
        const QString output = m_dir.filePath(QStringLiteral("refused.pdf"));
        QFile::remove(output);

        app::ExportDialog dialog(w->printSession(), *w->document(), w.get());
        dialog.setOutputPath(output);
        QVERIFY(!dialog.setTemplateFile(QStringLiteral("roster"), bad));
        const QString error = dialog.templateError(QStringLiteral("roster"));
        QVERIFY2(error.contains(QStringLiteral("my-roster.json")) && error.contains(place),
                 qPrintable(error));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("templateError-roster"))
                    ->isVisibleTo(&dialog));
        QTRY_VERIFY(dialog.summary().contains(QStringLiteral("my-roster.json")));
        QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());

        const app::ExportDialog::Outcome outcome = dialog.exportFiles();
        QVERIFY(outcome.error.contains(QStringLiteral("my-roster.json")));
        QVERIFY(outcome.files.isEmpty());
        QVERIFY(!QFileInfo::exists(output));

        // Back to the built-in template: the export works.
        QVERIFY(dialog.setTemplateFile(QStringLiteral("roster"), QString()));
        QVERIFY(dialog.exportFiles().error.isEmpty());
        QVERIFY(readAll(output).startsWith("%PDF-"));
    }

    // A printout that breaks a print floor is said under the page count; it still exports.
    void preflightLine()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        QByteArray tiny = tallRosterTemplate("6.5mm");
        tiny.replace("\"size\": \"9.5pt\", \"minSize\": \"7pt\"",
                     "\"size\": \"5pt\", \"minSize\": \"5pt\"");
        QVERIFY(tiny.contains("\"size\": \"5pt\""));
        const QString file = test::writeFile(m_dir, QStringLiteral("tiny-roster.json"), tiny);
        app::ExportDialog dialog(w->printSession(), *w->document(), w.get());
        dialog.setOutputPath(m_dir.filePath(QStringLiteral("tiny.pdf")));
        QTRY_VERIFY(!dialog.summary().isEmpty());
        QVERIFY2(!dialog.summary().contains(QStringLiteral("Preflight")),
                 qPrintable(dialog.summary()));
        QVERIFY(dialog.setTemplateFile(QStringLiteral("roster"), file));
        QTRY_VERIFY2(dialog.summary().contains(QStringLiteral("Preflight:")),
                     qPrintable(dialog.summary()));
        QVERIFY2(dialog.summary().contains(QStringLiteral("text too small")),
                 qPrintable(dialog.summary()));
        QVERIFY(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    }

    // The Export dialog never writes over the open fleet or a template in use, under any name,
    // and never replaces a pipe; the files stay as they were and the reason is shown.
    void exportNeverReplacesItsInputs()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        const QString fleet = m_dir.filePath(QStringLiteral("guarded.fleet.json"));
        QVERIFY(w->saveAs(fleet));
        const QByteArray fleetBytes = readAll(fleet);
        const QString roster = test::writeFile(m_dir, QStringLiteral("guarded-roster.json"),
                                               tallRosterTemplate("24mm"));
        const QString link = m_dir.filePath(QStringLiteral("guarded-link.pdf"));
        QFile::remove(link);
        QVERIFY(QFile::link(fleet, link));
        const QString fifo = m_dir.filePath(QStringLiteral("guarded-pipe.pdf"));
        QFile::remove(fifo);
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);

        app::ExportDialog dialog(w->printSession(), *w->document(), w.get());
        QVERIFY(dialog.setTemplateFile(QStringLiteral("roster"), roster));
        const struct
        {
            QString output;
            QString reason;
        } cases[] = {{link, QStringLiteral("which is being printed")},
                     {fifo, QStringLiteral("is a named pipe")}};
        for (const auto &c : cases) {
            dialog.setOutputPath(c.output);
            const app::ExportDialog::Outcome outcome = dialog.exportFiles();
            QVERIFY2(outcome.error.contains(c.reason), qPrintable(outcome.error));
            QVERIFY(outcome.files.isEmpty());
        }
        QCOMPARE(readAll(fleet), fleetBytes);
        QCOMPARE(readAll(roster), tallRosterTemplate("24mm"));
        QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
    }

    // "Copy Built-in Template…" writes the built-in JSON, which loads as a template again.
    void copiedTemplateLoads()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        const templates::Layout *roster
            = w->printSession().layouts().find(QStringLiteral("roster"));
        QVERIFY(roster);
        const QString copy = m_dir.filePath(QStringLiteral("roster-copy.json"));
        QCOMPARE(app::PrintSession::copyBuiltinTemplate(*roster, copy), QString());
        QFile builtin(roster->builtinTemplate());
        QVERIFY(builtin.open(QIODevice::ReadOnly));
        QCOMPARE(readAll(copy), builtin.readAll());
        app::ExportDialog dialog(w->printSession(), *w->document(), w.get());
        QVERIFY(dialog.setTemplateFile(QStringLiteral("roster"), copy));
        QVERIFY(!app::PrintSession::copyBuiltinTemplate(
                     *roster, m_dir.filePath(QStringLiteral("no/such/dir.json")))
                     .isEmpty());
    }

    // Printing: every page on the printer's paper, one point per 1/72 inch.
    void printsToAPdfPrinter()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        const QString path = m_dir.filePath(QStringLiteral("printed.pdf"));
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(path);
        app::PrintSession::setUpPrinter(printer, QStringLiteral("letter"), QStringLiteral("Blue"));
        QVERIFY(printer.fullPage());
        QCOMPARE(w->printTo(printer), QString());

        const auto expected = test::composeFleet(*m_app->registries, *fleetOf(*w), gameKinds(*w),
                                                 templates::pageSizeLetter());
        QVERIFY(expected);
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        QCOMPARE(pdfPageCount(pdf), int(expected->pages.size()));
        // US Letter, in points.
        static const QRegularExpression letter(
            QStringLiteral("/MediaBox \\[0 0 612(\\.0+)? 792(\\.0+)?\\]"));
        QVERIFY(QString::fromLatin1(pdf).contains(letter));
    }

    // File → Print… opens a print preview that draws every page.
    void printPreviewDialogShowsThePages()
    {
        auto w = m_app->window(QStringLiteral("blue-500"));
        const auto expected = test::composeFleet(*m_app->registries, *fleetOf(*w), gameKinds(*w),
                                                 templates::pageSizeA4());
        QVERIFY(expected);
        int shownPages = -1;
        QTimer::singleShot(200, this, [&] {
            auto *dialog = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            if (auto *preview = dialog->findChild<QPrintPreviewWidget *>())
                shownPages = preview->pageCount();
            dialog->reject();
        });
        w->action(QStringLiteral("print"))->trigger();
        QCOMPARE(shownPages, int(expected->pages.size()));
    }
};

QTEST_MAIN(TestPrintUi)
#include "tst_print_ui.moc"
