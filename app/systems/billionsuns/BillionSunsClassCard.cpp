#include "BillionSunsClassCard.h"

#include "BillionSunsEditing.h"

#include <model/systems/billionsuns/BillionSunsSystem.h>

#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace fw::app {

using namespace billionsuns;
using model::billionsuns::BillionSunsText;

namespace {

QLabel *valueLabel(QWidget *parent, const char *name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

BillionSunsClassCard::BillionSunsClassCard(QWidget *parent)
    : QGroupBox(parent)
{
    setObjectName(QStringLiteral("classCard"));
    auto *layout = new QVBoxLayout(this);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("card.summary"));
    m_summary->setWordWrap(true);
    connect(m_summary, &QLabel::linkActivated, this, [this] { Q_EMIT editCustomClass(m_classId); });
    layout->addWidget(m_summary);

    m_body = new QWidget(this);
    auto *body = new QVBoxLayout(m_body);
    body->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_body);

    const QString table = tr("A Billion Suns, ship table");
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(12);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    m_cost = addStat(grid, 0, 0, tr("Cost:"), "card.cost",
                     tr("A Billion Suns, ship table: the credits the ship or wing costs when its "
                        "battlegroup jumps in."));
    m_kind = addStat(grid, 0, 2, tr("Kind:"), "card.kind",
                     tr("A Billion Suns, jump phase: utility ships count against the scale (at "
                        "most S); wings need a carrier (Mother's Wing)."));
    m_mass = addStat(grid, 1, 0, tr("Mass (m):"), "card.mass",
                     tr("%1. The derived values below follow from the mass.").arg(table));
    m_thrust = addStat(grid, 1, 2, tr("Thrust:"), "card.thrust", table);
    m_silhouette = addStat(grid, 2, 0, tr("Silhouette:"), "card.silhouette",
                           tr("%1. The silhouette is also the damage capacity.").arg(table));
    m_shields = addStat(grid, 2, 2, tr("Shields:"), "card.shields", table);
    body->addLayout(grid);

    m_weapons = new QFormLayout;
    m_weapons->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_primary = addRow(m_weapons, tr("Primary weapon:"), "card.primary", table);
    m_auxiliary = addRow(m_weapons, tr("Auxiliary weapon:"), "card.auxiliary", table);
    m_notes = addRow(m_weapons, tr("Notes:"), "card.notes", table);
    body->addLayout(m_weapons);

    auto *line = new QFrame(m_body);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    body->addWidget(line);
    auto *heading = new QLabel(tr("<b>Derived values</b>"), m_body);
    heading->setToolTip(tr("What the class's mass and silhouette give it in play "
                           "(A Billion Suns, quick reference)."));
    body->addWidget(heading);
    m_derived = new QFormLayout;
    m_derived->setRowWrapPolicy(QFormLayout::DontWrapRows);
    body->addLayout(m_derived);
    layout->addStretch(1);
}

QLabel *BillionSunsClassCard::addStat(QGridLayout *grid, int row, int column, const QString &label,
                                      const char *name, const QString &toolTip)
{
    auto *caption = new QLabel(label, m_body);
    caption->setToolTip(toolTip);
    QLabel *value = valueLabel(m_body, name);
    value->setToolTip(toolTip);
    grid->addWidget(caption, row, column);
    grid->addWidget(value, row, column + 1);
    return value;
}

QLabel *BillionSunsClassCard::addRow(QFormLayout *form, const QString &label, const char *name,
                                     const QString &toolTip)
{
    auto *caption = new QLabel(label, m_body);
    caption->setToolTip(toolTip);
    QLabel *value = valueLabel(m_body, name);
    value->setToolTip(toolTip);
    form->addRow(caption, value);
    return value;
}

void BillionSunsClassCard::showClass(const ShipClass *c, const BillionSunsSystem &system,
                                     const model::Fleet &fleet, const QString &unknownId)
{
    m_classId = c ? c->id : QString();
    if (!c) {
        setTitle(tr("Class card"));
        m_summary->setTextFormat(Qt::PlainText);
        m_summary->setText(unknownId.isEmpty()
                               ? tr("No ship is selected.")
                               : tr("The class “%1” is neither in the ship table nor one of the "
                                    "roster's custom classes. Pick a class.")
                                     .arg(unknownId));
        m_summary->show();
        m_body->hide();
        return;
    }
    const QString name = classDisplayName(*c);
    setTitle(c->custom ? tr("Class card: %1 (custom class)").arg(name)
                       : tr("Class card: %1").arg(name));
    if (c->custom) {
        m_summary->setTextFormat(Qt::RichText);
        m_summary->setText(
            tr("A custom class of this roster: <a href=\"edit\">edit it on the Designs page</a>."));
        m_summary->show();
    } else {
        m_summary->hide();
    }
    m_body->show();

    m_cost->setText(system.formatPoints(c->cost));
    QStringList kinds;
    kinds << (c->wing ? tr("wing") : tr("ship"));
    if (c->utility)
        kinds << tr("utility");
    if (c->carrier)
        kinds << tr("carrier");
    m_kind->setText(kinds.join(QLatin1String(", ")));
    m_mass->setText(QString::number(c->mass));
    m_thrust->setText(tr("%1\"").arg(c->thrust));
    m_silhouette->setText(QString::number(c->silhouette));
    m_shields->setText(QString::number(c->shields));
    m_primary->setText(c->primary ? BillionSunsSystem::weaponText(*c->primary) : tr("none"));
    m_auxiliary->setText(c->auxiliary ? BillionSunsSystem::weaponText(*c->auxiliary) : tr("none"));
    const QString notes = c->custom ? c->notes : BillionSunsText::table(c->notes);
    m_notes->setText(notes);
    m_weapons->setRowVisible(m_notes, !notes.isEmpty());

    while (m_derived->rowCount() > 0)
        m_derived->removeRow(0);
    const auto options = system.resolve(fleet);
    for (const model::ReportStat &stat : system.derivedValues(*c, options)) {
        if (stat.key == QLatin1String("mass"))
            continue; // shown above
        QString label = stat.label.toHtmlEscaped();
        QString toolTip;
        if (stat.key == QLatin1String("jumpRange"))
            toolTip = tr("A Billion Suns, jump phase: jump range is 6\" − m.");
        else if (stat.key == QLatin1String("jumpShock"))
            toolTip = tr("A Billion Suns, jump phase: jump shock reaches m\" with mD6 attacks of "
                         "damage 1.");
        else if (stat.key == QLatin1String("explosion"))
            toolTip = tr("A Billion Suns, attacking, step 9: the ship explodes on a check of m or "
                         "less, reaching m\" with mD6 attacks.");
        else if (stat.key == QLatin1String("mothersWing"))
            toolTip = tr("A Billion Suns, Mother's Wing: m\". Wings have none.");
        else if (stat.key == QLatin1String("combinedOrders"))
            toolTip = tr("A Billion Suns, orders: combined orders reach m + 3\".");
        else if (stat.key == QLatin1String("powerTo"))
            toolTip = tr("A Billion Suns, orders: Power to Weapon Systems or Power to Shields "
                         "takes up to m CMD tokens.");
        if (!stat.assumption.isEmpty()) {
            label = tr("%1 <i>(assumption)</i>").arg(label);
            if (const model::RulesOptionSpec *spec
                = model::findOption(system.options(), stat.assumption)) {
                toolTip = tr("Assumption: the rules option “%1” (%2) stands in for a rule the "
                             "quick reference does not settle.\n%3\n%4")
                              .arg(spec->label, spec->describe(fleet.options.value(*spec)),
                                   spec->description, spec->rule);
            }
        }
        auto *caption = new QLabel(label + QLatin1Char(':'), m_body);
        caption->setTextFormat(Qt::RichText);
        caption->setToolTip(toolTip);
        QLabel *value = valueLabel(m_body, "");
        value->setObjectName(QStringLiteral("derived.") + stat.key);
        value->setText(stat.value);
        value->setToolTip(toolTip);
        m_derived->addRow(caption, value);
    }
}

} // namespace fw::app
