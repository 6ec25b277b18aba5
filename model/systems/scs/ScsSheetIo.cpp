#include "ScsSheetIo.h"

#include "../../core/EnumNames.h"
#include "../../io/ReadEnums.h"

namespace fw::model::scs {

namespace {

constexpr std::size_t MaxEntries = 100000;
constexpr int MaxBoxes = 100000;
constexpr int MaxFigure = 100000;
constexpr int MaxText = 200;
constexpr int MaxNotes = 100000;

FiringArc readArc(ObjectReader &r)
{
    FiringArc arc;
    const Json *value = r.take("arc");
    if (!value)
        return arc;
    const JsonPath path = r.path().key("arc");
    if (!value->is_array() || value->size() != 2) {
        r.context().error(path, QCoreApplication::translate(
                                    "fw::Scs", "expected an arc [from, to] in degrees, found %1")
                                    .arg(read::describeType(*value)));
        return arc;
    }
    // Any whole number is read; the validator says when it is not 0-359.
    arc.from
        = read::integer((*value)[0], path.index(0), r.context(), -MaxFigure, MaxFigure).value_or(0);
    arc.to
        = read::integer((*value)[1], path.index(1), r.context(), -MaxFigure, MaxFigure).value_or(0);
    return arc;
}

ShipSystem readSystem(ObjectReader &r)
{
    ShipSystem s;
    s.name = r.requiredString("name", MaxText).value_or(QString());
    s.kind
        = requiredEnum(r, "kind", systemKindIds(), ScsText::tr("system kind"), SystemKind::Other);
    s.armor = r.integer("armor", 0, 0, MaxFigure);
    s.boxes = r.integer("boxes", 1, 0, MaxBoxes);
    s.power = r.integer("power", 0, 0, MaxFigure);
    s.output = r.integer("output", 0, 0, MaxFigure);
    s.rowLength = r.integer("rowLength", 0, 0, 100);
    s.blockSize = r.integer("blockSize", 0, 0, 100);
    s.arc = readArc(r);
    s.recharge = r.integer("recharge", 1, 0, MaxFigure);
    s.damage = r.string("damage", QString(), MaxText);
    s.mode = readEnum(r, "mode", weaponModeIds(), ScsText::tr("weapon mode"), WeaponMode::Standard);
    s.intercept = r.integer("intercept", 0, 0, MaxFigure);
    s.rangeModifiers = r.integers("rangeModifiers", 1000, -MaxFigure, MaxFigure);
    s.shots = r.integer("shots", 1, 1, 100);
    s.pulseDie = r.integer("pulseDie", 0, 0, 100);
    s.pulseGrouping = r.integer("pulseGrouping", 0, 0, 100);
    s.maxPulses = r.integer("maxPulses", 0, 0, 100);
    s.rake = r.integer("rake", 0, 0, MaxFigure);
    s.direction = readEnum(r, "direction", directionIds(), ScsText::tr("thruster direction"),
                           ThrustDirection::Retro);
    s.hangarSize = readEnum(r, "fighterSize", fighterSizeIds(), ScsText::tr("fighter size"),
                            FighterSize::Medium);
    s.extra = r.unknownKeys();
    return s;
}

Section readSection(ObjectReader &r)
{
    Section s;
    s.id = r.context().shared(r.requiredString("id", MaxText).value_or(QString()));
    if (const Json *structure = r.take("structure")) {
        ObjectReader o(*structure, r.path().key("structure"), r.context());
        s.structureArmor = o.integer("armor", 0, 0, MaxFigure);
        s.structureBoxes = o.integer("boxes", 0, 0, MaxBoxes);
        s.structureExtra = o.unknownKeys();
    } else {
        s.hasStructure = false;
    }
    r.forEachObject("systems", false, MaxEntries,
                    [&](ObjectReader &o) { s.systems.push_back(readSystem(o)); });
    r.forEachObject("chart", false, 1000, [&](ObjectReader &o) {
        ChartRow row;
        row.from = o.requiredInteger("from", -MaxFigure, MaxFigure).value_or(0);
        row.to = o.requiredInteger("to", -MaxFigure, MaxFigure).value_or(0);
        row.hits = o.context().shared(o.requiredString("hits", MaxText).value_or(QString()));
        row.extra = o.unknownKeys();
        s.chart.push_back(std::move(row));
    });
    s.extra = r.unknownKeys();
    return s;
}

void readHeader(ObjectReader &r, ScsClass &c)
{
    c.id = r.requiredString("id", 100).value_or(QString());
    c.name = r.string("name", QString(), MaxText);
    c.faction = r.string("faction", QString(), MaxText);
    c.size = requiredEnum(r, "size", sizeClassIds(), ScsText::tr("size class"), SizeClass::Capital);
    c.points = r.integer("points", 0, 0, 10000000);
    c.isd = r.integer("isd", 0, 0, 100000);
    c.rarity = readEnum(r, "rarity", rarityIds(), ScsText::tr("rarity"), Rarity::Common);
    if (const Json *signature = r.take("signature")) {
        ObjectReader o(*signature, r.path().key("signature"), r.context());
        c.signatureForward = o.integer("forward", 0, 0, 1000);
        c.signatureSide = o.integer("side", 0, 0, 1000);
        c.signatureExtra = o.unknownKeys();
    }
    c.initiative = r.integer("initiative", 0, -1000, 1000);
    c.thrust = r.integer("thrust", 0, 0, MaxFigure);
    c.accelCost = r.integer("accelCost", 1, 0, MaxFigure);
    c.pivotCost = r.integer("pivotCost", 0, 0, MaxFigure);
    c.rollCost = r.integer("rollCost", 0, 0, MaxFigure);
    c.retroThrusters = r.boolean("retroThrusters", true);
    c.agile = r.boolean("agile", false);
    c.gravitic = r.boolean("gravitic", false);
    c.sensors = r.integer("sensors", 0, 0, MaxFigure);
    c.jamming = r.integer("jamming", 0, 0, MaxFigure);
    c.stealth = r.integer("stealth", 0, 0, MaxFigure);
    c.ramming = r.integer("ramming", 0, 0, 10000000);
    c.jumpDelay = r.integer("jumpDelay", 0, 0, MaxFigure);
    c.limited = r.integer("limited", 0, 0, 100);
    if (const Json *variant = r.take("variantOf"); variant && !variant->is_null())
        c.variantOf = read::string(*variant, r.path().key("variantOf"), r.context(), 100)
                          .value_or(QString());
}

} // namespace

ScsClass readScsClass(ObjectReader &r)
{
    ScsClass c;
    readHeader(r, c);
    c.turnDelay = r.integers("turnDelay", 1000, 0, MaxFigure);
    r.forEachObject("sideChart", false, 1000, [&](ObjectReader &o) {
        SideRow row;
        row.from = o.requiredInteger("from", -MaxFigure, MaxFigure).value_or(0);
        row.to = o.requiredInteger("to", -MaxFigure, MaxFigure).value_or(0);
        row.section = o.context().shared(o.requiredString("section", MaxText).value_or(QString()));
        row.extra = o.unknownKeys();
        c.sideChart.push_back(std::move(row));
    });
    r.forEachObject("sections", false, 1000,
                    [&](ObjectReader &o) { c.sections.push_back(readSection(o)); });
    c.special = r.string("special", QString(), MaxNotes);
    c.notes = r.string("notes", QString(), MaxNotes);
    c.source = r.string("source", QString(), 1000);
    r.forEachElement("assumptions", false, 1000, [&](const Json &value, const JsonPath &path) {
        if (const auto text = read::string(value, path, r.context(), MaxNotes))
            c.assumptions << *text;
    });
    c.extra = r.unknownKeys();
    return c;
}

namespace {

Json withExtra(Json object, const Json &extra)
{
    appendUnknownKeys(object, extra);
    return object;
}

bool usesOutput(SystemKind kind)
{
    return kind != SystemKind::Weapon && kind != SystemKind::CnC && kind != SystemKind::Other;
}

Json systemJson(const ShipSystem &s)
{
    const ShipSystem d; // defaults
    Json o = Json::object();
    o["name"] = s.name.toStdString();
    o["kind"] = idOf(systemKindIds(), s.kind);
    o["armor"] = s.armor;
    o["boxes"] = s.boxes;
    const bool weapon = s.kind == SystemKind::Weapon;
    if (weapon || s.arc != d.arc)
        o["arc"] = Json::array({s.arc.from, s.arc.to});
    if (weapon || s.recharge != d.recharge)
        o["recharge"] = s.recharge;
    if (weapon || s.power != 0)
        o["power"] = s.power;
    if (usesOutput(s.kind) || s.output != 0)
        o["output"] = s.output;
    if (weapon || !s.damage.isEmpty())
        o["damage"] = s.damage.toStdString();
    if (weapon || s.mode != d.mode)
        o["mode"] = idOf(weaponModeIds(), s.mode);
    if (weapon || s.intercept != 0)
        o["intercept"] = s.intercept;
    if (weapon || !s.rangeModifiers.empty())
        o["rangeModifiers"] = s.rangeModifiers;
    if (s.shots != d.shots)
        o["shots"] = s.shots;
    if (s.pulseDie != 0)
        o["pulseDie"] = s.pulseDie;
    if (s.pulseGrouping != 0)
        o["pulseGrouping"] = s.pulseGrouping;
    if (s.maxPulses != 0)
        o["maxPulses"] = s.maxPulses;
    if (s.rake != 0)
        o["rake"] = s.rake;
    if (s.kind == SystemKind::Thruster || s.direction != d.direction)
        o["direction"] = idOf(directionIds(), s.direction);
    if (s.kind == SystemKind::Hangar || s.hangarSize != d.hangarSize)
        o["fighterSize"] = idOf(fighterSizeIds(), s.hangarSize);
    if (s.rowLength != 0)
        o["rowLength"] = s.rowLength;
    if (s.blockSize != 0)
        o["blockSize"] = s.blockSize;
    appendUnknownKeys(o, s.extra);
    return o;
}

Json sectionJson(const Section &s)
{
    Json o = Json::object();
    o["id"] = s.id.toStdString();
    if (s.hasStructure)
        o["structure"] = withExtra({{"armor", s.structureArmor}, {"boxes", s.structureBoxes}},
                                   s.structureExtra);
    Json systems = Json::array();
    for (const ShipSystem &system : s.systems)
        systems.push_back(systemJson(system));
    o["systems"] = std::move(systems);
    Json chart = Json::array();
    for (const ChartRow &row : s.chart)
        chart.push_back(withExtra(
            {{"from", row.from}, {"to", row.to}, {"hits", row.hits.toStdString()}}, row.extra));
    o["chart"] = std::move(chart);
    appendUnknownKeys(o, s.extra);
    return o;
}

} // namespace

Json scsClassJson(const ScsClass &c)
{
    Json o = Json::object();
    o["id"] = c.id.toStdString();
    o["name"] = c.name.toStdString();
    o["faction"] = c.faction.toStdString();
    o["size"] = idOf(sizeClassIds(), c.size);
    o["points"] = c.points;
    o["isd"] = c.isd;
    o["rarity"] = idOf(rarityIds(), c.rarity);
    o["signature"]
        = withExtra({{"forward", c.signatureForward}, {"side", c.signatureSide}}, c.signatureExtra);
    o["initiative"] = c.initiative;
    o["thrust"] = c.thrust;
    o["accelCost"] = c.accelCost;
    o["pivotCost"] = c.pivotCost;
    o["rollCost"] = c.rollCost;
    o["retroThrusters"] = c.retroThrusters;
    o["agile"] = c.agile;
    o["gravitic"] = c.gravitic;
    o["sensors"] = c.sensors;
    if (c.jamming != 0)
        o["jamming"] = c.jamming;
    if (c.stealth != 0)
        o["stealth"] = c.stealth;
    if (c.ramming != 0)
        o["ramming"] = c.ramming;
    o["jumpDelay"] = c.jumpDelay;
    o["limited"] = c.limited;
    o["variantOf"] = c.variantOf.isEmpty() ? Json() : Json(c.variantOf.toStdString());
    o["turnDelay"] = c.turnDelay;
    Json side = Json::array();
    for (const SideRow &row : c.sideChart)
        side.push_back(
            withExtra({{"from", row.from}, {"to", row.to}, {"section", row.section.toStdString()}},
                      row.extra));
    o["sideChart"] = std::move(side);
    Json sections = Json::array();
    for (const Section &s : c.sections)
        sections.push_back(sectionJson(s));
    o["sections"] = std::move(sections);
    if (!c.special.isEmpty())
        o["special"] = c.special.toStdString();
    if (!c.notes.isEmpty())
        o["notes"] = c.notes.toStdString();
    if (!c.source.isEmpty())
        o["source"] = c.source.toStdString();
    if (!c.assumptions.isEmpty()) {
        Json list = Json::array();
        for (const QString &a : c.assumptions)
            list.push_back(a.toStdString());
        o["assumptions"] = std::move(list);
    }
    appendUnknownKeys(o, c.extra);
    return o;
}

FighterFlight readFighters(ObjectReader &r)
{
    FighterFlight f;
    f.name = r.string("name", QString(), MaxText);
    f.size
        = readEnum(r, "size", fighterSizeIds(), ScsText::tr("fighter size"), FighterSize::Medium);
    f.count = r.integer("count", 0, 0, MaxFigure);
    f.points = r.integer("points", 0, 0, MaxFigure);
    f.structure = r.integer("structure", 0, 0, 1000);
    f.extra = r.unknownKeys();
    return f;
}

Json fightersJson(const FighterFlight &f)
{
    Json o{{"name", f.name.toStdString()},
           {"size", idOf(fighterSizeIds(), f.size)},
           {"count", f.count},
           {"points", f.points},
           {"structure", f.structure}};
    appendUnknownKeys(o, f.extra);
    return o;
}

QStringList knownKeys(KeyScope scope)
{
    const auto list = [](std::initializer_list<const char *> keys) {
        QStringList l;
        for (const char *k : keys)
            l << QLatin1String(k);
        return l;
    };
    switch (scope) {
    case KeyScope::Fleet:
        return list({"campaignYear", "faction", "designs", "ships"});
    case KeyScope::Design:
        return list({"id",        "name",      "faction",   "size",           "points",
                     "isd",       "rarity",    "signature", "initiative",     "thrust",
                     "accelCost", "pivotCost", "rollCost",  "retroThrusters", "agile",
                     "gravitic",  "sensors",   "jamming",   "stealth",        "ramming",
                     "jumpDelay", "limited",   "variantOf", "turnDelay",      "sideChart",
                     "sections",  "special",   "notes",     "source",         "assumptions"});
    case KeyScope::Signature:
        return list({"forward", "side"});
    case KeyScope::SideRow:
        return list({"from", "to", "section"});
    case KeyScope::Section:
        return list({"id", "structure", "systems", "chart"});
    case KeyScope::Structure:
        return list({"armor", "boxes"});
    case KeyScope::System:
        return list(
            {"name",      "kind",           "armor",      "boxes",    "power",         "output",
             "rowLength", "blockSize",      "arc",        "recharge", "damage",        "mode",
             "intercept", "rangeModifiers", "shots",      "pulseDie", "pulseGrouping", "maxPulses",
             "rake",      "direction",      "fighterSize"});
    case KeyScope::ChartRow:
        return list({"from", "to", "hits"});
    case KeyScope::Ship:
        return list({"name", "design", "fighters", "notes"});
    case KeyScope::Fighters:
        return list({"name", "size", "count", "points", "structure"});
    }
    return {};
}

} // namespace fw::model::scs
