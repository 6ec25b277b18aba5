#include "EasyStarWeaponsModel.h"

#include "../../designer/EditNotes.h"
#include "../../document/FleetDocument.h"

#include <QBrush>
#include <QColor>
#include <QComboBox>
#include <QPalette>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace fw::app {

using namespace easystar;
using es::EasyStarText;

namespace {

QColor problemColor()
{
    return QColor(0xc0, 0x39, 0x2b);
}

} // namespace

EasyStarWeaponsModel::EasyStarWeaponsModel(FleetDocument &document, QObject *parent)
    : KeyedRowModel(parent)
    , m_document(document)
    , m_alive(&document)
{
    connect(&document, &FleetDocument::shipChanged, this, [this](int index) {
        if (index == m_index)
            refresh();
    });
    // Rules options change costs and spaces (the bi-directional missile's units, for one).
    connect(&document, &FleetDocument::headerChanged, this, &EasyStarWeaponsModel::refresh);
}

void EasyStarWeaponsModel::setShip(int index)
{
    if (index != m_index)
        setNote({}); // a note belongs to the ship it was made for
    beginResetModel();
    m_index = m_alive && shipOf(m_document, index) ? index : -1;
    const bool shownChanged = computeShipState();
    m_rows = computeRows();
    std::vector<QString> keys;
    for (const Row &row : m_rows)
        keys.push_back(weaponKey(row));
    m_ids = assignIds<QString>({}, {}, keys);
    endResetModel();
    if (shownChanged)
        Q_EMIT headerDataChanged(Qt::Horizontal, FreeRangeColumn, FreeDamageColumn);
}

std::vector<EasyStarWeaponsModel::Row> EasyStarWeaponsModel::computeRows() const
{
    std::vector<Row> rows;
    if (!m_alive)
        return rows;
    const es::EasyStarShip *ship = shipOf(m_document, m_index);
    if (!ship)
        return rows;
    const es::EasyStarSystem &system = systemOf(m_document);
    const es::EasyStarOptions options = system.resolve(m_document.fleet());
    const es::EasyStarCalculator calc(system.rules(), options,
                                      es::EasyStarCalculator::Detail::Totals);
    rows.reserve(ship->weapons.size());
    for (const es::EasyStarWeapon &w : ship->weapons)
        rows.push_back({w, calc.weapon(w, false)});
    return rows;
}

bool EasyStarWeaponsModel::computeShipState()
{
    const es::EasyStarShip *ship = m_alive ? shipOf(m_document, m_index) : nullptr;
    const bool wasShown = m_freeUnitsShown;
    if (!ship) {
        m_classId.clear();
        m_targetingPod = false;
        m_unitsGranted = m_unitsUsed = 0;
        m_freeUnitsShown = false;
    } else {
        const es::EasyStarRules &rules = systemOf(m_document).rules();
        m_classId = ship->classId;
        m_targetingPod = es::EasyStarCalculator::hasTargetingPod(*ship);
        m_unitsGranted = grantedCount(rules, *ship, es::AdvantageGrant::Kind::Units);
        m_unitsUsed = freeUnitsUsed(*ship);
        m_freeUnitsShown = m_unitsGranted > 0 || m_unitsUsed > 0;
    }
    return wasShown != m_freeUnitsShown;
}

void EasyStarWeaponsModel::refresh()
{
    if (!m_alive)
        return;
    if (!shipOf(m_document, m_index)) {
        setShip(-1);
        return;
    }
    std::vector<Row> rows = computeRows();
    if (computeShipState())
        Q_EMIT headerDataChanged(Qt::Horizontal, FreeRangeColumn, FreeDamageColumn);
    syncRowsByKey(m_rows, m_ids, std::move(rows), &EasyStarWeaponsModel::weaponKey);
    // Spaces, costs and to-hit numbers may change in every row (a targeting pod, an option).
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

QString EasyStarWeaponsModel::weaponKey(const Row &row)
{
    const es::EasyStarWeapon &w = row.weapon;
    return QStringLiteral("%1|%2|%3|%4|%5|%6")
        .arg(w.type, w.mount)
        .arg(w.range)
        .arg(w.damage)
        .arg(w.freeRange)
        .arg(w.freeDamage);
}

int EasyStarWeaponsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int EasyStarWeaponsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int EasyStarWeaponsModel::freeUnitsAvailable() const
{
    return std::max(0, m_unitsGranted - m_unitsUsed);
}

int EasyStarWeaponsModel::minimum(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return 0;
    const es::EasyStarWeapon &w = m_rows[std::size_t(index.row())].weapon;
    switch (index.column()) {
    case RangeColumn:
        return std::min(1, w.range);
    case DamageColumn:
        return std::min(1, w.damage);
    default:
        return 0;
    }
}

int EasyStarWeaponsModel::maximum(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return 0;
    const Row &row = m_rows[std::size_t(index.row())];
    const es::EasyStarWeapon &w = row.weapon;
    const es::WeaponType *type = row.figures.type;
    const es::Mount *mount = row.figures.mount;
    // Free units do not count against the mount maximum (EasyStar §V.F).
    const auto unitMaximum = [&](int free) {
        if (!type || !mount)
            return 1;
        return type->upgradable ? mount->maxUnits + free : 1;
    };
    switch (index.column()) {
    case RangeColumn:
        return std::max(w.range, unitMaximum(w.freeRange));
    case DamageColumn:
        return std::max(w.damage, unitMaximum(w.freeDamage));
    case FreeRangeColumn:
        return std::max(w.freeRange, std::min(w.range - 1, w.freeRange + freeUnitsAvailable()));
    case FreeDamageColumn:
        return std::max(w.freeDamage, std::min(w.damage - 1, w.freeDamage + freeUnitsAvailable()));
    default:
        return 0;
    }
}

bool EasyStarWeaponsModel::editable(const QModelIndex &index) const
{
    switch (index.column()) {
    case TypeColumn:
    case MountColumn:
        return true;
    case FreeRangeColumn:
    case FreeDamageColumn:
        if (!m_freeUnitsShown)
            return false;
        [[fallthrough]];
    case RangeColumn:
    case DamageColumn:
        return maximum(index) > minimum(index);
    default:
        return false;
    }
}

Qt::ItemFlags EasyStarWeaponsModel::flags(const QModelIndex &index) const
{
    if (!m_alive || !index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (editable(index))
        f |= Qt::ItemIsEditable;
    return f;
}

std::vector<EasyStarWeaponsModel::Choice>
EasyStarWeaponsModel::choices(const QModelIndex &index) const
{
    std::vector<Choice> result;
    if (!m_alive || !index.isValid() || index.row() >= rowCount())
        return result;
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    const Row &row = m_rows[std::size_t(index.row())];
    const es::ShipClass *shipClass = rules.shipClass(m_classId);
    if (index.column() == TypeColumn) {
        bool current = false;
        for (const es::WeaponType &t : rules.weapons) {
            if (t.largeHullOnly && (!shipClass || !shipClass->specialWeapons))
                continue;
            current = current || t.id == row.weapon.type;
            result.push_back(
                {t.id, EasyStarText::table(t.name),
                 tr("%1 BP, %n weapon space(s); range %2, damage %3", nullptr, t.spaces)
                     .arg(t.cost)
                     .arg(t.range)
                     .arg(t.damage),
                 true});
        }
        if (!current) {
            const QString name
                = row.figures.type ? EasyStarText::table(row.figures.type->name) : row.weapon.type;
            result.push_back({row.weapon.type, tr("%1 (not allowed on this hull)").arg(name),
                              tr("EasyStar §V.C: the special weapons only on cruisers and larger"),
                              false});
        }
    } else if (index.column() == MountColumn) {
        const QStringList allowed = row.figures.type ? row.figures.type->mounts : QStringList();
        for (const es::Mount &m : rules.mounts) {
            if (!allowed.contains(m.id))
                continue;
            result.push_back({m.id, EasyStarText::table(m.name),
                              tr("EasyStar §V.B: %1 maximum %2")
                                  .arg(EasyStarText::table(m.name))
                                  .arg(m.maxUnits),
                              true});
        }
        if (!allowed.contains(row.weapon.mount)) {
            const QString name = row.figures.mount ? EasyStarText::table(row.figures.mount->name)
                                                   : row.weapon.mount;
            result.push_back({row.weapon.mount, tr("%1 (not allowed for this weapon)").arg(name),
                              tr("EasyStar §V.C: the centerline blaster is axial only; the "
                                 "bi-directional missile and the torpedo bank are ventral only"),
                              false});
        }
    }
    return result;
}

QVariant EasyStarWeaponsModel::data(const QModelIndex &index, int role) const
{
    if (!m_alive || !index.isValid() || index.row() >= rowCount())
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    const es::EasyStarWeapon &w = row.weapon;
    const es::WeaponFigures &f = row.figures;
    const bool known = f.type && f.mount;
    const int column = index.column();

    if (role == Qt::EditRole) {
        switch (column) {
        case TypeColumn:
            return w.type;
        case MountColumn:
            return w.mount;
        case RangeColumn:
            return w.range;
        case DamageColumn:
            return w.damage;
        case FreeRangeColumn:
            return w.freeRange;
        case FreeDamageColumn:
            return w.freeDamage;
        default:
            break;
        }
        role = Qt::DisplayRole;
    }
    if (role == Qt::DisplayRole) {
        switch (column) {
        case TypeColumn:
            return f.type ? EasyStarText::table(f.type->name) : w.type;
        case MountColumn:
            return f.mount ? EasyStarText::table(f.mount->name) : w.mount;
        case RangeColumn:
            return w.range;
        case DamageColumn:
            return w.damage;
        case FreeRangeColumn:
            return w.freeRange;
        case FreeDamageColumn:
            return w.freeDamage;
        case SpacesColumn:
            return known ? QVariant(f.spaces) : QVariant();
        case CostColumn:
            return known ? QVariant(f.cost) : QVariant();
        case ActualRangeColumn:
            return known ? QVariant(f.actualRange) : QVariant();
        case ActualDamageColumn:
            return known ? QVariant(f.actualDamage) : QVariant();
        case ToHitShipColumn:
            return f.type ? toHitText(f.type->toHit.ship, m_targetingPod) : QString();
        case ToHitFighterColumn:
            return f.type ? toHitText(f.type->toHit.fighter, m_targetingPod) : QString();
        case ToHitMissileColumn:
            return f.type ? toHitText(f.type->toHit.missile, m_targetingPod) : QString();
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole) {
        if (column == TypeColumn || column == MountColumn)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignCenter);
    }
    if (role == Qt::ForegroundRole) {
        // Values a loaded file may hold that the rules do not allow: shown as they are, in red.
        const es::EasyStarRules &rules = systemOf(m_document).rules();
        const es::ShipClass *c = rules.shipClass(m_classId);
        bool problem = false;
        switch (column) {
        case TypeColumn:
            problem = !f.type || (f.type->largeHullOnly && c && !c->specialWeapons);
            break;
        case MountColumn:
            problem = !f.mount || (f.type && !f.type->mounts.contains(w.mount));
            break;
        case RangeColumn:
            problem = known
                      && (w.range < 1
                          || (f.type->upgradable ? f.limitRange > f.mount->maxUnits : w.range > 1));
            break;
        case DamageColumn:
            problem
                = known
                  && (w.damage < 1
                      || (f.type->upgradable ? f.limitDamage > f.mount->maxUnits : w.damage > 1));
            break;
        case FreeRangeColumn:
            problem = w.freeRange > std::max(0, w.range - 1) || m_unitsUsed > m_unitsGranted;
            break;
        case FreeDamageColumn:
            problem = w.freeDamage > std::max(0, w.damage - 1) || m_unitsUsed > m_unitsGranted;
            break;
        default:
            break;
        }
        return problem ? QVariant(QBrush(problemColor())) : QVariant();
    }
    if (role == Qt::ToolTipRole)
        return toolTip(index);
    return {};
}

bool EasyStarWeaponsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!m_alive || role != Qt::EditRole || !index.isValid() || index.row() >= rowCount()
        || !editable(index))
        return false;
    const int row = index.row();
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    const QString field = QStringLiteral("weapons[%1].").arg(row);
    const es::EasyStarWeapon &current = m_rows[std::size_t(row)].weapon;
    setNote({});

    switch (index.column()) {
    case TypeColumn: {
        const QString id = value.toString();
        const es::WeaponType *type = rules.weapon(id);
        if (!type)
            return false;
        return changeKind(row, id, current.mount,
                          tr("Weapon type → %1").arg(EasyStarText::table(type->name)));
    }
    case MountColumn: {
        const QString id = value.toString();
        const es::Mount *mount = rules.mount(id);
        if (!mount)
            return false;
        return changeKind(row, current.type, id,
                          tr("Mount → %1").arg(EasyStarText::table(mount->name).toLower()));
    }
    case RangeColumn:
    case DamageColumn:
    case FreeRangeColumn:
    case FreeDamageColumn: {
        const int v = std::clamp(value.toInt(), minimum(index), maximum(index));
        const int column = index.column();
        const QString text = column == RangeColumn    ? tr("Change weapon range")
                             : column == DamageColumn ? tr("Change weapon damage")
                                                      : tr("Change free units");
        const char *name = column == RangeColumn       ? "range"
                           : column == DamageColumn    ? "damage"
                           : column == FreeRangeColumn ? "freeRange"
                                                       : "freeDamage";
        // Free units above the new value - 1 go with it (EasyStar §V.F); the step says so.
        es::EasyStarWeapon w = current;
        std::vector<Adjustment> adjustments;
        if (column == RangeColumn) {
            w.range = v;
            w.freeRange = std::min(w.freeRange, std::max(0, v - 1));
            if (w.freeRange != current.freeRange)
                adjustments.push_back({tr("free range units"), current.freeRange, w.freeRange});
        } else if (column == DamageColumn) {
            w.damage = v;
            w.freeDamage = std::min(w.freeDamage, std::max(0, v - 1));
            if (w.freeDamage != current.freeDamage)
                adjustments.push_back({tr("free damage units"), current.freeDamage, w.freeDamage});
        } else if (column == FreeRangeColumn) {
            w.freeRange = v;
        } else {
            w.freeDamage = v;
        }
        if (v != value.toInt())
            setNote(limitReason(index, value.toInt()));
        else if (!adjustments.empty())
            setNote(tr("Changed with it: %1 (EasyStar §V.F).").arg(adjustmentsText(adjustments)));
        return editShip(m_document, m_index, withAdjustments(text, adjustments),
                        field + QLatin1String(name), adjustments.empty(),
                        [&](es::EasyStarShip &s) { s.weapons[std::size_t(row)] = w; });
    }
    default:
        return false;
    }
}

int EasyStarWeaponsModel::addWeapon()
{
    if (!m_alive)
        return -1;
    const es::EasyStarShip *ship = shipOf(m_document, m_index);
    if (!ship)
        return -1;
    const es::EasyStarRules &rules = systemOf(m_document).rules();
    const es::ShipClass *c = rules.shipClass(ship->classId);
    // A beam turret on the first mount: the everyday weapon every hull may carry.
    const es::WeaponType *type = rules.weapon(QStringLiteral("beam"));
    if (!type || (type->largeHullOnly && (!c || !c->specialWeapons))) {
        type = nullptr;
        for (const es::WeaponType &t : rules.weapons) {
            if (!t.largeHullOnly || (c && c->specialWeapons)) {
                type = &t;
                break;
            }
        }
    }
    if (!type || type->mounts.isEmpty())
        return -1;
    es::EasyStarWeapon weapon;
    weapon.type = type->id;
    weapon.mount = type->mounts.first();
    const int row = int(ship->weapons.size());
    if (!editShip(m_document, m_index, tr("Add weapon"), QStringLiteral("weapons"), false,
                  [&](es::EasyStarShip &s) { s.weapons.push_back(weapon); }))
        return -1;
    return row;
}

bool EasyStarWeaponsModel::removeWeapon(int row)
{
    if (!m_alive)
        return false;
    const es::EasyStarShip *ship = shipOf(m_document, m_index);
    if (!ship || row < 0 || row >= int(ship->weapons.size()))
        return false;
    return editShip(m_document, m_index, tr("Remove weapon"), QStringLiteral("weapons"), false,
                    [row](es::EasyStarShip &s) { s.weapons.erase(s.weapons.begin() + row); });
}

} // namespace fw::app
