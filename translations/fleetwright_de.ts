<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>fw::BillionSuns</name>
    <message>
        <source>Battlegroups of one class</source>
        <translation>Kampfgruppen aus nur einer Klasse</translation>
    </message>
    <message>
        <source>Each battlegroup holds ships or wings of a single class. Believed to be the rule, not confirmed by the quick reference; turn off to allow mixed battlegroups.</source>
        <translation>Jede Kampfgruppe besteht aus Schiffen oder Staffeln einer einzigen Klasse. Vermutlich die Regel, aber von der Kurzreferenz nicht bestätigt; ausschalten, um gemischte Kampfgruppen zu erlauben.</translation>
    </message>
    <message>
        <source>Smallest scale</source>
        <translation>Kleinster Maßstab</translation>
    </message>
    <message>
        <source>The smallest scale (S) a game may use. How S is chosen is not in the quick reference.</source>
        <translation>Der kleinste Maßstab (S), mit dem ein Spiel gespielt werden darf. Wie S gewählt wird, steht nicht in der Kurzreferenz.</translation>
    </message>
    <message>
        <source>Largest scale</source>
        <translation>Größter Maßstab</translation>
    </message>
    <message>
        <source>The largest scale (S) a game may use.</source>
        <translation>Der größte Maßstab (S), mit dem ein Spiel gespielt werden darf.</translation>
    </message>
    <message>
        <source>Ship destroyed at</source>
        <translation>Schiff zerstört bei</translation>
    </message>
    <message>
        <source>Silhouette doubles as hull integrity: a ship is destroyed when its damage tokens reach its silhouette, or only when they exceed it.</source>
        <translation>Die Silhouette dient zugleich als Rumpfintegrität: Ein Schiff ist zerstört, sobald seine Schadensmarker seine Silhouette erreichen, oder erst, wenn sie sie übersteigen.</translation>
    </message>
    <message>
        <source>Damage tokens equal to silhouette</source>
        <translation>Schadensmarker gleich Silhouette</translation>
    </message>
    <message>
        <source>Damage tokens above silhouette</source>
        <translation>Schadensmarker über Silhouette</translation>
    </message>
    <message>
        <source>Critical hit face</source>
        <translation>Augenzahl für kritische Treffer</translation>
    </message>
    <message>
        <source>The natural attack roll that is a critical hit (low rolls are good).</source>
        <translation>Der unmodifizierte Angriffswurf, der ein kritischer Treffer ist (niedrige Würfe sind gut).</translation>
    </message>
    <message>
        <source>Dud face</source>
        <translation>Augenzahl für Blindgänger</translation>
    </message>
    <message>
        <source>The attack roll that is a dud: the die&apos;s highest face, or none.</source>
        <translation>Der Angriffswurf, der ein Blindgänger ist: die höchste Augenzahl des Würfels oder keiner.</translation>
    </message>
    <message>
        <source>The die&apos;s highest face</source>
        <translation>Höchste Augenzahl des Würfels</translation>
    </message>
    <message>
        <source>No duds</source>
        <translation>Keine Blindgänger</translation>
    </message>
    <message>
        <source>Saving throw die</source>
        <translation>Würfel für Rettungswürfe</translation>
    </message>
    <message>
        <source>The die rolled for each saving throw against shields.</source>
        <translation>Der Würfel, mit dem jeder Rettungswurf gegen die Schilde gewürfelt wird.</translation>
    </message>
    <message>
        <source>expected a whole number, &quot;S&quot; or &quot;S/n&quot;</source>
        <translation>ganze Zahl, „S“ oder „S/n“ erwartet</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>D%1 is not a die; use D3, D4, D6, D8, D10, D12 or D20</source>
        <translation>D%1 ist kein Würfel; verwenden Sie D3, D4, D6, D8, D10, D12 oder D20</translation>
    </message>
    <message>
        <source>The A Billion Suns rules data is damaged:
%1</source>
        <translation>Die Regeldaten von A Billion Suns sind beschädigt:
%1</translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation>%1 (eigene Klasse)</translation>
    </message>
    <message>
        <source>A Billion Suns</source>
        <translation>A Billion Suns</translation>
    </message>
    <message>
        <source>A Billion Suns by Mike Hutchinson (Osprey, 2021), first edition</source>
        <translation>A Billion Suns von Mike Hutchinson (Osprey, 2021), erste Auflage</translation>
    </message>
    <message>
        <source>credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <source>%1: %2&quot;–%3&quot;, %4D%5, damage %6</source>
        <translation>%1: %2&quot;–%3&quot;, %4D%5, Schaden %6</translation>
    </message>
    <message>
        <source>; stationary targets only</source>
        <translation>; nur stationäre Ziele</translation>
    </message>
    <message>
        <source>Mass (m)</source>
        <translation>Masse (m)</translation>
    </message>
    <message>
        <source>Jump range</source>
        <translation>Sprungreichweite</translation>
    </message>
    <message>
        <source>%1&quot;</source>
        <translation>%1&quot;</translation>
    </message>
    <message>
        <source>Jump shock</source>
        <translation>Sprungschock</translation>
    </message>
    <message>
        <source>%1&quot;, %2 attacks of damage 1</source>
        <translation>%1&quot;, %2 Angriffe mit Schaden 1</translation>
    </message>
    <message>
        <source>none (mass 0)</source>
        <translation>keiner (Masse 0)</translation>
    </message>
    <message>
        <source>Explosion</source>
        <translation>Explosion</translation>
    </message>
    <message>
        <source>on a check of %1 or less: %1&quot;, %2 attacks</source>
        <translation>bei einer Probe von %1 oder weniger: %1&quot;, %2 Angriffe</translation>
    </message>
    <message>
        <source>never (mass 0)</source>
        <translation>nie (Masse 0)</translation>
    </message>
    <message>
        <source>Mother&apos;s Wing</source>
        <translation>Mutterstaffel</translation>
    </message>
    <message>
        <source>Combined orders radius</source>
        <translation>Radius für Kombinierte Befehle</translation>
    </message>
    <message>
        <source>Power to Weapon Systems or Shields</source>
        <translation>Energie auf Waffensysteme oder Schilde</translation>
    </message>
    <message numerus="yes">
        <source>up to %n CMD token(s)</source>
        <translation>
            <numerusform>bis zu %n CMD-Marker</numerusform>
            <numerusform>bis zu %n CMD-Marker</numerusform>
        </translation>
    </message>
    <message>
        <source>Destroyed at</source>
        <translation>Zerstört bei</translation>
    </message>
    <message numerus="yes">
        <source>%n damage token(s)</source>
        <translation>
            <numerusform>%n Schadensmarker</numerusform>
            <numerusform>%n Schadensmarkern</numerusform>
        </translation>
    </message>
    <message>
        <source>Thrust</source>
        <translation>Schub</translation>
    </message>
    <message>
        <source>Silhouette</source>
        <translation>Silhouette</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>Schilde</translation>
    </message>
    <message>
        <source>Primary weapon</source>
        <translation>Primärwaffe</translation>
    </message>
    <message>
        <source>Auxiliary weapon</source>
        <translation>Hilfswaffe</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Battlegroup %1</source>
        <translation>Kampfgruppe %1</translation>
    </message>
    <message>
        <source>CMD tokens per round (S+3)</source>
        <translation>CMD-Marker pro Runde (S+3)</translation>
    </message>
    <message>
        <source>Utility ships (at most S)</source>
        <translation>Versorgungsschiffe (höchstens S)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Jump points (at most tables + 1)</source>
        <translation>Sprungpunkte (höchstens Spieltische + 1)</translation>
    </message>
    <message>
        <source>whether the roster&apos;s scale is allowed</source>
        <translation>die Zulässigkeit des Maßstabs der Aufstellung</translation>
    </message>
    <message>
        <source>whether battlegroups may mix classes</source>
        <translation>die Zulässigkeit gemischter Kampfgruppen</translation>
    </message>
    <message>
        <source>how much damage each ship takes</source>
        <translation>die Schadenskapazität jedes Schiffs</translation>
    </message>
    <message>
        <source>Recon Wing</source>
        <translation>Aufklärungsstaffel</translation>
    </message>
    <message>
        <source>Light Blasters</source>
        <translation>Leichte Blaster</translation>
    </message>
    <message>
        <source>Fighter Wing</source>
        <translation>Jägerstaffel</translation>
    </message>
    <message>
        <source>Auto Blasters</source>
        <translation>Autoblaster</translation>
    </message>
    <message>
        <source>Bomber Wing</source>
        <translation>Bomberstaffel</translation>
    </message>
    <message>
        <source>Torpedoes</source>
        <translation>Torpedos</translation>
    </message>
    <message>
        <source>Light Utility Ship</source>
        <translation>Leichtes Versorgungsschiff</translation>
    </message>
    <message>
        <source>Gunship</source>
        <translation>Kanonenboot</translation>
    </message>
    <message>
        <source>Blasters</source>
        <translation>Blaster</translation>
    </message>
    <message>
        <source>Corvette</source>
        <translation>Korvette</translation>
    </message>
    <message>
        <source>Turbo Blasters</source>
        <translation>Turboblaster</translation>
    </message>
    <message>
        <source>Medium Utility Ship</source>
        <translation>Mittleres Versorgungsschiff</translation>
    </message>
    <message>
        <source>Mining Laser</source>
        <translation>Bergbaulaser</translation>
    </message>
    <message>
        <source>The Mining Laser may only target stationary objects.</source>
        <translation>Der Bergbaulaser darf nur stationäre Objekte als Ziel wählen.</translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation>Monitor</translation>
    </message>
    <message>
        <source>Heavy Railguns</source>
        <translation>Schwere Railguns</translation>
    </message>
    <message>
        <source>Frigate</source>
        <translation>Fregatte</translation>
    </message>
    <message>
        <source>Light Railguns</source>
        <translation>Leichte Railguns</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation>Zerstörer</translation>
    </message>
    <message>
        <source>Cruise Missiles</source>
        <translation>Marschflugkörper</translation>
    </message>
    <message>
        <source>Carrier</source>
        <translation>Träger</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <translation>Kreuzer</translation>
    </message>
    <message>
        <source>Macro Beam</source>
        <translation>Makrostrahl</translation>
    </message>
    <message>
        <source>Defense Grid</source>
        <translation>Abwehrgitter</translation>
    </message>
    <message>
        <source>Battleship</source>
        <translation>Schlachtschiff</translation>
    </message>
    <message>
        <source>Planet Smasher</source>
        <translation>Planetenbrecher</translation>
    </message>
    <message>
        <source>Asteroid</source>
        <translation>Asteroid</translation>
    </message>
    <message>
        <source>Civilian Ship</source>
        <translation>Zivilschiff</translation>
    </message>
    <message>
        <source>Criminal Ship</source>
        <translation>Verbrecherschiff</translation>
    </message>
    <message>
        <source>Facility</source>
        <translation>Anlage</translation>
    </message>
    <message>
        <source>Laser Turrets</source>
        <translation>Lasertürme</translation>
    </message>
    <message>
        <source>Lifeboat</source>
        <translation>Rettungsboot</translation>
    </message>
    <message>
        <source>Jump Point</source>
        <translation>Sprungpunkt</translation>
    </message>
    <message>
        <source>Space Kraken</source>
        <translation>Weltraumkrake</translation>
    </message>
    <message>
        <source>Mouth Parts</source>
        <translation>Mundwerkzeuge</translation>
    </message>
    <message>
        <source>Tentacles</source>
        <translation>Tentakel</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>Der Name ist leer</translation>
    </message>
    <message>
        <source>minimum range</source>
        <translation>Mindestreichweite</translation>
    </message>
    <message>
        <source>maximum range</source>
        <translation>Höchstreichweite</translation>
    </message>
    <message>
        <source>number of dice</source>
        <translation>Würfelanzahl</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>The id is empty</source>
        <translation>Die ID ist leer</translation>
    </message>
    <message>
        <source>The name is empty</source>
        <translation>Der Name ist leer</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Mass</source>
        <translation>Masse</translation>
    </message>
    <message>
        <source>Mass is %1, but wings have mass 0</source>
        <translation>Die Masse beträgt %1, aber Staffeln haben Masse 0</translation>
    </message>
    <message>
        <source>Primary weapon: %1</source>
        <translation>Primärwaffe: %1</translation>
    </message>
    <message>
        <source>Auxiliary weapon: %1</source>
        <translation>Hilfswaffe: %1</translation>
    </message>
    <message>
        <source>%1: class cost</source>
        <translation>%1: Klassenkosten</translation>
    </message>
    <message>
        <source>%1: %2 (allowed: %3 to %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximum range (%1&quot;) is below minimum range (%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unnamed class</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n credit(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) or wing(s), mass %1, %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::BillionSunsUi</name>
    <message>
        <source>New frigate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scale (S):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fw::BillionSunsValidator</name>
    <message>
        <source>Unknown %1 %2.</source>
        <translation>%1 %2 ist unbekannt.</translation>
    </message>
    <message>
        <source>Unknown %1 %2; did you mean %3?</source>
        <translation>%1 %2 ist unbekannt; meinten Sie %3?</translation>
    </message>
    <message>
        <source>The smallest scale (%1) is above the largest (%2).</source>
        <translation>Der kleinste Maßstab (%1) ist größer als der größte (%2).</translation>
    </message>
    <message>
        <source>Scale %1 is outside %2 to %3.</source>
        <translation>Maßstab %1 liegt nicht zwischen %2 und %3.</translation>
    </message>
    <message>
        <source>Another custom class already has the id %1.</source>
        <translation>Eine andere eigene Klasse hat bereits die ID %1.</translation>
    </message>
    <message>
        <source>A battlegroup needs a name.</source>
        <translation>Eine Kampfgruppe braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two battlegroups are called %1.</source>
        <translation>Zwei Kampfgruppen heißen %1.</translation>
    </message>
    <message>
        <source>ship class</source>
        <translation>Schiffsklasse</translation>
    </message>
    <message>
        <source>battlegroup</source>
        <translation>Kampfgruppe</translation>
    </message>
    <message>
        <source>Battlegroup %1 has more than %2 ships or wings.</source>
        <translation>Kampfgruppe %1 hat mehr als %2 Schiffe oder Staffeln.</translation>
    </message>
    <message>
        <source>Battlegroup %1 mixes %2 with %3; a battlegroup holds one class.</source>
        <translation>Kampfgruppe %1 mischt die Klassen %3 und %2; eine Kampfgruppe besteht aus einer einzigen Klasse.</translation>
    </message>
    <message numerus="yes">
        <source>More than %n utility ship(s); the scale allows %n.</source>
        <translation>
            <numerusform>Mehr als %n Versorgungsschiff; der Maßstab erlaubt %n.</numerusform>
            <numerusform>Mehr als %n Versorgungsschiffe; der Maßstab erlaubt %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the roster has no carrier for its wings.</source>
        <translation>%1: Die Aufstellung hat keinen Träger für ihre Staffeln.</translation>
    </message>
    <message>
        <source>Battlegroup %1 has no ships or wings.</source>
        <translation>Kampfgruppe %1 hat weder Schiffe noch Staffeln.</translation>
    </message>
    <message>
        <source>The roster has no ships.</source>
        <translation>Die Aufstellung hat keine Schiffe.</translation>
    </message>
    <message>
        <source>The roster costs %1 credits, %2 over its credit target of %3.</source>
        <translation>Die Aufstellung kostet %1 Credits und liegt %2 über ihrem Credit-Ziel von %3.</translation>
    </message>
    <message>
        <source>A game is played on at least one table.</source>
        <translation>Ein Spiel wird auf mindestens einem Spieltisch gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 jump points planned; with %n table(s) at most %2 may be in play.</source>
        <translation>
            <numerusform>%1 Sprungpunkte geplant; %n Spieltisch erlaubt höchstens %2.</numerusform>
            <numerusform>%1 Sprungpunkte geplant; %n Spieltische erlauben höchstens %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The A Billion Suns rules are not loaded.</source>
        <translation>Die Regeln von A Billion Suns sind nicht geladen.</translation>
    </message>
    <message>
        <source>Known: %1.</source>
        <translation>Bekannt: %1.</translation>
    </message>
    <message>
        <source>number %1</source>
        <translation>Nr. %1</translation>
    </message>
    <message>
        <source>Custom class %1: %2.</source>
        <translation>Eigene Klasse %1: %2.</translation>
    </message>
    <message>
        <source>Custom class id %1 is already the id of a ship-table class.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fw::Cli</name>
    <message>
        <source>Check a fleet against its game&apos;s rules. Exit code 0: legal (warnings allowed), 1: not legal, 2: the file cannot be read.</source>
        <translation>Prüft eine Flotte anhand der Regeln ihres Spiels. Exit-Code 0: regelkonform (Warnungen erlaubt), 1: nicht regelkonform, 2: Datei nicht lesbar.</translation>
    </message>
    <message>
        <source>Print the itemised cost, capacity and derived values of every ship and of the fleet, with the rule behind each number.</source>
        <translation>Gibt für jedes Schiff und die Flotte die aufgeschlüsselten Kosten, die Kapazität und die abgeleiteten Werte aus, jeweils mit der zugrunde liegenden Regel.</translation>
    </message>
    <message>
        <source>List the supported game systems and their rules options.</source>
        <translation>Listet die unterstützten Spielsysteme und ihre Regeloptionen auf.</translation>
    </message>
    <message>
        <source>Usage: fleetwright-cli COMMAND [OPTIONS]</source>
        <translation>Aufruf: fleetwright-cli COMMAND [OPTIONS]</translation>
    </message>
    <message>
        <source>Fleet builder for tabletop space wargames, on the command line.</source>
        <translation>Flottenbaukasten für Weltraum-Tabletop-Kriegsspiele, auf der Kommandozeile.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>  -h, --help     Show this help, or a command&apos;s help after the command.</source>
        <translation>  -h, --help     Zeigt diese Hilfe an; nach einem Befehl dessen Hilfe.</translation>
    </message>
    <message>
        <source>  -v, --version  Show the version.</source>
        <translation>  -v, --version  Zeigt die Version an.</translation>
    </message>
    <message>
        <source>Run &quot;fleetwright-cli COMMAND --help&quot; for a command&apos;s options.</source>
        <translation>„fleetwright-cli COMMAND --help“ zeigt die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>  Rules options (* = stands in for a rule the sources lack):</source>
        <translation>  Regeloptionen (* = ersetzt eine Regel, die in den Quellen fehlt):</translation>
    </message>
    <message>
        <source>fleetwright-cli: unknown command &quot;%1&quot;.</source>
        <translation>fleetwright-cli: unbekannter Befehl „%1“.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Zeigt diese Hilfe an.</translation>
    </message>
    <message>
        <source>Print one JSON object instead of text (docs/cli.md).</source>
        <translation>Gibt statt Text ein einzelnes JSON-Objekt aus (docs/cli.md).</translation>
    </message>
    <message>
        <source>The fleet file (.fleet.json).</source>
        <translation>Die Flottendatei (.fleet.json).</translation>
    </message>
    <message>
        <source>fleetwright-cli %1: %2</source>
        <translation>fleetwright-cli %1: %2</translation>
    </message>
    <message>
        <source>fleetwright-cli %1: takes no file arguments.</source>
        <translation>fleetwright-cli %1: erwartet keine Dateiargumente.</translation>
    </message>
    <message>
        <source>fleetwright-cli %1: expects exactly one fleet file.</source>
        <translation>fleetwright-cli %1: erwartet genau eine Flottendatei.</translation>
    </message>
    <message>
        <source>Run &quot;fleetwright-cli %1 --help&quot; for its usage.</source>
        <translation>„fleetwright-cli %1 --help“ zeigt die Verwendung.</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>regelkonform</translation>
    </message>
    <message numerus="yes">
        <source>not legal: %n error(s)</source>
        <translation>
            <numerusform>nicht regelkonform: %n Fehler</numerusform>
            <numerusform>nicht regelkonform: %n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, %n Warnung</numerusform>
            <numerusform>, %n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>(fleet)</source>
        <translation>(Flotte)</translation>
    </message>
    <message>
        <source>assumes rules option %1</source>
        <translation>beruht auf Regeloption %1</translation>
    </message>
    <message>
        <source>%1 — %2 — %3 — %4</source>
        <translation>%1 — %2 — %3 — %4</translation>
    </message>
    <message>
        <source>(unnamed fleet)</source>
        <translation>(unbenannte Flotte)</translation>
    </message>
    <message>
        <source> (fighters %1)</source>
        <translation> (davon Jäger %1)</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>   Cost:</source>
        <translation>   Kosten:</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>   Weapon spaces: %1 used of %2</source>
        <translation>   Waffenplätze: %1 belegt, Kapazität %2</translation>
    </message>
    <message>
        <source>* Assumptions in force (rules options standing in for rules the sources lack):</source>
        <translation>* Geltende Annahmen (Regeloptionen anstelle von Regeln, die in den Quellen fehlen):</translation>
    </message>
    <message>
        <source>   %1 = %2 (option %3): affects %4</source>
        <translation>   %1 = %2 (Option %3): betrifft %4</translation>
    </message>
    <message>
        <source>Issues: none.</source>
        <translation>Befunde: keine.</translation>
    </message>
    <message>
        <source>Issues:</source>
        <translation>Befunde:</translation>
    </message>
    <message>
        <source>   Damage capacity %1, speed %2</source>
        <translation>   Schadenskapazität %1, Geschwindigkeit %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished">%1 von %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3): %4 — %5</source>
        <translation type="unfinished">%1: %2 (%3): %4 — %5 {1:?} {2 ?} {3)?} {4 ?}</translation>
    </message>
    <message>
        <source>%1 (no budget set)</source>
        <translation type="unfinished">%1 %2 (kein Budget festgelegt) {1 ?}</translation>
    </message>
    <message>
        <source>%1. %2 — %3 — %4</source>
        <translation type="unfinished">%1. %2 — %3 — %4 {1.?} {2 ?} {3 ?}</translation>
    </message>
    <message>
        <source>Fleet total: %1</source>
        <translation type="unfinished">Flotte gesamt: %1</translation>
    </message>
</context>
<context>
    <name>fw::EasyStar</name>
    <message>
        <source>Flagship advantage: </source>
        <translation>Flaggschiffvorteil: </translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, with the extra ventral space</source>
        <translation>%1, inkl. zusätzlichem Ventralplatz</translation>
    </message>
    <message>
        <source>%1: damage units and even-numbered range units</source>
        <translation>%1: Schadens- und geradzahlige Reichweiteneinheiten</translation>
    </message>
    <message>
        <source>%1 hull</source>
        <translation>%1-Rumpf</translation>
    </message>
    <message>
        <source>%1 weapon spaces (W)</source>
        <translation>%1: Waffenplätze (W)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n range unit(s)</source>
        <translation>
            <numerusform>%1: %n Reichweiteneinheit</numerusform>
            <numerusform>%1: %n Reichweiteneinheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n damage unit(s)</source>
        <translation>
            <numerusform>%1: %n Schadenseinheit</numerusform>
            <numerusform>%1: %n Schadenseinheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n free unit(s)</source>
        <translation>
            <numerusform>%1: %n freie Einheit</numerusform>
            <numerusform>%1: %n freie Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 weapon spaces (rules option)</source>
        <translation>%1: Waffenplätze (Regeloption)</translation>
    </message>
    <message>
        <source>%1 weapon spaces: no cap (rules option)</source>
        <translation>%1: Waffenplätze unbegrenzt (Regeloption)</translation>
    </message>
    <message>
        <source>%1 (5 × ship number %2)</source>
        <translation>%1 (5 × Schiffszahl %2)</translation>
    </message>
    <message>
        <source>%1 (+ship number)</source>
        <translation>%1 (+Schiffszahl)</translation>
    </message>
    <message>
        <source>Speed traded: %1 × ship number %2</source>
        <translation>Eingetauschte Geschwindigkeit: %1 × Schiffszahl %2</translation>
    </message>
    <message numerus="yes">
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n Jäger</numerusform>
            <numerusform>%n Jäger</numerusform>
        </translation>
    </message>
    <message>
        <source>Leviathans allowed</source>
        <translation>Leviathane erlaubt</translation>
    </message>
    <message>
        <source>Players must agree in advance whether Leviathans may be used; each player has at most one.</source>
        <translation>Die Spieler müssen vorab vereinbaren, ob Leviathane eingesetzt werden dürfen; jeder Spieler hat höchstens einen.</translation>
    </message>
    <message>
        <source>Critical hit, roll %1</source>
        <translation>Kritischer Treffer, Wurf %1</translation>
    </message>
    <message>
        <source>The effect of rolling %1 on the Critical Hit Table. No source preserves this row; Fleetwright&apos;s default is a proposal.</source>
        <translation>Die Wirkung eines Wurfs von %1 auf der Tabelle für kritische Treffer. Keine Quelle überliefert diese Zeile; Fleetwrights Standardwert ist ein Vorschlag.</translation>
    </message>
    <message>
        <source>Turning table</source>
        <translation>Drehtabelle</translation>
    </message>
    <message>
        <source>Hexside turns allowed per move at speed 0, 1, 2, ... The Turning Table is lost; Fleetwright&apos;s default is a placeholder.</source>
        <translation>Erlaubte Hexseiten-Drehungen pro Bewegung bei Geschwindigkeit 0, 1, 2, ... Die Drehtabelle ist verloren; Fleetwrights Standardwert ist ein Platzhalter.</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Leviathan weapon spaces</source>
        <translation>Leviathan-Waffenplätze</translation>
    </message>
    <message>
        <source>The Ship Type Table gives the Leviathan&apos;s weapon spaces only as &quot;special&quot;. 0 means no cap; any other number is the Leviathan&apos;s W.</source>
        <translation>Die Schiffstypentabelle gibt die Waffenplätze des Leviathans nur als „special“ an. 0 bedeutet unbegrenzt; jede andere Zahl ist das W des Leviathans.</translation>
    </message>
    <message>
        <source>One purchase upgrades both shots</source>
        <translation>Ein Kauf verbessert beide Schüsse</translation>
    </message>
    <message>
        <source>Each shot is upgraded separately</source>
        <translation>Jeder Schuss wird einzeln verbessert</translation>
    </message>
    <message>
        <source>Bi-directional missile upgrades</source>
        <translation>Verbesserungen von Zwei-Wege-Raketen</translation>
    </message>
    <message>
        <source>&quot;Adding range and damage costs the same as for a normal missile&quot;: whether one unit serves both shots (5 BP, spaces as for a normal weapon) or each shot needs its own.</source>
        <translation>„Reichweite und Schaden hinzuzufügen kostet dasselbe wie bei einer normalen Rakete“: ob eine Einheit für beide Schüsse gilt (5 BP, Plätze wie bei einer normalen Waffe) oder jeder Schuss eine eigene braucht.</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Weapon counters per type</source>
        <translation>Waffen-Spielmarken pro Typ</translation>
    </message>
    <message>
        <source>How many counters of each weapon type a player&apos;s set holds. The counter sheet is lost; 0 means no limit. Above the limit the fleet gets a warning.</source>
        <translation>Wie viele Spielmarken jedes Waffentyps der Satz eines Spielers enthält. Der Spielmarkenbogen ist verloren; 0 bedeutet unbegrenzt. Wird das Limit überschritten, erhält die Flotte eine Warnung.</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>unknown grant kind %1</source>
        <translation>unbekannte Art von Vorteil %1</translation>
    </message>
    <message>
        <source>weapon %1 names unknown mount %2</source>
        <translation>Waffe %1 nennt unbekannte Lafettierung %2</translation>
    </message>
    <message>
        <source>fighter %1 names unknown weapon %2</source>
        <translation>Jäger %1 nennt unbekannte Waffe %2</translation>
    </message>
    <message>
        <source>advantage %1 names unknown device %2</source>
        <translation>Vorteil %1 nennt unbekanntes Gerät %2</translation>
    </message>
    <message>
        <source>advantage %1 names unknown mount %2</source>
        <translation>Vorteil %1 nennt unbekannte Lafettierung %2</translation>
    </message>
    <message>
        <source>advantage %1 names unknown weapon %2</source>
        <translation>Vorteil %1 nennt unbekannte Waffe %2</translation>
    </message>
    <message>
        <source>the flagship advantage table has no row %1</source>
        <translation>die Tabelle der Flaggschiffvorteile hat keine Zeile %1</translation>
    </message>
    <message>
        <source>critical row %1 names unknown effect %2</source>
        <translation>Zeile %1 der Tabelle für kritische Treffer nennt unbekannte Wirkung %2</translation>
    </message>
    <message>
        <source>the critical hit table must have 6 rows</source>
        <translation>die Tabelle für kritische Treffer muss 6 Zeilen haben</translation>
    </message>
    <message>
        <source>the turning table must have one entry per speed 0..%1</source>
        <translation>die Drehtabelle muss je einen Eintrag für Geschwindigkeit 0..%1 haben</translation>
    </message>
    <message>
        <source>The EasyStar rules data is damaged:
%1</source>
        <translation>Die EasyStar-Regeldaten sind beschädigt:
%1</translation>
    </message>
    <message>
        <source>weapon type</source>
        <translation>Waffentyp</translation>
    </message>
    <message>
        <source>mount</source>
        <translation>Lafettierung</translation>
    </message>
    <message>
        <source>device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>ship class</source>
        <translation>Schiffsklasse</translation>
    </message>
    <message>
        <source>auxiliary</source>
        <translation>Zusatzgerät</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>EasyStar</source>
        <translation>EasyStar</translation>
    </message>
    <message>
        <source>EasyStar by Mike Fischer, revision of 10/04/2004</source>
        <translation>EasyStar von Mike Fischer, Fassung vom 10/04/2004</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>Quality vs Quantity</source>
        <translation>Qualität gegen Quantität</translation>
    </message>
    <message>
        <source>Starbase Defense</source>
        <translation>Verteidigung der Sternenbasis</translation>
    </message>
    <message>
        <source>Convoy Battle</source>
        <translation>Konvoischlacht</translation>
    </message>
    <message>
        <source>Carrier Strike</source>
        <translation>Trägerangriff</translation>
    </message>
    <message>
        <source>Squadrons</source>
        <translation>Geschwader</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Dorsal weapons</source>
        <translation>Dorsalwaffen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Fighters</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>%1 in bays for %2</source>
        <translation>%1 in Hangars mit Platz für %2</translation>
    </message>
    <message>
        <source>speed %1: %2</source>
        <translation>Geschw. %1: %2</translation>
    </message>
    <message>
        <source>maneuvering pod included</source>
        <translation>inkl. Manövrierkapsel</translation>
    </message>
    <message>
        <source>Hexside turns per move</source>
        <translation>Hexseiten-Drehungen pro Bewegung</translation>
    </message>
    <message>
        <source>cannot turn (speed 0)</source>
        <translation>kann nicht drehen (Geschwindigkeit 0)</translation>
    </message>
    <message>
        <source>Nav-hit repair</source>
        <translation>Reparatur von Navigationstreffern</translation>
    </message>
    <message>
        <source>damage control only</source>
        <translation>nur durch Schadenskontrolle</translation>
    </message>
    <message>
        <source>d6 below %1</source>
        <translation>W6 unter %1</translation>
    </message>
    <message>
        <source>Self-repair</source>
        <translation>Selbstreparatur</translation>
    </message>
    <message numerus="yes">
        <source>%n damage at the start of every turn</source>
        <translation>
            <numerusform>%n Schadenspunkt zu Beginn jedes Spielzugs</numerusform>
            <numerusform>%n Schadenspunkte zu Beginn jedes Spielzugs</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory points if destroyed</source>
        <translation>Siegpunkte bei Zerstörung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Flagship advantage (roll %1)</source>
        <translation>Flaggschiffvorteil (Wurf %1)</translation>
    </message>
    <message>
        <source>ships %1</source>
        <translation>Schiffe %1</translation>
    </message>
    <message>
        <source>fighters %1</source>
        <translation>Jäger %1</translation>
    </message>
    <message>
        <source>missiles %1</source>
        <translation>Raketen %1</translation>
    </message>
    <message>
        <source>range %1, damage %2</source>
        <translation>Reichweite %1, Schaden %2</translation>
    </message>
    <message numerus="yes">
        <source>, %n shot(s)</source>
        <translation>
            <numerusform>, %n Schuss</numerusform>
            <numerusform>, %n Schüsse</numerusform>
        </translation>
    </message>
    <message>
        <source>; hits %1</source>
        <translation>; trifft %1</translation>
    </message>
    <message>
        <source> (targeting pod included)</source>
        <translation> (inkl. Zielerfassungskapsel)</translation>
    </message>
    <message>
        <source>the turns per move of every ship</source>
        <translation>die Hexseiten-Drehungen pro Bewegung jedes Schiffs</translation>
    </message>
    <message>
        <source>the Leviathan&apos;s weapon spaces</source>
        <translation>die Waffenplätze des Leviathans</translation>
    </message>
    <message>
        <source>the cost and spaces of upgraded bi-directional missiles</source>
        <translation>die Kosten und Plätze verbesserter Zwei-Wege-Raketen</translation>
    </message>
    <message>
        <source>whether the fleet&apos;s weapon mix is legal</source>
        <translation>die Regelkonformität der Waffenzusammenstellung der Flotte</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Aufklärer</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation>Zerstörer</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <translation>Kreuzer</translation>
    </message>
    <message>
        <source>Battleship</source>
        <translation>Schlachtschiff</translation>
    </message>
    <message>
        <source>Leviathan</source>
        <translation>Leviathan</translation>
    </message>
    <message>
        <source>Interceptor squadron</source>
        <translation>Abfangjägerstaffel</translation>
    </message>
    <message>
        <source>Attack-craft squadron</source>
        <translation>Angriffsbooterstaffel</translation>
    </message>
    <message>
        <source>Point defense</source>
        <translation>Punktverteidigung</translation>
    </message>
    <message>
        <source>Beam turret</source>
        <translation>Strahlenturm</translation>
    </message>
    <message>
        <source>Missile pod</source>
        <translation>Raketenkapsel</translation>
    </message>
    <message>
        <source>Torpedo bay</source>
        <translation>Torpedoschacht</translation>
    </message>
    <message>
        <source>Centerline blaster</source>
        <translation>Zentralblaster</translation>
    </message>
    <message>
        <source>Bi-directional ventral missile</source>
        <translation>Zwei-Wege-Ventralrakete</translation>
    </message>
    <message>
        <source>Torpedo bank</source>
        <translation>Torpedobatterie</translation>
    </message>
    <message>
        <source>Axial</source>
        <translation>Axial</translation>
    </message>
    <message>
        <source>Ventral</source>
        <translation>Ventral</translation>
    </message>
    <message>
        <source>Dorsal</source>
        <translation>Dorsal</translation>
    </message>
    <message>
        <source>Frontal armor</source>
        <translation>Frontpanzerung</translation>
    </message>
    <message>
        <source>ECM pod</source>
        <translation>ECM-Kapsel</translation>
    </message>
    <message>
        <source>Targeting pod</source>
        <translation>Zielerfassungskapsel</translation>
    </message>
    <message>
        <source>Jump engine</source>
        <translation>Sprungtriebwerk</translation>
    </message>
    <message>
        <source>Maneuvering pod</source>
        <translation>Manövrierkapsel</translation>
    </message>
    <message>
        <source>Displacer pod</source>
        <translation>Versetzerkapsel</translation>
    </message>
    <message>
        <source>Power-up pod</source>
        <translation>Verstärkerkapsel</translation>
    </message>
    <message>
        <source>Deflector shield</source>
        <translation>Deflektorschild</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Triebwerk</translation>
    </message>
    <message>
        <source>Gun mount</source>
        <translation>Geschützlafette</translation>
    </message>
    <message>
        <source>Fighter bay</source>
        <translation>Jägerhangar</translation>
    </message>
    <message>
        <source>Damage control</source>
        <translation>Schadenskontrolle</translation>
    </message>
    <message>
        <source>An axial weapon with range 5 (damage units may be bought for it)</source>
        <translation>Eine axiale Waffe mit Reichweite 5 (Schadenseinheiten dürfen dafür gekauft werden)</translation>
    </message>
    <message>
        <source>A fighter bay plus 2 fighters</source>
        <translation>Ein Jägerhangar plus 2 Jäger</translation>
    </message>
    <message>
        <source>A deflector shield</source>
        <translation>Ein Deflektorschild</translation>
    </message>
    <message>
        <source>3 range/damage units</source>
        <translation>3 Reichweiten-/Schadenseinheiten</translation>
    </message>
    <message>
        <source>A damage-control counter usable only on the flagship</source>
        <translation>Eine Schadenskontroll-Spielmarke, nur auf dem Flaggschiff einsetzbar</translation>
    </message>
    <message>
        <source>Frontal armor or an engine</source>
        <translation>Frontpanzerung oder ein Triebwerk</translation>
    </message>
    <message>
        <source>A maneuvering pod, jump engine or displacer pod</source>
        <translation>Eine Manövrierkapsel, ein Sprungtriebwerk oder eine Versetzerkapsel</translation>
    </message>
    <message>
        <source>An ECM pod or targeting pod</source>
        <translation>Eine ECM-Kapsel oder Zielerfassungskapsel</translation>
    </message>
    <message>
        <source>A dorsal point defense and a ventral torpedo</source>
        <translation>Eine dorsale Punktverteidigung und ein ventraler Torpedo</translation>
    </message>
    <message>
        <source>A gun mount and 2 range/damage units</source>
        <translation>Eine Geschützlafette und 2 Reichweiten-/Schadenseinheiten</translation>
    </message>
    <message>
        <source>Roll twice and apply both; reroll duplicates and 12s</source>
        <translation>Zweimal würfeln und beide Ergebnisse anwenden; doppelte Ergebnisse und 12er neu würfeln</translation>
    </message>
    <message>
        <source>Navigation hit</source>
        <translation>Navigationstreffer</translation>
    </message>
    <message>
        <source>Weapons hit (owner&apos;s choice)</source>
        <translation>Waffentreffer (Wahl des Besitzers)</translation>
    </message>
    <message>
        <source>Weapons hit (attacker&apos;s choice)</source>
        <translation>Waffentreffer (Wahl des Angreifers)</translation>
    </message>
    <message>
        <source>Max speed -1</source>
        <translation>Höchstgeschwindigkeit -1</translation>
    </message>
    <message>
        <source>Max speed -2</source>
        <translation>Höchstgeschwindigkeit -2</translation>
    </message>
    <message>
        <source>1 extra point of damage</source>
        <translation>1 zusätzlicher Schadenspunkt</translation>
    </message>
    <message>
        <source>No effect</source>
        <translation>Keine Wirkung</translation>
    </message>
</context>
<context>
    <name>fw::EasyStarUi</name>
    <message>
        <source>New destroyer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> BP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fw::EasyStarValidator</name>
    <message>
        <source>The budget of %1 BP is not a multiple of %2; games are set in multiples of %2 build points.</source>
        <translation>Das Budget von %1 BP ist kein Vielfaches von %2; Spiele werden in Vielfachen von %2 Baupunkten angesetzt.</translation>
    </message>
    <message>
        <source>The fleet costs %1 BP, %2 over its budget of %3 BP.</source>
        <translation>Die Flotte kostet %1 BP und liegt %2 über ihrem Budget von %3 BP.</translation>
    </message>
    <message>
        <source>The fleet has no ships.</source>
        <translation>Die Flotte hat keine Schiffe.</translation>
    </message>
    <message>
        <source>The fleet has %1 ships; a player may have at most %2.</source>
        <translation>Die Flotte hat %1 Schiffe; ein Spieler darf höchstens %2 haben.</translation>
    </message>
    <message>
        <source>The fleet has %1 ships of class %2; a player has only %3 %2 counters.</source>
        <translation>Die Flotte hat %1 Schiffe der Klasse %2; ein Spieler hat nur %3 Spielmarken der Klasse %2.</translation>
    </message>
    <message>
        <source>%1 damage-control counters bought; a player may buy at most %2.</source>
        <translation>%1 Schadenskontroll-Spielmarken gekauft; ein Spieler darf höchstens %2 kaufen.</translation>
    </message>
    <message>
        <source>%1 is a second flagship; a player has exactly one.</source>
        <translation>%1 ist ein zweites Flaggschiff; ein Spieler hat genau eines.</translation>
    </message>
    <message>
        <source>No ship is the flagship; a player chooses exactly one.</source>
        <translation>Kein Schiff ist das Flaggschiff; ein Spieler wählt genau eines.</translation>
    </message>
    <message>
        <source>The fleet carries more than %1 × %2; a player has only %1 of these counters.</source>
        <translation>Die Flotte führt mehr als %1 × %2; ein Spieler hat nur %1 dieser Spielmarken.</translation>
    </message>
    <message>
        <source>A %1 needs the rules option %2: players must agree in advance to allow it.</source>
        <translation>Schiffe der Klasse %1 erfordern die Regeloption %2: Die Spieler müssen sie vorab vereinbaren.</translation>
    </message>
    <message>
        <source>%1 speed traded, but a %2 has a speed of only %3.</source>
        <translation>%1 Geschwindigkeitspunkte eingetauscht, aber ein Schiff der Klasse %2 hat nur Geschwindigkeit %3.</translation>
    </message>
    <message>
        <source>%1 uses %2 weapon spaces but has only %3.</source>
        <translation>%1 belegt %2 Waffenplätze, hat aber nur %3.</translation>
    </message>
    <message>
        <source>%1 fighters aboard, but the fighter bays hold only %2 (%3 per bay).</source>
        <translation>%1 Jäger an Bord, aber die Jägerhangars fassen nur %2 (%3 je Hangar).</translation>
    </message>
    <message>
        <source>An engine would raise the %1&apos;s speed to %2; no ship may exceed speed %3.</source>
        <translation>Ein Triebwerk würde die Geschwindigkeit eines Schiffs der Klasse %1 auf %2 erhöhen; kein Schiff darf Geschwindigkeit %3 überschreiten.</translation>
    </message>
    <message>
        <source>A ship that traded speed for weapon spaces cannot use an engine.</source>
        <translation>Ein Schiff, das Geschwindigkeit gegen Waffenplätze eingetauscht hat, kann kein Triebwerk nutzen.</translation>
    </message>
    <message>
        <source>A %1 cannot use a gun mount.</source>
        <translation>Schiffe der Klasse %1 können keine Geschützlafette nutzen.</translation>
    </message>
    <message>
        <source>A second %1: a ship carries at most one of each auxiliary device (fighter bays excepted).</source>
        <translation>%1 ist doppelt vorhanden: Ein Schiff trägt jedes Zusatzgerät höchstens einmal (Jägerhangars ausgenommen).</translation>
    </message>
    <message>
        <source>Range %1 is below 1; every weapon has at least one range unit.</source>
        <translation>Reichweite %1 ist kleiner als 1; jede Waffe hat mindestens eine Reichweiteneinheit.</translation>
    </message>
    <message>
        <source>Damage %1 is below 1; every weapon has at least one damage unit.</source>
        <translation>Schaden %1 ist kleiner als 1; jede Waffe hat mindestens eine Schadenseinheit.</translation>
    </message>
    <message>
        <source>A %1 cannot take range units.</source>
        <translation>%1: keine Reichweiteneinheiten möglich.</translation>
    </message>
    <message>
        <source>A %1 cannot take damage units.</source>
        <translation>%1: keine Schadenseinheiten möglich.</translation>
    </message>
    <message>
        <source>Range %1 exceeds the %2 maximum of %3.</source>
        <translation>Reichweite %1 übersteigt das Maximum von %3 für %2 lafettierte Waffen.</translation>
    </message>
    <message>
        <source>Damage %1 exceeds the %2 maximum of %3.</source>
        <translation>Schaden %1 übersteigt das Maximum von %3 für %2 lafettierte Waffen.</translation>
    </message>
    <message>
        <source>A %1 cannot be mounted %2; it can only be mounted %3.</source>
        <translation>%1: kann nicht %2 lafettiert werden, nur %3.</translation>
    </message>
    <message>
        <source>A %1 is allowed only on %2, not on a %3.</source>
        <translation>%1: nur auf Schiffen der Klassen %2 erlaubt, nicht auf einem Schiff der Klasse %3.</translation>
    </message>
    <message>
        <source>%1 weapon with range %2</source>
        <translation>%1 lafettierte Waffe mit Reichweite %2</translation>
    </message>
    <message>
        <source>%1 weapon</source>
        <translation>%1 lafettierte Waffe</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message numerus="yes">
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n Jäger</numerusform>
            <numerusform>%n Jäger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n range/damage unit(s)</source>
        <translation>
            <numerusform>%n Reichweiten-/Schadenseinheit</numerusform>
            <numerusform>%n Reichweiten-/Schadenseinheiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n damage-control counter(s)</source>
        <translation>
            <numerusform>%n Schadenskontroll-Spielmarke</numerusform>
            <numerusform>%n Schadenskontroll-Spielmarken</numerusform>
        </translation>
    </message>
    <message>
        <source>Free range/damage units need a flagship advantage that grants them.</source>
        <translation>Freie Reichweiten-/Schadenseinheiten erfordern einen Flaggschiffvorteil, der sie gewährt.</translation>
    </message>
    <message>
        <source>Only the flagship rolls a flagship advantage.</source>
        <translation>Nur das Flaggschiff würfelt einen Flaggschiffvorteil aus.</translation>
    </message>
    <message>
        <source>A roll of 12 means rolling twice more: record two different rolls from 2 to 11.</source>
        <translation>Ein Wurf von 12 bedeutet zwei weitere Würfe: Tragen Sie zwei verschiedene Würfe von 2 bis 11 ein.</translation>
    </message>
    <message>
        <source>Further rolls are recorded only for a roll of 12.</source>
        <translation>Weitere Würfe werden nur bei einem Wurf von 12 eingetragen.</translation>
    </message>
    <message>
        <source>%1 is not granted by the flagship advantage (roll %2).</source>
        <translation>%1 wird vom Flaggschiffvorteil (Wurf %2) nicht gewährt.</translation>
    </message>
    <message>
        <source> with range %1</source>
        <translation> mit Reichweite %1</translation>
    </message>
    <message>
        <source>%1 %2 taken, but the flagship advantage (roll %3) grants %4.</source>
        <translation>%1 %2 beansprucht, aber der Flaggschiffvorteil (Wurf %3) gewährt %4.</translation>
    </message>
    <message>
        <source>free fighters</source>
        <translation>freie Jäger</translation>
    </message>
    <message>
        <source>free range/damage units</source>
        <translation>freie Reichweiten-/Schadenseinheiten</translation>
    </message>
    <message>
        <source>free damage-control counters</source>
        <translation>freie Schadenskontroll-Spielmarken</translation>
    </message>
    <message>
        <source>The flagship advantage (roll %1) also grants: %2. Not taking it forfeits it.</source>
        <translation>Der Flaggschiffvorteil (Wurf %1) gewährt außerdem: %2. Was nicht beansprucht wird, verfällt.</translation>
    </message>
    <message>
        <source>In %1, player 2 may buy anything but a %2.</source>
        <translation>Im Szenario %1 darf Spieler 2 alles kaufen außer Schiffen der Klasse %2.</translation>
    </message>
    <message>
        <source>In %1, player 1 buys exactly one ship, the Leviathan.</source>
        <translation>Im Szenario %1 kauft Spieler 1 genau ein Schiff, den Leviathan.</translation>
    </message>
    <message>
        <source>In %1, player 1 needs a battleship that traded all its speed for weapons: the starbase.</source>
        <translation>Im Szenario %1 braucht Spieler 1 ein Schlachtschiff, das seine gesamte Geschwindigkeit gegen Waffen eingetauscht hat: die Sternenbasis.</translation>
    </message>
    <message>
        <source>Player 1 also gets five free unarmed scouts with maximum speed 2 (the freighters); they are not part of this fleet.</source>
        <translation>Spieler 1 erhält außerdem fünf kostenlose unbewaffnete Aufklärer mit Höchstgeschwindigkeit 2 (die Frachter); sie gehören nicht zu dieser Flotte.</translation>
    </message>
    <message>
        <source>In %1 each side buys six fighter bays; this fleet has %2.</source>
        <translation>Im Szenario %1 kauft jede Seite sechs Jägerhangars; diese Flotte hat %2.</translation>
    </message>
    <message>
        <source>The EasyStar rules are not loaded.</source>
        <translation>Die EasyStar-Regeln sind nicht geladen.</translation>
    </message>
    <message numerus="yes">
        <source>More than %n × %1 fitted; the rules option allows %n counter(s) of each weapon type.</source>
        <translation>
            <numerusform>Mehr als %n × %1 eingebaut; die Regeloption erlaubt %n Spielmarke je Waffentyp.</numerusform>
            <numerusform>Mehr als %n × %1 eingebaut; die Regeloption erlaubt %n Spielmarken je Waffentyp.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dorsal weapons: %1, but the %2 class has %n dorsal mount(s).</source>
        <translation>
            <numerusform>Dorsalwaffen: %1, aber die Klasse %2 hat %n dorsale Lafette.</numerusform>
            <numerusform>Dorsalwaffen: %1, aber die Klasse %2 hat %n dorsale Lafetten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Free range units: %1, but the weapon has only %n range unit(s) above the first.</source>
        <translation>
            <numerusform>Freie Reichweiteneinheiten: %1, aber die Waffe hat über die erste hinaus nur %n Reichweiteneinheit.</numerusform>
            <numerusform>Freie Reichweiteneinheiten: %1, aber die Waffe hat über die erste hinaus nur %n Reichweiteneinheiten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Free damage units: %1, but the weapon has only %n damage unit(s) above the first.</source>
        <translation>
            <numerusform>Freie Schadenseinheiten: %1, aber die Waffe hat über die erste hinaus nur %n Schadenseinheit.</numerusform>
            <numerusform>Freie Schadenseinheiten: %1, aber die Waffe hat über die erste hinaus nur %n Schadenseinheiten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 of %3 taken)</source>
        <translation>%1 (%2 von %3 genommen)</translation>
    </message>
    <message>
        <source>%1 is played with at least %2 BP.</source>
        <translation>%1 wird mit mindestens %2 BP gespielt.</translation>
    </message>
    <message>
        <source>%1 is played with %2 BP.</source>
        <translation>%1 wird mit %2 BP gespielt.</translation>
    </message>
    <message>
        <source>This fleet&apos;s budget is %1 BP.</source>
        <translation>Das Budget dieser Flotte beträgt %1 BP.</translation>
    </message>
    <message>
        <source>This fleet has no budget.</source>
        <translation>Diese Flotte hat kein Budget.</translation>
    </message>
    <message>
        <source>In %1 every fighter bay must be filled: %2 fighters for %3 places.</source>
        <translation>In %1 muss jeder Jägerhangar voll besetzt sein: %2 Jäger für %3 Plätze.</translation>
    </message>
</context>
<context>
    <name>fw::FleetFile</name>
    <message>
        <source> (JSON has no comments)</source>
        <translation> (JSON kennt keine Kommentare)</translation>
    </message>
    <message>
        <source> (JSON strings need double quotes)</source>
        <translation> (JSON-Zeichenketten brauchen doppelte Anführungszeichen)</translation>
    </message>
    <message>
        <source>choice</source>
        <translation>diese Option</translation>
    </message>
    <message>
        <source>must list exactly %1 numbers, found %2</source>
        <translation>muss genau %1 Zahlen enthalten, gefunden: %2</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <source>is a folder, not a fleet file</source>
        <translation>ist ein Ordner, keine Flottendatei</translation>
    </message>
    <message>
        <source>is %1 bytes long; fleet files over %2 MiB (%3 bytes) are refused</source>
        <translation>ist %1 Bytes groß; Flottendateien über %2 MiB (%3 Bytes) werden abgelehnt</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>is larger than %1 MiB; fleet files that large are refused</source>
        <translation>ist größer als %1 MiB; so große Flottendateien werden abgelehnt</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>values are nested more than %1 levels deep; fleet files are never that deep</source>
        <translation>Werte sind mehr als %1 Ebenen tief verschachtelt; Flottendateien sind nie so tief verschachtelt</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>a number is too large: %1</source>
        <translation>eine Zahl ist zu groß: %1</translation>
    </message>
    <message>
        <source>this key appears more than once in the same object</source>
        <translation>dieser Schlüssel kommt im selben Objekt mehrfach vor</translation>
    </message>
    <message>
        <source>this is not a Fleetwright fleet file: %1 must be %2, found %3</source>
        <translation>dies ist keine Fleetwright-Flottendatei: %1 muss %2 sein, gefunden: %3</translation>
    </message>
    <message>
        <source>the file has format version %1, written by a newer Fleetwright; this version reads format version %2</source>
        <translation>die Datei hat Formatversion %1 und stammt von einem neueren Fleetwright; diese Version liest Formatversion %2</translation>
    </message>
    <message>
        <source>unknown game system %1.</source>
        <translation>unbekanntes Spielsystem %1.</translation>
    </message>
    <message>
        <source>unknown game system %1; did you mean %2?</source>
        <translation>unbekanntes Spielsystem %1; meinten Sie %2?</translation>
    </message>
    <message>
        <source> Supported systems: %1.</source>
        <translation> Unterstützte Systeme: %1.</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true</source>
        <translation>true</translation>
    </message>
    <message>
        <source>false</source>
        <translation>false</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <source>a number with a fraction or exponent</source>
        <translation>eine Zahl mit Nachkommastellen oder Exponent</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <translation>ein nicht unterstützter Wert</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, found %3</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein, gefunden: %3</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, found %3</source>
        <translation>ganze Zahl von %1 bis %2 erwartet, gefunden: %3</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>ganze Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true oder false erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>Zeichenkette erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation>ist %1 Zeichen lang; höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <source>expected a %1 id (a string), found %2</source>
        <translation>ID für %1 (als Zeichenkette) erwartet, gefunden: %2</translation>
    </message>
    <message>
        <source>unknown %1 %2.</source>
        <translation>unbekannter Wert für %1: %2.</translation>
    </message>
    <message>
        <source>unknown %1 %2; did you mean %3?</source>
        <translation>unbekannter Wert für %1: %2; meinten Sie %3?</translation>
    </message>
    <message>
        <source> Expected one of: %1.</source>
        <translation> Erlaubt sind: %1.</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>Array erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>has %1 entries; at most %2 are allowed</source>
        <translation>hat %1 Einträge; höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>Objekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>missing required key %1</source>
        <translation>Pflichtschlüssel %1 fehlt</translation>
    </message>
</context>
<context>
    <name>fw::FleetText</name>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished">%1 von %2</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 (%3), %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not legal: %n error(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::JsonPath</name>
    <message>
        <source>(top level)</source>
        <translation>(oberste Ebene)</translation>
    </message>
</context>
<context>
    <name>fw::MainWindow</name>
    <message>
        <source>Fleetwright fleets (*.fleet.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fw::RulesOptions</name>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
</context>
<context>
    <name>fw::Text</name>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
</context>
<context>
    <name>fw::Validation</name>
    <message>
        <source>Unknown key %1 is kept in the file but not used.</source>
        <translation>Unbekannter Schlüssel %1 bleibt in der Datei erhalten, wird aber nicht verwendet.</translation>
    </message>
    <message>
        <source>Did you mean %1?</source>
        <translation>Meinten Sie %1?</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>There is no rules check for the game system %1.</source>
        <translation>Für das Spielsystem %1 gibt es keine Regelprüfung.</translation>
    </message>
</context>
<context>
    <name>fw::app::BreakdownDialog</name>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 *</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depends on the rules option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* depends on a rules option that stands in for a rule the sources lack.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fw::app::FleetDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fw::app::FleetPage</name>
    <message>
        <source>Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit fleet notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options marked &lt;i&gt;assumption&lt;/i&gt; stand in for rules the game&apos;s sources lack; results that depend on them are marked in reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change rules option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &lt;i&gt;(assumption)&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fw::app::FleetTreeModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no group)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 breaks a rule: see the issues</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fw::app::IssuesModel</name>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (assumption)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Code: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fw::app::MainWindow</name>
    <message>
        <source>New fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Fleet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a fleet file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the fleet under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Fleet as Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the fleet as plain text, for forums and chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a ship to the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate Ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a copy of the selected ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain the Fleet&apos;s &amp;Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain the Ship&apos;s &amp;Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain the Ship&apos;s &amp;Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Fleetwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;hip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet: %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not legal: %n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Legal, %n note(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to see how the points add up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished">%1: %2</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation type="unfinished">unbegrenzt</translation>
    </message>
    <message>
        <source>Spaces: %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (not legal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this version cannot edit %1 fleets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed. The file says:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fleet was not saved; the file on disk is unchanged.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Fleet As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an untitled fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleetwright closed without saving %1. Its last autosave is from %2.

Restore it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fleet is on the clipboard as text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumption: %1 = %2 (affects %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the fleet&apos;s points add up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How %1&apos;s cost adds up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s weapon spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaces used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Fleetwright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fleetwright %1&lt;/h3&gt;&lt;p&gt;A fleet builder and ship-sheet designer for tabletop space wargames.&lt;/p&gt;&lt;p&gt;Games:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;%2&lt;/li&gt;&lt;/ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fw::app::NewFleetDialog</name>
    <message>
        <source>New Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fw::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language applies when Fleetwright starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default &amp;page size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default &amp;game:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
