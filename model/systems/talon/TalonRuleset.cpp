#include "TalonRuleset.h"

#include "../../io/JsonText.h"
#include "../../io/ReadContext.h"
#include "TalonCounterIo.h"

#include <QDir>
#include <QFile>

namespace fw::model::talon {

namespace {

WeaponTable readWeapon(ObjectReader &r)
{
    WeaponTable w;
    const std::vector<int> reach = r.integers("range", 2, 0, 100);
    if (reach.size() == 2) {
        w.minRange = reach[0];
        w.maxRange = std::max(reach[0], reach[1]);
    }
    const int ranges = w.maxRange - w.minRange + 1;
    w.damage = r.integer("damage", 0, 0, 100);
    w.speed = r.integer("speed", 0, 0, 100);
    if (const Json *hits = r.take("hitOnRollAtRange")) {
        ObjectReader o(*hits, r.path().key("hitOnRollAtRange"), r.context());
        for (int range = w.minRange; range <= w.maxRange && o.isObject(); ++range) {
            const QByteArray key = QByteArray::number(range);
            const std::vector<int> faces = o.integers(key.constData(), 2, 1, 6);
            w.hitFaces.emplace_back(faces.size() == 2 ? faces[0] : 7,
                                    faces.size() == 2 ? faces[1] : 6);
        }
    }
    if (const Json *table = r.take("damageByRollAndRange")) {
        ObjectReader o(*table, r.path().key("damageByRollAndRange"), r.context());
        for (int face = 1; face <= 6 && o.isObject(); ++face) {
            const QByteArray key = QByteArray::number(face);
            std::vector<int> row = o.integers(key.constData(), std::size_t(ranges), 0, 100);
            row.resize(std::size_t(ranges), 0);
            w.damageTable.push_back(std::move(row));
        }
    }
    return w;
}

} // namespace

Result<TalonRuleset> TalonRuleset::load(const QString &directory)
{
    TalonRuleset rules;
    const QString path = QDir(directory).filePath(QStringLiteral("counters.json"));
    ReadContext ctx(path);
    if (std::optional<Json> doc = readRulesFile(path, ctx)) {
        ObjectReader root(*doc, JsonPath(), ctx);
        if (root.isObject()) {
            rules.m_source = root.string("source", QString(), 10000);
            root.forEachObject("counters", true, 1000, [&](ObjectReader &o) {
                rules.m_counters.push_back(readTalonCounter(o));
            });
            if (const Json *weapons = root.require("weapons")) {
                ObjectReader o(*weapons, root.path().key("weapons"), ctx);
                for (int k = 0; k < int(rules.m_weapons.size()) && o.isObject(); ++k) {
                    const QByteArray key = weaponKindIds().at(k).toLatin1();
                    if (const Json *w = o.require(key.constData())) {
                        ObjectReader wr(*w, o.path().key(key.constData()), ctx);
                        if (wr.isObject())
                            rules.m_weapons[std::size_t(k)] = readWeapon(wr);
                    }
                }
            }
            if (const Json *criticals = root.require("criticalDamage2d6")) {
                ObjectReader o(*criticals, root.path().key("criticalDamage2d6"), ctx);
                for (int roll = 2; roll <= 12 && o.isObject(); ++roll)
                    if (std::optional<QString> text
                        = o.requiredString(QByteArray::number(roll).constData(), 200))
                        rules.m_criticals[roll] = *text;
            }
        }
    }
    QStringList problems;
    for (const LoadError &e : ctx.errors())
        problems << e.toString();
    for (std::size_t i = 0; i < rules.m_counters.size(); ++i) {
        const QString &id = rules.m_counters[i].id;
        if (rules.m_index.contains(id))
            problems
                << QStringLiteral("%1: counters[%2]: duplicate id %3").arg(path).arg(i).arg(id);
        rules.m_index.insert(id, int(i));
    }
    if (!problems.isEmpty())
        return Result<TalonRuleset>::failure(TalonText::tr("The Talon rules data is damaged:\n%1")
                                                 .arg(problems.join(QLatin1Char('\n'))));
    return rules;
}

const TalonCounter *TalonRuleset::counter(const QString &id) const
{
    const int i = m_index.value(id, -1);
    return i < 0 ? nullptr : &m_counters[std::size_t(i)];
}

QString TalonRuleset::critical(int roll) const
{
    const auto it = m_criticals.find(roll);
    return it == m_criticals.end() ? QString() : it->second;
}

} // namespace fw::model::talon
