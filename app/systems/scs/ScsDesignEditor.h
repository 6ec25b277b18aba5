#pragma once

#include "../../designer/DataDesignEditor.h"
#include "ScsEditing.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QTabWidget;

namespace fw::app {

namespace scs {
class ScsMovementPage;
class ScsSectionsPage;
} // namespace scs

// The Designs page of SCS: one ship control sheet of the fleet, on three tabs: the header
// figures, the movement table and side chart, and the sections with their systems and hit charts.
// Each edit is one undo step on that design; typing into one field merges into one step.
class ScsDesignEditor final : public DataDesignEditor<model::scs::ScsDesign, model::scs::ScsClass,
                                                      &model::scs::ScsDesign::sheet>
{
    Q_OBJECT

public:
    explicit ScsDesignEditor(FleetDocument &document, QWidget *parent = nullptr);

    // "name", "signature.forward", "turnDelay[3]", "sideChart[1].section",
    // "sections[2].systems[3].arc", "sections[1].chart[4].hits", ...
    bool focusSubject(const QString &subject) override;

    QTabWidget *tabs() const { return m_tabs; }
    scs::ScsSectionsPage *sectionsPage() const { return m_sections; }
    scs::ScsMovementPage *movementPage() const { return m_movement; }

private:
    QWidget *createHeaderPage();
    QFormLayout *createIdentityForm(QWidget *page);
    QFormLayout *createFiguresForm();
    void showDesign(const scs::ScsClass *c, bool other) override;
    void updateDerived(const scs::ScsClass *c);
    void updateSource(const scs::ScsClass *c);
    void updateVariantChoices(const scs::ScsClass *c);
    void setUpId(QFormLayout *form);
    void changeSize(model::scs::SizeClass size);

    QTabWidget *m_tabs = nullptr;
    QComboBox *m_size = nullptr;
    QComboBox *m_variantOf = nullptr;
    QLabel *m_derived = nullptr;
    QLabel *m_source = nullptr; // an imported design's source and what its import assumed
    scs::ScsMovementPage *m_movement = nullptr;
    scs::ScsSectionsPage *m_sections = nullptr;
};

} // namespace fw::app
