#pragma once

#include <templates/core/Layout.h>
#include <templates/core/PrintCharts.h>
#include <templates/core/PrintKit.h>

#include <model/systems/talon/TalonDesign.h>
#include <model/systems/talon/TalonOptions.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace fw::model::talon {
class TalonSystem;
}

// What the Talon printouts share: the fleet as they read it (the counters its ships use, in the
// order of first use; its ships with their Ship Points) and the texts they print. They draw with
// the print kit (templates/core/PrintKit.h, PrintCharts.h).
namespace fw::templates::talon {

namespace mt = model::talon;

class TalonPrintText
{
    Q_DECLARE_TR_FUNCTIONS(fw::TalonPrint)
};

// A template key or an id part.
inline QString key(const char *name)
{
    return QLatin1String(name);
}

// A counter the fleet uses and the fleet's ships of it.
struct CounterEntry
{
    const mt::TalonCounter *counter = nullptr;
    bool builtIn = false; // one of the 19 base-game counters (fan transcription)
    QStringList ships;    // names of the fleet's ships flying it
    int designIndex = -1; // in Fleet::designs for a custom counter
    int shipIndex = -1;   // a ship's own display: the ship (its name is `ships`); −1: blank
};

// One ship of the fleet with its counter (null when the fleet names a counter it lacks).
struct ShipEntry
{
    int index = 0; // in Fleet::ships
    const mt::TalonShip *ship = nullptr;
    const mt::TalonCounter *counter = nullptr;
    int sp = 0;
};

// The fleet as the Talon printouts read it.
class PrintView
{
public:
    explicit PrintView(const LayoutContext &context);

    const model::Fleet &fleet;
    const mt::TalonSystem *system = nullptr;
    bool talon = false; // a Talon fleet; nothing else is set otherwise
    mt::TalonOptions options;
    // Distinct counters, in the order of first use; then the fleet's custom counters no ship uses
    // yet (a player designing one sees it before a ship flies it).
    std::vector<CounterEntry> counters;
    // The ship displays to print: one per ship in fleet order, then the custom counters no ship
    // flies; or (SheetsFor::Designs) one blank display per entry of `counters`.
    std::vector<CounterEntry> displays;
    SheetsFor sheetsFor = SheetsFor::Ships;
    std::vector<ShipEntry> ships;
    int totalSp = 0;
    QString faction; // the fleet's faction (its setting, else its first ship's), or empty
};

// Texts.
constexpr char AssumptionMark[] = "*";
QString shipName(const mt::TalonShip &s); // its name, or "(unnamed)"
// "CA Heavy Cruiser" (the hull type's name when the counter has none).
QString counterTitle(const mt::TalonCounter &c);
QString spText(int sp);                                   // "115 SP"
QString arcsText(const std::vector<mt::Arc> &a);          // "Forward, Left"
QString impulseLetters(const std::vector<int> &impulses); // "B D F"
// The arc of fire of one Talon arc as the print kit draws it: a quarter about its direction.
Arc arcOf(mt::Arc arc);
// "Figures from a fan transcription, not checked against the physical counters: <source>".
QString sourceNote(const mt::TalonCounter &c);
// Speeds whose impulses differ between the impulse chart's two readings (digest §3.8).
bool chartDependent(int speed);
// The impulse chart's reading in force, named as the rules option's choice.
QString chartReading(const mt::TalonOptions &options);

// The Talon printouts.
class TalonLayout : public Layout
{
public:
    QString systemId() const override { return QStringLiteral("talon"); }
};

// One ship display per counter the fleet uses, for play with dry-erase pens.
class DisplaysLayout final : public TalonLayout
{
public:
    QString id() const override { return QStringLiteral("talon.displays"); }
    PrintKind kind() const override { return PrintKind::Sheets; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/talon/displays.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

// The reference card: impulse chart, weapon tables, critical table, explosion strengths.
class ReferenceLayout final : public TalonLayout
{
public:
    QString id() const override { return QStringLiteral("talon.reference"); }
    PrintKind kind() const override { return PrintKind::Sheets; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/talon/reference.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

// The fleet log: every ship with its class, SP and a running total, room to write.
class LogLayout final : public TalonLayout
{
public:
    QString id() const override { return QStringLiteral("talon.log"); }
    PrintKind kind() const override { return PrintKind::Roster; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/talon/log.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

// Ship counters to cut out, and numbered missile counters with their damaged side as backs.
class CountersLayout final : public TalonLayout
{
public:
    QString id() const override { return QStringLiteral("talon.counters"); }
    PrintKind kind() const override { return PrintKind::Counters; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/talon/counters.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

} // namespace fw::templates::talon
