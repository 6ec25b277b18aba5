#include "ScsPrint.h"

#include <QHash>

namespace fw::templates::scs {

PrintView::PrintView(const LayoutContext &context)
    : fleet(context.fleet)
    , system(context.system)
{
    scs = fleet.systemId == QLatin1String("scs")
          && std::all_of(
              fleet.designs.begin(), fleet.designs.end(),
              [](const auto &d) { return dynamic_cast<const ms::ScsDesign *>(d.get()) != nullptr; })
          && std::all_of(fleet.ships.begin(), fleet.ships.end(), [](const auto &s) {
                 return dynamic_cast<const ms::ScsShip *>(s.get()) != nullptr;
             });
    if (!scs)
        return;
    options = ms::resolveOptions(system.options(), fleet.options);
    const SheetsFor sheetsFor = context.sheetsFor;
    // The first design of an id, as findScsClass finds it, looked up once for all ships.
    QHash<QString, int> byId;
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const ms::ScsClass &sheet = ms::scsClass(fleet, i);
        if (!byId.contains(sheet.id))
            byId.insert(sheet.id, int(i));
    }
    std::vector<bool> flown(fleet.designs.size(), false);
    for (std::size_t i = 0; i < fleet.ships.size(); ++i) {
        const auto &ship = fleet.shipAs<ms::ScsShip>(i);
        const auto it = byId.constFind(ship.classId);
        ShipEntry entry{int(i), &ship, nullptr};
        if (it != byId.constEnd()) {
            entry.sheet = &ms::scsClass(fleet, std::size_t(*it));
            flown[std::size_t(*it)] = true;
            if (sheetsFor == SheetsFor::Ships)
                sheets.push_back({*it, entry.sheet, &ship, int(i)});
        }
        ships.push_back(entry);
    }
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const ms::ScsClass &sheet = ms::scsClass(fleet, i);
        // Blank sheets: every design, or the designs the chosen ships fly.
        if (sheetsFor == SheetsFor::Designs && (flown[i] || !context.selected()))
            sheets.push_back({int(i), &sheet, nullptr, -1});
        else if (!flown[i] && !context.selected())
            unusedDesigns << designName(sheet);
    }
}

QString PrintView::assumptionNote(std::initializer_list<const char *> optionIds) const
{
    QStringList parts;
    for (const char *id : optionIds) {
        if (const model::RulesOptionSpec *spec
            = model::findOption(system.options(), QLatin1String(id)))
            parts << ScsPrintText::tr("%1: %2").arg(spec->label,
                                                    spec->describe(fleet.options.value(*spec)));
    }
    return ScsPrintText::tr("%1 Assumption (a rules option standing in for a rule the sources do "
                            "not settle): %2.")
        .arg(QLatin1String(AssumptionMark), parts.join(QStringLiteral("; ")));
}

QString marked(const QString &value)
{
    return value + QLatin1String(AssumptionMark);
}

QString yesNo(bool value)
{
    return value ? ScsPrintText::tr("yes") : ScsPrintText::tr("no");
}

QString arcText(const ms::FiringArc &arc)
{
    if (arc.from == arc.to)
        return ScsPrintText::tr("all round");
    return ScsPrintText::tr("%1–%2°").arg(arc.from).arg(arc.to);
}

QString designName(const ms::ScsClass &c)
{
    return c.name.trimmed().isEmpty() ? ScsPrintText::tr("(unnamed design)") : c.name;
}

QString shipName(const ms::ScsShip &s)
{
    return s.name.trimmed().isEmpty() ? ScsPrintText::tr("(unnamed)") : s.name;
}

QString criticalText(ms::SystemKind kind)
{
    using K = ms::SystemKind;
    // Digest §5.3, the criticals table.
    switch (kind) {
    case K::Thruster:
        return ScsPrintText::tr("−1 thrust per row");
    case K::Sensors:
        return ScsPrintText::tr("−1 sensors per row");
    case K::CnC:
        return ScsPrintText::tr("−2 initiative per row");
    case K::ShieldGenerator:
        return ScsPrintText::tr("−1 shield per row");
    case K::Reactor:
        return ScsPrintText::tr("−1 power per block");
    case K::Engine:
        return ScsPrintText::tr("−1 thrust per block");
    case K::JumpEngine:
        return ScsPrintText::tr("1% per block: blows up if used");
    case K::Weapon: // on the weapons table's heading, once for all
    case K::Hangar:
    case K::Other:
        break;
    }
    return {};
}

QString groupingText(const ms::SystemBoxes &b)
{
    switch (b.grouping) {
    case ms::BoxGrouping::Rows:
        return ScsPrintText::tr("rows of %1").arg(b.groupSize);
    case ms::BoxGrouping::Blocks:
        return ScsPrintText::tr("blocks of %1").arg(b.groupSize);
    case ms::BoxGrouping::Plain:
        break;
    }
    return {};
}

QString systemFigures(const ms::ShipSystem &s)
{
    using K = ms::SystemKind;
    QStringList parts;
    switch (s.kind) {
    case K::Reactor:
        parts << ScsPrintText::tr("power %1").arg(s.output);
        break;
    case K::Thruster:
        parts
            << ScsPrintText::tr("rating %1, %2").arg(s.output).arg(ms::directionName(s.direction));
        break;
    case K::Engine:
        parts << ScsPrintText::tr("thrust %1").arg(s.output);
        break;
    case K::Sensors:
        parts << ScsPrintText::tr("rating %1").arg(s.output);
        break;
    case K::JumpEngine:
        parts << ScsPrintText::tr("delay %1").arg(s.output);
        break;
    case K::Hangar:
        parts << ScsPrintText::tr("%1 slots (%2)")
                     .arg(s.output)
                     .arg(ms::fighterSizeName(s.hangarSize));
        break;
    case K::ShieldGenerator:
        parts << ScsPrintText::tr("shield %1").arg(s.output);
        break;
    case K::CnC:
    case K::Weapon:
    case K::Other:
        if (s.output != 0)
            parts << ScsPrintText::tr("output %1").arg(s.output);
        break;
    }
    if (s.kind != K::Reactor && s.power != 0)
        parts << ScsPrintText::tr("needs %1 power").arg(s.power);
    return parts.join(QStringLiteral(", "));
}

} // namespace fw::templates::scs
