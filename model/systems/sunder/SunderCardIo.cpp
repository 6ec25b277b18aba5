#include "SunderCardIo.h"

#include "../../core/EnumNames.h"
#include "../../io/ReadEnums.h"

namespace fw::model::sunder {

namespace {

constexpr int MaxText = 200;
constexpr int MaxNotes = 100000;
constexpr int MaxFigure = 1000; // any stat; the validator says what is sane
constexpr std::size_t MaxTracks = 100;
constexpr std::size_t MaxWeapons = 1000;

// A per-track list: one whole number per track (the validator checks the length).
std::vector<int> trackList(ObjectReader &r, const char *key)
{
    return r.integers(key, MaxTracks, -MaxFigure, MaxFigure);
}

Weapon readWeapon(ObjectReader &r)
{
    Weapon w;
    w.name = r.string("name", QString(), MaxText);
    if (const std::optional<QString> type
        = r.requiredId("type", weaponTypeIds(), SunderText::tr("weapon type")))
        w.type = WeaponType(weaponTypeIds().indexOf(*type));
    w.arc = readEnum(r, "arc", facingIds(), SunderText::tr("arc"), Facing::Front);
    w.degrees = r.integer("degrees", 0, 0, 360);
    w.av = trackList(r, "av");
    w.extra = r.unknownKeys();
    return w;
}

} // namespace

SunderCard readSunderCard(ObjectReader &r)
{
    SunderCard c;
    c.id = r.requiredString("id", 100).value_or(QString());
    c.name = r.string("name", QString(), MaxText);
    c.faction = r.string("faction", QString(), MaxText);
    if (const std::optional<QString> size
        = r.requiredId("size", hullSizeIds(), SunderText::tr("ship size")))
        c.size = HullSize(hullSizeIds().indexOf(*size));
    c.points = r.integer("points", 0, 0, 1000000);
    c.initiative = r.integer("initiative", 0, -MaxFigure, MaxFigure);
    c.mp = trackList(r, "mp");
    c.shield = trackList(r, "shield");
    c.pd = trackList(r, "pd");
    r.forEachObject("weapons", false, MaxWeapons,
                    [&](ObjectReader &o) { c.weapons.push_back(readWeapon(o)); });
    if (const Json *bays = r.take("bays")) {
        ObjectReader o(*bays, r.path().key("bays"), r.context());
        if (o.isObject()) {
            c.hasBays = true;
            c.bays.fighters = trackList(o, "fighters");
            c.bays.bombers = trackList(o, "bombers");
            c.bays.extra = o.unknownKeys();
        }
    }
    c.example = r.boolean("example", false);
    c.notes = r.string("notes", QString(), MaxNotes);
    c.extra = r.unknownKeys();
    return c;
}

Json sunderCardJson(const SunderCard &c)
{
    Json o = Json::object();
    o["id"] = c.id.toStdString();
    o["name"] = c.name.toStdString();
    o["faction"] = c.faction.toStdString();
    o["size"] = idOf(hullSizeIds(), c.size);
    o["points"] = c.points;
    o["initiative"] = c.initiative;
    o["mp"] = c.mp;
    o["shield"] = c.shield;
    o["pd"] = c.pd;
    Json weapons = Json::array();
    for (const Weapon &w : c.weapons) {
        Json wo = Json::object();
        wo["name"] = w.name.toStdString();
        wo["type"] = idOf(weaponTypeIds(), w.type);
        wo["arc"] = idOf(facingIds(), w.arc);
        if (w.degrees != 0)
            wo["degrees"] = w.degrees;
        wo["av"] = w.av;
        appendUnknownKeys(wo, w.extra);
        weapons.push_back(std::move(wo));
    }
    o["weapons"] = std::move(weapons);
    const bool anyBays = !c.bays.fighters.empty() || !c.bays.bombers.empty();
    if (c.hasBays || anyBays) {
        Json bays = Json::object();
        bays["fighters"] = c.bays.fighters;
        bays["bombers"] = c.bays.bombers;
        appendUnknownKeys(bays, c.bays.extra);
        o["bays"] = std::move(bays);
    }
    if (c.example)
        o["example"] = true;
    if (!c.notes.isEmpty())
        o["notes"] = c.notes.toStdString();
    appendUnknownKeys(o, c.extra);
    return o;
}

SunderShip readSunderShip(ObjectReader &r)
{
    SunderShip s;
    s.name = r.requiredString("name", MaxText).value_or(QString());
    s.classId = r.context().shared(r.requiredString("design", 100).value_or(QString()));
    s.group = r.context().shared(r.string("group", QString(), MaxText));
    s.flagship = r.boolean("flagship", false);
    s.fighters = r.integer("fighters", 0, 0, MaxFlights);
    s.bombers = r.integer("bombers", 0, 0, MaxFlights);
    s.notes = r.string("notes", QString(), MaxNotes);
    s.extra = r.unknownKeys();
    return s;
}

Json sunderShipJson(const SunderShip &s)
{
    Json o = Json::object();
    o["name"] = s.name.toStdString();
    o["design"] = s.classId.toStdString();
    if (!s.group.isEmpty())
        o["group"] = s.group.toStdString();
    if (s.flagship)
        o["flagship"] = true;
    if (s.fighters != 0)
        o["fighters"] = s.fighters;
    if (s.bombers != 0)
        o["bombers"] = s.bombers;
    if (!s.notes.isEmpty())
        o["notes"] = s.notes.toStdString();
    appendUnknownKeys(o, s.extra);
    return o;
}

SunderGroup readSunderGroup(ObjectReader &r)
{
    SunderGroup g;
    g.name = r.requiredString("name", MaxText).value_or(QString());
    g.kind = readEnum(r, "kind", groupKindIds(), SunderText::tr("group kind"), GroupKind::Squadron);
    g.notes = r.string("notes", QString(), MaxNotes);
    g.extra = r.unknownKeys();
    return g;
}

Json sunderGroupJson(const SunderGroup &g)
{
    Json o = Json::object();
    o["name"] = g.name.toStdString();
    o["kind"] = idOf(groupKindIds(), g.kind);
    if (!g.notes.isEmpty())
        o["notes"] = g.notes.toStdString();
    appendUnknownKeys(o, g.extra);
    return o;
}

const QStringList &knownKeys(KeyScope scope)
{
    static const QStringList fleet{QStringLiteral("faction"), QStringLiteral("groups"),
                                   QStringLiteral("designs"), QStringLiteral("ships")};
    static const QStringList group{QStringLiteral("name"), QStringLiteral("kind"),
                                   QStringLiteral("notes")};
    static const QStringList design{
        QStringLiteral("id"),      QStringLiteral("name"),   QStringLiteral("faction"),
        QStringLiteral("size"),    QStringLiteral("points"), QStringLiteral("initiative"),
        QStringLiteral("mp"),      QStringLiteral("shield"), QStringLiteral("pd"),
        QStringLiteral("weapons"), QStringLiteral("bays"),   QStringLiteral("example"),
        QStringLiteral("notes")};
    static const QStringList weapon{QStringLiteral("name"), QStringLiteral("type"),
                                    QStringLiteral("arc"), QStringLiteral("degrees"),
                                    QStringLiteral("av")};
    static const QStringList bays{QStringLiteral("fighters"), QStringLiteral("bombers")};
    static const QStringList ship{QStringLiteral("name"),     QStringLiteral("design"),
                                  QStringLiteral("group"),    QStringLiteral("flagship"),
                                  QStringLiteral("fighters"), QStringLiteral("bombers"),
                                  QStringLiteral("notes")};
    switch (scope) {
    case KeyScope::Fleet:
        return fleet;
    case KeyScope::Group:
        return group;
    case KeyScope::Design:
        return design;
    case KeyScope::Weapon:
        return weapon;
    case KeyScope::Bays:
        return bays;
    case KeyScope::Ship:
        return ship;
    }
    return fleet;
}

} // namespace fw::model::sunder
