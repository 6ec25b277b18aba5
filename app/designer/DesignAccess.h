#pragma once

#include <QString>

#include <functional>

namespace fw::app {

// The design a designer's parts show, and the one way they change it: every part of a game's
// design editor (a page, a table, a list of weapons) is handed the editor as a DesignAccess of
// the game's design type, and never reaches the document itself.
template<typename Design>
class DesignAccess
{
public:
    virtual ~DesignAccess() = default;
    // The design shown; null when none is.
    virtual const Design *designShown() const = 0;
    // Applies `change` to a copy of the design and pushes it as one undo step called `text`.
    // `path` names what changes, below the design ("weapons[1].av[0]"); with `merge`,
    // consecutive edits of one path make one step.
    virtual void editDesign(const QString &path, const QString &text,
                            const std::function<void(Design &)> &change, bool merge = true)
        = 0;
};

} // namespace fw::app
