#pragma once

#include <QString>

namespace fw::templates::easystar {

// The code a counter prints for a weapon or device ("MISSILE", "FTR BAY"; the rules data's
// abbreviation, EasyStar §V.C, §V.D) in the reader's language, so that a German counter does not
// carry English words next to German ones. A code the translation does not know stays as the
// data gives it.
QString counterCode(const QString &abbrev);

} // namespace fw::templates::easystar
