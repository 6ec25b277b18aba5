// The shared editing toolkit: the keyed row model's change reports, and the quiet setters.

#include <designer/EditingKit.h>
#include <models/KeyedRowModel.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPersistentModelIndex>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QVBoxLayout>

using namespace fw;

namespace {

// Rows "name=value", keyed by name.
class NamedRows final : public app::KeyedRowModel
{
public:
    struct Row
    {
        QString name;
        int value = 0;
        bool operator==(const Row &other) const = default;
    };

    void set(const QString &text)
    {
        std::vector<Row> fresh;
        for (const QString &item : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QStringList parts = item.split(QLatin1Char('='));
            fresh.push_back({parts[0], parts.size() > 1 ? parts[1].toInt() : 0});
        }
        syncRowsByKey(m_rows, m_ids, std::move(fresh), [](const Row &row) { return row.name; });
    }
    QString text() const
    {
        QStringList items;
        for (const Row &row : m_rows)
            items << (row.value ? QStringLiteral("%1=%2").arg(row.name).arg(row.value) : row.name);
        return items.join(QLatin1Char(' '));
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_rows.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : 2;
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid) || role != Qt::DisplayRole)
            return {};
        const Row &row = m_rows[std::size_t(index.row())];
        return index.column() == 0 ? QVariant(row.name) : QVariant(row.value);
    }

private:
    std::vector<Row> m_rows;
    std::vector<RowId> m_ids;
};

int rowsIn(const QSignalSpy &spy)
{
    int rows = 0;
    for (const QList<QVariant> &call : spy)
        rows += call.at(2).toInt() - call.at(1).toInt() + 1;
    return rows;
}

} // namespace

class TestEditingKit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Rows that come, go or move are reported as inserts, removals and moves of those rows only
    // (never a reset); a row that keeps its key, or its place when renamed, is changed in place.
    // Persistent indexes (what a view's selection and expansion are) follow their rows.
    void keyedRowsReportChanges_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<int>("inserted");
        QTest::addColumn<int>("removed");
        QTest::addColumn<int>("moved");
        QTest::addColumn<int>("changed");
        QTest::newRow("same") << "a b c"
                              << "a b c" << 0 << 0 << 0 << 0;
        QTest::newRow("insert first") << "a b c"
                                      << "x a b c" << 1 << 0 << 0 << 0;
        QTest::newRow("insert middle") << "a b c"
                                       << "a x b c" << 1 << 0 << 0 << 0;
        QTest::newRow("insert last") << "a b c"
                                     << "a b c x" << 1 << 0 << 0 << 0;
        QTest::newRow("insert two apart") << "a b c"
                                          << "x a b y c" << 2 << 0 << 0 << 0;
        QTest::newRow("into empty") << ""
                                    << "a b" << 2 << 0 << 0 << 0;
        QTest::newRow("remove first") << "a b c"
                                      << "b c" << 0 << 1 << 0 << 0;
        QTest::newRow("remove middle") << "a b c d"
                                       << "a d" << 0 << 2 << 0 << 0;
        QTest::newRow("remove all") << "a b"
                                    << "" << 0 << 2 << 0 << 0;
        QTest::newRow("move first to last") << "a b c d"
                                            << "b c d a" << 0 << 0 << 1 << 0;
        QTest::newRow("move last to first") << "a b c d"
                                            << "d a b c" << 0 << 0 << 1 << 0;
        QTest::newRow("move down one") << "a b c d"
                                       << "a c b d" << 0 << 0 << 1 << 0;
        QTest::newRow("swap ends") << "a b c d"
                                   << "d b c a" << 0 << 0 << 2 << 0;
        QTest::newRow("reverse") << "a b c d"
                                 << "d c b a" << 0 << 0 << 3 << 0;
        QTest::newRow("value changed") << "a b c"
                                       << "a b=2 c" << 0 << 0 << 0 << 1;
        QTest::newRow("renamed in place") << "a b c"
                                          << "a B c" << 0 << 0 << 0 << 1;
        QTest::newRow("duplicate names") << "a a b"
                                         << "a b" << 0 << 1 << 0 << 0;
        QTest::newRow("all at once") << "a b c d e"
                                     << "e a x c=5 d" << 1 << 1 << 1 << 1;
    }

    void keyedRowsReportChanges()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(int, inserted);
        QFETCH(int, removed);
        QFETCH(int, moved);
        QFETCH(int, changed);
        NamedRows model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.set(before);
        QCOMPARE(model.text(), before);
        std::vector<std::pair<QString, QPersistentModelIndex>> kept;
        for (int row = 0; row < model.rowCount(); ++row)
            kept.emplace_back(model.index(row, 0).data().toString(), model.index(row, 0));

        QSignalSpy inserts(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removals(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy moves(&model, &QAbstractItemModel::rowsMoved);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy layouts(&model, &QAbstractItemModel::layoutChanged);
        model.set(after);
        QCOMPARE(model.text(), after);
        QCOMPARE(rowsIn(inserts), inserted);
        QCOMPARE(rowsIn(removals), removed);
        QCOMPARE(int(moves.size()), moved);
        QCOMPARE(int(changes.size()), changed);
        QCOMPARE(int(resets.size()), 0);
        QCOMPARE(int(layouts.size()), 0);
        // A row whose name is still there is followed by its persistent index (a renamed row by
        // its place); a removed row's index is invalid.
        QStringList names;
        for (const QString &item : after.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            names << item.section(QLatin1Char('='), 0, 0);
        QStringList followed;
        for (const auto &[name, index] : kept) {
            if (!index.isValid())
                continue;
            const QString now = index.data().toString();
            QVERIFY2(now == name || !names.contains(name),
                     qPrintable(name + QStringLiteral(" now follows ") + now));
            followed << now;
        }
        QCOMPARE(int(followed.size()), int(kept.size()) - removed);
    }

    // The quiet setters change the widget without a signal, and do nothing when the value is shown
    // already (the text cursor stays).
    void quietSettersEmitNothing()
    {
        QSpinBox spin;
        QSignalSpy spinSpy(&spin, &QSpinBox::valueChanged);
        app::setValueQuietly(&spin, 7);
        QCOMPARE(spin.value(), 7);
        app::setValueQuietly(&spin, 250, 0, 10); // the range widens to show the value
        QCOMPARE(spin.value(), 250);
        QCOMPARE(spin.maximum(), 250);
        QCOMPARE(spinSpy.size(), 0);

        QCheckBox check;
        QSignalSpy checkSpy(&check, &QCheckBox::toggled);
        app::setCheckedQuietly(&check, true);
        QVERIFY(check.isChecked());
        QCOMPARE(checkSpy.size(), 0);

        QComboBox combo;
        combo.addItem(QStringLiteral("A"), QStringLiteral("a"));
        combo.addItem(QStringLiteral("B"), QStringLiteral("b"));
        QSignalSpy comboSpy(&combo, &QComboBox::currentIndexChanged);
        app::setCurrentDataQuietly(&combo, QStringLiteral("b"));
        QCOMPARE(combo.currentIndex(), 1);
        app::setCurrentIndexQuietly(&combo, 0);
        QCOMPARE(combo.currentIndex(), 0);
        QCOMPARE(comboSpy.size(), 0);

        QLineEdit line(QStringLiteral("abc"));
        line.setCursorPosition(1);
        QSignalSpy lineSpy(&line, &QLineEdit::textChanged);
        app::setTextQuietly(&line, QStringLiteral("abc"));
        QCOMPARE(line.cursorPosition(), 1);
        app::setTextQuietly(&line, QStringLiteral("xyz"));
        QCOMPARE(line.text(), QStringLiteral("xyz"));
        QCOMPARE(lineSpy.size(), 0);

        QPlainTextEdit plain;
        QSignalSpy plainSpy(&plain, &QPlainTextEdit::textChanged);
        app::setTextQuietly(&plain, QStringLiteral("notes"));
        QCOMPARE(plain.toPlainText(), QStringLiteral("notes"));
        QCOMPARE(plainSpy.size(), 0);
    }

    // revealAndFocus makes the tab page of a widget current, scrolls it into view and focuses it.
    void revealAndFocusShowsTheWidget()
    {
        QWidget window;
        auto *tabs = new QTabWidget(&window);
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(tabs);
        tabs->addTab(new QWidget, QStringLiteral("First"));
        auto *scroll = new QScrollArea;
        auto *content = new QWidget;
        auto *column = new QVBoxLayout(content);
        column->addSpacing(3000);
        auto *target = new QLineEdit;
        column->addWidget(target);
        scroll->setWidget(content);
        scroll->setWidgetResizable(true);
        tabs->addTab(scroll, QStringLiteral("Second"));
        window.resize(300, 300);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QCOMPARE(tabs->currentIndex(), 0);
        app::revealAndFocus(target);
        QCOMPARE(tabs->currentIndex(), 1);
        QTest::qWait(0);
        QVERIFY(scroll->verticalScrollBar()->value() > 0);
        QCOMPARE(QApplication::focusWidget(), target);
    }
};

QTEST_MAIN(TestEditingKit)
#include "tst_editing_kit.moc"
