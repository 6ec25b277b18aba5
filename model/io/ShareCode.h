#pragma once

#include "FleetFile.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace fw::model {

class SystemRegistry;

// A whole fleet in one line of text, for chat and forums: "FW1:" followed by the base64url
// (no padding) of a CRC-32 (4 bytes, big-endian) and the qCompress()ed canonical fleet file
// (docs/file-format.md, "Share codes"). Reading it back gives the same fleet file byte for byte.
class ShareCode
{
    Q_DECLARE_TR_FUNCTIONS(fw::ShareCode)

public:
    static constexpr const char *Prefix = "FW1:";
    // The longest code read (characters, spaces and line breaks included) and the largest fleet
    // file a code may unpack to: a code claiming more is refused before anything is unpacked.
    static constexpr qsizetype MaxCodeLength = 16 * 1024 * 1024;
    static constexpr qsizetype MaxUnpackedSize = FleetFile::MaxFileSize;

    // A fleet too large for a code unpack() takes gives the reason instead.
    static Result<QString> encode(const Fleet &fleet, const SystemRegistry &systems);
    // Whether `text` holds a code: its first "FW1:" (or a newer version's "FW2:", which unpack
    // names as such) that starts a word.
    static qsizetype find(const QString &text);
    // Reads a code (spaces and line breaks inside it are ignored, as forums wrap long lines).
    // `source` names where the code came from in the messages ("clipboard", a file's name).
    static LoadResult decode(const QString &code, const QString &source,
                             const SystemRegistry &systems);
    // The fleet file inside a code, or a translated reason why there is none.
    static Result<QByteArray> unpack(const QString &code);
};

} // namespace fw::model
