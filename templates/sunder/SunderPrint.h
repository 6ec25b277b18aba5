#pragma once

#include <templates/core/Layout.h>
#include <templates/core/PrintCharts.h>
#include <templates/core/PrintKit.h>

#include <model/systems/sunder/SunderDesign.h>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

// What the Sunder the Stars printouts share: the fleet as they read it (its cards, its units) and
// the texts they print. They draw with the print kit (templates/core/PrintKit.h, PrintCharts.h).
namespace fw::templates::sunder {

namespace ms = model::sunder;

class SunderPrintText
{
    Q_DECLARE_TR_FUNCTIONS(fw::SunderPrint)
};

// A template key or an id part.
inline QString key(const char *name)
{
    return QLatin1String(name);
}

// A card to print and the fleet's ships of it.
struct CardEntry
{
    int index = 0; // in Fleet::designs
    const ms::SunderCard *card = nullptr;
    QStringList ships;  // names of the fleet's ships of this card
    int shipIndex = -1; // a ship's own card: the ship (its name is `ships`); −1: the card's
};

// One ship of the fleet with its card (null when the card is missing).
struct ShipEntry
{
    int index = 0; // in Fleet::ships
    const ms::SunderShip *ship = nullptr;
    const ms::SunderCard *card = nullptr;
    int points = 0; // as the fleet's report counts them
};

// What rolls initiative and activates together (digest §4.1): a group's ships, or a ship of no
// group on its own.
struct Unit
{
    const ms::SunderGroup *group = nullptr; // null: a ship on its own
    std::vector<ShipEntry> ships;
    // The unit's modifier to 2D6: a ship's own; a group's is the lowest of its ships' (an
    // assumption: the quick reference gives every unit a modifier but not how a squadron's is
    // found). None when no ship has a card.
    std::optional<int> initiative;
    bool assumed = false; // the group's ships differ, so the assumption sets the modifier
    int points = 0;

    QString name() const;
};

// The fleet as the Sunder printouts read it.
class PrintView
{
public:
    explicit PrintView(const LayoutContext &context);

    const model::Fleet &fleet;
    bool sunder = false;          // the context is a Sunder fleet; nothing else is set otherwise
    bool squadronHighest = false; // a group rolls with its highest modifier (rules option)
    // Every card of the fleet, used by a ship or not.
    std::vector<CardEntry> cards;
    // The cards to print: one per ship in fleet order, then the cards no ship flies (a player
    // designing a card prints it to see it before any ship flies it); or (SheetsFor::Designs) one
    // blank card per card. With ships chosen, only the cards of those ships.
    std::vector<CardEntry> printed;
    // Groups in the fleet's order (those without ships too), then the ships of no group (or of a
    // group the fleet lacks) in the fleet's order.
    std::vector<Unit> units;
    int shipCount = 0;
    int totalPoints = 0;
};

// Texts.
constexpr char AssumptionMark[] = "*";
QString cardName(const ms::SunderCard &c); // its name, or "(unnamed card)"
QString shipName(const ms::SunderShip &s); // its name, or "(unnamed)"
QString arcText(const ms::Weapon &w);      // "Front 180°"
QString reachText(ms::WeaponType type);    // "Battery 16 hexes, −1 AV per 4 after the first 4"
QString pointsText(int points);            // "Points 12"

// The Sunder printouts.
class SunderLayout : public Layout
{
public:
    QString systemId() const override { return QStringLiteral("sunder"); }
};

// One true-size 4"×6" card per card of the fleet: two to a page of the chosen paper with cut
// marks, or (template flag cardPages) each on a page of the card's own size.
class CardsLayout final : public SunderLayout
{
public:
    QString id() const override { return QStringLiteral("sunder.cards"); }
    PrintKind kind() const override { return PrintKind::Sheets; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/sunder/cards.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

// The fleet's units (squadrons and ships on their own) with their initiative modifiers and
// points, then an initiative sheet to note each unit's 2D6 + modifier turn by turn.
class UnitsLayout final : public SunderLayout
{
public:
    QString id() const override { return QStringLiteral("sunder.units"); }
    PrintKind kind() const override { return PrintKind::Roster; }
    QString title() const override;
    TemplateSpec spec() const override;
    QString builtinTemplate() const override
    {
        return QStringLiteral(":/templates/sunder/units.json");
    }
    void compose(const LayoutContext &context, const Template &t,
                 Composer &composer) const override;
};

} // namespace fw::templates::sunder
