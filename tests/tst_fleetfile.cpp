// Fleet files: reading, writing, round trips, malformed input.
//
// Malformed cases live in tests/data/malformed: NAME.fleet.json is the file, NAME.expected lists
// the substrings its error text must contain, one per line (blank lines and lines starting with
// '#' are ignored). The directory is scanned, so adding a pair of files adds a case.
//
// FLEETWRIGHT_REGENERATE=1 rewrites resources/examples/*.fleet.json in canonical form instead of
// checking that they already are.

#include <TestSupport.h>

#include <model/core/Json.h>
#include <model/io/FleetFile.h>
#include <model/io/ReadContext.h>
#include <model/systems/SystemRegistry.h>
#include <model/systems/billionsuns/BillionSunsRoster.h>
#include <model/systems/easystar/EasyStarShip.h>
#include <validators/ValidatorRegistry.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

#include <cstdint>
#include <string>

using fw::model::FleetFile;
using fw::model::Json;
using fw::model::LoadResult;

namespace {

const QString Examples = QStringLiteral("resources/examples");
const QString FleetSuffix = QStringLiteral(".fleet.json");
const QString ExpectedSuffix = QStringLiteral(".expected");
const QString NonAsciiName = QStringLiteral("Ægir — Κένταυρος 🚀");

bool regenerating()
{
    return qEnvironmentVariable("FLEETWRIGHT_REGENERATE") == QLatin1String("1");
}

QStringList fleetFilesIn(const QString &directory)
{
    QStringList paths;
    const QDir dir(directory);
    for (const QString &name :
         dir.entryList({QLatin1Char('*') + FleetSuffix}, QDir::Files, QDir::Name)) {
        paths << dir.filePath(name);
    }
    return paths;
}

QString caseName(const QString &path)
{
    QString name = QFileInfo(path).fileName();
    name.chop(FleetSuffix.size());
    return name;
}

// The substrings an error text must contain.
QStringList readExpectations(const QString &path)
{
    QStringList expectations;
    const QStringList lines = QString::fromUtf8(fw::test::readFile(path)).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (!trimmed.isEmpty() && !trimmed.startsWith(QLatin1Char('#')))
            expectations << trimmed;
    }
    return expectations;
}

// For failure messages: where two byte arrays first differ, with a little context.
QString firstDifference(const QByteArray &actual, const QByteArray &expected)
{
    if (actual == expected)
        return QStringLiteral("(identical)");
    qsizetype i = 0;
    while (i < actual.size() && i < expected.size() && actual[i] == expected[i])
        ++i;
    const qsizetype line = expected.left(i).count('\n') + 1;
    const auto excerpt = [i](const QByteArray &bytes) {
        return QString::fromUtf8(bytes.mid(std::max<qsizetype>(0, i - 40), 120));
    };
    return QStringLiteral("first difference at byte %1 (line %2), sizes %3 and %4\n"
                          "--- actual:\n%5\n--- expected:\n%6")
        .arg(i)
        .arg(line)
        .arg(actual.size())
        .arg(expected.size())
        .arg(excerpt(actual), excerpt(expected));
}

// Every leaf of a JSON value (scalars, empty objects and arrays), by JSON pointer.
void collectLeaves(const Json &value, const std::string &pointer, std::vector<std::string> &out)
{
    if (value.is_object() && !value.empty()) {
        for (const auto &[key, member] : value.items()) {
            std::string escaped;
            for (const char c : key) {
                if (c == '~')
                    escaped += "~0";
                else if (c == '/')
                    escaped += "~1";
                else
                    escaped += c;
            }
            collectLeaves(member, pointer + '/' + escaped, out);
        }
    } else if (value.is_array() && !value.empty()) {
        for (std::size_t i = 0; i < value.size(); ++i)
            collectLeaves(value[i], pointer + '/' + std::to_string(i), out);
    } else {
        out.push_back(pointer);
    }
}

// A value the writer may leave out because reading its absence gives the same fleet.
bool omittable(const Json &value)
{
    return (value.is_number() && value == 0) || (value.is_string() && value.empty())
           || (value.is_structured() && value.empty());
}

QString issuesWithCode(const fw::validators::Issues &issues, const QString &code)
{
    fw::validators::Issues matching;
    for (const fw::validators::Issue &issue : issues) {
        if (issue.code == code)
            matching.push_back(issue);
    }
    return fw::test::describe(matching);
}

// A small deterministic generator (SplitMix64), so that every run mutates the same way.
class SplitMix64
{
public:
    explicit SplitMix64(std::uint64_t seed)
        : m_state(seed)
    {}

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // A number in [0, bound); bound > 0.
    qsizetype below(qsizetype bound) { return qsizetype(next() % std::uint64_t(bound)); }

private:
    std::uint64_t m_state;
};

// Bytes that make mutations interesting to a JSON reader: structure, numbers, escapes, the
// first letters of literals, and bytes that are not UTF-8 on their own.
const QByteArray InterestingBytes
    = QByteArrayLiteral("{}[]\":,.-+eE0129\\/ \n\ttfnu\"\x00\x7f\x80\xbf\xc3\xe2\xf0\xff");

void mutate(QByteArray &bytes, SplitMix64 &random)
{
    const auto position = [&](qsizetype extra) {
        return random.below(bytes.size() + extra);
    };
    const auto someByte = [&]() {
        return random.below(2) == 0 ? InterestingBytes[random.below(InterestingBytes.size())]
                                    : char(random.below(256));
    };
    if (bytes.isEmpty()) {
        bytes.append(someByte());
        return;
    }
    switch (random.below(7)) {
    case 0: { // flip one bit
        const qsizetype i = position(0);
        bytes[i] = char(bytes[i] ^ (1 << random.below(8)));
        break;
    }
    case 1: // replace a byte
        bytes[position(0)] = someByte();
        break;
    case 2: // insert a byte
        bytes.insert(position(1), someByte());
        break;
    case 3: // delete a byte
        bytes.remove(position(0), 1);
        break;
    case 4: // delete a span
        bytes.remove(position(0), 1 + random.below(16));
        break;
    case 5: { // copy a span somewhere else
        const QByteArray span = bytes.mid(position(0), 1 + random.below(32));
        bytes.insert(position(1), span);
        break;
    }
    default: // cut the file short
        if (random.below(4) == 0)
            bytes.truncate(position(0));
        else
            bytes[position(0)] = someByte();
        break;
    }
}

// Runs a read, turning an escaping exception (which would end the program) into a message.
template<typename Read>
LoadResult guarded(Read read, QString &exception)
{
    try {
        return read();
    } catch (const std::exception &e) {
        exception = QString::fromUtf8(e.what());
    } catch (...) {
        exception = QStringLiteral("an exception of unknown type");
    }
    return LoadResult();
}

// Malformed cases the reader gets wrong today. Each is a bug; remove its line when it is fixed
// (the case then passes unexpectedly, which fails the test as a reminder).
} // namespace

class TestFleetFile : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<fw::test::Registries> m_registries;

    const fw::model::SystemRegistry &systems() const { return m_registries->systems; }
    QByteArray serialize(const fw::model::Fleet &fleet) const
    {
        return FleetFile::serialize(fleet, systems());
    }
    fw::validators::Issues validate(const fw::model::Fleet &fleet) const
    {
        return fw::validators::validateFleet(fleet, m_registries->validators);
    }
    // Loads and fails the test if the file does not load.
    LoadResult loadValid(const QString &path) const
    {
        LoadResult result = FleetFile::load(path, systems());
        if (!result.ok()) {
            QTest::qFail(
                qPrintable(QStringLiteral("%1 does not load:\n%2").arg(path, result.errorText())),
                __FILE__, __LINE__);
        }
        return result;
    }

    void addFleetFileRows(bool examples, bool valid)
    {
        QTest::addColumn<QString>("path");
        if (examples) {
            for (const QString &path : fleetFilesIn(fw::test::sourcePath(Examples)))
                QTest::newRow(qPrintable(QStringLiteral("examples/") + caseName(path))) << path;
        }
        if (valid) {
            for (const QString &path : fleetFilesIn(fw::test::dataPath(QStringLiteral("valid"))))
                QTest::newRow(qPrintable(QStringLiteral("valid/") + caseName(path))) << path;
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        fw::test::installEnglish();
        m_registries = fw::test::makeRegistries();
        QVERIFY(m_registries);
        QVERIFY(!fleetFilesIn(fw::test::sourcePath(Examples)).isEmpty());
        QVERIFY(fleetFilesIn(fw::test::dataPath(QStringLiteral("valid"))).size() >= 4);
    }

    // load → save → load → save: the same bytes, and the same fleet.
    void roundTrip_data() { addFleetFileRows(true, true); }
    void roundTrip()
    {
        QFETCH(QString, path);
        const LoadResult first = loadValid(path);
        QVERIFY(first.ok());
        const QByteArray firstBytes = serialize(*first.fleet);
        QVERIFY(firstBytes.endsWith('\n'));

        const LoadResult second
            = FleetFile::parse(firstBytes, QStringLiteral("saved.fleet.json"), systems());
        QVERIFY2(second.ok(), qPrintable(second.errorText()));
        const QByteArray secondBytes = serialize(*second.fleet);
        QVERIFY2(secondBytes == firstBytes, qPrintable(firstDifference(secondBytes, firstBytes)));

        // The reloaded fleet is the same fleet: it validates the same way.
        QCOMPARE(fw::test::describe(validate(*second.fleet)),
                 fw::test::describe(validate(*first.fleet)));
    }

    // The first save keeps every value the file states, at the same place; it may only add
    // defaults, and leave out zeros and empty values.
    void saveKeepsEveryValue_data() { addFleetFileRows(true, true); }
    void saveKeepsEveryValue()
    {
        QFETCH(QString, path);
        const LoadResult loaded = loadValid(path);
        QVERIFY(loaded.ok());
        const QByteArray original = fw::test::readFile(path);
        const Json input = Json::parse(original.constBegin(), original.constEnd());
        const QByteArray saved = serialize(*loaded.fleet);
        const Json output = Json::parse(saved.constBegin(), saved.constEnd());

        std::vector<std::string> leaves;
        collectLeaves(input, std::string(), leaves);
        QVERIFY(!leaves.empty());
        for (const std::string &leaf : leaves) {
            const Json::json_pointer pointer(leaf);
            const Json &value = input.at(pointer);
            if (!output.contains(pointer)) {
                QVERIFY2(omittable(value),
                         qPrintable(QStringLiteral("%1 (%2) was dropped")
                                        .arg(QString::fromStdString(leaf),
                                             QString::fromStdString(value.dump()))));
                continue;
            }
            QVERIFY2(output.at(pointer) == value,
                     qPrintable(QStringLiteral("%1: %2 became %3")
                                    .arg(QString::fromStdString(leaf),
                                         QString::fromStdString(value.dump()),
                                         QString::fromStdString(output.at(pointer).dump()))));
        }
    }

    // Each file in resources/examples is in the form FleetFile writes.
    void canonicalExamples_data() { addFleetFileRows(true, false); }
    void canonicalExamples()
    {
        QFETCH(QString, path);
        const LoadResult loaded = loadValid(path);
        QVERIFY(loaded.ok());
        const QByteArray canonical = serialize(*loaded.fleet);
        if (regenerating()) {
            const fw::model::Result<void> saved = FleetFile::save(*loaded.fleet, path, systems());
            QVERIFY2(saved, qPrintable(saved.error()));
            qInfo("FLEETWRIGHT_REGENERATE=1: rewrote %s in canonical form", qPrintable(path));
            return;
        }
        const QByteArray bytes = fw::test::readFile(path);
        QVERIFY2(bytes == canonical,
                 qPrintable(QStringLiteral("%1 is not in canonical form; run this test with "
                                           "FLEETWRIGHT_REGENERATE=1 to rewrite it.\n%2")
                                .arg(path, firstDifference(bytes, canonical))));
    }

    // The examples use only keys the reader knows.
    void examplesHaveNoUnknownKeys_data() { addFleetFileRows(true, false); }
    void examplesHaveNoUnknownKeys()
    {
        QFETCH(QString, path);
        const LoadResult loaded = loadValid(path);
        QVERIFY(loaded.ok());
        const QString unknown
            = issuesWithCode(validate(*loaded.fleet), QStringLiteral("file.unknownKey"));
        QCOMPARE(unknown, QStringLiteral("(no issues)"));
    }

    // Unknown keys, at every level: kept through a save, and reported as warnings at their path,
    // with a suggestion when they are close to a key the reader knows.
    void unknownKeys_data()
    {
        QTest::addColumn<QString>("subject");
        QTest::addColumn<QString>("pointer"); // where the key is in the file
        QTest::addColumn<QString>("suggestion");
        for (const auto &[subject, pointer, suggestion] : unknownKeyTable()) {
            QTest::newRow(subject) << QString::fromUtf8(subject) << QString::fromUtf8(pointer)
                                   << QString::fromUtf8(suggestion);
        }
    }
    void unknownKeys()
    {
        QFETCH(QString, subject);
        QFETCH(QString, pointer);
        QFETCH(QString, suggestion);
        const QString path = fw::test::dataPath(QStringLiteral("valid/unknown-keys.fleet.json"));
        const LoadResult loaded = loadValid(path);
        QVERIFY(loaded.ok());

        // Reported as a warning, with or without a suggestion.
        const auto checkReported = [&](const fw::model::Fleet &fleet) {
            const fw::validators::Issues issues = validate(fleet);
            const fw::validators::Issue *found = nullptr;
            for (const fw::validators::Issue &issue : issues) {
                if (issue.code == QLatin1String("file.unknownKey") && issue.subject == subject)
                    found = &issue;
            }
            QVERIFY2(found, qPrintable(issuesWithCode(issues, QStringLiteral("file.unknownKey"))));
            QVERIFY(found->severity == fw::validators::Severity::Warning);
            if (suggestion.isEmpty()) {
                QVERIFY2(!found->message.contains(QLatin1String("Did you mean")),
                         qPrintable(found->message));
            } else {
                const QString expected = QStringLiteral("Did you mean “%1”?").arg(suggestion);
                QVERIFY2(found->message.contains(expected), qPrintable(found->message));
            }
        };
        checkReported(*loaded.fleet);
        if (QTest::currentTestFailed())
            return;

        // Kept, with its value, through a save and a second load.
        const QByteArray original = fw::test::readFile(path);
        const Json input = Json::parse(original.constBegin(), original.constEnd());
        const QByteArray saved = serialize(*loaded.fleet);
        const Json output = Json::parse(saved.constBegin(), saved.constEnd());
        const Json::json_pointer at(pointer.toStdString());
        const QByteArray key
            = QStringView(pointer).mid(pointer.lastIndexOf(QLatin1Char('/')) + 1).toUtf8();
        QVERIFY2(saved.contains(QByteArray('"' + key + "\":")), saved.constData());
        QVERIFY2(output.contains(at), saved.constData());
        QCOMPARE(QString::fromStdString(output.at(at).dump()),
                 QString::fromStdString(input.at(at).dump()));
        const LoadResult reloaded
            = FleetFile::parse(saved, QStringLiteral("saved.fleet.json"), systems());
        QVERIFY2(reloaded.ok(), qPrintable(reloaded.errorText()));
        checkReported(*reloaded.fleet);
    }

    // Exactly the unknown keys are reported: none missing, none invented.
    void unknownKeysAreAllReported()
    {
        const LoadResult loaded
            = loadValid(fw::test::dataPath(QStringLiteral("valid/unknown-keys.fleet.json")));
        QVERIFY(loaded.ok());
        QStringList reported;
        for (const fw::validators::Issue &issue : validate(*loaded.fleet)) {
            if (issue.code == QLatin1String("file.unknownKey"))
                reported << issue.subject;
        }
        QStringList expected;
        for (const auto &[subject, pointer, suggestion] : unknownKeyTable())
            expected << QString::fromUtf8(subject);
        reported.sort();
        expected.sort();
        QCOMPARE(reported, expected);
    }

    // Names and notes outside ASCII survive as text, written as UTF-8 (not as \u escapes).
    void nonAsciiText()
    {
        const LoadResult loaded
            = loadValid(fw::test::dataPath(QStringLiteral("valid/unknown-keys.fleet.json")));
        QVERIFY(loaded.ok());
        const QByteArray saved = serialize(*loaded.fleet);
        const LoadResult reloaded
            = FleetFile::parse(saved, QStringLiteral("saved.fleet.json"), systems());
        QVERIFY2(reloaded.ok(), qPrintable(reloaded.errorText()));
        for (const LoadResult *result : {&loaded, &reloaded}) {
            const fw::model::Fleet &fleet = *result->fleet;
            QCOMPARE(fleet.name, NonAsciiName);
            QCOMPARE(fleet.ships.size(), std::size_t(2));
            QCOMPARE(fleet.ships[0]->name, NonAsciiName);
            QCOMPARE(fleet.ships[1]->name, QStringLiteral("日本丸"));
        }
        QVERIFY(saved.contains(QByteArray("\"name\": \"") + NonAsciiName.toUtf8() + '"'));
        QVERIFY(saved.contains(QStringLiteral("\"日本丸\"").toUtf8()));
        QVERIFY(!saved.contains("\\u"));
    }

    // Escapes in strings are read as the characters they stand for and written back readably.
    void notesAndEscapes()
    {
        const LoadResult loaded
            = loadValid(fw::test::dataPath(QStringLiteral("valid/notes-and-scenario.fleet.json")));
        QVERIFY(loaded.ok());
        const QString expected = QStringLiteral(
            "Line one.\nLine two has \"quotes\", a backslash \\ and a tab\t.\n\nAfter a blank "
            "line: café, naïve, 🚀, 🛸 (escaped), \x01 (a control character).");
        QCOMPARE(loaded.fleet->notes, expected);
        const QByteArray saved = serialize(*loaded.fleet);
        QVERIFY2(saved.contains(QStringLiteral("🛸 (escaped), \\u0001 (a control").toUtf8()),
                 saved.constData());
        const LoadResult reloaded
            = FleetFile::parse(saved, QStringLiteral("saved.fleet.json"), systems());
        QVERIFY2(reloaded.ok(), qPrintable(reloaded.errorText()));
        QCOMPARE(reloaded.fleet->notes, expected);
        QVERIFY(reloaded.fleet->ships.at(0)->notes.endsWith(QLatin1String("{{{{ \\")));
    }

    // Every rules option of options.fleet.json is set to a value other than its default, and
    // keeps it through a save.
    void optionsSurvive()
    {
        const LoadResult loaded
            = loadValid(fw::test::dataPath(QStringLiteral("valid/options.fleet.json")));
        QVERIFY(loaded.ok());
        const fw::model::GameSystem *system = systems().find(loaded.fleet->systemId);
        QVERIFY(system);
        const LoadResult reloaded = FleetFile::parse(serialize(*loaded.fleet),
                                                     QStringLiteral("saved.fleet.json"), systems());
        QVERIFY2(reloaded.ok(), qPrintable(reloaded.errorText()));
        QVERIFY(!system->options().empty());
        for (const fw::model::RulesOptionSpec &spec : system->options()) {
            const fw::model::OptionValue value = loaded.fleet->options.value(spec);
            QVERIFY2(value != spec.defaultValue,
                     qPrintable(spec.id + QLatin1String(" is at its default value")));
            QVERIFY2(reloaded.fleet->options.value(spec) == value,
                     qPrintable(spec.id + QLatin1String(" changed in a save")));
        }
        QVERIFY(reloaded.fleet->options == loaded.fleet->options);
    }

    // Length limits count characters, as their messages say: a ship name has at most 200.
    void lengthLimitsCountCharacters_data()
    {
        QTest::addColumn<QString>("shipName");
        QTest::addColumn<QString>("error");         // empty: the fleet loads
        const QString rocket = QStringLiteral("🚀"); // two UTF-16 code units, one character
        QTest::newRow("200 letters") << QString(200, QLatin1Char('a')) << QString();
        QTest::newRow("201 letters") << QString(201, QLatin1Char('a'))
                                     << QStringLiteral("ships[0].name: is 201 characters long");
        QTest::newRow("200 rockets") << rocket.repeated(200) << QString();
        QTest::newRow("201 rockets")
            << rocket.repeated(201) << QStringLiteral("ships[0].name: is 201 characters long");
        QTest::newRow("150 rockets, 50 letters")
            << rocket.repeated(150) + QString(50, QLatin1Char('a')) << QString();
    }
    void lengthLimitsCountCharacters()
    {
        QFETCH(QString, shipName);
        QFETCH(QString, error);
        Json fleet = Json::parse(R"({"format": "fleetwright-fleet", "formatVersion": 1,
            "system": "easystar", "name": "Lengths", "ships": [{"class": "scout"}]})");
        fleet["ships"][0]["name"] = shipName.toStdString();
        const LoadResult result = FleetFile::parse(QByteArray::fromStdString(fleet.dump()),
                                                   QStringLiteral("lengths.fleet.json"), systems());
        if (error.isEmpty()) {
            QVERIFY2(result.ok(), qPrintable(result.errorText()));
            QCOMPARE(result.fleet->ships.at(0)->name, shipName);
        } else {
            QVERIFY(!result.ok());
            QVERIFY2(result.errorText().contains(error), qPrintable(result.errorText()));
        }
    }

    // A UTF-8 byte order mark (as some Windows editors write) is not an error.
    void byteOrderMark()
    {
        const QString path = fw::test::dataPath(QStringLiteral("valid/bom.fleet.json"));
        QVERIFY(fw::test::readFile(path).startsWith("\xEF\xBB\xBF{"));
        const LoadResult loaded = loadValid(path);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.fleet->name, QStringLiteral("Byte Order Mark"));
        QVERIFY(!serialize(*loaded.fleet).startsWith("\xEF\xBB\xBF"));
    }

    // Every case file has its expectations and the other way round; there are enough cases.
    void malformedDirectory()
    {
        const QDir dir(fw::test::dataPath(QStringLiteral("malformed")));
        QVERIFY(dir.exists());
        QSet<QString> cases;
        QSet<QString> expectations;
        for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden, QDir::Name)) {
            if (name.endsWith(FleetSuffix))
                cases.insert(name.chopped(FleetSuffix.size()));
            else if (name.endsWith(ExpectedSuffix))
                expectations.insert(name.chopped(ExpectedSuffix.size()));
            else
                QFAIL(qPrintable(QStringLiteral("%1: neither NAME.fleet.json nor NAME.expected")
                                     .arg(dir.filePath(name))));
        }
        for (const QString &name : std::as_const(cases))
            QVERIFY2(expectations.contains(name),
                     qPrintable(name + QLatin1String(".expected is missing")));
        for (const QString &name : std::as_const(expectations))
            QVERIFY2(cases.contains(name),
                     qPrintable(name + QLatin1String(".fleet.json is missing")));
        QVERIFY2(cases.size() >= 30, qPrintable(QString::number(cases.size())));
    }

    // Each malformed file is refused, with every expected piece of text in the errors.
    void malformed_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &path : fleetFilesIn(fw::test::dataPath(QStringLiteral("malformed"))))
            QTest::newRow(qPrintable(caseName(path))) << path;
    }
    void malformed()
    {
        QFETCH(QString, path);
        const QString expectedPath = path.chopped(FleetSuffix.size()) + ExpectedSuffix;
        QVERIFY2(QFile::exists(expectedPath), qPrintable(expectedPath));
        const QStringList expectations = readExpectations(expectedPath);
        QVERIFY2(!expectations.isEmpty(), qPrintable(expectedPath + QLatin1String(" is empty")));

        // Everything that is wrong, so that a known bug can be marked as one expected failure.
        QStringList problems;
        QString exception;
        const LoadResult result
            = guarded([&] { return FleetFile::load(path, systems()); }, exception);
        const QString text = result.errorText();
        if (!exception.isEmpty())
            problems << QStringLiteral("the reader threw: ") + exception;
        else if (result.ok() || result.fleet)
            problems << QStringLiteral("the file was loaded");
        else if (result.errors.empty())
            problems << QStringLiteral("the file was refused without an error");
        for (const fw::model::LoadError &error : result.errors) {
            if (error.message.trimmed().isEmpty())
                problems << QStringLiteral("an error without a message");
            if (error.file != path || !error.toString().startsWith(path + QLatin1Char(':')))
                problems << QStringLiteral("an error that does not name the file: ")
                                + error.toString();
            // A syntax error has a line and column, a content error a path; never both.
            if ((error.line > 0 && error.hasPath) || (error.line > 0 && error.column <= 0))
                problems << QStringLiteral("a muddled place: ") + error.toString();
        }
        for (const QString &expectation : expectations) {
            if (!text.contains(expectation))
                problems << QStringLiteral("missing “%1”").arg(expectation);
        }
        // Reading the same bytes from memory says the same.
        QString parseException;
        const LoadResult parsed
            = guarded([&] { return FleetFile::parse(fw::test::readFile(path), path, systems()); },
                      parseException);
        if (exception.isEmpty() && (!parseException.isEmpty() || parsed.errorText() != text))
            problems << QStringLiteral("parse() says otherwise: ") + parseException
                            + parsed.errorText();

        QVERIFY2(
            problems.isEmpty(),
            qPrintable(
                QStringLiteral("%1\nerror text:\n%2").arg(problems.join(QLatin1Char('\n')), text)));
    }

    void missingFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("nowhere.fleet.json"));
        const LoadResult result = FleetFile::load(path, systems());
        QVERIFY(!result.ok());
        QCOMPARE(result.errors.size(), std::size_t(1));
        QVERIFY2(result.errorText().startsWith(path + QLatin1String(": ")),
                 qPrintable(result.errorText()));
        QVERIFY2(result.errorText().contains(QLatin1String("no such file")),
                 qPrintable(result.errorText()));
    }

    void directory()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("folder.fleet.json"));
        QVERIFY(QDir().mkdir(path));
        const LoadResult result = FleetFile::load(path, systems());
        QVERIFY(!result.ok());
        QCOMPARE(result.errors.size(), std::size_t(1));
        QVERIFY2(result.errorText().startsWith(path + QLatin1String(": ")),
                 qPrintable(result.errorText()));
        QVERIFY2(result.errorText().contains(QLatin1String("folder")),
                 qPrintable(result.errorText()));
    }

    // Files over 32 MiB are refused before they are read; exactly 32 MiB is still read.
    void sizeLimit()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray valid
            = fw::test::readFile(fw::test::dataPath(QStringLiteral("valid/minimal.fleet.json")));
        QVERIFY(!valid.isEmpty());

        // A valid fleet padded with blanks to exactly the limit loads.
        const QString atLimit = dir.filePath(QStringLiteral("at-limit.fleet.json"));
        {
            QFile file(atLimit);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QByteArray padded = valid;
            padded.append(QByteArray(FleetFile::MaxFileSize - valid.size(), ' '));
            QCOMPARE(file.write(padded), FleetFile::MaxFileSize);
        }
        const LoadResult loaded = FleetFile::load(atLimit, systems());
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));

        // One byte more is refused (a sparse file: its size is all that matters).
        const QString tooLarge = dir.filePath(QStringLiteral("too-large.fleet.json"));
        {
            QFile file(tooLarge);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QCOMPARE(file.write(valid), valid.size());
            QVERIFY(file.resize(FleetFile::MaxFileSize + 1));
        }
        const LoadResult refused = FleetFile::load(tooLarge, systems());
        QVERIFY(!refused.ok());
        QCOMPARE(refused.errors.size(), std::size_t(1));
        const QString text = refused.errorText();
        QVERIFY2(text.startsWith(tooLarge + QLatin1String(": ")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("32 MiB")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("refused")), qPrintable(text));

        // The same from memory.
        QByteArray bytes = valid;
        bytes.append(QByteArray(FleetFile::MaxFileSize + 1 - valid.size(), ' '));
        const LoadResult parsed
            = FleetFile::parse(bytes, QStringLiteral("big.fleet.json"), systems());
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.errorText().startsWith(QLatin1String("big.fleet.json: ")),
                 qPrintable(parsed.errorText()));
        QVERIFY2(parsed.errorText().contains(QLatin1String("32 MiB")),
                 qPrintable(parsed.errorText()));
    }

    // An id repeated on many ships is held once: the ships' classes, weapon types, mounts and
    // auxiliaries, and A Billion Suns classes and battlegroups, share their characters.
    void repeatedIdsAreShared()
    {
        // A fleet of two ships alike but for their names: `extra` is more JSON members of the
        // fleet, `ship` the JSON of a ship with %1 for its name.
        const auto twins = [this](const char *system, const char *extra, const char *ship) {
            const QByteArray json
                = QStringLiteral(R"({"format": "fleetwright-fleet", "formatVersion": 1,
                       "system": "%1", "name": "Twins", %2 "ships": [%3, %4]})")
                      .arg(QLatin1String(system), QLatin1String(extra),
                           QString::fromLatin1(ship).arg(QLatin1String("A")),
                           QString::fromLatin1(ship).arg(QLatin1String("B")))
                      .toUtf8();
            return FleetFile::parse(json, QStringLiteral("twins.fleet.json"), systems());
        };
        using fw::model::easystar::EasyStarShip;
        const LoadResult easystar
            = twins("easystar", "",
                    R"({"name": "%1", "class": "destroyer", "auxiliaries": ["ecm"],
                        "weapons": [{"type": "torpedo", "mount": "ventral"}]})");
        QVERIFY2(easystar.ok(), qPrintable(easystar.errorText()));
        const auto &a = easystar.fleet->shipAs<EasyStarShip>(0);
        const auto &b = easystar.fleet->shipAs<EasyStarShip>(1);
        QCOMPARE(a.classId, QStringLiteral("destroyer"));
        QVERIFY(a.classId.isSharedWith(b.classId));
        QVERIFY(a.weapons.at(0).type.isSharedWith(b.weapons.at(0).type));
        QVERIFY(a.weapons.at(0).mount.isSharedWith(b.weapons.at(0).mount));
        QVERIFY(a.auxiliaries.at(0).isSharedWith(b.auxiliaries.at(0)));

        using fw::model::billionsuns::BillionSunsShip;
        const LoadResult billionsuns
            = twins("billionsuns", R"("battlegroups": [{"name": "Spearhead"}],)",
                    R"({"name": "%1", "class": "frigate", "battlegroup": "Spearhead"})");
        QVERIFY2(billionsuns.ok(), qPrintable(billionsuns.errorText()));
        const auto &c = billionsuns.fleet->shipAs<BillionSunsShip>(0);
        const auto &d = billionsuns.fleet->shipAs<BillionSunsShip>(1);
        QCOMPARE(c.battlegroup, QStringLiteral("Spearhead"));
        QVERIFY(c.classId.isSharedWith(d.classId));
        QVERIFY(c.battlegroup.isSharedWith(d.battlegroup));
        QVERIFY(!c.name.isSharedWith(d.name));
    }

    // A list is read element by element. A reader of a document read once frees each element
    // once it has been read, so that a huge fleet is never held twice; any other reader leaves
    // the document as it was. Either reports a list that is missing, not a list or too long.
    void forEachElement()
    {
        using fw::model::JsonPath;
        using fw::model::ObjectReader;
        using fw::model::ReadContext;
        const Json original
            = Json::parse(R"({"ships": [{"n": 1}, {"n": 2}, {"n": 3}], "other": [1]})");
        for (const bool once : {false, true}) {
            Json doc = original;
            ReadContext ctx(QStringLiteral("f.json"));
            ObjectReader root = once ? ObjectReader::readOnce(doc, JsonPath(), ctx)
                                     : ObjectReader(doc, JsonPath(), ctx);
            QStringList seen;
            root.forEachElement("ships", true, 10, [&](const Json &ship, const JsonPath &path) {
                seen << QStringLiteral("%1=%2").arg(path.toString()).arg(ship.at("n").get<int>());
                // The ones before are gone once they are read, when read once.
                const std::size_t i = std::size_t(seen.size() - 1);
                if (i > 0)
                    QCOMPARE(doc["ships"][i - 1].is_null(), once);
            });
            QCOMPARE(seen, QStringList({QStringLiteral("ships[0]=1"), QStringLiteral("ships[1]=2"),
                                        QStringLiteral("ships[2]=3")}));
            QCOMPARE(doc["ships"].empty(), once);
            QVERIFY(doc["other"] == original["other"]);
            QVERIFY(!ctx.hasErrors());
            QVERIFY(root.unknownKeys().contains("other"));
            QVERIFY(!root.unknownKeys().contains("ships"));

            root.forEachElement("missing", false, 10,
                                [](const Json &, const JsonPath &) { QFAIL("no element"); });
            QVERIFY(!ctx.hasErrors());
            root.forEachElement("missing", true, 10, [](const Json &, const JsonPath &) {});
            root.forEachElement("other", true, 0, [](const Json &, const JsonPath &) {});
            QCOMPARE(ctx.errors().size(), std::size_t(2));
            QVERIFY2(ctx.errors()[0].message.contains(QLatin1String("missing required key")),
                     qPrintable(ctx.errors()[0].message));
            QCOMPARE(ctx.errors()[1].path, QStringLiteral("other"));
        }
    }

    void unreadableFile()
    {
        if (geteuid() == 0)
            QSKIP("running as root: root reads a file whatever its permissions");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("secret.fleet.json"));
        QVERIFY(QFile::copy(fw::test::dataPath(QStringLiteral("valid/minimal.fleet.json")), path));
        QVERIFY(QFile::setPermissions(path, QFileDevice::Permissions()));
        const LoadResult result = FleetFile::load(path, systems());
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QVERIFY(!result.ok());
        QCOMPARE(result.errors.size(), std::size_t(1));
        QVERIFY2(result.errorText().startsWith(path + QLatin1String(": ")),
                 qPrintable(result.errorText()));
        QVERIFY2(result.errorText().contains(QLatin1String("cannot be opened")),
                 qPrintable(result.errorText()));
    }

    // save() writes exactly serialize(), replacing an older file and leaving no temporary file.
    void save()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const LoadResult loaded
            = loadValid(fw::test::dataPath(QStringLiteral("valid/unknown-keys.fleet.json")));
        QVERIFY(loaded.ok());
        const QString path = dir.filePath(QStringLiteral("saved.fleet.json"));
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            QVERIFY(old.write(QByteArray(10000, 'x')) == 10000);
        }
        const fw::model::Result<void> saved = FleetFile::save(*loaded.fleet, path, systems());
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        QVERIFY(saved.error().isEmpty());
        const QByteArray written = fw::test::readFile(path);
        QVERIFY2(written == serialize(*loaded.fleet),
                 qPrintable(firstDifference(written, serialize(*loaded.fleet))));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("saved.fleet.json")});

        const LoadResult reloaded = FleetFile::load(path, systems());
        QVERIFY2(reloaded.ok(), qPrintable(reloaded.errorText()));
        QCOMPARE(serialize(*reloaded.fleet), written);
    }

    // Saving where it cannot be done says so, naming the file, and changes nothing on disk.
    void saveFailure_data()
    {
        QTest::addColumn<QString>("relative"); // the file to save, inside a temporary folder
        QTest::newRow("folder does not exist") << QStringLiteral("missing/folder/fleet.fleet.json");
        QTest::newRow("parent is a file") << QStringLiteral("plain.txt/fleet.fleet.json");
        QTest::newRow("target is a folder") << QStringLiteral("folder.fleet.json");
    }
    void saveFailure()
    {
        QFETCH(QString, relative);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray plain("not a fleet\n");
        {
            QFile file(dir.filePath(QStringLiteral("plain.txt")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            QCOMPARE(file.write(plain), plain.size());
        }
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.fleet.json")));
        const QStringList before
            = QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);

        const LoadResult loaded
            = loadValid(fw::test::dataPath(QStringLiteral("valid/minimal.fleet.json")));
        QVERIFY(loaded.ok());
        const QString path = dir.filePath(relative);
        const fw::model::Result<void> saved = FleetFile::save(*loaded.fleet, path, systems());
        QVERIFY2(!saved.ok(), "saving succeeded");
        QVERIFY2(saved.error().contains(path), qPrintable(saved.error()));

        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 before);
        QCOMPARE(fw::test::readFile(dir.filePath(QStringLiteral("plain.txt"))), plain);
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("folder.fleet.json"))).isDir());
        QVERIFY(QDir(dir.filePath(QStringLiteral("folder.fleet.json"))).isEmpty());
    }

    // In a read-only folder, saving fails and the file already there keeps its bytes.
    void saveIntoReadOnlyFolder()
    {
        if (geteuid() == 0)
            QSKIP("running as root: root writes into a read-only folder");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(QStringLiteral("read-only"));
        QVERIFY(QDir().mkdir(folder));
        const QString path = QDir(folder).filePath(QStringLiteral("fleet.fleet.json"));
        const QByteArray old
            = fw::test::readFile(fw::test::dataPath(QStringLiteral("valid/options.fleet.json")));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QCOMPARE(file.write(old), old.size());
        }
        const QFileDevice::Permissions readOnly = QFileDevice::ReadOwner | QFileDevice::ExeOwner
                                                  | QFileDevice::ReadGroup | QFileDevice::ExeGroup
                                                  | QFileDevice::ReadOther | QFileDevice::ExeOther;
        QVERIFY(QFile::setPermissions(folder, readOnly));

        const LoadResult loaded
            = loadValid(fw::test::dataPath(QStringLiteral("valid/minimal.fleet.json")));
        const fw::model::Result<void> saved = loaded.ok()
                                                  ? FleetFile::save(*loaded.fleet, path, systems())
                                                  : fw::model::Result<void>::failure(QString());
        const QByteArray after = fw::test::readFile(path);
        const QStringList entries = QDir(folder).entryList(QDir::Files | QDir::Hidden);
        QFile::setPermissions(folder, readOnly | QFileDevice::WriteOwner);

        QVERIFY(loaded.ok());
        QVERIFY2(!saved.ok(), "saving into a read-only folder succeeded");
        QVERIFY2(saved.error().contains(path), qPrintable(saved.error()));
        QCOMPARE(after, old);
        QCOMPARE(entries, QStringList{QStringLiteral("fleet.fleet.json")});
    }

    // Thousands of damaged copies of valid files: each loads or is refused with a message, and
    // whatever loads validates and saves without trouble.
    void garbage_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("blue-500") << fw::test::sourcePath(
            QStringLiteral("resources/examples/blue-500.fleet.json"))
                                  << quint64(0x5EED0001);
        QTest::newRow("unknown-keys")
            << fw::test::dataPath(QStringLiteral("valid/unknown-keys.fleet.json"))
            << quint64(0x5EED0002);
        QTest::newRow("notes-and-scenario")
            << fw::test::dataPath(QStringLiteral("valid/notes-and-scenario.fleet.json"))
            << quint64(0x5EED0003);
    }
    void garbage()
    {
        QFETCH(QString, path);
        QFETCH(quint64, seed);
        const QByteArray original = fw::test::readFile(path);
        QVERIFY(!original.isEmpty());
        const QString name = QStringLiteral("mutant.fleet.json");
        SplitMix64 random(seed);
        int loadedCount = 0;
        int refusedCount = 0;
        constexpr int Iterations = 2000;
        for (int iteration = 0; iteration < Iterations; ++iteration) {
            QByteArray bytes = original;
            const qsizetype mutations = 1 + random.below(4);
            for (qsizetype m = 0; m < mutations; ++m)
                mutate(bytes, random);
            const auto where = [&]() {
                return QStringLiteral("seed %1, iteration %2, input:\n%3")
                    .arg(seed)
                    .arg(iteration)
                    .arg(QString::fromLatin1(bytes.toPercentEncoding(" {}[]\":,\n")));
            };

            QString exception;
            const LoadResult result
                = guarded([&] { return FleetFile::parse(bytes, name, systems()); }, exception);
            QVERIFY2(exception.isEmpty(), qPrintable(QStringLiteral("parse() threw ") + exception
                                                     + QLatin1Char('\n') + where()));
            if (!result.ok()) {
                ++refusedCount;
                QVERIFY2(!result.errors.empty(), qPrintable(where()));
                for (const fw::model::LoadError &error : result.errors) {
                    QVERIFY2(!error.message.trimmed().isEmpty(), qPrintable(where()));
                    QVERIFY2(error.toString().startsWith(name + QLatin1Char(':')),
                             qPrintable(where()));
                }
                continue;
            }
            ++loadedCount;
            const fw::validators::Issues issues = validate(*result.fleet);
            for (const fw::validators::Issue &issue : issues)
                QVERIFY2(!issue.code.isEmpty() && !issue.message.isEmpty(), qPrintable(where()));
            const QByteArray saved = serialize(*result.fleet);
            const LoadResult reloaded
                = guarded([&] { return FleetFile::parse(saved, name, systems()); }, exception);
            QVERIFY2(reloaded.ok(),
                     qPrintable(exception + reloaded.errorText() + QLatin1Char('\n') + where()));
            const QByteArray savedAgain = serialize(*reloaded.fleet);
            QVERIFY2(savedAgain == saved,
                     qPrintable(firstDifference(savedAgain, saved) + QLatin1Char('\n') + where()));
        }
        qDebug("%d of %d mutants loaded, %d refused", loadedCount, Iterations, refusedCount);
        // Both paths were exercised; if not, the mutations are too weak or too strong.
        QVERIFY(loadedCount > Iterations / 50);
        QVERIFY(refusedCount > Iterations / 2);
    }

private:
    struct UnknownKey
    {
        const char *subject;
        const char *pointer;
        const char *suggestion;
    };
    // The unknown keys of valid/unknown-keys.fleet.json.
    static std::vector<UnknownKey> unknownKeyTable()
    {
        return {
            {"budjet", "/budjet", "budget"},
            {"createdWith", "/createdWith", ""},
            {"größe", "/größe", ""},
            {"[\"x-ray\"]", "/x-ray", ""},
            {"zzzLast", "/zzzLast", ""},
            {"options.leviathansAlowed", "/options/leviathansAlowed", "leviathansAllowed"},
            {"options.houseRule", "/options/houseRule", ""},
            {"scenario.map", "/scenario/map", ""},
            {"ships[0].flagshp", "/ships/0/flagshp", "flagship"},
            {"ships[0].paint", "/ships/0/paint", ""},
            {"ships[0].weapons[1].colour", "/ships/0/weapons/1/colour", ""},
            {"ships[0].weapons[1].damge", "/ships/0/weapons/1/damge", "damage"},
            {"ships[0].fighters.interceptors", "/ships/0/fighters/interceptors", "interceptor"},
            {"ships[0].fighters.wing", "/ships/0/fighters/wing", ""},
            {"ships[0].flagshipAdvantage.rerols", "/ships/0/flagshipAdvantage/rerols", "rerolls"},
            {"ships[0].flagshipAdvantage.luck", "/ships/0/flagshipAdvantage/luck", ""},
            {"ships[0].flagshipAdvantage.weapons[0].origin",
             "/ships/0/flagshipAdvantage/weapons/0/origin", ""},
            {"ships[0].flagshipAdvantage.fighters.squadron",
             "/ships/0/flagshipAdvantage/fighters/squadron", ""},
            {"ships[1].crew", "/ships/1/crew", ""},
            {"ships[1].weapons[0].tags", "/ships/1/weapons/0/tags", ""},
        };
    }
};

QTEST_GUILESS_MAIN(TestFleetFile)
#include "tst_fleetfile.moc"
