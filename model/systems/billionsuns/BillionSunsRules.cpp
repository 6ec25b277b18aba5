#include "BillionSunsRules.h"

#include "../../io/JsonText.h"
#include "../../io/ReadContext.h"

#include <QDir>
#include <QFile>

#include <array>

namespace fw::model::billionsuns {

namespace {

constexpr int Big = 100000;
// Class numbers are read as any whole number in this band; checkClass() says what the game allows,
// so a custom class gets one consistent message for every number out of range.
constexpr int Low = -Big;

std::optional<Weapon> readWeapon(ObjectReader &r, const char *key)
{
    // Absent or null: the class has no such weapon system.
    const Json *value = r.take(key);
    if (!value || value->is_null())
        return std::nullopt;
    ObjectReader w(*value, r.path().key(key), r.context());
    if (!w.isObject())
        return std::nullopt;
    Weapon weapon;
    weapon.name = w.requiredString("name", 100).value_or(QString());
    weapon.rangeMin = w.requiredInteger("rangeMin", Low, Big).value_or(0);
    weapon.rangeMax = w.requiredInteger("rangeMax", Low, Big).value_or(0);
    weapon.dice = w.requiredInteger("dice", Low, Big).value_or(0);
    weapon.die = w.requiredInteger("die", Low, Big).value_or(0);
    weapon.damage = w.requiredInteger("damage", Low, Big).value_or(0);
    weapon.stationaryTargetsOnly = w.boolean("stationaryTargetsOnly", false);
    weapon.extra = w.unknownKeys();
    return weapon;
}

Json weaponJson(const std::optional<Weapon> &weapon)
{
    if (!weapon)
        return nullptr;
    Json o = Json::object();
    o["name"] = weapon->name.toStdString();
    o["rangeMin"] = weapon->rangeMin;
    o["rangeMax"] = weapon->rangeMax;
    o["dice"] = weapon->dice;
    o["die"] = weapon->die;
    o["damage"] = weapon->damage;
    if (weapon->stationaryTargetsOnly)
        o["stationaryTargetsOnly"] = true;
    for (const auto &[k, v] : weapon->extra.items()) {
        if (!o.contains(k))
            o[k] = v;
    }
    return o;
}

std::optional<ScaledValue> readScaled(const Json &value, const JsonPath &path, ReadContext &ctx)
{
    if (value.is_number_integer()) {
        if (auto v = read::integer(value, path, ctx, 0, Big))
            return ScaledValue{*v, 0};
        return std::nullopt;
    }
    if (value.is_string()) {
        const QString s = QString::fromStdString(value.get<std::string>());
        if (s == QLatin1String("S"))
            return ScaledValue{0, 1};
        if (s.startsWith(QLatin1String("S/"))) {
            bool ok = false;
            const int divisor = s.mid(2).toInt(&ok);
            if (ok && divisor > 0)
                return ScaledValue{0, divisor};
        }
    }
    ctx.error(path, BillionSunsText::tr("expected a whole number, \"S\" or \"S/n\""));
    return std::nullopt;
}

std::optional<ScaledWeapon> readScaledWeapon(ObjectReader &r, const char *key)
{
    const Json *value = r.require(key);
    if (!value || value->is_null())
        return std::nullopt;
    ObjectReader w(*value, r.path().key(key), r.context());
    if (!w.isObject())
        return std::nullopt;
    ScaledWeapon weapon;
    weapon.name = w.requiredString("name", 100).value_or(QString());
    weapon.rangeMin = w.requiredInteger("rangeMin", Low, Big).value_or(0);
    weapon.rangeMax = w.requiredInteger("rangeMax", Low, Big).value_or(0);
    if (const Json *dice = w.require("dice"))
        weapon.dice = readScaled(*dice, w.path().key("dice"), w.context()).value_or(ScaledValue{});
    weapon.die = w.requiredInteger("die", 1, 100).value_or(6);
    weapon.damage = w.requiredInteger("damage", Low, Big).value_or(0);
    return weapon;
}

ObjectType readObject(ObjectReader &r)
{
    ObjectType o;
    o.id = r.requiredString("id", 50).value_or(QString());
    o.name = r.requiredString("name", 100).value_or(QString());
    const auto scaled = [&](const char *key) {
        const Json *v = r.require(key);
        return v ? readScaled(*v, r.path().key(key), r.context()).value_or(ScaledValue{})
                 : ScaledValue{};
    };
    o.mass = scaled("mass");
    if (const Json *move = r.require("move"); move && !move->is_null())
        o.move = read::integer(*move, r.path().key("move"), r.context(), 0, Big);
    o.silhouette = scaled("silhouette");
    o.shields = scaled("shields");
    o.primary = readScaledWeapon(r, "primary");
    o.auxiliary = readScaledWeapon(r, "auxiliary");
    return o;
}

QString outside(const QString &what, int value, int minimum, int maximum)
{
    return BillionSunsText::tr("%1: %2 (allowed: %3 to %4)")
        .arg(what)
        .arg(value)
        .arg(minimum)
        .arg(maximum);
}

void checkWeapon(const std::optional<Weapon> &weapon, const char *key, const QString &label,
                 std::vector<ClassProblem> &out)
{
    if (!weapon)
        return;
    const QString prefix = QLatin1String(key) + QLatin1Char('.');
    const auto range
        = [&](const char *field, const QString &what, int value, int minimum, int maximum) {
              if (value < minimum || value > maximum)
                  out.push_back({prefix + QLatin1String(field),
                                 outside(label.arg(what), value, minimum, maximum)});
          };
    if (weapon->name.trimmed().isEmpty())
        out.push_back(
            {prefix + QStringLiteral("name"), label.arg(BillionSunsText::tr("the name is empty"))});
    range("rangeMin", BillionSunsText::tr("minimum range"), weapon->rangeMin, 0, 60);
    range("rangeMax", BillionSunsText::tr("maximum range"), weapon->rangeMax, 0, 60);
    if (weapon->rangeMax < weapon->rangeMin) {
        out.push_back(
            {prefix + QStringLiteral("rangeMax"),
             label.arg(BillionSunsText::tr("maximum range (%1\") is below minimum range (%2\")")
                           .arg(weapon->rangeMax)
                           .arg(weapon->rangeMin))});
    }
    range("dice", BillionSunsText::tr("number of dice"), weapon->dice, 1, 20);
    static constexpr std::array dice = {3, 4, 6, 8, 10, 12, 20};
    if (std::find(dice.begin(), dice.end(), weapon->die) == dice.end()) {
        out.push_back(
            {prefix + QStringLiteral("die"),
             label.arg(BillionSunsText::tr("D%1 is not a die; use D3, D4, D6, D8, D10, D12 or D20")
                           .arg(weapon->die))});
    }
    range("damage", BillionSunsText::tr("damage"), weapon->damage, 1, 10);
}

} // namespace

int ScaledValue::at(int scale) const
{
    if (divisor == 0)
        return fixed;
    return (scale + divisor - 1) / divisor; // always round up
}

QString ScaledValue::text() const
{
    if (divisor == 0)
        return QString::number(fixed);
    return divisor == 1 ? QStringLiteral("S") : QStringLiteral("S/%1").arg(divisor);
}

QStringList classKeys()
{
    return {QStringLiteral("id"),      QStringLiteral("name"),    QStringLiteral("cost"),
            QStringLiteral("mass"),    QStringLiteral("thrust"),  QStringLiteral("silhouette"),
            QStringLiteral("shields"), QStringLiteral("wing"),    QStringLiteral("utility"),
            QStringLiteral("carrier"), QStringLiteral("primary"), QStringLiteral("auxiliary"),
            QStringLiteral("notes")};
}

QStringList weaponKeys()
{
    return {QStringLiteral("name"),
            QStringLiteral("rangeMin"),
            QStringLiteral("rangeMax"),
            QStringLiteral("dice"),
            QStringLiteral("die"),
            QStringLiteral("damage"),
            QStringLiteral("stationaryTargetsOnly")};
}

ShipClass readClass(ObjectReader &r)
{
    ShipClass c;
    c.id = r.requiredString("id", 50).value_or(QString());
    c.name = r.requiredString("name", 100).value_or(QString());
    c.cost = r.requiredInteger("cost", Low, Big).value_or(0);
    c.mass = r.requiredInteger("mass", Low, Big).value_or(0);
    c.thrust = r.requiredInteger("thrust", Low, Big).value_or(0);
    c.silhouette = r.requiredInteger("silhouette", Low, Big).value_or(0);
    c.shields = r.requiredInteger("shields", Low, Big).value_or(0);
    c.wing = r.requiredBoolean("wing").value_or(false);
    c.utility = r.requiredBoolean("utility").value_or(false);
    c.carrier = r.requiredBoolean("carrier").value_or(false);
    c.primary = readWeapon(r, "primary");
    c.auxiliary = readWeapon(r, "auxiliary");
    c.notes = r.string("notes", QString(), 1000);
    c.extra = r.unknownKeys();
    return c;
}

Json classJson(const ShipClass &c)
{
    Json o = Json::object();
    o["id"] = c.id.toStdString();
    o["name"] = c.name.toStdString();
    o["cost"] = c.cost;
    o["mass"] = c.mass;
    o["thrust"] = c.thrust;
    o["silhouette"] = c.silhouette;
    o["shields"] = c.shields;
    o["wing"] = c.wing;
    o["utility"] = c.utility;
    o["carrier"] = c.carrier;
    o["primary"] = weaponJson(c.primary);
    o["auxiliary"] = weaponJson(c.auxiliary);
    o["notes"] = c.notes.toStdString();
    for (const auto &[k, v] : c.extra.items()) {
        if (!o.contains(k))
            o[k] = v;
    }
    return o;
}

std::vector<ClassProblem> checkClass(const ShipClass &c)
{
    std::vector<ClassProblem> out;
    const auto range
        = [&](const char *field, const QString &what, int value, int minimum, int maximum) {
              if (value < minimum || value > maximum)
                  out.push_back({QLatin1String(field), outside(what, value, minimum, maximum)});
          };
    if (c.id.trimmed().isEmpty())
        out.push_back({QStringLiteral("id"), BillionSunsText::tr("The id is empty")});
    if (c.name.trimmed().isEmpty())
        out.push_back({QStringLiteral("name"), BillionSunsText::tr("The name is empty")});
    range("cost", BillionSunsText::tr("Cost"), c.cost, 0, 999);
    // Jump range is 6" - m, so mass above 6 would leave no jump range.
    range("mass", BillionSunsText::tr("Mass"), c.mass, 0, 6);
    range("thrust", BillionSunsText::tr("Thrust"), c.thrust, 0, 30);
    range("silhouette", BillionSunsText::tr("Silhouette"), c.silhouette, 1, 20);
    range("shields", BillionSunsText::tr("Shields"), c.shields, 0, 12);
    if (c.wing && c.mass != 0)
        out.push_back({QStringLiteral("mass"),
                       BillionSunsText::tr("Mass is %1, but wings have mass 0").arg(c.mass)});
    checkWeapon(c.primary, "primary", BillionSunsText::tr("Primary weapon: %1"), out);
    checkWeapon(c.auxiliary, "auxiliary", BillionSunsText::tr("Auxiliary weapon: %1"), out);
    return out;
}

Result<BillionSunsRules> BillionSunsRules::load(const QString &directory)
{
    BillionSunsRules rules;
    QStringList problems;
    const auto readFile = [&](const char *name, auto read) {
        const QString path = QDir(directory).filePath(QLatin1String(name));
        ReadContext ctx(path);
        if (std::optional<Json> doc = readRulesFile(path, ctx)) {
            ObjectReader root(*doc, JsonPath(), ctx);
            if (root.isObject())
                read(root);
        }
        for (const LoadError &e : ctx.errors())
            problems << e.toString();
        return path;
    };
    const QString classesPath = readFile("classes.json", [&](ObjectReader &root) {
        root.forEachObject("classes", true, 1000,
                           [&](ObjectReader &c) { rules.classes.push_back(readClass(c)); });
    });
    readFile("objects.json", [&](ObjectReader &root) {
        root.forEachObject("objects", true, 1000,
                           [&](ObjectReader &o) { rules.objects.push_back(readObject(o)); });
    });
    for (std::size_t i = 0; i < rules.classes.size(); ++i) {
        for (const ClassProblem &p : checkClass(rules.classes[i]))
            problems << QStringLiteral("%1: classes[%2].%3: %4")
                            .arg(classesPath)
                            .arg(i)
                            .arg(p.field, p.message);
        if (rules.m_classIndex.contains(rules.classes[i].id))
            problems << QStringLiteral("%1: classes[%2]: duplicate id %3")
                            .arg(classesPath)
                            .arg(i)
                            .arg(rules.classes[i].id);
        rules.m_classIndex.insert(rules.classes[i].id, int(i));
    }
    if (!problems.isEmpty()) {
        return Result<BillionSunsRules>::failure(
            BillionSunsText::tr("The A Billion Suns rules data is damaged:\n%1")
                .arg(problems.join(QLatin1Char('\n'))));
    }
    return rules;
}

const ShipClass *BillionSunsRules::shipClass(const QString &id) const
{
    const auto it = m_classIndex.constFind(id);
    return it == m_classIndex.constEnd() ? nullptr : &classes[std::size_t(*it)];
}

const ShipClass *BillionSunsRules::tableClassNamed(const QString &name) const
{
    const QString wanted = name.trimmed();
    if (wanted.isEmpty())
        return nullptr;
    for (const ShipClass &c : classes) {
        if (c.name.compare(wanted, Qt::CaseInsensitive) == 0
            || BillionSunsText::table(c.name).compare(wanted, Qt::CaseInsensitive) == 0)
            return &c;
    }
    return nullptr;
}

QStringList BillionSunsRules::classIds() const
{
    QStringList ids;
    for (const ShipClass &c : classes)
        ids << c.id;
    return ids;
}

} // namespace fw::model::billionsuns
