#include "SimulateCommand.h"

#include "CombatCommon.h"
#include "ExitCodes.h"

#include <model/combat/MonteCarlo.h>
#include <model/io/JsonWriter.h>
#include <model/systems/SystemRegistry.h>

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <array>
#include <utility>

namespace fw::cli {

namespace {

using model::Json;
using model::combat::Battle;
using model::combat::BattleSettings;
using model::combat::MonteCarloResult;
using model::combat::TargetPolicy;
using model::combat::TrialResult;

class SimulateText
{
    Q_DECLARE_TR_FUNCTIONS(fw::Cli)
};

constexpr int MaxRuns = 10'000'000;

struct PolicyName
{
    TargetPolicy policy;
    const char *id;
};
constexpr std::array<PolicyName, 3> Policies{{{TargetPolicy::Focus, "focus"},
                                              {TargetPolicy::Spread, "spread"},
                                              {TargetPolicy::BiggestThreat, "threat"}}};

QString policyId(TargetPolicy policy)
{
    for (const PolicyName &p : Policies) {
        if (p.policy == policy)
            return QLatin1String(p.id);
    }
    return {};
}

QString sideName(int side)
{
    return side == 0 ? QStringLiteral("A") : QStringLiteral("B");
}

struct Run
{
    const model::combat::CombatRules *rules = nullptr;
    const model::GameSystem *system = nullptr;
    BattleSettings settings;
    std::uint64_t seed = 1;
    int runs = 0;
    int threads = 0;
};

QString settingsText(const Run &run)
{
    return SimulateText::tr("start range %1 (%2), closing %3 per turn, turn limit %4, "
                            "targeting: %5")
        .arg(run.settings.startRange)
        .arg(run.rules->rangeUnit())
        .arg(run.settings.closingRate)
        .arg(run.settings.turnLimit)
        .arg(policyId(run.settings.policy));
}

Json settingsJson(const Run &run, bool monteCarlo)
{
    Json o = Json::object();
    if (monteCarlo)
        o["runs"] = run.runs;
    o["seed"] = run.seed;
    o["range"] = run.settings.startRange;
    o["rangeUnit"] = run.rules->rangeUnit().toStdString();
    o["closing"] = run.settings.closingRate;
    o["turns"] = run.settings.turnLimit;
    o["policy"] = policyId(run.settings.policy).toStdString();
    return o;
}

QString headline(const Run &run, const model::Fleet &a, const Battle &battle, const model::Fleet &b)
{
    return SimulateText::tr("%1 (A, %2) against %3 (B, %4) — %5")
        .arg(a.name, run.system->formatPoints(battle.points(0)), b.name,
             run.system->formatPoints(battle.points(1)), run.system->displayName());
}

QStringList mergedAssumptions(const Battle &battle, const Battle *other)
{
    QStringList all = battle.assumptions();
    if (other) {
        for (const QString &a : other->assumptions()) {
            if (!all.contains(a))
                all << a;
        }
    }
    return all;
}

// ----- one logged battle -------------------------------------------------------------------

int logBattle(const combat::Context &c, const Run &run, const model::Fleet &a,
              const model::Fleet &b, const Battle &battle, bool json)
{
    // Battle 1 of a Monte Carlo run with the same seed: the log shows a battle of that run.
    const std::uint64_t trialSeed = model::dice::Rng::trialSeed(run.seed, 0);
    TrialResult result;
    QStringList log;
    battle.runner()->run(trialSeed, result, &log);
    const QString winner = result.winner < 0 ? QString() : sideName(result.winner);

    if (json) {
        Json o = Json::object();
        o["system"] = run.system->id().toStdString();
        Json sides = Json::array();
        for (int side = 0; side < 2; ++side) {
            Json s = Json::object();
            s["side"] = sideName(side).toStdString();
            s["fleet"] = (side == 0 ? a : b).name.toStdString();
            s["points"] = battle.points(side);
            Json ships = Json::array();
            for (int i = 0; i < battle.shipCount(side); ++i) {
                Json ship = Json::object();
                ship["name"] = battle.shipName(side, i).toStdString();
                ship["survived"] = result.survived[side].at(std::size_t(i)) != 0;
                ships.push_back(std::move(ship));
            }
            s["ships"] = std::move(ships);
            sides.push_back(std::move(s));
        }
        o["sides"] = std::move(sides);
        o["settings"] = settingsJson(run, false);
        Json r = Json::object();
        r["winner"] = winner.isEmpty() ? Json(nullptr) : Json(winner.toStdString());
        r["turns"] = result.turns;
        r["vp"] = Json::array({result.vp[0], result.vp[1]});
        r["damageDealt"] = Json::array({result.damageDealt[0], result.damageDealt[1]});
        o["result"] = std::move(r);
        o["log"] = combat::stringsJson(log);
        o["assumptions"] = combat::stringsJson(battle.assumptions());
        c.out << QString::fromStdString(model::formatJson(o));
        return Ok;
    }
    QStringList lines;
    lines << headline(run, a, battle, b)
          << SimulateText::tr("Battle 1 of seed %1; %2").arg(run.seed).arg(settingsText(run))
          << QString() << log << QString();
    const QString outcome = result.winner < 0
                                ? SimulateText::tr("A draw; turns fought: %1").arg(result.turns)
                                : SimulateText::tr("%1 (%2) wins; turns fought: %3")
                                      .arg((result.winner == 0 ? a : b).name, winner)
                                      .arg(result.turns);
    lines << SimulateText::tr("%1; victory points A %2, B %3; damage dealt A %4, B %5")
                 .arg(outcome)
                 .arg(result.vp[0])
                 .arg(result.vp[1])
                 .arg(result.damageDealt[0])
                 .arg(result.damageDealt[1]);
    for (int side = 0; side < 2; ++side) {
        QStringList survivors;
        for (int i = 0; i < battle.shipCount(side); ++i) {
            if (result.survived[side].at(std::size_t(i)))
                survivors << battle.shipName(side, i);
        }
        lines << SimulateText::tr("Survivors of %1: %2")
                     .arg(sideName(side), survivors.isEmpty()
                                              ? SimulateText::tr("none")
                                              : survivors.join(QLatin1String(", ")));
    }
    lines << QString() << SimulateText::tr("Assumptions in force:")
          << combat::bulletList(battle.assumptions());
    c.out << lines.join(QLatin1Char('\n')) << Qt::endl;
    return Ok;
}

// ----- Monte Carlo -------------------------------------------------------------------------

Json resultsJson(const MonteCarloResult &r)
{
    Json o = Json::object();
    o["winA"] = combat::proportionJson(r.win(0));
    o["winB"] = combat::proportionJson(r.win(1));
    o["draw"] = combat::proportionJson(r.draw());
    o["meanVp"] = Json::array({r.meanVp(0), r.meanVp(1)});
    o["meanTurns"] = r.meanTurns();
    o["damagePerPoint"] = Json::array({r.damagePerPoint(0), r.damagePerPoint(1)});
    return o;
}

Json sideJson(int side, const model::Fleet &fleet, const Battle &battle, const MonteCarloResult &r)
{
    Json s = Json::object();
    s["side"] = sideName(side).toStdString();
    s["fleet"] = fleet.name.toStdString();
    s["points"] = battle.points(side);
    Json ships = Json::array();
    for (int i = 0; i < battle.shipCount(side); ++i) {
        Json ship = Json::object();
        ship["name"] = battle.shipName(side, i).toStdString();
        ship["survival"] = r.survival(side, i);
        ships.push_back(std::move(ship));
    }
    s["ships"] = std::move(ships);
    return s;
}

QStringList resultsText(const MonteCarloResult &r)
{
    const QStringList labels
        = {SimulateText::tr("A wins"), SimulateText::tr("B wins"), SimulateText::tr("Draw")};
    qsizetype width = 0;
    for (const QString &l : labels)
        width = std::max(width, l.size());
    return {QStringLiteral("  %1  %2")
                .arg(labels[0].leftJustified(width), combat::proportionText(r.win(0))),
            QStringLiteral("  %1  %2")
                .arg(labels[1].leftJustified(width), combat::proportionText(r.win(1))),
            QStringLiteral("  %1  %2")
                .arg(labels[2].leftJustified(width), combat::proportionText(r.draw())),
            SimulateText::tr("  Mean victory points: A %1, B %2")
                .arg(r.meanVp(0), 0, 'f', 1)
                .arg(r.meanVp(1), 0, 'f', 1),
            SimulateText::tr("  Mean turns: %1").arg(r.meanTurns(), 0, 'f', 2),
            SimulateText::tr("  Damage dealt per point spent: A %1, B %2")
                .arg(r.damagePerPoint(0), 0, 'f', 4)
                .arg(r.damagePerPoint(1), 0, 'f', 4)};
}

QStringList survivalText(const Battle &battle, const MonteCarloResult &r, const QString &indent)
{
    qsizetype width = 0;
    for (int side = 0; side < 2; ++side) {
        for (int i = 0; i < battle.shipCount(side); ++i)
            width = std::max(width, battle.shipName(side, i).size());
    }
    QStringList lines;
    for (int side = 0; side < 2; ++side) {
        for (int i = 0; i < battle.shipCount(side); ++i) {
            lines << QStringLiteral("%1%2 %3  %4")
                         .arg(indent, sideName(side), battle.shipName(side, i).leftJustified(width),
                              combat::percent(r.survival(side, i)).rightJustified(7));
        }
    }
    return lines;
}

QString signedPoints(double difference)
{
    return QStringLiteral("%1%2").arg(difference >= 0 ? QStringLiteral("+") : QString(),
                                      QString::number(difference * 100, 'f', 1));
}

// The command line that repeats this run, for the record.
QString repeatLine(const SimulateArguments &args, const Run &run)
{
    QStringList words = {QStringLiteral("fleetwright-cli simulate"),
                         args.fleetA,
                         args.fleetB,
                         QStringLiteral("--runs %1").arg(run.runs),
                         QStringLiteral("--seed %1").arg(run.seed),
                         QStringLiteral("--range %1").arg(run.settings.startRange),
                         QStringLiteral("--closing %1").arg(run.settings.closingRate),
                         QStringLiteral("--turns %1").arg(run.settings.turnLimit),
                         QStringLiteral("--policy %1").arg(policyId(run.settings.policy))};
    for (const auto &[option, ships] :
         {std::pair{"--ships-a", args.shipsA}, {"--ships-b", args.shipsB}}) {
        if (!ships.isEmpty())
            words << QStringLiteral("%1 \"%2\"").arg(QLatin1String(option), ships);
    }
    if (!args.whatIf.isEmpty())
        words << QStringLiteral("--what-if %1").arg(args.whatIf);
    return words.join(QLatin1Char(' '));
}

// The options of a run besides the battle settings a game gives by default.
struct RunOptions
{
    std::optional<qint64> range, closing, turns;
    std::optional<TargetPolicy> policy;
};

// The options that need no fleet, checked first so that a typo costs no loading. Prints the error
// and returns false on a bad one.
bool readRunOptions(const combat::Context &c, const SimulateArguments &args, Run &run,
                    RunOptions &o)
{
    run.runs = 10000;
    if (!args.runs.isEmpty()) {
        const auto n = combat::integerOption(c, QStringLiteral("--runs"), args.runs, 1, MaxRuns);
        if (!n)
            return false;
        run.runs = int(*n);
    }
    if (!args.seed.isEmpty()) {
        const auto s = combat::seedOption(c, args.seed);
        if (!s)
            return false;
        run.seed = *s;
    }
    if (!args.threads.isEmpty()) {
        const auto n = combat::integerOption(c, QStringLiteral("--threads"), args.threads, 0, 256);
        if (!n)
            return false;
        run.threads = int(*n);
    }
    if (!args.range.isEmpty()
        && !(o.range = combat::integerOption(c, QStringLiteral("--range"), args.range, 0, 1000)))
        return false;
    if (!args.closing.isEmpty()
        && !(o.closing
             = combat::integerOption(c, QStringLiteral("--closing"), args.closing, -1000, 1000)))
        return false;
    if (!args.turns.isEmpty()
        && !(o.turns = combat::integerOption(c, QStringLiteral("--turns"), args.turns, 1, 1000)))
        return false;
    if (!args.policy.isEmpty()) {
        for (const PolicyName &p : Policies) {
            if (args.policy.trimmed().toLower() == QLatin1String(p.id))
                o.policy = p.policy;
        }
        if (!o.policy) {
            c.error(SimulateText::tr("--policy must be focus, spread or threat, not \"%1\"")
                        .arg(args.policy));
            return false;
        }
    }
    return true;
}

} // namespace

int simulateCommand(const SimulateArguments &args, const model::SystemRegistry &systems,
                    const validators::ValidatorRegistry &validators, QTextStream &out,
                    QTextStream &err)
{
    const combat::Context c{QStringLiteral("simulate"), systems, validators, out, err};
    Run run;
    RunOptions options;
    if (!readRunOptions(c, args, run, options))
        return CannotRead;

    std::optional<combat::LoadedFleet> a = combat::loadFleet(c, args.fleetA);
    if (!a)
        return CannotRead;
    std::optional<combat::LoadedFleet> b = combat::loadFleet(c, args.fleetB);
    if (!b)
        return CannotRead;
    if (!combat::sameSystem(c, *a, *b, QStringLiteral("FLEET_B")))
        return CannotRead;
    if (!combat::pickShips(c, *a, QStringLiteral("--ships-a"), args.shipsA)
        || !combat::pickShips(c, *b, QStringLiteral("--ships-b"), args.shipsB))
        return CannotRead;
    std::optional<combat::LoadedFleet> a2;
    if (!args.whatIf.isEmpty()) {
        a2 = combat::loadFleet(c, args.whatIf);
        if (!a2)
            return CannotRead;
        if (!combat::sameSystem(c, *a, *a2, QStringLiteral("--what-if")))
            return CannotRead;
    }
    run.rules = a->rules;
    run.system = a->system;
    run.settings = run.rules->defaultBattleSettings();
    if (options.range)
        run.settings.startRange = int(*options.range);
    if (options.closing)
        run.settings.closingRate = int(*options.closing);
    if (options.turns)
        run.settings.turnLimit = int(*options.turns);
    if (options.policy)
        run.settings.policy = *options.policy;

    auto prepared = run.rules->prepareBattle(*a->fleet, *b->fleet, run.settings);
    if (!prepared) {
        c.error(SimulateText::tr("the battle cannot be fought: %1").arg(prepared.error()));
        return CannotRead;
    }
    const std::unique_ptr<Battle> battle = std::move(prepared).value();
    std::unique_ptr<Battle> whatIf;
    if (a2) {
        auto preparedWhatIf = run.rules->prepareBattle(*a2->fleet, *b->fleet, run.settings);
        if (!preparedWhatIf) {
            c.error(SimulateText::tr("--what-if: the battle cannot be fought: %1")
                        .arg(preparedWhatIf.error()));
            return CannotRead;
        }
        whatIf = std::move(preparedWhatIf).value();
    }
    if (args.log || run.runs == 1)
        return logBattle(c, run, *a->fleet, *b->fleet, *battle, args.json);

    model::combat::MonteCarloSettings mc;
    mc.runs = run.runs;
    mc.seed = run.seed;
    mc.threads = run.threads;
    const MonteCarloResult result = model::combat::runMonteCarlo(*battle, mc);
    std::optional<MonteCarloResult> result2;
    if (whatIf)
        result2 = model::combat::runMonteCarlo(*whatIf, mc);
    const QStringList assumptions = mergedAssumptions(*battle, whatIf.get());

    if (args.json) {
        Json o = Json::object();
        o["system"] = run.system->id().toStdString();
        o["sides"] = Json::array(
            {sideJson(0, *a->fleet, *battle, result), sideJson(1, *b->fleet, *battle, result)});
        o["settings"] = settingsJson(run, true);
        o["results"] = resultsJson(result);
        if (result2) {
            Json w = Json::object();
            w["side"] = sideJson(0, *a2->fleet, *whatIf, *result2);
            w["results"] = resultsJson(*result2);
            const model::combat::Difference d = model::combat::winDifference(result, *result2);
            Json diff = Json::object();
            diff["mean"] = d.mean;
            diff["low"] = d.low;
            diff["high"] = d.high;
            diff["runs"] = d.runs;
            w["winADifference"] = std::move(diff);
            o["whatIf"] = std::move(w);
        }
        o["assumptions"] = combat::stringsJson(assumptions);
        out << QString::fromStdString(model::formatJson(o));
        return Ok;
    }

    QStringList lines;
    lines << headline(run, *a->fleet, *battle, *b->fleet)
          << SimulateText::tr("Battles: %1, seed %2; %3")
                 .arg(run.runs)
                 .arg(run.seed)
                 .arg(settingsText(run))
          << QString() << resultsText(result) << QString() << SimulateText::tr("Survival per ship:")
          << survivalText(*battle, result, QStringLiteral("  "));
    if (result2) {
        const model::combat::Difference d = model::combat::winDifference(result, *result2);
        lines << QString()
              << SimulateText::tr("What if %1 (%2) were side A, with the same dice:")
                     .arg(a2->fleet->name, run.system->formatPoints(whatIf->points(0)))
              << resultsText(*result2) << SimulateText::tr("  Survival per ship:")
              << survivalText(*whatIf, *result2, QStringLiteral("    "))
              << SimulateText::tr("  Change in P(A wins): %1 percentage points (95 % interval "
                                  "%2 to %3)")
                     .arg(signedPoints(d.mean), signedPoints(d.low), signedPoints(d.high));
    }
    lines << QString() << SimulateText::tr("Assumptions in force:")
          << combat::bulletList(assumptions) << QString()
          << SimulateText::tr("Repeat with: %1").arg(repeatLine(args, run));
    out << lines.join(QLatin1Char('\n')) << Qt::endl;
    return Ok;
}

} // namespace fw::cli
