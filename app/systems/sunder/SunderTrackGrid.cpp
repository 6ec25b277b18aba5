#include "SunderTrackGrid.h"

#include <model/core/JsonPath.h>
#include <model/systems/sunder/SunderDerived.h>

#include <QCoreApplication>
#include <QHeaderView>
#include <QTableWidget>

namespace fw::app::sunder {

namespace {

// The grid's texts.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(fw::app::sunder::SunderTrackGrid)
};

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

TrackGrid::Field row(const QString &path, const QString &label, const QString &toolTip)
{
    TrackGrid::Field f;
    f.key = path;
    f.label = label;
    f.toolTip = toolTip;
    f.maximum = 30;
    f.undo = QCoreApplication::translate("fw::app::sunder::SunderTrackGrid",
                                         "Change %1 on track %2", "an undo step")
                 .arg(label);
    f.get = [path](const SunderCard &c, int track) {
        const std::vector<int> *list = listIn(c, path);
        return list ? model::sunder::onTrack(*list, track) : 0;
    };
    f.set = [path](SunderCard &c, int track, int value) {
        if (std::vector<int> *list = listIn(c, path))
            setTrackValue(*list, model::sunder::trackCount(c.size), track, value);
    };
    return f;
}

std::vector<TrackGrid::Field> rowsOf(const SunderCard &c)
{
    std::vector<TrackGrid::Field> rows{
        row(QStringLiteral("mp"), Text::tr("MP"),
            Text::tr("Move points on the track (digest §4.2).")),
        row(QStringLiteral("shield"), Text::tr("Shield"),
            Text::tr("The shield value; the ship defends with it (digest §4.5, DEFAULT: DV "
                     "= the shield value).")),
        row(QStringLiteral("pd"), Text::tr("PD"),
            Text::tr("Point defence dice: each 5–6 lowers a drone, fusion or rack attack's "
                     "AV by 1 or kills a fighter flight (digest §4.5)."))};
    for (std::size_t w = 0; w < c.weapons.size(); ++w) {
        const Weapon &weapon = c.weapons[w];
        const QString name = weapon.name.isEmpty() ? Text::tr("weapon %1").arg(w + 1) : weapon.name;
        rows.push_back(row(QStringLiteral("weapons[%1].av").arg(w), Text::tr("AV: %1").arg(name),
                           Text::tr("%1's attack value: %2, %3 arc")
                               .arg(name, model::sunder::weaponTypeName(weapon.type),
                                    model::sunder::facingName(weapon.arc))));
    }
    rows.push_back(row(QStringLiteral("bays.fighters"), Text::tr("Fighter bays"),
                       Text::tr("Fighter flights the ship carries on the track (digest "
                                "§4.6).")));
    rows.push_back(row(QStringLiteral("bays.bombers"), Text::tr("Bomber bays"),
                       Text::tr("Bomber flights the ship carries on the track (digest "
                                "§4.6).")));
    return rows;
}

} // namespace

TrackGrid *newTrackGrid(TrackGrid::Edit edit, QWidget *parent)
{
    auto *grid = new TrackGrid(QStringLiteral("tracks"), CellTable::Entries::Across,
                               std::move(edit), parent);
    grid->cellName = [](int track, const QString &list) {
        return QStringLiteral("%1[%2]").arg(list).arg(track);
    };
    grid->count = [](const SunderCard &c) {
        return model::sunder::trackCount(c.size);
    };
    grid->header = [](const SunderCard &, int track) {
        return Text::tr("Track %1").arg(track + 1);
    };
    QTableWidget *table = grid->table();
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->horizontalHeader()->setMinimumSectionSize(56);
    table->setToolTip(Text::tr("One column per damage track, track 1 (undamaged) first. Each "
                               "track lasts 2 damage points; a ship drops to the next as it "
                               "takes damage (digest §4.6)."));
    return grid;
}

void showTracks(TrackGrid *grid, const SunderCard *card)
{
    grid->setFields(card ? rowsOf(*card) : std::vector<TrackGrid::Field>());
    grid->refresh(card);
}

} // namespace fw::app::sunder
