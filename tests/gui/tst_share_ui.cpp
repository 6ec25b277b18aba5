// Sharing in the app: Copy Fleet as Text, Copy Share Code and Paste Fleet (Edit menu).
#include "GuiSupport.h"

#include <model/io/FleetFile.h>

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>
#include <QMenuBar>
#include <QtTest>

using namespace fw;

class TestShareUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initGuiTest(); }

    // Copy Fleet as Text in one window, Paste Fleet in another: the same fleet, untitled.
    void copyAndPaste_data()
    {
        QTest::addColumn<QString>("fleet");
        QTest::addColumn<QString>("copy");
        for (const char *name : {"blue-500", "helix-consolidated", "narn-patrol", "queens-court",
                                 "talon-strike-group"}) {
            QTest::newRow(qPrintable(QStringLiteral("%1 text").arg(QLatin1String(name))))
                << QString::fromLatin1(name) << QStringLiteral("copyText");
            QTest::newRow(qPrintable(QStringLiteral("%1 code").arg(QLatin1String(name))))
                << QString::fromLatin1(name) << QStringLiteral("copyShareCode");
        }
    }
    void copyAndPaste()
    {
        QFETCH(QString, fleet);
        QFETCH(QString, copy);
        test::App app;
        auto source = app.window(fleet);
        test::settle();
        source->action(copy)->trigger();
        const QString clipboard = QGuiApplication::clipboard()->text();
        QVERIFY(clipboard.contains(QLatin1String("FW1:")));

        auto target = app.window();
        QAction *paste = target->action(QStringLiteral("pasteFleet"));
        QVERIFY(paste);
        QCOMPARE(paste->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
        // It is on the Edit menu.
        QMenu *edit = nullptr;
        for (QAction *menu : target->menuBar()->actions())
            if (menu->text() == QLatin1String("&Edit"))
                edit = menu->menu();
        QVERIFY(edit && edit->actions().contains(paste));
        // The window's own fleet is unchanged, so nothing asks to save it first.
        paste->trigger();
        test::settle();
        QVERIFY(target->document()->filePath().isEmpty());
        QCOMPARE(model::FleetFile::serialize(target->document()->fleet(), app.registries->systems),
                 model::FleetFile::serialize(source->document()->fleet(), app.registries->systems));
    }

    // Text that is no fleet leaves the window's fleet as it was and says why.
    void pasteRefused()
    {
        test::App app;
        auto window = app.window(QStringLiteral("yellow-250"));
        test::settle();
        const QByteArray before
            = model::FleetFile::serialize(window->document()->fleet(), app.registries->systems);
        QString error;
        QVERIFY(!window->pasteFleetText(QStringLiteral("FW1:AAAAAAAAAAAAAAAA"), true, &error));
        QVERIFY2(error.contains(QLatin1String("clipboard: the code is damaged or cut short")),
                 qPrintable(error));
        QVERIFY(!window->pasteFleetText(
            QStringLiteral("Raiders\nEasyStar\n1. Hammer — Dreadnought\n"), true, &error));
        QVERIFY2(error.startsWith(QLatin1String("clipboard:3:13: \"Dreadnought\"")),
                 qPrintable(error));
        QCOMPARE(model::FleetFile::serialize(window->document()->fleet(), app.registries->systems),
                 before);
    }

    // A list without a code opens with what it gives, and says what it left out.
    void pasteListWithoutCode()
    {
        test::App app;
        auto window = app.window();
        QStringList notes;
        QVERIFY(window->pasteFleetText(QStringLiteral("Court\nSunder the Stars\n"
                                                      "1. ★ Her Radiance — Matriarch\n"),
                                       true, nullptr, &notes));
        QCOMPARE(window->document()->fleet().name, QStringLiteral("Court"));
        QCOMPARE(window->document()->fleet().ships.size(), std::size_t(1));
        QCOMPARE(notes.size(), 1);
        QVERIFY2(notes.first().contains(QLatin1String("made with its name only")),
                 qPrintable(notes.first()));
    }
};

QTEST_MAIN(TestShareUi)
#include "tst_share_ui.moc"
