#pragma once

#include <QObject>
#include <QPointer>

class QDockWidget;
class QMenu;
class QStackedWidget;

namespace fw::model {
class SystemRegistry;
}

namespace fw::app {

class BreakdownDialog;
class HelpWindow;
class MainWindow;
class RulesPanel;
class WelcomePage;

// First-run help for the main window: the welcome page shown while no fleet is open, the Help
// menu (User Guide, Rules Reference, Keyboard Shortcuts, About) and the rules panel that follows
// the selected issue or cost line.
class HelpMenu : public QObject
{
    Q_OBJECT

public:
    // Puts the window's central widget on a stack with the welcome page, adds the rules panel
    // and fills `menu`.
    HelpMenu(MainWindow &window, const model::SystemRegistry &systems, QMenu *menu);

    // The welcome page instead of the fleet (whose docks hide meanwhile).
    void showWelcome();
    bool welcomeShown() const;
    // A fleet was opened or made: the fleet instead of the welcome page.
    void fleetOpened();
    // The rules panel follows the lines `dialog` selects.
    void watch(BreakdownDialog &dialog);

    WelcomePage *welcomePage() const { return m_welcome; }
    RulesPanel *rulesPanel() const { return m_rules; }
    // Help → User Guide: the help window (made on first use), showing its start page.
    HelpWindow *showUserGuide();
    void showShortcuts();
    void showAbout();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void enableFleetActions(bool on);
    void fillMenu(QMenu *menu);
    void openExample(const QString &path);
    void showSelectedIssue();
    void followIssues();
    void restoreDocks();

    MainWindow &m_window;
    const model::SystemRegistry &m_systems;
    QStackedWidget *m_stack = nullptr;
    WelcomePage *m_welcome = nullptr;
    RulesPanel *m_rules = nullptr;
    QPointer<HelpWindow> m_guide;
    QString m_shownCode; // the issue the rules panel shows (code and message); empty: none
    QString m_shownMessage;
    QList<QPointer<QDockWidget>> m_hiddenDocks;
};

} // namespace fw::app
