#pragma once

#include <QWidget>

#include <functional>
#include <map>
#include <vector>

class QCheckBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QFormLayout;

namespace fw::app {

class FleetDocument;
class FleetEditor;
class SystemUi;

// The fleet-wide page: name, budget and notes; the game system's own fleet settings; and every
// rules option, with the assumptions marked. Edits go through undo commands.
class FleetPage : public QWidget
{
    Q_OBJECT

public:
    FleetPage(FleetDocument &document, const SystemUi &ui, QWidget *parent = nullptr);

    // Focus the field a fleet-level issue subject names ("budget", "options.turningTable",
    // "damageControl", ...). Returns false when there is none.
    bool focusSubject(const QString &subject);

private:
    void updateFromDocument();
    QWidget *createOptionsEditor();

    FleetDocument &m_document;
    QLineEdit *m_name = nullptr;
    QCheckBox *m_hasBudget = nullptr;
    QSpinBox *m_budget = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    FleetEditor *m_systemEditor = nullptr;
    std::map<QString, QWidget *> m_optionWidgets; // option id -> its editor
    std::vector<std::function<void()>> m_optionUpdaters;
};

} // namespace fw::app
