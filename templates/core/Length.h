#pragma once

#include <QString>

#include <optional>

namespace fw::templates {

// A length written with its unit, "12mm", "0.5in", "1.2cm", "10pt", in points.
std::optional<double> parseLength(const QString &text);

constexpr double pointsPerInch = 72.0;
constexpr double mm(double millimetres)
{
    return millimetres * pointsPerInch / 25.4;
}
constexpr double inches(double value)
{
    return value * pointsPerInch;
}

// Page sizes in points (portrait).
struct PageSize
{
    QString id; // "a4", "letter"
    double width = 0;
    double height = 0;
};
PageSize pageSizeA4();
PageSize pageSizeLetter();
std::optional<PageSize> pageSize(const QString &id);

} // namespace fw::templates
