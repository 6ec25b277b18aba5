#pragma once

#include "../SystemUi.h"

#include <QPointer>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace fw::model::talon {
class TalonFleetSettings;
}

namespace fw::app {

namespace talon {
class TalonCounterModel;
}

// The Talon part of the fleet page: the fleet's faction, its Ship Points against the budget, and
// the counter picker: the built-in counters and the fleet's custom designs (the faction's only,
// when the fleet has one) with a picture of each counter's display, its SP and the player's
// counter mix. Enter or a double-click adds a ship of the picked counter; a built-in counter can
// be copied into a custom design to correct its figures.
class TalonFleetEditor final : public FleetEditor
{
    Q_OBJECT

public:
    explicit TalonFleetEditor(FleetDocument &document, QWidget *parent = nullptr);
    // "faction", "counterMix", "counterMix.<id>".
    bool focusSubject(const QString &subject) override;

    QTableView *counterView() const { return m_counters; }
    talon::TalonCounterModel *counterModel() const { return m_model; }

    // The actions behind the buttons, for the buttons and for tests.
    QString pickedCounter() const;
    void pickCounter(const QString &id);
    // Adds a ship of the picked counter at the end of the fleet; returns its index, or -1.
    int addShip();
    // Copies the picked built-in counter into a custom design; returns its index, or -1.
    int copyToCustomDesign();

private:
    QWidget *createPickerBox();
    void refresh();
    void updateButtons();
    void edit(const QString &text,
              const std::function<void(model::talon::TalonFleetSettings &)> &change);

    FleetDocument &m_document;
    QPointer<FleetDocument> m_alive;
    QComboBox *m_faction = nullptr;
    QLabel *m_points = nullptr;
    talon::TalonCounterModel *m_model = nullptr;
    QTableView *m_counters = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_copy = nullptr;
    QLabel *m_picked = nullptr;
};

} // namespace fw::app
