#pragma once

#include "../../document/FleetDocument.h"

#include "../SystemUi.h"

#include <QPointer>

#include <functional>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace fw::model::billionsuns {
class BillionSunsShip;
}

namespace fw::app {

class BillionSunsClassCard;

// The editor of one ship or wing of an A Billion Suns roster: its name, its class (with the class
// card beside the picker), its battlegroup (moving it to another, or to a new one) and its notes.
class BillionSunsShipEditor final : public ShipEditor
{
    Q_OBJECT

public:
    BillionSunsShipEditor(FleetDocument &document, QWidget *parent = nullptr);

    void setShip(int index) override;
    int ship() const override { return m_index; }
    bool focusSubject(const QString &subject) override;

private:
    void updateFromDocument();
    void updateClassChoices();
    void updateBattlegroupChoices();
    void updateIssues();
    void edit(const QString &text, int mergeKey,
              const std::function<void(model::billionsuns::BillionSunsShip &)> &change);
    void classActivated(int row);
    void battlegroupActivated(int row);
    void moveToNewBattlegroup();
    void followDocument();
    int shipKey(const char *field) const;
    bool valid() const;

    FleetDocument &m_document;
    // Null once the document is gone: a field that loses the focus while the window closes
    // must not edit it.
    QPointer<FleetDocument> m_alive;
    int m_index = -1;
    QGroupBox *m_shipBox = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_class = nullptr;
    QComboBox *m_battlegroup = nullptr;
    QLabel *m_battlegroupNote = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QLabel *m_issues = nullptr;
    BillionSunsClassCard *m_card = nullptr;
};

} // namespace fw::app
