#pragma once

#include <model/core/Result.h>
#include <templates/core/Print.h>

#include <QCoreApplication>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

class QPrinter;

namespace fw::validators {
class ValidatorRegistry;
}

namespace fw::app {

class FleetDocument;

// What the player asked to print and how; kept in Settings between runs.
struct PrintOptions
{
    std::vector<templates::PrintKind> kinds{
        templates::PrintKind::Roster, templates::PrintKind::Sheets, templates::PrintKind::Counters};
    QString pageSize = QStringLiteral("a4"); // "a4" or "letter"
    bool counterBacks = false;
    std::map<QString, QString> templateFiles; // by layout id; a layout not listed: built-in
    QString counterSize;                      // see templates::counterSizeIds; empty: template
    bool inkSaving = false;
    double backOffsetX = 0, backOffsetY = 0; // mm, the back pages' counters right and down
    std::vector<int> ships;                  // only these (fleet indices); empty: every ship
    templates::SheetsFor sheetsFor = templates::SheetsFor::Ships;
};

// A laid-out printout, or why there is none.
struct Printout
{
    std::optional<templates::Document> document;
    QStringList errors;      // templates that do not load or fit, a missing font
    QStringList warnings;    // e.g. a block taller than the page
    QString preflight;       // the floors the document breaks, in a sentence; empty: none
    double milliseconds = 0; // how long the layout took
};

// The desktop app's access to the printing engine: the layouts of every game, the font, the
// player's template files, and the step from an open fleet to a printout (preview, export,
// printing).
class PrintSession
{
    Q_DECLARE_TR_FUNCTIONS(fw::app::PrintSession)

public:
    explicit PrintSession(const model::Result<templates::Fonts> &fonts
                          = templates::Fonts::shared());
    PrintSession(const PrintSession &) = delete;
    PrintSession &operator=(const PrintSession &) = delete;

    const templates::LayoutRegistry &layouts() const { return m_layouts; }
    // The validators whose words name the issues' places in the printed rules check (generic
    // words without them).
    void setValidators(const validators::ValidatorRegistry *validators)
    {
        m_validators = validators;
    }
    // Null when the font cannot be loaded; fontError() then says why.
    const templates::Fonts *fonts() const { return m_fonts.ok() ? &m_fonts.value() : nullptr; }
    QString fontError() const { return m_fonts.error(); }

    std::vector<const templates::Layout *> layoutsFor(const QString &systemId) const;
    // The kinds of printout a game has layouts for, in print order.
    std::vector<templates::PrintKind> kindsFor(const QString &systemId) const;

    // The options saved in Settings, for a fleet of `systemId`.
    PrintOptions savedOptions(const QString &systemId) const;
    // Saves `options` of a fleet of `systemId` (the kinds for that game, the template choices of
    // the layouts it names, the rest as they are).
    static void saveOptions(const QString &systemId, const PrintOptions &options);

    // Reads a template file for `layout`; an error names the file and the place.
    templates::TemplateLoad loadTemplate(const QString &file,
                                         const templates::Layout &layout) const;
    // Lays out what `options` ask for, with the player's templates.
    Printout compose(const FleetDocument &document, const PrintOptions &options) const;

    // Writes a layout's built-in template to `path` for the player to edit; returns an error
    // naming the file, or an empty string.
    static QString copyBuiltinTemplate(const templates::Layout &layout, const QString &path);

    // Prepares a printer for pages of `pageSize` ("a4", "letter"): the whole sheet is drawable,
    // portrait, and `title` names the print job.
    static void setUpPrinter(QPrinter &printer, const QString &pageSize, const QString &title);
    // Prints every page (one point is resolution / 72 printer dots); returns an error or "".
    QString print(QPrinter &printer, const templates::Document &document) const;

private:
    const model::Result<templates::Fonts> &m_fonts;
    templates::LayoutRegistry m_layouts;
    const validators::ValidatorRegistry *m_validators = nullptr;
};

// The index of the first page with an item whose id is `prefix` or starts with `prefix`-, or -1.
int pageWithItems(const templates::Document &document, const QString &prefix);
// The area (in points) an item covers on its page.
QRectF itemBounds(const templates::Item &item, const templates::Fonts &fonts);
// The area covered by all items of `page` whose id is `prefix` or starts with `prefix`-; null
// when there are none.
QRectF itemsBounds(const templates::Page &page, const QString &prefix,
                   const templates::Fonts &fonts);

} // namespace fw::app
