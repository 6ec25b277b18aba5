// The README's examples run as printed. Every `console` block of README.md holds commands ("$ "
// lines) and their output: each command runs from the source folder, as a reader of a fresh clone
// would type it, and the lines shown must be what the program prints today, in order ("..." stands
// for lines left out). No example may write into the source tree, and every bundled example fleet
// is named in the README.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTest>

namespace {

const QString kCliAsPrinted = QStringLiteral("build/app/cli/fleetwright-cli");

struct Example
{
    int line = 0; // README line of the command
    QString command;
    QStringList expected;
};

QString sourceDir()
{
    return QStringLiteral(FLEETWRIGHT_SOURCE_DIR);
}

QStringList readmeLines()
{
    QFile file(sourceDir() + QStringLiteral("/README.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
}

std::vector<Example> consoleExamples(const QStringList &lines)
{
    std::vector<Example> examples;
    bool inConsole = false;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (line.startsWith(QStringLiteral("```"))) {
            inConsole = !inConsole && line.trimmed() == QStringLiteral("```console");
            continue;
        }
        if (!inConsole)
            continue;
        if (line.startsWith(QStringLiteral("$ ")))
            examples.push_back({i + 1, line.mid(2), {}});
        else if (!examples.empty())
            examples.back().expected << line;
    }
    for (Example &e : examples) {
        while (!e.expected.isEmpty() && e.expected.last().trimmed().isEmpty())
            e.expected.removeLast();
    }
    return examples;
}

bool runAt(const QStringList &run, const QStringList &actual, qsizetype start)
{
    if (start < 0 || start + run.size() > actual.size())
        return false;
    for (qsizetype k = 0; k < run.size(); ++k) {
        if (actual[start + k].trimmed() != run[k].trimmed())
            return false;
    }
    return true;
}

// Whether `shown` (with "..." for lines left out) is `actual`: the runs of lines between "..."
// come in order; without a leading or trailing "..." the first run starts and the last one ends
// the output. Returns the first line of the first run that does not match, or a null string.
QString firstMismatch(const QStringList &shown, QStringList actual)
{
    while (!actual.isEmpty() && actual.last().trimmed().isEmpty())
        actual.removeLast();
    std::vector<QStringList> runs(1);
    for (const QString &line : shown) {
        if (line.trimmed() == QStringLiteral("..."))
            runs.emplace_back();
        else
            runs.back() << line;
    }
    qsizetype at = 0;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const QStringList &run = runs[i];
        if (run.isEmpty())
            continue;
        qsizetype found = -1;
        if (i == 0)
            found = runAt(run, actual, 0) ? 0 : -1;
        else if (i + 1 == runs.size())
            found
                = runAt(run, actual, actual.size() - run.size()) ? actual.size() - run.size() : -1;
        else {
            for (qsizetype start = at; found < 0 && start + run.size() <= actual.size(); ++start)
                found = runAt(run, actual, start) ? start : -1;
        }
        if (found < at)
            return run.first();
        at = found + run.size();
    }
    return {};
}

QSet<QString> sourceFiles()
{
    QSet<QString> files;
    const QString root = sourceDir();
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = QDir(root).relativeFilePath(it.next());
        if (!path.startsWith(QStringLiteral(".git/")) && !path.startsWith(QStringLiteral("build")))
            files.insert(path);
    }
    return files;
}

} // namespace

class TestReadme : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // First, before any example has run.
    void examplesWriteNothingIntoTheSourceTree();
    void examplesRunAsPrinted_data();
    void examplesRunAsPrinted();
    void everyExampleFleetIsListed();
};

void TestReadme::examplesRunAsPrinted_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("expected");
    const std::vector<Example> examples = consoleExamples(readmeLines());
    QVERIFY2(examples.size() >= 5, "README.md should show the command-line tool at work");
    for (const Example &e : examples) {
        QTest::addRow("README.md:%d", e.line) << e.command << e.expected;
    }
}

void TestReadme::examplesRunAsPrinted()
{
    QFETCH(QString, command);
    QFETCH(QStringList, expected);
    QStringList args = QProcess::splitCommand(command);
    QVERIFY2(!args.isEmpty() && args.takeFirst() == kCliAsPrinted,
             qPrintable(QStringLiteral("a README command starts with %1, the tool a fresh build "
                                       "makes: %2")
                            .arg(kCliAsPrinted, command)));
    QProcess process;
    process.setWorkingDirectory(sourceDir());
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral(FLEETWRIGHT_CLI), args);
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY2(process.exitCode() <= 2, qPrintable(command));
    const QStringList actual = QString::fromUtf8(process.readAll()).split(QLatin1Char('\n'));
    const QString bad = firstMismatch(expected, actual);
    QVERIFY2(bad.isNull(),
             qPrintable(QStringLiteral("%1\nREADME shows: %2\nthe program prints:\n%3")
                            .arg(command, bad, actual.join(QLatin1Char('\n')))));
}

void TestReadme::examplesWriteNothingIntoTheSourceTree()
{
    const QSet<QString> before = sourceFiles();
    for (const Example &e : consoleExamples(readmeLines())) {
        QStringList args = QProcess::splitCommand(e.command);
        args.removeFirst();
        QProcess process;
        process.setWorkingDirectory(sourceDir());
        process.start(QStringLiteral(FLEETWRIGHT_CLI), args);
        QVERIFY(process.waitForFinished(120000));
    }
    const QSet<QString> added = sourceFiles() - before;
    QVERIFY2(added.isEmpty(), qPrintable(QStringList(added.begin(), added.end()).join(u' ')));
}

void TestReadme::everyExampleFleetIsListed()
{
    const QString readme = readmeLines().join(QLatin1Char('\n'));
    const QDir examples(sourceDir() + QStringLiteral("/resources/examples"));
    const QStringList fleets = examples.entryList({QStringLiteral("*.fleet.json")}, QDir::Files);
    QVERIFY(fleets.size() >= 9);
    for (const QString &fleet : fleets)
        QVERIFY2(readme.contains(fleet), qPrintable(fleet));
}

QTEST_GUILESS_MAIN(TestReadme)
#include "tst_readme.moc"
