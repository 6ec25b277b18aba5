#include "ShipEditorBase.h"

#include "../commands/FleetCommands.h"

#include <model/core/JsonPath.h>

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace fw::app {

namespace {

// The role marking the "New design…" item of the design choice.
constexpr int NewDesignRole = Qt::UserRole + 1;

} // namespace

ShipEditorBase::ShipEditorBase(FleetDocument &document, Texts texts, QWidget *parent)
    : ShipEditor(parent)
    , m_document(document)
    , m_alive(&document)
    , m_texts(std::move(texts))
{
    auto *box = new QGroupBox(tr("Ship"), this);
    m_form = new QFormLayout(box);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_name = new QLineEdit(box);
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setMaxLength(200);
    m_name->setToolTip(m_texts.nameTip);
    addFieldRow(m_form, tr("&Name:"), m_name);
    m_design = new QComboBox(box);
    guardWheel(m_design);
    m_design->setObjectName(QStringLiteral("design"));
    m_design->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_design->setMinimumContentsLength(m_texts.designWidth);
    m_design->setToolTip(m_texts.designTip);
    addFieldRow(m_form, m_texts.designLabel, m_design);

    m_parts = new QVBoxLayout;
    m_parts->setContentsMargins(0, 0, 0, 0);
    m_layout = new QVBoxLayout(this);
    m_layout->addWidget(box);
    m_layout->addLayout(m_parts);

    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        editShip(
            QStringLiteral("name"), tr("Rename ship"), [&](model::ShipDesign &s) { s.name = text; },
            true);
    });
    connect(m_design, &QComboBox::activated, this, &ShipEditorBase::designActivated);
    followShipAndDesigns(
        document, [this] { refresh(); }, [this] { refreshNotes(); });
}

// Made after the game's fields, so that Tab reaches the notes last.
void ShipEditorBase::finish()
{
    m_notes = new QPlainTextEdit(this);
    m_notes->setObjectName(QStringLiteral("notes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMaximumHeight(100);
    m_notes->setToolTip(tr("Your notes on the ship; the game does not use them."));
    auto *notesLabel = new QLabel(tr("N&otes:"), this);
    notesLabel->setBuddy(m_notes);
    m_issues = newIssuesLabel(this);
    m_layout->addWidget(notesLabel);
    m_layout->addWidget(m_notes);
    m_layout->addWidget(m_issues);
    m_layout->addStretch(1);
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        const QString text = m_notes->toPlainText();
        editShip(
            QStringLiteral("notes"), tr("Edit ship notes"),
            [&](model::ShipDesign &s) { s.notes = text; }, true);
    });
    refresh();
}

void ShipEditorBase::addPart(QWidget *part)
{
    m_parts->addWidget(part);
}

bool ShipEditorBase::valid() const
{
    return m_alive && m_index >= 0 && m_index < int(m_document.fleet().ships.size());
}

const model::ShipDesign &ShipEditorBase::shipShown() const
{
    return *m_document.fleet().ships[std::size_t(m_index)];
}

void ShipEditorBase::setShip(int index)
{
    m_index = index;
    refresh();
}

void ShipEditorBase::refresh()
{
    if (!m_alive)
        return;
    const bool shown = valid();
    setEnabled(shown);
    setTextQuietly(m_name, shown ? shipShown().name : QString());
    setTextQuietly(m_notes, shown ? shipShown().notes : QString());
    refreshDesignChoices();
    showShip();
    refreshNotes();
}

void ShipEditorBase::refreshNotes()
{
    if (!valid()) {
        m_issues->hide();
        return;
    }
    listIssues(m_issues, m_document.issues(),
               model::JsonPath().key("ships").index(std::size_t(m_index)));
}

void ShipEditorBase::refreshDesignChoices()
{
    const QSignalBlocker blocker(m_design);
    m_design->clear();
    if (!valid())
        return;
    const QString current = shipShown().classId;
    for (const DesignChoice &choice : designChoices()) {
        // Two designs of one id are an error the validator reports; list the id once.
        if (m_design->findData(choice.id) < 0)
            m_design->addItem(choice.label, choice.id);
    }
    if (m_design->findData(current) < 0)
        insertMissingItem(m_design,
                          current.isEmpty() ? m_texts.noDesign : tr("Unknown: %1").arg(current),
                          current);
    m_design->insertSeparator(m_design->count());
    m_design->addItem(tr("New design…"));
    m_design->setItemData(m_design->count() - 1, true, NewDesignRole);
    m_design->setCurrentIndex(m_design->findData(current));
}

SystemUi::ClassChange ShipEditorBase::designChange(const QString &id) const
{
    return SystemUi::designChange(m_document.fleet(), m_index, m_texts.designUndo, id);
}

void ShipEditorBase::designActivated(int item)
{
    if (!valid())
        return;
    if (m_design->itemData(item, NewDesignRole).toBool()) {
        // The choice shows the ship's design until the window gives it the new one.
        setCurrentDataQuietly(m_design, shipShown().classId);
        Q_EMIT newDesignRequested(m_index);
        return;
    }
    const QString id = m_design->itemData(item).toString();
    const SystemUi::ClassChange change = designChange(id);
    editShip(
        QStringLiteral("design"), change.text,
        [&](model::ShipDesign &s) {
            s.classId = id;
            change.rename(s);
        },
        false);
}

void ShipEditorBase::editShip(const QString &path, const QString &text,
                              const std::function<void(model::ShipDesign &)> &change, bool merge)
{
    if (!valid())
        return;
    const QByteArray key = QStringLiteral("ships[%1].%2").arg(m_index).arg(path).toUtf8();
    std::unique_ptr<model::ShipDesign> edited = shipShown().clone();
    change(*edited);
    pushShipEdit(m_document, m_index, std::move(edited),
                 {text, merge ? mergeKey(key.constData()) : -1, this});
}

bool ShipEditorBase::focusSubject(const QString &subject)
{
    if (!valid())
        return false;
    const QString key = subject.section(QLatin1Char('.'), 0, 0).section(QLatin1Char('['), 0, 0);
    QWidget *target = nullptr;
    if (key == QLatin1String("name"))
        target = m_name;
    else if (key == QLatin1String("design") || key == QLatin1String("class"))
        target = m_design;
    else if (key == QLatin1String("notes"))
        target = m_notes;
    else if (const BoundFields *fields = boundFields())
        target = fields->fieldFor(subject);
    if (!target)
        return false;
    revealAndFocus(target);
    return true;
}

} // namespace fw::app
