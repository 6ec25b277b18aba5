#include "SunderDesignEditor.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "../../designer/DesignIdField.h"
#include "../../designer/EditNotes.h"
#include "SunderTrackGrid.h"
#include "SunderWeaponList.h"

#include <model/systems/sunder/SunderDerived.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace fw::app {

using namespace sunder;

SunderDesignEditor::SunderDesignEditor(FleetDocument &document, QWidget *parent)
    : SunderDesignEditorBase(document, parent)
{
    setObjectName(QStringLiteral("sunderDesignEditor"));
    auto *tracksBox = new QGroupBox(tr("Damage trac&ks"), this);
    m_grid = new SunderTrackGrid(*this, tracksBox);
    m_derived = new QLabel(tracksBox);
    m_derived->setObjectName(QStringLiteral("design.derived"));
    m_derived->setWordWrap(true);
    auto *tracksLayout = new QVBoxLayout(tracksBox);
    tracksLayout->addWidget(m_grid);
    tracksLayout->addWidget(m_derived);

    auto *weaponsBox = new QGroupBox(tr("&Weapons"), this);
    m_weapons = new SunderWeaponList(*this, weaponsBox);
    auto *weaponsLayout = new QVBoxLayout(weaponsBox);
    weaponsLayout->addWidget(m_weapons);

    m_notes = new QPlainTextEdit(this);
    m_notes->setObjectName(QStringLiteral("design.notes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setFixedHeight(m_notes->fontMetrics().lineSpacing() * 3 + 12);
    m_notes->setToolTip(tr("Your notes on the card, e.g. where its figures come from."));
    m_fields[QStringLiteral("notes")] = m_notes;
    auto *notesLabel = new QLabel(tr("Note&s:"), this);
    notesLabel->setBuddy(m_notes);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createCardBox());
    layout->addWidget(tracksBox);
    layout->addWidget(weaponsBox);
    layout->addWidget(notesLabel);
    layout->addWidget(m_notes);
    layout->addStretch(1);

    connectHeader();
    followDesigns(this, document, [this] { updateFromDocument(); });
    guardWheels(this);
    setDesign(-1);
}

QWidget *SunderDesignEditor::createCardBox()
{
    auto *box = new QGroupBox(tr("Ship card"), this);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A new id carries the card's ships along, in one undo step.
    m_id = new DesignIdField(m_document,
                             {tr("A card needs an id."), tr("“%1” is the id of the card %2."),
                              tr("%1 The id stays “%2”."), tr("Change card id")},
                             box);
    m_id->edit()->setToolTip(tr("The id ships name the card by. Changing it changes the ships "
                                "of the card too."));
    auto *idLabel = new QLabel(tr("&ID:"), box);
    idLabel->setBuddy(m_id->edit());
    form->addRow(idLabel, m_id);
    m_fields[QStringLiteral("id")] = m_id->edit();

    m_name = new QLineEdit(box);
    m_name->setObjectName(QStringLiteral("design.name"));
    m_name->setMaxLength(100);
    m_name->setToolTip(tr("The class, e.g. “Medium Cruiser”."));
    form->addRow(tr("Na&me:"), m_name);
    m_fields[QStringLiteral("name")] = m_name;
    m_faction = new QLineEdit(box);
    m_faction->setObjectName(QStringLiteral("design.faction"));
    m_faction->setMaxLength(100);
    m_faction->setPlaceholderText(tr("e.g. Grand Terran Imperium"));
    form->addRow(tr("Fa&ction:"), m_faction);
    m_fields[QStringLiteral("faction")] = m_faction;

    m_size = new QComboBox(box);
    guardWheel(m_size);
    m_size->setObjectName(QStringLiteral("design.size"));
    for (int s = 0; s <= int(HullSize::Large); ++s) {
        const auto size = HullSize(s);
        m_size->addItem(tr("%1 (%n track(s))", nullptr, model::sunder::trackCount(size))
                            .arg(model::sunder::hullSizeName(size)),
                        s);
    }
    m_size->setToolTip(tr("The size sets the damage tracks (digest §4.6): small 1, medium 2, "
                          "large 3. A larger size copies the last track into the new ones; a "
                          "smaller one drops the last tracks."));
    form->addRow(tr("Si&ze:"), m_size);
    m_fields[QStringLiteral("size")] = m_size;

    m_points = addSpin("points", 0, 999,
                       tr("The card's points; a fleet's total is held to its "
                          "budget (digest §4.8)."),
                       &SunderCard::points);
    form->addRow(tr("&Points:"), m_points);
    m_initiative = addSpin("initiative", -10, 10,
                           tr("Added to the unit's 2D6 initiative roll each turn; units activate "
                              "from the highest (digest §4.1)."),
                           &SunderCard::initiative);
    form->addRow(tr("I&nitiative:"), m_initiative);
    m_example = new QCheckBox(tr("E&xample card made for Fleetwright"), box);
    m_example->setObjectName(QStringLiteral("design.example"));
    m_example->setToolTip(tr("No source gives a class's figures (digest §4.9): mark cards that "
                             "are examples, not from the rules."));
    form->addRow(QString(), m_example);
    m_fields[QStringLiteral("example")] = m_example;
    return box;
}

QSpinBox *SunderDesignEditor::addSpin(const char *key, int minimum, int maximum,
                                      const QString &toolTip, int SunderCard::*member)
{
    auto *spin = new ExplainingSpinBox(this);
    guardWheel(spin);
    spin->setObjectName(QStringLiteral("design.") + QLatin1String(key));
    spin->setRange(minimum, maximum);
    spin->setToolTip(toolTip);
    const QString path = QLatin1String(key);
    m_fields[path] = spin;
    connect(spin, &QSpinBox::valueChanged, this, [this, path, member](int value) {
        editDesign(path,
                   path == QLatin1String("points") ? tr("Change points") : tr("Change initiative"),
                   [&](SunderCard &c) { c.*member = value; });
    });
    return spin;
}

void SunderDesignEditor::connectHeader()
{
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        editDesign(QStringLiteral("name"), tr("Rename card"),
                   [&](SunderCard &c) { c.name = text; });
    });
    connect(m_faction, &QLineEdit::textEdited, this, [this](const QString &text) {
        editDesign(QStringLiteral("faction"), tr("Change card faction"),
                   [&](SunderCard &c) { c.faction = text; });
    });
    connect(m_size, &QComboBox::activated, this,
            [this](int item) { changeSize(HullSize(m_size->itemData(item).toInt())); });
    connect(m_example, &QCheckBox::clicked, this, [this](bool on) {
        editDesign(
            QStringLiteral("example"), tr("Change example mark"),
            [&](SunderCard &c) { c.example = on; }, false);
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        editDesign(QStringLiteral("notes"), tr("Edit card notes"),
                   [&](SunderCard &c) { c.notes = m_notes->toPlainText(); });
    });
}

void SunderDesignEditor::setDesign(int index)
{
    if (index != m_index)
        m_id->setDesign(index);
    m_index = index;
    updateFromDocument();
}

void SunderDesignEditor::updateFromDocument()
{
    const SunderCard *c = designShown();
    setEnabled(c != nullptr);
    m_id->refresh(!c);
    updateHeader(c);
    m_grid->refresh();
    m_weapons->refresh();
}

void SunderDesignEditor::updateHeader(const SunderCard *c)
{
    const SunderCard shown = c ? *c : SunderCard();
    setTextQuietly(m_name, shown.name);
    setTextQuietly(m_faction, shown.faction);
    setCurrentDataQuietly(m_size, int(shown.size));
    setValueQuietly(m_points, shown.points, 0, 999);
    setValueQuietly(m_initiative, shown.initiative, -10, 10);
    setCheckedQuietly(m_example, shown.example);
    setTextQuietly(m_notes, shown.notes);
    if (!c) {
        m_derived->clear();
        return;
    }
    const int tracks = model::sunder::trackCount(shown.size);
    QStringList lines{tr("Destroyed at %1 damage (2 per track, digest §4.6).")
                          .arg(model::sunder::damageCapacity(shown))};
    for (int t = 1; t < tracks; ++t)
        lines << tr("Track %1 from damage %2.", "the damage a track starts at")
                     .arg(t + 1)
                     .arg(model::sunder::trackStartDamage(t));
    m_derived->setText(lines.join(QLatin1Char(' ')));
}

} // namespace fw::app
