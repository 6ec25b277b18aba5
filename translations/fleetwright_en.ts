<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
</context>
<context>
    <name>fw::EasyStarValidator</name>
    <message numerus="yes">
        <source>%1 dorsal weapons, but a %2 has %n dorsal mount(s).</source>
        <translation>
            <numerusform>%1 dorsal weapons, but a %2 has %n dorsal mount.</numerusform>
            <numerusform>%1 dorsal weapons, but a %2 has %n dorsal mounts.</numerusform>
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
</context>
</TS>
