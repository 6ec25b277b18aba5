#pragma once

#include "../../designer/DataDesignEditor.h"
#include "ScsEditing.h"

#include <map>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTabWidget;

namespace fw::app {

class DesignIdField;

namespace scs {
class ScsMovementPage;
class ScsSectionsPage;
} // namespace scs

using ScsDesignEditorBase
    = DataDesignEditor<model::scs::ScsDesign, model::scs::ScsClass, &model::scs::ScsDesign::sheet>;

// The Designs page of SCS: one ship control sheet of the fleet, on three tabs: the header
// figures, the movement table and side chart, and the sections with their systems and hit charts.
// Each edit is one undo step on that design; typing into one field merges into one step.
class ScsDesignEditor final : public ScsDesignEditorBase
{
    Q_OBJECT

public:
    explicit ScsDesignEditor(FleetDocument &document, QWidget *parent = nullptr);

    void setDesign(int index) override;
    // "name", "signature.forward", "turnDelay[3]", "sideChart[1].section",
    // "sections[2].systems[3].arc", "sections[1].chart[4].hits", ...
    bool focusSubject(const QString &subject) override;

    QTabWidget *tabs() const { return m_tabs; }
    scs::ScsSectionsPage *sectionsPage() const { return m_sections; }
    scs::ScsMovementPage *movementPage() const { return m_movement; }

private:
    QWidget *createHeaderPage();
    QFormLayout *createIdentityForm(QWidget *page);
    QFormLayout *createFiguresForm(QWidget *page);
    QSpinBox *addSpin(QFormLayout *form, const char *key, const QString &label, int minimum,
                      int maximum, const QString &toolTip, int scs::ScsClass::*member);
    void connectHeader();
    void updateFromDocument();
    void updateHeader(const scs::ScsClass *c);
    void updateSource(const scs::ScsClass *c);
    void updateVariantChoices(const scs::ScsClass *c);
    void setUpId(QWidget *page);
    void changeSize(model::scs::SizeClass size);

    QString m_shownId; // the design the pages were last filled from
    int m_shownIndex = -1;
    QTabWidget *m_tabs = nullptr;
    DesignIdField *m_id = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_faction = nullptr;
    QComboBox *m_size = nullptr;
    QComboBox *m_rarity = nullptr;
    QComboBox *m_variantOf = nullptr;
    QCheckBox *m_retro = nullptr;
    QCheckBox *m_agile = nullptr;
    QCheckBox *m_gravitic = nullptr;
    QPlainTextEdit *m_special = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QLabel *m_derived = nullptr;
    QLabel *m_source = nullptr; // an imported design's source and what its import assumed
    std::map<QString, QSpinBox *> m_spins;
    std::map<QString, QWidget *> m_fields; // header path -> its field
    scs::ScsMovementPage *m_movement = nullptr;
    scs::ScsSectionsPage *m_sections = nullptr;
};

} // namespace fw::app
