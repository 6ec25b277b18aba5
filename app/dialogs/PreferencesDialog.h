#pragma once

#include <QDialog>

class QComboBox;

namespace fw::model {
class SystemRegistry;
}

namespace fw::app {

// Preferences: language, default page size for printing, default game system. Stored in
// QSettings (see Settings.h).
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    PreferencesDialog(const model::SystemRegistry &systems, QWidget *parent = nullptr);
    void accept() override;

private:
    QComboBox *m_language;
    QComboBox *m_pageSize;
    QComboBox *m_system;
};

} // namespace fw::app
