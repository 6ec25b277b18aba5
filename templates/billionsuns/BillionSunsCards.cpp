#include "BillionSunsPrint.h"
#include "BillionSunsSheets.h"

#include <cmath>

namespace fw::templates::billionsuns {

namespace {

const QString PageId = QStringLiteral("billionsuns-cards");

// Half a thrust in inches: 2", 1½", ½".
QString halfInches(int thrust)
{
    if (thrust % 2 == 0)
        return inchText(thrust / 2);
    const QString whole = thrust > 1 ? QString::number(thrust / 2) : QString();
    return SunsText::tr("%1½\"").arg(whole);
}

// The label/value rows of a card's "In play" section: the model's derived values (as on the
// class card in the app) and the quick reference's other per-class numbers.
std::vector<model::ReportStat> inPlay(const RosterView &v, const bs::ShipClass &c)
{
    std::vector<model::ReportStat> rows;
    for (model::ReportStat &s : v.system.derivedValues(c, v.options)) {
        if (s.key == QLatin1String("mass"))
            continue; // a stat of its own on the card
        // Shorter labels than the report's, so each fits its column on one line.
        if (s.key == QLatin1String("combinedOrders"))
            s.label = SunsText::tr("Combined Orders");
        else if (s.key == QLatin1String("powerTo"))
            s.label = SunsText::tr("Power To Weapons/Shields");
        rows.push_back(std::move(s));
    }
    const int m = c.mass;
    // Et cetera: Systems Critical, if more than m damage tokens, duds damage the attacker.
    rows.push_back({key("systemsCritical"), SunsText::tr("Systems Critical"),
                    SunsText::tr("from %n token(s): duds damage attacker", nullptr, m + 1),
                    key(bs::option::DudFace)});
    // Et cetera: Dangerous Space, mD6 attacks at the end of the movement step.
    rows.push_back({key("dangerousSpace"),
                    SunsText::tr("Dangerous space"),
                    m > 0 ? SunsText::tr("%1 attacks at end of movement step").arg(diceText(m, 6))
                          : SunsText::tr("none (mass 0)"),
                    {}});
    // Et cetera: Easy Target, moved under half thrust.
    rows.push_back({key("easyTarget"),
                    SunsText::tr("Easy target"),
                    SunsText::tr("moved less than %1 (½ thrust)").arg(halfInches(c.thrust)),
                    {}});
    // Attacking, steps 5-6: each save equal to or under Shields cancels a hit.
    rows.push_back({key("saves"), SunsText::tr("Saving throws"),
                    c.shields > 0 ? SunsText::tr("%1 or less on a D%2 cancels a hit")
                                        .arg(c.shields)
                                        .arg(v.options.saveDie)
                                  : SunsText::tr("none (shields 0)"),
                    c.shields > 0 ? key(bs::option::SaveDie) : QString()});
    if (c.utility) {
        // Operational limits: no more than S utility ships in play.
        rows.push_back({key("utilityLimit"),
                        SunsText::tr("Utility ships"),
                        SunsText::tr("at most S = %1 in play").arg(v.roster.scale),
                        {}});
    }
    return rows;
}

class Card
{
public:
    Card(const Template &tmpl, const RosterView &view)
        : t(tmpl)
        , v(view)
    {}

    // Draws (or measures) one card; `height` is the frame's height when drawing (the tallest
    // card of its row). Returns the card's own height.
    double draw(Pen &p, const ClassEntry &entry, double x, double y, double w, double height) const;

private:
    double header(Pen &p, const bs::ShipClass &c, int count, const QString &id, double x, double y,
                  double w) const;
    double stats(Pen &p, const bs::ShipClass &c, const QString &id, double x, double y,
                 double w) const;
    double flags(Pen &p, const bs::ShipClass &c, const QString &id, double x, double y,
                 double w) const;
    double weapons(Pen &p, const bs::ShipClass &c, const QString &id, double x, double y,
                   double w) const;
    double derived(Pen &p, const bs::ShipClass &c, const QString &id, double x, double y,
                   double w) const;
    double section(Pen &p, const QString &title, double x, double y, double w) const;

    const Template &t;
    const RosterView &v;
};

double Card::draw(Pen &p, const ClassEntry &entry, double x, double y, double w,
                  double height) const
{
    const bs::ShipClass &c = *entry.shipClass;
    const QString id = QStringLiteral("class-%1").arg(idPart(c.id));
    const double pad = t.value(key("padding"));
    const double gap = t.value(key("sectionGap"));
    const double inner = w - 2 * pad;
    double cy = y + header(p, c, entry.count, id, x, y, w) + gap;
    cy += stats(p, c, id, x + pad, cy, inner) + gap;
    cy += flags(p, c, id, x + pad, cy, inner) + gap;
    cy += weapons(p, c, id, x + pad, cy, inner) + gap;
    cy += derived(p, c, id, x + pad, cy, inner);
    if (c.custom && !c.notes.trimmed().isEmpty()) {
        cy += gap;
        const Field &f = t.field(key("notes"));
        cy += f.y
              + p.field(x + pad, cy, within(f, inner),
                        SunsText::tr("Notes: %1").arg(c.notes.simplified()),
                        id + QLatin1String("-notes"));
    }
    const double own = cy + pad - y;
    // Custom classes have a dashed frame, so they stand out from the ship table's.
    p.rect(
        x, y, w, std::max(own, height),
        Stroke{1.0, Color::black(), c.custom ? std::vector<double>{4, 2} : std::vector<double>{}},
        std::nullopt, id + QLatin1String("-card"));
    return own;
}

double Card::header(Pen &p, const bs::ShipClass &c, int count, const QString &id, double x,
                    double y, double w) const
{
    const double pad = t.value(key("padding"));
    const double inner = w - 2 * pad;
    const Field countField = within(t.field(key("count")), inner / 3);
    const double textWidth = inner - countField.width - pad;
    const Field nameField = within(t.field(key("name")), textWidth);
    const Field kindField = within(t.field(key("kind")), textWidth);
    QStringList kinds;
    if (c.custom)
        kinds << SunsText::tr("Custom class of this roster");
    kinds << (c.wing ? SunsText::tr("wing") : SunsText::tr("ship"));
    if (c.utility)
        kinds << SunsText::tr("utility");
    if (c.carrier)
        kinds << SunsText::tr("carrier");
    QString kind = kinds.join(QStringLiteral(", "));
    kind[0] = kind[0].toUpper();
    const QString name = className(c);
    const double nameHeight = fieldHeight(p.c, nameField, name);
    const double kindHeight = fieldHeight(p.c, kindField, kind);
    const double height
        = std::max(t.value(key("headerHeight")),
                   nameField.y + nameHeight + kindField.y + kindHeight + nameField.y);
    p.rect(x, y, w, height, std::nullopt, Color::gray(c.custom ? 236 : 222));
    p.line(x, y + height, x + w, y + height, Stroke{0.8, Color::gray(60), {}});
    p.field(x + pad, y, nameField, name, id + QLatin1String("-name"));
    p.field(x + pad, y + nameField.y + nameHeight, kindField, kind, id + QLatin1String("-kind"));
    p.field(x + w - pad - countField.x - countField.width, y, countField,
            SunsText::tr("%n in the roster", nullptr, count), id + QLatin1String("-count"));
    return height;
}

double Card::stats(Pen &p, const bs::ShipClass &c, const QString &id, double x, double y,
                   double w) const
{
    const QStringList labels{SunsText::tr("Cost"), SunsText::tr("Mass m"), SunsText::tr("Thrust"),
                             SunsText::tr("Silhouette"), SunsText::tr("Shields")};
    const QStringList values{QString::number(c.cost), QString::number(c.mass), inchText(c.thrust),
                             QString::number(c.silhouette), QString::number(c.shields)};
    const QStringList keys{key("cost"), key("mass"), key("thrust"), key("silhouette"),
                           key("shields")};
    const double height = t.value(key("statHeight"));
    const double cell = w / labels.size();
    const Field label = inset(t.field(key("statLabel")), cell);
    const Field value = inset(t.field(key("statValue")), cell);
    for (int i = 0; i < labels.size(); ++i) {
        const double cx = x + i * cell;
        p.rect(cx, y, cell, height, Stroke{0.5, Color::gray(110), {}});
        p.field(cx, y, label, labels[i], QStringLiteral("%1-%2-label").arg(id, keys[i]),
                Color::gray(70));
        p.field(cx, y, value, values[i], QStringLiteral("%1-%2").arg(id, keys[i]));
    }
    return height;
}

double Card::flags(Pen &p, const bs::ShipClass &c, const QString &id, double x, double y,
                   double w) const
{
    const double box = t.value(key("checkbox"));
    const Field &label = t.field(key("label"));
    const double height = std::max(box, p.c.lineHeight(label.size));
    const std::pair<QString, bool> flags[] = {{SunsText::tr("Wing"), c.wing},
                                              {SunsText::tr("Utility"), c.utility},
                                              {SunsText::tr("Carrier"), c.carrier}};
    const QString keys[] = {key("wing"), key("utility"), key("carrier")};
    const double slot = w / 3;
    for (int i = 0; i < 3; ++i) {
        const double fx = x + i * slot;
        p.checkbox(fx, y + (height - box) / 2, box, flags[i].second,
                   QStringLiteral("%1-%2").arg(id, keys[i]));
        Field f = within(label, slot - box - 2);
        f.x = 0;
        f.y = (height - p.c.lineHeight(label.size)) / 2;
        p.field(fx + box + 2, y, f, flags[i].first);
    }
    return height;
}

double Card::section(Pen &p, const QString &title, double x, double y, double w) const
{
    const Field f = within(t.field(key("section")), w);
    const double height = f.y + p.field(x, y, f, title);
    p.line(x, y + height, x + w, y + height, Stroke{0.6, Color::gray(60), {}});
    return height + 0.5;
}

double Card::weapons(Pen &p, const bs::ShipClass &c, const QString &id, double x, double y,
                     double w) const
{
    double cy = y + section(p, SunsText::tr("Weapon systems"), x, y, w);
    const Field &cell = t.field(key("cell"));
    Field bold = cell;
    bold.bold = true;
    bold.lines = 1;
    // The centred columns below the bold heading row are read in play: range, dice, damage,
    // critical and dud faces.
    const auto column = [&](const char *widthKey, Align align, const Field &f) {
        Field aligned = f;
        aligned.align = align;
        Column col{t.value(QLatin1String(widthKey)), aligned};
        if (align == Align::Center && !f.bold)
            col.role = Role::PlayNumber;
        return col;
    };
    std::vector<Column> columns(6);
    const auto setColumns = [&](const Field &f) {
        columns[0] = column("typeColumn", Align::Left, f);
        columns[2] = column("rangeColumn", Align::Center, f);
        columns[3] = column("diceColumn", Align::Center, f);
        columns[4] = column("damageColumn", Align::Center, f);
        columns[5] = column("critColumn", Align::Center, f);
        double rest = w;
        for (std::size_t i = 0; i < columns.size(); ++i)
            rest -= i == 1 ? 0 : columns[i].width;
        columns[1] = Column{std::max(10.0, rest), f};
    };
    const double rowHeight = t.value(key("rowHeight"));
    setColumns(bold);
    cy += tableRow(p, x, cy, columns,
                   {SunsText::tr("Type"), SunsText::tr("Weapon"), SunsText::tr("Range"),
                    SunsText::tr("Dice"), SunsText::tr("Dmg"), SunsText::tr("Crit / dud")},
                   rowHeight, Color::gray(238));
    setColumns(cell);
    bool stationary = false;
    const auto row = [&](const QString &type, const bs::Weapon &weapon, const QString &wid) {
        stationary = stationary || weapon.stationaryTargetsOnly;
        const QString dud
            = v.options.dudOnHighestFace ? QString::number(weapon.die) : SunsText::tr("none");
        const QString critDud = SunsText::tr("%1 / %2").arg(
            marked(QString::number(v.options.criticalFace)), marked(dud));
        cy += tableRow(p, x, cy, columns,
                       {type,
                        weapon.stationaryTargetsOnly ? weaponName(weapon) + QStringLiteral(" †")
                                                     : weaponName(weapon),
                        rangeText(weapon), diceText(weapon.dice, weapon.die),
                        QString::number(weapon.damage), critDud},
                       rowHeight, std::nullopt,
                       {QString(), wid, wid + QLatin1String("-range"), wid + QLatin1String("-dice"),
                        wid + QLatin1String("-damage"), wid + QLatin1String("-critdud")});
    };
    if (c.primary)
        row(SunsText::tr("Primary"), *c.primary, id + QLatin1String("-primary"));
    if (c.auxiliary)
        row(SunsText::tr("Auxiliary"), *c.auxiliary, id + QLatin1String("-auxiliary"));
    if (!c.primary && !c.auxiliary) {
        cy += tableRow(p, x, cy, {Column{w, cell}}, {SunsText::tr("No weapon systems.")}, rowHeight,
                       std::nullopt, {id + QLatin1String("-noweapons")});
    }
    if (stationary) {
        const Field f = within(t.field(key("notes")), w);
        cy += f.y
              + p.field(x, cy, f, SunsText::tr("† May only target stationary objects."),
                        id + QLatin1String("-stationary"));
    }
    return cy - y;
}

double Card::derived(Pen &p, const bs::ShipClass &c, const QString &id, double x, double y,
                     double w) const
{
    double cy
        = y
          + section(p, SunsText::tr("In play (m = %1, S = %2)").arg(c.mass).arg(v.roster.scale), x,
                    y, w);
    const double labelWidth = std::min(t.value(key("labelColumn")), w / 2);
    const std::vector<Column> columns{Column{labelWidth, t.field(key("label"))},
                                      Column{w - labelWidth, t.field(key("value"))}};
    const double rowHeight = t.value(key("rowHeight"));
    for (const model::ReportStat &s : inPlay(v, c)) {
        const QString value = s.assumption.isEmpty() ? s.value : marked(s.value);
        cy += tableRow(p, x, cy, columns, {s.label, value}, rowHeight, std::nullopt,
                       {QString(), QStringLiteral("%1-%2").arg(id, s.key)});
    }
    return cy - y;
}

} // namespace

QString CardsLayout::title() const
{
    return SunsText::tr("Class cards");
}

TemplateSpec CardsLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    s.values = {key("headingGap"),   key("columnGap"),  key("rowGap"),      key("padding"),
                key("headerHeight"), key("statHeight"), key("sectionGap"),  key("rowHeight"),
                key("checkbox"),     key("typeColumn"), key("rangeColumn"), key("diceColumn"),
                key("damageColumn"), key("critColumn"), key("labelColumn")};
    s.numbers = {key("columns")};
    s.fields = {key("title"), key("subtitle"),  key("note"),      key("name"),    key("kind"),
                key("count"), key("statLabel"), key("statValue"), key("section"), key("cell"),
                key("label"), key("value"),     key("notes")};
    return s;
}

void CardsLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const RosterView v(context);
    const std::vector<ClassEntry> classes = v.classes();
    const QString heading = SunsText::tr("Class cards: %1").arg(v.corporation());
    const QString subtitle
        = SunsText::tr("A Billion Suns · scale S = %1 · %n class(es) in the roster", nullptr,
                       int(classes.size()))
              .arg(v.roster.scale)
          + SunsText::tr(" · S: the game's scale, m: the class's mass; ranges and moves in "
                         "inches, costs in credits.");
    const QString note = v.assumptionNote({bs::option::DestroyedAt, bs::option::CriticalFace,
                                           bs::option::DudFace, bs::option::SaveDie});
    startPages(c, t, PageId, title(), heading, subtitle, note, QStringLiteral("cards"));
    if (classes.empty()) {
        notice(c, t, PageId, SunsText::tr("The roster has no ships, so no class cards."),
               QStringLiteral("cards-empty"));
        c.setPageStarter({});
        return;
    }

    const int columns = std::max(1, int(std::lround(t.number(key("columns")))));
    const double gap = t.value(key("columnGap"));
    const double width = (c.width() - (columns - 1) * gap) / columns;
    const Card card(t, v);
    for (std::size_t first = 0; first < classes.size(); first += std::size_t(columns)) {
        const std::size_t last = std::min(classes.size(), first + std::size_t(columns));
        double height = 0;
        Pen measure(c, true);
        for (std::size_t i = first; i < last; ++i)
            height = std::max(height, card.draw(measure, classes[i], 0, 0, width, 0));
        const double top = c.place(height, t.value(key("rowGap")), PageId);
        Pen pen(c, false);
        for (std::size_t i = first; i < last; ++i)
            card.draw(pen, classes[i], c.left() + double(i - first) * (width + gap), top, width,
                      height);
    }
    c.setPageStarter({});
}

} // namespace fw::templates::billionsuns
