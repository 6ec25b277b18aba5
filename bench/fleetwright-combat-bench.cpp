// fleetwright-combat-bench: how fast attacks are resolved, battles fought and odds computed, for
// every game system that resolves combat. Figures, not pass/fail: each is printed with its target
// and the ratio to it (above 1 = better than the target).

#include "BenchFleets.h"

#include <Translations.h>
#include <model/combat/MonteCarlo.h>
#include <model/io/FleetFile.h>
#include <model/systems/BuiltinSystems.h>
#include <model/systems/SystemRegistry.h>
#include <model/systems/talon/TalonCombat.h>
#include <model/systems/talon/TalonSystem.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <map>
#include <memory>
#include <thread>
#include <vector>

namespace {

using namespace fw::model;

// Targets of docs/../engineering notes §5 (one core unless said otherwise).
constexpr double MonteCarloSeconds = 0.5;
constexpr double OneShipOddsSeconds = 0.02; // every weapon of one ship at every range
struct Targets
{
    double attacksPerSecond = 5e6;
    double battlesPerSecond = 2e4;
    double oddsTableSeconds = 0.05; // every weapon of the fleets against every hull
};
// A game whose issue set stricter targets (docs/combat.md, "Speed").
Targets targetsFor(const QString &system)
{
    if (system == QLatin1String("sunder"))
        return {2e7, 5e4, 0.02};
    if (system == QLatin1String("talon"))
        return {5e6, 2e4, 0.05}; // its 20 ms target: the Talon line of measureTalon()
    return {};
}

// The fastest of `rounds` timings of `work`, in seconds: the least disturbed by other load.
template<typename Work>
double fastest(int rounds, Work &&work)
{
    double best = 1e300;
    for (int round = 0; round < rounds; ++round) {
        QElapsedTimer timer;
        timer.start();
        work();
        best = std::min(best, double(timer.nsecsElapsed()) * 1e-9);
    }
    return best;
}

// The first timing of `work` after `rules` forgot the odds kept from earlier calls (what a
// player waits the first time), then the fastest of `rounds` more (asked again).
template<typename Work>
std::pair<double, double> firstAndAgain(const combat::CombatRules &rules, int rounds, Work &&work)
{
    rules.forgetKeptOdds();
    const double first = fastest(1, work);
    return {first, fastest(rounds, work)};
}

QString rate(double perSecond)
{
    return QString::number(perSecond, 'e', 2);
}

// "4.21× the target" for a rate (higher is better) or a time (lower is better).
QString versus(double measured, double target, bool higherIsBetter)
{
    const double ratio = higherIsBetter ? measured / target : target / measured;
    return QStringLiteral("%1× the target").arg(ratio, 0, 'f', 2);
}

// The first `count` ships of `fleet`, from ship `first` on.
std::unique_ptr<Fleet> slice(const Fleet &fleet, int first, int count)
{
    auto copy = std::make_unique<Fleet>(fleet);
    copy->ships.clear();
    for (int i = first; i < first + count && i < int(fleet.ships.size()); ++i)
        copy->ships.push_back(fleet.ships[std::size_t(i)]->clone());
    return copy;
}

// `count` ships of `fleet`, its ships taken in turn from the first.
std::unique_ptr<Fleet> cycled(const Fleet &fleet, int count)
{
    auto copy = std::make_unique<Fleet>(fleet);
    copy->ships.clear();
    for (int i = 0; i < count && !fleet.ships.empty(); ++i)
        copy->ships.push_back(fleet.ships[std::size_t(i) % fleet.ships.size()]->clone());
    return copy;
}

// The share of each kind of attack (Battle::attackKinds()) in `battles` battles, so a weapon that
// never fires is visible. Not timed.
void printAttackShares(const combat::Battle &battle, int battles, QTextStream &out)
{
    const QStringList kinds = battle.attackKinds();
    if (kinds.isEmpty()) {
        out << "    attacks by kind: not counted by this game\n";
        return;
    }
    combat::AttackTally tally;
    tally.attacks.assign(std::size_t(kinds.size()), 0);
    const std::unique_ptr<combat::BattleRunner> runner = battle.runner();
    runner->setTally(&tally);
    combat::TrialResult trial;
    for (int i = 0; i < battles; ++i)
        runner->run(dice::Rng::trialSeed(7, std::uint64_t(i)), trial, nullptr);
    std::int64_t total = 0;
    for (const std::int64_t n : tally.attacks)
        total += n;
    QStringList shares;
    for (int k = 0; k < int(kinds.size()); ++k)
        shares << QStringLiteral("%1 %2 %").arg(kinds[k]).arg(
            total ? 100.0 * double(tally.attacks[std::size_t(k)]) / double(total) : 0.0, 0, 'f', 1);
    out << QStringLiteral("    attacks by kind (%1 attacks in %2 battles): %3\n")
               .arg(total)
               .arg(battles)
               .arg(shares.join(QStringLiteral(", ")));
}

// Times battles between `sides` with the game's default settings and a 10,000-battle odds run,
// and prints them under `title`; false (with the reason printed) when they cannot fight.
bool measureBattle(const combat::CombatRules &rules, std::pair<const Fleet *, const Fleet *> sides,
                   const QString &title, const Targets &targets, bool fast, int rounds,
                   QTextStream &out)
{
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    auto preparedBattle
        = rules.prepareBattle(*sides.first, *sides.second, rules.defaultBattleSettings());
    if (!preparedBattle) {
        out << "  Cannot prepare the battle: " << preparedBattle.error() << "\n";
        return false;
    }
    const std::unique_ptr<combat::Battle> battle = std::move(preparedBattle).value();
    const int battles = fast ? 500 : 50000;
    combat::TrialResult trial;
    long long turns = 0;
    const std::unique_ptr<combat::BattleRunner> runner = battle->runner();
    const double battleTime = fastest(rounds, [&] {
        turns = 0;
        for (int i = 0; i < battles; ++i) {
            runner->run(dice::Rng::trialSeed(1, std::uint64_t(i)), trial, nullptr);
            turns += trial.turns;
        }
    });
    const double battlesPerSecond = battles / battleTime;
    combat::MonteCarloSettings mc;
    mc.runs = 10000;
    combat::MonteCarloResult result;
    const double mcTime = fastest(rounds, [&] { result = runMonteCarlo(*battle, mc); });
    out << QStringLiteral("  %1 (%2 turns on average, P(A wins) %3 %):\n")
               .arg(title)
               .arg(double(turns) / battles, 0, 'f', 1)
               .arg(result.win(0).p * 100, 0, 'f', 1)
        << QStringLiteral("    battles: %1 /s per core; target ≥ %2 (aim 1.00e+05): %3\n")
               .arg(rate(battlesPerSecond), rate(targets.battlesPerSecond),
                    versus(battlesPerSecond, targets.battlesPerSecond, true))
        << QStringLiteral("    10,000-battle odds run on %1 core(s): %2 s; target ≤ %3 s: %4\n")
               .arg(cores)
               .arg(mcTime, 0, 'f', 3)
               .arg(MonteCarloSeconds, 0, 'f', 1)
               .arg(versus(mcTime, MonteCarloSeconds, false));
    printAttackShares(*battle, fast ? 200 : 2000, out);
    return true;
}

// Talon (docs/combat.md, "Speed"): the exact odds of every weapon group of a 1,500-SP fleet at
// every range it reaches against every arc of every built-in counter, < 20 ms: the numbers
// alone (talon::attackOdds, what the odds are made of), then through CombatRules::odds() with
// its translated steps; and 4-against-4 battles, >= 2 x 10^4 per second per core.
bool measureTalon(const GameSystem &system, const Fleet &fleet, const Fleet &every, bool fast,
                  int rounds, QTextStream &out)
{
    using namespace fw::model::talon;
    const auto *talon = dynamic_cast<const TalonSystem *>(&system);
    const auto *rules = dynamic_cast<const TalonCombat *>(system.combat());
    if (!talon || !rules)
        return false;
    std::vector<combat::AttackSetup> cells;
    for (int s = 0; s < int(fleet.ships.size()); ++s) {
        const int groups = int(rules->weapons(fleet, s).size());
        for (int g = 0; g < groups; ++g) {
            for (int t = 0; t < int(every.ships.size()); ++t) {
                for (int arc = 0; arc < ArcCount; ++arc) {
                    for (int range = 0; range <= 8; ++range) {
                        combat::AttackSetup setup;
                        setup.attackerFleet = &fleet;
                        setup.attacker = s;
                        setup.weapon = g;
                        setup.targetFleet = &every;
                        setup.target = t;
                        setup.range = range;
                        setup.modifiers[QLatin1String(modifier::Arc)] = arc;
                        if (rules->prepareAttack(setup))
                            cells.push_back(setup);
                    }
                }
            }
        }
    }
    // The numbers of every cell, worked out once (not timed): what odds() starts from.
    std::vector<TalonCombat::Attack> attacks;
    attacks.reserve(cells.size());
    for (const combat::AttackSetup &setup : cells)
        attacks.push_back(rules->attack(setup));
    double mean = 0;
    AttackOddsNumbers odds;
    const double numbersTime = fastest(rounds, [&] {
        mean = 0;
        for (const TalonCombat::Attack &a : attacks) {
            attackOdds(a.numbers, a.shieldsLeft, a.hull, a.marked, odds);
            mean += odds.destroyed;
        }
    });
    double fullMean = 0;
    const double fullTime = fastest(fast ? 1 : 2, [&] {
        for (const combat::AttackSetup &setup : cells)
            fullMean += rules->odds(setup).damage.mean();
    });
    out << QStringLiteral("  Talon: every weapon group of %1 (%2 ships) at every range against "
                          "every arc of %3 counters: %4 attacks; exact odds (damage, shields, "
                          "hull, weak spots, criticals, Power) in %5 ms (%6 µs each; mean "
                          "P(destroyed) %7); target < 20 ms: %8. With odds()' translated steps "
                          "and the distribution as a Pmf: %9 ms\n")
               .arg(fleet.name)
               .arg(fleet.ships.size())
               .arg(every.ships.size())
               .arg(cells.size())
               .arg(numbersTime * 1e3, 0, 'f', 2)
               .arg(cells.empty() ? 0.0 : numbersTime * 1e6 / double(cells.size()), 0, 'f', 2)
               .arg(attacks.empty() ? 0.0 : mean / double(attacks.size()), 0, 'f', 3)
               .arg(versus(numbersTime, 0.02, false))
               .arg(fullTime * 1e3, 0, 'f', 1);
    if (fullMean < 0) // keeps the work from being optimised away
        out << fullMean;
    // 4 against 4: Talon CA, BC, BB, DN against Terran CA, BC, BB, CV.
    const std::unique_ptr<Fleet> talonFour = slice(every, 3, 4);
    const std::unique_ptr<Fleet> terranFour = slice(every, 12, 4);
    return measureBattle(*rules, {talonFour.get(), terranFour.get()},
                         QStringLiteral("4 against 4, Talon CA, BC, BB, DN against Terran CA, BC, "
                                        "BB, CV"),
                         targetsFor(system.id()), fast, rounds, out);
}

struct SystemFleets
{
    const GameSystem *system = nullptr;
    std::vector<std::unique_ptr<Fleet>> fleets; // examples (by file name), then bench fleets
    std::vector<const Fleet *> examples;        // the examples among them
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fleetwright-combat-bench"));
    fw::i18n::installTranslations(QLocale(QLocale::English));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Prints Fleetwright's combat speed figures."));
    parser.addHelpOption();
    const QCommandLineOption quick(
        QStringLiteral("quick"),
        QStringLiteral("Few repetitions: check that it runs, not how fast."));
    parser.addOption(quick);
    parser.process(app);
    const bool fast = parser.isSet(quick);
    const int rounds = fast ? 1 : 5;

    QTextStream out(stdout);
    SystemRegistry systems;
    const QStringList problems = registerBuiltinSystems(systems);
    if (!problems.isEmpty()) {
        out << problems.join(QLatin1Char('\n')) << Qt::endl;
        return 2;
    }

    // Every example fleet, and the large bench fleet, grouped by game system.
    std::map<QString, SystemFleets> bySystem;
    const QDir examples(QStringLiteral(FLEETWRIGHT_EXAMPLES));
    for (const QString &name :
         examples.entryList({QStringLiteral("*.fleet.json")}, QDir::Files, QDir::Name)) {
        LoadResult loaded = FleetFile::load(examples.filePath(name), systems);
        if (!loaded.ok()) {
            out << loaded.errorText() << Qt::endl;
            return 2;
        }
        SystemFleets &into = bySystem[loaded.fleet->systemId];
        into.examples.push_back(loaded.fleet.get());
        into.fleets.push_back(std::move(loaded.fleet));
    }
    // A game without example fleets yet is measured on its test fleets.
    std::vector<QString> withExamples;
    for (const auto &entry : bySystem)
        withExamples.push_back(entry.first);
    const QDir testFleets(QStringLiteral(FLEETWRIGHT_TEST_FLEETS));
    for (const QString &name :
         testFleets.entryList({QStringLiteral("*.fleet.json")}, QDir::Files, QDir::Name)) {
        LoadResult loaded = FleetFile::load(testFleets.filePath(name), systems);
        if (loaded.ok()
            && std::find(withExamples.begin(), withExamples.end(), loaded.fleet->systemId)
                   == withExamples.end())
            bySystem[loaded.fleet->systemId].fleets.push_back(std::move(loaded.fleet));
    }
    LoadResult big = FleetFile::parse(fw::bench::fleetJson(18), QStringLiteral("bench"), systems);
    if (!big.ok()) {
        out << big.errorText() << Qt::endl;
        return 2;
    }
    bySystem[big.fleet->systemId].fleets.push_back(std::move(big.fleet));
    // Talon: the 1,500-SP fleet first (the generic figures use the first fleet), then every
    // counter.
    std::unique_ptr<Fleet> talonFleet, talonEvery;
    for (auto [json, into] : {std::pair{fw::bench::talonFleetJson(), &talonFleet},
                              std::pair{fw::bench::talonEveryCounterJson(), &talonEvery}}) {
        LoadResult loaded = FleetFile::parse(json, QStringLiteral("bench"), systems);
        if (!loaded.ok()) {
            out << loaded.errorText() << Qt::endl;
            return 2;
        }
        *into = std::move(loaded.fleet);
    }
    {
        auto &talon = bySystem[talonFleet->systemId].fleets;
        talon.insert(talon.begin(), std::make_unique<Fleet>(*talonFleet));
        talon.push_back(std::make_unique<Fleet>(*talonEvery));
    }

    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    out << QStringLiteral("fleetwright-combat-bench: %1 core(s); rates on one thread, the best "
                          "of %2 round(s)\n")
               .arg(cores)
               .arg(rounds);
    int measured = 0;
    for (const auto &system : systems.systems()) {
        const combat::CombatRules *rules = system->combat();
        auto found = bySystem.find(system->id());
        if (!rules || found == bySystem.end())
            continue;
        ++measured;
        const Targets goal = targetsFor(system->id());
        const std::vector<std::unique_ptr<Fleet>> &fleets = found->second.fleets;
        out << "\n" << system->displayName() << ":\n";
        if (system->id() == talonFleet->systemId
            && !measureTalon(*system, *talonFleet, *talonEvery, fast, rounds, out))
            return 2;

        // Every weapon of every ship against one ship of every class and every target kind, at
        // every range where it can fire: the odds table a player could ask for.
        std::vector<combat::AttackSetup> cells;
        std::vector<combat::AttackSetup> targets; // one ship per class, then the target kinds
        QStringList classes;
        for (const auto &fleet : fleets) {
            for (int s = 0; s < int(fleet->ships.size()); ++s) {
                if (classes.contains(fleet->ships[std::size_t(s)]->classId))
                    continue;
                classes << fleet->ships[std::size_t(s)]->classId;
                combat::AttackSetup t;
                t.targetFleet = fleet.get();
                t.target = s;
                targets.push_back(t);
            }
        }
        for (const combat::Choice &kind : rules->targetKinds()) {
            combat::AttackSetup t;
            t.targetFleet = fleets.front().get();
            t.targetKind = kind.id;
            targets.push_back(t);
        }
        // Which weapon can fire at which target, at the shortest range it can (not timed:
        // the odds do not change within a weapon's range, so the table has one range each).
        int weaponCount = 0;
        constexpr int MaxRange = 30;
        for (const auto &fleet : fleets) {
            for (int s = 0; s < int(fleet->ships.size()); ++s) {
                const std::vector<combat::Choice> weapons = rules->weapons(*fleet, s);
                weaponCount += int(weapons.size());
                for (int w = 0; w < int(weapons.size()); ++w) {
                    for (combat::AttackSetup setup : targets) {
                        setup.attackerFleet = fleet.get();
                        setup.attacker = s;
                        setup.weapon = w;
                        for (setup.range = 0; setup.range <= MaxRange; ++setup.range) {
                            if (rules->prepareAttack(setup)) {
                                cells.push_back(setup);
                                break;
                            }
                        }
                    }
                }
            }
        }
        double expected = 0;
        const auto [tableTime, tableAgain] = firstAndAgain(*rules, rounds, [&] {
            expected = 0;
            for (const combat::AttackSetup &setup : cells)
                expected += rules->odds(setup).damage.mean();
        });
        out << QStringLiteral("  Exact odds table, %1 weapons × %2 hulls and target kinds: %3 "
                              "attacks that can be made, in %4 ms the first time (%5 µs each; "
                              "mean expected damage %6; %7 ms asked again); target < %8 ms: %9\n")
                   .arg(weaponCount)
                   .arg(targets.size())
                   .arg(cells.size())
                   .arg(tableTime * 1e3, 0, 'f', 2)
                   .arg(cells.empty() ? 0.0 : tableTime * 1e6 / double(cells.size()), 0, 'f', 1)
                   .arg(cells.empty() ? 0.0 : expected / double(cells.size()), 0, 'f', 2)
                   .arg(tableAgain * 1e3, 0, 'f', 2)
                   .arg(goal.oddsTableSeconds * 1e3, 0, 'f', 0)
                   .arg(versus(tableTime, goal.oddsTableSeconds, false));
        if (cells.empty()) {
            out << "  No attack can be made: nothing more to measure.\n";
            continue;
        }

        // Every weapon of the first ship at every range it can fire, against the first hull:
        // the odds a player asks for about one design.
        {
            const Fleet &own = *fleets.front();
            std::vector<combat::AttackSetup> oneShip;
            const int weapons = int(rules->weapons(own, 0).size());
            for (int w = 0; w < weapons; ++w) {
                combat::AttackSetup setup = targets.front();
                setup.attackerFleet = &own;
                setup.attacker = 0;
                setup.weapon = w;
                for (setup.range = 0; setup.range <= MaxRange; ++setup.range) {
                    if (rules->prepareAttack(setup))
                        oneShip.push_back(setup);
                }
            }
            double mean = 0;
            const auto [t, again] = firstAndAgain(*rules, rounds, [&] {
                mean = 0;
                for (const combat::AttackSetup &setup : oneShip)
                    mean += rules->odds(setup).damage.mean();
            });
            out << QStringLiteral("  Exact odds of every weapon of %1 at every range: %2 weapons, "
                                  "%3 attacks in %4 ms the first time (expected damage %5 in all; "
                                  "%6 ms asked again); target < %7 ms: %8\n")
                       .arg(own.ships.front()->name)
                       .arg(weapons)
                       .arg(oneShip.size())
                       .arg(t * 1e3, 0, 'f', 2)
                       .arg(mean, 0, 'f', 1)
                       .arg(again * 1e3, 0, 'f', 2)
                       .arg(OneShipOddsSeconds * 1e3, 0, 'f', 0)
                       .arg(versus(t, OneShipOddsSeconds, false));
        }
        // 3 against 3: three ships of the first fleet (its ships in turn) against themselves.
        // The game's example fleets against each other, as a player would first try them.
        const std::vector<const Fleet *> &shown = found->second.examples;
        if (shown.size() >= 2
            && !measureBattle(
                *rules, {shown[0], shown[1]},
                QStringLiteral("the examples, %1 against %2").arg(shown[0]->name, shown[1]->name),
                goal, fast, rounds, out))
            return 2;
        {
            const std::unique_ptr<Fleet> three = cycled(*fleets.front(), 3);
            if (!measureBattle(
                    *rules, {three.get(), three.get()},
                    QStringLiteral("3 against 3, %1 against itself").arg(fleets.front()->name),
                    goal, fast, rounds, out))
                return 2;
        }

        // Single attack resolution: the prepared attacks of the table rolled in turn, without
        // a log (the path statistics take); then roll() with its translated log, for people.
        {
            std::vector<std::unique_ptr<combat::PreparedAttack>> prepared;
            for (const combat::AttackSetup &setup : cells) {
                if (auto attack = rules->prepareAttack(setup))
                    prepared.push_back(std::move(attack).value());
            }
            const int rolls = fast ? 20000 : 4000000;
            long long damage = 0;
            dice::Rng rng(1);
            const double t = fastest(rounds, [&] {
                for (int i = 0; i < rolls; ++i)
                    damage += prepared[std::size_t(i) % prepared.size()]->roll(rng);
            });
            const double perSecond = rolls / t;
            const int logged = fast ? 200 : 20000;
            const double tLogged = fastest(rounds, [&] {
                for (int i = 0; i < logged; ++i)
                    damage += rules->roll(cells[std::size_t(i) % cells.size()], rng).damage;
            });
            out << QStringLiteral("  Single attack resolution (the %1 attacks in turn): %2 /s per "
                                  "core; target ≥ %3: %4. With the log for people: %5 /s\n")
                       .arg(prepared.size())
                       .arg(rate(perSecond), rate(goal.attacksPerSecond),
                            versus(perSecond, goal.attacksPerSecond, true), rate(logged / tLogged));
            if (damage < 0) // keeps the rolls from being optimised away
                out << damage;
        }

        // 5 against 5: the first five ships of the first fleet with five, against the next
        // fleet with five (or the next five ships of the same fleet).
        std::unique_ptr<Fleet> sideA, sideB;
        QString nameA, nameB;
        for (const auto &fleet : fleets) {
            if (fleet->ships.size() < 5)
                continue;
            if (!sideA) {
                sideA = slice(*fleet, 0, 5);
                nameA = fleet->ships.size() == 5
                            ? fleet->name
                            : QStringLiteral("ships 1–5 of %1").arg(fleet->name);
                if (fleet->ships.size() >= 10) {
                    sideB = slice(*fleet, 5, 5);
                    nameB = QStringLiteral("ships 6–10");
                }
            } else {
                sideB = slice(*fleet, 0, 5);
                nameB = fleet->ships.size() == 5
                            ? fleet->name
                            : QStringLiteral("ships 1–5 of %1").arg(fleet->name);
                break;
            }
        }
        if (!sideA && !fleets.front()->ships.empty()) {
            // No fleet of five: the first fleet's ships in turn, against themselves.
            sideA = cycled(*fleets.front(), 5);
            nameA = QStringLiteral("5 ships of %1 (its ships in turn)").arg(fleets.front()->name);
        }
        if (sideA && !sideB) {
            sideB = std::make_unique<Fleet>(*sideA);
            nameB = QStringLiteral("the same");
        }
        // The two fleets, and the first against itself (an even fight, so a longer one).
        const std::pair<const Fleet *, QString> pairs[][2]
            = {{{sideA.get(), nameA}, {sideB.get(), nameB}},
               {{sideA.get(), nameA}, {sideA.get(), QStringLiteral("itself")}}};
        for (const auto &pair : pairs) {
            if (!measureBattle(*rules, {pair[0].first, pair[1].first},
                               QStringLiteral("5 against 5, %1 against %2")
                                   .arg(pair[0].second, pair[1].second),
                               goal, fast, rounds, out))
                return 2;
        }
    }
    if (measured == 0)
        out << "\nNo game system resolves combat yet: nothing to measure.\n";
    out.flush();
    return 0;
}
