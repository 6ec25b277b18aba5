#include "TalonShipEditor.h"

#include "../../commands/FleetCommands.h"
#include "../../commands/PushEdit.h"
#include "TalonCounterPicture.h"
#include "TalonEditing.h"

#include <model/core/JsonPath.h>
#include <model/systems/talon/TalonDerived.h>
#include <model/systems/talon/TalonSystem.h>

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace fw::app {

using namespace talon;

namespace {

constexpr int PictureSize = 112;

const TalonShip &shipAt(const FleetDocument &document, int index)
{
    return document.fleet().shipAs<TalonShip>(std::size_t(index));
}

} // namespace

TalonShipEditor::TalonShipEditor(FleetDocument &document, QWidget *parent)
    : ShipEditor(parent)
    , m_document(document)
    , m_alive(&document)
{
    auto *box = new QGroupBox(tr("Ship"), this);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_name = newShipNameEdit(box, tr("The ship's own name, e.g. “Defiant”."));
    auto *nameLabel = new QLabel(tr("&Name:"), box);
    nameLabel->setBuddy(m_name);
    form->addRow(nameLabel, m_name);
    m_design = newShipDesignCombo(
        box,
        tr("The counter the ship is played from: a built-in counter or one of the fleet's custom "
           "designs (the Designs page edits them)."),
        20);
    auto *designLabel = new QLabel(tr("&Counter:"), box);
    designLabel->setBuddy(m_design);
    form->addRow(designLabel, m_design);

    m_picture = new QLabel(box);
    m_picture->setObjectName(QStringLiteral("picture"));
    m_picture->setFixedSize(PictureSize, PictureSize);
    m_summary = new QLabel(box);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *pictureRow = new QHBoxLayout;
    pictureRow->addWidget(m_picture);
    pictureRow->addWidget(m_summary, 1);
    form->addRow(pictureRow);

    m_notes = newShipNotesEdit(this, tr("Your notes on the ship; the game does not use them."));
    auto *notesLabel = new QLabel(tr("N&otes:"), this);
    notesLabel->setBuddy(m_notes);
    m_issues = newIssuesLabel(this);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(box);
    layout->addWidget(notesLabel);
    layout->addWidget(m_notes);
    layout->addWidget(m_issues);
    layout->addStretch(1);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(tr("Rename ship"), QStringLiteral("name"), true, [&](TalonShip &s) { s.name = text; });
    });
    connect(m_design, &QComboBox::activated, this, [this](int item) {
        const QString id = m_design->itemData(item).toString();
        // A ship still named after its counter is named after the new one.
        const model::Fleet &fleet = m_document.fleet();
        const auto nameOf = [&](const QString &counter) {
            const TalonCounter *c = talonSystem(m_document).counterOf(fleet, counter);
            return c ? counterName(*c) : QString();
        };
        const SystemUi::ClassChange change = SystemUi::classChange(
            fleet, m_index, tr("Change ship counter"),
            valid() ? nameOf(fleet.ships[std::size_t(m_index)]->classId) : QString(), nameOf(id));
        edit(change.text, QStringLiteral("design"), false, [&](TalonShip &s) {
            s.classId = id;
            change.rename(s);
        });
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        edit(tr("Edit ship notes"), QStringLiteral("notes"), true,
             [&](TalonShip &s) { s.notes = m_notes->toPlainText(); });
    });
    followShipAndDesigns(
        m_document, [this] { updateFromDocument(); }, [this] { updateNotes(); });
    updateFromDocument();
}

bool TalonShipEditor::valid() const
{
    return m_alive && m_index >= 0 && m_index < int(m_document.fleet().ships.size());
}

void TalonShipEditor::setShip(int index)
{
    m_index = index;
    updateFromDocument();
}

void TalonShipEditor::updateFromDocument()
{
    if (!m_alive)
        return;
    const bool shown = valid();
    setEnabled(shown);
    const TalonShip ship = shown ? shipAt(m_document, m_index) : TalonShip();
    setTextQuietly(m_name, ship.name);
    setTextQuietly(m_notes, ship.notes);
    updateCounterChoices();
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
    updateNotes();
}

void TalonShipEditor::updateCounterChoices()
{
    const QSignalBlocker blocker(m_design);
    m_design->clear();
    if (!valid())
        return;
    const model::Fleet &fleet = m_document.fleet();
    const QString current = shipAt(m_document, m_index).classId;
    for (const CounterChoice &choice :
         counterChoices(talonSystem(m_document), fleet, std::nullopt)) {
        const QString label = choice.design < 0
                                  ? counterLabel(*choice.counter)
                                  : tr("%1, custom").arg(counterLabel(*choice.counter));
        // A custom design with a built-in's id is an error the validator reports; list it once.
        if (m_design->findData(choice.counter->id) < 0)
            m_design->addItem(label, choice.counter->id);
    }
    if (m_design->findData(current) < 0)
        insertMissingItem(m_design,
                          current.isEmpty() ? tr("(no counter)") : tr("Unknown: %1").arg(current),
                          current);
    m_design->setCurrentIndex(m_design->findData(current));
}

void TalonShipEditor::updateNotes()
{
    if (!valid()) {
        m_issues->hide();
        return;
    }
    listIssues(m_issues, m_document.issues(),
               model::JsonPath().key("ships").index(std::size_t(m_index)));
}

void TalonShipEditor::edit(const QString &text, const QString &field, bool merge,
                           const std::function<void(TalonShip &)> &change)
{
    if (!valid())
        return;
    const QByteArray key = QStringLiteral("talon.ships.%1").arg(field).toUtf8();
    pushEdit<TalonShip>(m_document, m_index, {text, merge ? mergeKey(key.constData()) : -1, this},
                        change);
}

bool TalonShipEditor::focusSubject(const QString &subject)
{
    if (!valid())
        return false;
    const QString key = subject.section(QLatin1Char('.'), 0, 0).section(QLatin1Char('['), 0, 0);
    QWidget *target = nullptr;
    if (key == QLatin1String("name"))
        target = m_name;
    else if (key == QLatin1String("design") || key == QLatin1String("class")
             || key == QLatin1String("counter"))
        target = m_design;
    else if (key == QLatin1String("notes"))
        target = m_notes;
    if (!target)
        return false;
    revealAndFocus(target);
    return true;
}

} // namespace fw::app
