#include "TalonPrint.h"

#include <model/combat/OptionNotes.h>
#include <model/systems/talon/TalonDerived.h>
#include <model/systems/talon/TalonRuleset.h>
#include <model/systems/talon/TalonSystem.h>

#include <algorithm>
#include <functional>
#include <map>

// The reference card: the impulse chart of the reading in force, the six weapons' d6 tables, the
// 2d6 critical damage table and the explosion strengths (digest §3.2, §3.8; rulebook p. 12/13).
namespace fw::templates::talon {

namespace {

const QString PageId = QStringLiteral("talon-reference");
const RowStyle HeaderStyle{Color::gray(222), Stroke{0.6, Color::gray(60), {}}, true, true};

class Card
{
public:
    Card(Composer &composer, const Template &tpl, const PrintView &v)
        : c(composer)
        , t(tpl)
        , view(v)
        , rules(v.system->rules())
    {}

    void impulses();
    void fixedWeapons();
    void damageTables();
    void criticals();
    void explosions();

private:
    // Places a block of a heading and what `draw` draws below it (measured first).
    void block(const QString &heading, const QString &id,
               const std::function<double(Pen &, double x, double y)> &draw);
    // A column of labels (left) or of numbers read in play (centred: speeds, damage, the faces
    // that hit, rolls, strengths).
    Column column(double width, Align align) const
    {
        Field f = t.field(key("cell"));
        f.align = align;
        Column col{width, f};
        if (align == Align::Center)
            col.role = Role::PlayNumber;
        return col;
    }
    double row(Pen &p, double x, double y, const std::vector<Column> &columns,
               const QStringList &cells, const QString &id, bool header = false) const
    {
        QStringList ids;
        for (qsizetype i = 0; i < cells.size() && !id.isEmpty(); ++i)
            ids << QStringLiteral("%1-%2").arg(id).arg(i);
        return tableRow(p, x, y, columns, cells, t.value(key("rowHeight")),
                        header ? HeaderStyle : RowStyle{}, ids);
    }

    Composer &c;
    const Template &t;
    const PrintView &view;
    const mt::TalonRuleset &rules;
};

void Card::block(const QString &heading, const QString &id,
                 const std::function<double(Pen &, double, double)> &draw)
{
    const Field f = within(t.field(key("heading")), c.width());
    Pen measure(c, true);
    const double headingHeight = f.y + fieldHeight(c, f, heading);
    const double height = headingHeight + draw(measure, c.left(), 0);
    const double top = c.place(height, t.value(key("blockGap")), PageId);
    Pen pen(c, false);
    pen.field(c.left(), top, f, heading, id + QLatin1String("-heading"));
    draw(pen, c.left(), top + headingHeight);
}

void Card::impulses()
{
    const mt::ImpulseChart &chart = mt::impulseChart(view.options);
    const double label = t.value(key("labelColumn"));
    const double width = (c.width() - label) / mt::ImpulseCount;
    std::vector<Column> columns{column(label, Align::Left)};
    QStringList head{TalonPrintText::tr("Impulse")};
    QStringList speeds{TalonPrintText::tr("Speeds acting")};
    for (int i = 0; i < mt::ImpulseCount; ++i) {
        columns.push_back(column(width, Align::Center));
        head << QString(QChar(u'A' + i));
        QStringList list;
        for (int s : chart[std::size_t(i)])
            list << QString::number(s);
        speeds << list.join(QStringLiteral(", "));
    }
    block(TalonPrintText::tr("Impulse chart: A–F, then the Power Phase (%1; rules option %2)")
              .arg(chartReading(view.options),
                   model::combat::optionName(view.system->options(), mt::option::ImpulseChart)),
          QStringLiteral("impulses"), [&](Pen &p, double x, double y) {
              double h = row(p, x, y, columns, head, QStringLiteral("impulses-head"), true);
              h += row(p, x, y + h, columns, speeds, QStringLiteral("impulses-speeds"));
              const Field f = within(t.field(key("footnote")), c.width());
              h += 1
                   + p.field(x, y + h + 1, f,
                             TalonPrintText::tr("A ship moves and gains power in each impulse "
                                                "that lists its speed; speed changes by ±1 in "
                                                "the Power Phase (digest §3.2)."),
                             QStringLiteral("impulses-note"));
              return h;
          });
}

// Disruptor, Anti-Matter Torpedo, Wave Motion Gun, Missile: a fixed damage on a hit; the faces
// that hit at each range.
void Card::fixedWeapons()
{
    const double label = t.value(key("labelColumn"));
    const double damage = t.value(key("columnWidth"));
    int maxRange = 1;
    for (int k = 0; k < 6; ++k)
        maxRange = std::max(maxRange, rules.weapon(mt::WeaponKind(k)).maxRange);
    const double range
        = std::min(t.value(key("columnWidth")), (c.width() - label - damage) / (maxRange + 2));
    std::vector<Column> columns{column(label, Align::Left), column(damage, Align::Center)};
    QStringList head{TalonPrintText::tr("Weapon"), TalonPrintText::tr("Damage")};
    for (int r = 1; r <= maxRange; ++r) {
        columns.push_back(column(range, Align::Center));
        head << TalonPrintText::tr("Range %1").arg(r);
    }
    columns.push_back(column(c.width() - tableWidth(columns), Align::Left));
    head << TalonPrintText::tr("Notes");
    const auto cells = [&](mt::WeaponKind kind) {
        const mt::WeaponTable &w = rules.weapon(kind);
        QStringList out{mt::weaponKindName(kind), QString::number(w.damage)};
        for (int r = 1; r <= maxRange; ++r) {
            const int i = r - w.minRange;
            if (r < w.minRange || r > w.maxRange)
                out << QStringLiteral("–");
            else if (i < int(w.hitFaces.size()))
                out << rangeText(w.hitFaces[std::size_t(i)].first,
                                 w.hitFaces[std::size_t(i)].second);
            else
                out << TalonPrintText::tr("no roll");
        }
        return out;
    };
    QStringList disruptor = cells(mt::WeaponKind::Disruptor);
    QStringList torpedo = cells(mt::WeaponKind::AntiMatterTorpedo);
    QStringList wmg = cells(mt::WeaponKind::WaveMotionGun);
    QStringList missile = cells(mt::WeaponKind::Missile);
    disruptor << QString();
    torpedo << QString();
    wmg << TalonPrintText::tr("A hit first displaces the target 1 hex directly away from the "
                              "firer (rulebook p. 13).");
    missile << TalonPrintText::tr("Speed %1. %2+ damage from one source destroys it, less "
                                  "flips it; damaged, any damage destroys it (rulebook p. 12).")
                   .arg(rules.weapon(mt::WeaponKind::Missile).speed)
                   .arg(view.options.missileThreshold);
    block(TalonPrintText::tr("Weapons with fixed damage: the d6 faces that hit at each range"),
          QStringLiteral("fixed"), [&](Pen &p, double x, double y) {
              double h = row(p, x, y, columns, head, QStringLiteral("fixed-head"), true);
              int n = 0;
              for (const QStringList &r : {disruptor, torpedo, wmg, missile})
                  h += row(p, x, y + h, columns, r, QStringLiteral("fixed-%1").arg(++n));
              return h;
          });
}

// Phaser and Fusion Cannon: the damage read by d6 roll and range, side by side.
void Card::damageTables()
{
    const mt::WeaponKind kinds[] = {mt::WeaponKind::Phaser, mt::WeaponKind::FusionCannon};
    const double gap = t.value(key("blockGap"));
    const double half = (c.width() - gap) / 2;
    block(TalonPrintText::tr("Damage by d6 roll and range (the Fusion Cannon rolls once for "
                             "every ship in its cone; Terran fighter groups ignore its damage; "
                             "rulebook p. 13)"),
          QStringLiteral("tables"), [&](Pen &p, double x, double y) {
              double tallest = 0;
              for (int k = 0; k < 2; ++k) {
                  const mt::WeaponTable &w = rules.weapon(kinds[k]);
                  const int ranges = w.maxRange - w.minRange + 1;
                  const double label = t.value(key("columnWidth"));
                  std::vector<Column> columns{column(label, Align::Center)};
                  QStringList head{mt::weaponKindName(kinds[k])};
                  for (int r = 0; r < ranges; ++r) {
                      columns.push_back(column((half - label) / ranges, Align::Center));
                      head << TalonPrintText::tr("Range %1").arg(w.minRange + r);
                  }
                  const QString id
                      = QStringLiteral("table-%1").arg(mt::weaponKindIds().at(int(kinds[k])));
                  const double tx = x + k * (half + gap);
                  double h = row(p, tx, y, columns, head, id + QLatin1String("-head"), true);
                  for (std::size_t face = 0; face < w.damageTable.size(); ++face) {
                      QStringList cells{TalonPrintText::tr("d6 %1").arg(face + 1)};
                      for (int v : w.damageTable[face])
                          cells << QString::number(v);
                      h += row(p, tx, y + h, columns, cells,
                               QStringLiteral("%1-%2").arg(id).arg(face + 1));
                  }
                  tallest = std::max(tallest, h);
              }
              return tallest;
          });
}

// In two halves side by side (rolls 2-7, 8-12), so that the card fits a Letter page as well.
void Card::criticals()
{
    const double gap = t.value(key("blockGap"));
    const double half = (c.width() - gap) / 2;
    std::vector<RangeChart> charts(2);
    for (std::size_t k = 0; k < charts.size(); ++k) {
        RangeChart &chart = charts[k];
        chart.range = column(t.value(key("columnWidth")), Align::Center);
        chart.range.title = TalonPrintText::tr("2d6");
        chart.label = column(half - chart.range.width, Align::Left);
        chart.label.title = TalonPrintText::tr("Critical damage");
        chart.rowHeight = t.value(key("rowHeight"));
        chart.firstNumber = k == 0 ? 1 : 7;
        for (int roll = k == 0 ? 2 : 8; roll <= (k == 0 ? 7 : 12); ++roll)
            chart.entries.push_back({roll, roll, rules.critical(roll)});
    }
    block(TalonPrintText::tr("Critical damage (English, as the data file gives it): roll 2d6 "
                             "when a weak-spot hull box is marked (digest §3.8)"),
          QStringLiteral("criticals"), [&](Pen &p, double x, double y) {
              return std::max(
                  drawRangeChart(p, x, y, charts[0], QStringLiteral("critical")),
                  drawRangeChart(p, x + half + gap, y, charts[1], QStringLiteral("critical")));
          });
}

void Card::explosions()
{
    // Digest §3.8: the strengths by class, from the built-in counters (both factions).
    std::map<int, QStringList> byStrength;
    for (const mt::TalonCounter &counter : rules.counters()) {
        QStringList &names = byStrength[counter.explosion];
        const QString name = mt::hullTypeName(counter.hull);
        if (!names.contains(name))
            names << name;
    }
    QStringList parts;
    for (const auto &[strength, names] : byStrength)
        parts << TalonPrintText::tr("%1: %2").arg(strength).arg(names.join(QStringLiteral(", ")));
    const QString text = parts.join(QStringLiteral("; "));
    block(TalonPrintText::tr("Explosion strength (damage to adjacent ships when a ship "
                             "explodes)"),
          QStringLiteral("explosions"), [&](Pen &p, double x, double y) {
              const Field f = within(t.field(key("text")), c.width());
              return p.field(x, y, f, text, QStringLiteral("explosions-text"));
          });
}

} // namespace

QString ReferenceLayout::title() const
{
    return TalonPrintText::tr("Reference card");
}

TemplateSpec ReferenceLayout::spec() const
{
    TemplateSpec s;
    s.layout = id();
    for (const char *v : {"headingGap", "blockGap", "rowHeight", "labelColumn", "columnWidth"})
        s.values << QLatin1String(v);
    for (const char *f : {"title", "subtitle", "note", "heading", "cell", "text", "footnote"})
        s.fields << QLatin1String(f);
    return s;
}

void ReferenceLayout::compose(const LayoutContext &context, const Template &t, Composer &c) const
{
    const PrintView view(context);
    if (!view.talon) {
        c.newPage(PageId, title());
        notice(c, t, PageId, TalonPrintText::tr("The reference card needs a Talon fleet."),
               QStringLiteral("talon-no-reference"));
        return;
    }
    startPages(c, t, PageId, title(), TalonPrintText::tr("Talon reference card"),
               TalonPrintText::tr("Weapon die: d6. Damage goes to the shield arc facing the "
                                  "attacker first, the rest marks hull boxes in order (digest "
                                  "§3.8)."),
               TalonPrintText::tr("Tables from a fan transcription, not checked against the "
                                  "Player Aid Card: %1")
                   .arg(view.system->rules().source()),
               QStringLiteral("reference"));
    Card card(c, t, view);
    card.impulses();
    card.fixedWeapons();
    card.damageTables();
    card.criticals();
    card.explosions();
    c.setPageStarter({});
}

} // namespace fw::templates::talon
