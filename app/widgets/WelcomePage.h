#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QTreeWidget;

namespace fw::model {
class SystemRegistry;
}

namespace fw::app {

// What the main window shows while no fleet is open (the first start, or after Close Fleet): New
// Fleet…, Open…, the recent files and the bundled example fleets of every game.
class WelcomePage : public QWidget
{
    Q_OBJECT

public:
    // One bundled example: its file, its game's id and the fleet's name.
    struct Example
    {
        QString path;
        QString systemId;
        QString name;
    };
    // The examples in `directory` (*.fleet.json) that `systems` can read, by game, then by name.
    static std::vector<Example> findExamples(const QString &directory,
                                             const model::SystemRegistry &systems);

    // The file of a recent fleet's or an example's item.
    static constexpr int PathRole = Qt::UserRole + 1;

    explicit WelcomePage(const model::SystemRegistry &systems, QWidget *parent = nullptr);

    // Reads the recent files and the examples again.
    void refresh();

    QListWidget *recentList() const { return m_recent; }
    QTreeWidget *exampleTree() const { return m_examples; }

Q_SIGNALS:
    void newFleetRequested();
    void openRequested();
    void recentRequested(const QString &path);
    // The example at `path`, to be opened as an untitled copy.
    void exampleRequested(const QString &path);

private:
    QWidget *createExamples();

    const model::SystemRegistry &m_systems;
    QListWidget *m_recent = nullptr;
    QLabel *m_noRecent = nullptr;
    QTreeWidget *m_examples = nullptr;
};

} // namespace fw::app
