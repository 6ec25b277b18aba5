#include "ShareCode.h"

#include "../systems/SystemRegistry.h"
#include "JsonText.h"

#include <QtEndian>

#include <zlib.h>

namespace fw::model {

namespace {

constexpr qsizetype ChecksumSize = 4;
constexpr qsizetype SizeFieldSize = 4; // qCompress's big-endian length in front of the stream

constexpr auto Base64Options = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;

quint32 checksum(const char *data, qsizetype size)
{
    return quint32(crc32(crc32(0L, Z_NULL, 0), reinterpret_cast<const Bytef *>(data), uInt(size)));
}

bool isCodeCharacter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= u'A' && u <= u'Z') || (u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9')
           || u == u'-' || u == u'_';
}

// Inflates exactly `size` bytes: a stream that ends early or would give more is refused, so a
// code never unpacks to more than it claims (and the claim is checked before this runs).
Result<QByteArray> inflateExactly(const QByteArray &stream, quint32 size)
{
    QByteArray out(qsizetype(size), Qt::Uninitialized);
    z_stream z{};
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(stream.constData()));
    z.avail_in = uInt(stream.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(size);
    if (inflateInit(&z) != Z_OK)
        return Result<QByteArray>::failure(ShareCode::tr("the code cannot be unpacked"));
    const int status = inflate(&z, Z_FINISH);
    const uLong produced = z.total_out;
    inflateEnd(&z);
    if (status == Z_STREAM_END && produced == size)
        return out;
    if ((status == Z_BUF_ERROR || status == Z_OK) && produced == size)
        return Result<QByteArray>::failure(
            ShareCode::tr("the code unpacks to more than the %1 bytes it claims").arg(size));
    return Result<QByteArray>::failure(
        ShareCode::tr("the code is damaged: its packed fleet cannot be unpacked"));
}

} // namespace

Result<QString> ShareCode::encode(const Fleet &fleet, const SystemRegistry &systems)
{
    // Only a code unpack() takes: the fleet as its file would hold it, and a code not too long.
    const Result<QByteArray> text = FleetFile::serializeReadable(fleet, systems);
    if (!text)
        return Result<QString>::failure(text.error());
    const QByteArray packed = qCompress(text.value(), 9);
    QByteArray bytes(ChecksumSize, '\0');
    qToBigEndian(checksum(packed.constData(), packed.size()), bytes.data());
    bytes += packed;
    QString code = QLatin1String(Prefix) + QString::fromLatin1(bytes.toBase64(Base64Options));
    if (code.size() > MaxCodeLength)
        return Result<QString>::failure(
            tr("its share code would be %1 characters long, more than the %2 a code may have; "
               "share the fleet file instead")
                .arg(code.size())
                .arg(MaxCodeLength));
    return code;
}

qsizetype ShareCode::find(const QString &text)
{
    // "FW" and a version number (this one's or a newer one's), then ":", at the start of a word.
    const QLatin1String fw("FW");
    for (qsizetype at = text.indexOf(fw); at >= 0; at = text.indexOf(fw, at + 1)) {
        if (at > 0 && text.at(at - 1).isLetterOrNumber())
            continue;
        qsizetype i = at + fw.size();
        while (i < text.size() && i - at < 12 && text.at(i).isDigit() && text.at(i).unicode() < 128)
            ++i;
        if (i > at + fw.size() && i < text.size() && text.at(i) == u':')
            return at;
    }
    return -1;
}

Result<QByteArray> ShareCode::unpack(const QString &code)
{
    using R = Result<QByteArray>;
    if (code.size() > MaxCodeLength)
        return R::failure(tr("the code is %1 characters long, more than the %2 a code may have")
                              .arg(code.size())
                              .arg(MaxCodeLength));
    QString text = code.trimmed();
    const QLatin1String prefix(Prefix);
    if (!text.startsWith(prefix)) {
        if (text.startsWith(QLatin1String("FW")) && text.indexOf(QLatin1Char(':')) > 2)
            return R::failure(tr("the code \"%1\" was made by a newer version of Fleetwright")
                                  .arg(text.left(text.indexOf(QLatin1Char(':')) + 1)));
        return R::failure(tr("a share code starts with \"%1\"").arg(prefix));
    }
    QByteArray body;
    body.reserve(text.size());
    for (qsizetype i = prefix.size(); i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isSpace())
            continue;
        if (!isCodeCharacter(c))
            return R::failure(tr("character %1 of the code (\"%2\") is not part of a share code")
                                  .arg(i + 1)
                                  .arg(c));
        body += char(c.unicode());
    }
    const auto decoded = QByteArray::fromBase64Encoding(
        body, Base64Options | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() <= ChecksumSize + SizeFieldSize)
        return R::failure(tr("the code is cut short"));
    const QByteArray &bytes = decoded.decoded;
    const QByteArray packed = bytes.mid(ChecksumSize);
    if (qFromBigEndian<quint32>(bytes.constData()) != checksum(packed.constData(), packed.size()))
        return R::failure(tr("the code is damaged or cut short: its checksum does not match"));
    const quint32 size = qFromBigEndian<quint32>(packed.constData());
    if (size == 0 || qsizetype(size) > MaxUnpackedSize)
        return R::failure(tr("the code claims to hold %1 bytes; a fleet may have at most %2")
                              .arg(size)
                              .arg(MaxUnpackedSize));
    return inflateExactly(packed.mid(SizeFieldSize), size);
}

LoadResult ShareCode::decode(const QString &code, const QString &source,
                             const SystemRegistry &systems)
{
    Result<QByteArray> bytes = unpack(code);
    if (!bytes) {
        LoadResult result;
        result.errors.push_back(fileError(source, bytes.error()));
        return result;
    }
    return FleetFile::parse(std::move(bytes).value(), source, systems);
}

} // namespace fw::model
