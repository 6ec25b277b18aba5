#include "FleetReport.h"

#include <QCoreApplication>

namespace fw::model {

QString FleetReport::shipsLabel()
{
    return QCoreApplication::translate("fw::model::FleetReport", "Ships");
}

} // namespace fw::model
