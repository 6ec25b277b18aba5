#pragma once

#include <model/core/Fleet.h>

#include <QDialog>

#include <memory>

class QComboBox;
class QLineEdit;
class QStackedWidget;

namespace fw::model {
class SystemRegistry;
}

namespace fw::app {

class UiRegistry;

// File > New: the game system, the fleet's name, and the system's own first settings (a budget,
// a scale, ...).
class NewFleetDialog : public QDialog
{
    Q_OBJECT

public:
    NewFleetDialog(const model::SystemRegistry &systems, const UiRegistry &uis,
                   const QString &defaultSystem, QWidget *parent = nullptr);

    // The fleet as the dialog describes it.
    std::unique_ptr<model::Fleet> createFleet() const;

private:
    const model::SystemRegistry &m_systems;
    const UiRegistry &m_uis;
    QComboBox *m_system;
    QLineEdit *m_name;
    QStackedWidget *m_fields;
};

} // namespace fw::app
