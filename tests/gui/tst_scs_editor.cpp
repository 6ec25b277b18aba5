// The SCS designer and ship editor, driven through their widgets as a player drives them, under
// the offscreen platform: one undo step per edit, the tree's actions, Build Chart from Systems,
// Fill from Factor, the tree's state through undo and redo, focusSubject, and the pages' fit in a
// narrow editor pane.

#include "GuiSupport.h"

#include <commands/DesignCommands.h>
#include <commands/PushEdit.h>
#include <systems/scs/ScsDesignEditor.h>
#include <systems/scs/ScsMovementPage.h>
#include <systems/scs/ScsSectionsPage.h>
#include <systems/scs/ScsSheetTools.h>
#include <systems/scs/ScsShipEditor.h>
#include <systems/scs/ScsUi.h>

#include <model/systems/scs/ScsDesign.h>

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>

using namespace fw;
using model::scs::ChartRow;
using model::scs::ScsClass;
using model::scs::ScsDesign;
using model::scs::ScsFleetSettings;
using model::scs::ScsShip;
using model::scs::Section;
using model::scs::ShipSystem;
using model::scs::SizeClass;
using model::scs::SystemKind;

namespace {

ShipSystem sys(SystemKind kind, const char *name, int armor, int boxes)
{
    ShipSystem s;
    s.kind = kind;
    s.name = QLatin1String(name);
    s.armor = armor;
    s.boxes = boxes;
    if (kind == SystemKind::Weapon) {
        s.recharge = 2;
        s.damage = QStringLiteral("2d10");
        s.rangeModifiers = {3, 2, 1};
    }
    return s;
}

Section section(const QString &id, int armor, int boxes)
{
    Section s;
    s.id = id;
    s.structureArmor = armor;
    s.structureBoxes = boxes;
    return s;
}

// The Var'Nic's primary section and three outer sections as the digest gives them (§5.1), with
// their charts cleared.
ScsClass varnic()
{
    ScsClass c;
    c.id = QStringLiteral("varnic");
    c.name = QStringLiteral("Var'Nic Long Range Destroyer");
    c.thrust = 12;
    c.accelCost = 3;
    c.turnDelay = {1, 1, 2, 2, 3, 3, 4, 4, 5, 5};
    Section primary = section(QStringLiteral("primary"), 5, 36);
    primary.systems = {
        sys(SystemKind::Reactor, "Reactor", 5, 18),        sys(SystemKind::CnC, "C&C", 5, 16),
        sys(SystemKind::Sensors, "Scanner", 5, 18),        sys(SystemKind::Engine, "Engine", 4, 14),
        sys(SystemKind::JumpEngine, "Jump Engine", 5, 18), sys(SystemKind::Hangar, "Hangar", 5, 7)};
    Section forward = section(QStringLiteral("forward"), 4, 40);
    forward.systems = {sys(SystemKind::Weapon, "Heavy Pulse Cannon", 5, 6),
                       sys(SystemKind::Thruster, "Thruster", 4, 8),
                       sys(SystemKind::Thruster, "Thruster", 4, 8)};
    Section aft = section(QStringLiteral("aft"), 4, 38);
    aft.systems = {sys(SystemKind::Weapon, "Light Pulse Cannon", 3, 4),
                   sys(SystemKind::Weapon, "Light Pulse Cannon", 3, 4),
                   sys(SystemKind::Thruster, "Thruster", 3, 24)};
    Section port = section(QStringLiteral("port"), 5, 60);
    port.systems = {sys(SystemKind::Weapon, "Twin Array", 3, 6),
                    sys(SystemKind::Weapon, "Medium Laser", 3, 6),
                    sys(SystemKind::Weapon, "Medium Laser", 3, 6),
                    sys(SystemKind::Thruster, "Thruster", 4, 15)};
    c.sections = {primary, forward, aft, port};
    return c;
}

std::unique_ptr<model::Fleet> fleetWith(const ScsClass &sheet)
{
    auto fleet = std::make_unique<model::Fleet>(QStringLiteral("scs"),
                                                std::make_unique<ScsFleetSettings>());
    fleet->name = QStringLiteral("Narn Patrol");
    fleet->designs.push_back(std::make_unique<ScsDesign>(sheet));
    auto ship = std::make_unique<ScsShip>();
    ship->name = QStringLiteral("G'Tal");
    ship->classId = sheet.id;
    fleet->ships.push_back(std::move(ship));
    return fleet;
}

QStringList names(const Section &s)
{
    QStringList list;
    for (const ShipSystem &sys : s.systems)
        list << sys.name;
    return list;
}

// Each of 1..20 in exactly one row, every row naming a system of the section, structure or
// (outside the primary section) primary.
void verifyCompleteChart(const Section &s)
{
    int times[21] = {};
    for (const ChartRow &row : s.chart) {
        QVERIFY2(row.from >= 1 && row.to <= 20 && row.from <= row.to, qPrintable(row.hits));
        for (int r = row.from; r <= row.to; ++r)
            ++times[r];
        const bool named
            = names(s).contains(row.hits) || row.hits == QLatin1String("structure")
              || (row.hits == QLatin1String("primary") && s.id != QLatin1String("primary"));
        QVERIFY2(named, qPrintable(row.hits));
    }
    for (int r = 1; r <= 20; ++r)
        QVERIFY2(times[r] == 1, qPrintable(QStringLiteral("%1 in %2 rows").arg(r).arg(times[r])));
}

QString focusName()
{
    QWidget *focus = QApplication::focusWidget();
    return focus ? focus->objectName() : QString();
}

} // namespace

class TestScsEditor : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::App> m_app;
    std::unique_ptr<app::FleetDocument> m_document;
    std::unique_ptr<app::ScsDesignEditor> m_editor;

    const ScsClass &sheet() const { return model::scs::scsClass(m_document->fleet(), 0); }
    QUndoStack *stack() const { return m_document->undoStack(); }
    app::scs::ScsSectionsPage *sections() const { return m_editor->sectionsPage(); }

    template<typename T>
    T *field(const char *name) const
    {
        T *found = m_editor->findChild<T *>(QLatin1String(name));
        if (!found)
            QTest::qFail(name, __FILE__, __LINE__);
        return found;
    }

    // The d10 side chart: forward 1–3, port 4–7, aft 8–10.
    void setSideChart()
    {
        app::pushEdit<ScsDesign>(*m_document, 0, {QStringLiteral("chart")}, [](ScsDesign &d) {
            d.sheet.sideChart = {{1, 3, QStringLiteral("forward"), {}},
                                 {4, 7, QStringLiteral("port"), {}},
                                 {8, 10, QStringLiteral("aft"), {}}};
        });
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initGuiTest();
        m_app = std::make_unique<test::App>();
        QVERIFY(m_app->registries);
    }

    // A fresh Var'Nic in a shown, active designer for every test.
    void init()
    {
        m_editor.reset();
        m_document = std::make_unique<app::FleetDocument>(
            m_app->registries->systems, m_app->registries->validators, fleetWith(varnic()));
        m_editor = std::make_unique<app::ScsDesignEditor>(*m_document);
        m_editor->resize(1000, 760);
        m_editor->setDesign(0);
        m_editor->show();
        m_editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_editor.get()));
        test::settle();
    }

    void cleanup()
    {
        m_editor.reset();
        m_document.reset();
    }

    // The side chart shows what the sheet holds after each edit: a row naming a section the
    // sheet no longer has reads "Unknown: port", as the Issues panel says, not plain "Port".
    void sideChartShowsARemovedSection()
    {
        setSideChart();
        test::settle();
        auto *port = m_editor->movementPage()->findChild<QComboBox *>(
            QStringLiteral("sideChart[1].value"));
        QVERIFY(port);
        QCOMPARE(port->currentData().toString(), QStringLiteral("port"));
        QCOMPARE(port->currentText(), model::scs::sectionName(QStringLiteral("port")));
        app::pushEdit<ScsDesign>(*m_document, 0, {QStringLiteral("remove")}, [](ScsDesign &d) {
            std::erase_if(d.sheet.sections,
                          [](const Section &s) { return s.id == QLatin1String("port"); });
        });
        test::settle();
        QCOMPARE(port->currentText(), QStringLiteral("Unknown: port"));
        stack()->undo();
        test::settle();
        QCOMPARE(port->currentText(), model::scs::sectionName(QStringLiteral("port")));
    }

    // Two cells of one chart row are two undo steps, not one: From, then To.
    void chartCellsAreStepsOfTheirOwn()
    {
        setSideChart();
        test::settle();
        const int before = stack()->count();
        auto *from
            = m_editor->movementPage()->findChild<QSpinBox *>(QStringLiteral("sideChart[1].from"));
        auto *to
            = m_editor->movementPage()->findChild<QSpinBox *>(QStringLiteral("sideChart[1].to"));
        QVERIFY(from && to);
        from->setValue(5);
        test::settle();
        to->setValue(8);
        test::settle();
        QCOMPARE(stack()->count(), before + 2);
        stack()->undo();
        QCOMPARE(sheet().sideChart[1].from, 5);
        QCOMPARE(sheet().sideChart[1].to, 7);
    }

    // The Add System menu shows each kind's name as it is: "C&C", not "CC" with an underline.
    void addSystemMenuShowsNames()
    {
        auto *button = m_editor->findChild<QToolButton *>(QStringLiteral("sections.addSystem"));
        QVERIFY(button && button->menu());
        QStringList shown;
        for (const QAction *kind : button->menu()->actions())
            shown << QString(kind->text())
                         .replace(QLatin1String("&&"), QLatin1String("\x01"))
                         .remove(QLatin1Char('&'))
                         .replace(QLatin1Char('\x01'), QLatin1Char('&'));
        QVERIFY2(shown.contains(model::scs::systemKindName(SystemKind::CnC)),
                 qPrintable(shown.join(QLatin1String(", "))));
    }

    // The ship's fighter flights: a row each, bound by path. A cell that gets the focus makes its
    // flight the one Remove Flight removes; typing a count is one step.
    void shipFighterFlights()
    {
        app::ScsShipEditor editor(*m_document);
        editor.setShip(0);
        editor.show();
        test::settle();
        auto *add = editor.findChild<QPushButton *>(QStringLiteral("addFlight"));
        auto *remove = editor.findChild<QPushButton *>(QStringLiteral("removeFlight"));
        QVERIFY(add && remove);
        QVERIFY(!remove->isEnabled());
        add->click();
        add->click();
        const auto flights = [this] {
            return m_document->fleet().shipAs<model::scs::ScsShip>(0).fighters;
        };
        QCOMPARE(flights().size(), std::size_t(2));
        auto *name = editor.findChild<QLineEdit *>(QStringLiteral("fighters[0].name"));
        QVERIFY(name);
        name->setFocus();
        QTest::keyClicks(name, QStringLiteral(" Alpha"));
        QCOMPARE(flights()[0].name, QStringLiteral("Fighters Alpha"));
        auto *count = editor.findChild<QSpinBox *>(QStringLiteral("fighters[1].count"));
        QVERIFY(count);
        const int steps = stack()->count();
        count->setFocus();
        count->selectAll();
        QTest::keyClicks(count, QStringLiteral("12"));
        QCOMPARE(flights()[1].count, 12);
        QCOMPARE(stack()->count(), steps + 1);
        // The focus is in flight 2: Remove Flight removes it, not the first.
        remove->click();
        QCOMPARE(flights().size(), std::size_t(1));
        QCOMPARE(flights()[0].name, QStringLiteral("Fighters Alpha"));
        QVERIFY(editor.focusSubject(QStringLiteral("fighters[0].size")));
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("fighters[0].size"));
    }

    // Typing a name is one undo step; undo brings the old name back into the field.
    void typingIsOneStep()
    {
        auto *name = field<QLineEdit>("design.name");
        m_editor->focusSubject(QStringLiteral("name"));
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("G'Quan"));
        QCOMPARE(sheet().name, QStringLiteral("G'Quan"));
        QCOMPARE(stack()->count(), 1);
        stack()->undo();
        QCOMPARE(sheet().name, QStringLiteral("Var'Nic Long Range Destroyer"));
        QCOMPARE(name->text(), sheet().name);
    }

    // A new id is one undo step that carries the design's ships and the variants naming it as
    // their base along; an id another design has is refused with a note.
    void idChangeCarriesShipsAndVariants()
    {
        ScsClass variant = varnic();
        variant.id = QStringLiteral("varnic-b");
        variant.variantOf = QStringLiteral("varnic");
        m_document->undoStack()->push(new app::InsertDesignCommand(
            m_document.get(), 1, std::make_unique<ScsDesign>(variant), QStringLiteral("add")));
        stack()->clear();
        auto *id = field<QLineEdit>("design.id");
        id->setFocus();
        id->selectAll();
        QTest::keyClicks(id, QStringLiteral("varnic-b"));
        Q_EMIT id->editingFinished();
        QCOMPARE(sheet().id, QStringLiteral("varnic"));
        QVERIFY(field<QLabel>("design.idNote")->isVisibleTo(m_editor.get()));
        QCOMPARE(stack()->count(), 0);
        id->selectAll();
        QTest::keyClicks(id, QStringLiteral("gquan"));
        Q_EMIT id->editingFinished();
        QCOMPARE(sheet().id, QStringLiteral("gquan"));
        QCOMPARE(m_document->fleet().ships[0]->classId, QStringLiteral("gquan"));
        QCOMPARE(model::scs::scsClass(m_document->fleet(), 1).variantOf, QStringLiteral("gquan"));
        QCOMPARE(stack()->count(), 1);
        stack()->undo();
        QCOMPARE(sheet().id, QStringLiteral("varnic"));
        QCOMPARE(m_document->fleet().ships[0]->classId, QStringLiteral("varnic"));
        QCOMPARE(model::scs::scsClass(m_document->fleet(), 1).variantOf, QStringLiteral("varnic"));
        QCOMPARE(id->text(), QStringLiteral("varnic"));
    }

    // A deep edit (a system's armour, typed) is one step; renaming a system renames the chart
    // rows that name it, in the same step.
    void deepEditIsOneStep()
    {
        auto *armor = field<QSpinBox>("system.armor");
        QVERIFY(m_editor->focusSubject(QStringLiteral("sections[3].systems[0].armor")));
        QCOMPARE(focusName(), QStringLiteral("system.armor"));
        armor->selectAll();
        QTest::keyClicks(armor, QStringLiteral("12"));
        QCOMPARE(sheet().sections[3].systems[0].armor, 12);
        QCOMPARE(stack()->count(), 1);
        stack()->undo();
        QCOMPARE(sheet().sections[3].systems[0].armor, 3);
        QCOMPARE(armor->value(), 3);

        sections()->select(1, 0);
        sections()->buildChart(); // replaces the undone step
        QCOMPARE(stack()->count(), 1);
        auto *name = field<QLineEdit>("system.name");
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Heavy Laser"));
        QCOMPARE(stack()->count(), 2);
        const auto &chart = sheet().sections[1].chart;
        QVERIFY(std::any_of(chart.begin(), chart.end(), [](const ChartRow &r) {
            return r.hits == QLatin1String("Heavy Laser");
        }));
        stack()->undo();
        QCOMPARE(sheet().sections[1].systems[0].name, QStringLiteral("Heavy Pulse Cannon"));
        verifyCompleteChart(sheet().sections[1]);
    }

    void treeActions_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<int>("system");
        QTest::addColumn<QStringList>("after");
        QTest::addColumn<int>("selected");
        const QString twin = QStringLiteral("Twin Array");
        const QString laser = QStringLiteral("Medium Laser");
        const QString thruster = QStringLiteral("Thruster");
        QTest::newRow("remove") << "remove" << 1 << QStringList{twin, laser, thruster} << 1;
        QTest::newRow("up") << "up" << 3 << QStringList{twin, laser, thruster, laser} << 2;
        QTest::newRow("down") << "down" << 0 << QStringList{laser, twin, laser, thruster} << 1;
        QTest::newRow("duplicate")
            << "duplicate" << 0 << QStringList{twin, twin, laser, laser, thruster} << 1;
        QTest::newRow("add weapon")
            << "add" << 0
            << QStringList{twin, model::scs::systemKindName(SystemKind::Weapon), laser, laser,
                           thruster}
            << 1;
    }

    // Each action on the port section's systems is one undo step, selects what it made or moved,
    // and undo gives the sheet back.
    void treeActions()
    {
        QFETCH(QString, action);
        QFETCH(int, system);
        QFETCH(QStringList, after);
        QFETCH(int, selected);
        const ScsClass before = sheet();
        sections()->select(3, system);
        if (action == QLatin1String("remove"))
            field<QPushButton>("sections.remove")->click();
        else if (action == QLatin1String("up"))
            field<QPushButton>("sections.up")->click();
        else if (action == QLatin1String("down"))
            field<QPushButton>("sections.down")->click();
        else if (action == QLatin1String("duplicate"))
            field<QPushButton>("sections.duplicate")->click();
        else
            sections()->addSystem(SystemKind::Weapon);
        QCOMPARE(names(sheet().sections[3]), after);
        QCOMPARE(stack()->count(), 1);
        QCOMPARE(sections()->currentSection(), 3);
        QCOMPARE(sections()->currentSystem(), selected);
        stack()->undo();
        QVERIFY(sheet() == before);
        stack()->redo();
        QCOMPARE(names(sheet().sections[3]), after);
    }

    // Build Chart from Systems proposes a complete chart for every section in one step; the
    // Var'Nic's primary section gets the digest's chart (§5.1).
    void buildChart()
    {
        for (int s = 0; s < 4; ++s) {
            sections()->select(s, -1);
            field<QPushButton>("chart.build")->click();
            QCOMPARE(stack()->count(), s + 1);
            verifyCompleteChart(sheet().sections[std::size_t(s)]);
            if (s > 0) {
                const ChartRow &last = sheet().sections[std::size_t(s)].chart.back();
                QCOMPARE(last.hits, QStringLiteral("primary"));
                QCOMPARE(last.from, 19);
                QCOMPARE(sheet().sections[std::size_t(s)].chart.front().hits,
                         QStringLiteral("Thruster"));
            }
        }
        const std::vector<ChartRow> digest
            = {{1, 8, QStringLiteral("structure")}, {9, 11, QStringLiteral("Jump Engine")},
               {12, 13, QStringLiteral("Scanner")}, {14, 15, QStringLiteral("Engine")},
               {16, 17, QStringLiteral("Hangar")},  {18, 19, QStringLiteral("Reactor")},
               {20, 20, QStringLiteral("C&C")}};
        QVERIFY(sheet().sections[0].chart == digest);
        stack()->undo();
        QVERIFY(sheet().sections[3].chart.empty());
    }

    // A system just added is on no row of its section's d20 chart, so no shot can hit it: the
    // page says so at once, above the system's form, beside a button that builds the chart.
    void addedSystemIsOffTheChart()
    {
        sections()->select(1, -1);
        field<QPushButton>("chart.build")->click();
        test::settle();
        auto *off = field<QLabel>("chart.offChart");
        QVERIFY(!off->isVisible());
        sections()->select(1, 0);
        sections()->addSystem(SystemKind::Weapon);
        test::settle();
        QVERIFY(off->isVisible());
        const QString added = model::scs::systemKindName(SystemKind::Weapon);
        QVERIFY2(off->text().contains(added), qPrintable(off->text()));
        auto *build = field<QPushButton>("chart.buildHere");
        QVERIFY(build->isVisible());
        QCOMPARE(build->parentWidget(), off->parentWidget());
        // Above the form, in sight as the system is added.
        QWidget *name = field<QWidget>("system.name");
        QVERIFY(off->mapTo(m_editor.get(), QPoint()).y()
                < name->mapTo(m_editor.get(), QPoint()).y());
        build->click();
        test::settle();
        QVERIFY(!off->isVisible());
        stack()->undo();
        test::settle();
        QVERIFY(off->isVisible());
    }

    // Fill from Factor: 0.66 × speed rounded down gives the seed's Var'Nic (speed 6: 3, 7: 4).
    void fillFromFactor_data()
    {
        QTest::addColumn<int>("rounding");
        QTest::addColumn<std::vector<int>>("delays");
        QTest::newRow("down") << 0 << std::vector<int>{1, 1, 1, 2, 3, 3, 4, 5, 5, 6};
        QTest::newRow("up") << 2 << std::vector<int>{1, 2, 2, 3, 4, 4, 5, 6, 6, 7};
    }

    void fillFromFactor()
    {
        QFETCH(int, rounding);
        QFETCH(std::vector<int>, delays);
        field<QDoubleSpinBox>("turnDelay.factor")->setValue(0.66);
        field<QComboBox>("turnDelay.rounding")->setCurrentIndex(rounding);
        field<QPushButton>("turnDelay.fill")->click();
        QVERIFY(sheet().turnDelay == delays);
        QCOMPARE(stack()->count(), 1);
        QCOMPARE(field<QSpinBox>("turnDelay[6]")->value(), delays[6]);
        stack()->undo();
        QVERIFY((sheet().turnDelay == std::vector<int>{1, 1, 2, 2, 3, 3, 4, 4, 5, 5}));
    }

    // The tree is updated in place: a closed section stays closed and the selection stays on its
    // system through edits, moves, undo and redo, and the model is never reset.
    void treeKeepsState()
    {
        QTreeWidget *tree = sections()->tree();
        QSignalSpy resets(tree->model(), &QAbstractItemModel::modelReset);
        tree->topLevelItem(2)->setExpanded(false); // aft
        QVERIFY(tree->topLevelItem(3)->isExpanded());
        sections()->select(3, 1); // port, the first Medium Laser
        const auto check = [&](int system) {
            QVERIFY(!tree->topLevelItem(2)->isExpanded());
            QVERIFY(tree->topLevelItem(3)->isExpanded());
            QCOMPARE(sections()->currentSection(), 3);
            QCOMPARE(sections()->currentSystem(), system);
            QCOMPARE(tree->currentItem(), tree->topLevelItem(3)->child(system));
        };
        field<QSpinBox>("system.boxes")->setValue(9);
        check(1);
        field<QPushButton>("sections.up")->click(); // the laser moves to 0
        check(0);
        stack()->undo();
        check(1);
        stack()->undo(); // the boxes
        check(1);
        stack()->redo();
        stack()->redo();
        check(0);
        QCOMPARE(names(sheet().sections[3]).first(), QStringLiteral("Medium Laser"));
        QCOMPARE(resets.count(), 0);
    }

    void focusSubject_data()
    {
        QTest::addColumn<QString>("subject");
        QTest::addColumn<int>("section");
        QTest::addColumn<int>("system");
        QTest::addColumn<QString>("focus");
        QTest::newRow("arc") << "sections[3].systems[1].arc" << 3 << 1 << "system.arc.from";
        QTest::newRow("arc to") << "sections[3].systems[1].arc[1]" << 3 << 1 << "system.arc.to";
        QTest::newRow("modifiers")
            << "sections[2].systems[0].rangeModifiers" << 2 << 0 << "system.rangeModifiers";
        QTest::newRow("system") << "sections[1].systems[2]" << 1 << 2 << "system.name";
        QTest::newRow("structure")
            << "sections[2].structure.boxes" << 2 << -1 << "section.structure.boxes";
        QTest::newRow("signature") << "signature.side" << -2 << -2 << "design.signature.side";
        QTest::newRow("turn delay") << "turnDelay[3]" << -2 << -2 << "turnDelay[3]";
    }

    // An issue's subject selects its row in the tree and focuses its field.
    void focusSubject()
    {
        QFETCH(QString, subject);
        QFETCH(int, section);
        QFETCH(int, system);
        QFETCH(QString, focus);
        sections()->select(0, 0);
        QVERIFY(m_editor->focusSubject(subject));
        if (section != -2) {
            QCOMPARE(sections()->currentSection(), section);
            QCOMPARE(sections()->currentSystem(), system);
        }
        QCOMPARE(focusName(), focus);
    }

    // A chart row's subject selects its section and the row's field.
    void focusChartRow()
    {
        sections()->select(0, -1);
        field<QPushButton>("chart.build")->click();
        sections()->select(1, 0);
        QVERIFY(m_editor->focusSubject(QStringLiteral("sections[0].chart[2].hits")));
        QCOMPARE(sections()->currentSection(), 0);
        QCOMPARE(sections()->currentSystem(), -1);
        QCOMPARE(focusName(), QStringLiteral("chart[2].value"));
        QVERIFY(m_editor->focusSubject(QStringLiteral("sections[0].chart[1].to")));
        QCOMPARE(focusName(), QStringLiteral("chart[1].to"));
        QVERIFY(!m_editor->focusSubject(QStringLiteral("sections[9].chart[1].to")));
    }

    // Narrower than the main window's editor pane at 1280×800 with the print preview open (about
    // 590 pixels, less with longer translations), every page of the designer fits without
    // scrolling sideways, the tree above the forms; a wide page has the tree beside them.
    void fitsNarrowPane()
    {
        constexpr int NarrowPane = 480;
        auto *tabs = m_editor->findChild<QTabWidget *>(QStringLiteral("scsDesignTabs"));
        QVERIFY(tabs);
        QWidget *tree = sections()->tree();
        auto *chart = field<QWidget>("chart.table");
        const auto topLeft = [this](QWidget *w) {
            return w->mapTo(m_editor.get(), QPoint());
        };
        m_editor->resize(NarrowPane, 760);
        tabs->setCurrentWidget(sections());
        test::settle();
        QVERIFY2(m_editor->minimumSizeHint().width() <= NarrowPane,
                 qPrintable(QString::number(m_editor->minimumSizeHint().width())));
        QVERIFY(topLeft(chart).y() > topLeft(tree).y() + tree->height());
        // The structure form is as high as it needs, not as the system form.
        sections()->select(0, -1);
        test::settle();
        QWidget *structure = field<QWidget>("section.hasStructure")->parentWidget();
        QVERIFY2(structure->height() < 2 * structure->sizeHint().height(),
                 qPrintable(QString::number(structure->height())));
        m_editor->resize(1000, 760);
        test::settle();
        QVERIFY(topLeft(chart).x() > topLeft(tree).x() + tree->width());
    }

    // A new design is a capital sheet whose charts are complete.
    // A larger size adds the usual sections of the size only to a sheet whose side chart names
    // none; a Drazi-style sheet (port and starboard, named by its side chart) keeps its layout.
    void sizeKeepsTheSideChartsLayout()
    {
        auto *size = field<QComboBox>("design.size");
        const auto pick = [size](SizeClass to) {
            size->setCurrentIndex(size->findData(int(to)));
            Q_EMIT size->activated(size->currentIndex());
        };
        pick(SizeClass::Capital);
        QCOMPARE(int(sheet().sections.size()), 5); // no side chart: starboard added
        stack()->undo();
        QCOMPARE(int(sheet().sections.size()), 4);

        app::pushEdit<ScsDesign>(*m_document, 0, {QStringLiteral("drazi")}, [](ScsDesign &d) {
            ScsClass &c = d.sheet;
            c.sections.erase(c.sections.begin() + 1, c.sections.begin() + 3); // forward, aft
            c.sections.push_back(section(QStringLiteral("starboard"), 5, 60));
            c.sideChart = {{1, 5, QStringLiteral("port")}, {6, 10, QStringLiteral("starboard")}};
        });
        pick(SizeClass::Capital);
        QCOMPARE(sheet().size, SizeClass::Capital);
        QStringList ids;
        for (const Section &s : sheet().sections)
            ids << s.id;
        QCOMPARE(ids, (QStringList{QStringLiteral("primary"), QStringLiteral("port"),
                                   QStringLiteral("starboard")}));
    }

    void newDesign()
    {
        app::ScsUi ui;
        std::unique_ptr<model::Design> design = ui.newDesign(*m_document);
        QVERIFY(design);
        const ScsClass &c = static_cast<const ScsDesign &>(*design).sheet;
        QVERIFY(c.id != QStringLiteral("varnic"));
        QCOMPARE(int(c.sections.size()), 5);
        for (const Section &s : c.sections) {
            QVERIFY(s.hasStructure && s.structureBoxes > 0);
            verifyCompleteChart(s);
        }
        QCOMPARE(int(c.turnDelay.size()), 10);
    }
};

QTEST_MAIN(TestScsEditor)
#include "tst_scs_editor.moc"
