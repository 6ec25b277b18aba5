// EasyStar printouts: the design sheets and the counter sheets. Expected values are typed from
// the rules (EasyStar rev. 10/04/2004: Ship Type Table, Weapons Table, Auxiliaries Table,
// Appendix A; RULES.md §1.2-§1.5, §1.11), never taken from the code under test.

#include "PrintSupport.h"

#include <templates/core/Layout.h>

#include <QTest>

#include <algorithm>

using namespace fw;
using namespace fw::templates;

namespace {

const QString Sheets = QStringLiteral("easystar.sheets");
const QString Counters = QStringLiteral("easystar.counters");

struct Extent
{
    double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
};

Extent extent(const Item &item)
{
    const Fonts &fonts = Fonts::shared().value();
    if (const auto *r = std::get_if<Rect>(&item.shape))
        return {r->x, r->y, r->x + r->width, r->y + r->height};
    if (const auto *l = std::get_if<Line>(&item.shape))
        return {std::min(l->x1, l->x2), std::min(l->y1, l->y2), std::max(l->x1, l->x2),
                std::max(l->y1, l->y2)};
    if (const auto *c = std::get_if<Circle>(&item.shape))
        return {c->cx - c->radius, c->cy - c->radius, c->cx + c->radius, c->cy + c->radius};
    const auto &t = std::get<Text>(item.shape);
    const double w = fonts.width(t.text, t.size);
    const double x1 = t.align == Align::Left     ? t.x
                      : t.align == Align::Center ? t.x - w / 2
                                                 : t.x - w;
    return {x1, t.y - fonts.metrics().ascent(t.size), x1 + w,
            t.y + fonts.metrics().descent(t.size)};
}

bool inside(const Extent &inner, const Extent &outer)
{
    return inner.x1 >= outer.x1 - 0.01 && inner.y1 >= outer.y1 - 0.01 && inner.x2 <= outer.x2 + 0.01
           && inner.y2 <= outer.y2 + 0.01;
}

// A counter's texts in the source's reading order: cost, (bonus), name/number, D S, W.
QString counterText(const Document &doc, const QString &counter, const QStringList &parts)
{
    QStringList out;
    for (const QString &part : parts) {
        const QString text
            = test::textById(doc, QStringLiteral("counter-%1-%2").arg(counter, part));
        if (!text.isEmpty())
            out << text;
    }
    return out.join(QLatin1Char(' '));
}

const QStringList ShipParts{QStringLiteral("tl"), QStringLiteral("center"), QStringLiteral("bl"),
                            QStringLiteral("br")};
const QStringList WeaponParts{QStringLiteral("tl"), QStringLiteral("tr"), QStringLiteral("center")};

// How many counters of one kind (ids "counter-<prefix>-1", "-2", ...) the document holds.
int counterCount(const Document &doc, const QString &prefix)
{
    int n = 0;
    while (test::itemById(doc, QStringLiteral("counter-%1-%2").arg(prefix).arg(n + 1)))
        ++n;
    return n;
}

int rectCount(const Page &page, const QString &prefix)
{
    int n = 0;
    for (const Item *item : test::itemsWithId(page, prefix)) {
        if (std::holds_alternative<Rect>(item->shape))
            ++n;
    }
    return n;
}

} // namespace

class TestPrintEasyStar : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::Registries> m_registries;
    LayoutRegistry m_layouts;

    std::unique_ptr<model::Fleet> fleet(const QString &file) const
    {
        return test::parseFleet(*m_registries, test::readFile(file));
    }
    std::unique_ptr<model::Fleet> example(const char *name) const
    {
        return fleet(test::sourcePath(
            QStringLiteral("resources/examples/%1.fleet.json").arg(QLatin1String(name))));
    }
    std::unique_ptr<model::Fleet> eighteen() const
    {
        return fleet(test::dataPath(QStringLiteral("print/easystar/eighteen-ships.fleet.json")));
    }
    std::optional<Document> compose(const model::Fleet &f, PrintKind kind,
                                    const PageSize &page = pageSizeA4(), bool backs = false) const
    {
        PrintRequest request;
        request.kinds = {kind};
        request.page = page;
        request.counterBacks = backs;
        return test::composeFleet(*m_registries, f, request);
    }
    const Template &builtin(const QString &id) const
    {
        return builtinTemplate(*m_layouts.find(id), m_layouts);
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::installEnglish();
        m_registries = test::makeRegistries();
        registerBuiltinLayouts(m_layouts);
        QVERIFY(Fonts::shared());
    }

    void builtinTemplatesLoad()
    {
        for (const QString &id : {Sheets, Counters}) {
            const Layout *layout = m_layouts.find(id);
            QVERIFY2(layout, qPrintable(id));
            QCOMPARE(layout->systemId(), QStringLiteral("easystar"));
            // The template file itself: every key the layout reads, nothing else.
            const QString file = test::sourcePath(
                QStringLiteral("templates/easystar/%1.json").arg(id.section(QLatin1Char('.'), 1)));
            const TemplateLoad load = TemplateFile::load(file, m_layouts.specs());
            QVERIFY2(load.ok(), qPrintable(load.errorText()));
            const Template &t = builtin(id);
            // It fits both papers (Template::checkFits: A4 186 mm, Letter 191.9 mm wide).
            for (const PageSize &page : {pageSizeA4(), pageSizeLetter()}) {
                const auto errors = t.checkFits(page, Composer::FooterHeight);
                QVERIFY2(errors.empty(),
                         qPrintable(errors.empty() ? QString() : errors.front().toString()));
            }
            // Every text is readable: never below 6 pt.
            for (const auto &[key, f] : t.fields)
                QVERIFY2(f.smallest() >= 6 - 1e-9,
                         qPrintable(QStringLiteral("%1: %2").arg(id, key)));
        }
        QCOMPARE(m_layouts.find(Sheets)->kind(), PrintKind::Sheets);
        QCOMPARE(m_layouts.find(Counters)->kind(), PrintKind::Counters);
        const Template &counters = builtin(Counters);
        QVERIFY(counters.grid);
        QVERIFY(counters.grid->width >= inches(0.5) && counters.grid->height >= inches(0.5));
    }

    // RULES.md §1.11: the speed track runs 0..S and the damage track 1..D, with S and D after the
    // speed trade and the gun mount (§VI.A, §V.D). Ship Type Table: a destroyer has D4 S3.
    void speedAndDamageTracks()
    {
        const auto f = example("sample-destroyers");
        const auto doc = compose(*f, PrintKind::Sheets);
        QVERIFY(doc);
        struct Expected
        {
            int speed, damage;
            const char *w;
        };
        const std::vector<Expected> expected{
            {3, 4, "W 4 / 4"}, // missile 1 + torpedo 2 (ventral) + point defense 1
            {3, 4, "W 4 / 4"}, // two ventral torpedoes, 2 each
            {3, 4, "W 4 / 4"}, // dorsal missile r3 d3: 1 + 2 damage + 1 range (3 is odd: 1)
            {2, 4, "W 6 / 6"}, // one speed traded: S 3-1, W 4+2; beam r3 d2 3 + 3 bays
            {3, 5, "W 6 / 6"}, // gun mount: D 4+1, W 4+2; beam r5 d3 5 + maneuvering pod 1
        };
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const QString ship = QStringLiteral("ship-%1").arg(i + 1);
            const int p = test::pageWithId(*doc, ship);
            QVERIFY(p >= 0);
            const Page &page = doc->pages[std::size_t(p)];
            QCOMPARE(rectCount(page, ship + QStringLiteral("-speed-track")), expected[i].speed + 1);
            QCOMPARE(rectCount(page, ship + QStringLiteral("-damage-track")), expected[i].damage);
            QVERIFY(test::itemById(*doc, ship + QStringLiteral("-speed-track-0")));
            QVERIFY(test::itemById(*doc, ship + QStringLiteral("-damage-track-1")));
            QCOMPARE(test::textById(*doc, ship + QStringLiteral("-w")),
                     QLatin1String(expected[i].w));
            QCOMPARE(test::textById(*doc, ship + QStringLiteral("-s")),
                     QStringLiteral("S %1").arg(expected[i].speed));
            QCOMPARE(test::textById(*doc, ship + QStringLiteral("-d")),
                     QStringLiteral("D %1").arg(expected[i].damage));
            // Places for the markers of §VI.B.
            QVERIFY(test::itemById(*doc, ship + QStringLiteral("-nav-hit")));
            QVERIFY(test::itemById(*doc, ship + QStringLiteral("-speed-marker-1")));
            QVERIFY(test::itemById(*doc, ship + QStringLiteral("-speed-marker-2")));
        }
    }

    // The block header: class and counter number, flagship, total BP = VP (Appendix A: 55, 50,
    // 60, 70 + 60 for fighters, 90 points; §IX.E: VP include the fighters aboard).
    void sheetHeader()
    {
        const auto f = example("sample-destroyers");
        const auto doc = compose(*f, PrintKind::Sheets);
        QVERIFY(doc);
        const std::vector<int> cost{55, 50, 60, 130, 90};
        for (std::size_t i = 0; i < cost.size(); ++i) {
            const QString ship = QStringLiteral("ship-%1").arg(i + 1);
            QCOMPARE(test::textById(*doc, ship + QStringLiteral("-cost")),
                     QStringLiteral("%1 BP = %1 VP").arg(cost[i]));
            QCOMPARE(test::fieldText(*doc, ship + QStringLiteral("-class")),
                     QStringLiteral("Destroyer \u00b7 counter DD-%1").arg(i + 1));
        }
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-name")),
                 QStringLiteral("Little of Everything"));
        QVERIFY(test::itemById(*doc, QStringLiteral("ship-1-flagship")));
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-2-flagship")));
        // The turns per move come from the lost Turning Table: marked as an assumption.
        QVERIFY(test::fieldText(*doc, QStringLiteral("ship-1-notes"))
                    .contains(QStringLiteral("move*:")));
        QVERIFY(test::fieldText(*doc, QStringLiteral("ship-1-assumptions"))
                    .contains(QStringLiteral("Turning table")));
        // Nav-hit repair (§IX.C): a d6 below the ship number, 2 for a destroyer.
        QVERIFY(test::fieldText(*doc, QStringLiteral("ship-1-notes"))
                    .contains(QStringLiteral("d6 below 2")));
    }

    // Weapon rows: actual range and damage with the intrinsic +1 (§V.C), the Weapons Table's
    // to-hit numbers, one "fired" box per shot.
    void weaponRows()
    {
        const auto f = example("sample-destroyers");
        const auto doc = compose(*f, PrintKind::Sheets);
        QVERIFY(doc);
        const auto cell = [&](const char *weapon, const char *column) {
            return test::fieldText(
                *doc, QStringLiteral("%1-%2").arg(QLatin1String(weapon), QLatin1String(column)));
        };
        // Little of Everything: axial missile, ventral torpedo, dorsal point defense.
        QCOMPARE(cell("ship-1-weapon-1", "damage"), QStringLiteral("2 (1+1)"));
        QCOMPARE(cell("ship-1-weapon-1", "range"), QStringLiteral("1"));
        QCOMPARE(cell("ship-1-weapon-1", "vs-ship"), QStringLiteral("3+"));
        QCOMPARE(cell("ship-1-weapon-2", "range"), QStringLiteral("2 (1+1)"));
        QCOMPARE(cell("ship-1-weapon-2", "vs-ship"), QStringLiteral("4+"));
        QCOMPARE(cell("ship-1-weapon-2", "spaces"), QStringLiteral("2")); // ventral: one more
        QCOMPARE(cell("ship-1-weapon-3", "vs-ship"), QStringLiteral("\u2013"));
        QCOMPARE(cell("ship-1-weapon-3", "vs-fighter"), QStringLiteral("4+"));
        QCOMPARE(cell("ship-1-weapon-3", "vs-missile"), QStringLiteral("5+"));
        QCOMPARE(cell("ship-1-weapon-3", "cost"), QStringLiteral("5"));
        QVERIFY(test::itemById(*doc, QStringLiteral("ship-1-weapon-1-fired-1")));
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-1-weapon-1-fired-2")));
        // One-Shot Missile: dorsal missile r3 d3 does 4 damage, 30 BP, 4 spaces (Appendix A).
        QCOMPARE(cell("ship-3-weapon-1", "range"), QStringLiteral("3"));
        QCOMPARE(cell("ship-3-weapon-1", "damage"), QStringLiteral("4 (3+1)"));
        QCOMPARE(cell("ship-3-weapon-1", "cost"), QStringLiteral("30"));
        QCOMPARE(cell("ship-3-weapon-1", "spaces"), QStringLiteral("4"));
        // Carrier: three fighter bays (15 BP, 3 spaces) and a box per fighter carried.
        QCOMPARE(cell("ship-4-aux-1", "cost"), QStringLiteral("15"));
        QCOMPARE(cell("ship-4-aux-1", "spaces"), QStringLiteral("3"));
        for (int k = 1; k <= 6; ++k)
            QVERIFY(test::itemById(*doc, QStringLiteral("ship-4-fighter-%1").arg(k)));
        QVERIFY(!test::itemById(*doc, QStringLiteral("ship-4-fighter-7")));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-4-fighter-1-text")),
                 QStringLiteral("INT-1 \u00b7 BEAM"));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-4-fighter-3-text")),
                 QStringLiteral("ATK-1 \u00b7 MISSILE"));

        // The torpedo bank fires three torpedoes (§V.C); a flagship advantage's item is free.
        const auto blue = example("blue-500");
        const auto blueDoc = compose(*blue, PrintKind::Sheets);
        QVERIFY(blueDoc);
        QVERIFY(test::itemById(*blueDoc, QStringLiteral("ship-1-weapon-4-fired-3")));
        QCOMPARE(test::fieldText(*blueDoc, QStringLiteral("ship-1-weapon-4-range")),
                 QStringLiteral("2 (1+1)"));
        QVERIFY(test::fieldText(*blueDoc, QStringLiteral("ship-1-aux-4-cost"))
                    .contains(QStringLiteral("free")));
        // Blue's Indomitable: battleship with a gun mount, D 12+1 (§V.D).
        QCOMPARE(test::textById(*blueDoc, QStringLiteral("ship-1-d")), QStringLiteral("D 13"));
    }

    // The sheet prints the ship's own to-hit numbers, as the editor and `report` give them:
    // yellow-250's flagship Vigilant has a targeting pod from its flagship advantage (roll 9,
    // RULES.md §1.6), +1 on its own attack rolls (§1.4, §1.9). Weapons Table (§1.3): beam 3+
    // against ships and 4+ against fighters, so 2+ and 3+; torpedo 4+, so 3+. Lance has no pod:
    // its missile keeps the table's 3+.
    void targetingPodToHit()
    {
        const auto f = example("yellow-250");
        const auto doc = compose(*f, PrintKind::Sheets);
        QVERIFY(doc);
        const auto cell = [&](const char *weapon, const char *column) {
            return test::fieldText(
                *doc, QStringLiteral("%1-%2").arg(QLatin1String(weapon), QLatin1String(column)));
        };
        QCOMPARE(cell("ship-1-weapon-1", "vs-ship"), QStringLiteral("2+"));
        QCOMPARE(cell("ship-1-weapon-1", "vs-fighter"), QStringLiteral("3+"));
        QCOMPARE(cell("ship-1-weapon-1", "vs-missile"), QStringLiteral("\u2013"));
        QCOMPARE(cell("ship-1-weapon-2", "vs-ship"), QStringLiteral("3+"));
        QCOMPARE(cell("ship-2-weapon-1", "vs-ship"), QStringLiteral("3+"));
        // The same numbers as the report's (the model's) description of the weapons.
        const model::GameSystem *system = m_registries->systems.find(f->systemId);
        QVERIFY(system);
        const model::FleetReport report = system->report(*f);
        const auto stat = [&](std::size_t ship, const char *key) {
            for (const model::ReportStat &s : report.ships[ship].stats) {
                if (s.key == QLatin1String(key))
                    return s.value;
            }
            return QString();
        };
        QVERIFY2(stat(0, "weapons[0]").contains(QStringLiteral("ships 2+, fighters 3+")),
                 qPrintable(stat(0, "weapons[0]")));
        QVERIFY2(stat(0, "weapons[1]").contains(QStringLiteral("ships 3+")),
                 qPrintable(stat(0, "weapons[1]")));
        // No footnote says the printed numbers are the table's.
        const QString notes = test::fieldText(*doc, QStringLiteral("ship-1-notes"));
        QVERIFY2(notes.contains(QStringLiteral("included in the to-hit numbers")),
                 qPrintable(notes));
    }

    // Ship counters in the source's form "C30 DD-11 D4 S3 1W4" (§IV, RULES.md §1.11): the Ship
    // Type Table's cost, the class abbreviation and its number in fleet order, D, S and the
    // dorsal mounts + W.
    void shipCounters()
    {
        const auto f = example("sample-destroyers");
        const auto doc = compose(*f, PrintKind::Counters);
        QVERIFY(doc);
        for (int n = 1; n <= 5; ++n)
            QCOMPARE(counterText(*doc, QStringLiteral("DD-%1").arg(n), ShipParts),
                     QStringLiteral("C30 DD-%1 D4 S3 1W4").arg(n));
        QVERIFY(!test::itemById(*doc, QStringLiteral("counter-DD-6")));
        QCOMPARE(test::fieldText(*doc, QStringLiteral("counter-DD-1-sub")),
                 QStringLiteral("Little of Everything"));

        const auto blue = example("blue-500");
        const auto blueDoc = compose(*blue, PrintKind::Counters);
        QVERIFY(blueDoc);
        QCOMPARE(counterText(*blueDoc, QStringLiteral("BB-1"), ShipParts),
                 QStringLiteral("C80 BB-1 D12 S2 3W15"));
        QCOMPARE(counterText(*blueDoc, QStringLiteral("CR-1"), ShipParts),
                 QStringLiteral("C55 CR-1 D8 S3 2W9"));
        QCOMPARE(counterText(*blueDoc, QStringLiteral("DD-1"), ShipParts),
                 QStringLiteral("C30 DD-1 D4 S3 1W4"));
        QCOMPARE(counterText(*blueDoc, QStringLiteral("SC-1"), ShipParts),
                 QStringLiteral("C10 SC-1 D2 S4 0W1"));
        QCOMPARE(counterText(*blueDoc, QStringLiteral("SC-2"), ShipParts),
                 QStringLiteral("C10 SC-2 D2 S4 0W1"));
        // The flagship is marked.
        QCOMPARE(test::textById(*blueDoc, QStringLiteral("counter-BB-1-tr")),
                 QStringLiteral("\u2605"));

        // Fighters show the weapon carried in place of W (§V.E): interceptors a beam, attack
        // craft a missile; 10 BP, damage 1, speed 5 (Ship Type Table).
        const QStringList fighterParts{QStringLiteral("tl"), QStringLiteral("center"),
                                       QStringLiteral("bl"), QStringLiteral("br")};
        QCOMPARE(counterText(*doc, QStringLiteral("INT-1"), fighterParts),
                 QStringLiteral("C10 INT-1 D1 S5 BEAM"));
        QCOMPARE(counterText(*doc, QStringLiteral("INT-2"), fighterParts),
                 QStringLiteral("C10 INT-2 D1 S5 BEAM"));
        for (int n = 1; n <= 4; ++n)
            QCOMPARE(counterText(*doc, QStringLiteral("ATK-%1").arg(n), fighterParts),
                     QStringLiteral("C10 ATK-%1 D1 S5 MISSILE").arg(n));
        QVERIFY(!test::itemById(*doc, QStringLiteral("counter-INT-3")));
        QVERIFY(!test::itemById(*doc, QStringLiteral("counter-ATK-5")));
    }

    // Weapon and auxiliary counters in the source's form (§V.C, §V.D; RULES.md §1.11).
    void weaponCounters()
    {
        const auto f = example("sample-destroyers");
        const auto doc = compose(*f, PrintKind::Counters);
        QVERIFY(doc);
        QStringList weapons;
        for (int n = 1; n <= counterCount(*doc, QStringLiteral("weapon")); ++n)
            weapons << counterText(*doc, QStringLiteral("weapon-%1").arg(n), WeaponParts);
        weapons.sort();
        // Appendix A: missile, torpedo, point defense; 2 torpedoes; missile; beam; beam.
        QStringList expected{QStringLiteral("C10 D+1 MISSILE"), QStringLiteral("C10 R+1 TPD"),
                             QStringLiteral("C5 PT-DEF"),       QStringLiteral("C10 R+1 TPD"),
                             QStringLiteral("C10 R+1 TPD"),     QStringLiteral("C10 D+1 MISSILE"),
                             QStringLiteral("C10 BEAM"),        QStringLiteral("C10 BEAM")};
        expected.sort();
        QCOMPARE(weapons, expected);

        QStringList aux;
        for (int n = 1; n <= counterCount(*doc, QStringLiteral("aux")); ++n)
            aux << counterText(*doc, QStringLiteral("aux-%1").arg(n), WeaponParts);
        // Three fighter bays on the carrier; a gun mount (5 × ship number) and a maneuvering pod
        // (10 BP) on the gun-mount ship.
        QCOMPARE(aux.size(), 5);
        QCOMPARE(aux.count(QStringLiteral("C5 FTR BAY")), 3);
        QCOMPARE(aux.count(QStringLiteral("C=5xSHIP GUN MNT")), 1);
        QCOMPARE(
            std::count_if(aux.begin(), aux.end(),
                          [](const QString &s) { return s.startsWith(QStringLiteral("C10 ")); }),
            1);

        const auto blue = example("blue-500");
        const auto blueDoc = compose(*blue, PrintKind::Counters);
        QVERIFY(blueDoc);
        QStringList blueWeapons;
        for (int n = 1; n <= counterCount(*blueDoc, QStringLiteral("weapon")); ++n)
            blueWeapons << counterText(*blueDoc, QStringLiteral("weapon-%1").arg(n), WeaponParts);
        QVERIFY(blueWeapons.contains(QStringLiteral("C45 CLB")));
        QCOMPARE(blueWeapons.size(), 10);
        QStringList blueAux;
        for (int n = 1; n <= counterCount(*blueDoc, QStringLiteral("aux")); ++n)
            blueAux << counterText(*blueDoc, QStringLiteral("aux-%1").arg(n), WeaponParts);
        QVERIFY(blueAux.contains(QStringLiteral("C20 DEFSHLD")));
        QVERIFY(blueAux.contains(QStringLiteral("C10 ECM")));
        QVERIFY(blueAux.contains(QStringLiteral("C5 ARMOR")));
    }

    // Range/damage counters read 2-5 (§V): one per bought range above 1 and one per bought
    // damage above 1 (the missile's and torpedo's +1 is not counted, §VI.A).
    void rangeDamageCounters()
    {
        const auto f = example("sample-destroyers");
        const auto doc = compose(*f, PrintKind::Counters);
        QVERIFY(doc);
        // One-Shot Missile r3 d3: 2; Carrier beam r3 d2: 2; Gun Mount beam r5 d3: 2.
        QCOMPARE(counterCount(*doc, QStringLiteral("rd")), 6);
        // Each shows the digits 2, 3, 4 and 5 on its four edges, each upright when its edge is
        // turned to the top: 2 at the top, 3 at the right (turned 90°), 4 at the bottom, 5 left.
        int p = -1;
        QVERIFY(test::itemById(*doc, QStringLiteral("counter-rd-1"), &p));
        QStringList digits;
        for (const Item &item : doc->pages[std::size_t(p)].items) {
            if (item.id.startsWith(QLatin1String("counter-rd-1-digit"))) {
                const auto &t = std::get<templates::Text>(item.shape);
                digits << QStringLiteral("%1@%2").arg(t.text).arg(t.rotation);
            }
        }
        QCOMPARE(digits, (QStringList{QStringLiteral("2@0"), QStringLiteral("3@90"),
                                      QStringLiteral("4@180"), QStringLiteral("5@270")}));

        const auto blue = example("blue-500");
        const auto blueDoc = compose(*blue, PrintKind::Counters);
        QVERIFY(blueDoc);
        // Indomitable beam r5 d5: 2, dorsal beam r3 d2: 2; Hornet beam r2: 1.
        QCOMPARE(counterCount(*blueDoc, QStringLiteral("rd")), 5);
    }

    // Markers (§VI.A, §VI.B, §IX.C) and damage control (§V.D).
    void markers()
    {
        const auto f = example("sample-destroyers");
        const auto doc = compose(*f, PrintKind::Counters);
        QVERIFY(doc);
        // Speeds 3, 3, 3, 2 (one traded), 3: Speed −1 one per traded point and per ship that
        // moves; Speed −2 one per ship of speed 2 or more; Nav Hit one per ship that moves.
        QCOMPARE(counterCount(*doc, QStringLiteral("speed-1")), 1 + 5);
        QCOMPARE(counterCount(*doc, QStringLiteral("speed-2")), 5);
        QCOMPARE(counterCount(*doc, QStringLiteral("nav-hit")), 5);
        QCOMPARE(counterCount(*doc, QStringLiteral("damage-control")), 0);
        QCOMPARE(test::fieldText(*doc, QStringLiteral("counter-speed-1-1-center")),
                 QStringLiteral("SPEED \u22121"));

        const auto blue = example("blue-500");
        const auto blueDoc = compose(*blue, PrintKind::Counters);
        QVERIFY(blueDoc);
        // Blue bought 2 damage-control counters at 10 BP.
        QCOMPARE(counterCount(*blueDoc, QStringLiteral("damage-control")), 2);
        QCOMPARE(test::textById(*blueDoc, QStringLiteral("counter-damage-control-1-tl")),
                 QStringLiteral("C10"));
    }

    // Backs: after each front sheet, its back with the columns mirrored (long-edge duplex).
    void backsMirrored()
    {
        const auto f = eighteen();
        QVERIFY(f);
        const auto doc = compose(*f, PrintKind::Counters, pageSizeA4(), true);
        QVERIFY(doc);
        const CounterGrid &g = *builtin(Counters).grid;
        const double pageWidth = pageSizeA4().width;
        const double x0 = (pageWidth - ((g.nx - 1) * g.dx + g.width)) / 2; // "auto": centred
        QVERIFY(doc->pages.size() >= 4);
        QCOMPARE(doc->pages.size() % 2, std::size_t(0));
        int checked = 0;
        for (std::size_t p = 0; p + 1 < doc->pages.size(); p += 2) {
            const Page &front = doc->pages[p];
            const Page &back = doc->pages[p + 1];
            QVERIFY(front.id.startsWith(QStringLiteral("easystar-counters")));
            QVERIFY(back.id.startsWith(QStringLiteral("easystar-counters-back")));
            for (const Item &item : front.items) {
                if (!item.id.startsWith(QStringLiteral("counter-"))
                    || !std::holds_alternative<Rect>(item.shape))
                    continue;
                const QString name = item.id.mid(int(qstrlen("counter-")));
                const auto backItems = test::itemsWithId(back, QStringLiteral("back-") + name);
                const auto rect
                    = std::find_if(backItems.begin(), backItems.end(), [&](const Item *i) {
                          return i->id == QStringLiteral("back-") + name;
                      });
                if (rect == backItems.end() || !std::holds_alternative<Rect>((*rect)->shape))
                    continue; // a text item of the counter
                const Rect &a = std::get<Rect>(item.shape);
                const Rect &b = std::get<Rect>((*rect)->shape);
                QCOMPARE(b.y, a.y);
                const int column = int(std::lround((a.x + g.bleed - x0) / g.dx));
                const int backColumn = int(std::lround((b.x + g.bleed - x0) / g.dx));
                QCOMPARE(backColumn, g.nx - 1 - column);
                QVERIFY(std::abs((b.x + b.width / 2) - (pageWidth - (a.x + a.width / 2))) < 0.01);
                ++checked;
            }
        }
        QVERIFY(checked > 100);
        // A ship reduced to exactly 0 becomes a wreck, its counter face down (§IX.D); a fired
        // weapon's counter is turned over (§VI.B).
        QCOMPARE(test::textById(*doc, QStringLiteral("back-DD-1-center")), QStringLiteral("WRECK"));
        QCOMPARE(test::textById(*doc, QStringLiteral("back-weapon-1-center")),
                 QStringLiteral("FIRED"));
        // Without backs there are none.
        const auto plain = compose(*f, PrintKind::Counters);
        QVERIFY(plain);
        QCOMPARE(test::pageWithId(*plain, QStringLiteral("back-DD-1")), -1);
        QCOMPARE(plain->pages.size() * 2, doc->pages.size());
    }

    // 18 ships, the most a player may have (§II): every block on one page, inside its frame and
    // the printable area, several blocks per page.
    void blocksNeverSplit_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::newRow("A4") << QStringLiteral("a4");
        QTest::newRow("Letter") << QStringLiteral("letter");
    }
    void blocksNeverSplit()
    {
        QFETCH(QString, paper);
        const PageSize page = *pageSize(paper);
        const auto f = eighteen();
        QVERIFY(f);
        QCOMPARE(f->ships.size(), std::size_t(18));
        const auto doc = compose(*f, PrintKind::Sheets, page);
        QVERIFY(doc);
        const Template &t = builtin(Sheets);
        const double bottom = page.height - t.margins.bottom - Composer::FooterHeight;
        std::map<int, int> blocksPerPage;
        for (int n = 1; n <= 18; ++n) {
            const QString ship = QStringLiteral("ship-%1").arg(n);
            int p = -1;
            const Item *frame = test::itemById(*doc, ship, &p);
            QVERIFY2(frame, qPrintable(ship));
            int pages = 0;
            for (const Page &pg : doc->pages)
                pages += test::itemsWithId(pg, ship).empty() ? 0 : 1;
            QCOMPARE(pages, 1);
            ++blocksPerPage[p];
            const Extent box = extent(*frame);
            QVERIFY(box.y1 >= t.margins.top - 0.01);
            QVERIFY2(box.y2 <= bottom + 0.01, qPrintable(ship));
            for (const Item *item : test::itemsWithId(doc->pages[std::size_t(p)], ship))
                QVERIFY2(inside(extent(*item), box), qPrintable(item->id));
        }
        QVERIFY(std::any_of(blocksPerPage.begin(), blocksPerPage.end(),
                            [](const auto &entry) { return entry.second >= 3; }));
    }

    // Nothing off the page, every text at 6 pt or more, on A4 and Letter, with backs.
    void nothingOffPage_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<QString>("paper");
        for (const char *fleet : {"sample-destroyers", "blue-500", "eighteen"}) {
            for (const char *paper : {"a4", "letter"})
                QTest::newRow(qPrintable(
                    QStringLiteral("%1 %2").arg(QLatin1String(fleet), QLatin1String(paper))))
                    << QString::fromLatin1(fleet) << QString::fromLatin1(paper);
        }
    }
    void nothingOffPage()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, paper);
        const auto f = fleet == QLatin1String("eighteen") ? eighteen() : example(qPrintable(fleet));
        QVERIFY(f);
        for (PrintKind kind : {PrintKind::Sheets, PrintKind::Counters}) {
            const auto doc = compose(*f, kind, *pageSize(paper), true);
            QVERIFY(doc);
            const QStringList off = test::itemsOffPage(*doc);
            QVERIFY2(off.isEmpty(), qPrintable(off.join(QLatin1Char('\n'))));
            for (const Page &page : doc->pages) {
                for (const Item &item : page.items) {
                    const auto *text = std::get_if<Text>(&item.shape);
                    if (text && !item.id.startsWith(QStringLiteral("assumptions")))
                        QVERIFY2(text->size >= 6 - 1e-9, qPrintable(item.id));
                }
            }
        }
    }

    // Long and non-Latin names fit their fields: the sheet shows the whole name (shrunk and
    // wrapped); on a counter every text stays inside the counter.
    void longNamesFit()
    {
        const auto f = eighteen();
        QVERIFY(f);
        const Fonts &fonts = Fonts::shared().value();
        const Template &sheets = builtin(Sheets);
        const Template &counters = builtin(Counters);
        for (const PageSize &page : {pageSizeA4(), pageSizeLetter()}) {
            const auto doc = compose(*f, PrintKind::Sheets, page);
            QVERIFY(doc);
            const Field &nameField = sheets.field(QStringLiteral("name"));
            for (std::size_t i = 0; i < f->ships.size(); ++i) {
                const QString id = QStringLiteral("ship-%1-name").arg(i + 1);
                for (const QString &line : {id, id + QStringLiteral("-2")}) {
                    const Item *item = test::itemById(*doc, line);
                    if (!item)
                        continue;
                    const auto &t = std::get<Text>(item->shape);
                    QVERIFY2(fonts.width(t.text, t.size) <= nameField.width + 0.01,
                             qPrintable(line));
                }
            }
            // "Ærøskøbing Überlichtgeschwindigkeitskreuzer Ωμέγα" is printed whole.
            QCOMPARE(test::fieldText(*doc, QStringLiteral("ship-1-name")),
                     QString::fromUtf8("Ærøskøbing Überlichtgeschwindigkeitskreuzer Ωμέγα"));

            const auto cdoc = compose(*f, PrintKind::Counters, page, true);
            QVERIFY(cdoc);
            const CounterGrid &g = *counters.grid;
            const Field &sub = counters.field(QStringLiteral("sub"));
            int texts = 0;
            for (const Page &pg : cdoc->pages) {
                for (const Item &item : pg.items) {
                    if (!std::holds_alternative<Rect>(item.shape)
                        || !(item.id.startsWith(QStringLiteral("counter-"))
                             || item.id.startsWith(QStringLiteral("back-"))))
                        continue;
                    Extent cut = extent(item);
                    cut = {cut.x1 + g.bleed, cut.y1 + g.bleed, cut.x2 - g.bleed, cut.y2 - g.bleed};
                    for (const Item *part : test::itemsWithId(pg, item.id)) {
                        if (part == &item)
                            continue;
                        QVERIFY2(inside(extent(*part), cut), qPrintable(part->id));
                        if (const auto *t = std::get_if<Text>(&part->shape)) {
                            ++texts;
                            if (part->id.contains(QStringLiteral("-sub")))
                                QVERIFY(fonts.width(t->text, t->size) <= sub.width + 0.01);
                        }
                    }
                }
            }
            QVERIFY(texts > 300);
        }
    }

    // The game tracks (§VII, §X, §II): 20 turns, Yellow has the initiative on odd turns and Blue
    // on even ones; a scoring chart of hundreds, tens and units per player.
    void gameTracks()
    {
        const auto f = example("blue-500");
        const auto doc = compose(*f, PrintKind::Sheets);
        QVERIFY(doc);
        const int p = test::pageWithId(*doc, QStringLiteral("turn-1"));
        QVERIFY(p >= 0);
        QVERIFY(doc->pages[std::size_t(p)].id.startsWith(QStringLiteral("easystar-tracks")));
        for (int turn = 1; turn <= 20; ++turn)
            QCOMPARE(test::fieldText(*doc, QStringLiteral("turn-%1-initiative").arg(turn)),
                     turn % 2 ? QStringLiteral("Yellow") : QStringLiteral("Blue"));
        QVERIFY(!test::itemById(*doc, QStringLiteral("turn-21")));
        const Page &page = doc->pages[std::size_t(p)];
        for (const char *player : {"yellow", "blue"}) {
            for (const char *row : {"hundreds", "tens", "units"})
                QCOMPARE(rectCount(page, QStringLiteral("score-%1-%2")
                                             .arg(QLatin1String(player), QLatin1String(row))),
                         10);
        }
        // Blue bought 2 damage-control counters (§V.D): a box each.
        QVERIFY(test::itemById(*doc, QStringLiteral("damage-control-2")));
        QVERIFY(!test::itemById(*doc, QStringLiteral("damage-control-3")));
    }
};

QTEST_GUILESS_MAIN(TestPrintEasyStar)
#include "tst_print_easystar.moc"
