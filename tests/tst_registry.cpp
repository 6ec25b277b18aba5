// The game-system registry, rules options and the bundled rules data.

#include "TestSupport.h"

#include <model/systems/BuiltinSystems.h>
#include <model/systems/easystar/EasyStarSystem.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
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

    // A game system is one folder per layer plus one registration line: no file of the product
    // outside a system's own folders mentions it, except the registration in each layer (the
    // include and the call in the Builtin* file, the add_subdirectory in the layer's CMake).
    void systemsStayInTheirFolders()
    {
        auto r = test::makeRegistries();
        QVERIFY(r);
        const QDir root(test::sourcePath(QString()));
        const QStringList layers = {QStringLiteral("app"),          QStringLiteral("model"),
                                    QStringLiteral("validators"),   QStringLiteral("templates"),
                                    QStringLiteral("translations"), QStringLiteral("cmake")};
        // Registration files and how many lines of each may name a system.
        const QHash<QString, int> registrations = {
            {QStringLiteral("model/systems/BuiltinSystems.cpp"), 2},
            {QStringLiteral("validators/BuiltinValidators.cpp"), 2},
            {QStringLiteral("model/CMakeLists.txt"), 1},
            {QStringLiteral("validators/CMakeLists.txt"), 1},
            {QStringLiteral("app/systems/BuiltinUi.cpp"), 2},
            {QStringLiteral("app/CMakeLists.txt"), 1},
            {QStringLiteral("templates/BuiltinLayouts.cpp"), 2},
            {QStringLiteral("templates/CMakeLists.txt"), 1},
        };
        QStringList files{QStringLiteral("CMakeLists.txt")};
        for (const QString &layer : layers) {
            QDirIterator it(root.filePath(layer), QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = root.relativeFilePath(it.next());
                if (path.endsWith(QLatin1String(".cpp")) || path.endsWith(QLatin1String(".h"))
                    || path.endsWith(QLatin1String(".cmake"))
                    || path.endsWith(QLatin1String("CMakeLists.txt")))
                    files << path;
            }
        }
        QVERIFY(files.size() > 20);
        for (const auto &system : r->systems.systems()) {
            const QString id = system->id();
            QString name = system->displayName();
            name.remove(QRegularExpression(QStringLiteral("^(A|An|The) ")));
            const QRegularExpression mention(
                QStringLiteral("%1|%2").arg(QRegularExpression::escape(id),
                                            QRegularExpression::escape(name).replace(
                                                QLatin1String("\\ "), QLatin1String("\\s*"))),
                QRegularExpression::CaseInsensitiveOption);
            // The system's own folders in each layer.
            const QStringList own = {QStringLiteral("model/systems/%1/").arg(id),
                                     QStringLiteral("validators/%1/").arg(id),
                                     QStringLiteral("templates/%1/").arg(id),
                                     QStringLiteral("app/systems/%1/").arg(id)};
            for (const QString &path : files) {
                if (std::any_of(own.begin(), own.end(),
                                [&](const QString &o) { return path.startsWith(o); }))
                    continue;
                QFile file(root.filePath(path));
                QVERIFY(file.open(QIODevice::ReadOnly));
                int lines = 0;
                int number = 0;
                QStringList where;
                while (!file.atEnd()) {
                    ++number;
                    if (mention.match(QString::fromUtf8(file.readLine())).hasMatch()) {
                        ++lines;
                        where << QString::number(number);
                    }
                }
                QVERIFY2(
                    lines <= registrations.value(path, 0),
                    qPrintable(QStringLiteral("%1 mentions %2 on line(s) %3; only the system's own "
                                              "folders and its registration lines may")
                                   .arg(path, id, where.join(QLatin1String(", ")))));
            }
        }
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
