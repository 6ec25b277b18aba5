#include "SyntheticCatalogue.h"

#include <QDir>
#include <QFile>

#include <algorithm>

namespace fw::bench {

FixtureHulls fixtureHulls(const QString &folder)
{
    FixtureHulls hulls;
    const QDir dir(folder);
    for (const QString &name : dir.entryList({QStringLiteral("*.js")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = f.readAll();
        const qsizetype equals = text.indexOf('=');
        const qsizetype end = text.lastIndexOf(';');
        const nlohmann::json ships = nlohmann::json::parse(text.constData() + equals + 1,
                                                           text.constData() + end, nullptr, false);
        if (!ships.is_object())
            continue;
        for (const auto &[key, hull] : ships.items()) {
            if (hull.value("shipSizeClass", -1) >= 0)
                hulls.emplace_back(key, hull);
        }
    }
    return hulls;
}

qint64 writeCatalogue(const QString &dir, int count, const FixtureHulls &hulls)
{
    qint64 bytes = 0;
    for (int file = 0; file * 100 < count; ++file) {
        nlohmann::json ships = nlohmann::json::object();
        for (int i = file * 100; i < std::min(count, file * 100 + 100); ++i) {
            const auto &[key, hull] = hulls[std::size_t(i) % hulls.size()];
            nlohmann::json copy = hull;
            copy["shipClass"] = hull.value("shipClass", std::string()) + " " + std::to_string(i);
            ships[key + "_" + std::to_string(i)] = std::move(copy);
        }
        const QByteArray text = "window.staticShips[\"Bench " + QByteArray::number(file)
                                + "\"]=" + QByteArray::fromStdString(ships.dump()) + ";";
        QFile f(QDir(dir).filePath(QStringLiteral("ships%1.js").arg(file)));
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            return -1;
        bytes += text.size();
    }
    return bytes;
}

} // namespace fw::bench
