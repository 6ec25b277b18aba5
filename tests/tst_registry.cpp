// The game-system registry, rules options and the bundled rules data.

#include "TestSupport.h"

#include <model/systems/BuiltinSystems.h>
#include <model/systems/easystar/EasyStarSystem.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace fw;

class TestRegistry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::installEnglish(); }

    void builtinSystemsRegister()
    {
        auto r = test::makeRegistries();
        QVERIFY(r);
        QVERIFY(r->systems.ids().contains(QStringLiteral("easystar")));
        QVERIFY(!r->systems.find(QStringLiteral("no-such-game")));
        QStringList ids = r->systems.ids();
        ids.removeDuplicates();
        QCOMPARE(ids.size(), r->systems.ids().size());
        for (const auto &system : r->systems.systems()) {
            QVERIFY2(r->validators.find(system->id()), qPrintable(system->id()));
            QVERIFY(!system->displayName().isEmpty());
            QVERIFY(!system->rulesSource().isEmpty());
            QVERIFY(!system->pointsUnit().isEmpty());
            auto fleet = system->createFleet();
            QVERIFY(fleet);
            QCOMPARE(fleet->systemId, system->id());
            QVERIFY(fleet->settings);
        }
    }

    // Every option has a valid default of its kind; every assumption says where it comes from.
    void optionSpecsAreConsistent()
    {
        auto r = test::makeRegistries();
        QVERIFY(r);
        for (const auto &system : r->systems.systems()) {
            QStringList ids;
            for (const model::RulesOptionSpec &spec : system->options()) {
                QVERIFY2(!ids.contains(spec.id), qPrintable(spec.id));
                ids << spec.id;
                QVERIFY2(!spec.label.isEmpty() && !spec.description.isEmpty()
                             && !spec.rule.isEmpty(),
                         qPrintable(spec.id));
                switch (spec.kind) {
                case model::OptionKind::Bool:
                    QVERIFY(std::holds_alternative<bool>(spec.defaultValue));
                    break;
                case model::OptionKind::Int: {
                    const int *v = std::get_if<int>(&spec.defaultValue);
                    QVERIFY(v && *v >= spec.minimum && *v <= spec.maximum);
                    break;
                }
                case model::OptionKind::Choice: {
                    const QString *v = std::get_if<QString>(&spec.defaultValue);
                    QVERIFY(v && spec.choice(*v));
                    break;
                }
                case model::OptionKind::IntList: {
                    const auto *v = std::get_if<std::vector<int>>(&spec.defaultValue);
                    QVERIFY(v && int(v->size()) == spec.listLength);
                    for (int x : *v)
                        QVERIFY(x >= spec.minimum && x <= spec.maximum);
                    break;
                }
                }
            }
        }
    }

    // A fleet stores option values; unset options fall back to their default.
    void optionValues()
    {
        auto r = test::makeRegistries();
        QVERIFY(r);
        const model::GameSystem *system = r->systems.find(QStringLiteral("easystar"));
        const model::RulesOptionSpec *spec
            = model::findOption(system->options(), QStringLiteral("leviathansAllowed"));
        QVERIFY(spec);
        model::RulesOptions options;
        QCOMPARE(options.boolean(*spec), false);
        options.set(spec->id, true);
        QCOMPARE(options.boolean(*spec), true);
        options.reset(spec->id);
        QCOMPARE(options.boolean(*spec), false);
    }

    // Damaged rules data is refused with the file, the place and the reason.
    void damagedRulesDataIsReported()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QDir source(model::easystar::EasyStarRules::builtinDirectory());
        for (const QString &name : source.entryList(QDir::Files)) {
            QByteArray bytes = test::readFile(source.filePath(name));
            if (name == QLatin1String("ship-types.json"))
                bytes.replace("\"cost\": 30,", "\"cost\": \"thirty\",");
            QFile out(QDir(dir.path()).filePath(name));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(bytes);
        }
        auto system = model::easystar::EasyStarSystem::create(dir.path());
        QVERIFY(!system);
        QVERIFY2(system.error().contains(QStringLiteral("ship-types.json: classes[1].cost")),
                 qPrintable(system.error()));
        QVERIFY2(system.error().contains(QStringLiteral("found a string")),
                 qPrintable(system.error()));

        // A missing file is named too.
        QVERIFY(QFile::remove(QDir(dir.path()).filePath(QStringLiteral("weapons.json"))));
        auto missing = model::easystar::EasyStarSystem::create(dir.path());
        QVERIFY(!missing);
        QVERIFY2(missing.error().contains(QStringLiteral("weapons.json")),
                 qPrintable(missing.error()));
    }

    // A fleet of a system without a validator is reported, not silently legal.
    void fleetWithoutValidator()
    {
        validators::ValidatorRegistry empty;
        model::Fleet fleet(QStringLiteral("unknown"), nullptr);
        const auto issues = validators::validateFleet(fleet, empty);
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(issues[0].code, QStringLiteral("fleet.noValidator"));
    }

    // Copies are deep: changing a copy leaves the original alone.
    void fleetCopiesAreDeep()
    {
        auto r = test::makeRegistries();
        QVERIFY(r);
        auto original = test::parseFleet(*r, test::readFile(test::sourcePath(QStringLiteral(
                                                 "resources/examples/yellow-250.fleet.json"))));
        QVERIFY(original);
        model::Fleet copy(*original);
        copy.ships[0]->name = QStringLiteral("Changed");
        copy.settingsAs<model::easystar::EasyStarFleetSettings>().damageControl = 3;
        QCOMPARE(original->ships[0]->name, QStringLiteral("Vigilant"));
        QCOMPARE(original->settingsAs<model::easystar::EasyStarFleetSettings>().damageControl, 1);
        QCOMPARE(model::FleetFile::serialize(model::Fleet(*original), r->systems),
                 model::FleetFile::serialize(*original, r->systems));
    }
};

QTEST_GUILESS_MAIN(TestRegistry)
#include "tst_registry.moc"
