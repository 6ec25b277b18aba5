#pragma once

#include <QString>

namespace fw::model {

// Why a file could not be read, with the place: a line and column for syntax errors, a JSON
// path for content errors. Messages are translated.
struct LoadError
{
    QString file;
    int line = 0;   // 1-based; 0 when the place is a JSON path instead
    int column = 0; // 1-based, in characters
    QString path;   // JSON path, e.g. "ships[2].weapons[1].range"; empty for syntax errors
    bool hasPath = false;
    QString message;

    // "fleet.json:3:15: message" or "fleet.json: ships[2].class: message"
    QString toString() const;
};

} // namespace fw::model
