#pragma once

#include "SunderEditing.h"

#include <QStringList>
#include <QWidget>

class QSpinBox;
class QTableWidget;

namespace fw::app::sunder {

// The card's stats as a grid: a row per stat (MP, shield, PD, each weapon's AV, fighter and
// bomber bays), a column per damage track, track 1 first (digest §4.6). The columns follow the
// card's size; every cell is a spin box named after its path ("mp[0]", "weapons[1].av[2]",
// "bays.fighters[0]").
class SunderTrackGrid final : public QWidget
{
    Q_OBJECT

public:
    explicit SunderTrackGrid(DesignAccess<SunderCard> &access, QWidget *parent = nullptr);

    // Shows the card as it is now; cells keep their focus and typing when unchanged.
    void refresh();
    // The row of a list's path ("mp", "weapons[1].av", "bays.fighters"), or -1.
    int rowOf(const QString &list) const;
    // The cell of `list` on `track` (0-based), or null.
    QSpinBox *cell(const QString &list, int track) const;
    QTableWidget *table() const { return m_table; }

private:
    struct Row
    {
        QString path; // "mp", "weapons[1].av", "bays.fighters"
        QString label;
        QString toolTip;
        bool operator==(const Row &other) const = default;
    };
    std::vector<Row> rowsOf(const SunderCard &c) const;
    static const std::vector<int> &listOf(const SunderCard &c, const QString &path);
    static std::vector<int> *listOf(SunderCard &c, const QString &path);
    void rebuild(const std::vector<Row> &rows, int tracks);

    DesignAccess<SunderCard> &m_access;
    QTableWidget *m_table = nullptr;
    std::vector<Row> m_rows;
    int m_tracks = 0;
};

} // namespace fw::app::sunder
