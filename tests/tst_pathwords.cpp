// Issues' paths in words (validators/common/PathWords.h), in every game: each row is a path into a
// bundled fleet and the words a player reads, written by hand from the fleet file and the rules
// tables (resources/rulesets), not from the code under test. Paths the fleet no longer has (a
// ship or weapon removed since validation) still get words.

#include "TestSupport.h"

#include <validators/common/PathWords.h>

#include <QTest>

using namespace fw;

class TestPathWords : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_registries = test::makeRegistries();
        QVERIFY(m_registries);
    }

    void words_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("subject");
        QTest::addColumn<QString>("expected");
        const QString blue = QStringLiteral("resources/examples/blue-500.fleet.json");
        const QString helix = QStringLiteral("resources/examples/helix-consolidated.fleet.json");
        const QString narn = QStringLiteral("resources/examples/narn-patrol.fleet.json");
        const QString imperial = QStringLiteral("resources/examples/imperial-patrol.fleet.json");
        const QString talon = QStringLiteral("tests/data/valid/talon-app.fleet.json");
        const auto row
            = [](const char *name, const QString &file, const char *subject, const char *expected) {
                  QTest::newRow(name)
                      << file << QString::fromUtf8(subject) << QString::fromUtf8(expected);
              };
        // blue-500: ship 0 is Indomitable, its weapon 2 a beam turret on a dorsal mount
        // (weapons.json: "Beam turret", mount "Dorsal"), its auxiliary 1 the ECM pod.
        row("easystar weapon range", blue, "ships[0].weapons[2].range",
            "Indomitable › Beam turret (dorsal) › Range");
        row("easystar auxiliary", blue, "ships[0].auxiliaries[1]", "Indomitable › ECM pod");
        row("easystar fighters", blue, "ships[2].fighters.interceptor",
            "Hornet › Fighters › Interceptor squadron");
        row("easystar no advantage", blue, "ships[1].flagshipAdvantage.weapons[0]",
            "Resolute › Flagship advantage › Weapons 1");
        row("easystar ship gone", blue, "ships[7].weapons[0].range", "Ship 8 › Weapons 1 › Range");
        row("easystar weapon gone", blue, "ships[0].weapons[9].mount",
            "Indomitable › Weapons 10 › Mount");
        row("easystar unknown key", blue, "ships[0].extraThing", "Indomitable › Extra thing");
        row("easystar option", blue, "options.leviathansAllowed",
            "Rules options › Leviathans allowed");
        row("easystar ships", blue, "ships", "Ships");
        row("easystar fleet", blue, "", "Fleet");
        row("easystar not a path", blue, "ships[", "ships[");
        // helix-consolidated: battlegroup 1 is Picket, custom class 0 the Lancer, ship 2 Picket 1.
        row("billionsuns battlegroup", helix, "battlegroups[1].name", "Picket › Name");
        row("billionsuns custom class", helix, "customClasses[0].primary.rangeMax",
            "Lancer › Primary weapon › maximum range");
        row("billionsuns ship", helix, "ships[2].battlegroup", "Picket 1 › Battlegroup");
        row("billionsuns battlegroup gone", helix, "battlegroups[20]", "Battlegroups 21");
        // narn-patrol: design 0 is the Var'Nic, its section 1 the forward section, whose first
        // system is a Heavy Pulse Cannon; ship 0 G'Tal carries a flight of Gorith.
        row("scs system", narn, "designs[0].sections[1].systems[0].arc",
            "Var'Nic Long Range Destroyer › Forward › Heavy Pulse Cannon › Arc");
        row("scs flight", narn, "ships[0].fighters[0].count", "G'Tal › Gorith › Count");
        row("scs system gone", narn, "designs[0].sections[1].systems[40]",
            "Var'Nic Long Range Destroyer › Forward › Systems 41");
        row("scs design gone", narn, "designs[9].sections[1].systems[0]",
            "Design 10 › Sections 2 › Systems 1");
        // imperial-patrol: design 1 is the Falchion Destroyer, its weapon 1 the Port Rack; group
        // 0 the Lance; ship 0 Valiant.
        row("sunder weapon", imperial, "designs[1].weapons[1].av[0]",
            "Falchion Destroyer › Port Rack › AV per track 1");
        row("sunder group", imperial, "groups[0].name", "Lance › Name");
        row("sunder ship", imperial, "ships[0].design", "Valiant › Design");
        // talon-app: design 0 is the Destroyer Refit with one anti-matter torpedo group and a
        // power curve for speeds 1 to 5; ship 3 is Red Squadron.
        row("talon weapon group", talon, "designs[0].weaponGroups[0].arcs",
            "Destroyer Refit › 1 × Anti-Matter Torpedo › firing arc");
        row("talon power curve", talon, "designs[0].powerCurve[2].turnRadius",
            "Destroyer Refit › Power curve at speed 3 › Turn radius");
        row("talon ship", talon, "ships[3].design", "Red Squadron › Design");
    }

    void words()
    {
        QFETCH(QString, file);
        QFETCH(QString, subject);
        QFETCH(QString, expected);
        const model::LoadResult loaded
            = model::FleetFile::load(test::sourcePath(file), m_registries->systems);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        const model::GameSystem *system = m_registries->systems.find(loaded.fleet->systemId);
        QVERIFY(system);
        const validators::FleetValidator *validator
            = m_registries->validators.find(loaded.fleet->systemId);
        QVERIFY(validator);
        QCOMPARE(validators::pathInWords(*system, validator, *loaded.fleet, subject), expected);
    }
};

QTEST_GUILESS_MAIN(TestPathWords)
#include "tst_pathwords.moc"
