#pragma once

#include "../../document/FleetDocument.h"
#include "../SystemUi.h"

#include <QPointer>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace fw::model::sunder {
class SunderShip;
}

namespace fw::app {

// The editor of one ship of a Sunder the Stars fleet: its name, its card, its squadron, flight or
// wing, whether it is the flagship, the fighters and bombers in its bays and its notes.
class SunderShipEditor final : public ShipEditor
{
    Q_OBJECT

public:
    explicit SunderShipEditor(FleetDocument &document, QWidget *parent = nullptr);

    void setShip(int index) override;
    int ship() const override { return m_index; }
    // "name", "design" (or "class"), "group", "flagship", "fighters", "bombers", "notes".
    bool focusSubject(const QString &subject) override;

private:
    void connectFields();
    void updateFromDocument();
    void updateDesignChoices();
    void updateGroupChoices();
    void updateNotes();
    void edit(const QString &text, const QString &field, bool merge,
              const std::function<void(model::sunder::SunderShip &)> &change);
    bool valid() const;

    FleetDocument &m_document;
    QPointer<FleetDocument> m_alive;
    int m_index = -1;
    QLineEdit *m_name = nullptr;
    QComboBox *m_design = nullptr;
    QComboBox *m_group = nullptr;
    QCheckBox *m_flagship = nullptr;
    QSpinBox *m_fighters = nullptr;
    QSpinBox *m_bombers = nullptr;
    QLabel *m_bays = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QLabel *m_issues = nullptr;
};

} // namespace fw::app
