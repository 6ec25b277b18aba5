#pragma once

#include "PrintChoices.h"
#include "PrintSession.h"

#include <templates/painter/OutputFiles.h>

#include <QDialog>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTimer;

namespace fw::app {

class FleetDocument;

// File → Export…: which printouts (roster, sheets, counters), the format (PDF, SVG, PNG), the
// page size, counter backs, a template per layout (built-in or the player's file), and the file
// to write. Shows how many pages and which files the export makes before it writes anything.
// The choices are remembered in Settings after a successful export.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    struct Outcome
    {
        QStringList files;   // written
        QStringList removed; // older pages of an earlier export to the same name
        int pages = 0;
        QString error; // names the file and the reason; empty on success
        QStringList warnings;
    };

    ExportDialog(const PrintSession &session, const FleetDocument &document,
                 QWidget *parent = nullptr);
    ~ExportDialog() override;

    PrintOptions options() const;
    templates::OutputFormat format() const;
    QString outputPath() const;
    void setOutputPath(const QString &path);
    // Uses `file` as the template of layout `layoutId` (empty: the built-in one), as Choose…
    // does; returns false and shows the reason in the layout's row when it does not load.
    bool setTemplateFile(const QString &layoutId, const QString &file);
    QString templateFile(const QString &layoutId) const;
    QString templateError(const QString &layoutId) const;
    // The files an export with the current choices writes (one per page for SVG and PNG).
    QStringList plannedFiles() const;
    QString summary() const;
    // The ships selected in the main window, counters' size, ink saving, the back's offset.
    PrintChoices *choices() const { return m_choices; }

    // Lays out and writes the files without asking anything; remembers the choices on success.
    Outcome exportFiles();
    const Outcome &outcome() const { return m_outcome; }
    // "3 pages written to …", for the status bar.
    static QString describe(const Outcome &outcome);

    // Writes the files; on failure says why and stays open.
    void accept() override;

private:
    struct TemplateRow
    {
        const templates::Layout *layout = nullptr;
        QString file;
        QString error;
        QLineEdit *path = nullptr;
        QLabel *note = nullptr;
        QPushButton *builtin = nullptr;
    };

    QWidget *createTemplateRows();
    TemplateRow *row(const QString &layoutId);
    const TemplateRow *row(const QString &layoutId) const;
    void chooseTemplate(TemplateRow &row);
    void copyTemplate(TemplateRow &row);
    void browse();
    void kindToggled();
    void formatChanged();
    void scheduleUpdate();
    void updateSummary();
    // Errors that stop an export before anything is laid out; empty when none.
    QString problems() const;
    QString startFolder() const;

    const PrintSession &m_session;
    const FleetDocument &m_document;
    std::vector<templates::PrintKind> m_available;
    std::vector<std::pair<templates::PrintKind, QCheckBox *>> m_kinds;
    std::vector<TemplateRow> m_rows;
    Printout m_printout; // with the current choices
    Outcome m_outcome;
    bool m_confirmed = false; // the file dialog already asked about replacing the file

    QCheckBox *m_all;
    QCheckBox *m_backs;
    QComboBox *m_format;
    QComboBox *m_pageSize;
    QSpinBox *m_dpi;
    QLineEdit *m_output;
    QLabel *m_summary;
    QPushButton *m_ok = nullptr;
    PrintChoices *m_choices;
    QTimer *m_update;
};

} // namespace fw::app
