// The printed rules check names each issue's place in words, as the Issues panel does, not by
// the JSON path the CLI's JSON output keeps.

#include "PrintSupport.h"

#include <QTest>

using namespace fw;

class TestPrintRulesCheck : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_r;

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_r = test::makeRegistries();
        QVERIFY(m_r);
    }

    // illegal-easystar: ship 0 "Spike" has a beam turret on a dorsal mount bought to range 5
    // (a dorsal mount takes at most 3, EasyStar §V.B); ship 3 "Big" is a leviathan.
    void placesInWords()
    {
        const model::LoadResult loaded = model::FleetFile::load(
            test::dataPath(QStringLiteral("cli/illegal-easystar.fleet.json")), m_r->systems);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        const std::optional<templates::Document> document
            = test::composeFleet(*m_r, *loaded.fleet, {templates::PrintKind::Roster});
        QVERIFY(document);
        const QString text = test::documentTexts(*document).join(QLatin1Char(' '));
        QVERIFY2(text.contains(QString::fromUtf8(
                     "Range 5 exceeds the dorsal maximum of 3. (EasyStar §V.B) at Spike › Beam "
                     "turret (dorsal) › Range")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("ships[")), qPrintable(text));
    }

    // Printing only ship 2 ("Lone"): the rules check is still the whole fleet's, and its places
    // name the whole fleet's ships, not the printed ones (ships[0] is Spike, not Lone).
    void placesOfTheWholeFleetWhenShipsAreChosen()
    {
        const model::LoadResult loaded = model::FleetFile::load(
            test::dataPath(QStringLiteral("cli/illegal-easystar.fleet.json")), m_r->systems);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        templates::PrintRequest request;
        request.kinds = {templates::PrintKind::Roster};
        request.ships = {2};
        const std::optional<templates::Document> document
            = test::composeFleet(*m_r, *loaded.fleet, request);
        QVERIFY(document);
        const QString text = test::documentTexts(*document).join(QLatin1Char(' '));
        QVERIFY2(text.contains(QString::fromUtf8("at Spike › Beam turret (dorsal) › Range")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QString::fromUtf8("at Lone › Beam")), qPrintable(text));
    }
};

QTEST_MAIN(TestPrintRulesCheck)
#include "tst_print_rulescheck.moc"
