#pragma once

#include "ScsEditing.h"

#include <QSet>
#include <QWidget>

class QCheckBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace fw::app::scs {

class ScsSystemForm;

// The designer's Sections page: the sheet's sections and their systems as a tree (add, remove,
// reorder, duplicate), the selected section's structure or the selected system's fields, and the
// section's d20 hit chart with Build Chart from Systems. The tree is updated in place from the
// sheet after every change, undo and redo, so expansion and selection stay: the selection
// follows its system by name (and which of the same-named systems it is), else its place.
class ScsSectionsPage final : public QWidget
{
    Q_OBJECT

public:
    ScsSectionsPage(DesignAccess<ScsClass> &access, QWidget *parent = nullptr);

    // Shows the sheet; `otherDesign`: another design than before, so the selection starts over.
    void refresh(bool otherDesign);
    // "sections[2]", "sections[2].systems[3].arc", "sections[2].chart[4].hits",
    // "sections[2].structure.boxes": selects the row and focuses the field.
    bool focusSubject(const QString &subject);

    QTreeWidget *tree() const { return m_tree; }
    // The section and system selected (system -1: the section itself; section -1: none).
    int currentSection() const;
    int currentSystem() const;
    void select(int section, int system);

    // The tree's actions, on the selected section or system; each is one undo step.
    void addSystem(SystemKind kind);
    void duplicateSelected();
    void removeSelected();
    void moveSelected(int delta);
    void addSection(const QString &id);
    void buildChart();

private:
    struct Selection
    {
        QString section;    // section id; empty: nothing selected
        QString system;     // system name; empty with index -1: the section
        int occurrence = 0; // which of the systems of that name
        int index = -1;     // where it was
    };
    static Selection selectionOf(const ScsClass &c, int section, int system);
    // System `system` of `section` (-1 or out of range: the section itself).
    static Selection selectionIn(const Section &section, int system);

    QWidget *createTreePanel();
    QWidget *createSectionForm();
    QGroupBox *createChartBox();
    QWidget *createOffChartRow();
    void syncTree();
    void fillSection(QTreeWidgetItem *item, const Section &section, int index);
    void restoreSelection();
    QTreeWidgetItem *findSelected() const;
    void showCurrent(bool other);
    void updateButtons();
    void editSection(int section, const QString &path, const QString &text,
                     const std::function<void(Section &)> &change, bool merge);
    void editSystem(const QString &field, const QString &text,
                    const std::function<void(ShipSystem &)> &change, bool merge);
    void editChartRow(int row, int column, const RangeTable::Row &edited);

    DesignAccess<ScsClass> &m_access;
    QTreeWidget *m_tree = nullptr;
    QToolButton *m_addSystem = nullptr;
    QToolButton *m_addSection = nullptr;
    QPushButton *m_duplicate = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_up = nullptr;
    QPushButton *m_down = nullptr;
    QWidget *m_sectionForm = nullptr;
    QCheckBox *m_hasStructure = nullptr;
    QSpinBox *m_structureArmor = nullptr;
    QSpinBox *m_structureBoxes = nullptr;
    QLabel *m_sectionTotals = nullptr;
    ScsSystemForm *m_systemForm = nullptr;
    QGroupBox *m_chartBox = nullptr;
    RangeTable *m_chart = nullptr;
    QWidget *m_offChartRow = nullptr;
    QLabel *m_offChart = nullptr;
    Selection m_selection;
    QSet<QString> m_collapsed; // sections the user closed, by id
    int m_shownSection = -1;
    int m_shownSystem = -1;
};

} // namespace fw::app::scs
