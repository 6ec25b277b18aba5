// The first-run help: the welcome page and its examples, the user guide, the rules panel and the
// rules reference behind every issue code.
#include "GuiSupport.h"

#include <commands/PushEdit.h>
#include <dialogs/BreakdownDialog.h>
#include <document/Settings.h>
#include <help/HelpMenu.h>
#include <help/HelpWindow.h>
#include <help/RulesPanel.h>
#include <help/RulesReference.h>
#include <models/IssuesModel.h>
#include <widgets/WelcomePage.h>

#include <model/core/JsonPath.h>
#include <model/systems/easystar/EasyStarShip.h>

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

#include <set>

using namespace fw;

namespace {

// An example as its file says, read here without Fleetwright's reader.
struct ExampleFile
{
    QString path;
    QString system;
    QString name;
};

std::vector<ExampleFile> exampleFiles()
{
    std::vector<ExampleFile> files;
    const QDir dir(test::sourcePath(QStringLiteral("resources/examples")));
    for (const QString &name : dir.entryList({QStringLiteral("*.fleet.json")}, QDir::Files)) {
        const QJsonObject json
            = QJsonDocument::fromJson(test::readFile(dir.absoluteFilePath(name))).object();
        files.push_back({dir.absoluteFilePath(name), json.value(QLatin1String("system")).toString(),
                         json.value(QLatin1String("name")).toString()});
    }
    return files;
}

QTreeWidgetItem *exampleItem(QTreeWidget *tree, const QString &path)
{
    for (int g = 0; g < tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *game = tree->topLevelItem(g);
        for (int i = 0; i < game->childCount(); ++i)
            if (game->child(i)->data(0, app::WelcomePage::PathRole).toString() == path)
                return game->child(i);
    }
    return nullptr;
}

// Every issue code the validators can emit: the codes docs/validation.md lists, and every
// complete code written in the validators' sources (some are put together from a prefix there,
// so the documentation is needed as well).
std::set<QString> emittableCodes()
{
    std::set<QString> codes;
    const QString doc
        = QString::fromUtf8(test::readFile(test::sourcePath(QStringLiteral("docs/validation.md"))));
    static const QRegularExpression row(QStringLiteral("^\\| `([a-zA-Z]+(?:\\.[a-zA-Z]+)+)` \\|"),
                                        QRegularExpression::MultilineOption);
    for (auto it = row.globalMatch(doc); it.hasNext();)
        codes.insert(it.next().captured(1));
    static const QRegularExpression literal(
        QStringLiteral("\"((?:file|fleet|easystar|billionsuns|scs|sunder|talon)"
                       "\\.[a-zA-Z]+\\.[a-zA-Z]+)\""));
    QDir validators(test::sourcePath(QStringLiteral("validators")));
    for (const QString &folder : validators.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QDir dir(validators.absoluteFilePath(folder));
        for (const QString &source : dir.entryList({QStringLiteral("*.cpp")}, QDir::Files)) {
            const QString text = QString::fromUtf8(test::readFile(dir.absoluteFilePath(source)));
            for (auto it = literal.globalMatch(text); it.hasNext();)
                codes.insert(it.next().captured(1));
        }
    }
    return codes;
}

} // namespace

class TestWelcome : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initGuiTest(); }

    void welcomeListsEveryExample();
    void openExample_data();
    void openExample();
    void closeFleetShowsWelcome();
    void userGuideFollowsLinks();
    void rulesPanelShowsIssueRule();
    void rulesPanelForgetsAFixedIssue();
    void rulesPanelShowsCostLineRule();
    void referenceCoversEveryCode();
    void referenceExplainsExampleCosts_data();
    void referenceExplainsExampleCosts();
};

void TestWelcome::welcomeListsEveryExample()
{
    test::App app;
    auto window = app.window();
    window->help()->showWelcome();
    app::WelcomePage *page = window->help()->welcomePage();
    QVERIFY(page->isVisible());
    // The fleet's docks make way for the welcome page.
    QVERIFY(!window->findChild<QDockWidget *>(QStringLiteral("issuesDock"))->isVisible());

    const std::vector<ExampleFile> files = exampleFiles();
    QVERIFY(files.size() >= 5);
    QTreeWidget *tree = page->exampleTree();
    std::set<QString> games;
    for (const ExampleFile &file : files) {
        games.insert(file.system);
        QTreeWidgetItem *item = exampleItem(tree, file.path);
        QVERIFY2(item, qPrintable(file.path));
        QCOMPARE(item->text(0), file.name);
        // Under its game's heading.
        const model::GameSystem *system = app.registries->systems.find(file.system);
        QVERIFY(system);
        QCOMPARE(item->parent()->text(0), system->displayName());
    }
    // Every game has an example, and there is one heading per game.
    QCOMPARE(games.size(), std::size_t(5));
    QCOMPARE(std::size_t(tree->topLevelItemCount()), games.size());
}

void TestWelcome::openExample_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("name");
    for (const ExampleFile &file : exampleFiles())
        QTest::newRow(qPrintable(QFileInfo(file.path).fileName()))
            << file.path << file.system << file.name;
}

void TestWelcome::openExample()
{
    QFETCH(QString, path);
    QFETCH(QString, system);
    QFETCH(QString, name);
    const QByteArray before = test::readFile(path);
    test::App app;
    auto window = app.window();
    window->help()->showWelcome();
    QTreeWidget *tree = window->help()->welcomePage()->exampleTree();
    QTreeWidgetItem *item = exampleItem(tree, path);
    QVERIFY(item);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(item).center());
    test::settle();

    QVERIFY(!window->help()->welcomeShown());
    QVERIFY(window->findChild<QDockWidget *>(QStringLiteral("issuesDock"))->isVisible());
    QCOMPARE(window->document()->system().id(), system);
    QCOMPARE(window->document()->fleet().name, name);
    // An untitled copy: Save asks for a new place, so the example is never written.
    QVERIFY(window->document()->filePath().isEmpty());
    QVERIFY(!window->document()->isModified());
    QCOMPARE(test::readFile(path), before);
}

void TestWelcome::closeFleetShowsWelcome()
{
    test::App app;
    auto window = app.window(QStringLiteral("blue-500"));
    QVERIFY(!window->help()->welcomeShown());
    window->action(QStringLiteral("closeFleet"))->trigger();
    QVERIFY(window->help()->welcomeShown());
    QVERIFY(window->help()->welcomePage()->isVisible());
    // The empty fleet behind the page shows no points in the status bar, and nothing acts on
    // it: Save, Export and Add Ship wait for a fleet.
    QVERIFY(!window->statusBar()->isVisible());
    for (const char *name : {"save", "saveAs", "export", "print", "addShip", "trialBattle"})
        QVERIFY2(!window->action(QLatin1String(name))->isEnabled(), name);
    // The file just closed is a recent one, named with its folder (two fleets may share a file
    // name), and clicking it opens it again.
    QListWidget *recent = window->help()->welcomePage()->recentList();
    QVERIFY(recent->count() >= 1);
    const QFileInfo blue(test::example(QStringLiteral("blue-500")));
    QCOMPARE(recent->item(0)->toolTip(), blue.absoluteFilePath());
    QVERIFY2(recent->item(0)->text().contains(QDir::toNativeSeparators(blue.absolutePath())),
             qPrintable(recent->item(0)->text()));
    // And what the fleet is, as BattleScribe lists its rosters: its name, game and points.
    for (const QString &part :
         {QStringLiteral("Blue Fleet"), QStringLiteral("EasyStar"), QStringLiteral("500 BP")}) {
        QVERIFY2(recent->item(0)->text().contains(part), qPrintable(recent->item(0)->text()));
    }
    // The file dialogs of a fleet without a file start where the last file was opened, not in
    // the folder the app was started from; a folder that is gone gives the home folder.
    QCOMPARE(app::Settings::dialogFolder(QString()), blue.absolutePath());
    app::Settings::setLastFolder(QDir::temp().filePath(QStringLiteral("fleetwright-gone/x")));
    QCOMPARE(app::Settings::dialogFolder(QString()), QDir::homePath());
    app::Settings::setLastFolder(blue.absoluteFilePath());
    QTest::mouseClick(recent->viewport(), Qt::LeftButton, {},
                      recent->visualItemRect(recent->item(0)).center());
    QVERIFY(!window->help()->welcomeShown());
    QVERIFY(window->statusBar()->isVisible());
    QCOMPARE(window->document()->fleet().name, QStringLiteral("Blue Fleet"));
    for (const char *name : {"save", "saveAs", "export", "print", "addShip", "trialBattle"})
        QVERIFY2(window->action(QLatin1String(name))->isEnabled(), name);
}

void TestWelcome::userGuideFollowsLinks()
{
    test::App app;
    auto window = app.window();
    app::HelpWindow *guide = window->help()->showUserGuide();
    QVERIFY(QTest::qWaitForWindowExposed(guide));
    QCOMPARE(guide->currentPage(), QStringLiteral("user-guide.md"));
    QVERIFY(guide->browser()->toPlainText().contains(QStringLiteral("Fleetwright User Guide")));
    // The contents are the player's pages: the first fleet, every game, no developer pages.
    QStringList pages;
    for (int row = 0; row < guide->contents()->count(); ++row)
        pages << guide->contents()->item(row)->data(Qt::UserRole).toString();
    QCOMPARE(pages.first(), QStringLiteral("user-guide.md"));
    for (const char *page : {"first-fleet.md", "easystar.md", "billion-suns.md", "scs.md",
                             "sunder.md", "talon.md", "printing.md", "trial-battles.md"})
        QVERIFY2(pages.contains(QLatin1String(page)), page);
    for (const char *page : {"file-format.md", "fuzzing.md", "adding-a-system.md"})
        QVERIFY2(!pages.contains(QLatin1String(page)), page);
    for (const QString &page : pages)
        QVERIFY2(QFileInfo::exists(test::sourcePath(QStringLiteral("docs/") + page)),
                 qPrintable(page));

    // Click the link "Validation" on the start page.
    QTextBrowser *browser = guide->browser();
    const QTextCursor link = browser->document()->find(QStringLiteral("Validation"));
    QVERIFY(!link.isNull());
    QVERIFY(link.charFormat().isAnchor());
    QTextCursor inside = link;
    inside.setPosition(link.selectionStart() + 2);
    browser->ensureCursorVisible();
    browser->setTextCursor(inside);
    browser->ensureCursorVisible();
    const QPoint at = browser->cursorRect(inside).center();
    QTest::mouseClick(browser->viewport(), Qt::LeftButton, {}, at);
    QTRY_COMPARE(guide->currentPage(), QStringLiteral("validation.md"));
    QVERIFY(browser->toPlainText().contains(QStringLiteral("Common codes")));
    QCOMPARE(guide->contents()->currentItem()->data(Qt::UserRole).toString(),
             QStringLiteral("validation.md"));
    // And back.
    browser->backward();
    QCOMPARE(guide->currentPage(), QStringLiteral("user-guide.md"));
}

void TestWelcome::rulesPanelShowsIssueRule()
{
    test::App app;
    auto window = app.window(
        test::sourcePath(QStringLiteral("tests/data/cli/illegal-easystar.fleet.json")));
    QTableView *issues = window->issuesView();
    int row = -1;
    for (int r = 0; r < issues->model()->rowCount(); ++r)
        if (issues->model()->index(r, 0).data(app::IssuesModel::CodeRole).toString()
            == QLatin1String("easystar.weapon.rangeOverMount"))
            row = r;
    QVERIFY(row >= 0);
    app::RulesPanel *panel = window->help()->rulesPanel();
    QVERIFY(panel->isVisible());
    issues->setCurrentIndex(issues->model()->index(row, 1));
    const QString text = panel->browser()->toPlainText();
    // docs/validation.md: the rule is EasyStar §V.B, and the mounts' maxima are 5, 4 and 3.
    QVERIFY2(text.contains(QStringLiteral("EasyStar §V.B")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("axial 5, ventral 4, dorsal 3")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Mike Fischer")));
    QVERIFY(text.contains(QStringLiteral("easystar.weapon.rangeOverMount")));
}

// The rules panel follows the issues: while the fleet still has the issue shown it stays (and
// selected); once an edit fixes it, the panel no longer shows it.
void TestWelcome::rulesPanelForgetsAFixedIssue()
{
    test::App app;
    auto window = app.window(
        test::sourcePath(QStringLiteral("tests/data/cli/illegal-easystar.fleet.json")));
    QTableView *issues = window->issuesView();
    const auto rowOf = [&](const char *code) {
        for (int r = 0; r < issues->model()->rowCount(); ++r)
            if (issues->model()->index(r, 0).data(app::IssuesModel::CodeRole).toString()
                == QLatin1String(code))
                return r;
        return -1;
    };
    const int row = rowOf("easystar.weapon.rangeOverMount");
    QVERIFY(row >= 0);
    const QString subject
        = issues->model()->index(row, 0).data(app::IssuesModel::SubjectRole).toString();
    const std::optional<model::JsonPath> path = model::JsonPath::parse(subject);
    QVERIFY(path && path->segments().size() > 1);
    const int ship = int(path->segments()[1].index);
    app::RulesPanel *panel = window->help()->rulesPanel();
    issues->setCurrentIndex(issues->model()->index(row, 1));
    QVERIFY(panel->browser()->toPlainText().contains(QStringLiteral("EasyStar §V.B")));
    app::FleetDocument &doc = *window->document();
    // An edit that leaves the issue: the panel and the selection stay on it.
    const int other = ship == 0 ? 1 : 0;
    app::pushEdit<model::easystar::EasyStarShip>(
        doc, other, {QStringLiteral("x")},
        [](model::easystar::EasyStarShip &s) { s.notes = QStringLiteral("note"); });
    QTRY_VERIFY(issues->currentIndex().isValid());
    QCOMPARE(issues->currentIndex().data(app::IssuesModel::CodeRole).toString(),
             QStringLiteral("easystar.weapon.rangeOverMount"));
    QVERIFY(panel->browser()->toPlainText().contains(QStringLiteral("EasyStar §V.B")));
    // Removing the ship fixes it: the panel no longer shows the rule.
    window->selectShip(ship);
    window->action(QStringLiteral("removeShip"))->trigger();
    QTRY_VERIFY(rowOf("easystar.weapon.rangeOverMount") < 0);
    QVERIFY(!panel->browser()->toPlainText().contains(QStringLiteral("EasyStar §V.B")));
}

void TestWelcome::rulesPanelShowsCostLineRule()
{
    test::App app;
    auto window = app.window(QStringLiteral("blue-500"));
    model::Breakdown cost;
    cost.add(QStringLiteral("Destroyer hull"), 40, QStringLiteral("EasyStar §III"));
    cost.add(QStringLiteral("Beam, range 3"), 6, QStringLiteral("EasyStar §V.A, §V.B"));
    app::BreakdownDialog dialog(QStringLiteral("Cost"),
                                {{QStringLiteral("Ship"), cost, QStringLiteral("BP")}}, {},
                                window.get());
    window->help()->watch(dialog);
    dialog.show();
    auto *tree = dialog.findChild<QTreeWidget *>(QStringLiteral("breakdown"));
    tree->setCurrentItem(tree->topLevelItem(1));
    const QString text = window->help()->rulesPanel()->browser()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Beam, range 3")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("EasyStar §V.A, §V.B")));
    // Both sections the line cites are summed up (resources/rulesets/easystar/reference.json).
    const app::RulesReference &reference = window->help()->rulesPanel()->reference();
    QCOMPARE(reference.sections(QStringLiteral("easystar"), QStringLiteral("EasyStar §V.A, §V.B"))
                 .size(),
             2);
    for (const QString &summary :
         reference.sections(QStringLiteral("easystar"), QStringLiteral("EasyStar §V.A, §V.B")))
        QVERIFY(text.contains(summary));
}

void TestWelcome::referenceCoversEveryCode()
{
    app::RulesReference reference;
    const std::set<QString> codes = emittableCodes();
    QVERIFY(codes.size() > 150); // docs/validation.md lists 160
    std::set<QString> known;
    for (const char *name : {"common", "easystar", "billionsuns", "scs", "sunder", "talon"}) {
        const QString game = QLatin1String(name);
        QVERIFY2(reference.problem(game).isEmpty(), qPrintable(reference.problem(game)));
        for (const QString &code : reference.issueCodes(game)) {
            known.insert(code);
            // Every entry is a code some validator emits, under its own game.
            QVERIFY2(codes.count(code), qPrintable(code));
            QVERIFY2(game == QLatin1String("common") || code.startsWith(game + QLatin1Char('.')),
                     qPrintable(code));
        }
    }
    for (const QString &code : codes) {
        const QString game = code.section(QLatin1Char('.'), 0, 0);
        const app::RulesReference::Entry entry = reference.issue(game, code);
        QVERIFY2(!entry.citation.isEmpty(), qPrintable(code + QLatin1String(" has no citation")));
        QVERIFY2(!entry.summary.isEmpty(), qPrintable(code + QLatin1String(" has no summary")));
    }
}

void TestWelcome::referenceExplainsExampleCosts_data()
{
    QTest::addColumn<QString>("path");
    for (const char *folder : {"resources/examples", "tests/data/valid", "tests/data/cli"}) {
        const QDir dir(test::sourcePath(QLatin1String(folder)));
        for (const QString &name : dir.entryList({QStringLiteral("*.fleet.json")}, QDir::Files))
            QTest::newRow(qPrintable(name)) << dir.absoluteFilePath(name);
    }
}

// Every line of the cost of every example and test fleet (each ship's and the fleet's) cites a
// rule the reference sums up, every part of it.
void TestWelcome::referenceExplainsExampleCosts()
{
    QFETCH(QString, path);
    test::App app;
    std::unique_ptr<app::FleetDocument> document = app.document(path);
    QVERIFY(document);
    app::RulesReference reference;
    const QString game = document->system().id();
    const model::FleetReport &report = document->report();
    std::vector<const model::Breakdown *> breakdowns{&report.total};
    for (const model::ShipReport &ship : report.ships)
        breakdowns.push_back(&ship.cost);
    for (const model::Breakdown *breakdown : breakdowns)
        for (const model::BreakdownLine &line : breakdown->lines())
            QVERIFY2(reference.explains(game, line.rule),
                     qPrintable(line.label + QLatin1String(": ") + line.rule));
}

QTEST_MAIN(TestWelcome)
#include "tst_welcome.moc"
