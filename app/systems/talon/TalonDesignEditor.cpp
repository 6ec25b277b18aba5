#include "TalonDesignEditor.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "../../designer/DesignIdField.h"
#include "../../designer/EditNotes.h"
#include "TalonColumnTable.h"
#include "TalonCounterPicture.h"
#include "TalonWeaponGroups.h"

#include <model/systems/talon/TalonDerived.h>

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace fw::app {

using namespace talon;

TalonDesignEditor::TalonDesignEditor(FleetDocument &document, QWidget *parent)
    : TalonDesignEditorBase(document, parent)
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

    m_notes = new QPlainTextEdit(this);
    m_notes->setObjectName(QStringLiteral("design.notes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setFixedHeight(m_notes->fontMetrics().lineSpacing() * 3 + 12);
    m_notes->setToolTip(tr("Your notes on the counter, e.g. what you corrected."));
    m_fields[QStringLiteral("notes")] = m_notes;
    auto *notesLabel = new QLabel(tr("Note&s:"), this);
    notesLabel->setBuddy(m_notes);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createHeaderBox());
    layout->addWidget(createShieldsBox());
    layout->addWidget(powerBox);
    layout->addWidget(hullBox);
    layout->addWidget(groupsBox);
    layout->addWidget(notesLabel);
    layout->addWidget(m_notes);
    layout->addStretch(1);

    connectHeader();
    followDesigns(this, document, [this] { updateFromDocument(); });
    guardWheels(this);
    setDesign(-1);
}

QWidget *TalonDesignEditor::createHeaderBox()
{
    auto *box = new QGroupBox(tr("Custom counter"), this);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A new id carries the counter's ships along, in one undo step.
    m_id = new DesignIdField(m_document,
                             {tr("A counter needs an id."), tr("“%1” is the id of the counter %2."),
                              tr("%1 The id stays “%2”."), tr("Change counter id")},
                             box);
    m_id->edit()->setToolTip(tr("The id ships name the counter by; it must differ from every "
                                "built-in counter's id. Changing it changes the ships of the "
                                "counter too."));
    auto *idLabel = new QLabel(tr("&ID:"), box);
    idLabel->setBuddy(m_id->edit());
    form->addRow(idLabel, m_id);
    m_fields[QStringLiteral("id")] = m_id->edit();

    m_classCode = new QLineEdit(box);
    m_classCode->setObjectName(QStringLiteral("design.classCode"));
    m_classCode->setMaxLength(20);
    m_classCode->setToolTip(tr("The class code printed on the counter, e.g. “CA”."));
    form->addRow(tr("Class c&ode:"), m_classCode);
    m_fields[QStringLiteral("classCode")] = m_classCode;
    m_name = new QLineEdit(box);
    m_name->setObjectName(QStringLiteral("design.name"));
    m_name->setMaxLength(200);
    m_name->setToolTip(tr("The class's name, e.g. “Heavy Cruiser”."));
    form->addRow(tr("Na&me:"), m_name);
    m_fields[QStringLiteral("name")] = m_name;
    QStringList factions;
    for (int f = 0; f <= int(Faction::Terran); ++f)
        factions << model::talon::factionName(Faction(f));
    m_faction = addCombo("faction", factions, tr("The side the counter belongs to."));
    form->addRow(tr("Fa&ction:"), m_faction);
    QStringList hulls;
    for (int h = 0; h <= int(HullType::Scout); ++h)
        hulls << model::talon::hullTypeName(HullType(h));
    m_hullType = addCombo("hull", hulls,
                          tr("The hull type; a base has no turn radius and some types belong to "
                             "one faction only (digest §3.8)."));
    form->addRow(tr("Hull t&ype:"), m_hullType);
    form->addRow(tr("Ship Poi&nts:"), addSpin("sp", 100000, tr("The counter's Ship Points."),
                                              tr("Change Ship Points"), &TalonCounter::sp));
    form->addRow(tr("Afte&rburners:"),
                 addSpin("afterburners", 100, tr("Afterburner boxes."), tr("Change afterburners"),
                         &TalonCounter::afterburners));
    form->addRow(tr("&Batteries:"), addSpin("batteries", 100, tr("Battery boxes."),
                                            tr("Change batteries"), &TalonCounter::batteries));
    form->addRow(tr("E&xplosion:"),
                 addSpin("explosion", 1000,
                         tr("The damage the ship deals to its neighbours when it explodes."),
                         tr("Change explosion strength"), &TalonCounter::explosion));
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
        auto *spin = new ExplainingSpinBox(box);
        guardWheel(spin);
        spin->setObjectName(QStringLiteral("shields.") + key);
        spin->setRange(0, 99);
        spin->setPrefix(model::talon::arcName(Arc(a)) + QStringLiteral(": "));
        spin->setToolTip(tr("Shield boxes of the %1 arc.").arg(model::talon::arcName(Arc(a))));
        m_shields[std::size_t(a)] = spin;
        m_fields[QStringLiteral("shields.") + key] = spin;
        grid->addWidget(spin, cells[std::size_t(a)].first, cells[std::size_t(a)].second,
                        Qt::AlignCenter);
        connect(spin, &QSpinBox::valueChanged, this, [this, a, key](int value) {
            editDesign(QStringLiteral("shields.") + key,
                       tr("Change %1 shields").arg(model::talon::arcName(Arc(a))),
                       [&](TalonCounter &c) { c.shields[std::size_t(a)] = value; });
        });
    }
    grid->addWidget(m_outline, 1, 1, Qt::AlignCenter);
    m_shieldTotal = new QLabel(box);
    m_shieldTotal->setObjectName(QStringLiteral("shields.total"));
    grid->addWidget(m_shieldTotal, 2, 2, Qt::AlignRight | Qt::AlignBottom);
    grid->setColumnStretch(3, 1);
    return box;
}

QSpinBox *TalonDesignEditor::addSpin(const char *key, int maximum, const QString &toolTip,
                                     const QString &undoText, int TalonCounter::*member)
{
    auto *spin = new ExplainingSpinBox(this);
    guardWheel(spin);
    spin->setObjectName(QStringLiteral("design.") + QLatin1String(key));
    spin->setRange(0, maximum);
    spin->setToolTip(toolTip);
    const QString path = QLatin1String(key);
    m_fields[path] = spin;
    m_spins[path] = {spin, member};
    connect(spin, &QSpinBox::valueChanged, this, [this, path, undoText, member](int value) {
        editDesign(path, undoText, [&](TalonCounter &c) { c.*member = value; });
    });
    return spin;
}

QComboBox *TalonDesignEditor::addCombo(const char *key, const QStringList &names,
                                       const QString &toolTip)
{
    auto *combo = new QComboBox(this);
    guardWheel(combo);
    combo->setObjectName(QStringLiteral("design.") + QLatin1String(key));
    for (int i = 0; i < names.size(); ++i)
        combo->addItem(names.at(i), i);
    combo->setToolTip(toolTip);
    m_fields[QLatin1String(key)] = combo;
    return combo;
}

void TalonDesignEditor::connectHeader()
{
    connect(m_classCode, &QLineEdit::textEdited, this, [this](const QString &text) {
        editDesign(QStringLiteral("classCode"), tr("Change class code"),
                   [&](TalonCounter &c) { c.classCode = text; });
    });
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        editDesign(QStringLiteral("name"), tr("Rename counter"),
                   [&](TalonCounter &c) { c.name = text; });
    });
    connect(m_faction, &QComboBox::activated, this, [this](int item) {
        const auto faction = Faction(m_faction->itemData(item).toInt());
        editDesign(
            QStringLiteral("faction"), tr("Change counter faction"),
            [&](TalonCounter &c) { c.faction = faction; }, false);
    });
    connect(m_hullType, &QComboBox::activated, this, [this](int item) {
        const auto hull = HullType(m_hullType->itemData(item).toInt());
        editDesign(
            QStringLiteral("hull"), tr("Change hull type"), [&](TalonCounter &c) { c.hull = hull; },
            false);
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        editDesign(QStringLiteral("notes"), tr("Edit counter notes"),
                   [&](TalonCounter &c) { c.notes = m_notes->toPlainText(); });
    });
}

void TalonDesignEditor::setDesign(int index)
{
    if (index != m_index)
        m_id->setDesign(index);
    m_index = index;
    updateFromDocument();
}

void TalonDesignEditor::updateFromDocument()
{
    const TalonCounter *c = designShown();
    setEnabled(c != nullptr);
    m_id->refresh(!c);
    updateHeader(c);
    m_power->refresh();
    m_hullBoxes->refresh();
    m_groups->refresh();
    orderTabs();
}

// Cells made as the counter changes would come last in the Tab order: Tab goes down the page,
// through each table row by row, and on to the notes.
void TalonDesignEditor::orderTabs()
{
    std::vector<QWidget *> order{m_id->edit(), m_classCode, m_name, m_faction, m_hullType};
    for (const char *key : {"sp", "afterburners", "batteries", "explosion"})
        order.push_back(m_spins.at(QLatin1String(key)).first);
    order.insert(order.end(), m_shields.begin(), m_shields.end());
    for (const std::vector<QWidget *> &part :
         {m_power->tabWidgets(), m_hullBoxes->tabWidgets(), m_groups->tabWidgets()})
        order.insert(order.end(), part.begin(), part.end());
    order.push_back(m_notes);
    for (std::size_t i = 1; i < order.size(); ++i)
        QWidget::setTabOrder(order[i - 1], order[i]);
}

void TalonDesignEditor::updateHeader(const TalonCounter *c)
{
    const TalonCounter shown = c ? *c : TalonCounter();
    setTextQuietly(m_classCode, shown.classCode);
    setTextQuietly(m_name, shown.name);
    setCurrentDataQuietly(m_faction, int(shown.faction));
    setCurrentDataQuietly(m_hullType, int(shown.hull));
    for (const auto &[path, spin] : m_spins)
        setValueQuietly(spin.first, shown.*(spin.second), 0, spin.first->maximum());
    for (int a = 0; a < ArcCount; ++a)
        setValueQuietly(m_shields[std::size_t(a)], shown.shields[std::size_t(a)], 0, 99);
    m_shieldTotal->setText(tr("Total: %1").arg(model::talon::shieldTotal(shown)));
    m_source->setText(shown.source.isEmpty() ? tr("(your own figures)") : shown.source);
    setTextQuietly(m_notes, shown.notes);
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

} // namespace fw::app
