#include "FieryVoid.h"

#include "../../io/FileAccess.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <atomic>
#include <iterator>
#include <thread>

namespace fw::model::scs::fieryvoid {

QString Problem::text() const
{
    QStringList parts{file};
    if (!hull.isEmpty())
        parts << hull;
    if (!where.isEmpty())
        parts << where;
    parts << message;
    return parts.join(QStringLiteral(": "));
}

namespace {

// "line:column" of byte `offset` of `text`.
QString position(const QByteArray &text, std::size_t offset)
{
    offset = std::min<std::size_t>(offset, std::size_t(text.size()));
    int line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[qsizetype(i)] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return QStringLiteral("%1:%2").arg(line).arg(offset - lineStart + 1);
}

QString stringOf(const nlohmann::json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                                 : QString();
}

int integerOf(const nlohmann::json &object, const char *key, int fallback = 0)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number())
        return fallback;
    const double v = it->get<double>();
    return v >= -1e9 && v <= 1e9 ? int(v) : fallback;
}

} // namespace

void readShipFile(const QString &file, const QByteArray &text, Catalogue &out)
{
    const auto problem = [&](const QString &where, const QString &message) {
        out.problems.push_back({file, {}, where, message});
    };
    // window.staticShips["Faction"]={...};
    static const QByteArray head = "window.staticShips[";
    const qsizetype start = text.indexOf(head);
    const qsizetype equals = start < 0 ? -1 : text.indexOf('=', start);
    if (start < 0 || equals < 0) {
        problem(QString(), FieryVoidText::tr("not a FieryVoid ship file: it has no "
                                             "window.staticShips[\"Faction\"]={…} statement"));
        return;
    }
    QString faction;
    {
        const QByteArray key = text.mid(start + head.size(), equals - start - head.size());
        const qsizetype open = key.indexOf('"');
        const qsizetype close = key.lastIndexOf('"');
        if (open >= 0 && close > open)
            faction = QString::fromUtf8(key.mid(open + 1, close - open - 1));
    }
    // The statement ends with ';' and maybe white space.
    qsizetype end = text.size();
    while (end > equals + 1 && QChar::isSpace(uchar(text[end - 1])))
        --end;
    if (end > equals + 1 && text[end - 1] == ';')
        --end;
    nlohmann::json ships;
    try {
        ships = nlohmann::json::parse(text.constData() + equals + 1, text.constData() + end);
    } catch (const nlohmann::json::parse_error &e) {
        problem(position(text, std::size_t(equals) + 1 + e.byte - 1),
                FieryVoidText::tr("not valid JSON: %1").arg(QString::fromUtf8(e.what())));
        return;
    } catch (const nlohmann::json::exception &e) {
        problem(QString(),
                FieryVoidText::tr("not valid JSON: %1").arg(QString::fromUtf8(e.what())));
        return;
    }
    if (!ships.is_object()) {
        problem(position(text, std::size_t(equals) + 1),
                FieryVoidText::tr("the ships are not an object of hulls"));
        return;
    }
    for (auto &[key, value] : ships.items()) {
        const QString hullKey = QString::fromStdString(key);
        if (!value.is_object()) {
            out.problems.push_back(
                {file, hullKey, QString(), FieryVoidText::tr("the hull is not an object")});
            continue;
        }
        Hull h;
        h.file = file;
        h.faction = stringOf(value, "faction");
        if (h.faction.isEmpty())
            h.faction = faction;
        h.key = hullKey;
        h.name = stringOf(value, "shipClass");
        if (h.name.isEmpty())
            h.name = hullKey;
        h.sizeClass = integerOf(value, "shipSizeClass", -2);
        if (value.value("Enormous", false) == true)
            h.sizeClass = 4;
        h.points = integerOf(value, "pointCost");
        h.isd = integerOf(value, "isd");
        h.rarity = stringOf(value, "occurence");
        h.variantOf = stringOf(value, "variantOf");
        // false, true or "S" (semi-custom)
        h.unofficial = value.contains("unofficial") && value["unofficial"] != false;
        h.data = std::move(value);
        out.hulls.push_back(std::move(h));
    }
}

Catalogue readCatalogue(const QStringList &paths)
{
    // The files to read, in order, each with the problem found before reading it (if any).
    std::vector<std::pair<QString, QString>> files;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (info.isDir() && !info.isSymLink()) {
            // The folder's ship files, in name order; its subfolders are not walked, so no
            // link can lead the reading round in a loop.
            const QDir dir(path);
            const QStringList names = dir.entryList({QStringLiteral("*.js")},
                                                    QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
            if (names.isEmpty())
                files.emplace_back(path,
                                   FieryVoidText::tr("the folder holds no ship files (*.js)"));
            for (const QString &f : names)
                files.emplace_back(dir.filePath(f), QString());
        } else if (info.isDir()) {
            files.emplace_back(path,
                               FieryVoidText::tr("a link to a folder: name the folder itself"));
        } else {
            files.emplace_back(path, QString());
        }
    }
    // Each file on its own (a few threads, one file at a time each), then joined in order: the
    // same catalogue as reading them one after the other.
    std::vector<Catalogue> parts(files.size());
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        const QString kinds = FieryVoidText::tr("FieryVoid ship files");
        for (std::size_t i = next++; i < files.size(); i = next++) {
            const auto &[path, problem] = files[i];
            if (!problem.isEmpty()) {
                parts[i].problems.push_back({path, {}, {}, problem});
                continue;
            }
            const Result<QByteArray> bytes = FileAccess::read(path, MaxFileBytes, kinds);
            if (bytes)
                readShipFile(path, bytes.value(), parts[i]);
            else
                parts[i].problems.push_back({path, {}, {}, bytes.error()});
        }
    };
    const std::size_t threads
        = std::min<std::size_t>(files.size(), std::max(1u, std::thread::hardware_concurrency()));
    std::vector<std::thread> pool;
    for (std::size_t t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
        t.join();
    Catalogue out;
    for (Catalogue &part : parts) {
        std::move(part.hulls.begin(), part.hulls.end(), std::back_inserter(out.hulls));
        std::move(part.problems.begin(), part.problems.end(), std::back_inserter(out.problems));
    }
    return out;
}

QString designId(const Hull &hull)
{
    QString id;
    for (const QChar ch : hull.key.toLower()) {
        if ((ch >= QLatin1Char('a') && ch <= QLatin1Char('z'))
            || (ch >= QLatin1Char('0') && ch <= QLatin1Char('9')))
            id += ch;
        else if (!id.endsWith(QLatin1Char('-')) && !id.isEmpty())
            id += QLatin1Char('-');
    }
    while (id.endsWith(QLatin1Char('-')))
        id.chop(1);
    return id.isEmpty() ? QStringLiteral("hull") : id;
}

VariantBases::VariantBases(const std::vector<Hull> &hulls)
    : m_hulls(hulls)
{
    for (std::size_t i = 0; i < hulls.size(); ++i)
        m_byClass[hulls[i].name].push_back(i);
}

QString VariantBases::designIdOf(const Hull &variant,
                                 const std::function<bool(const QString &id)> &inFleet) const
{
    const auto it
        = variant.variantOf.isEmpty() ? m_byClass.end() : m_byClass.find(variant.variantOf);
    if (it == m_byClass.end())
        return {};
    std::vector<std::size_t> bases = it->second;
    std::stable_partition(bases.begin(), bases.end(),
                          [&](std::size_t b) { return m_hulls[b].faction == variant.faction; });
    for (const std::size_t b : bases) {
        const QString id = designId(m_hulls[b]);
        if (&m_hulls[b] != &variant && inFleet(id))
            return id;
    }
    return {};
}

} // namespace fw::model::scs::fieryvoid
