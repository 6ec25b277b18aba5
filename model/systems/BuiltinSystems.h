#pragma once

#include <QStringList>

namespace fw::model {

class SystemRegistry;

// Adds every game system this build supports. Returns the problems found in their bundled rules
// data (empty when all is well); a system whose data is broken is not added.
QStringList registerBuiltinSystems(SystemRegistry &registry);

} // namespace fw::model
