#pragma once

#include "PrintSession.h"

#include <QDockWidget>
#include <QPointer>

#include <memory>

class QComboBox;
class QFileSystemWatcher;
class QLabel;
class QTimer;
class QToolButton;

namespace fw::app {

class FleetDocument;
class PreviewWidget;

// The live print preview: the open fleet's roster, sheets or counters as they will print,
// laid out again shortly after every change (never on every keystroke), following the ship
// selected in the fleet tree. Lays out only while it is visible.
class PreviewDock : public QDockWidget
{
    Q_OBJECT

public:
    // How long the preview waits after a change before laying the pages out again.
    static constexpr int DelayMs = 150;
    // Its width in a new main window (1280 wide by default): the editors keep the rest.
    static constexpr int DefaultWidth = 300;

    explicit PreviewDock(const PrintSession &session, QWidget *parent = nullptr);
    ~PreviewDock() override;

    // The fleet to preview; null: none.
    void setDocument(FleetDocument *document);
    // Marks ship `index` (0-based; -1: none) and scrolls to the page that shows it.
    void followShip(int index);
    int followedShip() const { return m_ship; }
    // Marks design `index` where the pages show it (its control sheet) and scrolls to it.
    void followDesign(int index);

    templates::PrintKind kind() const;
    void setKind(templates::PrintKind kind);
    // Page size and template files are read from Settings again (changed by the Export dialog
    // or the preferences).
    void reloadSettings();

    // Lays out now if a layout is due (tests, screenshots).
    void relayoutNow();
    bool isRelayoutPending() const;

    PreviewWidget *preview() const { return m_preview; }
    // The pages shown; null when there are none (no fleet, no font, a template error).
    const templates::Document *printout() const { return m_printout.get(); }
    // The errors and warnings shown above the pages.
    QString message() const;
    double lastLayoutMilliseconds() const { return m_milliseconds; }

Q_SIGNALS:
    // The player clicked a ship on a page.
    void shipActivated(int index);
    // After every layout.
    void relaidOut();

private:
    void follow(const QString &id);
    void schedule(int delay);
    void relayout();
    void fillKinds();
    void updatePageLabel();
    void updateZoomLabel();

    const PrintSession &m_session;
    QPointer<FleetDocument> m_document;
    QTimer *m_timer;
    QFileSystemWatcher *m_watcher; // the player's template files: edits show at once
    bool m_stale = false;          // a change arrived while the dock was hidden
    int m_ship = -1;
    QString m_followId; // the id prefix of the ship or design followed
    bool m_followPending = false;
    std::shared_ptr<const templates::Document> m_printout;
    double m_milliseconds = 0;

    PreviewWidget *m_preview;
    QComboBox *m_kind;
    QComboBox *m_pageSize;
    QToolButton *m_zoomOut;
    QToolButton *m_zoomMenu;
    QToolButton *m_zoomIn;
    QLabel *m_pageLabel;
    QLabel *m_message;
};

} // namespace fw::app
