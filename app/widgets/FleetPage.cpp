#include "FleetPage.h"

#include "../commands/FleetCommands.h"
#include "../document/FleetDocument.h"
#include "../systems/SystemUi.h"

#include <model/core/JsonPath.h>
#include <model/systems/GameSystem.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace fw::app {

namespace {

void setIfDifferent(QSpinBox *box, int value)
{
    if (box->value() != value) {
        const QSignalBlocker blocker(box);
        box->setValue(value);
    }
}

} // namespace

FleetPage::FleetPage(FleetDocument &document, const SystemUi &ui, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *content = new QWidget;
    auto *column = new QVBoxLayout(content);

    auto *fleetBox = new QGroupBox(tr("Fleet"), content);
    auto *form = new QFormLayout(fleetBox);
    m_name = new QLineEdit(fleetBox);
    m_name->setObjectName(QStringLiteral("fleetName"));
    form->addRow(tr("&Name:"), m_name);
    auto *budgetRow = new QHBoxLayout;
    m_hasBudget = new QCheckBox(tr("Limit to"), fleetBox);
    m_hasBudget->setObjectName(QStringLiteral("hasBudget"));
    m_budget = new QSpinBox(fleetBox);
    m_budget->setObjectName(QStringLiteral("budget"));
    m_budget->setRange(0, 10000000);
    m_budget->setSuffix(QLatin1Char(' ') + document.system().pointsUnit());
    m_budget->setAccelerated(true);
    m_budget->setMaximumWidth(200);
    budgetRow->addWidget(m_hasBudget);
    budgetRow->addWidget(m_budget);
    budgetRow->addStretch(1);
    auto *budgetLabel = new QLabel(tr("&Budget:"), fleetBox);
    budgetLabel->setBuddy(m_hasBudget);
    form->addRow(budgetLabel, budgetRow);
    m_notes = new QPlainTextEdit(fleetBox);
    m_notes->setObjectName(QStringLiteral("fleetNotes"));
    m_notes->setMaximumHeight(80);
    m_notes->setTabChangesFocus(true);
    form->addRow(tr("N&otes:"), m_notes);
    column->addWidget(fleetBox);

    m_systemEditor = ui.createFleetEditor(document, content);
    column->addWidget(m_systemEditor);
    column->addWidget(createOptionsEditor());
    column->addStretch(1);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    const auto push = [this](const char *field, const QString &text, auto change) {
        FleetDocument::Header header = m_document.header();
        change(header);
        if (header == m_document.header())
            return;
        m_document.undoStack()->push(
            new EditHeaderCommand(&m_document, header, text, mergeKey(field)));
    };
    connect(m_name, &QLineEdit::textEdited, this, [push](const QString &text) {
        push("name", tr("Rename fleet"), [&](FleetDocument::Header &h) { h.name = text; });
    });
    connect(m_hasBudget, &QCheckBox::toggled, this, [this, push](bool on) {
        push("hasBudget", tr("Change budget"), [&](FleetDocument::Header &h) {
            h.budget = on ? std::optional<int>(m_budget->value()) : std::nullopt;
        });
    });
    connect(m_budget, &QSpinBox::valueChanged, this, [this, push](int value) {
        if (!m_hasBudget->isChecked())
            return;
        push("budget", tr("Change budget"), [&](FleetDocument::Header &h) { h.budget = value; });
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this, push] {
        push("notes", tr("Edit fleet notes"),
             [&](FleetDocument::Header &h) { h.notes = m_notes->toPlainText(); });
    });
    connect(&document, &FleetDocument::headerChanged, this, &FleetPage::updateFromDocument);
    updateFromDocument();
}

QWidget *FleetPage::createOptionsEditor()
{
    auto *box = new QGroupBox(tr("Rules options"));
    auto *form = new QFormLayout(box);
    // A narrow editor (a small window, the preview open) puts a field below its long label
    // rather than scrolling sideways.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    auto *intro = new QLabel(tr("Options marked <i>assumption</i> stand in for rules the game's "
                                "sources lack; results that depend on them are marked in reports."),
                             box);
    intro->setWordWrap(true);
    form->addRow(intro);

    for (const model::RulesOptionSpec &spec : m_document.system().options()) {
        const QString id = spec.id;
        QWidget *editor = nullptr;
        const auto pushOption = [this, id](model::OptionValue value) {
            FleetDocument::Header header = m_document.header();
            if (header.options.find(id) && *header.options.find(id) == value)
                return;
            header.options.set(id, std::move(value));
            m_document.undoStack()->push(new EditHeaderCommand(
                &m_document, header, tr("Change rules option"), mergeKey(id.toUtf8().constData())));
        };
        switch (spec.kind) {
        case model::OptionKind::Bool: {
            auto *check = new QCheckBox(box);
            connect(check, &QCheckBox::toggled, this, [pushOption](bool on) { pushOption(on); });
            m_optionUpdaters.push_back([this, check, spec] {
                const QSignalBlocker blocker(check);
                check->setChecked(m_document.fleet().options.boolean(spec));
            });
            editor = check;
            break;
        }
        case model::OptionKind::Int: {
            auto *spin = new QSpinBox(box);
            spin->setRange(spec.minimum, spec.maximum);
            if (!spec.zeroMeans.isEmpty() && spec.minimum == 0)
                spin->setSpecialValueText(spec.zeroMeans);
            connect(spin, &QSpinBox::valueChanged, this, [pushOption](int v) { pushOption(v); });
            m_optionUpdaters.push_back([this, spin, spec] {
                setIfDifferent(spin, m_document.fleet().options.integer(spec));
            });
            editor = spin;
            break;
        }
        case model::OptionKind::Choice: {
            auto *combo = new QComboBox(box);
            // As wide as the form gives it, not as its longest choice.
            combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            combo->setMinimumContentsLength(28);
            for (const model::OptionChoice &c : spec.choices)
                combo->addItem(c.label, c.id);
            connect(combo, &QComboBox::activated, this,
                    [pushOption, combo](int row) { pushOption(combo->itemData(row).toString()); });
            m_optionUpdaters.push_back([this, combo, spec] {
                const QSignalBlocker blocker(combo);
                combo->setCurrentIndex(combo->findData(m_document.fleet().options.choice(spec)));
            });
            editor = combo;
            break;
        }
        case model::OptionKind::IntList: {
            auto *row = new QWidget(box);
            auto *rowLayout = new QHBoxLayout(row);
            rowLayout->setContentsMargins(0, 0, 0, 0);
            std::vector<QSpinBox *> spins;
            for (int i = 0; i < spec.listLength; ++i) {
                auto *spin = new QSpinBox(row);
                spin->setRange(spec.minimum, spec.maximum);
                rowLayout->addWidget(spin);
                spins.push_back(spin);
            }
            rowLayout->addStretch(1);
            for (QSpinBox *spin : spins) {
                connect(spin, &QSpinBox::valueChanged, this, [pushOption, spins] {
                    std::vector<int> values;
                    for (QSpinBox *s : spins)
                        values.push_back(s->value());
                    pushOption(values);
                });
            }
            m_optionUpdaters.push_back([this, spins, spec] {
                const std::vector<int> values = m_document.fleet().options.intList(spec);
                for (std::size_t i = 0; i < spins.size() && i < values.size(); ++i)
                    setIfDifferent(spins[i], values[i]);
            });
            editor = row;
            break;
        }
        }
        editor->setObjectName(QStringLiteral("option.") + id);
        if (spec.kind != model::OptionKind::IntList)
            editor->setMaximumWidth(spec.kind == model::OptionKind::Int ? 160 : 360);
        editor->setToolTip(QStringLiteral("%1\n%2").arg(spec.description, spec.rule));
        m_optionWidgets[id] = editor;
        QString label = spec.label;
        if (spec.assumption)
            label = tr("%1 <i>(assumption)</i>").arg(label.toHtmlEscaped());
        auto *labelWidget = new QLabel(label + QLatin1Char(':'), box);
        labelWidget->setToolTip(editor->toolTip());
        labelWidget->setBuddy(editor);
        form->addRow(labelWidget, editor);
    }
    return box;
}

void FleetPage::updateFromDocument()
{
    const FleetDocument::Header h = m_document.header();
    if (m_name->text() != h.name) {
        const QSignalBlocker blocker(m_name);
        m_name->setText(h.name);
    }
    {
        const QSignalBlocker blocker(m_hasBudget);
        m_hasBudget->setChecked(h.budget.has_value());
    }
    m_budget->setEnabled(h.budget.has_value());
    if (h.budget)
        setIfDifferent(m_budget, *h.budget);
    if (m_notes->toPlainText() != h.notes) {
        const QSignalBlocker blocker(m_notes);
        m_notes->setPlainText(h.notes);
    }
    for (const auto &update : m_optionUpdaters)
        update();
}

bool FleetPage::focusSubject(const QString &subject)
{
    QWidget *target = nullptr;
    if (subject == QLatin1String("name"))
        target = m_name;
    else if (subject == QLatin1String("budget"))
        target = m_hasBudget->isChecked() ? static_cast<QWidget *>(m_budget) : m_hasBudget;
    else if (subject == QLatin1String("notes"))
        target = m_notes;
    else if (const auto option
             = model::JsonPath(subject).tailAfter(model::JsonPath().key("options"))) {
        const std::vector<model::JsonPath::Segment> segments = option->segments();
        if (segments.size() == 1 && !segments.front().isIndex()) {
            const auto it = m_optionWidgets.find(segments.front().key);
            if (it != m_optionWidgets.end())
                target = it->second;
        }
    }
    if (target) {
        target->setFocus(Qt::OtherFocusReason);
        return true;
    }
    return m_systemEditor->focusSubject(subject);
}

} // namespace fw::app
