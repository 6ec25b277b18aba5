#pragma once

#include <model/core/Fleet.h>

#include <QMainWindow>
#include <QPointer>

#include <map>
#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QPrinter;
class QScrollArea;
class QTabWidget;
class QTableView;
class QTimer;
class QTreeView;

namespace fw::model {
class SystemRegistry;
}
namespace fw::validators {
class ValidatorRegistry;
}

namespace fw::app {

class DesignEditor;
class DesignListModel;
class FleetDocument;
class FleetPage;
class FleetTreeModel;
class HelpMenu;
class IssuesModel;
class PreviewDock;
class PrintSession;
class RecoveryStore;
class ShipEditor;
class SystemUi;
class TrialBattleWindow;
class UiRegistry;

// Fleetwright's main window: one fleet, its tree, the editors, the issues, and the numbers.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    struct Context
    {
        const model::SystemRegistry &systems;
        const validators::ValidatorRegistry &validators;
        const UiRegistry &uis;
        RecoveryStore &recovery;
    };

    explicit MainWindow(const Context &context, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Replaces the document (without asking: see maybeSave()).
    void setFleet(std::unique_ptr<model::Fleet> fleet, const QString &filePath);
    // Opens a file. On failure shows a dialog naming the file, the place and the reason (unless
    // `quiet`) and keeps the current fleet; returns false.
    bool openFile(const QString &path, bool quiet = false, QString *error = nullptr);
    bool save();
    // File → Close Fleet: after asking to save, the welcome page instead of the fleet.
    void closeFleet();
    // The welcome page, the Help menu and the rules panel.
    HelpMenu *help() const { return m_help; }
    bool saveAs(const QString &path = QString());
    // Offers to restore fleets a crash left unsaved. Returns how many were restored.
    int offerRecovery();
    void setAutosaveInterval(int milliseconds);
    void autosave();

    FleetDocument *document() const { return m_document; }
    QTreeView *fleetTree() const { return m_tree; }
    QTableView *issuesView() const { return m_issuesView; }
    ShipEditor *shipEditor() const { return m_shipEditor; }
    FleetPage *fleetPage() const { return m_fleetPage; }
    QTabWidget *editorTabs() const { return m_tabs; }
    int currentShip() const { return m_currentShip; }
    void selectShip(int index);
    // Selects what an issue's subject names and focuses its field.
    bool focusSubject(const QString &subject);
    QString pointsText() const;
    QString legalityText() const;
    QAction *action(const QString &name) const;

    PreviewDock *previewDock() const { return m_previewDock; }
    const PrintSession &printSession() const { return *m_print; }
    const validators::ValidatorRegistry &validators() const { return m_context.validators; }
    // File → Export…: the Export dialog; the result goes to the status bar.
    void exportPrintout();
    // File → Print…: a print preview of the printout chosen for export, then the printer.
    void print();
    // Prints the printout chosen for export (on the printer's paper when it is A4 or Letter);
    // returns an error, or an empty string.
    QString printTo(QPrinter &printer);

    // Tools → Trial Battle…: shows the Trial Battle window (made on first use) with the fleet.
    TrialBattleWindow *showTrialBattle();
    TrialBattleWindow *trialBattleWindow() const { return m_trialBattle; }

    // Designs (for a game whose fleets hold them; see SystemUi::createDesignEditor).
    QTreeView *designList() const { return m_designList; }
    DesignEditor *designEditor() const { return m_designEditor; }
    int currentDesign() const { return m_currentDesign; }
    void selectDesign(int index);
    void newDesign();
    // A new design for "New Design" (`forShip` -1) or for ship `forShip`, which takes it in the
    // same undo step; then its name is ready to be typed over.
    void insertNewDesign(int forShip);
    void duplicateDesign();
    void removeDesign();
    // What Import Designs does with a design whose id the fleet already has.
    enum class DesignClash { Ask, Replace, KeepBoth, Skip };
    // Copies the designs of another fleet file of the same game, in one undo step. Returns how
    // many were copied, or -1 (with `error`, and a message box unless `quiet`) when the file
    // cannot be read or is another game's.
    int importDesigns(const QString &path, DesignClash clash = DesignClash::Ask,
                      QString *error = nullptr, bool quiet = false);
    void showFleetBreakdown();
    void showShipBreakdown();
    // The breakdown of the current ship's capacity `key`, or of all its capacities.
    void showCapacityBreakdown(const QString &key = {});
    void copyFleetAsText();
    // File → Copy Share Code: the fleet's share code alone on the clipboard.
    void copyShareCode();
    // Edit → Paste Fleet: the clipboard's fleet list, share code or fleet file as a new
    // untitled fleet (pasteFleetText).
    void pasteFleet();
    // Opens `text` as a new untitled fleet. On failure shows what cannot be read, with its
    // line:column (unless `quiet`), keeps the current fleet and returns false; what a list
    // without a code left out goes to `notes` and the status bar.
    bool pasteFleetText(const QString &text, bool quiet = false, QString *error = nullptr,
                        QStringList *notes = nullptr);

protected:
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createShareActions();
    void createMenus();
    void createWidgets();
    void createStatusBar(QDockWidget *issues);
    static QString fileFilter();
    void attachDocument();
    void detachDocument();
    void updateTitle();
    void updateStatus();
    void updateActions();
    // The Issues panel: one line high while there are none, taller when some come.
    void fitIssuesPanel();
    bool maybeSave();
    void newFleet();
    void open();
    void addShip();
    void duplicateShip();
    void removeShip();
    void moveShip(int delta);
    void showPreferences();
    void showAbout();
    void rebuildRecentMenu();
    void createDesignActions();
    QWidget *createDesignPanel();
    void attachDesigns();
    void attachEditorFileActions();
    bool focusDesignSubject(const QString &subject);
    void importDesignsFromDialog();
    DesignClash askAboutClash(const QString &id, const QString &name, bool *forAll);
    QString recoveryId() const { return m_recoveryId; }

    Context m_context;
    std::unique_ptr<PrintSession> m_print;
    FleetDocument *m_document = nullptr;
    const SystemUi *m_ui = nullptr;
    FleetTreeModel *m_treeModel = nullptr;
    IssuesModel *m_issuesModel = nullptr;
    int m_currentShip = -1;
    bool m_selectingShip = false; // a programmatic selection, not the player's
    QString m_recoveryId;

    QTreeView *m_tree = nullptr;
    QTableView *m_issuesView = nullptr;
    QTabWidget *m_tabs = nullptr;
    QScrollArea *m_fleetScroll = nullptr;
    QScrollArea *m_shipScroll = nullptr;
    FleetPage *m_fleetPage = nullptr;
    ShipEditor *m_shipEditor = nullptr;
    QWidget *m_designPanel = nullptr;
    QTreeView *m_designList = nullptr;
    DesignListModel *m_designModel = nullptr;
    QScrollArea *m_designScroll = nullptr;
    DesignEditor *m_designEditor = nullptr;
    int m_currentDesign = -1;
    bool m_selectingDesign = false; // a programmatic selection, not the player's
    PreviewDock *m_previewDock = nullptr;
    int m_previewWidth = 0; // the width given to the preview; -1: the saved layout's
    TrialBattleWindow *m_trialBattle = nullptr;
    QLabel *m_shipLabel = nullptr;
    QLabel *m_capacitiesLabel = nullptr;
    QLabel *m_pointsLabel = nullptr;
    QLabel *m_legalLabel = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QTimer *m_autosave = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    std::map<QString, QAction *> m_actions;
    HelpMenu *m_help = nullptr;
};

} // namespace fw::app
