#include "ScsDesignEditor.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "../../designer/DesignIdField.h"
#include "../../designer/EditNotes.h"
#include "FieryVoidImportDialog.h"
#include "ScsMovementPage.h"
#include "ScsSectionsPage.h"
#include "ScsSideBySide.h"

#include <model/core/JsonPath.h>
#include <model/systems/scs/ScsDerived.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace fw::app {

using model::scs::Rarity;
using model::scs::ScsDesign;
using model::scs::ScsShip;
using model::scs::SizeClass;
using scs::ScsClass;

ScsDesignEditor::ScsDesignEditor(FleetDocument &document, QWidget *parent)
    : ScsDesignEditorBase(document, parent)
{
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("scsDesignTabs"));
    m_movement = new scs::ScsMovementPage(*this, m_tabs);
    m_sections = new scs::ScsSectionsPage(*this, m_tabs);
    m_tabs->addTab(createHeaderPage(), tr("&Sheet"));
    m_tabs->addTab(m_sections, tr("Sections and S&ystems"));
    m_tabs->addTab(m_movement, tr("&Movement and Sides"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    // File → Import Ships from FieryVoid… comes with the SCS designer.
    addAction(FieryVoidImportDialog::createAction(document, this));
    connectHeader();
    followDesigns(this, document, [this] { updateFromDocument(); });
    connect(&document, &FleetDocument::settingsChanged, this, &ScsDesignEditor::updateFromDocument);
    guardWheels(this);
    setDesign(-1);
}

QWidget *ScsDesignEditor::createHeaderPage()
{
    auto *page = new QWidget(m_tabs);
    auto *identity = new QGroupBox(tr("Ship"), page);
    identity->setLayout(createIdentityForm(identity));
    auto *figures = new QGroupBox(tr("Figures"), page);
    figures->setLayout(createFiguresForm(figures));
    // Side by side where the page is wide enough, else one above the other.
    auto *columns = new scs::SideBySide(page);
    columns->setParts(identity, 1, figures, 1);

    m_special = new QPlainTextEdit(page);
    m_special->setObjectName(QStringLiteral("design.special"));
    m_special->setTabChangesFocus(true);
    m_special->setFixedHeight(m_special->fontMetrics().lineSpacing() * 3 + 12);
    m_special->setToolTip(tr("Special rules, printed on the sheet as you write them."));
    m_fields[QStringLiteral("special")] = m_special;
    auto *specialLabel = new QLabel(tr("Special r&ules:"), page);
    specialLabel->setBuddy(m_special);

    m_notes = new QPlainTextEdit(page);
    m_notes->setObjectName(QStringLiteral("design.notes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setFixedHeight(m_notes->fontMetrics().lineSpacing() * 3 + 12);
    m_notes->setToolTip(tr("Your notes on the design, e.g. where its figures come from."));
    m_fields[QStringLiteral("notes")] = m_notes;
    auto *notesLabel = new QLabel(tr("N&otes:"), page);
    notesLabel->setBuddy(m_notes);

    m_derived = new QLabel(page);
    m_derived->setObjectName(QStringLiteral("design.derived"));
    m_derived->setWordWrap(true);
    m_derived->setTextFormat(Qt::RichText);

    m_source = new QLabel(page);
    m_source->setObjectName(QStringLiteral("design.source"));
    m_source->setWordWrap(true);
    m_source->setTextFormat(Qt::RichText);
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_source);
    layout->addWidget(columns);
    layout->addWidget(specialLabel);
    layout->addWidget(m_special);
    layout->addWidget(notesLabel);
    layout->addWidget(m_notes);
    layout->addWidget(m_derived);
    layout->addStretch(1);
    return page;
}

QFormLayout *ScsDesignEditor::createIdentityForm(QWidget *page)
{
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    setUpId(page);
    auto *idLabel = new QLabel(tr("&ID:"), page);
    idLabel->setBuddy(m_id->edit()); // without a buddy the label would show the "&"
    form->addRow(idLabel, m_id);
    m_fields[QStringLiteral("id")] = m_id->edit();

    m_name = new QLineEdit(page);
    m_name->setObjectName(QStringLiteral("design.name"));
    m_name->setMaxLength(100);
    m_name->setToolTip(tr("The class name, e.g. “Var'Nic Long Range Destroyer”."));
    form->addRow(tr("&Name:"), m_name);
    m_fields[QStringLiteral("name")] = m_name;
    m_faction = new QLineEdit(page);
    m_faction->setObjectName(QStringLiteral("design.faction"));
    m_faction->setMaxLength(100);
    form->addRow(tr("Fa&ction:"), m_faction);
    m_fields[QStringLiteral("faction")] = m_faction;

    m_size = new QComboBox(page);
    guardWheel(m_size);
    m_size->setObjectName(QStringLiteral("design.size"));
    for (int s = 0; s <= int(SizeClass::Enormous); ++s)
        m_size->addItem(model::scs::sizeClassName(SizeClass(s)), s);
    m_size->setToolTip(tr("The size class decides the sections (digest §5.1): capital ships have "
                          "five, heavy and medium ships primary, forward and aft, light ships "
                          "primary only. A larger size adds the sections it lacks, unless the "
                          "side chart names the sections: then the chart gives the layout."));
    form->addRow(tr("Si&ze:"), m_size);
    m_fields[QStringLiteral("size")] = m_size;

    addSpin(form, "points", tr("&Points:"), 0, 99999, tr("The design's point value."),
            &ScsClass::points);
    addSpin(form, "isd", tr("In service (IS&D):"), 0, 9999,
            tr("In-service date: a fleet with a campaign year may not field it before then."),
            &ScsClass::isd)
        ->setSpecialValueText(tr("not given"));
    m_rarity = new QComboBox(page);
    guardWheel(m_rarity);
    m_rarity->setObjectName(QStringLiteral("design.rarity"));
    for (int r = 0; r <= int(Rarity::Unique); ++r)
        m_rarity->addItem(model::scs::rarityName(Rarity(r)), r);
    m_rarity->setToolTip(tr("Variant rarity (digest §5.4): uncommon at most 1 in 3, rare 1 in 9 "
                            "of the base hull's ships."));
    form->addRow(tr("&Rarity:"), m_rarity);
    m_fields[QStringLiteral("rarity")] = m_rarity;
    auto *limited = addSpin(form, "limited", tr("&Limited:"), 0, 100,
                            tr("Limited deployment: the points in this class at most this per "
                               "cent of the fleet's (digest §5.4)."),
                            &ScsClass::limited);
    limited->setSuffix(QStringLiteral(" %"));
    limited->setSpecialValueText(tr("no limit"));
    m_variantOf = new QComboBox(page);
    guardWheel(m_variantOf);
    m_variantOf->setObjectName(QStringLiteral("design.variantOf"));
    m_variantOf->setToolTip(tr("The base design of a variant: rarity is counted by base hull."));
    form->addRow(tr("V&ariant of:"), m_variantOf);
    m_fields[QStringLiteral("variantOf")] = m_variantOf;
    return form;
}

QFormLayout *ScsDesignEditor::createFiguresForm(QWidget *page)
{
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addSpin(form, "signature.forward", tr("Signature fwd/aft:"), 0, 40,
            tr("Defence rating forward and aft: shots hit on a d20 at or under it plus the "
               "range modifier (digest §5.3)."),
            &ScsClass::signatureForward);
    addSpin(form, "signature.side", tr("Signature side:"), 0, 40,
            tr("Defence rating port and starboard."), &ScsClass::signatureSide);
    addSpin(form, "initiative", tr("Initiative:"), -30, 30,
            tr("Added to the d20 initiative roll; ships move lowest first (digest §5.2)."),
            &ScsClass::initiative);
    addSpin(form, "thrust", tr("Thrust:"), 0, 99, tr("Thrust available each turn."),
            &ScsClass::thrust);
    addSpin(form, "accelCost", tr("Accel cost:"), 0, 99,
            tr("Thrust per point of speed change: the speed changes by at most thrust / cost "
               "a turn (digest §5.2)."),
            &ScsClass::accelCost);
    addSpin(form, "pivotCost", tr("Pivot cost:"), 0, 99, tr("Thrust per pivot."),
            &ScsClass::pivotCost);
    addSpin(form, "rollCost", tr("Roll cost:"), 0, 99, tr("Thrust per roll."), &ScsClass::rollCost);
    addSpin(form, "sensors", tr("Sensors:"), 0, 30, tr("The sensor rating."), &ScsClass::sensors);
    addSpin(form, "jamming", tr("Jamming:"), 0, 30, tr("Jamming; halved when a side is lost."),
            &ScsClass::jamming);
    addSpin(form, "stealth", tr("Stealth:"), 0, 30, tr("Stealth; halved when a side is lost."),
            &ScsClass::stealth);
    addSpin(form, "ramming", tr("Ramming factor:"), 0, 9999, tr("The ramming factor."),
            &ScsClass::ramming);
    addSpin(form, "jumpDelay", tr("Jump delay:"), 0, 99, tr("Turns to open a jump point."),
            &ScsClass::jumpDelay);

    m_retro = new QCheckBox(tr("Retro thrusters"), page);
    m_retro->setObjectName(QStringLiteral("design.retroThrusters"));
    m_retro->setToolTip(tr("Only ships with retro thrusters brake directly; others pivot and "
                           "burn (digest §5.2)."));
    m_agile = new QCheckBox(tr("Agile"), page);
    m_agile->setObjectName(QStringLiteral("design.agile"));
    m_agile->setToolTip(tr("Free snap pivots or rolls before or after movement (digest §5.2)."));
    m_gravitic = new QCheckBox(tr("Gravitic"), page);
    m_gravitic->setObjectName(QStringLiteral("design.gravitic"));
    m_gravitic->setToolTip(tr("Gravitic drives thrust in any direction (digest §5.2)."));
    auto *flags = new QVBoxLayout;
    flags->setSpacing(2);
    for (QCheckBox *box : {m_retro, m_agile, m_gravitic})
        flags->addWidget(box);
    form->addRow(tr("Drive:"), flags);
    m_fields[QStringLiteral("retroThrusters")] = m_retro;
    m_fields[QStringLiteral("agile")] = m_agile;
    m_fields[QStringLiteral("gravitic")] = m_gravitic;
    return form;
}

QSpinBox *ScsDesignEditor::addSpin(QFormLayout *form, const char *key, const QString &label,
                                   int minimum, int maximum, const QString &toolTip,
                                   int ScsClass::*member)
{
    auto *spin = new ExplainingSpinBox(this);
    guardWheel(spin);
    spin->setObjectName(QStringLiteral("design.") + QLatin1String(key));
    spin->setRange(minimum, maximum);
    spin->setToolTip(toolTip);
    auto *caption = new QLabel(label, this);
    caption->setBuddy(spin);
    caption->setToolTip(toolTip);
    form->addRow(caption, spin);
    const QString path = QLatin1String(key);
    m_spins[path] = spin;
    m_fields[path] = spin;
    QString step = label;
    step.remove(QLatin1Char('&')).remove(QLatin1Char(':'));
    connect(spin, &QSpinBox::valueChanged, this, [this, path, step, member](int value) {
        editDesign(path, tr("Change %1", "an undo step; %1 is a field's label").arg(step),
                   [&](ScsClass &c) { c.*member = value; });
    });
    return spin;
}

void ScsDesignEditor::connectHeader()
{
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        editDesign(QStringLiteral("name"), tr("Rename design"),
                   [&](ScsClass &c) { c.name = text; });
    });
    connect(m_faction, &QLineEdit::textEdited, this, [this](const QString &text) {
        editDesign(QStringLiteral("faction"), tr("Change faction"),
                   [&](ScsClass &c) { c.faction = text; });
    });
    connect(m_size, &QComboBox::activated, this,
            [this](int item) { changeSize(SizeClass(m_size->itemData(item).toInt())); });
    connect(m_rarity, &QComboBox::activated, this, [this](int item) {
        const auto rarity = Rarity(m_rarity->itemData(item).toInt());
        editDesign(
            QStringLiteral("rarity"), tr("Change rarity"), [&](ScsClass &c) { c.rarity = rarity; },
            false);
    });
    connect(m_variantOf, &QComboBox::activated, this, [this](int item) {
        const QString base = m_variantOf->itemData(item).toString();
        editDesign(
            QStringLiteral("variantOf"), tr("Change base design"),
            [&](ScsClass &c) { c.variantOf = base; }, false);
    });
    const auto connectFlag = [this](QCheckBox *box, const char *key, bool ScsClass::*member) {
        connect(box, &QCheckBox::clicked, this, [this, key, member](bool on) {
            editDesign(
                QLatin1String(key), tr("Change drive"), [&](ScsClass &c) { c.*member = on; },
                false);
        });
    };
    connectFlag(m_retro, "retroThrusters", &ScsClass::retroThrusters);
    connectFlag(m_agile, "agile", &ScsClass::agile);
    connectFlag(m_gravitic, "gravitic", &ScsClass::gravitic);
    connect(m_special, &QPlainTextEdit::textChanged, this, [this] {
        editDesign(QStringLiteral("special"), tr("Edit special rules"),
                   [&](ScsClass &c) { c.special = m_special->toPlainText(); });
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        editDesign(QStringLiteral("notes"), tr("Edit design notes"),
                   [&](ScsClass &c) { c.notes = m_notes->toPlainText(); });
    });
}

void ScsDesignEditor::setDesign(int index)
{
    m_index = index;
    m_id->setDesign(index);
    updateFromDocument();
}

void ScsDesignEditor::updateFromDocument()
{
    const ScsClass *c = designShown();
    setEnabled(c != nullptr);
    const bool other = m_shownIndex != m_index || (c && c->id != m_shownId) || !c;
    m_shownIndex = c ? m_index : -1;
    m_shownId = c ? c->id : QString();
    m_id->refresh(other);
    updateHeader(c);
    m_movement->refresh();
    m_sections->refresh(other);
}

void ScsDesignEditor::updateHeader(const ScsClass *c)
{
    const ScsClass shown = c ? *c : ScsClass();
    setTextQuietly(m_name, shown.name);
    setTextQuietly(m_faction, shown.faction);
    setCurrentDataQuietly(m_size, int(shown.size));
    setCurrentDataQuietly(m_rarity, int(shown.rarity));
    const std::map<QString, int> values
        = {{QStringLiteral("points"), shown.points},
           {QStringLiteral("isd"), shown.isd},
           {QStringLiteral("limited"), shown.limited},
           {QStringLiteral("signature.forward"), shown.signatureForward},
           {QStringLiteral("signature.side"), shown.signatureSide},
           {QStringLiteral("initiative"), shown.initiative},
           {QStringLiteral("thrust"), shown.thrust},
           {QStringLiteral("accelCost"), shown.accelCost},
           {QStringLiteral("pivotCost"), shown.pivotCost},
           {QStringLiteral("rollCost"), shown.rollCost},
           {QStringLiteral("sensors"), shown.sensors},
           {QStringLiteral("jamming"), shown.jamming},
           {QStringLiteral("stealth"), shown.stealth},
           {QStringLiteral("ramming"), shown.ramming},
           {QStringLiteral("jumpDelay"), shown.jumpDelay}};
    for (const auto &[key, spin] : m_spins) {
        const auto it = values.find(key);
        if (it != values.end())
            setValueQuietly(spin, it->second, spin->minimum(), spin->maximum());
    }
    setCheckedQuietly(m_retro, shown.retroThrusters);
    setCheckedQuietly(m_agile, shown.agile);
    setCheckedQuietly(m_gravitic, shown.gravitic);
    setTextQuietly(m_special, shown.special);
    setTextQuietly(m_notes, shown.notes);
    updateVariantChoices(c);
    updateSource(c);
    if (!c) {
        m_derived->clear();
        return;
    }
    const model::scs::PowerBalance power = model::scs::powerBalance(shown);
    const model::scs::HangarSlots slots = model::scs::hangarSlots(shown);
    const QString powerText
        = tr("Power: systems need %1 of the reactor's %2.").arg(power.needed).arg(power.reactor);
    m_derived->setText(
        tr("<b>Derived:</b> speed change per turn %1 (thrust %2 ÷ accel cost %3, rounded down); "
           "%4 hangar slots.")
            .arg(model::scs::speedChangePerTurn(shown))
            .arg(shown.thrust)
            .arg(shown.accelCost)
            .arg(slots.total())
        + QStringLiteral(" ")
        + (power.isShort() ? QStringLiteral("<span style=\"color:#c0392b\">%1</span>")
                                 .arg(powerText.toHtmlEscaped())
                           : powerText.toHtmlEscaped()));
}

// Where an imported design comes from and what its import assumed, as its sheet prints them.
void ScsDesignEditor::updateSource(const ScsClass *c)
{
    const bool imported = c && (!c->source.isEmpty() || !c->assumptions.isEmpty());
    m_source->setVisible(imported);
    if (!imported) {
        m_source->clear();
        return;
    }
    QString text = tr("<b>Imported from</b> %1.").arg(c->source.toHtmlEscaped());
    if (!c->assumptions.isEmpty())
        text += QLatin1Char(' ')
                + tr("<b>Assumed in the import:</b> %1.")
                      .arg(c->assumptions.join(QStringLiteral("; ")).toHtmlEscaped());
    m_source->setText(text);
}

void ScsDesignEditor::updateVariantChoices(const ScsClass *c)
{
    const QSignalBlocker blocker(m_variantOf);
    m_variantOf->clear();
    m_variantOf->addItem(tr("(none: a base design)"), QString());
    if (!c)
        return;
    const model::Fleet &fleet = m_document.fleet();
    bool known = c->variantOf.isEmpty();
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const QString id = fleet.designs[i]->id();
        if (int(i) == m_index)
            continue;
        m_variantOf->addItem(tr("%1 (%2)").arg(fleet.designs[i]->name(), id), id);
        known = known || id == c->variantOf;
    }
    if (!known)
        m_variantOf->addItem(tr("Unknown: %1").arg(c->variantOf), c->variantOf);
    m_variantOf->setCurrentIndex(m_variantOf->findData(c->variantOf));
}

} // namespace fw::app
