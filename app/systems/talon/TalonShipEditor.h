#pragma once

#include "../../designer/ShipEditorBase.h"

#include <model/systems/talon/TalonDesign.h>

class QLabel;

namespace fw::app {

// The editor of one ship of a Talon fleet: its name, its counter (a built-in one or one of the
// fleet's custom designs) with a picture of it, and its notes.
class TalonShipEditor final : public DataShipEditor<model::talon::TalonShip>
{
    Q_OBJECT

public:
    explicit TalonShipEditor(FleetDocument &document, QWidget *parent = nullptr);

    // "name", "design" (or "class", "counter"), "notes".
    bool focusSubject(const QString &subject) override;

private:
    std::vector<DesignChoice> designChoices() const override;
    SystemUi::ClassChange designChange(const QString &id) const override;
    void showShip() override;

    QLabel *m_picture = nullptr;
    QLabel *m_summary = nullptr;
};

} // namespace fw::app
