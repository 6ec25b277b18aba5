#include "FleetText.h"

#include "FleetDocument.h"

#include <model/io/ShareCode.h>
#include <model/io/ShareText.h>

namespace fw::app {

QString fleetAsText(const FleetDocument &document)
{
    return model::ShareText::write(document.fleet(), document.report(), document.systems(),
                                   document.errorCount());
}

model::Result<QString> fleetShareCode(const FleetDocument &document)
{
    return model::ShareCode::encode(document.fleet(), document.systems());
}

} // namespace fw::app
