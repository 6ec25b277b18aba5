#include "SunderDesignEditor.h"

#include "SunderTrackGrid.h"
#include "SunderWeaponList.h"

#include <model/systems/sunder/SunderDerived.h>

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace fw::app {

using namespace sunder;

SunderDesignEditor::SunderDesignEditor(FleetDocument &document, QWidget *parent)
    : DataDesignEditor(document, parent)
{
    setObjectName(QStringLiteral("sunderDesignEditor"));
    // Made first, as before the fields of the card: Tab goes from the header into the grid.
    auto *notes = new QVBoxLayout;
    addNotes(notes, tr("Note&s:"), tr("Edit card notes"),
             tr("Your notes on the card, e.g. where its figures come from."));
    auto *tracksBox = new QGroupBox(tr("Damage trac&ks"), this);
    m_grid = newTrackGrid(designEdit(), tracksBox);
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

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createCardBox());
    layout->addWidget(tracksBox);
    layout->addWidget(weaponsBox);
    layout->addLayout(notes);
    layout->addStretch(1);
    guardWheels(this);
    setDesign(-1);
}

QWidget *SunderDesignEditor::createCardBox()
{
    auto *box = new QGroupBox(tr("Ship card"), this);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addIdField(form,
               {tr("A card needs an id."), tr("“%1” is the id of the card %2."),
                tr("%1 The id stays “%2”."), tr("Change card id")},
               tr("The id ships name the card by. Changing it changes the ships of the card too."));
    addFieldRow(form, tr("Na&me:"),
                m_fields.line(QStringLiteral("name"), &SunderCard::name, 100, tr("Rename card"),
                              tr("The class, e.g. “Medium Cruiser”.")));
    QLineEdit *faction = m_fields.line(QStringLiteral("faction"), &SunderCard::faction, 100,
                                       tr("Change card faction"));
    faction->setPlaceholderText(tr("e.g. Grand Terran Imperium"));
    addFieldRow(form, tr("Fa&ction:"), faction);

    // A size change resizes the tracks in the same step, so the size is not a plain choice.
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
    m_fields.add(QStringLiteral("size"), m_size);
    addFieldRow(form, tr("Si&ze:"), m_size);
    connect(m_size, &QComboBox::activated, this,
            [this](int item) { changeSize(HullSize(m_size->itemData(item).toInt())); });

    addFieldRow(form, tr("&Points:"),
                m_fields.spin(QStringLiteral("points"), &SunderCard::points, 0, 999,
                              tr("Change points"),
                              tr("The card's points; a fleet's total is held to its budget "
                                 "(digest §4.8).")));
    addFieldRow(form, tr("I&nitiative:"),
                m_fields.spin(QStringLiteral("initiative"), &SunderCard::initiative, -10, 10,
                              tr("Change initiative"),
                              tr("Added to the unit's 2D6 initiative roll each turn; units "
                                 "activate from the highest (digest §4.1).")));
    form->addRow(QString(),
                 m_fields.check(QStringLiteral("example"), &SunderCard::example,
                                tr("E&xample card made for Fleetwright"), tr("Change example mark"),
                                tr("No source gives a class's figures (digest §4.9): mark cards "
                                   "that are examples, not from the rules.")));
    return box;
}

void SunderDesignEditor::showDesign(const SunderCard *c, bool)
{
    const SunderCard shown = c ? *c : SunderCard();
    setCurrentDataQuietly(m_size, int(shown.size));
    showTracks(m_grid, c);
    m_weapons->refresh();
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
