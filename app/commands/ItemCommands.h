#pragma once

#include "../document/FleetDocument.h"

#include <QUndoCommand>

#include <memory>

namespace fw::app {

// The commands that change one item of a list of the fleet (a ship, a design), written once for
// every list. A List names the item type, a command id for merging, and how the document reads,
// replaces, inserts and takes its items:
//   using Item = ...; static constexpr int EditId = ...;
//   static const Item &at(const FleetDocument &, int index);
//   static std::unique_ptr<Item> replace(FleetDocument &, int index, std::unique_ptr<Item>);
//   static void insert(FleetDocument &, int index, std::unique_ptr<Item>);
//   static std::unique_ptr<Item> take(FleetDocument &, int index);

// Replaces item `index` with an edited copy; only that item is stored, before and after.
// Consecutive edits with the same merge key of the same item merge into one step; a merge that
// brings the item back to where it started leaves no step.
template<typename List>
class EditItemCommand : public QUndoCommand
{
public:
    using Item = typename List::Item;
    EditItemCommand(FleetDocument *document, int index, std::unique_ptr<Item> after,
                    const QString &text, int mergeKey = -1, QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent)
        , m_document(document)
        , m_index(index)
        , m_before(List::at(*document, index).clone())
        , m_after(std::move(after))
        , m_mergeKey(mergeKey)
    {}
    void redo() override { List::replace(*m_document, m_index, m_after->clone()); }
    void undo() override { List::replace(*m_document, m_index, m_before->clone()); }
    int id() const override { return m_mergeKey >= 0 ? List::EditId : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const EditItemCommand *>(other);
        if (o->m_index != m_index || o->m_mergeKey != m_mergeKey)
            return false;
        m_after = o->m_after->clone();
        // Back where the first edit started: the stack drops the step.
        setObsolete(m_after->equals(*m_before));
        return true;
    }

private:
    FleetDocument *m_document;
    int m_index;
    std::unique_ptr<Item> m_before;
    std::unique_ptr<Item> m_after;
    int m_mergeKey;
};

template<typename List>
class InsertItemCommand : public QUndoCommand
{
public:
    using Item = typename List::Item;
    InsertItemCommand(FleetDocument *document, int index, std::unique_ptr<Item> item,
                      const QString &text, QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent)
        , m_document(document)
        , m_index(index)
        , m_item(std::move(item))
    {}
    void redo() override { List::insert(*m_document, m_index, m_item->clone()); }
    void undo() override { List::take(*m_document, m_index); }

private:
    FleetDocument *m_document;
    int m_index;
    std::unique_ptr<Item> m_item;
};

template<typename List>
class RemoveItemCommand : public QUndoCommand
{
public:
    using Item = typename List::Item;
    RemoveItemCommand(FleetDocument *document, int index, const QString &text,
                      QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent)
        , m_document(document)
        , m_index(index)
    {}
    void redo() override { m_item = List::take(*m_document, m_index); }
    void undo() override { List::insert(*m_document, m_index, std::move(m_item)); }

private:
    FleetDocument *m_document;
    int m_index;
    std::unique_ptr<Item> m_item;
};

// The fleet's ships.
struct ShipList
{
    using Item = model::ShipDesign;
    static constexpr int EditId = 1;
    static const Item &at(const FleetDocument &d, int i)
    {
        return *d.fleet().ships.at(std::size_t(i));
    }
    static std::unique_ptr<Item> replace(FleetDocument &d, int i, std::unique_ptr<Item> item)
    {
        return d.replaceShip(i, std::move(item));
    }
    static void insert(FleetDocument &d, int i, std::unique_ptr<Item> item)
    {
        d.insertShip(i, std::move(item));
    }
    static std::unique_ptr<Item> take(FleetDocument &d, int i) { return d.takeShip(i); }
};

// The fleet's designs.
struct DesignList
{
    using Item = model::Design;
    static constexpr int EditId = 100;
    static const Item &at(const FleetDocument &d, int i)
    {
        return *d.fleet().designs.at(std::size_t(i));
    }
    static std::unique_ptr<Item> replace(FleetDocument &d, int i, std::unique_ptr<Item> item)
    {
        return d.replaceDesign(i, std::move(item));
    }
    static void insert(FleetDocument &d, int i, std::unique_ptr<Item> item)
    {
        d.insertDesign(i, std::move(item));
    }
    static std::unique_ptr<Item> take(FleetDocument &d, int i) { return d.takeDesign(i); }
};

} // namespace fw::app
