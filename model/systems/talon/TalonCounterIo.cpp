#include "TalonCounterIo.h"

#include "../../core/EnumNames.h"
#include "../../io/ReadEnums.h"

namespace fw::model::talon {

namespace {

constexpr int MaxText = 200;
constexpr int MaxNotes = 100000;
constexpr int MaxFigure = 1000;
constexpr std::size_t MaxEntries = 1000;

void readShields(ObjectReader &r, TalonCounter &c)
{
    const Json *value = r.take("shields");
    if (!value)
        return;
    ObjectReader o(*value, r.path().key("shields"), r.context());
    if (!o.isObject())
        return;
    for (int arc = 0; arc < ArcCount; ++arc)
        c.shields[std::size_t(arc)]
            = o.integer(arcIds().at(arc).toLatin1().constData(), 0, 0, MaxFigure);
    c.shieldsExtra = o.unknownKeys();
}

PowerEntry readPowerEntry(ObjectReader &r)
{
    PowerEntry e;
    e.speed = r.requiredInteger("speed", 0, 100).value_or(0);
    e.ap = r.requiredInteger("ap", 0, MaxFigure).value_or(0);
    if (const Json *radius = r.take("turnRadius"); radius && !radius->is_null())
        e.turnRadius = read::integer(*radius, r.path().key("turnRadius"), r.context(), 0, 100);
    e.start = r.boolean("start", false);
    e.extra = r.unknownKeys();
    return e;
}

WeaponGroup readWeaponGroup(ObjectReader &r)
{
    WeaponGroup g;
    g.weapon
        = requiredEnum(r, "weapon", weaponKindIds(), TalonText::tr("weapon"), WeaponKind::Phaser);
    g.red = r.integer("red", 0, 0, 100);
    g.yellow = r.integer("yellow", 0, 0, 100);
    g.count = r.integer("count", 1, 0, 100);
    r.forEachElement("arcs", false, 16, [&](const Json &value, const JsonPath &path) {
        if (const std::optional<QString> id
            = read::id(value, path, r.context(), arcIds(), TalonText::tr("firing arc")))
            g.arcs.push_back(Arc(arcIds().indexOf(*id)));
    });
    g.extra = r.unknownKeys();
    return g;
}

} // namespace

TalonCounter readTalonCounter(ObjectReader &r)
{
    TalonCounter c;
    c.id = r.requiredString("id", 100).value_or(QString());
    c.classCode = r.string("classCode", QString(), 20);
    c.name = r.string("name", QString(), MaxText);
    c.faction = requiredEnum(r, "faction", factionIds(), TalonText::tr("faction"), Faction::Terran);
    c.hull = requiredEnum(r, "hull", hullTypeIds(), TalonText::tr("hull type"),
                          HullType::HeavyCruiser);
    c.sp = r.integer("sp", 0, 0, 1000000);
    readShields(r, c);
    r.forEachObject("hullBoxes", false, MaxEntries, [&](ObjectReader &o) {
        HullBox b;
        b.powerMod = o.integer("powerMod", 0, -MaxFigure, 0);
        b.weakSpot = o.boolean("weakSpot", false);
        b.extra = o.unknownKeys();
        c.hullBoxes.push_back(b);
    });
    r.forEachObject("powerCurve", false, 100,
                    [&](ObjectReader &o) { c.powerCurve.push_back(readPowerEntry(o)); });
    r.forEachObject("weaponGroups", false, MaxEntries,
                    [&](ObjectReader &o) { c.weaponGroups.push_back(readWeaponGroup(o)); });
    c.afterburners = r.integer("afterburners", 0, 0, 100);
    c.batteries = r.integer("batteries", 0, 0, 100);
    c.explosion = r.integer("explosion", 0, 0, MaxFigure);
    c.source = r.string("source", QString(), MaxNotes);
    c.notes = r.string("notes", QString(), MaxNotes);
    c.extra = r.unknownKeys();
    return c;
}

Json talonCounterJson(const TalonCounter &c)
{
    Json o = Json::object();
    o["id"] = c.id.toStdString();
    o["classCode"] = c.classCode.toStdString();
    o["name"] = c.name.toStdString();
    o["faction"] = idOf(factionIds(), c.faction);
    o["hull"] = idOf(hullTypeIds(), c.hull);
    o["sp"] = c.sp;
    Json shields = Json::object();
    for (int arc = 0; arc < ArcCount; ++arc)
        shields[arcIds().at(arc).toStdString()] = c.shields[std::size_t(arc)];
    appendUnknownKeys(shields, c.shieldsExtra);
    o["shields"] = std::move(shields);
    Json boxes = Json::array();
    for (const HullBox &b : c.hullBoxes) {
        Json bo{{"powerMod", b.powerMod}, {"weakSpot", b.weakSpot}};
        appendUnknownKeys(bo, b.extra);
        boxes.push_back(std::move(bo));
    }
    o["hullBoxes"] = std::move(boxes);
    Json curve = Json::array();
    for (const PowerEntry &e : c.powerCurve) {
        Json eo{{"speed", e.speed},
                {"ap", e.ap},
                {"turnRadius", e.turnRadius ? Json(*e.turnRadius) : Json()},
                {"start", e.start}};
        appendUnknownKeys(eo, e.extra);
        curve.push_back(std::move(eo));
    }
    o["powerCurve"] = std::move(curve);
    Json groups = Json::array();
    for (const WeaponGroup &g : c.weaponGroups) {
        Json arcs = Json::array();
        for (Arc a : g.arcs)
            arcs.push_back(idOf(arcIds(), a));
        Json go{{"weapon", idOf(weaponKindIds(), g.weapon)},
                {"red", g.red},
                {"yellow", g.yellow},
                {"count", g.count},
                {"arcs", std::move(arcs)}};
        appendUnknownKeys(go, g.extra);
        groups.push_back(std::move(go));
    }
    o["weaponGroups"] = std::move(groups);
    o["afterburners"] = c.afterburners;
    o["batteries"] = c.batteries;
    o["explosion"] = c.explosion;
    if (!c.source.isEmpty())
        o["source"] = c.source.toStdString();
    if (!c.notes.isEmpty())
        o["notes"] = c.notes.toStdString();
    appendUnknownKeys(o, c.extra);
    return o;
}

const QStringList &knownKeys(KeyScope scope)
{
    const auto list = [](std::initializer_list<const char *> keys) {
        QStringList l;
        for (const char *k : keys)
            l << QLatin1String(k);
        return l;
    };
    static const QStringList fleet = list({"faction", "counterMix", "designs", "ships"});
    static const QStringList counter = list(
        {"id", "classCode", "name", "faction", "hull", "sp", "shields", "hullBoxes", "powerCurve",
         "weaponGroups", "afterburners", "batteries", "explosion", "source", "notes"});
    static const QStringList shields = list({"forward", "right", "rear", "left"});
    static const QStringList box = list({"powerMod", "weakSpot"});
    static const QStringList power = list({"speed", "ap", "turnRadius", "start"});
    static const QStringList group = list({"weapon", "red", "yellow", "count", "arcs"});
    static const QStringList ship = list({"name", "design", "notes"});
    switch (scope) {
    case KeyScope::Fleet:
        return fleet;
    case KeyScope::Counter:
        return counter;
    case KeyScope::Shields:
        return shields;
    case KeyScope::HullBox:
        return box;
    case KeyScope::PowerEntry:
        return power;
    case KeyScope::WeaponGroup:
        return group;
    case KeyScope::Ship:
        return ship;
    }
    return fleet;
}

} // namespace fw::model::talon
