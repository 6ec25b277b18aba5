#include "TestSupport.h"

#include <Translations.h>
#include <model/systems/BuiltinSystems.h>

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QTest>

namespace fw::test {

std::unique_ptr<Registries> makeRegistries()
{
    auto r = std::make_unique<Registries>();
    QStringList problems = model::registerBuiltinSystems(r->systems);
    problems += validators::registerBuiltinValidators(r->validators, r->systems);
    if (!problems.isEmpty()) {
        QTest::qFail(qPrintable(problems.join(QLatin1Char('\n'))), __FILE__, __LINE__);
        return nullptr;
    }
    return r;
}

void installEnglish()
{
    fw::i18n::installTranslations(QLocale(QLocale::English));
}

QString sourcePath(const QString &relative)
{
    return QDir(QStringLiteral(FLEETWRIGHT_SOURCE_DIR)).filePath(relative);
}

QString dataPath(const QString &relative)
{
    return QDir(QStringLiteral(FLEETWRIGHT_TEST_DATA_DIR)).filePath(relative);
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(QStringLiteral("cannot read %1").arg(path)), __FILE__, __LINE__);
        return {};
    }
    return file.readAll();
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        QTest::qFail(qPrintable(QStringLiteral("cannot write %1").arg(path)), __FILE__, __LINE__);
    return path;
}

QString checkGolden(const QString &path, const QByteArray &actual)
{
    if (qEnvironmentVariableIntValue("FLEETWRIGHT_REGENERATE") == 1) {
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(actual) != actual.size())
            return QStringLiteral("cannot rewrite %1").arg(path);
        return {};
    }
    const QByteArray expected = readFile(path);
    if (actual == expected)
        return {};
    const QList<QByteArray> a = actual.split('\n'), e = expected.split('\n');
    qsizetype line = 0;
    while (line < a.size() && line < e.size() && a[line] == e[line])
        ++line;
    return QStringLiteral("%1 differs from line %2:\n  expected: %3\n  actual:   %4\n"
                          "(FLEETWRIGHT_REGENERATE=1 rewrites the golden files)")
        .arg(path)
        .arg(line + 1)
        .arg(QString::fromUtf8(e.value(line)), QString::fromUtf8(a.value(line)));
}

std::unique_ptr<model::Fleet> parseFleet(const Registries &r, const QByteArray &json)
{
    model::LoadResult result
        = model::FleetFile::parse(json, QStringLiteral("test.fleet.json"), r.systems);
    if (!result.ok()) {
        QTest::qFail(qPrintable(QStringLiteral("fleet does not load:\n") + result.errorText()),
                     __FILE__, __LINE__);
        return nullptr;
    }
    return std::move(result.fleet);
}

std::unique_ptr<model::Fleet> parseFleet(const Registries &r, const model::Json &json)
{
    return parseFleet(r, QByteArray::fromStdString(json.dump()));
}

bool hasIssue(const validators::Issues &issues, const QString &code, const QString &subject)
{
    for (const validators::Issue &i : issues) {
        if (i.code == code && i.subject == subject)
            return true;
    }
    return false;
}

QString describe(const validators::Issues &issues)
{
    QStringList lines;
    for (const validators::Issue &i : issues) {
        lines << QStringLiteral("%1 %2 at %3: %4")
                     .arg(validators::severityId(i.severity), i.code, i.subject, i.message);
    }
    return lines.isEmpty() ? QStringLiteral("(no issues)") : lines.join(QLatin1Char('\n'));
}

model::combat::AttackSetup firstWeaponAt(const model::Fleet &attackers, const model::Fleet &targets,
                                         int range, std::map<QString, int> modifiers)
{
    model::combat::AttackSetup s;
    s.attackerFleet = &attackers;
    s.targetFleet = &targets;
    s.target = 0;
    s.range = range;
    s.modifiers = std::move(modifiers);
    return s;
}

double outcome(const model::combat::AttackOdds &odds, const char *id)
{
    for (const model::combat::OutcomeOdds &o : odds.outcomes) {
        if (o.id == QLatin1String(id))
            return o.probability;
    }
    return -1;
}

} // namespace fw::test
