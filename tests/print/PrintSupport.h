#pragma once

#include <TestSupport.h>

#include <templates/core/Print.h>

#include <QStringList>

#include <optional>

namespace fw::test {

// Lays out `kinds` of `fleet` with the built-in templates (plus `request`'s overrides), the
// way the CLI and the app do; fails the current test (returns nullopt) on any error.
std::optional<templates::Document> composeFleet(const Registries &r, const model::Fleet &fleet,
                                                templates::PrintRequest request);
std::optional<templates::Document> composeFleet(const Registries &r, const model::Fleet &fleet,
                                                const std::vector<templates::PrintKind> &kinds,
                                                const templates::PageSize &page
                                                = templates::pageSizeA4());

// Why the built-in template of layout `id` cannot be used: it is not registered for `systemId`
// as `kind`, does not load, or does not fit A4 or Letter. Empty when it can.
QString builtinTemplateProblem(const QString &id, const QString &systemId,
                               templates::PrintKind kind);

// Every text of a page (or of all pages), in drawing order.
QStringList pageTexts(const templates::Page &page);
QStringList documentTexts(const templates::Document &document);
// The items whose id equals `id` or starts with `id` followed by '-'.
std::vector<const templates::Item *> itemsWithId(const templates::Page &page, const QString &id);
// The first item whose id is exactly `id`, on any page; `page` receives its page index.
const templates::Item *itemById(const templates::Document &document, const QString &id,
                                int *page = nullptr);
// The text of the item with exactly this id; empty when there is none (or it is not text).
QString textById(const templates::Document &document, const QString &id);
// A fitted field's text: its lines ("id", "id-2", "id-3"...) joined with spaces.
QString fieldText(const templates::Document &document, const QString &id);
// The index of the first page holding an item with this id (or id prefix), or -1.
int pageWithId(const templates::Document &document, const QString &id);
// Every item lies inside the page (nothing clipped); returns descriptions of those that do not.
QStringList itemsOffPage(const templates::Document &document);
// Every item but the footer's lies inside the printable area within `margins` and above the
// footer; returns descriptions of those that do not.
QStringList itemsOutsidePrintable(const templates::Document &document,
                                  const templates::Margins &margins);
// The items of `page` with id `id` or an id starting with `id`- that do not lie inside
// [x1, x2] × [y1, y2]; returns their descriptions.
QStringList itemsOutsideArea(const templates::Page &page, const QString &id, double x1, double y1,
                             double x2, double y2);

} // namespace fw::test
