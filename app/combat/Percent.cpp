#include "Percent.h"

#include <QLocale>

#include <cmath>

namespace fw::app {

QString percentText(double share)
{
    // Rounding noise (a Wilson bound of 1e-17) is not a share.
    if (std::abs(share) < 1e-12)
        share = 0;
    else if (std::abs(share - 1) < 1e-12)
        share = 1;
    const double p = share * 100;
    int decimals = 1;
    while (decimals < 3) {
        const double scale = std::pow(10.0, decimals);
        const double rounded = std::round(p * scale) / scale;
        if ((rounded == 0 && p > 0) || (rounded == 100 && p < 100))
            ++decimals;
        else
            break;
    }
    return QStringLiteral("%1 %").arg(QLocale().toString(p, 'f', decimals));
}

} // namespace fw::app
