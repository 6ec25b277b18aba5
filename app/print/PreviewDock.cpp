#include "PreviewDock.h"

#include "../document/FleetDocument.h"
#include "../document/Settings.h"
#include "PreviewWidget.h"

#include <model/systems/GameSystem.h>

#include <QAction>
#include <QComboBox>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace fw::app {

using templates::PrintKind;

PreviewDock::PreviewDock(const PrintSession &session, QWidget *parent)
    : QDockWidget(tr("Print Preview"), parent)
    , m_session(session)
    , m_timer(new QTimer(this))
    , m_watcher(new QFileSystemWatcher(this))
    , m_preview(new PreviewWidget)
    , m_kind(new QComboBox)
    , m_pageSize(new QComboBox)
    , m_zoomOut(new QToolButton)
    , m_zoomMenu(new QToolButton)
    , m_zoomIn(new QToolButton)
    , m_pageLabel(new QLabel)
    , m_message(new QLabel)
{
    setObjectName(QStringLiteral("previewDock"));
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &PreviewDock::relayout);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this] { schedule(DelayMs); });

    m_kind->setObjectName(QStringLiteral("previewKind"));
    m_kind->setAccessibleName(tr("Printout"));
    m_kind->setToolTip(tr("What to preview"));
    m_pageSize->setObjectName(QStringLiteral("previewPageSize"));
    m_pageSize->setAccessibleName(tr("Page size"));
    m_pageSize->setToolTip(tr("Page size, also used for export and printing"));
    m_pageSize->addItem(tr("A4"), QStringLiteral("a4"));
    m_pageSize->addItem(tr("Letter"), QStringLiteral("letter"));
    m_pageSize->setCurrentIndex(std::max(0, m_pageSize->findData(Settings::pageSize())));

    // Zoom: buttons, a menu of fixed steps, and shortcuts while the preview has focus.
    const auto makeAction = [this](const QString &text, QKeySequence shortcut, auto slot) {
        auto *action = new QAction(text, this);
        action->setShortcut(shortcut);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, m_preview, slot);
        addAction(action);
        return action;
    };
    QAction *zoomIn = makeAction(tr("Zoom In"), QKeySequence::ZoomIn, &PreviewWidget::zoomIn);
    QAction *zoomOut = makeAction(tr("Zoom Out"), QKeySequence::ZoomOut, &PreviewWidget::zoomOut);
    QAction *fit = makeAction(tr("Fit Width"), QKeySequence(Qt::CTRL | Qt::Key_9),
                              &PreviewWidget::setFitWidth);
    QAction *actual = makeAction(tr("Actual Size (100%)"), QKeySequence(Qt::CTRL | Qt::Key_0),
                                 [this] { m_preview->setZoomOnHighlight(1.0); });
    zoomIn->setObjectName(QStringLiteral("previewZoomIn"));
    zoomOut->setObjectName(QStringLiteral("previewZoomOut"));
    fit->setObjectName(QStringLiteral("previewFitWidth"));
    actual->setObjectName(QStringLiteral("previewActualSize"));
    m_zoomIn->setDefaultAction(zoomIn);
    m_zoomIn->setText(QStringLiteral("+"));
    m_zoomOut->setDefaultAction(zoomOut);
    m_zoomOut->setText(QStringLiteral("−"));
    auto *zoomMenu = new QMenu(m_zoomMenu);
    zoomMenu->addAction(fit);
    zoomMenu->addAction(actual);
    zoomMenu->addSeparator();
    for (int percent : {50, 75, 150, 200}) {
        connect(zoomMenu->addAction(tr("%1%").arg(percent)), &QAction::triggered, m_preview,
                [this, percent] { m_preview->setZoomOnHighlight(percent / 100.0); });
    }
    m_zoomMenu->setObjectName(QStringLiteral("previewZoom"));
    m_zoomMenu->setMenu(zoomMenu);
    m_zoomMenu->setPopupMode(QToolButton::InstantPopup);
    m_zoomMenu->setToolTip(tr("Zoom (Ctrl+wheel)"));
    m_zoomMenu->setAccessibleName(tr("Zoom"));
    m_zoomMenu->setMinimumWidth(m_zoomMenu->fontMetrics().horizontalAdvance(QStringLiteral("0000%"))
                                + m_zoomMenu->style()->pixelMetric(QStyle::PM_MenuButtonIndicator)
                                + 8);
    m_pageLabel->setObjectName(QStringLiteral("previewPage"));
    m_pageLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    for (QComboBox *box : {m_kind, m_pageSize})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_message->setObjectName(QStringLiteral("previewMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setContentsMargins(6, 4, 6, 4);
    m_message->setAutoFillBackground(true);
    m_message->hide();

    // Two rows, so that the dock fits its default width in every language: what is shown,
    // then where and how large.
    auto *choice = new QHBoxLayout;
    choice->setContentsMargins(4, 2, 4, 0);
    choice->addWidget(m_kind);
    choice->addWidget(m_pageSize);
    choice->addStretch(1);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(m_pageLabel, 1);
    bar->addSpacing(6);
    bar->addWidget(m_zoomOut);
    bar->addWidget(m_zoomMenu);
    bar->addWidget(m_zoomIn);
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(choice);
    layout->addLayout(bar);
    layout->addWidget(m_message);
    layout->addWidget(m_preview, 1);
    setWidget(body);
    setFocusProxy(m_preview);

    connect(m_kind, &QComboBox::activated, this, [this] {
        Settings::setPreviewKind(m_kind->currentData().toString());
        // Another printout: start at its top, at the selected ship if it shows one.
        m_preview->setDocument(nullptr, nullptr);
        m_followPending = true;
        relayout();
    });
    connect(m_pageSize, &QComboBox::activated, this, [this] {
        Settings::setPageSize(m_pageSize->currentData().toString());
        m_followPending = true;
        relayout();
    });
    connect(m_preview, &PreviewWidget::currentPageChanged, this, &PreviewDock::updatePageLabel);
    connect(m_preview, &PreviewWidget::zoomChanged, this, &PreviewDock::updateZoomLabel);
    connect(m_preview, &PreviewWidget::itemClicked, this, [this](const QString &id) {
        const int ship = templates::shipOfItemId(id);
        if (ship >= 0)
            Q_EMIT shipActivated(ship);
    });
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_stale)
            schedule(0);
    });
    fillKinds();
    updateZoomLabel();
    relayout();
}

PreviewDock::~PreviewDock() = default;

void PreviewDock::setDocument(FleetDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_ship = -1;
    m_followId.clear();
    m_followPending = false;
    m_printout.reset();
    m_preview->setDocument(nullptr, nullptr);
    fillKinds();
    if (m_document) {
        connect(m_document, &FleetDocument::analysisUpdated, this, [this] { schedule(DelayMs); });
    }
    schedule(0);
}

void PreviewDock::fillKinds()
{
    const QString wanted
        = m_kind->count() > 0 ? m_kind->currentData().toString() : Settings::previewKind();
    m_kind->clear();
    if (m_document) {
        for (PrintKind kind : m_session.kindsFor(m_document->system().id()))
            m_kind->addItem(templates::printKindName(kind), templates::printKindId(kind));
    }
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(wanted)));
    m_kind->setEnabled(m_kind->count() > 1);
}

PrintKind PreviewDock::kind() const
{
    const QString id = m_kind->currentData().toString();
    for (PrintKind kind : {PrintKind::Roster, PrintKind::Sheets, PrintKind::Counters}) {
        if (templates::printKindId(kind) == id)
            return kind;
    }
    return PrintKind::Roster;
}

void PreviewDock::setKind(PrintKind kind)
{
    const int index = m_kind->findData(templates::printKindId(kind));
    if (index < 0 || index == m_kind->currentIndex())
        return;
    m_kind->setCurrentIndex(index);
    Q_EMIT m_kind->activated(index);
}

void PreviewDock::reloadSettings()
{
    m_pageSize->setCurrentIndex(std::max(0, m_pageSize->findData(Settings::pageSize())));
    schedule(0);
}

void PreviewDock::followShip(int index)
{
    if (index == m_ship && !m_followPending && m_followId == templates::shipItemId(index))
        return;
    m_ship = index;
    follow(index >= 0 ? templates::shipItemId(index) : QString());
}

void PreviewDock::followDesign(int index)
{
    m_ship = -1;
    // A design is shown on the sheets (a control sheet, a class card): turn to them.
    if (index >= 0 && kind() != PrintKind::Sheets)
        setKind(PrintKind::Sheets);
    // A design printed only on its ships' sheets is shown on its first ship's.
    QString id = index >= 0 ? templates::designItemId(index) : QString();
    if (m_document && index >= 0 && index < int(m_document->fleet().designs.size())
        && m_session.savedOptions(m_document->system().id()).sheetsFor
               == templates::SheetsFor::Ships) {
        const model::Fleet &fleet = m_document->fleet();
        const QString designId = fleet.designs[std::size_t(index)]->id();
        for (std::size_t s = 0; s < fleet.ships.size(); ++s) {
            if (fleet.ships[s]->classId == designId) {
                id = templates::shipItemId(int(s));
                break;
            }
        }
    }
    follow(id);
}

void PreviewDock::follow(const QString &id)
{
    m_followId = id;
    if (isRelayoutPending()) {
        m_followPending = true;
        return;
    }
    // An item the pages do not show yet (just added) is looked for again after the next layout.
    if (m_preview->highlight(id, !id.isEmpty()) < 0)
        m_followPending = !id.isEmpty();
}

void PreviewDock::schedule(int delay)
{
    if (!isVisible()) {
        m_stale = true;
        m_timer->stop();
        return;
    }
    // A pending quick layout is not pushed back by a later change.
    if (!m_timer->isActive() || m_timer->remainingTime() > delay)
        m_timer->start(delay);
}

bool PreviewDock::isRelayoutPending() const
{
    return m_timer->isActive() || m_stale;
}

void PreviewDock::relayoutNow()
{
    if (isRelayoutPending())
        relayout();
}

void PreviewDock::relayout()
{
    m_timer->stop();
    m_stale = false;
    QStringList errors, warnings;
    if (!m_document) {
        m_printout.reset();
        m_preview->setPlaceholderText(tr("No fleet is open."));
    } else {
        PrintOptions options = m_session.savedOptions(m_document->system().id());
        options.kinds = {kind()};
        options.pageSize = m_pageSize->currentData().toString();
        // Watched again each time: an editor may save by replacing the file.
        if (!m_watcher->files().isEmpty())
            m_watcher->removePaths(m_watcher->files());
        for (const auto &[layout, file] : options.templateFiles) {
            if (QFileInfo::exists(file))
                m_watcher->addPath(file);
        }
        Printout out = m_session.compose(*m_document, options);
        m_milliseconds = out.milliseconds;
        errors = out.errors;
        warnings = out.warnings;
        m_printout = out.document
                         ? std::make_shared<const templates::Document>(std::move(*out.document))
                         : nullptr;
        m_preview->setPlaceholderText(
            errors.isEmpty() ? tr("Nothing to print.")
                             : tr("The pages cannot be laid out; the reason is shown above."));
    }
    m_preview->setDocument(m_printout, m_session.fonts());

    if (!errors.isEmpty() && m_document && m_session.fonts())
        errors << tr("Choose another template, or the built-in one, in File → Export….");
    m_message->setText((errors + warnings).join(QLatin1Char('\n')));
    m_message->setStyleSheet(errors.isEmpty()
                                 ? QStringLiteral("background: #fcf3cf; color: #5b4a00;")
                                 : QStringLiteral("background: #fadbd8; color: #78281f;"));
    m_message->setVisible(!m_message->text().isEmpty());

    m_preview->highlight(m_followId, m_followPending);
    m_followPending = false;
    updatePageLabel();
    updateZoomLabel();
    Q_EMIT relaidOut();
}

QString PreviewDock::message() const
{
    return m_message->text();
}

void PreviewDock::updatePageLabel()
{
    const int count = m_preview->pageCount();
    m_pageLabel->setText(
        count > 0 ? tr("Page %1 of %2").arg(std::max(0, m_preview->currentPage()) + 1).arg(count)
                  : QString());
}

void PreviewDock::updateZoomLabel()
{
    const bool pages = m_preview->pageCount() > 0;
    for (QToolButton *button : {m_zoomOut, m_zoomMenu, m_zoomIn})
        button->setEnabled(pages);
    m_zoomMenu->setText(tr("%1%").arg(std::lround(m_preview->zoom() * 100)));
}

} // namespace fw::app
