// The shared naming of ships and designs: numbered names, copies, default names of a class.
// Every expected name below is written out by hand from the rule in model/core/ShipNames.h.

#include <model/core/ShipNames.h>

#include <QTest>

using namespace fw::model;
using namespace Qt::StringLiterals;

class TestShipNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void copyName_data();
    void copyName();
    void nextNumbered_data();
    void nextNumbered();
    void defaultName_data();
    void defaultName();
};

void TestShipNames::copyName_data()
{
    QTest::addColumn<QStringList>("taken");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("first copy") << QStringList{u"Destroyer 1"_s} << u"Destroyer 1"_s
                                << u"Destroyer 2"_s;
    QTest::newRow("after its own number")
        << QStringList{u"Picket 3"_s} << u"Picket 3"_s << u"Picket 4"_s;
    QTest::newRow("after the highest, not the copied")
        << QStringList{u"Destroyer 1"_s, u"Destroyer 2"_s, u"Destroyer 3"_s} << u"Destroyer 1"_s
        << u"Destroyer 4"_s;
    QTest::newRow("a gap stays a gap")
        << QStringList{u"Destroyer 1"_s, u"Destroyer 5"_s} << u"Destroyer 1"_s << u"Destroyer 6"_s;
    QTest::newRow("no number") << QStringList{u"Harpoon"_s} << u"Harpoon"_s << u"Harpoon 2"_s;
    QTest::newRow("no number, a copy exists")
        << QStringList{u"Harpoon"_s, u"Harpoon 2"_s} << u"Harpoon"_s << u"Harpoon 3"_s;
    QTest::newRow("copy of a copy")
        << QStringList{u"Harpoon"_s, u"Harpoon 2"_s} << u"Harpoon 2"_s << u"Harpoon 3"_s;
    QTest::newRow("other stems do not count")
        << QStringList{u"Destroyer 7"_s, u"Destroyer Leader 9"_s, u"Big Destroyer 8"_s}
        << u"Destroyer 7"_s << u"Destroyer 8"_s;
    QTest::newRow("a number inside a name")
        << QStringList{u"Harpoon II"_s} << u"Harpoon II"_s << u"Harpoon II 2"_s;
    QTest::newRow("digits without a space are part of the name")
        << QStringList{u"X1"_s} << u"X1"_s << u"X1 2"_s;
    QTest::newRow("leading zero is part of the name")
        << QStringList{u"Agent 007"_s} << u"Agent 007"_s << u"Agent 007 2"_s;
    QTest::newRow("unnamed stays unnamed") << QStringList{} << QString() << QString();
}

void TestShipNames::copyName()
{
    QFETCH(QStringList, taken);
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QCOMPARE(names::nextCopyName(taken, name), expected);
    QVERIFY(!taken.contains(expected));
}

void TestShipNames::nextNumbered_data()
{
    QTest::addColumn<QStringList>("taken");
    QTest::addColumn<QString>("stem");
    QTest::addColumn<QString>("expected");
    QTest::newRow("none") << QStringList{} << u"Frigate"_s << u"Frigate 1"_s;
    QTest::newRow("others only") << QStringList{u"Picket 1"_s} << u"Frigate"_s << u"Frigate 1"_s;
    QTest::newRow("two") << QStringList{u"Frigate 1"_s, u"Frigate 2"_s} << u"Frigate"_s
                         << u"Frigate 3"_s;
    QTest::newRow("stem alone is 1") << QStringList{u"Frigate"_s} << u"Frigate"_s << u"Frigate 2"_s;
    QTest::newRow("German class") << QStringList{u"Zerstörer 1"_s} << u"Zerstörer"_s
                                  << u"Zerstörer 2"_s;
}

void TestShipNames::nextNumbered()
{
    QFETCH(QStringList, taken);
    QFETCH(QString, stem);
    QFETCH(QString, expected);
    QCOMPARE(names::nextNumbered(taken, stem), expected);
}

void TestShipNames::defaultName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("className");
    QTest::addColumn<bool>("expected");
    QTest::newRow("numbered") << u"Destroyer 3"_s << u"Destroyer"_s << true;
    QTest::newRow("alone") << u"Destroyer"_s << u"Destroyer"_s << true;
    QTest::newRow("renamed") << u"Harpoon"_s << u"Destroyer"_s << false;
    QTest::newRow("longer stem") << u"Destroyer Leader 2"_s << u"Destroyer"_s << false;
    QTest::newRow("copy suffix") << u"Destroyer 1 (copy)"_s << u"Destroyer"_s << false;
    QTest::newRow("no class") << u""_s << u""_s << false;
}

void TestShipNames::defaultName()
{
    QFETCH(QString, name);
    QFETCH(QString, className);
    QFETCH(bool, expected);
    QCOMPARE(names::isDefaultName(name, className), expected);
}

QTEST_APPLESS_MAIN(TestShipNames)
#include "tst_ship_names.moc"
