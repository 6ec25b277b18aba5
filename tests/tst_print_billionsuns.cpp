// The A Billion Suns printouts: class cards, battlegroup sheets and the CEO's helm. Expected
// values are typed from the quick reference (seed 003: ship table, helm, Et cetera, operational
// limits) as digested in RULES.md §2, never taken from the layouts or the bundled tables.

#include "PrintSupport.h"

#include <model/core/Json.h>
#include <model/io/FleetFile.h>
#include <templates/core/Layout.h>
#include <templates/core/Template.h>

#include <QFile>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QTest>

#include <map>
#include <numeric>
#include <set>

using namespace fw;
using model::Json;
using templates::Document;
using templates::Item;
using templates::Page;
using templates::PrintKind;
using templates::Rect;
using templates::Text;

namespace {

const std::pair<const char *, PrintKind> Layouts[]
    = {{"billionsuns.cards", PrintKind::Sheets},
       {"billionsuns.battlegroups", PrintKind::Sheets},
       {"billionsuns.helm", PrintKind::Sheets},
       {"billionsuns.tokens", PrintKind::Counters}};

// The boxes of a damage track ("<id>-1", "<id>-2", ...), on whichever page holds them.
std::vector<const Rect *> damageBoxes(const Document &doc, const QString &id)
{
    std::vector<const Rect *> out;
    static const QRegularExpression number(QStringLiteral("^-\\d+$"));
    for (const Page &page : doc.pages) {
        for (const Item &item : page.items) {
            if (item.id.startsWith(id) && number.match(item.id.mid(id.size())).hasMatch()) {
                if (const auto *r = std::get_if<Rect>(&item.shape))
                    out.push_back(r);
            }
        }
    }
    return out;
}

// The pages holding items whose id matches `pattern`'s first capture, by that capture.
std::map<QString, std::set<int>> pagesById(const Document &doc, const QRegularExpression &pattern)
{
    std::map<QString, std::set<int>> out;
    for (std::size_t p = 0; p < doc.pages.size(); ++p) {
        for (const Item &item : doc.pages[p].items) {
            const QRegularExpressionMatch m = pattern.match(item.id);
            if (m.hasMatch())
                out[m.captured(1)].insert(int(p));
        }
    }
    return out;
}

// A roster of `groups` battlegroups of `size` ships each, cycling through the big classes, or
// all of class `only` when given.
QByteArray manyBattlegroups(int groups, int size, const QString &corporation = {},
                            const char *only = nullptr)
{
    const char *classes[]
        = {"battleship", "cruiser", "destroyer", "frigate", "carrier", "monitor", "corvette"};
    Json root{{"format", "fleetwright-fleet"},
              {"formatVersion", 1},
              {"system", "billionsuns"},
              {"name", "Many Battlegroups"},
              {"corporation", corporation.toStdString()},
              {"scale", 3},
              {"tables", 1},
              {"jumpPoints", 1},
              {"battlegroups", Json::array()},
              {"customClasses", Json::array()},
              {"ships", Json::array()}};
    for (int g = 1; g <= groups; ++g) {
        const std::string name = "Battlegroup " + std::to_string(g);
        root["battlegroups"].push_back(Json{{"name", name}});
        for (int s = 1; s <= size; ++s) {
            root["ships"].push_back(Json{{"name", name + " ship " + std::to_string(s)},
                                         {"class", only ? only : classes[(g + s) % 7]},
                                         {"battlegroup", name}});
        }
    }
    return QByteArray::fromStdString(root.dump());
}

// Data rows "a4" and "letter" in a column "page".
void paperRows()
{
    QTest::addColumn<QString>("page");
    QTest::newRow("a4") << QStringLiteral("a4");
    QTest::newRow("letter") << QStringLiteral("letter");
}

struct ClassRow
{
    const char *id;
    int cost, mass, thrust, silhouette, shields;
    const char *primary;   // "name|range|dice|damage", empty: none
    const char *auxiliary; // as primary
};

// RULES.md §2.2 (the seed's ship table), typed by hand: the classes helix-consolidated uses.
const ClassRow HelixClasses[] = {
    {"fighterWing", 2, 0, 6, 3, 0, "", "Auto Blasters|0–6\"|3D6|1"},
    {"lightUtilityShip", 1, 1, 4, 4, 1, "Light Blasters|0–3\"|D6|1", ""},
    {"gunship", 3, 1, 6, 4, 1, "Blasters|0–6\"|2D6|1", "Blasters|0–6\"|2D6|1"},
    {"frigate", 7, 2, 4, 6, 4, "Light Railguns|9–18\"|2D8|2", "Turbo Blasters|0–6\"|4D6|1"},
    {"destroyer", 12, 3, 3, 6, 3, "Cruise Missiles|18–36\"|3D10|3", "Turbo Blasters|0–6\"|4D6|1"},
    {"carrier", 15, 3, 3, 7, 5, "", ""},
};

} // namespace

class TestPrintBillionSuns : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::Registries> m_r;

    std::unique_ptr<model::Fleet> fleetFile(const QString &path)
    {
        return test::parseFleet(*m_r, test::readFile(path));
    }
    std::unique_ptr<model::Fleet> helix()
    {
        return fleetFile(
            test::sourcePath(QStringLiteral("resources/examples/helix-consolidated.fleet.json")));
    }
    std::unique_ptr<model::Fleet> longNames()
    {
        return fleetFile(test::dataPath(QStringLiteral("print/billionsuns/long-names.fleet.json")));
    }
    std::optional<Document> sheets(const model::Fleet &fleet,
                                   const templates::PageSize &page = templates::pageSizeA4())
    {
        return test::composeFleet(*m_r, fleet, {PrintKind::Sheets}, page);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_r = test::makeRegistries();
        QVERIFY(m_r);
        QVERIFY2(templates::Fonts::shared(), qPrintable(templates::Fonts::shared().error()));
    }

    // The four printouts are registered for the game, and their built-in templates load and
    // fit both paper sizes.
    void builtinTemplates()
    {
        templates::LayoutRegistry layouts;
        templates::registerBuiltinLayouts(layouts);
        for (const auto &[name, kind] : Layouts) {
            const QString id = QLatin1String(name);
            const templates::Layout *layout = layouts.find(id);
            QVERIFY2(layout, qPrintable(id));
            QCOMPARE(layout->systemId(), QStringLiteral("billionsuns"));
            QCOMPARE(layout->kind(), kind);
            QFile file(layout->builtinTemplate());
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(layout->builtinTemplate()));
            const templates::TemplateLoad load = templates::TemplateFile::parse(
                file.readAll(), layout->builtinTemplate(), layouts.specs());
            QVERIFY2(load.ok(), qPrintable(load.errorText()));
            QCOMPARE(load.value->layout, id);
            for (const auto &page : {templates::pageSizeA4(), templates::pageSizeLetter()}) {
                const auto errors = load.value->checkFits(page, templates::Composer::FooterHeight);
                QVERIFY2(errors.empty(),
                         qPrintable(errors.empty() ? QString() : errors.front().toString()));
            }
        }
    }

    // One card per distinct class of the roster, with the ship table's values (RULES.md §2.2)
    // and how many of the roster's ships are of that class.
    // The example's roster took a second page for its last two sections (8 % of it used); the
    // fleet's figures, short lines, now go in two columns and the roster takes one A4 page.
    void rosterOnOnePage()
    {
        const model::LoadResult loaded = model::FleetFile::load(
            test::sourcePath(QStringLiteral("resources/examples/helix-consolidated.fleet.json")),
            m_r->systems);
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorText()));
        const auto doc = test::composeFleet(*m_r, *loaded.fleet, {PrintKind::Roster});
        QVERIFY(doc);
        QCOMPARE(int(doc->pages.size()), 1);
        const Item *first = test::itemById(*doc, QStringLiteral("stats-1"));
        const Item *sixth = test::itemById(*doc, QStringLiteral("stats-6"));
        QVERIFY(first && sixth);
        QVERIFY(std::get<Text>(sixth->shape).x > std::get<Text>(first->shape).x + 100);
        QCOMPARE(std::get<Text>(sixth->shape).y, std::get<Text>(first->shape).y);
        QVERIFY(test::itemById(*doc, QStringLiteral("assumptions-1")));
    }

    void classCards()
    {
        auto fleet = helix();
        QVERIFY(fleet);
        const auto doc = sheets(*fleet);
        QVERIFY(doc);
        QVERIFY(test::pageWithId(*doc, QStringLiteral("class-frigate-card")) >= 0);

        // helix-consolidated: 6 ship-table classes and the custom Lancer; nothing else.
        std::set<QString> cards;
        static const QRegularExpression card(QStringLiteral("^class-(.+)-card$"));
        for (const Page &page : doc->pages) {
            for (const Item &item : page.items) {
                const auto m = card.match(item.id);
                if (m.hasMatch()) {
                    QVERIFY2(cards.insert(m.captured(1)).second, qPrintable(item.id));
                }
            }
        }
        std::set<QString> expected;
        for (const char *id : {"fighterWing", "lightUtilityShip", "gunship", "frigate", "destroyer",
                               "carrier", "lancer"})
            expected.insert(QLatin1String(id));
        QCOMPARE(cards, expected);

        for (const ClassRow &row : HelixClasses) {
            const QString id = QStringLiteral("class-%1").arg(QLatin1String(row.id));
            QCOMPARE(test::textById(*doc, id + QLatin1String("-cost")), QString::number(row.cost));
            QCOMPARE(test::textById(*doc, id + QLatin1String("-mass")), QString::number(row.mass));
            QCOMPARE(test::textById(*doc, id + QLatin1String("-thrust")),
                     QStringLiteral("%1\"").arg(row.thrust));
            QCOMPARE(test::textById(*doc, id + QLatin1String("-silhouette")),
                     QString::number(row.silhouette));
            QCOMPARE(test::textById(*doc, id + QLatin1String("-shields")),
                     QString::number(row.shields));
            const std::pair<const char *, const char *> weapons[]
                = {{"primary", row.primary}, {"auxiliary", row.auxiliary}};
            for (const auto &[kind, line] : weapons) {
                const QString wid = id + QLatin1Char('-') + QLatin1String(kind);
                if (!*line) {
                    QVERIFY2(!test::itemById(*doc, wid), qPrintable(wid));
                    continue;
                }
                const QStringList parts = QString::fromUtf8(line).split(QLatin1Char('|'));
                QCOMPARE(test::textById(*doc, wid), parts[0]);
                QCOMPARE(test::textById(*doc, wid + QLatin1String("-range")), parts[1]);
                QCOMPARE(test::textById(*doc, wid + QLatin1String("-dice")), parts[2]);
                QCOMPARE(test::textById(*doc, wid + QLatin1String("-damage")), parts[3]);
            }
        }
        QVERIFY(test::itemById(*doc, QStringLiteral("class-carrier-noweapons")));

        // Ships of each class in helix-consolidated.
        const std::pair<const char *, int> counts[]
            = {{"frigate", 2},     {"gunship", 3},          {"destroyer", 1}, {"carrier", 1},
               {"fighterWing", 2}, {"lightUtilityShip", 2}, {"lancer", 2}};
        for (const auto &[cls, n] : counts) {
            const QString count
                = test::textById(*doc, QStringLiteral("class-%1-count").arg(QLatin1String(cls)));
            QVERIFY2(count.startsWith(QString::number(n) + QLatin1Char(' ')), qPrintable(count));
        }

        // The custom class is marked as one (its stats come from the fleet file).
        QVERIFY(test::textById(*doc, QStringLiteral("class-lancer-kind"))
                    .contains(QStringLiteral("Custom")));
        QVERIFY(!test::textById(*doc, QStringLiteral("class-frigate-kind"))
                     .contains(QStringLiteral("Custom")));
        QCOMPARE(test::textById(*doc, QStringLiteral("class-lancer-primary-dice")),
                 QStringLiteral("2D8"));
        const auto *frame
            = std::get_if<Rect>(&test::itemById(*doc, QStringLiteral("class-lancer-card"))->shape);
        QVERIFY(frame && frame->stroke && !frame->stroke->dash.empty());

        // The flags: wings and utility ships are ticked (a box with a cross), others are not.
        const auto ticked = [&](const QString &boxId) {
            int page = -1;
            const Item *box = test::itemById(*doc, boxId, &page);
            if (!box)
                return false;
            const auto &items = doc->pages[std::size_t(page)].items;
            const auto it = std::find_if(items.begin(), items.end(),
                                         [&](const Item &i) { return &i == box; });
            return it + 1 != items.end()
                   && std::holds_alternative<templates::Line>((it + 1)->shape);
        };
        QVERIFY(ticked(QStringLiteral("class-fighterWing-wing")));
        QVERIFY(!ticked(QStringLiteral("class-frigate-wing")));
        QVERIFY(ticked(QStringLiteral("class-lightUtilityShip-utility")));
        QVERIFY(ticked(QStringLiteral("class-carrier-carrier")));
        QVERIFY(!ticked(QStringLiteral("class-destroyer-carrier")));
    }

    // The values a class derives from its mass (RULES.md §2.1): jump range 6 − m, explosion on
    // a check of m or less, Systems Critical above m tokens; values resting on an assumption
    // (destroyed at silhouette, RULES.md §2.5 DEFAULT) carry the mark and the page names the
    // option.
    void derivedValues()
    {
        auto fleet = helix();
        QVERIFY(fleet);
        const auto doc = sheets(*fleet);
        QVERIFY(doc);
        // Frigate: m = 2, silhouette 6, shields 4.
        QCOMPARE(test::textById(*doc, QStringLiteral("class-frigate-jumpRange")),
                 QStringLiteral("4\""));
        QCOMPARE(test::textById(*doc, QStringLiteral("class-destroyer-jumpRange")),
                 QStringLiteral("3\""));
        QCOMPARE(test::textById(*doc, QStringLiteral("class-fighterWing-jumpRange")),
                 QStringLiteral("6\""));
        QVERIFY(test::fieldText(*doc, QStringLiteral("class-frigate-explosion"))
                    .contains(QStringLiteral("2 or less")));
        QVERIFY(test::fieldText(*doc, QStringLiteral("class-frigate-systemsCritical"))
                    .startsWith(QStringLiteral("from 3 ")));
        const QString destroyed
            = test::fieldText(*doc, QStringLiteral("class-frigate-destroyedAt"));
        QVERIFY2(destroyed.startsWith(QStringLiteral("6 ")), qPrintable(destroyed));
        QVERIFY2(destroyed.endsWith(QLatin1Char('*')), qPrintable(destroyed));
        // Jump range is sourced: no mark.
        QVERIFY(!test::textById(*doc, QStringLiteral("class-frigate-jumpRange"))
                     .endsWith(QLatin1Char('*')));
        // Saves: shields 4 on the assumed D6.
        QVERIFY(test::fieldText(*doc, QStringLiteral("class-frigate-saves"))
                    .startsWith(QStringLiteral("4 or less on a D6")));
        const QString note = test::fieldText(*doc, QStringLiteral("cards-note"));
        QVERIFY2(note.startsWith(QLatin1Char('*')), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("Ship destroyed at")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("Saving throw die")), qPrintable(note));

        // The other choice of the option: destroyed only above the silhouette.
        fleet->options.set(QStringLiteral("destroyedAt"), QStringLiteral("aboveSilhouette"));
        const auto above = sheets(*fleet);
        QVERIFY(above);
        QVERIFY(test::fieldText(*above, QStringLiteral("class-frigate-destroyedAt"))
                    .startsWith(QStringLiteral("7 ")));
    }

    // Printing only the first ship (a frigate of Spearhead): its battlegroup alone, none of the
    // six battlegroups left without a chosen ship.
    void selectionLeavesOutEmptyBattlegroups()
    {
        auto fleet = helix();
        QVERIFY(fleet);
        templates::PrintRequest request;
        request.kinds = {PrintKind::Sheets};
        request.ships = {0};
        const auto doc = test::composeFleet(*m_r, *fleet, request);
        QVERIFY(doc);
        QCOMPARE(test::textById(*doc, QStringLiteral("bg-1-name")), QStringLiteral("Spearhead"));
        QVERIFY(!test::itemById(*doc, QStringLiteral("bg-2-name")));
    }

    // A damage box per token a ship takes before it is destroyed: its silhouette (RULES.md
    // §2.5 DEFAULT), one more when the option says "above silhouette". Boxes past m are
    // shaded (Systems Critical, Et cetera).
    void damageTracks()
    {
        auto fleet = helix();
        QVERIFY(fleet);
        const auto doc = sheets(*fleet);
        QVERIFY(doc);
        // helix-consolidated's battlegroups in order: Spearhead, Picket, Long Guns, Flight Deck,
        // Strike Wing, Survey, Lancers.
        QCOMPARE(test::textById(*doc, QStringLiteral("bg-1-name")), QStringLiteral("Spearhead"));
        QCOMPARE(test::textById(*doc, QStringLiteral("bg-7-name")), QStringLiteral("Lancers"));
        const std::pair<const char *, int> silhouettes[] = {
            {"bg-1-ship-1-damage", 6}, // frigate
            {"bg-1-ship-2-damage", 6}, // frigate
            {"bg-2-ship-3-damage", 4}, // gunship
            {"bg-3-ship-1-damage", 6}, // destroyer
            {"bg-4-ship-1-damage", 7}, // carrier
            {"bg-5-ship-2-damage", 3}, // fighter wing
            {"bg-6-ship-1-damage", 4}, // light utility ship
            {"bg-7-ship-1-damage", 5}, // Lancer: silhouette 5 in the fleet file
        };
        for (const auto &[id, n] : silhouettes) {
            QCOMPARE(int(damageBoxes(*doc, QLatin1String(id)).size()), n);
            QCOMPARE(
                test::pageWithId(*doc, QLatin1String(id)),
                test::pageWithId(*doc, QString::fromLatin1(id).section(QLatin1Char('-'), 0, 1)));
        }
        // Frigate, m = 2: boxes 1-2 plain, 3-6 shaded; the last one heavier.
        const auto frigate = damageBoxes(*doc, QStringLiteral("bg-1-ship-1-damage"));
        for (std::size_t i = 0; i < frigate.size(); ++i)
            QCOMPARE(frigate[i]->fill.has_value(), i >= 2);
        QVERIFY(frigate.back()->stroke->width > frigate.front()->stroke->width);
        // The header of the damage column carries the assumption mark.
        QVERIFY(test::documentTexts(*doc).contains(QStringLiteral("Damage tokens*")));
        QVERIFY(test::fieldText(*doc, QStringLiteral("battlegroups-note"))
                    .contains(QStringLiteral("Ship destroyed at")));

        fleet->options.set(QStringLiteral("destroyedAt"), QStringLiteral("aboveSilhouette"));
        const auto above = sheets(*fleet);
        QVERIFY(above);
        QCOMPARE(int(damageBoxes(*above, QStringLiteral("bg-1-ship-1-damage")).size()), 7);
        QCOMPARE(int(damageBoxes(*above, QStringLiteral("bg-5-ship-2-damage")).size()), 4);
    }

    // Each battlegroup block: its ships with their stats, totals of cost and mass, a "jumped
    // in" box; ships without a battlegroup in an "Unassigned" block at the end.
    void battlegroupBlocks()
    {
        auto fleet = longNames();
        QVERIFY(fleet);
        const auto doc = sheets(*fleet);
        QVERIFY(doc);
        // Spearhead of helix-like numbers: here the first group holds 2 battleships (cost 40,
        // mass 3 each, RULES.md §2.2) and a custom class of cost 55, mass 3.
        const QString total = test::fieldText(*doc, QStringLiteral("bg-1-total"));
        QVERIFY2(total.contains(QStringLiteral("135")), qPrintable(total));
        QVERIFY2(total.contains(QStringLiteral("mass 9")), qPrintable(total));
        QVERIFY(test::itemById(*doc, QStringLiteral("bg-1-jumped")));
        QCOMPARE(test::textById(*doc, QStringLiteral("bg-1-ship-2-thrust")), QStringLiteral("2\""));
        QCOMPARE(test::textById(*doc, QStringLiteral("bg-1-ship-2-silhouette")),
                 QStringLiteral("10"));
        QCOMPARE(test::textById(*doc, QStringLiteral("bg-1-ship-2-shields")), QStringLiteral("5"));
        // Swarm has 7 ships or wings: over the limit of 5 (RULES.md §2.6).
        QVERIFY(test::fieldText(*doc, QStringLiteral("bg-2-total"))
                    .contains(QStringLiteral("over the limit")));
        // The empty battlegroup still has its block.
        QVERIFY(test::itemById(*doc, QStringLiteral("bg-4-empty")));
        // Roster groups (6), then the group only a ship names, then the unassigned ships.
        QCOMPARE(test::textById(*doc, QStringLiteral("bg-7-name")), QStringLiteral("Lost Group"));
        QVERIFY(test::fieldText(*doc, QStringLiteral("bg-8-name"))
                    .startsWith(QStringLiteral("Unassigned")));
        QVERIFY(!test::itemById(*doc, QStringLiteral("bg-8-jumped")));
        QCOMPARE(test::textById(*doc, QStringLiteral("bg-8-ship-1-name")),
                 QStringLiteral("Loose Frigate"));
        // A ship of an unknown class prints without stats or damage boxes.
        QVERIFY(test::fieldText(*doc, QStringLiteral("bg-8-ship-2-class"))
                    .contains(QStringLiteral("phantomClass")));
        QVERIFY(damageBoxes(*doc, QStringLiteral("bg-8-ship-2-damage")).empty());
        // The custom 14-silhouette class with "above silhouette" in this fleet: 15 boxes.
        QCOMPARE(int(damageBoxes(*doc, QStringLiteral("bg-1-ship-3-damage")).size()), 15);
    }

    // The roster page lists the ships under a heading per battlegroup, as the editor's tree
    // does: the battlegroups in the order the roster names them (Vanguard, then Reserve), ships
    // in fleet order within each, the ship in none last; "#" keeps the fleet order.
    void rosterGroupedByBattlegroup()
    {
        Json root{
            {"format", "fleetwright-fleet"},
            {"formatVersion", 1},
            {"system", "billionsuns"},
            {"name", "Interleaved"},
            {"scale", 3},
            {"tables", 1},
            {"jumpPoints", 1},
            {"battlegroups", Json::array({Json{{"name", "Vanguard"}}, Json{{"name", "Reserve"}}})},
            {"ships", Json::array()}};
        const auto ship = [&](const char *name, const char *group) {
            root["ships"].push_back(
                Json{{"name", name}, {"class", "frigate"}, {"battlegroup", group}});
        };
        ship("Alpha", "Vanguard");
        ship("Bravo", "Reserve");
        ship("Charlie", "Vanguard");
        ship("Delta", ""); // in no battlegroup
        auto fleet = test::parseFleet(*m_r, QByteArray::fromStdString(root.dump()));
        QVERIFY(fleet);
        const auto doc = test::composeFleet(*m_r, *fleet, {PrintKind::Roster});
        QVERIFY(doc);
        const auto top = [&](const QString &id) {
            const Item *item = test::itemById(*doc, id);
            if (!item)
                return -1.0;
            const auto *t = std::get_if<Text>(&item->shape);
            return t ? t->y : -1.0;
        };
        QCOMPARE(test::textById(*doc, QStringLiteral("group-1")), QStringLiteral("Vanguard"));
        QCOMPARE(test::textById(*doc, QStringLiteral("group-2")), QStringLiteral("Reserve"));
        QCOMPARE(test::textById(*doc, QStringLiteral("group-3")), QStringLiteral("Not in a group"));
        QCOMPARE(test::textById(*doc, QStringLiteral("ship-3-1")), QStringLiteral("Charlie"));
        const QStringList order
            = QStringLiteral("group-1 ship-1-1 ship-3-1 group-2 ship-2-1 group-3 ship-4-1")
                  .split(QLatin1Char(' '));
        for (int i = 0; i + 1 < order.size(); ++i) {
            QVERIFY2(top(order[i]) > 0 && top(order[i]) < top(order[i + 1]),
                     qPrintable(order[i] + QStringLiteral(" before ") + order[i + 1]));
        }
        // The fleet's number, not the place in the list.
        QCOMPARE(test::textById(*doc, QStringLiteral("ship-3-0")), QStringLiteral("3"));
    }

    // Blocks are never split across pages: a battlegroup's items and a class card's items
    // each sit on one page, on both paper sizes, in a roster that fills several pages.
    void blocksNeverSplit_data() { paperRows(); }
    void blocksNeverSplit()
    {
        QFETCH(QString, page);
        auto fleet = test::parseFleet(*m_r, manyBattlegroups(14, 5));
        QVERIFY(fleet);
        const auto paper = *templates::pageSize(page);
        const auto doc = sheets(*fleet, paper);
        QVERIFY(doc);
        const auto groups = pagesById(*doc, QRegularExpression(QStringLiteral("^bg-(\\d+)(-|$)")));
        QCOMPARE(int(groups.size()), 14);
        std::set<int> used;
        for (const auto &[group, pages] : groups) {
            QVERIFY2(pages.size() == 1, qPrintable(QStringLiteral("bg-%1 spans pages").arg(group)));
            used.insert(*pages.begin());
        }
        QVERIFY(used.size() >= 3); // the test would not see a split otherwise
        const auto cards
            = pagesById(*doc, QRegularExpression(QStringLiteral("^class-([A-Za-z]+)-")));
        QCOMPARE(int(cards.size()), 7);
        for (const auto &[cls, pages] : cards)
            QVERIFY2(pages.size() == 1, qPrintable(cls));
        // Every block ends above the footer (12 mm margin, 30 pt footer).
        const double bottom = paper.height - templates::mm(12) - templates::Composer::FooterHeight;
        for (const Page &p : doc->pages) {
            for (const Item &item : p.items) {
                if (const auto *r = std::get_if<Rect>(&item.shape);
                    r && !item.id.isEmpty() && item.id != QLatin1String("badge"))
                    QVERIFY2(r->y + r->height <= bottom + 0.01, qPrintable(item.id));
            }
        }
    }

    // A battlegroup far over the limit, too long for one page, goes on in several blocks.
    void longBattlegroupGoesOn()
    {
        auto fleet = test::parseFleet(*m_r, manyBattlegroups(1, 40));
        QVERIFY(fleet);
        const auto doc = sheets(*fleet, templates::pageSizeLetter());
        QVERIFY(doc);
        const auto groups
            = pagesById(*doc, QRegularExpression(QStringLiteral("^(bg-1)-ship-\\d+-name$")));
        QVERIFY(groups.at(QStringLiteral("bg-1")).size() >= 3);
        for (int ship = 1; ship <= 40; ++ship)
            QVERIFY(test::itemById(*doc, QStringLiteral("bg-1-ship-%1-name").arg(ship)));
        QVERIFY(test::itemsOffPage(*doc).isEmpty());
    }

    // A battlegroup of hundreds of ships is cut into blocks down the pages: every ship once and
    // in order, "(continued)" on every block after the first, the totals in the last block
    // only, no block below the printable bottom, and every block but the last as full as the
    // first page's room allows (one more ship would have run past it).
    void hugeBattlegroupCut_data() { paperRows(); }
    void hugeBattlegroupCut()
    {
        QFETCH(QString, page);
        constexpr int Ships = 300;
        // One class: every ship row has the same height.
        auto fleet = test::parseFleet(*m_r, manyBattlegroups(1, Ships, {}, "frigate"));
        QVERIFY(fleet);
        const auto paper = *templates::pageSize(page);
        const auto doc = sheets(*fleet, paper);
        QVERIFY(doc);
        const double bottom = paper.height - templates::mm(12) - templates::Composer::FooterHeight;

        struct Block
        {
            double top = 0, height = 0;
            std::vector<int> ships;
            std::vector<double> baselines;
            QString name;
            int totals = 0;
        };
        std::vector<Block> blocks;
        static const QRegularExpression shipName(QStringLiteral("^bg-1-ship-(\\d+)-name$"));
        for (const Page &p : doc->pages) {
            if (!p.id.startsWith(QLatin1String("billionsuns-battlegroups")))
                continue;
            Block b;
            int frames = 0;
            for (const Item &item : p.items) {
                // A block's frame: the black 1 pt outline around it.
                if (const auto *r = std::get_if<Rect>(&item.shape);
                    r && r->stroke && r->stroke->width == 1.0 && !r->fill) {
                    ++frames;
                    b.top = r->y;
                    b.height = r->height;
                }
                const auto *t = std::get_if<Text>(&item.shape);
                if (!t)
                    continue;
                if (const auto m = shipName.match(item.id); m.hasMatch()) {
                    b.ships.push_back(m.captured(1).toInt());
                    b.baselines.push_back(t->y);
                }
                if (item.id == QLatin1String("bg-1-name"))
                    b.name = t->text;
                if (item.id == QLatin1String("bg-1-total"))
                    ++b.totals;
            }
            // One block per page: the battlegroup fills them.
            QVERIFY2(frames == 1,
                     qPrintable(QStringLiteral("page %1 holds %2 blocks").arg(p.id).arg(frames)));
            blocks.push_back(b);
        }
        QVERIFY(blocks.size() >= 4);

        std::vector<int> order;
        for (const Block &b : blocks)
            order.insert(order.end(), b.ships.begin(), b.ships.end());
        std::vector<int> expected(Ships);
        std::iota(expected.begin(), expected.end(), 1);
        QCOMPARE(order, expected);

        // The room of a block: below the first page's heading, where the first block starts.
        const double room = bottom - blocks.front().top;
        const double row = blocks.front().baselines[1] - blocks.front().baselines[0];
        QVERIFY(row > 10);
        for (std::size_t i = 0; i < blocks.size(); ++i) {
            const Block &b = blocks[i];
            const bool last = i + 1 == blocks.size();
            QVERIFY(!b.ships.empty());
            QCOMPARE(b.name, i == 0 ? QStringLiteral("Battlegroup 1")
                                    : QStringLiteral("Battlegroup 1 (continued)"));
            QCOMPARE(b.totals, last ? 1 : 0);
            QVERIFY2(b.top + b.height <= bottom + 0.01,
                     qPrintable(QStringLiteral("block %1 ends at %2, below %3")
                                    .arg(i + 1)
                                    .arg(b.top + b.height)
                                    .arg(bottom)));
            for (std::size_t k = 1; k < b.baselines.size(); ++k)
                QVERIFY(std::abs(b.baselines[k] - b.baselines[k - 1] - row) < 0.01);
            // The next block takes more than one ship: without the totals, one more row is all
            // this block would have needed to take another.
            if (!last && blocks[i + 1].ships.size() > 1) {
                QVERIFY2(b.height + row > room - 0.01,
                         qPrintable(QStringLiteral("block %1 (%2 ships) has room for another")
                                        .arg(i + 1)
                                        .arg(b.ships.size())));
            }
        }
    }

    // The helm (quick reference, helm): Seize Initiative's die table, Jump In's choices, every
    // Tactical effect, S+3 CMD tokens and the operational limits with the roster's numbers.
    void helm()
    {
        auto fleet = helix();
        QVERIFY(fleet);
        const auto doc = sheets(*fleet);
        QVERIFY(doc);
        QVERIFY(test::pageWithId(*doc, QStringLiteral("helm-corporation")) >= 0);
        const char *tokens[] = {"1", "2", "3", "4+"};
        const char *dice[] = {"D10", "D8", "D6", "D3"};
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(test::textById(*doc, QStringLiteral("helm-seize-tokens-%1").arg(i + 1)),
                     QLatin1String(tokens[i]));
            QCOMPARE(test::textById(*doc, QStringLiteral("helm-seize-die-%1").arg(i + 1)),
                     QLatin1String(dice[i]));
        }
        QVERIFY(test::fieldText(*doc, QStringLiteral("helm-jumpin-text"))
                    .contains(QStringLiteral(
                        "deploy a jump point, deploy a single battlegroup, or pass")));
        for (const char *effect : {"combinedOrders", "inertialDampeners", "executiveOverride",
                                   "engines", "weaponSystems", "shields"})
            QVERIFY2(test::itemById(
                         *doc, QStringLiteral("helm-tactical-%1-lead").arg(QLatin1String(effect))),
                     effect);
        QCOMPARE(test::textById(*doc, QStringLiteral("helm-tactical-executiveOverride-lead")),
                 QStringLiteral("Executive Override:"));
        QCOMPARE(test::textById(*doc, QStringLiteral("helm-etc-rollOff-lead")),
                 QStringLiteral("Roll Off:"));
        QVERIFY(test::fieldText(*doc, QStringLiteral("helm-etc-rollOff"))
                    .contains(QStringLiteral("D12, lowest wins")));
        // Scale 3: 6 CMD tokens; one table: at most 2 jump points; 2 light utility ships.
        QCOMPARE(test::textById(*doc, QStringLiteral("helm-cmd")), QStringLiteral("S+3 = 6"));
        QVERIFY(test::fieldText(*doc, QStringLiteral("helm-limit-jumpPoints-rule"))
                    .endsWith(QStringLiteral("= 2")));
        QVERIFY(test::fieldText(*doc, QStringLiteral("helm-limit-utility-rule"))
                    .endsWith(QStringLiteral("S = 3")));
        QVERIFY(test::fieldText(*doc, QStringLiteral("helm-limit-utility-roster"))
                    .startsWith(QStringLiteral("2 ")));
        QVERIFY(test::fieldText(*doc, QStringLiteral("helm-limit-battlegroup-roster"))
                    .contains(QStringLiteral("Picket")));
        QCOMPARE(int(damageBoxes(*doc, QStringLiteral("helm-jumpin-point")).size()), 2);
        QCOMPARE(test::textById(*doc, QStringLiteral("helm-profit-start")),
                 QStringLiteral("Start"));
        QVERIFY(test::itemById(*doc, QStringLiteral("helm-profit-row-10")));

        // Scale 5, 2 tables: 8 tokens, 3 jump points; 5 utility ships, jump points over the limit.
        auto big = longNames();
        QVERIFY(big);
        const auto bigDoc = sheets(*big);
        QVERIFY(bigDoc);
        QCOMPARE(test::textById(*bigDoc, QStringLiteral("helm-cmd")), QStringLiteral("S+3 = 8"));
        QCOMPARE(int(damageBoxes(*bigDoc, QStringLiteral("helm-jumpin-point")).size()), 3);
        QVERIFY(test::fieldText(*bigDoc, QStringLiteral("helm-limit-jumpPoints-roster"))
                    .contains(QStringLiteral("over the limit")));
        QVERIFY(!test::fieldText(*bigDoc, QStringLiteral("helm-limit-utility-roster"))
                     .contains(QStringLiteral("over the limit")));
    }

    // A long corporation name in several scripts fits its field: whole, not cut, at a size
    // that can be read.
    void corporationFits_data() { paperRows(); }
    void corporationFits()
    {
        QFETCH(QString, page);
        auto fleet = longNames();
        QVERIFY(fleet);
        const auto doc = sheets(*fleet, *templates::pageSize(page));
        QVERIFY(doc);
        const QString corporation = QStringLiteral(
            "Ærøskøbing Überlichtgeschwindigkeitskonsortium Ωμέγα Διαστημικές Μεταφορές "
            "Интергалактическая Корпорация");
        QCOMPARE(test::fieldText(*doc, QStringLiteral("helm-corporation")), corporation);
        const Text *first
            = std::get_if<Text>(&test::itemById(*doc, QStringLiteral("helm-corporation"))->shape);
        QVERIFY(first && first->size >= 12);
        QVERIFY(!test::fieldText(*doc, QStringLiteral("cards-title")).contains(QChar(0x2026)));
        QVERIFY(test::itemsOffPage(*doc).isEmpty());
    }

    // Nothing runs off the page, on A4 and Letter, for the example and the test rosters; the
    // pages are named for their printout.
    void nothingOffPage_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<QString>("page");
        for (const char *fleet : {"helix", "long-names", "many"}) {
            for (const char *page : {"a4", "letter"})
                QTest::newRow(qPrintable(
                    QStringLiteral("%1/%2").arg(QLatin1String(fleet), QLatin1String(page))))
                    << QString::fromLatin1(fleet) << QString::fromLatin1(page);
        }
    }
    void nothingOffPage()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, page);
        std::unique_ptr<model::Fleet> f = fleet == QLatin1String("helix") ? helix()
                                          : fleet == QLatin1String("long-names")
                                              ? longNames()
                                              : test::parseFleet(*m_r, manyBattlegroups(9, 5));
        QVERIFY(f);
        const auto doc = test::composeFleet(*m_r, *f, {PrintKind::Roster, PrintKind::Sheets},
                                            *templates::pageSize(page));
        QVERIFY(doc);
        const QStringList off = test::itemsOffPage(*doc);
        QVERIFY2(off.isEmpty(), qPrintable(off.join(QLatin1Char('\n'))));
        QStringList prefixes;
        for (const Page &p : doc->pages)
            prefixes << p.id.section(QLatin1Char('-'), 0, 1);
        for (const char *prefix :
             {"billionsuns-cards", "billionsuns-battlegroups", "billionsuns-helm"})
            QVERIFY2(prefixes.contains(QLatin1String(prefix)), prefix);
        // Every text of the printouts (the footer is the composer's) is at least 6 pt.
        const QStringList footer{QStringLiteral("footer-title"), QStringLiteral("assumptions"),
                                 QStringLiteral("page-number"), QStringLiteral("badge-text")};
        for (const Page &p : doc->pages) {
            for (const Item &item : p.items) {
                const auto *t = std::get_if<Text>(&item.shape);
                if (t && !footer.contains(item.id.section(QLatin1Char('-'), 0, 1))
                    && !footer.contains(item.id))
                    QVERIFY2(t->size >= 6 - 1e-9, qPrintable(item.id + QLatin1Char(' ') + t->text));
            }
        }
    }

    // The token sheet: a damage token for every token the roster's ships take before they
    // are destroyed (their silhouettes, RULES.md §2.5 DEFAULT), S+3 CMD tokens (helm) and
    // tables + 1 jump points (operational limits); backs mirrored left to right.
    void tokens_data() { paperRows(); }
    void tokens()
    {
        QFETCH(QString, page);
        auto fleet = helix();
        QVERIFY(fleet);
        templates::PrintRequest request;
        request.kinds = {PrintKind::Counters};
        request.page = *templates::pageSize(page);
        request.counterBacks = true;
        const auto doc = test::composeFleet(*m_r, *fleet, request);
        QVERIFY(doc);
        QCOMPARE(int(doc->pages.size()), 2);
        QCOMPARE(doc->pages[0].id, QStringLiteral("billionsuns-tokens"));
        QCOMPARE(doc->pages[1].id, QStringLiteral("billionsuns-tokens-back"));
        const auto count = [&](const QString &kind) {
            static const QRegularExpression counter(QStringLiteral("^token-(\\w+)-\\d+$"));
            int n = 0;
            for (const Item &item : doc->pages[0].items) {
                const auto m = counter.match(item.id);
                n += m.hasMatch() && m.captured(1) == kind ? 1 : 0;
            }
            return n;
        };
        // Silhouettes of helix-consolidated's 13 ships: frigate 6 ×2, gunship 4 ×3, destroyer
        // 6, carrier 7, fighter wing 3 ×2, light utility ship 4 ×2, Lancer 5 ×2.
        QCOMPARE(count(QStringLiteral("damage")), 6 * 2 + 4 * 3 + 6 + 7 + 3 * 2 + 4 * 2 + 5 * 2);
        QCOMPARE(count(QStringLiteral("cmd")), 3 + 3);
        QCOMPARE(count(QStringLiteral("jump")), 1 + 1);
        QCOMPARE(test::textById(*doc, QStringLiteral("token-cmd-6-number")),
                 QStringLiteral("6 of 6"));
        for (const char *id : {"token-cmd-1", "token-damage-1", "token-jump-2"}) {
            const auto *front = std::get_if<Rect>(&test::itemById(*doc, QLatin1String(id))->shape);
            const auto *back = std::get_if<Rect>(
                &test::itemById(*doc, QLatin1String(id) + QLatin1String("-back"))->shape);
            QVERIFY(front && back);
            QCOMPARE(back->x, request.page.width - front->x - front->width);
            QCOMPARE(back->y, front->y);
        }
        const QStringList off = test::itemsOffPage(*doc);
        QVERIFY2(off.isEmpty(), qPrintable(off.join(QLatin1Char('\n'))));
    }

    // The template's geometry is what the layout draws: one column of cards makes them as wide
    // as the printable area.
    void templateGeometryIsUsed()
    {
        templates::LayoutRegistry layouts;
        templates::registerBuiltinLayouts(layouts);
        QFile file(QStringLiteral(":/templates/billionsuns/cards.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes = file.readAll();
        QVERIFY(bytes.contains("\"columns\": 2"));
        bytes.replace("\"columns\": 2", "\"columns\": 1");
        const templates::TemplateLoad load = templates::TemplateFile::parse(
            bytes, QStringLiteral("one-column.json"), layouts.specs());
        QVERIFY2(load.ok(), qPrintable(load.errorText()));
        auto fleet = helix();
        QVERIFY(fleet);
        templates::PrintRequest request;
        request.kinds = {PrintKind::Sheets};
        request.templates.emplace(QStringLiteral("billionsuns.cards"), *load.value);
        const auto doc = test::composeFleet(*m_r, *fleet, request);
        QVERIFY(doc);
        const auto *card
            = std::get_if<Rect>(&test::itemById(*doc, QStringLiteral("class-frigate-card"))->shape);
        QVERIFY(card);
        QCOMPARE(card->width, templates::pageSizeA4().width - 2 * templates::mm(12));
        QCOMPARE(card->x, templates::mm(12));
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    TestPrintBillionSuns test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_print_billionsuns.moc"
