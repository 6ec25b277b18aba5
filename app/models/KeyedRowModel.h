#pragma once

#include <QAbstractTableModel>
#include <QHash>

#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

namespace fw::app {

// A table model whose rows are rebuilt from the document and matched to the rows shown by a stable
// row id. syncRows() reports what changed as a view needs it to keep its selection, current index
// and open editors (and, for a tree built on it, expansion): rows removed, moved and inserted by
// id, and dataChanged for rows whose id stayed but whose content changed. Never a model reset.
//
// Row ids: the data shown here (a roster's battlegroups and custom classes, a ship's weapons)
// carries no id of its own, and every edit replaces the whole list through an undo command. So
// the model keeps the ids: assignIds() gives each fresh row the id of the shown row with the same
// key (a name, a class id; duplicates match in order), else the id of an unmatched shown row in
// the same place (a rename or an edit in place), else a new id. An insert, removal or move of one
// row thus keeps the id of every other row, through undo and redo alike.
//
// Cost: linear in the rows for the usual edit (one row inserted, removed, moved or changed); each
// further row moved at once costs one more pass over the rows.
class KeyedRowModel : public QAbstractTableModel
{
public:
    using RowId = std::uint64_t;
    using QAbstractTableModel::QAbstractTableModel;

protected:
    // Ids for rows with `freshKeys`, given the shown rows' `keys` and `ids` (as described above).
    template<typename Key>
    std::vector<RowId> assignIds(const std::vector<Key> &keys, const std::vector<RowId> &ids,
                                 const std::vector<Key> &freshKeys)
    {
        QMultiHash<Key, std::size_t> byKey;
        for (std::size_t i = keys.size(); i-- > 0;)
            byKey.insert(keys[i], i); // values() of a key come back first inserted last
        std::vector<bool> used(keys.size(), false);
        std::vector<RowId> fresh(freshKeys.size(), 0);
        std::vector<bool> matched(freshKeys.size(), false);
        for (std::size_t i = 0; i < freshKeys.size(); ++i) {
            auto it = byKey.find(freshKeys[i]);
            if (it == byKey.end())
                continue;
            used[*it] = true;
            fresh[i] = ids[*it];
            matched[i] = true;
            byKey.erase(it);
        }
        for (std::size_t i = 0; i < freshKeys.size(); ++i) {
            if (matched[i])
                continue;
            if (i < keys.size() && !used[i]) {
                used[i] = true;
                fresh[i] = ids[i];
            } else {
                fresh[i] = m_nextId++;
            }
        }
        return fresh;
    }

    // Makes `rows` (shown, with `ids`) become `fresh` (with `freshIds`, all distinct), emitting
    // the removals, moves, insertions and changes between them.
    template<typename Row>
    void syncRows(std::vector<Row> &rows, std::vector<RowId> &ids, std::vector<Row> fresh,
                  std::vector<RowId> freshIds)
    {
        removeMissing(rows, ids, freshIds);
        moveIntoOrder(rows, ids, freshIds);
        insertNew(rows, ids, fresh, freshIds);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (rows[i] == fresh[i])
                continue;
            rows[i] = std::move(fresh[i]);
            Q_EMIT dataChanged(index(int(i), 0), index(int(i), columnCount() - 1));
        }
    }

    // syncRows() with ids from assignIds(), the key of a row being `keyOf(row)`.
    template<typename Row, typename KeyOf>
    void syncRowsByKey(std::vector<Row> &rows, std::vector<RowId> &ids, std::vector<Row> fresh,
                       KeyOf keyOf)
    {
        using Key = std::decay_t<decltype(keyOf(fresh.front()))>;
        std::vector<Key> keys;
        keys.reserve(rows.size());
        for (const Row &row : rows)
            keys.push_back(keyOf(row));
        std::vector<Key> freshKeys;
        freshKeys.reserve(fresh.size());
        for (const Row &row : fresh)
            freshKeys.push_back(keyOf(row));
        std::vector<RowId> freshIds = assignIds(keys, ids, freshKeys);
        syncRows(rows, ids, std::move(fresh), std::move(freshIds));
    }

private:
    template<typename Row>
    void removeMissing(std::vector<Row> &rows, std::vector<RowId> &ids,
                       const std::vector<RowId> &freshIds)
    {
        QHash<RowId, bool> kept;
        kept.reserve(qsizetype(freshIds.size()));
        for (RowId id : freshIds)
            kept.insert(id, true);
        // Runs of rows to remove, last first, so the earlier rows keep their numbers.
        for (std::size_t end = ids.size(); end > 0;) {
            if (kept.contains(ids[end - 1])) {
                --end;
                continue;
            }
            std::size_t first = end - 1;
            while (first > 0 && !kept.contains(ids[first - 1]))
                --first;
            beginRemoveRows(QModelIndex(), int(first), int(end) - 1);
            rows.erase(rows.begin() + qsizetype(first), rows.begin() + qsizetype(end));
            ids.erase(ids.begin() + qsizetype(first), ids.begin() + qsizetype(end));
            endRemoveRows();
            end = first;
        }
    }

    // Every shown row is in `freshIds` now. The rows of a longest run already in order stay; each
    // other row moves to just after its predecessor in the new order, predecessors first.
    template<typename Row>
    void moveIntoOrder(std::vector<Row> &rows, std::vector<RowId> &ids,
                       const std::vector<RowId> &freshIds)
    {
        QHash<RowId, std::size_t> shown;
        for (std::size_t i = 0; i < ids.size(); ++i)
            shown.insert(ids[i], i);
        std::vector<RowId> target; // the new order of the shown rows
        target.reserve(ids.size());
        for (RowId id : freshIds) {
            if (shown.contains(id))
                target.push_back(id);
        }
        if (target == ids)
            return;
        const std::vector<bool> stays = longestRunInOrder(target, shown);
        for (std::size_t t = 0; t < target.size(); ++t) {
            if (stays[t])
                continue;
            const auto position = [&ids](RowId id) {
                return std::size_t(std::find(ids.begin(), ids.end(), id) - ids.begin());
            };
            const std::size_t from = position(target[t]);
            const std::size_t to = t == 0 ? 0 : position(target[t - 1]) + 1; // before the move
            if (from == to || from + 1 == to)
                continue;
            beginMoveRows(QModelIndex(), int(from), int(from), QModelIndex(), int(to));
            const std::size_t landing = from < to ? to - 1 : to;
            moveOne(rows, from, landing);
            moveOne(ids, from, landing);
            endMoveRows();
        }
    }

    template<typename T>
    static void moveOne(std::vector<T> &list, std::size_t from, std::size_t to)
    {
        if (from < to)
            std::rotate(list.begin() + qsizetype(from), list.begin() + qsizetype(from) + 1,
                        list.begin() + qsizetype(to) + 1);
        else
            std::rotate(list.begin() + qsizetype(to), list.begin() + qsizetype(from),
                        list.begin() + qsizetype(from) + 1);
    }

    // Marks the entries of `target` that form a longest subsequence in the shown order (patience
    // sorting, n log n).
    static std::vector<bool> longestRunInOrder(const std::vector<RowId> &target,
                                               const QHash<RowId, std::size_t> &shown)
    {
        const std::size_t n = target.size();
        std::vector<std::size_t> tails;          // index into target of the end of each length
        std::vector<std::size_t> previous(n, n); // the element before, in the best run
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t value = shown.value(target[i]);
            const auto it = std::lower_bound(
                tails.begin(), tails.end(), value,
                [&](std::size_t t, std::size_t v) { return shown.value(target[t]) < v; });
            if (it != tails.begin())
                previous[i] = *(it - 1);
            if (it == tails.end())
                tails.push_back(i);
            else
                *it = i;
        }
        std::vector<bool> stays(n, false);
        for (std::size_t i = tails.empty() ? n : tails.back(); i < n; i = previous[i])
            stays[i] = true;
        return stays;
    }

    template<typename Row>
    void insertNew(std::vector<Row> &rows, std::vector<RowId> &ids, const std::vector<Row> &fresh,
                   const std::vector<RowId> &freshIds)
    {
        // The shown rows are the fresh rows that were shown, in order: insert runs of the others.
        for (std::size_t i = 0; i < freshIds.size();) {
            if (i < ids.size() && ids[i] == freshIds[i]) {
                ++i;
                continue;
            }
            // New rows up to the next shown one, which follows them.
            std::size_t end = i + 1;
            while (end < freshIds.size() && (i >= ids.size() || ids[i] != freshIds[end]))
                ++end;
            beginInsertRows(QModelIndex(), int(i), int(end) - 1);
            rows.insert(rows.begin() + qsizetype(i), fresh.begin() + qsizetype(i),
                        fresh.begin() + qsizetype(end));
            ids.insert(ids.begin() + qsizetype(i), freshIds.begin() + qsizetype(i),
                       freshIds.begin() + qsizetype(end));
            endInsertRows();
            i = end;
        }
    }

    RowId m_nextId = 1;
};

} // namespace fw::app
