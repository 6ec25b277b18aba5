#include "Layout.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

#include <mutex>

namespace fw::templates {

namespace {

class PrintText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Printing)
};

} // namespace

QString printKindId(PrintKind kind)
{
    switch (kind) {
    case PrintKind::Roster:
        return QStringLiteral("roster");
    case PrintKind::Sheets:
        return QStringLiteral("sheets");
    case PrintKind::Counters:
        return QStringLiteral("counters");
    }
    return {};
}

QString printKindName(PrintKind kind)
{
    switch (kind) {
    case PrintKind::Roster:
        return PrintText::tr("Roster");
    case PrintKind::Sheets:
        return PrintText::tr("Sheets");
    case PrintKind::Counters:
        return PrintText::tr("Counters");
    }
    return {};
}

QString sheetsForId(SheetsFor sheets)
{
    return sheets == SheetsFor::Designs ? QStringLiteral("design") : QStringLiteral("ship");
}

QString sheetsForName(SheetsFor sheets)
{
    return sheets == SheetsFor::Designs ? PrintText::tr("One blank sheet per design")
                                        : PrintText::tr("One sheet per ship");
}

std::optional<SheetsFor> sheetsForFromId(const QString &id)
{
    for (const SheetsFor sheets : {SheetsFor::Ships, SheetsFor::Designs}) {
        if (id == sheetsForId(sheets))
            return sheets;
    }
    return std::nullopt;
}

QString shipItemId(int shipIndex)
{
    return QStringLiteral("ship-%1").arg(shipIndex + 1);
}

QString designItemId(int designIndex)
{
    return QStringLiteral("design-%1").arg(designIndex + 1);
}

int shipOfItemId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^ship-(\\d+)(-|$)"));
    const QRegularExpressionMatch match = pattern.match(id);
    return match.hasMatch() ? match.captured(1).toInt() - 1 : -1;
}

QString nothingToPrint(const QString &system, PrintKind kind)
{
    switch (kind) {
    case PrintKind::Roster:
        return PrintText::tr("%1 has no roster to print.").arg(system);
    case PrintKind::Sheets:
        return PrintText::tr("%1 has no sheets to print.").arg(system);
    case PrintKind::Counters:
        return PrintText::tr("%1 has no counters to print.").arg(system);
    }
    return {};
}

void LayoutRegistry::add(std::unique_ptr<Layout> layout)
{
    Q_ASSERT(!find(layout->id()));
    m_layouts.push_back(std::move(layout));
}

const Layout *LayoutRegistry::find(const QString &id) const
{
    for (const auto &layout : m_layouts) {
        if (layout->id() == id)
            return layout.get();
    }
    return nullptr;
}

std::vector<const Layout *> LayoutRegistry::layoutsFor(const QString &systemId) const
{
    std::vector<const Layout *> out;
    for (PrintKind kind : {PrintKind::Roster, PrintKind::Sheets, PrintKind::Counters}) {
        for (const auto &layout : m_layouts) {
            if (layout->kind() == kind
                && (layout->systemId().isEmpty() || layout->systemId() == systemId))
                out.push_back(layout.get());
        }
    }
    return out;
}

std::vector<TemplateSpec> LayoutRegistry::specs() const
{
    std::vector<TemplateSpec> out;
    for (const auto &layout : m_layouts)
        out.push_back(layout->spec());
    return out;
}

const Template &builtinTemplate(const Layout &layout, const LayoutRegistry &registry)
{
    static std::mutex mutex;
    static std::map<QString, Template> cache;
    const std::lock_guard lock(mutex);
    const QString path = layout.builtinTemplate();
    auto it = cache.find(path);
    if (it == cache.end()) {
        QFile file(path);
        const bool opened = file.open(QIODevice::ReadOnly);
        Q_ASSERT_X(opened, "builtinTemplate", qPrintable(path));
        const TemplateLoad load = TemplateFile::parse(file.readAll(), path, registry.specs());
        Q_ASSERT_X(load.ok(), "builtinTemplate", qPrintable(load.errorText()));
        it = cache.emplace(path, load.value.value_or(Template{})).first;
    }
    return it->second;
}

} // namespace fw::templates
