#include "NewFleetDialog.h"

#include "../systems/SystemUi.h"

#include <model/systems/SystemRegistry.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace fw::app {

NewFleetDialog::NewFleetDialog(const model::SystemRegistry &systems, const UiRegistry &uis,
                               const QString &defaultSystem, QWidget *parent)
    : QDialog(parent)
    , m_systems(systems)
    , m_uis(uis)
    , m_system(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_fields(new QStackedWidget(this))
{
    setWindowTitle(tr("New Fleet"));
    m_system->setObjectName(QStringLiteral("system"));
    m_name->setObjectName(QStringLiteral("name"));
    for (const auto &system : systems.systems()) {
        const SystemUi *ui = uis.find(system->id());
        if (!ui)
            continue;
        m_system->addItem(system->displayName(), system->id());
        m_fields->addWidget(ui->createNewFleetFields(m_fields));
    }
    const int preferred = m_system->findData(defaultSystem);
    m_system->setCurrentIndex(preferred >= 0 ? preferred : 0);
    m_fields->setCurrentIndex(m_system->currentIndex());
    connect(m_system, &QComboBox::currentIndexChanged, m_fields, &QStackedWidget::setCurrentIndex);
    m_name->setText(tr("New fleet"));
    m_name->selectAll();

    auto *form = new QFormLayout;
    form->addRow(tr("&Game:"), m_system);
    form->addRow(tr("&Name:"), m_name);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_fields);
    layout->addStretch(1);
    layout->addWidget(buttons);
    m_name->setFocus();
}

std::unique_ptr<model::Fleet> NewFleetDialog::createFleet() const
{
    const QString id = m_system->currentData().toString();
    const model::GameSystem *system = m_systems.find(id);
    const SystemUi *ui = m_uis.find(id);
    if (!system || !ui)
        return nullptr;
    std::unique_ptr<model::Fleet> fleet = system->createFleet();
    fleet->name = m_name->text().trimmed();
    ui->applyNewFleetFields(m_fields->currentWidget(), *fleet);
    return fleet;
}

} // namespace fw::app
