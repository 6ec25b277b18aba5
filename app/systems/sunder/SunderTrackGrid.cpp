#include "SunderTrackGrid.h"

#include "../../designer/CellGrid.h"
#include "../../designer/EditNotes.h"

#include <model/core/JsonPath.h>
#include <model/systems/sunder/SunderDerived.h>

#include <QHeaderView>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fw::app::sunder {

namespace {

// The weapon a list's path names ("weapons[1].av" -> 1), or -1.
int weaponOf(const QString &path)
{
    const std::vector<model::JsonPath::Segment> s = model::JsonPath(path).segments();
    if (s.size() == 3 && s[0].key == QLatin1String("weapons") && s[1].isIndex()
        && s[2].key == QLatin1String("av"))
        return int(std::min<std::size_t>(s[1].index, 1u << 20));
    return -1;
}

// The per-track list `path` names in a card (const or not), or null.
template<typename Card>
auto listIn(Card &c, const QString &path) -> decltype(&c.mp)
{
    if (path == QLatin1String("mp"))
        return &c.mp;
    if (path == QLatin1String("shield"))
        return &c.shield;
    if (path == QLatin1String("pd"))
        return &c.pd;
    if (path == QLatin1String("bays.fighters"))
        return &c.bays.fighters;
    if (path == QLatin1String("bays.bombers"))
        return &c.bays.bombers;
    const int w = weaponOf(path);
    return w >= 0 && w < int(c.weapons.size()) ? &c.weapons[std::size_t(w)].av : nullptr;
}

} // namespace

SunderTrackGrid::SunderTrackGrid(DesignAccess<SunderCard> &access, QWidget *parent)
    : QWidget(parent)
    , m_access(access)
{
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("tracks"));
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setTabKeyNavigation(false);
    m_table->setFocusPolicy(Qt::NoFocus); // Tab goes from cell to cell
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(56);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(QSpinBox().sizeHint().height() + 2);
    m_table->setToolTip(tr("One column per damage track, track 1 (undamaged) first. Each track "
                           "lasts 2 damage points; a ship drops to the next as it takes damage "
                           "(digest §4.6)."));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
}

const std::vector<int> &SunderTrackGrid::listOf(const SunderCard &c, const QString &path)
{
    static const std::vector<int> none;
    const std::vector<int> *list = listIn(c, path);
    return list ? *list : none;
}

std::vector<int> *SunderTrackGrid::listOf(SunderCard &c, const QString &path)
{
    return listIn(c, path);
}

std::vector<SunderTrackGrid::Row> SunderTrackGrid::rowsOf(const SunderCard &c) const
{
    std::vector<Row> rows
        = {{QStringLiteral("mp"), tr("MP"), tr("Move points on the track (digest §4.2).")},
           {QStringLiteral("shield"), tr("Shield"),
            tr("The shield value; the ship defends with it (digest §4.5, DEFAULT: DV = the "
               "shield value).")},
           {QStringLiteral("pd"), tr("PD"),
            tr("Point defence dice: each 5–6 lowers a drone, fusion or rack attack's AV by 1 or "
               "kills a fighter flight (digest §4.5).")}};
    for (std::size_t w = 0; w < c.weapons.size(); ++w) {
        const Weapon &weapon = c.weapons[w];
        const QString name = weapon.name.isEmpty() ? tr("weapon %1").arg(w + 1) : weapon.name;
        rows.push_back({QStringLiteral("weapons[%1].av").arg(w), tr("AV: %1").arg(name),
                        tr("%1's attack value: %2, %3 arc")
                            .arg(name, model::sunder::weaponTypeName(weapon.type),
                                 model::sunder::facingName(weapon.arc))});
    }
    rows.push_back({QStringLiteral("bays.fighters"), tr("Fighter bays"),
                    tr("Fighter flights the ship carries on the track (digest §4.6).")});
    rows.push_back({QStringLiteral("bays.bombers"), tr("Bomber bays"),
                    tr("Bomber flights the ship carries on the track (digest §4.6).")});
    return rows;
}

void SunderTrackGrid::refresh()
{
    const SunderCard *c = m_access.designShown();
    const SunderCard shown = c ? *c : SunderCard();
    const std::vector<Row> rows = c ? rowsOf(shown) : std::vector<Row>();
    const int tracks = c ? model::sunder::trackCount(shown.size) : 0;
    const auto samePaths = [&] {
        return std::equal(rows.begin(), rows.end(), m_rows.begin(), m_rows.end(),
                          [](const Row &a, const Row &b) { return a.path == b.path; });
    };
    if (tracks != m_tracks || !samePaths())
        rebuild(rows, tracks);
    for (int r = 0; r < int(rows.size()); ++r) {
        const Row &row = rows[std::size_t(r)];
        QTableWidgetItem *header = m_table->verticalHeaderItem(r);
        if (header->text() != row.label)
            header->setText(row.label);
        header->setToolTip(row.toolTip);
        const std::vector<int> &list = listOf(shown, row.path);
        for (int t = 0; t < tracks; ++t) {
            auto *spin = static_cast<QSpinBox *>(m_table->cellWidget(r, t));
            setValueQuietly(spin, model::sunder::onTrack(list, t), 0, 30);
        }
    }
    m_rows = rows;
}

void SunderTrackGrid::rebuild(const std::vector<Row> &rows, int tracks)
{
    m_table->clear();
    m_table->setRowCount(int(rows.size()));
    m_table->setColumnCount(tracks);
    QStringList columns;
    for (int t = 0; t < tracks; ++t)
        columns << tr("Track %1").arg(t + 1);
    m_table->setHorizontalHeaderLabels(columns);
    for (int r = 0; r < int(rows.size()); ++r) {
        const QString path = rows[std::size_t(r)].path;
        m_table->setVerticalHeaderItem(r, new QTableWidgetItem(rows[std::size_t(r)].label));
        for (int t = 0; t < tracks; ++t) {
            auto *spin = new ExplainingSpinBox(m_table);
            guardWheel(spin);
            spin->setObjectName(QStringLiteral("%1[%2]").arg(path).arg(t));
            spin->setFrame(false);
            spin->setAlignment(Qt::AlignCenter);
            spin->setRange(0, 30);
            m_table->setCellWidget(r, t, spin);
            connect(spin, &QSpinBox::valueChanged, this, [this, path, r, t](int value) {
                const QString label = m_table->verticalHeaderItem(r)->text();
                m_access.editDesign(
                    QStringLiteral("%1[%2]").arg(path).arg(t),
                    tr("Change %1 on track %2", "an undo step").arg(label).arg(t + 1),
                    [&](SunderCard &c) {
                        if (std::vector<int> *list = listOf(c, path))
                            setTrackValue(*list, model::sunder::trackCount(c.size), t, value);
                    });
            });
        }
    }
    // Cells made now would come last in the Tab order: put them right after the table, track by
    // track along each row.
    QWidget *previous = m_table;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        for (int t = 0; t < tracks; ++t) {
            QWidget::setTabOrder(previous, m_table->cellWidget(r, t));
            previous = m_table->cellWidget(r, t);
        }
    }
    m_tracks = tracks;
    m_rows = rows;
    fitHeightToRows(m_table);
}

int SunderTrackGrid::rowOf(const QString &list) const
{
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r].path == list)
            return int(r);
    }
    return -1;
}

QSpinBox *SunderTrackGrid::cell(const QString &list, int track) const
{
    const int row = rowOf(list);
    if (row < 0 || track < 0 || track >= m_table->columnCount())
        return nullptr;
    return static_cast<QSpinBox *>(m_table->cellWidget(row, track));
}

} // namespace fw::app::sunder
