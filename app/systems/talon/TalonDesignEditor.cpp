#include "TalonDesignEditor.h"

#include "TalonCounterPicture.h"
#include "TalonWeaponGroups.h"

#include <model/systems/talon/TalonDerived.h>

#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace fw::app {

using namespace talon;

TalonDesignEditor::TalonDesignEditor(FleetDocument &document, QWidget *parent)
    : DataDesignEditor(document, parent)
{
    setObjectName(QStringLiteral("talonDesignEditor"));
    auto *powerBox = new QGroupBox(tr("&Power curve"), this);
    m_power = createPowerCurve(powerBox);
    m_derived = new QLabel(powerBox);
    m_derived->setObjectName(QStringLiteral("design.derived"));
    m_derived->setWordWrap(true);
    auto *powerLayout = new QVBoxLayout(powerBox);
    powerLayout->addWidget(m_power);
    powerLayout->addWidget(m_derived);

    auto *hullBox = new QGroupBox(tr("H&ull boxes"), this);
    m_hullBoxes = createHullBoxes(hullBox);
    auto *hullLayout = new QVBoxLayout(hullBox);
    hullLayout->addWidget(m_hullBoxes);

    auto *groupsBox = new QGroupBox(tr("&Weapon groups"), this);
    m_groups = new TalonWeaponGroups(*this, groupsBox);
    auto *groupsLayout = new QVBoxLayout(groupsBox);
    groupsLayout->addWidget(m_groups);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createHeaderBox());
    layout->addWidget(createShieldsBox());
    layout->addWidget(powerBox);
    layout->addWidget(hullBox);
    layout->addWidget(groupsBox);
    addNotes(layout, tr("Note&s:"), tr("Edit counter notes"),
             tr("Your notes on the counter, e.g. what you corrected."));
    layout->addStretch(1);
    guardWheels(this);
    setDesign(-1);
}

QWidget *TalonDesignEditor::createHeaderBox()
{
    auto *box = new QGroupBox(tr("Custom counter"), this);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addIdField(form,
               {tr("A counter needs an id."), tr("“%1” is the id of the counter %2."),
                tr("%1 The id stays “%2”."), tr("Change counter id")},
               tr("The id ships name the counter by; it must differ from every built-in "
                  "counter's id. Changing it changes the ships of the counter too."));
    addFieldRow(form, tr("Class c&ode:"),
                m_fields.line(QStringLiteral("classCode"), &TalonCounter::classCode, 20,
                              tr("Change class code"),
                              tr("The class code printed on the counter, e.g. “CA”.")));
    addFieldRow(form, tr("Na&me:"),
                m_fields.line(QStringLiteral("name"), &TalonCounter::name, 200,
                              tr("Rename counter"), tr("The class's name, e.g. “Heavy Cruiser”.")));
    const QStringList factions = enumNames(Faction::Terran, model::talon::factionName);
    addFieldRow(form, tr("Fa&ction:"),
                m_fields.choice(QStringLiteral("faction"), &TalonCounter::faction, factions,
                                tr("Change counter faction"),
                                tr("The side the counter belongs to.")));
    const QStringList hulls = enumNames(HullType::Scout, model::talon::hullTypeName);
    addFieldRow(form, tr("Hull t&ype:"),
                m_fields.choice(QStringLiteral("hull"), &TalonCounter::hull, hulls,
                                tr("Change hull type"),
                                tr("The hull type; a base has no turn radius and some types "
                                   "belong to one faction only (digest §3.8).")));
    addFieldRow(form, tr("Ship Poi&nts:"),
                m_fields.spin(QStringLiteral("sp"), &TalonCounter::sp, 0, 100000,
                              tr("Change Ship Points"), tr("The counter's Ship Points.")));
    addFieldRow(form, tr("Afte&rburners:"),
                m_fields.spin(QStringLiteral("afterburners"), &TalonCounter::afterburners, 0, 100,
                              tr("Change afterburners"), tr("Afterburner boxes.")));
    addFieldRow(form, tr("&Batteries:"),
                m_fields.spin(QStringLiteral("batteries"), &TalonCounter::batteries, 0, 100,
                              tr("Change batteries"), tr("Battery boxes.")));
    addFieldRow(form, tr("E&xplosion:"),
                m_fields.spin(QStringLiteral("explosion"), &TalonCounter::explosion, 0, 1000,
                              tr("Change explosion strength"),
                              tr("The damage the ship deals to its neighbours when it "
                                 "explodes.")));
    m_source = new QLabel(box);
    m_source->setObjectName(QStringLiteral("design.source"));
    m_source->setWordWrap(true);
    form->addRow(tr("Source:"), m_source);
    return box;
}

QWidget *TalonDesignEditor::createShieldsBox()
{
    auto *box = new QGroupBox(tr("Shie&lds"), this);
    box->setToolTip(tr("Shield boxes per arc (digest §3.1): damage from an arc goes to its "
                       "shields first."));
    auto *grid = new QGridLayout(box);
    m_outline = new TalonArcPicker(box);
    m_outline->setInteractive(false);
    const std::array<std::pair<int, int>, ArcCount> cells{{{0, 1}, {1, 2}, {2, 1}, {1, 0}}};
    for (int a = 0; a < ArcCount; ++a) {
        const QString key = model::talon::arcIds().at(a);
        const QString path = QStringLiteral("shields.") + key;
        QSpinBox *spin = m_fields.spin(
            path, [a](const TalonCounter &c) { return c.shields[std::size_t(a)]; },
            [a](TalonCounter &c, int value) { c.shields[std::size_t(a)] = value; }, 0, 99,
            tr("Change %1 shields").arg(model::talon::arcName(Arc(a))),
            tr("Shield boxes of the %1 arc.").arg(model::talon::arcName(Arc(a))));
        spin->setObjectName(path);
        spin->setPrefix(model::talon::arcName(Arc(a)) + QStringLiteral(": "));
        grid->addWidget(spin, cells[std::size_t(a)].first, cells[std::size_t(a)].second,
                        Qt::AlignCenter);
    }
    grid->addWidget(m_outline, 1, 1, Qt::AlignCenter);
    m_shieldTotal = new QLabel(box);
    m_shieldTotal->setObjectName(QStringLiteral("shields.total"));
    grid->addWidget(m_shieldTotal, 2, 2, Qt::AlignRight | Qt::AlignBottom);
    grid->setColumnStretch(3, 1);
    return box;
}

void TalonDesignEditor::showDesign(const TalonCounter *c, bool)
{
    m_power->refresh(c);
    m_hullBoxes->refresh(c);
    m_groups->refresh();
    orderTabs();
    const TalonCounter shown = c ? *c : TalonCounter();
    m_shieldTotal->setText(tr("Total: %1").arg(model::talon::shieldTotal(shown)));
    m_source->setText(shown.source.isEmpty() ? tr("(your own figures)") : shown.source);
    QStringList lines;
    if (const PowerEntry *start = [&]() -> const PowerEntry * {
            for (const PowerEntry &e : shown.powerCurve) {
                if (e.start)
                    return &e;
            }
            return nullptr;
        }())
        lines << tr("Starts at speed %1 with %2 AP.").arg(start->speed).arg(start->ap);
    else if (c)
        lines << tr("No starting speed is marked.");
    int loss = 0;
    for (const HullBox &b : shown.hullBoxes)
        loss = std::min(loss, b.powerMod);
    if (c)
        lines << tr("%n hull box(es); Power falls by up to %1 as they are marked.", nullptr,
                    int(shown.hullBoxes.size()))
                     .arg(-loss);
    m_derived->setText(lines.join(QLatin1Char(' ')));
}

// Cells made as the counter changes would come last in the Tab order: Tab goes down the page,
// through each table row by row, and on to the notes.
void TalonDesignEditor::orderTabs()
{
    std::vector<QWidget *> order = m_fields.widgets();
    QWidget *notes = order.back(); // the notes, bound last
    order.pop_back();
    for (const std::vector<QWidget *> &part :
         {m_power->tabWidgets(), m_hullBoxes->tabWidgets(), m_groups->tabWidgets()})
        order.insert(order.end(), part.begin(), part.end());
    order.push_back(notes);
    for (std::size_t i = 1; i < order.size(); ++i)
        QWidget::setTabOrder(order[i - 1], order[i]);
}

} // namespace fw::app
