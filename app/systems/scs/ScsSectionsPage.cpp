#include "ScsSectionsPage.h"

#include "../../designer/SideBySide.h"
#include "ScsSystemForm.h"

#include <model/core/JsonPath.h>
#include <model/core/Text.h>
#include <model/systems/scs/ScsDerived.h>

#include <QAction>
#include <QCheckBox>
#include <QFont>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app::scs {

namespace {

constexpr int SectionRole = Qt::UserRole;
constexpr int SystemRole = Qt::UserRole + 1;
constexpr int IdRole = Qt::UserRole + 2;

} // namespace

ScsSectionsPage::ScsSectionsPage(DesignAccess<ScsClass> &access, QWidget *parent)
    : QWidget(parent)
    , m_access(access)
{
    m_systemForm = new ScsSystemForm([this](const QString &field, const QString &text,
                                            const std::function<void(ShipSystem &)> &change,
                                            bool merge) { editSystem(field, text, change, merge); },
                                     this);
    // The structure form or the system form, the other hidden: the short structure form does not
    // take the system form's height (as a stacked widget's page would) and push the chart down.
    createSectionForm();
    m_systemForm->hide();

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(createOffChartRow());
    rightLayout->addWidget(m_sectionForm);
    rightLayout->addWidget(m_systemForm);
    rightLayout->addWidget(createChartBox());
    rightLayout->addStretch(1);

    // The tree left of the forms where the page is wide enough, else above them, and then a few
    // rows tall: the selected item's form starts within the window, not below a long tree.
    auto *parts = new SideBySide(this);
    parts->setParts(createTreePanel(), 5, right, 6);
    const int rows = m_tree->header()->sizeHint().height() + 2 * m_tree->frameWidth()
                     + 9 * (m_tree->fontMetrics().height() + 4);
    parts->setOnArrange([this, rows](bool sideBySide) {
        m_tree->setMaximumHeight(sideBySide ? QWIDGETSIZE_MAX : std::max(rows, 200));
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(parts);
}

QWidget *ScsSectionsPage::createTreePanel()
{
    auto *panel = new QWidget(this);
    m_tree = new QTreeWidget(panel);
    m_tree->setObjectName(QStringLiteral("sections.tree"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Section / system"), tr("Armour / boxes")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setMinimumHeight(200);
    m_tree->setMinimumWidth(180);
    m_tree->setToolTip(tr("The sheet's sections and their systems. Pick one to edit it."));

    const auto button = [panel](const QString &text, const char *name, const QString &tip) {
        auto *b = new QPushButton(text, panel);
        b->setObjectName(QLatin1String(name));
        b->setToolTip(tip);
        return b;
    };
    m_addSystem = new QToolButton(panel);
    m_addSystem->setObjectName(QStringLiteral("sections.addSystem"));
    m_addSystem->setText(tr("Add System"));
    m_addSystem->setToolTip(tr("Adds a system of the chosen kind after the selected one."));
    m_addSystem->setPopupMode(QToolButton::InstantPopup);
    m_addSystem->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *kinds = new QMenu(m_addSystem);
    for (int k = 0; k <= int(SystemKind::Other); ++k) {
        // "C&C" is a name, not a mnemonic.
        QString name = model::scs::systemKindName(SystemKind(k));
        QAction *kind = kinds->addAction(name.replace(QLatin1Char('&'), QLatin1String("&&")));
        connect(kind, &QAction::triggered, this, [this, k] { addSystem(SystemKind(k)); });
    }
    m_addSystem->setMenu(kinds);
    m_duplicate = button(tr("Duplicate"), "sections.duplicate",
                         tr("Adds a copy of the selected system after it."));
    m_remove = button(tr("Remove"), "sections.remove",
                      tr("Removes the selected system, or the selected section with its systems."));
    m_up = button(tr("Move Up"), "sections.up", tr("Moves the selection up one place."));
    m_down = button(tr("Move Down"), "sections.down", tr("Moves the selection down one place."));
    m_addSection = new QToolButton(panel);
    m_addSection->setObjectName(QStringLiteral("sections.addSection"));
    m_addSection->setText(tr("Add Section"));
    m_addSection->setToolTip(tr("Adds a section the sheet lacks, a quarter of a six-sided ship, "
                                "or one of an enormous ship's own."));
    m_addSection->setPopupMode(QToolButton::InstantPopup);
    auto *sectionMenu = new QMenu(m_addSection);
    connect(sectionMenu, &QMenu::aboutToShow, this, [this, sectionMenu] {
        sectionMenu->clear();
        const ScsClass *c = m_access.designShown();
        for (const QString &id : model::scs::sectionIds() + model::scs::quarterSectionIds()) {
            QAction *a = sectionMenu->addAction(model::scs::sectionName(id));
            a->setEnabled(c && !c->section(id));
            connect(a, &QAction::triggered, this, [this, id] { addSection(id); });
        }
        sectionMenu->addSeparator();
        connect(sectionMenu->addAction(tr("Other Section…")), &QAction::triggered, this, [this] {
            bool ok = false;
            const QString id = QInputDialog::getText(this, tr("Add Section"),
                                                     tr("Id of the new section (e.g. “dorsal”):"),
                                                     QLineEdit::Normal, QString(), &ok)
                                   .trimmed();
            if (ok && !id.isEmpty())
                addSection(id);
        });
    });
    m_addSection->setMenu(sectionMenu);

    auto *row1 = new QHBoxLayout;
    row1->addWidget(m_addSystem);
    row1->addWidget(m_duplicate);
    row1->addWidget(m_remove);
    row1->addStretch(1);
    auto *row2 = new QHBoxLayout;
    row2->addWidget(m_up);
    row2->addWidget(m_down);
    row2->addWidget(m_addSection);
    row2->addStretch(1);
    auto *layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tree, 1);
    layout->addLayout(row1);
    layout->addLayout(row2);

    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this] {
        const ScsClass *c = m_access.designShown();
        if (c)
            m_selection = selectionOf(*c, currentSection(), currentSystem());
        showCurrent(true);
    });
    connect(m_tree, &QTreeWidget::itemCollapsed, this, [this](QTreeWidgetItem *item) {
        if (!item->parent())
            m_collapsed.insert(item->data(0, IdRole).toString());
    });
    connect(m_tree, &QTreeWidget::itemExpanded, this, [this](QTreeWidgetItem *item) {
        if (!item->parent())
            m_collapsed.remove(item->data(0, IdRole).toString());
    });
    connect(m_duplicate, &QPushButton::clicked, this, &ScsSectionsPage::duplicateSelected);
    connect(m_remove, &QPushButton::clicked, this, &ScsSectionsPage::removeSelected);
    connect(m_up, &QPushButton::clicked, this, [this] { moveSelected(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveSelected(1); });
    return panel;
}

QWidget *ScsSectionsPage::createSectionForm()
{
    m_sectionForm = new QGroupBox(tr("Structure"), this);
    auto *form = new QFormLayout(m_sectionForm);
    m_hasStructure = new QCheckBox(tr("The section has a structure block"), m_sectionForm);
    m_hasStructure->setObjectName(QStringLiteral("section.hasStructure"));
    m_hasStructure->setToolTip(tr("Every section has a structure block (digest §5.4)."));
    form->addRow(m_hasStructure);
    m_structureArmor = new QSpinBox(m_sectionForm);
    m_structureArmor->setObjectName(QStringLiteral("section.structure.armor"));
    m_structureArmor->setRange(0, 30);
    m_structureArmor->setToolTip(tr("The structure's armour."));
    form->addRow(tr("Structure a&rmour:"), m_structureArmor);
    m_structureBoxes = new QSpinBox(m_sectionForm);
    m_structureBoxes->setObjectName(QStringLiteral("section.structure.boxes"));
    m_structureBoxes->setRange(0, 500);
    m_structureBoxes->setToolTip(tr("The structure's boxes."));
    form->addRow(tr("Structure bo&xes:"), m_structureBoxes);
    m_sectionTotals = new QLabel(m_sectionForm);
    m_sectionTotals->setWordWrap(true);
    form->addRow(m_sectionTotals);
    for (QSpinBox *spin : {m_structureArmor, m_structureBoxes})
        guardWheel(spin);

    connect(m_hasStructure, &QCheckBox::clicked, this, [this](bool on) {
        editSection(
            currentSection(), QStringLiteral("structure"),
            on ? tr("Add structure block") : tr("Remove structure block"),
            [on](Section &s) { s.hasStructure = on; }, false);
    });
    connect(m_structureArmor, &QSpinBox::valueChanged, this, [this](int value) {
        editSection(
            currentSection(), QStringLiteral("structure.armor"), tr("Change structure armour"),
            [value](Section &s) {
                s.structureArmor = value;
                s.hasStructure = true;
            },
            true);
    });
    connect(m_structureBoxes, &QSpinBox::valueChanged, this, [this](int value) {
        editSection(
            currentSection(), QStringLiteral("structure.boxes"), tr("Change structure boxes"),
            [value](Section &s) {
                s.structureBoxes = value;
                s.hasStructure = true;
            },
            true);
    });
    return m_sectionForm;
}

// What the section's chart leaves out (a system just added, say), above the form, beside a
// button that builds the chart from the systems: in sight as the system is added.
QWidget *ScsSectionsPage::createOffChartRow()
{
    m_offChartRow = new QWidget(this);
    m_offChart = new QLabel(m_offChartRow);
    m_offChart->setObjectName(QStringLiteral("chart.offChart"));
    m_offChart->setWordWrap(true);
    m_offChart->setStyleSheet(ProblemStyle);
    auto *build = new QPushButton(tr("Build C&hart"), m_offChartRow);
    build->setObjectName(QStringLiteral("chart.buildHere"));
    build->setToolTip(tr("Builds the section's d20 hit chart from its systems, as Build Chart "
                         "from Systems does. One undo step."));
    connect(build, &QPushButton::clicked, this, &ScsSectionsPage::buildChart);
    auto *row = new QHBoxLayout(m_offChartRow);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_offChart, 1);
    row->addWidget(build, 0, Qt::AlignTop);
    m_offChartRow->hide();
    return m_offChartRow;
}

QGroupBox *ScsSectionsPage::createChartBox()
{
    m_chartBox = new QGroupBox(tr("Hit chart (d20)"), this);
    m_chart = new RangeTable(1, 20, QStringLiteral("chart"), m_chartBox);
    m_chart->setHeaders(tr("Hits"), tr("d20 result → what the shot hits in this section"));
    auto *build = new QPushButton(tr("&Build Chart from Systems"), m_chartBox);
    build->setObjectName(QStringLiteral("chart.build"));
    build->setToolTip(
        tr("Proposes a complete 1–20 chart after the usual B5 Wars pattern (digest §5.1): in an "
           "outer section thrusters first, then the weapons, structure up to 18 and primary "
           "19–20; in the primary section structure first, then the systems, the reactor near "
           "19 and C&C on 20. One undo step."));
    auto *layout = new QVBoxLayout(m_chartBox);
    layout->addWidget(build, 0, Qt::AlignLeft);
    layout->addWidget(m_chart);

    connect(build, &QPushButton::clicked, this, &ScsSectionsPage::buildChart);
    connect(m_chart, &RangeTable::rowEdited, this,
            [this](int row, int column, const RangeTable::Row &edited) {
                editChartRow(row, column, edited);
            });
    connect(m_chart, &RangeTable::addRequested, this, [this](int after) {
        editSection(
            currentSection(), QStringLiteral("chart"), tr("Add hit chart row"),
            [after](Section &s) {
                const int at = std::min(after + 1, int(s.chart.size()));
                const int from = at > 0 ? std::min(20, s.chart[std::size_t(at - 1)].to + 1) : 1;
                s.chart.insert(s.chart.begin() + at,
                               {from, from, QLatin1String(model::scs::HitsStructure)});
            },
            false);
        m_chart->setCurrentRow(after + 1);
    });
    connect(m_chart, &RangeTable::removeRequested, this, [this](int row) {
        editSection(
            currentSection(), QStringLiteral("chart"), tr("Remove hit chart row"),
            [row](Section &s) {
                if (row < int(s.chart.size()))
                    s.chart.erase(s.chart.begin() + row);
            },
            false);
    });
    return m_chartBox;
}

int ScsSectionsPage::currentSection() const
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    return item ? item->data(0, SectionRole).toInt() : -1;
}

int ScsSectionsPage::currentSystem() const
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    return item ? item->data(0, SystemRole).toInt() : -1;
}

void ScsSectionsPage::select(int section, int system)
{
    if (section < 0 || section >= m_tree->topLevelItemCount())
        return;
    QTreeWidgetItem *item = m_tree->topLevelItem(section);
    if (system >= 0 && system < item->childCount()) {
        item->setExpanded(true);
        item = item->child(system);
    }
    m_tree->setCurrentItem(item);
}

ScsSectionsPage::Selection ScsSectionsPage::selectionOf(const ScsClass &c, int section, int system)
{
    if (section < 0 || section >= int(c.sections.size()))
        return {};
    return selectionIn(c.sections[std::size_t(section)], system);
}

ScsSectionsPage::Selection ScsSectionsPage::selectionIn(const Section &sec, int system)
{
    Selection s;
    s.section = sec.id;
    if (system < 0 || system >= int(sec.systems.size()))
        return s;
    s.index = system;
    s.system = sec.systems[std::size_t(system)].name;
    for (int i = 0; i < system; ++i)
        s.occurrence += sec.systems[std::size_t(i)].name == s.system ? 1 : 0;
    return s;
}

void ScsSectionsPage::refresh(bool otherDesign)
{
    if (otherDesign) {
        m_selection = {};
        m_shownSection = -1;
    }
    syncTree();
    restoreSelection();
    const ScsClass *c = m_access.designShown();
    if (otherDesign && c && !c->sections.empty() && !m_tree->currentItem())
        select(0, -1);
    showCurrent(otherDesign);
}

// Makes the tree show the sheet, reusing its items: no reset, so the view keeps its state.
void ScsSectionsPage::syncTree()
{
    const QSignalBlocker blocker(m_tree);
    const ScsClass *c = m_access.designShown();
    const int count = c ? int(c->sections.size()) : 0;
    while (m_tree->topLevelItemCount() > count)
        delete m_tree->takeTopLevelItem(m_tree->topLevelItemCount() - 1);
    while (m_tree->topLevelItemCount() < count)
        m_tree->addTopLevelItem(new QTreeWidgetItem);
    for (int i = 0; i < count; ++i)
        fillSection(m_tree->topLevelItem(i), c->sections[std::size_t(i)], i);
}

void ScsSectionsPage::fillSection(QTreeWidgetItem *item, const Section &section, int index)
{
    item->setText(0, model::scs::sectionName(section.id));
    item->setText(
        1, section.hasStructure
               ? tr("structure %1/%2").arg(section.structureArmor).arg(section.structureBoxes)
               : tr("no structure"));
    item->setData(0, SectionRole, index);
    item->setData(0, SystemRole, -1);
    item->setData(0, IdRole, section.id);
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    const int count = int(section.systems.size());
    while (item->childCount() > count)
        delete item->takeChild(item->childCount() - 1);
    while (item->childCount() < count)
        item->addChild(new QTreeWidgetItem);
    for (int j = 0; j < count; ++j) {
        const ShipSystem &s = section.systems[std::size_t(j)];
        QTreeWidgetItem *child = item->child(j);
        child->setText(0, systemLabel(s));
        child->setText(1, tr("%1/%2").arg(s.armor).arg(s.boxes));
        child->setToolTip(0, model::scs::systemKindName(s.kind));
        child->setData(0, SectionRole, index);
        child->setData(0, SystemRole, j);
    }
    item->setExpanded(!m_collapsed.contains(section.id));
}

QTreeWidgetItem *ScsSectionsPage::findSelected() const
{
    const ScsClass *c = m_access.designShown();
    if (!c || m_selection.section.isEmpty())
        return nullptr;
    int section = -1;
    for (int i = 0; i < int(c->sections.size()); ++i) {
        if (c->sections[std::size_t(i)].id == m_selection.section)
            section = i;
    }
    if (section < 0)
        return nullptr;
    QTreeWidgetItem *item = m_tree->topLevelItem(section);
    const Section &sec = c->sections[std::size_t(section)];
    if (m_selection.index < 0 || sec.systems.empty())
        return item;
    // The same system by name and rank among its namesakes, else the nearest of its name, else
    // its place.
    int best = -1;
    int seen = 0;
    for (int j = 0; j < int(sec.systems.size()); ++j) {
        if (sec.systems[std::size_t(j)].name != m_selection.system)
            continue;
        if (seen++ <= m_selection.occurrence)
            best = j;
    }
    if (best < 0)
        best = std::min(m_selection.index, int(sec.systems.size()) - 1);
    return item->child(best);
}

void ScsSectionsPage::restoreSelection()
{
    QTreeWidgetItem *item = findSelected();
    {
        const QSignalBlocker blocker(m_tree);
        if (item && item->parent() && !item->parent()->isExpanded())
            item = item->parent(); // a system in a closed section: its section
        m_tree->setCurrentItem(item);
    }
    if (const ScsClass *c = m_access.designShown())
        m_selection = selectionOf(*c, currentSection(), currentSystem());
}

// The form of the selected section or system, and the section's chart.
void ScsSectionsPage::showCurrent(bool other)
{
    const ScsClass *c = m_access.designShown();
    const int section = c ? currentSection() : -1;
    const int system = section >= 0 ? currentSystem() : -1;
    other = other || section != m_shownSection || system != m_shownSystem;
    m_shownSection = section;
    m_shownSystem = system;
    updateButtons();
    const Section *sec = section >= 0 ? &c->sections[std::size_t(section)] : nullptr;
    if (system >= 0) {
        m_sectionForm->hide();
        m_systemForm->show();
        m_systemForm->showSystem(&sec->systems[std::size_t(system)], other);
    } else {
        m_systemForm->hide();
        m_sectionForm->show();
        m_sectionForm->setEnabled(sec != nullptr);
        setCheckedQuietly(m_hasStructure, sec && sec->hasStructure);
        setValueQuietly(m_structureArmor, sec ? sec->structureArmor : 0, 0, 30);
        setValueQuietly(m_structureBoxes, sec ? sec->structureBoxes : 0, 0, 500);
        if (sec) {
            const model::scs::SectionTotals totals = model::scs::sectionTotals(*sec);
            m_sectionTotals->setText(tr("%1 structure boxes; %2 systems with %3 boxes.")
                                         .arg(totals.structureBoxes)
                                         .arg(totals.systems)
                                         .arg(totals.systemBoxes));
        } else {
            m_sectionTotals->clear();
        }
    }
    m_chartBox->setEnabled(sec != nullptr);
    m_chartBox->setTitle(sec ? tr("Hit chart (d20): %1").arg(model::scs::sectionName(sec->id))
                             : tr("Hit chart (d20)"));
    std::vector<std::pair<QString, QString>> choices;
    std::vector<RangeTable::Row> rows;
    if (sec) {
        for (const ShipSystem &s : sec->systems) {
            const bool listed = std::any_of(choices.begin(), choices.end(),
                                            [&](const auto &ch) { return ch.second == s.name; });
            if (!listed && !s.name.isEmpty())
                choices.push_back({s.name, s.name});
        }
        choices.push_back({hitsLabel(QLatin1String(model::scs::HitsStructure)),
                           QLatin1String(model::scs::HitsStructure)});
        if (sec->id != QLatin1String("primary") && hasPrimarySection(*c))
            choices.push_back({hitsLabel(QLatin1String(model::scs::HitsPrimary)),
                               QLatin1String(model::scs::HitsPrimary)});
        for (const ChartRow &r : sec->chart)
            rows.push_back({r.from, r.to, r.hits});
    }
    m_chart->setChoices(choices);
    m_chart->setRows(rows);
    QStringList off;
    if (sec) {
        for (const std::size_t k : model::scs::systemsOffChart(*sec))
            off << model::text::quoted(sec->systems[k].name);
    }
    off.removeDuplicates();
    m_offChartRow->setVisible(!off.isEmpty());
    m_offChart->setText(
        off.isEmpty() ? QString()
                      : tr("No row names %1, so no shot can hit it.", nullptr, int(off.size()))
                            .arg(QLocale().createSeparatedList(off)));
}

void ScsSectionsPage::updateButtons()
{
    const ScsClass *c = m_access.designShown();
    const int section = c ? currentSection() : -1;
    const int system = currentSystem();
    const int systems = section >= 0 ? int(c->sections[std::size_t(section)].systems.size()) : 0;
    const int count = system >= 0 ? systems : (c ? int(c->sections.size()) : 0);
    const int at = system >= 0 ? system : section;
    m_addSystem->setEnabled(section >= 0);
    m_addSection->setEnabled(c != nullptr);
    m_duplicate->setEnabled(system >= 0);
    m_remove->setEnabled(section >= 0);
    m_up->setEnabled(section >= 0 && at > 0);
    m_down->setEnabled(section >= 0 && at + 1 < count);
}

void ScsSectionsPage::editSection(int section, const QString &path, const QString &text,
                                  const std::function<void(Section &)> &change, bool merge)
{
    const ScsClass *c = m_access.designShown();
    if (!c || section < 0 || section >= int(c->sections.size()))
        return;
    m_access.editDesign(
        QStringLiteral("sections[%1]%2")
            .arg(section)
            .arg(path.isEmpty() ? QString() : QLatin1Char('.') + path),
        text, [&](ScsClass &sheet) { change(sheet.sections[std::size_t(section)]); }, merge);
}

void ScsSectionsPage::editSystem(const QString &field, const QString &text,
                                 const std::function<void(ShipSystem &)> &change, bool merge)
{
    const int system = currentSystem();
    if (system < 0)
        return;
    const bool rename = field == QLatin1String("name");
    editSection(
        currentSection(), QStringLiteral("systems[%1].%2").arg(system).arg(field), text,
        [&](Section &s) {
            if (system >= int(s.systems.size()))
                return;
            ShipSystem &sys = s.systems[std::size_t(system)];
            const QString old = sys.name;
            change(sys);
            // Chart rows follow a rename unless another system keeps the old name.
            const bool kept = std::any_of(s.systems.begin(), s.systems.end(),
                                          [&](const ShipSystem &o) { return o.name == old; });
            if (rename && !kept && !old.isEmpty()) {
                for (ChartRow &row : s.chart) {
                    if (row.hits == old)
                        row.hits = sys.name;
                }
            }
        },
        merge);
}

void ScsSectionsPage::editChartRow(int row, int column, const RangeTable::Row &edited)
{
    // One undo step per cell typed in: From and then To of one row are two.
    const char *key = column == RangeTable::FromColumn ? "from"
                      : column == RangeTable::ToColumn ? "to"
                                                       : "hits";
    editSection(
        currentSection(), QStringLiteral("chart[%1].%2").arg(row).arg(QLatin1String(key)),
        tr("Change hit chart"),
        [&](Section &s) {
            if (row < int(s.chart.size()))
                s.chart[std::size_t(row)] = {edited.from, edited.to, edited.value};
        },
        true);
}

} // namespace fw::app::scs
