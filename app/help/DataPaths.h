#pragma once

#include <QString>

namespace fw::app::DataPaths {

// Where the bundled example fleets are: the install prefix's share/fleetwright/examples when
// Fleetwright runs installed, else the source tree's resources/examples (a build-tree run).
QString examplesDirectory();

// Where the user guide (the docs' *.md pages) is: share/doc/fleetwright of the install prefix,
// else the source tree's docs/.
QString docsDirectory();

// The compiled translations (.qm) beside an installed program, or an empty string when there is
// no such folder (the translations compiled into the program are used then).
QString translationsDirectory();

// The three folders, one per line, for `fleetwright --show-paths`.
QString describe();

} // namespace fw::app::DataPaths
