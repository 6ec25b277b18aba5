#include "FieryVoid.h"

#include <QFile>

namespace fw::model::scs::fieryvoid {

WeaponTable WeaponTable::fromJson(const QByteArray &text, QStringList *problems)
{
    WeaponTable table;
    const auto report = [&](const QString &message) {
        if (problems)
            *problems << message;
    };
    const nlohmann::json doc
        = nlohmann::json::parse(text.constData(), text.constData() + text.size(), nullptr, false);
    if (!doc.is_object() || !doc.contains("weapons") || !doc["weapons"].is_array()) {
        report(QStringLiteral("the weapon table is not an object with a list of weapons"));
        return table;
    }
    if (doc.contains("source") && doc["source"].is_string())
        table.m_source = QString::fromStdString(doc["source"].get<std::string>());
    const auto text_ = [](const nlohmann::json &row, const char *key) {
        return row.contains(key) && row[key].is_string()
                   ? QString::fromStdString(row[key].get<std::string>())
                   : QString();
    };
    const auto number = [](const nlohmann::json &row, const char *key, int fallback) {
        return row.contains(key) && row[key].is_number_integer() ? row[key].get<int>() : fallback;
    };
    std::size_t index = 0;
    for (const nlohmann::json &row : doc["weapons"]) {
        const QString where = QStringLiteral("weapons[%1]").arg(index++);
        if (!row.is_object()) {
            report(where + QStringLiteral(": not an object"));
            continue;
        }
        WeaponFacts w;
        w.className = text_(row, "class");
        w.name = text_(row, "name");
        w.damage = text_(row, "damage");
        const int mode = weaponModeIds().indexOf(text_(row, "mode"));
        if (w.className.isEmpty() || mode < 0 || !parseDamage(w.damage)) {
            report(where + QStringLiteral(": needs a class, a mode out of ")
                   + weaponModeIds().join(QLatin1Char(' ')) + QStringLiteral(" and a damage"));
            continue;
        }
        w.mode = WeaponMode(mode);
        w.shots = std::max(1, number(row, "shots", 1));
        w.rake = std::max(0, number(row, "rake", 0));
        w.pulseDie = std::max(0, number(row, "pulseDie", 0));
        w.pulseGrouping = std::max(0, number(row, "pulseGrouping", 0));
        w.maxPulses = std::max(0, number(row, "maxPulses", 0));
        if (row.contains("toHit") && row["toHit"].is_number_integer())
            w.toHit = row["toHit"].get<int>();
        w.special = text_(row, "special");
        w.source = text_(row, "source");
        w.assumed = row.value("assumed", false) == true;
        w.note = text_(row, "note");
        table.m_rows[w.className.toLower()] = std::move(w);
    }
    return table;
}

const WeaponTable &WeaponTable::builtIn()
{
    static const WeaponTable table = [] {
        QFile f(QStringLiteral(":/rulesets/scs/fieryvoid-weapons.json"));
        return f.open(QIODevice::ReadOnly) ? fromJson(f.readAll()) : WeaponTable();
    }();
    return table;
}

const WeaponFacts *WeaponTable::find(const QString &className) const
{
    const auto it = m_rows.find(className.toLower());
    return it == m_rows.end() ? nullptr : &it->second;
}

} // namespace fw::model::scs::fieryvoid
