#include "ScsDesignEditor.h"

#include "../../designer/SideBySide.h"
#include "FieryVoidImportDialog.h"
#include "ScsMovementPage.h"
#include "ScsSectionsPage.h"

#include <model/core/JsonPath.h>
#include <model/systems/scs/ScsDerived.h>

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QVBoxLayout>

namespace fw::app {

using model::scs::Rarity;
using model::scs::ScsDesign;
using model::scs::SizeClass;
using scs::ScsClass;

ScsDesignEditor::ScsDesignEditor(FleetDocument &document, QWidget *parent)
    : DataDesignEditor(document, parent)
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
    connect(&document, &FleetDocument::settingsChanged, this, [this] { refreshDesign(); });
    guardWheels(this);
    setDesign(-1);
}

QWidget *ScsDesignEditor::createHeaderPage()
{
    auto *page = new QWidget(m_tabs);
    auto *identity = new QGroupBox(tr("Ship"), page);
    identity->setLayout(createIdentityForm(identity));
    auto *figures = new QGroupBox(tr("Figures"), page);
    figures->setLayout(createFiguresForm());
    // Side by side where the page is wide enough, else one above the other.
    auto *columns = new SideBySide(page);
    columns->setParts(identity, 1, figures, 1);

    m_derived = new QLabel(page);
    m_derived->setObjectName(QStringLiteral("design.derived"));
    m_derived->setWordWrap(true);
    m_derived->setTextFormat(Qt::RichText);

    m_source = new QLabel(page);
    m_source->setObjectName(QStringLiteral("design.source"));
    m_source->setWordWrap(true);
    m_source->setTextFormat(Qt::RichText);
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);

    QPlainTextEdit *special
        = m_fields.text(QStringLiteral("special"), &ScsClass::special, tr("Edit special rules"),
                        tr("Special rules, printed on the sheet as you write "
                           "them."));
    auto *specialLabel = new QLabel(tr("Special r&ules:"), page);
    specialLabel->setBuddy(special);

    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_source);
    layout->addWidget(columns);
    layout->addWidget(specialLabel);
    layout->addWidget(special);
    addNotes(layout, tr("N&otes:"), tr("Edit design notes"),
             tr("Your notes on the design, e.g. where its figures come from."));
    layout->addWidget(m_derived);
    layout->addStretch(1);
    return page;
}

QFormLayout *ScsDesignEditor::createIdentityForm(QWidget *page)
{
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    setUpId(form);
    addFieldRow(form, tr("&Name:"),
                m_fields.line(QStringLiteral("name"), &ScsClass::name, 100, tr("Rename design"),
                              tr("The class name, e.g. “Var'Nic Long Range Destroyer”.")));
    addFieldRow(
        form, tr("Fa&ction:"),
        m_fields.line(QStringLiteral("faction"), &ScsClass::faction, 100, tr("Change faction")));

    // A size change adds the sections the new size has in the same step: not a plain choice.
    m_size = new QComboBox(page);
    guardWheel(m_size);
    m_size->setObjectName(QStringLiteral("design.size"));
    addIndexedItems(m_size, enumNames(SizeClass::Enormous, model::scs::sizeClassName));
    m_size->setToolTip(tr("The size class decides the sections (digest §5.1): capital ships have "
                          "five, heavy and medium ships primary, forward and aft, light ships "
                          "primary only. A larger size adds the sections it lacks, unless the "
                          "side chart names the sections: then the chart gives the layout."));
    m_fields.add(QStringLiteral("size"), m_size);
    addFieldRow(form, tr("Si&ze:"), m_size);
    connect(m_size, &QComboBox::activated, this,
            [this](int item) { changeSize(SizeClass(m_size->itemData(item).toInt())); });

    addFieldRow(form, tr("&Points:"),
                m_fields.spin(QStringLiteral("points"), &ScsClass::points, 0, 99999,
                              tr("Change points"), tr("The design's point value.")));
    QSpinBox *isd = m_fields.spin(
        QStringLiteral("isd"), &ScsClass::isd, 0, 9999, tr("Change in-service date"),
        tr("In-service date: a fleet with a campaign year may not field it before then."));
    isd->setSpecialValueText(tr("not given"));
    addFieldRow(form, tr("In service (IS&D):"), isd);
    const QStringList rarities = enumNames(Rarity::Unique, model::scs::rarityName);
    addFieldRow(form, tr("&Rarity:"),
                m_fields.choice(QStringLiteral("rarity"), &ScsClass::rarity, rarities,
                                tr("Change rarity"),
                                tr("Variant rarity (digest §5.4): uncommon at most 1 in 3, rare "
                                   "1 in 9 of the base hull's ships.")));
    QSpinBox *limited
        = m_fields.spin(QStringLiteral("limited"), &ScsClass::limited, 0, 100, tr("Change limited"),
                        tr("Limited deployment: the points in this class at most this per cent "
                           "of the fleet's (digest §5.4)."));
    limited->setSuffix(QStringLiteral(" %"));
    limited->setSpecialValueText(tr("no limit"));
    addFieldRow(form, tr("&Limited:"), limited);

    m_variantOf = new QComboBox(page);
    guardWheel(m_variantOf);
    m_variantOf->setObjectName(QStringLiteral("design.variantOf"));
    m_variantOf->setToolTip(tr("The base design of a variant: rarity is counted by base hull."));
    m_fields.add(QStringLiteral("variantOf"), m_variantOf);
    addFieldRow(form, tr("V&ariant of:"), m_variantOf);
    connect(m_variantOf, &QComboBox::activated, this, [this](int item) {
        const QString base = m_variantOf->itemData(item).toString();
        editDesign(
            QStringLiteral("variantOf"), tr("Change base design"),
            [&](ScsClass &c) { c.variantOf = base; }, false);
    });
    return form;
}

QFormLayout *ScsDesignEditor::createFiguresForm()
{
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    struct Figure
    {
        const char *path;
        QString label;
        int minimum;
        int maximum;
        QString toolTip;
        int ScsClass::*member;
    };
    const Figure figures[] = {
        {"signature.forward", tr("Signature fwd/aft:"), 0, 40,
         tr("Defence rating forward and aft: shots hit on a d20 at or under it plus the range "
            "modifier (digest §5.3)."),
         &ScsClass::signatureForward},
        {"signature.side", tr("Signature side:"), 0, 40, tr("Defence rating port and starboard."),
         &ScsClass::signatureSide},
        {"initiative", tr("Initiative:"), -30, 30,
         tr("Added to the d20 initiative roll; ships move lowest first (digest §5.2)."),
         &ScsClass::initiative},
        {"thrust", tr("Thrust:"), 0, 99, tr("Thrust available each turn."), &ScsClass::thrust},
        {"accelCost", tr("Accel cost:"), 0, 99,
         tr("Thrust per point of speed change: the speed changes by at most thrust / cost a turn "
            "(digest §5.2)."),
         &ScsClass::accelCost},
        {"pivotCost", tr("Pivot cost:"), 0, 99, tr("Thrust per pivot."), &ScsClass::pivotCost},
        {"rollCost", tr("Roll cost:"), 0, 99, tr("Thrust per roll."), &ScsClass::rollCost},
        {"sensors", tr("Sensors:"), 0, 30, tr("The sensor rating."), &ScsClass::sensors},
        {"jamming", tr("Jamming:"), 0, 30, tr("Jamming; halved when a side is lost."),
         &ScsClass::jamming},
        {"stealth", tr("Stealth:"), 0, 30, tr("Stealth; halved when a side is lost."),
         &ScsClass::stealth},
        {"ramming", tr("Ramming factor:"), 0, 9999, tr("The ramming factor."), &ScsClass::ramming},
        {"jumpDelay", tr("Jump delay:"), 0, 99, tr("Turns to open a jump point."),
         &ScsClass::jumpDelay}};
    for (const Figure &f : figures) {
        const QString step = QString(f.label).remove(QLatin1Char(':'));
        addFieldRow(form, f.label,
                    m_fields.spin(QLatin1String(f.path), f.member, f.minimum, f.maximum,
                                  tr("Change %1", "an undo step; %1 is a field's label").arg(step),
                                  f.toolTip));
    }

    const QString drive = tr("Change drive");
    auto *flags = new QVBoxLayout;
    flags->setSpacing(2);
    flags->addWidget(m_fields.check(QStringLiteral("retroThrusters"), &ScsClass::retroThrusters,
                                    tr("Retro thrusters"), drive,
                                    tr("Only ships with retro thrusters brake directly; others "
                                       "pivot and burn (digest §5.2).")));
    flags->addWidget(m_fields.check(QStringLiteral("agile"), &ScsClass::agile, tr("Agile"), drive,
                                    tr("Free snap pivots or rolls before or after movement "
                                       "(digest §5.2).")));
    flags->addWidget(m_fields.check(QStringLiteral("gravitic"), &ScsClass::gravitic, tr("Gravitic"),
                                    drive,
                                    tr("Gravitic drives thrust in any direction (digest §5.2).")));
    form->addRow(tr("Drive:"), flags);
    return form;
}

void ScsDesignEditor::showDesign(const ScsClass *c, bool other)
{
    setCurrentDataQuietly(m_size, int(c ? c->size : ScsClass().size));
    updateVariantChoices(c);
    updateSource(c);
    updateDerived(c);
    m_movement->refresh();
    m_sections->refresh(other);
}

void ScsDesignEditor::updateDerived(const ScsClass *c)
{
    if (!c) {
        m_derived->clear();
        return;
    }
    const ScsClass &shown = *c;
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
