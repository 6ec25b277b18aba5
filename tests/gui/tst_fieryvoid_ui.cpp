// File → Import Ships from FieryVoid…: the catalogue of the fixtures, the filter, the details and
// sheet of a hull, designs (and ships) added in one undo step, refused hulls, problems of
// reading, the folder remembered, and the dialog whole in English and German.
#include "GuiSupport.h"

#include <Translations.h>
#include <print/PreviewWidget.h>
#include <systems/scs/FieryVoidCatalogueModel.h>
#include <systems/scs/FieryVoidImportDialog.h>
#include <systems/scs/ScsDesignEditor.h>

#include <model/systems/GameSystem.h>
#include <model/systems/SystemRegistry.h>
#include <model/systems/scs/ScsDesign.h>
#include <model/systems/scs/ScsOptions.h>

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>
#include <QTreeView>
#include <QUndoStack>

#include <map>

using namespace fw;
using app::FieryVoidCatalogueModel;
using app::FieryVoidImportDialog;

namespace {

QString fixtures()
{
    return test::sourcePath(QStringLiteral("tests/data/fieryvoid"));
}

// The hulls of a fixture file, by key.
QJsonObject ships(const QString &file)
{
    const QByteArray text = test::readFile(fixtures() + QLatin1Char('/') + file);
    const qsizetype start = text.indexOf('=') + 1;
    const qsizetype end = text.lastIndexOf('}') + 1;
    return QJsonDocument::fromJson(text.mid(start, end - start)).object();
}

// A ship file of `faction` holding `hulls`.
bool writeShipFile(const QString &path, const QString &faction, const QJsonObject &hulls)
{
    QFile out(path);
    return out.open(QIODevice::WriteOnly)
           && out.write("window.staticShips[\"" + faction.toUtf8()
                        + "\"]=" + QJsonDocument(hulls).toJson(QJsonDocument::Compact) + ";")
                  > 0;
}

// Installs only `language`'s translations.
void useLanguage(const QString &language)
{
    for (auto *translator : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    i18n::installTranslations(QLocale(language));
}

// The rows of the dialog's tree (through its filter) whose class is `name`.
QModelIndex rowOf(const FieryVoidImportDialog &d, const QString &name)
{
    const QAbstractItemModel *m = d.hullView()->model();
    for (int f = 0; f < m->rowCount(); ++f) {
        const QModelIndex faction = m->index(f, 0);
        for (int h = 0; h < m->rowCount(faction); ++h) {
            const QModelIndex hull = m->index(h, 0, faction);
            if (hull.data().toString() == name)
                return hull;
        }
    }
    return {};
}

void select(FieryVoidImportDialog &d, const QStringList &names)
{
    QTreeView *view = d.hullView();
    view->clearSelection();
    for (const QString &name : names) {
        const QModelIndex row = rowOf(d, name);
        if (!row.isValid())
            QTest::qFail(qPrintable(name + QStringLiteral(": no such row")), __FILE__, __LINE__);
        view->selectionModel()->setCurrentIndex(row, QItemSelectionModel::Select
                                                         | QItemSelectionModel::Rows);
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

// Letters that are the mnemonic of two things the dialog shows.
QStringList duplicateMnemonics(QWidget *dialog)
{
    std::map<QChar, QStringList> used;
    for (QWidget *w : dialog->findChildren<QWidget *>()) {
        if (!w->isVisible())
            continue;
        QString text;
        if (auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
            text = label->text();
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            text = button->text();
        if (const QChar c = mnemonic(text); !c.isNull())
            used[c] << text;
    }
    QStringList duplicates;
    for (const auto &[c, texts] : used) {
        if (texts.size() > 1)
            duplicates << QStringLiteral("%1: %2").arg(c, texts.join(QLatin1String(" | ")));
    }
    return duplicates;
}

// Labels and buttons cut or squeezed, and sideways scroll bars.
QStringList fitProblems(QWidget *dialog)
{
    QStringList problems;
    for (QWidget *w : dialog->findChildren<QWidget *>()) {
        if (!w->isVisible())
            continue;
        if (auto *area = qobject_cast<QAbstractScrollArea *>(w);
            area && area->horizontalScrollBar()->isVisible())
            problems << QStringLiteral("sideways scroll bar: ") + w->objectName();
        QString text;
        int needed = 0;
        if (auto *label = qobject_cast<QLabel *>(w); label && !label->wordWrap()) {
            text = label->text();
            needed = label->minimumSizeHint().width();
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            text = button->text();
            needed = button->minimumSizeHint().width();
        }
        if (!text.isEmpty() && w->width() < needed)
            problems << QStringLiteral("squeezed: ") + text;
        const QRect in(w->mapTo(dialog, QPoint(0, 0)), w->size());
        if (!text.isEmpty() && !dialog->rect().contains(in))
            problems << QStringLiteral("cut: ") + text;
    }
    return problems;
}

} // namespace

class TestFieryVoidUi : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::App> m_app;

    // A shown main window with a new SCS fleet, or with an example fleet.
    std::unique_ptr<app::MainWindow> window(const QString &example = QString())
    {
        auto w = m_app->window(example);
        if (example.isEmpty()) {
            auto fleet = m_app->registries->systems.find(QStringLiteral("scs"))->createFleet();
            fleet->name = QStringLiteral("Imports");
            w->setFleet(std::move(fleet), QString());
            test::settle();
        }
        return w;
    }

    // The dialog, opened from the File menu, with `paths` read.
    FieryVoidImportDialog *open(app::MainWindow &w, const QStringList &paths = {fixtures()})
    {
        QAction *action = w.action(QStringLiteral("importFieryVoid"));
        if (!action || !action->isVisible() || !action->isEnabled())
            return nullptr;
        action->trigger();
        auto *d = w.findChild<FieryVoidImportDialog *>();
        if (!d)
            return nullptr;
        if (!QTest::qWaitForWindowExposed(d))
            return nullptr;
        if (!paths.isEmpty())
            d->openPaths(paths);
        test::settle();
        return d;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initGuiTest();
        m_app = std::make_unique<test::App>();
        QVERIFY(m_app->registries);
    }

    void cleanup() { useLanguage(QStringLiteral("en")); }

    // Only an SCS fleet offers the import.
    void onlyForScsFleets()
    {
        auto w = window(QStringLiteral("blue-500"));
        QVERIFY(!w->action(QStringLiteral("importFieryVoid")));
        QVERIFY(w->openFile(test::example(QStringLiteral("narn-patrol")), true));
        QAction *action = w->action(QStringLiteral("importFieryVoid"));
        QVERIFY(action);
        QVERIFY(action->isVisible());
        QVERIFY(action->isEnabled());
        // In the File menu, after Import Designs.
        const QList<QAction *> file = w->menuBar()->actions().front()->menu()->actions();
        const qsizetype at = file.indexOf(action);
        QVERIFY(at > 0);
        QCOMPARE(file[at - 1]->objectName(), QStringLiteral("importDesigns"));
        // Gone with the SCS fleet.
        QVERIFY(w->openFile(test::example(QStringLiteral("yellow-250")), true));
        QVERIFY(!w->action(QStringLiteral("importFieryVoid")));
        for (QAction *a : w->menuBar()->actions().front()->menu()->actions())
            QVERIFY(a->objectName() != QLatin1String("importFieryVoid"));
    }

    // The fixtures' eleven hulls under their two factions, the credit line, no problems.
    void readsTheCatalogue()
    {
        auto w = window();
        FieryVoidImportDialog *d = open(*w, {});
        QVERIFY(d);
        QElapsedTimer timer;
        timer.start();
        d->openPaths({fixtures()});
        test::settle();
        qInfo("the fixtures' folder read and shown in %lld ms", timer.elapsed());
        QCOMPARE(d->catalogue()->hullCount(), 11);
        QCOMPARE(d->catalogue()->factionCount(), 2);
        QCOMPARE(d->hullView()->model()->rowCount(), 2);
        QCOMPARE(d->findChild<QLabel *>(QStringLiteral("hullCount"))->text(),
                 QStringLiteral("11 hulls"));
        QVERIFY(d->findChild<QLabel *>(QStringLiteral("credit"))
                    ->text()
                    .contains(QLatin1String("FieryVoid (GPL-3.0)")));
        QVERIFY(!d->findChild<QListWidget *>(QStringLiteral("problems"))->isVisible());
    }

    // Typing "G'Quan" leaves one hull; adding it is one undo step, undone at once.
    void filterAddAndUndo()
    {
        auto w = window();
        FieryVoidImportDialog *d = open(*w);
        QVERIFY(d);
        auto *filter = d->findChild<QLineEdit *>(QStringLiteral("filter"));
        filter->setFocus();
        QTest::keyClicks(filter, QStringLiteral("G'Quan"));
        QCOMPARE(d->filterModel()->hullsShown(), 1);
        QCOMPARE(d->findChild<QLabel *>(QStringLiteral("hullCount"))->text(),
                 QStringLiteral("1 of 11 hulls shown"));
        auto *add = d->findChild<QPushButton *>(QStringLiteral("addToFleet"));
        QVERIFY(!add->isEnabled());
        select(*d, {QStringLiteral("G'Quan Heavy Cruiser")});
        QVERIFY(add->isEnabled());
        const QString details
            = d->findChild<QTextBrowser *>(QStringLiteral("details"))->toPlainText();
        QVERIFY2(details.contains(QLatin1String("G'Quan Heavy Cruiser")), qPrintable(details));
        QVERIFY2(details.contains(QLatin1String("Capital")), qPrintable(details));
        // The sheet of the hull, laid out as the fleet would print it.
        d->updatePreviewNow();
        QVERIFY(d->preview()->pageCount() >= 1);

        QUndoStack *stack = w->document()->undoStack();
        const int steps = stack->count();
        QTest::mouseClick(add, Qt::LeftButton);
        const model::Fleet &fleet = w->document()->fleet();
        QCOMPARE(fleet.designs.size(), std::size_t(1));
        QCOMPARE(fleet.designs[0]->name(), QStringLiteral("G'Quan Heavy Cruiser"));
        QVERIFY(!model::scs::scsClass(fleet, 0).source.isEmpty());
        QVERIFY(fleet.ships.empty());
        QCOMPARE(stack->count(), steps + 1);
        // Marked in the tree, and not added twice.
        const QModelIndex row = rowOf(*d, QStringLiteral("G'Quan Heavy Cruiser"));
        QCOMPARE(row.siblingAtColumn(FieryVoidCatalogueModel::StatusColumn).data().toString(),
                 QStringLiteral("in fleet"));
        QVERIFY(!add->isEnabled());
        QCOMPARE(d->addSelected(false), 0);

        stack->undo();
        QVERIFY(w->document()->fleet().designs.empty());
        QCOMPARE(row.siblingAtColumn(FieryVoidCatalogueModel::StatusColumn).data().toString(),
                 QString());
        QVERIFY(add->isEnabled());
    }

    // With ships: two designs and a ship of each, one step; a variant names its base's design.
    void addWithShips()
    {
        auto w = window();
        FieryVoidImportDialog *d = open(*w);
        QVERIFY(d);
        d->hullView()->expandAll();
        select(*d, {QStringLiteral("G'Quan Heavy Cruiser"),
                    QStringLiteral("Var'Nic Long Range Destroyer")});
        d->findChild<QCheckBox *>(QStringLiteral("withShips"))->setChecked(true);
        QUndoStack *stack = w->document()->undoStack();
        const int steps = stack->count();
        QTest::mouseClick(d->findChild<QPushButton *>(QStringLiteral("addToFleet")),
                          Qt::LeftButton);
        const model::Fleet &fleet = w->document()->fleet();
        QCOMPARE(fleet.designs.size(), std::size_t(2));
        QCOMPARE(fleet.ships.size(), std::size_t(2));
        for (const auto &ship : fleet.ships)
            QVERIFY2(fleet.findDesign(ship->classId) >= 0, qPrintable(ship->classId));
        QCOMPARE(fleet.ships[0]->name, QStringLiteral("G'Quan Heavy Cruiser 1"));
        QCOMPARE(stack->count(), steps + 1);
        stack->undo();
        QVERIFY(w->document()->fleet().designs.empty());
        QVERIFY(w->document()->fleet().ships.empty());
    }

    // A medium ship (its structure in primary alone) sets rules option sectionStructure in the
    // same undo step, and says so; undone, the fleet is as before.
    void mediumShipSetsTheOption()
    {
        auto w = window();
        FieryVoidImportDialog *d = open(*w);
        QVERIFY(d);
        d->hullView()->expandAll();
        select(*d, {QStringLiteral("Sho'Kos Patrol Cutter")});
        QUndoStack *stack = w->document()->undoStack();
        const int steps = stack->count();
        QCOMPARE(d->addSelected(false), 1);
        QCOMPARE(stack->count(), steps + 1);
        const QString id = QLatin1String(model::scs::option::SectionStructure);
        const model::OptionValue *value = w->document()->fleet().options.find(id);
        QVERIFY(value);
        QCOMPARE(*value, model::OptionValue(QString::fromLatin1(model::scs::choice::ToPrimary)));
        QVERIFY(d->findChild<QLabel *>(QStringLiteral("status"))
                    ->text()
                    .contains(QLatin1String("Sections without structure")));
        for (const validators::Issue &issue : w->document()->issues())
            QVERIFY2(issue.code != QLatin1String("scs.section.noStructure"),
                     qPrintable(issue.message));
        // The designer shows where the design comes from and what its import assumed; a
        // design of no import shows neither.
        auto *editor = w->findChild<app::ScsDesignEditor *>();
        QVERIFY(editor);
        editor->setDesign(0);
        auto *source = editor->findChild<QLabel *>(QStringLiteral("design.source"));
        QVERIFY(source && !source->isHidden());
        QVERIFY2(source->text().contains(QLatin1String("narn-regime-cut.js"))
                     && source->text().contains(QLatin1String("medium ship")),
                 qPrintable(source->text()));
        stack->undo();
        QVERIFY(!w->document()->fleet().options.find(id));
        QVERIFY(w->document()->fleet().designs.empty());
        editor->setDesign(-1);
        QVERIFY(source->isHidden());
    }

    // A variant names its base's design when the fleet has it, or gets it in the same step.
    void variantNamesItsBase()
    {
        // The D'Tarn (Pulse) is a variant of the (Plasma), which the fixtures leave out: a copy
        // of the (Pulse) stands in for it, in a second file of the same faction.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QJsonObject plasma = ships(QStringLiteral("narn-regime-cut.js"))
                                 .value(QLatin1String("DtarnPulse"))
                                 .toObject();
        QVERIFY(!plasma.isEmpty());
        plasma.insert(QLatin1String("shipClass"), QStringLiteral("D'Tarn Light Gunboat (Plasma)"));
        plasma.insert(QLatin1String("variantOf"), QString());
        QVERIFY(writeShipFile(dir.filePath(QStringLiteral("ships99.js")),
                              QStringLiteral("Narn Regime"),
                              QJsonObject{{QStringLiteral("DtarnPlasma"), plasma}}));
        auto w = window();
        FieryVoidImportDialog *d
            = open(*w, {fixtures() + QStringLiteral("/narn-regime-cut.js"), dir.path()});
        QVERIFY(d);
        QCOMPARE(d->catalogue()->factionCount(), 1);
        const QString pulse = QStringLiteral("D'Tarn Light Gunboat (Pulse)");
        const QString base = QStringLiteral("D'Tarn Light Gunboat (Plasma)");
        const auto variantOf = [&](const QString &name) {
            const model::Fleet &f = w->document()->fleet();
            for (std::size_t i = 0; i < f.designs.size(); ++i) {
                if (f.designs[i]->name() == name)
                    return model::scs::scsClass(f, i).variantOf;
            }
            return QStringLiteral("(none)");
        };
        // Both at once.
        select(*d, {pulse, base});
        QCOMPARE(d->addSelected(false), 2);
        QCOMPARE(variantOf(pulse), QStringLiteral("dtarnplasma"));
        QCOMPARE(variantOf(base), QString());
        w->document()->undoStack()->undo();
        // The variant alone: no base to name; then the base, then the variant again.
        select(*d, {pulse});
        QCOMPARE(d->addSelected(false), 1);
        QCOMPARE(variantOf(pulse), QString());
        w->document()->undoStack()->undo();
        select(*d, {base});
        QCOMPARE(d->addSelected(false), 1);
        select(*d, {pulse});
        QCOMPARE(d->addSelected(false), 1);
        QCOMPARE(variantOf(pulse), QStringLiteral("dtarnplasma"));
    }

    // A fighter flight has no SCS sheet: greyed, its reason as tool tip, never added.
    void refusedHullCannotBeAdded()
    {
        auto w = window();
        FieryVoidImportDialog *d = open(*w);
        QVERIFY(d);
        QTest::keyClicks(d->findChild<QLineEdit *>(QStringLiteral("filter")),
                         QStringLiteral("Gorith"));
        QCOMPARE(d->filterModel()->hullsShown(), 1);
        QModelIndex row;
        const QAbstractItemModel *m = d->hullView()->model();
        for (int f = 0; f < m->rowCount() && !row.isValid(); ++f) {
            if (m->rowCount(m->index(f, 0)) > 0)
                row = m->index(0, 0, m->index(f, 0));
        }
        QVERIFY(row.isValid());
        QVERIFY(row.data(Qt::ToolTipRole).toString().contains(QLatin1String("fighter")));
        QVERIFY(row.data(Qt::ForegroundRole).isValid());
        select(*d, {row.data().toString()});
        QVERIFY(!d->findChild<QPushButton *>(QStringLiteral("addToFleet"))->isEnabled());
        QCOMPARE(d->addSelected(true), 0);
        QVERIFY(w->document()->fleet().designs.empty());
        QVERIFY(d->findChild<QTextBrowser *>(QStringLiteral("details"))
                    ->toPlainText()
                    .contains(QLatin1String("Cannot be added")));
        QCOMPARE(w->document()->undoStack()->count(), 0);
    }

    // A .js file that is no ship file: its problem under the tree, the other files' hulls read.
    void problemsOfReading()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QFile::copy(fixtures() + QStringLiteral("/small-races-cut.js"),
                            dir.filePath(QStringLiteral("ships41.js"))));
        QFile other(dir.filePath(QStringLiteral("notes.js")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("var notes = 'not a ship file';\n");
        other.close();
        auto w = window();
        FieryVoidImportDialog *d = open(*w, {dir.path()});
        QVERIFY(d);
        auto *problems = d->findChild<QListWidget *>(QStringLiteral("problems"));
        QVERIFY(problems->isVisible());
        QCOMPARE(problems->count(), 1);
        QVERIFY2(problems->item(0)->text().contains(QLatin1String("notes.js")),
                 qPrintable(problems->item(0)->text()));
        QCOMPARE(d->catalogue()->hullCount(), 2);
    }

    // The folder read last is read again when the dialog opens next; a fleet's own designs are
    // marked and skipped.
    void remembersTheFolder()
    {
        {
            auto w = window();
            QVERIFY(open(*w));
        }
        QCOMPARE(FieryVoidImportDialog::rememberedPaths(), QStringList{fixtures()});
        auto w = window(QStringLiteral("narn-patrol"));
        FieryVoidImportDialog *d = open(*w, {});
        QVERIFY(d);
        QTRY_COMPARE(d->catalogue()->hullCount(), 11);
        d->hullView()->expandAll();
        const QModelIndex row = rowOf(*d, QStringLiteral("G'Quan Heavy Cruiser"));
        QCOMPARE(row.siblingAtColumn(FieryVoidCatalogueModel::StatusColumn).data().toString(),
                 QStringLiteral("in fleet"));
        select(*d, {QStringLiteral("G'Quan Heavy Cruiser")});
        QCOMPARE(d->addSelected(false), 0);
        QCOMPARE(d->findChild<QLabel *>(QStringLiteral("status"))->text(),
                 QStringLiteral("1 already in the fleet."));
    }

    void fitsInEnglishAndGerman_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }

    // Every label and button whole, mnemonics unique, the File menu's too; with
    // FLEETWRIGHT_SCREENSHOTS set, a picture of the dialog goes to that folder.
    void fitsInEnglishAndGerman()
    {
        QFETCH(QString, language);
        useLanguage(language);
        // Everything shown: a problem of reading, a hull's details and sheet, a step's result.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const char *file : {"narn-regime-cut.js", "small-races-cut.js"})
            QVERIFY(QFile::copy(fixtures() + QLatin1Char('/') + QLatin1String(file),
                                dir.filePath(QLatin1String(file))));
        QFile other(dir.filePath(QStringLiteral("notes.js")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("var notes = 'not a ship file';\n");
        other.close();
        auto w = window();
        FieryVoidImportDialog *d = open(*w, {dir.path()});
        QVERIFY(d);
        d->hullView()->expandAll();
        select(*d,
               {QStringLiteral("G'Quan Heavy Cruiser"), QStringLiteral("Gorith Medium Fighters")});
        QCOMPARE(d->addSelected(true), 1);
        select(*d, {QStringLiteral("Mitoc Jomic Frigate")});
        d->updatePreviewNow();
        test::settle();
        QVERIFY(d->findChild<QListWidget *>(QStringLiteral("problems"))->isVisible());
        const QStringList problems = fitProblems(d);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        const QStringList duplicates = duplicateMnemonics(d);
        QVERIFY2(duplicates.isEmpty(), qPrintable(duplicates.join(QLatin1Char('\n'))));
        std::map<QChar, QStringList> used;
        for (QAction *a : w->menuBar()->actions().front()->menu()->actions()) {
            if (const QChar c = mnemonic(a->text()); a->isVisible() && !c.isNull())
                used[c] << a->text();
        }
        for (const auto &[c, texts] : used)
            QVERIFY2(texts.size() == 1, qPrintable(texts.join(QLatin1String(" | "))));
        const QByteArray folder = qgetenv("FLEETWRIGHT_SCREENSHOTS");
        if (!folder.isEmpty())
            QVERIFY(
                d->grab().save(QDir(QString::fromLocal8Bit(folder))
                                   .filePath(QStringLiteral("fv-dialog-%1.png").arg(language))));
    }

    // Two thousand hulls (the size of FieryVoid's catalogue; copies of the Sho'Kos, 63 MB in
    // all): read, shown and filtered quickly.
    void largeCatalogue()
    {
        QJsonObject hull
            = ships(QStringLiteral("narn-regime-cut.js")).value(QLatin1String("Shokos")).toObject();
        QVERIFY(!hull.isEmpty());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        constexpr int Files = 20, PerFile = 100;
        for (int f = 0; f < Files; ++f) {
            QJsonObject file;
            for (int h = 0; h < PerFile; ++h) {
                hull.insert(QLatin1String("shipClass"),
                            QStringLiteral("Shokos %1-%2").arg(f).arg(h));
                file.insert(QStringLiteral("Shokos%1x%2").arg(f).arg(h), hull);
            }
            QVERIFY(writeShipFile(dir.filePath(QStringLiteral("ships%1.js").arg(f)),
                                  QStringLiteral("Faction %1").arg(f), file));
        }
        auto w = window();
        FieryVoidImportDialog *d = open(*w, {});
        QVERIFY(d);
        QElapsedTimer timer;
        timer.start();
        d->openPaths({dir.path()});
        test::settle();
        const qint64 reading = timer.restart();
        QCOMPARE(d->catalogue()->hullCount(), Files * PerFile);
        auto *filter = d->findChild<QLineEdit *>(QStringLiteral("filter"));
        QTest::keyClicks(filter, QStringLiteral("7-7"));
        test::settle();
        const qint64 filtering = timer.restart();
        // "Shokos 7-7" and "7-70" to "7-79", and the same of file 17.
        QCOMPARE(d->filterModel()->hullsShown(), 2 * 11);
        filter->clear();
        test::settle();
        const qint64 clearing = timer.elapsed();
        qInfo("%d hulls: read and shown in %lld ms, filtered (3 keys) in %lld ms, unfiltered in "
              "%lld ms",
              Files * PerFile, reading, filtering, clearing);
        QVERIFY2(filtering < 2000, "filtering is too slow");
    }
};

QTEST_MAIN(TestFieryVoidUi)
#include "tst_fieryvoid_ui.moc"
