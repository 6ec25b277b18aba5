#include "ShareCommand.h"

#include "ExitCodes.h"

#include <model/io/FleetFile.h>
#include <model/io/ShareCode.h>
#include <model/io/ShareText.h>
#include <model/systems/GameSystem.h>
#include <model/systems/SystemRegistry.h>
#include <validators/ValidatorRegistry.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>

namespace fw::cli {

namespace {

class ShareCliText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Cli)
};

} // namespace

void addShareOptions(QCommandLineParser &parser)
{
    parser.addOption(QCommandLineOption(
        QStringLiteral("text"),
        ShareCliText::tr("Print the fleet as a list for forums (each ship with its loadout, the "
                         "totals and the share code) instead of the code alone.")));
}

int shareCommand(const QCommandLineParser &parser, const QString &file,
                 const model::SystemRegistry &systems,
                 const validators::ValidatorRegistry &validators, QTextStream &out,
                 QTextStream &err)
{
    model::LoadResult loaded = model::FleetFile::load(file, systems);
    if (!loaded.ok()) {
        err << loaded.errorText() << Qt::endl;
        return CannotRead;
    }
    const model::Fleet &fleet = *loaded.fleet;
    if (!parser.isSet(QStringLiteral("text"))) {
        const model::Result<QString> code = model::ShareCode::encode(fleet, systems);
        if (!code) {
            err << QStringLiteral("%1: %2").arg(file, code.error()) << Qt::endl;
            return CannotWrite;
        }
        out << code.value() << Qt::endl;
        return Ok;
    }
    const validators::Issues issues = validators::validateFleet(fleet, validators);
    const int errors = int(std::count_if(issues.begin(), issues.end(), [](const auto &i) {
        return i.severity == validators::Severity::Error;
    }));
    const model::FleetReport report = systems.find(fleet.systemId)->report(fleet);
    out << model::ShareText::write(fleet, report, systems, errors) << Qt::endl;
    return Ok;
}

} // namespace fw::cli
