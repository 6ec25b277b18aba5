#pragma once

#include "../../document/FleetDocument.h"
#include "../SystemUi.h"

#include <QPointer>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace fw::model::scs {
class ScsShip;
}

namespace fw::app {

// The editor of one ship of an SCS fleet: its name, its design (one of the fleet's control
// sheets), the fighters its hangars carry and its notes.
class ScsShipEditor final : public ShipEditor
{
    Q_OBJECT

public:
    explicit ScsShipEditor(FleetDocument &document, QWidget *parent = nullptr);

    void setShip(int index) override;
    int ship() const override { return m_index; }
    // "name", "design" (or "class"), "fighters", "fighters[1].count", "notes".
    bool focusSubject(const QString &subject) override;

private:
    void updateFromDocument();
    void updateDesignChoices();
    void updateFighters();
    void updateNotes();
    void rebuildFighterRows(int count);
    void edit(const QString &text, const QString &field, bool merge,
              const std::function<void(model::scs::ScsShip &)> &change);
    bool valid() const;

    FleetDocument &m_document;
    QPointer<FleetDocument> m_alive;
    int m_index = -1;
    QLineEdit *m_name = nullptr;
    QComboBox *m_design = nullptr;
    QTableWidget *m_fighters = nullptr;
    QPushButton *m_addFlight = nullptr;
    QPushButton *m_removeFlight = nullptr;
    QLabel *m_hangar = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QLabel *m_issues = nullptr;
};

} // namespace fw::app
