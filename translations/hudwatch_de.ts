<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>SourceErrorText</name>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="66"/>
        <source>set the relay token</source>
        <translation>das Relay-Token festlegen</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="66"/>
        <source>set the ClickHouse password</source>
        <translation>das ClickHouse-Passwort festlegen</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="69"/>
        <source>ask for read access, or use another account</source>
        <translation>Lesezugriff beantragen oder ein anderes Konto verwenden</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="72"/>
        <source>check the URL and the network; retrying</source>
        <translation>URL und Netzwerk prüfen; neuer Versuch läuft</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="75"/>
        <source>the server is slow or unreachable; retrying</source>
        <translation>der Server ist langsam oder nicht erreichbar; neuer Versuch läuft</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="78"/>
        <source>the certificate is not trusted: check the URL or install the CA certificate</source>
        <translation>dem Zertifikat wird nicht vertraut: URL prüfen oder das CA-Zertifikat installieren</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="81"/>
        <source>raise the response limit in the profile or ask for less</source>
        <translation>das Antwortlimit im Profil erhöhen oder weniger abfragen</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="94"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="95"/>
        <source>authentication failed</source>
        <translation>Authentifizierung fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="96"/>
        <source>not authorized</source>
        <translation>nicht berechtigt</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="97"/>
        <source>network error</source>
        <translation>Netzwerkfehler</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="98"/>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="99"/>
        <source>TLS certificate rejected</source>
        <translation>TLS-Zertifikat abgelehnt</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="100"/>
        <source>rate limited</source>
        <translation>Anfragelimit erreicht</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="101"/>
        <source>server error</source>
        <translation>Serverfehler</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="102"/>
        <source>unexpected answer</source>
        <translation>unerwartete Antwort</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="103"/>
        <source>answer too large</source>
        <translation>Antwort zu groß</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="104"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="105"/>
        <source>cache error</source>
        <translation>Cache-Fehler</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="106"/>
        <source>configuration error</source>
        <translation>Konfigurationsfehler</translation>
    </message>
</context>
<context>
    <name>TimeRange</name>
    <message>
        <location filename="../models/charts/TimeRange.cpp" line="103"/>
        <source>Last 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/charts/TimeRange.cpp" line="104"/>
        <source>Last %1 days</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrunkCharts</name>
    <message>
        <location filename="../models/trunk/TrunkCharts.cpp" line="79"/>
        <source>(no label)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw</name>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="38"/>
        <source>profile &quot;%1&quot; has no cache yet (%2): open the Flaky tests tab once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="47"/>
        <source>profile &quot;%1&quot; has no flaky-test results cached yet: open the Flaky tests tab once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="50"/>
        <source>the cached flaky-test results are unreadable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="59"/>
        <source>Use this profile&apos;s cached results (default: the demo).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="62"/>
        <source>The range the results must cover: 1d … 90d or FROM..TO (default: what is cached).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="64"/>
        <source>Write CSV (RFC 4180, UTC times) instead of a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="65"/>
        <source>Leave out tests with fewer runs (default 20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="67"/>
        <source>Show this help.</source>
        <translation type="unfinished">Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="74"/>
        <source>usage: hudwatch flaky [--range 30d] [--csv] [--min-runs N] [--profile NAME]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="79"/>
        <source>unexpected argument: %1</source>
        <translation type="unfinished">unerwartetes Argument: %1</translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="85"/>
        <source>--min-runs wants a whole number of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="104"/>
        <source>the results at hand cover %1 – %2 UTC, not the range asked for; open the tab with that range to fetch it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="115"/>
        <source>Flaky tests %1 – %2 UTC, at least %3 runs, ranked by the flake rate&apos;s 95 % lower bound</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::AllowlistCommand</name>
    <message>
        <location filename="../app/AllowlistCommand.cpp" line="27"/>
        <source>Usage: hudwatch allowlist [--json] FILE
Checks a CRCR allowlist (.github/allowlist.yml) and lists its repositories, L4 first.
  FILE    the YAML file; &apos;-&apos; reads standard input
  --json  print {&quot;ok&quot;:…,&quot;levels&quot;:{…}} (the shape of HUD&apos;s /api/crcr/allowlist)
Exit status: 0 valid, 1 invalid or unreadable, 2 bad usage.
</source>
        <translation>Aufruf: hudwatch allowlist [--json] DATEI
Prüft eine CRCR-Allowlist (.github/allowlist.yml) und listet ihre Repositorys auf, L4 zuerst.
  DATEI   die YAML-Datei; &apos;-&apos; liest von der Standardeingabe
  --json  {&quot;ok&quot;:…,&quot;levels&quot;:{…}} ausgeben (die Form von HUDs /api/crcr/allowlist)
Exit-Status: 0 gültig, 1 ungültig oder nicht lesbar, 2 falscher Aufruf.
</translation>
    </message>
    <message>
        <location filename="../app/AllowlistCommand.cpp" line="109"/>
        <source>hudwatch allowlist: unknown option &apos;%1&apos;</source>
        <translation>hudwatch allowlist: unbekannte Option &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/AllowlistCommand.cpp" line="117"/>
        <source>hudwatch allowlist: no FILE given</source>
        <translation>hudwatch allowlist: keine DATEI angegeben</translation>
    </message>
    <message>
        <location filename="../app/AllowlistCommand.cpp" line="118"/>
        <source>hudwatch allowlist: give one FILE, not %1</source>
        <translation>hudwatch allowlist: genau eine DATEI angeben, nicht %1</translation>
    </message>
    <message>
        <location filename="../app/AllowlistCommand.cpp" line="127"/>
        <source>&lt;stdin&gt;</source>
        <translation>&lt;stdin&gt;</translation>
    </message>
    <message>
        <location filename="../app/AllowlistCommand.cpp" line="137"/>
        <source>cannot read the file: %1</source>
        <translation>Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/AllowlistCommand.cpp" line="141"/>
        <location filename="../app/AllowlistCommand.cpp" line="167"/>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
</context>
<context>
    <name>hw::AllowlistJson</name>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="67"/>
        <source>unknown level &apos;%1&apos;</source>
        <translation>unbekannte Stufe &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="75"/>
        <source>%1 is not an array</source>
        <translation>%1 ist kein Array</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="79"/>
        <source>an entry of %1 has no &quot;repo&quot;</source>
        <translation>ein Eintrag von %1 hat kein &quot;repo&quot;</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="87"/>
        <source>&quot;oncalls&quot; or &quot;events&quot; of %1 is not an array of strings</source>
        <translation>&quot;oncalls&quot; oder &quot;events&quot; von %1 ist kein Array von Strings</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="103"/>
        <source>LEVEL</source>
        <translation>STUFE</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="103"/>
        <source>REPOSITORY</source>
        <translation>REPOSITORY</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="103"/>
        <source>DEVICE</source>
        <translation>GERÄT</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="103"/>
        <source>ON-CALLS</source>
        <translation>ON-CALLS</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="105"/>
        <source>EVENTS</source>
        <translation>EVENTS</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="134"/>
        <source>1 repository</source>
        <translation>1 Repository</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="134"/>
        <source>%1 repositories</source>
        <translation>%1 Repositorys</translation>
    </message>
</context>
<context>
    <name>hw::AllowlistParser</name>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="131"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="86"/>
        <source>the file holds %1 YAML documents; an allowlist is one document (remove the second &apos;---&apos;)</source>
        <translation>die Datei enthält %1 YAML-Dokumente; eine Allowlist ist ein einziges Dokument (das zweite &apos;---&apos; entfernen)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="92"/>
        <source>the top level must be a mapping of levels (L1:, L2:, L3:, L4:), found %1</source>
        <translation>die oberste Ebene muss ein Mapping von Stufen sein (L1:, L2:, L3:, L4:), gefunden: %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="101"/>
        <source>a top-level key must be a level L1, L2, L3 or L4, found %1</source>
        <translation>ein Schlüssel der obersten Ebene muss eine Stufe L1, L2, L3 oder L4 sein, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="104"/>
        <source>unknown key &apos;%1&apos; at the top level (expected L1, L2, L3 or L4)</source>
        <translation>unbekannter Schlüssel &apos;%1&apos; auf oberster Ebene (erwartet: L1, L2, L3 oder L4)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="106"/>
        <source>level %1 is given twice (lines %2 and %3)</source>
        <translation>Stufe %1 ist doppelt angegeben (Zeilen %2 und %3)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="117"/>
        <source>the allowlist is empty (no L1–L4 levels)</source>
        <translation>die Allowlist ist leer (keine Stufen L1–L4)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="137"/>
        <source>an empty value</source>
        <translation>ein leerer Wert</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="139"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="141"/>
        <source>a mapping</source>
        <translation>ein Mapping</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="144"/>
        <source>the number %1</source>
        <translation>die Zahl %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="146"/>
        <source>the boolean &apos;%1&apos;</source>
        <translation>der boolesche Wert &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="148"/>
        <source>the text &apos;%1&apos;</source>
        <translation>der Text &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="170"/>
        <source>L3 must be a mapping of devices (`L3:` then `  &lt;device&gt;:` then `    owner/repo: [oncalls]`) or a list of repositories, found %1</source>
        <translation>L3 muss ein Mapping von Geräten sein (`L3:`, dann `  &lt;device&gt;:`, dann `    owner/repo: [oncalls]`) oder eine Liste von Repositorys, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="181"/>
        <source>%1 must be a list of repositories, found %2</source>
        <translation>%1 muss eine Liste von Repositorys sein, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="183"/>
        <source> (write each repository on its own line as `  - owner/repo`)</source>
        <translation> (jedes Repository in eine eigene Zeile schreiben, als `  - owner/repo`)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="191"/>
        <source>an L3 device must be a name such as &apos;npu&apos;, found %1</source>
        <translation>ein L3-Gerät muss ein Name wie &apos;npu&apos; sein, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="194"/>
        <source>L3 groups repositories by device (the ciflow/crcr/&lt;device&gt; label): found the repository &apos;%1&apos; directly under L3; write `L3:` then `  &lt;device&gt;:` then `    %1: [oncalls]`</source>
        <translation>L3 gruppiert Repositorys nach Gerät (Label ciflow/crcr/&lt;device&gt;): das Repository &apos;%1&apos; steht direkt unter L3; `L3:`, dann `  &lt;device&gt;:`, dann `    %1: [oncalls]` schreiben</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="199"/>
        <source>&apos;%1&apos; is not a device name (letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;; it becomes the label ciflow/crcr/&lt;device&gt;)</source>
        <translation>&apos;%1&apos; ist kein Gerätename (Buchstaben, Ziffern, &apos;-&apos;, &apos;_&apos; und &apos;.&apos;; er wird zum Label ciflow/crcr/&lt;device&gt;)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="202"/>
        <source>L3 device &apos;%1&apos; lists no repositories</source>
        <translation>L3-Gerät &apos;%1&apos; listet keine Repositorys</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="210"/>
        <source>L3 device &apos;%1&apos; must hold repositories (`owner/repo: [oncalls]`), found %2</source>
        <translation>L3-Gerät &apos;%1&apos; muss Repositorys enthalten (`owner/repo: [oncalls]`), gefunden: %2</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="231"/>
        <source>one repository per list item: this item has %1 keys (%2); put metadata under the repository, e.g. `- owner/repo: {events: [nightly], oncalls: [a, b]}`</source>
        <translation>ein Repository pro Listeneintrag: dieser Eintrag hat %1 Schlüssel (%2); Metadaten unter das Repository schreiben, z. B. `- owner/repo: {events: [nightly], oncalls: [a, b]}`</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="240"/>
        <source>expected a repository `owner/repo` in the %1 list, found %2</source>
        <translation>Repository `owner/repo` in der Liste %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="257"/>
        <source>expected a repository `owner/repo`, found %1</source>
        <translation>Repository `owner/repo` erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="260"/>
        <source>&apos;%1&apos; is not a repository of the form owner/name</source>
        <translation>&apos;%1&apos; ist kein Repository der Form owner/name</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="262"/>
        <source> (to name on-calls write `%1: &quot;oncall1, oncall2&quot;`)</source>
        <translation> (On-calls so angeben: `%1: &quot;oncall1, oncall2&quot;`)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="277"/>
        <location filename="../models/backends/AllowlistParser.cpp" line="305"/>
        <source>on-call</source>
        <translation>On-call</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="284"/>
        <source>%1, as &apos;%2&apos;</source>
        <translation>%1, als &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="285"/>
        <source>repository &apos;%1&apos; is listed twice: line %2 (%3) and line %4 (%5); a repository belongs to one level only</source>
        <translation>Repository &apos;%1&apos; ist doppelt gelistet: Zeile %2 (%3) und Zeile %4 (%5); ein Repository gehört nur zu einer Stufe</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="307"/>
        <source>event</source>
        <translation>Event</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="309"/>
        <source>unknown key &apos;%1&apos; in the entry of %2 (ignored; known: events, oncalls)</source>
        <translation>unbekannter Schlüssel &apos;%1&apos; im Eintrag von %2 (ignoriert; bekannt: events, oncalls)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="323"/>
        <source>expected %1 names for %2 (text such as &quot;a, b&quot; or a list [a, b]), found %3; quote it if it is a name</source>
        <translation>%1-Namen für %2 erwartet (Text wie &quot;a, b&quot; oder eine Liste [a, b]), gefunden: %3; in Anführungszeichen setzen, falls es ein Name ist</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="332"/>
        <source>&apos;%1&apos; is not a valid %2 name for %3 (separate names with commas)</source>
        <translation>&apos;%1&apos; ist kein gültiger %2-Name für %3 (Namen mit Kommas trennen)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="342"/>
        <source>expected %1 names for %2, found %3 inside the list</source>
        <translation>%1-Namen für %2 erwartet, gefunden: %3 in der Liste</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="347"/>
        <source>expected %1 names for %2 (text such as &quot;a, b&quot; or a list [a, b]), found %3</source>
        <translation>%1-Namen für %2 erwartet (Text wie &quot;a, b&quot; oder eine Liste [a, b]), gefunden: %3</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="406"/>
        <source>invalid YAML: %1</source>
        <translation>ungültiges YAML: %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="410"/>
        <source> (the &apos;[&apos; list at line %1, column %2 is not closed by &apos;]&apos; before this point)</source>
        <translation> (die &apos;[&apos;-Liste in Zeile %1, Spalte %2 wird vor dieser Stelle nicht durch &apos;]&apos; geschlossen)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="411"/>
        <source> (the &apos;{&apos; mapping at line %1, column %2 is not closed by &apos;}&apos; before this point)</source>
        <translation> (das &apos;{&apos;-Mapping in Zeile %1, Spalte %2 wird vor dieser Stelle nicht durch &apos;}&apos; geschlossen)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="417"/>
        <source> (the quoted value at line %1, column %2 has no closing quote)</source>
        <translation> (dem Wert in Anführungszeichen in Zeile %1, Spalte %2 fehlt das schließende Anführungszeichen)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="422"/>
        <source>invalid YAML: a line starting with &apos;%&apos; inside the file (YAML reads it as a directive such as &apos;%YAML 1.2&apos;, which ends the document; a directive may only stand before a &apos;---&apos; line): remove the line, or quote a value that starts with &apos;%&apos;</source>
        <translation>ungültiges YAML: eine Zeile, die mit &apos;%&apos; beginnt, mitten in der Datei (YAML liest sie als Direktive wie &apos;%YAML 1.2&apos;, die das Dokument beendet; eine Direktive darf nur vor einer &apos;---&apos;-Zeile stehen): die Zeile entfernen oder einen Wert, der mit &apos;%&apos; beginnt, in Anführungszeichen setzen</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="427"/>
        <source> (the document ended before this line, e.g. with &apos;...&apos;; an allowlist is one document)</source>
        <translation> (das Dokument endete vor dieser Zeile, z. B. mit &apos;...&apos;; eine Allowlist ist ein einziges Dokument)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="431"/>
        <source> (a line starting with &apos;%&apos; is a YAML directive: quote a value that starts with &apos;%&apos;)</source>
        <translation> (eine Zeile, die mit &apos;%&apos; beginnt, ist eine YAML-Direktive: einen Wert, der mit &apos;%&apos; beginnt, in Anführungszeichen setzen)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="440"/>
        <source> (&apos;%1&apos; cannot start a plain YAML value: quote the value, e.g. &quot;@oncall1, oncall2&quot;, or drop the &apos;%1&apos;)</source>
        <translation> (&apos;%1&apos; kann keinen einfachen YAML-Wert beginnen: den Wert in Anführungszeichen setzen, z. B. &quot;@oncall1, oncall2&quot;, oder das &apos;%1&apos; entfernen)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="443"/>
        <source> (&apos;%1&apos; outside a [ ] list or { } mapping cannot start a value: quote the value, or remove the &apos;%1&apos;)</source>
        <translation> (&apos;%1&apos; kann außerhalb einer [ ]-Liste oder eines { }-Mappings keinen Wert beginnen: den Wert in Anführungszeichen setzen oder das &apos;%1&apos; entfernen)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="446"/>
        <source> (YAML indentation must use spaces, not tabs)</source>
        <translation> (YAML-Einrückung muss Leerzeichen verwenden, keine Tabs)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="456"/>
        <source>lists and mappings are nested deeper than %1 levels (an allowlist needs six)</source>
        <translation>Listen und Mappings sind tiefer als %1 Ebenen verschachtelt (eine Allowlist braucht sechs)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="459"/>
        <source>the file holds more than %1 YAML values (an allowlist holds a few hundred)</source>
        <translation>die Datei enthält mehr als %1 YAML-Werte (eine Allowlist enthält einige Hundert)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="462"/>
        <source>the alias &apos;*%1&apos; makes the allowlist expand to more than %2 YAML values (each alias repeats all that its anchor holds): write the names out, or use fewer aliases</source>
        <translation>der Alias &apos;*%1&apos; lässt die Allowlist auf mehr als %2 YAML-Werte anwachsen (jeder Alias wiederholt alles, was sein Anker enthält): die Namen ausschreiben oder weniger Aliase verwenden</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="468"/>
        <source>the alias &apos;*%1&apos; refers to no anchor: define it with &apos;&amp;%1&apos; before this point, in the same document</source>
        <translation>der Alias &apos;*%1&apos; verweist auf keinen Anker: den Anker vor dieser Stelle im selben Dokument mit &apos;&amp;%1&apos; definieren</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="472"/>
        <source>the alias &apos;*%1&apos; refers to the list or mapping that contains it</source>
        <translation>der Alias &apos;*%1&apos; verweist auf die Liste oder das Mapping, worin er selbst steht</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="475"/>
        <source>out of memory while reading the YAML</source>
        <translation>nicht genügend Speicher beim Lesen des YAML</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="510"/>
        <source>the file is larger than %1 MB; an allowlist is a few KB (refused unread)</source>
        <translation>die Datei ist größer als %1 MB; eine Allowlist hat wenige KB (ungelesen abgelehnt)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="556"/>
        <location filename="../models/backends/AllowlistParser.cpp" line="563"/>
        <source>cannot read the file: %1</source>
        <translation>Datei kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>hw::BackendCharts</name>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="61"/>
        <source>→ %1 (CI data)</source>
        <translation>→ %1 (CI-Daten)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="71"/>
        <source>Completed jobs per day (UTC)</source>
        <translation>Abgeschlossene Jobs pro Tag (UTC)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="72"/>
        <source>jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="73"/>
        <source>day (UTC), %1 to %2</source>
        <translation>Tag (UTC), %1 bis %2</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="75"/>
        <source>no completed jobs</source>
        <translation>keine abgeschlossenen Jobs</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="77"/>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="78"/>
        <source>test failures</source>
        <translation>Testfehlschläge</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="79"/>
        <source>infra failures</source>
        <translation>Infra-Fehlschläge</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="113"/>
        <source>Level history</source>
        <translation>Stufenverlauf</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="114"/>
        <source>no level history</source>
        <translation>kein Stufenverlauf</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="135"/>
        <source>%1 · since %2 (%3 d)</source>
        <translation>%1 · seit %2 (%3 d)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="142"/>
        <source>CI data</source>
        <translation>CI-Daten</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="149"/>
        <source>as of %1</source>
        <translation>Stand %1</translation>
    </message>
</context>
<context>
    <name>hw::BackendDetailView</name>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="34"/>
        <source>E&amp;xport review report…</source>
        <translation>Review-Bericht e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="62"/>
        <source>Write a Markdown/PDF promotion review report for this backend with the targets shown on the L3 readiness tab</source>
        <translation>Markdown/PDF-Review-Bericht zur Hochstufung dieses Backends schreiben, mit den Zielen aus dem Tab L3-Bereitschaft</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="76"/>
        <source>Pull request by job results</source>
        <translation>Pull Requests nach Job-Ergebnissen</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="89"/>
        <source>Latest attempt of each job: letter, failed/total tests (or the total when none failed) and the triage category when reported. %1  ·  an &quot;exp.&quot; tag marks crcr-test&apos;s expected failures (they count as passes)  ·  hover a cell for details; Enter opens the run.</source>
        <translation>Letzter Versuch jedes Jobs: Buchstabe, fehlgeschlagene/gesamte Tests (oder die Gesamtzahl, wenn keiner fehlschlug) und die Triage-Kategorie, falls gemeldet. %1  ·  ein „exp.“-Tag markiert erwartete Fehlschläge von crcr-test (sie zählen als bestanden)  ·  Maus über eine Zelle für Details; Enter öffnet den Lauf.</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="110"/>
        <source>Level changes (allowlist PRs; &quot;CI data&quot; = start inferred from the level jobs were dispatched at)</source>
        <translation>Stufenwechsel (Allowlist-PRs; „CI-Daten“ = Beginn abgeleitet aus der Stufe, mit der Jobs ausgelöst wurden)</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="123"/>
        <source>&amp;Jobs (PR × job)</source>
        <translation>&amp;Jobs (PR × Job)</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="124"/>
        <source>Jobs &amp;over time</source>
        <translation>Jobs im &amp;Zeitverlauf</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="125"/>
        <source>Level &amp;history</source>
        <translation>Stufen&amp;verlauf</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="126"/>
        <source>L3 &amp;readiness</source>
        <translation>L3-&amp;Bereitschaft</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="196"/>
        <source>No backend selected</source>
        <translation>Kein Backend ausgewählt</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="199"/>
        <source>Choose a backend in the overview (Enter or double-click).</source>
        <translation>Ein Backend in der Übersicht wählen (Enter oder Doppelklick).</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="200"/>
        <source>This backend is not in the current data.</source>
        <translation>Dieses Backend ist nicht in den aktuellen Daten.</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="210"/>
        <source>not listed</source>
        <translation>nicht gelistet</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="221"/>
        <source>▼ TEMPORARILY DEMOTED — auto-demotion PR open, no new check runs</source>
        <translation>▼ VORÜBERGEHEND HERABGESTUFT — Auto-Herabstufungs-PR offen, keine neuen Check-Runs</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="222"/>
        <source>⚠ DEMOTION PENDING — last 7 days fail L3, not yet flagged by the relay</source>
        <translation>⚠ HERABSTUFUNG STEHT AN — letzte 7 Tage verfehlen L3, vom Relay noch nicht markiert</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="234"/>
        <source>device %1 (label ciflow/crcr/%1)</source>
        <translation>Gerät %1 (Label ciflow/crcr/%1)</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="235"/>
        <source>no oncalls listed</source>
        <translation>keine On-calls gelistet</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="235"/>
        <source>oncalls: %1</source>
        <translation>On-calls: %1</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="237"/>
        <source>at %1 for %2 d</source>
        <translation>auf %1 seit %2 d</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="239"/>
        <source>not in the allowlist (level from CI data)</source>
        <translation>nicht in der Allowlist (Stufe aus CI-Daten)</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="241"/>
        <source>data as of %1 UTC</source>
        <translation>Daten vom %1 UTC</translation>
    </message>
</context>
<context>
    <name>hw::BackendJobMatrixModel</name>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="166"/>
        <source>delivery</source>
        <translation>Zustellung</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="172"/>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="192"/>
        <source>exp.</source>
        <translation>exp.</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="201"/>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="203"/>
        <source>%1 — expected (crcr-test probe job): counts as a success</source>
        <translation>%1 — erwartet (crcr-test-Probe-Job): zählt als Erfolg</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="204"/>
        <source>%1 %2, attempt %3</source>
        <translation>%1 %2, Versuch %3</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="206"/>
        <source>tests: %1 passed, %2 failed, %3 skipped</source>
        <translation>Tests: %1 bestanden, %2 fehlgeschlagen, %3 übersprungen</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="208"/>
        <source>tests: not reported</source>
        <translation>Tests: nicht gemeldet</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="210"/>
        <source>triage: %1</source>
        <translation>Triage: %1</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="212"/>
        <source>queue %1 · execution %2</source>
        <translation>Queue %1 · Ausführung %2</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="217"/>
        <source>started %1 UTC</source>
        <translation>gestartet %1 UTC</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="219"/>
        <source>completed %1 UTC</source>
        <translation>abgeschlossen %1 UTC</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="240"/>
        <source>triage %1</source>
        <translation>Triage %1</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="242"/>
        <source>expected outcome</source>
        <translation>erwartetes Ergebnis</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="251"/>
        <source>no job</source>
        <translation>kein Job</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="279"/>
        <source>pytorch head %1</source>
        <translation>PyTorch-Head %1</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="281"/>
        <source>dispatched %1 UTC</source>
        <translation>ausgelöst %1 UTC</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="282"/>
        <source>newest job activity %1 UTC</source>
        <translation>neueste Job-Aktivität %1 UTC</translation>
    </message>
</context>
<context>
    <name>hw::BackendText</name>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="23"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="25"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="27"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="35"/>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="37"/>
        <source>%1 min ago</source>
        <translation>vor %1 min</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="39"/>
        <source>%1 h ago</source>
        <translation>vor %1 h</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="40"/>
        <source>%1 d ago</source>
        <translation>vor %1 d</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="79"/>
        <source>PROMOTE</source>
        <translation>HOCHSTUFEN</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="80"/>
        <source>HOLD</source>
        <translation>HALTEN</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="81"/>
        <source>DEMOTE</source>
        <translation>HERABSTUFEN</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="84"/>
        <source>NOT ENOUGH DATA</source>
        <translation>ZU WENIG DATEN</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="101"/>
        <source>no data</source>
        <translation>keine Daten</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="107"/>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="132"/>
        <source>%1/%2 failed</source>
        <translation>%1/%2 fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="133"/>
        <source>%1 tests</source>
        <translation>%1 Tests</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="146"/>
        <source>expected failure</source>
        <translation>erwarteter Fehlschlag</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="148"/>
        <source>expected cancellation</source>
        <translation>erwarteter Abbruch</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="150"/>
        <source>expected timeout</source>
        <translation>erwartete Zeitüberschreitung</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="152"/>
        <source>expected outcome</source>
        <translation>erwartetes Ergebnis</translation>
    </message>
</context>
<context>
    <name>hw::BackendsOverviewModel</name>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="27"/>
        <source>▲ ready for L3</source>
        <translation>▲ bereit für L3</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="29"/>
        <source>● not ready for L3</source>
        <translation>● nicht bereit für L3</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="30"/>
        <source>? not enough data for L3</source>
        <translation>? zu wenig Daten für L3</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="33"/>
        <source>✔ keeps L3</source>
        <translation>✔ hält L3</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="35"/>
        <source>▼ fails L3</source>
        <translation>▼ verfehlt L3</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="36"/>
        <source>? no completed job in 7 d</source>
        <translation>? kein abgeschlossener Job in 7 d</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="37"/>
        <source>● L4: maintainers decide</source>
        <translation>● L4: Maintainer entscheiden</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="38"/>
        <source>– onboarding, results not stored</source>
        <translation>– Onboarding, Ergebnisse nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="256"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="257"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="258"/>
        <source>Pass 7 d</source>
        <translation>Erfolg 7 d</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="259"/>
        <source>Pass 14 d</source>
        <translation>Erfolg 14 d</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="260"/>
        <source>Last result</source>
        <translation>Letztes Ergebnis</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="261"/>
        <source>Avg queue</source>
        <translation>Ø Queue</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="262"/>
        <source>E2E P50</source>
        <translation>E2E P50</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="263"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="264"/>
        <source>Oncalls</source>
        <translation>On-calls</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="272"/>
        <source>Trust level and L3 device group; sorts by device within each level</source>
        <translation>Vertrauensstufe und L3-Gerätegruppe; sortiert innerhalb jeder Stufe nach Gerät</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="273"/>
        <source>Newest completed job; sorts by outcome (failures first), then newest first</source>
        <translation>Neuester abgeschlossener Job; sortiert nach Ergebnis (Fehlschläge zuerst), dann die neuesten zuerst</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="274"/>
        <source>CI job pass rate over the last 7 days (demotion window).
✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs</source>
        <translation>Erfolgsquote der CI-Jobs in den letzten 7 Tagen (Herabstufungsfenster).
✔ ≥ 95 %   ▲ 80–95 %   ✖ unter 80 %   – keine abgeschlossenen Jobs</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="276"/>
        <source>CI job pass rate over the last 14 days (promotion window).
✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs</source>
        <translation>Erfolgsquote der CI-Jobs in den letzten 14 Tagen (Hochstufungsfenster).
✔ ≥ 95 %   ▲ 80–95 %   ✖ unter 80 %   – keine abgeschlossenen Jobs</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="278"/>
        <source>Mean queue time (dispatch → in progress), last 7 days</source>
        <translation>Mittlere Wartezeit in der Queue (ausgelöst → läuft), letzte 7 Tage</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="279"/>
        <source>Median end-to-end time per job (queue + execution), last 7 days</source>
        <translation>Median der End-to-End-Zeit pro Job (Queue + Ausführung), letzte 7 Tage</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="281"/>
        <source>▼ temporarily demoted: the relay&apos;s auto-demotion PR is open.
⚠ demotion pending: at L3 and the 7-day figures fail a demotion criterion, not yet flagged by the relay.
Otherwise the L3 readiness verdict.</source>
        <translation>▼ vorübergehend herabgestuft: der Auto-Herabstufungs-PR des Relays ist offen.
⚠ Herabstufung steht an: auf L3, und die 7-Tage-Werte verfehlen ein Herabstufungskriterium, vom Relay noch nicht markiert.
Sonst die Bewertung der L3-Bereitschaft.</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="285"/>
        <source>Sorts worst first: demoted, pending, then the verdict.</source>
        <translation>Sortiert die schlechtesten zuerst: herabgestuft, ausstehend, dann nach Urteil.</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="321"/>
        <source>Not listed</source>
        <translation>Nicht gelistet</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="324"/>
        <source>%1 — no backends</source>
        <translation>%1 — keine Backends</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="325"/>
        <source>%1 (1 backend)</source>
        <translation>%1 (1 Backend)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="325"/>
        <source>%1 (%2 backends)</source>
        <translation>%1 (%2 Backends)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="329"/>
        <source>L1 Onboarding: events dispatched, results not stored</source>
        <translation>L1 Onboarding: Events werden ausgelöst, Ergebnisse nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="330"/>
        <source>L2 Observation: results stored and shown on HUD</source>
        <translation>L2 Beobachtung: Ergebnisse gespeichert und auf HUD angezeigt</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="331"/>
        <source>L3 Stable: non-blocking PR check with label ciflow/crcr/&lt;device&gt;</source>
        <translation>L3 Stabil: nicht blockierender PR-Check mit Label ciflow/crcr/&lt;device&gt;</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="332"/>
        <source>L4 Mature: check on every PR, blocks merge</source>
        <translation>L4 Ausgereift: Check bei jedem PR, blockiert den Merge</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="333"/>
        <source>Seen in CI data but in no allowlist level</source>
        <translation>In CI-Daten gesehen, aber in keiner Allowlist-Stufe</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="364"/>
        <source>device: %1 (label ciflow/crcr/%1)</source>
        <translation>Gerät: %1 (Label ciflow/crcr/%1)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="366"/>
        <source>not in the allowlist: level from the latest CI results</source>
        <translation>nicht in der Allowlist: Stufe aus den neuesten CI-Ergebnissen</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="380"/>
        <source>held for %1 days</source>
        <translation>gehalten seit %1 Tagen</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="401"/>
        <source>No completed jobs in the last %1 days</source>
        <translation>Keine abgeschlossenen Jobs in den letzten %1 Tagen</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="402"/>
        <source>%1 — %2 of %3 jobs passed in the last %4 days
test failures: %5   infra failures: %6 (timed out %7, cancelled %8)</source>
        <translation>%1 — %2 von %3 Jobs bestanden in den letzten %4 Tagen
Testfehlschläge: %5   Infra-Fehlschläge: %6 (Zeitüberschreitung %7, abgebrochen %8)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="423"/>
        <source>no completed job</source>
        <translation>kein abgeschlossener Job</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="441"/>
        <source>Newest completed job: %1 at %2 UTC</source>
        <translation>Neuester abgeschlossener Job: %1 um %2 UTC</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="442"/>
        <source>Newest completed job: %1 — %2 at %3 UTC</source>
        <translation>Neuester abgeschlossener Job: %1 — %2 um %3 UTC</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="444"/>
        <source>An expected outcome of the crcr-test probe: HUD counts it as a pass.</source>
        <translation>Ein erwartetes Ergebnis der crcr-test-Probe: HUD zählt es als bestanden.</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="466"/>
        <source>▼ temporarily demoted</source>
        <translation>▼ vorübergehend herabgestuft</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="467"/>
        <source>⚠ demotion pending</source>
        <translation>⚠ Herabstufung steht an</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="477"/>
        <source>The relay&apos;s auto-demotion PR is open: no new check runs until it is closed.</source>
        <translation>Der Auto-Herabstufungs-PR des Relays ist offen: keine neuen Check-Runs, bis er geschlossen ist.</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="479"/>
        <source>The last 7 days fail a demotion criterion; the relay has not flagged it yet.</source>
        <translation>Die letzten 7 Tage verfehlen ein Herabstufungskriterium; das Relay hat es noch nicht markiert.</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="480"/>
        <source>L3 readiness: %1</source>
        <translation>L3-Bereitschaft: %1</translation>
    </message>
</context>
<context>
    <name>hw::BackendsOverviewView</name>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="32"/>
        <source>Backends by trust level</source>
        <translation>Backends nach Vertrauensstufe</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="50"/>
        <source>Pass-rate chips: %1 ≥ 95 %   %2 80–95 %   %3 below 80 %   %4 no completed jobs   ·   Marks: ▼ temporarily demoted (relay&apos;s demotion PR open)   ⚠ demotion pending (7-day figures fail, not flagged yet)   ·   Enter opens a backend</source>
        <translation>Erfolgsquoten-Chips: %1 ≥ 95 %   %2 80–95 %   %3 unter 80 %   %4 keine abgeschlossenen Jobs   ·   Markierungen: ▼ vorübergehend herabgestuft (Herabstufungs-PR des Relays offen)   ⚠ Herabstufung steht an (7-Tage-Werte verfehlt, noch nicht markiert)   ·   Enter öffnet ein Backend</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="55"/>
        <source>Click a column title to sort</source>
        <translation>Spaltentitel anklicken zum Sortieren</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="131"/>
        <source>1 backend as of %1 UTC</source>
        <translation>1 Backend, Stand %1 UTC</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="131"/>
        <source>%1 backends as of %2 UTC</source>
        <translation>%1 Backends, Stand %2 UTC</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="133"/>
        <source>No backend data yet</source>
        <translation>Noch keine Backend-Daten</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="135"/>
        <source>  ·  ▼ %1 temporarily demoted</source>
        <translation>  ·  ▼ %1 vorübergehend herabgestuft</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="137"/>
        <source>  ·  ⚠ %1 demotion pending</source>
        <translation>  ·  ⚠ %1 Herabstufung steht an</translation>
    </message>
</context>
<context>
    <name>hw::BackendsPage</name>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="34"/>
        <source>← All backends</source>
        <translation>← Alle Backends</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="35"/>
        <source>Back to the overview (Esc)</source>
        <translation>Zurück zur Übersicht (Esc)</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="94"/>
        <source>no backend &quot;%1&quot;; known backends: %2</source>
        <translation>kein Backend &quot;%1&quot;; bekannte Backends: %2</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="129"/>
        <source>promotion-review-%1.md</source>
        <translation>promotion-review-%1.md</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="130"/>
        <source>Export promotion review report</source>
        <translation>Review-Bericht zur Hochstufung exportieren</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="131"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="136"/>
        <source>Wrote %1 and the PDF beside it</source>
        <translation>%1 und das PDF daneben geschrieben</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="138"/>
        <source>Report not written: %1</source>
        <translation>Bericht nicht geschrieben: %1</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="163"/>
        <source>Demo data: backend figures as of %1 (generated from the real allowlist history).</source>
        <translation>Demodaten: Backend-Werte, Stand %1 (erzeugt aus dem echten Allowlist-Verlauf).</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="165"/>
        <source>No backend data yet.</source>
        <translation>Noch keine Backend-Daten.</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="166"/>
        <source>No backend data yet: %1</source>
        <translation>Noch keine Backend-Daten: %1</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="168"/>
        <source>Backend figures may be out of date (as of %1): %2</source>
        <translation>Backend-Werte sind möglicherweise veraltet (Stand %1): %2</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="172"/>
        <source>Polling waits for new credentials.</source>
        <translation>Die Abfrage wartet auf neue Zugangsdaten.</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="173"/>
        <source>Set password…</source>
        <translation>Passwort festlegen…</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="173"/>
        <source>Set relay token…</source>
        <translation>Relay-Token festlegen…</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="176"/>
        <source>Offline: backend figures from the cache, as of %1.</source>
        <translation>Offline: Backend-Werte aus dem Cache, Stand %1.</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="178"/>
        <source>Stale: backend figures are from %1.</source>
        <translation>Veraltet: Backend-Werte vom %1.</translation>
    </message>
</context>
<context>
    <name>hw::BackendsSync</name>
    <message>
        <location filename="../models/backends/BackendsSync.cpp" line="238"/>
        <source>allowlist %1: no relay client to fetch it with</source>
        <translation>Allowlist %1: kein Relay-Client zum Abrufen vorhanden</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsSync.cpp" line="267"/>
        <source>allowlist %1</source>
        <translation>Allowlist %1</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsSync.cpp" line="326"/>
        <source>seen in the relay&apos;s allowlist</source>
        <translation>in der Allowlist des Relays gesehen</translation>
    </message>
</context>
<context>
    <name>hw::CacheWriter</name>
    <message>
        <location filename="../models/cache/CacheWriter.cpp" line="91"/>
        <source>not written: the cache writer has stopped</source>
        <translation>nicht geschrieben: das Schreiben in den Cache wurde beendet</translation>
    </message>
    <message>
        <location filename="../models/cache/CacheWriter.cpp" line="191"/>
        <source>not written: the cache writer was stopped before this write began</source>
        <translation>nicht geschrieben: das Schreiben in den Cache wurde beendet, bevor dieser Schreibvorgang begann</translation>
    </message>
</context>
<context>
    <name>hw::Console</name>
    <message>
        <location filename="../app/Console.cpp" line="111"/>
        <source>the bundled demo recording cannot be loaded: %1</source>
        <translation>die mitgelieferte Demo-Aufzeichnung kann nicht geladen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="112"/>
        <source>cannot replay %1: %2</source>
        <translation>%1 kann nicht wiedergegeben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="121"/>
        <source>demo recording</source>
        <translation>Demo-Aufzeichnung</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="170"/>
        <source>this recording has no backend data</source>
        <translation>diese Aufzeichnung enthält keine Backend-Daten</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="182"/>
        <source>profile &quot;%1&quot;: relay/url: %2</source>
        <translation>Profil &quot;%1&quot;: relay/url: %2</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="387"/>
        <source>Relay API token</source>
        <translation>Relay-API-Token</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="388"/>
        <source>Bearer token for %1.
It is stored in your system keychain, never in a file.</source>
        <translation>Bearer-Token für %1.
Es wird im Schlüsselbund des Systems gespeichert, nie in einer Datei.</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="398"/>
        <source>The token could not be stored: %1</source>
        <translation>Das Token konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="415"/>
        <source>ClickHouse password</source>
        <translation>ClickHouse-Passwort</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="416"/>
        <source>Password for %1 at %2.
It is stored in your system keychain, never in a file.</source>
        <translation>Passwort für %1 auf %2.
Es wird im Schlüsselbund des Systems gespeichert, nie in einer Datei.</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="397"/>
        <location filename="../app/Console.cpp" line="426"/>
        <source>Keychain</source>
        <translation>Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="427"/>
        <source>The password could not be stored: %1</source>
        <translation>Das Passwort konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>hw::CustomRangeDialog</name>
    <message>
        <location filename="../ui/charts/CustomRangeDialog.cpp" line="15"/>
        <source>Custom time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/CustomRangeDialog.cpp" line="34"/>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/CustomRangeDialog.cpp" line="34"/>
        <source>local time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/CustomRangeDialog.cpp" line="35"/>
        <source>&amp;From (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/CustomRangeDialog.cpp" line="36"/>
        <source>&amp;To (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/CustomRangeDialog.cpp" line="51"/>
        <source>⚠ The range ends before it starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::DisabledTestsModel</name>
    <message>
        <location filename="../models/flaky/DisabledTestsModel.cpp" line="34"/>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/DisabledTestsModel.cpp" line="45"/>
        <source>Disabled by issue #%1 since %2 (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/DisabledTestsModel.cpp" line="57"/>
        <source>Disabled test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/DisabledTestsModel.cpp" line="58"/>
        <source>Issue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/DisabledTestsModel.cpp" line="59"/>
        <source>Platforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/DisabledTestsModel.cpp" line="60"/>
        <source>Since</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::FlakyPage</name>
    <message>
        <location filename="../ui/flaky/FlakyPage.cpp" line="71"/>
        <source>Disabled tests per day, by platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/flaky/FlakyPage.cpp" line="73"/>
        <source>No disabled-test snapshots in this time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/flaky/FlakyPage.cpp" line="98"/>
        <source>Filter tests by regular expression (file · class · name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/flaky/FlakyPage.cpp" line="100"/>
        <source>Test filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/flaky/FlakyPage.cpp" line="103"/>
        <source>at least </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/flaky/FlakyPage.cpp" line="104"/>
        <source> runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/flaky/FlakyPage.cpp" line="105"/>
        <source>Tests with fewer runs are left out: a flake rate from a handful of runs says little</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/flaky/FlakyPage.cpp" line="108"/>
        <source>⚠ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/flaky/FlakyPage.cpp" line="123"/>
        <source>Disabled now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/flaky/FlakyPage.cpp" line="124"/>
        <source>Could be re-enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/flaky/FlakyPage.cpp" line="186"/>
        <source>%1 of %2 tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/flaky/FlakyPage.cpp" line="188"/>
        <source>No flaky tests in this range</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/flaky/FlakyPage.cpp" line="191"/>
        <source>⚠ %n flaky test(s) with at least %1 runs</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/flaky/FlakyPage.cpp" line="192"/>
        <source> · ⊘ %n disabled now</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/flaky/FlakyPage.cpp" line="193"/>
        <source> · ✓ %n could be re-enabled</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/flaky/FlakyPage.cpp" line="210"/>
        <source> · %n test run(s) without a name not counted</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestsFilterProxy</name>
    <message>
        <location filename="../models/flaky/FlakyTestsFilterProxy.cpp" line="38"/>
        <source>Invalid regular expression at character %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestsModel</name>
    <message>
        <location filename="../models/flaky/FlakyTestsModel.cpp" line="32"/>
        <source>%1 % (≥ %2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/FlakyTestsModel.cpp" line="87"/>
        <source>unknown job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/FlakyTestsModel.cpp" line="90"/>
        <source>no</source>
        <translation type="unfinished">nein</translation>
    </message>
    <message>
        <location filename="../models/flaky/FlakyTestsModel.cpp" line="126"/>
        <source>%1 flaky of %2 runs (%3 more failed without passing). Ranked by the lower bound of the 95 % Wilson interval: few runs give a low bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/FlakyTestsModel.cpp" line="132"/>
        <source>The jobs it flaked in are not in workflow_job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/FlakyTestsModel.cpp" line="144"/>
        <source>Test (file · class · name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/FlakyTestsModel.cpp" line="146"/>
        <source>Flaky runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/FlakyTestsModel.cpp" line="148"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/FlakyTestsModel.cpp" line="150"/>
        <source>Flake rate (95 % lower bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/FlakyTestsModel.cpp" line="152"/>
        <source>Platforms / jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/FlakyTestsModel.cpp" line="154"/>
        <source>Disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/FlakyTestsModel.cpp" line="156"/>
        <source>Last flake</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::GridFilterBar</name>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="22"/>
        <source>Filter jobs (regex)…</source>
        <translation>Jobs filtern (Regex)…</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="26"/>
        <location filename="../ui/grid/GridFilterBar.cpp" line="108"/>
        <source>Case-insensitive regular expression on &quot;workflow / job&quot;. Press / to focus, Esc to clear.</source>
        <translation>Regulärer Ausdruck auf „workflow / job“ (Groß-/Kleinschreibung egal). / zum Fokussieren, Esc zum Leeren.</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="45"/>
        <source>Hide green</source>
        <translation>Grüne ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="45"/>
        <source>Hide job columns without any failure or pending run</source>
        <translation>Jobspalten ohne Fehlschlag oder laufenden Lauf ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="47"/>
        <source>Hide unstable</source>
        <translation>Instabile ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="47"/>
        <source>Hide jobs marked unstable (their failures are warnings)</source>
        <translation>Als instabil markierte Jobs ausblenden (ihre Fehlschläge sind Warnungen)</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="49"/>
        <source>Hide skipped</source>
        <translation>Übersprungene ausblenden</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="49"/>
        <source>Hide jobs that were skipped on every commit</source>
        <translation>Jobs ausblenden, die bei jedem Commit übersprungen wurden</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="51"/>
        <source>Grouped</source>
        <translation>Gruppiert</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="51"/>
        <source>Show one column per job group</source>
        <translation>Eine Spalte pro Jobgruppe zeigen</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="90"/>
        <source>Invalid regex at %1: %2</source>
        <translation>Ungültiger regulärer Ausdruck an Position %1: %2</translation>
    </message>
</context>
<context>
    <name>hw::GridLegend</name>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="28"/>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="29"/>
        <source>flaky (passed on retry)</source>
        <translation>flaky (bei Wiederholung bestanden)</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="30"/>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="31"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="32"/>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="33"/>
        <source>warning (unstable job)</source>
        <translation>Warnung (instabiler Job)</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="34"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="35"/>
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="36"/>
        <source>skipped / neutral</source>
        <translation>übersprungen / neutral</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="37"/>
        <source>no job</source>
        <translation>kein Job</translation>
    </message>
</context>
<context>
    <name>hw::GridSync</name>
    <message numerus="yes">
        <location filename="../models/grid/GridSync.cpp" line="406"/>
        <source>%n row(s) with invalid UTF-8 text (shown as �)</source>
        <translation>
            <numerusform>%n Zeile mit ungültigem UTF-8-Text (als � angezeigt)</numerusform>
            <numerusform>%n Zeilen mit ungültigem UTF-8-Text (als � angezeigt)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hw::JobGridView</name>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="108"/>
        <source>Job grid</source>
        <translation>Job-Raster</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="393"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="395"/>
        <source>%1m</source>
        <translation>%1m</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="397"/>
        <source>%1h</source>
        <translation>%1h</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="398"/>
        <source>%1d</source>
        <translation>%1d</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="613"/>
        <source>1 commit</source>
        <translation>1 Commit</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="613"/>
        <source>%1 commits</source>
        <translation>%1 Commits</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="612"/>
        <source>1 job</source>
        <translation>1 Job</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="611"/>
        <source>1 group</source>
        <translation>1 Gruppe</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="611"/>
        <source>%1 groups</source>
        <translation>%1 Gruppen</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="612"/>
        <source>%1 jobs</source>
        <translation>%1 Jobs</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="617"/>
        <source>j / k  next / previous failure
Enter  open job   ·   /  filter
Space  pause refresh</source>
        <translation>j / k  nächster / vorheriger Fehlschlag
Enter  Job öffnen   ·   /  filtern
Leertaste  Aktualisierung anhalten</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="757"/>
        <source>Open job page</source>
        <translation>Jobseite öffnen</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="759"/>
        <source>Copy job URL</source>
        <translation>Job-URL kopieren</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="762"/>
        <source>Copy commit SHA</source>
        <translation>Commit-SHA kopieren</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="774"/>
        <source>No job page for this cell</source>
        <translation>Keine Jobseite für diese Zelle</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="906"/>
        <source>Wrapped around to the first failure (newest commit)</source>
        <translation>Zurück zum ersten Fehlschlag (neuester Commit)</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="907"/>
        <source>Wrapped around to the last failure (oldest commit)</source>
        <translation>Weiter zum letzten Fehlschlag (ältester Commit)</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="911"/>
        <source>No failures in the grid</source>
        <translation>Keine Fehlschläge im Raster</translation>
    </message>
</context>
<context>
    <name>hw::JobMatrixDelegate</name>
    <message>
        <location filename="../ui/backends/JobMatrixDelegate.cpp" line="42"/>
        <source>exp.</source>
        <translation>exp.</translation>
    </message>
</context>
<context>
    <name>hw::JobsOverTimeChart</name>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="85"/>
        <source>No job data</source>
        <translation>Keine Jobdaten</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="17"/>
        <source>Jobs over time</source>
        <translation>Jobs im Zeitverlauf</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="88"/>
        <source>passed (%1)</source>
        <translation>bestanden (%1)</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="88"/>
        <source>test failures (%1)</source>
        <translation>Testfehlschläge (%1)</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="88"/>
        <source>infra failures (%1)</source>
        <translation>Infra-Fehlschläge (%1)</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="94"/>
        <source>passed solid, test failures hatched, infra failures cross-hatched</source>
        <translation>bestanden voll, Testfehlschläge schraffiert, Infra-Fehlschläge kreuzschraffiert</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="98"/>
        <source>%1 on %2</source>
        <translation>%1 am %2</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="101"/>
        <source>level changes: %1</source>
        <translation>Stufenwechsel: %1</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="121"/>
        <source>%1
no completed jobs</source>
        <translation>%1
keine abgeschlossenen Jobs</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="122"/>
        <source>%1
P passed %2
T test failures %3
I infra failures %4 (timeouts, cancellations, infra triage)</source>
        <translation>%1
P bestanden %2
T Testfehlschläge %3
I Infra-Fehlschläge %4 (Zeitüberschreitungen, Abbrüche, Infra-Triage)</translation>
    </message>
</context>
<context>
    <name>hw::L3CriteriaModel</name>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="83"/>
        <source>– no data</source>
        <translation>– keine Daten</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="84"/>
        <source>✔ met</source>
        <translation>✔ erfüllt</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="84"/>
        <source>✘ not met</source>
        <translation>✘ nicht erfüllt</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="102"/>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="103"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="104"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="105"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="106"/>
        <source>Met</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="107"/>
        <source>Counts for demotion</source>
        <translation>Zählt für Herabstufung</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="131"/>
        <source>14 d (promotion)</source>
        <translation>14 d (Hochstufung)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="132"/>
        <source>7 d (demotion)</source>
        <translation>7 d (Herabstufung)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="133"/>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="136"/>
        <source>promotion window (last 14 days)</source>
        <translation>Hochstufungsfenster (letzte 14 Tage)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="137"/>
        <source>demotion window (last 7 days)</source>
        <translation>Herabstufungsfenster (letzte 7 Tage)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="138"/>
        <source>last %1 days</source>
        <translation>letzte %1 Tage</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="139"/>
        <source>whole history</source>
        <translation>gesamter Verlauf</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="153"/>
        <source>  (what-if; HUD: %1)</source>
        <translation>  (What-if; HUD: %1)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="163"/>
        <source>Target edited for a what-if verdict; HUD uses %1</source>
        <translation>Ziel für eine What-if-Bewertung geändert; HUD verwendet %1</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="179"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="179"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>hw::L3ReadinessEvaluator</name>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="143"/>
        <source>Time at L2</source>
        <translation>Zeit auf L2</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="144"/>
        <source>time at L2</source>
        <translation>Zeit auf L2</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="145"/>
        <source>End-to-end time (P50)</source>
        <translation>End-to-End-Zeit (P50)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="146"/>
        <source>end-to-end time P50</source>
        <translation>End-to-End-Zeit P50</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="147"/>
        <source>Mean queue time</source>
        <translation>Mittlere Queue-Zeit</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="148"/>
        <source>mean queue time</source>
        <translation>mittlere Queue-Zeit</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="149"/>
        <source>Overrun rate (&gt; 3 h)</source>
        <translation>Überschreitungsquote (&gt; 3 h)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="150"/>
        <source>overrun rate</source>
        <translation>Überschreitungsquote</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="151"/>
        <source>Timeout rate</source>
        <translation>Timeout-Quote</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="152"/>
        <source>timeout rate</source>
        <translation>Timeout-Quote</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="153"/>
        <source>Job pass rate</source>
        <translation>Job-Erfolgsquote</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="154"/>
        <source>pass rate</source>
        <translation>Erfolgsquote</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="201"/>
        <source>%1 not measured (no data) over the last %n days, target %2</source>
        <translation>
            <numerusform>%1 über %n Tag nicht gemessen (keine Daten), Ziel %2</numerusform>
            <numerusform>%1 über die letzten %n Tage nicht gemessen (keine Daten), Ziel %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="203"/>
        <source>%1 unknown, target %2</source>
        <translation>%1 unbekannt, Ziel %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="209"/>
        <source>%1 over the last %n days</source>
        <translation>
            <numerusform>%1 über %n Tag</numerusform>
            <numerusform>%1 über die letzten %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="244"/>
        <source>Promote to L3</source>
        <translation>Auf L3 hochstufen</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="246"/>
        <source>Hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="248"/>
        <source>Demote to L2</source>
        <translation>Auf L2 herabstufen</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="252"/>
        <source>Not enough data</source>
        <translation>Zu wenig Daten</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="288"/>
        <source>only %1 of data, at least %n days needed before a promotion verdict</source>
        <translation>
            <numerusform>nur %1 an Daten; mindestens %n Tag nötig vor einer Hochstufungsbewertung</numerusform>
            <numerusform>nur %1 an Daten; mindestens %n Tage nötig vor einer Hochstufungsbewertung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="297"/>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="325"/>
        <source>no completed job over the last %n days</source>
        <translation>
            <numerusform>kein abgeschlossener Job seit %n Tag</numerusform>
            <numerusform>kein abgeschlossener Job in den letzten %n Tagen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="348"/>
        <source>L1 results are not stored; an L1 backend moves to L2 first</source>
        <translation>L1-Ergebnisse werden nicht gespeichert; ein L1-Backend kommt zuerst auf L2</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="352"/>
        <source>L4 is decided by core maintainers; there is no numeric rule</source>
        <translation>Über L4 entscheiden die Core-Maintainer; es gibt keine numerische Regel</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="356"/>
        <source>not in the allowlist</source>
        <translation>nicht in der Allowlist</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="363"/>
        <source>a %1-day window was asked for, but the figures cover %2 days</source>
        <translation>ein %1-Tage-Fenster wurde angefragt, aber die Werte decken %2 Tage ab</translation>
    </message>
</context>
<context>
    <name>hw::L3ReadinessPanel</name>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="53"/>
        <source>&amp;Reset to HUD&apos;s targets</source>
        <translation>Auf HUD-Ziele &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="82"/>
        <source>⚠ WHAT-IF: targets differ from HUD&apos;s. This verdict is hypothetical, not HUD&apos;s.</source>
        <translation>⚠ WHAT-IF: Ziele weichen von HUD ab. Diese Bewertung ist hypothetisch, nicht die von HUD.</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="100"/>
        <source>L3 criteria</source>
        <translation>L3-Kriterien</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="108"/>
        <source>Targets (edit for a what-if)</source>
        <translation>Ziele (für What-if bearbeiten)</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="110"/>
        <source>Job &amp;pass rate</source>
        <translation>Job-&amp;Erfolgsquote</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="111"/>
        <source>&amp;Timeout rate</source>
        <translation>&amp;Timeout-Quote</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="112"/>
        <source>&amp;Overrun rate (&gt; 3 h)</source>
        <translation>Ü&amp;berschreitungsquote (&gt; 3 h)</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="113"/>
        <source>&amp;End-to-end P50</source>
        <translation>End-to-End-&amp;P50</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="114"/>
        <source>Mean &amp;queue time</source>
        <translation>Mittlere &amp;Queue-Zeit</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="115"/>
        <source>Time at &amp;L2</source>
        <translation>Zeit auf &amp;L2</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="116"/>
        <source>Demotion (7 d) uses the strict complement: pass rate ≤ target, timeout rate ≥ target or E2E P50 &gt; target demotes.</source>
        <translation>Herabstufung (7 d) nutzt das strikte Komplement: Erfolgsquote ≤ Ziel, Timeout-Quote ≥ Ziel oder E2E P50 &gt; Ziel führt zur Herabstufung.</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="238"/>
        <source>  — ready for L3</source>
        <translation>  — bereit für L3</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="239"/>
        <source>  — stays at L2 for now</source>
        <translation>  — bleibt vorerst auf L2</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="240"/>
        <source>  — at L2, cannot judge yet</source>
        <translation>  — auf L2, noch nicht beurteilbar</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="243"/>
        <source>  — fails L3 over the last 7 days</source>
        <translation>  — verfehlt L3 in den letzten 7 Tagen</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="244"/>
        <source>  — keeps L3</source>
        <translation>  — hält L3</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="245"/>
        <source>  — at L3, no completed job in 7 days</source>
        <translation>  — auf L3, kein abgeschlossener Job in 7 Tagen</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="247"/>
        <source>  — at L1</source>
        <translation>  — auf L1</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="248"/>
        <source>  — L4 is decided by maintainers</source>
        <translation>  — über L4 entscheiden die Maintainer</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="249"/>
        <source>  — not in the allowlist</source>
        <translation>  — nicht in der Allowlist</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="252"/>
        <source>  (what-if)</source>
        <translation>  (What-if)</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="260"/>
        <source>last %1 d: no completed jobs</source>
        <translation>letzte %1 d: keine abgeschlossenen Jobs</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="262"/>
        <source>last %1 d: %2 of %3 jobs failed — ✖ test: %4  ·  ⚠ infra: %5 (timed out %6, cancelled %7, triaged infra %8)</source>
        <translation>letzte %1 d: %2 von %3 Jobs fehlgeschlagen — ✖ Test: %4  ·  ⚠ Infra: %5 (Zeitüberschreitung %6, abgebrochen %7, Triage Infra %8)</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="272"/>
        <source>Breakage  ·  %1
                 ·  %2</source>
        <translation>Ausfälle  ·  %1
                 ·  %2</translation>
    </message>
</context>
<context>
    <name>hw::LevelTimelineWidget</name>
    <message>
        <location filename="../ui/backends/LevelTimelineWidget.cpp" line="22"/>
        <source>Level history</source>
        <translation>Stufenverlauf</translation>
    </message>
    <message>
        <location filename="../ui/backends/LevelTimelineWidget.cpp" line="55"/>
        <source>not listed</source>
        <translation>nicht gelistet</translation>
    </message>
    <message>
        <location filename="../ui/backends/LevelTimelineWidget.cpp" line="57"/>
        <source>%1 %2 → now (%3 d)</source>
        <translation>%1 %2 → jetzt (%3 d)</translation>
    </message>
    <message>
        <location filename="../ui/backends/LevelTimelineWidget.cpp" line="58"/>
        <source>%1 %2 → %3 (%4 d)</source>
        <translation>%1 %2 → %3 (%4 d)</translation>
    </message>
    <message>
        <location filename="../ui/backends/LevelTimelineWidget.cpp" line="60"/>
        <source>, PR #%1</source>
        <translation>, PR #%1</translation>
    </message>
    <message>
        <location filename="../ui/backends/LevelTimelineWidget.cpp" line="62"/>
        <source>, start inferred from CI data</source>
        <translation>, Beginn aus CI-Daten abgeleitet</translation>
    </message>
    <message>
        <location filename="../ui/backends/LevelTimelineWidget.cpp" line="69"/>
        <source>No level history known.</source>
        <translation>Kein Stufenverlauf bekannt.</translation>
    </message>
    <message>
        <location filename="../ui/backends/LevelTimelineWidget.cpp" line="32"/>
        <source>No level history known for this backend.</source>
        <translation>Kein Stufenverlauf für dieses Backend bekannt.</translation>
    </message>
</context>
<context>
    <name>hw::MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="44"/>
        <location filename="../ui/MainWindow.cpp" line="262"/>
        <source>HUD Watch</source>
        <translation>HUD Watch</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="63"/>
        <location filename="../ui/MainWindow.cpp" line="122"/>
        <source>&amp;Grid</source>
        <translation>&amp;Raster</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="65"/>
        <location filename="../ui/MainWindow.cpp" line="124"/>
        <source>&amp;Backends</source>
        <translation>&amp;Backends</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="66"/>
        <source>Trunk jobs by commit (Ctrl+1)</source>
        <translation>Trunk-Jobs nach Commit (Strg+1)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="67"/>
        <source>Out-of-tree accelerator backends by trust level (Ctrl+2)</source>
        <translation>Out-of-Tree-Beschleuniger-Backends nach Vertrauensstufe (Strg+2)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="69"/>
        <location filename="../ui/MainWindow.cpp" line="129"/>
        <source>&amp;Flaky tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="70"/>
        <source>Flakiest tests ranked by a confidence bound, disabled tests (Ctrl+3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="72"/>
        <location filename="../ui/MainWindow.cpp" line="131"/>
        <source>&amp;Trunk health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="73"/>
        <source>Red commits, time to signal, queue time, platform-only failures (Ctrl+4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="109"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="110"/>
        <source>&amp;Refresh now</source>
        <translation>&amp;Jetzt aktualisieren</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="112"/>
        <source>&amp;Pause / resume refresh	Space</source>
        <translation>Aktualisierung &amp;anhalten / fortsetzen	Leertaste</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="114"/>
        <source>Set ClickHouse pass&amp;word…</source>
        <translation>ClickHouse-&amp;Passwort festlegen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="116"/>
        <source>Set relay API &amp;token…</source>
        <translation>Relay-API-&amp;Token festlegen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="119"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="121"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="133"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="134"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="136"/>
        <source>&amp;About HUD Watch</source>
        <translation>&amp;Über HUD Watch</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="137"/>
        <source>About HUD Watch</source>
        <translation>Über HUD Watch</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="138"/>
        <source>HUD Watch %1
A desktop console for large CI systems.</source>
        <translation>HUD Watch %1
Eine Desktop-Konsole für große CI-Systeme.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="227"/>
        <source>unknown view &quot;%1&quot;</source>
        <translation>unbekannte Ansicht &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="253"/>
        <source>grouping file %1: %2</source>
        <translation>Gruppierungsdatei %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="262"/>
        <source>HUD Watch — %1</source>
        <translation>HUD Watch — %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="278"/>
        <source>⚠ %1 is failing: %2. Showing the last good data, as of %3 (%4).</source>
        <translation>⚠ %1 schlägt fehl: %2. Angezeigt werden die letzten gültigen Daten, Stand %3 (%4).</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="280"/>
        <source>⚠ %1 is failing: %2. No data yet.</source>
        <translation>⚠ %1 schlägt fehl: %2. Noch keine Daten.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="284"/>
        <source>⚠ %1 refused the password: %2. Showing the last good data, as of %3 (%4); polling waits for a new password.</source>
        <translation>⚠ %1 hat das Passwort abgelehnt: %2. Angezeigt werden die letzten gültigen Daten, Stand %3 (%4); die Abfrage wartet auf ein neues Passwort.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="287"/>
        <source>⚠ %1 refused the password: %2. Polling waits for a new password.</source>
        <translation>⚠ %1 hat das Passwort abgelehnt: %2. Die Abfrage wartet auf ein neues Passwort.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="290"/>
        <source>Set password…</source>
        <translation>Passwort festlegen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="293"/>
        <source>⊘ Offline: showing cached data as of %1 (%2).</source>
        <translation>⊘ Offline: zwischengespeicherte Daten, Stand %1 (%2).</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="294"/>
        <source>⊘ Offline and the cache is empty.</source>
        <translation>⊘ Offline, und der Zwischenspeicher ist leer.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="298"/>
        <source>❚❚ Replay paused at %1 (press Space to resume).</source>
        <translation>❚❚ Wiedergabe angehalten bei %1 (Leertaste setzt fort).</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="301"/>
        <source>❚❚ Refresh paused (press Space to resume). Data as of %1.</source>
        <translation>❚❚ Aktualisierung angehalten (Leertaste setzt fort). Daten vom %1.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="301"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="306"/>
        <source>⚠ Data is stale: as of %1 (%2).</source>
        <translation>⚠ Daten veraltet: Stand %1 (%2).</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="306"/>
        <source>⚠ No data yet.</source>
        <translation>⚠ Noch keine Daten.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="309"/>
        <source>%1 has not answered for %2.</source>
        <translation>%1 antwortet seit %2 nicht.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="349"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="350"/>
        <source>j / k	next / previous failure
Arrows, PgUp/PgDn	move
Enter	open the job page
/	focus the job filter
Esc	clear the filter
Space	pause / resume refresh
F5	refresh now
Ctrl+1 … Ctrl+4	grid / backends / flaky tests / trunk health
Drag on a chart	zoom; - or Backspace zooms out, 0 or Home resets
Enter (backends)	open a backend; Esc goes back
?	this help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::PassRateChip</name>
    <message>
        <location filename="../models/backends/PassRateChip.cpp" line="32"/>
        <source>good (≥ 95 %)</source>
        <translation>gut (≥ 95 %)</translation>
    </message>
    <message>
        <location filename="../models/backends/PassRateChip.cpp" line="33"/>
        <source>warning (80–95 %)</source>
        <translation>Warnung (80–95 %)</translation>
    </message>
    <message>
        <location filename="../models/backends/PassRateChip.cpp" line="34"/>
        <source>bad (below 80 %)</source>
        <translation>schlecht (unter 80 %)</translation>
    </message>
    <message>
        <location filename="../models/backends/PassRateChip.cpp" line="37"/>
        <source>no completed jobs</source>
        <translation>keine abgeschlossenen Jobs</translation>
    </message>
    <message>
        <location filename="../models/backends/PassRateChip.cpp" line="43"/>
        <source>no data</source>
        <translation>keine Daten</translation>
    </message>
</context>
<context>
    <name>hw::PromotionReport</name>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="316"/>
        <source>first dispatch at %1 on %2</source>
        <translation>erste Auslösung auf %1 am %2</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="291"/>
        <source>allowlist</source>
        <translation>der Allowlist</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="294"/>
        <source>HUD level status</source>
        <translation>dem HUD-Stufenstatus</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="297"/>
        <source>level history</source>
        <translation>dem Stufenverlauf</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="350"/>
        <source>time at L2</source>
        <translation>Zeit auf L2</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="351"/>
        <source>end-to-end time P50</source>
        <translation>End-to-End-Zeit P50</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="352"/>
        <source>mean queue time</source>
        <translation>mittlere Queue-Zeit</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="353"/>
        <source>overrun rate</source>
        <translation>Überschreitungsquote</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="354"/>
        <source>timeout rate</source>
        <translation>Timeout-Quote</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="355"/>
        <source>pass rate</source>
        <translation>Erfolgsquote</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="360"/>
        <source>promotion window</source>
        <translation>Hochstufungsfenster</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="361"/>
        <source>demotion window</source>
        <translation>Herabstufungsfenster</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="362"/>
        <source>data needed</source>
        <translation>nötiger Datenzeitraum</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="370"/>
        <location filename="../models/backends/PromotionReport.cpp" line="552"/>
        <location filename="../models/backends/PromotionReport.cpp" line="595"/>
        <source>Promotion review: %1</source>
        <translation>Hochstufungs-Review: %1</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="371"/>
        <source>As of %1 UTC. Figures from HUD&apos;s CRCR data (ClickHouse crcr_workflow_job, jobs judged by their latest attempt); levels from the allowlist.</source>
        <translation>Stand %1 UTC. Werte aus den CRCR-Daten von HUD (ClickHouse crcr_workflow_job, Jobs nach ihrem letzten Versuch bewertet); Stufen aus der Allowlist.</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="376"/>
        <source>Current level</source>
        <translation>Aktuelle Stufe</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="379"/>
        <source>Not in the allowlist</source>
        <translation>Nicht in der Allowlist</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="381"/>
        <source>Level: </source>
        <translation>Stufe: </translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="383"/>
        <source> — from the %1</source>
        <translation> — laut %1</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="388"/>
        <source>Device: </source>
        <translation>Gerät: </translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="390"/>
        <source> (PR label ciflow/crcr/%1)</source>
        <translation> (PR-Label ciflow/crcr/%1)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="396"/>
        <source>On-call: %1</source>
        <translation>On-call: %1</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="396"/>
        <source>none listed</source>
        <translation>keine gelistet</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="398"/>
        <source>Events: %1</source>
        <translation>Events: %1</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="400"/>
        <source>Not in the allowlist of this snapshot (no device or on-call known).</source>
        <translation>Nicht in der Allowlist dieses Snapshots (kein Gerät oder On-call bekannt).</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="405"/>
        <source>At %1 since %2 (%3 days)</source>
        <translation>Auf %1 seit %2 (%3 Tage)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="412"/>
        <source>, start inferred from ClickHouse</source>
        <translation>, Beginn aus ClickHouse abgeleitet</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="419"/>
        <location filename="../models/backends/PromotionReport.cpp" line="434"/>
        <source>Level history</source>
        <translation>Stufenverlauf</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="421"/>
        <source>No dated level change known.</source>
        <translation>Kein datierter Stufenwechsel bekannt.</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="425"/>
        <source>not listed</source>
        <translation>nicht gelistet</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="426"/>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="429"/>
        <source>ClickHouse: %1</source>
        <translation>ClickHouse: %1</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="432"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="432"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="432"/>
        <location filename="../models/backends/PromotionReport.cpp" line="513"/>
        <source>PR</source>
        <translation>PR</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="432"/>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="432"/>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="438"/>
        <source>L3 readiness</source>
        <translation>L3-Bereitschaft</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="440"/>
        <source>WHAT-IF: targets changed from HUD&apos;s defaults: %1. This is not HUD&apos;s verdict.</source>
        <translation>WHAT-IF: Ziele gegenüber den HUD-Standardwerten geändert: %1. Dies ist nicht die Bewertung von HUD.</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="446"/>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="448"/>
        <source> (demotion)</source>
        <translation> (Herabstufung)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="450"/>
        <source> (promotion)</source>
        <translation> (Hochstufung)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="457"/>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="457"/>
        <location filename="../models/backends/PromotionReport.cpp" line="480"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="457"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="457"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="457"/>
        <source>Met</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="458"/>
        <source>Verdict: </source>
        <translation>Bewertung: </translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="459"/>
        <source> (what-if)</source>
        <translation> (What-if)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="468"/>
        <source>Breakage: infrastructure vs tests</source>
        <translation>Ausfälle: Infrastruktur vs. Tests</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="472"/>
        <source>last %1 days</source>
        <translation>letzte %1 Tage</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="475"/>
        <source>%1 timed out, %2 cancelled, %3 triaged infra</source>
        <translation>%1 mit Zeitüberschreitung, %2 abgebrochen, %3 als Infra triagiert</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="480"/>
        <source>Completed jobs</source>
        <translation>Abgeschlossene Jobs</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="480"/>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="480"/>
        <source>Test failures</source>
        <translation>Testfehlschläge</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="480"/>
        <source>Infra failures</source>
        <translation>Infra-Fehlschläge</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="481"/>
        <source>Infra detail</source>
        <translation>Infra-Details</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="483"/>
        <source>Jobs over time</source>
        <translation>Jobs im Zeitverlauf</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="486"/>
        <source>Recent failing jobs</source>
        <translation>Kürzlich fehlgeschlagene Jobs</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="498"/>
        <source>No failing job among the recent jobs.</source>
        <translation>Kein fehlgeschlagener Job unter den letzten Jobs.</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="509"/>
        <source> (attempt %1)</source>
        <translation> (Versuch %1)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="513"/>
        <source>Completed (UTC)</source>
        <translation>Abgeschlossen (UTC)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="513"/>
        <source>Workflow / job</source>
        <translation>Workflow / Job</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="513"/>
        <source>Conclusion</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="513"/>
        <source>Triage</source>
        <translation>Triage</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="529"/>
        <location filename="../models/backends/PromotionReport.cpp" line="533"/>
        <location filename="../models/backends/PromotionReport.cpp" line="578"/>
        <location filename="../models/backends/PromotionReport.cpp" line="581"/>
        <location filename="../models/backends/PromotionReport.cpp" line="590"/>
        <location filename="../models/backends/PromotionReport.cpp" line="605"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="531"/>
        <source>cannot encode %1 as PNG</source>
        <translation>%1 kann nicht als PNG kodiert werden</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="560"/>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>%1 kann nicht geschrieben werden: der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="567"/>
        <source>cannot write %1: no file name</source>
        <translation>%1 kann nicht geschrieben werden: kein Dateiname</translation>
    </message>
</context>
<context>
    <name>hw::RangeSync</name>
    <message numerus="yes">
        <location filename="../models/sync/RangeSync.cpp" line="110"/>
        <source>%n malformed row(s) left out</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hw::ReenableCandidatesModel</name>
    <message>
        <location filename="../models/flaky/ReenableCandidatesModel.cpp" line="34"/>
        <source>✓ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/ReenableCandidatesModel.cpp" line="37"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/ReenableCandidatesModel.cpp" line="55"/>
        <source>Could be re-enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/ReenableCandidatesModel.cpp" line="56"/>
        <source>Green re-runs (7 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/ReenableCandidatesModel.cpp" line="57"/>
        <source>Last re-run (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/flaky/ReenableCandidatesModel.cpp" line="58"/>
        <source>Issue to close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ReportCommand</name>
    <message>
        <location filename="../app/ReportCommand.cpp" line="35"/>
        <source>profile &quot;%1&quot; has no cache yet (%2): open it in the console once to fetch the backends</source>
        <translation>Profil &quot;%1&quot; hat noch keinen Cache (%2): einmal in der Konsole öffnen, um die Backends abzurufen</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="50"/>
        <source>profile &quot;%1&quot; has no backend data cached yet: open the Backends tab once</source>
        <translation>Profil &quot;%1&quot; hat noch keine Backend-Daten im Cache: einmal den Tab Backends öffnen</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="55"/>
        <source>the cached backend data is unreadable: %1</source>
        <translation>die Backend-Daten im Cache sind nicht lesbar: %1</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="64"/>
        <source>Write a backend&apos;s promotion review report (Markdown + PDF).</source>
        <translation>Review-Bericht zur Hochstufung eines Backends schreiben (Markdown + PDF).</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="65"/>
        <source>The backend (downstream repository).</source>
        <translation>Das Backend (Downstream-Repository).</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="66"/>
        <source>The Markdown file; the PDF and charts go beside it.</source>
        <translation>Die Markdown-Datei; PDF und Diagramme landen daneben.</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="67"/>
        <source>Use this profile&apos;s cached data (default: the demo).</source>
        <translation>Die Cache-Daten dieses Profils verwenden (Standard: die Demo).</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="69"/>
        <source>What-if: minimum job pass rate in percent.</source>
        <translation>What-if: minimale Job-Erfolgsquote in Prozent.</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="72"/>
        <source>What-if: maximum timeout rate in percent.</source>
        <translation>What-if: maximale Timeout-Quote in Prozent.</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="73"/>
        <source>What-if: maximum end-to-end P50 in hours.</source>
        <translation>What-if: maximaler End-to-End-P50 in Stunden.</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="75"/>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="87"/>
        <source>usage: hudwatch report OWNER/REPO FILE.md [--profile NAME]</source>
        <translation>Aufruf: hudwatch report OWNER/REPO DATEI.md [--profile NAME]</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="98"/>
        <source>--%1 needs a non-negative number</source>
        <translation>--%1 braucht eine nicht-negative Zahl</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="118"/>
        <source>no backend &quot;%1&quot;; known backends: %2</source>
        <translation>kein Backend &quot;%1&quot;; bekannte Backends: %2</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="132"/>
        <source>wrote %1 and %2 (%3: %4%5)</source>
        <translation>%1 und %2 geschrieben (%3: %4%5)</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="135"/>
        <source>, what-if targets</source>
        <translation>, What-if-Ziele</translation>
    </message>
</context>
<context>
    <name>hw::SourceStatusText</name>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="39"/>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="41"/>
        <source>%1 s ago</source>
        <translation>vor %1 s</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="43"/>
        <source>%1 min ago</source>
        <translation>vor %1 min</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="45"/>
        <source>%1 h ago</source>
        <translation>vor %1 h</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="46"/>
        <source>%1 days ago</source>
        <translation>vor %1 Tagen</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="52"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="54"/>
        <source>in %1 s</source>
        <translation>in %1 s</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="55"/>
        <source>in %1 min</source>
        <translation>in %1 min</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="61"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="63"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="65"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="66"/>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="94"/>
        <source>replaying %1 UTC</source>
        <translation>Wiedergabe %1 UTC</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="97"/>
        <source>replay paused at %1 UTC</source>
        <translation>Wiedergabe angehalten bei %1 UTC</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="98"/>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="103"/>
        <source>syncing %1 of %2 commits</source>
        <translation>%1 von %2 Commits werden synchronisiert</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="105"/>
        <source>updating for %1</source>
        <translation>wird seit %1 aktualisiert</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="105"/>
        <source>updating</source>
        <translation>wird aktualisiert</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="111"/>
        <source>failed %1 times: %2</source>
        <translation>%1-mal fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="112"/>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="118"/>
        <source>polling waits for new credentials</source>
        <translation>die Abfrage wartet auf neue Zugangsdaten</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="122"/>
        <source>the cache is empty</source>
        <translation>der Cache ist leer</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="30"/>
        <location filename="../models/sync/SourceStatusText.cpp" line="129"/>
        <source>no data yet</source>
        <translation>noch keine Daten</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="131"/>
        <source>stale data %1</source>
        <translation>veraltete Daten %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="23"/>
        <source>as of %1 (%2)</source>
        <translation>Stand %1 (%2)</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="31"/>
        <source>showing stale data %1</source>
        <translation>veraltete Daten %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="114"/>
        <source>retry %1</source>
        <translation>neuer Versuch %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="121"/>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="121"/>
        <source>offline (%1)</source>
        <translation>offline (%1)</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="31"/>
        <location filename="../models/sync/SourceStatusText.cpp" line="122"/>
        <source>showing data %1</source>
        <translation>Daten %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="133"/>
        <source>next poll %1</source>
        <translation>nächste Abfrage %1</translation>
    </message>
</context>
<context>
    <name>hw::TimeSeriesChart</name>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="123"/>
        <source>No data in this time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="145"/>
        <source>Time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="146"/>
        <source>&amp;UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="148"/>
        <source>Show times in UTC (unchecked: local time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="151"/>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="154"/>
        <source>Zoom out one step (- or Backspace). Drag across the chart to zoom in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="156"/>
        <source>Reset zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="159"/>
        <source>Show the whole range again (0 or Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="168"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="171"/>
        <source>Save as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="172"/>
        <source>Save chart as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="172"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="177"/>
        <source>Save data as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="178"/>
        <source>Save chart data as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="178"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="350"/>
        <source>Custom range…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="378"/>
        <source>no data</source>
        <translation type="unfinished">keine Daten</translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="511"/>
        <source>Zoomed to %1 – %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="511"/>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="627"/>
        <location filename="../ui/charts/TimeSeriesChart.cpp" line="647"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::TrunkPage</name>
    <message>
        <location filename="../ui/trunk/TrunkPage.cpp" line="52"/>
        <source>Red commits on trunk (share of commits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/trunk/TrunkPage.cpp" line="55"/>
        <source>Time to signal: push → last job done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/trunk/TrunkPage.cpp" line="56"/>
        <location filename="../ui/trunk/TrunkPage.cpp" line="58"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/trunk/TrunkPage.cpp" line="57"/>
        <source>Queue time P90 by runner label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/trunk/TrunkPage.cpp" line="61"/>
        <source>No finished commits in this time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/trunk/TrunkPage.cpp" line="63"/>
        <source>No commits in this time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/trunk/TrunkPage.cpp" line="68"/>
        <source>Jobs red on one platform while the same kind of job passed on the others, for the same commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/trunk/TrunkPage.cpp" line="72"/>
        <source>Platform-only failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/trunk/TrunkPage.cpp" line="73"/>
        <source>Queue by label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/trunk/TrunkPage.cpp" line="147"/>
        <source>No commits in this range yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/trunk/TrunkPage.cpp" line="150"/>
        <source>✗ %1 of %2 commits broken (%3 %) · ⚠ %4 flaky only (%5 %) · ✓ %6 green</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/trunk/TrunkPage.cpp" line="159"/>
        <source>⚠ %n malformed row(s) left out</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hw::TrunkPlatformFailuresModel</name>
    <message numerus="yes">
        <location filename="../models/trunk/TrunkPlatformFailuresModel.cpp" line="49"/>
        <source>%1 failed on %2 while it passed on other platforms, on %n commit(s); newest %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/trunk/TrunkPlatformFailuresModel.cpp" line="62"/>
        <source>Red only on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/trunk/TrunkPlatformFailuresModel.cpp" line="63"/>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/trunk/TrunkPlatformFailuresModel.cpp" line="64"/>
        <source>Commits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/trunk/TrunkPlatformFailuresModel.cpp" line="65"/>
        <source>Newest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::TrunkQueueModel</name>
    <message>
        <location filename="../models/trunk/TrunkQueueModel.cpp" line="25"/>
        <source>%1 s</source>
        <translation type="unfinished">%1 s</translation>
    </message>
    <message>
        <location filename="../models/trunk/TrunkQueueModel.cpp" line="27"/>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/trunk/TrunkQueueModel.cpp" line="27"/>
        <source>%1 min</source>
        <translation type="unfinished">%1 min</translation>
    </message>
    <message>
        <location filename="../models/trunk/TrunkQueueModel.cpp" line="29"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished">%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../models/trunk/TrunkQueueModel.cpp" line="29"/>
        <source>%1 h</source>
        <translation type="unfinished">%1 h</translation>
    </message>
    <message>
        <location filename="../models/trunk/TrunkQueueModel.cpp" line="39"/>
        <source>(no label)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/trunk/TrunkQueueModel.cpp" line="62"/>
        <source>Runner label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/trunk/TrunkQueueModel.cpp" line="63"/>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/trunk/TrunkQueueModel.cpp" line="64"/>
        <source>Queue P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/trunk/TrunkQueueModel.cpp" line="65"/>
        <source>Queue P90</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::TrustLevel</name>
    <message>
        <location filename="../models/backends/TrustLevel.cpp" line="31"/>
        <source>Onboarding</source>
        <translation>Onboarding</translation>
    </message>
    <message>
        <location filename="../models/backends/TrustLevel.cpp" line="32"/>
        <source>Observation</source>
        <translation>Beobachtung</translation>
    </message>
    <message>
        <location filename="../models/backends/TrustLevel.cpp" line="33"/>
        <source>Stable</source>
        <translation>Stabil</translation>
    </message>
    <message>
        <location filename="../models/backends/TrustLevel.cpp" line="34"/>
        <source>Mature</source>
        <translation>Ausgereift</translation>
    </message>
    <message>
        <location filename="../models/backends/TrustLevel.cpp" line="37"/>
        <source>not listed</source>
        <translation>nicht gelistet</translation>
    </message>
</context>
<context>
    <name>hw::UrlPolicy</name>
    <message>
        <location filename="../models/net/UrlPolicy.cpp" line="34"/>
        <source>not a valid URL (%1)</source>
        <translation>keine gültige URL (%1)</translation>
    </message>
    <message>
        <location filename="../models/net/UrlPolicy.cpp" line="37"/>
        <source>must be an https:// URL (got &apos;%1&apos;)</source>
        <translation>muss eine https://-URL sein (erhalten: &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../models/net/UrlPolicy.cpp" line="39"/>
        <source>the URL has no host</source>
        <translation>die URL hat keinen Host</translation>
    </message>
    <message>
        <location filename="../models/net/UrlPolicy.cpp" line="41"/>
        <source>plain http:// would send credentials and data unencrypted to %1; use https://, or set allowInsecureHttp=true in the same section if you accept that</source>
        <translation>reines http:// würde Zugangsdaten und Daten unverschlüsselt an %1 senden; https:// verwenden oder, wenn das akzeptabel ist, allowInsecureHttp=true im selben Abschnitt setzen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="60"/>
        <source>HUD Watch: live CI job grids from ClickHouse, cached for offline use.
Without --profile it opens the bundled demo recording.</source>
        <translation>HUD Watch: Live-CI-Job-Raster aus ClickHouse, für die Offline-Nutzung zwischengespeichert.
Ohne --profile wird die mitgelieferte Demo-Aufzeichnung geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="66"/>
        <source>Use the server profile NAME.</source>
        <translation>Das Serverprofil NAME verwenden.</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="69"/>
        <source>Replay the bundled demo or a recording FILE.</source>
        <translation>Die mitgelieferte Demo oder eine Aufzeichnung DATEI wiedergeben.</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="73"/>
        <source>Render the window offscreen to FILE.png and exit.</source>
        <translation>Das Fenster offscreen in DATEI.png rendern und beenden.</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="76"/>
        <source>View to open (and to render with --screenshot): %1.</source>
        <translation>Zu öffnende Ansicht (und mit --screenshot zu rendernde): %1.</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="80"/>
        <source>Window size for --screenshot.</source>
        <translation>Fenstergröße für --screenshot.</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="83"/>
        <source>Show the cached data; never poll.</source>
        <translation>Die Daten aus dem Cache anzeigen; nie abfragen.</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="85"/>
        <source>Time range of the charts: 1d … 90d, or FROM..TO (dates or ISO times, UTC), e.g. 2026-07-01..2026-07-14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="111"/>
        <source>--range: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="114"/>
        <source>unexpected argument: %1</source>
        <translation>unerwartetes Argument: %1</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="121"/>
        <source>--size must look like 1600x900, not &quot;%1&quot;</source>
        <translation>--size muss wie 1600x900 aussehen, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="125"/>
        <source>unknown view &quot;%1&quot;; known views: %2</source>
        <translation>unbekannte Ansicht &quot;%1&quot;; bekannte Ansichten: %2</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="128"/>
        <source>--profile and --replay cannot be combined</source>
        <translation>--profile und --replay können nicht kombiniert werden</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="130"/>
        <source>--screenshot writes PNG files; the name must end in .png</source>
        <translation>--screenshot schreibt PNG-Dateien; der Name muss auf .png enden</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="46"/>
        <source>expected one value; quote it if it contains a comma</source>
        <translation>genau ein Wert erwartet; in Anführungszeichen setzen, falls er ein Komma enthält</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="51"/>
        <location filename="../app/ProfileSettings.cpp" line="102"/>
        <source>contains a control character (a line break or similar)</source>
        <translation>enthält ein Steuerzeichen (einen Zeilenumbruch o. Ä.)</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="63"/>
        <source>must be a whole number from %1 to %2, not &quot;%3&quot;</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="79"/>
        <source>must be true or false, not &quot;%1&quot;</source>
        <translation>muss true oder false sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="93"/>
        <source>remove the password from the URL; secrets live in the keychain only</source>
        <translation>das Passwort aus der URL entfernen; Geheimnisse gehören nur in den Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="122"/>
        <source>invalid profile name &quot;%1&quot; (letters, digits, . _ - only)</source>
        <translation>ungültiger Profilname &quot;%1&quot; (nur Buchstaben, Ziffern, . _ -)</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="127"/>
        <source>profile &quot;%1&quot; not found: create %2 (see README, &quot;Profiles&quot;)</source>
        <translation>Profil &quot;%1&quot; nicht gefunden: %2 anlegen (siehe README, „Profiles“)</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="132"/>
        <source>profile file %1 cannot be read</source>
        <translation>Profildatei %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="140"/>
        <source>missing: the ClickHouse server, e.g. https://host:8443</source>
        <translation>fehlt: der ClickHouse-Server, z. B. https://host:8443</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="152"/>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="162"/>
        <source>remove the query; tokens live in the keychain only</source>
        <translation>den Query-Teil entfernen; Tokens gehören nur in den Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="167"/>
        <source>profile &quot;%1&quot;: %2</source>
        <translation>Profil &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="179"/>
        <source>⚠ %1 uses plain http:// to %2: credentials and data cross the network unencrypted (allowed by allowInsecureHttp=true in the profile).</source>
        <translation>⚠ %1 verwendet reines http:// zu %2: Zugangsdaten und Daten gehen unverschlüsselt über das Netz (erlaubt durch allowInsecureHttp=true im Profil).</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="217"/>
        <source>cannot write profile file %1</source>
        <translation>Profildatei %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="137"/>
        <source>no display: DISPLAY and WAYLAND_DISPLAY are not set. The console needs a desktop session; without one, use --screenshot, &apos;hudwatch allowlist&apos;, &apos;hudwatch report&apos; or &apos;hudwatch flaky&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
