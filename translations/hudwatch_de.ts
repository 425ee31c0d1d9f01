<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>hw</name>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="27" />
        <source>no data yet</source>
        <translation>noch keine Daten</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="28" />
        <source>as of %1 (%2)</source>
        <translation>Stand %1 (%2)</translation>
    </message>
</context>
<context>
    <name>hw::Console</name>
    <message>
        <location filename="../app/Console.cpp" line="61" />
        <source>the bundled demo recording cannot be loaded: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/Console.cpp" line="62" />
        <source>cannot replay %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/Console.cpp" line="71" />
        <source>demo recording</source>
        <translation>Demo-Aufzeichnung</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="158" />
        <source>ClickHouse password</source>
        <translation>ClickHouse-Passwort</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="159" />
        <source>Password for %1 at %2.
It is stored in your system keychain, never in a file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/Console.cpp" line="169" />
        <source>Keychain</source>
        <translation>Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="170" />
        <source>The password could not be stored: %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hw::GridFilterBar</name>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="22" />
        <source>Filter jobs (regex)…</source>
        <translation>Jobs filtern (Regex)…</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="26" />
        <location filename="../ui/grid/GridFilterBar.cpp" line="108" />
        <source>Case-insensitive regular expression on "workflow / job". Press / to focus, Esc to clear.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="45" />
        <source>Hide green</source>
        <translation>Grüne ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="45" />
        <source>Hide job columns without any failure or pending run</source>
        <translation>Jobspalten ohne Fehlschlag oder laufenden Lauf ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="47" />
        <source>Hide unstable</source>
        <translation>Instabile ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="47" />
        <source>Hide jobs marked unstable (their failures are warnings)</source>
        <translation>Als instabil markierte Jobs ausblenden (ihre Fehlschläge sind Warnungen)</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="49" />
        <source>Hide skipped</source>
        <translation>Übersprungene ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="49" />
        <source>Hide jobs that were skipped on every commit</source>
        <translation>Jobs ausblenden, die bei jedem Commit übersprungen wurden</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="51" />
        <source>Grouped</source>
        <translation>Gruppiert</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="51" />
        <source>Show one column per job group</source>
        <translation>Eine Spalte pro Jobgruppe zeigen</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="90" />
        <source>Invalid regex at %1: %2</source>
        <translation>Ungültiger regulärer Ausdruck an Position %1: %2</translation>
    </message>
</context>
<context>
    <name>hw::GridLegend</name>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="26" />
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="27" />
        <source>flaky (passed on retry)</source>
        <translation>flaky (bei Wiederholung bestanden)</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="28" />
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="29" />
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="30" />
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="31" />
        <source>warning (unstable job)</source>
        <translation>Warnung (instabiler Job)</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="32" />
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="33" />
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="34" />
        <source>skipped / neutral</source>
        <translation>übersprungen / neutral</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="35" />
        <source>no job</source>
        <translation>kein Job</translation>
    </message>
</context>
<context>
    <name>hw::JobGridView</name>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="108" />
        <source>Job grid</source>
        <translation>Job-Raster</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="393" />
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="395" />
        <source>%1m</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="397" />
        <source>%1h</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="398" />
        <source>%1d</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="611" />
        <source>1 commit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="611" />
        <source>%1 commits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="612" />
        <source>1 job</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="612" />
        <source>%1 jobs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="616" />
        <source>j / k  next / previous failure
Enter  open job   ·   /  filter
Space  pause refresh</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="756" />
        <source>Open job page</source>
        <translation>Jobseite öffnen</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="758" />
        <source>Copy job URL</source>
        <translation>Job-URL kopieren</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="761" />
        <source>Copy commit SHA</source>
        <translation>Commit-SHA kopieren</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="773" />
        <source>No job page for this cell</source>
        <translation>Keine Jobseite für diese Zelle</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="905" />
        <source>Wrapped around to the first failure (newest commit)</source>
        <translation>Zurück zum ersten Fehlschlag (neuester Commit)</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="906" />
        <source>Wrapped around to the last failure (oldest commit)</source>
        <translation>Weiter zum letzten Fehlschlag (ältester Commit)</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="910" />
        <source>No failures in the grid</source>
        <translation>Keine Fehlschläge im Raster</translation>
    </message>
</context>
<context>
    <name>hw::MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="36" />
        <location filename="../ui/MainWindow.cpp" line="139" />
        <source>HUD Watch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="80" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="81" />
        <source>&amp;Refresh now</source>
        <translation>&amp;Jetzt aktualisieren</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="83" />
        <source>&amp;Pause / resume refresh	Space</source>
        <translation>Aktualisierung &amp;anhalten / fortsetzen	Leertaste</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="85" />
        <source>Set ClickHouse &amp;password…</source>
        <translation>ClickHouse-&amp;Passwort festlegen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="88" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="90" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="91" />
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="93" />
        <source>&amp;About HUD Watch</source>
        <translation>&amp;Über HUD Watch</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="94" />
        <source>About HUD Watch</source>
        <translation>Über HUD Watch</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="95" />
        <source>HUD Watch %1
A desktop console for large CI systems.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="130" />
        <source>grouping file %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="139" />
        <source>HUD Watch — %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="154" />
        <source>⚠ %1 is failing: %2. Showing the last good data, as of %3 (%4).</source>
        <translation>⚠ %1 schlägt fehl: %2. Angezeigt werden die letzten gültigen Daten, Stand %3 (%4).</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="156" />
        <source>⚠ %1 is failing: %2. No data yet.</source>
        <translation>⚠ %1 schlägt fehl: %2. Noch keine Daten.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="158" />
        <source> Set the password with File ▸ Set ClickHouse password….</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="161" />
        <source>⊘ Offline: showing cached data as of %1 (%2).</source>
        <translation>⊘ Offline: zwischengespeicherte Daten, Stand %1 (%2).</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="162" />
        <source>⊘ Offline and the cache is empty.</source>
        <translation>⊘ Offline, und der Zwischenspeicher ist leer.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="166" />
        <source>❚❚ Replay paused at %1 (press Space to resume).</source>
        <translation>❚❚ Wiedergabe angehalten bei %1 (Leertaste setzt fort).</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="169" />
        <source>❚❚ Refresh paused (press Space to resume). Data as of %1.</source>
        <translation>❚❚ Aktualisierung angehalten (Leertaste setzt fort). Daten vom %1.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="169" />
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="173" />
        <source>⚠ Data is stale: as of %1 (%2).</source>
        <translation>⚠ Daten veraltet: Stand %1 (%2).</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="193" />
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="194" />
        <source>j / k	next / previous failure
Arrows, PgUp/PgDn	move
Enter	open the job page
/	focus the job filter
Esc	clear the filter
Space	pause / resume refresh
F5	refresh now
?	this help</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>hw::SourceStatusText</name>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="36" />
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="38" />
        <source>%1 s ago</source>
        <translation>vor %1 s</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="40" />
        <source>%1 min ago</source>
        <translation>vor %1 min</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="42" />
        <source>%1 h ago</source>
        <translation>vor %1 h</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="43" />
        <source>%1 days ago</source>
        <translation>vor %1 Tagen</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="49" />
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="51" />
        <source>in %1 s</source>
        <translation>in %1 s</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="52" />
        <source>in %1 min</source>
        <translation>in %1 min</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="79" />
        <source>replaying %1 UTC</source>
        <translation>Wiedergabe %1 UTC</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="82" />
        <source>replay paused at %1 UTC</source>
        <translation>Wiedergabe angehalten bei %1 UTC</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="83" />
        <source>paused; showing data %1</source>
        <translation>angehalten; Daten %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="85" />
        <source>updating; showing data %1</source>
        <translation>aktualisiert; Daten %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="88" />
        <source>failed %1x: %2</source>
        <translation>%1× fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="90" />
        <source>retry %1</source>
        <translation>neuer Versuch %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="91" />
        <source>showing data %1</source>
        <translation>Daten %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="95" />
        <source>offline (%1); showing data %2</source>
        <translation>offline (%1); Daten %2</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="96" />
        <source>offline; showing data %1</source>
        <translation>offline; Daten %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="103" />
        <source>next poll %1</source>
        <translation>nächste Abfrage %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="29" />
        <source>HUD Watch: live CI job grids from ClickHouse, cached for offline use.
Without --profile it opens the bundled demo recording.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="35" />
        <source>Use the server profile NAME.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="38" />
        <source>Replay the bundled demo or a recording FILE.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="42" />
        <source>Render the window offscreen to FILE.png and exit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="45" />
        <source>View to show with --screenshot: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="49" />
        <source>Window size for --screenshot.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="52" />
        <source>Show the cached data; never poll.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="73" />
        <source>unexpected argument: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="80" />
        <source>--size must look like 1600x900, not "%1"</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="84" />
        <source>unknown view "%1"; known views: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="87" />
        <source>--profile and --replay cannot be combined</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="89" />
        <source>--screenshot writes PNG files; the name must end in .png</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="29" />
        <source>invalid profile name "%1" (letters, digits, . _ - only)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="34" />
        <source>profile "%1" not found: create %2 (see README, "Profiles")</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="40" />
        <source>profile file %1 cannot be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="58" />
        <source>profile "%1": clickhouse/url must be an http(s) URL</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="62" />
        <source>profile "%1": remove the password from clickhouse/url; passwords live in the keychain only</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="67" />
        <source>profile "%1": timeouts and maxResponseMB must be positive</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="71" />
        <source>profile "%1": grid/maxCommits must be 1..5000</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="97" />
        <source>cannot write profile file %1</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>