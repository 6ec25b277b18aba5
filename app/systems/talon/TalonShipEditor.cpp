#include "TalonShipEditor.h"

#include "TalonCounterPicture.h"
#include "TalonEditing.h"

#include <model/systems/talon/TalonDerived.h>
#include <model/systems/talon/TalonSystem.h>

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>

#include <algorithm>

namespace fw::app {

using namespace talon;

namespace {

constexpr int PictureSize = 112;

} // namespace

TalonShipEditor::TalonShipEditor(FleetDocument &document, QWidget *parent)
    : DataShipEditor(document,
                     {tr("The ship's own name, e.g. “Defiant”."), tr("&Counter:"),
                      tr("The counter the ship is played from: a built-in counter or one of the "
                         "fleet's custom designs (the Designs page edits them)."),
                      tr("Change ship counter"), tr("(no counter)"), 20},
                     parent)
{
    m_picture = new QLabel(this);
    m_picture->setObjectName(QStringLiteral("picture"));
    m_picture->setFixedSize(PictureSize, PictureSize);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *pictureRow = new QHBoxLayout;
    pictureRow->addWidget(m_picture);
    pictureRow->addWidget(m_summary, 1);
    shipForm()->addRow(pictureRow);
    finish();
}

// A ship still named after its counter is named after the new one.
SystemUi::ClassChange TalonShipEditor::designChange(const QString &id) const
{
    const model::Fleet &fleet = m_document.fleet();
    const auto nameOf = [&](const QString &counter) {
        const TalonCounter *c = talonSystem(m_document).counterOf(fleet, counter);
        return c ? counterName(*c) : QString();
    };
    return SystemUi::classChange(fleet, m_index, tr("Change ship counter"),
                                 nameOf(shipData().classId), nameOf(id));
}

void TalonShipEditor::showShip()
{
    const bool shown = valid();
    const TalonShip ship = shown ? shipData() : TalonShip();
    const TalonCounter *c
        = shown ? talonSystem(m_document).counterOf(m_document.fleet(), ship.classId) : nullptr;
    m_picture->setPixmap(c ? counterPicture(*c, PictureSize, devicePixelRatioF()) : QPixmap());
    if (!c) {
        m_summary->setText(shown ? tr("No counter has the id “%1”.").arg(ship.classId) : QString());
    } else {
        QStringList curve;
        for (const PowerEntry &e : c->powerCurve)
            curve << (e.start ? tr("[%1: %2]", "speed: AP, the starting entry")
                              : tr("%1: %2", "speed: AP"))
                         .arg(e.speed)
                         .arg(e.ap);
        m_summary->setText(
            tr("%1\nShields %2 / %3 / %4 / %5 (forward, right, rear, left), %n hull box(es), "
               "explosion %6.\nPower curve (speed: AP): %7",
               nullptr, int(c->hullBoxes.size()))
                .arg(counterLabel(*c))
                .arg(c->shields[0])
                .arg(c->shields[1])
                .arg(c->shields[2])
                .arg(c->shields[3])
                .arg(c->explosion)
                .arg(curve.join(QLatin1String(", ")))
            + (c->source.isEmpty() ? QString() : QLatin1Char('\n') + c->source));
    }
}

// The counters of the fleet's faction, and a ship's own counter of the other faction (the
// validator says it does not belong) so that it shows as it is.
std::vector<ShipEditorBase::DesignChoice> TalonShipEditor::designChoices() const
{
    const model::Fleet &fleet = m_document.fleet();
    const model::talon::TalonSystem &system = talonSystem(m_document);
    std::vector<DesignChoice> choices;
    for (const CounterChoice &choice :
         counterChoices(system, fleet, fleet.settingsAs<TalonFleetSettings>().faction))
        choices.push_back({choice.design < 0 ? counterLabel(*choice.counter)
                                             : tr("%1, custom").arg(counterLabel(*choice.counter)),
                           choice.counter->id});
    const TalonCounter *own = valid() ? system.counterOf(fleet, shipData().classId) : nullptr;
    if (own && std::none_of(choices.begin(), choices.end(), [&](const DesignChoice &c) {
            return c.id == own->id;
        }))
        choices.push_back({tr("%1 (the other side)").arg(counterLabel(*own)), own->id});
    return choices;
}

bool TalonShipEditor::focusSubject(const QString &subject)
{
    return DataShipEditor::focusSubject(
        subject.startsWith(QLatin1String("counter")) ? QStringLiteral("design") : subject);
}

} // namespace fw::app
