<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>fw::BillionSuns</name>
    <message numerus="yes">
        <source>up to %n CMD token(s)</source>
        <translation>
            <numerusform>up to %n CMD token</numerusform>
            <numerusform>up to %n CMD tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damage token(s)</source>
        <translation>
            <numerusform>%n damage token</numerusform>
            <numerusform>%n damage tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n credit(s)</source>
        <translation>
            <numerusform>%n credit</numerusform>
            <numerusform>%n credits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) or wing(s), mass %1, %2</source>
        <translation>
            <numerusform>%n ship or wing, mass %1, %2</numerusform>
            <numerusform>%n ships or wings, mass %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 fires %2 at %3: %4 → %n damage token(s) (%5 of %6).</source>
        <translation>
            <numerusform>%1 fires %2 at %3: %4 → %n damage token (%5 of %6).</numerusform>
            <numerusform>%1 fires %2 at %3: %4 → %n damage tokens (%5 of %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Systems Critical: %n dud(s) deal %1 damage token(s) to %2.</source>
        <translation>
            <numerusform>Systems Critical: %n dud deal %1 damage token to %2.</numerusform>
            <numerusform>Systems Critical: %n duds deal %1 damage tokens to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The explosion hits %1: %2 → %n damage token(s).</source>
        <translation>
            <numerusform>The explosion hits %1: %2 → %n damage token.</numerusform>
            <numerusform>The explosion hits %1: %2 → %n damage tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) with %1 critical(s).</source>
        <translation>
            <numerusform>%n hit with %1 critical.</numerusform>
            <numerusform>%n hits with %1 criticals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unsaved hit(s) × Dmg %1 = %2 damage token(s).</source>
        <translation>
            <numerusform>%n unsaved hit × Dmg %1 = %2 damage token.</numerusform>
            <numerusform>%n unsaved hits × Dmg %1 = %2 damage tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s): side A destroyed %1 of ships, side B %2; %3.</source>
        <translation>
            <numerusform>After %n round: side A destroyed %1 of ships, side B %2; %3.</numerusform>
            <numerusform>After %n rounds: side A destroyed %1 of ships, side B %2; %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::BillionSunsPrint</name>
    <message numerus="yes">
        <source>%n ship(s) or wing(s)</source>
        <translation>
            <numerusform>%n ship or wing</numerusform>
            <numerusform>%n ships or wings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A Billion Suns · scale S = %1 · %n ship(s) or wing(s)</source>
        <translation>
            <numerusform>A Billion Suns · scale S = %1 · %n ship or wing</numerusform>
            <numerusform>A Billion Suns · scale S = %1 · %n ships or wings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %n token(s): duds damage attacker</source>
        <translation>
            <numerusform>from %n token: duds damage attacker</numerusform>
            <numerusform>from %n tokens: duds damage attacker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in the roster</source>
        <translation>
            <numerusform>%n in the roster</numerusform>
            <numerusform>%n in the roster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A Billion Suns · scale S = %1 · %n class(es) in the roster</source>
        <translation>
            <numerusform>A Billion Suns · scale S = %1 · %n class in the roster</numerusform>
            <numerusform>A Billion Suns · scale S = %1 · %n classes in the roster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The CEO&apos;s helm · A Billion Suns · scale S = %1 · %n table(s)</source>
        <translation>
            <numerusform>The CEO&apos;s helm · A Billion Suns · scale S = %1 · %n table</numerusform>
            <numerusform>The CEO&apos;s helm · A Billion Suns · scale S = %1 · %n tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>largest: %1, %n ship(s) or wing(s)</source>
        <translation>
            <numerusform>largest: %1, %n ship or wing</numerusform>
            <numerusform>largest: %1, %n ships or wings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n planned</source>
        <translation>
            <numerusform>%n planned</numerusform>
            <numerusform>%n planned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::BillionSunsValidator</name>
    <message numerus="yes">
        <source>More than %n utility ship(s); the scale allows %n.</source>
        <translation>
            <numerusform>More than %n utility ship; the scale allows %n.</numerusform>
            <numerusform>More than %n utility ships; the scale allows %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 jump points planned; with %n table(s) at most %2 may be in play.</source>
        <translation>
            <numerusform>%1 jump points planned; with %n table at most %2 may be in play.</numerusform>
            <numerusform>%1 jump points planned; with %n tables at most %2 may be in play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Known: %1, … (%n in all).</source>
        <translation>
            <numerusform>Known: %1, … (%n in all).</numerusform>
            <numerusform>Known: %1, … (%n in all).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n credit(s)</source>
        <translation>
            <numerusform>%n credit</numerusform>
            <numerusform>%n credits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::Cli</name>
    <message numerus="yes">
        <source>not legal: %n error(s)</source>
        <translation>
            <numerusform>not legal: %n error</numerusform>
            <numerusform>not legal: %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, %n warning</numerusform>
            <numerusform>, %n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) written to %1</source>
        <translation>
            <numerusform>%n page written to %1</numerusform>
            <numerusform>%n pages written to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--ships: the fleet has %n ship(s); there is no ship %1</source>
        <translation>
            <numerusform>--ships: the fleet has %n ship; there is no ship %1</numerusform>
            <numerusform>--ships: the fleet has %n ships; there is no ship %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  (%n more damage value(s), up to %1, each below 0.005 %: see --json)</source>
        <translation>
            <numerusform>  (%n more damage value, %1, below 0.005 %: see --json)</numerusform>
            <numerusform>  (%n more damage values, up to %1, each below 0.005 %: see --json)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n older page(s) of an earlier export removed: %1</source>
        <translation>
            <numerusform>%n older page of an earlier export removed: %1</numerusform>
            <numerusform>%n older pages of an earlier export removed: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::EasyStar</name>
    <message numerus="yes">
        <source>%1: %n range unit(s)</source>
        <translation>
            <numerusform>%1: %n range unit</numerusform>
            <numerusform>%1: %n range units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n damage unit(s)</source>
        <translation>
            <numerusform>%1: %n damage unit</numerusform>
            <numerusform>%1: %n damage units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n free unit(s)</source>
        <translation>
            <numerusform>%1: %n free unit</numerusform>
            <numerusform>%1: %n free units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n fighter</numerusform>
            <numerusform>%n fighters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damage at the start of every turn</source>
        <translation>
            <numerusform>%n damage at the start of every turn</numerusform>
            <numerusform>%n damage at the start of every turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n shot(s)</source>
        <translation>
            <numerusform>, %n shot</numerusform>
            <numerusform>, %n shots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No map: the fleets start %n hex(es) apart and close by %1 per turn to a range of 1; every ship is at that range from every enemy, arcs of fire, movement, collisions and ramming are left out.</source>
        <translation>
            <numerusform>No map: the fleets start %n hex apart and close by %1 per turn to a range of 1; every ship is at that range from every enemy, arcs of fire, movement, collisions and ramming are left out.</numerusform>
            <numerusform>No map: the fleets start %n hexes apart and close by %1 per turn to a range of 1; every ship is at that range from every enemy, arcs of fire, movement, collisions and ramming are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The battle ends when a side has no ship and no launched fighter left (the other side wins) or after %n turn(s); then the side with more victory points wins, equal points are a draw (EasyStar §X).</source>
        <translation>
            <numerusform>The battle ends when a side has no ship and no launched fighter left (the other side wins) or after %n turn; then the side with more victory points wins, equal points are a draw (EasyStar §X).</numerusform>
            <numerusform>The battle ends when a side has no ship and no launched fighter left (the other side wins) or after %n turns; then the side with more victory points wins, equal points are a draw (EasyStar §X).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 launches %n fighter(s)</source>
        <translation>
            <numerusform>%1 launches %n fighter</numerusform>
            <numerusform>%1 launches %n fighters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, a fighter bay lost with %n fighter(s) (+%1 VP)</source>
        <translation>
            <numerusform>, a fighter bay lost with %n fighter (+%1 VP)</numerusform>
            <numerusform>, a fighter bay lost with %n fighters (+%1 VP)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of range: %1 reaches %n hex(es).</source>
        <translation>
            <numerusform>Out of range: %1 reaches %n hex.</numerusform>
            <numerusform>Out of range: %1 reaches %n hexes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point-defense turret(s) of %1 fire at the missile before its attack roll, each hitting on a d6 of %2 or more: the missile is shot down with probability %3</source>
        <translation>
            <numerusform>%n point-defense turret of %1 fire at the missile before its attack roll, each hitting on a d6 of %2 or more: the missile is shot down with probability %3</numerusform>
            <numerusform>%n point-defense turrets of %1 fire at the missile before its attack roll, each hitting on a d6 of %2 or more: the missile is shot down with probability %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n point-defense turret(s), but none fires at this missile</source>
        <translation>
            <numerusform>%1 has %n point-defense turret, but none fires at this missile</numerusform>
            <numerusform>%1 has %n point-defense turrets, but none fires at this missile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has only %n point-defense turret(s)</source>
        <translation>
            <numerusform>%1 has only %n point-defense turret</numerusform>
            <numerusform>%1 has only %n point-defense turrets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Damage control (%n counter(s)) repairs %1 on %2 (%3 of %4 damage left)</source>
        <translation>
            <numerusform>Damage control (%n counter) repairs %1 on %2 (%3 of %4 damage left)</numerusform>
            <numerusform>Damage control (%n counters) repairs %1 on %2 (%3 of %4 damage left)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::EasyStarPrint</name>
    <message numerus="yes">
        <source>%1, %n free</source>
        <translation>
            <numerusform>%1, %n free</numerusform>
            <numerusform>%1, %n free</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n shot(s)</source>
        <translation>
            <numerusform>%1, %n shot</numerusform>
            <numerusform>%1, %n shots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flagship advantage: %n damage-control counter(s) usable only on this ship</source>
        <translation>
            <numerusform>Flagship advantage: %n damage-control counter usable only on this ship</numerusform>
            <numerusform>Flagship advantage: %n damage-control counters usable only on this ship</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Damage control: %n counter(s), each used once (§V.D)</source>
        <translation>
            <numerusform>Damage control: %n counter, each used once (§V.D)</numerusform>
            <numerusform>Damage control: %n counters, each used once (§V.D)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Counter sheet %1 of %2: %n counter(s)</source>
        <translation>
            <numerusform>Counter sheet %1 of %2: %n counter</numerusform>
            <numerusform>Counter sheet %1 of %2: %n counters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::EasyStarValidator</name>
    <message numerus="yes">
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n fighter</numerusform>
            <numerusform>%n fighters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n range/damage unit(s)</source>
        <translation>
            <numerusform>%n range/damage unit</numerusform>
            <numerusform>%n range/damage units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damage-control counter(s)</source>
        <translation>
            <numerusform>%n damage-control counter</numerusform>
            <numerusform>%n damage-control counters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %n × %1 fitted; the rules option allows %n counter(s) of each weapon type.</source>
        <translation>
            <numerusform>More than %n × %1 fitted; the rules option allows %n counter of each weapon type.</numerusform>
            <numerusform>More than %n × %1 fitted; the rules option allows %n counters of each weapon type.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dorsal weapons: %1, but the %2 class has %n dorsal mount(s).</source>
        <translation>
            <numerusform>Dorsal weapons: %1, but the %2 class has %n dorsal mount.</numerusform>
            <numerusform>Dorsal weapons: %1, but the %2 class has %n dorsal mounts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Free range units: %1, but the weapon has only %n range unit(s) above the first.</source>
        <translation>
            <numerusform>Free range units: %1, but the weapon has only %n range unit above the first.</numerusform>
            <numerusform>Free range units: %1, but the weapon has only %n range units above the first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Free damage units: %1, but the weapon has only %n damage unit(s) above the first.</source>
        <translation>
            <numerusform>Free damage units: %1, but the weapon has only %n damage unit above the first.</numerusform>
            <numerusform>Free damage units: %1, but the weapon has only %n damage units above the first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The fleet has %1 ships of class %2; a player has only %n %2 counter(s).</source>
        <translation>
            <numerusform>The fleet has %1 ships of class %2; a player has only %n %2 counter.</numerusform>
            <numerusform>The fleet has %1 ships of class %2; a player has only %n %2 counters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::FieryVoid</name>
    <message numerus="yes">
        <source>%n hull(s) listed</source>
        <translation>
            <numerusform>%n hull listed</numerusform>
            <numerusform>%n hulls listed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::FileAccess</name>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::Preflight</name>
    <message numerus="yes">
        <source>bold %1 pt (%n text(s))</source>
        <translation>
            <numerusform>bold %1 pt (%n text)</numerusform>
            <numerusform>bold %1 pt (%n texts)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>regular %1 pt (%n text(s))</source>
        <translation>
            <numerusform>regular %1 pt (%n text)</numerusform>
            <numerusform>regular %1 pt (%n texts)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n breach(es)</source>
        <translation>
            <numerusform>%n breach</numerusform>
            <numerusform>%n breaches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Preflight: %n page(s) in %1. Floors: text %2, numbers read in play %3, boxes to mark %4 with outlines of %5, other lines %6; %7 from the paper&apos;s edge (crop marks %8), crop marks %9 from the cut.</source>
        <translation>
            <numerusform>Preflight: %n page in %1. Floors: text %2, numbers read in play %3, boxes to mark %4 with outlines of %5, other lines %6; %7 from the paper&apos;s edge (crop marks %8), crop marks %9 from the cut.</numerusform>
            <numerusform>Preflight: %n pages in %1. Floors: text %2, numbers read in play %3, boxes to mark %4 with outlines of %5, other lines %6; %7 from the paper&apos;s edge (crop marks %8), crop marks %9 from the cut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n breach(es):</source>
        <translation>
            <numerusform>%n breach:</numerusform>
            <numerusform>%n breaches:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  page %1: %n more of %2 (see --json)</source>
        <translation>
            <numerusform>  page %1: %n more of %2 (see --json)</numerusform>
            <numerusform>  page %1: %n more of %2 (see --json)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Preflight: %n place(s) break a print floor; the first, on page %1: %2 (%3).</source>
        <translation>
            <numerusform>Preflight: %n place breaks a print floor, on page %1: %2 (%3).</numerusform>
            <numerusform>Preflight: %n places break a print floor; the first, on page %1: %2 (%3).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::Printing</name>
    <message numerus="yes">
        <source>LEGAL, %n warning(s)</source>
        <translation>
            <numerusform>LEGAL, %n warning</numerusform>
            <numerusform>LEGAL, %n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>NOT LEGAL: %n error(s)</source>
        <translation>
            <numerusform>NOT LEGAL: %n error</numerusform>
            <numerusform>NOT LEGAL: %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, %n warning</numerusform>
            <numerusform>, %n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) · %n ship(s) · %3</source>
        <translation>
            <numerusform>%1 (%2) · %n ship · %3</numerusform>
            <numerusform>%1 (%2) · %n ships · %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::Scs</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 fires %n pulse(s) in one hit (rules option %2).</source>
        <translation>
            <numerusform>%1 fires %n pulse in one hit (rules option %2).</numerusform>
            <numerusform>%1 fires %n pulses in one hit (rules option %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: hit, %n pulse(s).</source>
        <translation>
            <numerusform>%1: hit, %n pulse.</numerusform>
            <numerusform>%1: hit, %n pulses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <comment>a distance</comment>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::ShareText</name>
    <message numerus="yes">
        <source>Not legal: %n error(s).</source>
        <translation>
            <numerusform>Not legal: %n error.</numerusform>
            <numerusform>Not legal: %n errors.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::Sunder</name>
    <message numerus="yes">
        <source>Bombers (%n flight(s))</source>
        <translation>
            <numerusform>Bombers (%n flight)</numerusform>
            <numerusform>Bombers (%n flights)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fighters (%n flight(s))</source>
        <translation>
            <numerusform>Fighters (%n flight)</numerusform>
            <numerusform>Fighters (%n flights)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is destroyed after %n damage.</source>
        <translation>
            <numerusform>%1 is destroyed after %n damage.</numerusform>
            <numerusform>%1 is destroyed after %n damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is already destroyed after %n damage.</source>
        <translation>
            <numerusform>%1 is already destroyed after %n damage.</numerusform>
            <numerusform>%1 is already destroyed after %n damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Out of range: %1 reaches %n hex(es).</source>
        <translation>
            <numerusform>Out of range: %1 reaches %n hex.</numerusform>
            <numerusform>Out of range: %1 reaches %n hexes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Point defence: %1 dice, %2 of them 5–6: %n flight(s) destroyed.</source>
        <translation>
            <numerusform>Point defence: %1 dice, %2 of them 5–6: %n flight destroyed.</numerusform>
            <numerusform>Point defence: %1 dice, %2 of them 5–6: %n flights destroyed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Point defence: %1 dice, %2 of them 5–6: the AV drops by %n.</source>
        <translation>
            <numerusform>Point defence: %1 dice, %2 of them 5–6: the AV drops by %n.</numerusform>
            <numerusform>Point defence: %1 dice, %2 of them 5–6: the AV drops by %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack %1 + die %2 = %3 against defence %4 + die %5 = %6: %n damage.</source>
        <translation>
            <numerusform>Attack %1 + die %2 = %3 against defence %4 + die %5 = %6: %n damage.</numerusform>
            <numerusform>Attack %1 + die %2 = %3 against defence %4 + die %5 = %6: %n damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is destroyed by %n or more damage: %2.</source>
        <translation>
            <numerusform>%1 is destroyed by %n or more damage: %2.</numerusform>
            <numerusform>%1 is destroyed by %n or more damage: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 activates: a fusion hit attacks again, %2 against %3: %n damage.</source>
        <translation>
            <numerusform>%1 activates: a fusion hit attacks again, %2 against %3: %n damage.</numerusform>
            <numerusform>%1 activates: a fusion hit attacks again, %2 against %3: %n damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 attacks %2 with %3 at AV %4, less %5 for point defence: %6 against %7, %n damage.</source>
        <translation>
            <numerusform>%1 attacks %2 with %3 at AV %4, less %5 for point defence: %6 against %7, %n damage.</numerusform>
            <numerusform>%1 attacks %2 with %3 at AV %4, less %5 for point defence: %6 against %7, %n damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The blast meets %1, defence %2: %n damage.</source>
        <translation>
            <numerusform>The blast meets %1, defence %2: %n damage.</numerusform>
            <numerusform>The blast meets %1, defence %2: %n damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n track(s))</source>
        <translation>
            <numerusform>%1 (%n track)</numerusform>
            <numerusform>%1 (%n tracks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n flight(s), each attacking at AV %2 (rules options %3 and %4).</source>
        <translation>
            <numerusform>%1: %n flight, each attacking at AV %2 (rules options %3 and %4).</numerusform>
            <numerusform>%1: %n flights, each attacking at AV %2 (rules options %3 and %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds no such flights on track %2: its bays launch none of the %n it carries (digest §4.6).</source>
        <translation>
            <numerusform>%1 holds no such flights on track %2: its bays launch none of the %n it carries (digest §4.6).</numerusform>
            <numerusform>%1 holds no such flights on track %2: its bays launch none of the %n it carries (digest §4.6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its blast is one 2D6 attack, rolled once, against every ship within %n hex(es): the 2D6 as %1 (rules option %2).</source>
        <translation>
            <numerusform>Its blast is one 2D6 attack, rolled once, against every ship within %n hex: the 2D6 as %1 (rules option %2).</numerusform>
            <numerusform>Its blast is one 2D6 attack, rolled once, against every ship within %n hexes: the 2D6 as %1 (rules option %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 flight(s) attack %3 at AV %4: point defence destroys %5; the rolls deal %6: %n damage.</source>
        <translation>
            <numerusform>%1&apos;s %2 flight(s) attack %3 at AV %4: point defence destroys %5; the rolls deal %6: %n damage.</numerusform>
            <numerusform>%1&apos;s %2 flight(s) attack %3 at AV %4: point defence destroys %5; the rolls deal %6: %n damage.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::Talon</name>
    <message numerus="yes">
        <source>%1 has %n hull box(es): combat takes 1 to %2.</source>
        <translation>
            <numerusform>%1 has %n hull box: combat takes 1 to %2.</numerusform>
            <numerusform>%1 has %n hull boxes: combat takes 1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n hull box(es): with all of them marked it has already exploded.</source>
        <translation>
            <numerusform>%1 has %n hull box: with all of them marked it has already exploded.</numerusform>
            <numerusform>%1 has %n hull boxes: with all of them marked it has already exploded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 launches %n missile(s) at %2 hexes (speed %3, %4 damage each, range %5–%6): each deals its damage when it reaches the target, without a roll (digest §3.8, rulebook p. 12). Missiles shot down or redirected on the way are not in these odds.</source>
        <translation>
            <numerusform>%1 launches %n missile at %2 hexes (speed %3, %4 damage each, range %5–%6): each deals its damage when it reaches the target, without a roll (digest §3.8, rulebook p. 12). Missiles shot down or redirected on the way are not in these odds.</numerusform>
            <numerusform>%1 launches %n missiles at %2 hexes (speed %3, %4 damage each, range %5–%6): each deals its damage when it reaches the target, without a roll (digest §3.8, rulebook p. 12). Missiles shot down or redirected on the way are not in these odds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2 hexes: one die per weapon, %n in all; damage of a die on faces 1–6: %3 (digest §3.8).</source>
        <translation>
            <numerusform>%1 at %2 hexes: one die per weapon, %n in all; damage of a die on faces 1–6: %3 (digest §3.8).</numerusform>
            <numerusform>%1 at %2 hexes: one die per weapon, %n in all; damage of a die on faces 1–6: %3 (digest §3.8).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Die %1: %n damage.</source>
        <translation>
            <numerusform>Die %1: %n damage.</numerusform>
            <numerusform>Die %1: %n damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A missile reaches the target: %n damage.</source>
        <translation>
            <numerusform>A missile reaches the target: %n damage.</numerusform>
            <numerusform>A missile reaches the target: %n damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 fires %2 at %3, rolling %4: %n damage.</source>
        <translation>
            <numerusform>%1 fires %2 at %3, rolling %4: %n damage.</numerusform>
            <numerusform>%1 fires %2 at %3, rolling %4: %n damage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is one %2 too many: the counter mix holds %n of them.</source>
        <translation>
            <numerusform>%1 is one %2 too many: the counter mix holds %n of them.</numerusform>
            <numerusform>%1 is one %2 too many: the counter mix holds %n of them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::Validation</name>
    <message numerus="yes">
        <source>%n more unknown key(s) here are kept in the file but not used.</source>
        <translation>
            <numerusform>%n more unknown key here is kept in the file but not used.</numerusform>
            <numerusform>%n more unknown keys here are kept in the file but not used.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::AttackPanel</name>
    <message numerus="yes">
        <source>Seed %1: %2, %n damage.</source>
        <translation>
            <numerusform>Seed %1: %2, %n damage.</numerusform>
            <numerusform>Seed %1: %2, %n damage.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::BattlePanel</name>
    <message numerus="yes">
        <source>%1 wins after %n turn(s).</source>
        <translation>
            <numerusform>%1 wins after %n turn.</numerusform>
            <numerusform>%1 wins after %n turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A draw after %n turn(s).</source>
        <translation>
            <numerusform>A draw after %n turn.</numerusform>
            <numerusform>A draw after %n turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::BattleSides</name>
    <message numerus="yes">
        <source>%1 — %n ship(s), %2</source>
        <translation>
            <numerusform>%1 — %n ship, %2</numerusform>
            <numerusform>%1 — %n ships, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 of %n ship(s), %3</source>
        <translation>
            <numerusform>%1 — %2 of %n ship, %3</numerusform>
            <numerusform>%1 — %2 of %n ships, %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::BillionSunsRosterEditor</name>
    <message numerus="yes">
        <source>The battlegroup “%1” has %n ship(s) or wing(s).</source>
        <translation>
            <numerusform>The battlegroup “%1” has %n ship or wing.</numerusform>
            <numerusform>The battlegroup “%1” has %n ships or wings.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::DesignListModel</name>
    <message numerus="yes">
        <source>%1 (id “%2”): %n ship(s) of the fleet use it.</source>
        <translation>
            <numerusform>%1 (id “%2”): %n ship of the fleet uses it.</numerusform>
            <numerusform>%1 (id “%2”): %n ships of the fleet use it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::EasyStarShipEditor</name>
    <message numerus="yes">
        <source>%1: %2 BP, damage %3, speed %4, weapon spaces %5, %n dorsal mount(s) (EasyStar §IV, Ship Type Table)</source>
        <translation>
            <numerusform>%1: %2 BP, damage %3, speed %4, weapon spaces %5, %n dorsal mount (EasyStar §IV, Ship Type Table)</numerusform>
            <numerusform>%1: %2 BP, damage %3, speed %4, weapon spaces %5, %n dorsal mounts (EasyStar §IV, Ship Type Table)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>EasyStar §V.D: a fighter bay costs %1 BP and takes %n weapon space(s); it holds %2 fighter squadrons.</source>
        <translation>
            <numerusform>EasyStar §V.D: a fighter bay costs %1 BP and takes %n weapon space; it holds %2 fighter squadrons.</numerusform>
            <numerusform>EasyStar §V.D: a fighter bay costs %1 BP and takes %n weapon spaces; it holds %2 fighter squadrons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>EasyStar §V.D, Auxiliaries Table: %1 BP and %n weapon space(s). A ship carries at most one of each device.</source>
        <translation>
            <numerusform>EasyStar §V.D, Auxiliaries Table: %1 BP and %n weapon space. A ship carries at most one of each device.</numerusform>
            <numerusform>EasyStar §V.D, Auxiliaries Table: %1 BP and %n weapon spaces. A ship carries at most one of each device.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::EasyStarWeaponsModel</name>
    <message numerus="yes">
        <source>%1 BP, %n weapon space(s); range %2, damage %3</source>
        <translation>
            <numerusform>%1 BP, %n weapon space; range %2, damage %3</numerusform>
            <numerusform>%1 BP, %n weapon spaces; range %2, damage %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 BP, %n weapon space(s) (EasyStar §V.C, Weapons Table)</source>
        <translation>
            <numerusform>%1: %2 BP, %n weapon space (EasyStar §V.C, Weapons Table)</numerusform>
            <numerusform>%1: %2 BP, %n weapon spaces (EasyStar §V.C, Weapons Table)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::ExportDialog</name>
    <message numerus="yes">
        <source>%n page(s), in one PDF file.</source>
        <translation>
            <numerusform>%n page, in one PDF file.</numerusform>
            <numerusform>%n pages, in one PDF file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s). SVG and PNG hold one page per file, so one file per page is written: %1</source>
        <translation>
            <numerusform>%n page. SVG and PNG hold one page per file, so one file per page is written: %1</numerusform>
            <numerusform>%n pages. SVG and PNG hold one page per file, so one file per page is written: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) with these names will be replaced.</source>
        <translation>
            <numerusform>%n file with these names will be replaced.</numerusform>
            <numerusform>%n files with these names will be replaced.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) written to %1</source>
        <translation>
            <numerusform>%n page written to %1</numerusform>
            <numerusform>%n pages written to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n older page(s) of an earlier export removed</source>
        <translation>
            <numerusform>%1; %n older page of an earlier export removed</numerusform>
            <numerusform>%1; %n older pages of an earlier export removed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::FieryVoidCatalogueModel</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Assumed (%n):</source>
        <translation>
            <numerusform>Assumed (%n):</numerusform>
            <numerusform>Assumed (%n):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Errors in FieryVoid&apos;s data (%n):</source>
        <translation>
            <numerusform>Error in FieryVoid&apos;s data (%n):</numerusform>
            <numerusform>Errors in FieryVoid&apos;s data (%n):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hull(s)</source>
        <translation>
            <numerusform>%n hull</numerusform>
            <numerusform>%n hulls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::FieryVoidImportDialog</name>
    <message numerus="yes">
        <source>%n hull(s)</source>
        <translation>
            <numerusform>%n hull</numerusform>
            <numerusform>%n hulls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n hull(s) shown</source>
        <translation>
            <numerusform>%1 of %n hull shown</numerusform>
            <numerusform>%1 of %n hulls shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %n ship(s) from FieryVoid</source>
        <translation>
            <numerusform>Import %n ship from FieryVoid</numerusform>
            <numerusform>Import %n ships from FieryVoid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %n design(s) from FieryVoid</source>
        <translation>
            <numerusform>Import %n design from FieryVoid</numerusform>
            <numerusform>Import %n designs from FieryVoid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n design(s) and a ship of each added.</source>
        <translation>
            <numerusform>%n design and a ship of it added.</numerusform>
            <numerusform>%n designs and a ship of each added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n design(s) added.</source>
        <translation>
            <numerusform>%n design added.</numerusform>
            <numerusform>%n designs added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the fleet.</source>
        <translation>
            <numerusform>%n already in the fleet.</numerusform>
            <numerusform>%n already in the fleet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without an SCS sheet.</source>
        <translation>
            <numerusform>%n without an SCS sheet.</numerusform>
            <numerusform>%n without an SCS sheet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::MainWindow</name>
    <message numerus="yes">
        <source>Not legal: %n error(s)</source>
        <translation>
            <numerusform>Not legal: %n error</numerusform>
            <numerusform>Not legal: %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Legal, %n note(s)</source>
        <translation>
            <numerusform>Legal, %n note</numerusform>
            <numerusform>Legal, %n notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Legal, %n warning(s)</source>
        <translation>
            <numerusform>Legal, %n warning</numerusform>
            <numerusform>Legal, %n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) of the fleet use the design “%1”.</source>
        <translation>
            <numerusform>%n ship of the fleet uses the design “%1”.</numerusform>
            <numerusform>%n ships of the fleet use the design “%1”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n design(s) from %1.</source>
        <translation>
            <numerusform>Imported %n design from %1.</numerusform>
            <numerusform>Imported %n designs from %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Without the design they have no class, no cost and no sheet, until you pick another for them. Remove it anyway?</source>
        <translation>
            <numerusform>Without the design the ship has no class, no cost and no sheet, until you pick another for it. Remove it anyway?</numerusform>
            <numerusform>Without the design they have no class, no cost and no sheet, until you pick another for them. Remove it anyway?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::PrintChoices</name>
    <message numerus="yes">
        <source>Selected s&amp;hips only (%n ship(s))</source>
        <translation>
            <numerusform>Selected s&amp;hips only (%n ship)</numerusform>
            <numerusform>Selected s&amp;hips only (%n ships)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::SunderDesignEditor</name>
    <message numerus="yes">
        <source>%1 (%n track(s))</source>
        <translation>
            <numerusform>%1 (%n track)</numerusform>
            <numerusform>%1 (%n tracks)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::TalonDesignEditor</name>
    <message numerus="yes">
        <source>%n hull box(es); Power falls by up to %1 as they are marked.</source>
        <translation>
            <numerusform>%n hull box; Power falls by up to %1 as they are marked.</numerusform>
            <numerusform>%n hull boxes; Power falls by up to %1 as they are marked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::TalonShipEditor</name>
    <message numerus="yes">
        <source>%1
Shields %2 / %3 / %4 / %5 (forward, right, rear, left), %n hull box(es), explosion %6.
Power curve (speed: AP): %7</source>
        <translation>
            <numerusform>%1
Shields %2 / %3 / %4 / %5 (forward, right, rear, left), %n hull box, explosion %6.
Power curve (speed: AP): %7</numerusform>
            <numerusform>%1
Shields %2 / %3 / %4 / %5 (forward, right, rear, left), %n hull boxes, explosion %6.
Power curve (speed: AP): %7</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::scs::ScsSectionsPage</name>
    <message numerus="yes">
        <source>No row names %1, so no shot can hit it.</source>
        <translation>
            <numerusform>No row names %1, so no shot can hit it.</numerusform>
            <numerusform>No row names %1, so no shot can hit them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::talon::TalonCounterModel</name>
    <message numerus="yes">
        <source>%1 Shields forward %2, right %3, rear %4, left %5; %n hull box(es); explosion %6. Shaded wedges: the arcs its weapon groups fire into.</source>
        <translation>
            <numerusform>%1 Shields forward %2, right %3, rear %4, left %5; %n hull box; explosion %6. Shaded wedges: the arcs its weapon groups fire into.</numerusform>
            <numerusform>%1 Shields forward %2, right %3, rear %4, left %5; %n hull boxes; explosion %6. Shaded wedges: the arcs its weapon groups fire into.</numerusform>
        </translation>
    </message>
</context>
</TS>
