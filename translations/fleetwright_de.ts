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
        <translation>%1: %2 (erlaubt: %3 bis %4)</translation>
    </message>
    <message>
        <source>maximum range (%1&quot;) is below minimum range (%2&quot;)</source>
        <translation>Höchstreichweite (%1&quot;) ist kleiner als Mindestreichweite (%2&quot;)</translation>
    </message>
    <message>
        <source>unnamed class</source>
        <translation>unbenannte Klasse</translation>
    </message>
    <message numerus="yes">
        <source>%n credit(s)</source>
        <translation>
            <numerusform>%n Credit</numerusform>
            <numerusform>%n Credits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) or wing(s), mass %1, %2</source>
        <translation>
            <numerusform>%n Schiff oder Staffel, Masse %1, %2</numerusform>
            <numerusform>%n Schiffe oder Staffeln, Masse %1, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Targets (Focus): every ship and wing of a side attacks the first surviving enemy in roster order until it is destroyed.</source>
        <translation>Ziele („Konzentriert“): Jedes Schiff und jede Staffel einer Seite greift den ersten überlebenden Gegner in der Reihenfolge der Aufstellung an, bis er zerstört ist.</translation>
    </message>
    <message>
        <source>Targets (Spread): each ship or wing picks a surviving enemy at random when it activates, and again if that one is destroyed.</source>
        <translation>Ziele („Verteilt“): Jedes Schiff und jede Staffel wählt bei der eigenen Aktivierung zufällig einen überlebenden Gegner, und erneut, wenn dieser zerstört ist.</translation>
    </message>
    <message>
        <source>Targets (Biggest threat): the surviving enemy with the most attack dice × Dmg that reach the range, then the most in total, then the first in roster order.</source>
        <translation>Ziele („Größte Bedrohung“): der überlebende Gegner mit den meisten Angriffswürfeln × Schaden, die die Entfernung erreichen, dann mit den meisten insgesamt, dann der erste in der Reihenfolge der Aufstellung.</translation>
    </message>
    <message>
        <source>Side %1 is not an A Billion Suns roster.</source>
        <translation>Seite %1 ist keine Aufstellung für A Billion Suns.</translation>
    </message>
    <message>
        <source>Side %1 has no ships or wings.</source>
        <translation>Seite %1 hat weder Schiffe noch Staffeln.</translation>
    </message>
    <message>
        <source>Side %1: %2: the class &quot;%3&quot; is unknown.</source>
        <translation>Seite %1: %2: Die Klasse „%3“ ist unbekannt.</translation>
    </message>
    <message>
        <source>Side %1: %2: the class %3 has values the game does not allow.</source>
        <translation>Seite %1: %2: Die Klasse %3 hat Werte, die das Spiel nicht erlaubt.</translation>
    </message>
    <message>
        <source>Round %1 at %2&quot;: initiative roll-off %3 against %4, side %5 activates first.</source>
        <translation>Runde %1 auf %2&quot;: Wettwurf um die Initiative %3 gegen %4, Seite %5 aktiviert zuerst.</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>side %1 wins</source>
        <translation>Seite %1 gewinnt</translation>
    </message>
    <message>
        <source>Side %1 activates battlegroup %2.</source>
        <translation>Seite %1 aktiviert Kampfgruppe %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 fires %2 at %3: %4 → %n damage token(s) (%5 of %6).</source>
        <translation>
            <numerusform>%1 feuert %2 auf %3: %4 → %n Schadensmarker (%5 von %6).</numerusform>
            <numerusform>%1 feuert %2 auf %3: %4 → %n Schadensmarker (%5 von %6).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Systems Critical: %n dud(s) deal %1 damage token(s) to %2.</source>
        <translation>
            <numerusform>Systeme kritisch: %n Blindgänger verursacht %1 Schadensmarker bei %2.</numerusform>
            <numerusform>Systeme kritisch: %n Blindgänger verursachen %1 Schadensmarker bei %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>dice %1, %2 (%3 critical, %4 dud)</source>
        <translation>Würfel %1, %2 (%3 kritisch, %4 Blindgänger)</translation>
    </message>
    <message>
        <source>dice %1, %2 (%3 critical, %4 dud), saves %5</source>
        <translation>Würfel %1, %2 (%3 kritisch, %4 Blindgänger), Rettungswürfe %5</translation>
    </message>
    <message>
        <source>%1 is destroyed.</source>
        <translation>%1 ist zerstört.</translation>
    </message>
    <message>
        <source>%1 explodes (check %2).</source>
        <translation>%1 explodiert (Probe %2).</translation>
    </message>
    <message>
        <source>%1 does not explode (check %2).</source>
        <translation>%1 explodiert nicht (Probe %2).</translation>
    </message>
    <message numerus="yes">
        <source>The explosion hits %1: %2 → %n damage token(s).</source>
        <translation>
            <numerusform>Die Explosion trifft %1: %2 → %n Schadensmarker.</numerusform>
            <numerusform>Die Explosion trifft %1: %2 → %n Schadensmarker.</numerusform>
        </translation>
    </message>
    <message>
        <source>A battle needs at least one round and ranges of 0&quot; or more.</source>
        <translation>Eine Schlacht braucht mindestens eine Runde und Entfernungen von 0&quot; oder mehr.</translation>
    </message>
    <message>
        <source>No map: every ship and wing of both rosters is in play from round 1 at %1&quot;; the range closes by %2&quot; after each round, never below 0&quot;. The jump phase, jump shock, movement, coherency, dangerous space and scans are not modelled.</source>
        <translation>Keine Karte: Alle Schiffe und Staffeln beider Aufstellungen sind ab Runde 1 auf %1&quot; im Spiel; die Entfernung verringert sich nach jeder Runde um %2&quot;, nie unter 0&quot;. Sprungphase, Sprungschock, Bewegung, Zusammenhalt, gefährlicher Raum und Scans werden nicht abgebildet.</translation>
    </message>
    <message>
        <source>Each round: a D12 initiative roll-off, lowest wins, a tie rolls again (no Seize Initiative); then the sides take turns to activate their battlegroups in roster order.</source>
        <translation>Jede Runde: ein Wettwurf um die Initiative mit D12, der niedrigste Wurf gewinnt, bei Gleichstand wird neu gewürfelt (kein „Initiative ergreifen“); dann aktivieren die Seiten abwechselnd ihre Kampfgruppen in der Reihenfolge der Aufstellung.</translation>
    </message>
    <message>
        <source>Every battlegroup is under the Engage order against its targets: each die that misses or rolls a dud is re-rolled once (which dice Engage re-rolls is not stated).</source>
        <translation>Jede Kampfgruppe steht unter dem Befehl „Angreifen“ gegen ihre Ziele: Jeder Würfel, der verfehlt oder einen Blindgänger zeigt, wird einmal neu gewürfelt (welche Würfel „Angreifen“ neu würfelt, ist nicht angegeben).</translation>
    </message>
    <message>
        <source>Each ship or wing attacks once per round, in its battlegroup&apos;s activation, with every weapon system whose range band holds the range. Passive attacks with auxiliary weapon systems during enemy activations are not modelled.</source>
        <translation>Jedes Schiff und jede Staffel greift einmal pro Runde an, in der Aktivierung der eigenen Kampfgruppe, mit jedem Waffensystem, dessen Reichweitenbereich die Entfernung umfasst. Passive Angriffe mit Hilfswaffensystemen während gegnerischer Aktivierungen werden nicht abgebildet.</translation>
    </message>
    <message>
        <source>The Mining Laser never fires: it may only target stationary objects.</source>
        <translation>Der Bergbaulaser feuert nie: Er darf nur stationäre Objekte als Ziel wählen.</translation>
    </message>
    <message>
        <source>Damage tokens go on the target ship; tokens beyond those that destroy it go on the next surviving ship of its battlegroup (step 8 gives them to the battlegroup; how they are shared out is not stated).</source>
        <translation>Schadensmarker kommen auf das Zielschiff; Marker über die hinaus, die es zerstören, kommen auf das nächste überlebende Schiff seiner Kampfgruppe (Schritt 8 weist sie der Kampfgruppe zu; wie sie aufgeteilt werden, ist nicht angegeben).</translation>
    </message>
    <message>
        <source>A destroyed ship makes the explosion check. An explosion attacks every surviving ship of its own battlegroup (assumed within m&quot;) and, when the range is m&quot; or less, every enemy ship; explosion attacks deal damage 1 like jump shock.</source>
        <translation>Ein zerstörtes Schiff legt die Explosionsprobe ab. Eine Explosion greift jedes überlebende Schiff der eigenen Kampfgruppe an (angenommen innerhalb von m&quot;) und, wenn die Entfernung m&quot; oder weniger beträgt, jedes gegnerische Schiff; Explosionsangriffe haben Schaden 1 wie der Sprungschock.</translation>
    </message>
    <message>
        <source>No CMD tokens are spent: no Power To Weapon Systems, Power To Shields, Executive Override, Red Alert or Vector. Carriers, Mother&apos;s Wing, contracts and objects are not modelled.</source>
        <translation>Es werden keine CMD-Marker ausgegeben: kein „Energie auf Waffensysteme“, „Energie auf Schilde“, „Machtwort des Vorstands“, „Alarmstufe Rot“ oder „Vektor“. Träger, Mutterstaffel, Aufträge und Objekte werden nicht abgebildet.</translation>
    </message>
    <message>
        <source>Victory points: the credits (ship table cost) of the enemy ships and wings destroyed. More wins, equal is a draw; the game itself is won on profit, which the quick reference does not price for a battle.</source>
        <translation>Siegpunkte: die Credits (Kosten laut Schiffstabelle) der zerstörten gegnerischen Schiffe und Staffeln. Mehr gewinnt, Gleichstand ist unentschieden; das Spiel selbst wird über den Gewinn entschieden, den die Kurzreferenz für eine Schlacht nicht beziffert.</translation>
    </message>
    <message>
        <source>inches</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <source>Primary: %1</source>
        <translation>Primärwaffe: %1</translation>
    </message>
    <message>
        <source>Auxiliary: %1</source>
        <translation>Hilfswaffe: %1</translation>
    </message>
    <message>
        <source>Power To Weapon Systems</source>
        <translation>Energie auf Waffensysteme</translation>
    </message>
    <message>
        <source>Power To Shields</source>
        <translation>Energie auf Schilde</translation>
    </message>
    <message>
        <source>Engage order against the target</source>
        <translation>Befehl „Angreifen“ gegen das Ziel</translation>
    </message>
    <message>
        <source>Damage tokens already on the target</source>
        <translation>Schadensmarker bereits auf dem Ziel</translation>
    </message>
    <message>
        <source>Damage tokens on the attacker</source>
        <translation>Schadensmarker auf dem Angreifer</translation>
    </message>
    <message>
        <source>Choose an attacking ship or wing.</source>
        <translation>Wählen Sie ein angreifendes Schiff oder eine angreifende Staffel.</translation>
    </message>
    <message>
        <source>%1: the class &quot;%2&quot; is unknown.</source>
        <translation>%1: Die Klasse „%2“ ist unbekannt.</translation>
    </message>
    <message>
        <source>%1: the class %2 has values the game does not allow.</source>
        <translation>%1: Die Klasse %2 hat Werte, die das Spiel nicht erlaubt.</translation>
    </message>
    <message>
        <source>%1 has no such weapon system.</source>
        <translation>%1 hat kein solches Waffensystem.</translation>
    </message>
    <message>
        <source>%1 reach %2&quot;–%3&quot;, not %4&quot;.</source>
        <translation>%1: Reichweite %2&quot;–%3&quot;, nicht %4&quot;.</translation>
    </message>
    <message>
        <source>Choose a target.</source>
        <translation>Wählen Sie ein Ziel.</translation>
    </message>
    <message>
        <source>%1 has Silhouette %2 at this scale and cannot be hit.</source>
        <translation>%1 hat in diesem Maßstab Silhouette %2 und kann nicht getroffen werden.</translation>
    </message>
    <message>
        <source>%1 may only target stationary objects.</source>
        <translation>%1 darf nur stationäre Objekte als Ziel wählen.</translation>
    </message>
    <message>
        <source>%1 is destroyed at %2 damage tokens.</source>
        <translation>%1 ist bei %2 Schadensmarkern zerstört.</translation>
    </message>
    <message>
        <source>A dud is the die&apos;s natural face; a hit and a critical hit are judged on the result after Power To Weapon Systems.</source>
        <translation>Ob ein Blindgänger vorliegt, entscheidet die unmodifizierte Augenzahl des Würfels; Treffer und kritische Treffer werden am Ergebnis nach „Energie auf Waffensysteme“ gemessen.</translation>
    </message>
    <message>
        <source>Engage re-rolls each die that missed or rolled a dud, once (which dice Engage re-rolls is not stated).</source>
        <translation>„Angreifen“ würfelt jeden Würfel, der verfehlt oder einen Blindgänger gezeigt hat, einmal neu (welche Würfel „Angreifen“ neu würfelt, ist nicht angegeben).</translation>
    </message>
    <message>
        <source>Step 1: %1 rolls %2 for %3 at %4&quot; (range %5&quot;–%6&quot;, ship table).</source>
        <translation>Schritt 1: %1 würfelt %2 für %3 auf %4&quot; (Reichweite %5&quot;–%6&quot; laut Schiffstabelle).</translation>
    </message>
    <message>
        <source>Power To Weapon Systems: %1 CMD token(s) (at most m = %2) subtract %1 from every die, to a minimum of 1.</source>
        <translation>Energie auf Waffensysteme: %1 CMD-Marker (höchstens m = %2) ziehen %1 von jedem Würfel ab, bis zu einem Minimum von 1.</translation>
    </message>
    <message>
        <source>Step 2: a die equal or under the target&apos;s Silhouette %1 hits: %2 of %3 faces.</source>
        <translation>Schritt 2: Ein Würfel gleich oder unter der Silhouette %1 des Ziels trifft: %2 von %3 Augenzahlen.</translation>
    </message>
    <message>
        <source>Engage: each die that missed or rolled a dud is re-rolled once (orders: Engage; attacking step 1).</source>
        <translation>„Angreifen“: Jeder Würfel, der verfehlt oder einen Blindgänger gezeigt hat, wird einmal neu gewürfelt (orders: Engage; attacking step 1).</translation>
    </message>
    <message>
        <source>Each die: no hit %1, one hit %2, critical (two hits) %3; no die hits: %4.</source>
        <translation>Je Würfel: kein Treffer %1, ein Treffer %2, kritisch (zwei Treffer) %3; kein Würfel trifft: %4.</translation>
    </message>
    <message>
        <source>%1 (%2 with Power To Shields)</source>
        <translation>%1 (%2 mit „Energie auf Schilde“)</translation>
    </message>
    <message>
        <source>Steps 5–6: Shields 0, no saves.</source>
        <translation>Schritte 5–6: Schilde 0, keine Rettungswürfe.</translation>
    </message>
    <message>
        <source>Steps 7–8: each unsaved hit deals Dmg %1 damage tokens: %2 expected.</source>
        <translation>Schritte 7–8: Jeder nicht abgewehrte Treffer verursacht %1 Schadensmarker (Schaden der Waffe): %2 erwartet.</translation>
    </message>
    <message>
        <source>No hit</source>
        <translation>Kein Treffer</translation>
    </message>
    <message>
        <source>Every hit saved</source>
        <translation>Alle Treffer abgewehrt</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Damage with a critical hit</source>
        <translation>Schaden mit kritischem Treffer</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Zerstört</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>dud, discarded</source>
        <translation>Blindgänger, verworfen</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>critical hit, +1 bonus hit</source>
        <translation>kritischer Treffer, +1 Bonustreffer</translation>
    </message>
    <message>
        <source>%1 − %2 = %3</source>
        <translation>%1 − %2 = %3</translation>
    </message>
    <message>
        <source>%1 rolls %2 for %3 against %4 (Silhouette %5):</source>
        <translation>%1 würfelt %2 für %3 gegen %4 (Silhouette %5):</translation>
    </message>
    <message>
        <source>Die %1: %2, %3</source>
        <translation>Würfel %1: %2, %3</translation>
    </message>
    <message>
        <source>; Engage re-roll: %1, %2</source>
        <translation>; Neuwurf durch „Angreifen“: %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s) with %1 critical(s).</source>
        <translation>
            <numerusform>%n Treffer, darunter %1 kritische.</numerusform>
            <numerusform>%n Treffer, darunter %1 kritische.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save %1: D%2 rolled %3, at most Shields %4: hit cancelled.</source>
        <translation>Rettungswurf %1: D%2 zeigt %3, höchstens Schilde %4: Treffer aufgehoben.</translation>
    </message>
    <message>
        <source>Save %1: D%2 rolled %3, above Shields %4: hit stands.</source>
        <translation>Rettungswurf %1: D%2 zeigt %3, über Schilde %4: Treffer bleibt bestehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n unsaved hit(s) × Dmg %1 = %2 damage token(s).</source>
        <translation>
            <numerusform>%n nicht abgewehrter Treffer × Schaden %1 = %2 Schadensmarker.</numerusform>
            <numerusform>%n nicht abgewehrte Treffer × Schaden %1 = %2 Schadensmarker.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has %2 of %3 damage tokens and is destroyed.</source>
        <translation>%1 hat %2 von %3 Schadensmarkern und ist zerstört.</translation>
    </message>
    <message>
        <source>Explosion check: D%1 rolled %2, %3 or less: it explodes with %4 attacks on everything within %5&quot;.</source>
        <translation>Explosionsprobe: D%1 zeigt %2, %3 oder weniger: Das Schiff explodiert mit %4 Angriffen gegen alles innerhalb von %5&quot;.</translation>
    </message>
    <message>
        <source>Explosion check: D%1 rolled %2, above %3: no explosion.</source>
        <translation>Explosionsprobe: D%1 zeigt %2, über %3: keine Explosion.</translation>
    </message>
    <message>
        <source>Explosion check die</source>
        <translation>Würfel für die Explosionsprobe</translation>
    </message>
    <message>
        <source>The die rolled for a destroyed ship&apos;s explosion check: it explodes on its mass (m) or less.</source>
        <translation>Der Würfel für die Explosionsprobe eines zerstörten Schiffs: Es explodiert bei seiner Masse (m) oder weniger.</translation>
    </message>
    <message>
        <source>Systems Critical dud damage</source>
        <translation>Blindgängerschaden bei „Systeme kritisch“</translation>
    </message>
    <message>
        <source>What each dud deals to an attacker with more than m damage tokens: one damage token, or the weapon&apos;s damage.</source>
        <translation>Was jeder Blindgänger einem Angreifer mit mehr als m Schadensmarkern zufügt: einen Schadensmarker oder den Schaden der Waffe.</translation>
    </message>
    <message>
        <source>One damage token per dud</source>
        <translation>Ein Schadensmarker pro Blindgänger</translation>
    </message>
    <message>
        <source>The weapon&apos;s damage per dud</source>
        <translation>Der Schaden der Waffe pro Blindgänger</translation>
    </message>
    <message>
        <source>Damage capacity</source>
        <translation>Schadenskapazität</translation>
    </message>
    <message>
        <source>Damage capacity %1</source>
        <translation>Schadenskapazität %1</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>speed %1</source>
        <translation>Geschwindigkeit %1</translation>
    </message>
    <message>
        <source>Side A: %1 ships and wings, %2; side B: %3 ships and wings, %4.</source>
        <translation>Seite A: %1 Schiffe und Staffeln, %2; Seite B: %3 Schiffe und Staffeln, %4.</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s): side A destroyed %1 of ships, side B %2; %3.</source>
        <translation>
            <numerusform>Nach %n Runde: Seite A hat Schiffe im Wert von %1 zerstört, Seite B im Wert von %2; %3.</numerusform>
            <numerusform>Nach %n Runden: Seite A hat Schiffe im Wert von %1 zerstört, Seite B im Wert von %2; %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step 9: a destroyed ship explodes on a D%1 of %2 or less (m; rules option %3): %4 × %5 = %6; the explosion makes %7 attacks of damage 1 on everything within %8&quot;.</source>
        <translation>Schritt 9: Ein zerstörtes Schiff explodiert bei einem D%1-Wurf von %2 oder weniger (m; Regeloption %3): %4 × %5 = %6; die Explosion führt %7 Angriffe mit Schaden 1 gegen alles innerhalb von %8&quot; aus.</translation>
    </message>
    <message>
        <source>Step 10: %1 is destroyed at %2 damage tokens (%3 already; rules option %4): %5.</source>
        <translation>Schritt 10: %1 ist bei %2 Schadensmarkern zerstört (%3 bereits vorhanden; Regeloption %4): %5.</translation>
    </message>
    <message>
        <source>Step 3: duds are discarded: %1 of those faces (rules option %2).</source>
        <translation>Schritt 3: Blindgänger werden verworfen: %1 dieser Augenzahlen (Regeloption %2).</translation>
    </message>
    <message>
        <source>Step 4: a result of %1 or less is a critical hit and adds 1 bonus hit: %2 of %3 faces (rules option %4).</source>
        <translation>Schritt 4: Ein Ergebnis von %1 oder weniger ist ein kritischer Treffer und bringt 1 Bonustreffer: %2 von %3 Augenzahlen (Regeloption %4).</translation>
    </message>
    <message>
        <source>Steps 5–6: one D%1 save per hit; %2 or less (Shields %3) cancels it: %4 (rules option %5).</source>
        <translation>Schritte 5–6: ein D%1-Rettungswurf je Treffer; %2 oder weniger (Schilde %3) hebt ihn auf: %4 (Regeloption %5).</translation>
    </message>
    <message>
        <source>Systems Critical: %1 has more than %2 damage tokens, so each dud deals %3 damage token(s) to it: at least one dud %4, %5 duds expected (rules option %6).</source>
        <translation>Systeme kritisch: %1 hat mehr als %2 Schadensmarker, daher verursacht jeder Blindgänger %3 Schadensmarker am eigenen Schiff: mindestens ein Blindgänger %4, %5 Blindgänger erwartet (Regeloption %6).</translation>
    </message>
    <message>
        <source>%1 %2–%3&quot;, %4d%5, damage %6</source>
        <translation>%1 %2–%3&quot;, %4d%5, Schaden %6</translation>
    </message>
    <message>
        <source>Wing: thrust %1, silhouette %2</source>
        <translation>Staffel: Schub %1, Silhouette %2</translation>
    </message>
    <message>
        <source>Mass %1, thrust %2, silhouette %3, shields %4</source>
        <translation>Masse %1, Schub %2, Silhouette %3, Schilde %4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a class of the A Billion Suns tables; a custom class travels only in the roster&apos;s share code</source>
        <translation>„%1“ ist keine Klasse der Tabellen von A Billion Suns; eine eigene Klasse wird nur im Flottencode der Aufstellung übertragen</translation>
    </message>
    <message>
        <source>Custom classes</source>
        <translation>Eigene Klassen</translation>
    </message>
    <message>
        <source>Battlegroups</source>
        <translation>Kampfgruppen</translation>
    </message>
    <message>
        <source>Battlegroup</source>
        <translation>Kampfgruppe</translation>
    </message>
    <message>
        <source>Ship class</source>
        <translation>Schiffsklasse</translation>
    </message>
    <message>
        <source>Corporation</source>
        <translation>Konzern</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Maßstab</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Spieltische</translation>
    </message>
    <message>
        <source>Jump points</source>
        <translation>Sprungpunkte</translation>
    </message>
    <message>
        <source>%1 credits</source>
        <translation>%1 Credits</translation>
    </message>
</context>
<context>
    <name>fw::BillionSunsPrint</name>
    <message>
        <source>Unassigned</source>
        <translation>Nicht zugeordnet</translation>
    </message>
    <message>
        <source>Unnamed corporation</source>
        <translation>Unbenannter Konzern</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 Assumption (a rules option standing in for a rule the sources do not settle): %2.</source>
        <translation>%1 Annahme (eine Regeloption anstelle einer Regel, die die Quellen offenlassen): %2.</translation>
    </message>
    <message>
        <source>D%1</source>
        <translation>D%1</translation>
    </message>
    <message>
        <source>%1D%2</source>
        <translation>%1D%2</translation>
    </message>
    <message>
        <source>%1&quot;</source>
        <translation>%1&quot;</translation>
    </message>
    <message>
        <source>%1–%2&quot;</source>
        <translation>%1–%2&quot;</translation>
    </message>
    <message>
        <source>%1: ships and wings without a battlegroup</source>
        <translation>%1: Schiffe und Staffeln ohne Kampfgruppe</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <source>Jumped in</source>
        <translation>Eingesprungen</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>unknown class “%1”</source>
        <translation>unbekannte Klasse „%1“</translation>
    </message>
    <message>
        <source>%1 (custom class)</source>
        <translation>%1 (eigene Klasse)</translation>
    </message>
    <message>
        <source>P: %1</source>
        <translation>P: %1</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>H: %1</translation>
    </message>
    <message>
        <source>no weapon systems</source>
        <translation>keine Waffensysteme</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) or wing(s)</source>
        <translation>
            <numerusform>%n Schiff oder Staffel</numerusform>
            <numerusform>%n Schiffe oder Staffeln</numerusform>
        </translation>
    </message>
    <message>
        <source> (at most %1)</source>
        <translation> (höchstens %1)</translation>
    </message>
    <message>
        <source>, over the limit</source>
        <translation>, über dem Limit</translation>
    </message>
    <message>
        <source> · cost %1 · mass %2</source>
        <translation> · Kosten %1 · Masse %2</translation>
    </message>
    <message>
        <source>Ship or wing, class</source>
        <translation>Schiff oder Staffel, Klasse</translation>
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
        <source>Thrust</source>
        <translation>Schub</translation>
    </message>
    <message>
        <source>Silh.</source>
        <translation>Silh.</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>Schilde</translation>
    </message>
    <message>
        <source>Weapon systems</source>
        <translation>Waffensysteme</translation>
    </message>
    <message>
        <source>Damage tokens*</source>
        <translation>Schadensmarker*</translation>
    </message>
    <message>
        <source>No ships or wings in this battlegroup.</source>
        <translation>Keine Schiffe oder Staffeln in dieser Kampfgruppe.</translation>
    </message>
    <message>
        <source>Battlegroups</source>
        <translation>Kampfgruppen</translation>
    </message>
    <message>
        <source>Battlegroups: %1</source>
        <translation>Kampfgruppen: %1</translation>
    </message>
    <message numerus="yes">
        <source>A Billion Suns · scale S = %1 · %n ship(s) or wing(s)</source>
        <translation>
            <numerusform>A Billion Suns · Maßstab S = %1 · %n Schiff oder Staffel</numerusform>
            <numerusform>A Billion Suns · Maßstab S = %1 · %n Schiffe oder Staffeln</numerusform>
        </translation>
    </message>
    <message>
        <source> · total cost %1 · at most %2 ships or wings per battlegroup</source>
        <translation> · Gesamtkosten %1 · höchstens %2 Schiffe oder Staffeln pro Kampfgruppe</translation>
    </message>
    <message>
        <source>Damage tokens: one box per token. Shaded boxes: more than m tokens, Systems Critical (duds damage the attacker). Heavy box: the token that destroys the ship.</source>
        <translation>Schadensmarker: ein Kästchen pro Marker. Schattierte Kästchen: mehr als m Marker, Systeme kritisch (Blindgänger schaden dem Angreifer). Dick umrandetes Kästchen: der Marker, der das Schiff zerstört.</translation>
    </message>
    <message>
        <source>The roster has no battlegroups and no ships.</source>
        <translation>Die Aufstellung hat weder Kampfgruppen noch Schiffe.</translation>
    </message>
    <message>
        <source>%1½&quot;</source>
        <translation>%1½&quot;</translation>
    </message>
    <message>
        <source>Combined Orders</source>
        <translation>Kombinierte Befehle</translation>
    </message>
    <message>
        <source>Power To Weapons/Shields</source>
        <translation>Energie auf Waffen/Schilde</translation>
    </message>
    <message>
        <source>Systems Critical</source>
        <translation>Systeme kritisch</translation>
    </message>
    <message numerus="yes">
        <source>from %n token(s): duds damage attacker</source>
        <translation>
            <numerusform>ab %n Marker: Blindgänger schaden dem Angreifer</numerusform>
            <numerusform>ab %n Markern: Blindgänger schaden dem Angreifer</numerusform>
        </translation>
    </message>
    <message>
        <source>Dangerous space</source>
        <translation>Gefährlicher Raum</translation>
    </message>
    <message>
        <source>%1 attacks at end of movement step</source>
        <translation>%1 Angriffe am Ende des Bewegungsschritts</translation>
    </message>
    <message>
        <source>none (mass 0)</source>
        <translation>keine (Masse 0)</translation>
    </message>
    <message>
        <source>Easy target</source>
        <translation>Leichtes Ziel</translation>
    </message>
    <message>
        <source>moved less than %1 (½ thrust)</source>
        <translation>weniger als %1 bewegt (½ Schub)</translation>
    </message>
    <message>
        <source>Saving throws</source>
        <translation>Rettungswürfe</translation>
    </message>
    <message>
        <source>%1 or less on a D%2 cancels a hit</source>
        <translation>%1 oder weniger auf D%2 hebt einen Treffer auf</translation>
    </message>
    <message>
        <source>none (shields 0)</source>
        <translation>keine (Schilde 0)</translation>
    </message>
    <message>
        <source>Utility ships</source>
        <translation>Versorgungsschiffe</translation>
    </message>
    <message>
        <source>at most S = %1 in play</source>
        <translation>höchstens S = %1 im Spiel</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Anmerkungen: %1</translation>
    </message>
    <message>
        <source>Custom class of this roster</source>
        <translation>Eigene Klasse dieser Aufstellung</translation>
    </message>
    <message>
        <source>wing</source>
        <translation>Staffel</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>utility</source>
        <translation>Versorger</translation>
    </message>
    <message>
        <source>carrier</source>
        <translation>Träger</translation>
    </message>
    <message numerus="yes">
        <source>%n in the roster</source>
        <translation>
            <numerusform>%n in der Aufstellung</numerusform>
            <numerusform>%n in der Aufstellung</numerusform>
        </translation>
    </message>
    <message>
        <source>Mass m</source>
        <translation>Masse m</translation>
    </message>
    <message>
        <source>Silhouette</source>
        <translation>Silhouette</translation>
    </message>
    <message>
        <source>Wing</source>
        <translation>Staffel</translation>
    </message>
    <message>
        <source>Utility</source>
        <translation>Versorger</translation>
    </message>
    <message>
        <source>Carrier</source>
        <translation>Träger</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichw.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Dmg</source>
        <translation>Sch.</translation>
    </message>
    <message>
        <source>Crit / dud</source>
        <translation>Krit. / Blindg.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Primär</translation>
    </message>
    <message>
        <source>Auxiliary</source>
        <translation>Hilfswaffe</translation>
    </message>
    <message>
        <source>No weapon systems.</source>
        <translation>Keine Waffensysteme.</translation>
    </message>
    <message>
        <source>† May only target stationary objects.</source>
        <translation>† Darf nur stationäre Objekte als Ziel wählen.</translation>
    </message>
    <message>
        <source>In play (m = %1, S = %2)</source>
        <translation>Im Spiel (m = %1, S = %2)</translation>
    </message>
    <message>
        <source>Class cards</source>
        <translation>Klassenkarten</translation>
    </message>
    <message>
        <source>Class cards: %1</source>
        <translation>Klassenkarten: %1</translation>
    </message>
    <message numerus="yes">
        <source>A Billion Suns · scale S = %1 · %n class(es) in the roster</source>
        <translation>
            <numerusform>A Billion Suns · Maßstab S = %1 · %n Klasse in der Aufstellung</numerusform>
            <numerusform>A Billion Suns · Maßstab S = %1 · %n Klassen in der Aufstellung</numerusform>
        </translation>
    </message>
    <message>
        <source> · S: the game&apos;s scale, m: the class&apos;s mass; ranges and moves in inches, costs in credits.</source>
        <translation> · S: Maßstab des Spiels, m: Masse der Klasse; Reichweiten und Bewegungen in Zoll, Kosten in Credits.</translation>
    </message>
    <message>
        <source>The roster has no ships, so no class cards.</source>
        <translation>Die Aufstellung hat keine Schiffe, daher keine Klassenkarten.</translation>
    </message>
    <message>
        <source>Combined Orders:</source>
        <translation>Kombinierte Befehle:</translation>
    </message>
    <message>
        <source>At the start of any activation, spend a single CMD token from Tactical to select up to three unactivated friendly battlegroups wholly within m+3&quot; of any ship in the active battlegroup to activate them at the same time as the active battlegroup. The combined m of the ships in all the selected battlegroups must be no more than the combined m of the ships in the active battlegroup.</source>
        <translation>Zu Beginn einer beliebigen Aktivierung einen einzelnen CMD-Marker aus „Taktik“ ausgeben, um bis zu drei nicht aktivierte befreundete Kampfgruppen auszuwählen, die sich vollständig innerhalb von m+3&quot; um ein beliebiges Schiff der aktiven Kampfgruppe befinden, und sie gleichzeitig mit der aktiven Kampfgruppe zu aktivieren. Das kombinierte m der Schiffe aller ausgewählten Kampfgruppen darf nicht größer sein als das kombinierte m der Schiffe der aktiven Kampfgruppe.</translation>
    </message>
    <message>
        <source>Power To Inertial Dampeners:</source>
        <translation>Energie auf Trägheitsdämpfer:</translation>
    </message>
    <message>
        <source>Once, at the start of a friendly battlegroup&apos;s movement step, spend a CMD token from Tactical to permit this battlegroup to shoot its primary weapon systems, even if it performed a High-G Maneuver this activation.</source>
        <translation>Einmal, zu Beginn des Bewegungsschritts einer befreundeten Kampfgruppe, einen CMD-Marker aus „Taktik“ ausgeben, damit diese Kampfgruppe ihre primären Waffensysteme abfeuern darf, auch wenn sie in dieser Aktivierung ein Hoch-G-Manöver ausgeführt hat.</translation>
    </message>
    <message>
        <source>Executive Override:</source>
        <translation>Machtwort des Vorstands:</translation>
    </message>
    <message>
        <source>At any time during the Activation Phase, spend a CMD token from Tactical to re-roll a single die of any type.</source>
        <translation>Jederzeit während der Aktivierungsphase einen CMD-Marker aus „Taktik“ ausgeben, um einen einzelnen Würfel beliebigen Typs neu zu würfeln.</translation>
    </message>
    <message>
        <source>Power To Engines:</source>
        <translation>Energie auf Triebwerke:</translation>
    </message>
    <message>
        <source>Once, at the start of a friendly battlegroup&apos;s movement step, spend a CMD token from Tactical to double this battlegroup&apos;s Thrust value for the rest of its activation.</source>
        <translation>Einmal, zu Beginn des Bewegungsschritts einer befreundeten Kampfgruppe, einen CMD-Marker aus „Taktik“ ausgeben, um den Schubwert dieser Kampfgruppe für den Rest ihrer Aktivierung zu verdoppeln.</translation>
    </message>
    <message>
        <source>Power To Weapon Systems:</source>
        <translation>Energie auf Waffensysteme:</translation>
    </message>
    <message>
        <source>Before rolling to attack with a friendly battlegroup, spend up to m CMD tokens from Tactical to subtract one from the result of every attack dice of one type in the attack pool, to a minimum of one, for each CMD token spent, for this attack only. This means that higher dice results can cause critical hits.</source>
        <translation>Vor dem Angriffswurf einer befreundeten Kampfgruppe bis zu m CMD-Marker aus „Taktik“ ausgeben, um für jeden ausgegebenen CMD-Marker das Ergebnis jedes Angriffswürfels eines Typs im Angriffspool um eins zu verringern, bis zu einem Minimum von eins, nur für diesen Angriff. Dadurch können auch höhere Würfelergebnisse kritische Treffer verursachen.</translation>
    </message>
    <message>
        <source>Power To Shields:</source>
        <translation>Energie auf Schilde:</translation>
    </message>
    <message>
        <source>If a friendly battlegroup with a shield value of 1 or more is targeted with an attack, after the attack dice are rolled, spend up to m CMD tokens from Tactical to add +1 to the battlegroup&apos;s Shields value for each CMD token spent, for this attack only.</source>
        <translation>Wird eine befreundete Kampfgruppe mit einem Schildwert von 1 oder mehr angegriffen, nach dem Wurf der Angriffswürfel bis zu m CMD-Marker aus „Taktik“ ausgeben, um den Schildwert der Kampfgruppe für jeden ausgegebenen CMD-Marker um +1 zu erhöhen, nur für diesen Angriff.</translation>
    </message>
    <message>
        <source>Roll Off:</source>
        <translation>Wettwurf:</translation>
    </message>
    <message>
        <source>D12, lowest wins.</source>
        <translation>D12, der niedrigste Wurf gewinnt.</translation>
    </message>
    <message>
        <source>Rounding:</source>
        <translation>Runden:</translation>
    </message>
    <message>
        <source>Always round up.</source>
        <translation>Immer aufrunden.</translation>
    </message>
    <message>
        <source>CMD Tokens:</source>
        <translation>CMD-Marker:</translation>
    </message>
    <message>
        <source>S+3 each round (%1 at S = %2).</source>
        <translation>S+3 pro Runde (%1 bei S = %2).</translation>
    </message>
    <message>
        <source>Jump Range:</source>
        <translation>Sprungreichweite:</translation>
    </message>
    <message>
        <source>6&quot; − m&quot;.</source>
        <translation>6&quot; − m&quot;.</translation>
    </message>
    <message>
        <source>Jump Shock:</source>
        <translation>Sprungschock:</translation>
    </message>
    <message>
        <source>Range m&quot;, mD6.</source>
        <translation>Reichweite m&quot;, mD6.</translation>
    </message>
    <message>
        <source>Jump Hop:</source>
        <translation>Kurzsprung:</translation>
    </message>
    <message>
        <source>Start or end of movement step.</source>
        <translation>Beginn oder Ende des Bewegungsschritts.</translation>
    </message>
    <message>
        <source>Easy Target:</source>
        <translation>Leichtes Ziel:</translation>
    </message>
    <message>
        <source>Moved under ½ thrust.</source>
        <translation>Weniger als ½ Schub bewegt.</translation>
    </message>
    <message>
        <source>Dangerous Space:</source>
        <translation>Gefährlicher Raum:</translation>
    </message>
    <message>
        <source>mD6 attacks at end of movement step.</source>
        <translation>mD6 Angriffe am Ende des Bewegungsschritts.</translation>
    </message>
    <message>
        <source>Go Rogue:</source>
        <translation>Auf eigene Faust:</translation>
    </message>
    <message>
        <source>Suffer 1 damage to activate a Tactical command effect.</source>
        <translation>1 Schaden erleiden, um einen Taktik-Kommandoeffekt zu aktivieren.</translation>
    </message>
    <message>
        <source>Scan Range:</source>
        <translation>Scanreichweite:</translation>
    </message>
    <message>
        <source>3&quot;.</source>
        <translation>3&quot;.</translation>
    </message>
    <message>
        <source>Mother&apos;s Wing:</source>
        <translation>Mutterstaffel:</translation>
    </message>
    <message>
        <source>m&quot;.</source>
        <translation>m&quot;.</translation>
    </message>
    <message>
        <source>Explosion Check:</source>
        <translation>Explosionsprobe:</translation>
    </message>
    <message>
        <source>Equal or under m.</source>
        <translation>Gleich oder unter m.</translation>
    </message>
    <message>
        <source>Explosion:</source>
        <translation>Explosion:</translation>
    </message>
    <message>
        <source>Systems Critical:</source>
        <translation>Systeme kritisch:</translation>
    </message>
    <message>
        <source>If more than m damage tokens, duds damage attacker.</source>
        <translation>Bei mehr als m Schadensmarkern schaden Blindgänger dem Angreifer.</translation>
    </message>
    <message numerus="yes">
        <source>The CEO&apos;s helm · A Billion Suns · scale S = %1 · %n table(s)</source>
        <translation>
            <numerusform>Kommandopult des CEO · A Billion Suns · Maßstab S = %1 · %n Spieltisch</numerusform>
            <numerusform>Kommandopult des CEO · A Billion Suns · Maßstab S = %1 · %n Spieltische</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Command phase: 1. assign S+3 CMD tokens to the helm; 2. reveal helms; 3. roll off to determine initiative.</source>
        <translation>Kommandophase: 1. S+3 CMD-Marker auf das Kommandopult verteilen; 2. Kommandopulte aufdecken; 3. Wettwurf um die Initiative.</translation>
    </message>
    <message>
        <source>CMD tokens each round</source>
        <translation>CMD-Marker pro Runde</translation>
    </message>
    <message>
        <source>S+3 = %1</source>
        <translation>S+3 = %1</translation>
    </message>
    <message>
        <source>Seize Initiative</source>
        <translation>Initiative ergreifen</translation>
    </message>
    <message>
        <source>CMD tokens</source>
        <translation>CMD-Marker</translation>
    </message>
    <message>
        <source>Before rolling for initiative during the Command Phase, CEOs may spend one or more CMD tokens from Seize Initiative to change the type of dice they roll during the roll-off to determine initiative:</source>
        <translation>Vor dem Initiativewurf in der Kommandophase dürfen CEOs einen oder mehrere CMD-Marker aus „Initiative ergreifen“ ausgeben, um die Art der Würfel zu ändern, die sie beim Wettwurf um die Initiative werfen:</translation>
    </message>
    <message>
        <source>CMD tokens in Seize Initiative</source>
        <translation>CMD-Marker in „Initiative ergreifen“</translation>
    </message>
    <message>
        <source>Roll-off dice type</source>
        <translation>Würfeltyp beim Wettwurf</translation>
    </message>
    <message>
        <source>4+</source>
        <translation>4+</translation>
    </message>
    <message>
        <source>Jump In</source>
        <translation>Einspringen</translation>
    </message>
    <message>
        <source>During the Jump Step, spend a CMD token from Jump In to deploy a jump point, deploy a single battlegroup, or pass.</source>
        <translation>Im Sprungschritt einen CMD-Marker aus „Einspringen“ ausgeben, um einen Sprungpunkt zu platzieren, eine einzelne Kampfgruppe aufzustellen oder zu passen.</translation>
    </message>
    <message>
        <source>Jump points in play (at most tables + 1 = %1; %2 planned):</source>
        <translation>Sprungpunkte im Spiel (höchstens Spieltische + 1 = %1; %2 geplant):</translation>
    </message>
    <message>
        <source>No jumping in or placing jump points within %1&quot; of a planetoid.</source>
        <translation>Kein Einspringen und keine Sprungpunkte innerhalb von %1&quot; um einen Planetoiden.</translation>
    </message>
    <message>
        <source>Profit +/−</source>
        <translation>Gewinn +/−</translation>
    </message>
    <message>
        <source>A running tally in credits: each ship&apos;s cost is paid when its battlegroup jumps in, contracts earn credits.</source>
        <translation>Laufende Bilanz in Credits: Die Kosten jedes Schiffs werden bezahlt, wenn seine Kampfgruppe einspringt; Aufträge bringen Credits ein.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Paid −</source>
        <translation>Bezahlt −</translation>
    </message>
    <message>
        <source>Earned +</source>
        <translation>Verdient +</translation>
    </message>
    <message>
        <source>Profit</source>
        <translation>Gewinn</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Tactical</source>
        <translation>Taktik</translation>
    </message>
    <message>
        <source>CMD tokens assigned to Tactical may be spent on any Tactical command effect. Go Rogue: suffer 1 damage to activate a Tactical command effect.</source>
        <translation>CMD-Marker, die „Taktik“ zugewiesen sind, dürfen für jeden Taktik-Kommandoeffekt ausgegeben werden. Auf eigene Faust: 1 Schaden erleiden, um einen Taktik-Kommandoeffekt zu aktivieren.</translation>
    </message>
    <message>
        <source>Et cetera (S: the game&apos;s scale, m: a ship&apos;s mass)</source>
        <translation>Sonstiges (S: Maßstab des Spiels, m: Masse eines Schiffs)</translation>
    </message>
    <message>
        <source>Operational limits</source>
        <translation>Einsatzgrenzen</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>This roster</source>
        <translation>Diese Aufstellung</translation>
    </message>
    <message>
        <source>%1: over the limit</source>
        <translation>%1: Grenze überschritten</translation>
    </message>
    <message>
        <source>Battlegroup size</source>
        <translation>Kampfgruppengröße</translation>
    </message>
    <message>
        <source>at most %1 ships or wings</source>
        <translation>höchstens %1 Schiffe oder Staffeln</translation>
    </message>
    <message numerus="yes">
        <source>largest: %1, %n ship(s) or wing(s)</source>
        <translation>
            <numerusform>größte: %1, %n Schiff oder Staffel</numerusform>
            <numerusform>größte: %1, %n Schiffe oder Staffeln</numerusform>
        </translation>
    </message>
    <message>
        <source>no battlegroups</source>
        <translation>keine Kampfgruppen</translation>
    </message>
    <message>
        <source>Utility ships in play</source>
        <translation>Versorgungsschiffe im Spiel</translation>
    </message>
    <message>
        <source>at most S = %1</source>
        <translation>höchstens S = %1</translation>
    </message>
    <message>
        <source>Jump points in play</source>
        <translation>Sprungpunkte im Spiel</translation>
    </message>
    <message>
        <source>at most tables + 1 = %1</source>
        <translation>höchstens Spieltische + 1 = %1</translation>
    </message>
    <message numerus="yes">
        <source>%n planned</source>
        <translation>
            <numerusform>%n geplant</numerusform>
            <numerusform>%n geplant</numerusform>
        </translation>
    </message>
    <message>
        <source>Planetoids</source>
        <translation>Planetoiden</translation>
    </message>
    <message>
        <source>no jumping in or jump points within %1&quot;</source>
        <translation>kein Einspringen und keine Sprungpunkte innerhalb von %1&quot;</translation>
    </message>
    <message>
        <source>checked at the table</source>
        <translation>wird am Spieltisch geprüft</translation>
    </message>
    <message>
        <source>Helm</source>
        <translation>Kommandopult</translation>
    </message>
    <message>
        <source>%1 %2 %3, dmg %4</source>
        <translation>%1 %2 %3, Schad. %4</translation>
    </message>
    <message>
        <source>%1, stationary targets only</source>
        <translation>%1, nur stationäre Ziele</translation>
    </message>
    <message>
        <source>DAMAGE</source>
        <translation>SCHADEN</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <translation>KOMMANDO</translation>
    </message>
    <message>
        <source>JUMP POINT</source>
        <translation>SPRUNG-PKT</translation>
    </message>
    <message>
        <source>Tokens (backs)</source>
        <translation>Marker (Rückseiten)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>CMD</source>
        <extracomment>Counter code of a command token, at most 3 letters, in the token&apos;s ring</extracomment>
        <translation>CMD</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>fw::BillionSunsUi</name>
    <message>
        <source>&amp;Scale (S):</source>
        <translation>&amp;Maßstab (S):</translation>
    </message>
    <message>
        <source>Battlegroup %1</source>
        <translation>Kampfgruppe %1</translation>
    </message>
    <message>
        <source>The corporation that requisitions the roster</source>
        <translation>Der Konzern, der die Aufstellung anfordert</translation>
    </message>
    <message>
        <source>&amp;Corporation:</source>
        <translation>&amp;Konzern:</translation>
    </message>
    <message>
        <source>A Billion Suns, scale: S gives each player S + 3 CMD tokens per round and allows at most S utility ships. By default the rules options allow 1 to 5.</source>
        <translation>A Billion Suns, scale: S gibt jedem Spieler S + 3 CMD-Marker pro Runde und erlaubt höchstens S Versorgungsschiffe. Standardmäßig erlauben die Regeloptionen 1 bis 5.</translation>
    </message>
    <message>
        <source>Custom class %1</source>
        <translation>Eigene Klasse %1</translation>
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
        <translation>Die ID %1 der eigenen Klasse ist bereits die ID einer Klasse der Schiffstabelle.</translation>
    </message>
    <message numerus="yes">
        <source>Known: %1, … (%n in all).</source>
        <translation>
            <numerusform>Bekannt: %1, … (%n insgesamt).</numerusform>
            <numerusform>Bekannt: %1, … (%n insgesamt).</numerusform>
        </translation>
    </message>
    <message>
        <source>Custom class %1 has the name of the ship-table class %2; give it a name of its own.</source>
        <translation>Die eigene Klasse %1 trägt den Namen der Klasse %2 der Schiffstabelle; geben Sie ihr einen eigenen Namen.</translation>
    </message>
    <message>
        <source>The roster costs %1, %2 over its credit target of %3.</source>
        <translation>Die Aufstellung kostet %1 und liegt %2 über ihrem Credit-Ziel von %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n credit(s)</source>
        <translation>
            <numerusform>%n Credit</numerusform>
            <numerusform>%n Credits</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::CapacityStatus</name>
    <message>
        <source>no cap</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>%1: %2 / %3</source>
        <translation>%1: %2 / %3</translation>
    </message>
    <message>
        <source>%1 available</source>
        <translation>%1 verfügbar</translation>
    </message>
    <message>
        <source>%1 used</source>
        <translation>%1 belegt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: capacities</source>
        <translation>%1: Kapazitäten</translation>
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
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3): %4 — %5</source>
        <translation>%1: %2 (%3): %4 — %5</translation>
    </message>
    <message>
        <source>%1 (no budget set)</source>
        <translation>%1 (kein Budget festgelegt)</translation>
    </message>
    <message>
        <source>%1. %2 — %3 — %4</source>
        <translation>%1. %2 — %3 — %4</translation>
    </message>
    <message>
        <source>Fleet total: %1</source>
        <translation>Flotte gesamt: %1</translation>
    </message>
    <message>
        <source>Lay out a fleet&apos;s roster, sheets and counters and write them as PDF, SVG or PNG.</source>
        <translation>Bereitet Aufstellung, Bögen und Spielmarken einer Flotte für den Druck auf und schreibt sie als PDF, SVG oder PNG.</translation>
    </message>
    <message>
        <source>What to print: roster, sheets, counters or all (default), or a comma list.</source>
        <translation>Was gedruckt wird: roster, sheets, counters oder all (Standard), oder eine kommagetrennte Liste.</translation>
    </message>
    <message>
        <source>KINDS</source>
        <translation>KINDS</translation>
    </message>
    <message>
        <source>pdf, svg or png (default: from the output file&apos;s suffix, else pdf). SVG and PNG write one file per page: OUT-1.svg, OUT-2.svg...</source>
        <translation>pdf, svg oder png (Standard: nach der Endung der Ausgabedatei, sonst pdf). SVG und PNG schreiben eine Datei pro Seite: OUT-1.svg, OUT-2.svg...</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>a4 or letter (default: letter in the United States, else a4).</source>
        <translation>a4 oder letter (Standard: letter in den Vereinigten Staaten, sonst a4).</translation>
    </message>
    <message>
        <source>SIZE</source>
        <translation>SIZE</translation>
    </message>
    <message>
        <source>A template file to use instead of the built-in one of its layout; may be given once per layout.</source>
        <translation>Eine Vorlagendatei, die statt der eingebauten Vorlage ihres Layouts verwendet wird; darf einmal pro Layout angegeben werden.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>After each counter sheet, print its backs, mirrored for double-sided printing.</source>
        <translation>Druckt nach jedem Spielmarkenbogen dessen Rückseiten, gespiegelt für beidseitigen Druck.</translation>
    </message>
    <message>
        <source>The file to write.</source>
        <translation>Die zu schreibende Datei.</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>OUT</translation>
    </message>
    <message>
        <source>Resolution of PNG pages (default 150).</source>
        <translation>Auflösung der PNG-Seiten (Standard 150).</translation>
    </message>
    <message>
        <source>DPI</source>
        <translation>DPI</translation>
    </message>
    <message>
        <source>--what must be roster, sheets, counters or all (or a comma list), not &quot;%1&quot;</source>
        <translation>--what muss roster, sheets, counters oder all (oder eine kommagetrennte Liste) sein, nicht „%1“</translation>
    </message>
    <message>
        <source>name the output file with -o FILE</source>
        <translation>Ausgabedatei mit -o FILE angeben</translation>
    </message>
    <message>
        <source>--format must be pdf, svg or png, not &quot;%1&quot;</source>
        <translation>--format muss pdf, svg oder png sein, nicht „%1“</translation>
    </message>
    <message>
        <source>--page must be a4 or letter, not &quot;%1&quot;</source>
        <translation>--page muss a4 oder letter sein, nicht „%1“</translation>
    </message>
    <message>
        <source>--dpi must be from 36 to 1200</source>
        <translation>--dpi muss zwischen 36 und 1200 liegen</translation>
    </message>
    <message>
        <source>%1: this template is for the layout &quot;%2&quot;, which does not print %3 fleets</source>
        <translation>%1: diese Vorlage ist für das Layout „%2“, das keine %3-Flotten druckt</translation>
    </message>
    <message>
        <source>nothing to print</source>
        <translation>nichts zu drucken</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) written to %1</source>
        <translation>
            <numerusform>%n Seite nach %1 geschrieben</numerusform>
            <numerusform>%n Seiten nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>The exact odds of one attack: outcomes, damage distribution and the rules behind them; optionally one seeded roll.</source>
        <translation>Die genauen Chancen eines Angriffs: Ergebnisse, Schadensverteilung und die zugrunde liegenden Regeln; wahlweise ein Wurf mit festem Startwert.</translation>
    </message>
    <message>
        <source>Fight two fleets many times (Monte Carlo) and print each side&apos;s chance to win, or fight one battle and print its log.</source>
        <translation>Lässt zwei Flotten viele Male gegeneinander kämpfen (Monte Carlo) und gibt die Siegchance jeder Seite aus, oder trägt eine Schlacht aus und gibt deren Protokoll aus.</translation>
    </message>
    <message>
        <source>List the fleet&apos;s ships and their weapons (only --ship&apos;s with --ship), the target kinds and the modifiers with their ranges, instead of the odds.</source>
        <translation>Listet statt der Chancen die Schiffe der Flotte und ihre Waffen (mit --ship nur die dieses Schiffs), die Zielarten und die Modifikatoren mit ihren Wertebereichen auf.</translation>
    </message>
    <message>
        <source>The attacking ship: its number (1 = the first) or its name.</source>
        <translation>Das angreifende Schiff: seine Nummer (1 = das erste) oder sein Name.</translation>
    </message>
    <message>
        <source>N|NAME</source>
        <translation>N|NAME</translation>
    </message>
    <message>
        <source>The weapon that fires: its number in --list, or its name.</source>
        <translation>Die feuernde Waffe: ihre Nummer in --list oder ihr Name.</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>The fleet of the target ship (default: the attacking fleet).</source>
        <translation>Die Flotte des Zielschiffs (Standard: die angreifende Flotte).</translation>
    </message>
    <message>
        <source>FLEET2</source>
        <translation>FLEET2</translation>
    </message>
    <message>
        <source>The target ship of the target fleet: its number or its name.</source>
        <translation>Das Zielschiff der Zielflotte: seine Nummer oder sein Name.</translation>
    </message>
    <message>
        <source>A kind of target instead of a ship (see below), or with --target: that kind belonging to the ship.</source>
        <translation>Eine Zielart anstelle eines Schiffs (siehe unten) oder, zusammen mit --target, diese Zielart des Schiffs.</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>KIND</translation>
    </message>
    <message>
        <source>The range, in the game&apos;s unit.</source>
        <translation>Die Entfernung in der Einheit des Spiels.</translation>
    </message>
    <message>
        <source>The starting range, in the game&apos;s unit (default: the game&apos;s).</source>
        <translation>Die Anfangsentfernung in der Einheit des Spiels (Standard: der Wert des Spiels).</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Set a situational modifier (see below); may be repeated. ID alone sets a yes/no modifier.</source>
        <translation>Setzt einen situativen Modifikator (siehe unten); mehrfach möglich. ID allein setzt einen Ja/Nein-Modifikator.</translation>
    </message>
    <message>
        <source>ID=VALUE</source>
        <translation>ID=VALUE</translation>
    </message>
    <message>
        <source>Also roll the attack once and print every die.</source>
        <translation>Würfelt den Angriff zusätzlich einmal aus und gibt jeden Würfel aus.</translation>
    </message>
    <message>
        <source>The dice of --roll (default 1).</source>
        <translation>Der Startwert der Würfel für --roll (Standard 1).</translation>
    </message>
    <message>
        <source>The dice of the run (default 1): the same seed gives the same result.</source>
        <translation>Der Startwert der Würfel des Durchlaufs (Standard 1): Derselbe Startwert ergibt dasselbe Ergebnis.</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Battles to fight (default 10000).</source>
        <translation>Anzahl der auszutragenden Schlachten (Standard 10000).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Range closed per turn; 0 holds it, negative opens it (default: the game&apos;s).</source>
        <translation>Um wie viel sich die Entfernung pro Spielzug verringert; 0 hält sie, ein negativer Wert vergrößert sie (Standard: der Wert des Spiels).</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>The most turns a battle lasts (default: the game&apos;s).</source>
        <translation>Die Höchstzahl an Spielzügen einer Schlacht (Standard: der Wert des Spiels).</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>How ships pick targets: focus (all on one enemy until it is destroyed), spread (at random) or threat (the most firepower first).</source>
        <translation>Wie Schiffe ihre Ziele wählen: focus (alle auf einen Gegner, bis er zerstört ist), spread (zufällig) oder threat (die größte Feuerkraft zuerst).</translation>
    </message>
    <message>
        <source>POLICY</source>
        <translation>POLICY</translation>
    </message>
    <message>
        <source>Threads to use, 0 = one per core (default). The results do not depend on it.</source>
        <translation>Anzahl der Threads, 0 = einer pro Kern (Standard). Die Ergebnisse hängen nicht davon ab.</translation>
    </message>
    <message>
        <source>Fight one battle (battle 1 of the run with --seed) and print its log.</source>
        <translation>Trägt eine Schlacht aus (Schlacht 1 des Durchlaufs mit --seed) und gibt deren Protokoll aus.</translation>
    </message>
    <message>
        <source>Fight the same battles again with FLEET_A2 as side A and print the change in P(A wins).</source>
        <translation>Trägt dieselben Schlachten erneut mit FLEET_A2 als Seite A aus und gibt die Änderung von P(A gewinnt) aus.</translation>
    </message>
    <message>
        <source>FLEET_A2</source>
        <translation>FLEET_A2</translation>
    </message>
    <message>
        <source>The fleet files of side A and side B.</source>
        <translation>Die Flottendateien von Seite A und Seite B.</translation>
    </message>
    <message>
        <source>fleetwright-cli %1: expects two fleet files, %2.</source>
        <translation>fleetwright-cli %1: erwartet zwei Flottendateien, %2.</translation>
    </message>
    <message>
        <source>%1: Fleetwright cannot resolve %2 combat yet (it can: %3)</source>
        <translation>%1: Fleetwright kann Kämpfe in %2 noch nicht auswerten (möglich ist es für: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>fleetwright-cli %1: note: %2: &quot;%3&quot; is %4; the results are for the fleet as it is (&quot;fleetwright-cli validate %2&quot; lists the issues)</source>
        <translation>fleetwright-cli %1: Hinweis: %2: „%3“ ist %4; die Ergebnisse gelten für die Flotte, wie sie ist („fleetwright-cli validate %2“ listet die Befunde auf)</translation>
    </message>
    <message>
        <source>%1: %2 is for %3, but %4 is for %5; both sides must play the same game</source>
        <translation>%1: %2 ist für %3, aber %4 ist für %5; beide Seiten müssen dasselbe Spiel spielen</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not &quot;%4&quot;</source>
        <translation>%1 muss eine ganze Zahl von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to %1, not &quot;%2&quot;</source>
        <translation>--seed muss eine ganze Zahl von 0 bis %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <source>%1: %2 ships of &quot;%3&quot; are named &quot;%4&quot;; give the number instead: %5</source>
        <translation>%1: %2 Schiffe von „%3“ heißen „%4“; geben Sie stattdessen die Nummer an: %5</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has no ships</source>
        <translation>%1: „%2“ hat keine Schiffe</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has no ship &quot;%3&quot;; give a number from 1 to %4 or a name: %5</source>
        <translation>%1: „%2“ hat kein Schiff „%3“; geben Sie eine Nummer von 1 bis %4 oder einen Namen an: %5</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 (95 % interval %2–%3)</source>
        <translation>%1 (95-%-Intervall %2–%3)</translation>
    </message>
    <message>
        <source>  none</source>
        <translation>  keine</translation>
    </message>
    <message>
        <source>%1 to %2, default %3</source>
        <translation>%1 bis %2, Standard %3</translation>
    </message>
    <message>
        <source>--weapon: &quot;%1&quot; has no weapons</source>
        <translation>--weapon: „%1“ hat keine Waffen</translation>
    </message>
    <message>
        <source>--weapon: &quot;%1&quot; has no weapon &quot;%2&quot;; give a number or a name: %3</source>
        <translation>--weapon: „%1“ hat keine Waffe „%2“; geben Sie eine Nummer oder einen Namen an: %3</translation>
    </message>
    <message>
        <source>--target-kind: this game has no target kinds besides ships; name a ship with --target</source>
        <translation>--target-kind: Dieses Spiel kennt außer Schiffen keine Zielarten; geben Sie mit --target ein Schiff an</translation>
    </message>
    <message>
        <source>--target-kind: unknown kind &quot;%1&quot;; the kinds are: %2</source>
        <translation>--target-kind: unbekannte Zielart „%1“; die Zielarten sind: %2</translation>
    </message>
    <message>
        <source>--mod: this game has no modifiers, so &quot;%1&quot; is unknown</source>
        <translation>--mod: Dieses Spiel hat keine Modifikatoren, daher ist „%1“ unbekannt</translation>
    </message>
    <message>
        <source>--mod: unknown modifier &quot;%1&quot;; the modifiers are: %2</source>
        <translation>--mod: unbekannter Modifikator „%1“; die Modifikatoren sind: %2</translation>
    </message>
    <message>
        <source>--mod %1 must be a whole number from %2 to %3, not &quot;%4&quot;</source>
        <translation>--mod %1 muss eine ganze Zahl von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <source>--mod %1 needs a value: --mod %1=N with N from %2 to %3</source>
        <translation>--mod %1 braucht einen Wert: --mod %1=N mit N von %2 bis %3</translation>
    </message>
    <message>
        <source>       no weapons</source>
        <translation>       keine Waffen</translation>
    </message>
    <message>
        <source>%1 (%2); ranges in %3</source>
        <translation>%1 (%2); Entfernungen in %3</translation>
    </message>
    <message>
        <source>Attacking ships (--ship N or NAME) and their weapons:</source>
        <translation>Angreifende Schiffe (--ship N oder NAME) und ihre Waffen:</translation>
    </message>
    <message>
        <source>Target ships in %1 (--target N or NAME):</source>
        <translation>Zielschiffe in %1 (--target N oder NAME):</translation>
    </message>
    <message>
        <source>Target ships (--target N or NAME): the ships above, or those of --target-fleet FLEET2</source>
        <translation>Zielschiffe (--target N oder NAME): die obigen Schiffe oder die von --target-fleet FLEET2</translation>
    </message>
    <message>
        <source>Target kinds (--target-kind KIND):</source>
        <translation>Zielarten (--target-kind KIND):</translation>
    </message>
    <message>
        <source>Modifiers (--mod ID=VALUE):</source>
        <translation>Modifikatoren (--mod ID=VALUE):</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Attacker: %1 (%2)</source>
        <translation>Angreifer: %1 (%2)</translation>
    </message>
    <message>
        <source>Weapon: %1</source>
        <translation>Waffe: %1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <source>Range: %1 (%2)</source>
        <translation>Entfernung: %1 (%2)</translation>
    </message>
    <message>
        <source>Outcomes:</source>
        <translation>Ergebnisse:</translation>
    </message>
    <message>
        <source>Damage to the target (expected %1):</source>
        <translation>Schaden am Ziel (erwartet %1):</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>genau</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>mindestens</translation>
    </message>
    <message>
        <source>How the odds come about:</source>
        <translation>Wie die Chancen zustande kommen:</translation>
    </message>
    <message>
        <source>Assumptions in force:</source>
        <translation>Geltende Annahmen:</translation>
    </message>
    <message>
        <source>One roll (seed %1):</source>
        <translation>Ein Wurf (Startwert %1):</translation>
    </message>
    <message>
        <source>Result: %1; damage %2</source>
        <translation>Ergebnis: %1; Schaden %2</translation>
    </message>
    <message>
        <source>%1 (ranges in %2):</source>
        <translation>%1 (Entfernungen in %2):</translation>
    </message>
    <message>
        <source>  Target kinds: %1</source>
        <translation>  Zielarten: %1</translation>
    </message>
    <message>
        <source>  Modifiers: %1</source>
        <translation>  Modifikatoren: %1</translation>
    </message>
    <message>
        <source>Target kinds and modifiers by game (--list shows a fleet&apos;s ships and weapons):</source>
        <translation>Zielarten und Modifikatoren nach Spiel (--list zeigt die Schiffe und Waffen einer Flotte):</translation>
    </message>
    <message>
        <source>name the attacking ship with --ship N or NAME: %1</source>
        <translation>angreifendes Schiff mit --ship N oder NAME angeben: %1</translation>
    </message>
    <message>
        <source>name the weapon with --weapon N or NAME: %1</source>
        <translation>Waffe mit --weapon N oder NAME angeben: %1</translation>
    </message>
    <message>
        <source>--target: &quot;%1&quot; cannot fire at itself; name another ship, or the enemy fleet with --target-fleet</source>
        <translation>--target: „%1“ kann nicht auf sich selbst feuern; geben Sie ein anderes Schiff an oder mit --target-fleet die gegnerische Flotte</translation>
    </message>
    <message>
        <source>name the target ship with --target N or NAME: %1</source>
        <translation>Zielschiff mit --target N oder NAME angeben: %1</translation>
    </message>
    <message>
        <source>name the target with --target N or NAME (%1) or --target-kind KIND (%2)</source>
        <translation>Ziel mit --target N oder NAME (%1) oder --target-kind KIND (%2) angeben</translation>
    </message>
    <message>
        <source>give the range in %1 with --range R</source>
        <translation>Entfernung in %1 mit --range R angeben</translation>
    </message>
    <message>
        <source>the attack cannot be made: %1</source>
        <translation>der Angriff ist nicht möglich: %1</translation>
    </message>
    <message>
        <source>start range %1 (%2), closing %3 per turn, turn limit %4, targeting: %5</source>
        <translation>Anfangsentfernung %1 (%2), Annäherung %3 pro Spielzug, höchstens %4 Spielzüge, Zielwahl: %5</translation>
    </message>
    <message>
        <source>%1 (A, %2) against %3 (B, %4) — %5</source>
        <translation>%1 (A, %2) gegen %3 (B, %4) — %5</translation>
    </message>
    <message>
        <source>Battle 1 of seed %1; %2</source>
        <translation>Schlacht 1 mit Startwert %1; %2</translation>
    </message>
    <message>
        <source>A draw; turns fought: %1</source>
        <translation>Unentschieden; gekämpfte Spielzüge: %1</translation>
    </message>
    <message>
        <source>%1 (%2) wins; turns fought: %3</source>
        <translation>%1 (%2) gewinnt; gekämpfte Spielzüge: %3</translation>
    </message>
    <message>
        <source>%1; victory points A %2, B %3; damage dealt A %4, B %5</source>
        <translation>%1; Siegpunkte A %2, B %3; verursachter Schaden A %4, B %5</translation>
    </message>
    <message>
        <source>Survivors of %1: %2</source>
        <translation>Überlebende von %1: %2</translation>
    </message>
    <message>
        <source>A wins</source>
        <translation>A gewinnt</translation>
    </message>
    <message>
        <source>B wins</source>
        <translation>B gewinnt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>  Mean victory points: A %1, B %2</source>
        <translation>  Mittlere Siegpunkte: A %1, B %2</translation>
    </message>
    <message>
        <source>  Mean turns: %1</source>
        <translation>  Mittlere Anzahl Spielzüge: %1</translation>
    </message>
    <message>
        <source>  Damage dealt per point spent: A %1, B %2</source>
        <translation>  Verursachter Schaden pro ausgegebenem Punkt: A %1, B %2</translation>
    </message>
    <message>
        <source>--policy must be focus, spread or threat, not &quot;%1&quot;</source>
        <translation>--policy muss focus, spread oder threat sein, nicht „%1“</translation>
    </message>
    <message>
        <source>the battle cannot be fought: %1</source>
        <translation>die Schlacht kann nicht ausgetragen werden: %1</translation>
    </message>
    <message>
        <source>--what-if: the battle cannot be fought: %1</source>
        <translation>--what-if: die Schlacht kann nicht ausgetragen werden: %1</translation>
    </message>
    <message>
        <source>Battles: %1, seed %2; %3</source>
        <translation>Schlachten: %1, Startwert %2; %3</translation>
    </message>
    <message>
        <source>Survival per ship:</source>
        <translation>Überleben je Schiff:</translation>
    </message>
    <message>
        <source>What if %1 (%2) were side A, with the same dice:</source>
        <translation>Was wäre, wenn %1 (%2) Seite A wäre, mit denselben Würfeln:</translation>
    </message>
    <message>
        <source>  Survival per ship:</source>
        <translation>  Überleben je Schiff:</translation>
    </message>
    <message>
        <source>  Change in P(A wins): %1 percentage points (95 % interval %2 to %3)</source>
        <translation>  Änderung von P(A gewinnt): %1 Prozentpunkte (95-%-Intervall %2 bis %3)</translation>
    </message>
    <message>
        <source>Repeat with: %1</source>
        <translation>Wiederholen mit: %1</translation>
    </message>
    <message>
        <source>cannot tell the format from the name &quot;%1&quot;: end it with .pdf, .svg or .png, or give --format</source>
        <translation>das Format lässt sich am Namen „%1“ nicht erkennen: Lassen Sie ihn auf .pdf, .svg oder .png enden oder geben Sie --format an</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>--mod %1 needs a choice: --mod %1=CHOICE with CHOICE one of %2</source>
        <translation>--mod %1 braucht eine Auswahl: --mod %1=WAHL, mit WAHL aus %2</translation>
    </message>
    <message>
        <source>--mod %1: unknown choice &quot;%2&quot;; the choices are: %3</source>
        <translation>--mod %1: unbekannte Auswahl „%2“; zur Wahl stehen: %3</translation>
    </message>
    <message>
        <source>%1, default %2</source>
        <translation>%1, Vorgabe %2</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>   %1: %2 used of %3</source>
        <translation>   %1: %2 von %3 belegt</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Print a fleet&apos;s share code, or with --text the fleet as a list for forums.</source>
        <translation>Gibt den Flottencode einer Flotte aus, mit --text die Flotte als Liste für Foren.</translation>
    </message>
    <message>
        <source>Print only these ships: their positions in the fleet, from 1, as a comma list with ranges (1,3-4).</source>
        <translation>Druckt nur diese Schiffe: ihre Positionen in der Flotte, ab 1, als kommagetrennte Liste mit Bereichen (1,3-4).</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LIST</translation>
    </message>
    <message>
        <source>Print only the ship named NAME; may be given more than once.</source>
        <translation>Druckt nur das Schiff namens NAME; mehrfach möglich.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Counters of 1/2, 5/8, 3/4 or 1 inch, butt-joined; hex: the game&apos;s hex size; template (default): the template&apos;s own.</source>
        <translation>Spielmarken von 1/2, 5/8, 3/4 oder 1 Zoll, ohne Abstand aneinander; hex: die Feldgröße des Spiels; template (Standard): die Größe der Vorlage.</translation>
    </message>
    <message>
        <source>Solid fills become light tints and outlines, to save ink.</source>
        <translation>Flächige Füllungen werden zu hellen Tönungen und Umrissen, um Tinte zu sparen.</translation>
    </message>
    <message>
        <source>Move the counters of the back pages X mm right and Y mm down (negative: left, up) to match a printer&apos;s duplex offset.</source>
        <translation>Verschiebt die Spielmarken der Rückseiten um X mm nach rechts und Y mm nach unten (negativ: links, oben), passend zum Duplex-Versatz eines Druckers.</translation>
    </message>
    <message>
        <source>X,Y</source>
        <translation>X,Y</translation>
    </message>
    <message>
        <source>--ships takes positions from 1 and ranges such as 1,3-4, not &quot;%1&quot;</source>
        <translation>--ships nimmt Positionen ab 1 und Bereiche wie 1,3-4, nicht „%1“</translation>
    </message>
    <message numerus="yes">
        <source>--ships: the fleet has %n ship(s); there is no ship %1</source>
        <translation>
            <numerusform>--ships: Die Flotte hat %n Schiff; es gibt kein Schiff %1</numerusform>
            <numerusform>--ships: Die Flotte hat %n Schiffe; es gibt kein Schiff %1</numerusform>
        </translation>
    </message>
    <message>
        <source>--ship: the fleet has no ship named &quot;%1&quot;</source>
        <translation>--ship: Die Flotte hat kein Schiff namens „%1“</translation>
    </message>
    <message>
        <source>--counter-size must be 1/2, 5/8, 3/4, 1, hex or template, not &quot;%1&quot;</source>
        <translation>--counter-size muss 1/2, 5/8, 3/4, 1, hex oder template sein, nicht „%1“</translation>
    </message>
    <message>
        <source>--back-offset takes X,Y in millimetres, each from -20 to 20 (such as 0.5,-1), not &quot;%1&quot;</source>
        <translation>--back-offset nimmt X,Y in Millimetern, jeweils von -20 bis 20 (etwa 0.5,-1), nicht „%1“</translation>
    </message>
    <message>
        <source>fleet lists</source>
        <translation>Flottenlisten</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>Standardeingabe kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>standard input holds more than %1; fleet lists may have at most that</source>
        <translation>die Standardeingabe enthält mehr als %1; Flottenlisten dürfen höchstens so groß sein</translation>
    </message>
    <message>
        <source>The fleet file to write (default: standard output).</source>
        <translation>Die zu schreibende Flottendatei (Standard: Standardausgabe).</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>Modifiers:</source>
        <translation>Modifikatoren:</translation>
    </message>
    <message>
        <source>Print the fleet as a list for forums (each ship with its loadout, the totals and the share code) instead of the code alone.</source>
        <translation>Gibt die Flotte als Liste für Foren aus (jedes Schiff mit seiner Ausrüstung, die Summen und der Flottencode) statt nur des Codes.</translation>
    </message>
    <message>
        <source>%1: the output is the file being imported; write the fleet file somewhere else</source>
        <translation>%1: Die Ausgabe ist die importierte Datei; schreiben Sie die Flottendatei an einen anderen Ort</translation>
    </message>
    <message numerus="yes">
        <source>  (%n more damage value(s), up to %1, each below 0.005 %: see --json)</source>
        <translation>
            <numerusform>  (%n weiterer Schadenswert, %1, unter 0,005 %: siehe --json)</numerusform>
            <numerusform>  (%n weitere Schadenswerte bis %1, jeweils unter 0,005 %: siehe --json)</numerusform>
        </translation>
    </message>
    <message>
        <source>ship (default): one sheet per ship, its name in the header; design: one blank sheet per design, for designs no ship flies yet or to laminate. For the sheets that carry a ship&apos;s damage.</source>
        <translation>ship (Vorgabe): ein Bogen je Schiff, sein Name im Kopf; design: ein leerer Bogen je Entwurf, für Entwürfe, die noch kein Schiff fliegt, oder zum Laminieren. Für die Bögen, auf denen der Schaden eines Schiffs markiert wird.</translation>
    </message>
    <message>
        <source>FOR</source>
        <translation>FÜR</translation>
    </message>
    <message>
        <source>--sheets must be ship or design, not &quot;%1&quot;</source>
        <translation>--sheets muss ship oder design sein, nicht „%1“</translation>
    </message>
    <message>
        <source>Sheets: %1.</source>
        <translation>Bögen: %1.</translation>
    </message>
    <message>
        <source>Measure every page against the print floors (text and box sizes, overlaps, the paper&apos;s edge, crop marks) and print the figures and every breach; exit code 4 when a page breaks a floor. Without -o nothing is written.</source>
        <translation>Jede Seite an den Druck-Untergrenzen messen (Schrift- und Kästchengrößen, Überlappungen, Papierrand, Schnittmarken) und die Werte und jeden Verstoß ausgeben; Exit-Code 4, wenn eine Seite eine Untergrenze verletzt. Ohne -o wird nichts geschrieben.</translation>
    </message>
    <message>
        <source>With --preflight: print it as one JSON object (docs/cli.md).</source>
        <translation>Mit --preflight: die Prüfung als ein JSON-Objekt ausgeben (docs/cli.md).</translation>
    </message>
    <message>
        <source>--json goes with --preflight</source>
        <translation>--json gehört zu --preflight</translation>
    </message>
    <message>
        <source>List the factions and hulls of FieryVoid&apos;s ship files (files or folders of them).</source>
        <translation>Die Fraktionen und Rümpfe von FieryVoids Schiffsdateien auflisten (Dateien oder Ordner davon).</translation>
    </message>
    <message>
        <source>FieryVoid ship files (shipsN.js) or folders of them.</source>
        <translation>FieryVoid-Schiffsdateien (shipsN.js) oder Ordner davon.</translation>
    </message>
    <message>
        <source>fleetwright-cli %1: name FieryVoid ship files or a folder of them.</source>
        <translation>fleetwright-cli %1: FieryVoid-Schiffsdateien oder einen Ordner davon angeben.</translation>
    </message>
    <message>
        <source>Print the catalogue as JSON.</source>
        <translation>Den Katalog als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Only hulls of this faction (may be repeated or a comma list).</source>
        <translation>Nur Rümpfe dieser Fraktion (wiederholbar oder als Kommaliste).</translation>
    </message>
    <message>
        <source>Only hulls whose class contains TEXT.</source>
        <translation>Nur Rümpfe, deren Klasse TEXT enthält.</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>Only hulls of this size: light, medium, heavy, capital or enormous.</source>
        <translation>Nur Rümpfe dieser Größe: light, medium, heavy, capital oder enormous.</translation>
    </message>
    <message>
        <source>Only hulls of at most N points.</source>
        <translation>Nur Rümpfe von höchstens N Punkten.</translation>
    </message>
    <message>
        <source>Only hulls in service by YEAR.</source>
        <translation>Nur Rümpfe, die bis JAHR in Dienst gestellt sind.</translation>
    </message>
    <message>
        <source>YEAR</source>
        <translation>JAHR</translation>
    </message>
    <message>
        <source>With --fieryvoid: only hulls of this faction (may be repeated or a comma list).</source>
        <translation>Mit --fieryvoid: nur Rümpfe dieser Fraktion (wiederholbar oder als Kommaliste).</translation>
    </message>
    <message>
        <source>With --fieryvoid: only this hull, by its class or FieryVoid key (may be repeated or a comma list).</source>
        <translation>Mit --fieryvoid: nur diesen Rumpf, nach Klasse oder FieryVoid-Schlüssel (wiederholbar oder als Kommaliste).</translation>
    </message>
    <message>
        <source>CLASS</source>
        <translation>KLASSE</translation>
    </message>
    <message>
        <source>FLEET</source>
        <translation>FLOTTE</translation>
    </message>
    <message>
        <source>fleetwright-cli catalogue: --max-points and --max-isd take whole numbers</source>
        <translation>fleetwright-cli catalogue: --max-points und --max-isd nehmen ganze Zahlen</translation>
    </message>
    <message>
        <source>%1: exists; name a new file, or add to it with --into %1</source>
        <translation>%1: existiert bereits; eine neue Datei angeben oder mit --into %1 ergänzen</translation>
    </message>
    <message>
        <source>%1: the output is a file being imported</source>
        <translation>%1: die Ausgabe ist eine Datei, die importiert wird</translation>
    </message>
    <message>
        <source>Imported from FieryVoid</source>
        <translation>Aus FieryVoid importiert</translation>
    </message>
    <message>
        <source>Read a fleet list, share code or fleet file (&quot;-&quot;: standard input) and write it as a fleet file; with --fieryvoid, FieryVoid&apos;s ship files as designs.</source>
        <translation>Eine Flottenliste, einen Teilen-Code oder eine Flottendatei lesen („-“: Standardeingabe) und als Flottendatei schreiben; mit --fieryvoid FieryVoids Schiffsdateien als Entwürfe.</translation>
    </message>
    <message>
        <source>The arguments are FieryVoid ship files or folders of them: import their hulls as designs.</source>
        <translation>Die Argumente sind FieryVoid-Schiffsdateien oder Ordner davon: ihre Rümpfe als Entwürfe importieren.</translation>
    </message>
    <message>
        <source>With --fieryvoid: add the designs to this fleet file and write it back (or to -o).</source>
        <translation>Mit --fieryvoid: die Entwürfe dieser Flottendatei hinzufügen und sie zurückschreiben (oder nach -o).</translation>
    </message>
    <message>
        <source>%1: not a fleet of %2</source>
        <translation>%1: keine Flotte für %2</translation>
    </message>
    <message numerus="yes">
        <source>%n older page(s) of an earlier export removed: %1</source>
        <translation>
            <numerusform>%n ältere Seite eines früheren Exports entfernt: %1</numerusform>
            <numerusform>%n ältere Seiten eines früheren Exports entfernt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Side A fights with these ships of FLEET_A only: numbers or names, separated by commas (default: every ship). Not applied to --what-if.</source>
        <translation>Seite A kämpft nur mit diesen Schiffen von FLOTTE_A: Nummern oder Namen, durch Kommas getrennt (Vorgabe: alle Schiffe). Gilt nicht für --what-if.</translation>
    </message>
    <message>
        <source>SHIPS</source>
        <translation>SCHIFFE</translation>
    </message>
    <message>
        <source>Side B fights with these ships of FLEET_B only (default: every ship).</source>
        <translation>Seite B kämpft nur mit diesen Schiffen von FLOTTE_B (Vorgabe: alle Schiffe).</translation>
    </message>
</context>
<context>
    <name>fw::Combat</name>
    <message>
        <source>Side A: %1</source>
        <translation>Seite A: %1</translation>
    </message>
    <message>
        <source>Side B: %1</source>
        <translation>Seite B: %1</translation>
    </message>
    <message>
        <source>%1: %2 (rules option)</source>
        <translation>%1: %2 (Regeloption)</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Weapons that bear (trial battles)</source>
        <translation>Waffen im Feuerwinkel (Probeschlachten)</translation>
    </message>
    <message>
        <source>A trial battle has no map. By default each ship, each turn, turns to the bearing that lets its most valuable set of weapons bear on its target (their expected damage against it), and only the weapons whose arcs hold that bearing fire. &quot;Every weapon bears&quot; fires every weapon whatever its arc, which no position allows: a simplification that pays a design for every extra arc.</source>
        <translation>Eine Probeschlacht hat keine Karte. Standardmäßig dreht sich jedes Schiff in jeder Runde in die Ausrichtung, in der seine wertvollste Gruppe von Waffen (nach ihrem erwarteten Schaden gegen das Ziel) das Ziel im Feuerwinkel hat, und nur die Waffen, deren Feuerwinkel diese Ausrichtung umfasst, feuern. „Jede Waffe im Feuerwinkel“ lässt jede Waffe unabhängig von ihrem Feuerwinkel feuern, was keine Position erlaubt: eine Vereinfachung, die einen Entwurf für jeden zusätzlichen Feuerwinkel belohnt.</translation>
    </message>
    <message>
        <source>Best bearing for the attacker</source>
        <translation>Beste Ausrichtung für den Angreifer</translation>
    </message>
    <message>
        <source>Every weapon bears (simplified)</source>
        <translation>Jede Waffe im Feuerwinkel (vereinfacht)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
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
    <message>
        <source>A battle needs at least one turn.</source>
        <translation>Eine Schlacht braucht mindestens einen Spielzug.</translation>
    </message>
    <message>
        <source>The range and the closing rate cannot be negative.</source>
        <translation>Die Entfernung und die Annäherungsrate dürfen nicht negativ sein.</translation>
    </message>
    <message>
        <source>Both fleets must be EasyStar fleets.</source>
        <translation>Beide Flotten müssen EasyStar-Flotten sein.</translation>
    </message>
    <message>
        <source>Fleet “%1” has no ships.</source>
        <translation>Flotte „%1“ hat keine Schiffe.</translation>
    </message>
    <message>
        <source>Ship “%1” has an unknown class.</source>
        <translation>Schiff „%1“ hat eine unbekannte Klasse.</translation>
    </message>
    <message>
        <source>%1 %2-%3</source>
        <translation>%1 %2-%3</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message numerus="yes">
        <source>No map: the fleets start %n hex(es) apart and close by %1 per turn to a range of 1; every ship is at that range from every enemy, arcs of fire, movement, collisions and ramming are left out.</source>
        <translation>
            <numerusform>Keine Karte: Die Flotten beginnen %n Hexfeld voneinander entfernt und nähern sich um %1 pro Spielzug bis auf Entfernung 1; jedes Schiff ist auf dieser Entfernung zu jedem Gegner, Feuerbögen, Bewegung, Kollisionen und Rammen bleiben außen vor.</numerusform>
            <numerusform>Keine Karte: Die Flotten beginnen %n Hexfelder voneinander entfernt und nähern sich um %1 pro Spielzug bis auf Entfernung 1; jedes Schiff ist auf dieser Entfernung zu jedem Gegner, Feuerbögen, Bewegung, Kollisionen und Rammen bleiben außen vor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Weapons fire alternately, one at a time (EasyStar §VII). Which fleet is Yellow, with the initiative on odd turns, is drawn at random for every battle; the other has it on even turns. Ships fire in fleet order and each ship&apos;s weapons in design order, then the fighters. A ship destroyed before all its weapons fired fires one of them at once; a weapon knocked out before it fired fires at once.</source>
        <translation>Waffen feuern abwechselnd, eine nach der anderen (EasyStar §VII). Welche Flotte Gelb ist und damit in ungeraden Spielzügen die Initiative hat, wird für jede Schlacht ausgelost; die andere hat sie in geraden Spielzügen. Schiffe feuern in der Reihenfolge der Flotte und die Waffen jedes Schiffs in der Reihenfolge des Entwurfs, danach die Jäger. Ein Schiff, das zerstört wird, bevor alle seine Waffen gefeuert haben, feuert sofort eine davon ab; eine Waffe, die ausgeschaltet wird, bevor sie gefeuert hat, feuert sofort.</translation>
    </message>
    <message>
        <source>Targets: focus fires at the first enemy ship still fighting, spread at a random one, biggest threat at the one with the most expected damage per turn. Interceptors and point defense fire at fighters first; other weapons at ships, and at fighters when no ship is in reach.</source>
        <translation>Ziele: „Konzentriert“ feuert auf das erste gegnerische Schiff, das noch kämpft, „Verteilt“ auf ein zufälliges, „Größte Bedrohung“ auf das mit dem höchsten erwarteten Schaden pro Spielzug. Abfangjäger und Punktverteidigung feuern zuerst auf Jäger; andere Waffen auf Schiffe, und auf Jäger, wenn kein Schiff in Reichweite ist.</translation>
    </message>
    <message>
        <source>Hits from ships&apos; weapons count as hits through the front (the fleets face each other), so frontal armor takes 1 off each; fighters&apos; hits do not.</source>
        <translation>Treffer von Schiffswaffen zählen als Treffer durch die Front (die Flotten stehen einander gegenüber), daher zieht die Frontpanzerung von jedem 1 ab; Treffer von Jägern nicht.</translation>
    </message>
    <message>
        <source>One unfired point-defense turret of the target fires at each incoming missile; the displacer pod is used on the first hit each turn that would do damage.</source>
        <translation>Eine noch nicht abgefeuerte Punktverteidigung des Ziels feuert auf jede anfliegende Rakete; die Versetzerkapsel wird beim ersten Treffer jedes Spielzugs eingesetzt, der Schaden verursachen würde.</translation>
    </message>
    <message>
        <source>The bi-directional missile fires both its shots every turn, each at a target of its own; the torpedo bank fires all three at one target.</source>
        <translation>Die Zwei-Wege-Rakete feuert in jedem Spielzug beide Schüsse ab, jeden auf ein eigenes Ziel; die Torpedobatterie feuert alle drei auf ein Ziel.</translation>
    </message>
    <message>
        <source>Fighters launch together once the range is within their reach (1 hex to launch, their speed, their weapon&apos;s range), then attack every turn and can be fired on at range 1. They never return aboard.</source>
        <translation>Jäger starten gemeinsam, sobald die Entfernung in ihrer Reichweite liegt (1 Hexfeld zum Starten, ihre Geschwindigkeit, die Reichweite ihrer Waffe), greifen dann in jedem Spielzug an und können auf Entfernung 1 beschossen werden. Sie kehren nie an Bord zurück.</translation>
    </message>
    <message>
        <source>Critical hits: navigation hits and speed losses have no effect without a map. On a weapons hit the owner gives up a device of no use here or else the cheapest item; the attacker takes the most expensive item. Frontal armor, engines and gun mounts cannot be lost.</source>
        <translation>Kritische Treffer: Navigationstreffer und Geschwindigkeitsverluste haben ohne Karte keine Wirkung. Bei einem Waffentreffer gibt der Besitzer ein hier nutzloses Gerät auf, sonst das billigste Bauteil; der Angreifer nimmt das teuerste Bauteil. Frontpanzerung, Triebwerke und Geschützlafetten können nicht verloren gehen.</translation>
    </message>
    <message>
        <source>The power-up pod gives +1 damage to the first weapon each turn that fires at a ship and stays within its mount&apos;s limit; +1 range is not used.</source>
        <translation>Die Verstärkerkapsel gibt +1 Schaden für die erste Waffe jedes Spielzugs, die auf ein Schiff feuert und dabei innerhalb der Grenze ihrer Lafettierung bleibt; +1 Reichweite wird nicht genutzt.</translation>
    </message>
    <message>
        <source>Damage-control counters are used at the start of a turn on the most damaged ship once it has lost 2 or more: as many counters together as repair no more than the damage taken. A Leviathan repairs 1 damage at the start of every turn (EasyStar §VI.C).</source>
        <translation>Schadenskontroll-Spielmarken werden zu Beginn eines Spielzugs beim am stärksten beschädigten Schiff eingesetzt, sobald es 2 oder mehr verloren hat: so viele Spielmarken zugleich, wie nicht mehr als den erlittenen Schaden reparieren. Ein Leviathan repariert zu Beginn jedes Spielzugs 1 Schaden (EasyStar §VI.C).</translation>
    </message>
    <message numerus="yes">
        <source>The battle ends when a side has no ship and no launched fighter left (the other side wins) or after %n turn(s); then the side with more victory points wins, equal points are a draw (EasyStar §X).</source>
        <translation>
            <numerusform>Die Schlacht endet, wenn eine Seite kein Schiff und keinen gestarteten Jäger mehr hat (die andere Seite gewinnt), oder nach %n Spielzug; dann gewinnt die Seite mit mehr Siegpunkten, bei Punktgleichheit ist es unentschieden (EasyStar §X).</numerusform>
            <numerusform>Die Schlacht endet, wenn eine Seite kein Schiff und keinen gestarteten Jäger mehr hat (die andere Seite gewinnt), oder nach %n Spielzügen; dann gewinnt die Seite mit mehr Siegpunkten, bei Punktgleichheit ist es unentschieden (EasyStar §X).</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory points: a destroyed ship scores its cost with the fighters aboard, less what its knocked-out items already scored; a destroyed fighter scores %1; an item knocked out by a critical hit scores its cost (EasyStar §IX.E).</source>
        <translation>Siegpunkte: Ein zerstörtes Schiff bringt seine Kosten samt der Jäger an Bord, abzüglich dessen, was seine ausgeschalteten Bauteile bereits eingebracht haben; ein zerstörter Jäger bringt %1; ein durch einen kritischen Treffer ausgeschaltetes Bauteil bringt seine Kosten (EasyStar §IX.E).</translation>
    </message>
    <message>
        <source>Side A: %1</source>
        <translation>Seite A: %1</translation>
    </message>
    <message>
        <source>Side B: %1</source>
        <translation>Seite B: %1</translation>
    </message>
    <message>
        <source>%1 is Yellow (initiative on odd turns), %2 is Blue (initiative on even turns).</source>
        <translation>%1 ist Gelb (Initiative in ungeraden Spielzügen), %2 ist Blau (Initiative in geraden Spielzügen).</translation>
    </message>
    <message>
        <source>Turn %1, range %2: </source>
        <translation>Spielzug %1, Entfernung %2: </translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>End after turn %1: %2 %3 VP, %4 %5 VP; %6.</source>
        <translation>Ende nach Spielzug %1: %2 %3 SP, %4 %5 SP; %6.</translation>
    </message>
    <message>
        <source>%1 repairs itself (%2 of %3 damage left)</source>
        <translation>%1 repariert sich selbst (%2 von %3 Schadenspunkten übrig)</translation>
    </message>
    <message>
        <source>%1 uses its own damage-control counter (%2 of %3 damage left)</source>
        <translation>%1 setzt seine eigene Schadenskontroll-Spielmarke ein (%2 von %3 Schadenspunkten übrig)</translation>
    </message>
    <message numerus="yes">
        <source>%1 launches %n fighter(s)</source>
        <translation>
            <numerusform>%1 startet %n Jäger</numerusform>
            <numerusform>%1 startet %n Jäger</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 damage</source>
        <translation>, %1 Schaden</translation>
    </message>
    <message>
        <source>, critical hit %1: %2</source>
        <translation>, kritischer Treffer %1: %2</translation>
    </message>
    <message>
        <source>: %1 is destroyed and left a wreck (+%2 VP)</source>
        <translation>: %1 wird zerstört und hinterlässt ein Wrack (+%2 SP)</translation>
    </message>
    <message>
        <source>: %1 explodes (+%2 VP)</source>
        <translation>: %1 explodiert (+%2 SP)</translation>
    </message>
    <message>
        <source> (%1 %2 left)</source>
        <translation> (%1 hat noch %2)</translation>
    </message>
    <message>
        <source>, %1 lost (+%2 VP)</source>
        <translation>, %1 verloren (+%2 SP)</translation>
    </message>
    <message numerus="yes">
        <source>, a fighter bay lost with %n fighter(s) (+%1 VP)</source>
        <translation>
            <numerusform>, ein Jägerhangar mit %n Jäger verloren (+%1 SP)</numerusform>
            <numerusform>, ein Jägerhangar mit %n Jägern verloren (+%1 SP)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 fires %2 at %3: %4</source>
        <translation>%1 schießt mit %2 auf %3: %4</translation>
    </message>
    <message>
        <source>, destroyed (+%1 VP)</source>
        <translation>, zerstört (+%1 SP)</translation>
    </message>
    <message>
        <source>point defense rolls %1 (needs %2)</source>
        <translation>Punktverteidigung würfelt %1 (benötigt %2)</translation>
    </message>
    <message>
        <source>, missile shot down</source>
        <translation>, Rakete abgeschossen</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>rolls %1 (needs %2)</source>
        <translation>Wurf %1 (benötigt %2)</translation>
    </message>
    <message>
        <source>, miss</source>
        <translation>, Fehlschuss</translation>
    </message>
    <message>
        <source>, hit, no damage gets through</source>
        <translation>, Treffer, kein Schaden dringt durch</translation>
    </message>
    <message>
        <source>, hit, displacer rolls %1: missed</source>
        <translation>, Treffer, Versetzerkapsel würfelt %1: verfehlt</translation>
    </message>
    <message>
        <source>, hit, displacer rolls %1: the hit stands</source>
        <translation>, Treffer, Versetzerkapsel würfelt %1: Der Treffer zählt</translation>
    </message>
    <message>
        <source>, hit</source>
        <translation>, Treffer</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>hexes</source>
        <translation>Hexfelder</translation>
    </message>
    <message>
        <source>%1: range %2, damage %3</source>
        <translation>%1: Reichweite %2, Schaden %3</translation>
    </message>
    <message>
        <source>The target ship</source>
        <translation>Das Zielschiff</translation>
    </message>
    <message>
        <source>A fighter</source>
        <translation>Ein Jäger</translation>
    </message>
    <message>
        <source>An incoming missile</source>
        <translation>Eine anfliegende Rakete</translation>
    </message>
    <message>
        <source>Hit through the target&apos;s front (frontal armor)</source>
        <translation>Treffer durch die Front des Ziels (Frontpanzerung)</translation>
    </message>
    <message>
        <source>Point-defense turrets the target fires at the missile</source>
        <translation>Punktverteidigungstürme, mit denen das Ziel auf die Rakete feuert</translation>
    </message>
    <message>
        <source>The target uses its displacer pod on a hit</source>
        <translation>Das Ziel setzt bei einem Treffer seine Versetzerkapsel ein</translation>
    </message>
    <message>
        <source>Damage the target has already taken</source>
        <translation>Bereits erlittener Schaden des Ziels</translation>
    </message>
    <message>
        <source>Power-up pod: +1 damage</source>
        <translation>Verstärkerkapsel: +1 Schaden</translation>
    </message>
    <message>
        <source>Power-up pod: +1 range</source>
        <translation>Verstärkerkapsel: +1 Reichweite</translation>
    </message>
    <message>
        <source>The attacker is not in an EasyStar fleet.</source>
        <translation>Der Angreifer gehört zu keiner EasyStar-Flotte.</translation>
    </message>
    <message>
        <source>There is no attacking ship %1.</source>
        <translation>Es gibt kein angreifendes Schiff %1.</translation>
    </message>
    <message>
        <source>%1 has no weapon %2.</source>
        <translation>%1 hat keine Waffe %2.</translation>
    </message>
    <message>
        <source>Unknown kind of target “%1”.</source>
        <translation>Unbekannte Zielart „%1“.</translation>
    </message>
    <message>
        <source>The power-up pod gives +1 range or +1 damage, not both.</source>
        <translation>Die Verstärkerkapsel gibt +1 Reichweite oder +1 Schaden, nicht beides.</translation>
    </message>
    <message>
        <source>%1 has no power-up pod: the power-up is ignored</source>
        <translation>%1 hat keine Verstärkerkapsel: Die Verstärkung wird ignoriert</translation>
    </message>
    <message>
        <source>The range cannot be negative.</source>
        <translation>Die Entfernung kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>Only dorsal weapons and fighters can fire at a target in the same hex.</source>
        <translation>Nur Dorsalwaffen und Jäger können auf ein Ziel im selben Hexfeld feuern.</translation>
    </message>
    <message>
        <source>Same hex: only dorsal weapons and fighters may fire, and the range counts as 1</source>
        <translation>Selbes Hexfeld: Nur Dorsalwaffen und Jäger dürfen feuern, und die Entfernung zählt als 1</translation>
    </message>
    <message numerus="yes">
        <source>Out of range: %1 reaches %n hex(es).</source>
        <translation>
            <numerusform>Außer Reichweite: %1 reicht %n Hexfeld weit.</numerusform>
            <numerusform>Außer Reichweite: %1 reicht %n Hexfelder weit.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot attack ships.</source>
        <translation>%1 kann keine Schiffe angreifen.</translation>
    </message>
    <message>
        <source>%1 cannot attack fighters.</source>
        <translation>%1 kann keine Jäger angreifen.</translation>
    </message>
    <message>
        <source>Only point defense can shoot at missiles.</source>
        <translation>Nur die Punktverteidigung kann auf Raketen schießen.</translation>
    </message>
    <message>
        <source>Choose a target ship.</source>
        <translation>Wählen Sie ein Zielschiff.</translation>
    </message>
    <message>
        <source>the fighter</source>
        <translation>dem Jäger</translation>
    </message>
    <message>
        <source>the missile</source>
        <translation>der Rakete</translation>
    </message>
    <message>
        <source>ships</source>
        <translation>Schiffe</translation>
    </message>
    <message>
        <source>fighters</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>missiles</source>
        <translation>Raketen</translation>
    </message>
    <message>
        <source>%1 hits %2 on %3+</source>
        <translation>%1 trifft %2 bei %3+</translation>
    </message>
    <message>
        <source>Targeting pod on %1: +1 to the attack roll</source>
        <translation>Zielerfassungskapsel auf %1: +1 auf den Angriffswurf</translation>
    </message>
    <message>
        <source>ECM pod on %1: -1 to the attack roll</source>
        <translation>ECM-Kapsel auf %1: -1 auf den Angriffswurf</translation>
    </message>
    <message>
        <source>The targeting pod and the ECM pod cancel each other out</source>
        <translation>Die Zielerfassungskapsel und die ECM-Kapsel heben sich gegenseitig auf</translation>
    </message>
    <message>
        <source>A hit on a d6 of %1 or more: %2 in 6</source>
        <translation>Treffer bei einem d6-Wurf von %1 oder mehr: %2 von 6</translation>
    </message>
    <message>
        <source>No d6 roll can hit</source>
        <translation>Kein d6-Wurf kann treffen</translation>
    </message>
    <message>
        <source>Damage %1, with the missile&apos;s +1</source>
        <translation>Schaden %1, inkl. +1 der Rakete</translation>
    </message>
    <message>
        <source>Damage %1</source>
        <translation>Schaden %1</translation>
    </message>
    <message>
        <source>, +1 from the power-up pod</source>
        <translation>, +1 durch die Verstärkerkapsel</translation>
    </message>
    <message>
        <source>Deflector shield on %1: -1 damage per hit</source>
        <translation>Deflektorschild auf %1: -1 Schaden pro Treffer</translation>
    </message>
    <message>
        <source>Frontal armor on %1, hit through the front: -1 damage</source>
        <translation>Frontpanzerung auf %1, Treffer durch die Front: -1 Schaden</translation>
    </message>
    <message>
        <source>%1 has frontal armor, but the hit is not through its front</source>
        <translation>%1 hat Frontpanzerung, aber der Treffer kommt nicht durch die Front</translation>
    </message>
    <message>
        <source>%1 damage per hit gets through</source>
        <translation>%1 Schaden pro Treffer dringt durch</translation>
    </message>
    <message>
        <source>The defences absorb every hit: no damage and no critical hit</source>
        <translation>Die Abwehr absorbiert jeden Treffer: kein Schaden und kein kritischer Treffer</translation>
    </message>
    <message>
        <source>The power-up takes %1 beyond its normal limit: an unmodified 1 destroys it</source>
        <translation>Die Verstärkung bringt %1 über die normale Grenze: Eine unmodifizierte 1 zerstört die Waffe</translation>
    </message>
    <message numerus="yes">
        <source>%n point-defense turret(s) of %1 fire at the missile before its attack roll, each hitting on a d6 of %2 or more: the missile is shot down with probability %3</source>
        <translation>
            <numerusform>%n Punktverteidigungsturm von %1 feuert vor dem Angriffswurf der Rakete auf diese und trifft bei einem d6-Wurf von %2 oder mehr: Die Rakete wird mit einer Wahrscheinlichkeit von %3 abgeschossen</numerusform>
            <numerusform>%n Punktverteidigungstürme von %1 feuern vor dem Angriffswurf der Rakete auf diese, jeder trifft bei einem d6-Wurf von %2 oder mehr: Die Rakete wird mit einer Wahrscheinlichkeit von %3 abgeschossen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n point-defense turret(s), but none fires at this missile</source>
        <translation>
            <numerusform>%1 hat %n Punktverteidigungsturm, aber er feuert nicht auf diese Rakete</numerusform>
            <numerusform>%1 hat %n Punktverteidigungstürme, aber keiner feuert auf diese Rakete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has only %n point-defense turret(s)</source>
        <translation>
            <numerusform>%1 hat nur %n Punktverteidigungsturm</numerusform>
            <numerusform>%1 hat nur %n Punktverteidigungstürme</numerusform>
        </translation>
    </message>
    <message>
        <source>Displacer pod on %1: after a hit it rolls a d6, and at or above the unmodified attack roll the attack misses (once per turn)</source>
        <translation>Versetzerkapsel auf %1: Nach einem Treffer wird ein d6 gewürfelt; erreicht oder übertrifft er den unmodifizierten Angriffswurf, verfehlt der Angriff (einmal pro Spielzug)</translation>
    </message>
    <message>
        <source>%1 does not use its displacer pod</source>
        <translation>%1 setzt seine Versetzerkapsel nicht ein</translation>
    </message>
    <message>
        <source>%1 fires %2 shots at the same target; the outcome is the best of them</source>
        <translation>%1 gibt %2 Schüsse auf dasselbe Ziel ab; es zählt das beste Ergebnis</translation>
    </message>
    <message>
        <source>%1 fires %2 times a turn, once to each side; this is one shot</source>
        <translation>%1 feuert %2-mal pro Spielzug, je einmal nach jeder Seite; dies ist ein Schuss</translation>
    </message>
    <message>
        <source>%1 has %2 of %3 damage left; below 1 it is destroyed: exactly 0 leaves a wreck, below 0 it explodes</source>
        <translation>%1 hat noch %2 von %3 Schadenspunkten; unter 1 wird das Schiff zerstört: Bei genau 0 bleibt ein Wrack zurück, unter 0 explodiert es</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>An unmodified 6 that does damage and leaves the target alive rolls on the Critical Hit Table: %1</source>
        <translation>Eine unmodifizierte 6, die Schaden verursacht und das Ziel nicht zerstört, führt zu einem Wurf auf der Tabelle für kritische Treffer: %1</translation>
    </message>
    <message>
        <source>Destroying %1 scores %2</source>
        <translation>Die Zerstörung von %1 bringt %2 ein</translation>
    </message>
    <message>
        <source>Any hit destroys the fighter; it scores %1 VP</source>
        <translation>Jeder Treffer zerstört den Jäger; das bringt %1 SP ein</translation>
    </message>
    <message>
        <source>A hit destroys the missile</source>
        <translation>Ein Treffer zerstört die Rakete</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Fehlschuss</translation>
    </message>
    <message>
        <source>Miss, and the weapon overloads</source>
        <translation>Fehlschuss, und die Waffe wird überlastet</translation>
    </message>
    <message>
        <source>Stopped by point defense</source>
        <translation>Von der Punktverteidigung abgewehrt</translation>
    </message>
    <message>
        <source>Displaced (misses)</source>
        <translation>Versetzt (verfehlt)</translation>
    </message>
    <message>
        <source>Hit, damage negated</source>
        <translation>Treffer, Schaden aufgehoben</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Hit with a critical hit</source>
        <translation>Kritischer Treffer</translation>
    </message>
    <message>
        <source>Target destroyed</source>
        <translation>Ziel zerstört</translation>
    </message>
    <message>
        <source>Fighter destroyed</source>
        <translation>Jäger zerstört</translation>
    </message>
    <message>
        <source>Missile shot down</source>
        <translation>Rakete abgeschossen</translation>
    </message>
    <message>
        <source>Expected damage: %1</source>
        <translation>Erwarteter Schaden: %1</translation>
    </message>
    <message>
        <source>Shot %1: </source>
        <translation>Schuss %1: </translation>
    </message>
    <message>
        <source>Point defense rolls %1 (needs %2): the missile is shot down</source>
        <translation>Punktverteidigung würfelt %1 (benötigt %2): Die Rakete wird abgeschossen</translation>
    </message>
    <message>
        <source>Point defense rolls %1 (needs %2): miss</source>
        <translation>Punktverteidigung würfelt %1 (benötigt %2): Fehlschuss</translation>
    </message>
    <message>
        <source>%1 rolls %2 (needs %3)</source>
        <translation>%1 würfelt %2 (benötigt %3)</translation>
    </message>
    <message>
        <source>: miss</source>
        <translation>: Fehlschuss</translation>
    </message>
    <message>
        <source>: miss, and the overloaded weapon is destroyed</source>
        <translation>: Fehlschuss, und die überlastete Waffe wird zerstört</translation>
    </message>
    <message>
        <source>: hit, but the defences absorb all damage</source>
        <translation>: Treffer, aber die Abwehr absorbiert den gesamten Schaden</translation>
    </message>
    <message>
        <source>: hit</source>
        <translation>: Treffer</translation>
    </message>
    <message>
        <source>Displacer pod rolls %1 against %2: the attack misses</source>
        <translation>Versetzerkapsel würfelt %1 gegen %2: Der Angriff verfehlt</translation>
    </message>
    <message>
        <source>Displacer pod rolls %1 against %2: the hit stands</source>
        <translation>Versetzerkapsel würfelt %1 gegen %2: Der Treffer zählt</translation>
    </message>
    <message>
        <source>Critical hit: rolls %1, %2</source>
        <translation>Kritischer Treffer: Wurf %1, %2</translation>
    </message>
    <message>
        <source>%1 damage to %2 (%3 of %4 left)</source>
        <translation>%1 Schaden an %2 (%3 von %4 übrig)</translation>
    </message>
    <message>
        <source>: destroyed</source>
        <translation>: zerstört</translation>
    </message>
    <message>
        <source>: destroyed, a wreck</source>
        <translation>: zerstört, ein Wrack</translation>
    </message>
    <message>
        <source>: destroyed, it explodes</source>
        <translation>: zerstört, explodiert</translation>
    </message>
    <message numerus="yes">
        <source>Damage control (%n counter(s)) repairs %1 on %2 (%3 of %4 damage left)</source>
        <translation>
            <numerusform>Schadenskontrolle (%n Spielmarke) behebt %1 Schaden an %2 (%3 von %4 Schadenspunkten übrig)</numerusform>
            <numerusform>Schadenskontrolle (%n Spielmarken) behebt %1 Schaden an %2 (%3 von %4 Schadenspunkten übrig)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has range %2, +1 with the power-up pod: the target at range %3 is within reach</source>
        <translation>%1 hat Reichweite %2, +1 mit der Verstärkerkapsel: Das Ziel in Entfernung %3 ist in Reichweite</translation>
    </message>
    <message>
        <source>%1 has range %2: the target at range %3 is within reach</source>
        <translation>%1 hat Reichweite %2: Das Ziel in Entfernung %3 ist in Reichweite</translation>
    </message>
    <message>
        <source>Weapon spaces</source>
        <translation>Waffenplätze</translation>
    </message>
    <message>
        <source>Fighter cost</source>
        <translation>Jägerkosten</translation>
    </message>
    <message>
        <source>Damage capacity</source>
        <translation>Schadenskapazität</translation>
    </message>
    <message>
        <source>Damage capacity %1</source>
        <translation>Schadenskapazität %1</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>speed %1</source>
        <translation>Geschwindigkeit %1</translation>
    </message>
    <message>
        <source>Weapons: %1</source>
        <translation>Waffen: %1</translation>
    </message>
    <message>
        <source>Equipment: %1</source>
        <translation>Ausstattung: %1</translation>
    </message>
    <message>
        <source>Fighters: %1</source>
        <translation>Jäger: %1</translation>
    </message>
    <message>
        <source>Speed traded: %1</source>
        <translation>Eingetauschte Geschwindigkeit: %1</translation>
    </message>
    <message>
        <source>Flagship advantage: roll %1</source>
        <translation>Flaggschiffvorteil: Wurf %1</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Ausstattung</translation>
    </message>
    <message>
        <source>Speed traded</source>
        <translation>Eingetauschte Geschwindigkeit</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an EasyStar ship type (Scout, Destroyer, Cruiser, Battleship, Leviathan)</source>
        <translation>„%1“ ist kein EasyStar-Schiffstyp (Aufklärer, Zerstörer, Kreuzer, Schlachtschiff, Leviathan)</translation>
    </message>
    <message>
        <source>Flagship advantage</source>
        <translation>Flaggschiffvorteil</translation>
    </message>
    <message>
        <source>the flagship advantage (%1) is left out: only the share code carries its rolls and free items</source>
        <translation>der Flaggschiffvorteil (%1) wird ausgelassen: Nur der Flottencode enthält seine Würfe und kostenlosen Bauteile</translation>
    </message>
    <message>
        <source>not an EasyStar loadout: &quot;%1&quot; (weapons are written &quot;BEAM axial R5 D5&quot;)</source>
        <translation>keine EasyStar-Ausrüstung: „%1“ (Waffen werden als „BEAM axial R5 D5“ geschrieben)</translation>
    </message>
    <message>
        <source>Weapon type</source>
        <translation>Waffentyp</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Lafette</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Free range units</source>
        <translation>Freie Reichweiteneinheiten</translation>
    </message>
    <message>
        <source>Free damage units</source>
        <translation>Freie Schadenseinheiten</translation>
    </message>
    <message>
        <source>Ship class</source>
        <translation>Schiffsklasse</translation>
    </message>
    <message>
        <source>Auxiliaries</source>
        <translation>Zusatzgeräte</translation>
    </message>
    <message>
        <source>Fighter bays</source>
        <translation>Jägerhangars</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Rerolls</source>
        <translation>Weitere Würfe</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>Geräte</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
</context>
<context>
    <name>fw::EasyStarCounterCode</name>
    <message>
        <source>PT-DEF</source>
        <extracomment>Counter code (at most 9 characters) of the point defense</extracomment>
        <translation>PKT-VERT</translation>
    </message>
    <message>
        <source>BEAM</source>
        <extracomment>Counter code (at most 9 characters) of the beam turret</extracomment>
        <translation>STRAHL</translation>
    </message>
    <message>
        <source>MISSILE</source>
        <extracomment>Counter code (at most 9 characters) of the missile pod</extracomment>
        <translation>RAKETE</translation>
    </message>
    <message>
        <source>TPD</source>
        <extracomment>Counter code (at most 9 characters) of the torpedo bay</extracomment>
        <translation>TPD</translation>
    </message>
    <message>
        <source>TPD BANK</source>
        <extracomment>Counter code (at most 9 characters) of the torpedo bank</extracomment>
        <translation>TPD-BATT</translation>
    </message>
    <message>
        <source>CLB</source>
        <extracomment>Counter code (at most 9 characters) of the centerline blaster</extracomment>
        <translation>Z-BLASTER</translation>
    </message>
    <message>
        <source>BDVM</source>
        <extracomment>Counter code (at most 9 characters) of the bi-directional ventral missile</extracomment>
        <translation>ZW-VRAK</translation>
    </message>
    <message>
        <source>ARMOR</source>
        <extracomment>Counter code (at most 9 characters) of the frontal armor</extracomment>
        <translation>PANZER</translation>
    </message>
    <message>
        <source>ECM</source>
        <extracomment>Counter code (at most 9 characters) of the ECM pod</extracomment>
        <translation>ECM</translation>
    </message>
    <message>
        <source>TARGET</source>
        <extracomment>Counter code (at most 9 characters) of the targeting pod</extracomment>
        <translation>ZIEL</translation>
    </message>
    <message>
        <source>JUMP</source>
        <extracomment>Counter code (at most 9 characters) of the jump engine</extracomment>
        <translation>SPRUNG</translation>
    </message>
    <message>
        <source>MANV</source>
        <extracomment>Counter code (at most 9 characters) of the maneuvering pod</extracomment>
        <translation>MANÖV</translation>
    </message>
    <message>
        <source>DISPL</source>
        <extracomment>Counter code (at most 9 characters) of the displacer pod</extracomment>
        <translation>VERSETZ</translation>
    </message>
    <message>
        <source>PWR+</source>
        <extracomment>Counter code (at most 9 characters) of the power-up pod</extracomment>
        <translation>VERST+</translation>
    </message>
    <message>
        <source>DEFSHLD</source>
        <extracomment>Counter code (at most 9 characters) of the deflector shield</extracomment>
        <translation>DEFSCHILD</translation>
    </message>
    <message>
        <source>ENGINE</source>
        <extracomment>Counter code (at most 9 characters) of the engine</extracomment>
        <translation>TRIEBWERK</translation>
    </message>
    <message>
        <source>GUN MNT</source>
        <extracomment>Counter code (at most 9 characters) of the gun mount</extracomment>
        <translation>LAFETTE</translation>
    </message>
    <message>
        <source>FTR BAY</source>
        <extracomment>Counter code (at most 9 characters) of the fighter bay</extracomment>
        <translation>HANGAR</translation>
    </message>
    <message>
        <source>DAMG CTRL</source>
        <extracomment>Counter code (at most 9 characters) of a damage-control counter</extracomment>
        <translation>SCH-KONTR</translation>
    </message>
</context>
<context>
    <name>fw::EasyStarPrint</name>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>SPEED −%1</source>
        <translation>GESCHW. −%1</translation>
    </message>
    <message>
        <source>Fired</source>
        <translation>Gefeuert</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Lafette</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichw.</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>vs ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>vs ftr</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>vs msl</source>
        <translation>Rakete</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Plätze</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n free</source>
        <translation>
            <numerusform>%1, %n frei</numerusform>
            <numerusform>%1, %n frei</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 free</source>
        <translation>%1 frei</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n shot(s)</source>
        <translation>
            <numerusform>%1, %n Schuss</numerusform>
            <numerusform>%1, %n Schüsse</numerusform>
        </translation>
    </message>
    <message>
        <source>Aux.</source>
        <translation>Zus.</translation>
    </message>
    <message>
        <source>%1: +%2 S</source>
        <translation>%1: +%2 S</translation>
    </message>
    <message>
        <source>%1: +%2 W, +%3 D</source>
        <translation>%1: +%2 W, +%3 D</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1%2: %3</source>
        <translation>%1%2: %3</translation>
    </message>
    <message numerus="yes">
        <source>Flagship advantage: %n damage-control counter(s) usable only on this ship</source>
        <translation>
            <numerusform>Flaggschiffvorteil: %n Schadenskontroll-Spielmarke, nur auf diesem Schiff einsetzbar</numerusform>
            <numerusform>Flaggschiffvorteil: %n Schadenskontroll-Spielmarken, nur auf diesem Schiff einsetzbar</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 flagship advantage: free, takes no weapon space</source>
        <translation>%1 Flaggschiffvorteil: kostenlos, belegt keinen Waffenplatz</translation>
    </message>
    <message>
        <source>* assumption: %1</source>
        <translation>* Annahme: %1</translation>
    </message>
    <message>
        <source>no cap*</source>
        <translation>unbegrenzt*</translation>
    </message>
    <message>
        <source>+ %1 gun mount</source>
        <translation>+ %1 Geschützlafette</translation>
    </message>
    <message>
        <source>+ %1 speed traded</source>
        <translation>+ %1 eingetauschte Geschw.</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>W %1 / %2%3</source>
        <translation>W %1 / %2%3</translation>
    </message>
    <message>
        <source>weapon spaces used / available</source>
        <translation>Plätze belegt / gesamt</translation>
    </message>
    <message>
        <source>D %1</source>
        <translation>D %1</translation>
    </message>
    <message>
        <source>damage capacity</source>
        <translation>Schadenskapazität</translation>
    </message>
    <message>
        <source>− %1 traded</source>
        <translation>− %1 eingetauscht</translation>
    </message>
    <message>
        <source>+ %1 engine</source>
        <translation>+ %1 Triebwerk</translation>
    </message>
    <message>
        <source>S %1</source>
        <translation>S %1</translation>
    </message>
    <message>
        <source>maximum speed: immobile, cannot turn</source>
        <translation>Höchstgeschwindigkeit: unbeweglich, kann nicht drehen</translation>
    </message>
    <message>
        <source>maximum speed</source>
        <translation>Höchstgeschwindigkeit</translation>
    </message>
    <message>
        <source>No weapons or auxiliaries</source>
        <translation>Keine Waffen oder Zusatzgeräte</translation>
    </message>
    <message>
        <source>Fighters (no sheet space needed)</source>
        <translation>Jäger (kein Bogenplatz nötig)</translation>
    </message>
    <message>
        <source>Fighters</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>empty bay place</source>
        <translation>leerer Hangarplatz</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>%1 · counter %2</source>
        <translation>%1 · Spielmarke %2</translation>
    </message>
    <message>
        <source>%1 FLAGSHIP</source>
        <translation>%1 FLAGGSCHIFF</translation>
    </message>
    <message>
        <source>%1 BP%2 = %3 VP</source>
        <translation>%1 BP%2 = %3 SP</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschw.</translation>
    </message>
    <message>
        <source>Speed −%1</source>
        <translation>Geschw. −%1</translation>
    </message>
    <message>
        <source>Nav Hit</source>
        <translation>Nav-Treffer</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Game tracks</source>
        <translation>Spielleisten</translation>
    </message>
    <message>
        <source>Unnamed fleet</source>
        <translation>Unbenannte Flotte</translation>
    </message>
    <message>
        <source>Game tracks: %1</source>
        <translation>Spielleisten: %1</translation>
    </message>
    <message>
        <source>Game turn: 20 turns (§X); Yellow has the initiative on odd turns, Blue on even turns (§VII)</source>
        <translation>Spielzugleiste: 20 Spielzüge (§X); Gelb hat in ungeraden Spielzügen die Initiative, Blau in geraden (§VII)</translation>
    </message>
    <message>
        <source>Scoring chart: one slider each on the hundreds, tens and units rows (§II); while designing, the same rows count build points spent (§VI.A)</source>
        <translation>Punktetafel: je ein Schieber auf den Zeilen Hunderter, Zehner und Einer (§II); beim Konstruieren zählen dieselben Zeilen die ausgegebenen Baupunkte (§VI.A)</translation>
    </message>
    <message>
        <source>Hundreds</source>
        <translation>Hunderter</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Zehner</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einer</translation>
    </message>
    <message numerus="yes">
        <source>Damage control: %n counter(s), each used once (§V.D)</source>
        <translation>
            <numerusform>Schadenskontrolle: %n Spielmarke, einmal einsetzbar (§V.D)</numerusform>
            <numerusform>Schadenskontrolle: %n Spielmarken, jede einmal einsetzbar (§V.D)</numerusform>
        </translation>
    </message>
    <message>
        <source>Design sheets</source>
        <translation>Konstruktionsbögen</translation>
    </message>
    <message>
        <source>EasyStar design sheets need an EasyStar fleet.</source>
        <translation>EasyStar-Konstruktionsbögen erfordern eine EasyStar-Flotte.</translation>
    </message>
    <message>
        <source>Design sheets: %1</source>
        <translation>Konstruktionsbögen: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>WRECK</source>
        <translation>WRACK</translation>
    </message>
    <message>
        <source>aboard %1</source>
        <translation>an Bord von %1</translation>
    </message>
    <message>
        <source>FIRED</source>
        <translation>GEFEUERT</translation>
    </message>
    <message>
        <source>range %1</source>
        <translation>RW %1</translation>
    </message>
    <message>
        <source>damage %1</source>
        <translation>Schaden %1</translation>
    </message>
    <message>
        <source>speed traded: cannot be repaired</source>
        <translation>eingetauschte Geschw.: nicht reparierbar</translation>
    </message>
    <message>
        <source>NAV HIT</source>
        <translation>NAV-TREFFER</translation>
    </message>
    <message>
        <source>%1 only (flagship)</source>
        <translation>nur %1 (Flaggschiff)</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Spielmarken</translation>
    </message>
    <message>
        <source>EasyStar counters need an EasyStar fleet and a counter grid.</source>
        <translation>EasyStar-Spielmarken erfordern eine EasyStar-Flotte und ein Spielmarkenraster.</translation>
    </message>
    <message>
        <source>Counters (backs)</source>
        <translation>Spielmarken (Rückseiten)</translation>
    </message>
    <message>
        <source>Backs of sheet %1 of %2: print on the reverse of the sheet, flipping on the long edge</source>
        <translation>Rückseiten zu Bogen %1 von %2: auf die Rückseite des Bogens drucken, an der langen Kante wenden</translation>
    </message>
    <message numerus="yes">
        <source>Counter sheet %1 of %2: %n counter(s)</source>
        <translation>
            <numerusform>Spielmarkenbogen %1 von %2: %n Spielmarke</numerusform>
            <numerusform>Spielmarkenbogen %1 von %2: %n Spielmarken</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost: %1 BP for the ship, %2 BP for its fighters; destroying it scores both, with the fighters aboard (§IX.E)</source>
        <translation>Kosten: %1 BP für das Schiff, %2 BP für seine Jäger; seine Zerstörung bringt beides ein, samt der Jäger an Bord (§IX.E)</translation>
    </message>
    <message>
        <source>C=%1xSHIP</source>
        <extracomment>A gun mount&apos;s cost on its counter: 5 × the ship number (at most 9 characters)</extracomment>
        <translation>C%1xSCHIFF</translation>
    </message>
    <message>
        <source>SPD −%1</source>
        <extracomment>Counter code of a speed marker, at most 3 letters and the loss (&quot;SPD −1&quot;): used on small counters when &quot;SPEED −1&quot; does not fit</extracomment>
        <translation>GES −%1</translation>
    </message>
    <message>
        <source>NAV</source>
        <extracomment>Counter code of a Nav Hit marker, at most 3 letters: used on small counters when &quot;NAV HIT&quot; does not fit</extracomment>
        <translation>NAV</translation>
    </message>
    <message>
        <source>Targeting pod: +1 to this ship&apos;s attack rolls, included in the to-hit numbers above</source>
        <translation>Zielerfassungskapsel: +1 auf die Angriffswürfe dieses Schiffs, in den obigen Trefferwerten bereits enthalten</translation>
    </message>
</context>
<context>
    <name>fw::EasyStarUi</name>
    <message>
        <source> BP</source>
        <translation> BP</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>&amp;Budget:</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
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
    <message numerus="yes">
        <source>The fleet has %1 ships of class %2; a player has only %n %2 counter(s).</source>
        <translation>
            <numerusform>Die Flotte hat %1 Schiffe der Klasse %2; ein Spieler hat nur %n Spielmarke der Klasse %2.</numerusform>
            <numerusform>Die Flotte hat %1 Schiffe der Klasse %2; ein Spieler hat nur %n Spielmarken der Klasse %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::FieryVoid</name>
    <message>
        <source>%1: the weapon table&apos;s row is itself an assumption (%2)</source>
        <translation>%1: die Zeile der Waffentabelle ist selbst eine Annahme (%2)</translation>
    </message>
    <message>
        <source>%1 (%2): not in the weapon table; damage %3 read from FieryVoid&apos;s range %4–%5 as d10s, mode from its class</source>
        <translation>%1 (%2): nicht in der Waffentabelle; Schaden %3 aus FieryVoids Spanne %4–%5 als W10 gelesen, Modus aus ihrer Klasse</translation>
    </message>
    <message>
        <source>%1 (%2): not in the weapon table; FieryVoid&apos;s damage %3–%4 is no number of d10s, its maximum taken</source>
        <translation>%1 (%2): nicht in der Waffentabelle; FieryVoids Schaden %3–%4 ist keine Anzahl W10, sein Höchstwert genommen</translation>
    </message>
    <message>
        <source>%1: FieryVoid gives no fire control; 0 taken</source>
        <translation>%1: FieryVoid gibt keine Feuerleitung an; 0 genommen</translation>
    </message>
    <message>
        <source>%1 is at location %2, which is no section SCS knows</source>
        <translation>%1 liegt an Position %2, die keine Sektion ist, die SCS kennt</translation>
    </message>
    <message>
        <source>%1 left out: armour and boxes of 99, FieryVoid&apos;s mark of a system that is never destroyed</source>
        <translation>%1 ausgelassen: Panzerung und Kästchen 99, FieryVoids Kennzeichen eines Systems, das nie zerstört wird</translation>
    </message>
    <message>
        <source>%1 left out: FieryVoid&apos;s shots cannot hit it</source>
        <translation>%1 ausgelassen: FieryVoids Schüsse können es nicht treffen</translation>
    </message>
    <message>
        <source>%1: the %2 chart stops at %3, short of 20</source>
        <translation>%1: die Tabelle %2 endet bei %3, vor 20</translation>
    </message>
    <message>
        <source>%1: the %2 chart runs to %3, past 20</source>
        <translation>%1: die Tabelle %2 reicht bis %3, über 20 hinaus</translation>
    </message>
    <message>
        <source>the %1 chart&apos;s &quot;%2&quot; hits %3 of the %4 section; the sheet names %3</source>
        <translation>„%2“ der Tabelle %1 trifft %3 der Sektion %4; der Bogen nennt %3</translation>
    </message>
    <message>
        <source>%1: the %2 chart names &quot;%3&quot;, which the section does not mount (FieryVoid hits the structure instead, and so does the sheet)</source>
        <translation>%1: die Tabelle %2 nennt „%3“, das die Sektion nicht trägt (FieryVoid trifft stattdessen die Struktur, und so auch der Bogen)</translation>
    </message>
    <message>
        <source>side chart: the d10&apos;s faces shared by the degrees of FieryVoid&apos;s section arcs</source>
        <translation>Seitentabelle: die Seiten des W10 nach den Graden von FieryVoids Sektionsbögen verteilt</translation>
    </message>
    <message>
        <source>%1 is a fighter flight or another unit SCS has no control sheet for</source>
        <translation>%1 ist eine Jägerstaffel oder eine andere Einheit, für die SCS keinen Kontrollbogen hat</translation>
    </message>
    <message>
        <source>%1 is a mine: SCS has no control sheet for it</source>
        <translation>%1 ist eine Mine: SCS hat keinen Kontrollbogen dafür</translation>
    </message>
    <message>
        <source>rarity &quot;%1&quot; read as common</source>
        <translation>Seltenheit „%1“ als häufig gelesen</translation>
    </message>
    <message>
        <source>initiative %1 ÷ 5 rounded toward 0</source>
        <translation>Initiative %1 ÷ 5 zur 0 hin gerundet</translation>
    </message>
    <message>
        <source>accel cost %1 read as 1 (SCS divides thrust by it)</source>
        <translation>Beschleunigungskosten %1 als 1 gelesen (SCS teilt den Schub dadurch)</translation>
    </message>
    <message>
        <source>one section, as an SCS light ship: FieryVoid gives one structure block, and every chart leads to it</source>
        <translation>eine Sektion, wie ein leichtes SCS-Schiff: FieryVoid gibt einen Strukturblock, und jede Tabelle führt zu ihm</translation>
    </message>
    <message>
        <source>%1 has no systems</source>
        <translation>%1 hat keine Systeme</translation>
    </message>
    <message>
        <source>hangar slots &quot;%1&quot; read as medium</source>
        <translation>Hangarplätze „%1“ als mittel gelesen</translation>
    </message>
    <message>
        <source>a variant of %1</source>
        <translation>eine Variante von %1</translation>
    </message>
    <message>
        <source>FieryVoid %1, %2, %3 (%4)</source>
        <translation>FieryVoid %1, %2, %3 (%4)</translation>
    </message>
    <message>
        <source>FieryVoid marks it unofficial.</source>
        <translation>FieryVoid kennzeichnet ihn als inoffiziell.</translation>
    </message>
    <message>
        <source>Errors in the source: %1.</source>
        <translation>Fehler in der Quelle: %1.</translation>
    </message>
    <message>
        <source>not a FieryVoid ship file: it has no window.staticShips[&quot;Faction&quot;]={…} statement</source>
        <translation>keine FieryVoid-Schiffsdatei: sie hat keine Anweisung window.staticShips[&quot;Fraktion&quot;]={…}</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>the ships are not an object of hulls</source>
        <translation>die Schiffe sind kein Objekt von Rümpfen</translation>
    </message>
    <message>
        <source>the hull is not an object</source>
        <translation>der Rumpf ist kein Objekt</translation>
    </message>
    <message>
        <source>FieryVoid ship files</source>
        <translation>FieryVoid-Schiffsdateien</translation>
    </message>
    <message>
        <source>the folder holds no ship files (*.js)</source>
        <translation>der Ordner enthält keine Schiffsdateien (*.js)</translation>
    </message>
    <message>
        <source>a link to a folder: name the folder itself</source>
        <translation>ein Verweis auf einen Ordner: den Ordner selbst angeben</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source> · unofficial</source>
        <translation> · inoffiziell</translation>
    </message>
    <message numerus="yes">
        <source>%n hull(s) listed</source>
        <translation>
            <numerusform>%n Rumpf aufgelistet</numerusform>
            <numerusform>%n Rümpfe aufgelistet</numerusform>
        </translation>
    </message>
    <message>
        <source> of %1 read; %2 problem(s).</source>
        <translation> von %1 gelesenen; %2 Problem(e).</translation>
    </message>
    <message>
        <source>refused: %1 (%2): %3</source>
        <translation>abgelehnt: %1 (%2): %3</translation>
    </message>
    <message>
        <source>error in the source: %1</source>
        <translation>Fehler in der Quelle: %1</translation>
    </message>
    <message>
        <source>skipped: %1: the fleet has a design %2 already</source>
        <translation>übersprungen: %1: die Flotte hat bereits einen Entwurf %2</translation>
    </message>
    <message>
        <source>%1 imported, %2 refused, %3 already in the fleet.</source>
        <translation>%1 importiert, %2 abgelehnt, %3 schon in der Flotte.</translation>
    </message>
    <message>
        <source>Rules option &quot;Sections without structure&quot; set to let B5 Wars medium ships&apos; forward and aft sections send their structure hits to the primary structure.</source>
        <translation>Regeloption „Sektionen ohne Struktur“ so gesetzt, dass die Bug- und Hecksektionen mittlerer B5-Wars-Schiffe ihre Strukturtreffer an die Primärstruktur weitergeben.</translation>
    </message>
    <message>
        <source>the outer sections have no structure of their own (a B5 Wars medium ship): their charts&apos; Structure rows hit the primary structure, as rules option &quot;Sections without structure&quot; plays them</source>
        <translation>die äußeren Sektionen haben keine eigene Struktur (ein mittleres B5-Wars-Schiff): die Strukturzeilen ihrer Tabellen treffen die Primärstruktur, wie die Regeloption „Sektionen ohne Struktur“ sie spielt</translation>
    </message>
</context>
<context>
    <name>fw::FileAccess</name>
    <message>
        <source>a named pipe</source>
        <translation>eine benannte Pipe</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein blockorientiertes Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>eine Spezialdatei</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>is %1, not a regular file; only regular files are read</source>
        <translation>ist %1, keine gewöhnliche Datei; gelesen werden nur gewöhnliche Dateien</translation>
    </message>
    <message>
        <source>is %1 bytes long; %2 over %3 (%4 bytes) are refused</source>
        <translation>ist %1 Bytes groß; %2 über %3 (%4 Bytes) werden abgelehnt</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>is larger than %1; %2 that large are refused</source>
        <translation>ist größer als %1; so große %2 werden abgelehnt</translation>
    </message>
    <message>
        <source>is a folder; choose a file name</source>
        <translation>ist ein Ordner; wählen Sie einen Dateinamen</translation>
    </message>
    <message>
        <source>is %1, not a regular file; it is not replaced: choose another file</source>
        <translation>ist %1, keine gewöhnliche Datei, und wird nicht ersetzt: Wählen Sie eine andere Datei</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
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
        <source>is larger than %1 MiB; fleet files that large are refused</source>
        <translation>ist größer als %1 MiB; so große Flottendateien werden abgelehnt</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
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
    <message>
        <source>values are nested more than %1 levels deep; Fleetwright files are never that deep</source>
        <translation>Werte sind mehr als %1 Ebenen tief verschachtelt; so tief sind Fleetwright-Dateien nie</translation>
    </message>
    <message>
        <source>fleet files</source>
        <translation>Flottendateien</translation>
    </message>
    <message>
        <source>UTF-32, little-endian, with a byte order mark</source>
        <translation>UTF-32, Little-Endian, mit Byte-Order-Mark</translation>
    </message>
    <message>
        <source>UTF-32, big-endian, with a byte order mark</source>
        <translation>UTF-32, Big-Endian, mit Byte-Order-Mark</translation>
    </message>
    <message>
        <source>UTF-16, little-endian, with a byte order mark</source>
        <translation>UTF-16, Little-Endian, mit Byte-Order-Mark</translation>
    </message>
    <message>
        <source>UTF-16, big-endian, with a byte order mark</source>
        <translation>UTF-16, Big-Endian, mit Byte-Order-Mark</translation>
    </message>
    <message>
        <source>UTF-16, little-endian</source>
        <translation>UTF-16, Little-Endian</translation>
    </message>
    <message>
        <source>UTF-16, big-endian</source>
        <translation>UTF-16, Big-Endian</translation>
    </message>
    <message>
        <source>the file is encoded as %1; Fleetwright reads UTF-8 only: save the file again as UTF-8</source>
        <translation>die Datei ist als %1 kodiert; Fleetwright liest nur UTF-8: Speichern Sie die Datei erneut als UTF-8</translation>
    </message>
    <message>
        <source>the fleet takes %1 MiB to write (%2 MiB laid out), more than the %3 MiB a fleet file may have, so it could not be opened again; remove designs or ships, or split the fleet in two</source>
        <translation>die Flotte braucht geschrieben %1 MiB (%2 MiB formatiert), mehr als die %3 MiB, die eine Flottendatei haben darf, und ließe sich daher nicht wieder öffnen; entfernen Sie Entwürfe oder Schiffe oder teilen Sie die Flotte in zwei</translation>
    </message>
    <message>
        <source>%1: not saved, and the file is unchanged: %2</source>
        <translation>%1: nicht gespeichert, die Datei ist unverändert: %2</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>not a regular file of at most 32 MiB</source>
        <translation>keine reguläre Datei von höchstens 32 MiB</translation>
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
        <translation>Fleetwright-Flotten (*.fleet.json *.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>fw::PathWords</name>
    <message>
        <source>Ships</source>
        <translation>Schiffe</translation>
    </message>
    <message>
        <source>Designs</source>
        <translation>Entwürfe</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Rules options</source>
        <translation>Regeloptionen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation>Flaggschiff</translation>
    </message>
    <message>
        <source>Design %1</source>
        <translation>Entwurf %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a list and the number of an item in it</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Ship %1</source>
        <translation>Schiff %1</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation>Eintrag %1</translation>
    </message>
</context>
<context>
    <name>fw::Preflight</name>
    <message>
        <source>%1 pt</source>
        <translation>%1 pt</translation>
    </message>
    <message>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
    <message>
        <source>text too small</source>
        <translation>Schrift zu klein</translation>
    </message>
    <message>
        <source>a number read in play too small</source>
        <translation>eine im Spiel gelesene Zahl zu klein</translation>
    </message>
    <message>
        <source>a box to mark too small</source>
        <translation>ein Kästchen zum Ankreuzen zu klein</translation>
    </message>
    <message>
        <source>a box&apos;s outline too thin</source>
        <translation>der Rahmen eines Kästchens zu dünn</translation>
    </message>
    <message>
        <source>a line too thin</source>
        <translation>eine Linie zu dünn</translation>
    </message>
    <message>
        <source>text over text or over a box to mark</source>
        <translation>Text über Text oder über einem Kästchen zum Ankreuzen</translation>
    </message>
    <message>
        <source>too close to the paper&apos;s edge</source>
        <translation>zu nah am Papierrand</translation>
    </message>
    <message>
        <source>a ship split over pages though it fits on one</source>
        <translation>ein Schiff über Seiten verteilt, obwohl es auf eine passt</translation>
    </message>
    <message>
        <source>a crop mark too close to the cut</source>
        <translation>eine Schnittmarke zu nah am Schnitt</translation>
    </message>
    <message>
        <source>a page to cut out without “print at 100 %”</source>
        <translation>eine Seite zum Ausschneiden ohne „in 100 % drucken“</translation>
    </message>
    <message numerus="yes">
        <source>bold %1 pt (%n text(s))</source>
        <translation>
            <numerusform>fett %1 pt (%n Text)</numerusform>
            <numerusform>fett %1 pt (%n Texte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>regular %1 pt (%n text(s))</source>
        <translation>
            <numerusform>normal %1 pt (%n Text)</numerusform>
            <numerusform>normal %1 pt (%n Texte)</numerusform>
        </translation>
    </message>
    <message>
        <source>text %1</source>
        <translation>Schrift %1</translation>
    </message>
    <message>
        <source>numbers in play %1</source>
        <translation>Zahlen im Spiel %1</translation>
    </message>
    <message>
        <source>boxes %1</source>
        <translation>Kästchen %1</translation>
    </message>
    <message>
        <source>box outlines %1</source>
        <translation>Kästchenrahmen %1</translation>
    </message>
    <message>
        <source>lines %1</source>
        <translation>Linien %1</translation>
    </message>
    <message>
        <source>edge %1</source>
        <translation>Rand %1</translation>
    </message>
    <message>
        <source>crop marks from the edge %1</source>
        <translation>Schnittmarken vom Rand %1</translation>
    </message>
    <message>
        <source>crop marks from the cut %1</source>
        <translation>Schnittmarken vom Schnitt %1</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>bestanden</translation>
    </message>
    <message numerus="yes">
        <source>%n breach(es)</source>
        <translation>
            <numerusform>%n Verstoß</numerusform>
            <numerusform>%n Verstöße</numerusform>
        </translation>
    </message>
    <message>
        <source>Page %1 (%2): %3; %4</source>
        <translation>Seite %1 (%2): %3; %4</translation>
    </message>
    <message>
        <source>its parts take %1 of the %2 a page holds</source>
        <translation>seine Teile brauchen %1 der %2, die eine Seite fasst</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>um %1</translation>
    </message>
    <message>
        <source>%1, at least %2</source>
        <translation>%1, mindestens %2</translation>
    </message>
    <message>
        <source> and %1</source>
        <translation> und %1</translation>
    </message>
    <message>
        <source>page %1 (%2)</source>
        <translation>Seite %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Preflight: %n page(s) in %1. Floors: text %2, numbers read in play %3, boxes to mark %4 with outlines of %5, other lines %6; %7 from the paper&apos;s edge (crop marks %8), crop marks %9 from the cut.</source>
        <translation>
            <numerusform>Druckprüfung: %n Seite in %1. Untergrenzen: Schrift %2, im Spiel gelesene Zahlen %3, Kästchen zum Ankreuzen %4 mit Rahmen von %5, andere Linien %6; %7 vom Papierrand (Schnittmarken %8), Schnittmarken %9 vom Schnitt.</numerusform>
            <numerusform>Druckprüfung: %n Seiten in %1. Untergrenzen: Schrift %2, im Spiel gelesene Zahlen %3, Kästchen zum Ankreuzen %4 mit Rahmen von %5, andere Linien %6; %7 vom Papierrand (Schnittmarken %8), Schnittmarken %9 vom Schnitt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every page passes.</source>
        <translation>Jede Seite besteht.</translation>
    </message>
    <message numerus="yes">
        <source>%n breach(es):</source>
        <translation>
            <numerusform>%n Verstoß:</numerusform>
            <numerusform>%n Verstöße:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  page %1: %n more of %2 (see --json)</source>
        <translation>
            <numerusform>  Seite %1: %n weiterer von %2 (siehe --json)</numerusform>
            <numerusform>  Seite %1: %n weitere von %2 (siehe --json)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Preflight: %n place(s) break a print floor; the first, on page %1: %2 (%3).</source>
        <translation>
            <numerusform>Druckprüfung: %n Stelle verletzt eine Druck-Untergrenze, auf Seite %1: %2 (%3).</numerusform>
            <numerusform>Druckprüfung: %n Stellen verletzen eine Druck-Untergrenze; die erste, auf Seite %1: %2 (%3).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::PrintKit</name>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
</context>
<context>
    <name>fw::Printing</name>
    <message>
        <source>Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>LEGAL</source>
        <translation>REGELKONFORM</translation>
    </message>
    <message numerus="yes">
        <source>LEGAL, %n warning(s)</source>
        <translation>
            <numerusform>REGELKONFORM, %n Warnung</numerusform>
            <numerusform>REGELKONFORM, %n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>NOT LEGAL: %n error(s)</source>
        <translation>
            <numerusform>NICHT REGELKONFORM: %n Fehler</numerusform>
            <numerusform>NICHT REGELKONFORM: %n Fehler</numerusform>
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
        <source>No assumptions in force: every rule used is in the sources.</source>
        <translation>Keine geltenden Annahmen: Jede verwendete Regel steht in den Quellen.</translation>
    </message>
    <message>
        <source>Assumptions in force: %1</source>
        <translation>Geltende Annahmen: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>%1: not a TrueType font</source>
        <translation>%1: keine TrueType-Schriftart</translation>
    </message>
    <message>
        <source>%1: the font lacks a table Fleetwright needs</source>
        <translation>%1: der Schriftart fehlt eine Tabelle, die Fleetwright benötigt</translation>
    </message>
    <message>
        <source>%1: the font has no Unicode character map</source>
        <translation>%1: die Schriftart hat keine Unicode-Zeichentabelle</translation>
    </message>
    <message>
        <source>%1: the font&apos;s character map is damaged</source>
        <translation>%1: die Zeichentabelle der Schriftart ist beschädigt</translation>
    </message>
    <message>
        <source>%1: no such font file; printing needs DejaVu Sans (Debian package fonts-dejavu-core), or set FLEETWRIGHT_FONT_DIR to a folder holding DejaVuSans.ttf</source>
        <translation>%1: Schriftdatei nicht gefunden; zum Drucken wird DejaVu Sans benötigt (Debian-Paket fonts-dejavu-core), oder setzen Sie FLEETWRIGHT_FONT_DIR auf einen Ordner, der DejaVuSans.ttf enthält</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Bögen</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Spielmarken</translation>
    </message>
    <message>
        <source>the PDF library failed (error 0x%1, detail %2)</source>
        <translation>die PDF-Bibliothek ist fehlgeschlagen (Fehler 0x%1, Detail %2)</translation>
    </message>
    <message>
        <source>the PDF library could not start</source>
        <translation>die PDF-Bibliothek konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>%1: the font cannot be embedded: %2</source>
        <translation>%1: die Schrift kann nicht eingebettet werden: %2</translation>
    </message>
    <message>
        <source>Unnamed fleet</source>
        <translation>Unbenannte Flotte</translation>
    </message>
    <message>
        <source>%1: a block is taller than the page (page %2); its bottom is cut off. Use a smaller template.</source>
        <translation>%1: Ein Block ist höher als die Seite (Seite %2); sein unterer Teil wird abgeschnitten. Verwenden Sie eine kleinere Vorlage.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) · %n ship(s) · %3</source>
        <translation>
            <numerusform>%1 (%2) · %n Schiff · %3</numerusform>
            <numerusform>%1 (%2) · %n Schiffe · %3</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Left to spend</source>
        <translation>Noch verfügbar</translation>
    </message>
    <message>
        <source>Over budget</source>
        <translation>Budget überschritten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source> at %1</source>
        <translation> bei %1</translation>
    </message>
    <message>
        <source>Rules check</source>
        <translation>Regelprüfung</translation>
    </message>
    <message>
        <source>No issues: the fleet keeps every rule Fleetwright checks.</source>
        <translation>Keine Befunde: Die Flotte hält jede Regel ein, die Fleetwright prüft.</translation>
    </message>
    <message>
        <source>%1: %2 — affects %3</source>
        <translation>%1: %2 — betrifft %3</translation>
    </message>
    <message>
        <source>Assumptions in force</source>
        <translation>Geltende Annahmen</translation>
    </message>
    <message>
        <source>%1 has no roster to print.</source>
        <translation>%1 hat keine Aufstellung zum Drucken.</translation>
    </message>
    <message>
        <source>%1 has no sheets to print.</source>
        <translation>%1 hat keine Bögen zum Drucken.</translation>
    </message>
    <message>
        <source>%1 has no counters to print.</source>
        <translation>%1 hat keine Spielmarken zum Drucken.</translation>
    </message>
    <message>
        <source>font files</source>
        <translation>Schriftdateien</translation>
    </message>
    <message>
        <source>%1: the font cannot be read: %2</source>
        <translation>%1: die Schrift kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the PDF library ran out of memory</source>
        <translation>der PDF-Bibliothek ist der Speicher ausgegangen</translation>
    </message>
    <message>
        <source>%1 pages do not fit in one PDF file, which holds at most %2; print fewer kinds of sheets at a time, or split the fleet</source>
        <translation>%1 Seiten passen nicht in eine PDF-Datei, die höchstens %2 fasst; drucken Sie weniger Arten von Bögen auf einmal oder teilen Sie die Flotte auf</translation>
    </message>
    <message>
        <source>page %1: %2</source>
        <translation>Seite %1: %2</translation>
    </message>
    <message>
        <source>%1: this is %2, which is being printed; choose another output file</source>
        <translation>%1: das ist %2, was gerade gedruckt wird; wählen Sie eine andere Ausgabedatei</translation>
    </message>
    <message>
        <source>1/2 in (12.7 mm)</source>
        <translation>1/2 Zoll (12,7 mm)</translation>
    </message>
    <message>
        <source>5/8 in (15.9 mm)</source>
        <translation>5/8 Zoll (15,9 mm)</translation>
    </message>
    <message>
        <source>3/4 in (19.1 mm)</source>
        <translation>3/4 Zoll (19,1 mm)</translation>
    </message>
    <message>
        <source>1 in (25.4 mm)</source>
        <translation>1 Zoll (25,4 mm)</translation>
    </message>
    <message>
        <source>The game&apos;s hex size</source>
        <translation>Feldgröße des Spiels</translation>
    </message>
    <message>
        <source>As the template</source>
        <translation>Wie in der Vorlage</translation>
    </message>
    <message>
        <source>Not in a group</source>
        <translation>Ohne Gruppe</translation>
    </message>
    <message>
        <source>One blank sheet per design</source>
        <translation>Ein leerer Bogen je Entwurf</translation>
    </message>
    <message>
        <source>One sheet per ship</source>
        <translation>Ein Bogen je Schiff</translation>
    </message>
    <message>
        <source>Print at 100 % (actual size)</source>
        <translation>In 100 % drucken (Originalgröße)</translation>
    </message>
    <message>
        <source>%1: %2; no page was written</source>
        <translation>%1: %2; keine Seite wurde geschrieben</translation>
    </message>
    <message>
        <source>%1: the image cannot be encoded; no page was written</source>
        <translation>%1: das Bild kann nicht kodiert werden; keine Seite wurde geschrieben</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2; no page was written</source>
        <translation>%1: kann nicht geschrieben werden: %2; keine Seite wurde geschrieben</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2; pages 1 to %3 are the new ones</source>
        <translation>%1: kann nicht geschrieben werden: %2; die Seiten 1 bis %3 sind die neuen</translation>
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
    <name>fw::Scs</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 structure</source>
        <translation>%1-Struktur</translation>
    </message>
    <message>
        <source>Targets (Focus): every ship fires at the first surviving enemy in fleet order until it is destroyed.</source>
        <translation>Ziele („Konzentriert“): Jedes Schiff feuert auf den ersten überlebenden Gegner in der Reihenfolge der Flotte, bis er zerstört ist.</translation>
    </message>
    <message>
        <source>Targets (Spread): each ship picks a surviving enemy at random each turn, and again if that one is destroyed.</source>
        <translation>Ziele („Verteilt“): Jedes Schiff wählt jede Runde zufällig einen überlebenden Gegner, und erneut, wenn dieser zerstört ist.</translation>
    </message>
    <message>
        <source>Targets (Biggest threat): the surviving enemy with the most mean weapon damage, then the first in fleet order.</source>
        <translation>Ziele („Größte Bedrohung“): der überlebende Gegner mit dem höchsten mittleren Waffenschaden, dann der erste in der Reihenfolge der Flotte.</translation>
    </message>
    <message>
        <source>Side %1 is not an SCS fleet.</source>
        <translation>Seite %1 ist keine SCS-Flotte.</translation>
    </message>
    <message>
        <source>Side %1 has no ships.</source>
        <translation>Seite %1 hat keine Schiffe.</translation>
    </message>
    <message>
        <source>Side %1: %2: the design &quot;%3&quot; is missing.</source>
        <translation>Seite %1: %2: Der Entwurf „%3“ fehlt.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Side %1: %2: the design %3 has no sections to hit.</source>
        <translation>Seite %1: %2: Der Entwurf %3 hat keine Sektionen, die getroffen werden können.</translation>
    </message>
    <message>
        <source>Side %1: %2: the damage of %3 cannot be read.</source>
        <translation>Seite %1: %2: Der Schaden von %3 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>A battle needs at least one turn and ranges of 0 hexes or more.</source>
        <translation>Eine Schlacht braucht mindestens eine Runde und Entfernungen von 0 Hexfeldern oder mehr.</translation>
    </message>
    <message>
        <source>Each turn every ship rolls initiative, d20 + its bonus (less 2 per destroyed C&amp;C row and 6 per lost side); ties are a roll-off. Ships fire in initiative order, lowest first, ballistics first; fire is simultaneous: a ship destroyed this turn still fires.</source>
        <translation>Jede Runde würfelt jedes Schiff seine Initiative, W20 + sein Bonus (abzüglich 2 je zerstörter C&amp;C-Reihe und 6 je verlorener Seite); bei Gleichstand entscheidet ein Wettwurf. Die Schiffe feuern in Initiativereihenfolge, die niedrigste zuerst, ballistische Waffen zuerst; das Feuer ist gleichzeitig: Ein in dieser Runde zerstörtes Schiff feuert trotzdem.</translation>
    </message>
    <message>
        <source>All of a ship&apos;s weapons hit the side of its target that one d10 roll gives each turn.</source>
        <translation>Alle Waffen eines Schiffs treffen die Seite seines Ziels, die ein W10-Wurf in jeder Runde ergibt.</translation>
    </message>
    <message>
        <source>Victory points: the points of the enemy ships destroyed. A side left with ships when the other has none wins; otherwise more points win, equal points are a draw. Damage dealt counts boxes marked.</source>
        <translation>Siegpunkte: die Punkte der zerstörten gegnerischen Schiffe. Eine Seite, die noch Schiffe hat, wenn die andere keine mehr hat, gewinnt; andernfalls gewinnt die Seite mit mehr Punkten, gleiche Punkte sind unentschieden. Beim verursachten Schaden zählen die markierten Kästchen.</translation>
    </message>
    <message>
        <source>Target&apos;s side facing the shot</source>
        <translation>Dem Schuss zugewandte Seite des Ziels</translation>
    </message>
    <message>
        <source>Interceptors the target declares</source>
        <translation>Vom Ziel angesagte Abfangwaffen</translation>
    </message>
    <message>
        <source>hexes</source>
        <translation>Hexfelder</translation>
    </message>
    <message>
        <source>Choose an attacking ship.</source>
        <translation>Wählen Sie ein angreifendes Schiff.</translation>
    </message>
    <message>
        <source>%1: the design &quot;%2&quot; is missing.</source>
        <translation>%1: Der Entwurf „%2“ fehlt.</translation>
    </message>
    <message>
        <source>%1 has no such weapon.</source>
        <translation>%1 hat keine solche Waffe.</translation>
    </message>
    <message>
        <source>%1: the damage of %2 cannot be read (write it as 3d10+4, 2d6 or 8).</source>
        <translation>%1: Der Schaden von %2 kann nicht gelesen werden (schreiben Sie ihn als 3d10+4, 2d6 oder 8).</translation>
    </message>
    <message>
        <source>%1 has no range modifiers, so it cannot fire.</source>
        <translation>%1 hat keine Reichweitenmodifikatoren und kann daher nicht feuern.</translation>
    </message>
    <message>
        <source>%1 has range modifiers for 0–%2 hexes, not %3.</source>
        <translation>%1 hat Reichweitenmodifikatoren für 0–%2 Hexfelder, nicht für %3.</translation>
    </message>
    <message>
        <source>%1: %2 is too many dice to work out.</source>
        <translation>%1: %2 sind zu viele Würfel für die Berechnung.</translation>
    </message>
    <message>
        <source>Choose a target ship.</source>
        <translation>Wählen Sie ein Zielschiff.</translation>
    </message>
    <message>
        <source>%1 has no sections to hit.</source>
        <translation>%1 hat keine Sektionen, die getroffen werden können.</translation>
    </message>
    <message>
        <source>Halved armour (a destroyed item, a lost side, plasma) is rounded down, as the source rounds the lost side&apos;s armour; overflow from a destroyed structure meets no armour at the primary location either.</source>
        <translation>Halbierte Panzerung (ein zerstörtes Element, eine verlorene Seite, Plasma) wird abgerundet, so wie die Quelle die Panzerung der verlorenen Seite abrundet; Überschuss aus einer zerstörten Struktur trifft auch in der Primärsektion auf keine Panzerung.</translation>
    </message>
    <message>
        <source>A chart row naming no system of its section, and a face no row covers, hit the structure; a side-chart face naming no section hits the primary.</source>
        <translation>Eine Tabellenreihe, die kein System ihrer Sektion nennt, und eine Augenzahl, die keine Reihe abdeckt, treffen die Struktur; eine Augenzahl der Seitentabelle, die keine Sektion nennt, trifft die Primärsektion.</translation>
    </message>
    <message>
        <source>Intercept is rolled only against a shot that hits; every declared interceptor rolls.</source>
        <translation>Abfangen wird nur gegen einen Schuss gewürfelt, der trifft; jede angesagte Abfangwaffe würfelt.</translation>
    </message>
    <message>
        <source>A standard shot cannot be intercepted (the source names ballistics, plasma and matter, and pulses).</source>
        <translation>Ein Standardschuss kann nicht abgefangen werden (die Quelle nennt ballistische Waffen, Plasma und Materie sowie Pulse).</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>Interceptor %1 (value %2): d10 rolled %3.</source>
        <translation>Abfangwaffe %1 (Wert %2): W10 zeigt %3.</translation>
    </message>
    <message>
        <source>%1 of %2 pulse(s) get through.</source>
        <translation>%1 von %2 Puls(en) kommen durch.</translation>
    </message>
    <message>
        <source>, a lost side: to the primary, armour halved</source>
        <translation>, eine verlorene Seite: auf die Primärsektion, Panzerung halbiert</translation>
    </message>
    <message>
        <source>%1 is destroyed.</source>
        <translation>%1 ist zerstört.</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Heavy</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Großkampfschiff</translation>
    </message>
    <message>
        <source>Enormous</source>
        <translation>Gewaltig</translation>
    </message>
    <message>
        <source>Reactor</source>
        <translation>Reaktor</translation>
    </message>
    <message>
        <source>C&amp;C</source>
        <translation>C&amp;C</translation>
    </message>
    <message>
        <source>Sensors</source>
        <translation>Sensoren</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Triebwerk</translation>
    </message>
    <message>
        <source>Jump engine</source>
        <translation>Sprungtriebwerk</translation>
    </message>
    <message>
        <source>Hangar</source>
        <translation>Hangar</translation>
    </message>
    <message>
        <source>Thruster</source>
        <translation>Steuerdüse</translation>
    </message>
    <message>
        <source>Shield generator</source>
        <translation>Schildgenerator</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Pulse</source>
        <translation>Puls</translation>
    </message>
    <message>
        <source>Ballistic</source>
        <translation>Ballistisch</translation>
    </message>
    <message>
        <source>Matter</source>
        <translation>Materie</translation>
    </message>
    <message>
        <source>Plasma</source>
        <translation>Plasma</translation>
    </message>
    <message>
        <source>Retro</source>
        <translation>Bremse</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Backbord</translation>
    </message>
    <message>
        <source>Starboard</source>
        <translation>Steuerbord</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Häufig</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Ungewöhnlich</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Selten</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Einzigartig</translation>
    </message>
    <message>
        <source>Light</source>
        <comment>fighter</comment>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>fighter</comment>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Heavy</source>
        <comment>fighter</comment>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Primär</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Bug</translation>
    </message>
    <message>
        <source>Aft</source>
        <translation>Heck</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Fehlschuss</translation>
    </message>
    <message>
        <source>Intercepted</source>
        <translation>Abgefangen</translation>
    </message>
    <message>
        <source>Stopped by armour</source>
        <translation>Von der Panzerung aufgehalten</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>A system or structure destroyed</source>
        <translation>System oder Struktur zerstört</translation>
    </message>
    <message>
        <source>Ship destroyed</source>
        <translation>Schiff zerstört</translation>
    </message>
    <message>
        <source>To hit: d%1 ≤ signature %2 (%3) + range modifier %4 at %5 hexes = %6: %7 of %8 faces, %9 (digest §5.3).</source>
        <translation>Trefferwurf: W%1 ≤ Signatur %2 (%3) + Reichweitenmodifikator %4 auf %5 Hexfelder = %6: %7 von %8 Augenzahlen, %9 (digest §5.3).</translation>
    </message>
    <message>
        <source>Intercept: a standard shot cannot be intercepted.</source>
        <translation>Abfangen: Ein Standardschuss kann nicht abgefangen werden.</translation>
    </message>
    <message>
        <source>Intercept: the target declares no interceptors.</source>
        <translation>Abfangen: Das Ziel sagt keine Abfangwaffen an.</translation>
    </message>
    <message>
        <source>Interceptor of value %1: d10 ≤ %2, %3; a success blocks %1 pulse(s).</source>
        <translation>Abfangwaffe mit Wert %1: W10 ≤ %2, %3; ein Erfolg blockt %1 Puls(e).</translation>
    </message>
    <message>
        <source>Interceptor of value %1: d10 ≤ %2, %3; a success blocks the shot.</source>
        <translation>Abfangwaffe mit Wert %1: W10 ≤ %2, %3; ein Erfolg blockt den Schuss.</translation>
    </message>
    <message>
        <source>Intercepted: %1.</source>
        <translation>Abgefangen: %1.</translation>
    </message>
    <message>
        <source>Location: the d10 side chart, then the side&apos;s d20 chart; a lost side&apos;s hits go to the primary section with half armour.</source>
        <translation>Trefferort: die W10-Seitentabelle, dann die W20-Tabelle der Seite; Treffer auf eine verlorene Seite gehen mit halber Panzerung an die Primärsektion.</translation>
    </message>
    <message>
        <source>Damage less armour: matter ignores armour.</source>
        <translation>Schaden abzüglich Panzerung: Materie ignoriert Panzerung.</translation>
    </message>
    <message>
        <source>Damage less armour: plasma counts half the armour, rounded down.</source>
        <translation>Schaden abzüglich Panzerung: Plasma zählt die halbe Panzerung, abgerundet.</translation>
    </message>
    <message>
        <source>Damage less armour; the rest passes from a destroyed system to the section&apos;s structure, then to a random primary location, then to the primary structure.</source>
        <translation>Schaden abzüglich Panzerung; der Rest geht von einem zerstörten System auf die Struktur der Sektion über, dann auf eine zufällige Position der Primärsektion, dann auf die Primärstruktur.</translation>
    </message>
    <message>
        <source>%1: hit %2, destroyed %3.</source>
        <translation>%1: getroffen %2, zerstört %3.</translation>
    </message>
    <message>
        <source>Expected damage: %1 boxes.</source>
        <translation>Erwarteter Schaden: %1 Kästchen.</translation>
    </message>
    <message>
        <source>Boxes per row</source>
        <translation>Kästchen pro Reihe</translation>
    </message>
    <message>
        <source>How many boxes make a row of thrusters, sensors, C&amp;C and shield generators, which lose a point per destroyed row. A system&apos;s own row length overrides it.</source>
        <translation>Wie viele Kästchen eine Reihe von Steuerdüsen, Sensoren, C&amp;C und Schildgeneratoren bilden, die je zerstörter Reihe einen Punkt verlieren. Die eigene Reihenlänge eines Systems hat Vorrang.</translation>
    </message>
    <message>
        <source>Boxes per block</source>
        <translation>Kästchen pro Block</translation>
    </message>
    <message>
        <source>How many boxes make a block of reactors, engines and jump engines, which lose a point per destroyed block. A system&apos;s own block size overrides it.</source>
        <translation>Wie viele Kästchen einen Block von Reaktoren, Triebwerken und Sprungtriebwerken bilden, die je zerstörtem Block einen Punkt verlieren. Die eigene Blockgröße eines Systems hat Vorrang.</translation>
    </message>
    <message>
        <source>Rarity counted against</source>
        <translation>Seltenheit bezogen auf</translation>
    </message>
    <message>
        <source>Uncommon variants may be 1 in 3 ships and rare ones 1 in 9: of the ships of the same base hull (rounded down, at least one once there is a base ship), or of the whole fleet.</source>
        <translation>Ungewöhnliche Varianten dürfen 1 von 3 Schiffen sein, seltene 1 von 9: bezogen auf die Schiffe desselben Grundrumpfs (abgerundet, mindestens eines, sobald es ein Grundschiff gibt) oder auf die ganze Flotte.</translation>
    </message>
    <message>
        <source>Ships of the same hull</source>
        <translation>Schiffe desselben Rumpfs</translation>
    </message>
    <message>
        <source>The whole fleet</source>
        <translation>Die ganze Flotte</translation>
    </message>
    <message>
        <source>Fleet composition</source>
        <translation>Flottenzusammensetzung</translation>
    </message>
    <message>
        <source>The homebrew&apos;s checks (budget, in-service date, rarity, limited deployment), or the &quot;B5 Wars pickup&quot; limits online players use today (jump engine, capital ships, deployment brackets, ships per hull, fleet-wide rarity, hangars at least half full).</source>
        <translation>Die Prüfungen der Hausregeln (Budget, Indienststellung, Seltenheit, begrenzter Einsatz) oder die Grenzen des „B5-Wars-Pickup“, die Online-Spieler heute verwenden (Sprungtriebwerk, Großkampfschiffe, Einsatzklassen, Schiffe pro Rumpf, flottenweite Seltenheit, Hangars mindestens halb voll).</translation>
    </message>
    <message>
        <source>Homebrew</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>B5 Wars pickup</source>
        <translation>B5-Wars-Pickup</translation>
    </message>
    <message>
        <source>To-hit die</source>
        <translation>Trefferwürfel</translation>
    </message>
    <message>
        <source>A shot hits on this die rolling at most the target&apos;s signature plus the range modifier.</source>
        <translation>Ein Schuss trifft, wenn dieser Würfel höchstens die Signatur des Ziels plus den Reichweitenmodifikator zeigt.</translation>
    </message>
    <message>
        <source>Signature by facing</source>
        <translation>Signatur nach Ausrichtung</translation>
    </message>
    <message>
        <source>Shots at the forward or aft section meet the forward signature, shots at a side the side signature (B5 Wars). Off: the forward signature everywhere.</source>
        <translation>Schüsse auf die Bug- oder Hecksektion treffen auf die Bugsignatur, Schüsse auf eine Seite auf die Seitensignatur (B5 Wars). Aus: überall die Bugsignatur.</translation>
    </message>
    <message>
        <source>Ship destroyed when</source>
        <translation>Schiff zerstört, wenn</translation>
    </message>
    <message>
        <source>B5 Wars destroys a ship when its reactor or its primary structure is destroyed; the homebrew does not say.</source>
        <translation>B5 Wars zerstört ein Schiff, wenn sein Reaktor oder seine Primärstruktur zerstört ist; die Hausregeln sagen dazu nichts.</translation>
    </message>
    <message>
        <source>Reactor or primary structure destroyed</source>
        <translation>Reaktor oder Primärstruktur zerstört</translation>
    </message>
    <message>
        <source>Primary structure destroyed</source>
        <translation>Primärstruktur zerstört</translation>
    </message>
    <message>
        <source>Criticals take effect</source>
        <translation>Kritische Treffer wirken</translation>
    </message>
    <message>
        <source>The homebrew&apos;s five phases are not listed; Fleetwright reads them as initiative and power, ballistic launch, movement, firing, then fighters and criticals. Criticals then apply at the end of the turn, or at once.</source>
        <translation>Die fünf Phasen der Hausregeln sind nicht aufgeführt; Fleetwright liest sie als Initiative und Energie, Start ballistischer Waffen, Bewegung, Feuer, dann Jäger und kritische Treffer. Kritische Treffer wirken dann am Ende der Runde oder sofort.</translation>
    </message>
    <message>
        <source>At the end of the turn</source>
        <translation>Am Ende der Runde</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Pulses of a pulse weapon</source>
        <translation>Pulse einer Pulswaffe</translation>
    </message>
    <message>
        <source>One pulse per damage die</source>
        <translation>Ein Puls pro Schadenswürfel</translation>
    </message>
    <message>
        <source>One pulse per shot</source>
        <translation>Ein Puls pro Schuss</translation>
    </message>
    <message>
        <source>Pivots per turn</source>
        <translation>Drehungen pro Runde</translation>
    </message>
    <message>
        <source>How far every ship may pivot each turn without thrust; the source breaks off mid-sentence. Printed on the sheet.</source>
        <translation>Wie weit sich jedes Schiff pro Runde ohne Schub drehen darf; die Quelle bricht mitten im Satz ab. Wird auf den Bogen gedruckt.</translation>
    </message>
    <message>
        <source>not limited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Side A: %1 ship(s), %2 points; side B: %3 ship(s), %4 points.</source>
        <translation>Seite A: %1 Schiff(e), %2 Punkte; Seite B: %3 Schiff(e), %4 Punkte.</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>side %1 wins</source>
        <translation>Seite %1 gewinnt</translation>
    </message>
    <message>
        <source>After %1 turn(s): side A destroyed %2 points of ships, side B %3; %4.</source>
        <translation>Nach %1 Runde(n): Seite A hat Schiffe im Wert von %2 Punkten zerstört, Seite B %3; %4.</translation>
    </message>
    <message>
        <source>Turn %1 at %2 hexes; initiative, lowest first: %3.</source>
        <translation>Runde %1 auf %2 Hexfelder; Initiative, niedrigste zuerst: %3.</translation>
    </message>
    <message>
        <source>%1 targets %2; its weapons hit the %3 side.</source>
        <translation>%1 nimmt %2 ins Ziel; seine Waffen treffen die Seite %3.</translation>
    </message>
    <message>
        <source>%1 intercepts with %2: d10 rolled %3, %4 of %5 pulse(s) get through.</source>
        <translation>%1 fängt mit %2 ab: W10 zeigt %3, %4 von %5 Puls(en) kommen durch.</translation>
    </message>
    <message>
        <source>%1 %2%3</source>
        <translation>%1 %2%3</translation>
    </message>
    <message>
        <source> (destroyed)</source>
        <translation> (zerstört)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1 deals %2 damage: %3.</source>
        <translation>%1 verursacht %2 Schaden: %3.</translation>
    </message>
    <message>
        <source>%1 has lost its %2 side.</source>
        <translation>%1 hat seine Seite %2 verloren.</translation>
    </message>
    <message>
        <source>%1: %2 checks, d10 rolled %3 against %4 box(es) left: %5.</source>
        <translation>%1: Prüfung für %2, W10 zeigt %3 gegen %4 verbleibende Kästchen: %5.</translation>
    </message>
    <message>
        <source>out of action</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <source>working</source>
        <translation>funktionsfähig</translation>
    </message>
    <message>
        <source>%1: %2 loses %3 row(s) or block(s).</source>
        <translation>%1: %2 verliert %3 Reihe(n) bzw. Block/Blöcke.</translation>
    </message>
    <message>
        <source>expected an arc [from, to] in degrees, found %1</source>
        <translation>Feuerwinkel [von, bis] in Grad erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>system kind</source>
        <translation>Systemart</translation>
    </message>
    <message>
        <source>weapon mode</source>
        <translation>Waffenmodus</translation>
    </message>
    <message>
        <source>thruster direction</source>
        <translation>Steuerdüsenrichtung</translation>
    </message>
    <message>
        <source>fighter size</source>
        <translation>Jägergröße</translation>
    </message>
    <message>
        <source>size class</source>
        <translation>Größenklasse</translation>
    </message>
    <message>
        <source>rarity</source>
        <translation>Seltenheit</translation>
    </message>
    <message>
        <source>SCS (ship control sheets)</source>
        <translation>SCS (Schiffskontrollbögen)</translation>
    </message>
    <message>
        <source>SCS homebrew rules for Babylon 5 Wars ship control sheets; sheet structure and fleet conventions of Babylon 5 Wars (Agents of Gaming)</source>
        <translation>SCS-Hausregeln für Schiffskontrollbögen von Babylon 5 Wars; Bogenaufbau und Flottenkonventionen von Babylon 5 Wars (Agents of Gaming)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: design points</source>
        <translation>%1: Punkte des Entwurfs</translation>
    </message>
    <message>
        <source>%1 × %2 at %3</source>
        <translation>%1 × %2 zu je %3</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>%1 (%2 slots)</source>
        <translation>%1 (Plätze: %2)</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signatur</translation>
    </message>
    <message>
        <source>forward %1, side %2</source>
        <translation>Bug %1, Seite %2</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Thrust</source>
        <translation>Schub</translation>
    </message>
    <message>
        <source>%1 (accel %2, pivot %3, roll %4)</source>
        <translation>%1 (Beschl. %2, Drehen %3, Rollen %4)</translation>
    </message>
    <message>
        <source>Speed change per turn (thrust ÷ accel)</source>
        <translation>Geschwindigkeitsänderung pro Runde (Schub ÷ Beschleunigungskosten)</translation>
    </message>
    <message>
        <source>speed change %1 per turn</source>
        <translation>Geschwindigkeitsänderung %1 pro Runde</translation>
    </message>
    <message>
        <source>Turn delay at speed 1, 2, …</source>
        <translation>Wendeverzögerung bei Geschwindigkeit 1, 2, …</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>keine angegeben</translation>
    </message>
    <message>
        <source>systems need %1 of the reactor&apos;s %2</source>
        <translation>Systeme benötigen %1 von %2 Reaktorenergie</translation>
    </message>
    <message>
        <source>Jump delay</source>
        <translation>Sprungverzögerung</translation>
    </message>
    <message>
        <source>Structure boxes</source>
        <translation>Strukturkästchen</translation>
    </message>
    <message>
        <source>structure %1</source>
        <translation>Struktur %1</translation>
    </message>
    <message>
        <source>Capital ships needed: ceil(P / 5000) when P ≥ 3000, P = %1</source>
        <translation>Benötigte Großkampfschiffe: ceil(P / 5000) bei P ≥ 3000, P = %1</translation>
    </message>
    <message>
        <source>Points in Limited %1 %: floor(%2 × P)</source>
        <translation>Punkte in Begrenzt %1 %: floor(%2 × P)</translation>
    </message>
    <message>
        <source>Ships per hull: max(floor(P / 1100), 2)</source>
        <translation>Schiffe pro Rumpf: max(floor(P / 1100), 2)</translation>
    </message>
    <message>
        <source>Uncommon ships: max(floor((P − 1500) / 1000), 2)</source>
        <translation>Ungewöhnliche Schiffe: max(floor((P − 1500) / 1000), 2)</translation>
    </message>
    <message>
        <source>Rare and unique ships: half the uncommon allowance</source>
        <translation>Seltene und einzigartige Schiffe: die Hälfte des Kontingents für ungewöhnliche</translation>
    </message>
    <message>
        <source>how many uncommon and rare ships are allowed</source>
        <translation>wie viele ungewöhnliche und seltene Schiffe erlaubt sind</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 points each)</source>
        <translation>%1 × %2 (%3 Punkte pro Stück)</translation>
    </message>
    <message>
        <source>%1, %2 points</source>
        <translation>%1, %2 Punkte</translation>
    </message>
    <message>
        <source>Weapons: %1</source>
        <translation>Waffen: %1</translation>
    </message>
    <message>
        <source>Fighters: %1</source>
        <translation>Jäger: %1</translation>
    </message>
    <message>
        <source>Fighters</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>fighters are written &quot;6 × Frazi (30 points each)&quot;, not &quot;%1&quot;</source>
        <translation>Jäger werden als „6 × Frazi (30 Punkte pro Stück)“ geschrieben, nicht „%1“</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>Variant of</source>
        <translation>Variante von</translation>
    </message>
    <message>
        <source>Turn delay</source>
        <translation>Wendeverzögerung</translation>
    </message>
    <message>
        <source>Side chart</source>
        <translation>Seitentabelle</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Sektionen</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Systeme</translation>
    </message>
    <message>
        <source>Hit chart</source>
        <translation>Trefferzonentabelle</translation>
    </message>
    <message>
        <source>Arc</source>
        <translation>Feuerwinkel</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Kästchen</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Panzerung</translation>
    </message>
    <message>
        <source>Range modifiers</source>
        <translation>Reichweitenmodifikatoren</translation>
    </message>
    <message>
        <source>Side %1: every weapon bears on the target whatever its arc (rules option bearing = all, a simplification).</source>
        <translation>Seite %1: Jede Waffe feuert unabhängig von ihrem Feuerwinkel auf das Ziel (Regeloption bearing = all, eine Vereinfachung).</translation>
    </message>
    <message>
        <source>Side %1: each turn a ship turns to the bearing on its target that lets the weapons worth the most fire together (mean damage before armour of those charged and in range); only weapons whose arc holds that bearing fire. An arc&apos;s edge belongs to it.</source>
        <translation>Seite %1: Jede Runde dreht sich ein Schiff in die Ausrichtung zu seinem Ziel, in der die zusammen wertvollsten Waffen feuern können (mittlerer Schaden vor Panzerung der geladenen Waffen in Reichweite); nur Waffen, deren Feuerwinkel diese Ausrichtung umfasst, feuern. Der Rand eines Feuerwinkels gehört zu ihm.</translation>
    </message>
    <message>
        <source>Every shot meets the target&apos;s forward signature, +2 per side it has lost; the d10 side chart gives the side its hits strike.</source>
        <translation>Jeder Schuss trifft auf die Bugsignatur des Ziels, +2 je verlorener Seite; die W10-Seitentabelle bestimmt die Seite, auf die seine Treffer gehen.</translation>
    </message>
    <message>
        <source>A weapon fires whenever it is charged (every recharge turns) and in range (its range-modifier row); after 2 turns of firing in a row it cools down for 1 turn. A weapon of several shots rolls each; each rolled pulse and each rake is a hit that meets armour on its own.</source>
        <translation>Eine Waffe feuert, sobald sie geladen (jeweils nach ihrer Ladezeit) und in Reichweite ist (ihre Reihe mit Reichweitenmodifikatoren); nach 2 Runden Feuer in Folge kühlt sie 1 Runde lang ab. Eine Waffe mit mehreren Schüssen würfelt für jeden einzeln; jeder gewürfelte Puls und jeder Strich ist ein Treffer, der für sich auf die Panzerung trifft.</translation>
    </message>
    <message>
        <source>Intercept: when a pulse, ballistic, matter or plasma shot hits, the target declares at most one weapon with an intercept value that has not fired or intercepted this turn: the one whose expected block (its chance times the damage it stops) most exceeds the mean damage of its own fire this turn (nothing when it does not bear or is not charged); none when no block is worth more. That weapon then does not fire this turn. Arcs do not limit interception.</source>
        <translation>Abfangen: Trifft ein Schuss im Modus Puls, Ballistisch, Materie oder Plasma, sagt das Ziel höchstens eine Waffe mit Abfangwert an, die in dieser Runde weder gefeuert noch abgefangen hat: diejenige, deren erwarteter Block (ihre Chance mal dem Schaden, den sie aufhält) den mittleren Schaden ihres eigenen Feuers in dieser Runde am weitesten übersteigt (null, wenn ihr Ziel nicht in ihrem Feuerwinkel liegt oder sie nicht geladen ist); keine, wenn kein Block mehr wert ist. Diese Waffe feuert dann in dieser Runde nicht. Feuerwinkel beschränken das Abfangen nicht.</translation>
    </message>
    <message>
        <source>Criticals: a damaged weapon survives on d10 ≤ its boxes left, or is out for the battle; each destroyed C&amp;C row costs 2 initiative. Thrust, sensor, shield and power losses (rules option criticalLoss) are logged but change nothing without a map; a jump engine is never used.</source>
        <translation>Kritische Treffer: Eine beschädigte Waffe übersteht bei W10 ≤ ihren verbliebenen Kästchen, sonst fällt sie für die Schlacht aus; jede zerstörte C&amp;C-Reihe kostet 2 Initiative. Verluste bei Schub, Sensoren, Schilden und Energie (Regeloption criticalLoss) werden protokolliert, ändern ohne Karte aber nichts; ein Sprungtriebwerk wird nie eingesetzt.</translation>
    </message>
    <message>
        <source>%1: %2 damage after armour %3, %4 box(es) marked, destroyed</source>
        <translation>%1: %2 Schaden nach Panzerung %3, %4 Kästchen markiert, zerstört</translation>
    </message>
    <message>
        <source>%1: %2 damage after armour %3, %4 box(es) marked</source>
        <translation>%1: %2 Schaden nach Panzerung %3, %4 Kästchen markiert</translation>
    </message>
    <message>
        <source>nothing marked</source>
        <translation>nichts markiert</translation>
    </message>
    <message>
        <source>Shot %1 of %2: d%3 rolled %4, needs %5 or less: %6.</source>
        <translation>Schuss %1 von %2: W%3 zeigt %4, benötigt %5 oder weniger: %6.</translation>
    </message>
    <message>
        <source>Pulses: d%1 rolled %2, +1 per %3 of the margin %4, at most %5: %6.</source>
        <translation>Pulse: W%1 zeigt %2, +1 je %3 der Differenz %4, höchstens %5: %6.</translation>
    </message>
    <message>
        <source>Side chart d10 rolled %1: %2.</source>
        <translation>Seitentabelle, W10 zeigt %1: %2.</translation>
    </message>
    <message>
        <source>Damage %1: %2, rake %3 of %4: %5 (%6)%7.</source>
        <translation>Schaden %1: %2, Strich %3 von %4: %5 (%6)%7.</translation>
    </message>
    <message>
        <source>Damage %1: %2%3 (%4)%5.</source>
        <translation>Schaden %1: %2%3 (%4)%5.</translation>
    </message>
    <message>
        <source>The declared interceptors roll at the first of the weapon&apos;s shots that hits (each weapon intercepts once a round).</source>
        <translation>Die angesagten Abfangwaffen würfeln beim ersten Schuss der Waffe, der trifft (jede Waffe fängt einmal pro Runde ab).</translation>
    </message>
    <message>
        <source>A raking weapon&apos;s damage meets armour once per rake of %1, each rake a location roll of its own on the same side (B5 Wars).</source>
        <translation>Der Schaden einer bestreichenden Waffe trifft je Strich von %1 einmal auf die Panzerung, jeder Strich mit eigenem Trefferortwurf auf derselben Seite (B5 Wars).</translation>
    </message>
    <message>
        <source>%1 fires %2 at %3, %4 hexes: needs %5 or less on d%6 (signature %7 + range modifier %8).</source>
        <translation>%1 feuert %2 auf %3, %4 Hexfelder: benötigt %5 oder weniger auf W%6 (Signatur %7 + Reichweitenmodifikator %8).</translation>
    </message>
    <message>
        <source>%1 fires %2 shots, each rolled to hit: at least one hits %3.</source>
        <translation>%1 gibt %2 Schüsse ab, jeder mit eigenem Trefferwurf: Mindestens einer trifft in %3 der Fälle.</translation>
    </message>
    <message>
        <source>A hit fires d%1 pulses, +1 for every %2 by which the roll beats %3, at most %4, each a hit of its own (rules option %5).</source>
        <translation>Ein Treffer feuert W%1 Pulse, +1 für je %2, um die der Wurf besser als %3 ist, höchstens %4, jeder ein eigener Treffer (Regeloption %5).</translation>
    </message>
    <message numerus="yes">
        <source>%1 fires %n pulse(s) in one hit (rules option %2).</source>
        <translation>
            <numerusform>%1 feuert %n Puls in einem Treffer (Regeloption %2).</numerusform>
            <numerusform>%1 feuert %n Pulse in einem Treffer (Regeloption %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Raking: the damage meets armour once per rake of %1, each rake a location of its own.</source>
        <translation>Bestreichen: Der Schaden trifft je Strich von %1 einmal auf die Panzerung, jeder Strich an einem eigenen Trefferort.</translation>
    </message>
    <message>
        <source>The homebrew speaks of &quot;the number of pulses rolled&quot; without the roll. B5 Wars rolls them: a die of pulses (d5), one more for every few points the to-hit roll beats its target by (4), at most a maximum (6), each pulse a hit of the weapon&apos;s damage that meets armour on its own; a weapon may set its own values. Or one pulse per damage die in a single hit (3d10+4: three pulses), or the whole shot as one pulse.</source>
        <translation>Die Hausregeln sprechen von „the number of pulses rolled“, ohne den Wurf anzugeben. B5 Wars würfelt sie: ein Würfel für die Pulse (W5), einer mehr für je einige Punkte, um die der Trefferwurf besser als sein Zielwert ist (4), höchstens ein Maximum (6), jeder Puls ein Treffer mit dem Schaden der Waffe, der für sich auf die Panzerung trifft; eine Waffe kann eigene Werte festlegen. Oder ein Puls pro Schadenswürfel in einem einzigen Treffer (3d10+4: drei Pulse) oder der ganze Schuss als ein Puls.</translation>
    </message>
    <message>
        <source>Rolled, as in B5 Wars</source>
        <translation>Gewürfelt, wie in B5 Wars</translation>
    </message>
    <message>
        <source>Intercepting ballistics</source>
        <translation>Abfangen ballistischer Waffen</translation>
    </message>
    <message>
        <source>The source breaks off at &quot;Against slow moving ballistics the intercept value of all weapons is increased by one (including weapons&quot;. Read as printed, only weapons with an intercept value intercept, at +1 against ballistics; completed, weapons without one may also try against ballistics, at value 1.</source>
        <translation>Die Quelle bricht bei „Against slow moving ballistics the intercept value of all weapons is increased by one (including weapons“ ab. Wörtlich gelesen fangen nur Waffen mit Abfangwert ab, mit +1 gegen ballistische Waffen; sinngemäß ergänzt dürfen es auch Waffen ohne Abfangwert gegen ballistische Waffen versuchen, mit Wert 1.</translation>
    </message>
    <message>
        <source>Only weapons with an intercept value</source>
        <translation>Nur Waffen mit Abfangwert</translation>
    </message>
    <message>
        <source>Every weapon, at value 1 if it has none</source>
        <translation>Jede Waffe, mit Wert 1, falls sie keinen hat</translation>
    </message>
    <message>
        <source>Rating lost per row or block</source>
        <translation>Wertverlust je Reihe oder Block</translation>
    </message>
    <message>
        <source>A destroyed thruster, engine, sensor, shield generator or reactor loses its whole rating, each destroyed row or block its share (rounded down until the last one goes); or 1 per row or block, as the table prints it, which leaves a 24-box thruster of rating 12 with 6 when it is destroyed.</source>
        <translation>Ein zerstörtes System (Steuerdüse, Triebwerk, Sensoren, Schildgenerator oder Reaktor) verliert seinen ganzen Wert, jede zerstörte Reihe bzw. jeder zerstörte Block seinen Anteil (abgerundet, bis der letzte wegfällt); oder 1 je Reihe oder Block, wie die Tabelle es druckt, wodurch eine Steuerdüse mit 24 Kästchen und Wert 12 bei ihrer Zerstörung noch 6 hat.</translation>
    </message>
    <message>
        <source>Its share of the rating</source>
        <translation>Sein Anteil am Wert</translation>
    </message>
    <message>
        <source>1 per row or block</source>
        <translation>1 je Reihe oder Block</translation>
    </message>
    <message>
        <source>%1 turns to bear on %2; out of arc: %3.</source>
        <translation>%1 richtet sich auf %2 aus; außerhalb des Feuerwinkels: %3.</translation>
    </message>
    <message>
        <source>%1 fires %2 at %3: d%4 rolled %5, needs %6</source>
        <translation>%1 feuert %2 auf %3: W%4 zeigt %5, benötigt %6</translation>
    </message>
    <message>
        <source>%1: miss.</source>
        <translation>%1: verfehlt.</translation>
    </message>
    <message numerus="yes">
        <source>%1: hit, %n pulse(s).</source>
        <translation>
            <numerusform>%1: Treffer, %n Puls.</numerusform>
            <numerusform>%1: Treffer, %n Pulse.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: hit.</source>
        <translation>%1: Treffer.</translation>
    </message>
    <message>
        <source>%1 deals %2 damage, rake %3 of %4 (%5): %6.</source>
        <translation>%1 verursacht %2 Schaden, Strich %3 von %4 (%5): %6.</translation>
    </message>
    <message>
        <source>%1: %2 loses %3 row(s) or block(s): %4 of its rating %5 lost.</source>
        <translation>%1: %2 verliert %3 Reihe(n) bzw. Block/Blöcke: %4 von seinem Wert %5 verloren.</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Forward port</source>
        <translation>Bug backbord</translation>
    </message>
    <message>
        <source>Forward starboard</source>
        <translation>Bug steuerbord</translation>
    </message>
    <message>
        <source>Aft port</source>
        <translation>Heck backbord</translation>
    </message>
    <message>
        <source>Aft starboard</source>
        <translation>Heck steuerbord</translation>
    </message>
    <message>
        <source>The exact odds of this firing would take more ship states than Fleetwright works out (its hits can leave this sheet in too many ways); roll it instead, or fight it in a trial battle.</source>
        <translation>Die genauen Chancen dieses Feuers bräuchten mehr Schiffszustände, als Fleetwright berechnet (seine Treffer können diesen Bogen auf zu viele Arten hinterlassen); würfeln Sie es stattdessen oder tragen Sie es in einer Probeschlacht aus.</translation>
    </message>
    <message>
        <source>Sections without structure</source>
        <translation>Sektionen ohne Struktur</translation>
    </message>
    <message>
        <source>The homebrew&apos;s sheet check asks every section for a structure block. A B5 Wars medium ship has one, in its primary section: the hits its forward and aft charts send to &quot;Structure&quot;, and the damage its destroyed systems pass on, go to the primary structure (as FieryVoid plays them).</source>
        <translation>Die Bogenprüfung der Hausregeln verlangt für jede Sektion einen Strukturblock. Ein mittleres B5-Wars-Schiff hat nur einen, in seiner Primärsektion: Die Treffer, die seine Bug- und Hecktabellen auf „Struktur“ lenken, und der Schaden, den seine zerstörten Systeme weitergeben, gehen an die Primärstruktur (so spielt FieryVoid sie).</translation>
    </message>
    <message>
        <source>Every section has one</source>
        <translation>Jede Sektion hat einen</translation>
    </message>
    <message>
        <source>Allowed: their hits go to the primary structure</source>
        <translation>Erlaubt: ihre Treffer gehen an die Primärstruktur</translation>
    </message>
    <message>
        <source>where the structure hits of sections without a structure block go</source>
        <translation>wohin die Strukturtreffer von Sektionen ohne Strukturblock gehen</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <comment>a distance</comment>
        <translation>
            <numerusform>%n Hexfeld</numerusform>
            <numerusform>%n Hexfelder</numerusform>
        </translation>
    </message>
    <message>
        <source>No map: every ship of both fleets is in play from turn 1 at %1; the range closes by %2 after each turn, never below 0. Movement, thrust, turn delays, pivots, power diversion, fighters, jamming and stealth are not modelled.</source>
        <translation>Keine Karte: Alle Schiffe beider Flotten sind ab Runde 1 auf %1 Entfernung im Spiel; die Entfernung verringert sich nach jeder Runde um %2, nie unter 0. Bewegung, Schub, Wendeverzögerungen, Drehungen, Energieumleitung, Jäger, Störmaßnahmen und Tarnung werden nicht abgebildet.</translation>
    </message>
</context>
<context>
    <name>fw::ScsPrint</name>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>ISD %1</source>
        <translation>Indienststellung %1</translation>
    </message>
    <message>
        <source>variant of %1</source>
        <translation>Variante von %1</translation>
    </message>
    <message>
        <source>Control sheets</source>
        <translation>Kontrollbögen</translation>
    </message>
    <message>
        <source>Turn delay with zigs: the table&apos;s delay at the highest speed this turn, plus half the zigs rounded up (derived from the source&apos;s two examples).</source>
        <translation>Wendeverzögerung mit Zigs: die Verzögerung laut Tabelle bei der höchsten Geschwindigkeit dieser Runde, plus die Hälfte der Zigs, aufgerundet (abgeleitet aus den zwei Beispielen der Quelle).</translation>
    </message>
    <message>
        <source>(missing design)</source>
        <translation>(fehlender Entwurf)</translation>
    </message>
    <message>
        <source>F%1 S%2 · Init %3</source>
        <translation>B%1 S%2 · Init %3</translation>
    </message>
    <message>
        <source>Ship counters</source>
        <translation>Schiffsspielmarken</translation>
    </message>
    <message>
        <source>SCS counters need an SCS fleet and a counter grid.</source>
        <translation>SCS-Spielmarken erfordern eine SCS-Flotte und ein Spielmarkenraster.</translation>
    </message>
    <message>
        <source>Ship counters (backs)</source>
        <translation>Schiffsspielmarken (Rückseiten)</translation>
    </message>
    <message>
        <source>Backs of sheet %1 of %2: print on the reverse of the sheet, flipping on the long edge</source>
        <translation>Rückseiten zu Bogen %1 von %2: auf die Rückseite des Bogens drucken, an der langen Kante wenden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 Assumption (a rules option standing in for a rule the sources do not settle): %2.</source>
        <translation>%1 Annahme (eine Regeloption anstelle einer Regel, die die Quellen offenlassen): %2.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>all round</source>
        <translation>rundum</translation>
    </message>
    <message>
        <source>%1–%2°</source>
        <translation>%1–%2°</translation>
    </message>
    <message>
        <source>(unnamed design)</source>
        <translation>(unbenannter Entwurf)</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>−1 thrust per row</source>
        <translation>−1 Schub pro Reihe</translation>
    </message>
    <message>
        <source>−1 sensors per row</source>
        <translation>−1 Sensoren pro Reihe</translation>
    </message>
    <message>
        <source>−2 initiative per row</source>
        <translation>−2 Initiative pro Reihe</translation>
    </message>
    <message>
        <source>−1 shield per row</source>
        <translation>−1 Schild pro Reihe</translation>
    </message>
    <message>
        <source>−1 power per block</source>
        <translation>−1 Energie pro Block</translation>
    </message>
    <message>
        <source>−1 thrust per block</source>
        <translation>−1 Schub pro Block</translation>
    </message>
    <message>
        <source>1% per block: blows up if used</source>
        <translation>1 % pro Block: explodiert bei Benutzung</translation>
    </message>
    <message>
        <source>rows of %1</source>
        <translation>Reihen zu %1</translation>
    </message>
    <message>
        <source>blocks of %1</source>
        <translation>Blöcke zu %1</translation>
    </message>
    <message>
        <source>power %1</source>
        <translation>Energie %1</translation>
    </message>
    <message>
        <source>rating %1, %2</source>
        <translation>Wert %1, %2</translation>
    </message>
    <message>
        <source>thrust %1</source>
        <translation>Schub %1</translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation>Wert %1</translation>
    </message>
    <message>
        <source>delay %1</source>
        <translation>Verzögerung %1</translation>
    </message>
    <message>
        <source>%1 slots (%2)</source>
        <translation>%1 Plätze (%2)</translation>
    </message>
    <message>
        <source>shield %1</source>
        <translation>Schild %1</translation>
    </message>
    <message>
        <source>output %1</source>
        <translation>Leistung %1</translation>
    </message>
    <message>
        <source>needs %1 power</source>
        <translation>benötigt %1 Energie</translation>
    </message>
    <message>
        <source>F %1 / S %2</source>
        <translation>B %1 / S %2</translation>
    </message>
    <message>
        <source>%1 all round</source>
        <translation>%1 rundum</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>ISD</source>
        <translation>ISD</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Seltenheit</translation>
    </message>
    <message>
        <source>Limited</source>
        <translation>Begrenzt</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signatur</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Thrust</source>
        <translation>Schub</translation>
    </message>
    <message>
        <source>Accel cost</source>
        <translation>Beschl.-Kosten</translation>
    </message>
    <message>
        <source>Speed change</source>
        <translation>Geschw.-Änderung</translation>
    </message>
    <message>
        <source>±%1 / turn</source>
        <translation>±%1 / Runde</translation>
    </message>
    <message>
        <source>Pivot cost</source>
        <translation>Drehkosten</translation>
    </message>
    <message>
        <source>Roll cost</source>
        <translation>Rollkosten</translation>
    </message>
    <message>
        <source>Retro thrusters</source>
        <translation>Bremsdüsen</translation>
    </message>
    <message>
        <source>Agile</source>
        <translation>Wendig</translation>
    </message>
    <message>
        <source>Gravitic</source>
        <translation>Gravitisch</translation>
    </message>
    <message>
        <source>Sensors</source>
        <translation>Sensoren</translation>
    </message>
    <message>
        <source>Jamming</source>
        <translation>Störung</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Tarnung</translation>
    </message>
    <message>
        <source>Ramming</source>
        <translation>Rammfaktor</translation>
    </message>
    <message>
        <source>Jump delay</source>
        <translation>Sprungverzögerung</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>1 zig</source>
        <translation>1 Zig</translation>
    </message>
    <message>
        <source>%1 zigs</source>
        <translation>%1 Zigs</translation>
    </message>
    <message>
        <source>%1–%2 zigs</source>
        <translation>%1–%2 Zigs</translation>
    </message>
    <message>
        <source>Power: systems need %1 of the reactor&apos;s %2</source>
        <translation>Energie: Systeme benötigen %1 von %2 des Reaktors</translation>
    </message>
    <message>
        <source> (%1 short)</source>
        <translation> (%1 zu wenig)</translation>
    </message>
    <message>
        <source>Destroyed with its reactor or primary structure</source>
        <translation>Zerstört bei Verlust von Reaktor oder Primärstruktur</translation>
    </message>
    <message>
        <source>Destroyed with its primary structure</source>
        <translation>Zerstört bei Verlust der Primärstruktur</translation>
    </message>
    <message>
        <source>Special rules: %1</source>
        <translation>Sonderregeln: %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Anmerkungen: %1</translation>
    </message>
    <message>
        <source>Movement: turn delay in hexes by speed and zigs</source>
        <translation>Bewegung: Wendeverzögerung in Hexfeldern nach Geschwindigkeit und Zigs</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>No movement table: the design gives no turn delays.</source>
        <translation>Keine Bewegungstabelle: Der Entwurf gibt keine Wendeverzögerungen an.</translation>
    </message>
    <message>
        <source>d10</source>
        <translation>W10</translation>
    </message>
    <message>
        <source>Side hit</source>
        <translation>Seitentreffer</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Primär</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <source>d20</source>
        <translation>W20</translation>
    </message>
    <message>
        <source>%1 boxes</source>
        <translation>%1 Kästchen</translation>
    </message>
    <message>
        <source>%1 section</source>
        <translation>Sektion %1</translation>
    </message>
    <message>
        <source>%1 section (no structure block)</source>
        <translation>Sektion %1 (kein Strukturblock)</translation>
    </message>
    <message>
        <source>SCS control sheets need an SCS fleet.</source>
        <translation>SCS-Kontrollbögen erfordern eine SCS-Flotte.</translation>
    </message>
    <message>
        <source>No ship of the fleet uses a design: there is no control sheet to print.</source>
        <translation>Kein Schiff der Flotte verwendet einen Entwurf: Es gibt keinen Kontrollbogen zu drucken.</translation>
    </message>
    <message>
        <source>Arc</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Rch</source>
        <translation>LZ</translation>
    </message>
    <message>
        <source>Pwr</source>
        <translation>En</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Int</source>
        <translation>Abf</translation>
    </message>
    <message>
        <source>Range modifiers (top: range in hexes)</source>
        <translation>Reichweitenmodifikatoren (oben: Entfernung in Hexfeldern)</translation>
    </message>
    <message>
        <source>Fired last turn</source>
        <translation>Zuletzt gefeuert</translation>
    </message>
    <message>
        <source>Cooling down</source>
        <translation>Abkühlung</translation>
    </message>
    <message>
        <source>Weapons: one damaged this turn survives on d10 ≤ its boxes left; after two turns of fire in a row it cools down for one</source>
        <translation>Waffen: Eine in dieser Runde beschädigte Waffe übersteht bei W10 ≤ ihren verbliebenen Kästchen; nach zwei Runden Feuer in Folge kühlt sie eine Runde lang ab</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>no range modifiers</source>
        <translation>keine Reichweitenmodifikatoren</translation>
    </message>
    <message>
        <source>Fighter</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>%1 light</source>
        <translation>%1 leichte</translation>
    </message>
    <message>
        <source>%1 medium</source>
        <translation>%1 mittlere</translation>
    </message>
    <message>
        <source>%1 heavy</source>
        <translation>%1 schwere</translation>
    </message>
    <message>
        <source>F%1 S%2 · %3</source>
        <extracomment>The short form of &quot;F%1 S%2 · Init %3&quot; on small counters: signatures and initiative</extracomment>
        <translation>B%1 S%2 · %3</translation>
    </message>
    <message>
        <source>Ship: ______________________ (a blank sheet of the design)</source>
        <translation>Schiff: ______________________ (ein leerer Bogen des Entwurfs)</translation>
    </message>
    <message>
        <source>Not printed, as no ship uses them: %1. Add a ship of a design, or print one blank sheet per design, to print its control sheet.</source>
        <translation>Nicht gedruckt, da kein Schiff sie nutzt: %1. Füge ein Schiff des Entwurfs hinzu oder drucke einen leeren Bogen je Entwurf, um seinen Kontrollbogen zu drucken.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No fighters aboard: give the ship fighters to print their structure boxes.</source>
        <translation>Keine Jäger an Bord: gib dem Schiff Jäger, um ihre Strukturkästchen zu drucken.</translation>
    </message>
    <message>
        <source>A blank sheet: the fighters a ship carries print on that ship&apos;s own sheet.</source>
        <translation>Ein leerer Bogen: die Jäger eines Schiffs stehen auf dem eigenen Bogen des Schiffs.</translation>
    </message>
    <message>
        <source>%1: tables (the back of the sheet)</source>
        <translation>%1: Tabellen (Rückseite des Bogens)</translation>
    </message>
    <message>
        <source>To hit: d%1 ≤ signature + range modifier.</source>
        <translation>Treffer: W%1 ≤ Signatur + Reichweitenmodifikator.</translation>
    </message>
    <message>
        <source>A section without structure: ½ armour on its side (rounded down); shots on that side hit Primary.</source>
        <translation>Eine Sektion ohne Struktur: ½ Panzerung auf ihrer Seite (abgerundet); Schüsse auf diese Seite treffen Primär.</translation>
    </message>
    <message>
        <source>Per lost side: turn delay +2 zigs, signature +2, initiative −6, jamming and stealth at half.</source>
        <translation>Je verlorene Seite: Wendeverzögerung +2 Zigs, Signatur +2, Initiative −6, Störung und Tarnung zur Hälfte.</translation>
    </message>
    <message>
        <source>a weapon damaged this turn works on d10 ≤ its boxes left</source>
        <translation>eine in dieser Runde beschädigte Waffe funktioniert bei W10 ≤ ihren verbliebenen Kästchen</translation>
    </message>
    <message>
        <source>Criticals: %1.</source>
        <translation>Kritische Treffer: %1.</translation>
    </message>
    <message>
        <source>Pivots without thrust: %1 per turn*.</source>
        <translation>Drehungen ohne Schub: %1 pro Runde*.</translation>
    </message>
    <message>
        <source>Pivots without thrust: not limited*.</source>
        <translation>Drehungen ohne Schub: unbegrenzt*.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Spieltisch</translation>
    </message>
    <message>
        <source>Fighters</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>flight of %1</source>
        <translation>Staffel von %1</translation>
    </message>
    <message>
        <source>×%1 · structure %2</source>
        <translation>×%1 · Struktur %2</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>shot of %1</source>
        <translation>Schuss von %1</translation>
    </message>
    <message>
        <source>damage %1</source>
        <translation>Schaden %1</translation>
    </message>
    <message>
        <source>Counters, sheet %1 of %2: ships (blue) and fighter flights (green), the arrow at the bow, pointed at the hex side they face; ballistic shots in flight (orange)</source>
        <translation>Spielmarken, Bogen %1 von %2: Schiffe (blau) und Jägerstaffeln (grün), der Pfeil am Bug, auf die Hexseite gerichtet, in die sie blicken; ballistische Schüsse im Flug (orange)</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Ladung</translation>
    </message>
    <message>
        <source>%1: %2 × %3 fighter, structure %4, %5 points each</source>
        <translation>%1: %2 × %3 Jäger, Struktur %4, je %5 Punkte</translation>
    </message>
    <message>
        <source>Hangar: %1 slots (%2); fighters carried: %3. A fighter damaged this turn stays in on d6 ≤ its structure left.</source>
        <translation>Hangar: %1 Plätze (%2); mitgeführte Jäger: %3. Ein in dieser Runde beschädigter Jäger bleibt bei W6 ≤ seiner verbliebenen Struktur im Kampf.</translation>
    </message>
    <message>
        <source>From %1.</source>
        <translation>Aus %1.</translation>
    </message>
    <message>
        <source>Assumed in the import: %1.</source>
        <translation>Beim Import angenommen: %1.</translation>
    </message>
    <message>
        <source>%1 section (structure: primary)</source>
        <translation>Sektion %1 (Struktur: Primär)</translation>
    </message>
</context>
<context>
    <name>fw::ScsValidator</name>
    <message>
        <source>ship %1</source>
        <translation>Schiff %1</translation>
    </message>
    <message>
        <source>Another design already has the id %1; ships name their design by its id.</source>
        <translation>Ein anderer Entwurf hat bereits die ID %1; Schiffe benennen ihren Entwurf über dessen ID.</translation>
    </message>
    <message>
        <source>%1 names itself as its base design.</source>
        <translation>%1 nennt sich selbst als Grundentwurf.</translation>
    </message>
    <message>
        <source>%1 is a variant of %2, which is not a design of the fleet.</source>
        <translation>%1 ist eine Variante von %2, einem Entwurf, den die Flotte nicht hat.</translation>
    </message>
    <message>
        <source>The fleet has no ships.</source>
        <translation>Die Flotte hat keine Schiffe.</translation>
    </message>
    <message>
        <source>%1 is of design %2, which the fleet does not have.</source>
        <translation>%1 hat den Entwurf %2, den die Flotte nicht hat.</translation>
    </message>
    <message>
        <source>Did you mean %1?</source>
        <translation>Meinten Sie %1?</translation>
    </message>
    <message>
        <source>Its designs: %1.</source>
        <translation>Entwürfe der Flotte: %1.</translation>
    </message>
    <message>
        <source>The fleet costs %1 points (every ship&apos;s design and fighters), %2 over its budget of %3.</source>
        <translation>Die Flotte kostet %1 Punkte (Entwurf und Jäger jedes Schiffs), %2 über ihrem Budget von %3.</translation>
    </message>
    <message>
        <source>%3 enters service in %1, after the campaign year %2.</source>
        <translation>%3 wird %1 in Dienst gestellt, nach dem Kampagnenjahr %2.</translation>
    </message>
    <message>
        <source>No ship of the fleet is of design %1.</source>
        <translation>Kein Schiff der Flotte hat den Entwurf %1.</translation>
    </message>
    <message>
        <source>the %1 hull</source>
        <translation>den Rumpf %1</translation>
    </message>
    <message>
        <source>the fleet</source>
        <translation>die Flotte</translation>
    </message>
    <message>
        <source>%3 is one uncommon ship too many for %4: 1 in 3 of its %1 ships, max(floor(%1 / 3), 1) = %2.</source>
        <translation>%3 ist ein ungewöhnliches Schiff zu viel für %4: 1 von 3 bei %1 Schiffen, max(floor(%1 / 3), 1) = %2.</translation>
    </message>
    <message>
        <source>%3 is one rare ship too many for %4: 1 in 9 of its %1 ships, max(floor(%1 / 9), 1) = %2.</source>
        <translation>%3 ist ein seltenes Schiff zu viel für %4: 1 von 9 bei %1 Schiffen, max(floor(%1 / 9), 1) = %2.</translation>
    </message>
    <message>
        <source>%1 is a second ship of the unique design %2.</source>
        <translation>%1 ist ein zweites Schiff des einzigartigen Entwurfs %2.</translation>
    </message>
    <message>
        <source>Limited %1 %: the ships of that bracket cost %2 of the fleet&apos;s %3 points, more than %1 % × %3 = %4; %5 takes them over.</source>
        <translation>Begrenzt %1 %: Die Schiffe dieser Einsatzklasse kosten %2 der %3 Punkte der Flotte, mehr als %1 % × %3 = %4; mit %5 wird die Grenze überschritten.</translation>
    </message>
    <message>
        <source>%6 carries %1 fighters, and %2 do not fit its hangars of %3 light, %4 medium and %5 heavy slots (heavy fighters take heavy slots, medium ones medium or heavy, light ones any).</source>
        <translation>%6 führt %1 Jäger mit, und %2 davon passen nicht in seine Hangars mit %3 leichten, %4 mittleren und %5 schweren Plätzen (schwere Jäger belegen schwere Plätze, mittlere mittlere oder schwere, leichte beliebige).</translation>
    </message>
    <message>
        <source>P = %1, the budget</source>
        <translation>P = %1, das Budget</translation>
    </message>
    <message>
        <source>P = %1, the fleet&apos;s points</source>
        <translation>P = %1, die Punkte der Flotte</translation>
    </message>
    <message>
        <source>%1 is a unique ship; pickup games allow it only when the opponent agrees.</source>
        <translation>%1 ist ein einzigartiges Schiff; Pickup-Spiele erlauben es nur mit Zustimmung des Gegners.</translation>
    </message>
    <message>
        <source>%1 is a Restricted (Limited 10 %) unit and needs at least one other unit in the fleet.</source>
        <translation>%1 ist eine eingeschränkte Einheit (Restricted, Begrenzt 10 %) und benötigt mindestens eine weitere Einheit in der Flotte.</translation>
    </message>
    <message>
        <source>No ship of the fleet has a jump engine; a pickup fleet brings at least one.</source>
        <translation>Kein Schiff der Flotte hat ein Sprungtriebwerk; eine Pickup-Flotte bringt mindestens eines mit.</translation>
    </message>
    <message>
        <source>%1 capital ships; from 3000 points a fleet needs at least ceil(P / 5000) = ceil(%2 / 5000) = %3 (%4).</source>
        <translation>%1 Großkampfschiffe; ab 3000 Punkten braucht eine Flotte mindestens ceil(P / 5000) = ceil(%2 / 5000) = %3 (%4).</translation>
    </message>
    <message>
        <source>Limited %1 %: its %2 ships cost %3 points, more than floor(%1 × P / 100) = floor(%1 × %4 / 100) = %5 (%6); only a single ship may exceed its bracket. %7 takes it over.</source>
        <translation>Begrenzt %1 %: Die %2 Schiffe dieser Einsatzklasse kosten %3 Punkte, mehr als floor(%1 × P / 100) = floor(%1 × %4 / 100) = %5 (%6); nur eine Einsatzklasse aus einem einzigen Schiff darf die Grenze überschreiten. Mit %7 wird sie überschritten.</translation>
    </message>
    <message>
        <source>%1 ships of the %5 hull; at most max(floor(P / 1100), 2) = max(floor(%2 / 1100), 2) = %3 (%4).</source>
        <translation>%1 Schiffe des Rumpfs %5; höchstens max(floor(P / 1100), 2) = max(floor(%2 / 1100), 2) = %3 (%4).</translation>
    </message>
    <message>
        <source>%3 is one uncommon, rare or unique ship too many for the %4 hull: of its %1 ships at most ceil(%1 / 3) = %2.</source>
        <translation>%3 ist ein ungewöhnliches, seltenes oder einzigartiges Schiff zu viel für den Rumpf %4: von seinen %1 Schiffen höchstens ceil(%1 / 3) = %2.</translation>
    </message>
    <message>
        <source>%3 is one rare or unique ship too many for the %4 hull: of its %1 ships at most ceil(%1 / 9) = %2.</source>
        <translation>%3 ist ein seltenes oder einzigartiges Schiff zu viel für den Rumpf %4: von seinen %1 Schiffen höchstens ceil(%1 / 9) = %2.</translation>
    </message>
    <message>
        <source>%4 is one uncommon ship too many: the fleet may have max(floor((P − 1500) / 1000), 2) = max(floor((%1 − 1500) / 1000), 2) = %2 (%3).</source>
        <translation>%4 ist ein ungewöhnliches Schiff zu viel: Die Flotte darf max(floor((P − 1500) / 1000), 2) = max(floor((%1 − 1500) / 1000), 2) = %2 haben (%3).</translation>
    </message>
    <message>
        <source>%3 is one rare or unique ship too many: the fleet may have half its uncommon allowance, floor(%1 / 2) = %2.</source>
        <translation>%3 ist ein seltenes oder einzigartiges Schiff zu viel: Die Flotte darf halb so viele haben, wie ungewöhnliche erlaubt sind, floor(%1 / 2) = %2.</translation>
    </message>
    <message>
        <source>%4 carries %1 fighters; its hangars of %2 must be at least half full, ceil(%2 / 2) = %3.</source>
        <translation>%4 führt %1 Jäger mit; seine Hangars mit %2 Plätzen müssen mindestens halb voll sein, ceil(%2 / 2) = %3.</translation>
    </message>
    <message>
        <source>It has no systems.</source>
        <translation>Die Sektion hat keine Systeme.</translation>
    </message>
    <message>
        <source>It has: %1.</source>
        <translation>Die Sektion hat: %1.</translation>
    </message>
    <message>
        <source>design %1</source>
        <translation>Entwurf %1</translation>
    </message>
    <message>
        <source>%3: arc %1–%2 is not within 0–359 degrees.</source>
        <translation>%3: Feuerbogen %1–%2 liegt nicht innerhalb von 0–359 Grad.</translation>
    </message>
    <message>
        <source>A second %1 section; each section appears once.</source>
        <translation>Eine zweite Sektion %1; jede Sektion kommt nur einmal vor.</translation>
    </message>
    <message>
        <source>Section %1 is not one of %2; only enormous ships have other sections.</source>
        <translation>Sektion %1 ist keine von %2; nur gewaltige Schiffe haben andere Sektionen.</translation>
    </message>
    <message>
        <source>%1 has no primary section; every ship has one.</source>
        <translation>%1 hat keine Primärsektion; jedes Schiff hat eine.</translation>
    </message>
    <message>
        <source>The %2 section&apos;s structure has %1 boxes; it needs at least 1.</source>
        <translation>Die Struktur der Sektion %2 hat %1 Kästchen; sie braucht mindestens 1.</translation>
    </message>
    <message>
        <source>Row %1 to %2 of %4 is not a range within 1–%3.</source>
        <translation>Reihe %1 bis %2 %4 ist kein Bereich innerhalb von 1–%3.</translation>
    </message>
    <message>
        <source>Row %1 of %2 gives %3 again, which an earlier row already covers; each number hits exactly one place.</source>
        <translation>Reihe %1 %2 enthält %3 erneut, obwohl eine frühere Reihe dies bereits abdeckt; jede Zahl trifft genau eine Stelle.</translation>
    </message>
    <message>
        <source>No row of %2 covers %3; the chart must cover 1–%1 without gaps.</source>
        <translation>Keine Reihe %2 deckt %3 ab; die Tabelle muss 1–%1 lückenlos abdecken.</translation>
    </message>
    <message>
        <source>the %1 section&apos;s d20 chart</source>
        <translation>der W20-Tabelle der Sektion %1</translation>
    </message>
    <message>
        <source>Row %1 of the primary section&apos;s chart passes hits to “primary”, which is this section itself.</source>
        <translation>Reihe %1 der Tabelle der Primärsektion leitet Treffer an „primary“ weiter, also an diese Sektion selbst.</translation>
    </message>
    <message>
        <source>Row %1 of %2 names %3, which the section does not have.</source>
        <translation>Reihe %1 %2 nennt %3, ein System, das die Sektion nicht hat.</translation>
    </message>
    <message>
        <source>the d10 side chart</source>
        <translation>der W10-Seitentabelle</translation>
    </message>
    <message>
        <source>Row %1 of the d10 side chart names section %2, which the sheet does not have.</source>
        <translation>Reihe %1 der W10-Seitentabelle nennt die Sektion %2, die der Kontrollbogen nicht hat.</translation>
    </message>
    <message>
        <source>%2: recharge %1; a weapon recharges in at least 1 turn.</source>
        <translation>%2: Ladezeit %1; eine Waffe hat eine Ladezeit von mindestens 1 Runde.</translation>
    </message>
    <message>
        <source>%1 has no range modifiers; a shot hits on d20 ≤ signature + the modifier at its range.</source>
        <translation>%1 hat keine Reichweitenmodifikatoren; ein Schuss trifft bei W20 ≤ Signatur + Modifikator für seine Entfernung.</translation>
    </message>
    <message>
        <source>%1: damage %2 is not dice such as “3d10+4” or a plain number.</source>
        <translation>%1: Schaden %2 ist weder ein Würfelausdruck wie „3d10+4“ noch eine einfache Zahl.</translation>
    </message>
    <message>
        <source>Accel cost %1; speed changes by floor(thrust / accel cost), which needs an accel cost of at least 1.</source>
        <translation>Beschleunigungskosten %1; die Geschwindigkeit ändert sich um floor(Schub / Beschleunigungskosten), was Beschleunigungskosten von mindestens 1 erfordert.</translation>
    </message>
    <message>
        <source>The movement table has no turn delays, so no turn can be resolved.</source>
        <translation>Die Bewegungstabelle hat keine Wendeverzögerungen, daher kann keine Wende abgewickelt werden.</translation>
    </message>
    <message>
        <source>Turn delay %1 at speed %2 is less than %3 at speed %4; a faster ship turns no sooner.</source>
        <translation>Wendeverzögerung %1 bei Geschwindigkeit %2 ist kleiner als %3 bei Geschwindigkeit %4; ein schnelleres Schiff wendet nicht früher.</translation>
    </message>
    <message>
        <source>Thrust %1, but the engines give %2.</source>
        <translation>Schub %1, aber die Triebwerke liefern %2.</translation>
    </message>
    <message>
        <source>The systems need %1 of the reactor&apos;s %2: %3 more than it gives.</source>
        <translation>Die Systeme benötigen %1 von %2 Energie des Reaktors: %3 mehr, als er liefert.</translation>
    </message>
    <message>
        <source>%2 has no reactor; its systems need %1 power.</source>
        <translation>%2 hat keinen Reaktor; seine Systeme benötigen %1 Energie.</translation>
    </message>
    <message>
        <source>The SCS rules are not loaded.</source>
        <translation>Die SCS-Regeln sind nicht geladen.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>, or </source>
        <translation>, oder </translation>
    </message>
    <message>
        <source>%1 is a %2 ship and has no %3 section; with no side chart to name its sections, a %2 ship has %4.</source>
        <translation>%1 ist ein Schiff der Größenklasse %2 und hat keine Sektion %3; ohne Seitentabelle, die seine Sektionen nennt, hat ein Schiff der Größenklasse %2 die Sektionen %4.</translation>
    </message>
    <message>
        <source>%1 is a %2 ship, and its sections lack %3; the outer sections of a %2 ship are %4.</source>
        <translation>%1 ist ein Schiff der Größenklasse %2, doch unter seinen Sektionen fehlen: %3; die äußeren Sektionen eines Schiffs der Größenklasse %2 sind %4.</translation>
    </message>
    <message>
        <source>No row of the d10 side chart names the %1 section, so no shot can ever hit it.</source>
        <translation>Keine Reihe der W10-Seitentabelle nennt die Sektion %1, daher kann kein Schuss sie je treffen.</translation>
    </message>
    <message>
        <source>No row of the %1 section&apos;s d20 chart names %2, so it can never be hit.</source>
        <translation>Keine Reihe der W20-Tabelle der Sektion %1 nennt %2; das System kann daher nie getroffen werden.</translation>
    </message>
    <message>
        <source>Sensors %1, but the Scanner&apos;s rating is %2.</source>
        <translation>Sensoren %1, aber der Wert des Scanners ist %2.</translation>
    </message>
    <message>
        <source>Sensors %1, but no scanner has that rating; they have %2.</source>
        <translation>Sensoren %1, aber kein Scanner hat diesen Wert; die Scanner haben %2.</translation>
    </message>
    <message>
        <source>%1 in the %2 section is a retro thruster; retro thrusters sit in the forward section.</source>
        <translation>%1 in der Sektion %2 ist eine Bremsdüse; Bremsdüsen sitzen in der Bugsektion.</translation>
    </message>
    <message>
        <source>The %1 section has no structure block, and there is no primary structure for its hits to go to.</source>
        <translation>Die Sektion %1 hat keinen Strukturblock, und es gibt keine Primärstruktur, an die ihre Treffer gehen könnten.</translation>
    </message>
    <message>
        <source>The %1 section has no structure block; every section has one (a B5 Wars medium ship&apos;s sections may go without: rules option &quot;Sections without structure&quot;).</source>
        <translation>Die Sektion %1 hat keinen Strukturblock; jede Sektion hat einen (die Sektionen eines mittleren B5-Wars-Schiffs dürfen ohne sein: Regeloption „Sektionen ohne Struktur“).</translation>
    </message>
    <message>
        <source>%1 has a %2 section, which a Light ship does not have: its only section is primary.</source>
        <translation>%1 hat eine Sektion %2, die ein Schiff der Größenklasse Leicht nicht hat: seine einzige Sektion ist die Primärsektion.</translation>
    </message>
    <message>
        <source>%1 has a %2 section beside %3, which a %4 ship does not have; the outer sections of a %4 ship are %5.</source>
        <translation>%1 hat neben %3 eine Sektion %2, die ein Schiff der Größenklasse %4 nicht hat; die äußeren Sektionen eines Schiffs der Größenklasse %4 sind %5.</translation>
    </message>
    <message>
        <source>%1 has no design yet: choose one on the Ship page, or make one with “New design…” there.</source>
        <translation>%1 hat noch keinen Entwurf: Wählen Sie einen auf der Seite „Schiff“ oder legen Sie dort mit „Neuer Entwurf…“ einen an.</translation>
    </message>
    <message>
        <source>The fleet has no ships yet, and no control sheet to build one from: make the first design with New on the Designs list (or import one from FieryVoid), then Add Ship.</source>
        <translation>Die Flotte hat noch keine Schiffe und keinen Kontrollbogen, nach dem eines gebaut werden kann: Legen Sie mit „Neu“ über der Entwurfsliste den ersten Entwurf an (oder importieren Sie einen aus FieryVoid), dann „Schiff hinzufügen“.</translation>
    </message>
</context>
<context>
    <name>fw::ShareCode</name>
    <message>
        <source>the code cannot be unpacked</source>
        <translation>der Code lässt sich nicht entpacken</translation>
    </message>
    <message>
        <source>the code unpacks to more than the %1 bytes it claims</source>
        <translation>der Code ergibt entpackt mehr als die %1 Bytes, die er angibt</translation>
    </message>
    <message>
        <source>the code is damaged: its packed fleet cannot be unpacked</source>
        <translation>der Code ist beschädigt: Seine gepackte Flotte lässt sich nicht entpacken</translation>
    </message>
    <message>
        <source>the code is %1 characters long, more than the %2 a code may have</source>
        <translation>der Code ist %1 Zeichen lang, mehr als die %2, die ein Code haben darf</translation>
    </message>
    <message>
        <source>the code &quot;%1&quot; was made by a newer version of Fleetwright</source>
        <translation>der Code „%1“ wurde mit einer neueren Version von Fleetwright erstellt</translation>
    </message>
    <message>
        <source>a share code starts with &quot;%1&quot;</source>
        <translation>ein Flottencode beginnt mit „%1“</translation>
    </message>
    <message>
        <source>character %1 of the code (&quot;%2&quot;) is not part of a share code</source>
        <translation>Zeichen %1 des Codes („%2“) gehört nicht zu einem Flottencode</translation>
    </message>
    <message>
        <source>the code is cut short</source>
        <translation>der Code ist unvollständig</translation>
    </message>
    <message>
        <source>the code is damaged or cut short: its checksum does not match</source>
        <translation>der Code ist beschädigt oder unvollständig: Seine Prüfsumme stimmt nicht</translation>
    </message>
    <message>
        <source>the code claims to hold %1 bytes; a fleet may have at most %2</source>
        <translation>der Code gibt an, %1 Bytes zu enthalten; eine Flotte darf höchstens %2 haben</translation>
    </message>
    <message>
        <source>its share code would be %1 characters long, more than the %2 a code may have; share the fleet file instead</source>
        <translation>ihr Flottencode wäre %1 Zeichen lang, mehr als die %2, die ein Code haben darf; teilen Sie stattdessen die Flottendatei</translation>
    </message>
</context>
<context>
    <name>fw::ShareNotation</name>
    <message>
        <source>the design &quot;%1&quot; is made with its name only: its figures travel only in the share code</source>
        <translation>der Entwurf „%1“ wird nur mit seinem Namen angelegt: Seine Werte stehen nur im Flottencode</translation>
    </message>
    <message>
        <source>this game has no flagship: the ★ is left out</source>
        <translation>dieses Spiel hat kein Flaggschiff: Der ★ wird weggelassen</translation>
    </message>
    <message>
        <source>this list names more than %1 designs the fleet does not have; a list makes at most %1 from their names alone (a fleet file or a share code carries any number)</source>
        <translation>diese Liste nennt mehr als %1 Entwürfe, die die Flotte nicht hat; eine Liste legt höchstens %1 allein aus ihren Namen an (eine Flottendatei oder ein Flottencode trägt beliebig viele)</translation>
    </message>
</context>
<context>
    <name>fw::ShareText</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Unnamed fleet</source>
        <translation>Unbenannte Flotte</translation>
    </message>
    <message>
        <source>Total: %1, ships: %2</source>
        <translation>Gesamt: %1, Schiffe: %2</translation>
    </message>
    <message>
        <source>; %1 marks the flagship</source>
        <translation>; %1 kennzeichnet das Flaggschiff</translation>
    </message>
    <message>
        <source>Rules options that differ from the defaults:</source>
        <translation>Regeloptionen, die vom Standard abweichen:</translation>
    </message>
    <message>
        <source>Legal.</source>
        <translation>Regelkonform.</translation>
    </message>
    <message numerus="yes">
        <source>Not legal: %n error(s).</source>
        <translation>
            <numerusform>Nicht regelkonform: %n Fehler.</numerusform>
            <numerusform>Nicht regelkonform: %n Fehler.</numerusform>
        </translation>
    </message>
    <message>
        <source>Share code: %1</source>
        <translation>Flottencode: %1</translation>
    </message>
    <message>
        <source>the text is neither a share code nor a fleet list: a list starts with the fleet&apos;s name and, on the next line, its game</source>
        <translation>der Text ist weder ein Flottencode noch eine Flottenliste: Eine Liste beginnt mit dem Namen der Flotte und in der nächsten Zeile mit ihrem Spiel</translation>
    </message>
    <message>
        <source>no share code and no game named here; a list names its game on its second line (%1)</source>
        <translation>hier stehen weder ein Flottencode noch ein Spiel; eine Liste nennt ihr Spiel in ihrer zweiten Zeile (%1)</translation>
    </message>
    <message>
        <source>this version cannot read %1 ships from a list</source>
        <translation>diese Version kann %1-Schiffe nicht aus einer Liste lesen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a value of the rules option &quot;%2&quot;: left at its default</source>
        <translation>„%1“ ist kein Wert der Regeloption „%2“: bleibt auf dem Standardwert</translation>
    </message>
    <message>
        <source>not read: &quot;%1&quot; is neither a ship&apos;s loadout nor a rules option</source>
        <translation>nicht gelesen: „%1“ ist weder die Ausrüstung eines Schiffs noch eine Regeloption</translation>
    </message>
    <message>
        <source>the line is longer than %1 characters</source>
        <translation>die Zeile ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>the text is %1 characters long; a fleet list or code may have at most %2</source>
        <translation>der Text ist %1 Zeichen lang; eine Flottenliste oder ein Code darf höchstens %2 haben</translation>
    </message>
    <message>
        <source>No share code: %1.</source>
        <translation>Kein Flottencode: %1.</translation>
    </message>
    <message>
        <source>%1 (as a fleet file: %2)</source>
        <translation>%1 (als Flottendatei: %2)</translation>
    </message>
    <message>
        <source>the list makes a fleet too large to save: %1</source>
        <translation>die Liste ergibt eine Flotte, die zu groß zum Speichern ist: %1</translation>
    </message>
    <message>
        <source>the byte 0x%1 is not UTF-8; save the list again as UTF-8</source>
        <translation>das Byte 0x%1 ist kein UTF-8; speichern Sie die Liste erneut als UTF-8</translation>
    </message>
    <message>
        <source>%1 errors: the list is read no further</source>
        <translation>%1 Fehler: Die Liste wird nicht weiter gelesen</translation>
    </message>
    <message>
        <source>this list has more than %1 ships; a list makes at most %1 (a fleet file or a share code carries any number)</source>
        <translation>diese Liste hat mehr als %1 Schiffe; eine Liste legt höchstens %1 an (eine Flottendatei oder ein Flottencode trägt beliebig viele)</translation>
    </message>
</context>
<context>
    <name>fw::Sunder</name>
    <message>
        <source>Targets (Focus): every ship attacks the first surviving enemy in fleet order until it is destroyed.</source>
        <translation>Ziele (Konzentriertes Feuer): Jedes Schiff greift den ersten überlebenden Gegner in Flottenreihenfolge an, bis dieser zerstört ist.</translation>
    </message>
    <message>
        <source>Targets (Spread): each ship picks a surviving enemy at random when it activates, and again if that one is destroyed.</source>
        <translation>Ziele (Verteiltes Feuer): Jedes Schiff wählt beim Aktivieren zufällig einen überlebenden Gegner und wählt erneut, wenn dieser zerstört ist.</translation>
    </message>
    <message>
        <source>Targets (Biggest threat): the surviving enemy with the most AV on track 1, then the first in fleet order.</source>
        <translation>Ziele (Größte Bedrohung): der überlebende Gegner mit dem höchsten AW auf Leiste 1, danach der erste in Flottenreihenfolge.</translation>
    </message>
    <message>
        <source>Side %1 is not a Sunder the Stars fleet.</source>
        <translation>Seite %1 ist keine Flotte für Sunder the Stars.</translation>
    </message>
    <message>
        <source>Side %1 has no ships.</source>
        <translation>Seite %1 hat keine Schiffe.</translation>
    </message>
    <message>
        <source>Side %1: %2: the card &quot;%3&quot; is missing.</source>
        <translation>Seite %1: %2: Die Karte „%3“ fehlt.</translation>
    </message>
    <message>
        <source>Side %1: %2: the card %3 has no damage track.</source>
        <translation>Seite %1: %2: Die Karte %3 hat keine Schadensleiste.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Side %1 has no hull to count for victory.</source>
        <translation>Seite %1 hat keinen Rumpf, der für den Sieg zählt.</translation>
    </message>
    <message>
        <source>A battle needs at least one turn and a range of 0 hexes or more.</source>
        <translation>Eine Schlacht braucht mindestens einen Spielzug und eine Entfernung von 0 Hexfeldern oder mehr.</translation>
    </message>
    <message>
        <source>Point defence: the target&apos;s current PD dice against every drone, fusion and rack attack and every attack of flights; other ships&apos; PD does not help.</source>
        <translation>Punktverteidigung: die aktuellen PV-Würfel des Ziels gegen jeden Drohnen-, Fusions- und Werferangriff und jeden Angriff von Staffeln; die PV anderer Schiffe hilft nicht.</translation>
    </message>
    <message>
        <source>Fusion: a fusion attack that deals damage attacks its target again at the same AV (the AV before point defence, which only lowers the initial attack) against its DV when the target activates in each of the next 2 turns, even if the attacker is gone.</source>
        <translation>Fusion: Ein Fusionsangriff, der Schaden verursacht, greift sein Ziel in jedem der nächsten 2 Spielzüge, wenn das Ziel aktiviert, erneut mit demselben AW (dem AW vor der Punktverteidigung, die nur den ersten Angriff senkt) gegen dessen VW an, auch wenn der Angreifer nicht mehr da ist.</translation>
    </message>
    <message>
        <source>weapon type</source>
        <translation>Waffentyp</translation>
    </message>
    <message>
        <source>arc</source>
        <translation>Feuerwinkel</translation>
    </message>
    <message>
        <source>ship size</source>
        <translation>Schiffsgröße</translation>
    </message>
    <message>
        <source>group kind</source>
        <translation>Gruppenart</translation>
    </message>
    <message>
        <source>Attacker used no MP this action (+2)</source>
        <translation>Angreifer hat in dieser Aktion keine BP verbraucht (+2)</translation>
    </message>
    <message>
        <source>Defender&apos;s last activation</source>
        <translation>Letzte Aktivierung des Verteidigers</translation>
    </message>
    <message>
        <source>Moved and turned or slipped (0)</source>
        <translation>Bewegt mit Wende oder Seitversatz (0)</translation>
    </message>
    <message>
        <source>Moved without turns or slips (+1)</source>
        <translation>Bewegt ohne Wende oder Seitversatz (+1)</translation>
    </message>
    <message>
        <source>Used no MP (+2)</source>
        <translation>Keine BP verbraucht (+2)</translation>
    </message>
    <message>
        <source>Hexes of gas cloud fired through (−1 each)</source>
        <translation>Durchschossene Hexfelder mit Gaswolke (je −1)</translation>
    </message>
    <message>
        <source>Hexes of dust or asteroids fired through (−2 each)</source>
        <translation>Durchschossene Hexfelder mit Staub oder Asteroiden (je −2)</translation>
    </message>
    <message>
        <source>Defender&apos;s shield setting</source>
        <translation>Schildeinstellung des Verteidigers</translation>
    </message>
    <message>
        <source>Attack comes from the defender&apos;s</source>
        <translation>Angriff kommt aus dieser Hälfte des Verteidigers</translation>
    </message>
    <message>
        <source>Front half</source>
        <translation>Vordere Hälfte</translation>
    </message>
    <message>
        <source>Back half</source>
        <translation>Hintere Hälfte</translation>
    </message>
    <message>
        <source>Damage the attacker has taken (sets its track)</source>
        <translation>Schaden, den der Angreifer genommen hat (bestimmt seine Leiste)</translation>
    </message>
    <message>
        <source>Damage the target has taken (sets its track, PD and DV)</source>
        <translation>Schaden, den das Ziel genommen hat (bestimmt seine Leiste, PV und VW)</translation>
    </message>
    <message>
        <source>PD dice of other ships within 2 hexes of the line</source>
        <translation>PV-Würfel anderer Schiffe bis 2 Hexfelder um die Schusslinie</translation>
    </message>
    <message>
        <source>AV of a spread given to this target (0: no spread)</source>
        <translation>AW einer Aufteilung auf dieses Ziel (0: keine Aufteilung)</translation>
    </message>
    <message>
        <source>hexes</source>
        <translation>Hexfelder</translation>
    </message>
    <message numerus="yes">
        <source>Bombers (%n flight(s))</source>
        <translation>
            <numerusform>Bomber (%n Staffel)</numerusform>
            <numerusform>Bomber (%n Staffeln)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fighters (%n flight(s))</source>
        <translation>
            <numerusform>Jäger (%n Staffel)</numerusform>
            <numerusform>Jäger (%n Staffeln)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Choose an attacking ship.</source>
        <translation>Wählen Sie ein angreifendes Schiff.</translation>
    </message>
    <message>
        <source>%1: the card &quot;%2&quot; is missing.</source>
        <translation>%1: Die Karte „%2“ fehlt.</translation>
    </message>
    <message>
        <source>%1 has no such weapon.</source>
        <translation>%1 hat keine solche Waffe.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is destroyed after %n damage.</source>
        <translation>
            <numerusform>%1 ist nach %n Schaden zerstört.</numerusform>
            <numerusform>%1 ist nach %n Schaden zerstört.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a target ship.</source>
        <translation>Wählen Sie ein Zielschiff.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is already destroyed after %n damage.</source>
        <translation>
            <numerusform>%1 ist nach %n Schaden bereits zerstört.</numerusform>
            <numerusform>%1 ist nach %n Schaden bereits zerstört.</numerusform>
        </translation>
    </message>
    <message>
        <source>Flights cannot fire a spread.</source>
        <translation>Staffeln können kein Feuer aufteilen.</translation>
    </message>
    <message numerus="yes">
        <source>Out of range: %1 reaches %n hex(es).</source>
        <translation>
            <numerusform>Außer Reichweite: %1 reicht %n Hexfeld weit.</numerusform>
            <numerusform>Außer Reichweite: %1 reicht %n Hexfelder weit.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a %2: it cannot fire a spread (only batteries and racks can).</source>
        <translation>%1 ist vom Typ %2: Die Waffe kann kein Feuer aufteilen (das können nur Batterien und Werfer).</translation>
    </message>
    <message>
        <source>A spread splits the AV %1 of %2 among several targets: this one&apos;s part must be 1 to %3.</source>
        <translation>Eine Aufteilung verteilt den AW %1 von %2 auf mehrere Ziele: Der Anteil dieses Ziels muss zwischen 1 und %3 liegen.</translation>
    </message>
    <message>
        <source>%1 has AV %2 on track %3: no attack.</source>
        <translation>%1 hat AW %2 auf Leiste %3: kein Angriff.</translation>
    </message>
    <message>
        <source>The modified AV of %1 is %2: below 1, the attack cannot be made (digest §4.4).</source>
        <translation>Der modifizierte AW von %1 ist %2: Unter 1 kann der Angriff nicht ausgeführt werden (digest §4.4).</translation>
    </message>
    <message>
        <source>Flights: each surviving flight makes one attack at the option&apos;s AV; the defender&apos;s movement and terrain modify it, range bands and the carrier&apos;s MP do not; each PD die of 5–6 kills a flight before they attack (digest §4.5, §4.9).</source>
        <translation>Staffeln: Jede überlebende Staffel führt einen Angriff mit dem AW aus der Regeloption aus; Bewegung des Verteidigers und Gelände modifizieren ihn, Entfernungsbänder und die BP des Trägers nicht; jeder PV-Würfel mit 5–6 vernichtet vor dem Angriff eine Staffel (digest §4.5, §4.9).</translation>
    </message>
    <message>
        <source>A defence total of 0 or less counts as 1 (digest §4.5, DEFAULT).</source>
        <translation>Eine Verteidigungssumme von 0 oder weniger zählt als 1 (digest §4.5, DEFAULT).</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Double Front</source>
        <translation>Doppelt vorn</translation>
    </message>
    <message>
        <source>Double Back</source>
        <translation>Doppelt hinten</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Battery</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <source>Drone</source>
        <translation>Drohne</translation>
    </message>
    <message>
        <source>Fusion</source>
        <translation>Fusion</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Werfer</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Vorn</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Hinten</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Squadron</source>
        <translation>Geschwader</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Staffel</translation>
    </message>
    <message>
        <source>Wing</source>
        <translation>Verband</translation>
    </message>
    <message numerus="yes">
        <source>Point defence: %1 dice, %2 of them 5–6: %n flight(s) destroyed.</source>
        <translation>
            <numerusform>Punktverteidigung: %1 Würfel, davon %2 mit 5–6: %n Staffel zerstört.</numerusform>
            <numerusform>Punktverteidigung: %1 Würfel, davon %2 mit 5–6: %n Staffeln zerstört.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Point defence: %1 dice, %2 of them 5–6: the AV drops by %n.</source>
        <translation>
            <numerusform>Punktverteidigung: %1 Würfel, davon %2 mit 5–6: Der AW sinkt um %n.</numerusform>
            <numerusform>Punktverteidigung: %1 Würfel, davon %2 mit 5–6: Der AW sinkt um %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Attack %1 + die %2 = %3 against defence %4 + die %5 = %6: %n damage.</source>
        <translation>
            <numerusform>Angriff %1 + Würfel %2 = %3 gegen Verteidigung %4 + Würfel %5 = %6: %n Schaden.</numerusform>
            <numerusform>Angriff %1 + Würfel %2 = %3 gegen Verteidigung %4 + Würfel %5 = %6: %n Schaden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The AV falls to %1, below 1: the attack is stopped.</source>
        <translation>Der AW sinkt auf %1 und damit unter 1: Der Angriff ist abgewehrt.</translation>
    </message>
    <message>
        <source>%1: AV %2 on track %3, of which a spread gives this target %4 (digest §4.3).</source>
        <translation>%1: AW %2 auf Leiste %3, davon erhält dieses Ziel durch Aufteilung %4 (digest §4.3).</translation>
    </message>
    <message>
        <source>%1: AV %2 on track %3 (digest §4.6).</source>
        <translation>%1: AW %2 auf Leiste %3 (digest §4.6).</translation>
    </message>
    <message>
        <source>Modifiers: range band %1, movement %2, gas and dust %3: AV %4 (digest §4.4; below 1 there is no attack).</source>
        <translation>Modifikatoren: Entfernungsband %1, Bewegung %2, Gas und Staub %3: AW %4 (digest §4.4; unter 1 gibt es keinen Angriff).</translation>
    </message>
    <message>
        <source>%1 has taken %2 of %3 damage: track %4, shield value %5, %6 shields against an attack from the %7: DV %8 (digest §4.5, DEFAULT).</source>
        <translation>%1 hat %2 von %3 Schaden genommen: Leiste %4, Schildwert %5, Schilde „%6“ gegen einen Angriff von %7: VW %8 (digest §4.5, DEFAULT).</translation>
    </message>
    <message>
        <source>front</source>
        <translation>vorn</translation>
    </message>
    <message>
        <source>back</source>
        <translation>hinten</translation>
    </message>
    <message>
        <source>Point defence: %1 + %2 dice, each 5–6 (1 in 3) kills a flight first; all are lost %3 of the time.</source>
        <translation>Punktverteidigung: %1 + %2 Würfel, jede 5–6 (Chance 1/3) vernichtet zuerst eine Staffel; in %3 der Fälle gehen alle verloren.</translation>
    </message>
    <message>
        <source>Point defence: %1 + %2 dice, each 5–6 (1 in 3) lowers the AV by 1 first; it falls below 1 %3 of the time (digest §4.5).</source>
        <translation>Punktverteidigung: %1 + %2 Würfel, jede 5–6 (Chance 1/3) senkt zuerst den AW um 1; in %3 der Fälle fällt er unter 1 (digest §4.5).</translation>
    </message>
    <message>
        <source>Point defence does not touch a %1.</source>
        <translation>Punktverteidigung wirkt nicht gegen Waffen vom Typ %1.</translation>
    </message>
    <message>
        <source>A = AV + exploding D6 against D = DV + exploding D6: no damage when A ≤ D, else ⌊A / D⌋, at least 1 (digest §4.5).</source>
        <translation>A = AW + explodierender W6 gegen D = VW + explodierender W6: kein Schaden bei A ≤ D, sonst ⌊A / D⌋, mindestens 1 (digest §4.5).</translation>
    </message>
    <message>
        <source>Exact: the attacker&apos;s die in closed form, the defender&apos;s followed to %1 explosions; the %2 beyond counts as no damage.</source>
        <translation>Exakt: der Würfel des Angreifers in geschlossener Form, der des Verteidigers bis zu %1 Explosionen verfolgt; die darüber hinausgehende Wahrscheinlichkeit %2 zählt als kein Schaden.</translation>
    </message>
    <message>
        <source>A hit fusion attack also attacks again at the same AV (without point defence) when the target activates, in each of the next 2 turns; these odds are the first attack only.</source>
        <translation>Ein treffender Fusionsangriff greift in jedem der nächsten 2 Spielzüge, wenn das Ziel aktiviert, erneut mit demselben AW an (ohne Punktverteidigung); diese Chancen gelten nur für den ersten Angriff.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is destroyed by %n or more damage: %2.</source>
        <translation>
            <numerusform>%1 wird durch %n oder mehr Schaden zerstört: %2.</numerusform>
            <numerusform>%1 wird durch %n oder mehr Schaden zerstört: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected damage: %1.</source>
        <translation>Erwarteter Schaden: %1.</translation>
    </message>
    <message>
        <source>Stopped by point defence</source>
        <translation>Von Punktverteidigung abgewehrt</translation>
    </message>
    <message>
        <source>No damage</source>
        <translation>Kein Schaden</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Beschädigt</translation>
    </message>
    <message>
        <source>Target destroyed</source>
        <translation>Ziel zerstört</translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3 at AV %4 against DV %5.</source>
        <translation>%1 greift %2 mit %3 an, AW %4 gegen VW %5.</translation>
    </message>
    <message>
        <source>%1 is destroyed: Fah-KOOM, it explodes.</source>
        <translation>%1 ist zerstört: Fah-KOOM! Das Schiff explodiert.</translation>
    </message>
    <message>
        <source>%1 is destroyed.</source>
        <translation>%1 ist zerstört.</translation>
    </message>
    <message>
        <source>DV over the shield value</source>
        <translation>VW über dem Schildwert</translation>
    </message>
    <message>
        <source>The quick reference rolls against the defender&apos;s Defense Value (DV) but the cards give a Shield Value; how the two relate is not published. Fleetwright takes DV = the shield value plus this number, doubled or removed by the shield setting.</source>
        <translation>Die Kurzreferenz würfelt gegen den Verteidigungswert (VW) des Verteidigers, die Karten nennen aber einen Schildwert; wie beide zusammenhängen, ist nicht veröffentlicht. Fleetwright setzt VW = Schildwert plus diese Zahl, je nach Schildeinstellung verdoppelt oder ohne den Schild.</translation>
    </message>
    <message>
        <source>Maximum shield setting</source>
        <translation>Schildeinstellung Maximum</translation>
    </message>
    <message>
        <source>The blog names a Maximum shield setting without saying what it does. Fleetwright counts it as Normal, or doubles the shield all round.</source>
        <translation>Der Blog nennt eine Schildeinstellung Maximum, ohne zu sagen, was sie bewirkt. Fleetwright wertet sie wie Normal oder verdoppelt den Schild rundum.</translation>
    </message>
    <message>
        <source>As Normal</source>
        <translation>Wie Normal</translation>
    </message>
    <message>
        <source>Doubled all round</source>
        <translation>Rundum verdoppelt</translation>
    </message>
    <message>
        <source>One faction per fleet</source>
        <translation>Eine Fraktion je Flotte</translation>
    </message>
    <message>
        <source>Every ship&apos;s card belongs to the fleet&apos;s faction.</source>
        <translation>Die Karte jedes Schiffs gehört zur Fraktion der Flotte.</translation>
    </message>
    <message>
        <source>Flagships</source>
        <translation>Flaggschiffe</translation>
    </message>
    <message>
        <source>A fleet may name one flagship; the optional rule asks for exactly one.</source>
        <translation>Eine Flotte darf ein Flaggschiff benennen; die optionale Regel verlangt genau eines.</translation>
    </message>
    <message>
        <source>At most one</source>
        <translation>Höchstens eines</translation>
    </message>
    <message>
        <source>Exactly one</source>
        <translation>Genau eines</translation>
    </message>
    <message>
        <source>Ships per squadron</source>
        <translation>Schiffe je Geschwader</translation>
    </message>
    <message>
        <source>The largest squadron, flight or wing. The sources give no limit.</source>
        <translation>Das größte Geschwader, die größte Staffel oder der größte Verband. Die Quellen nennen keine Grenze.</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>Points without a budget</source>
        <translation>Punkte ohne Budget</translation>
    </message>
    <message>
        <source>The points a fleet that sets no budget is held to; the playtests played about 50 points a side.</source>
        <translation>Die Punkte, an die eine Flotte ohne festgelegtes Budget gebunden ist; in den Testspielen wurden etwa 50 Punkte pro Seite gespielt.</translation>
    </message>
    <message>
        <source>Hull size for victory</source>
        <translation>Rumpfgröße für den Sieg</translation>
    </message>
    <message>
        <source>Victory goes to the side that sinks half the enemy fleet &quot;measured in hull size&quot;; the sizes&apos; values are not published. Fleetwright counts a ship&apos;s damage tracks (small 1, medium 2, large 3), or its points.</source>
        <translation>Es gewinnt die Seite, die die Hälfte der gegnerischen Flotte versenkt, „measured in hull size“; die Werte der Größen sind nicht veröffentlicht. Fleetwright zählt die Schadensleisten eines Schiffs (klein 1, mittel 2, groß 3) oder seine Punkte.</translation>
    </message>
    <message>
        <source>Damage tracks</source>
        <translation>Schadensleisten</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Victory share (%)</source>
        <translation>Siegesanteil (%)</translation>
    </message>
    <message>
        <source>A trial battle is won by destroying this share of the enemy fleet&apos;s hull.</source>
        <translation>Eine Probeschlacht gewinnt, wer diesen Anteil der Rumpfgröße der gegnerischen Flotte zerstört.</translation>
    </message>
    <message>
        <source>Fighter flight AV</source>
        <translation>AW einer Jägerstaffel</translation>
    </message>
    <message>
        <source>The attack value of a fighter flight in trial battles; fighter stats are not published.</source>
        <translation>Der Angriffswert einer Jägerstaffel in Probeschlachten; Werte für Jäger sind nicht veröffentlicht.</translation>
    </message>
    <message>
        <source>Bomber flight AV</source>
        <translation>AW einer Bomberstaffel</translation>
    </message>
    <message>
        <source>The attack value of a bomber flight in trial battles; bomber stats are not published.</source>
        <translation>Der Angriffswert einer Bomberstaffel in Probeschlachten; Werte für Bomber sind nicht veröffentlicht.</translation>
    </message>
    <message>
        <source>Side A: %1 ship(s), %2 points, hull %3; side B: %4 ship(s), %5 points, hull %6. Side %7 counts as having activated last.</source>
        <translation>Seite A: %1 Schiff(e), %2 Punkte, Rumpf %3; Seite B: %4 Schiff(e), %5 Punkte, Rumpf %6. Seite %7 gilt als die Seite, die zuletzt aktiviert hat.</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>side %1 wins</source>
        <translation>Seite %1 gewinnt</translation>
    </message>
    <message>
        <source>After %1 turn(s): side A destroyed hull %2 of %3, side B hull %4 of %5; %6.</source>
        <translation>Nach %1 Runde(n): Seite A hat Rumpf %2 von %3 zerstört, Seite B Rumpf %4 von %5; %6.</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Turn %1 at %2 hexes; initiative, highest first: %3.</source>
        <translation>Runde %1 auf %2 Hexfelder Entfernung; Initiative, höchste zuerst: %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 activates: a fusion hit attacks again, %2 against %3: %n damage.</source>
        <translation>
            <numerusform>%1 aktiviert: Ein Fusionstreffer greift erneut an, %2 gegen %3: %n Schaden.</numerusform>
            <numerusform>%1 aktiviert: Ein Fusionstreffer greift erneut an, %2 gegen %3: %n Schaden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacks %2 with %3 at AV %4: point defence scores %5, the attack is stopped.</source>
        <translation>%1 greift %2 mit %3 an, AW %4: Die Punktverteidigung erzielt %5, der Angriff ist abgewehrt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 attacks %2 with %3 at AV %4, less %5 for point defence: %6 against %7, %n damage.</source>
        <translation>
            <numerusform>%1 greift %2 mit %3 an, AW %4, abzüglich %5 für Punktverteidigung: %6 gegen %7, %n Schaden.</numerusform>
            <numerusform>%1 greift %2 mit %3 an, AW %4, abzüglich %5 für Punktverteidigung: %6 gegen %7, %n Schaden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 explodes, touching no ship.</source>
        <translation>%1 explodiert, ohne ein Schiff zu treffen.</translation>
    </message>
    <message>
        <source>Fah-KOOM! %1 explodes with 2D6 = %2.</source>
        <translation>Fah-KOOM! %1 explodiert mit 2W6 = %2.</translation>
    </message>
    <message numerus="yes">
        <source>The blast meets %1, defence %2: %n damage.</source>
        <translation>
            <numerusform>Die Explosion trifft %1, Verteidigung %2: %n Schaden.</numerusform>
            <numerusform>Die Explosion trifft %1, Verteidigung %2: %n Schaden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Side %1 has destroyed %2 of the enemy&apos;s hull %3: it wins.</source>
        <translation>Seite %1 hat %2 von %3 der gegnerischen Rumpfgröße zerstört: Sie gewinnt.</translation>
    </message>
    <message>
        <source>Sunder the Stars</source>
        <translation>Sunder the Stars</translation>
    </message>
    <message>
        <source>Sunder the Stars v1.0 quick reference sheet (Ravenfeast&apos;s Mead Hall); ship cards and fleets as the designer&apos;s blog describes them</source>
        <translation>Sunder the Stars v1.0, Kurzreferenz (Ravenfeast&apos;s Mead Hall); Schiffskarten und Flotten, wie sie der Blog des Designers beschreibt</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: track 1 bays</source>
        <translation>%1: Hangarplätze auf Leiste 1</translation>
    </message>
    <message>
        <source>Flights carried</source>
        <translation>Mitgeführte Staffeln</translation>
    </message>
    <message>
        <source>Fighter bays</source>
        <translation>Jägerplätze</translation>
    </message>
    <message>
        <source>Bomber bays</source>
        <translation>Bomberplätze</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n track(s))</source>
        <translation>
            <numerusform>%1 (%n Leiste)</numerusform>
            <numerusform>%1 (%n Leisten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Damage to destroy (2 per track)</source>
        <translation>Schaden bis zur Zerstörung (2 je Leiste)</translation>
    </message>
    <message>
        <source>destroyed at %1 damage</source>
        <translation>zerstört bei %1 Schaden</translation>
    </message>
    <message>
        <source>Initiative modifier</source>
        <translation>Initiativmodifikator</translation>
    </message>
    <message>
        <source>MP per track</source>
        <translation>BP je Leiste</translation>
    </message>
    <message>
        <source>Shield per track</source>
        <translation>Schild je Leiste</translation>
    </message>
    <message>
        <source>DV on track 1</source>
        <translation>VW auf Leiste 1</translation>
    </message>
    <message>
        <source>%1 (the shield value, Normal setting)</source>
        <translation>%1 (Schildwert, Einstellung Normal)</translation>
    </message>
    <message>
        <source>PD per track</source>
        <translation>PV je Leiste</translation>
    </message>
    <message>
        <source>%1, %2 %3°, AV %4, range %5</source>
        <translation>%1, %2 %3°, AW %4, Reichweite %5</translation>
    </message>
    <message>
        <source>Bays per track</source>
        <translation>Hangarplätze je Leiste</translation>
    </message>
    <message>
        <source>fighters %1, bombers %2</source>
        <translation>Jäger %1, Bomber %2</translation>
    </message>
    <message>
        <source>every ship&apos;s DV</source>
        <translation>den VW jedes Schiffs</translation>
    </message>
    <message>
        <source>how many ships a squadron may hold</source>
        <translation>wie viele Schiffe ein Geschwader umfassen darf</translation>
    </message>
    <message>
        <source>%1: card points</source>
        <translation>%1: Kartenpunkte</translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation>Flaggschiff</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Squadron initiative</source>
        <translation>Initiative eines Geschwaders</translation>
    </message>
    <message>
        <source>A squadron rolls initiative once, but the quick reference gives each ship&apos;s card a modifier and does not say which counts when they differ. Fleetwright takes the lowest of its ships&apos; modifiers, or the highest.</source>
        <translation>Ein Geschwader würfelt die Initiative einmal, doch die Kurzreferenz gibt jeder Schiffskarte einen Modifikator und sagt nicht, welcher zählt, wenn sie sich unterscheiden. Fleetwright nimmt den niedrigsten Modifikator seiner Schiffe oder den höchsten.</translation>
    </message>
    <message>
        <source>Lowest of its ships</source>
        <translation>Niedrigster seiner Schiffe</translation>
    </message>
    <message>
        <source>Highest of its ships</source>
        <translation>Höchster seiner Schiffe</translation>
    </message>
    <message>
        <source>Each turn every unit rolls 2D6 + its initiative modifier; a squadron rolls once, with the modifier the rules option %1 picks from its ships&apos;. Units activate from the highest; on a tie, the side that activated last before the tie activates a tied unit first and then the sides alternate (quick reference, &quot;Initiative Ties&quot;); one side&apos;s own ties go in fleet order. Before the first activation of the battle, a die decides which side counts as having activated last.</source>
        <translation>Jede Runde würfelt jede Einheit 2W6 + ihren Initiativmodifikator; ein Geschwader würfelt einmal, mit dem Modifikator, den die Regeloption %1 unter denen seiner Schiffe wählt. Die Einheiten aktivieren vom höchsten Ergebnis an; bei Gleichstand aktiviert die Seite, die vor dem Gleichstand zuletzt aktiviert hat, zuerst eine der gleichauf liegenden Einheiten, danach wechseln sich die Seiten ab (Kurzreferenz, „Initiative Ties“); Gleichstände innerhalb einer Seite gehen in Flottenreihenfolge. Vor der ersten Aktivierung der Schlacht entscheidet ein Würfel, welche Seite als zuletzt aktiviert gilt.</translation>
    </message>
    <message>
        <source>Victory: a side that has destroyed its share (rules option %1) of the enemy&apos;s hull (rules option %2) wins at once; at the turn limit the larger share destroyed wins, an equal share is a draw. Victory points are the hull destroyed; damage dealt counts damage points.</source>
        <translation>Sieg: Eine Seite, die ihren Anteil (Regeloption %1) an der gegnerischen Rumpfgröße (Regeloption %2) zerstört hat, gewinnt sofort; bei Erreichen der Rundengrenze gewinnt der größere zerstörte Anteil, bei gleichem Anteil ist es unentschieden. Siegpunkte sind die zerstörte Rumpfgröße; beim verursachten Schaden zählen die Schadenspunkte.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n flight(s), each attacking at AV %2 (rules options %3 and %4).</source>
        <translation>
            <numerusform>%1: %n Staffel, greift mit AW %2 an (Regeloptionen %3 und %4).</numerusform>
            <numerusform>%1: %n Staffeln, jede greift mit AW %2 an (Regeloptionen %3 und %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 hull, %2 points, initiative %3</source>
        <translation>Rumpfgröße %1, %2 Punkte, Initiative %3</translation>
    </message>
    <message>
        <source>Flights: fighters %1, bombers %2</source>
        <translation>Staffeln: Jäger %1, Bomber %2</translation>
    </message>
    <message>
        <source>Flights</source>
        <translation>Staffeln</translation>
    </message>
    <message>
        <source>flights are written &quot;Flights: fighters 2, bombers 1&quot;, not &quot;%1&quot;</source>
        <translation>Staffeln werden als „Staffeln: Jäger 2, Bomber 1“ geschrieben, nicht „%1“</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Degrees</source>
        <translation>Grad</translation>
    </message>
    <message>
        <source>AV per track</source>
        <translation>AW je Leiste</translation>
    </message>
    <message>
        <source>No map: every ship of both fleets is in play from turn 1 at %1 hexes. After each turn the fleets close by their movement: the MP of each side&apos;s slowest surviving ship on its current track, added, at most %2 hexes (the closing per turn), never to less than 1 hex (ships may not end in one hex; a negative closing opens the range by that much). Terrain, line of sight, blinking out, mines and drone spotters are not modelled: every AV modifier but the battery&apos;s range band is 0, shields stay Normal and every attack comes from the front.</source>
        <translation>Keine Karte: Alle Schiffe beider Flotten sind ab Runde 1 auf %1 Hexfelder Entfernung im Spiel. Nach jeder Runde nähern sich die Flotten um ihre Bewegung an: die BP des langsamsten überlebenden Schiffs jeder Seite auf seiner aktuellen Leiste, addiert, höchstens %2 Hexfelder (die Annäherung pro Runde), nie auf weniger als 1 Hexfeld (Schiffe dürfen nicht im selben Hexfeld enden; eine negative Annäherung vergrößert die Entfernung um diesen Betrag). Gelände, Sichtlinie, Ausblinken, Minen und Drohnen-Spotter werden nicht abgebildet: Jeder AW-Modifikator außer dem Entfernungsband der Batterie ist 0, die Schilde bleiben auf Normal und jeder Angriff kommt von vorn.</translation>
    </message>
    <message>
        <source>every weapon that has AV and reaches fires at the ship&apos;s target whatever its arc (a simplification no position allows)</source>
        <translation>jede Waffe mit AW und ausreichender Reichweite feuert unabhängig von ihrem Feuerwinkel auf das Ziel des Schiffs (eine Vereinfachung, die keine Position erlaubt)</translation>
    </message>
    <message>
        <source>only the weapons that bear fire: against each target the ship takes the bearing whose arcs (a battery 180°, the others 90°, centred on their side; arcs meet without overlapping) hold the weapons of the most expected damage against it, a fusion hit&apos;s two follow-ups included</source>
        <translation>nur die Waffen, die das Ziel im Feuerwinkel haben, feuern: Gegen jedes Ziel nimmt das Schiff die Ausrichtung ein, bei der das Ziel in den Feuerwinkeln (eine Batterie 180°, die anderen 90°, mittig auf ihrer Seite; Feuerwinkel grenzen aneinander, ohne sich zu überlappen) der Waffen mit dem höchsten erwarteten Schaden gegen dieses Ziel liegt, die zwei Folgeangriffe eines Fusionstreffers eingerechnet</translation>
    </message>
    <message>
        <source>A unit&apos;s ships attack one after another; %1. Batteries fire without spreads. When the target is destroyed, the weapons that have not fired turn to the next target the same way. Damage takes effect at once and a destroyed ship is removed before anything else happens; ships fall down their tracks as they take damage (rules option %2).</source>
        <translation>Die Schiffe einer Einheit greifen nacheinander an; %1. Batterien feuern ohne Aufteilung. Ist das Ziel zerstört, wenden sich die Waffen, die noch nicht gefeuert haben, auf dieselbe Weise dem nächsten Ziel zu. Schaden wirkt sofort, und ein zerstörtes Schiff wird entfernt, bevor irgendetwas anderes geschieht; Schiffe rücken auf ihren Leisten nach unten, wenn sie Schaden nehmen (Regeloption %2).</translation>
    </message>
    <message>
        <source>side A: %1; side B: %2</source>
        <translation>Seite A: %1; Seite B: %2</translation>
    </message>
    <message>
        <source>Fah-KOOM: an undamaged ship destroyed by one attack roll explodes (flights roll one by one: only when the first flight to deal damage destroys it alone). The blast is one 2D6 attack (rules option %1), rolled once, against DV + exploding D6 of every ship within reach (1 hex for a medium ship, 2 for a large one). Without a map, within reach are the other ships of its squadron (they fly in formation) and, when the range is at most the reach, every enemy ship. A small ship&apos;s explosion touches no ship.</source>
        <translation>Fah-KOOM: Ein unbeschädigtes Schiff, das durch einen einzigen Angriffswurf zerstört wird, explodiert (Staffeln würfeln einzeln: nur wenn die erste Staffel, die Schaden verursacht, es allein zerstört). Die Explosion ist ein 2W6-Angriff (Regeloption %1), einmal gewürfelt, gegen VW + explodierenden W6 jedes Schiffs in Reichweite (1 Hexfeld bei einem mittleren Schiff, 2 bei einem großen). Ohne Karte sind in Reichweite die anderen Schiffe seines Geschwaders (sie fliegen in Formation) und, wenn die Entfernung höchstens der Reichweite entspricht, jedes gegnerische Schiff. Die Explosion eines kleinen Schiffs trifft kein Schiff.</translation>
    </message>
    <message>
        <source>Fighters and bombers: a carrier&apos;s flights attack its target when it activates, each at the rules option&apos;s AV, as many as its current track&apos;s bays hold (the others stay aboard); the target&apos;s PD dice kill a flight on each 5–6 first. Flights are lost with their carrier.</source>
        <translation>Jäger und Bomber: Die Staffeln eines Trägers greifen dessen Ziel an, wenn er aktiviert, jede mit dem AW aus der Regeloption, so viele, wie die Hangarplätze seiner aktuellen Leiste fassen (die übrigen bleiben an Bord); die PV-Würfel des Ziels vernichten zuvor bei jeder 5–6 eine Staffel. Staffeln gehen mit ihrem Träger verloren.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds no such flights on track %2: its bays launch none of the %n it carries (digest §4.6).</source>
        <translation>
            <numerusform>%1 hat auf Leiste %2 keinen Platz für solche Staffeln: Die %n mitgeführte Staffel startet nicht (digest §4.6).</numerusform>
            <numerusform>%1 hat auf Leiste %2 keinen Platz für solche Staffeln: Keine der %n mitgeführten Staffeln startet (digest §4.6).</numerusform>
        </translation>
    </message>
    <message>
        <source>Fah-KOOM: an undamaged ship destroyed by one attack roll explodes (digest §4.5). The flights roll one by one, each roll&apos;s damage at once: only when the first flight to deal damage destroys it alone, %1 of the time.</source>
        <translation>Fah-KOOM: Ein unbeschädigtes Schiff, das durch einen einzigen Angriffswurf zerstört wird, explodiert (digest §4.5). Die Staffeln würfeln einzeln, der Schaden jedes Wurfs wirkt sofort: nur wenn die erste Staffel, die Schaden verursacht, es allein zerstört; das geschieht in %1 der Fälle.</translation>
    </message>
    <message>
        <source>Fah-KOOM: an undamaged ship destroyed by one attack roll explodes, %1 of the time (digest §4.5).</source>
        <translation>Fah-KOOM: Ein unbeschädigtes Schiff, das durch einen einzigen Angriffswurf zerstört wird, explodiert; das geschieht in %1 der Fälle (digest §4.5).</translation>
    </message>
    <message numerus="yes">
        <source>Its blast is one 2D6 attack, rolled once, against every ship within %n hex(es): the 2D6 as %1 (rules option %2).</source>
        <translation>
            <numerusform>Seine Explosion ist ein 2W6-Angriff, einmal gewürfelt, gegen jedes Schiff innerhalb von %n Hexfeld: Die 2W6 gelten als %1 (Regeloption %2).</numerusform>
            <numerusform>Seine Explosion ist ein 2W6-Angriff, einmal gewürfelt, gegen jedes Schiff innerhalb von %n Hexfeldern: Die 2W6 gelten als %1 (Regeloption %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>the AV, to which the exploding D6 is added</source>
        <translation>der AW, zu dem der explodierende W6 addiert wird</translation>
    </message>
    <message>
        <source>the attack total</source>
        <translation>die Angriffssumme</translation>
    </message>
    <message>
        <source>The bays of track %1 launch %2 of the %3 flights carried (digest §4.6).</source>
        <translation>Die Hangarplätze von Leiste %1 starten %2 der %3 mitgeführten Staffeln (digest §4.6).</translation>
    </message>
    <message>
        <source>Fah-KOOM blast attack</source>
        <translation>Fah-KOOM-Explosionsangriff</translation>
    </message>
    <message>
        <source>An exploding ship &quot;makes a 2D6 attack&quot;. Fleetwright reads the 2D6 as the blast&apos;s attack total, or as its AV, to which the normal exploding D6 is added; either is rolled once for every ship the blast reaches.</source>
        <translation>Ein explodierendes Schiff „makes a 2D6 attack“. Fleetwright liest die 2W6 als Angriffssumme der Explosion oder als ihren AW, zu dem der normale explodierende W6 addiert wird; beides wird einmal für alle Schiffe gewürfelt, die die Explosion erreicht.</translation>
    </message>
    <message>
        <source>2D6 is the attack total</source>
        <translation>2W6 sind die Angriffssumme</translation>
    </message>
    <message>
        <source>2D6 is the AV, plus the die</source>
        <translation>2W6 sind der AW, plus Würfel</translation>
    </message>
    <message>
        <source>%1 brings %2 to bear on %3.</source>
        <translation>%1 richtet %2 auf %3 aus.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s %2 flight(s) attack %3 at AV %4: point defence destroys %5; the rolls deal %6: %n damage.</source>
        <translation>
            <numerusform>%2 Staffel(n) von %1 greifen %3 mit AW %4 an: Die Punktverteidigung vernichtet %5; die Würfe ergeben %6: %n Schaden.</numerusform>
            <numerusform>%2 Staffel(n) von %1 greifen %3 mit AW %4 an: Die Punktverteidigung vernichtet %5; die Würfe ergeben %6: %n Schaden.</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Fah-KOOM! %1 explodes with AV 2D6 = %2 and the die: attack %3.</source>
        <translation>Fah-KOOM! %1 explodiert mit AW 2W6 = %2 und dem Würfel: Angriff %3.</translation>
    </message>
    <message>
        <source>%1 flights are more than the %2 whose exact odds Fleetwright works out; roll the attack instead, or fight it in a trial battle.</source>
        <translation>%1 Staffeln sind mehr als die %2, deren genaue Chancen Fleetwright berechnet; würfeln Sie den Angriff stattdessen oder tragen Sie ihn in einem Probegefecht aus.</translation>
    </message>
    <message>
        <source>%1 flights: a ship holds at most %2</source>
        <translation>%1 Staffeln: ein Schiff trägt höchstens %2</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
</context>
<context>
    <name>fw::SunderPrint</name>
    <message>
        <source>Initiative %1</source>
        <translation>Initiative %1</translation>
    </message>
    <message>
        <source>Example card made for Fleetwright</source>
        <translation>Für Fleetwright erstellte Beispielkarte</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>PD</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Fighters</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>Bombers</source>
        <translation>Bomber</translation>
    </message>
    <message>
        <source>Reach: %1.</source>
        <translation>Reichweite: %1.</translation>
    </message>
    <message>
        <source>Class cards</source>
        <translation>Klassenkarten</translation>
    </message>
    <message>
        <source>The fleet has no class card to print.</source>
        <translation>Die Flotte hat keine Klassenkarte zum Drucken.</translation>
    </message>
    <message>
        <source>Sunder the Stars cards need a Sunder the Stars fleet.</source>
        <translation>Karten für Sunder the Stars benötigen eine Flotte für Sunder the Stars.</translation>
    </message>
    <message>
        <source>(unnamed group)</source>
        <translation>(unbenannte Gruppe)</translation>
    </message>
    <message>
        <source>(unnamed card)</source>
        <translation>(unbenannte Karte)</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>%1 %2°</source>
        <extracomment>A weapon&apos;s arc on a card: the side it faces and its width, &quot;Front 180°&quot;.</extracomment>
        <translation>%1 %2°</translation>
    </message>
    <message>
        <source>%1 %2 hexes, −1 AV per %3 after the first %3</source>
        <translation>%1 %2 Hexfelder, −1 AW je %3 nach den ersten %3</translation>
    </message>
    <message>
        <source>%1 %2 hexes</source>
        <translation>%1 %2 Hexfelder</translation>
    </message>
    <message>
        <source>Points %1</source>
        <translation>Punkte %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>flagship</source>
        <translation>Flaggschiff</translation>
    </message>
    <message>
        <source>fighters: %1</source>
        <translation>Jäger: %1</translation>
    </message>
    <message>
        <source>bombers: %1</source>
        <translation>Bomber: %1</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>(missing card)</source>
        <translation>(Karte fehlt)</translation>
    </message>
    <message>
        <source>on its own</source>
        <translation>einzeln</translation>
    </message>
    <message>
        <source>ships: %1</source>
        <translation>Schiffe: %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>units: %1, ships: %2</source>
        <translation>Einheiten: %1, Schiffe: %2</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Units and initiative</source>
        <translation>Einheiten und Initiative</translation>
    </message>
    <message>
        <source>The units page needs a Sunder the Stars fleet.</source>
        <translation>Die Einheitenseite erfordert eine Flotte für Sunder the Stars.</translation>
    </message>
    <message>
        <source>Unnamed fleet</source>
        <translation>Unbenannte Flotte</translation>
    </message>
    <message>
        <source>Roster by squadron</source>
        <translation>Aufstellung nach Geschwadern</translation>
    </message>
    <message>
        <source>Each squadron, flight or wing rolls and activates as one unit; a ship of no group is a unit on its own.</source>
        <translation>Jedes Geschwader, jede Staffel und jeder Verband würfelt und wird als eine Einheit aktiviert; ein Schiff ohne Gruppe ist für sich allein eine Einheit.</translation>
    </message>
    <message>
        <source>Initiative sheet</source>
        <translation>Initiativbogen</translation>
    </message>
    <message>
        <source>Each turn every unit rolls 2D6 + its modifier; write the score under the turn. Units activate from highest to lowest; on a tie the player who activated last before the tie goes first, then the players alternate (quick reference).</source>
        <translation>Jede Runde würfelt jede Einheit 2W6 + ihren Modifikator; tragen Sie das Ergebnis unter der Runde ein. Die Einheiten werden vom höchsten zum niedrigsten Ergebnis aktiviert; bei Gleichstand beginnt der Spieler, der vor dem Gleichstand zuletzt aktiviert hat, danach wechseln sich die Spieler ab (Kurzreferenz).</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>höchsten</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>niedrigsten</translation>
    </message>
    <message>
        <source>%1 Assumption: a group rolls with the %2 initiative modifier of its ships (rules option %3); the quick reference gives every unit a modifier but does not say how a squadron&apos;s is found.</source>
        <translation>%1 Annahme: Eine Gruppe würfelt mit dem %2 Initiativmodifikator ihrer Schiffe (Regeloption %3); die Kurzreferenz gibt jeder Einheit einen Modifikator, sagt aber nicht, wie der eines Geschwaders bestimmt wird.</translation>
    </message>
    <message>
        <source>Ship: ______________.</source>
        <translation>Schiff: ______________.</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <source>Reach and notes: on the card&apos;s second part.</source>
        <translation>Reichweiten und Anmerkungen: auf dem zweiten Teil der Karte.</translation>
    </message>
</context>
<context>
    <name>fw::SunderUi</name>
    <message>
        <source>New class %1</source>
        <translation>Neue Klasse %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a new group&apos;s name: its kind, a number</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No group</source>
        <translation>Keine Gruppe</translation>
    </message>
    <message>
        <source>Unknown group: %1</source>
        <translation>Unbekannte Gruppe: %1</translation>
    </message>
    <message>
        <source> pts</source>
        <translation> Pkt.</translation>
    </message>
    <message>
        <source>The points the fleet may spend. The playtests used about 50 points a player (digest §4.7, §4.8).</source>
        <translation>Die Punkte, die die Flotte ausgeben darf. In den Testspielen wurden etwa 50 Punkte je Spieler verwendet (digest §4.7, §4.8).</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>&amp;Budget:</translation>
    </message>
    <message>
        <source>e.g. Grand Terran Imperium</source>
        <translation>z. B. Grand Terran Imperium</translation>
    </message>
    <message>
        <source>&amp;Faction:</source>
        <translation>&amp;Fraktion:</translation>
    </message>
</context>
<context>
    <name>fw::SunderValidator</name>
    <message>
        <source>card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Initiative modifier</source>
        <translation>Initiativmodifikator</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>Shield value</source>
        <translation>Schildwert</translation>
    </message>
    <message>
        <source>PD</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Fighter bays</source>
        <translation>Jägerplätze</translation>
    </message>
    <message>
        <source>Bomber bays</source>
        <translation>Bomberplätze</translation>
    </message>
    <message>
        <source>%1 has no id; ships name their card by its id.</source>
        <translation>%1 hat keine ID; Schiffe benennen ihre Karte über deren ID.</translation>
    </message>
    <message>
        <source>%1 has no name; the card&apos;s header shows its class name.</source>
        <translation>%1 hat keinen Namen; der Kopf der Karte zeigt ihren Klassennamen.</translation>
    </message>
    <message>
        <source>%1 %2 is outside %3 to %4.</source>
        <translation>%1 %2 liegt nicht zwischen %3 und %4.</translation>
    </message>
    <message>
        <source>%1: %2 given; a %3 card needs %4, one per damage track.</source>
        <translation>%1: %2 angegeben; eine Karte der Größe %3 braucht %4, einen je Schadensleiste.</translation>
    </message>
    <message>
        <source>%1 on track %2: %3 is outside %4 to %5.</source>
        <translation>%1 auf Leiste %2: %3 liegt nicht zwischen %4 und %5.</translation>
    </message>
    <message>
        <source>%1: %2 on track %3, more than %4 on track %5; a card only weakens as the ship takes damage.</source>
        <translation>%1: %2 auf Leiste %3, mehr als %4 auf Leiste %5; eine Karte wird nur schwächer, wenn das Schiff Schaden nimmt.</translation>
    </message>
    <message>
        <source>Weapon %1</source>
        <translation>Waffe %1</translation>
    </message>
    <message>
        <source>Weapon %1 of %2 has no name; the card lists weapons by name.</source>
        <translation>Waffe %1 von %2 hat keinen Namen; die Karte führt Waffen mit ihrem Namen auf.</translation>
    </message>
    <message>
        <source>%1&apos;s AV</source>
        <translation>AW von %1</translation>
    </message>
    <message>
        <source>%1 has AV %2 on track 1; no attack can be made below AV 1.</source>
        <translation>%1 hat AW %2 auf Leiste 1; unter AW 1 ist kein Angriff möglich.</translation>
    </message>
    <message>
        <source>%1 is a %2 with a %3° arc; a %2 fires into %4°.</source>
        <translation>%1 ist vom Typ %2 mit %3° Feuerwinkel; Typ %2 feuert in %4°.</translation>
    </message>
    <message>
        <source>ship %1</source>
        <translation>Schiff %1</translation>
    </message>
    <message>
        <source>Another card already has the id %1; ships name their card by its id.</source>
        <translation>Eine andere Karte hat bereits die ID %1; Schiffe benennen ihre Karte über deren ID.</translation>
    </message>
    <message>
        <source>Group %1 has no name; ships name their group by its name.</source>
        <translation>Gruppe %1 hat keinen Namen; Schiffe benennen ihre Gruppe über deren Namen.</translation>
    </message>
    <message>
        <source>Another group is already called %1; ships name their group by its name.</source>
        <translation>Eine andere Gruppe heißt bereits %1; Schiffe benennen ihre Gruppe über deren Namen.</translation>
    </message>
    <message>
        <source>The fleet has no ships.</source>
        <translation>Die Flotte hat keine Schiffe.</translation>
    </message>
    <message>
        <source>%1 names no card.</source>
        <translation>%1 nennt keine Karte.</translation>
    </message>
    <message>
        <source>%1 is of card %2, which the fleet does not have.</source>
        <translation>%1 hat die Karte %2, die die Flotte nicht hat.</translation>
    </message>
    <message>
        <source>%1 is in group %2, which the fleet does not have.</source>
        <translation>%1 ist in Gruppe %2, die die Flotte nicht hat.</translation>
    </message>
    <message>
        <source>fighter</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>bomber</source>
        <translation>Bomber</translation>
    </message>
    <message>
        <source>%1 carries %2 %3 flights; a ship carries none or more.</source>
        <translation>%1 trägt %2 %3staffeln; ein Schiff trägt keine oder mehr.</translation>
    </message>
    <message>
        <source>%1 carries %2 %3 flights, but %4 has %5 %3 bays on track 1.</source>
        <translation>%1 trägt %2 %3staffeln, aber %4 hat auf Leiste 1 nur %5 %3plätze.</translation>
    </message>
    <message>
        <source>%1, the faction of its first ship %2</source>
        <translation>%1 (Fraktion ihres ersten Schiffs %2)</translation>
    </message>
    <message>
        <source>%1 is a ship of %2, but the fleet is of %3; a fleet is of one faction.</source>
        <translation>%1 ist ein Schiff der Fraktion %2, die Flotte gehört aber zu %3; eine Flotte gehört zu einer einzigen Fraktion.</translation>
    </message>
    <message>
        <source>%1 is a flagship too, after %2; a fleet has one flagship.</source>
        <translation>%1 ist nach %2 ebenfalls ein Flaggschiff; eine Flotte hat nur ein Flaggschiff.</translation>
    </message>
    <message>
        <source>No ship is the flagship; by the rules option “exactly one flagship” one must be.</source>
        <translation>Kein Schiff ist das Flaggschiff; nach der Regeloption „genau ein Flaggschiff“ muss es eines geben.</translation>
    </message>
    <message>
        <source>%1 is one ship too many for squadron %2: the most a squadron takes is %3.</source>
        <translation>%1 ist ein Schiff zu viel für Geschwader %2: Ein Geschwader nimmt höchstens %3 auf.</translation>
    </message>
    <message>
        <source>The fleet costs %1 points (every ship&apos;s card), %2 over its budget of %3.</source>
        <translation>Die Flotte kostet %1 Punkte (die Karte jedes Schiffs), %2 über ihrem Budget von %3.</translation>
    </message>
    <message>
        <source>The fleet costs %1 points (every ship&apos;s card), %2 over the %3-point game the playtests used; the fleet sets no budget.</source>
        <translation>Die Flotte kostet %1 Punkte (die Karte jedes Schiffs), %2 über dem %3-Punkte-Spiel der Testspiele; die Flotte legt kein Budget fest.</translation>
    </message>
    <message>
        <source>No ship of the fleet is of card %1.</source>
        <translation>Kein Schiff der Flotte hat die Karte %1.</translation>
    </message>
    <message>
        <source>No ship is in group %1.</source>
        <translation>Kein Schiff ist in Gruppe %1.</translation>
    </message>
    <message>
        <source>The Sunder the Stars rules are not loaded.</source>
        <translation>Die Regeln von Sunder the Stars sind nicht geladen.</translation>
    </message>
    <message>
        <source>%1 is one too many for flight %2: the most a flight takes is %3.</source>
        <translation>%1 ist ein Schiff zu viel für Staffel %2: Eine Staffel nimmt höchstens %3 auf.</translation>
    </message>
    <message>
        <source>%1 is one too many for wing %2: the most a wing takes is %3.</source>
        <translation>%1 ist ein Schiff zu viel für Verband %2: Ein Verband nimmt höchstens %3 auf.</translation>
    </message>
    <message>
        <source>The fleet has no ships yet, and no class card to build one from: make the first card with New on the Designs list, then Add Ship.</source>
        <translation>Die Flotte hat noch keine Schiffe und keine Klassenkarte, nach der eines gebaut werden kann: Legen Sie mit „Neu“ über der Entwurfsliste die erste Karte an, dann „Schiff hinzufügen“.</translation>
    </message>
</context>
<context>
    <name>fw::SystemUi</name>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>%1, renamed “%2”</source>
        <comment>an undo step: a change of class, the ship&apos;s new name</comment>
        <translation>%1, umbenannt in „%2“</translation>
    </message>
</context>
<context>
    <name>fw::Talon</name>
    <message>
        <source>Targets (Focus): every ship fires at the first surviving enemy in fleet order until it is destroyed.</source>
        <translation>Ziele („Konzentriert“): Jedes Schiff feuert auf den ersten überlebenden Gegner in der Reihenfolge der Flotte, bis er zerstört ist.</translation>
    </message>
    <message>
        <source>Targets (Spread): each ship picks a surviving enemy at random when a group first fires, and again when that one is destroyed.</source>
        <translation>Ziele („Verteilt“): Jedes Schiff wählt zufällig einen überlebenden Gegner, wenn eine Gruppe zum ersten Mal feuert, und erneut, wenn dieser zerstört ist.</translation>
    </message>
    <message>
        <source>Targets (Biggest threat): the surviving enemy whose weapon groups deal the most damage at their best, then the first in fleet order.</source>
        <translation>Ziele („Größte Bedrohung“): der überlebende Gegner, dessen Waffengruppen im besten Fall den meisten Schaden verursachen, dann der erste in der Reihenfolge der Flotte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n hull box(es): combat takes 1 to %2.</source>
        <translation>
            <numerusform>%1 hat %n Rumpfkästchen: Die Kampfberechnung erlaubt 1 bis %2.</numerusform>
            <numerusform>%1 hat %n Rumpfkästchen: Die Kampfberechnung erlaubt 1 bis %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has %2 weapon groups: a battle takes %3 at most.</source>
        <translation>%1 hat %2 Waffengruppen: Eine Schlacht erlaubt höchstens %3.</translation>
    </message>
    <message>
        <source>%1: a group of %2 weapons: combat takes 1 to %3.</source>
        <translation>%1: eine Gruppe aus %2 Waffen: Die Kampfberechnung erlaubt 1 bis %3.</translation>
    </message>
    <message>
        <source>Side %1 is not a Talon fleet.</source>
        <translation>Seite %1 ist keine Talon-Flotte.</translation>
    </message>
    <message>
        <source>Side %1 has no ships.</source>
        <translation>Seite %1 hat keine Schiffe.</translation>
    </message>
    <message>
        <source>Side %1: %2: the counter &quot;%3&quot; is missing.</source>
        <translation>Seite %1: %2: Die Spielmarke „%3“ fehlt.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Side %1: %2</source>
        <translation>Seite %1: %2</translation>
    </message>
    <message>
        <source>A battle needs at least one round and a range of 0 hexes or more.</source>
        <translation>Eine Schlacht braucht mindestens eine Runde und eine Entfernung von 0 Feldern oder mehr.</translation>
    </message>
    <message>
        <source>A round is impulses A–F, then the Power Phase (digest §3.2). A die gives one side the initiative each round; in every impulse its ships act first, then the other side&apos;s, in fleet order.</source>
        <translation>Eine Runde besteht aus den Impulsen A–F, dann der Energiephase (digest §3.2). Ein Würfel gibt jede Runde einer Seite die Initiative; in jedem Impuls handeln zuerst deren Schiffe, dann die der anderen Seite, jeweils in Flottenreihenfolge.</translation>
    </message>
    <message>
        <source>Weapon groups start the battle charged (the fleets charged on the approach), so a fighter, whose power curve gives no AP, fires once. A group fires as soon as all its boxes are charged and the range is within its table, then starts charging again. Fighters fight as ships.</source>
        <translation>Waffengruppen beginnen die Schlacht aufgeladen (die Flotten haben beim Anflug aufgeladen), daher feuert ein Jäger, dessen Energiekurve keine AP liefert, einmal. Eine Gruppe feuert, sobald alle ihre Kästchen aufgeladen sind und die Entfernung innerhalb ihrer Tabelle liegt, und beginnt dann erneut aufzuladen. Jäger kämpfen als Schiffe.</translation>
    </message>
    <message>
        <source>The shield arc hit is the source&apos;s die-per-arc rule (a die per arc, the highest takes it, ties rolled again), which gives each arc 1 in 4: one draw of 1–4 stands for it. Shields absorb first; the rest marks hull boxes in order; every weak spot marked rolls 2d6 on the Critical Damage table.</source>
        <translation>Der getroffene Schildsektor folgt der Regel der Quelle mit einem Würfel je Sektor (ein Würfel je Sektor, der höchste wird getroffen, bei Gleichstand wird neu gewürfelt), die jedem Sektor eine Chance von 1 zu 4 gibt: Ein einziger Wurf von 1–4 ersetzt sie. Schilde absorbieren zuerst; der Rest markiert der Reihe nach Rumpfkästchen; für jede markierte Schwachstelle wird mit 2W6 auf der Tabelle für kritischen Schaden gewürfelt.</translation>
    </message>
    <message>
        <source>Criticals: 2 marks 3 hull boxes, 10 one (and FTL offline, no effect); 3 shields down for the rest of the battle; 5 and 9 destroy a random weapon group still working; 8 Power −1; 11 no AP for the rest of the battle; 12 destroys the ship. Repairs are not modelled; 4 (helm down) and 6 (turn radius +1) change nothing without a map.</source>
        <translation>Kritischer Schaden: 2 markiert 3 Rumpfkästchen, 10 eines (und FTL ausgefallen, ohne Wirkung); 3 Schilde für den Rest der Schlacht ausgefallen; 5 und 9 zerstören eine zufällige, noch funktionierende Waffengruppe; 8 Energie −1; 11 keine AP für den Rest der Schlacht; 12 zerstört das Schiff. Reparaturen werden nicht abgebildet; 4 (Steuerung ausgefallen) und 6 (Wenderadius +1) ändern ohne Spielplan nichts.</translation>
    </message>
    <message>
        <source>Missiles: a charged missile group launches one missile per weapon at its target within 4 hexes; at speed 6 a missile closes one hex an impulse and detonates in the impulse it reaches the target, for 2 damage on an arc by the die-per-arc rule. Ships do not fire at missiles; a missile whose target is gone is lost (redirecting is not modelled).</source>
        <translation>Raketen: Eine aufgeladene Raketengruppe startet je Waffe eine Rakete auf ihr Ziel innerhalb von 4 Feldern; mit Geschwindigkeit 6 nähert sich eine Rakete um ein Feld je Impuls und detoniert in dem Impuls, in dem sie das Ziel erreicht, mit 2 Schaden auf einen Schildsektor nach der Regel mit einem Würfel je Sektor. Schiffe feuern nicht auf Raketen; eine Rakete, deren Ziel nicht mehr im Spiel ist, geht verloren (Umlenken wird nicht abgebildet).</translation>
    </message>
    <message>
        <source>A ship whose hull boxes are all marked explodes; without a map no ship is adjacent, so the explosion damages no other ship.</source>
        <translation>Ein Schiff, dessen Rumpfkästchen alle markiert sind, explodiert; ohne Spielplan ist kein Schiff benachbart, daher beschädigt die Explosion kein anderes Schiff.</translation>
    </message>
    <message>
        <source>Victory: the side with ships left when the other has none wins; at the round limit the side that destroyed more Ship Points wins, equal points are a draw. Victory points are the SP destroyed; damage dealt counts shield and hull boxes marked.</source>
        <translation>Sieg: Die Seite, die noch Schiffe hat, wenn die andere keine mehr hat, gewinnt; bei Erreichen der Rundengrenze gewinnt die Seite, die mehr Schiffspunkte zerstört hat, gleiche Punkte sind ein Unentschieden. Siegpunkte sind die zerstörten SP; beim verursachten Schaden zählen die markierten Schild- und Rumpfkästchen.</translation>
    </message>
    <message>
        <source>The numbers of the built-in counters come from a fan transcription not checked against the physical counters.</source>
        <translation>Die Werte der eingebauten Spielmarken stammen aus einer Fan-Abschrift und wurden nicht mit den gedruckten Spielmarken abgeglichen.</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Shield arc hit</source>
        <translation>Getroffener Schildsektor</translation>
    </message>
    <message>
        <source>Shield boxes already marked on that arc</source>
        <translation>Bereits markierte Schildkästchen in diesem Sektor</translation>
    </message>
    <message>
        <source>Hull boxes the target has marked</source>
        <translation>Markierte Rumpfkästchen des Ziels</translation>
    </message>
    <message>
        <source>hexes</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Rakete</translation>
    </message>
    <message>
        <source>Damaged missile</source>
        <translation>Beschädigte Rakete</translation>
    </message>
    <message>
        <source>Choose an attacking ship.</source>
        <translation>Wählen Sie ein angreifendes Schiff.</translation>
    </message>
    <message>
        <source>%1: the counter &quot;%2&quot; is missing.</source>
        <translation>%1: Die Spielmarke „%2“ fehlt.</translation>
    </message>
    <message>
        <source>%1 has no such weapon group.</source>
        <translation>%1 hat keine solche Waffengruppe.</translation>
    </message>
    <message>
        <source>%1 of %2 has %3 weapons: combat takes 1 to %4.</source>
        <translation>%1 von %2 hat %3 Waffen: die Kampfberechnung erlaubt 1 bis %4.</translation>
    </message>
    <message>
        <source>Out of range: %1 fires at %2 to %3 hexes.</source>
        <translation>Außer Reichweite: %1 feuert auf %2 bis %3 Felder.</translation>
    </message>
    <message>
        <source>Unknown target kind &quot;%1&quot;.</source>
        <translation>Unbekannte Zielart „%1“.</translation>
    </message>
    <message>
        <source>Missiles are launched at ships, not at missiles.</source>
        <translation>Raketen werden auf Schiffe gestartet, nicht auf Raketen.</translation>
    </message>
    <message>
        <source>a missile</source>
        <translation>eine Rakete</translation>
    </message>
    <message>
        <source>a damaged missile</source>
        <translation>eine beschädigte Rakete</translation>
    </message>
    <message>
        <source>Choose a target ship.</source>
        <translation>Wählen Sie ein Zielschiff.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n hull box(es): with all of them marked it has already exploded.</source>
        <translation>
            <numerusform>%1 hat %n Rumpfkästchen: Ist es markiert, ist das Schiff bereits explodiert.</numerusform>
            <numerusform>%1 hat %n Rumpfkästchen: Sind alle markiert, ist das Schiff bereits explodiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>firing arc</source>
        <translation>Feuerwinkel</translation>
    </message>
    <message>
        <source>faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>hull type</source>
        <translation>Rumpftyp</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Terran</source>
        <translation>Terraner</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Battleship</source>
        <translation>Schlachtschiff</translation>
    </message>
    <message>
        <source>Battle Cruiser</source>
        <translation>Schlachtkreuzer</translation>
    </message>
    <message>
        <source>Heavy Cruiser</source>
        <translation>Schwerer Kreuzer</translation>
    </message>
    <message>
        <source>Light Cruiser</source>
        <translation>Leichter Kreuzer</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation>Zerstörer</translation>
    </message>
    <message>
        <source>Dreadnought</source>
        <translation>Dreadnought</translation>
    </message>
    <message>
        <source>Frigate</source>
        <translation>Fregatte</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transporter</translation>
    </message>
    <message>
        <source>Carrier</source>
        <translation>Träger</translation>
    </message>
    <message>
        <source>Fighter</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Aufklärer</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorn</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Rear</source>
        <translation>Hinten</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Phaser</source>
        <translation>Phaser</translation>
    </message>
    <message>
        <source>Disruptor</source>
        <translation>Disruptor</translation>
    </message>
    <message>
        <source>Anti-Matter Torpedo</source>
        <translation>Antimaterietorpedo</translation>
    </message>
    <message>
        <source>Wave Motion Gun</source>
        <translation>Wellenbewegungskanone</translation>
    </message>
    <message>
        <source>Fusion Cannon</source>
        <translation>Fusionskanone</translation>
    </message>
    <message numerus="yes">
        <source>%1 launches %n missile(s) at %2 hexes (speed %3, %4 damage each, range %5–%6): each deals its damage when it reaches the target, without a roll (digest §3.8, rulebook p. 12). Missiles shot down or redirected on the way are not in these odds.</source>
        <translation>
            <numerusform>%1 startet %n Rakete auf %2 Felder Entfernung (Geschwindigkeit %3, %4 Schaden, Reichweite %5–%6): Sie verursacht ihren Schaden, wenn sie das Ziel erreicht, ohne Wurf (digest §3.8, Regelheft S. 12). Unterwegs abgeschossene oder umgelenkte Raketen sind in diesen Chancen nicht berücksichtigt.</numerusform>
            <numerusform>%1 startet %n Raketen auf %2 Felder Entfernung (Geschwindigkeit %3, je %4 Schaden, Reichweite %5–%6): Jede verursacht ihren Schaden, wenn sie das Ziel erreicht, ohne Wurf (digest §3.8, Regelheft S. 12). Unterwegs abgeschossene oder umgelenkte Raketen sind in diesen Chancen nicht berücksichtigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2 hexes: one die for the group, each of its %3 weapons dealing the damage it shows; damage on faces 1–6: %4 (digest §3.8).</source>
        <translation>%1 auf %2 Felder Entfernung: ein Würfel für die Gruppe, jede ihrer %3 Waffen verursacht den gewürfelten Schaden; Schaden bei Augenzahl 1–6: %4 (digest §3.8).</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2 hexes: one die per weapon, %n in all; damage of a die on faces 1–6: %3 (digest §3.8).</source>
        <translation>
            <numerusform>%1 auf %2 Felder Entfernung: ein Würfel pro Waffe, %n insgesamt; Schaden eines Würfels bei Augenzahl 1–6: %3 (digest §3.8).</numerusform>
            <numerusform>%1 auf %2 Felder Entfernung: ein Würfel pro Waffe, %n insgesamt; Schaden eines Würfels bei Augenzahl 1–6: %3 (digest §3.8).</numerusform>
        </translation>
    </message>
    <message>
        <source>A Wave Motion Gun hit also displaces the target 1 hex directly away from the firer before the 10 damage (rulebook p. 13); without a map this changes nothing here.</source>
        <translation>Ein Treffer der Wellenbewegungskanone versetzt das Ziel außerdem vor den 10 Schaden um 1 Feld direkt vom Schützen weg (Regelheft S. 13); ohne Karte ändert das hier nichts.</translation>
    </message>
    <message>
        <source>A Fusion Cannon rolls once for every ship in its cone, friend or foe (rulebook p. 13): each takes the damage of that roll at its own range %1–%2 (roll: %3); these odds are this target&apos;s.</source>
        <translation>Eine Fusionskanone würfelt einmal für jedes Schiff in ihrem Kegel, Freund oder Feind (Regelheft S. 13): Jedes erleidet den Schaden dieses Wurfs bei seiner eigenen Reichweite %1–%2 (Wurf: %3); diese Chancen gelten für dieses Ziel.</translation>
    </message>
    <message>
        <source>A damaged missile dies to any damage (rulebook p. 12).</source>
        <translation>Eine beschädigte Rakete wird durch jeden Schaden zerstört (Regelheft S. 12).</translation>
    </message>
    <message>
        <source>Expected damage: %1.</source>
        <translation>Erwarteter Schaden: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 shield arc: %3 of %4 boxes left; they absorb first (expected %5 boxes marked), the rest marks hull boxes in order (expected %6).</source>
        <translation>%1, Schildsektor %2: %3 von %4 Kästchen übrig; sie fangen zuerst ab (erwartet %5 markierte Kästchen), der Rest markiert der Reihe nach Rumpfkästchen (erwartet %6).</translation>
    </message>
    <message>
        <source>Chance of each Critical Damage result (2d6) among the rolls: %1.</source>
        <translation>Chance jedes Ergebnisses für kritischen Schaden (2W6) unter den Würfen: %1.</translation>
    </message>
    <message>
        <source>Destroyed, by the last hull box or an FTL core breach: %1; the ship then explodes with strength %2.</source>
        <translation>Zerstört, durch das letzte Rumpfkästchen oder einen FTL-Kernbruch: %1; das Schiff explodiert dann mit Stärke %2.</translation>
    </message>
    <message>
        <source>No damage</source>
        <translation>Kein Schaden</translation>
    </message>
    <message>
        <source>Missile damaged</source>
        <translation>Rakete beschädigt</translation>
    </message>
    <message>
        <source>Missile destroyed</source>
        <translation>Rakete zerstört</translation>
    </message>
    <message>
        <source>Shields only</source>
        <translation>Nur Schilde</translation>
    </message>
    <message>
        <source>Hull damage, no weak spot</source>
        <translation>Rumpfschaden, keine Schwachstelle</translation>
    </message>
    <message>
        <source>Weak spot marked</source>
        <translation>Schwachstelle markiert</translation>
    </message>
    <message>
        <source>Target destroyed</source>
        <translation>Ziel zerstört</translation>
    </message>
    <message>
        <source>%1 fires %2 at %3, %4 hexes.</source>
        <translation>%1 feuert %2 auf %3, Reichweite %4.</translation>
    </message>
    <message numerus="yes">
        <source>Die %1: %n damage.</source>
        <translation>
            <numerusform>Wurf %1: %n Schaden.</numerusform>
            <numerusform>Wurf %1: %n Schaden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A missile reaches the target: %n damage.</source>
        <translation>
            <numerusform>Eine Rakete erreicht das Ziel: %n Schaden.</numerusform>
            <numerusform>Eine Rakete erreicht das Ziel: %n Schaden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Critical Damage, 2d6 = %1: %2.</source>
        <translation>Kritischer Schaden, 2W6 = %1: %2.</translation>
    </message>
    <message>
        <source>Shields absorb %1; %2 of %3 hull boxes are now marked.</source>
        <translation>Schilde absorbieren %1; %2 von %3 Rumpfkästchen sind jetzt markiert.</translation>
    </message>
    <message>
        <source>%1 is destroyed and explodes with strength %2.</source>
        <translation>%1 ist zerstört und explodiert mit Stärke %2.</translation>
    </message>
    <message>
        <source>Impulse chart</source>
        <translation>Impulstabelle</translation>
    </message>
    <message>
        <source>Two readings of the impulse chart differ only in whether speed 5 acts in impulse D or in E: the reconstruction from the publisher&apos;s online tutorial (D: speeds 3, 4, 6; E: 5, 6) or the fan implementation&apos;s (D: 3–6; E: 6).</source>
        <translation>Zwei Lesarten der Impulstabelle unterscheiden sich nur darin, ob Geschwindigkeit 5 in Impuls D oder in E zum Zug kommt: die Rekonstruktion aus dem Online-Tutorial des Verlags (D: Geschwindigkeiten 3, 4, 6; E: 5, 6) oder die der Fan-Umsetzung (D: 3–6; E: 6).</translation>
    </message>
    <message>
        <source>Tutorial reconstruction</source>
        <translation>Tutorial-Rekonstruktion</translation>
    </message>
    <message>
        <source>Fan implementation</source>
        <translation>Fan-Umsetzung</translation>
    </message>
    <message>
        <source>Power lost to hull damage</source>
        <translation>Energieverlust durch Rumpfschaden</translation>
    </message>
    <message>
        <source>The counters print a Power number with each hull box, falling as the boxes run (a base: 0 0 −1 −1 −2 −2 −2 −3 −3 −3). Read as the Power lost once that box is the last one marked, or as numbers that add up.</source>
        <translation>Die Spielmarken drucken zu jedem Rumpfkästchen eine Energiezahl, die von Kästchen zu Kästchen fällt (eine Basis: 0 0 −1 −1 −2 −2 −2 −3 −3 −3). Gelesen als die verlorene Energie, sobald dieses Kästchen das zuletzt markierte ist, oder als Zahlen, die sich addieren.</translation>
    </message>
    <message>
        <source>The last marked box&apos;s number</source>
        <translation>Zahl des zuletzt markierten Kästchens</translation>
    </message>
    <message>
        <source>The marked boxes&apos; numbers added</source>
        <translation>Zahlen der markierten Kästchen addiert</translation>
    </message>
    <message>
        <source>Dice per weapon group</source>
        <translation>Würfel pro Waffengruppe</translation>
    </message>
    <message>
        <source>One die per weapon</source>
        <translation>Ein Würfel pro Waffe</translation>
    </message>
    <message>
        <source>One die per group</source>
        <translation>Ein Würfel pro Gruppe</translation>
    </message>
    <message>
        <source>Damage that destroys a missile</source>
        <translation>Schaden, der eine Rakete zerstört</translation>
    </message>
    <message>
        <source>Box capacity (SP)</source>
        <translation>Schachtelkapazität (SP)</translation>
    </message>
    <message>
        <source>The Ship Points of counters one base-game box supports; bases and transports do not count toward it.</source>
        <translation>Die Schiffspunkte an Spielmarken, für die eine Schachtel des Grundspiels reicht; Basen und Transporter zählen nicht mit.</translation>
    </message>
    <message>
        <source>The Talon rules data is damaged:
%1</source>
        <translation>Die Talon-Regeldaten sind beschädigt:
%1</translation>
    </message>
    <message>
        <source>Side A: %1 ship(s), %2 SP; side B: %3 ship(s), %4 SP.</source>
        <translation>Seite A: %1 Schiff(e), %2 SP; Seite B: %3 Schiff(e), %4 SP.</translation>
    </message>
    <message>
        <source>Round %1 at %2 hexes; side %3 has the initiative.</source>
        <translation>Runde %1, Reichweite %2; Seite %3 hat die Initiative.</translation>
    </message>
    <message>
        <source>After %1 round(s): side A destroyed %2 SP, side B %3 SP; %4.</source>
        <translation>Nach %1 Runde(n): Seite A hat %2 SP zerstört, Seite B %3 SP; %4.</translation>
    </message>
    <message>
        <source>side %1 wins</source>
        <translation>Seite %1 gewinnt</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>Impulse %1, side %2:</source>
        <translation>Impuls %1, Seite %2:</translation>
    </message>
    <message>
        <source>A missile of side %1 reaches %2.</source>
        <translation>Eine Rakete von Seite %1 erreicht %2.</translation>
    </message>
    <message>
        <source>%1 launches %2 at %3.</source>
        <translation>%1 schießt %2 auf %3 ab.</translation>
    </message>
    <message numerus="yes">
        <source>%1 fires %2 at %3, rolling %4: %n damage.</source>
        <translation>
            <numerusform>%1 feuert %2 auf %3, Wurf %4: %n Schaden.</numerusform>
            <numerusform>%1 feuert %2 auf %3, Wurf %4: %n Schaden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 arc absorbs %3; %4 of %5 hull boxes marked.</source>
        <translation>%1: Schildsektor %2 absorbiert %3; %4 von %5 Rumpfkästchen markiert.</translation>
    </message>
    <message>
        <source>%1: Critical Damage, 2d6 = %2.</source>
        <translation>%1: Kritischer Schaden, 2W6 = %2.</translation>
    </message>
    <message>
        <source>%1 is destroyed and explodes with strength %2, touching no ship without a map.</source>
        <translation>%1 ist zerstört und explodiert mit Stärke %2; ohne Spielplan trifft die Explosion kein Schiff.</translation>
    </message>
    <message>
        <source>Talon (GMT Games 2015); base-game counters from a fan transcription, not checked against the physical counters</source>
        <translation>Talon (GMT Games 2015); Spielmarken des Grundspiels aus einer Fan-Abschrift, nicht mit den echten Spielmarken abgeglichen</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>%1 SP</source>
        <translation>%1 SP</translation>
    </message>
    <message>
        <source>expected an object giving how many of each counter you own, such as {&quot;terran-ca&quot;: 2}; found %1</source>
        <translation>Objekt erwartet, das angibt, wie viele Sie von jeder Spielmarke besitzen, etwa {&quot;terran-ca&quot;: 2}; gefunden: %1</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Shield boxes</source>
        <translation>Schildkästchen</translation>
    </message>
    <message>
        <source>shields %1</source>
        <translation>Schilde %1</translation>
    </message>
    <message>
        <source>Hull boxes</source>
        <translation>Rumpfkästchen</translation>
    </message>
    <message>
        <source>hull %1</source>
        <translation>Rumpf %1</translation>
    </message>
    <message>
        <source>speed %1: AP %2, turn radius %3%4</source>
        <translation>Geschwindigkeit %1: AP %2, Wenderadius %3%4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source> (start)</source>
        <translation> (Start)</translation>
    </message>
    <message>
        <source>Power curve</source>
        <translation>Energiekurve</translation>
    </message>
    <message>
        <source>Acts in impulses</source>
        <translation>Aktiv in Impulsen</translation>
    </message>
    <message>
        <source>%1 at speed %2</source>
        <translation>%1 bei Geschwindigkeit %2</translation>
    </message>
    <message>
        <source>Power lost per hull box marked</source>
        <translation>Energieverlust je markiertem Rumpfkästchen</translation>
    </message>
    <message>
        <source>Weak spots</source>
        <translation>Schwachstellen</translation>
    </message>
    <message>
        <source>Explosion</source>
        <translation>Explosion</translation>
    </message>
    <message>
        <source>Box capacity</source>
        <translation>Schachtelkapazität</translation>
    </message>
    <message>
        <source>%1 of %2 SP, bases and transports not counted</source>
        <translation>%1 von %2 SP, Basen und Transporter nicht mitgezählt</translation>
    </message>
    <message>
        <source>Counter figures</source>
        <translation>Spielmarkenwerte</translation>
    </message>
    <message>
        <source>built-in counters from a fan transcription, not checked against the physical counters; copy one to a custom design to correct it</source>
        <translation>eingebaute Spielmarken aus einer Fan-Abschrift, nicht mit den echten Spielmarken abgeglichen; kopieren Sie eine in einen eigenen Entwurf, um sie zu korrigieren</translation>
    </message>
    <message>
        <source>the impulses in which a ship at speed 5 acts</source>
        <translation>die Impulse, in denen ein Schiff mit Geschwindigkeit 5 zum Zug kommt</translation>
    </message>
    <message>
        <source>the Power a ship keeps as its hull is damaged</source>
        <translation>die Energie, die ein Schiff bei beschädigtem Rumpf behält</translation>
    </message>
    <message>
        <source>%1: Ship Points</source>
        <translation>%1: Schiffspunkte</translation>
    </message>
    <message>
        <source>counter %1</source>
        <translation>Spielmarke %1</translation>
    </message>
    <message>
        <source>Ship Points</source>
        <translation>Schiffspunkte</translation>
    </message>
    <message>
        <source>Explosion strength</source>
        <translation>Explosionsstärke</translation>
    </message>
    <message>
        <source>Afterburners</source>
        <translation>Nachbrenner</translation>
    </message>
    <message>
        <source>Batteries</source>
        <translation>Batterien</translation>
    </message>
    <message>
        <source>Shield boxes on the %1 arc</source>
        <translation>Schildkästchen im Sektor %1</translation>
    </message>
    <message>
        <source>%1 has no class code (such as CA); the counter and the ship display show it.</source>
        <translation>%1 hat keinen Klassencode (etwa CA); Spielmarke und Schiffstafel zeigen ihn.</translation>
    </message>
    <message>
        <source>%1 has no name (such as Heavy Cruiser); the ship display shows it.</source>
        <translation>%1 hat keinen Namen (etwa Schwerer Kreuzer); die Schiffstafel zeigt ihn.</translation>
    </message>
    <message>
        <source>%1 is a %2 %3; only %4 counters are of that class.</source>
        <translation>%1 ist vom Typ %3 (Fraktion %2); nur Spielmarken der Fraktion %4 haben diese Klasse.</translation>
    </message>
    <message>
        <source>%1: %2 is below %3.</source>
        <translation>%1: %2 liegt unter %3.</translation>
    </message>
    <message>
        <source>%1: %2 is outside %3 to %4.</source>
        <translation>%1: %2 liegt nicht zwischen %3 und %4.</translation>
    </message>
    <message>
        <source>%1 has no hull boxes; a counter has at least one, and the ship explodes when all are marked.</source>
        <translation>%1 hat keine Rumpfkästchen; eine Spielmarke hat mindestens eines, und das Schiff explodiert, wenn alle markiert sind.</translation>
    </message>
    <message>
        <source>The Power number of hull box %1</source>
        <translation>Die Energiezahl von Rumpfkästchen %1</translation>
    </message>
    <message>
        <source>Hull box %1 has the Power number %2, above %3 on box %4; on every base-game counter the numbers only fall as the boxes are marked.</source>
        <translation>Rumpfkästchen %1 hat die Energiezahl %2, über %3 bei Kästchen %4; auf jeder Spielmarke des Grundspiels fallen die Zahlen nur, während die Kästchen markiert werden.</translation>
    </message>
    <message>
        <source>%1 has no power curve; a counter gives its AP at each speed.</source>
        <translation>%1 hat keine Energiekurve; eine Spielmarke gibt ihre AP für jede Geschwindigkeit an.</translation>
    </message>
    <message>
        <source>Speed %1 is on the power curve twice; the curve has one entry per speed.</source>
        <translation>Geschwindigkeit %1 steht zweimal auf der Energiekurve; die Kurve hat einen Eintrag je Geschwindigkeit.</translation>
    </message>
    <message>
        <source>Speed %1 follows speed %2; the power curve lists consecutive speeds, slowest first.</source>
        <translation>Geschwindigkeit %1 folgt auf Geschwindigkeit %2; die Energiekurve führt aufeinanderfolgende Geschwindigkeiten auf, die langsamste zuerst.</translation>
    </message>
    <message>
        <source>Speed %1 is marked as the starting entry too, after speed %2; a counter starts on one entry.</source>
        <translation>Geschwindigkeit %1 ist ebenfalls als Starteintrag markiert, nach Geschwindigkeit %2; eine Spielmarke beginnt auf einem einzigen Eintrag.</translation>
    </message>
    <message>
        <source>%1&apos;s power curve marks no starting entry; one entry is the one the counter starts on.</source>
        <translation>Die Energiekurve von %1 markiert keinen Starteintrag; auf einem Eintrag beginnt die Spielmarke.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>AP at speed %1</source>
        <translation>AP bei Geschwindigkeit %1</translation>
    </message>
    <message>
        <source>%1 is a base but has a turn radius at speed %2; a base does not move and has none.</source>
        <translation>%1 ist eine Basis, hat aber bei Geschwindigkeit %2 einen Wenderadius; eine Basis bewegt sich nicht und hat keinen.</translation>
    </message>
    <message>
        <source>%1 has no turn radius at speed %2; every ship but a base has one at each speed of its power curve.</source>
        <translation>%1 hat bei Geschwindigkeit %2 keinen Wenderadius; jedes Schiff außer einer Basis hat einen bei jeder Geschwindigkeit seiner Energiekurve.</translation>
    </message>
    <message>
        <source>Turn radius at speed %1</source>
        <translation>Wenderadius bei Geschwindigkeit %1</translation>
    </message>
    <message>
        <source>Weapon group %1 (%2)</source>
        <translation>Waffengruppe %1 (%2)</translation>
    </message>
    <message>
        <source>%1, weapons in the group</source>
        <translation>%1, Waffen in der Gruppe</translation>
    </message>
    <message>
        <source>%1, red boxes</source>
        <translation>%1, rote Kästchen</translation>
    </message>
    <message>
        <source>%1, yellow boxes</source>
        <translation>%1, gelbe Kästchen</translation>
    </message>
    <message>
        <source>%1 has no charge box; a group is charged through its red and yellow boxes before it fires.</source>
        <translation>%1 hat kein Ladekästchen; eine Gruppe wird über ihre roten und gelben Kästchen aufgeladen, bevor sie feuert.</translation>
    </message>
    <message>
        <source>%1 has no arc; a group fires into at least one.</source>
        <translation>%1 hat keinen Feuerwinkel; eine Gruppe feuert in mindestens einen.</translation>
    </message>
    <message>
        <source>%1 lists the %2 arc twice.</source>
        <translation>%1 führt den Feuerwinkel %2 doppelt auf.</translation>
    </message>
    <message>
        <source>ship %1</source>
        <translation>Schiff %1</translation>
    </message>
    <message>
        <source>%1 has no id; ships name their counter by its id.</source>
        <translation>%1 hat keine ID; Schiffe benennen ihre Spielmarke über deren ID.</translation>
    </message>
    <message>
        <source>%1 has the id %2 of a built-in counter; ships of %2 are of the built-in one. Give the custom counter an id of its own.</source>
        <translation>%1 hat die ID %2 einer eingebauten Spielmarke; Schiffe von %2 gehören zur eingebauten. Geben Sie der eigenen Spielmarke eine eigene ID.</translation>
    </message>
    <message>
        <source>Another custom counter already has the id %1; ships name their counter by its id.</source>
        <translation>Eine andere eigene Spielmarke hat bereits die ID %1; Schiffe benennen ihre Spielmarke über deren ID.</translation>
    </message>
    <message>
        <source>The fleet has no ships.</source>
        <translation>Die Flotte hat keine Schiffe.</translation>
    </message>
    <message>
        <source>%1 names no counter.</source>
        <translation>%1 nennt keine Spielmarke.</translation>
    </message>
    <message>
        <source>%1 is of counter %2, which is neither built in nor a custom counter of the fleet.</source>
        <translation>%1 gehört zur Spielmarke %2; diese ist weder eingebaut noch eine eigene Spielmarke der Flotte.</translation>
    </message>
    <message>
        <source>%1, the faction of its first ship %2</source>
        <translation>%1, die Fraktion ihres ersten Schiffs %2</translation>
    </message>
    <message>
        <source>%1 is a %2 %3, but the fleet is %4; a side is of one faction.</source>
        <translation>%1 ist vom Typ %3 (Fraktion %2), die Fraktion der Flotte ist aber %4; eine Seite gehört zu einer einzigen Fraktion.</translation>
    </message>
    <message>
        <source>%1 is a fighter, but the fleet has no carrier and no base; fighters are carried by a carrier or dock with a base.</source>
        <translation>%1 ist ein Jäger, aber die Flotte hat weder Träger noch Basis; Jäger werden von einem Träger getragen oder docken an einer Basis an.</translation>
    </message>
    <message>
        <source>The counter mix lists %1, which is neither built in nor a custom counter of the fleet.</source>
        <translation>Der Spielmarkenbestand nennt %1; das ist weder eine eingebaute noch eine eigene Spielmarke der Flotte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is one %2 too many: the counter mix holds %n of them.</source>
        <translation>
            <numerusform>%1 ist eine Spielmarke %2 zu viel: Der Spielmarkenbestand enthält %n davon.</numerusform>
            <numerusform>%1 ist eine Spielmarke %2 zu viel: Der Spielmarkenbestand enthält %n davon.</numerusform>
        </translation>
    </message>
    <message>
        <source>The fleet costs %1 SP (every ship&apos;s counter), %2 over its budget of %3 SP.</source>
        <translation>Die Flotte kostet %1 SP (die Spielmarke jedes Schiffs), %2 über ihrem Budget von %3 SP.</translation>
    </message>
    <message>
        <source>The fleet&apos;s ships other than bases and transports cost %1 SP, more than the %2 SP one base-game box supports (bases and transports do not count).</source>
        <translation>Die Schiffe der Flotte außer Basen und Transportern kosten %1 SP, mehr als die %2 SP, für die eine Schachtel des Grundspiels reicht (Basen und Transporter zählen nicht mit).</translation>
    </message>
    <message>
        <source>No ship of the fleet is of the custom counter %1.</source>
        <translation>Kein Schiff der Flotte gehört zur eigenen Spielmarke %1.</translation>
    </message>
    <message>
        <source>Power: a ship with AP a per round at its speed (its power curve, less the Power lost to marked hull boxes, rules option %1) gains 1 AP in each impulse whose box of the impulse chart lists a (rules option %2), so a in a round; AP is spent at once charging its weapon groups, red boxes of every group first, then yellow, in counter order; AP left over with every group charged is lost.</source>
        <translation>Energie: Ein Schiff mit a AP pro Runde bei seiner Geschwindigkeit (laut seiner Energiekurve, abzüglich der durch markierte Rumpfkästchen verlorenen Energie, Regeloption %1) erhält 1 AP in jedem Impuls, dessen Kästchen in der Impulstabelle a aufführt (Regeloption %2), also a pro Runde; AP werden sofort zum Aufladen seiner Waffengruppen ausgegeben, zuerst die roten Kästchen aller Gruppen, dann die gelben, in der Reihenfolge auf der Spielmarke; AP, die übrig bleiben, wenn alle Gruppen aufgeladen sind, verfallen.</translation>
    </message>
    <message>
        <source>A missile hit by %1 or more damage from one source is destroyed; less flips it to its damaged side (rulebook p. 12; rules option %2).</source>
        <translation>Eine Rakete, die aus einer Quelle %1 oder mehr Schaden erleidet, wird zerstört; bei weniger wird sie auf ihre beschädigte Seite gedreht (Regelheft S. 12; Regeloption %2).</translation>
    </message>
    <message>
        <source>Power lost to hull boxes marked (the ship surviving; rules option %1): %2.</source>
        <translation>Energieverlust durch markierte Rumpfkästchen (solange das Schiff überlebt; Regeloption %1): %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a built-in Talon counter; a counter of the fleet&apos;s own travels only in its share code</source>
        <translation>„%1“ ist keine eingebaute Talon-Spielmarke; eine eigene Spielmarke der Flotte wird nur in ihrem Flottencode übertragen</translation>
    </message>
    <message>
        <source>Counter mix</source>
        <translation>Spielmarkenbestand</translation>
    </message>
    <message>
        <source>Power reduction</source>
        <translation>Energieverlust</translation>
    </message>
    <message>
        <source>Available power</source>
        <translation>Verfügbare Energie</translation>
    </message>
    <message>
        <source>Turn radius</source>
        <translation>Wenderadius</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Weapon groups</source>
        <translation>Waffengruppen</translation>
    </message>
    <message>
        <source>Red boxes</source>
        <translation>Rote Kästchen</translation>
    </message>
    <message>
        <source>Yellow boxes</source>
        <translation>Gelbe Kästchen</translation>
    </message>
    <message>
        <source>Weapons in the group</source>
        <translation>Waffen in der Gruppe</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Power curve at speed %1</source>
        <translation>Energiekurve bei Geschwindigkeit %1</translation>
    </message>
    <message>
        <source>The Talon rules are not loaded.</source>
        <translation>Die Talon-Regeln sind nicht geladen.</translation>
    </message>
    <message>
        <source>No map: every ship of both fleets is in play from round 1 at %1 hexes; the range closes by %2 hexes after each round, never below 1 (a negative number opens it). Movement, terrain, turns, afterburners, batteries, shield reinforcement and docking are not modelled, and ships keep the speed of their power curve&apos;s starting entry.</source>
        <translation>Keine Karte: Alle Schiffe beider Flotten sind ab Runde 1 auf %1 Felder Entfernung im Spiel; die Entfernung verringert sich nach jeder Runde um %2 Felder, nie unter 1 (eine negative Zahl vergrößert sie). Bewegung, Gelände, Wenden, Nachbrenner, Batterien, Schildverstärkung und Andocken werden nicht abgebildet, und die Schiffe behalten die Geschwindigkeit des Starteintrags ihrer Energiekurve.</translation>
    </message>
    <message>
        <source>Weapons that bear (rules option %1)%2: each round, and again when its target changes, a ship turns to the bearing that lets the weapon groups with the most expected damage against its target bear at the round&apos;s range; only groups whose arcs hold that bearing fire, the others keep their charge. The arcs are the fan implementation&apos;s (digest §3.8): forward and rear one hex side (60°) each, right and left two (120°); a bearing on the line between two arcs lies in both (an assumption: the sources are silent). The shield arc hit stays the die per arc.</source>
        <translation>Waffen im Feuerwinkel (Regeloption %1)%2: Jede Runde und erneut, wenn sein Ziel wechselt, dreht sich ein Schiff in die Ausrichtung, in der die Waffengruppen mit dem höchsten erwarteten Schaden gegen sein Ziel bei der Entfernung der Runde das Ziel im Feuerwinkel haben; nur Gruppen, deren Feuerwinkel diese Ausrichtung umfassen, feuern, die anderen behalten ihre Ladung. Die Feuerwinkel sind die der Fan-Umsetzung (digest §3.8): vorn und hinten je eine Feldseite (60°), rechts und links je zwei (120°); eine Ausrichtung auf der Linie zwischen zwei Feuerwinkeln liegt in beiden (eine Annahme: Die Quellen schweigen dazu). Der getroffene Schildsektor wird weiterhin mit einem Würfel je Sektor bestimmt.</translation>
    </message>
    <message>
        <source>, side B</source>
        <translation>, Seite B</translation>
    </message>
    <message>
        <source>, side A</source>
        <translation>, Seite A</translation>
    </message>
    <message>
        <source>Every weapon group bears whatever its arcs (rules option %1, a simplification no position allows)%2.</source>
        <translation>Jede Waffengruppe feuert unabhängig von ihren Feuerwinkeln (Regeloption %1, eine Vereinfachung, die keine Position erlaubt)%2.</translation>
    </message>
    <message>
        <source>The Wave Motion Gun&apos;s displacement and the Fusion Cannon&apos;s other targets in its cone need a map: the gun deals its damage, the cannon hits its target only. Terran fighter groups ignore all Fusion Cannon damage (rulebook p. 13), so a cannon holds its fire while its ship&apos;s target is a fighter.</source>
        <translation>Das Versetzen durch die Wellenbewegungskanone und die weiteren Ziele im Kegel der Fusionskanone brauchen eine Karte: Die Wellenbewegungskanone verursacht nur ihren Schaden, die Fusionskanone trifft nur ihr Ziel. Terranische Jägergruppen ignorieren jeden Schaden der Fusionskanone (Regelheft S. 13), daher hält eine Fusionskanone ihr Feuer zurück, solange das Ziel ihres Schiffs ein Jäger ist.</translation>
    </message>
    <message>
        <source>Range decides these battles more than the fleets: the weapon tables favour different ranges (a disruptor hits on 2–6 at 2 hexes, on 3–6 at 3, only on 5–6 at 1 and 4; a phaser deals 1–2 on every die at 1 hex and 0–1 at 3), and on a map each side manoeuvres for its own. Here the range only closes, then stays at 1 hex for the rest of the battle. The example fleets (Talon 295 SP, Terran 284 SP) show it: the Terrans win 97 % when the range closes to 1, 77 % at a steady 2 hexes, 5 % at a steady 3. Read a one-sided result between the factions as a result at these ranges, not as a verdict on the Ship Points.</source>
        <translation>Die Entfernung entscheidet diese Schlachten mehr als die Flotten: Die Waffentabellen begünstigen unterschiedliche Entfernungen (ein Disruptor trifft auf 2 Felder bei 2–6, auf 3 bei 3–6, auf 1 und 4 nur bei 5–6; ein Phaser verursacht auf 1 Feld bei jedem Würfelergebnis 1–2 und auf 3 Felder 0–1), und auf einer Karte manövriert jede Seite auf ihre eigene hin. Hier verringert sich die Entfernung nur und bleibt dann für den Rest der Schlacht bei 1 Feld. Die Beispielflotten (Talon 295 SP, Terraner 284 SP) zeigen es: Die Terraner gewinnen zu 97 %, wenn sich die Entfernung auf 1 verringert, zu 77 % bei gleichbleibend 2 Feldern, zu 5 % bei gleichbleibend 3. Ein einseitiges Ergebnis zwischen den Fraktionen ist als Ergebnis bei diesen Entfernungen zu lesen, nicht als Urteil über die Schiffspunkte.</translation>
    </message>
    <message>
        <source>Each weapon of a group is a source of damage of its own for a missile, one after another (rulebook p. 12, the Defiant example).</source>
        <translation>Für eine Rakete ist jede Waffe einer Gruppe eine eigene Schadensquelle, eine nach der anderen (Regelheft S. 12, das Beispiel mit der Defiant).</translation>
    </message>
    <message>
        <source>Terran fighter groups ignore all damage the Fusion Cannon would cause (rulebook p. 13): %1 takes none.</source>
        <translation>Terranische Jägergruppen ignorieren jeden Schaden, den die Fusionskanone verursachen würde (Regelheft S. 13): %1 erleidet keinen.</translation>
    </message>
    <message>
        <source>Each of the %1 weapons of the group is a source of its own, one after another: a missile the first damages, the next destroys with any damage (rulebook p. 12, the Defiant example).</source>
        <translation>Jede der %1 Waffen der Gruppe ist eine eigene Quelle, eine nach der anderen: Eine Rakete, die die erste beschädigt, zerstört die nächste mit jedem Schaden (Regelheft S. 12, das Beispiel mit der Defiant).</translation>
    </message>
    <message>
        <source>%1 of %2 hull boxes marked before; the damage marks a weak spot %3 of the time, and each weak spot marked rolls 2d6 on the Critical Damage table: the ship survives them %4 of the time, the criticals destroy it %5.</source>
        <translation>%1 von %2 Rumpfkästchen bereits markiert; der Schaden markiert in %3 der Fälle eine Schwachstelle, und für jede markierte Schwachstelle wird mit 2W6 auf der Tabelle für kritischen Schaden gewürfelt: Das Schiff übersteht sie in %4 der Fälle, der kritische Schaden zerstört es in %5 der Fälle.</translation>
    </message>
    <message>
        <source>A weapon group holds one or more weapons of a kind, charged together. In the rulebook&apos;s Defiant example each phaser of a group rolls its own die, one at a time; the fan implementation rolls once for the group.</source>
        <translation>Eine Waffengruppe umfasst eine oder mehrere Waffen einer Art, die gemeinsam aufgeladen werden. Im Beispiel mit der Defiant aus dem Regelheft würfelt jeder Phaser einer Gruppe seinen eigenen Würfel, einer nach dem anderen; die Fan-Umsetzung würfelt einmal für die Gruppe.</translation>
    </message>
    <message>
        <source>Damage from a single source of at least this destroys a missile outright; less flips it to its damaged side, and a damaged missile dies to any damage. Each weapon of a group is a source of its own. The rulebook&apos;s number is cut off; its examples flip missiles that take 2 damage, so 3 is the least it can be.</source>
        <translation>Schaden von mindestens diesem Wert aus einer einzigen Quelle zerstört eine Rakete sofort; weniger dreht sie auf ihre beschädigte Seite, und eine beschädigte Rakete wird durch jeden Schaden zerstört. Jede Waffe einer Gruppe ist eine eigene Quelle. Die Zahl im Regelheft ist abgeschnitten; seine Beispiele drehen Raketen um, die 2 Schaden nehmen, daher ist 3 das Mindeste.</translation>
    </message>
</context>
<context>
    <name>fw::TalonPrint</name>
    <message>
        <source>Damaged missile</source>
        <translation>Beschädigte Rakete</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Rakete</translation>
    </message>
    <message>
        <source>Ship and missile counters</source>
        <translation>Schiffs- und Raketenspielmarken</translation>
    </message>
    <message>
        <source>Talon counters need a Talon fleet and a counter grid.</source>
        <translation>Talon-Spielmarken erfordern eine Talon-Flotte und ein Spielmarkenraster.</translation>
    </message>
    <message>
        <source>Counters (backs)</source>
        <translation>Spielmarken (Rückseiten)</translation>
    </message>
    <message>
        <source>Backs of sheet %1 of %2 (missiles&apos; damaged side): print on the reverse of the sheet, flipping on the long edge</source>
        <translation>Rückseiten zu Bogen %1 von %2 (beschädigte Seite der Raketen): auf die Rückseite des Bogens drucken, an der langen Kante wenden</translation>
    </message>
    <message>
        <source>Counters, sheet %1 of %2: the arrow marks the bow; point it at the hex side the ship faces. The sources give no hex size: see the template.</source>
        <translation>Spielmarken, Bogen %1 von %2: Der Pfeil markiert den Bug; richten Sie ihn auf die Feldseite aus, in die das Schiff blickt. Die Quellen nennen keine Feldgröße: siehe Vorlage.</translation>
    </message>
    <message>
        <source>ships: %1</source>
        <translation>Schiffe: %1</translation>
    </message>
    <message>
        <source>no ship flies it yet</source>
        <translation>noch von keinem Schiff geflogen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 · range %2</source>
        <translation>%1 · Reichweite %2</translation>
    </message>
    <message>
        <source>Weapon groups: charge the red boxes (solid) first, then the yellow (dashed)</source>
        <translation>Waffengruppen: zuerst die roten Kästchen (durchgezogen) aufladen, dann die gelben (gestrichelt)</translation>
    </message>
    <message>
        <source>No weapons.</source>
        <translation>Keine Waffen.</translation>
    </message>
    <message>
        <source>Power curve (★ start) and speed track</source>
        <translation>Energiekurve (★ Start) und Geschwindigkeitsleiste</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschw.</translation>
    </message>
    <message>
        <source>AP</source>
        <translation>AP</translation>
    </message>
    <message>
        <source>Turn radius</source>
        <translation>Wenderadius</translation>
    </message>
    <message>
        <source>Impulses</source>
        <translation>Impulse</translation>
    </message>
    <message>
        <source>%1 Speed 5 by %2 (rules option impulseChart).</source>
        <translation>%1 Geschwindigkeit 5 nach %2 (Regeloption impulseChart).</translation>
    </message>
    <message>
        <source>Hull boxes, Power numbers below (● weak spot)</source>
        <translation>Rumpfkästchen, Energiewerte darunter (● Schwachstelle)</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Afterburners</source>
        <translation>Nachbrenner</translation>
    </message>
    <message>
        <source>Batteries</source>
        <translation>Batterien</translation>
    </message>
    <message>
        <source>Explosion %1</source>
        <translation>Explosion %1</translation>
    </message>
    <message>
        <source>Power lost: the numbers of all marked hull boxes added up (rules option hullPower).</source>
        <translation>Energieverlust: die Werte aller markierten Rumpfkästchen zusammengezählt (Regeloption hullPower).</translation>
    </message>
    <message>
        <source>Power lost: the number by the last marked hull box (rules option hullPower).</source>
        <translation>Energieverlust: der Wert beim zuletzt markierten Rumpfkästchen (Regeloption hullPower).</translation>
    </message>
    <message>
        <source>Ship displays</source>
        <translation>Schiffstafeln</translation>
    </message>
    <message>
        <source>Ship displays need a Talon fleet.</source>
        <translation>Schiffstafeln erfordern eine Talon-Flotte.</translation>
    </message>
    <message>
        <source>Unnamed fleet</source>
        <translation>Unbenannte Flotte</translation>
    </message>
    <message>
        <source>No ship of the fleet names a known counter.</source>
        <translation>Kein Schiff der Flotte nennt eine bekannte Spielmarke.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Kumuliert</translation>
    </message>
    <message>
        <source>Damage, notes</source>
        <translation>Schaden, Anmerkungen</translation>
    </message>
    <message>
        <source>Fleet log</source>
        <translation>Flottenlogbuch</translation>
    </message>
    <message>
        <source>The fleet log needs a Talon fleet.</source>
        <translation>Das Flottenlogbuch erfordert eine Talon-Flotte.</translation>
    </message>
    <message>
        <source>Faction: %1</source>
        <translation>Fraktion: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Budget: %1</source>
        <translation>Budget: %1</translation>
    </message>
    <message>
        <source>Budget: none</source>
        <translation>Budget: keins</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Summe: %1</translation>
    </message>
    <message>
        <source>Built-in counters&apos; Ship Points come from a fan transcription, not checked against the physical counters.</source>
        <translation>Die Schiffspunkte der eingebauten Spielmarken stammen aus einer Fan-Abschrift, nicht mit den gedruckten Spielmarken abgeglichen.</translation>
    </message>
    <message>
        <source>(missing counter &quot;%1&quot;)</source>
        <translation>(fehlende Spielmarke „%1“)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>%1 SP</source>
        <translation>%1 SP</translation>
    </message>
    <message>
        <source>Figures from a fan transcription, not checked against the physical counters: %1</source>
        <extracomment>%1: where the figures come from (English, from the ruleset data).</extracomment>
        <translation>Werte aus einer Fan-Abschrift, nicht mit den gedruckten Spielmarken abgeglichen: %1</translation>
    </message>
    <message>
        <source>the fan implementation&apos;s reading (D: 3, 4, 5, 6; E: 6)</source>
        <translation>Lesart der Fan-Umsetzung (D: 3, 4, 5, 6; E: 6)</translation>
    </message>
    <message>
        <source>the tutorial reading, digest §3.2 (D: 3, 4, 6; E: 5, 6)</source>
        <translation>Lesart des Tutorials, digest §3.2 (D: 3, 4, 6; E: 5, 6)</translation>
    </message>
    <message>
        <source>Impulse</source>
        <translation>Impuls</translation>
    </message>
    <message>
        <source>Speeds acting</source>
        <translation>Aktive Geschw.</translation>
    </message>
    <message>
        <source>A ship moves and gains power in each impulse that lists its speed; speed changes by ±1 in the Power Phase (digest §3.2).</source>
        <translation>Ein Schiff bewegt sich und gewinnt Energie in jedem Impuls, der seine Geschwindigkeit aufführt; die Geschwindigkeit ändert sich in der Energiephase um ±1 (digest §3.2).</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Range %1</source>
        <translation>RW %1</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>no roll</source>
        <translation>kein Wurf</translation>
    </message>
    <message>
        <source>A hit first displaces the target 1 hex directly away from the firer (rulebook p. 13).</source>
        <translation>Ein Treffer versetzt das Ziel zuerst 1 Feld direkt vom Schützen weg (Regelheft S. 13).</translation>
    </message>
    <message>
        <source>Speed %1. %2+ damage from one source destroys it, less flips it; damaged, any damage destroys it (rulebook p. 12).</source>
        <translation>Geschwindigkeit %1. %2+ Schaden aus einer Quelle zerstört sie, weniger dreht sie um; beschädigt zerstört sie jeder Schaden (Regelheft S. 12).</translation>
    </message>
    <message>
        <source>Weapons with fixed damage: the d6 faces that hit at each range</source>
        <translation>Waffen mit festem Schaden: die W6-Augenzahlen, die auf jeder Reichweite treffen</translation>
    </message>
    <message>
        <source>d6 %1</source>
        <translation>W6 %1</translation>
    </message>
    <message>
        <source>2d6</source>
        <translation>2W6</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Explosion strength (damage to adjacent ships when a ship explodes)</source>
        <translation>Explosionsstärke (Schaden an benachbarten Schiffen, wenn ein Schiff explodiert)</translation>
    </message>
    <message>
        <source>Reference card</source>
        <translation>Übersichtskarte</translation>
    </message>
    <message>
        <source>The reference card needs a Talon fleet.</source>
        <translation>Die Übersichtskarte erfordert eine Talon-Flotte.</translation>
    </message>
    <message>
        <source>Talon reference card</source>
        <translation>Talon-Übersichtskarte</translation>
    </message>
    <message>
        <source>Weapon die: d6. Damage goes to the shield arc facing the attacker first, the rest marks hull boxes in order (digest §3.8).</source>
        <translation>Waffenwürfel: W6. Schaden geht zuerst an den Schildsektor, der dem Angreifer zugewandt ist; der Rest markiert der Reihe nach Rumpfkästchen (digest §3.8).</translation>
    </message>
    <message>
        <source>Tables from a fan transcription, not checked against the Player Aid Card: %1</source>
        <translation>Tabellen aus einer Fan-Abschrift, nicht mit der Player Aid Card abgeglichen: %1</translation>
    </message>
    <message>
        <source>Damaged</source>
        <extracomment>On a small missile counter&apos;s back, when &quot;Damaged missile&quot; does not fit</extracomment>
        <translation>Beschädigt</translation>
    </message>
    <message>
        <source>Impulse chart: A–F, then the Power Phase (%1; rules option %2)</source>
        <translation>Impulstabelle: A–F, dann die Energiephase (%1; Regeloption %2)</translation>
    </message>
    <message>
        <source>Damage by d6 roll and range (the Fusion Cannon rolls once for every ship in its cone; Terran fighter groups ignore its damage; rulebook p. 13)</source>
        <translation>Schaden nach W6-Wurf und Reichweite (die Fusionskanone würfelt einmal für jedes Schiff in ihrem Kegel; terranische Jägergruppen ignorieren ihren Schaden; Regelheft S. 13)</translation>
    </message>
    <message>
        <source>ship: ______________</source>
        <translation>Schiff: ______________</translation>
    </message>
    <message>
        <source>One blank display per counter the fleet uses, as the counter carries it; mark it with a dry-erase pen on a laminated or sleeved copy.</source>
        <translation>Eine leere Schiffsanzeige je Zählstein der Flotte, wie der Zählstein sie trägt; markiere sie mit abwischbarem Stift auf einer laminierten oder eingeschobenen Kopie.</translation>
    </message>
    <message>
        <source>One display per ship, as its counter carries it; mark the ship&apos;s damage on its own display.</source>
        <translation>Eine Anzeige je Schiff, wie sein Zählstein sie trägt; markiere den Schaden des Schiffs auf seiner eigenen Anzeige.</translation>
    </message>
    <message>
        <source>3 Shields down</source>
        <translation>3 Schilde ausgefallen</translation>
    </message>
    <message>
        <source>4 Helm down</source>
        <translation>4 Steuer ausgefallen</translation>
    </message>
    <message>
        <source>8 Power −1</source>
        <translation>8 Energie −1</translation>
    </message>
    <message>
        <source>10 FTL offline</source>
        <translation>10 ÜL-Antrieb ausgefallen</translation>
    </message>
    <message>
        <source>11 Power loss</source>
        <translation>11 Energieverlust</translation>
    </message>
    <message>
        <source>starts at %1: AP at ★</source>
        <translation>Start: %1 = AP bei ★</translation>
    </message>
    <message>
        <source>Missiles targeting it (their numbers)</source>
        <translation>Raketen auf dieses Schiff (ihre Nummern)</translation>
    </message>
    <message>
        <source>5 Group lost</source>
        <translation>5 Gruppe verloren</translation>
    </message>
    <message>
        <source>6 Turn +1</source>
        <translation>6 Wenderadius +1</translation>
    </message>
    <message>
        <source>9 Group lost</source>
        <translation>9 Gruppe verloren</translation>
    </message>
    <message>
        <source>Critical damage (2d6)</source>
        <translation>Kritischer Schaden (2W6)</translation>
    </message>
    <message>
        <source>By each arc: ☐ reinforced, then the impulse it expires in.</source>
        <translation>An jedem Bogen: ☐ verstärkt, dann der Impuls, in dem es endet.</translation>
    </message>
    <message>
        <source>Critical damage</source>
        <translation>Kritischer Schaden</translation>
    </message>
    <message>
        <source>Critical damage (English, as the data file gives it): roll 2d6 when a weak-spot hull box is marked (digest §3.8)</source>
        <translation>Kritischer Schaden (englisch, wie in der Datendatei): 2W6 würfeln, wenn ein Rumpfkästchen mit Schwachstelle markiert wird (Digest §3.8)</translation>
    </message>
</context>
<context>
    <name>fw::TalonUi</name>
    <message>
        <source>%1 %2 (%3, %4 SP)</source>
        <comment>class code, name, faction, Ship Points</comment>
        <translation>%1 %2 (%3, %4 SP)</translation>
    </message>
    <message>
        <source>The built-in counters&apos; figures come from a fan transcription and have not been checked against the physical counters (digest §3.8). To correct one, copy it to a custom design.</source>
        <translation>Die Werte der eingebauten Spielmarken stammen aus einer Fan-Abschrift und wurden nicht mit den gedruckten Spielmarken abgeglichen (digest §3.8). Um eine zu korrigieren, kopieren Sie sie in einen eigenen Entwurf.</translation>
    </message>
    <message>
        <source>Copied from the built-in counter %1.</source>
        <translation>Kopiert von der eingebauten Spielmarke %1.</translation>
    </message>
    <message>
        <source>New class</source>
        <translation>Neue Klasse</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source> SP</source>
        <translation> SP</translation>
    </message>
    <message>
        <source>The Ship Points the fleet may spend; 300 and 1,500 are common (digest §3.5).</source>
        <translation>Die Schiffspunkte, die die Flotte ausgeben darf; üblich sind 300 und 1.500 (digest §3.5).</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>&amp;Budget:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>&amp;Faction:</source>
        <translation>&amp;Fraktion:</translation>
    </message>
</context>
<context>
    <name>fw::Template</name>
    <message>
        <source>a length with its unit, such as &quot;12mm&quot;, &quot;0.5in&quot;, &quot;1.2cm&quot; or &quot;10pt&quot;</source>
        <translation>eine Länge mit Einheit, etwa &quot;12mm&quot;, &quot;0.5in&quot;, &quot;1.2cm&quot; oder &quot;10pt&quot;</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <source>%1 is out of range: lengths run from 0 to %2 mm</source>
        <translation>%1 liegt außerhalb des Bereichs: Längen reichen von 0 bis %2 mm</translation>
    </message>
    <message>
        <source>unknown key %1.</source>
        <translation>unbekannter Schlüssel %1.</translation>
    </message>
    <message>
        <source>unknown key %1; did you mean %2?</source>
        <translation>unbekannter Schlüssel %1; meinten Sie %2?</translation>
    </message>
    <message>
        <source> Known keys here: %1.</source>
        <translation> Hier bekannte Schlüssel: %1.</translation>
    </message>
    <message>
        <source>alignment</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <source>text size %1 pt is out of range: 3 pt to 72 pt</source>
        <translation>Schriftgröße %1 pt liegt außerhalb des Bereichs: 3 pt bis 72 pt</translation>
    </message>
    <message>
        <source>the smallest size (%1 pt) is larger than the size (%2 pt)</source>
        <translation>die Mindestgröße (%1 pt) ist größer als die Größe (%2 pt)</translation>
    </message>
    <message>
        <source>counters must be at least 1 pt wide and high</source>
        <translation>Spielmarken müssen mindestens 1 pt breit und hoch sein</translation>
    </message>
    <message>
        <source>the column step (%1 mm) is less than the counter width (%2 mm): counters would overlap</source>
        <translation>der Spaltenschritt (%1 mm) ist kleiner als die Breite der Spielmarken (%2 mm): Die Spielmarken würden sich überlappen</translation>
    </message>
    <message>
        <source>the row step (%1 mm) is less than the counter height (%2 mm): counters would overlap</source>
        <translation>der Zeilenschritt (%1 mm) ist kleiner als die Höhe der Spielmarken (%2 mm): Die Spielmarken würden sich überlappen</translation>
    </message>
    <message>
        <source>a bleed of %1 mm needs a gap of at least %2 mm between counters</source>
        <translation>eine Beschnittzugabe von %1 mm erfordert einen Abstand von mindestens %2 mm zwischen den Spielmarken</translation>
    </message>
    <message>
        <source>the margins leave less than 1 inch to print on %1 paper</source>
        <translation>die Ränder lassen auf Papier im Format %1 weniger als 1 Zoll zum Bedrucken frei</translation>
    </message>
    <message>
        <source>reaches %1 mm from the left margin, but %2 paper has %3 mm between its margins</source>
        <translation>reicht bis %1 mm vom linken Rand, aber Papier im Format %2 hat nur %3 mm zwischen seinen Rändern</translation>
    </message>
    <message>
        <source>%1 columns of counters span %2 mm from %3 mm, but %4 paper has %5 mm between its margins</source>
        <translation>%1 Spalten Spielmarken erstrecken sich ab %3 mm über %2 mm, aber Papier im Format %4 hat nur %5 mm zwischen seinen Rändern</translation>
    </message>
    <message>
        <source>%1 rows of counters span %2 mm from %3 mm, but %4 paper has %5 mm between its margins and footer</source>
        <translation>%1 Zeilen Spielmarken erstrecken sich ab %3 mm über %2 mm, aber Papier im Format %4 hat nur %5 mm zwischen seinen Rändern und der Fußzeile</translation>
    </message>
    <message>
        <source>this is not a Fleetwright template: %1 must be %2</source>
        <translation>dies ist keine Fleetwright-Vorlage: %1 muss %2 sein</translation>
    </message>
    <message>
        <source>the template has format version %1, written for a newer Fleetwright; this version reads format version %2</source>
        <translation>die Vorlage hat Formatversion %1 und ist für ein neueres Fleetwright geschrieben; diese Version liest Formatversion %2</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>layout</translation>
    </message>
    <message>
        <source>expected a number from 0 to 1000, found %1</source>
        <translation>Zahl von 0 bis 1000 erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>template files</source>
        <translation>Vorlagendateien</translation>
    </message>
    <message>
        <source>the %1 mm × %2 mm counter</source>
        <translation>der Spielmarke von %1 mm × %2 mm</translation>
    </message>
    <message>
        <source>runs %1 mm off the right edge of %2: it reaches %3 mm from the counter&apos;s left edge</source>
        <translation>ragt %1 mm über den rechten Rand %2 hinaus: Es reicht bis %3 mm vom linken Rand der Spielmarke</translation>
    </message>
    <message>
        <source>runs %1 mm off the bottom edge of %2: its lines of %3 pt from %4 mm reach %5 mm</source>
        <translation>ragt %1 mm über den unteren Rand %2 hinaus: Seine Zeilen zu %3 pt ab %4 mm reichen bis %5 mm</translation>
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
    <message>
        <source>It has: %1.</source>
        <translation>Vorhanden: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n more unknown key(s) here are kept in the file but not used.</source>
        <translation>
            <numerusform>%n weiterer unbekannter Schlüssel hier bleibt in der Datei erhalten, wird aber nicht verwendet.</numerusform>
            <numerusform>%n weitere unbekannte Schlüssel hier bleiben in der Datei erhalten, werden aber nicht verwendet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::AttackPanel</name>
    <message>
        <source>Ship %1</source>
        <translation>Schiff %1</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>A ship of side A</source>
        <translation>Ein Schiff von Seite A</translation>
    </message>
    <message>
        <source>A ship of side B, or a kind of target</source>
        <translation>Ein Schiff von Seite B oder eine Zielart</translation>
    </message>
    <message>
        <source>Attac&amp;ker:</source>
        <translation>An&amp;greifer:</translation>
    </message>
    <message>
        <source>&amp;Weapon:</source>
        <translation>&amp;Waffe:</translation>
    </message>
    <message>
        <source>Tar&amp;get:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>&amp;Entfernung:</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <source>The dice of a roll come from this seed; each roll moves it on by one</source>
        <translation>Die Würfel eines Wurfs ergeben sich aus diesem Startwert; jeder Wurf erhöht ihn um eins</translation>
    </message>
    <message>
        <source>R&amp;oll</source>
        <translation>Wü&amp;rfeln</translation>
    </message>
    <message>
        <source>Roll this attack once with the seed and show every die</source>
        <translation>Diesen Angriff einmal mit dem Startwert auswürfeln und jeden Würfel zeigen</translation>
    </message>
    <message>
        <source>Se&amp;ed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Damage distribution</source>
        <translation>Schadensverteilung</translation>
    </message>
    <message>
        <source>Roll shows one attack here, die by die.</source>
        <translation>„Würfeln“ zeigt hier einen Angriff, Würfel für Würfel.</translation>
    </message>
    <message>
        <source>Roll log</source>
        <translation>Wurfprotokoll</translation>
    </message>
    <message>
        <source>&amp;Range (%1):</source>
        <translation>&amp;Entfernung (%1):</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <source>Choose an attacker with a weapon and a target.</source>
        <translation>Wählen Sie einen Angreifer mit einer Waffe und ein Ziel.</translation>
    </message>
    <message>
        <source>Expected damage: %1</source>
        <translation>Erwarteter Schaden: %1</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>&lt;b&gt;How the odds come about&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wie die Wahrscheinlichkeiten zustande kommen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Assumptions&lt;/b&gt;</source>
        <translation>&lt;b&gt;Annahmen&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>Seed %1: %2, %n damage.</source>
        <translation>
            <numerusform>Startwert %1: %2, %n Schaden.</numerusform>
            <numerusform>Startwert %1: %2, %n Schaden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::BattlePanel</name>
    <message>
        <source>%1 (95 %: %2 to %3)</source>
        <translation>%1 (95 %: %2 bis %3)</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>Battle Log</source>
        <translation>Schlachtprotokoll</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The distance between the fleets when the battle begins</source>
        <translation>Der Abstand zwischen den Flotten zu Beginn der Schlacht</translation>
    </message>
    <message>
        <source>How much the range shrinks every turn; 0 keeps the fleets at the start range</source>
        <translation>Um wie viel die Entfernung in jedem Spielzug abnimmt; bei 0 bleiben die Flotten auf der Startentfernung</translation>
    </message>
    <message>
        <source>A battle that has not ended after this many turns is decided on victory points</source>
        <translation>Eine Schlacht, die nach so vielen Spielzügen nicht beendet ist, wird nach Siegpunkten entschieden</translation>
    </message>
    <message>
        <source>Focus fire</source>
        <translation>Konzentriertes Feuer</translation>
    </message>
    <message>
        <source>Every ship fires at the same enemy until it is destroyed</source>
        <translation>Alle Schiffe feuern auf denselben Gegner, bis er zerstört ist</translation>
    </message>
    <message>
        <source>Spread fire</source>
        <translation>Verteiltes Feuer</translation>
    </message>
    <message>
        <source>Each ship picks an enemy at random</source>
        <translation>Jedes Schiff wählt zufällig einen Gegner</translation>
    </message>
    <message>
        <source>Biggest threat first</source>
        <translation>Größte Bedrohung zuerst</translation>
    </message>
    <message>
        <source>The enemy with the most firepower first</source>
        <translation>Zuerst der Gegner mit der größten Feuerkraft</translation>
    </message>
    <message>
        <source>How both sides choose their targets</source>
        <translation>Wie beide Seiten ihre Ziele wählen</translation>
    </message>
    <message>
        <source>How many battles Run Odds fights; 10,000 give the odds to about ±1 %</source>
        <translation>Wie viele Schlachten „Chancen berechnen“ ausficht; 10.000 liefern die Chancen auf etwa ±1 % genau</translation>
    </message>
    <message>
        <source>The same seed always rolls the same dice, so a battle can be replayed</source>
        <translation>Derselbe Startwert ergibt immer dieselben Würfe, daher lässt sich eine Schlacht wiederholen</translation>
    </message>
    <message>
        <source>&amp;New Seed</source>
        <translation>&amp;Neuer Startwert</translation>
    </message>
    <message>
        <source>&amp;Start range:</source>
        <translation>&amp;Startentfernung:</translation>
    </message>
    <message>
        <source>C&amp;losing rate:</source>
        <translation>Annä&amp;herung:</translation>
    </message>
    <message>
        <source>&amp;Turn limit:</source>
        <translation>&amp;Max. Spielzüge:</translation>
    </message>
    <message>
        <source>Tar&amp;gets:</source>
        <translation>&amp;Ziele:</translation>
    </message>
    <message>
        <source>R&amp;uns:</source>
        <translation>&amp;Durchläufe:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;tartwert:</translation>
    </message>
    <message>
        <source>&amp;Fight One Battle</source>
        <translation>&amp;Eine Schlacht ausfechten</translation>
    </message>
    <message>
        <source>Fight one battle with this seed and show what happened, turn by turn</source>
        <translation>Eine Schlacht mit diesem Startwert ausfechten und zeigen, was geschah, Spielzug für Spielzug</translation>
    </message>
    <message>
        <source>Run &amp;Odds</source>
        <translation>&amp;Chancen berechnen</translation>
    </message>
    <message>
        <source>Fight many battles and show how often each side wins</source>
        <translation>Viele Schlachten ausfechten und zeigen, wie oft jede Seite gewinnt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the run (Esc)</source>
        <translation>Den Durchlauf anhalten (Esc)</translation>
    </message>
    <message>
        <source>Run Odds fights the battle many times and shows here how often each side wins, by how much, and which ships survive.</source>
        <translation>„Chancen berechnen“ ficht die Schlacht viele Male aus und zeigt hier, wie oft jede Seite gewinnt, wie deutlich und welche Schiffe überleben.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Mean victory points</source>
        <translation>Siegpunkte im Mittel</translation>
    </message>
    <message>
        <source>Damage dealt per point spent</source>
        <translation>Verursachter Schaden pro ausgegebenem Punkt</translation>
    </message>
    <message>
        <source>Victory-point margin per battle</source>
        <translation>Siegpunktdifferenz pro Schlacht</translation>
    </message>
    <message>
        <source>← side B ahead</source>
        <translation>← Seite B vorn</translation>
    </message>
    <message>
        <source>side A ahead →</source>
        <translation>Seite A vorn →</translation>
    </message>
    <message>
        <source>Ships surviving</source>
        <translation>Überlebende Schiffe</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>Survives</source>
        <translation>Überlebt</translation>
    </message>
    <message>
        <source>Cop&amp;y Results</source>
        <translation>Ergebnisse ko&amp;pieren</translation>
    </message>
    <message>
        <source>Fight One Battle fights the battle once with the seed and shows here what happened, turn by turn. The same seed always gives the same battle.</source>
        <translation>„Eine Schlacht ausfechten“ ficht die Schlacht einmal mit dem Startwert aus und zeigt hier, was geschah, Spielzug für Spielzug. Derselbe Startwert ergibt immer dieselbe Schlacht.</translation>
    </message>
    <message>
        <source>Battle log</source>
        <translation>Schlachtprotokoll</translation>
    </message>
    <message>
        <source>&amp;Copy Log</source>
        <translation>Protokoll &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Start range (%1):</source>
        <translation>&amp;Startentfernung (%1):</translation>
    </message>
    <message>
        <source>C&amp;losing per turn (%1):</source>
        <translation>Annä&amp;herung pro Spielzug (%1):</translation>
    </message>
    <message>
        <source>0 (hold the range)</source>
        <translation>0 (Entfernung halten)</translation>
    </message>
    <message>
        <source> turns</source>
        <translation> Spielzüge</translation>
    </message>
    <message>
        <source>%1 of %2 battles</source>
        <translation>%1 von %2 Schlachten</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins after %n turn(s).</source>
        <translation>
            <numerusform>%1 gewinnt nach %n Spielzug.</numerusform>
            <numerusform>%1 gewinnt nach %n Spielzügen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A draw after %n turn(s).</source>
        <translation>
            <numerusform>Unentschieden nach %n Spielzug.</numerusform>
            <numerusform>Unentschieden nach %n Spielzügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seed %1: %2 Victory points %3 : %4.</source>
        <translation>Startwert %1: %2 Siegpunkte %3 : %4.</translation>
    </message>
    <message>
        <source>No battle was fought.</source>
        <translation>Es wurde keine Schlacht ausgefochten.</translation>
    </message>
    <message>
        <source>%1 wins %2 of %3 battles.</source>
        <translation>%1 gewinnt %2 von %3 Schlachten.</translation>
    </message>
    <message>
        <source>Both sides win equally often (%1 of %2 battles each).</source>
        <translation>Beide Seiten gewinnen gleich oft (jeweils %1 von %2 Schlachten).</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Seite A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Seite B</translation>
    </message>
    <message>
        <source>Draws: %1. Mean length: %2 turns. %3 battles with seed %4.</source>
        <translation>Unentschieden: %1. Mittlere Dauer: %2 Spielzüge. %3 Schlachten mit Startwert %4.</translation>
    </message>
    <message>
        <source>Cancelled: these figures come from the %1 battles fought before.</source>
        <translation>Abgebrochen: Diese Zahlen stammen aus den %1 Schlachten, die bis dahin ausgefochten wurden.</translation>
    </message>
    <message>
        <source>What if: with side %1 changed and the same dice, side A&apos;s chance to win changed by %2 percentage points (95 %: %3 to %4), compared battle by battle with the previous run.</source>
        <translation>Was wäre, wenn: Mit geänderter Seite %1 und denselben Würfen hat sich die Gewinnchance von Seite A um %2 Prozentpunkte verändert (95 %: %3 bis %4), Schlacht für Schlacht mit dem vorigen Durchlauf verglichen.</translation>
    </message>
    <message>
        <source>The fleets or the settings have changed since this run. Run the odds again to see the difference (with the same seed and runs, the change is measured battle by battle).</source>
        <translation>Die Flotten oder die Einstellungen haben sich seit diesem Durchlauf geändert. Berechnen Sie die Chancen erneut, um den Unterschied zu sehen (mit demselben Startwert und derselben Zahl von Durchläufen wird die Änderung Schlacht für Schlacht gemessen).</translation>
    </message>
    <message>
        <source>No histogram for a cancelled run.</source>
        <translation>Kein Histogramm für einen abgebrochenen Durchlauf.</translation>
    </message>
    <message>
        <source>VP margin (A − B)</source>
        <translation>SP-Differenz (A − B)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Assumptions in force&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Geltende Annahmen&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>Ships surviving:</source>
        <translation>Überlebende Schiffe:</translation>
    </message>
    <message>
        <source>Assumptions in force:</source>
        <translation>Geltende Annahmen:</translation>
    </message>
</context>
<context>
    <name>fw::app::BattleSides</name>
    <message>
        <source>“%1” cannot be read:
%2</source>
        <translation>„%1“ kann nicht gelesen werden:
%2</translation>
    </message>
    <message>
        <source>“%1” is a fleet for %2, and Fleetwright cannot fight %2 battles yet.</source>
        <translation>„%1“ ist eine Flotte für %2, und Fleetwright kann noch keine %2-Schlachten ausfechten.</translation>
    </message>
    <message>
        <source>“%1” is a fleet for %2, but side %3 plays %4: both sides must play the same game.</source>
        <translation>„%1“ ist eine Flotte für %2, aber Seite %3 spielt %4: Beide Seiten müssen dasselbe Spiel spielen.</translation>
    </message>
    <message>
        <source>Choose a fleet for each side.</source>
        <translation>Wählen Sie für jede Seite eine Flotte.</translation>
    </message>
    <message>
        <source>This version does not know the game of one of the fleets.</source>
        <translation>Diese Version kennt das Spiel einer der Flotten nicht.</translation>
    </message>
    <message>
        <source>Side A plays %1 and side B plays %2: both sides must play the same game. Choose another fleet for one side.</source>
        <translation>Seite A spielt %1 und Seite B spielt %2: Beide Seiten müssen dasselbe Spiel spielen. Wählen Sie für eine Seite eine andere Flotte.</translation>
    </message>
    <message>
        <source>Fleetwright cannot fight %1 battles yet.</source>
        <translation>Fleetwright kann noch keine %1-Schlachten ausfechten.</translation>
    </message>
    <message>
        <source>Side %1 has no ships.</source>
        <translation>Seite %1 hat keine Schiffe.</translation>
    </message>
    <message>
        <source>no fleet</source>
        <translation>keine Flotte</translation>
    </message>
    <message>
        <source>Untitled fleet</source>
        <translation>Unbenannte Flotte</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n ship(s), %2</source>
        <translation>
            <numerusform>%1 — %n Schiff, %2</numerusform>
            <numerusform>%1 — %n Schiffe, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Side A (%1)</source>
        <translation>Seite A (%1)</translation>
    </message>
    <message>
        <source>Side B (%1)</source>
        <translation>Seite B (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 of %n ship(s), %3</source>
        <translation>
            <numerusform>%1 — %2 von %n Schiff, %3</numerusform>
            <numerusform>%1 — %2 von %n Schiffen, %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::BattlegroupModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Battlegroup</source>
        <translation>Kampfgruppe</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Schiffe</translation>
    </message>
    <message>
        <source>Mass</source>
        <translation>Masse</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <source>Ships or wings in the battlegroup. A Billion Suns, jump phase: at most %1 ships or wings per battlegroup.</source>
        <translation>Schiffe oder Staffeln in der Kampfgruppe. A Billion Suns, jump phase: höchstens %1 Schiffe oder Staffeln pro Kampfgruppe.</translation>
    </message>
    <message>
        <source>The total mass (m) of the battlegroup&apos;s ships; wings have mass 0.</source>
        <translation>Die Gesamtmasse (m) der Schiffe der Kampfgruppe; Staffeln haben Masse 0.</translation>
    </message>
    <message>
        <source>A Billion Suns, profit: the credits the battlegroup costs when it jumps in.</source>
        <translation>A Billion Suns, profit: die Credits, die die Kampfgruppe beim Einspringen kostet.</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>%1: no ships or wings yet</source>
        <translation>%1: noch keine Schiffe oder Staffeln</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Too many. A Billion Suns, jump phase: at most %1 ships or wings per battlegroup.</source>
        <translation>Zu viele. A Billion Suns, jump phase: höchstens %1 Schiffe oder Staffeln pro Kampfgruppe.</translation>
    </message>
    <message>
        <source>Empty: a battlegroup jumps in as a group, so it needs at least one ship or wing (A Billion Suns, jump phase).</source>
        <translation>Leer: Eine Kampfgruppe springt geschlossen ein und braucht daher mindestens ein Schiff oder eine Staffel (A Billion Suns, jump phase).</translation>
    </message>
    <message>
        <source>A Billion Suns, jump phase: at most %1 ships or wings per battlegroup.</source>
        <translation>A Billion Suns, jump phase: höchstens %1 Schiffe oder Staffeln pro Kampfgruppe.</translation>
    </message>
</context>
<context>
    <name>fw::app::BillionSunsClassCard</name>
    <message>
        <source>A Billion Suns, ship table</source>
        <translation>A Billion Suns, ship table</translation>
    </message>
    <message>
        <source>Cost:</source>
        <translation>Kosten:</translation>
    </message>
    <message>
        <source>A Billion Suns, ship table: the credits the ship or wing costs when its battlegroup jumps in.</source>
        <translation>A Billion Suns, ship table: die Credits, die das Schiff oder die Staffel kostet, wenn die zugehörige Kampfgruppe einspringt.</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>A Billion Suns, jump phase: utility ships count against the scale (at most S); wings need a carrier (Mother&apos;s Wing).</source>
        <translation>A Billion Suns, jump phase: Versorgungsschiffe zählen gegen den Maßstab (höchstens S); Staffeln brauchen einen Träger (Mother&apos;s Wing).</translation>
    </message>
    <message>
        <source>Mass (m):</source>
        <translation>Masse (m):</translation>
    </message>
    <message>
        <source>%1. The derived values below follow from the mass.</source>
        <translation>%1. Die abgeleiteten Werte unten ergeben sich aus der Masse.</translation>
    </message>
    <message>
        <source>Thrust:</source>
        <translation>Schub:</translation>
    </message>
    <message>
        <source>Silhouette:</source>
        <translation>Silhouette:</translation>
    </message>
    <message>
        <source>%1. The silhouette is also the damage capacity.</source>
        <translation>%1. Die Silhouette ist zugleich die Schadenskapazität.</translation>
    </message>
    <message>
        <source>Shields:</source>
        <translation>Schilde:</translation>
    </message>
    <message>
        <source>Primary weapon:</source>
        <translation>Primärwaffe:</translation>
    </message>
    <message>
        <source>Auxiliary weapon:</source>
        <translation>Hilfswaffe:</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Anmerkungen:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Derived values&lt;/b&gt;</source>
        <translation>&lt;b&gt;Abgeleitete Werte&lt;/b&gt;</translation>
    </message>
    <message>
        <source>What the class&apos;s mass and silhouette give it in play (A Billion Suns, quick reference).</source>
        <translation>Was Masse und Silhouette der Klasse im Spiel bewirken (A Billion Suns, quick reference).</translation>
    </message>
    <message>
        <source>Class card</source>
        <translation>Klassenkarte</translation>
    </message>
    <message>
        <source>No ship is selected.</source>
        <translation>Kein Schiff ausgewählt.</translation>
    </message>
    <message>
        <source>The class “%1” is neither in the ship table nor one of the roster&apos;s custom classes. Pick a class.</source>
        <translation>Die Klasse „%1“ steht weder in der Schiffstabelle noch unter den eigenen Klassen der Aufstellung. Wählen Sie eine Klasse.</translation>
    </message>
    <message>
        <source>Class card: %1 (custom class)</source>
        <translation>Klassenkarte: %1 (eigene Klasse)</translation>
    </message>
    <message>
        <source>Class card: %1</source>
        <translation>Klassenkarte: %1</translation>
    </message>
    <message>
        <source>wing</source>
        <translation>Staffel</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>utility</source>
        <translation>Versorger</translation>
    </message>
    <message>
        <source>carrier</source>
        <translation>Träger</translation>
    </message>
    <message>
        <source>%1&quot;</source>
        <translation>%1&quot;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>A Billion Suns, jump phase: jump range is 6&quot; − m.</source>
        <translation>A Billion Suns, jump phase: Die Sprungreichweite beträgt 6&quot; − m.</translation>
    </message>
    <message>
        <source>A Billion Suns, jump phase: jump shock reaches m&quot; with mD6 attacks of damage 1.</source>
        <translation>A Billion Suns, jump phase: Der Sprungschock reicht m&quot; weit, mit mD6 Angriffen mit Schaden 1.</translation>
    </message>
    <message>
        <source>A Billion Suns, attacking, step 9: the ship explodes on a check of m or less, reaching m&quot; with mD6 attacks.</source>
        <translation>A Billion Suns, attacking, step 9: Das Schiff explodiert bei einer Probe von m oder weniger; die Explosion reicht m&quot; weit, mit mD6 Angriffen.</translation>
    </message>
    <message>
        <source>A Billion Suns, Mother&apos;s Wing: m&quot;. Wings have none.</source>
        <translation>A Billion Suns, Mother&apos;s Wing: m&quot;. Bei Staffeln entfällt der Wert.</translation>
    </message>
    <message>
        <source>A Billion Suns, orders: combined orders reach m + 3&quot;.</source>
        <translation>A Billion Suns, orders: Kombinierte Befehle reichen m + 3&quot; weit.</translation>
    </message>
    <message>
        <source>A Billion Suns, orders: Power to Weapon Systems or Power to Shields takes up to m CMD tokens.</source>
        <translation>A Billion Suns, orders: „Energie auf Waffensysteme“ oder „Energie auf Schilde“ nimmt bis zu m CMD-Marker auf.</translation>
    </message>
    <message>
        <source>%1 &lt;i&gt;(assumption)&lt;/i&gt;</source>
        <translation>%1 &lt;i&gt;(Annahme)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Assumption: the rules option “%1” (%2) stands in for a rule the quick reference does not settle.
%3
%4</source>
        <translation>Annahme: Die Regeloption „%1“ (%2) ersetzt eine Regel, die die Kurzreferenz offenlässt.
%3
%4</translation>
    </message>
    <message>
        <source>A custom class of this roster: &lt;a href=&quot;edit&quot;&gt;edit it on the Designs page&lt;/a&gt;.</source>
        <translation>Eine eigene Klasse dieser Aufstellung: &lt;a href=&quot;edit&quot;&gt;auf der Seite „Entwürfe“ bearbeiten&lt;/a&gt;.</translation>
    </message>
</context>
<context>
    <name>fw::app::BillionSunsClassForm</name>
    <message>
        <source>Custom classes are held to Fleetwright&apos;s ranges, which cover the ship table with room to spare (A Billion Suns, ship table).</source>
        <translation>Für eigene Klassen gelten Fleetwrights Wertebereiche, die die Schiffstabelle großzügig abdecken (A Billion Suns, ship table).</translation>
    </message>
    <message>
        <source>The class&apos;s name; reports add “(custom)” to it.</source>
        <translation>Der Name der Klasse; Berichte ergänzen ihn um „(eigene Klasse)“.</translation>
    </message>
    <message>
        <source>C&amp;lass name:</source>
        <translation>K&amp;lassenname:</translation>
    </message>
    <message>
        <source>Credits per ship or wing of the class: 0 to 999.</source>
        <translation>Credits je Schiff oder Staffel der Klasse: 0 bis 999.</translation>
    </message>
    <message>
        <source>Cost:</source>
        <translation>Kosten:</translation>
    </message>
    <message>
        <source>Mass m, 0 to 6: jump range is 6&quot; − m. Wings have mass 0. The derived values follow from it.</source>
        <translation>Masse m, 0 bis 6: Die Sprungreichweite beträgt 6&quot; − m. Staffeln haben Masse 0. Die abgeleiteten Werte ergeben sich daraus.</translation>
    </message>
    <message>
        <source>Mass (m):</source>
        <translation>Masse (m):</translation>
    </message>
    <message>
        <source>Thrust in inches: 0 to 30.</source>
        <translation>Schub in Zoll: 0 bis 30.</translation>
    </message>
    <message>
        <source>Thrust:</source>
        <translation>Schub:</translation>
    </message>
    <message>
        <source>Silhouette, 1 to 20; also the damage capacity.</source>
        <translation>Silhouette, 1 bis 20; zugleich die Schadenskapazität.</translation>
    </message>
    <message>
        <source>Silhouette:</source>
        <translation>Silhouette:</translation>
    </message>
    <message>
        <source>Shields: 0 to 12.</source>
        <translation>Schilde: 0 bis 12.</translation>
    </message>
    <message>
        <source>Shields:</source>
        <translation>Schilde:</translation>
    </message>
    <message>
        <source>&amp;Wing</source>
        <translation>S&amp;taffel</translation>
    </message>
    <message>
        <source>A wing rather than a ship: wings have mass 0 and need a carrier (A Billion Suns, Mother&apos;s Wing).</source>
        <translation>Eine Staffel statt eines Schiffs: Staffeln haben Masse 0 und brauchen einen Träger (A Billion Suns, Mother&apos;s Wing).</translation>
    </message>
    <message>
        <source>Utilit&amp;y ship</source>
        <translation>&amp;Versorgungsschiff</translation>
    </message>
    <message>
        <source>A Billion Suns, jump phase: at most S utility ships in play.</source>
        <translation>A Billion Suns, jump phase: höchstens S Versorgungsschiffe im Spiel.</translation>
    </message>
    <message>
        <source>Carrier</source>
        <translation>Träger</translation>
    </message>
    <message>
        <source>Carries wings (A Billion Suns, Mother&apos;s Wing).</source>
        <translation>Trägt Staffeln (A Billion Suns, Mother&apos;s Wing).</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Notes on the class, shown on its card.</source>
        <translation>Anmerkungen zur Klasse, auf ihrer Karte angezeigt.</translation>
    </message>
    <message>
        <source>Class notes:</source>
        <translation>Anmerkungen:</translation>
    </message>
    <message>
        <source>&amp;Primary weapon</source>
        <translation>&amp;Primärwaffe</translation>
    </message>
    <message>
        <source>Au&amp;xiliary weapon</source>
        <translation>Hilfs&amp;waffe</translation>
    </message>
    <message>
        <source>What the class&apos;s mass and silhouette give it in play (A Billion Suns, quick reference).</source>
        <translation>Was Masse und Silhouette der Klasse im Spiel bewirken (A Billion Suns, quick reference).</translation>
    </message>
    <message>
        <source>Rename custom class</source>
        <translation>Eigene Klasse umbenennen</translation>
    </message>
    <message>
        <source>Change class cost</source>
        <translation>Kosten der Klasse ändern</translation>
    </message>
    <message>
        <source>Change class mass</source>
        <translation>Masse der Klasse ändern</translation>
    </message>
    <message>
        <source>Change class thrust</source>
        <translation>Schub der Klasse ändern</translation>
    </message>
    <message>
        <source>Change class silhouette</source>
        <translation>Silhouette der Klasse ändern</translation>
    </message>
    <message>
        <source>Change class shields</source>
        <translation>Schilde der Klasse ändern</translation>
    </message>
    <message>
        <source>Change class kind</source>
        <translation>Art der Klasse ändern</translation>
    </message>
    <message>
        <source>Edit class notes</source>
        <translation>Anmerkungen zur Klasse bearbeiten</translation>
    </message>
    <message>
        <source>Tick when the class has this weapon system.</source>
        <translation>Ankreuzen, wenn die Klasse dieses Waffensystem hat.</translation>
    </message>
    <message>
        <source>The weapon system&apos;s name.</source>
        <translation>Der Name des Waffensystems.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Where the range band starts, in inches: 0 to 60.</source>
        <translation>Wo das Reichweitenband beginnt, in Zoll: 0 bis 60.</translation>
    </message>
    <message>
        <source>Where the range band ends, in inches: 0 to 60, not below the start.</source>
        <translation>Wo das Reichweitenband endet, in Zoll: 0 bis 60, nicht unter dem Beginn.</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>Reichweite:</translation>
    </message>
    <message>
        <source>The number of attack dice: 1 to 20.</source>
        <translation>Die Anzahl der Angriffswürfel: 1 bis 20.</translation>
    </message>
    <message>
        <source>D%1</source>
        <translation>D%1</translation>
    </message>
    <message>
        <source>The die rolled for each attack: D3, D4, D6, D8, D10, D12 or D20.</source>
        <translation>Der Würfel für jeden Angriff: D3, D4, D6, D8, D10, D12 oder D20.</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Würfel:</translation>
    </message>
    <message>
        <source>Damage per unsaved hit: 1 to 10.</source>
        <translation>Schaden je Treffer, der nicht durch Rettungswurf abgewehrt wird: 1 bis 10.</translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation>Schaden:</translation>
    </message>
    <message>
        <source>Stationary targets only</source>
        <translation>Nur stationäre Ziele</translation>
    </message>
    <message>
        <source>The weapon may only target stationary objects, like the Mining Laser.</source>
        <translation>Die Waffe darf nur stationäre Objekte als Ziel wählen, wie der Bergbaulaser.</translation>
    </message>
    <message>
        <source>Add weapon system</source>
        <translation>Waffensystem hinzufügen</translation>
    </message>
    <message>
        <source>Remove weapon system</source>
        <translation>Waffensystem entfernen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> &lt;i&gt;(assumption)&lt;/i&gt;</source>
        <translation> &lt;i&gt;(Annahme)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Derived values:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Abgeleitete Werte:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Change primary weapon</source>
        <translation>Primärwaffe ändern</translation>
    </message>
    <message>
        <source>Change auxiliary weapon</source>
        <translation>Hilfswaffe ändern</translation>
    </message>
    <message>
        <source>%1 is refused: this field takes %2 to %3. %4</source>
        <translation>%1 wird abgelehnt: Dieses Feld nimmt %2 bis %3 an. %4</translation>
    </message>
    <message>
        <source>The id ships name the class by in the fleet file; it is made with the class and does not change.</source>
        <translation>Die ID, unter der Schiffe in der Flottendatei die Klasse nennen; sie entsteht mit der Klasse und ändert sich nicht.</translation>
    </message>
    <message>
        <source>ID:</source>
        <translation>ID:</translation>
    </message>
    <message>
        <source>“%1” is the name of a ship-table class: ships of the two could not be told apart. Give this class a name of its own.</source>
        <translation>„%1“ ist der Name einer Klasse der Schiffstabelle: Schiffe der beiden wären nicht zu unterscheiden. Geben Sie dieser Klasse einen eigenen Namen.</translation>
    </message>
</context>
<context>
    <name>fw::app::BillionSunsRosterEditor</name>
    <message>
        <source>Roster</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>The corporation that requisitions the roster</source>
        <translation>Der Konzern, der die Aufstellung anfordert</translation>
    </message>
    <message>
        <source>A Billion Suns: the corporation whose CEO requisitions these ships.</source>
        <translation>A Billion Suns: der Konzern, dessen CEO diese Schiffe anfordert.</translation>
    </message>
    <message>
        <source>&amp;Corporation:</source>
        <translation>&amp;Konzern:</translation>
    </message>
    <message>
        <source>&amp;Scale (S):</source>
        <translation>&amp;Maßstab (S):</translation>
    </message>
    <message>
        <source>A Billion Suns, scale: each player has S + 3 CMD tokens per round.</source>
        <translation>A Billion Suns, scale: Jeder Spieler hat S + 3 CMD-Marker pro Runde.</translation>
    </message>
    <message>
        <source>CMD tokens per round (S + 3):</source>
        <translation>CMD-Marker pro Runde (S + 3):</translation>
    </message>
    <message>
        <source>A Billion Suns, jump phase: operational limits: at most S utility ships in play.</source>
        <translation>A Billion Suns, jump phase: operational limits: höchstens S Versorgungsschiffe im Spiel.</translation>
    </message>
    <message>
        <source>Utility ships (at most S):</source>
        <translation>Versorgungsschiffe (höchstens S):</translation>
    </message>
    <message>
        <source>A Billion Suns, jump phase: operational limits: the tables the game is played on, at least one. At most tables + 1 jump points.</source>
        <translation>A Billion Suns, jump phase: operational limits: die Spieltische, auf denen gespielt wird, mindestens einer. Höchstens Spieltische + 1 Sprungpunkte.</translation>
    </message>
    <message>
        <source>A Billion Suns, jump phase: operational limits: the jump points the CEO plans to deploy, at most tables + 1.</source>
        <translation>A Billion Suns, jump phase: operational limits: die Sprungpunkte, die der CEO einsetzen will, höchstens Spieltische + 1.</translation>
    </message>
    <message>
        <source>&amp;Jump points:</source>
        <translation>Sp&amp;rungpunkte:</translation>
    </message>
    <message>
        <source>Rename corporation</source>
        <translation>Konzern umbenennen</translation>
    </message>
    <message>
        <source>Change scale</source>
        <translation>Maßstab ändern</translation>
    </message>
    <message>
        <source>Change tables</source>
        <translation>Spieltische ändern</translation>
    </message>
    <message>
        <source>Change jump points</source>
        <translation>Sprungpunkte ändern</translation>
    </message>
    <message>
        <source>Battle&amp;groups</source>
        <translation>Kampfgru&amp;ppen</translation>
    </message>
    <message>
        <source>A Billion Suns, jump phase: ships and wings jump in by battlegroup, at most %1 per battlegroup. Move a ship by picking its battlegroup on the Ship page.</source>
        <translation>A Billion Suns, jump phase: Schiffe und Staffeln springen kampfgruppenweise ein, höchstens %1 pro Kampfgruppe. Ein Schiff verschieben Sie, indem Sie auf der Seite „Schiff“ seine Kampfgruppe wählen.</translation>
    </message>
    <message>
        <source>Double-click a name, or press F2, to rename the battlegroup.</source>
        <translation>Doppelklick auf einen Namen oder F2 benennt die Kampfgruppe um.</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>Hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Add a battlegroup to the roster and name it</source>
        <translation>Der Aufstellung eine Kampfgruppe hinzufügen und sie benennen</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <source>Rename the battlegroup; its ships move with it (F2)</source>
        <translation>Die Kampfgruppe umbenennen; ihre Schiffe bleiben ihr zugeordnet (F2)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Remove the battlegroup; if it has ships, you are asked first</source>
        <translation>Die Kampfgruppe entfernen; hat sie Schiffe, wird vorher nachgefragt</translation>
    </message>
    <message>
        <source>Your notes on the selected battlegroup.</source>
        <translation>Ihre Notizen zur ausgewählten Kampfgruppe.</translation>
    </message>
    <message>
        <source>Notes on the battlegroup:</source>
        <translation>Notizen zur Kampfgruppe:</translation>
    </message>
    <message>
        <source>Remove Battlegroup</source>
        <translation>Kampfgruppe entfernen</translation>
    </message>
    <message>
        <source>Rename Battlegroup</source>
        <translation>Kampfgruppe umbenennen</translation>
    </message>
    <message>
        <source>Add Battlegroup</source>
        <translation>Kampfgruppe hinzufügen</translation>
    </message>
    <message>
        <source>Edit battlegroup notes</source>
        <translation>Notizen zur Kampfgruppe bearbeiten</translation>
    </message>
    <message>
        <source>A Billion Suns, scale: S gives each player S + 3 CMD tokens per round and allows at most S utility ships. The rules options allow %1 to %2; how S is chosen is an assumption.</source>
        <translation>A Billion Suns, scale: S gibt jedem Spieler S + 3 CMD-Marker pro Runde und erlaubt höchstens S Versorgungsschiffe. Die Regeloptionen erlauben %1 bis %2; wie S gewählt wird, ist eine Annahme.</translation>
    </message>
    <message>
        <source>too many: at most %1 (tables + 1)</source>
        <translation>zu viele: höchstens %1 (Spieltische + 1)</translation>
    </message>
    <message>
        <source>at most %1 (tables + 1)</source>
        <translation>höchstens %1 (Spieltische + 1)</translation>
    </message>
    <message>
        <source>A battlegroup needs a name; it keeps “%1”.</source>
        <translation>Eine Kampfgruppe braucht einen Namen; sie behält „%1“.</translation>
    </message>
    <message>
        <source>Another battlegroup is already called “%1”; this one keeps “%2”. To move ships, pick their battlegroup on the Ship page.</source>
        <translation>Eine andere Kampfgruppe heißt bereits „%1“; diese behält „%2“. Um Schiffe zu verschieben, wählen Sie ihre Kampfgruppe auf der Seite „Schiff“.</translation>
    </message>
    <message>
        <source>Rename battlegroup</source>
        <translation>Kampfgruppe umbenennen</translation>
    </message>
    <message numerus="yes">
        <source>The battlegroup “%1” has %n ship(s) or wing(s).</source>
        <translation>
            <numerusform>Die Kampfgruppe „%1“ hat %n Schiff oder Staffel.</numerusform>
            <numerusform>Die Kampfgruppe „%1“ hat %n Schiffe oder Staffeln.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove them together with the battlegroup? To keep them, cancel and move them to another battlegroup on the Ship page first.</source>
        <translation>Zusammen mit der Kampfgruppe entfernen? Um sie zu behalten, brechen Sie ab und verschieben Sie sie zuerst auf der Seite „Schiff“ in eine andere Kampfgruppe.</translation>
    </message>
    <message>
        <source>Remove Battlegroup and Ships</source>
        <translation>Kampfgruppe und Schiffe entfernen</translation>
    </message>
    <message>
        <source>Remove battlegroup</source>
        <translation>Kampfgruppe entfernen</translation>
    </message>
    <message>
        <source>Remove ship</source>
        <translation>Schiff entfernen</translation>
    </message>
    <message>
        <source>Tab&amp;les:</source>
        <translation>Spiel&amp;tische:</translation>
    </message>
    <message>
        <source>Name of the new battlegroup:</source>
        <translation>Name der neuen Kampfgruppe:</translation>
    </message>
    <message>
        <source>A battlegroup needs a name; none was added.</source>
        <translation>Eine Kampfgruppe braucht einen Namen; es wurde keine hinzugefügt.</translation>
    </message>
    <message>
        <source>There is already a battlegroup called “%1”; none was added.</source>
        <translation>Es gibt bereits eine Kampfgruppe namens „%1“; es wurde keine hinzugefügt.</translation>
    </message>
    <message>
        <source>Add battlegroup “%1”</source>
        <translation>Kampfgruppe „%1“ hinzufügen</translation>
    </message>
</context>
<context>
    <name>fw::app::BillionSunsShipEditor</name>
    <message>
        <source>Ship or wing</source>
        <translation>Schiff oder Staffel</translation>
    </message>
    <message>
        <source>The name of the ship or wing, as the roster lists it.</source>
        <translation>Der Name des Schiffs oder der Staffel, wie er in der Aufstellung steht.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>A Billion Suns, ship table: the class of the ship or wing, from the ship table or the roster&apos;s custom classes. Its card is beside.</source>
        <translation>A Billion Suns, ship table: die Klasse des Schiffs oder der Staffel, aus der Schiffstabelle oder den eigenen Klassen der Aufstellung. Ihre Karte steht daneben.</translation>
    </message>
    <message>
        <source>&amp;Class:</source>
        <translation>&amp;Klasse:</translation>
    </message>
    <message>
        <source>A Billion Suns, jump phase: ships and wings jump in by battlegroup, at most %1 per battlegroup. Pick another battlegroup to move the ship there.</source>
        <translation>A Billion Suns, jump phase: Schiffe und Staffeln springen kampfgruppenweise ein, höchstens %1 pro Kampfgruppe. Wählen Sie eine andere Kampfgruppe, um das Schiff dorthin zu verschieben.</translation>
    </message>
    <message>
        <source>&amp;Battlegroup:</source>
        <translation>Kampf&amp;gruppe:</translation>
    </message>
    <message>
        <source>Your notes on the ship or wing; the game does not use them.</source>
        <translation>Ihre Notizen zum Schiff oder zur Staffel; das Spiel verwendet sie nicht.</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <source>Rename ship</source>
        <translation>Schiff umbenennen</translation>
    </message>
    <message>
        <source>Edit ship notes</source>
        <translation>Notizen zum Schiff bearbeiten</translation>
    </message>
    <message>
        <source>(no class)</source>
        <translation>(keine Klasse)</translation>
    </message>
    <message>
        <source>Unknown: %1</source>
        <translation>Unbekannt: %1</translation>
    </message>
    <message>
        <source>Not a class of the ship table or of the roster: pick one.</source>
        <translation>Keine Klasse der Schiffstabelle oder der Aufstellung: Wählen Sie eine.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (custom, %2)</source>
        <translation>%1 (eigene, %2)</translation>
    </message>
    <message>
        <source>A custom class of this roster (id “%1”).</source>
        <translation>Eine eigene Klasse dieser Aufstellung (ID „%1“).</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Not one of the roster&apos;s battlegroups: pick one, or make a new one.</source>
        <translation>Keine Kampfgruppe der Aufstellung: Wählen Sie eine oder legen Sie eine neue an.</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <source>New battlegroup…</source>
        <translation>Neue Kampfgruppe…</translation>
    </message>
    <message>
        <source>Make a new battlegroup and move the ship into it.</source>
        <translation>Eine neue Kampfgruppe anlegen und das Schiff dorthin verschieben.</translation>
    </message>
    <message>
        <source>The roster has no battlegroup of this name (A Billion Suns, jump phase).</source>
        <translation>Die Aufstellung hat keine Kampfgruppe dieses Namens (A Billion Suns, jump phase).</translation>
    </message>
    <message>
        <source>%1 ships or wings: too many. A Billion Suns, jump phase: at most %2 per battlegroup.</source>
        <translation>%1 Schiffe oder Staffeln: zu viele. A Billion Suns, jump phase: höchstens %2 pro Kampfgruppe.</translation>
    </message>
    <message>
        <source>Change ship class</source>
        <translation>Schiffsklasse ändern</translation>
    </message>
    <message>
        <source>Move ship to another battlegroup</source>
        <translation>Schiff in andere Kampfgruppe verschieben</translation>
    </message>
    <message>
        <source>New Battlegroup</source>
        <translation>Neue Kampfgruppe</translation>
    </message>
    <message>
        <source>Name of the new battlegroup for %1:</source>
        <translation>Name der neuen Kampfgruppe für %1:</translation>
    </message>
    <message>
        <source>Move ship to a new battlegroup</source>
        <translation>Schiff in neue Kampfgruppe verschieben</translation>
    </message>
    <message>
        <source>Add battlegroup</source>
        <translation>Kampfgruppe hinzufügen</translation>
    </message>
</context>
<context>
    <name>fw::app::BreakdownDialog</name>
    <message>
        <source>Item</source>
        <translation>Posten</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>%1 *</source>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Depends on the rules option %1</source>
        <translation>Hängt von der Regeloption %1 ab</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>* depends on a rules option that stands in for a rule the sources lack.</source>
        <translation>* hängt von einer Regeloption ab, die eine in den Quellen fehlende Regel ersetzt.</translation>
    </message>
</context>
<context>
    <name>fw::app::CellTable</name>
    <message>
        <source>Change %1</source>
        <comment>an undo step: a field of a table</comment>
        <translation>%1 ändern</translation>
    </message>
</context>
<context>
    <name>fw::app::DesignEditor</name>
    <message>
        <source>&amp;ID:</source>
        <translation>&amp;ID:</translation>
    </message>
</context>
<context>
    <name>fw::app::DesignListModel</name>
    <message>
        <source>(unnamed)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (id “%2”): %n ship(s) of the fleet use it.</source>
        <translation>
            <numerusform>%1 (ID „%2“): %n Schiff der Flotte verwendet ihn.</numerusform>
            <numerusform>%1 (ID „%2“): %n Schiffe der Flotte verwenden ihn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Schiffe</translation>
    </message>
</context>
<context>
    <name>fw::app::DistributionChart</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
</context>
<context>
    <name>fw::app::EasyStarAdvantageBox</name>
    <message>
        <source>Flagship advantage</source>
        <translation>Flaggschiffvorteil</translation>
    </message>
    <message>
        <source>Only the flagship rolls an advantage: clear the roll, or make this ship the flagship.</source>
        <translation>Nur das Flaggschiff würfelt einen Vorteil aus: Entfernen Sie den Wurf oder machen Sie dieses Schiff zum Flaggschiff.</translation>
    </message>
    <message>
        <source>Not rolled</source>
        <translation>Nicht gewürfelt</translation>
    </message>
    <message>
        <source>EasyStar §V.F: roll 2d6 once for the flagship on the Flagship Advantage Table. What it grants costs no build points, takes no weapon spaces and may break mount limits.</source>
        <translation>EasyStar §V.F: Für das Flaggschiff einmal 2d6 auf der Tabelle der Flaggschiffvorteile würfeln. Was der Wurf gewährt, kostet keine Baupunkte, belegt keine Waffenplätze und darf die Lafettierungsgrenzen überschreiten.</translation>
    </message>
    <message>
        <source>&amp;Dice roll (2d6):</source>
        <translation>&amp;Würfelwurf (2d6):</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>EasyStar §V.F: on a 12, roll twice more and apply both; reroll duplicates and 12s</source>
        <translation>EasyStar §V.F: Bei einer 12 noch zweimal würfeln und beide Ergebnisse anwenden; doppelte Ergebnisse und 12er neu würfeln</translation>
    </message>
    <message>
        <source>Change flagship advantage</source>
        <translation>Flaggschiffvorteil ändern</translation>
    </message>
    <message>
        <source>EasyStar §V.F, Flagship Advantage Table, roll %1</source>
        <translation>EasyStar §V.F, Flagship Advantage Table, Wurf %1</translation>
    </message>
    <message>
        <source>Not taken</source>
        <translation>Nicht genommen</translation>
    </message>
    <message>
        <source>%1: a free device, with no cost and no weapon space. A ship carries one of each device (EasyStar §V.D).</source>
        <translation>%1: ein freies Gerät, ohne Kosten und ohne Waffenplatz. Ein Schiff trägt jedes Gerät nur einmal (EasyStar §V.D).</translation>
    </message>
    <message>
        <source>Free device:</source>
        <translation>Freies Gerät:</translation>
    </message>
    <message>
        <source>%1 weapon</source>
        <translation>Waffe (%1)</translation>
    </message>
    <message>
        <source>%1, range %2</source>
        <translation>%1, Reichweite %2</translation>
    </message>
    <message>
        <source>%1: a free weapon, with no cost and no weapon space, exempt from the mount limits.</source>
        <translation>%1: eine freie Waffe, ohne Kosten und ohne Waffenplatz, ausgenommen von den Lafettierungsgrenzen.</translation>
    </message>
    <message>
        <source>The weapon type the advantage grants</source>
        <translation>Der Waffentyp, den der Vorteil gewährt</translation>
    </message>
    <message>
        <source>damage </source>
        <translation>Schaden </translation>
    </message>
    <message>
        <source>%1: damage units may be bought for this weapon, 5 BP and one weapon space each (EasyStar §V.A)</source>
        <translation>%1: Für diese Waffe dürfen Schadenseinheiten gekauft werden, je 5 BP und ein Waffenplatz (EasyStar §V.A)</translation>
    </message>
    <message>
        <source>Free weapon:</source>
        <translation>Freie Waffe:</translation>
    </message>
    <message>
        <source>interceptors</source>
        <translation>Abfangjäger</translation>
    </message>
    <message>
        <source>attack craft</source>
        <translation>Angriffsboote</translation>
    </message>
    <message>
        <source>%1: free interceptor squadrons; they need places in the fighter bays</source>
        <translation>%1: freie Abfangjägerstaffeln; sie brauchen Plätze in den Jägerhangars</translation>
    </message>
    <message>
        <source>%1: free attack-craft squadrons; they need places in the fighter bays</source>
        <translation>%1: freie Angriffsbootstaffeln; sie brauchen Plätze in den Jägerhangars</translation>
    </message>
    <message>
        <source>Free fighters:</source>
        <translation>Freie Jäger:</translation>
    </message>
    <message>
        <source>%1: free range/damage units on the flagship&apos;s weapons. Assign them in the columns “Free range” and “Free damage” of the weapons table; they cost nothing, take no space and do not count against the mount maximum.</source>
        <translation>%1: freie Reichweiten-/Schadenseinheiten für die Waffen des Flaggschiffs. Verteilen Sie sie in den Spalten „Freie Reichweite“ und „Freier Schaden“ der Waffentabelle; sie kosten nichts, belegen keinen Platz und zählen nicht gegen das Lafettierungsmaximum.</translation>
    </message>
    <message>
        <source>Free units:</source>
        <translation>Freie Einheiten:</translation>
    </message>
    <message>
        <source>%1: free damage-control counters, usable only on the flagship; they do not count against the 3 a player may buy.</source>
        <translation>%1: freie Schadenskontroll-Spielmarken, nur auf dem Flaggschiff einsetzbar; sie zählen nicht gegen die 3, die ein Spieler kaufen darf.</translation>
    </message>
    <message>
        <source>Free damage control:</source>
        <translation>Freie Schadenskontrolle:</translation>
    </message>
    <message>
        <source>%1 (reroll it)</source>
        <translation>%1 (neu würfeln)</translation>
    </message>
    <message>
        <source>Roll 2d6 once for the flagship and record the result (EasyStar §V.F). What it grants is free: no build points, no weapon spaces, and mount limits do not apply.</source>
        <translation>Würfeln Sie für das Flaggschiff einmal 2d6 und tragen Sie das Ergebnis ein (EasyStar §V.F). Was der Wurf gewährt, ist kostenlos: keine Baupunkte, keine Waffenplätze, und die Lafettierungsgrenzen gelten nicht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1:&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>%1 of %2 assigned in the weapons table</source>
        <translation>%1 von %2 in der Waffentabelle verteilt</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>T&amp;wo more rolls:</source>
        <translation>&amp;Zwei weitere Würfe:</translation>
    </message>
    <message>
        <source>free units</source>
        <translation>freie Einheiten</translation>
    </message>
    <message>
        <source>granted items</source>
        <translation>gewährte Bauteile</translation>
    </message>
    <message>
        <source>Changed with the roll: %1 (EasyStar §V.F: the roll grants them).</source>
        <translation>Mit dem Wurf mitgeändert: %1 (EasyStar §V.F: Der Wurf gewährt sie).</translation>
    </message>
</context>
<context>
    <name>fw::app::EasyStarFleetEditor</name>
    <message>
        <source>EasyStar</source>
        <translation>EasyStar</translation>
    </message>
    <message>
        <source>EasyStar §V.D: damage-control counters are bought for the fleet, %1 BP each; a player may buy at most %2.</source>
        <translation>EasyStar §V.D: Schadenskontroll-Spielmarken werden für die Flotte gekauft, je %1 BP; ein Spieler darf höchstens %2 kaufen.</translation>
    </message>
    <message>
        <source>&amp;Damage control:</source>
        <translation>Schadens&amp;kontrolle:</translation>
    </message>
    <message>
        <source>None (a plain battle)</source>
        <translation>Keines (einfache Schlacht)</translation>
    </message>
    <message>
        <source>EasyStar Appendix B: a scenario sets the budget and what each side may buy; validation checks the fleet against it.</source>
        <translation>EasyStar Appendix B: Ein Szenario legt das Budget fest und was jede Seite kaufen darf; die Prüfung misst die Flotte daran.</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>Which side of the scenario this fleet plays (EasyStar Appendix B)</source>
        <translation>Welche Seite des Szenarios diese Flotte spielt (EasyStar Appendix B)</translation>
    </message>
    <message>
        <source>&amp;as</source>
        <translation>a&amp;ls</translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation>S&amp;zenario:</translation>
    </message>
    <message>
        <source>Change damage control</source>
        <translation>Schadenskontrolle ändern</translation>
    </message>
    <message>
        <source>Change scenario</source>
        <translation>Szenario ändern</translation>
    </message>
    <message>
        <source>Change scenario player</source>
        <translation>Spieler im Szenario ändern</translation>
    </message>
    <message>
        <source>%1 BP each, at most %2</source>
        <translation>je %1 BP, höchstens %2</translation>
    </message>
</context>
<context>
    <name>fw::app::EasyStarShipEditor</name>
    <message>
        <source>Hull</source>
        <translation>Rumpf</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>special</source>
        <translation>speziell</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 BP, damage %3, speed %4, weapon spaces %5, %n dorsal mount(s) (EasyStar §IV, Ship Type Table)</source>
        <translation>
            <numerusform>%1: %2 BP, Schaden %3, Geschwindigkeit %4, Waffenplätze %5, %n dorsale Lafette (EasyStar §IV, Ship Type Table)</numerusform>
            <numerusform>%1: %2 BP, Schaden %3, Geschwindigkeit %4, Waffenplätze %5, %n dorsale Lafetten (EasyStar §IV, Ship Type Table)</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Class:</source>
        <translation>&amp;Klasse:</translation>
    </message>
    <message>
        <source>&amp;Speed traded:</source>
        <translation>Eingetauschte &amp;Geschw.:</translation>
    </message>
    <message>
        <source>Devices:</source>
        <translation>Geräte:</translation>
    </message>
    <message>
        <source>F&amp;lagship of the fleet</source>
        <translation>Flaggsch&amp;iff der Flotte</translation>
    </message>
    <message>
        <source>EasyStar §V.F: each player chooses one flagship, which rolls on the Flagship Advantage Table</source>
        <translation>EasyStar §V.F: Jeder Spieler wählt ein Flaggschiff, das auf der Tabelle der Flaggschiffvorteile würfelt</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Kommando:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <source>Rename ship</source>
        <translation>Schiff umbenennen</translation>
    </message>
    <message>
        <source>Change class</source>
        <translation>Klasse ändern</translation>
    </message>
    <message>
        <source>Change speed traded</source>
        <translation>Eingetauschte Geschwindigkeit ändern</translation>
    </message>
    <message>
        <source>Add engine</source>
        <translation>Triebwerk hinzufügen</translation>
    </message>
    <message>
        <source>Remove engine</source>
        <translation>Triebwerk entfernen</translation>
    </message>
    <message>
        <source>Add gun mount</source>
        <translation>Geschützlafette hinzufügen</translation>
    </message>
    <message>
        <source>Remove gun mount</source>
        <translation>Geschützlafette entfernen</translation>
    </message>
    <message>
        <source>Make flagship</source>
        <translation>Zum Flaggschiff machen</translation>
    </message>
    <message>
        <source>No longer flagship</source>
        <translation>Nicht mehr Flaggschiff</translation>
    </message>
    <message>
        <source>Edit ship notes</source>
        <translation>Notizen zum Schiff bearbeiten</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Weapon spaces (W):</source>
        <translation>Waffenplätze (W):</translation>
    </message>
    <message>
        <source>The class&apos;s weapon spaces, with the gun mount and the speed traded (EasyStar §V.D, §VI.A)</source>
        <translation>Die Waffenplätze der Klasse, mit Geschützlafette und eingetauschter Geschwindigkeit (EasyStar §V.D, §VI.A)</translation>
    </message>
    <message>
        <source>Damage capacity (D):</source>
        <translation>Schadenskapazität (D):</translation>
    </message>
    <message>
        <source>Hits the ship can take; a gun mount adds 1 (EasyStar §IV, §V.D)</source>
        <translation>Treffer, die das Schiff einstecken kann; eine Geschützlafette bringt 1 mehr (EasyStar §IV, §V.D)</translation>
    </message>
    <message>
        <source>Speed (S):</source>
        <translation>Geschwindigkeit (S):</translation>
    </message>
    <message>
        <source>Maximum speed: the class&apos;s, less the speed traded, plus 1 for an engine (EasyStar §IV, §V.D, §VI.A)</source>
        <translation>Höchstgeschwindigkeit: die der Klasse, abzüglich der eingetauschten Geschwindigkeit, plus 1 für ein Triebwerk (EasyStar §IV, §V.D, §VI.A)</translation>
    </message>
    <message>
        <source>Cost:</source>
        <translation>Kosten:</translation>
    </message>
    <message>
        <source>Everything on the ship, fighters included (EasyStar §IV, §V)</source>
        <translation>Alles auf dem Schiff, Jäger eingeschlossen (EasyStar §IV, §V)</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Weapons, auxiliaries and fighter bays share the weapon spaces (EasyStar §V.A, §V.D)</source>
        <translation>Waffen, Zusatzgeräte und Jägerhangars teilen sich die Waffenplätze (EasyStar §V.A, §V.D)</translation>
    </message>
    <message>
        <source>&amp;Add weapon</source>
        <translation>Waffe hinz&amp;ufügen</translation>
    </message>
    <message>
        <source>&amp;Remove weapon</source>
        <translation>Waffe ent&amp;fernen</translation>
    </message>
    <message>
        <source>Remove weapon</source>
        <translation>Waffe entfernen</translation>
    </message>
    <message>
        <source>Auxiliaries and fighters</source>
        <translation>Zusatzgeräte und Jäger</translation>
    </message>
    <message>
        <source>%1 (%2 BP)</source>
        <translation>%1 (%2 BP)</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message numerus="yes">
        <source>EasyStar §V.D: a fighter bay costs %1 BP and takes %n weapon space(s); it holds %2 fighter squadrons.</source>
        <translation>
            <numerusform>EasyStar §V.D: Ein Jägerhangar kostet %1 BP und belegt %n Waffenplatz; er fasst %2 Jägerstaffeln.</numerusform>
            <numerusform>EasyStar §V.D: Ein Jägerhangar kostet %1 BP und belegt %n Waffenplätze; er fasst %2 Jägerstaffeln.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fighter &amp;bays:</source>
        <translation>Jägerhangar&amp;s:</translation>
    </message>
    <message>
        <source>%1 BP each, %2 fighters per bay</source>
        <translation>je %1 BP, %2 Jäger pro Hangar</translation>
    </message>
    <message>
        <source>EasyStar §V.E: %1, %2 BP each; each needs a place in a fighter bay, and a player has %3 of these counters.</source>
        <translation>EasyStar §V.E: %1, je %2 BP; jede braucht einen Platz in einem Jägerhangar, und ein Spieler hat %3 dieser Spielmarken.</translation>
    </message>
    <message>
        <source>%1 BP each</source>
        <translation>je %1 BP</translation>
    </message>
    <message>
        <source>&amp;Interceptors:</source>
        <translation>Abfang&amp;jäger:</translation>
    </message>
    <message>
        <source>Attac&amp;k craft:</source>
        <translation>Ang&amp;riffsboote:</translation>
    </message>
    <message>
        <source>Change fighter bays</source>
        <translation>Jägerhangars ändern</translation>
    </message>
    <message>
        <source>Change interceptors</source>
        <translation>Abfangjäger ändern</translation>
    </message>
    <message>
        <source>Change attack craft</source>
        <translation>Angriffsboote ändern</translation>
    </message>
    <message>
        <source>%1 BP · D %2 · S %3 · W %4 · %5 dorsal</source>
        <translation>%1 BP · D %2 · S %3 · W %4 · %5 dorsal</translation>
    </message>
    <message>
        <source>Needs the rules option “%1” (EasyStar §IV)</source>
        <translation>Erfordert die Regeloption „%1“ (EasyStar §IV)</translation>
    </message>
    <message>
        <source>of %1; +%2 W per point</source>
        <translation>von %1; +%2 W je Punkt</translation>
    </message>
    <message>
        <source>EasyStar §VI.A: speed given up for weapon spaces, one ship number (%1) per point; at %2 the ship is a motionless station</source>
        <translation>EasyStar §VI.A: gegen Waffenplätze eingetauschte Geschwindigkeit, eine Schiffszahl (%1) je Punkt; bei %2 ist das Schiff eine unbewegliche Station</translation>
    </message>
    <message>
        <source>EasyStar §V.D: an engine would raise a %1&apos;s speed to %2; no ship may exceed speed %3.</source>
        <translation>EasyStar §V.D: Ein Triebwerk würde die Geschwindigkeit eines Schiffs der Klasse %1 auf %2 erhöhen; kein Schiff darf Geschwindigkeit %3 überschreiten.</translation>
    </message>
    <message>
        <source>EasyStar §V.D: a ship that traded speed for weapon spaces cannot use an engine.</source>
        <translation>EasyStar §V.D: Ein Schiff, das Geschwindigkeit gegen Waffenplätze eingetauscht hat, kann kein Triebwerk nutzen.</translation>
    </message>
    <message>
        <source>The flagship advantage already gives this ship a free engine; a ship carries one (EasyStar §V.D).</source>
        <translation>Der Flaggschiffvorteil gibt diesem Schiff bereits ein kostenloses Triebwerk; ein Schiff trägt nur eines (EasyStar §V.D).</translation>
    </message>
    <message>
        <source>En&amp;gine (%1 BP)</source>
        <translation>&amp;Triebwerk (%1 BP)</translation>
    </message>
    <message>
        <source>EasyStar §V.D: an engine adds %1 to the ship&apos;s speed; no weapon space</source>
        <translation>EasyStar §V.D: Ein Triebwerk erhöht die Geschwindigkeit des Schiffs um %1; ohne Waffenplatz</translation>
    </message>
    <message>
        <source>EasyStar §V.D: a %1 cannot use a gun mount.</source>
        <translation>EasyStar §V.D: Schiffe der Klasse %1 können keine Geschützlafette nutzen.</translation>
    </message>
    <message>
        <source>The flagship advantage already gives this ship a free gun mount; a ship carries one (EasyStar §V.D).</source>
        <translation>Der Flaggschiffvorteil gibt diesem Schiff bereits eine kostenlose Geschützlafette; ein Schiff trägt nur eine (EasyStar §V.D).</translation>
    </message>
    <message>
        <source>Gun &amp;mount (%1 BP)</source>
        <translation>Geschütz&amp;lafette (%1 BP)</translation>
    </message>
    <message>
        <source>EasyStar §V.D: %1 more weapon spaces (the ship number) and %2 more damage capacity; %3 BP × ship number</source>
        <translation>EasyStar §V.D: %1 Waffenplätze mehr (die Schiffszahl) und %2 mehr Schadenskapazität; %3 BP × Schiffszahl</translation>
    </message>
    <message>
        <source>Spaces: %1 used, no cap</source>
        <translation>Plätze: %1 belegt, unbegrenzt</translation>
    </message>
    <message>
        <source>Spaces: %1 of %2 used, %3 free</source>
        <translation>Plätze: %1 von %2 belegt, %3 frei</translation>
    </message>
    <message>
        <source>Spaces: %1 of %2 used, %3 over</source>
        <translation>Plätze: %1 von %2 belegt, %3 zu viel</translation>
    </message>
    <message numerus="yes">
        <source>EasyStar §V.D, Auxiliaries Table: %1 BP and %n weapon space(s). A ship carries at most one of each device.</source>
        <translation>
            <numerusform>EasyStar §V.D, Auxiliaries Table: %1 BP und %n Waffenplatz. Ein Schiff trägt jedes Gerät höchstens einmal.</numerusform>
            <numerusform>EasyStar §V.D, Auxiliaries Table: %1 BP und %n Waffenplätze. Ein Schiff trägt jedes Gerät höchstens einmal.</numerusform>
        </translation>
    </message>
    <message>
        <source>The flagship advantage gives this ship a free %1.</source>
        <translation>Der Flaggschiffvorteil gewährt diesem Schiff kostenlos: %1.</translation>
    </message>
    <message>
        <source>No fighter bays</source>
        <translation>Keine Jägerhangars</translation>
    </message>
    <message>
        <source>%1 fighters in bays for %2</source>
        <translation>%1 Jäger in Hangars mit Platz für %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>%1 &amp;nbsp; &lt;a href=&quot;explain&quot;&gt;Explain…&lt;/a&gt;</source>
        <translation>%1 &amp;nbsp; &lt;a href=&quot;explain&quot;&gt;Erklären…&lt;/a&gt;</translation>
    </message>
    <message>
        <source>(assumption)</source>
        <translation>(Annahme)</translation>
    </message>
    <message>
        <source>Depends on the rules option “%1”, which stands in for a rule the sources lack. Change it on the Fleet page.</source>
        <translation>Hängt von der Regeloption „%1“ ab, die eine in den Quellen fehlende Regel ersetzt. Ändern lässt sie sich auf der Seite „Flotte“.</translation>
    </message>
    <message>
        <source>A ship trades at most its speed for weapon spaces: %1 here (EasyStar §VI.A).</source>
        <translation>Ein Schiff tauscht höchstens seine Geschwindigkeit gegen Waffenplätze ein: hier %1 (EasyStar §VI.A).</translation>
    </message>
    <message>
        <source>The fighter bays have room for %1 of these squadrons: buy another bay for more (EasyStar §V.D, §V.E).</source>
        <translation>Die Jägerhangars haben Platz für %1 dieser Staffeln: Für mehr kaufen Sie einen weiteren Hangar (EasyStar §V.D, §V.E).</translation>
    </message>
</context>
<context>
    <name>fw::app::EasyStarWeaponsModel</name>
    <message numerus="yes">
        <source>%1 BP, %n weapon space(s); range %2, damage %3</source>
        <translation>
            <numerusform>%1 BP, %n Waffenplatz; Reichweite %2, Schaden %3</numerusform>
            <numerusform>%1 BP, %n Waffenplätze; Reichweite %2, Schaden %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (not allowed on this hull)</source>
        <translation>%1 (auf diesem Rumpf nicht erlaubt)</translation>
    </message>
    <message>
        <source>EasyStar §V.C: the special weapons only on cruisers and larger</source>
        <translation>EasyStar §V.C: die Spezialwaffen nur auf Kreuzern und größeren Schiffen</translation>
    </message>
    <message>
        <source>EasyStar §V.B: %1 maximum %2</source>
        <translation>EasyStar §V.B: %1, Maximum %2</translation>
    </message>
    <message>
        <source>%1 (not allowed for this weapon)</source>
        <translation>%1 (für diese Waffe nicht erlaubt)</translation>
    </message>
    <message>
        <source>EasyStar §V.C: the centerline blaster is axial only; the bi-directional missile and the torpedo bank are ventral only</source>
        <translation>EasyStar §V.C: der Zentralblaster nur axial; die Zwei-Wege-Rakete und die Torpedobatterie nur ventral</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 BP, %n weapon space(s) (EasyStar §V.C, Weapons Table)</source>
        <translation>
            <numerusform>%1: %2 BP, %n Waffenplatz (EasyStar §V.C, Weapons Table)</numerusform>
            <numerusform>%1: %2 BP, %n Waffenplätze (EasyStar §V.C, Weapons Table)</numerusform>
        </translation>
    </message>
    <message>
        <source>EasyStar §V.C: a %1 takes no range or damage units</source>
        <translation>EasyStar §V.C: %1: keine Reichweiten- oder Schadenseinheiten möglich</translation>
    </message>
    <message>
        <source>Bought value: 5 BP per unit above 1; at most %1 on a %2 mount (EasyStar §V.A, §V.B)</source>
        <translation>Gekaufter Wert: 5 BP je Einheit über 1; höchstens %1, wenn %2 lafettiert (EasyStar §V.A, §V.B)</translation>
    </message>
    <message>
        <source>Units the flagship advantage grants free: %1 of %2 assigned on this ship (EasyStar §V.F)</source>
        <translation>Vom Flaggschiffvorteil kostenlos gewährte Einheiten: %1 von %2 auf diesem Schiff verteilt (EasyStar §V.F)</translation>
    </message>
    <message>
        <source>Range in play, with the %1&apos;s built-in +%2 (EasyStar §V.C)</source>
        <translation>Reichweite im Spiel, mit dem eingebauten +%2 von %1 (EasyStar §V.C)</translation>
    </message>
    <message>
        <source>Range in play</source>
        <translation>Reichweite im Spiel</translation>
    </message>
    <message>
        <source>Damage in play, with the %1&apos;s built-in +%2 (EasyStar §V.C)</source>
        <translation>Schaden im Spiel, mit dem eingebauten +%2 von %1 (EasyStar §V.C)</translation>
    </message>
    <message>
        <source>Damage in play</source>
        <translation>Schaden im Spiel</translation>
    </message>
    <message>
        <source>d6 roll needed to hit, with the targeting pod&apos;s +1 (EasyStar §V.C, §V.D)</source>
        <translation>Benötigter d6-Wurf für einen Treffer, mit dem +1 der Zielerfassungskapsel (EasyStar §V.C, §V.D)</translation>
    </message>
    <message>
        <source>d6 roll needed to hit (EasyStar §V.C)</source>
        <translation>Benötigter d6-Wurf für einen Treffer (EasyStar §V.C)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Mount</source>
        <translation>Lafette</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichw.</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Free
range</source>
        <translation>Freie
Reichw.</translation>
    </message>
    <message>
        <source>Free
damage</source>
        <translation>Freier
Schaden</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Actual
range</source>
        <translation>Reichw.
im Spiel</translation>
    </message>
    <message>
        <source>Actual
damage</source>
        <translation>Schaden
im Spiel</translation>
    </message>
    <message>
        <source>Hit
ship</source>
        <translation>Treffer
Schiff</translation>
    </message>
    <message>
        <source>Hit
fighter</source>
        <translation>Treffer
Jäger</translation>
    </message>
    <message>
        <source>Hit
missile</source>
        <translation>Treffer
Rakete</translation>
    </message>
    <message>
        <source>Weapon type (EasyStar §V.C, Weapons Table). The centerline blaster, the bi-directional missile and the torpedo bank only on cruisers and larger.</source>
        <translation>Waffentyp (EasyStar §V.C, Weapons Table). Zentralblaster, Zwei-Wege-Rakete und Torpedobatterie nur auf Kreuzern und größeren Schiffen.</translation>
    </message>
    <message>
        <source>Where the weapon is mounted (EasyStar §V.B): axial (front arc, maximum 5), ventral (sides, maximum 4, one more space) or dorsal (all round, maximum 3; as many as the class&apos;s dorsal mounts).</source>
        <translation>Wie die Waffe lafettiert ist (EasyStar §V.B): axial (Frontbogen, Maximum 5), ventral (Seiten, Maximum 4, ein Platz mehr) oder dorsal (rundum, Maximum 3; so viele, wie die Klasse dorsale Lafetten hat).</translation>
    </message>
    <message>
        <source>The bought range: 5 BP per unit above 1; range 2 and 4 take a weapon space each (EasyStar §V.A). The torpedo&apos;s built-in +1 is not included.</source>
        <translation>Die gekaufte Reichweite: 5 BP je Einheit über 1; Reichweite 2 und 4 belegen je einen Waffenplatz (EasyStar §V.A). Das eingebaute +1 des Torpedos ist nicht enthalten.</translation>
    </message>
    <message>
        <source>The bought damage: 5 BP and one weapon space per unit above 1 (EasyStar §V.A). The missile&apos;s built-in +1 is not included.</source>
        <translation>Der gekaufte Schaden: 5 BP und ein Waffenplatz je Einheit über 1 (EasyStar §V.A). Das eingebaute +1 der Rakete ist nicht enthalten.</translation>
    </message>
    <message>
        <source>Range/damage units granted free by the flagship advantage (EasyStar §V.F, rolls 5 and 11): they cost nothing, take no space and do not count against the mount maximum.</source>
        <translation>Vom Flaggschiffvorteil kostenlos gewährte Reichweiten-/Schadenseinheiten (EasyStar §V.F, Würfe 5 und 11): Sie kosten nichts, belegen keinen Platz und zählen nicht gegen das Lafettierungsmaximum.</translation>
    </message>
    <message>
        <source>Weapon spaces the weapon takes, with its units (EasyStar §V.A, §V.B)</source>
        <translation>Waffenplätze, die die Waffe samt ihren Einheiten belegt (EasyStar §V.A, §V.B)</translation>
    </message>
    <message>
        <source>Build points the weapon costs, with its units (EasyStar §V.A, §V.C)</source>
        <translation>Baupunkte, die die Waffe samt ihren Einheiten kostet (EasyStar §V.A, §V.C)</translation>
    </message>
    <message>
        <source>Range in play: the torpedo adds 1 (EasyStar §V.C)</source>
        <translation>Reichweite im Spiel: Der Torpedo bringt 1 mehr (EasyStar §V.C)</translation>
    </message>
    <message>
        <source>Damage in play: the missile adds 1 (EasyStar §V.C)</source>
        <translation>Schaden im Spiel: Die Rakete bringt 1 mehr (EasyStar §V.C)</translation>
    </message>
    <message>
        <source>d6 roll needed to hit a ship (EasyStar §V.C); a targeting pod improves it by 1</source>
        <translation>Benötigter d6-Wurf, um ein Schiff zu treffen (EasyStar §V.C); eine Zielerfassungskapsel verbessert ihn um 1</translation>
    </message>
    <message>
        <source>d6 roll needed to hit a fighter squadron (EasyStar §V.C)</source>
        <translation>Benötigter d6-Wurf, um eine Jägerstaffel zu treffen (EasyStar §V.C)</translation>
    </message>
    <message>
        <source>d6 roll needed to hit a missile (EasyStar §V.C)</source>
        <translation>Benötigter d6-Wurf, um eine Rakete zu treffen (EasyStar §V.C)</translation>
    </message>
    <message>
        <source>Change weapon range</source>
        <translation>Waffenreichweite ändern</translation>
    </message>
    <message>
        <source>Change weapon damage</source>
        <translation>Waffenschaden ändern</translation>
    </message>
    <message>
        <source>Change free units</source>
        <translation>Freie Einheiten ändern</translation>
    </message>
    <message>
        <source>Add weapon</source>
        <translation>Waffe hinzufügen</translation>
    </message>
    <message>
        <source>Remove weapon</source>
        <translation>Waffe entfernen</translation>
    </message>
    <message>
        <source>Weapon type → %1</source>
        <translation>Waffentyp → %1</translation>
    </message>
    <message>
        <source>Mount → %1</source>
        <translation>Lafette → %1</translation>
    </message>
    <message>
        <source>free range units</source>
        <translation>freie Reichweiteneinheiten</translation>
    </message>
    <message>
        <source>free damage units</source>
        <translation>freie Schadenseinheiten</translation>
    </message>
    <message>
        <source>Changed with it: %1 (EasyStar §V.F).</source>
        <translation>Dabei mitgeändert: %1 (EasyStar §V.F).</translation>
    </message>
    <message>
        <source>A weapon has at least range 1 (EasyStar §V.A).</source>
        <translation>Eine Waffe hat mindestens Reichweite 1 (EasyStar §V.A).</translation>
    </message>
    <message>
        <source>A weapon does at least damage 1 (EasyStar §V.A).</source>
        <translation>Eine Waffe verursacht mindestens Schaden 1 (EasyStar §V.A).</translation>
    </message>
    <message>
        <source>A %1 keeps range 1: it takes no range units (EasyStar §V.C).</source>
        <translation>%1 behält Reichweite 1: keine Reichweiteneinheiten möglich (EasyStar §V.C).</translation>
    </message>
    <message>
        <source>A %1 keeps damage 1: it takes no damage units (EasyStar §V.C).</source>
        <translation>%1 behält Schaden 1: keine Schadenseinheiten möglich (EasyStar §V.C).</translation>
    </message>
    <message>
        <source>%1 mounts reach at most range %2, here %3 with the free units (EasyStar §V.B, §V.F).</source>
        <translation>%1-Lafetten reichen höchstens bis Reichweite %2, hier mit den freien Einheiten bis %3 (EasyStar §V.B, §V.F).</translation>
    </message>
    <message>
        <source>%1 mounts take at most damage %2, here %3 with the free units (EasyStar §V.B, §V.F).</source>
        <translation>%1-Lafetten erlauben höchstens Schaden %2, hier mit den freien Einheiten %3 (EasyStar §V.B, §V.F).</translation>
    </message>
    <message>
        <source>%1 mounts reach at most range %2 (EasyStar §V.B).</source>
        <translation>%1-Lafetten reichen höchstens bis Reichweite %2 (EasyStar §V.B).</translation>
    </message>
    <message>
        <source>%1 mounts take at most damage %2 (EasyStar §V.B).</source>
        <translation>%1-Lafetten erlauben höchstens Schaden %2 (EasyStar §V.B).</translation>
    </message>
    <message>
        <source>Free units pay for units the weapon has: at most %1 here, one less than its value %2 (EasyStar §V.F).</source>
        <translation>Freie Einheiten bezahlen Einheiten, die die Waffe hat: hier höchstens %1, eins weniger als ihr Wert %2 (EasyStar §V.F).</translation>
    </message>
    <message>
        <source>The flagship advantage grants %1 free units and %2 are assigned (EasyStar §V.F).</source>
        <translation>Der Flaggschiffvorteil gewährt %1 freie Einheiten, verteilt sind %2 (EasyStar §V.F).</translation>
    </message>
    <message>
        <source>A %1 takes no range or damage units (EasyStar §V.C).</source>
        <translation>%1: keine Reichweiten- oder Schadenseinheiten möglich (EasyStar §V.C).</translation>
    </message>
    <message>
        <source>%1 mounts take at most %2 range and %2 damage units (EasyStar §V.B).</source>
        <translation>%1-Lafetten erlauben höchstens %2 Reichweiten- und %2 Schadenseinheiten (EasyStar §V.B).</translation>
    </message>
    <message>
        <source>range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Changed with it: %1. %2</source>
        <translation>Dabei mitgeändert: %1. %2</translation>
    </message>
</context>
<context>
    <name>fw::app::ExplainingSpinBox</name>
    <message>
        <source>%1 is refused: this field takes %2 to %3.</source>
        <translation>%1 wird abgelehnt: Dieses Feld erlaubt %2 bis %3.</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>fw::app::ExportDialog</name>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Alle</translation>
    </message>
    <message>
        <source>Counter &amp;backs</source>
        <translation>Spielmarken-&amp;Rückseiten</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Print the back of every counter sheet after it, for double-sided counters</source>
        <translation>Nach jedem Spielmarkenbogen dessen Rückseite drucken, für doppelseitige Spielmarken</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF-Dokument</translation>
    </message>
    <message>
        <source>SVG pictures (one per page)</source>
        <translation>SVG-Grafiken (eine pro Seite)</translation>
    </message>
    <message>
        <source>PNG images (one per page)</source>
        <translation>PNG-Bilder (eines pro Seite)</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>fleet</source>
        <translation>flotte</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>Durch&amp;suchen…</translation>
    </message>
    <message>
        <source>Export:</source>
        <translation>Exportieren:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Page size:</source>
        <translation>&amp;Papierformat:</translation>
    </message>
    <message>
        <source>PNG r&amp;esolution:</source>
        <translation>PNG-Auf&amp;lösung:</translation>
    </message>
    <message>
        <source>Output f&amp;ile:</source>
        <translation>Ausgabe&amp;datei:</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Mitgeliefert</translation>
    </message>
    <message>
        <source>Template for %1</source>
        <translation>Vorlage für %1</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Use a template file of your own for the %1</source>
        <translation>Eine eigene Vorlagendatei für „%1“ verwenden</translation>
    </message>
    <message>
        <source>Use Built-in</source>
        <translation>Mitgelieferte verwenden</translation>
    </message>
    <message>
        <source>Use the template that comes with Fleetwright</source>
        <translation>Die mit Fleetwright mitgelieferte Vorlage verwenden</translation>
    </message>
    <message>
        <source>Copy Built-in Template…</source>
        <translation>Mitgelieferte Vorlage kopieren…</translation>
    </message>
    <message>
        <source>Save the built-in template to a file you can edit, and use it</source>
        <translation>Die mitgelieferte Vorlage in eine bearbeitbare Datei speichern und diese verwenden</translation>
    </message>
    <message>
        <source>Choose a Template for the %1</source>
        <translation>Vorlage für „%1“ wählen</translation>
    </message>
    <message>
        <source>Fleetwright templates (*.json);;All files (*)</source>
        <translation>Fleetwright-Vorlagen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Copy the Built-in Template for the %1</source>
        <translation>Mitgelieferte Vorlage für „%1“ kopieren</translation>
    </message>
    <message>
        <source>Fleetwright templates (*.json)</source>
        <translation>Fleetwright-Vorlagen (*.json)</translation>
    </message>
    <message>
        <source>Cannot copy the template</source>
        <translation>Vorlage kann nicht kopiert werden</translation>
    </message>
    <message>
        <source>Copied. Edit this file in a text editor (see “Templates” in the user guide); exports use it from now on.</source>
        <translation>Kopiert. Bearbeiten Sie diese Datei in einem Texteditor (siehe „Templates“ im Benutzerhandbuch); Exporte verwenden sie ab jetzt.</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG-Grafiken (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exportieren nach</translation>
    </message>
    <message>
        <source>Choose what to export.</source>
        <translation>Wählen Sie, was exportiert werden soll.</translation>
    </message>
    <message>
        <source>A template cannot be used (choose another one, or the built-in one):
%1</source>
        <translation>Eine Vorlage kann nicht verwendet werden (wählen Sie eine andere oder die mitgelieferte):
%1</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>Wählen Sie die Zieldatei.</translation>
    </message>
    <message>
        <source>Nothing to print.</source>
        <translation>Nichts zu drucken.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s), in one PDF file.</source>
        <translation>
            <numerusform>%n Seite, in einer PDF-Datei.</numerusform>
            <numerusform>%n Seiten, in einer PDF-Datei.</numerusform>
        </translation>
    </message>
    <message>
        <source>One page, in one file.</source>
        <translation>Eine Seite, in einer Datei.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s). SVG and PNG hold one page per file, so one file per page is written: %1</source>
        <translation>
            <numerusform>%n Seite. SVG und PNG enthalten nur eine Seite pro Datei, daher wird für jede Seite eine Datei geschrieben: %1</numerusform>
            <numerusform>%n Seiten. SVG und PNG enthalten nur eine Seite pro Datei, daher wird für jede Seite eine Datei geschrieben: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) with these names will be replaced.</source>
        <translation>
            <numerusform>%n Datei mit diesem Namen wird ersetzt.</numerusform>
            <numerusform>%n Dateien mit diesen Namen werden ersetzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the folder %2 does not exist.</source>
        <translation>%1: Der Ordner %2 existiert nicht.</translation>
    </message>
    <message>
        <source>%1: this is the fleet&apos;s own file; choose another name.</source>
        <translation>%1: Dies ist die Datei der Flotte selbst; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>%1 … %2 in %3</source>
        <translation>%1 … %2 in %3</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) written to %1</source>
        <translation>
            <numerusform>%n Seite geschrieben: %1</numerusform>
            <numerusform>%n Seiten geschrieben: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace files?</source>
        <translation>Dateien ersetzen?</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>The printout was not exported.</source>
        <translation>Der Ausdruck wurde nicht exportiert.</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n older page(s) of an earlier export removed</source>
        <translation>
            <numerusform>%1; %n ältere Seite eines früheren Exports entfernt</numerusform>
            <numerusform>%1; %n ältere Seiten eines früheren Exports entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>These files exist and will be replaced (older pages beyond the new ones are removed):
%1</source>
        <translation>Diese Dateien existieren und werden ersetzt (ältere Seiten über die neuen hinaus werden entfernt):
%1</translation>
    </message>
</context>
<context>
    <name>fw::app::FieryVoidCatalogueModel</name>
    <message>
        <source>%1 · %2 · FieryVoid class %3</source>
        <translation>%1 · %2 · FieryVoid-Klasse %3</translation>
    </message>
    <message>
        <source>Cannot be added:</source>
        <translation>Kann nicht hinzugefügt werden:</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>ISD %1</source>
        <translation>Indienststellung %1</translation>
    </message>
    <message>
        <source>A variant of %1.</source>
        <translation>Eine Variante von %1.</translation>
    </message>
    <message>
        <source>FieryVoid marks it unofficial.</source>
        <translation>FieryVoid kennzeichnet ihn als inoffiziell.</translation>
    </message>
    <message>
        <source>The fleet has a design with the id “%1” already: it is not added again.</source>
        <translation>Die Flotte hat bereits einen Entwurf mit der ID „%1“: Er wird nicht noch einmal hinzugefügt.</translation>
    </message>
    <message numerus="yes">
        <source>Assumed (%n):</source>
        <translation>
            <numerusform>Angenommen (%n):</numerusform>
            <numerusform>Angenommen (%n):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Errors in FieryVoid&apos;s data (%n):</source>
        <translation>
            <numerusform>Fehler in FieryVoids Daten (%n):</numerusform>
            <numerusform>Fehler in FieryVoids Daten (%n):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hull(s)</source>
        <translation>
            <numerusform>%n Rumpf</numerusform>
            <numerusform>%n Rümpfe</numerusform>
        </translation>
    </message>
    <message>
        <source>other</source>
        <translation>andere</translation>
    </message>
    <message>
        <source>in fleet</source>
        <translation>in der Flotte</translation>
    </message>
    <message>
        <source>no SCS sheet</source>
        <translation>kein SCS-Bogen</translation>
    </message>
    <message>
        <source>%1, FieryVoid class %2</source>
        <translation>%1, FieryVoid-Klasse %2</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>ISD</source>
        <translation>ISD</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
</context>
<context>
    <name>fw::app::FieryVoidImportDialog</name>
    <message>
        <source>&amp;Problems reading the files:</source>
        <translation>&amp;Probleme beim Lesen der Dateien:</translation>
    </message>
    <message>
        <source>With one &amp;ship of each design</source>
        <translation>Mit je einem &amp;Schiff jedes Entwurfs</translation>
    </message>
    <message>
        <source>&amp;Add to Fleet</source>
        <translation>Zur Flotte &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Import Ships from FieryVoid</source>
        <translation>Schiffe aus FieryVoid importieren</translation>
    </message>
    <message>
        <source>No ship files chosen yet</source>
        <translation>Noch keine Schiffsdateien gewählt</translation>
    </message>
    <message>
        <source>Choose &amp;Folder…</source>
        <translation>&amp;Ordner wählen…</translation>
    </message>
    <message>
        <source>Read every ship file (*.js) of a folder, such as FieryVoid&apos;s source/public/static</source>
        <translation>Alle Schiffsdateien (*.js) eines Ordners lesen, etwa FieryVoids source/public/static</translation>
    </message>
    <message>
        <source>Choose F&amp;iles…</source>
        <translation>Dat&amp;eien wählen…</translation>
    </message>
    <message>
        <source>Read one or more ship files (shipsN.js)</source>
        <translation>Eine oder mehrere Schiffsdateien (shipsN.js) lesen</translation>
    </message>
    <message>
        <source>Ship data from FieryVoid (GPL-3.0); ship figures from Agents of Gaming&apos;s Babylon 5 Wars.</source>
        <translation>Schiffsdaten aus FieryVoid (GPL-3.0); Schiffswerte aus Babylon 5 Wars von Agents of Gaming.</translation>
    </message>
    <message>
        <source>Part of a class name</source>
        <translation>Teil eines Klassennamens</translation>
    </message>
    <message>
        <source>Also add one ship of each design added, named after it</source>
        <translation>Zu jedem hinzugefügten Entwurf auch ein Schiff hinzufügen, nach ihm benannt</translation>
    </message>
    <message>
        <source>Add the selected hulls to the fleet as designs, in one undo step</source>
        <translation>Die ausgewählten Rümpfe als Entwürfe zur Flotte hinzufügen, in einem Rückgängig-Schritt</translation>
    </message>
    <message>
        <source>Fil&amp;ter:</source>
        <translation>Fil&amp;ter:</translation>
    </message>
    <message>
        <source>&amp;Hulls:</source>
        <translation>&amp;Rümpfe:</translation>
    </message>
    <message>
        <source>&amp;Details:</source>
        <translation>&amp;Details:</translation>
    </message>
    <message>
        <source>Pre&amp;view:</source>
        <translation>&amp;Vorschau:</translation>
    </message>
    <message>
        <source>Ship files:</source>
        <translation>Schiffsdateien:</translation>
    </message>
    <message>
        <source>Choose a Folder of FieryVoid Ship Files</source>
        <translation>Ordner mit FieryVoid-Schiffsdateien wählen</translation>
    </message>
    <message>
        <source>Choose FieryVoid Ship Files</source>
        <translation>FieryVoid-Schiffsdateien wählen</translation>
    </message>
    <message>
        <source>FieryVoid ship files (*.js);;All files (*)</source>
        <translation>FieryVoid-Schiffsdateien (*.js);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n hull(s)</source>
        <translation>
            <numerusform>%n Rumpf</numerusform>
            <numerusform>%n Rümpfe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n hull(s) shown</source>
        <translation>
            <numerusform>%1 von %n Rumpf angezeigt</numerusform>
            <numerusform>%1 von %n Rümpfen angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a folder of FieryVoid&apos;s ship files (its source/public/static folder, files ships1.js to shipsN.js) or some of the files.</source>
        <translation>Wählen Sie einen Ordner mit FieryVoids Schiffsdateien (seinen Ordner source/public/static mit den Dateien ships1.js bis shipsN.js) oder einige dieser Dateien.</translation>
    </message>
    <message>
        <source>Select a hull to see what its SCS design would be.</source>
        <translation>Wählen Sie einen Rumpf, um seinen SCS-Entwurf zu sehen.</translation>
    </message>
    <message>
        <source>Select a hull to see its control sheet.</source>
        <translation>Wählen Sie einen Rumpf, um seinen Kontrollbogen zu sehen.</translation>
    </message>
    <message>
        <source>SCS has no control sheet for this hull.</source>
        <translation>SCS hat keinen Kontrollbogen für diesen Rumpf.</translation>
    </message>
    <message numerus="yes">
        <source>Import %n ship(s) from FieryVoid</source>
        <translation>
            <numerusform>%n Schiff aus FieryVoid importieren</numerusform>
            <numerusform>%n Schiffe aus FieryVoid importieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %n design(s) from FieryVoid</source>
        <translation>
            <numerusform>%n Entwurf aus FieryVoid importieren</numerusform>
            <numerusform>%n Entwürfe aus FieryVoid importieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n design(s) and a ship of each added.</source>
        <translation>
            <numerusform>%n Entwurf und ein Schiff davon hinzugefügt.</numerusform>
            <numerusform>%n Entwürfe und je ein Schiff davon hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n design(s) added.</source>
        <translation>
            <numerusform>%n Entwurf hinzugefügt.</numerusform>
            <numerusform>%n Entwürfe hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the fleet.</source>
        <translation>
            <numerusform>%n bereits in der Flotte.</numerusform>
            <numerusform>%n bereits in der Flotte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without an SCS sheet.</source>
        <translation>
            <numerusform>%n ohne SCS-Bogen.</numerusform>
            <numerusform>%n ohne SCS-Bogen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing selected to add.</source>
        <translation>Nichts zum Hinzufügen ausgewählt.</translation>
    </message>
    <message>
        <source>Import Ships from &amp;FieryVoid…</source>
        <translation>Schiffe aus Fiery&amp;Void importieren…</translation>
    </message>
    <message>
        <source>Add hulls of FieryVoid&apos;s ship files to the fleet as designs</source>
        <translation>Rümpfe aus FieryVoids Schiffsdateien als Entwürfe zur Flotte hinzufügen</translation>
    </message>
    <message>
        <source>Rules option &quot;Sections without structure&quot; now lets the medium ships&apos; forward and aft sections send their hits to the primary structure.</source>
        <translation>Die Regeloption „Sektionen ohne Struktur“ lässt die Bug- und Hecksektionen der mittleren Schiffe ihre Treffer nun an die Primärstruktur weitergeben.</translation>
    </message>
</context>
<context>
    <name>fw::app::FleetDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>fw::app::FleetPage</name>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Limit to</source>
        <translation>Begrenzen auf</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>Bud&amp;get:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <source>Rename fleet</source>
        <translation>Flotte umbenennen</translation>
    </message>
    <message>
        <source>Change budget</source>
        <translation>Budget ändern</translation>
    </message>
    <message>
        <source>Edit fleet notes</source>
        <translation>Notizen zur Flotte bearbeiten</translation>
    </message>
    <message>
        <source>Rules options</source>
        <translation>Regeloptionen</translation>
    </message>
    <message>
        <source>Options marked &lt;i&gt;assumption&lt;/i&gt; stand in for rules the game&apos;s sources lack; results that depend on them are marked in reports.</source>
        <translation>Mit &lt;i&gt;Annahme&lt;/i&gt; markierte Optionen ersetzen Regeln, die in den Quellen des Spiels fehlen; davon abhängige Ergebnisse werden in Berichten gekennzeichnet.</translation>
    </message>
    <message>
        <source>Change rules option</source>
        <translation>Regeloption ändern</translation>
    </message>
    <message>
        <source>%1 &lt;i&gt;(assumption)&lt;/i&gt;</source>
        <translation>%1 &lt;i&gt;(Annahme)&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>fw::app::FleetTreeModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>(no group)</source>
        <translation>(keine Gruppe)</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>%1 breaks a rule: see the issues</source>
        <translation>%1 verstößt gegen eine Regel: siehe Befunde</translation>
    </message>
    <message>
        <source>Move ship “%1”</source>
        <translation>Schiff „%1“ verschieben</translation>
    </message>
    <message>
        <source>Move ship “%1” to %2</source>
        <translation>Schiff „%1“ nach %2 verschieben</translation>
    </message>
    <message>
        <source>%1 has a warning: see the issues</source>
        <translation>%1 hat eine Warnung: siehe Befunde</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a ship and its class</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, the flagship</source>
        <translation>%1, das Flaggschiff</translation>
    </message>
</context>
<context>
    <name>fw::app::FleetTreeView</name>
    <message>
        <source>Filter ships by name or class</source>
        <translation>Schiffe nach Name oder Klasse filtern</translation>
    </message>
    <message>
        <source>Shows only the ships whose name or class holds this text; Esc shows them all again.</source>
        <translation>Zeigt nur die Schiffe, deren Name oder Klasse diesen Text enthält; Esc zeigt wieder alle.</translation>
    </message>
</context>
<context>
    <name>fw::app::HelpMenu</name>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Rules Reference</source>
        <translation>&amp;Regelübersicht</translation>
    </message>
    <message>
        <source>Show or hide the rule behind the selected issue or cost line</source>
        <translation>Die Regel hinter dem ausgewählten Befund oder der ausgewählten Kostenzeile ein- oder ausblenden</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Cannot open the example</source>
        <translation>Das Beispiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>“%1” cannot be opened.</source>
        <translation>„%1“ kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>About Fleetwright</source>
        <translation>Über Fleetwright</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fleetwright %1&lt;/h3&gt;&lt;p&gt;A fleet builder and ship-sheet designer for tabletop space wargames. Built with Qt %2.&lt;/p&gt;&lt;p&gt;Rules data, by game:&lt;/p&gt;&lt;ul&gt;%3&lt;/ul&gt;&lt;p&gt;The rules tables are Fleetwright&apos;s own transcription of the numbers in these sources, for players who own them. The rules texts remain the property of their authors and publishers and are not included: the rules reference sums each rule up in Fleetwright&apos;s own words and cites where to read it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Fleetwright %1&lt;/h3&gt;&lt;p&gt;Ein Flottenbaukasten und Schiffsbogen-Designer für Weltraum-Tabletop-Kriegsspiele. Erstellt mit Qt %2.&lt;/p&gt;&lt;p&gt;Regeldaten, nach Spiel:&lt;/p&gt;&lt;ul&gt;%3&lt;/ul&gt;&lt;p&gt;Die Regeltabellen sind Fleetwrights eigene Abschrift der Zahlen aus diesen Quellen, für Spieler, die sie besitzen. Die Regeltexte bleiben Eigentum ihrer Autoren und Verlage und sind nicht enthalten: Die Regelübersicht fasst jede Regel in Fleetwrights eigenen Worten zusammen und nennt, wo sie nachzulesen ist.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>fw::app::HelpWindow</name>
    <message>
        <source>Fleetwright User Guide</source>
        <translation>Fleetwright-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vorwärts</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <source>The user guide is not installed: %1 has no pages.</source>
        <translation>Das Benutzerhandbuch ist nicht installiert: %1 enthält keine Seiten.</translation>
    </message>
</context>
<context>
    <name>fw::app::IssuesModel</name>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>%1 (assumption)</source>
        <translation>%1 (Annahme)</translation>
    </message>
    <message>
        <source>%1
Code: %2</source>
        <translation>%1
Code: %2</translation>
    </message>
    <message>
        <source>%1
Path: %2</source>
        <translation>%1
Pfad: %2</translation>
    </message>
</context>
<context>
    <name>fw::app::MainWindow</name>
    <message>
        <source>New fleet</source>
        <translation>Neue Flotte</translation>
    </message>
    <message>
        <source>&amp;New Fleet…</source>
        <translation>&amp;Neue Flotte…</translation>
    </message>
    <message>
        <source>Start a new fleet</source>
        <translation>Eine neue Flotte anlegen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open a fleet file</source>
        <translation>Eine Flottendatei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the fleet</source>
        <translation>Die Flotte speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the fleet under a new name</source>
        <translation>Die Flotte unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Copy Fleet as Text</source>
        <translation>Flotte als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>Copy the fleet as plain text, for forums and chat</source>
        <translation>Die Flotte als einfachen Text kopieren, für Foren und Chats</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Add Ship</source>
        <translation>Schiff &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add a ship to the fleet</source>
        <translation>Der Flotte ein Schiff hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Duplicate Ship</source>
        <translation>Schiff &amp;duplizieren</translation>
    </message>
    <message>
        <source>Add a copy of the selected ship</source>
        <translation>Eine Kopie des ausgewählten Schiffs hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected ship</source>
        <translation>Das ausgewählte Schiff entfernen</translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Explain the Fleet&apos;s &amp;Points</source>
        <translation>&amp;Punkte der Flotte erklären</translation>
    </message>
    <message>
        <source>Explain the Ship&apos;s &amp;Cost</source>
        <translation>&amp;Kosten des Schiffs erklären</translation>
    </message>
    <message>
        <source>&amp;About Fleetwright</source>
        <translation>&amp;Über Fleetwright</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Aufwärts</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Abwärts</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>Fleet: %1 / %2</source>
        <translation>Flotte: %1 / %2</translation>
    </message>
    <message>
        <source>Fleet: %1</source>
        <translation>Flotte: %1</translation>
    </message>
    <message numerus="yes">
        <source>Not legal: %n error(s)</source>
        <translation>
            <numerusform>Nicht regelkonform: %n Fehler</numerusform>
            <numerusform>Nicht regelkonform: %n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Legal, %n note(s)</source>
        <translation>
            <numerusform>Regelkonform, %n Hinweis</numerusform>
            <numerusform>Regelkonform, %n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Regelkonform</translation>
    </message>
    <message>
        <source>Click to see how the points add up</source>
        <translation>Klicken, um zu sehen, wie sich die Punkte zusammensetzen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Untitled fleet</source>
        <translation>Unbenannte Flotte</translation>
    </message>
    <message>
        <source> (not legal)</source>
        <translation> (nicht regelkonform)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>„%1“ hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Open Fleet</source>
        <translation>Flotte öffnen</translation>
    </message>
    <message>
        <source>this version cannot edit %1 fleets</source>
        <translation>diese Version kann keine %1-Flotten bearbeiten</translation>
    </message>
    <message>
        <source>Cannot open the fleet</source>
        <translation>Flotte kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>“%1” cannot be opened.</source>
        <translation>„%1“ kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Nothing was changed. The file says:</source>
        <translation>Es wurde nichts geändert. Fehler in der Datei:</translation>
    </message>
    <message>
        <source>Nothing was changed.

%1</source>
        <translation>Es wurde nichts geändert.

%1</translation>
    </message>
    <message>
        <source>Cannot save the fleet</source>
        <translation>Flotte kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The fleet was not saved; the file on disk is unchanged.

%1</source>
        <translation>Die Flotte wurde nicht gespeichert; die Datei auf dem Datenträger ist unverändert.

%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>fleet</source>
        <translation>flotte</translation>
    </message>
    <message>
        <source>Save Fleet As</source>
        <translation>Flotte speichern unter</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Sichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>an untitled fleet</source>
        <translation>eine unbenannte Flotte</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Wiederherstellen nicht möglich</translation>
    </message>
    <message>
        <source>Add ship</source>
        <translation>Schiff hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate ship</source>
        <translation>Schiff duplizieren</translation>
    </message>
    <message>
        <source>Remove ship</source>
        <translation>Schiff entfernen</translation>
    </message>
    <message>
        <source>Move ship</source>
        <translation>Schiff verschieben</translation>
    </message>
    <message>
        <source>The fleet is on the clipboard as text.</source>
        <translation>Die Flotte liegt als Text in der Zwischenablage.</translation>
    </message>
    <message>
        <source>Assumption: %1 = %2 (affects %3)</source>
        <translation>Annahme: %1 = %2 (betrifft %3)</translation>
    </message>
    <message>
        <source>How the fleet&apos;s points add up</source>
        <translation>Wie sich die Punkte der Flotte zusammensetzen</translation>
    </message>
    <message>
        <source>How %1&apos;s cost adds up</source>
        <translation>Wie sich die Kosten von %1 zusammensetzen</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message numerus="yes">
        <source>Legal, %n warning(s)</source>
        <translation>
            <numerusform>Regelkonform, %n Warnung</numerusform>
            <numerusform>Regelkonform, %n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Save the roster, ship sheets or counters as PDF, SVG or PNG</source>
        <translation>Aufstellung, Schiffsbögen oder Spielmarken als PDF, SVG oder PNG speichern</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print the roster, ship sheets or counters</source>
        <translation>Aufstellung, Schiffsbögen oder Spielmarken drucken</translation>
    </message>
    <message>
        <source>Show or hide the print preview</source>
        <translation>Druckvorschau ein- oder ausblenden</translation>
    </message>
    <message>
        <source>There is nothing to print.</source>
        <translation>Es gibt nichts zu drucken.</translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>%1 drucken</translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation>Drucken nicht möglich</translation>
    </message>
    <message>
        <source>The printout cannot be laid out.</source>
        <translation>Das Seitenlayout des Ausdrucks kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>&amp;Trial Battle…</source>
        <translation>&amp;Probeschlacht…</translation>
    </message>
    <message>
        <source>Fight trial battles between two fleets and see the odds of every attack</source>
        <translation>Probeschlachten zwischen zwei Flotten ausfechten und die Chancen jedes Angriffs sehen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Extras</translation>
    </message>
    <message>
        <source>Explain the Ship&apos;s Capacitie&amp;s</source>
        <translation>Kapa&amp;zitäten des Schiffs erklären</translation>
    </message>
    <message>
        <source>&amp;New Design</source>
        <translation>&amp;Neuer Entwurf</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Add a design to the fleet</source>
        <translation>Der Flotte einen Entwurf hinzufügen</translation>
    </message>
    <message>
        <source>Add a copy of the selected design, under a new id</source>
        <translation>Eine Kopie des gewählten Entwurfs unter einer neuen ID hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move Design</source>
        <translation>Entwurf en&amp;tfernen</translation>
    </message>
    <message>
        <source>Remove the selected design; if ships use it, you are asked first</source>
        <translation>Den gewählten Entwurf entfernen; verwenden ihn Schiffe, wird zuerst nachgefragt</translation>
    </message>
    <message>
        <source>&amp;Import Designs…</source>
        <translation>Entwürfe &amp;importieren …</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren …</translation>
    </message>
    <message>
        <source>Copy the designs of another fleet file of the same game</source>
        <translation>Die Entwürfe einer anderen Flottendatei desselben Spiels übernehmen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Designs&lt;/b&gt;</source>
        <translation>&lt;b&gt;Entwürfe&lt;/b&gt;</translation>
    </message>
    <message>
        <source>New design</source>
        <translation>Neuer Entwurf</translation>
    </message>
    <message>
        <source>Duplicate design</source>
        <translation>Entwurf duplizieren</translation>
    </message>
    <message>
        <source>Remove Design</source>
        <translation>Entwurf entfernen</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) of the fleet use the design “%1”.</source>
        <translation>
            <numerusform>%n Schiff der Flotte verwendet den Entwurf „%1“.</numerusform>
            <numerusform>%n Schiffe der Flotte verwenden den Entwurf „%1“.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Without the design they have no class, no cost and no sheet, until you pick another for them. Remove it anyway?</source>
        <translation>
            <numerusform>Ohne den Entwurf hat das Schiff keine Klasse, keine Kosten und keinen Bogen, bis Sie ihm einen anderen zuweisen. Trotzdem entfernen?</numerusform>
            <numerusform>Ohne den Entwurf haben die Schiffe keine Klasse, keine Kosten und keinen Bogen, bis Sie ihnen einen anderen zuweisen. Trotzdem entfernen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove design</source>
        <translation>Entwurf entfernen</translation>
    </message>
    <message>
        <source>Import Designs</source>
        <translation>Entwürfe importieren</translation>
    </message>
    <message>
        <source>The fleet already has a design with the id “%1” (%2).</source>
        <translation>Die Flotte hat schon einen Entwurf mit der ID „%1“ (%2).</translation>
    </message>
    <message>
        <source>Replace it with the imported one, keep both (the imported one gets a new id), or skip the imported one?</source>
        <translation>Durch den importierten ersetzen, beide behalten (der importierte bekommt eine neue ID) oder den importierten überspringen?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Keep Both</source>
        <translation>Beide behalten</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>Do the same for the other designs whose id is taken</source>
        <translation>Ebenso für die übrigen Entwürfe, deren ID vergeben ist</translation>
    </message>
    <message>
        <source>%1: it is a fleet of another game (%2); designs can only be imported from a fleet of the same game.</source>
        <translation>%1: Die Flotte gehört zu einem anderen Spiel (%2); Entwürfe lassen sich nur aus einer Flotte desselben Spiels importieren.</translation>
    </message>
    <message>
        <source>%1: the fleet has no designs.</source>
        <translation>%1: Die Flotte hat keine Entwürfe.</translation>
    </message>
    <message>
        <source>Cannot import designs</source>
        <translation>Entwürfe können nicht importiert werden</translation>
    </message>
    <message>
        <source>Import designs</source>
        <translation>Entwürfe importieren</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n design(s) from %1.</source>
        <translation>
            <numerusform>%n Entwurf aus %1 importiert.</numerusform>
            <numerusform>%n Entwürfe aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove S&amp;hip</source>
        <translation>Schiff &amp;entfernen</translation>
    </message>
    <message>
        <source>Move U&amp;p</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>Dupl&amp;icate Design</source>
        <translation>Entwurf du&amp;plizieren</translation>
    </message>
    <message>
        <source>Designs</source>
        <translation>Entwürfe</translation>
    </message>
    <message>
        <source>Fleetwright closed without saving %1. Its last autosave is from %2.</source>
        <translation>Fleetwright wurde beendet, ohne %1 zu speichern. Die letzte automatische Sicherung stammt vom %2.</translation>
    </message>
    <message>
        <source>Restore opens the autosaved fleet, unsaved, so you can save it.
Discard deletes the autosaved copy for good.
Decide Later keeps the copy and asks again the next time Fleetwright starts.</source>
        <translation>„Wiederherstellen“ öffnet die automatisch gesicherte Flotte ungespeichert, sodass Sie sie speichern können.
„Verwerfen“ löscht die automatisch gesicherte Kopie endgültig.
„Später entscheiden“ behält die Kopie und fragt beim nächsten Start von Fleetwright erneut.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Decide &amp;Later</source>
        <translation>&amp;Später entscheiden</translation>
    </message>
    <message>
        <source>Copy S&amp;hare Code</source>
        <translation>&amp;Flottencode kopieren</translation>
    </message>
    <message>
        <source>Copy the whole fleet as one short code that Paste Fleet and fleetwright-cli import read back</source>
        <translation>Die ganze Flotte als einen kurzen Code kopieren, den „Flotte einfügen“ und fleetwright-cli import wieder einlesen</translation>
    </message>
    <message>
        <source>Open a fleet list, share code or fleet file from the clipboard as a new fleet</source>
        <translation>Eine Flottenliste, einen Flottencode oder eine Flottendatei aus der Zwischenablage als neue Flotte öffnen</translation>
    </message>
    <message>
        <source>The fleet&apos;s share code is on the clipboard.</source>
        <translation>Der Flottencode der Flotte liegt in der Zwischenablage.</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
    <message>
        <source>Cannot paste the fleet</source>
        <translation>Flotte kann nicht eingefügt werden</translation>
    </message>
    <message>
        <source>The clipboard holds no fleet that can be read. Nothing was changed.

%1</source>
        <translation>Die Zwischenablage enthält keine lesbare Flotte. Es wurde nichts geändert.

%1</translation>
    </message>
    <message>
        <source>Pasted the fleet as a new fleet.</source>
        <translation>Flotte als neue Flotte eingefügt.</translation>
    </message>
    <message>
        <source>Pasted the fleet; what the list does not say was left out (%1).</source>
        <translation>Flotte eingefügt; was die Liste nicht angibt, wurde weggelassen (%1).</translation>
    </message>
    <message>
        <source>Fleet pasted</source>
        <translation>Flotte eingefügt</translation>
    </message>
    <message>
        <source>The list has no share code: what it does not say was left out. The details say what.</source>
        <translation>Die Liste hat keinen Flottencode: Was sie nicht angibt, wurde weggelassen. Die Details nennen es.</translation>
    </message>
    <message>
        <source>C&amp;lose Fleet</source>
        <translation>Flotte s&amp;chließen</translation>
    </message>
    <message>
        <source>Pa&amp;ste Fleet</source>
        <translation>&amp;Flotte einfügen</translation>
    </message>
    <message>
        <source>No share code</source>
        <translation>Kein Flottencode</translation>
    </message>
    <message>
        <source>The fleet has no share code: %1.</source>
        <translation>Die Flotte hat keinen Flottencode: %1.</translation>
    </message>
    <message>
        <source>Do&amp;n&apos;t Save</source>
        <translation>&amp;Nicht speichern</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <comment>a recent fleet: its name, game and points</comment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a recent fleet&apos;s summary and its file name</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>fw::app::NewFleetDialog</name>
    <message>
        <source>New Fleet</source>
        <translation>Neue Flotte</translation>
    </message>
    <message>
        <source>New fleet</source>
        <translation>Neue Flotte</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
</context>
<context>
    <name>fw::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language applies when Fleetwright starts again.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Fleetwright.</translation>
    </message>
    <message>
        <source>Default &amp;page size:</source>
        <translation>Standard-&amp;Papierformat:</translation>
    </message>
    <message>
        <source>Default &amp;game:</source>
        <translation>Standardspi&amp;el:</translation>
    </message>
</context>
<context>
    <name>fw::app::PreviewDock</name>
    <message>
        <source>Print Preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <source>Printout</source>
        <translation>Ausdruck</translation>
    </message>
    <message>
        <source>What to preview</source>
        <translation>Was in der Vorschau angezeigt wird</translation>
    </message>
    <message>
        <source>Page size</source>
        <translation>Papierformat</translation>
    </message>
    <message>
        <source>Page size, also used for export and printing</source>
        <translation>Papierformat, auch für Export und Druck</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Fit Width</source>
        <translation>An Breite anpassen</translation>
    </message>
    <message>
        <source>Actual Size (100%)</source>
        <translation>Originalgröße (100 %)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Zoom (Ctrl+wheel)</source>
        <translation>Zoom (Strg+Mausrad)</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>No fleet is open.</source>
        <translation>Keine Flotte geöffnet.</translation>
    </message>
    <message>
        <source>Nothing to print.</source>
        <translation>Nichts zu drucken.</translation>
    </message>
    <message>
        <source>The pages cannot be laid out; the reason is shown above.</source>
        <translation>Das Seitenlayout kann nicht erstellt werden; der Grund steht oben.</translation>
    </message>
    <message>
        <source>Choose another template, or the built-in one, in File → Export….</source>
        <translation>Wählen Sie unter Datei → Exportieren… eine andere Vorlage oder die mitgelieferte.</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>fw::app::PrintChoices</name>
    <message>
        <source>I&amp;nk saving: solid fills as light tints and outlines</source>
        <translation>&amp;Tinte sparen: Vollflächen als helle Tönungen und Umrisse</translation>
    </message>
    <message>
        <source>Selected s&amp;hips only</source>
        <translation>&amp;Nur ausgewählte Schiffe</translation>
    </message>
    <message>
        <source>Counters of another size are butt-joined, as on commercial counter sheets: one cut per line. Their texts and boxes scale with them.</source>
        <translation>Spielmarken anderer Größe liegen ohne Abstand aneinander, wie auf gekauften Spielmarkenbögen: ein Schnitt pro Linie. Texte und Kästchen werden mitskaliert.</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Moves the counters of the back pages right (negative: left)</source>
        <translation>Verschiebt die Spielmarken der Rückseiten nach rechts (negativ: nach links)</translation>
    </message>
    <message>
        <source>Moves the counters of the back pages down (negative: up)</source>
        <translation>Verschiebt die Spielmarken der Rückseiten nach unten (negativ: nach oben)</translation>
    </message>
    <message>
        <source>Counter si&amp;ze:</source>
        <translation>Spielmarken&amp;größe:</translation>
    </message>
    <message>
        <source>Back &amp;offset (x, y):</source>
        <translation>Rückseiten&amp;versatz (x, y):</translation>
    </message>
    <message>
        <source>Selected s&amp;hips only (none selected)</source>
        <translation>&amp;Nur ausgewählte Schiffe (keine ausgewählt)</translation>
    </message>
    <message numerus="yes">
        <source>Selected s&amp;hips only (%n ship(s))</source>
        <translation>
            <numerusform>&amp;Nur ausgewählte Schiffe (%n Schiff)</numerusform>
            <numerusform>&amp;Nur ausgewählte Schiffe (%n Schiffe)</numerusform>
        </translation>
    </message>
    <message>
        <source>A sheet that carries a ship&apos;s damage (control sheet, ship display, card) belongs to one ship: one per ship, its name in the header. Blank sheets print one per design, with a line for the ship&apos;s name: for designs no ship flies yet, or to laminate.</source>
        <translation>Ein Bogen, auf dem der Schaden eines Schiffs markiert wird (Kontrollbogen, Schiffsanzeige, Karte), gehört zu einem Schiff: einer je Schiff, sein Name im Kopf. Leere Bögen gibt es einen je Entwurf, mit einer Zeile für den Schiffsnamen: für Entwürfe, die noch kein Schiff fliegt, oder zum Laminieren.</translation>
    </message>
    <message>
        <source>Ship shee&amp;ts:</source>
        <translation>Sc&amp;hiffsbögen:</translation>
    </message>
    <message>
        <source>Print only the ships selected in the ship list (a group: its ships); the rules check stays the fleet&apos;s</source>
        <translation>Nur die in der Schiffsliste ausgewählten Schiffe drucken (eine Gruppe: ihre Schiffe); die Regelprüfung bleibt die der Flotte</translation>
    </message>
</context>
<context>
    <name>fw::app::PrintSession</name>
    <message>
        <source>this template is for “%1”, not for “%2”</source>
        <translation>diese Vorlage ist für „%1“, nicht für „%2“</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The printer cannot be started.</source>
        <translation>Der Drucker kann nicht gestartet werden.</translation>
    </message>
    <message>
        <source>The printer stopped after page %1.</source>
        <translation>Der Drucker hat nach Seite %1 angehalten.</translation>
    </message>
</context>
<context>
    <name>fw::app::RulesPanel</name>
    <message>
        <source>Rules Reference</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>Select an issue, or a line of a cost breakdown, to see the rule behind it.</source>
        <translation>Wählen Sie einen Befund oder eine Zeile einer Kostenaufschlüsselung, um die zugrunde liegende Regel zu sehen.</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regel:</translation>
    </message>
    <message>
        <source>none cited</source>
        <translation>keine angegeben</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <source>The reference has no summary of this rule; see the source.</source>
        <translation>Die Übersicht enthält keine Zusammenfassung dieser Regel; siehe Quelle.</translation>
    </message>
    <message>
        <source>Issue code:</source>
        <translation>Befundcode:</translation>
    </message>
    <message>
        <source>Summaries are in the project&apos;s own words (in English), not the rulebook&apos;s text.</source>
        <translation>Die Zusammenfassungen sind in eigenen Worten des Projekts verfasst (auf Englisch), nicht der Text des Regelhefts.</translation>
    </message>
</context>
<context>
    <name>fw::app::ScsDesignEditor</name>
    <message>
        <source>&amp;Movement and Sides</source>
        <translation>Be&amp;wegung und Seiten</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Special rules, printed on the sheet as you write them.</source>
        <translation>Sonderregeln, so auf den Bogen gedruckt, wie Sie sie schreiben.</translation>
    </message>
    <message>
        <source>Your notes on the design, e.g. where its figures come from.</source>
        <translation>Ihre Notizen zum Entwurf, z. B. woher seine Werte stammen.</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <source>The id ships name the design by. Changing it changes the ships of the design too.</source>
        <translation>Die ID, mit der Schiffe ihren Entwurf angeben. Wird sie geändert, ändern sich auch die Schiffe des Entwurfs.</translation>
    </message>
    <message>
        <source>The class name, e.g. “Var&apos;Nic Long Range Destroyer”.</source>
        <translation>Der Klassenname, z. B. „Var&apos;Nic Long Range Destroyer“.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Punkte:</translation>
    </message>
    <message>
        <source>The design&apos;s point value.</source>
        <translation>Der Punktwert des Entwurfs.</translation>
    </message>
    <message>
        <source>In service (IS&amp;D):</source>
        <translation>Indiens&amp;tstellung (ISD):</translation>
    </message>
    <message>
        <source>In-service date: a fleet with a campaign year may not field it before then.</source>
        <translation>Indienststellung: Eine Flotte mit Kampagnenjahr darf den Entwurf nicht vor diesem Jahr einsetzen.</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>keine Angabe</translation>
    </message>
    <message>
        <source>Variant rarity (digest §5.4): uncommon at most 1 in 3, rare 1 in 9 of the base hull&apos;s ships.</source>
        <translation>Seltenheit der Variante (digest §5.4): ungewöhnlich höchstens 1 von 3, selten 1 von 9 der Schiffe des Grundrumpfs.</translation>
    </message>
    <message>
        <source>&amp;Rarity:</source>
        <translation>&amp;Seltenheit:</translation>
    </message>
    <message>
        <source>&amp;Limited:</source>
        <translation>Begren&amp;zt:</translation>
    </message>
    <message>
        <source>Limited deployment: the points in this class at most this per cent of the fleet&apos;s (digest §5.4).</source>
        <translation>Begrenzter Einsatz: Die Punkte dieser Klasse betragen höchstens diesen Prozentsatz der Punkte der Flotte (digest §5.4).</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>The base design of a variant: rarity is counted by base hull.</source>
        <translation>Der Grundentwurf einer Variante: Die Seltenheit wird nach Grundrumpf gezählt.</translation>
    </message>
    <message>
        <source>Signature fwd/aft:</source>
        <translation>Signatur Bug/Heck:</translation>
    </message>
    <message>
        <source>Defence rating forward and aft: shots hit on a d20 at or under it plus the range modifier (digest §5.3).</source>
        <translation>Verteidigungswert Bug und Heck: Schüsse treffen bei einem W20-Wurf bis zu diesem Wert plus Reichweitenmodifikator (digest §5.3).</translation>
    </message>
    <message>
        <source>Signature side:</source>
        <translation>Signatur Seite:</translation>
    </message>
    <message>
        <source>Defence rating port and starboard.</source>
        <translation>Verteidigungswert Backbord und Steuerbord.</translation>
    </message>
    <message>
        <source>Initiative:</source>
        <translation>Initiative:</translation>
    </message>
    <message>
        <source>Added to the d20 initiative roll; ships move lowest first (digest §5.2).</source>
        <translation>Wird zum W20-Initiativewurf addiert; das Schiff mit dem niedrigsten Ergebnis zieht zuerst (digest §5.2).</translation>
    </message>
    <message>
        <source>Thrust:</source>
        <translation>Schub:</translation>
    </message>
    <message>
        <source>Thrust available each turn.</source>
        <translation>Verfügbarer Schub pro Runde.</translation>
    </message>
    <message>
        <source>Accel cost:</source>
        <translation>Beschleunigungskosten:</translation>
    </message>
    <message>
        <source>Thrust per point of speed change: the speed changes by at most thrust / cost a turn (digest §5.2).</source>
        <translation>Schub pro Punkt Geschwindigkeitsänderung: Die Geschwindigkeit ändert sich pro Runde um höchstens Schub / Kosten (digest §5.2).</translation>
    </message>
    <message>
        <source>Pivot cost:</source>
        <translation>Drehkosten:</translation>
    </message>
    <message>
        <source>Thrust per pivot.</source>
        <translation>Schub pro Drehung.</translation>
    </message>
    <message>
        <source>Roll cost:</source>
        <translation>Rollkosten:</translation>
    </message>
    <message>
        <source>Thrust per roll.</source>
        <translation>Schub pro Rollmanöver.</translation>
    </message>
    <message>
        <source>Sensors:</source>
        <translation>Sensoren:</translation>
    </message>
    <message>
        <source>The sensor rating.</source>
        <translation>Der Sensorwert.</translation>
    </message>
    <message>
        <source>Jamming:</source>
        <translation>Störung:</translation>
    </message>
    <message>
        <source>Jamming; halved when a side is lost.</source>
        <translation>Störung; halbiert, sobald eine Seite verloren ist.</translation>
    </message>
    <message>
        <source>Stealth:</source>
        <translation>Tarnung:</translation>
    </message>
    <message>
        <source>Stealth; halved when a side is lost.</source>
        <translation>Tarnung; halbiert, sobald eine Seite verloren ist.</translation>
    </message>
    <message>
        <source>Ramming factor:</source>
        <translation>Rammfaktor:</translation>
    </message>
    <message>
        <source>The ramming factor.</source>
        <translation>Der Rammfaktor.</translation>
    </message>
    <message>
        <source>Jump delay:</source>
        <translation>Sprungverzögerung:</translation>
    </message>
    <message>
        <source>Turns to open a jump point.</source>
        <translation>Runden bis zum Öffnen eines Sprungpunkts.</translation>
    </message>
    <message>
        <source>Retro thrusters</source>
        <translation>Bremsdüsen</translation>
    </message>
    <message>
        <source>Only ships with retro thrusters brake directly; others pivot and burn (digest §5.2).</source>
        <translation>Nur Schiffe mit Bremsdüsen bremsen direkt; andere drehen und geben Gegenschub (digest §5.2).</translation>
    </message>
    <message>
        <source>Agile</source>
        <translation>Wendig</translation>
    </message>
    <message>
        <source>Free snap pivots or rolls before or after movement (digest §5.2).</source>
        <translation>Kostenloses schnelles Drehen oder Rollen vor oder nach der Bewegung (digest §5.2).</translation>
    </message>
    <message>
        <source>Gravitic</source>
        <translation>Gravitisch</translation>
    </message>
    <message>
        <source>Gravitic drives thrust in any direction (digest §5.2).</source>
        <translation>Gravitische Antriebe geben Schub in jede Richtung (digest §5.2).</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Antrieb:</translation>
    </message>
    <message>
        <source>Change %1</source>
        <comment>an undo step; %1 is a field&apos;s label</comment>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Rename design</source>
        <translation>Entwurf umbenennen</translation>
    </message>
    <message>
        <source>Change faction</source>
        <translation>Fraktion ändern</translation>
    </message>
    <message>
        <source>Change rarity</source>
        <translation>Seltenheit ändern</translation>
    </message>
    <message>
        <source>Change base design</source>
        <translation>Grundentwurf ändern</translation>
    </message>
    <message>
        <source>Change drive</source>
        <translation>Antrieb ändern</translation>
    </message>
    <message>
        <source>Edit special rules</source>
        <translation>Sonderregeln bearbeiten</translation>
    </message>
    <message>
        <source>Edit design notes</source>
        <translation>Notizen zum Entwurf bearbeiten</translation>
    </message>
    <message>
        <source>Power: systems need %1 of the reactor&apos;s %2.</source>
        <translation>Energie: Die Systeme benötigen %1, der Reaktor liefert %2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Derived:&lt;/b&gt; speed change per turn %1 (thrust %2 ÷ accel cost %3, rounded down); %4 hangar slots.</source>
        <translation>&lt;b&gt;Abgeleitet:&lt;/b&gt; Geschwindigkeitsänderung pro Runde %1 (Schub %2 ÷ Beschleunigungskosten %3, abgerundet); %4 Hangarplätze.</translation>
    </message>
    <message>
        <source>(none: a base design)</source>
        <translation>(keiner: ein Grundentwurf)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Unknown: %1</source>
        <translation>Unbekannt: %1</translation>
    </message>
    <message>
        <source>A design needs an id.</source>
        <translation>Ein Entwurf braucht eine ID.</translation>
    </message>
    <message>
        <source>“%1” is the id of the design %2.</source>
        <translation>„%1“ ist die ID des Entwurfs %2.</translation>
    </message>
    <message>
        <source>%1 The id stays “%2”.</source>
        <translation>%1 Die ID bleibt „%2“.</translation>
    </message>
    <message>
        <source>Change design id</source>
        <translation>ID des Entwurfs ändern</translation>
    </message>
    <message>
        <source>Change size to %1</source>
        <translation>Größe auf %1 ändern</translation>
    </message>
    <message>
        <source>&amp;Sheet</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <source>Sections and S&amp;ystems</source>
        <translation>Sektionen und S&amp;ysteme</translation>
    </message>
    <message>
        <source>Special r&amp;ules:</source>
        <translation>Sonder&amp;regeln:</translation>
    </message>
    <message>
        <source>Fa&amp;ction:</source>
        <translation>Fra&amp;ktion:</translation>
    </message>
    <message>
        <source>V&amp;ariant of:</source>
        <translation>&amp;Variante von:</translation>
    </message>
    <message>
        <source>The size class decides the sections (digest §5.1): capital ships have five, heavy and medium ships primary, forward and aft, light ships primary only. A larger size adds the sections it lacks, unless the side chart names the sections: then the chart gives the layout.</source>
        <translation>Die Größenklasse bestimmt die Sektionen (digest §5.1): Großkampfschiffe haben fünf, schwere und mittlere Schiffe Primär, Bug und Heck, leichte Schiffe nur Primär. Eine größere Größenklasse fügt die fehlenden Sektionen hinzu, außer die Seitentabelle nennt die Sektionen: dann gibt die Tabelle die Anordnung vor.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Imported from&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;Importiert aus&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Assumed in the import:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;Beim Import angenommen:&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>Change points</source>
        <translation>Punkte ändern</translation>
    </message>
    <message>
        <source>Change in-service date</source>
        <translation>Indienststellung ändern</translation>
    </message>
    <message>
        <source>Change limited</source>
        <translation>Begrenzung ändern</translation>
    </message>
</context>
<context>
    <name>fw::app::ScsDesigner</name>
    <message>
        <source>Thruster</source>
        <translation>Steuerdüse</translation>
    </message>
    <message>
        <source>Laser</source>
        <translation>Laser</translation>
    </message>
    <message>
        <source>Reactor</source>
        <translation>Reaktor</translation>
    </message>
    <message>
        <source>C&amp;C</source>
        <translation>C&amp;C</translation>
    </message>
    <message>
        <source>Sensors</source>
        <translation>Sensoren</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Triebwerk</translation>
    </message>
    <message>
        <source>Jump Engine</source>
        <translation>Sprungtriebwerk</translation>
    </message>
    <message>
        <source>A row runs from %1 down to %2.</source>
        <translation>Eine Reihe läuft von %1 abwärts bis %2.</translation>
    </message>
    <message>
        <source>A row (%1–%2) lies outside %3–%4.</source>
        <translation>Eine Reihe (%1–%2) liegt außerhalb von %3–%4.</translation>
    </message>
    <message>
        <source>%1 is in more than one row.</source>
        <translation>%1 steht in mehr als einer Reihe.</translation>
    </message>
    <message>
        <source>No row covers %1.</source>
        <translation>Keine Reihe deckt %1 ab.</translation>
    </message>
    <message>
        <source>No row covers %1–%2.</source>
        <translation>Keine Reihe deckt %1–%2 ab.</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Primär</translation>
    </message>
</context>
<context>
    <name>fw::app::ScsFleetEditor</name>
    <message>
        <source>Ship control sheets</source>
        <translation>Schiffskontrollbögen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The year the battle is fought: no design may have an in-service date after it (digest §5.4). None: not checked.</source>
        <translation>Das Jahr, in dem die Schlacht stattfindet: Kein Entwurf darf eine spätere Indienststellung haben (digest §5.4). Keine: wird nicht geprüft.</translation>
    </message>
    <message>
        <source>&amp;Campaign year:</source>
        <translation>&amp;Kampagnenjahr:</translation>
    </message>
    <message>
        <source>e.g. Narn Regime</source>
        <translation>z. B. Narn Regime</translation>
    </message>
    <message>
        <source>The faction the fleet flies for.</source>
        <translation>Die Fraktion, für die die Flotte fliegt.</translation>
    </message>
    <message>
        <source>Change campaign year</source>
        <translation>Kampagnenjahr ändern</translation>
    </message>
    <message>
        <source>Change fleet faction</source>
        <translation>Fraktion der Flotte ändern</translation>
    </message>
    <message>
        <source>F&amp;action:</source>
        <translation>F&amp;raktion:</translation>
    </message>
</context>
<context>
    <name>fw::app::ScsShipEditor</name>
    <message>
        <source>The ship&apos;s own name, e.g. “G&apos;Tal”.</source>
        <translation>Der eigene Name des Schiffs, z. B. „G&apos;Tal“.</translation>
    </message>
    <message>
        <source>The control sheet the ship is built to: one of the fleet&apos;s designs (the Designs page edits them).</source>
        <translation>Der Kontrollbogen, nach dem das Schiff gebaut ist: einer der Entwürfe der Flotte (die Seite „Entwürfe“ bearbeitet sie).</translation>
    </message>
    <message>
        <source>&amp;Design:</source>
        <translation>En&amp;twurf:</translation>
    </message>
    <message>
        <source>Fighters carried</source>
        <translation>Mitgeführte Jäger</translation>
    </message>
    <message>
        <source>Flight</source>
        <translation>Staffel</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Points each</source>
        <translation>Punkte je Jäger</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>Fighters in the ship&apos;s hangars: heavy fighters only in heavy slots, medium in heavy or medium, light anywhere (digest §5.4).</source>
        <translation>Jäger in den Hangars des Schiffs: schwere Jäger nur auf schweren Plätzen, mittlere auf schweren oder mittleren, leichte überall (digest §5.4).</translation>
    </message>
    <message>
        <source>Add Flight</source>
        <translation>Staffel hinzufügen</translation>
    </message>
    <message>
        <source>Remove Flight</source>
        <translation>Staffel entfernen</translation>
    </message>
    <message>
        <source>Change ship design</source>
        <translation>Schiffsentwurf ändern</translation>
    </message>
    <message>
        <source>Add fighter flight</source>
        <translation>Jägerstaffel hinzufügen</translation>
    </message>
    <message>
        <source>Fighters</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <source>Remove fighter flight</source>
        <translation>Jägerstaffel entfernen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>(no design)</source>
        <translation>(kein Entwurf)</translation>
    </message>
    <message>
        <source>Rename fighter flight</source>
        <translation>Jägerstaffel umbenennen</translation>
    </message>
    <message>
        <source>Change fighter size</source>
        <translation>Jägergröße ändern</translation>
    </message>
    <message>
        <source>Change fighter flight</source>
        <translation>Jägerstaffel ändern</translation>
    </message>
    <message>
        <source>Hangar slots: %1 (light %2, medium %3, heavy %4); %5 fighters carried%6</source>
        <translation>Hangarplätze: %1 (leicht %2, mittel %3, schwer %4); %5 Jäger mitgeführt%6</translation>
    </message>
    <message>
        <source>, %1 without a slot.</source>
        <translation>, davon %1 ohne Platz.</translation>
    </message>
    <message>
        <source>%1 fighters carried; the ship has no design to hold them.</source>
        <translation>%1 Jäger mitgeführt; das Schiff hat keinen Entwurf, der sie aufnehmen könnte.</translation>
    </message>
</context>
<context>
    <name>fw::app::ScsUi</name>
    <message>
        <source>No design</source>
        <translation>Kein Entwurf</translation>
    </message>
    <message>
        <source>Unknown design: %1</source>
        <translation>Unbekannter Entwurf: %1</translation>
    </message>
    <message>
        <source>New design %1</source>
        <translation>Neuer Entwurf %1</translation>
    </message>
    <message>
        <source>e.g. Narn Regime</source>
        <translation>z. B. Narn Regime</translation>
    </message>
    <message>
        <source>&amp;Faction:</source>
        <translation>&amp;Fraktion:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>The year the battle is fought: no design may have an in-service date after it (digest §5.4). None: not checked.</source>
        <translation>Das Jahr, in dem die Schlacht stattfindet: Kein Entwurf darf eine spätere Indienststellung haben (digest §5.4). Keine: wird nicht geprüft.</translation>
    </message>
    <message>
        <source>&amp;Campaign year:</source>
        <translation>&amp;Kampagnenjahr:</translation>
    </message>
    <message>
        <source>%1 is a ship of the unique design %2: a fleet has only one.</source>
        <translation>%1 ist ein Schiff des einzigartigen Entwurfs %2: Eine Flotte hat nur eines.</translation>
    </message>
</context>
<context>
    <name>fw::app::ShipEditorBase</name>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Rename ship</source>
        <translation>Schiff umbenennen</translation>
    </message>
    <message>
        <source>Your notes on the ship; the game does not use them.</source>
        <translation>Ihre Anmerkungen zum Schiff; das Spiel verwendet sie nicht.</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <source>Edit ship notes</source>
        <translation>Notizen zum Schiff bearbeiten</translation>
    </message>
    <message>
        <source>Unknown: %1</source>
        <translation>Unbekannt: %1</translation>
    </message>
    <message>
        <source>New design…</source>
        <translation>Neuer Entwurf…</translation>
    </message>
</context>
<context>
    <name>fw::app::ShipPicker</name>
    <message>
        <source>The ships of “%1” that fight on this side:</source>
        <translation>Die Schiffe von „%1“, die auf dieser Seite kämpfen:</translation>
    </message>
    <message>
        <source>Untitled fleet</source>
        <translation>Unbenannte Flotte</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a ship&apos;s number and name</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Alle</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Keine</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Tick at least one ship.</source>
        <translation>Wählen Sie mindestens ein Schiff.</translation>
    </message>
</context>
<context>
    <name>fw::app::SunderDesignEditor</name>
    <message>
        <source>Damage trac&amp;ks</source>
        <translation>Schadens&amp;leisten</translation>
    </message>
    <message>
        <source>&amp;Weapons</source>
        <translation>&amp;Waffen</translation>
    </message>
    <message>
        <source>Your notes on the card, e.g. where its figures come from.</source>
        <translation>Ihre Notizen zur Karte, z. B. woher ihre Werte stammen.</translation>
    </message>
    <message>
        <source>Note&amp;s:</source>
        <translation>No&amp;tizen:</translation>
    </message>
    <message>
        <source>Ship card</source>
        <translation>Schiffskarte</translation>
    </message>
    <message>
        <source>A card needs an id.</source>
        <translation>Eine Karte braucht eine ID.</translation>
    </message>
    <message>
        <source>“%1” is the id of the card %2.</source>
        <translation>„%1“ ist die ID der Karte %2.</translation>
    </message>
    <message>
        <source>%1 The id stays “%2”.</source>
        <translation>%1 Die ID bleibt „%2“.</translation>
    </message>
    <message>
        <source>Change card id</source>
        <translation>ID der Karte ändern</translation>
    </message>
    <message>
        <source>The id ships name the card by. Changing it changes the ships of the card too.</source>
        <translation>Die ID, über die Schiffe die Karte benennen. Eine Änderung ändert auch die Schiffe dieser Karte.</translation>
    </message>
    <message>
        <source>The class, e.g. “Medium Cruiser”.</source>
        <translation>Die Klasse, z. B. „Medium Cruiser“.</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>Na&amp;me:</translation>
    </message>
    <message>
        <source>e.g. Grand Terran Imperium</source>
        <translation>z. B. Grand Terran Imperium</translation>
    </message>
    <message>
        <source>Fa&amp;ction:</source>
        <translation>Fra&amp;ktion:</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n track(s))</source>
        <translation>
            <numerusform>%1 (%n Leiste)</numerusform>
            <numerusform>%1 (%n Leisten)</numerusform>
        </translation>
    </message>
    <message>
        <source>The size sets the damage tracks (digest §4.6): small 1, medium 2, large 3. A larger size copies the last track into the new ones; a smaller one drops the last tracks.</source>
        <translation>Die Größe bestimmt die Schadensleisten (digest §4.6): klein 1, mittel 2, groß 3. Eine höhere Größe kopiert die letzte Leiste in die neuen; eine niedrigere entfernt die letzten Leisten.</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>The card&apos;s points; a fleet&apos;s total is held to its budget (digest §4.8).</source>
        <translation>Die Punkte der Karte; die Summe einer Flotte darf ihr Budget nicht überschreiten (digest §4.8).</translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation>&amp;Punkte:</translation>
    </message>
    <message>
        <source>Added to the unit&apos;s 2D6 initiative roll each turn; units activate from the highest (digest §4.1).</source>
        <translation>Wird jede Runde zum 2W6-Initiativewurf der Einheit addiert; die Einheiten werden ab dem höchsten Ergebnis aktiviert (digest §4.1).</translation>
    </message>
    <message>
        <source>I&amp;nitiative:</source>
        <translation>I&amp;nitiative:</translation>
    </message>
    <message>
        <source>E&amp;xample card made for Fleetwright</source>
        <translation>Für Fleetwright erstellte Bei&amp;spielkarte</translation>
    </message>
    <message>
        <source>No source gives a class&apos;s figures (digest §4.9): mark cards that are examples, not from the rules.</source>
        <translation>Keine Quelle nennt die Werte einer Klasse (digest §4.9): Kennzeichnen Sie Karten, die Beispiele sind und nicht aus den Regeln stammen.</translation>
    </message>
    <message>
        <source>Change points</source>
        <translation>Punkte ändern</translation>
    </message>
    <message>
        <source>Change initiative</source>
        <translation>Initiative ändern</translation>
    </message>
    <message>
        <source>Rename card</source>
        <translation>Karte umbenennen</translation>
    </message>
    <message>
        <source>Change card faction</source>
        <translation>Fraktion der Karte ändern</translation>
    </message>
    <message>
        <source>Change example mark</source>
        <translation>Beispielkennzeichnung ändern</translation>
    </message>
    <message>
        <source>Edit card notes</source>
        <translation>Anmerkungen zur Karte bearbeiten</translation>
    </message>
    <message>
        <source>Destroyed at %1 damage (2 per track, digest §4.6).</source>
        <translation>Zerstört bei %1 Schaden (2 pro Leiste, digest §4.6).</translation>
    </message>
    <message>
        <source>Track %1 from damage %2.</source>
        <comment>the damage a track starts at</comment>
        <translation>Leiste %1 ab Schaden %2.</translation>
    </message>
    <message>
        <source>Change size to %1</source>
        <translation>Größe auf %1 ändern</translation>
    </message>
</context>
<context>
    <name>fw::app::SunderFleetEditor</name>
    <message>
        <source>Sunder the Stars</source>
        <translation>Sunder the Stars</translation>
    </message>
    <message>
        <source>e.g. Grand Terran Imperium</source>
        <translation>z. B. Grand Terran Imperium</translation>
    </message>
    <message>
        <source>The faction the fleet flies for; by the rules options every card must be of it (digest §4.8).</source>
        <translation>Die Fraktion, für die die Flotte fliegt; nach den Regeloptionen muss jede Karte zu ihr gehören (digest §4.8).</translation>
    </message>
    <message>
        <source>Fa&amp;ction:</source>
        <translation>Fra&amp;ktion:</translation>
    </message>
    <message>
        <source>Change fleet faction</source>
        <translation>Fraktion der Flotte ändern</translation>
    </message>
    <message>
        <source>S&amp;quadrons, flights and wings</source>
        <translation>Geschwader, Staffeln und &amp;Verbände</translation>
    </message>
    <message>
        <source>Units that roll initiative and activate together (digest §4.1). Put a ship in a group on the Ship page, or select the group in the fleet tree and add a ship.</source>
        <translation>Einheiten, die gemeinsam Initiative würfeln und aktiviert werden (digest §4.1). Weisen Sie ein Schiff auf der Seite „Schiff“ einer Gruppe zu, oder wählen Sie die Gruppe im Flottenbaum aus und fügen Sie ein Schiff hinzu.</translation>
    </message>
    <message>
        <source>Double-click a name, or press F2, to rename the group.</source>
        <translation>Doppelklicken Sie auf einen Namen oder drücken Sie F2, um die Gruppe umzubenennen.</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>Hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Add a squadron and name it</source>
        <translation>Ein Geschwader hinzufügen und benennen</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <source>Rename the group; its ships follow (F2)</source>
        <translation>Die Gruppe umbenennen; ihre Schiffe folgen (F2)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Remove the group; its ships become units of their own</source>
        <translation>Die Gruppe entfernen; ihre Schiffe werden zu eigenständigen Einheiten</translation>
    </message>
    <message>
        <source>Ships fly in squadrons, fighters in flights and wings (digest §4.1).</source>
        <translation>Schiffe fliegen in Geschwadern, Jäger in Staffeln und Verbänden (digest §4.1).</translation>
    </message>
    <message>
        <source>Your notes on the selected group.</source>
        <translation>Ihre Anmerkungen zur ausgewählten Gruppe.</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>Ar&amp;t:</translation>
    </message>
    <message>
        <source>Notes on the &amp;group:</source>
        <translation>Anmerkungen zur Gru&amp;ppe:</translation>
    </message>
    <message>
        <source>Change group kind</source>
        <translation>Art der Gruppe ändern</translation>
    </message>
    <message>
        <source>Edit group notes</source>
        <translation>Anmerkungen zur Gruppe bearbeiten</translation>
    </message>
    <message>
        <source>Add group</source>
        <translation>Gruppe hinzufügen</translation>
    </message>
    <message>
        <source>A group needs a name; it keeps “%1”.</source>
        <translation>Eine Gruppe braucht einen Namen; sie behält „%1“.</translation>
    </message>
    <message>
        <source>Another group is already called “%1”; this one keeps “%2”.</source>
        <translation>Eine andere Gruppe heißt bereits „%1“; diese behält „%2“.</translation>
    </message>
    <message>
        <source>Rename group</source>
        <translation>Gruppe umbenennen</translation>
    </message>
    <message>
        <source>Remove group</source>
        <translation>Gruppe entfernen</translation>
    </message>
</context>
<context>
    <name>fw::app::SunderGroupModel</name>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Schiffe</translation>
    </message>
</context>
<context>
    <name>fw::app::SunderShipEditor</name>
    <message>
        <source>The ship&apos;s own name, e.g. “Valiant”.</source>
        <translation>Der eigene Name des Schiffs, z. B. „Valiant“.</translation>
    </message>
    <message>
        <source>The ship card the ship is played from: one of the fleet&apos;s designs (the Designs page edits them).</source>
        <translation>Die Schiffskarte, mit der das Schiff gespielt wird: einer der Entwürfe der Flotte (auf der Seite „Entwürfe“ bearbeitbar).</translation>
    </message>
    <message>
        <source>&amp;Card:</source>
        <translation>&amp;Karte:</translation>
    </message>
    <message>
        <source>The squadron, flight or wing the ship rolls initiative and activates with (digest §4.1); the Fleet page lists the groups.</source>
        <translation>Das Geschwader, die Staffel oder der Verband, mit dem das Schiff Initiative würfelt und aktiviert wird (digest §4.1); die Seite „Flotte“ listet die Gruppen auf.</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Gruppe:</translation>
    </message>
    <message>
        <source>F&amp;lagship</source>
        <translation>F&amp;laggschiff</translation>
    </message>
    <message>
        <source>The fleet&apos;s flagship; a fleet has at most one (digest §4.7).</source>
        <translation>Das Flaggschiff der Flotte; eine Flotte hat höchstens eines (digest §4.7).</translation>
    </message>
    <message>
        <source>Fighters and bombers carried</source>
        <translation>Mitgeführte Jäger und Bomber</translation>
    </message>
    <message>
        <source>F&amp;ighter flights:</source>
        <translation>&amp;Jägerstaffeln:</translation>
    </message>
    <message>
        <source>&amp;Bomber flights:</source>
        <translation>Bo&amp;mberstaffeln:</translation>
    </message>
    <message>
        <source>Change ship card</source>
        <translation>Schiffskarte ändern</translation>
    </message>
    <message>
        <source>Change ship group</source>
        <translation>Gruppe des Schiffs ändern</translation>
    </message>
    <message>
        <source>Make flagship</source>
        <translation>Zum Flaggschiff machen</translation>
    </message>
    <message>
        <source>Unmake flagship</source>
        <translation>Flaggschiffstatus aufheben</translation>
    </message>
    <message>
        <source>Change fighters carried</source>
        <translation>Mitgeführte Jäger ändern</translation>
    </message>
    <message>
        <source>Change bombers carried</source>
        <translation>Mitgeführte Bomber ändern</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>(no card)</source>
        <translation>(keine Karte)</translation>
    </message>
    <message>
        <source>Unknown: %1</source>
        <translation>Unbekannt: %1</translation>
    </message>
    <message>
        <source>(none: a unit of its own)</source>
        <translation>(keine: eigenständige Einheit)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The ship has no card to carry flights.</source>
        <translation>Das Schiff hat keine Karte und kann daher keine Staffeln mitführen.</translation>
    </message>
    <message>
        <source>The card has no fighter or bomber bays.</source>
        <translation>Die Karte hat keine Jäger- oder Bomberplätze.</translation>
    </message>
    <message>
        <source>The card&apos;s bays on track 1: %1 fighter, %2 bomber flights.</source>
        <translation>Hangarplätze der Karte auf Leiste 1: %1 Jäger-, %2 Bomberstaffeln.</translation>
    </message>
</context>
<context>
    <name>fw::app::TalonDesignEditor</name>
    <message>
        <source>&amp;Power curve</source>
        <translation>Energiekur&amp;ve</translation>
    </message>
    <message>
        <source>H&amp;ull boxes</source>
        <translation>R&amp;umpfkästchen</translation>
    </message>
    <message>
        <source>&amp;Weapon groups</source>
        <translation>&amp;Waffengruppen</translation>
    </message>
    <message>
        <source>Your notes on the counter, e.g. what you corrected.</source>
        <translation>Ihre Anmerkungen zur Spielmarke, z. B. was Sie korrigiert haben.</translation>
    </message>
    <message>
        <source>Note&amp;s:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <source>Custom counter</source>
        <translation>Eigene Spielmarke</translation>
    </message>
    <message>
        <source>A counter needs an id.</source>
        <translation>Eine Spielmarke braucht eine ID.</translation>
    </message>
    <message>
        <source>“%1” is the id of the counter %2.</source>
        <translation>„%1“ ist die ID der Spielmarke %2.</translation>
    </message>
    <message>
        <source>%1 The id stays “%2”.</source>
        <translation>%1 Die ID bleibt „%2“.</translation>
    </message>
    <message>
        <source>Change counter id</source>
        <translation>ID der Spielmarke ändern</translation>
    </message>
    <message>
        <source>The id ships name the counter by; it must differ from every built-in counter&apos;s id. Changing it changes the ships of the counter too.</source>
        <translation>Die ID, mit der Schiffe ihre Spielmarke angeben; sie muss sich von der ID jeder eingebauten Spielmarke unterscheiden. Eine Änderung wird auch bei den Schiffen der Spielmarke übernommen.</translation>
    </message>
    <message>
        <source>The class code printed on the counter, e.g. “CA”.</source>
        <translation>Das auf der Spielmarke aufgedruckte Klassenkürzel, z. B. „CA“.</translation>
    </message>
    <message>
        <source>Class c&amp;ode:</source>
        <translation>Klassen&amp;kürzel:</translation>
    </message>
    <message>
        <source>The class&apos;s name, e.g. “Heavy Cruiser”.</source>
        <translation>Der Name der Klasse, z. B. „Schwerer Kreuzer“.</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>Na&amp;me:</translation>
    </message>
    <message>
        <source>The side the counter belongs to.</source>
        <translation>Die Seite, zu der die Spielmarke gehört.</translation>
    </message>
    <message>
        <source>Fa&amp;ction:</source>
        <translation>F&amp;raktion:</translation>
    </message>
    <message>
        <source>The hull type; a base has no turn radius and some types belong to one faction only (digest §3.8).</source>
        <translation>Der Rumpftyp; eine Basis hat keinen Wenderadius, und manche Typen gehören nur zu einer Fraktion (digest §3.8).</translation>
    </message>
    <message>
        <source>Hull t&amp;ype:</source>
        <translation>Rumpft&amp;yp:</translation>
    </message>
    <message>
        <source>Ship Poi&amp;nts:</source>
        <translation>Schiffs&amp;punkte:</translation>
    </message>
    <message>
        <source>The counter&apos;s Ship Points.</source>
        <translation>Die Schiffspunkte der Spielmarke.</translation>
    </message>
    <message>
        <source>Change Ship Points</source>
        <translation>Schiffspunkte ändern</translation>
    </message>
    <message>
        <source>Afte&amp;rburners:</source>
        <translation>&amp;Nachbrenner:</translation>
    </message>
    <message>
        <source>Afterburner boxes.</source>
        <translation>Nachbrennerkästchen.</translation>
    </message>
    <message>
        <source>Change afterburners</source>
        <translation>Nachbrenner ändern</translation>
    </message>
    <message>
        <source>&amp;Batteries:</source>
        <translation>Ba&amp;tterien:</translation>
    </message>
    <message>
        <source>Battery boxes.</source>
        <translation>Batteriekästchen.</translation>
    </message>
    <message>
        <source>Change batteries</source>
        <translation>Batterien ändern</translation>
    </message>
    <message>
        <source>E&amp;xplosion:</source>
        <translation>E&amp;xplosion:</translation>
    </message>
    <message>
        <source>The damage the ship deals to its neighbours when it explodes.</source>
        <translation>Der Schaden, den das Schiff seinen Nachbarn zufügt, wenn es explodiert.</translation>
    </message>
    <message>
        <source>Change explosion strength</source>
        <translation>Explosionsstärke ändern</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <source>Shie&amp;lds</source>
        <translation>Schi&amp;lde</translation>
    </message>
    <message>
        <source>Shield boxes per arc (digest §3.1): damage from an arc goes to its shields first.</source>
        <translation>Schildkästchen je Schildsektor (digest §3.1): Schaden aus einem Sektor trifft zuerst dessen Schilde.</translation>
    </message>
    <message>
        <source>Shield boxes of the %1 arc.</source>
        <translation>Schildkästchen des Schildsektors %1.</translation>
    </message>
    <message>
        <source>Change %1 shields</source>
        <translation>Schilde (%1) ändern</translation>
    </message>
    <message>
        <source>Change class code</source>
        <translation>Klassenkürzel ändern</translation>
    </message>
    <message>
        <source>Rename counter</source>
        <translation>Spielmarke umbenennen</translation>
    </message>
    <message>
        <source>Change counter faction</source>
        <translation>Fraktion der Spielmarke ändern</translation>
    </message>
    <message>
        <source>Change hull type</source>
        <translation>Rumpftyp ändern</translation>
    </message>
    <message>
        <source>Edit counter notes</source>
        <translation>Anmerkungen zur Spielmarke bearbeiten</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Summe: %1</translation>
    </message>
    <message>
        <source>(your own figures)</source>
        <translation>(Ihre eigenen Werte)</translation>
    </message>
    <message>
        <source>Starts at speed %1 with %2 AP.</source>
        <translation>Beginnt mit Geschwindigkeit %1 und %2 AP.</translation>
    </message>
    <message>
        <source>No starting speed is marked.</source>
        <translation>Keine Startgeschwindigkeit markiert.</translation>
    </message>
    <message numerus="yes">
        <source>%n hull box(es); Power falls by up to %1 as they are marked.</source>
        <translation>
            <numerusform>%n Rumpfkästchen; die Energie sinkt um bis zu %1, wenn es markiert wird.</numerusform>
            <numerusform>%n Rumpfkästchen; die Energie sinkt um bis zu %1, wenn sie markiert werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>AP</source>
        <translation>AP</translation>
    </message>
    <message>
        <source>Available Power at the speed, gained in the impulses the speed acts in (digest §3.2).</source>
        <translation>Verfügbare Energie bei dieser Geschwindigkeit, gewonnen in den Impulsen, in denen die Geschwindigkeit wirkt (digest §3.2).</translation>
    </message>
    <message>
        <source>Turn radius</source>
        <translation>Wenderadius</translation>
    </message>
    <message>
        <source>Hexes moved between turns at the speed; “—” for none (a base, digest §3.3).</source>
        <translation>Felder, die bei dieser Geschwindigkeit zwischen zwei Wendungen zurückgelegt werden; „—“ für keinen (eine Basis, digest §3.3).</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>The entry the counter starts the game on.</source>
        <translation>Der Eintrag, mit dem die Spielmarke das Spiel beginnt.</translation>
    </message>
    <message>
        <source>Add Faster Speed</source>
        <translation>Schnellere hinzufügen</translation>
    </message>
    <message>
        <source>Add the next speed after the fastest</source>
        <translation>Die nächste Geschwindigkeit nach der schnellsten hinzufügen</translation>
    </message>
    <message>
        <source>Add faster speed</source>
        <translation>Schnellere Geschwindigkeit hinzufügen</translation>
    </message>
    <message>
        <source>Add Slower Speed</source>
        <translation>Langsamere hinzufügen</translation>
    </message>
    <message>
        <source>Add the speed before the slowest</source>
        <translation>Die Geschwindigkeit vor der langsamsten hinzufügen</translation>
    </message>
    <message>
        <source>Add slower speed</source>
        <translation>Langsamere Geschwindigkeit hinzufügen</translation>
    </message>
    <message>
        <source>Remove Fastest</source>
        <translation>Schnellste entfernen</translation>
    </message>
    <message>
        <source>Remove the fastest speed</source>
        <translation>Die schnellste Geschwindigkeit entfernen</translation>
    </message>
    <message>
        <source>Remove fastest speed</source>
        <translation>Schnellste Geschwindigkeit entfernen</translation>
    </message>
    <message>
        <source>Remove Slowest</source>
        <translation>Langsamste entfernen</translation>
    </message>
    <message>
        <source>Remove the slowest speed</source>
        <translation>Die langsamste Geschwindigkeit entfernen</translation>
    </message>
    <message>
        <source>Remove slowest speed</source>
        <translation>Langsamste Geschwindigkeit entfernen</translation>
    </message>
    <message>
        <source>Speed %1</source>
        <translation>Geschw. %1</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>The Power change printed with the box, applied once it is marked (0, -1, -2, …).</source>
        <translation>Die beim Kästchen aufgedruckte Energieänderung, die gilt, sobald es markiert ist (0, -1, -2, …).</translation>
    </message>
    <message>
        <source>Weak spot</source>
        <translation>Schwachstelle</translation>
    </message>
    <message>
        <source>Marking a weak spot calls for a roll on the Critical Damage table (digest §3.8).</source>
        <translation>Wird eine Schwachstelle markiert, wird auf der Tabelle für kritischen Schaden gewürfelt (digest §3.8).</translation>
    </message>
    <message>
        <source>Add Box</source>
        <translation>Kästchen hinzufügen</translation>
    </message>
    <message>
        <source>Add a hull box after the last, as the last is</source>
        <translation>Ein Rumpfkästchen nach dem letzten hinzufügen, gleich dem letzten</translation>
    </message>
    <message>
        <source>Add hull box</source>
        <translation>Rumpfkästchen hinzufügen</translation>
    </message>
    <message>
        <source>Remove Last Box</source>
        <translation>Letztes Kästchen entfernen</translation>
    </message>
    <message>
        <source>Remove the last hull box</source>
        <translation>Das letzte Rumpfkästchen entfernen</translation>
    </message>
    <message>
        <source>Remove hull box</source>
        <translation>Rumpfkästchen entfernen</translation>
    </message>
</context>
<context>
    <name>fw::app::TalonFleetEditor</name>
    <message>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>(none: taken from the ships)</source>
        <translation>(keine: aus den Schiffen übernommen)</translation>
    </message>
    <message>
        <source>The side the fleet plays; a fleet is of one faction (digest §3.5). The counter list shows only the faction&apos;s counters.</source>
        <translation>Die Seite, die die Flotte spielt; eine Flotte gehört zu einer Fraktion (digest §3.5). Die Spielmarkenliste zeigt nur die Spielmarken dieser Fraktion.</translation>
    </message>
    <message>
        <source>Fa&amp;ction:</source>
        <translation>F&amp;raktion:</translation>
    </message>
    <message>
        <source>Ship Points:</source>
        <translation>Schiffspunkte:</translation>
    </message>
    <message>
        <source>Change fleet faction</source>
        <translation>Fraktion der Flotte ändern</translation>
    </message>
    <message>
        <source>Change counter mix</source>
        <translation>Spielmarkenbestand ändern</translation>
    </message>
    <message>
        <source>Co&amp;unters</source>
        <translation>Spiel&amp;marken</translation>
    </message>
    <message>
        <source>Pick a counter and press Enter, or double-click it, to add a ship of it. Edit “Owned” (F2) to hold a class to the counters you own.</source>
        <translation>Wählen Sie eine Spielmarke und drücken Sie die Eingabetaste oder doppelklicken Sie darauf, um ein Schiff davon hinzuzufügen. Bearbeiten Sie „Im Besitz“ (F2), um eine Klasse auf die Spielmarken zu begrenzen, die Sie besitzen.</translation>
    </message>
    <message>
        <source>Add &amp;Ship</source>
        <translation>Schiff hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Add a ship of the picked counter to the fleet (Enter)</source>
        <translation>Ein Schiff der gewählten Spielmarke zur Flotte hinzufügen (Eingabetaste)</translation>
    </message>
    <message>
        <source>Co&amp;py to Custom Design</source>
        <translation>Als eigenen Ent&amp;wurf kopieren</translation>
    </message>
    <message>
        <source>Copy the picked built-in counter into the fleet&apos;s designs with a new id, to correct its figures on the Designs page</source>
        <translation>Die gewählte eingebaute Spielmarke mit einer neuen ID in die Entwürfe der Flotte kopieren, um ihre Werte auf der Seite „Entwürfe“ zu korrigieren</translation>
    </message>
    <message>
        <source>%1 of %2 SP</source>
        <translation>%1 von %2 SP</translation>
    </message>
    <message>
        <source>%1 SP (no budget)</source>
        <translation>%1 SP (kein Budget)</translation>
    </message>
    <message>
        <source>Picked: %1</source>
        <translation>Gewählt: %1</translation>
    </message>
    <message>
        <source>No counter picked.</source>
        <translation>Keine Spielmarke gewählt.</translation>
    </message>
    <message>
        <source>Add ship</source>
        <translation>Schiff hinzufügen</translation>
    </message>
    <message>
        <source>Copy counter to custom design</source>
        <translation>Spielmarke in eigenen Entwurf kopieren</translation>
    </message>
</context>
<context>
    <name>fw::app::TalonShipEditor</name>
    <message>
        <source>The ship&apos;s own name, e.g. “Defiant”.</source>
        <translation>Der eigene Name des Schiffs, z. B. „Defiant“.</translation>
    </message>
    <message>
        <source>The counter the ship is played from: a built-in counter or one of the fleet&apos;s custom designs (the Designs page edits them).</source>
        <translation>Die Spielmarke, mit der das Schiff gespielt wird: eine eingebaute Spielmarke oder einer der eigenen Entwürfe der Flotte (die Seite „Entwürfe“ bearbeitet sie).</translation>
    </message>
    <message>
        <source>&amp;Counter:</source>
        <translation>&amp;Spielmarke:</translation>
    </message>
    <message>
        <source>Change ship counter</source>
        <translation>Spielmarke des Schiffs ändern</translation>
    </message>
    <message>
        <source>No counter has the id “%1”.</source>
        <translation>Keine Spielmarke hat die ID „%1“.</translation>
    </message>
    <message>
        <source>[%1: %2]</source>
        <comment>speed: AP, the starting entry</comment>
        <translation>[%1: %2]</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>speed: AP</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1
Shields %2 / %3 / %4 / %5 (forward, right, rear, left), %n hull box(es), explosion %6.
Power curve (speed: AP): %7</source>
        <translation>
            <numerusform>%1
Schilde %2 / %3 / %4 / %5 (vorn, rechts, hinten, links), %n Rumpfkästchen, Explosion %6.
Energiekurve (Geschwindigkeit: AP): %7</numerusform>
            <numerusform>%1
Schilde %2 / %3 / %4 / %5 (vorn, rechts, hinten, links), %n Rumpfkästchen, Explosion %6.
Energiekurve (Geschwindigkeit: AP): %7</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, custom</source>
        <translation>%1, eigener Entwurf</translation>
    </message>
    <message>
        <source>(no counter)</source>
        <translation>(keine Spielmarke)</translation>
    </message>
    <message>
        <source>%1 (the other side)</source>
        <translation>%1 (die andere Seite)</translation>
    </message>
</context>
<context>
    <name>fw::app::TrialBattleWindow</name>
    <message>
        <source>Trial Battle — Fleetwright</source>
        <translation>Probeschlacht — Fleetwright</translation>
    </message>
    <message>
        <source>Fleets</source>
        <translation>Flotten</translation>
    </message>
    <message>
        <source>Side &amp;A:</source>
        <translation>Seite &amp;A:</translation>
    </message>
    <message>
        <source>Side &amp;B:</source>
        <translation>Seite &amp;B:</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>Single Attack</source>
        <translation>Einzelner Angriff</translation>
    </message>
    <message>
        <source>Cannot use the fleet</source>
        <translation>Flotte kann nicht verwendet werden</translation>
    </message>
    <message>
        <source>“%1” cannot be used for side %2.</source>
        <translation>„%1“ kann nicht für Seite %2 verwendet werden.</translation>
    </message>
    <message>
        <source>Nothing was changed.

%1</source>
        <translation>Es wurde nichts geändert.

%1</translation>
    </message>
    <message>
        <source>Fleet for Side A</source>
        <translation>Flotte für Seite A</translation>
    </message>
    <message>
        <source>Fleet for Side B</source>
        <translation>Flotte für Seite B</translation>
    </message>
    <message>
        <source>Fleetwright fleets (*.fleet.json *.json);;All files (*)</source>
        <translation>Fleetwright-Flotten (*.fleet.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The open fleet</source>
        <translation>Die geöffnete Flotte</translation>
    </message>
    <message>
        <source>Open a fleet file…</source>
        <translation>Eine Flottendatei öffnen…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>S&amp;hips of A…</source>
        <translation>Sch&amp;iffe von A…</translation>
    </message>
    <message>
        <source>Sh&amp;ips of B…</source>
        <translation>Schi&amp;ffe von B…</translation>
    </message>
    <message>
        <source>Choose which ships of the side&apos;s fleet fight: a duel of two ships needs no file of its own.</source>
        <translation>Wählen Sie, welche Schiffe der Flotte dieser Seite kämpfen: Ein Duell zweier Schiffe braucht keine eigene Datei.</translation>
    </message>
    <message>
        <source>Ships of Side A</source>
        <translation>Schiffe von Seite A</translation>
    </message>
    <message>
        <source>Ships of Side B</source>
        <translation>Schiffe von Seite B</translation>
    </message>
</context>
<context>
    <name>fw::app::WelcomePage</name>
    <message>
        <source>&lt;h2&gt;Welcome to Fleetwright&lt;/h2&gt;&lt;p&gt;Start a new fleet, open one of yours, or open an example to see how a game&apos;s fleet looks. Help → User Guide (F1) explains the rest.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Willkommen bei Fleetwright&lt;/h2&gt;&lt;p&gt;Legen Sie eine neue Flotte an, öffnen Sie eine Ihrer Flotten oder öffnen Sie ein Beispiel, um zu sehen, wie eine Flotte eines Spiels aussieht. Hilfe → Benutzerhandbuch (F1) erklärt den Rest.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;New Fleet…</source>
        <translation>&amp;Neue Flotte…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>No fleets opened yet.</source>
        <translation>Noch keine Flotten geöffnet.</translation>
    </message>
    <message>
        <source>Recent fleets</source>
        <translation>Zuletzt geöffnete Flotten</translation>
    </message>
    <message>
        <source>Opens a copy of the example: saving asks where to put your own file.</source>
        <translation>Öffnet eine Kopie des Beispiels: Beim Speichern werden Sie gefragt, wo Ihre eigene Datei abgelegt werden soll.</translation>
    </message>
    <message>
        <source>Open E&amp;xample</source>
        <translation>Beis&amp;piel öffnen</translation>
    </message>
    <message>
        <source>Example fleets</source>
        <translation>Beispielflotten</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>a recent fleet&apos;s file name and its folder</comment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>fw::app::scs::RangeTable</name>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Trifft</translation>
    </message>
    <message>
        <source>Add Row</source>
        <translation>Reihe hinzufügen</translation>
    </message>
    <message>
        <source>Adds a row after the current one.</source>
        <translation>Fügt nach der aktuellen Reihe eine Reihe hinzu.</translation>
    </message>
    <message>
        <source>Remove Row</source>
        <translation>Reihe entfernen</translation>
    </message>
    <message>
        <source>Removes the current row.</source>
        <translation>Entfernt die aktuelle Reihe.</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>Unknown: %1</source>
        <translation>Unbekannt: %1</translation>
    </message>
    <message>
        <source>A row names nothing.</source>
        <translation>Eine Reihe nennt nichts.</translation>
    </message>
    <message>
        <source>“%1” is not here.</source>
        <translation>„%1“ gibt es hier nicht.</translation>
    </message>
    <message>
        <source>Covers %1–%2.</source>
        <translation>Deckt %1–%2 ab.</translation>
    </message>
</context>
<context>
    <name>fw::app::scs::ScsMovementPage</name>
    <message>
        <source>Movement table</source>
        <translation>Bewegungstabelle</translation>
    </message>
    <message>
        <source>The turn delay at each speed: the hexes a ship travels before a turn takes effect, with all its thrust turning (digest §5.2). Zigs add half a hex each, rounded up.</source>
        <translation>Die Wendeverzögerung bei jeder Geschwindigkeit: die Hexfelder, die ein Schiff zurücklegt, bevor eine Wende wirksam wird, wenn sein gesamter Schub in die Wende geht (digest §5.2). Zigs fügen je ein halbes Hexfeld hinzu, aufgerundet.</translation>
    </message>
    <message>
        <source>How many speeds the table gives, from speed 1.</source>
        <translation>Wie viele Geschwindigkeiten die Tabelle angibt, ab Geschwindigkeit 1.</translation>
    </message>
    <message>
        <source>The turn delay factor of the B5 Wars sheet, e.g. 0.66 for “turn delay 0.66 × speed”.</source>
        <translation>Der Faktor der Wendeverzögerung auf dem Bogen von B5 Wars, z. B. 0,66 für „Wendeverzögerung 0,66 × Geschwindigkeit“.</translation>
    </message>
    <message>
        <source>rounded down</source>
        <translation>abgerundet</translation>
    </message>
    <message>
        <source>rounded to nearest</source>
        <translation>kaufmännisch gerundet</translation>
    </message>
    <message>
        <source>rounded up</source>
        <translation>aufgerundet</translation>
    </message>
    <message>
        <source>Rounded down, 0.66 × speed gives the source&apos;s Var&apos;Nic table (speed 6: 3 hexes, speed 7: 4). FieryVoid rounds up. Every delay is at least 1.</source>
        <translation>Abgerundet ergibt 0,66 × Geschwindigkeit die Var&apos;Nic-Tabelle der Quelle (Geschwindigkeit 6: 3 Hexfelder, Geschwindigkeit 7: 4). FieryVoid rundet auf. Jede Verzögerung beträgt mindestens 1.</translation>
    </message>
    <message>
        <source>Sets the turn delay at every speed of the table to factor × speed, rounded as chosen, at least 1: one undo step.</source>
        <translation>Setzt die Wendeverzögerung bei jeder Geschwindigkeit der Tabelle auf Faktor × Geschwindigkeit, wie gewählt gerundet, mindestens 1: ein einziger Rückgängig-Schritt.</translation>
    </message>
    <message>
        <source>Turn delay = speed</source>
        <translation>Wendeverzögerung = Geschwindigkeit</translation>
    </message>
    <message>
        <source>Side chart (d10)</source>
        <translation>Seitentabelle (W10)</translation>
    </message>
    <message>
        <source>The d10 roll that picks the section a volley strikes; all of one ship&apos;s shots hit that side (digest §5.3).</source>
        <translation>Der W10-Wurf, der die Sektion bestimmt, die eine Salve trifft; alle Schüsse eines Schiffs treffen diese Seite (digest §5.3).</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Sektion</translation>
    </message>
    <message>
        <source>d10 result → section hit</source>
        <translation>W10-Ergebnis → getroffene Sektion</translation>
    </message>
    <message>
        <source>Build Side Chart</source>
        <translation>Seitentabelle erstellen</translation>
    </message>
    <message>
        <source>Proposes a side chart for the sheet&apos;s sections: forward 1–3, port 4–5, starboard 6–7, aft 8–10 (forward and aft halves without side sections).</source>
        <translation>Schlägt eine Seitentabelle für die Sektionen des Kontrollbogens vor: Bug 1–3, Backbord 4–5, Steuerbord 6–7, Heck 8–10 (ohne Seitensektionen je zur Hälfte Bug und Heck).</translation>
    </message>
    <message>
        <source>Change the speeds of the table</source>
        <translation>Geschwindigkeiten der Tabelle ändern</translation>
    </message>
    <message>
        <source>Add side chart row</source>
        <translation>Reihe der Seitentabelle hinzufügen</translation>
    </message>
    <message>
        <source>Remove side chart row</source>
        <translation>Reihe der Seitentabelle entfernen</translation>
    </message>
    <message>
        <source>Build side chart</source>
        <translation>Seitentabelle erstellen</translation>
    </message>
    <message>
        <source>Speed %1</source>
        <translation>Geschwindigkeit %1</translation>
    </message>
    <message>
        <source>Turn delay at speed %1, in hexes.</source>
        <translation>Wendeverzögerung bei Geschwindigkeit %1, in Hexfeldern.</translation>
    </message>
    <message>
        <source>Change turn delay at speed %1</source>
        <translation>Wendeverzögerung bei Geschwindigkeit %1 ändern</translation>
    </message>
    <message>
        <source>Fill movement table from factor %1</source>
        <translation>Bewegungstabelle aus Faktor %1 füllen</translation>
    </message>
    <message>
        <source>Change side chart</source>
        <translation>Seitentabelle ändern</translation>
    </message>
    <message>
        <source>S&amp;peeds in the table:</source>
        <translation>&amp;Geschwindigkeiten in der Tabelle:</translation>
    </message>
    <message>
        <source>Fill from Fa&amp;ctor</source>
        <translation>Aus &amp;Faktor füllen</translation>
    </message>
</context>
<context>
    <name>fw::app::scs::ScsSectionsPage</name>
    <message>
        <source>Add %1 to %2</source>
        <translation>%1 zu %2 hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Remove section %1</source>
        <translation>Sektion %1 entfernen</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>%1 nach oben verschieben</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>%1 nach unten verschieben</translation>
    </message>
    <message>
        <source>Move section %1 up</source>
        <translation>Sektion %1 nach oben verschieben</translation>
    </message>
    <message>
        <source>Move section %1 down</source>
        <translation>Sektion %1 nach unten verschieben</translation>
    </message>
    <message>
        <source>Add section %1</source>
        <translation>Sektion %1 hinzufügen</translation>
    </message>
    <message>
        <source>Build hit chart of %1</source>
        <translation>Trefferzonentabelle von %1 erstellen</translation>
    </message>
    <message>
        <source>Section / system</source>
        <translation>Sektion / System</translation>
    </message>
    <message>
        <source>Armour / boxes</source>
        <translation>Panzerung / Kästchen</translation>
    </message>
    <message>
        <source>The sheet&apos;s sections and their systems. Pick one to edit it.</source>
        <translation>Die Sektionen des Bogens und ihre Systeme. Wählen Sie einen Eintrag aus, um ihn zu bearbeiten.</translation>
    </message>
    <message>
        <source>Add System</source>
        <translation>System hinzufügen</translation>
    </message>
    <message>
        <source>Adds a system of the chosen kind after the selected one.</source>
        <translation>Fügt ein System der gewählten Art hinter dem ausgewählten ein.</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Adds a copy of the selected system after it.</source>
        <translation>Fügt eine Kopie des ausgewählten Systems dahinter ein.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Removes the selected system, or the selected section with its systems.</source>
        <translation>Entfernt das ausgewählte System oder die ausgewählte Sektion samt ihren Systemen.</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Moves the selection up one place.</source>
        <translation>Verschiebt die Auswahl um eine Stelle nach oben.</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Moves the selection down one place.</source>
        <translation>Verschiebt die Auswahl um eine Stelle nach unten.</translation>
    </message>
    <message>
        <source>Add Section</source>
        <translation>Sektion hinzufügen</translation>
    </message>
    <message>
        <source>Other Section…</source>
        <translation>Andere Sektion…</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>The section has a structure block</source>
        <translation>Die Sektion hat einen Strukturblock</translation>
    </message>
    <message>
        <source>Every section has a structure block (digest §5.4).</source>
        <translation>Jede Sektion hat einen Strukturblock (digest §5.4).</translation>
    </message>
    <message>
        <source>The structure&apos;s armour.</source>
        <translation>Die Panzerung der Struktur.</translation>
    </message>
    <message>
        <source>Structure a&amp;rmour:</source>
        <translation>Struktur-Panze&amp;rung:</translation>
    </message>
    <message>
        <source>The structure&apos;s boxes.</source>
        <translation>Die Kästchen der Struktur.</translation>
    </message>
    <message>
        <source>Structure bo&amp;xes:</source>
        <translation>Struktur-&amp;Kästchen:</translation>
    </message>
    <message>
        <source>Add structure block</source>
        <translation>Strukturblock hinzufügen</translation>
    </message>
    <message>
        <source>Remove structure block</source>
        <translation>Strukturblock entfernen</translation>
    </message>
    <message>
        <source>Change structure armour</source>
        <translation>Strukturpanzerung ändern</translation>
    </message>
    <message>
        <source>Change structure boxes</source>
        <translation>Strukturkästchen ändern</translation>
    </message>
    <message>
        <source>Hit chart (d20)</source>
        <translation>Trefferzonentabelle (W20)</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Trifft</translation>
    </message>
    <message>
        <source>d20 result → what the shot hits in this section</source>
        <translation>W20-Ergebnis → was der Schuss in dieser Sektion trifft</translation>
    </message>
    <message>
        <source>&amp;Build Chart from Systems</source>
        <translation>&amp;Trefferzonen aus Systemen bauen</translation>
    </message>
    <message>
        <source>Proposes a complete 1–20 chart after the usual B5 Wars pattern (digest §5.1): in an outer section thrusters first, then the weapons, structure up to 18 and primary 19–20; in the primary section structure first, then the systems, the reactor near 19 and C&amp;C on 20. One undo step.</source>
        <translation>Schlägt eine vollständige Tabelle 1–20 nach dem üblichen Muster von B5 Wars vor (digest §5.1): in einer äußeren Sektion zuerst die Steuerdüsen, dann die Waffen, Struktur bis 18 und Primär 19–20; in der Primärsektion zuerst die Struktur, dann die Systeme, den Reaktor nahe 19 und C&amp;C auf 20. Ein Rückgängig-Schritt.</translation>
    </message>
    <message>
        <source>Add hit chart row</source>
        <translation>Reihe der Trefferzonentabelle hinzufügen</translation>
    </message>
    <message>
        <source>Remove hit chart row</source>
        <translation>Reihe der Trefferzonentabelle entfernen</translation>
    </message>
    <message>
        <source>structure %1/%2</source>
        <translation>Struktur %1/%2</translation>
    </message>
    <message>
        <source>no structure</source>
        <translation>keine Struktur</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1 structure boxes; %2 systems with %3 boxes.</source>
        <translation>%1 Strukturkästchen; %2 Systeme mit %3 Kästchen.</translation>
    </message>
    <message>
        <source>Hit chart (d20): %1</source>
        <translation>Trefferzonentabelle (W20): %1</translation>
    </message>
    <message>
        <source>Change hit chart</source>
        <translation>Trefferzonentabelle ändern</translation>
    </message>
    <message>
        <source>Adds a section the sheet lacks, a quarter of a six-sided ship, or one of an enormous ship&apos;s own.</source>
        <translation>Fügt eine Sektion hinzu, die dem Bogen fehlt, ein Viertel eines sechsseitigen Schiffs oder eine eigene Sektion eines gewaltigen Schiffs.</translation>
    </message>
    <message>
        <source>Id of the new section (e.g. “dorsal”):</source>
        <translation>ID der neuen Sektion (z. B. „dorsal“):</translation>
    </message>
    <message numerus="yes">
        <source>No row names %1, so no shot can hit it.</source>
        <translation>
            <numerusform>Keine Zeile nennt %1: Kein Schuss kann dieses System treffen.</numerusform>
            <numerusform>Keine Zeile nennt %1: Kein Schuss kann diese Systeme treffen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Build C&amp;hart</source>
        <translation>Treffer&amp;zonen erstellen</translation>
    </message>
    <message>
        <source>Builds the section&apos;s d20 hit chart from its systems, as Build Chart from Systems does. One undo step.</source>
        <translation>Erstellt die W20-Treffertabelle der Sektion aus ihren Systemen, wie „Trefferzonen aus Systemen bauen“. Ein Rückgängig-Schritt.</translation>
    </message>
</context>
<context>
    <name>fw::app::scs::ScsSystemForm</name>
    <message>
        <source>What the system is: it decides its fields, how its boxes are grouped for criticals (digest §5.3) and where the hit chart puts it.</source>
        <translation>Was das System ist: Das bestimmt seine Felder, wie seine Kästchen für kritische Treffer gruppiert werden (digest §5.3) und wo die Trefferzonentabelle es einordnet.</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>Ar&amp;t:</translation>
    </message>
    <message>
        <source>The name the hit chart names it by; systems of one name share their chart rows. Renaming renames the chart rows too.</source>
        <translation>Der Name, unter dem die Trefferzonentabelle es führt; Systeme gleichen Namens teilen sich ihre Tabellenreihen. Beim Umbenennen werden auch die Tabellenreihen umbenannt.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Armour:</source>
        <translation>&amp;Panzerung:</translation>
    </message>
    <message>
        <source>Change system armour</source>
        <translation>Systempanzerung ändern</translation>
    </message>
    <message>
        <source>Armour: subtracted from each hit&apos;s damage.</source>
        <translation>Panzerung: wird vom Schaden jedes Treffers abgezogen.</translation>
    </message>
    <message>
        <source>&amp;Boxes:</source>
        <translation>&amp;Kästchen:</translation>
    </message>
    <message>
        <source>Change system boxes</source>
        <translation>Systemkästchen ändern</translation>
    </message>
    <message>
        <source>Damage boxes.</source>
        <translation>Schadenskästchen.</translation>
    </message>
    <message>
        <source>&amp;Power needed:</source>
        <translation>&amp;Energiebedarf:</translation>
    </message>
    <message>
        <source>Change system power</source>
        <translation>Systemenergie ändern</translation>
    </message>
    <message>
        <source>Power the system needs from the reactor (digest §5.7).</source>
        <translation>Energie, die das System vom Reaktor braucht (digest §5.7).</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>Leistung:</translation>
    </message>
    <message>
        <source>Change system output</source>
        <translation>Systemleistung ändern</translation>
    </message>
    <message>
        <source>Boxes per row:</source>
        <translation>Kästchen pro Reihe:</translation>
    </message>
    <message>
        <source>Change boxes per row</source>
        <translation>Kästchen pro Reihe ändern</translation>
    </message>
    <message>
        <source>Boxes per printed row; 0 uses the rules options&apos; row length (DEFAULT 4, digest §5.6).</source>
        <translation>Kästchen pro gedruckter Reihe; 0 verwendet die Reihenlänge der Regeloptionen (STANDARD 4, digest §5.6).</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Boxes per block:</source>
        <translation>Kästchen pro Block:</translation>
    </message>
    <message>
        <source>Change boxes per block</source>
        <translation>Kästchen pro Block ändern</translation>
    </message>
    <message>
        <source>Boxes per block for reactors, engines and jump engines; 0 uses the rules options&apos; block size (DEFAULT 5, digest §5.6).</source>
        <translation>Kästchen pro Block bei Reaktoren, Triebwerken und Sprungtriebwerken; 0 verwendet die Blockgröße der Regeloptionen (STANDARD 5, digest §5.6).</translation>
    </message>
    <message>
        <source>Change system kind</source>
        <translation>Systemart ändern</translation>
    </message>
    <message>
        <source>Rename system</source>
        <translation>System umbenennen</translation>
    </message>
    <message>
        <source>The firing arc, clockwise from the bow: from 300° to 60° is the forward 120°. From = to fires all round.</source>
        <translation>Der Feuerwinkel, im Uhrzeigersinn ab dem Bug: von 300° bis 60° sind die vorderen 120°. Von = bis feuert rundum.</translation>
    </message>
    <message>
        <source>A&amp;rc:</source>
        <translation>&amp;Feuerwinkel:</translation>
    </message>
    <message>
        <source>Change arc</source>
        <translation>Feuerwinkel ändern</translation>
    </message>
    <message>
        <source>Re&amp;charge:</source>
        <translation>&amp;Ladezeit:</translation>
    </message>
    <message>
        <source>Change recharge</source>
        <translation>Ladezeit ändern</translation>
    </message>
    <message>
        <source>Turns between shots, at least 1 (digest §5.4).</source>
        <translation>Runden zwischen zwei Schüssen, mindestens 1 (digest §5.4).</translation>
    </message>
    <message>
        <source>Damage per hit: dice and a bonus (“3d10+4”, “2d6−1”) or a number.</source>
        <translation>Schaden pro Treffer: Würfel und ein Bonus („3d10+4“, „2d6−1“) oder eine Zahl.</translation>
    </message>
    <message>
        <source>Not dice like “3d10+4” or a number.</source>
        <translation>Weder Würfel wie „3d10+4“ noch eine Zahl.</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Schaden:</translation>
    </message>
    <message>
        <source>Change damage</source>
        <translation>Schaden ändern</translation>
    </message>
    <message>
        <source>Pulse: several hits; ballistic: declared at launch, +1 to intercept; matter ignores armour; plasma ignores half of it (digest §5.3).</source>
        <translation>Puls: mehrere Treffer; ballistisch: beim Start angesagt, +1 auf Abfangen; Materie ignoriert Panzerung; Plasma ignoriert die Hälfte davon (digest §5.3).</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <source>Change weapon mode</source>
        <translation>Waffenmodus ändern</translation>
    </message>
    <message>
        <source>&amp;Intercept:</source>
        <translation>A&amp;bfangwert:</translation>
    </message>
    <message>
        <source>Change intercept</source>
        <translation>Abfangwert ändern</translation>
    </message>
    <message>
        <source>Intercept value: each intercept succeeds on a d10 at or under it (digest §5.3); 0 does not intercept.</source>
        <translation>Abfangwert: Jedes Abfangen gelingt mit einem W10-Wurf kleiner oder gleich diesem Wert (digest §5.3); 0 fängt nicht ab.</translation>
    </message>
    <message>
        <source>The modifier added to the target&apos;s signature at range 0, 1, 2, … hexes, separated by commas or spaces (digest §5.3).</source>
        <translation>Der Modifikator, der bei einer Entfernung von 0, 1, 2, … Hexfeldern zur Signatur des Ziels addiert wird, getrennt durch Kommas oder Leerzeichen (digest §5.3).</translation>
    </message>
    <message>
        <source>Range &amp;modifiers:</source>
        <translation>&amp;Reichweitenmodifikatoren:</translation>
    </message>
    <message>
        <source>Whole numbers separated by commas or spaces.</source>
        <translation>Ganze Zahlen, getrennt durch Kommas oder Leerzeichen.</translation>
    </message>
    <message>
        <source>Change range modifiers</source>
        <translation>Reichweitenmodifikatoren ändern</translation>
    </message>
    <message>
        <source>Where the thruster pushes: retro (forward section), main (aft), port or starboard (digest §5.1).</source>
        <translation>Wohin die Steuerdüse schiebt: Bremse (Bugsektion), Haupt (Heck), Backbord oder Steuerbord (digest §5.1).</translation>
    </message>
    <message>
        <source>Di&amp;rection:</source>
        <translation>Ri&amp;chtung:</translation>
    </message>
    <message>
        <source>Change thruster direction</source>
        <translation>Richtung der Steuerdüse ändern</translation>
    </message>
    <message>
        <source>The fighters its slots take: heavy fighters only in heavy slots, medium in heavy or medium, light anywhere.</source>
        <translation>Die Jäger, die seine Plätze aufnehmen: schwere Jäger nur auf schweren Plätzen, mittlere auf schweren oder mittleren, leichte überall.</translation>
    </message>
    <message>
        <source>&amp;Fighter size:</source>
        <translation>&amp;Jägergröße:</translation>
    </message>
    <message>
        <source>Change hangar fighter size</source>
        <translation>Jägergröße des Hangars ändern</translation>
    </message>
    <message>
        <source>Power given:</source>
        <translation>Gelieferte Energie:</translation>
    </message>
    <message>
        <source>The power the reactor gives; the systems&apos; needs are checked against it.</source>
        <translation>Die Energie, die der Reaktor liefert; der Bedarf der Systeme wird daran geprüft.</translation>
    </message>
    <message>
        <source>Thrust:</source>
        <translation>Schub:</translation>
    </message>
    <message>
        <source>The thrust the engine makes.</source>
        <translation>Der Schub, den das Triebwerk erzeugt.</translation>
    </message>
    <message>
        <source>Rating:</source>
        <translation>Wert:</translation>
    </message>
    <message>
        <source>The thruster&apos;s or sensors&apos; rating.</source>
        <translation>Der Wert der Steuerdüse oder der Sensoren.</translation>
    </message>
    <message>
        <source>Jump delay:</source>
        <translation>Sprungverzögerung:</translation>
    </message>
    <message>
        <source>Turns the jump engine needs to open a jump point.</source>
        <translation>Runden, die das Sprungtriebwerk braucht, um einen Sprungpunkt zu öffnen.</translation>
    </message>
    <message>
        <source>Fighter slots:</source>
        <translation>Jägerplätze:</translation>
    </message>
    <message>
        <source>How many fighters the hangar holds.</source>
        <translation>Wie viele Jäger der Hangar fasst.</translation>
    </message>
    <message>
        <source>Shield:</source>
        <translation>Schild:</translation>
    </message>
    <message>
        <source>The shield value it gives.</source>
        <translation>Der Schildwert, den es liefert.</translation>
    </message>
    <message>
        <source>What the system gives, if anything.</source>
        <translation>Was das System liefert, falls überhaupt etwas.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A weapon needs its range-modifier row.</source>
        <translation>Eine Waffe braucht ihre Reihe mit Reichweitenmodifikatoren.</translation>
    </message>
    <message>
        <source>Range %1</source>
        <translation>Entfernung %1</translation>
    </message>
    <message>
        <source>Shots:</source>
        <translation>Schüsse:</translation>
    </message>
    <message>
        <source>Change shots</source>
        <translation>Schüsse ändern</translation>
    </message>
    <message>
        <source>Separate shots each firing makes, each rolled to hit (a B5 Wars Twin Array has 2).</source>
        <translation>Einzelne Schüsse pro Abfeuern, jeder mit eigenem Trefferwurf (ein Twin Array aus B5 Wars hat 2).</translation>
    </message>
    <message>
        <source>Pulse die:</source>
        <translation>Pulswürfel:</translation>
    </message>
    <message>
        <source>Change pulse die</source>
        <translation>Pulswürfel ändern</translation>
    </message>
    <message>
        <source>A pulse weapon&apos;s hit fires a die of this many sides of pulses (rules option pulses, rolled). B5 Wars: d5.</source>
        <translation>Ein Treffer einer Pulswaffe feuert so viele Pulse, wie ein Würfel mit dieser Seitenzahl zeigt (Regeloption pulses, rolled). B5 Wars: W5.</translation>
    </message>
    <message>
        <source>B5 Wars (d%1)</source>
        <translation>B5 Wars (W%1)</translation>
    </message>
    <message>
        <source>Extra pulse per:</source>
        <translation>Zusatzpuls je:</translation>
    </message>
    <message>
        <source>Change pulse grouping</source>
        <translation>Pulsgruppierung ändern</translation>
    </message>
    <message>
        <source>One more pulse for every this many points by which the to-hit roll beats its target. B5 Wars: 4 on the d20.</source>
        <translation>Ein Puls mehr für je so viele Punkte, um die der Trefferwurf besser als sein Zielwert ist. B5 Wars: 4 beim W20.</translation>
    </message>
    <message>
        <source>B5 Wars (%1)</source>
        <translation>B5 Wars (%1)</translation>
    </message>
    <message>
        <source>Most pulses:</source>
        <translation>Höchstzahl Pulse:</translation>
    </message>
    <message>
        <source>Change most pulses</source>
        <translation>Höchstzahl der Pulse ändern</translation>
    </message>
    <message>
        <source>The most pulses a hit fires. B5 Wars: 6.</source>
        <translation>Höchstzahl der Pulse, die ein Treffer feuert. B5 Wars: 6.</translation>
    </message>
    <message>
        <source>Rake:</source>
        <translation>Strich:</translation>
    </message>
    <message>
        <source>Change rake</source>
        <translation>Strich ändern</translation>
    </message>
    <message>
        <source>A raking weapon&apos;s damage meets armour once per rake of this size, each rake a location of its own (B5 Wars lasers: 10). 0: not raking.</source>
        <translation>Der Schaden einer bestreichenden Waffe trifft je Strich dieser Größe einmal auf die Panzerung, jeder Strich an einem eigenen Trefferort (Laser in B5 Wars: 10). 0: nicht bestreichend.</translation>
    </message>
    <message>
        <source>not raking</source>
        <translation>nicht bestreichend</translation>
    </message>
</context>
<context>
    <name>fw::app::sunder::SunderTrackGrid</name>
    <message>
        <source>One column per damage track, track 1 (undamaged) first. Each track lasts 2 damage points; a ship drops to the next as it takes damage (digest §4.6).</source>
        <translation>Eine Spalte pro Schadensleiste, Leiste 1 (unbeschädigt) zuerst. Jede Leiste hält 2 Schadenspunkte; ein Schiff rückt beim Erleiden von Schaden auf die nächste vor (digest §4.6).</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>Move points on the track (digest §4.2).</source>
        <translation>Bewegungspunkte auf der Leiste (digest §4.2).</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>The shield value; the ship defends with it (digest §4.5, DEFAULT: DV = the shield value).</source>
        <translation>Der Schildwert; mit ihm verteidigt sich das Schiff (digest §4.5, STANDARD: VW = Schildwert).</translation>
    </message>
    <message>
        <source>PD</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Point defence dice: each 5–6 lowers a drone, fusion or rack attack&apos;s AV by 1 or kills a fighter flight (digest §4.5).</source>
        <translation>Würfel der Punktverteidigung: Jede 5–6 senkt den AW eines Drohnen-, Fusions- oder Werferangriffs um 1 oder vernichtet eine Jägerstaffel (digest §4.5).</translation>
    </message>
    <message>
        <source>weapon %1</source>
        <translation>Waffe %1</translation>
    </message>
    <message>
        <source>AV: %1</source>
        <translation>AW: %1</translation>
    </message>
    <message>
        <source>%1&apos;s attack value: %2, %3 arc</source>
        <translation>Angriffswert von %1: %2, Feuerwinkel %3</translation>
    </message>
    <message>
        <source>Fighter bays</source>
        <translation>Jägerplätze</translation>
    </message>
    <message>
        <source>Fighter flights the ship carries on the track (digest §4.6).</source>
        <translation>Jägerstaffeln, die das Schiff auf der Leiste mitführt (digest §4.6).</translation>
    </message>
    <message>
        <source>Bomber bays</source>
        <translation>Bomberplätze</translation>
    </message>
    <message>
        <source>Bomber flights the ship carries on the track (digest §4.6).</source>
        <translation>Bomberstaffeln, die das Schiff auf der Leiste mitführt (digest §4.6).</translation>
    </message>
    <message>
        <source>Track %1</source>
        <translation>Leiste %1</translation>
    </message>
    <message>
        <source>Change %1 on track %2</source>
        <comment>an undo step</comment>
        <translation>%1 auf Leiste %2 ändern</translation>
    </message>
</context>
<context>
    <name>fw::app::sunder::SunderWeaponList</name>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Arc</source>
        <translation>Feuerwinkel</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>The card&apos;s weapons (digest §4.3): a battery fires in a 180° arc up to 16 hexes, losing 1 AV per 4 hexes after the first 4; a drone reaches 8, fusion 4, a rack 16, each in a 90° arc.</source>
        <translation>Die Waffen der Karte (digest §4.3): Eine Batterie feuert in einem Feuerwinkel von 180° bis zu 16 Hexfelder weit und verliert nach den ersten 4 Hexfeldern 1 AW je 4 Hexfelder; eine Drohne reicht 8, eine Fusion 4, ein Werfer 16 Hexfelder weit, jeweils in einem Feuerwinkel von 90°.</translation>
    </message>
    <message>
        <source>&amp;Add Weapon</source>
        <translation>Waffe hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Add a battery after the selected one</source>
        <translation>Eine Batterie hinter der ausgewählten Waffe hinzufügen</translation>
    </message>
    <message>
        <source>Dup&amp;licate</source>
        <translation>Duplizie&amp;ren</translation>
    </message>
    <message>
        <source>Add a copy of the selected weapon after it</source>
        <translation>Eine Kopie der ausgewählten Waffe dahinter hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Remove the selected weapon</source>
        <translation>Die ausgewählte Waffe entfernen</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move the selected weapon up the card</source>
        <translation>Die ausgewählte Waffe auf der Karte nach oben verschieben</translation>
    </message>
    <message>
        <source>D&amp;own</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Move the selected weapon down the card</source>
        <translation>Die ausgewählte Waffe auf der Karte nach unten verschieben</translation>
    </message>
    <message>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <source>The file gives this weapon a %1° arc; a %2 has %3° (digest §4.3). Changing the type sets the type&apos;s width.</source>
        <translation>Die Datei gibt dieser Waffe einen Feuerwinkel von %1°; eine Waffe vom Typ %2 hat %3° (digest §4.3). Ein Wechsel des Typs setzt die Breite des Typs.</translation>
    </message>
    <message>
        <source>The arc&apos;s width, the type&apos;s (digest §4.3).</source>
        <translation>Die Breite des Feuerwinkels, die des Typs (digest §4.3).</translation>
    </message>
    <message>
        <source>Rename weapon</source>
        <translation>Waffe umbenennen</translation>
    </message>
    <message>
        <source>Change weapon type</source>
        <translation>Waffentyp ändern</translation>
    </message>
    <message>
        <source>The side of the card the arc faces; a roll swaps left and right.</source>
        <translation>Die Seite der Karte, in die der Feuerwinkel zeigt; eine Rolle vertauscht links und rechts.</translation>
    </message>
    <message>
        <source>Change weapon arc</source>
        <translation>Feuerwinkel der Waffe ändern</translation>
    </message>
    <message>
        <source>Add weapon</source>
        <translation>Waffe hinzufügen</translation>
    </message>
    <message>
        <source>Remove weapon</source>
        <translation>Waffe entfernen</translation>
    </message>
    <message>
        <source>Move weapon up</source>
        <translation>Waffe nach oben verschieben</translation>
    </message>
    <message>
        <source>Move weapon down</source>
        <translation>Waffe nach unten verschieben</translation>
    </message>
    <message>
        <source>Duplicate weapon</source>
        <translation>Waffe duplizieren</translation>
    </message>
</context>
<context>
    <name>fw::app::talon::TalonCounterModel</name>
    <message>
        <source>Built-in counter %1.</source>
        <translation>Eingebaute Spielmarke %1.</translation>
    </message>
    <message>
        <source>Custom design %1 of this fleet.</source>
        <translation>Eigener Entwurf %1 dieser Flotte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 Shields forward %2, right %3, rear %4, left %5; %n hull box(es); explosion %6. Shaded wedges: the arcs its weapon groups fire into.</source>
        <translation>
            <numerusform>%1 Schilde vorn %2, rechts %3, hinten %4, links %5; %n Rumpfkästchen; Explosion %6. Schattierte Keile: die Feuerwinkel, in die ihre Waffengruppen feuern.</numerusform>
            <numerusform>%1 Schilde vorn %2, rechts %3, hinten %4, links %5; %n Rumpfkästchen; Explosion %6. Schattierte Keile: die Feuerwinkel, in die ihre Waffengruppen feuern.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <translation>%1 (eigene)</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>Your counter mix: how many counters of the class you own. Empty: no limit. Double-click or press F2 to edit.</source>
        <translation>Ihr Spielmarkenbestand: wie viele Spielmarken der Klasse Sie besitzen. Leer: keine Begrenzung. Zum Bearbeiten doppelklicken oder F2 drücken.</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Spielmarke</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>SP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>In fleet</source>
        <translation>In Flotte</translation>
    </message>
    <message>
        <source>Owned</source>
        <translation>Im Besitz</translation>
    </message>
</context>
<context>
    <name>fw::app::talon::TalonWeaponGroups</name>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Arcs</source>
        <translation>Feuerwinkel</translation>
    </message>
    <message>
        <source>Weapon groups (digest §3.1, §3.8): the weapons of a group charge together, red boxes first, then yellow, and fire into the group&apos;s arcs.</source>
        <translation>Waffengruppen (digest §3.1, §3.8): Die Waffen einer Gruppe laden gemeinsam auf, zuerst die roten Kästchen, dann die gelben, und feuern in die Feuerwinkel der Gruppe.</translation>
    </message>
    <message>
        <source>The selected group&apos;s arcs: click a wedge, or press ↑ → ↓ ← for forward, right, rear and left, to add or remove an arc.</source>
        <translation>Die Feuerwinkel der gewählten Gruppe: Klicken Sie auf einen Keil oder drücken Sie ↑ → ↓ ← für vorn, rechts, hinten und links, um einen Feuerwinkel hinzuzufügen oder zu entfernen.</translation>
    </message>
    <message>
        <source>Arcs of the selected &amp;group:</source>
        <translation>Feuerwinkel der gewählten &amp;Gruppe:</translation>
    </message>
    <message>
        <source>&amp;Add Group</source>
        <translation>Gruppe hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Add a phaser group after the selected one</source>
        <translation>Eine Phaser-Gruppe nach der gewählten hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Add a copy of the selected group after it</source>
        <translation>Eine Kopie der gewählten Gruppe nach ihr hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected group</source>
        <translation>Die gewählte Gruppe entfernen</translation>
    </message>
    <message>
        <source>Group %1: %2</source>
        <translation>Gruppe %1: %2</translation>
    </message>
    <message>
        <source>No group selected.</source>
        <translation>Keine Gruppe gewählt.</translation>
    </message>
    <message>
        <source>Change group weapon</source>
        <translation>Waffe der Gruppe ändern</translation>
    </message>
    <message>
        <source>Change weapons in group</source>
        <translation>Waffen in der Gruppe ändern</translation>
    </message>
    <message>
        <source>Change red charge boxes</source>
        <translation>Rote Ladekästchen ändern</translation>
    </message>
    <message>
        <source>Change yellow charge boxes</source>
        <translation>Gelbe Ladekästchen ändern</translation>
    </message>
    <message>
        <source>Add weapon group</source>
        <translation>Waffengruppe hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate weapon group</source>
        <translation>Waffengruppe duplizieren</translation>
    </message>
    <message>
        <source>Remove weapon group</source>
        <translation>Waffengruppe entfernen</translation>
    </message>
    <message>
        <source>Toggle %1 arc</source>
        <translation>Feuerwinkel %1 umschalten</translation>
    </message>
</context>
<context>
    <name>fw::model::FleetReport</name>
    <message>
        <source>Ships</source>
        <translation>Schiffe</translation>
    </message>
</context>
</TS>
