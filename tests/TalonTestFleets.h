// Fleets the Talon combat tests fight with.

#pragma once

#include <model/core/Fleet.h>
#include <model/systems/talon/TalonSystem.h>

#include <QStringList>

#include <memory>

namespace talonfleets {

// A Talon fleet of one ship of each counter of `counters`, in order, each named after its counter.
inline std::unique_ptr<fw::model::Fleet> fleet(const QStringList &counters)
{
    using namespace fw::model;
    auto f = std::make_unique<Fleet>(QStringLiteral("talon"),
                                     std::make_unique<talon::TalonFleetSettings>());
    for (const QString &id : counters) {
        auto s = std::make_unique<talon::TalonShip>();
        s->name = id;
        s->classId = id;
        f->ships.push_back(std::move(s));
    }
    return f;
}

} // namespace talonfleets
