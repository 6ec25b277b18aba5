#include "PreferencesDialog.h"

#include "../document/Settings.h"

#include <Translations.h>
#include <model/systems/SystemRegistry.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace fw::app {

PreferencesDialog::PreferencesDialog(const model::SystemRegistry &systems, QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox(this))
    , m_pageSize(new QComboBox(this))
    , m_system(new QComboBox(this))
{
    setWindowTitle(tr("Preferences"));
    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    for (const QString &language : i18n::availableLanguages())
        m_language->addItem(QLocale(language).nativeLanguageName(), language);
    m_language->setCurrentIndex(std::max(0, m_language->findData(Settings::language())));

    m_pageSize->setObjectName(QStringLiteral("pageSize"));
    m_pageSize->addItem(tr("A4"), QStringLiteral("a4"));
    m_pageSize->addItem(tr("US Letter"), QStringLiteral("letter"));
    m_pageSize->setCurrentIndex(std::max(0, m_pageSize->findData(Settings::pageSize())));

    m_system->setObjectName(QStringLiteral("defaultSystem"));
    for (const auto &system : systems.systems())
        m_system->addItem(system->displayName(), system->id());
    m_system->setCurrentIndex(std::max(0, m_system->findData(Settings::defaultSystem())));

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    auto *note = new QLabel(tr("A new language applies when Fleetwright starts again."), this);
    note->setWordWrap(true);
    form->addRow(QString(), note);
    form->addRow(tr("Default &page size:"), m_pageSize);
    form->addRow(tr("Default &game:"), m_system);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void PreferencesDialog::accept()
{
    Settings::setLanguage(m_language->currentData().toString());
    Settings::setPageSize(m_pageSize->currentData().toString());
    Settings::setDefaultSystem(m_system->currentData().toString());
    QDialog::accept();
}

} // namespace fw::app
