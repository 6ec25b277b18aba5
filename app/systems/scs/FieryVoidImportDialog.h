#pragma once

#include <QDialog>
#include <QPointer>
#include <QStringList>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTextBrowser;
class QTimer;
class QTreeView;

namespace fw::validators {
class ValidatorRegistry;
}

namespace fw::app {

class DesignEditor;
class FieryVoidCatalogueModel;
class FieryVoidFilterModel;
class FleetDocument;
class PreviewWidget;
class PrintSession;

// File → Import Ships from FieryVoid… for an SCS fleet: FieryVoid's ship files (a folder of
// them, or files) read as a catalogue of factions and hulls, each hull's conversion to an SCS
// design and its control sheet, and the chosen hulls added to the fleet as designs (and a ship
// of each, if asked) in one undo step. The folder or files read last are read again when the
// dialog opens.
class FieryVoidImportDialog : public QDialog
{
    Q_OBJECT

public:
    struct Context
    {
        FleetDocument &document;
        const PrintSession &print; // the sheet's preview
        const validators::ValidatorRegistry &validators;
    };

    explicit FieryVoidImportDialog(const Context &context, QWidget *parent = nullptr);
    ~FieryVoidImportDialog() override;

    // File → Import Ships from FieryVoid…, an action of the SCS design editor `editor` (see
    // DesignEditor::FileMenuProperty): asks the window to open the dialog on `document`,
    // window-modal over it, deleted when closed.
    static QAction *createAction(FleetDocument &document, DesignEditor *editor);

    // Reads ship files and folders of them (see fieryvoid::readCatalogue) and remembers them.
    void openPaths(const QStringList &paths);
    QStringList paths() const { return m_paths; }
    // The paths read last (kept with the settings); empty: none yet.
    static QStringList rememberedPaths();

    // Adds the selected hulls that SCS has a sheet for and the fleet does not have yet, with a
    // ship of each when `withShips`, in one undo step. Returns how many designs were added.
    int addSelected(bool withShips);

    FieryVoidCatalogueModel *catalogue() const { return m_model; }
    FieryVoidFilterModel *filterModel() const { return m_filter; }
    QTreeView *hullView() const { return m_view; }
    PreviewWidget *preview() const { return m_preview; }
    // Lays the current hull's sheet out now if that is due (tests, screenshots).
    void updatePreviewNow();

private:
    void chooseFolder();
    void chooseFiles();
    void updateCount();
    void updateFleetIds();
    void updateDetails();
    void updateAddButton();
    void updatePreview();
    int currentHull() const;
    std::vector<int> selectedHulls() const;
    QString startFolder() const;

    QPointer<FleetDocument> m_document;
    const PrintSession &m_print;
    const validators::ValidatorRegistry &m_validators;
    QStringList m_paths;

    FieryVoidCatalogueModel *m_model;
    FieryVoidFilterModel *m_filter;
    QLineEdit *m_pathField;
    QLineEdit *m_filterField;
    QLabel *m_count;
    QTreeView *m_view;
    QLabel *m_problemsLabel;
    QListWidget *m_problems;
    QTextBrowser *m_details;
    PreviewWidget *m_preview;
    QTimer *m_previewTimer;
    QCheckBox *m_withShips;
    QLabel *m_status;
    QPushButton *m_add;
};

} // namespace fw::app
