// Translations: complete, consistent with the sources, and used.

#include "TestSupport.h"

#include <model/systems/easystar/EasyStarSystem.h>

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace fw;

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one, or one per plural form
};

std::vector<Message> readTs(const QString &path)
{
    std::vector<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{context, {}, {}};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            // Either text, or <numerusform> children.
            QString text;
            bool numerus = false;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation"))
                   && !xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                    numerus = true;
                    current.translations << xml.readElementText();
                } else if (xml.isCharacters()) {
                    text += xml.text();
                }
            }
            if (!numerus)
                current.translations << text;
            messages.push_back(current);
        }
    }
    return messages;
}

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    QSet<QString> found;
    for (const QRegularExpressionMatch &m : re.globalMatch(text))
        found.insert(m.captured(0));
    return found;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every message of every translation keeps its source's placeholders.
    void placeholdersMatch_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("German") << test::sourcePath(
            QStringLiteral("translations/fleetwright_de.ts"));
        QTest::newRow("English plurals")
            << test::sourcePath(QStringLiteral("translations/fleetwright_en.ts"));
    }
    void placeholdersMatch()
    {
        QFETCH(QString, file);
        const std::vector<Message> messages = readTs(file);
        QVERIFY(!messages.empty());
        for (const Message &m : messages) {
            QVERIFY2(m.context.startsWith(QLatin1String("fw::")),
                     qPrintable(QStringLiteral("context %1 of “%2” is not one the code uses")
                                    .arg(m.context, m.source)));
            for (const QString &t : m.translations) {
                QVERIFY2(!t.isEmpty(), qPrintable(m.source));
                QVERIFY2(placeholders(t) == placeholders(m.source),
                         qPrintable(QStringLiteral("“%1” → “%2”").arg(m.source, t)));
            }
        }
    }

    // The names in the rules tables are translated at run time; each must have a translation.
    void tableNamesAreTranslated()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/fleetwright_de.qm")));
        auto registries = test::makeRegistries();
        QVERIFY(registries);
        const auto *system = dynamic_cast<const model::easystar::EasyStarSystem *>(
            registries->systems.find(QStringLiteral("easystar")));
        QVERIFY(system);
        const model::easystar::EasyStarRules &r = system->rules();
        QStringList names;
        for (const auto &x : r.classes)
            names << x.name;
        for (const auto &x : r.fighters)
            names << x.name;
        for (const auto &x : r.weapons)
            names << x.name;
        for (const auto &x : r.mounts)
            names << x.name;
        for (const auto &x : r.auxiliaries)
            names << x.name;
        for (const auto &x : r.advantages)
            names << x.text;
        for (const auto &x : r.criticalEffects)
            names << x.name;
        names << r.engine.name << r.gunMount.name << r.fighterBay.name << r.damageControl.name;
        for (const QString &name : names) {
            QVERIFY2(!german.translate("fw::EasyStar", name.toUtf8().constData()).isEmpty(),
                     qPrintable(QStringLiteral("“%1” has no German translation; is it listed in "
                                               "EasyStarTableTexts.cpp?")
                                    .arg(name)));
        }
    }

    // English gets its plural forms from fleetwright_en.ts.
    void englishPlurals()
    {
        test::installEnglish();
        QCOMPARE(model::easystar::EasyStarText::tr("%n fighter(s)", nullptr, 1),
                 QStringLiteral("1 fighter"));
        QCOMPARE(model::easystar::EasyStarText::tr("%n fighter(s)", nullptr, 3),
                 QStringLiteral("3 fighters"));
    }

    // The command-line tool speaks the language of the locale.
    void germanCommandLine()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("spike.fleet.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"format": "fleetwright-fleet", "formatVersion": 1, "system": "easystar", "name": "Spike",
                    "ships": [{"name": "S", "class": "destroyer", "flagship": true,
                               "weapons": [{"type": "beam", "mount": "dorsal", "range": 5}]}]})");
        f.close();
        const auto run = [&](const QString &locale) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            for (const char *name : {"LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"})
                env.insert(QLatin1String(name), locale);
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(FLEETWRIGHT_CLI), {QStringLiteral("validate"), file});
            p.waitForFinished(60000);
            return QString::fromUtf8(p.readAllStandardOutput());
        };
        const QString english = run(QStringLiteral("C.UTF-8"));
        const QString german = run(QStringLiteral("de_DE.UTF-8"));
        QVERIFY2(english.contains(QStringLiteral("Range 5 exceeds the dorsal maximum of 3.")),
                 qPrintable(english));
        QVERIFY2(german != english, qPrintable(german));
        QVERIFY2(german.contains(QStringLiteral("Reichweite")), qPrintable(german));
        QVERIFY2(german.contains(QStringLiteral("ships[0].weapons[0].range")), qPrintable(german));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
