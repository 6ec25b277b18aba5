#include "TalonEditing.h"

#include "../../document/FleetDocument.h"

#include <model/core/Fleet.h>
#include <model/systems/talon/TalonSystem.h>

#include <QCoreApplication>

namespace fw::app::talon {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::TalonUi)
};

} // namespace

const model::talon::TalonSystem &talonSystem(const FleetDocument &document)
{
    return static_cast<const model::talon::TalonSystem &>(document.system());
}

QString counterLabel(const TalonCounter &c)
{
    return Text::tr("%1 %2 (%3, %4 SP)", "class code, name, faction, Ship Points")
        .arg(c.classCode, counterName(c), model::talon::factionName(c.faction))
        .arg(c.sp);
}

std::vector<CounterChoice> counterChoices(const model::talon::TalonSystem &system,
                                          const model::Fleet &fleet, std::optional<Faction> faction)
{
    std::vector<CounterChoice> choices;
    for (const TalonCounter &c : system.rules().counters()) {
        if (!faction || c.faction == *faction)
            choices.push_back({&c, -1});
    }
    for (std::size_t d = 0; d < fleet.designs.size(); ++d) {
        const auto *design = dynamic_cast<const TalonDesign *>(fleet.designs[d].get());
        if (design && (!faction || design->counter.faction == *faction))
            choices.push_back({&design->counter, int(d)});
    }
    return choices;
}

QString builtInNotice()
{
    return Text::tr("The built-in counters' figures come from a fan transcription and have not "
                    "been checked against the physical counters (digest §3.8). To correct one, "
                    "copy it to a custom design.");
}

QString freeCounterId(const model::talon::TalonSystem &system, const model::Fleet &fleet,
                      const QString &base)
{
    const auto taken = [&](const QString &id) {
        return system.rules().counter(id) || fleet.findDesign(id) >= 0;
    };
    QString id = base;
    for (int n = 2; taken(id); ++n)
        id = QStringLiteral("%1-%2").arg(base).arg(n);
    return id;
}

TalonCounter customCopy(const model::talon::TalonSystem &system, const model::Fleet &fleet,
                        const TalonCounter &c)
{
    TalonCounter copy = c;
    copy.id = freeCounterId(system, fleet, c.id + QStringLiteral("-custom"));
    copy.name = counterName(c);
    const QString note = Text::tr("Copied from the built-in counter %1.").arg(c.id);
    copy.notes = c.notes.isEmpty() ? note : note + QLatin1Char('\n') + c.notes;
    return copy;
}

// Made-up figures (no source prices a custom counter, digest §3.8): a destroyer-sized ship with
// one phaser group forward, a curve of speeds 1 to 4 starting at 2, and four hull boxes.
TalonCounter newCounter(const model::talon::TalonSystem &system, const model::Fleet &fleet)
{
    TalonCounter c;
    const auto *settings = dynamic_cast<const TalonFleetSettings *>(fleet.settings.get());
    c.faction = settings && settings->faction ? *settings->faction : Faction::Terran;
    c.hull = HullType::Destroyer;
    c.classCode = QStringLiteral("DD");
    c.sp = 50;
    c.shields = {4, 3, 2, 3};
    c.hullBoxes = {{0, false, {}}, {0, false, {}}, {-1, true, {}}, {-1, false, {}}};
    for (int speed = 1; speed <= 4; ++speed)
        c.powerCurve.push_back({speed, 5 - speed, speed / 2, speed == 2, {}});
    WeaponGroup phasers;
    phasers.weapon = WeaponKind::Phaser;
    phasers.red = 1;
    phasers.yellow = 1;
    phasers.arcs = {Arc::Forward};
    c.weaponGroups.push_back(phasers);
    c.explosion = 1;
    c.id = freeCounterId(system, fleet, QStringLiteral("custom"));
    c.name = Text::tr("New class");
    return c;
}

} // namespace fw::app::talon
