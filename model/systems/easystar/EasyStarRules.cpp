#include "EasyStarRules.h"

#include "../../io/JsonText.h"
#include "../../io/ReadContext.h"

#include <QDir>
#include <QFile>

namespace fw::model::easystar {

namespace {

constexpr int Big = 100000;

std::optional<int> nullableInteger(ObjectReader &r, const char *key, int minimum, int maximum)
{
    const Json *value = r.require(key);
    if (!value || value->is_null())
        return std::nullopt;
    return read::integer(*value, r.path().key(key), r.context(), minimum, maximum);
}

QStringList stringList(ObjectReader &r, const char *key)
{
    QStringList result;
    const Json *value = r.require(key);
    if (!value || !read::isArray(*value, r.path().key(key), r.context(), 100))
        return result;
    for (std::size_t i = 0; i < value->size(); ++i) {
        if (auto s = read::string((*value)[i], r.path().key(key).index(i), r.context(), 100))
            result << *s;
    }
    return result;
}

// Reads a sub-object and hands its reader to `each`.
template<typename Each>
void withObject(ObjectReader &r, const char *key, Each each)
{
    if (const Json *value = r.require(key)) {
        ObjectReader object(*value, r.path().key(key), r.context());
        if (object.isObject())
            each(object);
    }
}

void readShipTypes(ObjectReader &r, EasyStarRules &rules)
{
    r.forEachObject("classes", true, 1000, [&](ObjectReader &c) {
        ShipClass s;
        s.id = c.requiredString("id", 50).value_or(QString());
        s.name = c.requiredString("name", 100).value_or(QString());
        s.abbrev = c.requiredString("abbrev", 10).value_or(QString());
        s.shipNumber = c.requiredInteger("shipNumber", 1, 10).value_or(0);
        s.counters = c.requiredInteger("counters", 0, 100).value_or(0);
        s.cost = c.requiredInteger("cost", 0, Big).value_or(0);
        s.damage = c.requiredInteger("damage", 1, 100).value_or(0);
        s.maxSpeed = c.requiredInteger("maxSpeed", 0, 10).value_or(0);
        s.weaponSpaces = nullableInteger(c, "weaponSpaces", 0, 1000);
        s.dorsalMounts = c.requiredInteger("dorsalMounts", 0, 100).value_or(0);
        s.gunMountAllowed = c.requiredBoolean("gunMountAllowed").value_or(false);
        s.specialWeapons = c.requiredBoolean("specialWeapons").value_or(false);
        s.fightersNeedSheetSpace = c.requiredBoolean("fightersNeedSheetSpace").value_or(true);
        s.selfRepair = c.requiredInteger("selfRepair", 0, 100).value_or(0);
        if (const Json *v = c.require("requiresOption"); v && !v->is_null())
            s.requiresOption = read::string(*v, c.path().key("requiresOption"), c.context(), 100)
                                   .value_or(QString());
        rules.classes.push_back(std::move(s));
    });
    r.forEachObject("fighters", true, 1000, [&](ObjectReader &c) {
        FighterType f;
        f.id = c.requiredString("id", 50).value_or(QString());
        f.name = c.requiredString("name", 100).value_or(QString());
        f.abbrev = c.requiredString("abbrev", 10).value_or(QString());
        f.counters = c.requiredInteger("counters", 0, 100).value_or(0);
        f.cost = c.requiredInteger("cost", 0, Big).value_or(0);
        f.damage = c.requiredInteger("damage", 1, 100).value_or(0);
        f.speed = c.requiredInteger("speed", 0, 100).value_or(0);
        f.weapon = c.requiredString("weapon", 50).value_or(QString());
        rules.fighters.push_back(std::move(f));
    });
}

std::optional<int> toHitValue(ObjectReader &r, const char *key)
{
    return nullableInteger(r, key, 1, 7);
}

void readWeapons(ObjectReader &r, EasyStarRules &rules)
{
    r.forEachObject("weapons", true, 1000, [&](ObjectReader &c) {
        WeaponType w;
        w.id = c.requiredString("id", 50).value_or(QString());
        w.name = c.requiredString("name", 100).value_or(QString());
        w.abbrev = c.requiredString("abbrev", 10).value_or(QString());
        w.cost = c.requiredInteger("cost", 0, Big).value_or(0);
        w.spaces = c.requiredInteger("spaces", 0, 100).value_or(0);
        w.range = c.requiredInteger("range", 0, 100).value_or(0);
        w.damage = c.requiredInteger("damage", 0, 100).value_or(0);
        w.limitBonusRange = c.requiredInteger("limitBonusRange", 0, 10).value_or(0);
        w.limitBonusDamage = c.requiredInteger("limitBonusDamage", 0, 10).value_or(0);
        w.upgradable = c.requiredBoolean("upgradable").value_or(false);
        w.mounts = stringList(c, "mounts");
        w.largeHullOnly = c.requiredBoolean("largeHullOnly").value_or(false);
        w.ventralSpaceIncluded = c.requiredBoolean("ventralSpaceIncluded").value_or(false);
        w.shots = c.requiredInteger("shots", 1, 10).value_or(1);
        withObject(c, "toHit", [&](ObjectReader &t) {
            w.toHit.ship = toHitValue(t, "ship");
            w.toHit.fighter = toHitValue(t, "fighter");
            w.toHit.missile = toHitValue(t, "missile");
        });
        rules.weapons.push_back(std::move(w));
    });
    r.forEachObject("mounts", true, 1000, [&](ObjectReader &c) {
        Mount m;
        m.id = c.requiredString("id", 50).value_or(QString());
        m.name = c.requiredString("name", 100).value_or(QString());
        m.maxUnits = c.requiredInteger("maxUnits", 1, 100).value_or(1);
        m.extraSpaces = c.requiredInteger("extraSpaces", 0, 10).value_or(0);
        c.take("arc");
        rules.mounts.push_back(std::move(m));
    });
    withObject(r, "units", [&](ObjectReader &u) {
        rules.unitCost = u.requiredInteger("cost", 0, Big).value_or(0);
        rules.unitDamageSpaces = u.requiredInteger("damageSpaces", 0, 10).value_or(0);
        rules.unitRangeSpacesEvery = u.requiredInteger("rangeSpacesEvery", 1, 10).value_or(1);
    });
}

void readEquipment(ObjectReader &r, EasyStarRules &rules)
{
    r.forEachObject("auxiliaries", true, 1000, [&](ObjectReader &c) {
        Auxiliary a;
        a.id = c.requiredString("id", 50).value_or(QString());
        a.name = c.requiredString("name", 100).value_or(QString());
        a.abbrev = c.requiredString("abbrev", 10).value_or(QString());
        a.cost = c.requiredInteger("cost", 0, Big).value_or(0);
        a.spaces = c.requiredInteger("spaces", 0, 100).value_or(0);
        rules.auxiliaries.push_back(std::move(a));
    });
    withObject(r, "engine", [&](ObjectReader &c) {
        rules.engine.name = c.requiredString("name", 100).value_or(QString());
        rules.engine.abbrev = c.requiredString("abbrev", 10).value_or(QString());
        rules.engine.cost = c.requiredInteger("cost", 0, Big).value_or(0);
        rules.engine.spaces = c.requiredInteger("spaces", 0, 100).value_or(0);
        rules.engine.speedBonus = c.requiredInteger("speedBonus", 0, 10).value_or(0);
    });
    withObject(r, "gunMount", [&](ObjectReader &c) {
        rules.gunMount.name = c.requiredString("name", 100).value_or(QString());
        rules.gunMount.abbrev = c.requiredString("abbrev", 10).value_or(QString());
        rules.gunMount.costPerShipNumber
            = c.requiredInteger("costPerShipNumber", 0, Big).value_or(0);
        rules.gunMount.spacesPerShipNumber
            = c.requiredInteger("spacesPerShipNumber", 0, 100).value_or(0);
        rules.gunMount.damageBonus = c.requiredInteger("damageBonus", 0, 100).value_or(0);
    });
    withObject(r, "fighterBay", [&](ObjectReader &c) {
        rules.fighterBay.name = c.requiredString("name", 100).value_or(QString());
        rules.fighterBay.abbrev = c.requiredString("abbrev", 10).value_or(QString());
        rules.fighterBay.cost = c.requiredInteger("cost", 0, Big).value_or(0);
        rules.fighterBay.spaces = c.requiredInteger("spaces", 0, 100).value_or(0);
        rules.fighterBay.capacity = c.requiredInteger("capacity", 0, 100).value_or(0);
    });
    withObject(r, "damageControl", [&](ObjectReader &c) {
        rules.damageControl.name = c.requiredString("name", 100).value_or(QString());
        rules.damageControl.abbrev = c.requiredString("abbrev", 10).value_or(QString());
        rules.damageControl.cost = c.requiredInteger("cost", 0, Big).value_or(0);
        rules.damageControl.maxPerPlayer = c.requiredInteger("maxPerPlayer", 0, 100).value_or(0);
    });
    withObject(r, "speedTrade", [&](ObjectReader &c) {
        rules.speedTradeSpacesPerShipNumber
            = c.requiredInteger("spacesPerShipNumber", 0, 100).value_or(0);
    });
    withObject(r, "fleet", [&](ObjectReader &c) {
        rules.maxShips = c.requiredInteger("maxShips", 1, 1000).value_or(1);
        rules.budgetStep = c.requiredInteger("budgetStep", 1, Big).value_or(1);
        rules.maxSpeed = c.requiredInteger("maxSpeed", 0, 100).value_or(0);
    });
}

void readAdvantages(ObjectReader &r, EasyStarRules &rules)
{
    r.forEachObject("rolls", true, 1000, [&](ObjectReader &c) {
        AdvantageRoll roll;
        roll.roll = c.requiredInteger("roll", 2, 12).value_or(0);
        roll.text = c.requiredString("text", 200).value_or(QString());
        roll.rollTwice = c.boolean("rollTwice", false);
        c.forEachObject("grants", true, 1000, [&](ObjectReader &g) {
            AdvantageGrant grant;
            const QString kind = g.requiredString("kind", 50).value_or(QString());
            if (kind == QLatin1String("weapon")) {
                grant.kind = AdvantageGrant::Kind::Weapon;
                grant.mount = g.requiredString("mount", 50).value_or(QString());
                grant.range = g.optionalInteger("range", 1, 100);
                grant.choices = stringList(g, "types");
            } else if (kind == QLatin1String("auxiliary")) {
                grant.kind = AdvantageGrant::Kind::Auxiliary;
                grant.choices = stringList(g, "choices");
            } else if (kind == QLatin1String("fighters")) {
                grant.kind = AdvantageGrant::Kind::Fighters;
                grant.count = g.requiredInteger("count", 1, 100).value_or(0);
            } else if (kind == QLatin1String("units")) {
                grant.kind = AdvantageGrant::Kind::Units;
                grant.count = g.requiredInteger("count", 1, 100).value_or(0);
            } else if (kind == QLatin1String("damageControl")) {
                grant.kind = AdvantageGrant::Kind::DamageControl;
                grant.count = g.requiredInteger("count", 1, 100).value_or(0);
            } else {
                g.context().error(g.path().key("kind"),
                                  EasyStarText::tr("unknown grant kind %1").arg(kind));
            }
            roll.grants.push_back(std::move(grant));
        });
        rules.advantages.push_back(std::move(roll));
    });
}

void readCriticals(ObjectReader &r, EasyStarRules &rules)
{
    r.forEachObject("effects", true, 1000, [&](ObjectReader &c) {
        CriticalEffect e;
        e.id = c.requiredString("id", 50).value_or(QString());
        e.name = c.requiredString("name", 100).value_or(QString());
        rules.criticalEffects.push_back(std::move(e));
    });
    r.forEachObject("rows", true, 1000, [&](ObjectReader &c) {
        CriticalRow row;
        row.roll = c.requiredInteger("roll", 1, 6).value_or(0);
        row.effect = c.requiredString("effect", 50).value_or(QString());
        if (const Json *v = c.require("option"); v && !v->is_null())
            row.option
                = read::string(*v, c.path().key("option"), c.context(), 100).value_or(QString());
        rules.criticalRows.push_back(std::move(row));
    });
}

void readTurning(ObjectReader &r, EasyStarRules &rules)
{
    const Json *value = r.require("turnsAtSpeed");
    if (!value || !read::isArray(*value, r.path().key("turnsAtSpeed"), r.context(), 20))
        return;
    for (std::size_t i = 0; i < value->size(); ++i) {
        rules.turnsAtSpeed.push_back(
            read::integer((*value)[i], r.path().key("turnsAtSpeed").index(i), r.context(), 0, 6)
                .value_or(0));
    }
}

// Cross-references between the tables, which per-file reading cannot see.
void checkConsistency(const EasyStarRules &rules, QStringList &problems)
{
    for (const WeaponType &w : rules.weapons) {
        for (const QString &m : w.mounts) {
            if (!rules.mount(m))
                problems << EasyStarText::tr("weapon %1 names unknown mount %2").arg(w.id, m);
        }
    }
    for (const FighterType &f : rules.fighters) {
        if (!rules.weapon(f.weapon))
            problems << EasyStarText::tr("fighter %1 names unknown weapon %2").arg(f.id, f.weapon);
    }
    const QStringList devices = rules.advantageDeviceIds();
    for (const AdvantageRoll &roll : rules.advantages) {
        for (const AdvantageGrant &g : roll.grants) {
            if (g.kind == AdvantageGrant::Kind::Auxiliary) {
                for (const QString &c : g.choices) {
                    if (!devices.contains(c))
                        problems << EasyStarText::tr("advantage %1 names unknown device %2")
                                        .arg(roll.roll)
                                        .arg(c);
                }
            } else if (g.kind == AdvantageGrant::Kind::Weapon) {
                if (!rules.mount(g.mount))
                    problems << EasyStarText::tr("advantage %1 names unknown mount %2")
                                    .arg(roll.roll)
                                    .arg(g.mount);
                for (const QString &c : g.choices) {
                    if (!rules.weapon(c))
                        problems << EasyStarText::tr("advantage %1 names unknown weapon %2")
                                        .arg(roll.roll)
                                        .arg(c);
                }
            }
        }
    }
    for (int roll = 2; roll <= 12; ++roll) {
        if (!rules.advantage(roll))
            problems << EasyStarText::tr("the flagship advantage table has no row %1").arg(roll);
    }
    for (const CriticalRow &row : rules.criticalRows) {
        const bool known = std::any_of(rules.criticalEffects.begin(), rules.criticalEffects.end(),
                                       [&](const CriticalEffect &e) { return e.id == row.effect; });
        if (!known)
            problems << EasyStarText::tr("critical row %1 names unknown effect %2")
                            .arg(row.roll)
                            .arg(row.effect);
    }
    if (rules.criticalRows.size() != 6)
        problems << EasyStarText::tr("the critical hit table must have 6 rows");
    if (rules.turnsAtSpeed.size() != std::size_t(rules.maxSpeed + 1))
        problems << EasyStarText::tr("the turning table must have one entry per speed 0..%1")
                        .arg(rules.maxSpeed);
}

} // namespace

Result<EasyStarRules> EasyStarRules::load(const QString &directory)
{
    EasyStarRules rules;
    QStringList problems;
    const struct
    {
        const char *file;
        void (*read)(ObjectReader &, EasyStarRules &);
    } files[] = {
        {"ship-types.json", readShipTypes},    {"weapons.json", readWeapons},
        {"equipment.json", readEquipment},     {"flagship-advantages.json", readAdvantages},
        {"critical-hits.json", readCriticals}, {"turning.json", readTurning},
    };
    for (const auto &entry : files) {
        const QString path = QDir(directory).filePath(QLatin1String(entry.file));
        ReadContext ctx(path);
        if (std::optional<Json> doc = readRulesFile(path, ctx)) {
            ObjectReader root(*doc, JsonPath(), ctx);
            if (root.isObject())
                entry.read(root, rules);
        }
        for (const LoadError &e : ctx.errors())
            problems << e.toString();
    }
    rules.index();
    if (problems.isEmpty())
        checkConsistency(rules, problems);
    if (!problems.isEmpty()) {
        return Result<EasyStarRules>::failure(
            EasyStarText::tr("The EasyStar rules data is damaged:\n%1")
                .arg(problems.join(QLatin1Char('\n'))));
    }
    return rules;
}

void EasyStarRules::index()
{
    const auto build = [](auto &table, QHash<QString, int> &map) {
        map.clear();
        for (std::size_t i = 0; i < table.size(); ++i)
            map.insert(table[i].id, int(i));
    };
    build(classes, m_classIndex);
    build(fighters, m_fighterIndex);
    build(weapons, m_weaponIndex);
    build(mounts, m_mountIndex);
    build(auxiliaries, m_auxIndex);
}

namespace {
template<typename T>
const T *lookup(const std::vector<T> &table, const QHash<QString, int> &index, const QString &id)
{
    // An id read from a file shares its characters with the table's (read::id): found by its
    // address in these short tables, without hashing it. Any other id is found by its hash.
    for (const T &row : table) {
        if (row.id.constData() == id.constData() && row.id.size() == id.size())
            return &row;
    }
    const auto it = index.constFind(id);
    return it == index.constEnd() ? nullptr : &table[std::size_t(*it)];
}

template<typename T>
QStringList idsOf(const std::vector<T> &table)
{
    QStringList ids;
    for (const T &row : table)
        ids << row.id;
    return ids;
}
} // namespace

const ShipClass *EasyStarRules::shipClass(const QString &id) const
{
    return lookup(classes, m_classIndex, id);
}

const FighterType *EasyStarRules::fighterType(const QString &id) const
{
    return lookup(fighters, m_fighterIndex, id);
}

const WeaponType *EasyStarRules::weapon(const QString &id) const
{
    return lookup(weapons, m_weaponIndex, id);
}

const Mount *EasyStarRules::mount(const QString &id) const
{
    return lookup(mounts, m_mountIndex, id);
}

const Auxiliary *EasyStarRules::auxiliary(const QString &id) const
{
    return lookup(auxiliaries, m_auxIndex, id);
}

const AdvantageRoll *EasyStarRules::advantage(int roll) const
{
    for (const AdvantageRoll &row : advantages) {
        if (row.roll == roll)
            return &row;
    }
    return nullptr;
}

QStringList EasyStarRules::classIds() const
{
    return idsOf(classes);
}

QStringList EasyStarRules::weaponIds() const
{
    return idsOf(weapons);
}

QStringList EasyStarRules::mountIds() const
{
    return idsOf(mounts);
}

QStringList EasyStarRules::auxiliaryIds() const
{
    return idsOf(auxiliaries);
}

QStringList EasyStarRules::advantageDeviceIds() const
{
    return auxiliaryIds() << QStringLiteral("engine") << QStringLiteral("gunMount")
                          << QStringLiteral("fighterBay");
}

QString EasyStarRules::deviceName(const QString &id) const
{
    if (const Auxiliary *a = auxiliary(id))
        return EasyStarText::table(a->name);
    if (id == QLatin1String("engine"))
        return EasyStarText::table(engine.name);
    if (id == QLatin1String("gunMount"))
        return EasyStarText::table(gunMount.name);
    if (id == QLatin1String("fighterBay"))
        return EasyStarText::table(fighterBay.name);
    return id;
}

} // namespace fw::model::easystar
