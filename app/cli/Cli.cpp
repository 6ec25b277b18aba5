#include "Cli.h"

#include "ExportCommand.h"
#include "FieryVoidCommand.h"
#include "OddsCommand.h"
#include "ReportOutput.h"
#include "ShareCommand.h"
#include "SimulateCommand.h"

#include <model/io/FleetFile.h>
#include <model/io/JsonWriter.h>
#include <model/systems/BuiltinSystems.h>
#include <model/systems/SystemRegistry.h>
#include <validators/ValidatorRegistry.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextStream>

#include <optional>

namespace fw::cli {

namespace {

class CliText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Cli)
};

struct Command
{
    const char *name;
    QString summary;
    QString usage; // positional arguments, e.g. "FLEET"
    int files = 0; // how many fleet files it takes
};

std::vector<Command> commands()
{
    return {
        {"validate",
         CliText::tr("Check a fleet against its game's rules. Exit code 0: legal "
                     "(warnings allowed), 1: not legal, 2: the file cannot be read."),
         QStringLiteral("FLEET"), 1},
        {"report",
         CliText::tr("Print the itemised cost, capacity and derived values of every "
                     "ship and of the fleet, with the rule behind each number."),
         QStringLiteral("FLEET"), 1},
        {"export",
         CliText::tr("Lay out a fleet's roster, sheets and counters and write them as PDF, "
                     "SVG or PNG."),
         QStringLiteral("FLEET"), 1},
        {"odds",
         CliText::tr("The exact odds of one attack: outcomes, damage distribution and the rules "
                     "behind them; optionally one seeded roll."),
         QStringLiteral("FLEET"), 1},
        {"simulate",
         CliText::tr("Fight two fleets many times (Monte Carlo) and print each side's chance to "
                     "win, or fight one battle and print its log."),
         QStringLiteral("FLEET_A FLEET_B"), 2},
        {"share",
         CliText::tr("Print a fleet's share code, or with --text the fleet as a list for "
                     "forums."),
         QStringLiteral("FLEET"), 1},
        {"import",
         CliText::tr("Read a fleet list, share code or fleet file (\"-\": standard input) and "
                     "write it as a fleet file; with --fieryvoid, FieryVoid's ship files as "
                     "designs."),
         QStringLiteral("FILE"), 1},
        {"catalogue",
         CliText::tr("List the factions and hulls of FieryVoid's ship files (files or folders "
                     "of them)."),
         QStringLiteral("FILES"), -1},
        {"systems", CliText::tr("List the supported game systems and their rules options."),
         QString()},
    };
}

QString generalHelp()
{
    QStringList lines;
    lines << CliText::tr("Usage: fleetwright-cli COMMAND [OPTIONS]") << QString()
          << CliText::tr("Fleet builder for tabletop space wargames, on the command line.")
          << QString() << CliText::tr("Commands:");
    for (const Command &c : commands())
        lines << QStringLiteral("  %1  %2")
                     .arg(QString::fromLatin1(c.name).leftJustified(9), c.summary);
    lines << QString() << CliText::tr("Options:")
          << CliText::tr("  -h, --help     Show this help, or a command's help after the command.")
          << CliText::tr("  -v, --version  Show the version.") << QString()
          << CliText::tr("Run \"fleetwright-cli COMMAND --help\" for a command's options.");
    return lines.join(QLatin1Char('\n'));
}

struct Session
{
    QTextStream &out;
    QTextStream &err;
    model::SystemRegistry systems;
    validators::ValidatorRegistry validators;
};

// Loads the fleet named on the command line; prints the reasons and returns null if it cannot.
std::unique_ptr<model::Fleet> loadFleet(Session &s, const QString &file)
{
    model::LoadResult result = model::FleetFile::load(file, s.systems);
    if (!result.ok()) {
        s.err << result.errorText() << Qt::endl;
        return nullptr;
    }
    return std::move(result.fleet);
}

int fleetCommand(Session &s, const QString &name, const QString &file, bool json)
{
    std::unique_ptr<model::Fleet> fleet = loadFleet(s, file);
    if (!fleet)
        return CannotRead;
    const model::GameSystem *system = s.systems.find(fleet->systemId);
    const validators::Issues issues = validators::validateFleet(*fleet, s.validators);
    if (json)
        writeReportJson(s.out, *fleet, *system, issues);
    else if (name == QLatin1String("report"))
        writeReportText(s.out, *fleet, *system, issues);
    else
        writeVerdict(s.out, file, *fleet, *system, issues);
    s.out.flush();
    if (name == QLatin1String("validate"))
        return isLegal(issues) ? Ok : NotLegal;
    return Ok;
}

model::Json optionJson(const model::RulesOptionSpec &spec)
{
    using model::Json;
    Json o = Json::object();
    o["id"] = spec.id.toStdString();
    o["label"] = spec.label.toStdString();
    o["description"] = spec.description.toStdString();
    o["default"] = spec.describe(spec.defaultValue).toStdString();
    o["assumption"] = spec.assumption;
    o["rule"] = spec.rule.toStdString();
    if (!spec.choices.empty()) {
        Json choices = Json::array();
        for (const model::OptionChoice &c : spec.choices)
            choices.push_back(c.id.toStdString());
        o["choices"] = std::move(choices);
    }
    return o;
}

int systemsCommand(Session &s, bool json)
{
    if (json) {
        model::Json list = model::Json::array();
        for (const auto &system : s.systems.systems()) {
            model::Json o = model::Json::object();
            o["id"] = system->id().toStdString();
            o["name"] = system->displayName().toStdString();
            o["rulesSource"] = system->rulesSource().toStdString();
            o["pointsUnit"] = system->pointsUnit().toStdString();
            model::Json options = model::Json::array();
            for (const model::RulesOptionSpec &spec : system->options())
                options.push_back(optionJson(spec));
            o["options"] = std::move(options);
            list.push_back(std::move(o));
        }
        model::Json root = model::Json::object();
        root["systems"] = std::move(list);
        s.out << QString::fromStdString(model::formatJson(root));
        return Ok;
    }
    for (const auto &system : s.systems.systems()) {
        s.out << QStringLiteral("%1  %2 (%3)")
                     .arg(system->id(), system->displayName(), system->rulesSource())
              << Qt::endl
              << CliText::tr("  Rules options (* = stands in for a rule the sources lack):")
              << Qt::endl;
        for (const model::RulesOptionSpec &spec : system->options()) {
            s.out << QStringLiteral("    %1%2 = %3  %4")
                         .arg(spec.assumption ? QStringLiteral("* ") : QStringLiteral("  "),
                              spec.id, spec.describe(spec.defaultValue), spec.label)
                  << Qt::endl;
        }
    }
    return Ok;
}

} // namespace

bool needsGui(const QStringList &arguments)
{
    if (arguments.size() < 2 || arguments.at(1) != QLatin1String("export"))
        return false;
    for (int i = 2; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        const QString next = i + 1 < arguments.size() ? arguments.at(i + 1) : QString();
        if (a == QLatin1String("--format=png")
            || (a == QLatin1String("--format")
                && next.compare(QLatin1String("png"), Qt::CaseInsensitive) == 0)
            || a.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

namespace {

QCommandLineOption option(const char *name, const QString &description,
                          const QString &valueName = {}, const QString &defaultValue = {})
{
    return QCommandLineOption(QLatin1String(name), description, valueName, defaultValue);
}

QString value(const QCommandLineParser &parser, const char *name)
{
    return parser.value(QLatin1String(name));
}

bool isSet(const QCommandLineParser &parser, const char *name)
{
    return parser.isSet(QLatin1String(name));
}

void addExportOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        option("what",
               CliText::tr("What to print: roster, sheets, counters or all (default), or a comma "
                           "list."),
               CliText::tr("KINDS"), QStringLiteral("all")),
        option("format",
               CliText::tr("pdf, svg or png (default: from the output file's suffix, else pdf). "
                           "SVG and PNG write one file per page: OUT-1.svg, OUT-2.svg..."),
               CliText::tr("FORMAT")),
        option("page", CliText::tr("a4 or letter (default: letter in the United States, else a4)."),
               CliText::tr("SIZE")),
        option("template",
               CliText::tr("A template file to use instead of the built-in one of its layout; may "
                           "be given once per layout."),
               CliText::tr("FILE")),
        option("backs",
               CliText::tr("After each counter sheet, print its backs, mirrored for double-sided "
                           "printing.")),
        QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")},
                           CliText::tr("The file to write."), CliText::tr("OUT")),
        option("dpi", CliText::tr("Resolution of PNG pages (default 150)."), CliText::tr("DPI"),
               QStringLiteral("150")),
        option("ships",
               CliText::tr("Print only these ships: their positions in the fleet, from 1, as a "
                           "comma list with ranges (1,3-4)."),
               CliText::tr("LIST")),
        option("ship", CliText::tr("Print only the ship named NAME; may be given more than once."),
               CliText::tr("NAME")),
        option("sheets",
               CliText::tr("ship (default): one sheet per ship, its name in the header; design: "
                           "one blank sheet per design, for designs no ship flies yet or to "
                           "laminate. For the sheets that carry a ship's damage."),
               CliText::tr("FOR")),
        option("counter-size",
               CliText::tr("Counters of 1/2, 5/8, 3/4 or 1 inch, butt-joined; hex: the game's "
                           "hex size; template (default): the template's own."),
               CliText::tr("SIZE")),
        option("ink-saving",
               CliText::tr("Solid fills become light tints and outlines, to save ink.")),
        option("back-offset",
               CliText::tr("Move the counters of the back pages X mm right and Y mm down "
                           "(negative: left, up) to match a printer's duplex offset."),
               CliText::tr("X,Y")),
        option("preflight",
               CliText::tr("Measure every page against the print floors (text and box sizes, "
                           "overlaps, the paper's edge, crop marks) and print the figures and "
                           "every breach; exit code 4 when a page breaks a floor. Without -o "
                           "nothing is written.")),
        option("json", CliText::tr("With --preflight: print it as one JSON object (docs/cli.md).")),
    });
}

int runExport(const QCommandLineParser &parser, const QString &file, Session &s)
{
    ExportArguments args;
    args.fleetFile = file;
    args.what = value(parser, "what");
    args.format = value(parser, "format");
    args.page = value(parser, "page");
    args.templates = parser.values(QStringLiteral("template"));
    args.backs = isSet(parser, "backs");
    args.output = value(parser, "output");
    args.sheets = value(parser, "sheets");
    args.counterSize = value(parser, "counter-size");
    args.inkSaving = isSet(parser, "ink-saving");
    args.backOffset = value(parser, "back-offset");
    args.ships = value(parser, "ships");
    args.shipNames = parser.values(QStringLiteral("ship"));
    args.preflight = isSet(parser, "preflight");
    args.json = isSet(parser, "json");
    bool dpiOk = false;
    args.dpi = value(parser, "dpi").toDouble(&dpiOk);
    if (!dpiOk)
        args.dpi = 0; // refused with a message
    return exportCommand(args, s.systems, s.validators, s.out, s.err);
}

QCommandLineOption jsonOption()
{
    return option("json", CliText::tr("Print one JSON object instead of text (docs/cli.md)."));
}

void addOddsOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        option("list",
               CliText::tr("List the fleet's ships and their weapons (only --ship's with --ship), "
                           "the target kinds and the modifiers with their ranges, instead of the "
                           "odds.")),
        option("ship", CliText::tr("The attacking ship: its number (1 = the first) or its name."),
               CliText::tr("N|NAME")),
        option("weapon", CliText::tr("The weapon that fires: its number in --list, or its name."),
               CliText::tr("W")),
        option("target-fleet",
               CliText::tr("The fleet of the target ship (default: the attacking fleet)."),
               CliText::tr("FLEET2")),
        option("target",
               CliText::tr("The target ship of the target fleet: its number or its name."),
               CliText::tr("N|NAME")),
        option("target-kind",
               CliText::tr("A kind of target instead of a ship (see below), or with --target: "
                           "that kind belonging to the ship."),
               CliText::tr("KIND")),
        option("range", CliText::tr("The range, in the game's unit."), CliText::tr("R")),
        option("mod",
               CliText::tr("Set a situational modifier (see below); may be repeated. ID alone "
                           "sets a yes/no modifier."),
               CliText::tr("ID=VALUE")),
        option("roll", CliText::tr("Also roll the attack once and print every die.")),
        option("seed", CliText::tr("The dice of --roll (default 1)."), CliText::tr("S")),
        jsonOption(),
    });
}

int runOdds(const QCommandLineParser &parser, const QString &file, Session &s)
{
    OddsArguments args;
    args.fleetFile = file;
    args.ship = value(parser, "ship");
    args.weapon = value(parser, "weapon");
    args.targetFleetFile = value(parser, "target-fleet");
    args.target = value(parser, "target");
    args.targetKind = value(parser, "target-kind");
    args.range = value(parser, "range");
    args.modifiers = parser.values(QStringLiteral("mod"));
    args.list = isSet(parser, "list");
    args.roll = isSet(parser, "roll");
    args.seed = value(parser, "seed");
    args.json = isSet(parser, "json");
    return oddsCommand(args, s.systems, s.validators, s.out, s.err);
}

void addSimulateOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        option("runs", CliText::tr("Battles to fight (default 10000)."), CliText::tr("N")),
        option("seed",
               CliText::tr("The dice of the run (default 1): the same seed gives the same "
                           "result."),
               CliText::tr("S")),
        option("range",
               CliText::tr("The starting range, in the game's unit (default: the game's)."),
               CliText::tr("R")),
        option("closing",
               CliText::tr("Range closed per turn; 0 holds it, negative opens it (default: the "
                           "game's)."),
               CliText::tr("C")),
        option("turns", CliText::tr("The most turns a battle lasts (default: the game's)."),
               CliText::tr("T")),
        option("policy",
               CliText::tr("How ships pick targets: focus (all on one enemy until it is "
                           "destroyed), spread (at random) or threat (the most firepower first)."),
               CliText::tr("POLICY")),
        option("threads",
               CliText::tr("Threads to use, 0 = one per core (default). The results do not "
                           "depend on it."),
               CliText::tr("N")),
        option("log",
               CliText::tr("Fight one battle (battle 1 of the run with --seed) and print its "
                           "log.")),
        option("ships-a",
               CliText::tr("Side A fights with these ships of FLEET_A only: numbers or names, "
                           "separated by commas (default: every ship). Not applied to --what-if."),
               CliText::tr("SHIPS")),
        option("ships-b",
               CliText::tr("Side B fights with these ships of FLEET_B only (default: every "
                           "ship)."),
               CliText::tr("SHIPS")),
        option("what-if",
               CliText::tr("Fight the same battles again with FLEET_A2 as side A and print the "
                           "change in P(A wins)."),
               CliText::tr("FLEET_A2")),
        jsonOption(),
    });
}

int runSimulate(const QCommandLineParser &parser, const QStringList &files, Session &s)
{
    SimulateArguments args;
    args.fleetA = files.at(0);
    args.fleetB = files.at(1);
    args.whatIf = value(parser, "what-if");
    args.shipsA = parser.values(QStringLiteral("ships-a")).join(QLatin1Char(','));
    args.shipsB = parser.values(QStringLiteral("ships-b")).join(QLatin1Char(','));
    args.runs = value(parser, "runs");
    args.seed = value(parser, "seed");
    args.range = value(parser, "range");
    args.closing = value(parser, "closing");
    args.turns = value(parser, "turns");
    args.policy = value(parser, "policy");
    args.threads = value(parser, "threads");
    args.log = isSet(parser, "log");
    args.json = isSet(parser, "json");
    return simulateCommand(args, s.systems, s.validators, s.out, s.err);
}

// "fleetwright-cli", "help COMMAND", "--version": answered before a command is parsed.
std::optional<int> generalArguments(const QStringList &arguments, QTextStream &out,
                                    QTextStream &err)
{
    const QStringList rest = arguments.mid(1);
    if (rest.isEmpty()) {
        err << generalHelp() << Qt::endl;
        return CannotRead;
    }
    const QString first = rest.first();
    if (first == QLatin1String("-h") || first == QLatin1String("--help")
        || first == QLatin1String("help")) {
        if (rest.size() < 2) {
            out << generalHelp() << Qt::endl;
            return Ok;
        }
        return run({arguments.first(), rest.at(1), QStringLiteral("--help")}, out, err);
    }
    if (first == QLatin1String("-v") || first == QLatin1String("--version")) {
        out << QStringLiteral("fleetwright-cli %1").arg(QCoreApplication::applicationVersion())
            << Qt::endl;
        return Ok;
    }
    return std::nullopt;
}

void printHelp(const QCommandLineParser &parser, const Session &s, bool odds)
{
    QString text = parser.helpText();
    text.replace(QCoreApplication::applicationFilePath(), QStringLiteral("fleetwright-cli"));
    text.replace(QRegularExpression(QStringLiteral("^Usage: \\S+")),
                 QStringLiteral("Usage: fleetwright-cli"));
    s.out << text;
    if (odds) {
        const QString choices = oddsHelpChoices(s.systems);
        if (!choices.isEmpty())
            s.out << Qt::endl << choices << Qt::endl;
    }
}

// The command's fleet files, or a message and null when there are not as many as it takes.
bool checkFileCount(const Command &command, const QStringList &files, QTextStream &err)
{
    if (files.size() == command.files)
        return true;
    const QString name = QLatin1String(command.name);
    QString message;
    if (command.files == 0)
        message = CliText::tr("fleetwright-cli %1: takes no file arguments.").arg(name);
    else if (command.files == 1)
        message = CliText::tr("fleetwright-cli %1: expects exactly one fleet file.").arg(name);
    else
        message = CliText::tr("fleetwright-cli %1: expects two fleet files, %2.")
                      .arg(name, command.usage);
    err << message << Qt::endl
        << CliText::tr("Run \"fleetwright-cli %1 --help\" for its usage.").arg(name) << Qt::endl;
    return false;
}

} // namespace

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    // First pass: only find the command, so that each command gets its own help.
    if (const std::optional<int> answered = generalArguments(arguments, out, err))
        return *answered;
    const QString first = arguments.at(1);
    const std::vector<Command> all = commands();
    const auto command = std::find_if(
        all.begin(), all.end(), [&](const Command &c) { return first == QLatin1String(c.name); });
    if (command == all.end()) {
        err << CliText::tr("fleetwright-cli: unknown command \"%1\".").arg(first) << Qt::endl
            << generalHelp() << Qt::endl;
        return CannotRead;
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(command->summary);
    const QString name = QLatin1String(command->name);
    const bool isExport = name == QLatin1String("export");
    const bool isOdds = name == QLatin1String("odds");
    const bool isSimulate = name == QLatin1String("simulate");
    parser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                        CliText::tr("Show this help.")));
    if (isExport)
        addExportOptions(parser);
    else if (isOdds)
        addOddsOptions(parser);
    else if (isSimulate)
        addSimulateOptions(parser);
    else if (name == QLatin1String("share"))
        addShareOptions(parser);
    else if (name == QLatin1String("import")) {
        addImportOptions(parser);
        addFieryVoidImportOptions(parser);
    } else if (name == QLatin1String("catalogue"))
        addCatalogueOptions(parser);
    else
        parser.addOption(jsonOption());
    parser.addPositionalArgument(name, command->summary);
    if (command->files < 0)
        parser.addPositionalArgument(command->usage,
                                     CliText::tr("FieryVoid ship files (shipsN.js) or folders "
                                                 "of them."));
    else if (command->files == 1)
        parser.addPositionalArgument(command->usage, CliText::tr("The fleet file (.fleet.json)."));
    else if (command->files == 2)
        parser.addPositionalArgument(command->usage,
                                     CliText::tr("The fleet files of side A and side B."));

    if (!parser.parse(arguments)) {
        err << CliText::tr("fleetwright-cli %1: %2").arg(name, parser.errorText()) << Qt::endl;
        return CannotRead;
    }

    Session session{out, err, {}, {}};
    QStringList problems = model::registerBuiltinSystems(session.systems);
    problems += validators::registerBuiltinValidators(session.validators, session.systems);
    if (!problems.isEmpty()) {
        err << problems.join(QLatin1Char('\n')) << Qt::endl;
        return CannotRead;
    }
    if (isSet(parser, "help")) {
        printHelp(parser, session, isOdds);
        return Ok;
    }
    const QStringList positional = parser.positionalArguments().mid(1);
    // FieryVoid's ship files: one or more files or folders.
    if (name == QLatin1String("catalogue")
        || (name == QLatin1String("import") && isSet(parser, "fieryvoid"))) {
        if (positional.isEmpty()) {
            err << CliText::tr("fleetwright-cli %1: name FieryVoid ship files or a folder of "
                               "them.")
                       .arg(name)
                << Qt::endl;
            return CannotRead;
        }
        return name == QLatin1String("catalogue")
                   ? catalogueCommand(parser, positional, session.systems, out, err)
                   : fieryVoidImport(parser, positional, session.systems, out, err);
    }
    if (!checkFileCount(*command, positional, err))
        return CannotRead;
    if (isExport)
        return runExport(parser, positional.first(), session);
    if (isOdds)
        return runOdds(parser, positional.first(), session);
    if (isSimulate)
        return runSimulate(parser, positional, session);
    if (name == QLatin1String("share"))
        return shareCommand(parser, positional.first(), session.systems, session.validators, out,
                            err);
    if (name == QLatin1String("import"))
        return importCommand(parser, positional.first(), session.systems, out, err);
    if (name == QLatin1String("systems"))
        return systemsCommand(session, isSet(parser, "json"));
    return fleetCommand(session, name, positional.first(), isSet(parser, "json"));
}

} // namespace fw::cli
