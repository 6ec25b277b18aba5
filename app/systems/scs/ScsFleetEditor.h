#pragma once

#include "../SystemUi.h"

#include <QPointer>

class QLineEdit;
class QSpinBox;

namespace fw::app {

// The SCS part of the fleet page: the campaign year (no design may be in service later, digest
// §5.4) and the fleet's faction. Name, budget and notes are edited by the fleet page itself.
class ScsFleetEditor final : public FleetEditor
{
    Q_OBJECT

public:
    explicit ScsFleetEditor(FleetDocument &document, QWidget *parent = nullptr);
    bool focusSubject(const QString &subject) override;

private:
    void refresh();

    FleetDocument &m_document;
    QPointer<FleetDocument> m_alive;
    QSpinBox *m_campaignYear = nullptr;
    QLineEdit *m_faction = nullptr;
};

} // namespace fw::app
