// Sharing fleets: the list for forums, the share code, and reading both back (model/io/ShareText,
// model/io/ShareCode, each game's ShareNotation).
#include "TestSupport.h"

#include <model/io/JsonText.h>
#include <model/io/ShareCode.h>
#include <model/io/ShareText.h>
#include <model/systems/GameSystem.h>

#include <QDir>
#include <QtEndian>
#include <QtTest>

#include <zlib.h>

using namespace fw;

namespace {

QStringList exampleFleets()
{
    return QDir(test::sourcePath(QStringLiteral("resources/examples")))
        .entryList({QStringLiteral("*.fleet.json")}, QDir::Files, QDir::Name);
}

// A code made by hand around `packed` (a qCompress()ed text): the prefix, the CRC-32 and the
// base64url, as docs/file-format.md describes them, written independently of ShareCode::encode.
QString codeAround(const QByteArray &packed)
{
    QByteArray bytes(4, '\0');
    qToBigEndian(
        quint32(crc32(0, reinterpret_cast<const Bytef *>(packed.constData()), uInt(packed.size()))),
        bytes.data());
    bytes += packed;
    return QStringLiteral("FW1:")
           + QString::fromLatin1(
               bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

} // namespace

class TestShare : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        m_r = test::makeRegistries();
        test::installEnglish();
    }

    void examples_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &f : exampleFleets())
            QTest::newRow(qPrintable(f)) << f;
        QVERIFY(exampleFleets().size() >= 9);
    }

    // The share code and the list with its code give back the same fleet file, byte for byte.
    void examples()
    {
        QFETCH(QString, file);
        const model::LoadResult loaded = model::FleetFile::load(
            test::sourcePath(QStringLiteral("resources/examples/") + file), m_r->systems);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        const QByteArray canonical = model::FleetFile::serialize(*loaded.fleet, m_r->systems);

        const QString code = model::ShareCode::encode(*loaded.fleet, m_r->systems).value();
        QVERIFY(code.startsWith(QLatin1String("FW1:")));
        const model::LoadResult fromCode = model::ShareCode::decode(code, file, m_r->systems);
        QVERIFY2(fromCode.ok(), qPrintable(fromCode.errorText()));
        QCOMPARE(model::FleetFile::serialize(*fromCode.fleet, m_r->systems), canonical);

        const model::GameSystem &system = *m_r->systems.find(loaded.fleet->systemId);
        const QString text
            = model::ShareText::write(*loaded.fleet, system.report(*loaded.fleet), m_r->systems, 0);
        // The reader's part of the list: the name, the game, every ship's name.
        QVERIFY(text.startsWith(loaded.fleet->name + QLatin1Char('\n') + system.displayName()));
        for (const auto &ship : loaded.fleet->ships)
            QVERIFY2(text.contains(ship->name), qPrintable(ship->name));
        const model::ShareText::Import back = model::ShareText::read(text, file, m_r->systems);
        QVERIFY(back.fromCode);
        QVERIFY2(back.result.ok(), qPrintable(back.result.errorText()));
        QCOMPARE(model::FleetFile::serialize(*back.result.fleet, m_r->systems), canonical);
    }

    // A code a forum wrapped over several lines, inside other text, still reads.
    void wrappedCode()
    {
        const model::LoadResult loaded = model::FleetFile::load(
            test::sourcePath(QStringLiteral("resources/examples/yellow-250.fleet.json")),
            m_r->systems);
        QVERIFY(loaded.ok());
        QString code = model::ShareCode::encode(*loaded.fleet, m_r->systems).value();
        for (qsizetype at = 60; at < code.size(); at += 61)
            code.insert(at, QLatin1Char('\n'));
        const auto back = model::ShareText::read(QStringLiteral("My fleet for Friday:\n") + code
                                                     + QStringLiteral("\n\nSee you!"),
                                                 QStringLiteral("post"), m_r->systems);
        QVERIFY2(back.result.ok(), qPrintable(back.result.errorText()));
        QCOMPARE(back.result.fleet->name, QStringLiteral("Yellow Fleet"));
    }

    // Lists without a code, written by hand as a player would, against fleets written by hand.
    void listWithoutCode_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("warnings");
        // SCS, Sunder: each design named is made with its name only, and said so once.
        for (const auto &[game, warnings] : std::vector<std::pair<const char *, int>>{
                 {"easystar", 0}, {"billionsuns", 0}, {"scs", 2}, {"sunder", 2}, {"talon", 0}})
            QTest::newRow(game) << QString::fromLatin1(game) << warnings;
    }
    void listWithoutCode()
    {
        QFETCH(QString, game);
        QFETCH(int, warnings);
        const QString list = QString::fromUtf8(
            test::readFile(test::dataPath(QStringLiteral("share/%1.txt").arg(game))));
        const auto read = model::ShareText::read(list, QStringLiteral("list"), m_r->systems);
        QVERIFY2(read.result.ok(), qPrintable(read.result.errorText()));
        QVERIFY(!read.fromCode);
        QStringList notes;
        for (const model::LoadError &w : read.warnings)
            notes << w.toString();
        QVERIFY2(int(read.warnings.size()) == warnings, qPrintable(notes.join(u'\n')));
        const auto expected = test::parseFleet(
            *m_r, test::readFile(test::dataPath(QStringLiteral("share/%1.json").arg(game))));
        QVERIFY(expected);
        QCOMPARE(QString::fromUtf8(model::FleetFile::serialize(*read.result.fleet, m_r->systems)),
                 QString::fromUtf8(model::FleetFile::serialize(*expected, m_r->systems)));
    }

    // What a list cannot give is an error with its line:column and the reason, or a warning.
    void listErrors_data()
    {
        QTest::addColumn<QString>("list");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown class")
            << QStringLiteral("Raiders\nEasyStar · 10 BP\n\n1. Hammer — Dreadnought\n")
            << QStringLiteral("list:4:13: \"Dreadnought\" is not an EasyStar ship type");
        QTest::newRow("bad weapon")
            << QStringLiteral("Raiders\nEasyStar\n1. Hammer — Destroyer\n   Weapons: LASER R2\n")
            << QStringLiteral("list:4:1: not an EasyStar loadout: \"Weapons: LASER R2\"");
        QTest::newRow("custom class")
            << QStringLiteral("Helix\nA Billion Suns\n[Lancers]\n1. L1 — Lancer (custom)\n")
            << QStringLiteral("list:4:9: \"Lancer (custom)\" is not a class of the A Billion "
                              "Suns tables");
        QTest::newRow("custom counter")
            << QStringLiteral("Claws\nTalon\n1. Odd — Talon Gunboat\n")
            << QStringLiteral("list:3:10: \"Talon Gunboat\" is not a built-in Talon counter");
        QTest::newRow("bad fighters")
            << QStringLiteral("Narn\nSCS\n1. G'Sten — G'Quan\n   Fighters: six Frazi\n")
            << QStringLiteral("list:4:1: fighters are written");
        QTest::newRow("bad flights")
            << QStringLiteral("Court\nSunder the Stars\n1. Her — Matriarch\n   Flights: many\n")
            << QStringLiteral("list:4:1: flights are written");
        // Every digit read: 10000 is not taken for 1000.
        QTest::newRow("too many flights")
            << QStringLiteral("Court\nSunder the Stars\n1. Her — Matriarch\n"
                              "   Flights: fighters 10000\n")
            << QStringLiteral("list:4:22: 10000 flights: a ship holds at most 1000");
        // What the fleet file refuses is placed at its ship, with the file's path as a hint.
        QTest::newRow("out of the file's range")
            << QStringLiteral("Raiders\nEasyStar\n1. Hammer — Destroyer\n   Speed traded: 500\n")
            << QStringLiteral("list:3:1: must be a whole number from 0 to 99, found 500 (as a "
                              "fleet file: ships[0].speedTraded)");
        QTest::newRow("a newer code")
            << QStringLiteral("My fleet:\nFW2:abcdef\n")
            << QStringLiteral("list: the code \"FW2:\" was made by a newer version");
        QTest::newRow("no game")
            << QStringLiteral("Raiders\nWarhammer · 10\n1. Hammer — Destroyer\n")
            << QStringLiteral("list:2:1: no share code and no game named here");
        QTest::newRow("empty") << QStringLiteral("\n\n  \n")
                               << QStringLiteral("list: the text is neither a share code nor");
        // A list makes at most 1,000 designs from their names alone: the 1,001st is refused.
        for (const char *game : {"SCS", "Sunder the Stars"}) {
            QString named = QStringLiteral("Many\n%1\n\n").arg(QLatin1String(game));
            for (int i = 1; i <= 1001; ++i)
                named += QStringLiteral("%1. S — D%1\n").arg(i);
            QTest::newRow(game) << named
                                << QStringLiteral("list:1004:11: this list names more than "
                                                  "1000 designs the fleet does not have");
        }
        QTest::newRow("long line")
            << QStringLiteral("Raiders\nEasyStar\n1. ") + QString(5000, QLatin1Char('x'))
            << QStringLiteral("list:3:4097: the line is longer than 4096 characters");
    }
    void listErrors()
    {
        QFETCH(QString, list);
        QFETCH(QString, error);
        const auto read = model::ShareText::read(list, QStringLiteral("list"), m_r->systems);
        QVERIFY(!read.result.ok());
        QVERIFY2(read.result.errorText().startsWith(error), qPrintable(read.result.errorText()));
    }

    void listWarnings()
    {
        const auto read = model::ShareText::read(
            QStringLiteral("Raiders\nEasyStar\n1. ★ Hammer — Destroyer\n"
                           "   Flagship advantage: roll 7\n"
                           "Rules options that differ from the defaults:\n"
                           "   Leviathans allowed: perhaps\n   Moon phase: full\n"),
            QStringLiteral("list"), m_r->systems);
        QVERIFY2(read.result.ok(), qPrintable(read.result.errorText()));
        QStringList notes;
        for (const model::LoadError &w : read.warnings)
            notes << w.toString();
        QCOMPARE(notes,
                 QStringList({QStringLiteral("list:4:1: the flagship advantage (roll 7) is left "
                                             "out: only the share code carries its rolls and "
                                             "free items"),
                              QStringLiteral("list:6:24: \"perhaps\" is not a value of the rules "
                                             "option \"Leviathans allowed\": left at its default"),
                              QStringLiteral("list:7:4: not read: \"Moon phase: full\" is neither "
                                             "a ship's loadout nor a rules option")}));
    }

    // Damaged, cut, foreign, oversized codes and texts are refused with the reason.
    void badCodes_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("error");
        const model::LoadResult loaded = model::FleetFile::load(
            test::sourcePath(QStringLiteral("resources/examples/blue-500.fleet.json")),
            m_r->systems);
        QVERIFY(loaded.ok());
        const QString good = model::ShareCode::encode(*loaded.fleet, m_r->systems).value();
        // Cut anywhere: the checksum fails, or the base64 is incomplete.
        for (const int cut : {1, 2, 3, 12})
            QTest::newRow(qPrintable(QStringLiteral("cut by %1").arg(cut)))
                << good.left(good.size() - cut) << QStringLiteral("cut short");
        QTest::newRow("cut to the prefix")
            << QStringLiteral("FW1:AAAA") << QStringLiteral("the code is cut short");
        QString flipped = good;
        flipped[40] = flipped[40] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
        QTest::newRow("one character changed")
            << flipped << QStringLiteral("its checksum does not match");
        QTest::newRow("foreign character")
            << QStringLiteral("FW1:abc$def") << QStringLiteral("character 8 of the code");
        QTest::newRow("newer version")
            << QStringLiteral("FW2:abcdef") << QStringLiteral("made by a newer version");
        // 64 MiB of spaces: the size in front says so, refused before unpacking.
        const QByteArray bomb = qCompress(QByteArray(64 * 1024 * 1024, ' '), 9);
        QTest::newRow("zip bomb, honest size")
            << codeAround(bomb) << QStringLiteral("the code claims to hold 67108864 bytes");
        // The same stream claiming 1,000 bytes: unpacking stops there.
        QByteArray liar = bomb;
        qToBigEndian(quint32(1000), liar.data());
        QTest::newRow("zip bomb, lying size")
            << codeAround(liar) << QStringLiteral("unpacks to more than the 1000 bytes");
        QByteArray garbage = QByteArray::fromHex("00000010") + QByteArray("not zlib at all");
        QTest::newRow("not packed")
            << codeAround(garbage) << QStringLiteral("its packed fleet cannot be unpacked");
        QTest::newRow("not a fleet")
            << codeAround(qCompress(QByteArray("{\"format\": \"something else\"}")))
            << QStringLiteral("code: format: this is not a Fleetwright fleet file");
    }
    void badCodes()
    {
        QFETCH(QString, code);
        QFETCH(QString, error);
        const model::LoadResult r
            = model::ShareCode::decode(code, QStringLiteral("code"), m_r->systems);
        QVERIFY(!r.ok());
        QVERIFY2(r.errorText().contains(error), qPrintable(r.errorText()));
    }

    // Spaces inside a code, as the docs promise, are ignored; so are wrapped lines with spaces.
    void codeWithSpaces()
    {
        const auto fleet
            = test::parseFleet(*m_r, test::readFile(test::sourcePath(QStringLiteral(
                                         "resources/examples/yellow-250.fleet.json"))));
        QVERIFY(fleet);
        QString code = model::ShareCode::encode(*fleet, m_r->systems).value();
        for (qsizetype at = 30; at < code.size(); at += 31)
            code.insert(at, at % 2 ? QStringLiteral(" ") : QStringLiteral(" \n "));
        const auto back = model::ShareText::read(QStringLiteral("Here:\n") + code,
                                                 QStringLiteral("post"), m_r->systems);
        QVERIFY2(back.result.ok(), qPrintable(back.result.errorText()));
        QCOMPARE(model::FleetFile::serialize(*back.result.fleet, m_r->systems),
                 model::FleetFile::serialize(*fleet, m_r->systems));
    }

    // Bytes that are not UTF-8 are refused where they are, not read as U+FFFD.
    void notUtf8()
    {
        const QByteArray bytes("Raiders\nEasyStar\n1. Ha\xffmmer \xe2\x80\x94 Destroyer\n");
        const auto read = model::ShareText::read(bytes, QStringLiteral("list.txt"), m_r->systems);
        QVERIFY(!read.result.ok());
        QCOMPARE(read.result.errorText(),
                 QStringLiteral("list.txt:3:6: the byte 0xff is not UTF-8; save the list again "
                                "as UTF-8"));
        for (const char *bad : {"\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x80"})
            QCOMPARE(model::invalidUtf8At(QByteArray("ok ") + bad), qsizetype(3));
        QCOMPARE(model::invalidUtf8At(QByteArray("\xf0\x9f\x9a\x80 \xc3\xa9")), qsizetype(-1));
    }

    // A name with line breaks stays on its line: the list reads back with every ship.
    void namesWithLineBreaks()
    {
        auto fleet
            = test::parseFleet(*m_r, test::readFile(test::sourcePath(QStringLiteral(
                                         "resources/examples/talon-strike-group.fleet.json"))));
        QVERIFY(fleet);
        fleet->name = QStringLiteral("Strike\ngroup");
        fleet->ships.front()->name = QStringLiteral("Two\r\nlines\u2028here");
        const model::GameSystem &system = *m_r->systems.find(fleet->systemId);
        const QString text
            = model::ShareText::write(*fleet, system.report(*fleet), m_r->systems, {}, false);
        const auto back = model::ShareText::read(text, QStringLiteral("list"), m_r->systems);
        QVERIFY2(back.result.ok(), qPrintable(back.result.errorText()));
        QCOMPARE(back.result.fleet->ships.size(), fleet->ships.size());
        QCOMPARE(back.result.fleet->name, QStringLiteral("Strike group"));
        QCOMPARE(back.result.fleet->ships.front()->name, QStringLiteral("Two  lines here"));
    }

    // A list stops at 100 errors, and at the first design past the most it may make: a list of
    // errors on every line is never read (and held) to its end.
    void errorsAreBounded()
    {
        QString unknown = QStringLiteral("Raiders\nEasyStar\n");
        for (int i = 1; i <= 5000; ++i)
            unknown += QStringLiteral("%1. S — Dreadnought\n").arg(i);
        const auto many = model::ShareText::read(unknown, QStringLiteral("list"), m_r->systems);
        QCOMPARE(many.result.errors.size(), std::size_t(101));
        QCOMPARE(many.result.errors.back().toString(),
                 QStringLiteral("list:102:10: 100 errors: the list is read no further"));

        QString named = QStringLiteral("Many\nSCS\n");
        for (int i = 1; i <= 5000; ++i)
            named += QStringLiteral("%1. S — D%1\n").arg(i);
        const auto designs = model::ShareText::read(named, QStringLiteral("list"), m_r->systems);
        QCOMPARE(designs.result.errors.size(), std::size_t(1));
        QVERIFY2(designs.result.errors.front().toString().startsWith(
                     QStringLiteral("list:1003:11: this list names more than 1000 designs")),
                 qPrintable(designs.result.errorText()));
        QCOMPARE(designs.warnings.size(), std::size_t(1000));

        // A list makes at most 10,000 ships: the 10,001st is refused at its line, and the
        // reading ends there.
        QString ships = QStringLiteral("Many\nEasyStar\n");
        for (int i = 1; i <= model::ShareText::MaxListShips + 5; ++i)
            ships += QStringLiteral("%1. S%1 — Destroyer\n").arg(i);
        const auto longList = model::ShareText::read(ships, QStringLiteral("list"), m_r->systems);
        QCOMPARE(longList.result.errorText(),
                 QStringLiteral("list:10003:1: this list has more than 10000 ships; a list makes "
                                "at most 10000 (a fleet file or a share code carries any number)"));
        ships.truncate(ships.indexOf(QStringLiteral("\n10001. ")) + 1);
        const auto most = model::ShareText::read(ships, QStringLiteral("list"), m_r->systems);
        QVERIFY2(most.result.ok(), qPrintable(most.result.errorText().left(300)));
        QCOMPARE(most.result.fleet->ships.size(), std::size_t(model::ShareText::MaxListShips));
    }

    void hugeText()
    {
        const QString text(model::ShareText::MaxTextLength + 1, QLatin1Char('a'));
        const auto read = model::ShareText::read(text, QStringLiteral("paste"), m_r->systems);
        QVERIFY(!read.result.ok());
        QVERIFY2(read.result.errorText().contains(QStringLiteral("a fleet list or code may have "
                                                                 "at most 33554432")),
                 qPrintable(read.result.errorText()));
    }

    // The list a forum reader sees: header, headings, flagship mark, totals, changed options.
    void listText()
    {
        const model::LoadResult loaded = model::FleetFile::load(
            test::sourcePath(QStringLiteral("resources/examples/sample-destroyers.fleet.json")),
            m_r->systems);
        QVERIFY(loaded.ok());
        const model::GameSystem &system = *m_r->systems.find(QStringLiteral("easystar"));
        const QString text = model::ShareText::write(*loaded.fleet, system.report(*loaded.fleet),
                                                     m_r->systems, 0, false);
        const QStringList lines = text.split(u'\n');
        // Appendix A: the five sample destroyers cost 55 + 50 + 60 + 130 + 90 = 385 BP.
        QCOMPARE(lines.value(0), QStringLiteral("EasyStar Sample Destroyers"));
        QCOMPARE(lines.value(1), QStringLiteral("EasyStar · 385 of 500 BP"));
        QCOMPARE(lines.value(3), QStringLiteral("1. ★ Little of Everything — Destroyer (55 BP)"));
        QCOMPARE(lines.value(4),
                 QStringLiteral("   Weapons: MISSILE axial R1 D1, TPD ventral R1 D1, "
                                "PT-DEF dorsal R1 D1"));
        QVERIFY2(text.contains(QStringLiteral("\nTotal: 385 of 500 BP, ships: 5; ★ marks the "
                                              "flagship\nLegal.")),
                 qPrintable(text));
        QVERIFY(text.endsWith(QStringLiteral("\nLegal.")));
        QVERIFY(!text.contains(QStringLiteral("FW1:")));
    }

private:
    std::unique_ptr<test::Registries> m_r;
};

QTEST_GUILESS_MAIN(TestShare)
#include "tst_share.moc"
