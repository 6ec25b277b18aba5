#pragma once

#include "../../document/FleetDocument.h"
#include "../SystemUi.h"

#include <QPointer>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace fw::model::talon {
class TalonShip;
}

namespace fw::app {

// The editor of one ship of a Talon fleet: its name, its counter (a built-in one or one of the
// fleet's custom designs) with a picture of it, and its notes.
class TalonShipEditor final : public ShipEditor
{
    Q_OBJECT

public:
    explicit TalonShipEditor(FleetDocument &document, QWidget *parent = nullptr);

    void setShip(int index) override;
    int ship() const override { return m_index; }
    // "name", "design" (or "class", "counter"), "notes".
    bool focusSubject(const QString &subject) override;

private:
    void updateFromDocument();
    void updateCounterChoices();
    void updateNotes();
    void edit(const QString &text, const QString &field, bool merge,
              const std::function<void(model::talon::TalonShip &)> &change);
    bool valid() const;

    FleetDocument &m_document;
    QPointer<FleetDocument> m_alive;
    int m_index = -1;
    QLineEdit *m_name = nullptr;
    QComboBox *m_design = nullptr;
    QLabel *m_picture = nullptr;
    QLabel *m_summary = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QLabel *m_issues = nullptr;
};

} // namespace fw::app
