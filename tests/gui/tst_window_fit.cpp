// The main window at its default size (1280×800), in English and German, for every example fleet
// of every game: every editor page and the Export dialog fit without sideways scrolling or clipped
// fields, the ship and design bars show all their actions, an empty Issues panel stays small; and
// the keyboard: mnemonics unique per window, Alt+F the File menu, Ctrl+Tab from the ship list, Esc
// and Close in the Trial Battle window.
#include "GuiSupport.h"

#include <Translations.h>
#include <combat/BattlePanel.h>
#include <combat/TrialBattleWindow.h>
#include <document/FleetDocument.h>
#include <document/RecoveryStore.h>
#include <document/Settings.h>
#include <models/IssuesModel.h>
#include <print/ExportDialog.h>
#include <print/PreviewDock.h>
#include <widgets/FleetPage.h>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <QTreeWidget>

#include <functional>
#include <map>

using namespace fw;

namespace {

QString describe(const QWidget *w)
{
    QString text;
    if (const auto *label = qobject_cast<const QLabel *>(w))
        text = label->text();
    else if (const auto *button = qobject_cast<const QAbstractButton *>(w))
        text = button->text();
    else if (const auto *box = qobject_cast<const QGroupBox *>(w))
        text = box->title();
    QString names;
    for (const QWidget *p = w; p && !p->isWindow(); p = p->parentWidget()) {
        if (!p->objectName().isEmpty()) {
            names = p->objectName();
            break;
        }
    }
    return QStringLiteral("%1 \"%2\" in %3")
        .arg(QLatin1String(w->metaObject()->className()), text.left(40), names);
}

// Problems with the page `page` as shown: sideways scroll bars, fields cut at the right of a
// parent, tables whose columns run past their view.
QStringList fitProblems(QWidget *page)
{
    QStringList problems;
    QList<QWidget *> widgets = page->findChildren<QWidget *>();
    widgets.prepend(page);
    for (QWidget *w : widgets) {
        if (!w->isVisible())
            continue;
        if (auto *area = qobject_cast<QAbstractScrollArea *>(w)) {
            if (area->horizontalScrollBar()->isVisible())
                problems << QStringLiteral("sideways scroll bar: ") + describe(w);
        }
        if (auto *table = qobject_cast<QTableView *>(w)) {
            if (table->horizontalHeader()->length() > table->viewport()->width() + 1)
                problems << QStringLiteral("columns cut: ") + describe(w);
        }
        const bool field = qobject_cast<QLabel *>(w) || qobject_cast<QAbstractButton *>(w)
                           || qobject_cast<QLineEdit *>(w) || qobject_cast<QComboBox *>(w)
                           || qobject_cast<QAbstractSpinBox *>(w);
        if (!field || w == page)
            continue;
        if (auto *label = qobject_cast<QLabel *>(w); label && label->text().isEmpty())
            continue;
        // Every parent up to the page shows the whole width of the field.
        for (QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
            const QRect in = QRect(w->mapTo(p, QPoint(0, 0)), w->size());
            if (in.left() < 0 || in.right() > p->width() - 1) {
                problems << QStringLiteral("cut at the side: ") + describe(w);
                break;
            }
            if (p == page)
                break;
        }
        if (auto *label = qobject_cast<QLabel *>(w);
            label && !label->wordWrap() && label->width() < label->minimumSizeHint().width())
            problems << QStringLiteral("squeezed: ") + describe(w);
        // A push button narrower than its text.
        if (auto *button = qobject_cast<QPushButton *>(w);
            button && button->width() < button->minimumSizeHint().width())
            problems << QStringLiteral("squeezed: ") + describe(w);
    }
    return problems;
}

// Calls `visit` for every combination of pages of the tab widgets inside `page` (the SCS
// designer's pages), one after the other.
void forEachInnerPage(QWidget *page, const std::function<void(const QString &)> &visit)
{
    const QList<QTabWidget *> tabs = page->findChildren<QTabWidget *>();
    if (tabs.isEmpty()) {
        visit(QString());
        return;
    }
    for (QTabWidget *inner : tabs) {
        for (int i = 0; i < inner->count(); ++i) {
            inner->setCurrentIndex(i);
            test::settle();
            visit(inner->tabText(i));
        }
        inner->setCurrentIndex(0);
    }
}

QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == QLatin1Char('&')) {
            if (text[i + 1] != QLatin1Char('&'))
                return text[i + 1].toLower();
            ++i;
        }
    }
    return {};
}

// Mnemonics of what the window shows now: its menu bar and its visible widgets. Returns the
// letters used twice, with the texts using them.
QStringList duplicateMnemonics(QWidget *window)
{
    std::map<QChar, QStringList> used;
    const auto add = [&used](const QString &text) {
        const QChar c = mnemonic(text);
        if (!c.isNull())
            used[c] << text;
    };
    if (auto *bar = window->findChild<QMenuBar *>()) {
        for (QAction *a : bar->actions()) {
            if (a->isVisible())
                add(a->text());
        }
    }
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->window() != window)
            continue;
        if (auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
            add(label->text());
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            add(button->text());
        else if (auto *box = qobject_cast<QGroupBox *>(w))
            add(box->title());
        else if (auto *tabs = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->isTabVisible(i))
                    add(tabs->tabText(i));
            }
        }
    }
    QStringList duplicates;
    for (const auto &[c, texts] : used) {
        if (texts.size() > 1)
            duplicates << QStringLiteral("%1: %2").arg(c, texts.join(QLatin1String(" | ")));
    }
    return duplicates;
}

// Letters used twice within one menu of the menu bar (and its submenus).
QStringList duplicateMenuMnemonics(QMenuBar *bar)
{
    QStringList duplicates;
    std::function<void(QMenu *)> check = [&](QMenu *menu) {
        std::map<QChar, QStringList> used;
        for (QAction *a : menu->actions()) {
            if (a->menu())
                check(a->menu());
            if (!a->isVisible() || a->isSeparator())
                continue;
            if (const QChar c = mnemonic(a->text()); !c.isNull())
                used[c] << a->text();
        }
        for (const auto &[c, texts] : used) {
            if (texts.size() > 1)
                duplicates << QStringLiteral("%1 in %2: %3")
                                  .arg(c, menu->title(), texts.join(QLatin1String(" | ")));
        }
    };
    for (QAction *a : bar->actions()) {
        if (a->menu())
            check(a->menu());
    }
    return duplicates;
}

// The action's button in a bar: shown, and whole inside the bar and the window.
bool buttonShown(QAction *action, QWidget *window)
{
    for (QObject *o : action->associatedObjects()) {
        auto *button = qobject_cast<QToolButton *>(o);
        if (!button || !button->isVisible() || button->window() != window)
            continue;
        const QRect inWindow(button->mapTo(window, QPoint(0, 0)), button->size());
        const QWidget *bar = button->parentWidget();
        const QRect inBar(button->mapTo(bar, QPoint(0, 0)), button->size());
        if (window->rect().contains(inWindow) && bar->rect().contains(inBar))
            return true;
    }
    return false;
}

// Installs only `language`'s translations (installTranslations adds to those installed).
void useLanguage(const QString &language)
{
    for (auto *translator : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    i18n::installTranslations(QLocale(language));
}

} // namespace

class TestWindowFit : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::App> m_app;

    std::unique_ptr<app::MainWindow> window(const QString &fleet, const QString &language,
                                            QSize size = QSize(1280, 800))
    {
        useLanguage(language);
        // A first run's window: no size or docks kept from another test's windows.
        app::Settings::setWindowGeometry(QByteArray(), QByteArray());
        auto w = m_app->window(fleet);
        w->resize(size);
        test::settle();
        return w;
    }

    // Every editor page the window offers: the fleet page, every ship, every design, and the
    // pages inside each.
    void forEachPage(app::MainWindow &w,
                     const std::function<void(const QString &, QWidget *)> &visit)
    {
        QTabWidget *tabs = w.editorTabs();
        const auto visitInner = [&](const QString &what) {
            test::settle();
            forEachInnerPage(tabs->currentWidget(), [&](const QString &inner) {
                visit(inner.isEmpty() ? what : what + QStringLiteral(" › ") + inner,
                      tabs->currentWidget());
            });
        };
        tabs->setCurrentIndex(0);
        visitInner(QStringLiteral("fleet page"));
        for (int ship = 0; ship < int(w.document()->fleet().ships.size()); ++ship) {
            w.selectShip(ship);
            tabs->setCurrentIndex(1);
            visitInner(QStringLiteral("ship %1").arg(ship));
        }
        for (int design = 0; design < int(w.document()->fleet().designs.size()); ++design) {
            w.selectDesign(design);
            tabs->setCurrentIndex(2);
            visitInner(QStringLiteral("design %1").arg(design));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initGuiTest();
        m_app = std::make_unique<test::App>();
    }

    void cleanup() { useLanguage(QStringLiteral("en")); }

    // Every example fleet, in English and German; with `sizes`, at 1280×800 and 1024×700 too.
    static void addFleets(bool sizes)
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<QString>("language");
        if (sizes)
            QTest::addColumn<QSize>("size");
        for (const char *fleet :
             {"blue-500", "sample-destroyers", "yellow-250", "helix-consolidated", "narn-patrol",
              "imperial-patrol", "queens-court", "talon-strike-group", "terran-task-force"}) {
            for (const char *language : {"en", "de"}) {
                if (!sizes) {
                    QTest::addRow("%s %s", fleet, language)
                        << QString::fromLatin1(fleet) << QString::fromLatin1(language);
                    continue;
                }
                for (const QSize size : {QSize(1280, 800), QSize(1024, 700)}) {
                    QTest::addRow("%s %s %dx%d", fleet, language, size.width(), size.height())
                        << QString::fromLatin1(fleet) << QString::fromLatin1(language) << size;
                }
            }
        }
    }

    void pages_data() { addFleets(true); }

    // Every page of every editor fits the default window with the print preview shown: no
    // sideways scroll bar, no field cut at the side, no table with columns past its view; the
    // bars over the ship and design lists show every action; an empty Issues panel stays small.
    void pages()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, language);
        QFETCH(QSize, size);
        auto w = window(fleet, language, size);
        QVERIFY(w->previewDock()->isVisible());
        QVERIFY2(w->previewDock()->width() <= std::max(w->width() / 4, 300),
                 qPrintable(QString::number(w->previewDock()->width())));
        QStringList problems;
        forEachPage(*w, [&](const QString &where, QWidget *page) {
            for (const QString &p : fitProblems(page))
                problems << where + QStringLiteral(": ") + p;
        });
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

        QStringList hidden;
        for (const char *name :
             {"new", "open", "save", "addShip", "duplicateShip", "removeShip", "moveUp", "moveDown",
              "newDesign", "duplicateDesign", "removeDesign", "importDesigns"}) {
            QAction *action = w->action(QLatin1String(name));
            if (action->isVisible() && !buttonShown(action, w.get()))
                hidden << QLatin1String(name);
        }
        QVERIFY2(hidden.isEmpty(), qPrintable(hidden.join(QLatin1String(", "))));

        // The Issues panel is small, with issues or without.
        auto *issues = w->findChild<QDockWidget *>(QStringLiteral("issuesDock"));
        QVERIFY2(issues->height() <= size.height() / 6,
                 qPrintable(QString::number(issues->height())));

        // Every ship's name can be told from the others' in the ship list as it shows them.
        QTreeView *tree = w->fleetTree();
        QStringList shown;
        const std::function<void(const QModelIndex &)> collect = [&](const QModelIndex &parent) {
            for (int row = 0; row < tree->model()->rowCount(parent); ++row) {
                const QModelIndex index = tree->model()->index(row, 0, parent);
                if (tree->model()->rowCount(index) > 0) {
                    collect(index);
                    continue;
                }
                const int width = tree->visualRect(index).width() - 8;
                shown << tree->fontMetrics().elidedText(index.data().toString(),
                                                        tree->textElideMode(), width);
            }
        };
        collect(QModelIndex());
        const qsizetype all = shown.size();
        shown.removeDuplicates();
        QVERIFY2(shown.size() == all, qPrintable(shown.join(QLatin1String(" | "))));
    }

    void mnemonics_data() { addFleets(false); }

    // No letter is the mnemonic of two things the window shows at once (the menu bar and the
    // widgets of the page shown), nor of two items of one menu; the Trial Battle window's pages
    // likewise.
    void mnemonics()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, language);
        auto w = window(fleet, language);
        QStringList problems = duplicateMenuMnemonics(w->menuBar());
        forEachPage(*w, [&](const QString &where, QWidget *) {
            for (const QString &p : duplicateMnemonics(w.get()))
                problems << where + QStringLiteral(": ") + p;
        });
        app::TrialBattleWindow *trial = w->showTrialBattle();
        QVERIFY(QTest::qWaitForWindowExposed(trial));
        for (int page = 0; page < trial->pages()->count(); ++page) {
            trial->pages()->setCurrentIndex(page);
            test::settle();
            for (const QString &p : duplicateMnemonics(trial))
                problems << QStringLiteral("trial battle %1: %2").arg(page).arg(p);
        }
        trial->close();
        // The welcome page, after File → Close Fleet.
        w->action(QStringLiteral("closeFleet"))->trigger();
        test::settle();
        for (const QString &p : duplicateMnemonics(w.get()))
            problems << QStringLiteral("welcome page: ") + p;
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // Alt+F opens the File menu wherever the focus is: in the ship list, or on the fleet page.
    void altFOpensFileMenu()
    {
        auto w = window(QStringLiteral("blue-500"), QStringLiteral("en"));
        QMenu *file = w->menuBar()->actions().at(0)->menu();
        for (QWidget *focus :
             {static_cast<QWidget *>(w->fleetTree()), static_cast<QWidget *>(w->fleetPage())}) {
            w->editorTabs()->setCurrentIndex(focus == w->fleetTree() ? 1 : 0);
            w->activateWindow();
            focus->setFocus();
            test::settle();
            QTest::keyClick(w.get(), Qt::Key_F, Qt::AltModifier);
            QTRY_COMPARE(QApplication::activePopupWidget(), file);
            file->close();
            test::settle();
        }
    }

    // Ctrl+Tab and Ctrl+Shift+Tab turn the editor's pages while the ship list has the focus.
    void ctrlTabFromTheShipList()
    {
        auto w = window(QStringLiteral("narn-patrol"), QStringLiteral("en"));
        QTabWidget *tabs = w->editorTabs();
        tabs->setCurrentIndex(0);
        w->activateWindow();
        w->fleetTree()->setFocus();
        QTest::keyClick(w->fleetTree(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), 1);
        QTest::keyClick(w->fleetTree(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), 2);
        QTest::keyClick(w->fleetTree(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->currentIndex(), 0);
        QTest::keyClick(w->fleetTree(), Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(tabs->currentIndex(), 2);
        QVERIFY(w->fleetTree()->hasFocus());
    }

    // A first run's window fits the screen it opens on, title bar and all (ctest runs this on a
    // 1280×800 screen too); on a large screen it is the usual 1280×800.
    void firstRunFitsTheScreen()
    {
        app::Settings::setWindowGeometry(QByteArray(), QByteArray());
        auto w = m_app->window();
        const QRect room = w->screen()->availableGeometry();
        constexpr int TitleBar = 30; // a desktop's title bar, at the least
        QVERIFY2(
            w->frameGeometry().height() + TitleBar <= room.height(),
            qPrintable(
                QStringLiteral("%1 on %2").arg(w->frameGeometry().height()).arg(room.height())));
        QVERIFY(w->frameGeometry().width() <= room.width());
        if (room.width() >= 1400 && room.height() >= 900)
            QCOMPARE(w->size(), QSize(1280, 800));
    }

    // The Issues panel keeps its height as the first issue comes and the last one goes: the
    // editor above it, and the field being edited, do not jump.
    void issuesPanelKeepsItsHeight()
    {
        auto w = window(QStringLiteral("blue-500"), QStringLiteral("en"));
        QCOMPARE(w->issuesView()->model()->rowCount(), 0);
        auto *issues = w->findChild<QDockWidget *>(QStringLiteral("issuesDock"));
        const int before = issues->height();
        const int editor = w->editorTabs()->height();
        std::vector<std::unique_ptr<model::ShipDesign>> taken;
        while (!w->document()->fleet().ships.empty())
            taken.push_back(w->document()->takeShip(0));
        QTRY_VERIFY(w->issuesView()->model()->rowCount() > 0);
        test::settle();
        QCOMPARE(issues->height(), before);
        QCOMPARE(w->editorTabs()->height(), editor);
        for (std::size_t i = 0; i < taken.size(); ++i)
            w->document()->insertShip(int(i), std::move(taken[i]));
        QTRY_COMPARE(w->issuesView()->model()->rowCount(), 0);
        test::settle();
        QCOMPARE(issues->height(), before);
    }

    void jumpShowsTheWholeRow_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::newRow("EasyStar") << test::sourcePath(
            QStringLiteral("tests/data/cli/illegal-easystar.fleet.json"));
        QTest::newRow("A Billion Suns")
            << test::sourcePath(QStringLiteral("tests/data/cli/illegal-billionsuns.fleet.json"));
    }

    // Jumping to an issue shows the whole row of its field, in a 1024×700 window: the field and
    // the label that names it, inside the view of the page.
    void jumpShowsTheWholeRow()
    {
        QFETCH(QString, fleet);
        auto w = window(fleet, QStringLiteral("en"), QSize(1024, 700));
        const QAbstractItemModel *issues = w->issuesView()->model();
        QVERIFY(issues->rowCount() > 0);
        QStringList problems;
        for (int row = 0; row < issues->rowCount(); ++row) {
            const QString subject
                = issues->index(row, 0).data(app::IssuesModel::SubjectRole).toString();
            if (!w->focusSubject(subject))
                continue;
            test::settle();
            QWidget *field = QApplication::focusWidget();
            if (!field)
                continue;
            QList<QWidget *> parts = {field};
            for (auto *label :
                 field->parentWidget()->findChildren<QLabel *>(Qt::FindDirectChildrenOnly)) {
                if (label->buddy() == field && label->isVisible())
                    parts << label;
            }
            // A table's or list's row is its current entry's (or, without one, its first row).
            std::vector<std::pair<QWidget *, QRect>> rects;
            if (auto *items = qobject_cast<QAbstractItemView *>(field)) {
                QRect entry = items->visualRect(items->currentIndex());
                if (!items->currentIndex().isValid())
                    entry = items->visualRect(items->model()->index(0, 0));
                entry.setLeft(0);
                entry.setWidth(std::min(entry.width(), items->viewport()->width()));
                if (entry.isEmpty()) // no entries: the top of the view
                    rects.emplace_back(items,
                                       QRect(0, 0, items->width(), std::min(items->height(), 40)));
                else
                    rects.emplace_back(items->viewport(), entry);
            } else {
                // A panel taller than a row (a whole list of weapons): its top.
                for (QWidget *part : parts)
                    rects.emplace_back(part,
                                       QRect(0, 0, part->width(), std::min(part->height(), 80)));
            }
            for (QWidget *p = field->parentWidget(); p; p = p->parentWidget()) {
                auto *scroll = qobject_cast<QScrollArea *>(p);
                if (!scroll)
                    continue;
                QWidget *view = scroll->viewport();
                for (const auto &[part, rect] : rects) {
                    const QRect in(part->mapTo(view, rect.topLeft()), rect.size());
                    if (!view->rect().contains(in))
                        problems << QStringLiteral("%1: %2").arg(subject, describe(part));
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // In the SCS designer of a 1280×800 window, the selected system's form starts in sight
    // below the sections tree (no scrolling), and the side chart is as tall as its rows.
    void scsEditorsInSight()
    {
        auto w = window(QStringLiteral("narn-patrol"), QStringLiteral("en"));
        w->selectDesign(0);
        w->editorTabs()->setCurrentIndex(2);
        test::settle();
        auto *tabs = w->findChild<QTabWidget *>(QStringLiteral("scsDesignTabs"));
        QVERIFY(tabs);
        auto *tree = w->findChild<QTreeWidget *>(QStringLiteral("sections.tree"));
        tabs->setCurrentWidget(tabs->widget(1));
        test::settle();
        tree->setCurrentItem(tree->topLevelItem(1)->child(0));
        test::settle();
        auto *name = w->findChild<QWidget *>(QStringLiteral("system.name"));
        QVERIFY(name && name->isVisible());
        QScrollArea *scroll = nullptr;
        for (QWidget *p = name->parentWidget(); p && !scroll; p = p->parentWidget())
            scroll = qobject_cast<QScrollArea *>(p);
        QVERIFY(scroll);
        QCOMPARE(scroll->verticalScrollBar()->value(), 0);
        const QRect in(name->mapTo(scroll->viewport(), QPoint(0, 0)), name->size());
        QVERIFY2(
            scroll->viewport()->rect().contains(in),
            qPrintable(
                QStringLiteral("%1 in %2").arg(in.bottom()).arg(scroll->viewport()->height())));

        tabs->setCurrentWidget(tabs->widget(2));
        test::settle();
        auto *side = w->findChild<QTableWidget *>(QStringLiteral("sideChart.table"));
        QVERIFY(side && side->isVisible());
        int rows = side->horizontalHeader()->height() + 2 * side->frameWidth();
        for (int r = 0; r < side->rowCount(); ++r)
            rows += side->rowHeight(r);
        QVERIFY2(side->height() <= rows + 4,
                 qPrintable(QStringLiteral("%1 for %2").arg(side->height()).arg(rows)));
    }

    void trialResultsFit_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }

    // The Trial Battle window's results fit a 1024×700 window without scrolling sideways or
    // cutting a field, in English and German.
    void trialResultsFit()
    {
        QFETCH(QString, language);
        auto w = window(QStringLiteral("blue-500"), language, QSize(1024, 700));
        app::TrialBattleWindow *trial = w->showTrialBattle();
        QVERIFY(QTest::qWaitForWindowExposed(trial));
        trial->resize(1024, 700);
        app::BattlePanel *panel = trial->battlePanel();
        panel->setRuns(300);
        QSignalSpy finished(panel, &app::BattlePanel::runFinished);
        QVERIFY(panel->runOdds());
        QVERIFY(finished.wait(20000));
        test::settle();
        const QStringList problems = fitProblems(trial);
        trial->close();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The Trial Battle window has a Close button, and Esc closes it too.
    void trialBattleCloses()
    {
        auto w = window(QStringLiteral("blue-500"), QStringLiteral("en"));
        app::TrialBattleWindow *trial = w->showTrialBattle();
        QVERIFY(QTest::qWaitForWindowExposed(trial));
        auto *buttons = trial->findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QPushButton *close = buttons->button(QDialogButtonBox::Close);
        QVERIFY(close && close->isVisible());
        close->click();
        QTRY_VERIFY(!trial->isVisible());
        w->showTrialBattle();
        QVERIFY(QTest::qWaitForWindowExposed(trial));
        trial->pages()->currentWidget()->setFocus();
        QTest::keyClick(trial, Qt::Key_Escape);
        QTRY_VERIFY(!trial->isVisible());
    }

    void exportDialogFits_data() { addFleets(false); }

    // The Export dialog shows every field and button whole, in English and German.
    void exportDialogFits()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, language);
        auto w = window(fleet, language);
        app::ExportDialog dialog(w->printSession(), *w->document(), w.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        test::settle();
        const QStringList problems = fitProblems(&dialog);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The recovery question's buttons say what each does: Restore, Discard, and Decide Later
    // (the copy stays and is offered again), with a line on each.
    void recoveryButtonsSayWhatTheyDo()
    {
        QTemporaryDir dir;
        {
            app::RecoveryStore crashed(dir.path());
            QVERIFY(crashed
                        .save(QStringLiteral("crashed"),
                              test::readFile(test::example(QStringLiteral("yellow-250"))),
                              QString(), QStringLiteral("Yellow"))
                        .isEmpty());
        }
        app::RecoveryStore store(dir.path());
        auto w = std::make_unique<app::MainWindow>(app::MainWindow::Context{
            m_app->registries->systems, m_app->registries->validators, m_app->uis, store});
        w->show();
        QStringList buttons;
        QString explanation;
        QTimer::singleShot(0, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            for (QAbstractButton *b : box->buttons())
                buttons << b->text();
            explanation = box->informativeText();
            box->button(QMessageBox::No)->click();
        });
        QCOMPARE(w->offerRecovery(), 0);
        buttons.sort();
        QCOMPARE(buttons, QStringList({QStringLiteral("&Discard"), QStringLiteral("&Restore"),
                                       QStringLiteral("Decide &Later")}));
        for (const char *word : {"Restore", "Discard", "Decide Later"})
            QVERIFY2(explanation.contains(QLatin1String(word)), word);
        // Decide Later keeps the copy for the next start.
        QCOMPARE(store.orphans().size(), std::size_t(1));
    }
};

QTEST_MAIN(TestWindowFit)
#include "tst_window_fit.moc"
