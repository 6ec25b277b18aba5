// Files a user can hand Fleetwright that are not what they seem: a named pipe or a device where a
// fleet, a template, a font or an output belongs, an output that is the input under another
// name, files that never end, UTF-16 text, a PDF longer than the format allows, and the PDF
// library failing at any step. Each must give a message naming the file and the reason; none may
// hang, crash, exhaust memory or replace what it should not.

#include <PrintSupport.h>

#include <model/io/FileAccess.h>
#include <model/io/ShareCode.h>
#include <model/io/ShareText.h>
#include <model/systems/GameSystem.h>
#include <model/systems/scs/ScsDesign.h>
#include <templates/core/FontMetrics.h>
#include <templates/core/PdfWriter.h>
#include <templates/painter/OutputFiles.h>

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

#include <sys/stat.h>
#include <unistd.h>

using namespace fw;
using model::FileAccess;
using model::FleetFile;

namespace {

const templates::Fonts &fonts()
{
    return templates::Fonts::shared().value();
}

mode_t fileType(const QString &path)
{
    struct stat status = {};
    if (::lstat(QFile::encodeName(path).constData(), &status) != 0)
        return 0;
    return status.st_mode & S_IFMT;
}

struct Run
{
    int code = -1; // -1: it did not finish in time, or crashed
    QString err;
};

// The command-line tool as a user runs it, given 30 seconds: a hang is a failure, not a stall.
Run cli(const QStringList &arguments)
{
    QProcess p;
    p.start(QStringLiteral(FLEETWRIGHT_CLI), arguments);
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestHostileFiles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<test::Registries> m_r;
    QByteArray m_minimal;

    QString path(const QString &name) const { return m_dir.filePath(name); }
    // A named pipe that nothing writes to: reading it would wait for ever.
    QString pipe(const QString &name) const
    {
        const QString p = path(name);
        QFile::remove(p);
        if (::mkfifo(QFile::encodeName(p).constData(), 0600) != 0)
            return {};
        return p;
    }
    // A file of `size` bytes that takes no room on the disk.
    QString sparse(const QString &name, qint64 size) const
    {
        QFile file(path(name));
        if (!file.open(QIODevice::WriteOnly) || !file.resize(size))
            return {};
        return file.fileName();
    }
    QString fleetCopy(const QString &name) const { return test::writeFile(m_dir, name, m_minimal); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::installEnglish();
        m_r = test::makeRegistries();
        QVERIFY(m_r);
        m_minimal = test::readFile(test::dataPath(QStringLiteral("valid/minimal.fleet.json")));
        QVERIFY(!m_minimal.isEmpty());
        QVERIFY2(templates::Fonts::shared().ok(), qPrintable(templates::Fonts::shared().error()));
    }

    // Fleets and templates are read only from regular files; anything else is named for what
    // it is, at once.
    void notARegularFile_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("reason");
        QTest::newRow("named pipe") << pipe(QStringLiteral("in.pipe")) << "is a named pipe";
        QTest::newRow("character device") << QStringLiteral("/dev/zero") << "is a character device";
        QTest::newRow("folder") << m_dir.path() << "is a folder";
        QTest::newRow("missing") << path(QStringLiteral("nothing.json")) << "no such file";
    }
    void notARegularFile()
    {
        QFETCH(QString, file);
        QFETCH(QString, reason);
        QVERIFY(!file.isEmpty());
        const model::LoadResult fleet = FleetFile::load(file, m_r->systems);
        QVERIFY(!fleet.ok());
        QCOMPARE(fleet.errorText(), file + QLatin1String(": ") + fleet.errors.front().message);
        QVERIFY2(fleet.errorText().contains(reason), qPrintable(fleet.errorText()));

        templates::LayoutRegistry layouts;
        templates::registerBuiltinLayouts(layouts);
        const templates::TemplateLoad t = templates::TemplateFile::load(file, layouts.specs());
        QVERIFY(!t.ok());
        QVERIFY2(t.errorText().startsWith(file + QLatin1String(": ")), qPrintable(t.errorText()));
        QVERIFY2(t.errorText().contains(reason), qPrintable(t.errorText()));
    }

    // Reads stop one byte past the limit, whatever the file claims its size is.
    void readsAreBounded()
    {
        const QString huge = sparse(QStringLiteral("huge.bin"), qint64(1) << 40);
        QVERIFY(!huge.isEmpty());
        const auto refused = FileAccess::read(huge, 1024, QStringLiteral("test files"));
        QVERIFY(!refused);
        QVERIFY2(refused.error().contains(QLatin1String("test files over 1 KiB")),
                 qPrintable(refused.error()));

        const QString exact
            = test::writeFile(m_dir, QStringLiteral("exact.bin"), QByteArray(1024, 'x'));
        const auto read = FileAccess::read(exact, 1024, QStringLiteral("test files"));
        QVERIFY2(read, qPrintable(read.error()));
        QCOMPARE(read.value().size(), 1024);
        QVERIFY(!FileAccess::read(exact, 1023, QStringLiteral("test files")));

        // Files that report no size (the kernel's) are still read to their end.
        const auto status = FileAccess::read(QStringLiteral("/proc/self/status"), 1 << 20,
                                             QStringLiteral("test files"));
        QVERIFY2(status, qPrintable(status.error()));
        QVERIFY(status.value().contains("Name:"));
    }

    // A font that never ends (FLEETWRIGHT_FONT_DIR pointing at /dev/zero, or a huge file) is
    // refused by what it is or by its size, before anything is read into memory.
    void fontsAreBounded()
    {
        QTemporaryDir device;
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"),
                            device.filePath(QStringLiteral("DejaVuSans.ttf"))));
        const auto zero = templates::Fonts::load(device.path());
        QVERIFY(!zero);
        QVERIFY2(zero.error().contains(QLatin1String("DejaVuSans.ttf"))
                     && zero.error().contains(QLatin1String("character device")),
                 qPrintable(zero.error()));

        QTemporaryDir big;
        QFile file(big.filePath(QStringLiteral("DejaVuSans.ttf")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(templates::FontMetrics::MaxFileSize + 1));
        file.close();
        const auto tooLarge = templates::Fonts::load(big.path());
        QVERIFY(!tooLarge);
        QVERIFY2(tooLarge.error().contains(QLatin1String("font files over 32 MiB")),
                 qPrintable(tooLarge.error()));
    }

    // Text saved as UTF-16 or UTF-32 is named as such, not reported as a stray character.
    void wideEncodings_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("encoding");
        const QString text = QString::fromUtf8(m_minimal);
        const auto encode = [&text](QStringConverter::Encoding e, bool bom) {
            QStringEncoder encoder(e, bom ? QStringConverter::Flag::WriteBom
                                          : QStringConverter::Flag::Default);
            return QByteArray(encoder(text));
        };
        QTest::newRow("UTF-16 LE, BOM") << encode(QStringConverter::Utf16LE, true)
                                        << "UTF-16, little-endian, with a byte order mark";
        QTest::newRow("UTF-16 BE, BOM") << encode(QStringConverter::Utf16BE, true)
                                        << "UTF-16, big-endian, with a byte order mark";
        QTest::newRow("UTF-16 LE")
            << encode(QStringConverter::Utf16LE, false) << "UTF-16, little-endian";
        QTest::newRow("UTF-32 LE, BOM") << encode(QStringConverter::Utf32LE, true)
                                        << "UTF-32, little-endian, with a byte order mark";
    }
    void wideEncodings()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, encoding);
        const QString file = test::writeFile(m_dir, QStringLiteral("wide.fleet.json"), bytes);
        const model::LoadResult result = FleetFile::load(file, m_r->systems);
        QVERIFY(!result.ok());
        QCOMPARE(result.errors.size(), std::size_t(1));
        QCOMPARE(result.errorText(), file + QLatin1String(": the file is encoded as ") + encoding
                                         + QLatin1String("; Fleetwright reads UTF-8 only: save the "
                                                         "file again as UTF-8"));
    }

    // An atomic save renames a new file over the old one: over a device or a pipe, that would
    // replace the node itself. Only regular files, or the files links point to, are replaced.
    void savesReplaceOnlyRegularFiles()
    {
        const auto fleet = test::parseFleet(*m_r, m_minimal);
        QVERIFY(fleet);
        const QString fifo = pipe(QStringLiteral("out.pipe"));
        const model::Result<void> saved = FleetFile::save(*fleet, fifo, m_r->systems);
        QVERIFY(!saved.ok());
        const QString &error = saved.error();
        QVERIFY2(error.startsWith(fifo + QLatin1String(": cannot be written: is a named pipe")),
                 qPrintable(error));
        QCOMPARE(fileType(fifo), mode_t(S_IFIFO));

        const model::Result<void> toDevice = FileAccess::write(QStringLiteral("/dev/null"), "x");
        QVERIFY(!toDevice.ok());
        QVERIFY2(toDevice.error().contains(QLatin1String("is a character device")),
                 qPrintable(toDevice.error()));
        QCOMPARE(fileType(QStringLiteral("/dev/null")), mode_t(S_IFCHR));

        // Through a link, the file it points to is replaced; the link stays a link.
        const QString target = fleetCopy(QStringLiteral("target.fleet.json"));
        const QString link = path(QStringLiteral("link.fleet.json"));
        QVERIFY(QFile::link(target, link));
        const model::Result<void> throughLink = FileAccess::write(link, "{}\n");
        QVERIFY2(throughLink.ok(), qPrintable(throughLink.error()));
        QCOMPARE(fileType(link), mode_t(S_IFLNK));
        QCOMPARE(test::readFile(target), QByteArray("{}\n"));
    }

    // Whatever is saved opens again. One SCS design of 100,000 systems (which the format allows)
    // is over 32 MiB laid out: it is saved on one line, within the limit, and reopens whole. A
    // fleet too large even so is refused with the reason, the file on disk unchanged, and has no
    // share code.
    void savesWhatItCanRead()
    {
        auto fleet = test::parseFleet(*m_r, test::readFile(test::sourcePath(QStringLiteral(
                                                "resources/examples/narn-patrol.fleet.json"))));
        QVERIFY(fleet);
        // A weapon, which takes many lines laid out (one a key).
        auto &sections = model::scs::scsClass(*fleet, 0).sections;
        std::optional<model::scs::ShipSystem> weapon;
        for (const auto &section : sections) {
            for (const auto &system : section.systems) {
                if (system.kind == model::scs::SystemKind::Weapon && !weapon)
                    weapon = system;
            }
        }
        QVERIFY(weapon);
        sections.front().systems.assign(100000, *weapon);
        const QString file = fleetCopy(QStringLiteral("large.fleet.json"));
        const model::Result<void> saved = FleetFile::save(*fleet, file, m_r->systems);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        // Laid out it would be over the limit, so it is written on one line, within it.
        const QByteArray text = test::readFile(file);
        QVERIFY(text.size() <= FleetFile::MaxFileSize);
        QCOMPARE(text.count('\n'), 0);
        const model::LoadResult again = FleetFile::load(file, m_r->systems);
        QVERIFY2(again.ok(), qPrintable(again.errorText().left(500)));
        QVERIFY(model::scs::scsClass(*again.fleet, 0).sections.front().systems
                == sections.front().systems);

        // Even one line too long: refused before the file is touched. (One system is enough for
        // the rest: the blob alone is over the limit.)
        sections.front().systems.resize(1);
        fleet->extra["blob"] = std::string(std::size_t(FleetFile::MaxFileSize), 'x');
        const QByteArray before = test::readFile(file);
        const model::Result<void> refused = FleetFile::save(*fleet, file, m_r->systems);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().startsWith(file
                                            + QLatin1String(": not saved, and the file is "
                                                            "unchanged: the fleet takes")),
                 qPrintable(refused.error()));
        QCOMPARE(test::readFile(file), before);
        const model::Result<QString> code = model::ShareCode::encode(*fleet, m_r->systems);
        QVERIFY(!code.ok());
        QVERIFY2(code.error().contains(QLatin1String("more than the 32.0 MiB")),
                 qPrintable(code.error()));
    }

    // The checks for files opened or replaced by name: a success, or a failure with the reason.
    void checksSayWhyNot()
    {
        const QString regular = fleetCopy(QStringLiteral("check.fleet.json"));
        const QString fifo = pipe(QStringLiteral("check.pipe"));
        QVERIFY(!fifo.isEmpty());
        const QString kinds = QStringLiteral("test files");

        QVERIFY(FileAccess::checkReadable(regular, 1 << 20, kinds).ok());
        const model::Result<void> fromPipe = FileAccess::checkReadable(fifo, 1 << 20, kinds);
        QVERIFY(!fromPipe.ok());
        QVERIFY2(fromPipe.error().contains(QLatin1String("named pipe")),
                 qPrintable(fromPipe.error()));
        const model::Result<void> tooLarge = FileAccess::checkReadable(regular, 4, kinds);
        QVERIFY(!tooLarge.ok());
        QVERIFY2(tooLarge.error().contains(kinds), qPrintable(tooLarge.error()));

        QVERIFY(FileAccess::checkReplaceable(regular).ok());
        QVERIFY(FileAccess::checkReplaceable(path(QStringLiteral("new.fleet.json"))).ok());
        const model::Result<void> device
            = FileAccess::checkReplaceable(QStringLiteral("/dev/null"));
        QVERIFY(!device.ok());
        QVERIFY2(device.error().contains(QLatin1String("character device")),
                 qPrintable(device.error()));
        const model::Result<void> folder = FileAccess::checkReplaceable(m_dir.path());
        QVERIFY(!folder.ok());
        QVERIFY2(folder.error().contains(QLatin1String("folder")), qPrintable(folder.error()));
    }

    void sameFile()
    {
        const QString a = fleetCopy(QStringLiteral("a.fleet.json"));
        const QString b = fleetCopy(QStringLiteral("b.fleet.json"));
        QVERIFY(FileAccess::sameFile(a, a));
        QVERIFY(FileAccess::sameFile(a, m_dir.path() + QLatin1String("/../")
                                            + QDir(m_dir.path()).dirName()
                                            + QLatin1String("/a.fleet.json")));
        QVERIFY(QFile::link(a, path(QStringLiteral("a-link.pdf"))));
        QVERIFY(FileAccess::sameFile(path(QStringLiteral("a-link.pdf")), a));
        QCOMPARE(::link(QFile::encodeName(a).constData(),
                        QFile::encodeName(path(QStringLiteral("a-hard.pdf"))).constData()),
                 0);
        QVERIFY(FileAccess::sameFile(path(QStringLiteral("a-hard.pdf")), a));
        QVERIFY(!FileAccess::sameFile(a, b));
        QVERIFY(!FileAccess::sameFile(a, path(QStringLiteral("missing.pdf"))));
    }

    // A PDF holds at most 32,767 pages: more is a message, found before anything is written.
    void pdfPageLimit()
    {
        templates::Document document;
        document.pages.resize(templates::PdfLimits::MaxPages + 1,
                              templates::Page{595, 842, QStringLiteral("p"), {}});
        const auto refused = templates::writePdf(document, fonts());
        QVERIFY(!refused);
        QVERIFY2(refused.error().startsWith(QLatin1String("32768 pages do not fit in one PDF "
                                                          "file, which holds at most 32767")),
                 qPrintable(refused.error()));

        // The same limit, made reachable: 3 pages against a limit of 2; 2 pages are written.
        document.pages.resize(3);
        const auto three = templates::writePdf(document, fonts(), {2, 0});
        QVERIFY(!three);
        QVERIFY2(three.error().contains(QLatin1String("at most 2")), qPrintable(three.error()));
        document.pages.resize(2);
        const auto two = templates::writePdf(document, fonts(), {2, 0});
        QVERIFY2(two, qPrintable(two.error()));
        QVERIFY(two.value().startsWith("%PDF-"));
    }

    // libharu fails at any memory request (the first, the last, any between): every failure is
    // a message, never a crash or a half-written document.
    void pdfFailsCleanlyAtEveryStep()
    {
        auto fleet = test::parseFleet(
            *m_r, test::readFile(test::sourcePath(QStringLiteral("resources/examples/"
                                                                 "yellow-250.fleet.json"))));
        QVERIFY(fleet);
        const auto document = test::composeFleet(
            *m_r, *fleet, {templates::PrintKind::Roster, templates::PrintKind::Sheets});
        QVERIFY(document);
        // How many requests the whole document takes.
        std::size_t needed = 1;
        while (!templates::writePdf(*document, fonts(), {templates::PdfLimits::MaxPages, needed}))
            needed *= 2;
        QVERIFY(needed > 64);
        const std::size_t step = std::max<std::size_t>(1, needed / 400);
        int failures = 0;
        for (std::size_t n = 1; n < needed; n += n < 64 ? 1 : step) {
            const auto result
                = templates::writePdf(*document, fonts(), {templates::PdfLimits::MaxPages, n});
            if (result) {
                QVERIFY(result.value().startsWith("%PDF-"));
                continue;
            }
            ++failures;
            QVERIFY2(!result.error().isEmpty(), qPrintable(QString::number(n)));
        }
        QVERIFY(failures > 64);
        const auto full = templates::writePdf(*document, fonts());
        QVERIFY2(full, qPrintable(full.error()));
    }

    // What a player can type on the command line: an export over the fleet or a template, by
    // any name, or onto a device or a pipe, is refused and leaves them as they were.
    void exportOutputs_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("output");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QString fleet = path(QStringLiteral("mine.fleet.json"));
        QTest::newRow("the fleet's own name, no format")
            << QStringList() << fleet << 2 << "cannot tell the format from the name";
        QTest::newRow("no suffix") << QStringList() << path(QStringLiteral("out")) << 2
                                   << "end it with .pdf, .svg or .png";
        QTest::newRow("the fleet, as PDF")
            << QStringList{QStringLiteral("--format"), QStringLiteral("pdf")} << fleet << 3
            << "which is being printed";
        QTest::newRow("a link to the fleet")
            << QStringList() << path(QStringLiteral("mine-link.pdf")) << 3
            << "which is being printed";
        QTest::newRow("a hard link to the fleet")
            << QStringList() << path(QStringLiteral("mine-hard.pdf")) << 3
            << "which is being printed";
        QTest::newRow("the template")
            << QStringList{QStringLiteral("--template"), path(QStringLiteral("roster.json")),
                           QStringLiteral("--format"), QStringLiteral("pdf")}
            << path(QStringLiteral("roster.json")) << 3 << "which is being printed";
        QTest::newRow("a named pipe")
            << QStringList() << path(QStringLiteral("out-pipe.pdf")) << 3 << "is a named pipe";
        QTest::newRow("a device") << QStringList{QStringLiteral("--format"), QStringLiteral("pdf")}
                                  << QStringLiteral("/dev/null") << 3 << "is a character device";
    }
    void exportOutputs()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, output);
        QFETCH(int, code);
        QFETCH(QString, message);
        const QString fleet = fleetCopy(QStringLiteral("mine.fleet.json"));
        QFile::remove(path(QStringLiteral("mine-link.pdf")));
        QFile::remove(path(QStringLiteral("mine-hard.pdf")));
        QVERIFY(QFile::link(fleet, path(QStringLiteral("mine-link.pdf"))));
        QCOMPARE(::link(QFile::encodeName(fleet).constData(),
                        QFile::encodeName(path(QStringLiteral("mine-hard.pdf"))).constData()),
                 0);
        QFile::remove(path(QStringLiteral("roster.json")));
        QVERIFY(QFile::copy(test::sourcePath(QStringLiteral("templates/core/roster.json")),
                            path(QStringLiteral("roster.json"))));
        const QByteArray templateBytes = test::readFile(path(QStringLiteral("roster.json")));
        QVERIFY(!pipe(QStringLiteral("out-pipe.pdf")).isEmpty());
        const mode_t outputType = fileType(output);

        const Run run = cli(QStringList{QStringLiteral("export"), fleet} + extra
                            + QStringList{QStringLiteral("-o"), output});
        QCOMPARE(run.code, code);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(test::readFile(fleet), m_minimal);
        QCOMPARE(test::readFile(path(QStringLiteral("roster.json"))), templateBytes);
        QCOMPARE(fileType(output), outputType);
    }

    // An SVG or PNG page set is written as a whole: a shorter export removes the older pages
    // past its own, and a failed one leaves the earlier set as it was, with no scraps.
    void pageSetsWhole()
    {
        const auto document = [](int pages) {
            templates::Document d;
            d.title = QStringLiteral("Set of %1").arg(pages);
            for (int p = 0; p < pages; ++p)
                d.pages.push_back({200, 100, QStringLiteral("p%1").arg(p), {}, 0, 0});
            return d;
        };
        QDir dir(path(QStringLiteral("sets")));
        QVERIFY(dir.mkpath(QStringLiteral(".")));
        const QString set = dir.filePath(QStringLiteral("set.svg"));
        const auto write = [&](int pages, QStringList *removed) {
            return templates::writeDocument(document(pages), templates::OutputFormat::Svg, set,
                                            fonts(), 150, removed);
        };
        QStringList removed;
        QVERIFY(write(3, &removed).ok());
        QVERIFY(removed.isEmpty());
        QVERIFY(write(2, &removed).ok());
        QCOMPARE(removed, QStringList{dir.filePath(QStringLiteral("set-3.svg"))});
        QCOMPARE(dir.entryList(QDir::Files | QDir::Hidden, QDir::Name),
                 QStringList({QStringLiteral("set-1.svg"), QStringLiteral("set-2.svg")}));
        QCOMPARE(templates::olderPages(set, templates::OutputFormat::Svg, 1),
                 QStringList({dir.filePath(QStringLiteral("set-1.svg")),
                              dir.filePath(QStringLiteral("set-2.svg"))}));

        // Page 3 of the next export cannot be written: nothing changes, nothing is left over.
        const QByteArray first = test::readFile(dir.filePath(QStringLiteral("set-1.svg")));
        QVERIFY(first.contains("Set of 2"));
        QVERIFY(dir.mkdir(QStringLiteral("set-3.svg")));
        const model::Result<QStringList> failed = write(3, nullptr);
        QVERIFY(!failed.ok());
        QVERIFY2(failed.error().contains(QLatin1String("no page was written")),
                 qPrintable(failed.error()));
        QCOMPARE(test::readFile(dir.filePath(QStringLiteral("set-1.svg"))), first);
        QCOMPARE(dir.entryList(QDir::Files | QDir::Hidden, QDir::Name),
                 QStringList({QStringLiteral("set-1.svg"), QStringLiteral("set-2.svg")}));
        QVERIFY(dir.rmdir(QStringLiteral("set-3.svg")));

        // One page replaces the set.
        removed.clear();
        QVERIFY(write(1, &removed).ok());
        QCOMPARE(removed.size(), 2);
        QCOMPARE(dir.entryList(QDir::Files | QDir::Hidden, QDir::Name),
                 QStringList{QStringLiteral("set.svg")});
    }

    // A disk without room is called that, not "Unknown error"; what was there stays. (Needs a
    // small file system of its own, which only root can mount.)
    void fullDisk()
    {
        const QString small = path(QStringLiteral("small"));
        QVERIFY(QDir().mkpath(small));
        if (::geteuid() != 0
            || QProcess::execute(QStringLiteral("mount"),
                                 {QStringLiteral("-t"), QStringLiteral("tmpfs"),
                                  QStringLiteral("-o"), QStringLiteral("size=64k"),
                                  QStringLiteral("tmpfs"), small})
                   != 0)
            QSKIP("a small file system cannot be mounted here");
        const auto unmount
            = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {small}); });
        const QString file = QDir(small).filePath(QStringLiteral("fleet.fleet.json"));
        QVERIFY(FileAccess::write(file, m_minimal).ok());
        const model::Result<void> full = FileAccess::write(file, QByteArray(256 * 1024, 'x'));
        QVERIFY(!full.ok());
        QVERIFY2(full.error().contains(QLatin1String("No space left on device")),
                 qPrintable(full.error()));
        QCOMPARE(test::readFile(file), m_minimal);
        QCOMPARE(QDir(small).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("fleet.fleet.json")});
    }

    // Point totals are summed in 64 bits: 215 SCS ships of 10,000,000 points each cost more
    // than 2,150,000,000 (more than a 32-bit int holds), and the report says so in words.
    void pointsBeyond32Bits()
    {
        auto fleet = test::parseFleet(*m_r, test::readFile(test::sourcePath(QStringLiteral(
                                                "resources/examples/narn-patrol.fleet.json"))));
        QVERIFY(fleet);
        model::scs::scsClass(*fleet, 0).points = 10000000;
        const auto ship = fleet->ships.front()->clone();
        ship->classId = model::scs::scsClass(*fleet, 0).id;
        fleet->ships.clear();
        for (int i = 0; i < 215; ++i)
            fleet->ships.push_back(ship->clone());
        fleet->budget.reset();
        const model::GameSystem &system = *m_r->systems.find(fleet->systemId);
        const model::FleetReport report = system.report(*fleet);
        // Each ship: the design's points and its fighters' (which the fleet's ships carry).
        const qint64 each = report.ships.front().cost.total();
        QVERIFY(each >= 10000000);
        QCOMPARE(report.total.total(), 215 * each);
        QVERIFY(report.total.total() > std::numeric_limits<int>::max());
        const QString total = QStringLiteral("%1 points").arg(215 * each);
        QCOMPARE(system.formatPoints(report.total.total()), total);
        QCOMPARE(system.formatPoints(1), QStringLiteral("1 point"));
        const QString list = model::ShareText::write(*fleet, report, m_r->systems, {}, false);
        QVERIFY2(list.contains(QLatin1String("Total: ") + total), qPrintable(list.left(300)));
    }

    // A pipe given where a fleet or a template belongs is refused at once, in every command.
    void pipeInputs_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString fifo = pipe(QStringLiteral("fleet.pipe"));
        const QString fleet = fleetCopy(QStringLiteral("input.fleet.json"));
        QTest::newRow("validate") << QStringList{QStringLiteral("validate"), fifo};
        QTest::newRow("report") << QStringList{QStringLiteral("report"), fifo};
        QTest::newRow("export --template")
            << QStringList{QStringLiteral("export"),     fleet,
                           QStringLiteral("--template"), fifo,
                           QStringLiteral("-o"),         path(QStringLiteral("never.pdf"))};
        QTest::newRow("simulate, side B") << QStringList{QStringLiteral("simulate"), fleet, fifo};
    }
    void pipeInputs()
    {
        QFETCH(QStringList, arguments);
        const Run run = cli(arguments);
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains(path(QStringLiteral("fleet.pipe"))
                                  + QLatin1String(": is a named pipe")),
                 qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("never.pdf"))));
    }
};

QTEST_GUILESS_MAIN(TestHostileFiles)
#include "tst_hostile_files.moc"
