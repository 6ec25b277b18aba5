#include "ShareNotation.h"

#include <algorithm>

namespace fw::model {

bool ShareNotation::sameName(const QString &a, const QString &b)
{
    return a.trimmed().compare(b.trimmed(), Qt::CaseInsensitive) == 0;
}

int ShareNotation::designNamed(const Fleet &fleet, const QString &name)
{
    for (std::size_t i = 0; i < fleet.designs.size(); ++i) {
        const Design &d = *fleet.designs[i];
        if (sameName(d.name(), name) || sameName(d.id(), name))
            return int(i);
    }
    return -1;
}

QString ShareNotation::freeDesignId(const Fleet &fleet, const QString &name, DesignIdIndex *index)
{
    QString base;
    for (const QChar c : name.toLower()) {
        if (c.isLetterOrNumber() && c.unicode() < 128)
            base += c;
        else if ((c.isSpace() || c == u'-') && !base.isEmpty() && !base.endsWith(u'-'))
            base += u'-';
    }
    while (base.endsWith(u'-'))
        base.chop(1);
    if (base.isEmpty())
        base = QStringLiteral("design");
    QString id = base;
    if (!index) {
        for (int n = 2; fleet.findDesign(id) >= 0; ++n)
            id = QStringLiteral("%1-%2").arg(base).arg(n);
        return id;
    }
    // The index follows the fleet's designs; rebuilt only when something else added some.
    if (index->ids.size() != qsizetype(fleet.designs.size())) {
        index->ids.clear();
        for (const auto &design : fleet.designs)
            index->ids.insert(design->id());
    }
    int &n = index->next[base];
    n = std::max(n, 2);
    while (index->ids.contains(id))
        id = QStringLiteral("%1-%2").arg(base).arg(n++);
    index->ids.insert(id);
    return id;
}

bool ShareNotation::hasLabel(const QString &line, const char *english, const QString &translated,
                             QString &rest)
{
    for (const QString &label : {QString::fromLatin1(english), translated}) {
        const QString prefix = label + QLatin1Char(':');
        if (line.startsWith(prefix, Qt::CaseInsensitive)) {
            rest = line.mid(prefix.size()).trimmed();
            return true;
        }
    }
    return false;
}

std::variant<QString, ShareNote> ShareNotation::designFor(Fleet &fleet, const SharedShip &ship,
                                                          std::unique_ptr<Design> stub,
                                                          std::vector<ShareNote> &left)
{
    const QString key = ship.className.trimmed().toLower();
    if (ship.designIds) {
        if (const auto it = ship.designIds->constFind(key); it != ship.designIds->cend())
            return *it;
    } else if (const int i = designNamed(fleet, ship.className); i >= 0) {
        return fleet.designs[std::size_t(i)]->id();
    }
    if (ship.idIndex && ship.idIndex->made++ >= MaxNamedDesigns) {
        ShareNote refused = atClass(ship, tr("this list names more than %1 designs the fleet does "
                                             "not have; a list makes at most %1 from their names "
                                             "alone (a fleet file or a share code carries any "
                                             "number)")
                                              .arg(MaxNamedDesigns));
        refused.last = true;
        return refused;
    }
    stub->setId(freeDesignId(fleet, ship.className, ship.idIndex));
    stub->setName(ship.className);
    left.push_back(atClass(ship, tr("the design \"%1\" is made with its name only: its figures "
                                    "travel only in the share code")
                                     .arg(ship.className)));
    QString id = stub->id();
    if (ship.designIds)
        ship.designIds->insert(key, id);
    fleet.designs.push_back(std::move(stub));
    return id;
}

ShareNote ShareNotation::atClass(const SharedShip &ship, QString message)
{
    return {ship.line, ship.classColumn, std::move(message)};
}

void ShareNotation::noFlagship(const SharedShip &ship, std::vector<ShareNote> &left)
{
    if (ship.flagship)
        left.push_back({ship.line, 1, tr("this game has no flagship: the \u2605 is left out")});
}

} // namespace fw::model
