<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CcTrayServer</name>
    <message>
        <source>cannot serve cctray.xml on 127.0.0.1:%1: %2 — pick another port</source>
        <translation>cctray.xml kann nicht auf 127.0.0.1:%1 bereitgestellt werden: %2 — anderen Port wählen</translation>
    </message>
</context>
<context>
    <name>CodeFlowText</name>
    <message>
        <source>cannot sign in in the browser: %1</source>
        <translation>Anmeldung im Browser nicht möglich: %1</translation>
    </message>
    <message>
        <source>the sign-in answer came from another provider (%1) — sign in again</source>
        <translation>die Anmeldeantwort kam von einem anderen Anbieter (%1) — bitte erneut anmelden</translation>
    </message>
    <message>
        <source>sign-in</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <source>the sign-in answer carried no authorization code — sign in again</source>
        <translation>die Anmeldeantwort enthielt keinen Autorisierungscode — bitte erneut anmelden</translation>
    </message>
    <message>
        <source>no authorization endpoint — use File ▸ Sign in with a code on another device</source>
        <translation>kein Autorisierungs-Endpunkt — Datei ▸ Mit einem Code auf einem anderen Gerät anmelden verwenden</translation>
    </message>
</context>
<context>
    <name>DeviceFlowText</name>
    <message>
        <source>this provider offers no device sign-in; sign in in the browser</source>
        <translation>dieser Anbieter bietet keine Geräteanmeldung; im Browser anmelden</translation>
    </message>
    <message>
        <source>device sign-in</source>
        <translation>Geräteanmeldung</translation>
    </message>
    <message>
        <source>no device_code</source>
        <translation>kein device_code</translation>
    </message>
    <message>
        <source>no user_code</source>
        <translation>kein user_code</translation>
    </message>
    <message>
        <source>no verification_uri</source>
        <translation>keine verification_uri</translation>
    </message>
    <message>
        <source>no expires_in</source>
        <translation>kein expires_in</translation>
    </message>
    <message>
        <source>interval is not a positive whole number</source>
        <translation>interval ist keine positive ganze Zahl</translation>
    </message>
    <message>
        <source>the code was not entered in time — sign in again</source>
        <translation>der Code wurde nicht rechtzeitig eingegeben — bitte erneut anmelden</translation>
    </message>
    <message>
        <source>the provider&apos;s device code answer is unusable: %1 — check oauth/issuer (Profile ▸ Edit this profile…)</source>
        <translation>die Device-Code-Antwort des Anbieters ist unbrauchbar: %1 — oauth/issuer prüfen (Profil ▸ Dieses Profil bearbeiten…)</translation>
    </message>
</context>
<context>
    <name>FlakyCharts</name>
    <message>
        <source>flake rate</source>
        <translation>Flake-Rate</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
</context>
<context>
    <name>LogClassificationRule</name>
    <message>
        <source>rule &apos;%1&apos;: the pattern does not compile (%2): %3</source>
        <translation>Regel &apos;%1&apos;: das Muster lässt sich nicht kompilieren (%2): %3</translation>
    </message>
</context>
<context>
    <name>LogClassifier</name>
    <message>
        <source>the bundled rule set %1 is missing</source>
        <translation>der mitgelieferte Regelsatz %1 fehlt</translation>
    </message>
    <message>
        <source>could not read the log: %1</source>
        <translation>das Log konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>LogClassifierRuleSet</name>
    <message>
        <source>%1: the rule set is %2 bytes, more than the %3 allowed</source>
        <translation>%1: der Regelsatz hat %2 Bytes, mehr als die erlaubten %3</translation>
    </message>
    <message>
        <source>not valid TOML: %1</source>
        <translation>kein gültiges TOML: %1</translation>
    </message>
    <message>
        <source>no rules: expected [[rule]] tables with a name and a pattern</source>
        <translation>keine Regeln: [[rule]]-Tabellen mit name und pattern erwartet</translation>
    </message>
    <message>
        <source>&apos;rule&apos; must be an array of tables ([[rule]])</source>
        <translation>&apos;rule&apos; muss ein Array von Tabellen sein ([[rule]])</translation>
    </message>
    <message>
        <source>%1 rules, more than the %2 allowed</source>
        <translation>%1 Regeln, mehr als die erlaubten %2</translation>
    </message>
    <message>
        <source>rule %1: &apos;%2&apos; must be a string</source>
        <translation>Regel %1: &apos;%2&apos; muss ein String sein</translation>
    </message>
    <message>
        <source>rule %1: &apos;%2&apos; is %3 bytes, more than the %4 allowed</source>
        <translation>Regel %1: &apos;%2&apos; hat %3 Bytes, mehr als die erlaubten %4</translation>
    </message>
    <message>
        <source>rule &apos;%1&apos;: the name or the pattern is too long</source>
        <translation>Regel &apos;%1&apos;: Name oder Muster ist zu lang</translation>
    </message>
</context>
<context>
    <name>LogIndexer</name>
    <message>
        <source>could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>indexing cancelled</source>
        <translation>Indizierung abgebrochen</translation>
    </message>
    <message>
        <source>could not write the inflated log to %1: %2 — free space there or set TMPDIR to a larger disk</source>
        <translation>das entpackte Log konnte nicht nach %1 geschrieben werden: %2 — dort Platz schaffen oder TMPDIR auf ein größeres Laufwerk setzen</translation>
    </message>
    <message>
        <source>the log is cut off after %1 MB (%2) — press L on the cell again to fetch it anew</source>
        <translation>das Log bricht nach %1 MB ab (%2) — L auf der Zelle erneut drücken, um es neu abzurufen</translation>
    </message>
    <message>
        <source>could not write the inflated log: %1 — free space there or set TMPDIR to a larger disk</source>
        <translation>das entpackte Log konnte nicht geschrieben werden: %1 — dort Platz schaffen oder TMPDIR auf ein größeres Laufwerk setzen</translation>
    </message>
    <message>
        <source>the log is damaged after %1 MB (%2) — press L on the cell again to fetch it anew</source>
        <translation>das Log ist nach %1 MB beschädigt (%2) — L auf der Zelle erneut drücken, um es neu abzurufen</translation>
    </message>
</context>
<context>
    <name>LogMatcher</name>
    <message>
        <source>type something to find</source>
        <translation>Suchbegriff eingeben</translation>
    </message>
    <message>
        <source>the pattern is longer than 64 KB</source>
        <translation>das Muster ist länger als 64 KB</translation>
    </message>
    <message>
        <source>not a valid regular expression: %1 — fix it, put \ before . * ( [, or turn off .* (Alt+R)</source>
        <translation>kein gültiger regulärer Ausdruck: %1 — korrigieren, \ vor . * ( [ setzen oder .* ausschalten (Alt+R)</translation>
    </message>
</context>
<context>
    <name>LogSearch</name>
    <message>
        <source>could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>Suche abgebrochen</translation>
    </message>
</context>
<context>
    <name>OAuthEndpointText</name>
    <message>
        <source>provider endpoint %1</source>
        <translation>Anbieter-Endpunkt %1</translation>
    </message>
    <message>
        <source>%1: %2 — check the network and oauth/issuer, then sign in again</source>
        <translation>%1: %2 — Netzwerk und oauth/issuer prüfen, dann erneut anmelden</translation>
    </message>
    <message>
        <source>%1 answered something that is not a JSON object — check oauth/issuer in the profile</source>
        <translation>%1 hat etwas geantwortet, das kein JSON-Objekt ist — oauth/issuer im Profil prüfen</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 — check oauth/issuer in the profile</source>
        <translation>%1 antwortete mit HTTP %2 — oauth/issuer im Profil prüfen</translation>
    </message>
</context>
<context>
    <name>OAuthResponseText</name>
    <message>
        <source>sign in again</source>
        <translation>erneut anmelden</translation>
    </message>
    <message>
        <source>the provider refused; sign in with an account that is allowed</source>
        <translation>der Anbieter hat abgelehnt; mit einem berechtigten Konto anmelden</translation>
    </message>
    <message>
        <source>the code was not entered in time; sign in again</source>
        <translation>der Code wurde nicht rechtzeitig eingegeben; erneut anmelden</translation>
    </message>
    <message>
        <source>check the provider settings of this profile</source>
        <translation>die Anbietereinstellungen dieses Profils prüfen</translation>
    </message>
    <message>
        <source>%1 failed (%2)</source>
        <translation>%1 fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <source>wait a minute and sign in again</source>
        <translation>eine Minute warten und erneut anmelden</translation>
    </message>
</context>
<context>
    <name>OidcDiscoveryText</name>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>no issuer</source>
        <translation>kein issuer</translation>
    </message>
    <message>
        <source>it names issuer %1, not %2</source>
        <translation>es nennt den Issuer %1, nicht %2</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>kein %1</translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 ist kein String</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>issuer %1</source>
        <translation>Issuer %1</translation>
    </message>
    <message>
        <source>provider discovery</source>
        <translation>Anbieter-Discovery</translation>
    </message>
    <message>
        <source>the provider&apos;s discovery document is unusable: %1 — check oauth/issuer (Profile ▸ Edit this profile…)</source>
        <translation>das Discovery-Dokument des Anbieters ist unbrauchbar: %1 — oauth/issuer prüfen (Profil ▸ Dieses Profil bearbeiten…)</translation>
    </message>
</context>
<context>
    <name>ReceiverText</name>
    <message>
        <source>no answer came back from the browser in time — sign in again</source>
        <translation>vom Browser kam nicht rechtzeitig eine Antwort — bitte erneut anmelden</translation>
    </message>
    <message>
        <source>Request too large.</source>
        <translation>Anfrage zu groß.</translation>
    </message>
    <message>
        <source>Not found.</source>
        <translation>Nicht gefunden.</translation>
    </message>
    <message>
        <source>Sign-in was not completed. You can close this tab and return to HUD Watch.</source>
        <translation>Die Anmeldung wurde nicht abgeschlossen. Sie können diesen Tab schließen und zu HUD Watch zurückkehren.</translation>
    </message>
    <message>
        <source>Signed in to HUD Watch. You can close this tab.</source>
        <translation>Bei HUD Watch angemeldet. Sie können diesen Tab schließen.</translation>
    </message>
    <message>
        <source>cannot listen on 127.0.0.1 for the sign-in answer: %1 — use File ▸ Sign in with a code on another device</source>
        <translation>auf 127.0.0.1 kann nicht auf die Anmeldeantwort gewartet werden: %1 — Datei ▸ Mit einem Code auf einem anderen Gerät anmelden verwenden</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) with a wrong state were ignored: an old sign-in tab, or another program on this computer</source>
        <translation>
            <numerusform>%n Anfrage mit falschem State wurde ignoriert: ein alter Anmelde-Tab oder ein anderes Programm auf diesem Computer</numerusform>
            <numerusform>%n Anfragen mit falschem State wurden ignoriert: ein alter Anmelde-Tab oder ein anderes Programm auf diesem Computer</numerusform>
        </translation>
    </message>
    <message>
        <source>HUD Watch ignored this sign-in answer: it does not belong to the sign-in HUD Watch is waiting for. If you started a sign-in, finish it in the tab HUD Watch opened.</source>
        <translation>HUD Watch hat diese Anmeldeantwort ignoriert: Sie gehört nicht zu der Anmeldung, auf die HUD Watch wartet. Wenn Sie eine Anmeldung begonnen haben, schließen Sie sie in dem Tab ab, den HUD Watch geöffnet hat.</translation>
    </message>
</context>
<context>
    <name>SourceErrorText</name>
    <message>
        <source>set the relay token</source>
        <translation>das Relay-Token festlegen</translation>
    </message>
    <message>
        <source>set the ClickHouse password</source>
        <translation>das ClickHouse-Passwort festlegen</translation>
    </message>
    <message>
        <source>ask for read access, or use another account</source>
        <translation>Lesezugriff beantragen oder ein anderes Konto verwenden</translation>
    </message>
    <message>
        <source>check the URL and the network; retrying</source>
        <translation>URL und Netzwerk prüfen; neuer Versuch läuft</translation>
    </message>
    <message>
        <source>the server is slow or unreachable; retrying</source>
        <translation>der Server ist langsam oder nicht erreichbar; neuer Versuch läuft</translation>
    </message>
    <message>
        <source>the certificate is not trusted: check the URL or install the CA certificate</source>
        <translation>dem Zertifikat wird nicht vertraut: URL prüfen oder das CA-Zertifikat installieren</translation>
    </message>
    <message>
        <source>raise the response limit in the profile or ask for less</source>
        <translation>das Antwortlimit im Profil erhöhen oder weniger abfragen</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>authentication failed</source>
        <translation>Authentifizierung fehlgeschlagen</translation>
    </message>
    <message>
        <source>not authorized</source>
        <translation>nicht berechtigt</translation>
    </message>
    <message>
        <source>network error</source>
        <translation>Netzwerkfehler</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>TLS certificate rejected</source>
        <translation>TLS-Zertifikat abgelehnt</translation>
    </message>
    <message>
        <source>rate limited</source>
        <translation>Anfragelimit erreicht</translation>
    </message>
    <message>
        <source>server error</source>
        <translation>Serverfehler</translation>
    </message>
    <message>
        <source>unexpected answer</source>
        <translation>unerwartete Antwort</translation>
    </message>
    <message>
        <source>answer too large</source>
        <translation>Antwort zu groß</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>cache error</source>
        <translation>Cache-Fehler</translation>
    </message>
    <message>
        <source>configuration error</source>
        <translation>Konfigurationsfehler</translation>
    </message>
    <message>
        <source>check relay/allowlistFile, or make the file readable without a token</source>
        <translation>relay/allowlistFile prüfen oder die Datei ohne Token lesbar machen</translation>
    </message>
    <message>
        <source>check the URL and the network</source>
        <translation>URL und Netzwerk prüfen</translation>
    </message>
    <message>
        <source>the server is slow or unreachable</source>
        <translation>der Server ist langsam oder nicht erreichbar</translation>
    </message>
    <message>
        <source>if it persists, tell the relay&apos;s admins</source>
        <translation>wenn es anhält, die Admins des Relays informieren</translation>
    </message>
    <message>
        <source>HUD Watch retries; if it persists, tell the relay&apos;s admins</source>
        <translation>HUD Watch versucht es erneut; wenn es anhält, die Admins des Relays informieren</translation>
    </message>
    <message>
        <source>wait a minute before trying again</source>
        <translation>eine Minute warten und es dann erneut versuchen</translation>
    </message>
    <message>
        <source>HUD Watch waits before asking again</source>
        <translation>HUD Watch wartet, bevor es erneut anfragt</translation>
    </message>
</context>
<context>
    <name>TimeRange</name>
    <message>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <source>Last %1 days</source>
        <translation>Letzte %1 Tage</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the number of days must be between 1 and %2</source>
        <translation>&apos;%1&apos;: die Anzahl der Tage muss zwischen 1 und %2 liegen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a range: use e.g. 7d or 2026-07-01..2026-07-14</source>
        <translation>&apos;%1&apos; ist kein Zeitraum: z. B. 7d oder 2026-07-01..2026-07-14 verwenden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date or time (use YYYY-MM-DD or YYYY-MM-DDTHH:MM)</source>
        <translation>&apos;%1&apos; ist kein Datum und keine Uhrzeit (YYYY-MM-DD oder YYYY-MM-DDTHH:MM verwenden)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the range ends before it starts</source>
        <translation>&apos;%1&apos;: der Zeitraum endet, bevor er beginnt</translation>
    </message>
</context>
<context>
    <name>TokenClientText</name>
    <message>
        <source>the provider offers no %1 endpoint</source>
        <translation>der Anbieter bietet keinen %1-Endpunkt</translation>
    </message>
    <message>
        <source>sign-in</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <source>no refresh token was issued — sign in again</source>
        <translation>es wurde kein Refresh-Token ausgestellt — bitte erneut anmelden</translation>
    </message>
    <message>
        <source>token refresh</source>
        <translation>Token-Erneuerung</translation>
    </message>
    <message>
        <source>sign-out</source>
        <translation>Abmeldung</translation>
    </message>
    <message>
        <source>token introspection</source>
        <translation>Token-Introspektion</translation>
    </message>
    <message>
        <source>the introspection answer has no active flag</source>
        <translation>der Introspektionsantwort fehlt das active-Feld</translation>
    </message>
</context>
<context>
    <name>TokenSetText</name>
    <message>
        <source>the provider&apos;s token response is unusable: %1</source>
        <translation>die Token-Antwort des Anbieters ist unbrauchbar: %1</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>kein %1</translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 ist kein String</translation>
    </message>
    <message>
        <source>%1 is empty or too long</source>
        <translation>%1 ist leer oder zu lang</translation>
    </message>
    <message>
        <source>scope is not a string</source>
        <translation>scope ist kein String</translation>
    </message>
    <message>
        <source>token type %1 is not supported (only Bearer)</source>
        <translation>Token-Typ %1 wird nicht unterstützt (nur Bearer)</translation>
    </message>
    <message>
        <source>expires_in is not a positive whole number of seconds</source>
        <translation>expires_in ist keine positive ganze Zahl von Sekunden</translation>
    </message>
</context>
<context>
    <name>TrunkCharts</name>
    <message>
        <source>%1 (HUD)</source>
        <translation>%1 (HUD)</translation>
    </message>
</context>
<context>
    <name>UtilizationCharts</name>
    <message>
        <source>all GPUs</source>
        <translation>alle GPUs</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
</context>
<context>
    <name>UtilizationDemo</name>
    <message>
        <source>the demo bundles the GPU series of one job (%1, a real 8-GPU run); a server profile fetches any job&apos;s</source>
        <translation>die Demo enthält die GPU-Reihen eines Jobs (%1, ein echter 8-GPU-Lauf); ein Server-Profil ruft sie für jeden Job ab</translation>
    </message>
</context>
<context>
    <name>hw</name>
    <message>
        <source>Use this profile&apos;s cached results (default: the demo).</source>
        <translation>Die Ergebnisse dieses Profils aus dem Cache verwenden (Standard: die Demo).</translation>
    </message>
    <message>
        <source>The range the results must cover: 1d … 90d or FROM..TO (default: what is cached).</source>
        <translation>Der Zeitraum, den die Ergebnisse abdecken müssen: 1d … 90d oder VON..BIS (Standard: was im Cache liegt).</translation>
    </message>
    <message>
        <source>Write CSV (RFC 4180, UTC times) instead of a table.</source>
        <translation>CSV (RFC 4180, UTC-Zeiten) statt einer Tabelle schreiben.</translation>
    </message>
    <message>
        <source>Leave out tests with fewer runs (default 20).</source>
        <translation>Tests mit weniger Läufen auslassen (Standard 20).</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>--min-runs wants a whole number of at least 1</source>
        <translation>--min-runs erwartet eine ganze Zahl ab 1</translation>
    </message>
    <message>
        <source>the results at hand cover %1 – %2 UTC, not the range asked for; open the tab with that range to fetch it</source>
        <translation>die vorliegenden Ergebnisse decken %1 – %2 UTC ab, nicht den angefragten Zeitraum; den Tab mit diesem Zeitraum öffnen, um ihn abzurufen</translation>
    </message>
    <message>
        <source>usage: hudwatch profile list
       hudwatch profile export NAME FILE
       hudwatch profile import FILE [--name NAME] [--force]
       hudwatch profile test NAME</source>
        <translation>Aufruf: hudwatch profile list
       hudwatch profile export NAME DATEI
       hudwatch profile import DATEI [--name NAME] [--force]
       hudwatch profile test NAME</translation>
    </message>
    <message>
        <source>keychain (%1): %2; testing without it</source>
        <translation>Schlüsselbund (%1): %2; Test ohne ihn</translation>
    </message>
    <message>
        <source>Exported profile &quot;%1&quot; to %2 (no password, token or cache path).</source>
        <translation>Profil &quot;%1&quot; nach %2 exportiert (ohne Passwort, Token oder Cache-Pfad).</translation>
    </message>
    <message>
        <source>Imported profile &quot;%1&quot; (%2).</source>
        <translation>Profil &quot;%1&quot; importiert (%2).</translation>
    </message>
    <message>
        <source>Set its password in the app (or it connects without one); secrets are never imported.</source>
        <translation>Das Passwort in der App setzen (sonst verbindet es sich ohne); Geheimnisse werden nie importiert.</translation>
    </message>
    <message>
        <source>import: the name to save it under.</source>
        <translation>import: der Name, unter dem es gespeichert wird.</translation>
    </message>
    <message>
        <source>import: replace a profile of that name.</source>
        <translation>import: ein gleichnamiges Profil ersetzen.</translation>
    </message>
    <message>
        <source>--name and --force are for import only</source>
        <translation>--name und --force gibt es nur für import</translation>
    </message>
    <message>
        <source>which command? (list, export, import, test)</source>
        <translation>welcher Befehl? (list, export, import, test)</translation>
    </message>
    <message>
        <source>wrong arguments for &quot;%1&quot;</source>
        <translation>falsche Argumente für &quot;%1&quot;</translation>
    </message>
    <message>
        <source>The profile to sign in for.</source>
        <translation>Das Profil, für das angemeldet wird.</translation>
    </message>
    <message>
        <source>Use the device flow: print a code to enter on any device.</source>
        <translation>Device-Flow verwenden: einen Code ausgeben, der auf einem beliebigen Gerät eingegeben wird.</translation>
    </message>
    <message>
        <source>Use this machine&apos;s browser even where the provider prefers a code (GitHub).</source>
        <translation>Den Browser dieses Rechners verwenden, auch wo der Anbieter einen Code bevorzugt (GitHub).</translation>
    </message>
    <message>
        <source>How long to wait for the browser, in seconds (default 300).</source>
        <translation>Wie lange auf den Browser gewartet wird, in Sekunden (Standard 300).</translation>
    </message>
    <message>
        <source>usage: hudwatch login --profile NAME [--device | --browser] [--timeout SECONDS]</source>
        <translation>Aufruf: hudwatch login --profile NAME [--device | --browser] [--timeout SEKUNDEN]</translation>
    </message>
    <message>
        <source>usage: hudwatch logout --profile NAME</source>
        <translation>Aufruf: hudwatch logout --profile NAME</translation>
    </message>
    <message>
        <source>unexpected argument</source>
        <translation>unerwartetes Argument</translation>
    </message>
    <message>
        <source>which profile? (--profile NAME)</source>
        <translation>welches Profil? (--profile NAME)</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; names no provider: set oauth/issuer to its issuer URL</source>
        <translation>Profil &quot;%1&quot; nennt keinen Anbieter: oauth/issuer auf dessen Issuer-URL setzen</translation>
    </message>
    <message>
        <source>--device and --browser exclude each other</source>
        <translation>--device und --browser schließen sich gegenseitig aus</translation>
    </message>
    <message>
        <source>--timeout wants 10 to 3600 seconds</source>
        <translation>--timeout erwartet 10 bis 3600 Sekunden</translation>
    </message>
    <message>
        <source>To sign in, open %1 and enter the code:</source>
        <translation>Zum Anmelden %1 öffnen und den Code eingeben:</translation>
    </message>
    <message>
        <source>(or open %1, which carries the code)</source>
        <translation>(oder %1 öffnen, das den Code enthält)</translation>
    </message>
    <message>
        <source>The code works until %1. Waiting…</source>
        <translation>Der Code gilt bis %1. Warte…</translation>
    </message>
    <message>
        <source>Open this address in a browser on this machine to sign in (waiting up to %1 s):</source>
        <translation>Diese Adresse in einem Browser auf diesem Rechner öffnen, um sich anzumelden (Wartezeit bis zu %1 s):</translation>
    </message>
    <message>
        <source>No browser here? Use hudwatch login --device.</source>
        <translation>Kein Browser hier? hudwatch login --device verwenden.</translation>
    </message>
    <message>
        <source>the sign-in was revoked at the provider; nothing was stored</source>
        <translation>die Anmeldung wurde beim Anbieter widerrufen; nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>Signed in to %1 for profile &quot;%2&quot;.</source>
        <translation>Bei %1 für Profil &quot;%2&quot; angemeldet.</translation>
    </message>
    <message>
        <source>The access token is valid until %1%2.</source>
        <translation>Das Zugriffstoken gilt bis %1%2.</translation>
    </message>
    <message>
        <source>; sign in again after that</source>
        <translation>; danach erneut anmelden</translation>
    </message>
    <message>
        <source> and is renewed as needed</source>
        <translation> und wird bei Bedarf erneuert</translation>
    </message>
    <message>
        <source>The tokens are in the keychain (&quot;%1&quot;), nowhere else.</source>
        <translation>Die Token liegen im Schlüsselbund (&quot;%1&quot;), nirgends sonst.</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; is not signed in.</source>
        <translation>Profil &quot;%1&quot; ist nicht angemeldet.</translation>
    </message>
    <message>
        <source>Signed out of %1: the provider revoked the sign-in and the tokens were deleted from the keychain.</source>
        <translation>Von %1 abgemeldet: der Anbieter hat die Anmeldung widerrufen und die Token wurden aus dem Schlüsselbund gelöscht.</translation>
    </message>
    <message>
        <source>Read a CI log (plain or gzip) without a display.</source>
        <translation>Ein CI-Log (Klartext oder gzip) ohne Display lesen.</translation>
    </message>
    <message>
        <source>The log file.</source>
        <translation>Die Log-Datei.</translation>
    </message>
    <message>
        <source>Print the lines matching PATTERN (RE2 regex), with numbers.</source>
        <translation>Die Zeilen ausgeben, die auf PATTERN passen (RE2-Regex), mit Zeilennummern.</translation>
    </message>
    <message>
        <source>PATTERN is plain text, not a regex.</source>
        <translation>PATTERN ist einfacher Text, keine Regex.</translation>
    </message>
    <message>
        <source>Ignore case in PATTERN.</source>
        <translation>Groß-/Kleinschreibung in PATTERN ignorieren.</translation>
    </message>
    <message>
        <source>With --find: print only the number of matching lines.</source>
        <translation>Mit --find: nur die Anzahl passender Zeilen ausgeben.</translation>
    </message>
    <message>
        <source>Print the line that explains the failure, with the classifier&apos;s rule and captures.</source>
        <translation>Die Zeile ausgeben, die den Fehlschlag erklärt, mit Regel und Captures des Klassifikators.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON ausgeben.</translation>
    </message>
    <message>
        <source>give exactly one log FILE</source>
        <translation>genau eine Log-DATEI angeben</translation>
    </message>
    <message>
        <source>--count needs --find PATTERN</source>
        <translation>--count braucht --find PATTERN</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>  capture: %1</source>
        <translation>  Capture: %1</translation>
    </message>
    <message>
        <source>no line explains the failure</source>
        <translation>keine Zeile erklärt den Fehlschlag</translation>
    </message>
    <message>
        <source>%1: %2 lines, %3 bytes, %4 groups, %5 ##[error] lines</source>
        <translation>%1: %2 Zeilen, %3 Bytes, %4 Gruppen, %5 ##[error]-Zeilen</translation>
    </message>
    <message>
        <source> samples    avg    max    p10    p50    p90    ≥ 90 %  spikes  between spikes</source>
        <translation>  Werte   Mitt.   Max.    p10    p50    p90    ≥ 90 %  Spitzen zw. Spitzen</translation>
    </message>
    <message>
        <source>Print JSON, for scripts.</source>
        <translation>JSON ausgeben, für Skripte.</translation>
    </message>
    <message>
        <source>usage: hudwatch utilization FILE [--json]
FILE: an nvidia-smi CSV or a tools/stats/monitor.py log (JSON lines)</source>
        <translation>Aufruf: hudwatch utilization DATEI [--json]
DATEI: eine nvidia-smi-CSV oder ein Log von tools/stats/monitor.py (JSON-Zeilen)</translation>
    </message>
    <message>
        <source>%1 (%2): %3, %4 samples, %5 – %6 UTC</source>
        <translation>%1 (%2): %3, %4 Werte, %5 – %6 UTC</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPUs</translation>
    </message>
    <message>
        <source>GPU utilization, %:</source>
        <translation>GPU-Auslastung, %:</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>all GPUs / the runner</source>
        <translation>alle GPUs / der Runner</translation>
    </message>
    <message>
        <source>GPU utilization by test segment, %:</source>
        <translation>GPU-Auslastung nach Testabschnitt, %:</translation>
    </message>
    <message>
        <source>segment</source>
        <translation>Abschnitt</translation>
    </message>
    <message>
        <source>%1 malformed lines left out (lines %2%3)</source>
        <translation>%1 fehlerhafte Zeilen ausgelassen (Zeilen %2%3)</translation>
    </message>
    <message>
        <source>unknown columns ignored: %1</source>
        <translation>unbekannte Spalten ignoriert: %1</translation>
    </message>
    <message>
        <source>the monitor reported: %1</source>
        <translation>der Monitor meldete: %1</translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation>GPU-Speicherbandbreite</translation>
    </message>
    <message>
        <source>allocated GPU memory (percent)</source>
        <translation>belegter GPU-Speicher (Prozent)</translation>
    </message>
    <message>
        <source>allocated GPU memory</source>
        <translation>belegter GPU-Speicher</translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>GPU-Temperatur</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>GPU-Leistung</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>signed in, but the tokens cannot be kept: %1 — unlock or start your keychain (GNOME Keyring, KWallet), then run hudwatch login again</source>
        <translation>angemeldet, aber die Token können nicht gespeichert werden: %1 — den Schlüsselbund entsperren oder starten (GNOME Keyring, KWallet), dann hudwatch login erneut ausführen</translation>
    </message>
    <message>
        <source>the stored sign-in is unreadable (%1), so it could not be revoked — remove HUD Watch&apos;s access in your account at the provider</source>
        <translation>die gespeicherte Anmeldung ist unlesbar (%1) und konnte daher nicht widerrufen werden — den Zugriff von HUD Watch in Ihrem Konto beim Anbieter entfernen</translation>
    </message>
    <message>
        <source>the tokens could not be deleted from the keychain: %1 — delete the &quot;%2&quot; entry with your keychain app</source>
        <translation>die Token konnten nicht aus dem Schlüsselbund gelöscht werden: %1 — den Eintrag „%2“ mit Ihrer Schlüsselbund-App löschen</translation>
    </message>
    <message>
        <source>deleted from the keychain, but not revoked at the provider: %1 — remove HUD Watch&apos;s access in your account at the provider</source>
        <translation>aus dem Schlüsselbund gelöscht, aber beim Anbieter nicht widerrufen: %1 — den Zugriff von HUD Watch in Ihrem Konto beim Anbieter entfernen</translation>
    </message>
    <message>
        <source>With --find: print at most N lines, N from 1 (default: all).</source>
        <translation>Mit --find: höchstens N Zeilen ausgeben, N ab 1 (Standard: alle).</translation>
    </message>
    <message>
        <source>A gzip log is read up to MB megabytes of text (default: %1).</source>
        <translation>Ein gzip-Log wird bis zu MB Megabyte Text gelesen (Standard: %1).</translation>
    </message>
    <message>
        <source>--max %1: give a whole number of lines from 1 up, or --count for the number alone</source>
        <translation>--max %1: geben Sie eine ganze Zahl von Zeilen ab 1 an, oder --count für die Anzahl allein</translation>
    </message>
    <message>
        <source>--max-inflated %1: give a whole number of megabytes from 1 to %2</source>
        <translation>--max-inflated %1: geben Sie eine ganze Zahl von Megabyte zwischen 1 und %2 an</translation>
    </message>
    <message>
        <source>%1 holds more than %2 MB of text: what follows is about its first %2 MB only. Give --max-inflated MB with a larger number to read more of it.</source>
        <translation>%1 enthält mehr als %2 MB Text: Das Folgende betrifft nur die ersten %2 MB. Geben Sie --max-inflated MB mit einer größeren Zahl an, um mehr davon zu lesen.</translation>
    </message>
    <message>
        <source>the JSON lists the first %1 of %2 matching lines; give --max N to list more.</source>
        <translation>das JSON listet die ersten %1 von %2 passenden Zeilen; geben Sie --max N an, um mehr aufzulisten.</translation>
    </message>
    <message numerus="yes">
        <source>%n sign-in answer(s) with a wrong state were ignored meanwhile: an old sign-in tab, or another program on this computer</source>
        <translation>
            <numerusform>%n Anmeldeantwort mit falschem State wurde währenddessen ignoriert: ein alter Anmelde-Tab oder ein anderes Programm auf diesem Computer</numerusform>
            <numerusform>%n Anmeldeantworten mit falschem State wurden währenddessen ignoriert: ein alter Anmelde-Tab oder ein anderes Programm auf diesem Computer</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: hudwatch grid [--profile NAME | --replay FILE [--at TIME]] --json</source>
        <translation>Aufruf: hudwatch grid [--profile NAME | --replay DATEI [--at ZEIT]] --json</translation>
    </message>
    <message>
        <source>With a recording: the range ending at the instant (1d … 90d or FROM..TO; default 1d). A profile shows the range its Trunk tab fetched last.</source>
        <translation>Mit einer Aufzeichnung: der Zeitraum, der zum Zeitpunkt endet (1d … 90d oder VON..BIS; Standard 1d). Ein Profil zeigt den Zeitraum, den sein Tab Trunk-Zustand zuletzt abgerufen hat.</translation>
    </message>
    <message>
        <source>usage: hudwatch trunk [--profile NAME | --replay FILE [--at TIME] [--range 1d]] --json</source>
        <translation>Aufruf: hudwatch trunk [--profile NAME | --replay DATEI [--at ZEIT] [--range 1d]] --json</translation>
    </message>
    <message>
        <source>--range reads a recording; a profile&apos;s cache holds the range its Trunk tab fetched last</source>
        <translation>--range liest eine Aufzeichnung; der Cache eines Profils enthält den Zeitraum, den sein Tab Trunk-Zustand zuletzt abgerufen hat</translation>
    </message>
    <message>
        <source>usage: hudwatch backends [--profile NAME | --replay FILE [--at TIME]] --json</source>
        <translation>Aufruf: hudwatch backends [--profile NAME | --replay DATEI [--at ZEIT]] --json</translation>
    </message>
    <message>
        <source>usage: hudwatch utilization FILE [--json]
       hudwatch utilization [--job ID] [--profile NAME | --replay FILE [--at TIME]] --json
FILE: an nvidia-smi CSV or a tools/stats/monitor.py log (JSON lines); without FILE, the GPU utilization tab&apos;s fleet (or one job)</source>
        <translation>Aufruf: hudwatch utilization DATEI [--json]
        hudwatch utilization [--job ID] [--profile NAME | --replay DATEI [--at ZEIT]] --json
DATEI: eine nvidia-smi-CSV oder ein Log von tools/stats/monitor.py (JSON-Zeilen); ohne DATEI die Flotte des Tabs GPU-Auslastung (oder ein Job)</translation>
    </message>
    <message>
        <source>--job wants a job id (a whole number above 0)</source>
        <translation>--job erwartet eine Job-ID (eine ganze Zahl größer als 0)</translation>
    </message>
    <message>
        <source>a FILE is read on its own: leave out --profile, --replay, --at and --job</source>
        <translation>eine DATEI wird für sich allein gelesen: lassen Sie --profile, --replay, --at und --job weg</translation>
    </message>
    <message>
        <source>keychain: %1</source>
        <translation>Schlüsselbund: %1</translation>
    </message>
    <message>
        <source>no answer from ClickHouse within %1 s</source>
        <translation>keine Antwort von ClickHouse innerhalb von %1 s</translation>
    </message>
    <message>
        <source>Write JSON: HUD&apos;s figures under HUD&apos;s names, the console&apos;s own under &quot;console&quot;.</source>
        <translation>JSON schreiben: die Werte von HUD unter den Namen von HUD, die eigenen Werte der Konsole unter &quot;console&quot;.</translation>
    </message>
    <message>
        <source>Read a recording (--record) instead: its flaky snapshot at --at, else at its end.</source>
        <translation>Stattdessen eine Aufzeichnung (--record) lesen: ihren Flaky-Schnappschuss bei --at, sonst an ihrem Ende.</translation>
    </message>
    <message>
        <source>The recording&apos;s instant (ISO 8601 UTC, or hh:mm on its first day).</source>
        <translation>Der Zeitpunkt in der Aufzeichnung (ISO 8601 UTC oder hh:mm an ihrem ersten Tag).</translation>
    </message>
    <message>
        <source>usage: hudwatch flaky [--range 30d] [--csv | --json] [--min-runs N] [--profile NAME | --replay FILE [--at TIME]]</source>
        <translation>Aufruf: hudwatch flaky [--range 30d] [--csv | --json] [--min-runs N] [--profile NAME | --replay DATEI [--at ZEIT]]</translation>
    </message>
    <message>
        <source>--csv and --json exclude each other</source>
        <translation>--csv und --json schließen sich gegenseitig aus</translation>
    </message>
    <message>
        <source>HUD&apos;s flaky tests (in process) of %4, %1 – %2 UTC; at least %3 runs (console), ranked by the console&apos;s flake rate&apos;s 95 % lower bound</source>
        <translation>Flaky-Tests von HUD (im Prozess) in %4, %1 – %2 UTC; mindestens %3 Läufe (Konsole), sortiert nach der unteren 95-%-Grenze der Flake-Rate der Konsole</translation>
    </message>
    <message>
        <source>One job&apos;s stats instead of the fleet (with --profile, fetched from its ClickHouse when the cache has no run of it).</source>
        <translation>Die Werte eines Jobs statt der Flotte (mit --profile aus dessen ClickHouse geholt, wenn der Cache keinen Lauf davon hat).</translation>
    </message>
</context>
<context>
    <name>hw::AccountStatusText</name>
    <message>
        <source>… Reading the sign-in from the keychain</source>
        <translation>… Anmeldung wird aus dem Schlüsselbund gelesen</translation>
    </message>
    <message>
        <source>⊘ Signed out by the provider</source>
        <translation>⊘ Vom Anbieter abgemeldet</translation>
    </message>
    <message>
        <source>⊘ Signed out</source>
        <translation>⊘ Abgemeldet</translation>
    </message>
    <message>
        <source>Signed in</source>
        <translation>Angemeldet</translation>
    </message>
    <message>
        <source>Signed in as %1</source>
        <translation>Angemeldet als %1</translation>
    </message>
    <message>
        <source>, renewing…</source>
        <translation>, wird erneuert…</translation>
    </message>
    <message>
        <source>, until %1</source>
        <translation>, bis %1</translation>
    </message>
    <message>
        <source>Provider: %1</source>
        <translation>Anbieter: %1</translation>
    </message>
    <message>
        <source>Account: %1</source>
        <translation>Konto: %1</translation>
    </message>
    <message>
        <source>Access token valid until %1</source>
        <translation>Zugriffstoken gültig bis %1</translation>
    </message>
    <message>
        <source>Renewed automatically before it expires.</source>
        <translation>Wird vor Ablauf automatisch erneuert.</translation>
    </message>
    <message>
        <source>Cannot be renewed: sign in again when it expires.</source>
        <translation>Nicht erneuerbar: nach Ablauf erneut anmelden.</translation>
    </message>
    <message>
        <source>⚠ No keychain: working signed out — start a keychain and restart HUD Watch to sign in</source>
        <translation>⚠ Kein Schlüsselbund: abgemeldet weiterarbeiten — einen Schlüsselbund starten und HUD Watch neu starten, um sich anzumelden</translation>
    </message>
</context>
<context>
    <name>hw::AlertDigest</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%n broke</source>
        <translation>%n kaputt</translation>
    </message>
    <message>
        <source>%n still broken</source>
        <translation>%n weiterhin kaputt</translation>
    </message>
    <message>
        <source>%n fixed</source>
        <translation>%n repariert</translation>
    </message>
    <message>
        <source>still: %1</source>
        <translation>weiterhin: %1</translation>
    </message>
    <message>
        <source>fixed: %1</source>
        <translation>repariert: %1</translation>
    </message>
    <message>
        <source>reachable again: %1</source>
        <translation>wieder erreichbar: %1</translation>
    </message>
    <message>
        <source>new data again: %1</source>
        <translation>wieder neue Daten: %1</translation>
    </message>
</context>
<context>
    <name>hw::AlertMonitor</name>
    <message>
        <source>HUD Watch is still watching</source>
        <translation>HUD Watch wacht weiter</translation>
    </message>
    <message>
        <source>Closing the window keeps it in the tray. Quit from the tray&apos;s menu.</source>
        <translation>Das Schließen des Fensters lässt HUD Watch im Tray. Beenden über das Tray-Menü.</translation>
    </message>
    <message>
        <source>Alerts muted for %1</source>
        <translation>Alarme stumm für %1</translation>
    </message>
    <message>
        <source>Alerts on again for %1</source>
        <translation>Alarme wieder an für %1</translation>
    </message>
    <message>
        <source>Acknowledged: %1 (investigating)</source>
        <translation>Bestätigt: %1 (wird untersucht)</translation>
    </message>
    <message>
        <source>No longer acknowledged: %1</source>
        <translation>Nicht mehr bestätigt: %1</translation>
    </message>
    <message>
        <source>%1 broken: %2</source>
        <translation>%1 kaputt: %2</translation>
    </message>
    <message>
        <source>offline: %1</source>
        <translation>offline: %1</translation>
    </message>
    <message>
        <source>all green</source>
        <translation>alles grün</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>as of %1, just now</source>
        <translation>Stand %1, gerade eben</translation>
    </message>
    <message numerus="yes">
        <source>as of %1, %n min ago</source>
        <translation>
            <numerusform>Stand %1, vor %n Min.</numerusform>
            <numerusform>Stand %1, vor %n Min.</numerusform>
        </translation>
    </message>
    <message>
        <source>no new data: the source has not answered for a while</source>
        <translation>keine neuen Daten: die Quelle hat länger nicht geantwortet</translation>
    </message>
    <message>
        <source>This desktop has no system tray: closing the window quits HUD Watch. Alerts come as notifications (Settings ▸ Snooze notifications).</source>
        <translation>Dieser Desktop hat keinen Infobereich: Schließen des Fensters beendet HUD Watch. Alarme kommen als Benachrichtigungen (Einstellungen ▸ Benachrichtigungen pausieren).</translation>
    </message>
    <message>
        <source>HUD Watch without a tray</source>
        <translation>HUD Watch ohne Infobereich</translation>
    </message>
</context>
<context>
    <name>hw::AlertRulesDialog</name>
    <message>
        <source> commits</source>
        <translation> Commits</translation>
    </message>
    <message>
        <source>Also one alert per job &amp;group with a broken job</source>
        <translation>Auch ein Alarm pro Job&amp;gruppe mit einem kaputten Job</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>&amp;Backends: demotion threshold crossed, demotion PR, L4 check blocking</source>
        <translation>&amp;Backends: Herabstufungsschwelle überschritten, Herabstufungs-PR, L4-Check blockiert</translation>
    </message>
    <message>
        <source>Alert rules</source>
        <translation>Alarmregeln</translation>
    </message>
    <message>
        <source>Alert rules of %1</source>
        <translation>Alarmregeln von %1</translation>
    </message>
    <message>
        <source>one regular expression per line, e.g. ^trunk / .*cuda</source>
        <translation>ein regulärer Ausdruck pro Zeile, z. B. ^trunk / .*cuda</translation>
    </message>
    <message>
        <source>A job is broken after &amp;failing on:</source>
        <translation>Ein Job gilt als kaputt nach &amp;Fehlschlag auf:</translation>
    </message>
    <message>
        <source>&amp;Trunk red for longer than:</source>
        <translation>&amp;Trunk länger rot als:</translation>
    </message>
    <message>
        <source>Data &amp;older than:</source>
        <translation>Daten ä&amp;lter als:</translation>
    </message>
    <message>
        <source>Say &quot;&amp;still broken&quot; every:</source>
        <translation>&quot;&amp;Weiterhin kaputt&quot; melden alle:</translation>
    </message>
    <message>
        <source>&amp;Your rules (job names):</source>
        <translation>&amp;Eigene Regeln (Jobnamen):</translation>
    </message>
    <message>
        <source>Serve &amp;cctray.xml on 127.0.0.1 port:</source>
        <translation>&amp;cctray.xml auf 127.0.0.1 bereitstellen, Port:</translation>
    </message>
    <message>
        <source>Saved in the profile; the rules apply from the next sync.</source>
        <translation>Im Profil gespeichert; die Regeln gelten ab der nächsten Synchronisierung.</translation>
    </message>
    <message>
        <source>alerts/jobPatterns: a pattern does not survive the profile file: %1</source>
        <translation>alerts/jobPatterns: ein Muster übersteht die Profildatei nicht: %1</translation>
    </message>
</context>
<context>
    <name>hw::AlertRulesEditor</name>
    <message>
        <source>Alert rules</source>
        <translation>Alarmregeln</translation>
    </message>
    <message>
        <source>Alert rules changed for this run (the demo has no profile to keep them)</source>
        <translation>Alarmregeln für diesen Lauf geändert (die Demo hat kein Profil, um sie zu speichern)</translation>
    </message>
    <message>
        <source>Alert rules saved in profile %1</source>
        <translation>Alarmregeln in Profil %1 gespeichert</translation>
    </message>
</context>
<context>
    <name>hw::AlertTray</name>
    <message>
        <source>Show / hide the window</source>
        <translation>Fenster zeigen / verbergen</translation>
    </message>
    <message>
        <source>Open the grid</source>
        <translation>Raster öffnen</translation>
    </message>
    <message>
        <source>Open backends</source>
        <translation>Backends öffnen</translation>
    </message>
    <message>
        <source>Pause / resume refresh</source>
        <translation>Aktualisierung pausieren / fortsetzen</translation>
    </message>
    <message>
        <source>Snooze notifications for 1 hour</source>
        <translation>Benachrichtigungen 1 Stunde zurückstellen</translation>
    </message>
    <message>
        <source>Quit HUD Watch</source>
        <translation>HUD Watch beenden</translation>
    </message>
</context>
<context>
    <name>hw::AllowlistCommand</name>
    <message>
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
        <source>hudwatch allowlist: unknown option &apos;%1&apos;</source>
        <translation>hudwatch allowlist: unbekannte Option &apos;%1&apos;</translation>
    </message>
    <message>
        <source>hudwatch allowlist: no FILE given</source>
        <translation>hudwatch allowlist: keine DATEI angegeben</translation>
    </message>
    <message>
        <source>hudwatch allowlist: give one FILE, not %1</source>
        <translation>hudwatch allowlist: genau eine DATEI angeben, nicht %1</translation>
    </message>
    <message>
        <source>&lt;stdin&gt;</source>
        <translation>&lt;stdin&gt;</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>cannot read the file: %1 — check the path</source>
        <translation>Datei kann nicht gelesen werden: %1 — den Pfad prüfen</translation>
    </message>
</context>
<context>
    <name>hw::AllowlistJson</name>
    <message>
        <source>unknown level &apos;%1&apos;</source>
        <translation>unbekannte Stufe &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation>%1 ist kein Array</translation>
    </message>
    <message>
        <source>an entry of %1 has no &quot;repo&quot;</source>
        <translation>ein Eintrag von %1 hat kein &quot;repo&quot;</translation>
    </message>
    <message>
        <source>&quot;oncalls&quot; or &quot;events&quot; of %1 is not an array of strings</source>
        <translation>&quot;oncalls&quot; oder &quot;events&quot; von %1 ist kein Array von Strings</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>STUFE</translation>
    </message>
    <message>
        <source>REPOSITORY</source>
        <translation>REPOSITORY</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>GERÄT</translation>
    </message>
    <message>
        <source>ON-CALLS</source>
        <translation>ON-CALLS</translation>
    </message>
    <message>
        <source>EVENTS</source>
        <translation>EVENTS</translation>
    </message>
    <message>
        <source>1 repository</source>
        <translation>1 Repository</translation>
    </message>
    <message>
        <source>%1 repositories</source>
        <translation>%1 Repositorys</translation>
    </message>
</context>
<context>
    <name>hw::AllowlistParser</name>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>the file holds %1 YAML documents; an allowlist is one document (remove the second &apos;---&apos;)</source>
        <translation>die Datei enthält %1 YAML-Dokumente; eine Allowlist ist ein einziges Dokument (das zweite &apos;---&apos; entfernen)</translation>
    </message>
    <message>
        <source>the top level must be a mapping of levels (L1:, L2:, L3:, L4:), found %1</source>
        <translation>die oberste Ebene muss ein Mapping von Stufen sein (L1:, L2:, L3:, L4:), gefunden: %1</translation>
    </message>
    <message>
        <source>a top-level key must be a level L1, L2, L3 or L4, found %1</source>
        <translation>ein Schlüssel der obersten Ebene muss eine Stufe L1, L2, L3 oder L4 sein, gefunden: %1</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; at the top level (expected L1, L2, L3 or L4)</source>
        <translation>unbekannter Schlüssel &apos;%1&apos; auf oberster Ebene (erwartet: L1, L2, L3 oder L4)</translation>
    </message>
    <message>
        <source>the allowlist is empty (no L1–L4 levels)</source>
        <translation>die Allowlist ist leer (keine Stufen L1–L4)</translation>
    </message>
    <message>
        <source>an empty value</source>
        <translation>ein leerer Wert</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>ein Mapping</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>die Zahl %1</translation>
    </message>
    <message>
        <source>the boolean &apos;%1&apos;</source>
        <translation>der boolesche Wert &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the text &apos;%1&apos;</source>
        <translation>der Text &apos;%1&apos;</translation>
    </message>
    <message>
        <source>L3 must be a mapping of devices (`L3:` then `  &lt;device&gt;:` then `    owner/repo: [oncalls]`) or a list of repositories, found %1</source>
        <translation>L3 muss ein Mapping von Geräten sein (`L3:`, dann `  &lt;device&gt;:`, dann `    owner/repo: [oncalls]`) oder eine Liste von Repositorys, gefunden: %1</translation>
    </message>
    <message>
        <source>%1 must be a list of repositories, found %2</source>
        <translation>%1 muss eine Liste von Repositorys sein, gefunden: %2</translation>
    </message>
    <message>
        <source> (write each repository on its own line as `  - owner/repo`)</source>
        <translation> (jedes Repository in eine eigene Zeile schreiben, als `  - owner/repo`)</translation>
    </message>
    <message>
        <source>an L3 device must be a name such as &apos;npu&apos;, found %1</source>
        <translation>ein L3-Gerät muss ein Name wie &apos;npu&apos; sein, gefunden: %1</translation>
    </message>
    <message>
        <source>L3 groups repositories by device (the ciflow/crcr/&lt;device&gt; label): found the repository &apos;%1&apos; directly under L3; write `L3:` then `  &lt;device&gt;:` then `    %1: [oncalls]`</source>
        <translation>L3 gruppiert Repositorys nach Gerät (Label ciflow/crcr/&lt;device&gt;): das Repository &apos;%1&apos; steht direkt unter L3; `L3:`, dann `  &lt;device&gt;:`, dann `    %1: [oncalls]` schreiben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a device name (letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;; it becomes the label ciflow/crcr/&lt;device&gt;)</source>
        <translation>&apos;%1&apos; ist kein Gerätename (Buchstaben, Ziffern, &apos;-&apos;, &apos;_&apos; und &apos;.&apos;; er wird zum Label ciflow/crcr/&lt;device&gt;)</translation>
    </message>
    <message>
        <source>L3 device &apos;%1&apos; must hold repositories (`owner/repo: [oncalls]`), found %2</source>
        <translation>L3-Gerät &apos;%1&apos; muss Repositorys enthalten (`owner/repo: [oncalls]`), gefunden: %2</translation>
    </message>
    <message>
        <source>one repository per list item: this item has %1 keys (%2); put metadata under the repository, e.g. `- owner/repo: {events: [nightly], oncalls: [a, b]}`</source>
        <translation>ein Repository pro Listeneintrag: dieser Eintrag hat %1 Schlüssel (%2); Metadaten unter das Repository schreiben, z. B. `- owner/repo: {events: [nightly], oncalls: [a, b]}`</translation>
    </message>
    <message>
        <source>expected a repository `owner/repo` in the %1 list, found %2</source>
        <translation>Repository `owner/repo` in der Liste %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <source>expected a repository `owner/repo`, found %1</source>
        <translation>Repository `owner/repo` erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a repository of the form owner/name</source>
        <translation>&apos;%1&apos; ist kein Repository der Form owner/name</translation>
    </message>
    <message>
        <source> (to name on-calls write `%1: &quot;oncall1, oncall2&quot;`)</source>
        <translation> (On-calls so angeben: `%1: &quot;oncall1, oncall2&quot;`)</translation>
    </message>
    <message>
        <source>on-call</source>
        <translation>On-call</translation>
    </message>
    <message>
        <source>%1, as &apos;%2&apos;</source>
        <translation>%1, als &apos;%2&apos;</translation>
    </message>
    <message>
        <source>repository &apos;%1&apos; is listed twice: line %2 (%3) and line %4 (%5); a repository belongs to one level only</source>
        <translation>Repository &apos;%1&apos; ist doppelt gelistet: Zeile %2 (%3) und Zeile %4 (%5); ein Repository gehört nur zu einer Stufe</translation>
    </message>
    <message>
        <source>event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in the entry of %2 (ignored; known: events, oncalls)</source>
        <translation>unbekannter Schlüssel &apos;%1&apos; im Eintrag von %2 (ignoriert; bekannt: events, oncalls)</translation>
    </message>
    <message>
        <source>expected %1 names for %2 (text such as &quot;a, b&quot; or a list [a, b]), found %3; quote it if it is a name</source>
        <translation>%1-Namen für %2 erwartet (Text wie &quot;a, b&quot; oder eine Liste [a, b]), gefunden: %3; in Anführungszeichen setzen, falls es ein Name ist</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid %2 name for %3 (separate names with commas)</source>
        <translation>&apos;%1&apos; ist kein gültiger %2-Name für %3 (Namen mit Kommas trennen)</translation>
    </message>
    <message>
        <source>expected %1 names for %2, found %3 inside the list</source>
        <translation>%1-Namen für %2 erwartet, gefunden: %3 in der Liste</translation>
    </message>
    <message>
        <source>expected %1 names for %2 (text such as &quot;a, b&quot; or a list [a, b]), found %3</source>
        <translation>%1-Namen für %2 erwartet (Text wie &quot;a, b&quot; oder eine Liste [a, b]), gefunden: %3</translation>
    </message>
    <message>
        <source>invalid YAML: %1</source>
        <translation>ungültiges YAML: %1</translation>
    </message>
    <message>
        <source> (the &apos;[&apos; list at line %1, column %2 is not closed by &apos;]&apos; before this point)</source>
        <translation> (die &apos;[&apos;-Liste in Zeile %1, Spalte %2 wird vor dieser Stelle nicht durch &apos;]&apos; geschlossen)</translation>
    </message>
    <message>
        <source> (the &apos;{&apos; mapping at line %1, column %2 is not closed by &apos;}&apos; before this point)</source>
        <translation> (das &apos;{&apos;-Mapping in Zeile %1, Spalte %2 wird vor dieser Stelle nicht durch &apos;}&apos; geschlossen)</translation>
    </message>
    <message>
        <source> (the quoted value at line %1, column %2 has no closing quote)</source>
        <translation> (dem Wert in Anführungszeichen in Zeile %1, Spalte %2 fehlt das schließende Anführungszeichen)</translation>
    </message>
    <message>
        <source>invalid YAML: a line starting with &apos;%&apos; inside the file (YAML reads it as a directive such as &apos;%YAML 1.2&apos;, which ends the document; a directive may only stand before a &apos;---&apos; line): remove the line, or quote a value that starts with &apos;%&apos;</source>
        <translation>ungültiges YAML: eine Zeile, die mit &apos;%&apos; beginnt, mitten in der Datei (YAML liest sie als Direktive wie &apos;%YAML 1.2&apos;, die das Dokument beendet; eine Direktive darf nur vor einer &apos;---&apos;-Zeile stehen): die Zeile entfernen oder einen Wert, der mit &apos;%&apos; beginnt, in Anführungszeichen setzen</translation>
    </message>
    <message>
        <source> (the document ended before this line, e.g. with &apos;...&apos;; an allowlist is one document)</source>
        <translation> (das Dokument endete vor dieser Zeile, z. B. mit &apos;...&apos;; eine Allowlist ist ein einziges Dokument)</translation>
    </message>
    <message>
        <source> (a line starting with &apos;%&apos; is a YAML directive: quote a value that starts with &apos;%&apos;)</source>
        <translation> (eine Zeile, die mit &apos;%&apos; beginnt, ist eine YAML-Direktive: einen Wert, der mit &apos;%&apos; beginnt, in Anführungszeichen setzen)</translation>
    </message>
    <message>
        <source> (&apos;%1&apos; cannot start a plain YAML value: quote the value, e.g. &quot;@oncall1, oncall2&quot;, or drop the &apos;%1&apos;)</source>
        <translation> (&apos;%1&apos; kann keinen einfachen YAML-Wert beginnen: den Wert in Anführungszeichen setzen, z. B. &quot;@oncall1, oncall2&quot;, oder das &apos;%1&apos; entfernen)</translation>
    </message>
    <message>
        <source> (&apos;%1&apos; outside a [ ] list or { } mapping cannot start a value: quote the value, or remove the &apos;%1&apos;)</source>
        <translation> (&apos;%1&apos; kann außerhalb einer [ ]-Liste oder eines { }-Mappings keinen Wert beginnen: den Wert in Anführungszeichen setzen oder das &apos;%1&apos; entfernen)</translation>
    </message>
    <message>
        <source> (YAML indentation must use spaces, not tabs)</source>
        <translation> (YAML-Einrückung muss Leerzeichen verwenden, keine Tabs)</translation>
    </message>
    <message>
        <source>lists and mappings are nested deeper than %1 levels (an allowlist needs six)</source>
        <translation>Listen und Mappings sind tiefer als %1 Ebenen verschachtelt (eine Allowlist braucht sechs)</translation>
    </message>
    <message>
        <source>the file holds more than %1 YAML values (an allowlist holds a few hundred)</source>
        <translation>die Datei enthält mehr als %1 YAML-Werte (eine Allowlist enthält einige Hundert)</translation>
    </message>
    <message>
        <source>the alias &apos;*%1&apos; makes the allowlist expand to more than %2 YAML values (each alias repeats all that its anchor holds): write the names out, or use fewer aliases</source>
        <translation>der Alias &apos;*%1&apos; lässt die Allowlist auf mehr als %2 YAML-Werte anwachsen (jeder Alias wiederholt alles, was sein Anker enthält): die Namen ausschreiben oder weniger Aliase verwenden</translation>
    </message>
    <message>
        <source>the alias &apos;*%1&apos; refers to no anchor: define it with &apos;&amp;%1&apos; before this point, in the same document</source>
        <translation>der Alias &apos;*%1&apos; verweist auf keinen Anker: den Anker vor dieser Stelle im selben Dokument mit &apos;&amp;%1&apos; definieren</translation>
    </message>
    <message>
        <source>out of memory while reading the YAML</source>
        <translation>nicht genügend Speicher beim Lesen des YAML</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB; an allowlist is a few KB (refused unread)</source>
        <translation>die Datei ist größer als %1 MB; eine Allowlist hat wenige KB (ungelesen abgelehnt)</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>level %1 is given twice (lines %2 and %3): merge them into one</source>
        <translation>Stufe %1 ist zweimal angegeben (Zeilen %2 und %3): zu einer zusammenführen</translation>
    </message>
    <message>
        <source>L3 device &apos;%1&apos; lists no repositories: add its repositories or remove the device</source>
        <translation>L3-Gerät &apos;%1&apos; nennt keine Repositorys: seine Repositorys hinzufügen oder das Gerät entfernen</translation>
    </message>
    <message>
        <source>the alias &apos;*%1&apos; refers to the list or mapping that contains it: point the alias at another anchor</source>
        <translation>der Alias &apos;*%1&apos; verweist auf die Liste oder Zuordnung, die ihn enthält: den Alias auf einen anderen Anker zeigen lassen</translation>
    </message>
</context>
<context>
    <name>hw::AuthSession</name>
    <message>
        <source>the stored sign-in cannot be read (%1) — sign in again</source>
        <translation>die gespeicherte Anmeldung kann nicht gelesen werden (%1) — bitte erneut anmelden</translation>
    </message>
    <message>
        <source>the stored sign-in is for %1, not this profile&apos;s provider — sign in again</source>
        <translation>die gespeicherte Anmeldung gilt für %1, nicht für den Anbieter dieses Profils — bitte erneut anmelden</translation>
    </message>
    <message>
        <source>not signed in — sign in (File ▸ Sign in)</source>
        <translation>nicht angemeldet — anmelden (Datei ▸ Anmelden)</translation>
    </message>
    <message>
        <source>the sign-in has expired and the provider gave no way to renew it — sign in again</source>
        <translation>die Anmeldung ist abgelaufen und der Anbieter bietet keine Erneuerung — bitte erneut anmelden</translation>
    </message>
    <message>
        <source>signed out — sign in again (the provider refused to renew the sign-in: %1)</source>
        <translation>abgemeldet — bitte erneut anmelden (der Anbieter hat die Erneuerung abgelehnt: %1)</translation>
    </message>
    <message>
        <source>the sign-in could not be renewed: %1; trying again in %2 s</source>
        <translation>die Anmeldung konnte nicht erneuert werden: %1; neuer Versuch in %2 s</translation>
    </message>
    <message>
        <source>%1 does not let an app revoke its own sign-in; revoke HUD Watch at %2</source>
        <translation>%1 erlaubt einer App nicht, ihre eigene Anmeldung zu widerrufen; HUD Watch unter %2 widerrufen</translation>
    </message>
    <message>
        <source>signed out</source>
        <translation>abgemeldet</translation>
    </message>
    <message>
        <source>the renewed sign-in could not be saved (%1); it lasts until the app quits — unlock the keychain and sign in again to keep it</source>
        <translation>die erneuerte Anmeldung konnte nicht gespeichert werden (%1); sie gilt bis zum Beenden der App — den Schlüsselbund entsperren und erneut anmelden, um sie zu behalten</translation>
    </message>
    <message>
        <source>the provider offers no revocation — remove HUD Watch&apos;s access in your account at the provider</source>
        <translation>der Anbieter bietet keinen Widerruf — den Zugriff von HUD Watch in Ihrem Konto beim Anbieter entfernen</translation>
    </message>
    <message>
        <source>not revoked at the provider: %1 — remove HUD Watch&apos;s access in your account at the provider</source>
        <translation>beim Anbieter nicht widerrufen: %1 — den Zugriff von HUD Watch in Ihrem Konto beim Anbieter entfernen</translation>
    </message>
    <message>
        <source>not deleted from the keychain: %1 — delete the &quot;%2&quot; entry with your keychain app</source>
        <translation>nicht aus dem Schlüsselbund gelöscht: %1 — den Eintrag „%2“ mit Ihrer Schlüsselbund-App löschen</translation>
    </message>
    <message>
        <source>%1; working signed out — start a keychain (GNOME Keyring, KWallet) and restart HUD Watch to sign in</source>
        <translation>%1; abgemeldet weiterarbeiten — einen Schlüsselbund starten (GNOME Keyring, KWallet) und HUD Watch neu starten, um sich anzumelden</translation>
    </message>
    <message>
        <source>signed in, but the keychain cannot keep the sign-in (%1), so it was given back; working signed out — start a keychain (GNOME Keyring, KWallet) and restart HUD Watch to sign in</source>
        <translation>angemeldet, aber der Schlüsselbund kann die Anmeldung nicht speichern (%1), daher wurde sie zurückgegeben; abgemeldet weiterarbeiten — einen Schlüsselbund starten (GNOME Keyring, KWallet) und HUD Watch neu starten, um sich anzumelden</translation>
    </message>
</context>
<context>
    <name>hw::BackendAlertEvaluator</name>
    <message>
        <source>demotion threshold</source>
        <translation>Herabstufungsschwelle</translation>
    </message>
    <message>
        <source>demotion PR</source>
        <translation>Herabstufungs-PR</translation>
    </message>
    <message>
        <source>the relay flagged it for demotion: its auto-demotion PR is open</source>
        <translation>das Relay hat es zur Herabstufung markiert: sein Auto-Herabstufungs-PR ist offen</translation>
    </message>
    <message>
        <source>L4 check blocks merges</source>
        <translation>L4-Check blockiert Merges</translation>
    </message>
    <message>
        <source>newest job %1: %2</source>
        <translation>neuester Job %1: %2</translation>
    </message>
</context>
<context>
    <name>hw::BackendCharts</name>
    <message>
        <source>→ %1 (CI data)</source>
        <translation>→ %1 (CI-Daten)</translation>
    </message>
    <message>
        <source>Completed jobs per day (UTC)</source>
        <translation>Abgeschlossene Jobs pro Tag (UTC)</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>day (UTC), %1 to %2</source>
        <translation>Tag (UTC), %1 bis %2</translation>
    </message>
    <message>
        <source>no completed jobs</source>
        <translation>keine abgeschlossenen Jobs</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>Level history</source>
        <translation>Stufenverlauf</translation>
    </message>
    <message>
        <source>no level history</source>
        <translation>kein Stufenverlauf</translation>
    </message>
    <message>
        <source>%1 · since %2 (%3 d)</source>
        <translation>%1 · seit %2 (%3 d)</translation>
    </message>
    <message>
        <source>CI data</source>
        <translation>CI-Daten</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>Stand %1</translation>
    </message>
    <message>
        <source>test failures (console)</source>
        <translation>Testfehlschläge (Konsole)</translation>
    </message>
    <message>
        <source>infra failures (console)</source>
        <translation>Infra-Fehlschläge (Konsole)</translation>
    </message>
</context>
<context>
    <name>hw::BackendDetailView</name>
    <message>
        <source>E&amp;xport review report…</source>
        <translation>Review-Bericht e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Write a Markdown/PDF promotion review report for this backend with the targets shown on the L3 readiness tab</source>
        <translation>Markdown/PDF-Review-Bericht zur Hochstufung dieses Backends schreiben, mit den Zielen aus dem Tab L3-Bereitschaft</translation>
    </message>
    <message>
        <source>Pull request by job results</source>
        <translation>Pull Requests nach Job-Ergebnissen</translation>
    </message>
    <message>
        <source>Latest attempt of each job: letter, failed/total tests (or the total when none failed) and the triage category when reported. %1  ·  an &quot;exp.&quot; tag marks crcr-test&apos;s expected failures (they count as passes)  ·  hover a cell for details; Enter opens the run.</source>
        <translation>Letzter Versuch jedes Jobs: Buchstabe, fehlgeschlagene/gesamte Tests (oder die Gesamtzahl, wenn keiner fehlschlug) und die Triage-Kategorie, falls gemeldet. %1  ·  ein „exp.“-Tag markiert erwartete Fehlschläge von crcr-test (sie zählen als bestanden)  ·  Maus über eine Zelle für Details; Enter öffnet den Lauf.</translation>
    </message>
    <message>
        <source>Level changes (allowlist PRs; &quot;CI data&quot; = start inferred from the level jobs were dispatched at)</source>
        <translation>Stufenwechsel (Allowlist-PRs; „CI-Daten“ = Beginn abgeleitet aus der Stufe, mit der Jobs ausgelöst wurden)</translation>
    </message>
    <message>
        <source>&amp;Jobs (PR × job)</source>
        <translation>&amp;Jobs (PR × Job)</translation>
    </message>
    <message>
        <source>Jobs &amp;over time</source>
        <translation>Jobs im &amp;Zeitverlauf</translation>
    </message>
    <message>
        <source>Level &amp;history</source>
        <translation>Stufen&amp;verlauf</translation>
    </message>
    <message>
        <source>L3 &amp;readiness</source>
        <translation>L3-&amp;Bereitschaft</translation>
    </message>
    <message>
        <source>No backend selected</source>
        <translation>Kein Backend ausgewählt</translation>
    </message>
    <message>
        <source>Choose a backend in the overview (Enter or double-click).</source>
        <translation>Ein Backend in der Übersicht wählen (Enter oder Doppelklick).</translation>
    </message>
    <message>
        <source>This backend is not in the current data.</source>
        <translation>Dieses Backend ist nicht in den aktuellen Daten.</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>nicht gelistet</translation>
    </message>
    <message>
        <source>▼ TEMPORARILY DEMOTED — auto-demotion PR open, no new check runs</source>
        <translation>▼ VORÜBERGEHEND HERABGESTUFT — Auto-Herabstufungs-PR offen, keine neuen Check-Runs</translation>
    </message>
    <message>
        <source>⚠ DEMOTION PENDING — last 7 days fail L3, not yet flagged by the relay</source>
        <translation>⚠ HERABSTUFUNG STEHT AN — letzte 7 Tage verfehlen L3, vom Relay noch nicht markiert</translation>
    </message>
    <message>
        <source>device %1 (label ciflow/crcr/%1)</source>
        <translation>Gerät %1 (Label ciflow/crcr/%1)</translation>
    </message>
    <message>
        <source>no oncalls listed</source>
        <translation>keine On-calls gelistet</translation>
    </message>
    <message>
        <source>oncalls: %1</source>
        <translation>On-calls: %1</translation>
    </message>
    <message>
        <source>at %1 for %2 d</source>
        <translation>auf %1 seit %2 d</translation>
    </message>
    <message>
        <source>not in the allowlist (level from CI data)</source>
        <translation>nicht in der Allowlist (Stufe aus CI-Daten)</translation>
    </message>
    <message>
        <source>data as of %1 UTC</source>
        <translation>Daten vom %1 UTC</translation>
    </message>
</context>
<context>
    <name>hw::BackendJobMatrixModel</name>
    <message>
        <source>delivery</source>
        <translation>Zustellung</translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <source>exp.</source>
        <translation>exp.</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>%1 — expected (crcr-test probe job): counts as a success</source>
        <translation>%1 — erwartet (crcr-test-Probe-Job): zählt als Erfolg</translation>
    </message>
    <message>
        <source>%1 %2, attempt %3</source>
        <translation>%1 %2, Versuch %3</translation>
    </message>
    <message>
        <source>tests: %1 passed, %2 failed, %3 skipped</source>
        <translation>Tests: %1 bestanden, %2 fehlgeschlagen, %3 übersprungen</translation>
    </message>
    <message>
        <source>tests: not reported</source>
        <translation>Tests: nicht gemeldet</translation>
    </message>
    <message>
        <source>triage: %1</source>
        <translation>Triage: %1</translation>
    </message>
    <message>
        <source>queue %1 · execution %2</source>
        <translation>Queue %1 · Ausführung %2</translation>
    </message>
    <message>
        <source>started %1 UTC</source>
        <translation>gestartet %1 UTC</translation>
    </message>
    <message>
        <source>completed %1 UTC</source>
        <translation>abgeschlossen %1 UTC</translation>
    </message>
    <message>
        <source>triage %1</source>
        <translation>Triage %1</translation>
    </message>
    <message>
        <source>expected outcome</source>
        <translation>erwartetes Ergebnis</translation>
    </message>
    <message>
        <source>no job</source>
        <translation>kein Job</translation>
    </message>
    <message>
        <source>pytorch head %1</source>
        <translation>PyTorch-Head %1</translation>
    </message>
    <message>
        <source>dispatched %1 UTC</source>
        <translation>ausgelöst %1 UTC</translation>
    </message>
    <message>
        <source>newest job activity %1 UTC</source>
        <translation>neueste Job-Aktivität %1 UTC</translation>
    </message>
    <message>
        <source>unknown PR (HUD could not find it)</source>
        <translation>unbekannter PR (HUD konnte ihn nicht finden)</translation>
    </message>
</context>
<context>
    <name>hw::BackendText</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>vor %1 min</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>vor %1 h</translation>
    </message>
    <message>
        <source>%1 d ago</source>
        <translation>vor %1 d</translation>
    </message>
    <message>
        <source>PROMOTE</source>
        <translation>HOCHSTUFEN</translation>
    </message>
    <message>
        <source>HOLD</source>
        <translation>HALTEN</translation>
    </message>
    <message>
        <source>DEMOTE</source>
        <translation>HERABSTUFEN</translation>
    </message>
    <message>
        <source>NOT ENOUGH DATA</source>
        <translation>ZU WENIG DATEN</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>keine Daten</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>%1/%2 failed</source>
        <translation>%1/%2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 tests</source>
        <translation>%1 Tests</translation>
    </message>
    <message>
        <source>expected failure</source>
        <translation>erwarteter Fehlschlag</translation>
    </message>
    <message>
        <source>expected cancellation</source>
        <translation>erwarteter Abbruch</translation>
    </message>
    <message>
        <source>expected timeout</source>
        <translation>erwartete Zeitüberschreitung</translation>
    </message>
    <message>
        <source>expected outcome</source>
        <translation>erwartetes Ergebnis</translation>
    </message>
</context>
<context>
    <name>hw::BackendsClickHouseSource</name>
    <message>
        <source>invalid ClickHouse table name &apos;%1&apos; — fix clickhouse/database in Profile ▸ Edit this profile…</source>
        <translation>ungültiger ClickHouse-Tabellenname &apos;%1&apos; — clickhouse/database unter Profil ▸ Dieses Profil bearbeiten… korrigieren</translation>
    </message>
</context>
<context>
    <name>hw::BackendsFeature</name>
    <message>
        <source>backends</source>
        <translation>Backends</translation>
    </message>
    <message>
        <source>this recording has no backend data</source>
        <translation>diese Aufzeichnung enthält keine Backend-Daten</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;: relay/url: %2</source>
        <translation>Profil &quot;%1&quot;: relay/url: %2</translation>
    </message>
    <message>
        <source>Relay API token</source>
        <translation>Relay-API-Token</translation>
    </message>
    <message>
        <source>Bearer token for %1.
It is stored in your system keychain, never in a file.</source>
        <translation>Bearer-Token für %1.
Es wird im Schlüsselbund des Systems gespeichert, nie in einer Datei.</translation>
    </message>
    <message>
        <source>Keychain</source>
        <translation>Schlüsselbund</translation>
    </message>
    <message>
        <source>The token could not be stored: %1
Unlock or start your keychain (GNOME Keyring, KWallet), then set it again (File ▸ Set relay API token…).</source>
        <translation>Das Token konnte nicht gespeichert werden: %1
Den Schlüsselbund entsperren oder starten (GNOME Keyring, KWallet), dann das Token erneut festlegen (Datei ▸ Relay-API-Token festlegen…).</translation>
    </message>
    <message>
        <source>the backends snapshot recorded at %1 is unreadable: %2</source>
        <translation>die um %1 aufgezeichnete Backend-Momentaufnahme ist unlesbar: %2</translation>
    </message>
    <message>
        <source>this recording has no %1 at or before %2</source>
        <translation>diese Aufzeichnung hat kein %1 am oder vor %2</translation>
    </message>
    <message>
        <source>backend data</source>
        <translation>Backend-Daten</translation>
    </message>
</context>
<context>
    <name>hw::BackendsFigures</name>
    <message>
        <source>backend data</source>
        <translation>Backend-Daten</translation>
    </message>
    <message>
        <source>the stored backends snapshot is unreadable: %1</source>
        <translation>der gespeicherte Backends-Schnappschuss ist unlesbar: %1</translation>
    </message>
</context>
<context>
    <name>hw::BackendsOverviewModel</name>
    <message>
        <source>▲ ready for L3</source>
        <translation>▲ bereit für L3</translation>
    </message>
    <message>
        <source>● not ready for L3</source>
        <translation>● nicht bereit für L3</translation>
    </message>
    <message>
        <source>? not enough data for L3</source>
        <translation>? zu wenig Daten für L3</translation>
    </message>
    <message>
        <source>✔ keeps L3</source>
        <translation>✔ hält L3</translation>
    </message>
    <message>
        <source>▼ fails L3</source>
        <translation>▼ verfehlt L3</translation>
    </message>
    <message>
        <source>? no completed job in 7 d</source>
        <translation>? kein abgeschlossener Job in 7 d</translation>
    </message>
    <message>
        <source>● L4: maintainers decide</source>
        <translation>● L4: Maintainer entscheiden</translation>
    </message>
    <message>
        <source>– onboarding, results not stored</source>
        <translation>– Onboarding, Ergebnisse nicht gespeichert</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Pass 7 d</source>
        <translation>Erfolg 7 d</translation>
    </message>
    <message>
        <source>Pass 14 d</source>
        <translation>Erfolg 14 d</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Letztes Ergebnis</translation>
    </message>
    <message>
        <source>Avg queue</source>
        <translation>Ø Queue</translation>
    </message>
    <message>
        <source>E2E P50</source>
        <translation>E2E P50</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Oncalls</source>
        <translation>On-calls</translation>
    </message>
    <message>
        <source>Trust level and L3 device group; sorts by device within each level</source>
        <translation>Vertrauensstufe und L3-Gerätegruppe; sortiert innerhalb jeder Stufe nach Gerät</translation>
    </message>
    <message>
        <source>Newest completed job; sorts by outcome (failures first), then newest first</source>
        <translation>Neuester abgeschlossener Job; sortiert nach Ergebnis (Fehlschläge zuerst), dann die neuesten zuerst</translation>
    </message>
    <message>
        <source>Mean queue time (dispatch → in progress), last 7 days</source>
        <translation>Mittlere Wartezeit in der Queue (ausgelöst → läuft), letzte 7 Tage</translation>
    </message>
    <message>
        <source>▼ temporarily demoted: the relay&apos;s auto-demotion PR is open.
⚠ demotion pending: at L3 and the 7-day figures fail a demotion criterion, not yet flagged by the relay.
Otherwise the L3 readiness verdict.</source>
        <translation>▼ vorübergehend herabgestuft: der Auto-Herabstufungs-PR des Relays ist offen.
⚠ Herabstufung steht an: auf L3, und die 7-Tage-Werte verfehlen ein Herabstufungskriterium, vom Relay noch nicht markiert.
Sonst die Bewertung der L3-Bereitschaft.</translation>
    </message>
    <message>
        <source>Sorts worst first: demoted, pending, then the verdict.</source>
        <translation>Sortiert die schlechtesten zuerst: herabgestuft, ausstehend, dann nach Urteil.</translation>
    </message>
    <message>
        <source>Not listed</source>
        <translation>Nicht gelistet</translation>
    </message>
    <message>
        <source>%1 — no backends</source>
        <translation>%1 — keine Backends</translation>
    </message>
    <message>
        <source>%1 (1 backend)</source>
        <translation>%1 (1 Backend)</translation>
    </message>
    <message>
        <source>%1 (%2 backends)</source>
        <translation>%1 (%2 Backends)</translation>
    </message>
    <message>
        <source>L1 Onboarding: events dispatched, results not stored</source>
        <translation>L1 Onboarding: Events werden ausgelöst, Ergebnisse nicht gespeichert</translation>
    </message>
    <message>
        <source>L2 Observation: results stored and shown on HUD</source>
        <translation>L2 Beobachtung: Ergebnisse gespeichert und auf HUD angezeigt</translation>
    </message>
    <message>
        <source>L3 Stable: non-blocking PR check with label ciflow/crcr/&lt;device&gt;</source>
        <translation>L3 Stabil: nicht blockierender PR-Check mit Label ciflow/crcr/&lt;device&gt;</translation>
    </message>
    <message>
        <source>L4 Mature: check on every PR, blocks merge</source>
        <translation>L4 Ausgereift: Check bei jedem PR, blockiert den Merge</translation>
    </message>
    <message>
        <source>Seen in CI data but in no allowlist level</source>
        <translation>In CI-Daten gesehen, aber in keiner Allowlist-Stufe</translation>
    </message>
    <message>
        <source>device: %1 (label ciflow/crcr/%1)</source>
        <translation>Gerät: %1 (Label ciflow/crcr/%1)</translation>
    </message>
    <message>
        <source>not in the allowlist: level from the latest CI results</source>
        <translation>nicht in der Allowlist: Stufe aus den neuesten CI-Ergebnissen</translation>
    </message>
    <message>
        <source>held for %1 days</source>
        <translation>gehalten seit %1 Tagen</translation>
    </message>
    <message>
        <source>No completed jobs in the last %1 days</source>
        <translation>Keine abgeschlossenen Jobs in den letzten %1 Tagen</translation>
    </message>
    <message>
        <source>no completed job</source>
        <translation>kein abgeschlossener Job</translation>
    </message>
    <message>
        <source>Newest completed job: %1 at %2 UTC</source>
        <translation>Neuester abgeschlossener Job: %1 um %2 UTC</translation>
    </message>
    <message>
        <source>Newest completed job: %1 — %2 at %3 UTC</source>
        <translation>Neuester abgeschlossener Job: %1 — %2 um %3 UTC</translation>
    </message>
    <message>
        <source>An expected outcome of the crcr-test probe: HUD counts it as a pass.</source>
        <translation>Ein erwartetes Ergebnis der crcr-test-Probe: HUD zählt es als bestanden.</translation>
    </message>
    <message>
        <source>▼ temporarily demoted</source>
        <translation>▼ vorübergehend herabgestuft</translation>
    </message>
    <message>
        <source>⚠ demotion pending</source>
        <translation>⚠ Herabstufung steht an</translation>
    </message>
    <message>
        <source>The relay&apos;s auto-demotion PR is open: no new check runs until it is closed.</source>
        <translation>Der Auto-Herabstufungs-PR des Relays ist offen: keine neuen Check-Runs, bis er geschlossen ist.</translation>
    </message>
    <message>
        <source>The last 7 days fail a demotion criterion; the relay has not flagged it yet.</source>
        <translation>Die letzten 7 Tage verfehlen ein Herabstufungskriterium; das Relay hat es noch nicht markiert.</translation>
    </message>
    <message>
        <source>L3 readiness: %1</source>
        <translation>L3-Bereitschaft: %1</translation>
    </message>
    <message>
        <source>MUTED</source>
        <translation>STUMM</translation>
    </message>
    <message>
        <source>ACK</source>
        <translation>BEST.</translation>
    </message>
    <message>
        <source>alerts muted (right-click to unmute)</source>
        <translation>Alarme stumm (Rechtsklick zum Aufheben)</translation>
    </message>
    <message>
        <source>alert acknowledged: investigating</source>
        <translation>Alarm bestätigt: wird untersucht</translation>
    </message>
    <message>
        <source>HUD&apos;s job pass rate of PR jobs over the last 7 days (demotion window).
✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs</source>
        <translation>Job-Erfolgsquote von HUD für PR-Jobs in den letzten 7 Tagen (Herabstufungsfenster).
✔ ≥ 95 %   ▲ 80–95 %   ✖ unter 80 %   – keine abgeschlossenen Jobs</translation>
    </message>
    <message>
        <source>HUD&apos;s job pass rate of PR jobs over the last 14 days (promotion window).
✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs</source>
        <translation>Job-Erfolgsquote von HUD für PR-Jobs in den letzten 14 Tagen (Hochstufungsfenster).
✔ ≥ 95 %   ▲ 80–95 %   ✖ unter 80 %   – keine abgeschlossenen Jobs</translation>
    </message>
    <message>
        <source>HUD&apos;s end-to-end time P50 per workflow run (max queue + first start to last completion; the upper middle value), PR jobs, last 7 days</source>
        <translation>End-to-End-Zeit P50 von HUD pro Workflow-Lauf (maximale Wartezeit + erster Start bis letzter Abschluss; der obere mittlere Wert), PR-Jobs, letzte 7 Tage</translation>
    </message>
    <message>
        <source>device: unknown (HUD&apos;s allowlist API does not give it; set relay/allowlistFile)</source>
        <translation>Gerät: unbekannt (die Allowlist-API von HUD liefert es nicht; setzen Sie relay/allowlistFile)</translation>
    </message>
    <message>
        <source>device unknown</source>
        <translation>Gerät unbekannt</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 jobs passed in the last %4 days
console&apos;s own split — test failures: %5   infra failures: %6 (timed out %7, cancelled %8)</source>
        <translation>%1 — %2 von %3 Jobs in den letzten %4 Tagen bestanden
eigene Aufteilung der Konsole — Testfehlschläge: %5   Infra-Fehlschläge: %6 (Zeitüberschreitung %7, abgebrochen %8)</translation>
    </message>
    <message>
        <source>▽ no data: HUD /crcr temporary demotion, level-status no change</source>
        <translation>▽ keine Daten: HUD /crcr vorübergehende Herabstufung, level-status keine Änderung</translation>
    </message>
</context>
<context>
    <name>hw::BackendsOverviewView</name>
    <message>
        <source>Backends by trust level</source>
        <translation>Backends nach Vertrauensstufe</translation>
    </message>
    <message>
        <source>Pass-rate chips: %1 ≥ 95 %   %2 80–95 %   %3 below 80 %   %4 no completed jobs   ·   Marks: ▼ temporarily demoted (relay&apos;s demotion PR open)   ⚠ demotion pending (7-day figures fail, not flagged yet)   ·   Enter opens a backend</source>
        <translation>Erfolgsquoten-Chips: %1 ≥ 95 %   %2 80–95 %   %3 unter 80 %   %4 keine abgeschlossenen Jobs   ·   Markierungen: ▼ vorübergehend herabgestuft (Herabstufungs-PR des Relays offen)   ⚠ Herabstufung steht an (7-Tage-Werte verfehlt, noch nicht markiert)   ·   Enter öffnet ein Backend</translation>
    </message>
    <message>
        <source>Click a column title to sort</source>
        <translation>Spaltentitel anklicken zum Sortieren</translation>
    </message>
    <message>
        <source>1 backend as of %1 UTC</source>
        <translation>1 Backend, Stand %1 UTC</translation>
    </message>
    <message>
        <source>%1 backends as of %2 UTC</source>
        <translation>%1 Backends, Stand %2 UTC</translation>
    </message>
    <message>
        <source>No backend data yet</source>
        <translation>Noch keine Backend-Daten</translation>
    </message>
    <message>
        <source>  ·  ▼ %1 temporarily demoted</source>
        <translation>  ·  ▼ %1 vorübergehend herabgestuft</translation>
    </message>
    <message>
        <source>  ·  ⚠ %1 demotion pending</source>
        <translation>  ·  ⚠ %1 Herabstufung steht an</translation>
    </message>
    <message>
        <source>&amp;Open %1</source>
        <translation>%1 ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Acknowledge: investigating (on / off)</source>
        <translation>&amp;Bestätigen: wird untersucht (an / aus)</translation>
    </message>
    <message>
        <source>&amp;Mute alerts for this backend (on / off)</source>
        <translation>Alarme für dieses Backend stu&amp;mm schalten (an / aus)</translation>
    </message>
    <message>
        <source>  ·  %1 muted</source>
        <translation>  ·  %1 stumm</translation>
    </message>
</context>
<context>
    <name>hw::BackendsPage</name>
    <message>
        <source>← All backends</source>
        <translation>← Alle Backends</translation>
    </message>
    <message>
        <source>Back to the overview (Esc)</source>
        <translation>Zurück zur Übersicht (Esc)</translation>
    </message>
    <message>
        <source>no backend &quot;%1&quot;; known backends: %2</source>
        <translation>kein Backend &quot;%1&quot;; bekannte Backends: %2</translation>
    </message>
    <message>
        <source>promotion-review-%1.md</source>
        <translation>promotion-review-%1.md</translation>
    </message>
    <message>
        <source>Export promotion review report</source>
        <translation>Review-Bericht zur Hochstufung exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Wrote %1 and the PDF beside it</source>
        <translation>%1 und das PDF daneben geschrieben</translation>
    </message>
    <message>
        <source>◀◀ The past: backend figures as of %1, as fetched at %2 (from the recording).</source>
        <translation>◀◀ Vergangenheit: Backend-Zahlen vom %1, abgerufen um %2 (aus der Aufzeichnung).</translation>
    </message>
    <message>
        <source>Demo data: backend figures as of %1 (generated from the real allowlist history).</source>
        <translation>Demodaten: Backend-Werte, Stand %1 (erzeugt aus dem echten Allowlist-Verlauf).</translation>
    </message>
    <message>
        <source>No backend data yet.</source>
        <translation>Noch keine Backend-Daten.</translation>
    </message>
    <message>
        <source>No backend data yet: %1</source>
        <translation>Noch keine Backend-Daten: %1</translation>
    </message>
    <message>
        <source>Backend figures may be out of date (as of %1): %2</source>
        <translation>Backend-Werte sind möglicherweise veraltet (Stand %1): %2</translation>
    </message>
    <message>
        <source>Polling waits for new credentials.</source>
        <translation>Die Abfrage wartet auf neue Zugangsdaten.</translation>
    </message>
    <message>
        <source>Set password…</source>
        <translation>Passwort festlegen…</translation>
    </message>
    <message>
        <source>Set relay token…</source>
        <translation>Relay-Token festlegen…</translation>
    </message>
    <message>
        <source>Offline: backend figures from the cache, as of %1.</source>
        <translation>Offline: Backend-Werte aus dem Cache, Stand %1.</translation>
    </message>
    <message>
        <source>Stale: backend figures are from %1.</source>
        <translation>Veraltet: Backend-Werte vom %1.</translation>
    </message>
    <message>
        <source>Report not written: %1 — choose another folder or free disk space</source>
        <translation>Bericht nicht geschrieben: %1 — einen anderen Ordner wählen oder Speicherplatz freigeben</translation>
    </message>
    <message>
        <source>Sign in…</source>
        <translation>Anmelden…</translation>
    </message>
    <message>
        <source>An export is already under way.</source>
        <translation>Ein Export läuft bereits.</translation>
    </message>
    <message>
        <source>Writing %1 and its PDF…</source>
        <translation>Schreibe %1 und das PDF dazu…</translation>
    </message>
    <message>
        <source>Back to the overview</source>
        <translation>Zurück zur Übersicht</translation>
    </message>
    <message>
        <source>Backends</source>
        <translation>Backends</translation>
    </message>
</context>
<context>
    <name>hw::BackendsSnapshotJson</name>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing (missing)</source>
        <translation>nichts (fehlt)</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>%1 erwartet, %2 erhalten</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>expected an integer, got %1</source>
        <translation>eine ganze Zahl erwartet, %1 erhalten</translation>
    </message>
    <message>
        <source>a number or null</source>
        <translation>eine Zahl oder null</translation>
    </message>
    <message>
        <source>&quot;L1&quot;..&quot;L4&quot; or null</source>
        <translation>&quot;L1&quot;..&quot;L4&quot; oder null</translation>
    </message>
    <message>
        <source>unsupported version %1 (expected %2)</source>
        <translation>nicht unterstützte Version %1 (erwartet: %2)</translation>
    </message>
    <message>
        <source>expected the number %1, got %2</source>
        <translation>die Zahl %1 erwartet, %2 erhalten</translation>
    </message>
    <message>
        <source>pull request %1 listed twice</source>
        <translation>Pull-Request %1 doppelt aufgeführt</translation>
    </message>
    <message>
        <source>CRCR snapshot: %1</source>
        <translation>CRCR-Schnappschuss: %1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ein Objekt erwartet</translation>
    </message>
    <message>
        <source>%1 is out of range</source>
        <translation>%1 liegt außerhalb des Wertebereichs</translation>
    </message>
</context>
<context>
    <name>hw::BackendsSync</name>
    <message>
        <source>allowlist %1: no relay client to fetch it with</source>
        <translation>Allowlist %1: kein Relay-Client zum Abrufen vorhanden</translation>
    </message>
    <message>
        <source>allowlist %1</source>
        <translation>Allowlist %1</translation>
    </message>
    <message>
        <source>seen in the relay&apos;s allowlist</source>
        <translation>in der Allowlist des Relays gesehen</translation>
    </message>
    <message>
        <source>cache: the stored backends snapshot is unreadable (%1); it will be replaced by the next poll</source>
        <translation>Cache: der gespeicherte Backends-Schnappschuss ist unlesbar (%1); die nächste Abfrage ersetzt ihn</translation>
    </message>
    <message>
        <source>cache: %1 — free disk space; the poll is retried</source>
        <translation>Cache: %1 — Speicherplatz freigeben; die Abfrage wird wiederholt</translation>
    </message>
</context>
<context>
    <name>hw::CacheWriter</name>
    <message>
        <source>not written: the cache writer has stopped</source>
        <translation>nicht geschrieben: das Schreiben in den Cache wurde beendet</translation>
    </message>
    <message>
        <source>not written: the cache writer was stopped before this write began</source>
        <translation>nicht geschrieben: das Schreiben in den Cache wurde beendet, bevor dieser Schreibvorgang begann</translation>
    </message>
</context>
<context>
    <name>hw::ClickHouseError</name>
    <message>
        <source>unsupported Content-Encoding &apos;%1&apos; — a proxy re-encodes the answer: point clickhouse/url at ClickHouse itself</source>
        <translation>nicht unterstütztes Content-Encoding &apos;%1&apos; — ein Proxy kodiert die Antwort um: clickhouse/url direkt auf ClickHouse zeigen lassen</translation>
    </message>
    <message>
        <source>check the host, port and path of clickhouse/url (ClickHouse&apos;s HTTP port is usually 8443 or 8123)</source>
        <translation>Host, Port und Pfad von clickhouse/url prüfen (der HTTP-Port von ClickHouse ist meist 8443 oder 8123)</translation>
    </message>
    <message>
        <source>no ClickHouse host given — set clickhouse/url in Profile ▸ Edit this profile…</source>
        <translation>kein ClickHouse-Host angegeben — clickhouse/url unter Profil ▸ Dieses Profil bearbeiten… setzen</translation>
    </message>
    <message>
        <source>the host, user or database contains a control character — fix clickhouse/url, user or database in Profile ▸ Edit this profile…</source>
        <translation>Host, Benutzer oder Datenbank enthält ein Steuerzeichen — clickhouse/url, user oder database unter Profil ▸ Dieses Profil bearbeiten… korrigieren</translation>
    </message>
    <message>
        <source>the password contains a control character — set it again (File ▸ Set ClickHouse password…)</source>
        <translation>das Passwort enthält ein Steuerzeichen — es erneut festlegen (Datei ▸ ClickHouse-Passwort festlegen…)</translation>
    </message>
    <message>
        <source>refusing to send credentials over plain http:// to %1; use https://, or set clickhouse/allowInsecureHttp=true in the profile if you accept that</source>
        <translation>Zugangsdaten werden nicht über unverschlüsseltes http:// an %1 gesendet; https:// verwenden oder, wenn das akzeptabel ist, clickhouse/allowInsecureHttp=true im Profil setzen</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>network error</source>
        <translation>Netzwerkfehler</translation>
    </message>
    <message>
        <source>TLS error</source>
        <translation>TLS-Fehler</translation>
    </message>
    <message>
        <source>configuration error</source>
        <translation>Konfigurationsfehler</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>HTTP error</source>
        <translation>HTTP-Fehler</translation>
    </message>
    <message>
        <source>server error</source>
        <translation>Serverfehler</translation>
    </message>
    <message>
        <source>response too large</source>
        <translation>Antwort zu groß</translation>
    </message>
    <message>
        <source>unexpected response</source>
        <translation>unerwartete Antwort</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>corrupt gzip response: %1</source>
        <translation>beschädigte gzip-Antwort: %1</translation>
    </message>
    <message>
        <source>retrying; if it persists, check for a proxy in front of ClickHouse</source>
        <translation>neuer Versuch läuft; wenn es anhält, auf einen Proxy vor ClickHouse prüfen</translation>
    </message>
    <message>
        <source>if it persists, check for a proxy in front of ClickHouse</source>
        <translation>wenn es anhält, auf einen Proxy vor ClickHouse prüfen</translation>
    </message>
    <message>
        <source>retrying; if it persists, tell the ClickHouse admins</source>
        <translation>neuer Versuch läuft; wenn es anhält, die ClickHouse-Admins informieren</translation>
    </message>
    <message>
        <source>if it persists, tell the ClickHouse admins</source>
        <translation>wenn es anhält, die ClickHouse-Admins informieren</translation>
    </message>
    <message>
        <source>the server answered with an HTML page, not ClickHouse — check the URL or sign in to the proxy</source>
        <translation>der Server antwortete mit einer HTML-Seite, nicht ClickHouse — die URL prüfen oder am Proxy anmelden</translation>
    </message>
    <message>
        <source>reply with more than %1 rows — choose a shorter range (or lower grid/maxCommits)</source>
        <translation>Antwort mit mehr als %1 Zeilen — einen kürzeren Zeitraum wählen (oder grid/maxCommits senken)</translation>
    </message>
    <message>
        <source>authentication failed</source>
        <translation>Authentifizierung fehlgeschlagen</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>Code %1</translation>
    </message>
    <message>
        <source>check clickhouse/database (Profile ▸ Edit this profile…)</source>
        <translation>clickhouse/database prüfen (Profil ▸ Dieses Profil bearbeiten…)</translation>
    </message>
    <message>
        <source>the server gave no message</source>
        <translation>der Server lieferte keine Meldung</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>fehlerhaftes JSON: %1</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>more than %1 rows</source>
        <translation>mehr als %1 Zeilen</translation>
    </message>
    <message>
        <source>column names: %1</source>
        <translation>Spaltennamen: %1</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>check clickhouse/url (Profile ▸ Edit this profile…): ClickHouse itself never redirects</source>
        <translation>clickhouse/url prüfen (Profil ▸ Dieses Profil bearbeiten…): ClickHouse selbst leitet nie um</translation>
    </message>
    <message>
        <source>redirect without a valid target not followed</source>
        <translation>Umleitung ohne gültiges Ziel nicht gefolgt</translation>
    </message>
    <message>
        <source>redirect to &apos;%1&apos; not followed</source>
        <translation>Umleitung nach &apos;%1&apos; nicht gefolgt</translation>
    </message>
    <message numerus="yes">
        <source>the server stopped the query after %n s</source>
        <translation>
            <numerusform>der Server hat die Abfrage nach %n s abgebrochen</numerusform>
            <numerusform>der Server hat die Abfrage nach %n s abgebrochen</numerusform>
        </translation>
    </message>
    <message>
        <source>the server stopped the query at its time limit</source>
        <translation>der Server hat die Abfrage an seinem Zeitlimit abgebrochen</translation>
    </message>
    <message>
        <source>narrow the range or the branch, or raise clickhouse/maxExecutionSeconds (Profile ▸ Edit this profile…)</source>
        <translation>grenzen Sie den Zeitraum oder den Branch ein, oder erhöhen Sie clickhouse/maxExecutionSeconds (Profil ▸ Dieses Profil bearbeiten…)</translation>
    </message>
</context>
<context>
    <name>hw::ClickHouseRowReader</name>
    <message>
        <source>column &apos;%1&apos; has type %2, expected %3</source>
        <translation>Spalte &apos;%1&apos; hat den Typ %2, erwartet: %3</translation>
    </message>
    <message>
        <source> (value &apos;%1&apos;)</source>
        <translation> (Wert &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>%1 — this table is not HUD&apos;s schema: check clickhouse/database, or update HUD Watch</source>
        <translation>%1 — diese Tabelle hat nicht das Schema von HUD: clickhouse/database prüfen oder HUD Watch aktualisieren</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; is out of range (%2)</source>
        <translation>Spalte &apos;%1&apos; liegt außerhalb des Bereichs (%2)</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; has value %2, expected 0 or 1</source>
        <translation>Spalte &apos;%1&apos; hat den Wert %2, erwartet: 0 oder 1</translation>
    </message>
</context>
<context>
    <name>hw::ClickHouseSql</name>
    <message>
        <source>no value bound for placeholder {%1} (a bug in HUD Watch: please report it)</source>
        <translation>kein Wert für den Platzhalter {%1} gebunden (ein Fehler in HUD Watch: bitte melden)</translation>
    </message>
    <message>
        <source>cannot bind a value of type %1 to {%2} (a bug in HUD Watch: please report it)</source>
        <translation>ein Wert vom Typ %1 kann nicht an {%2} gebunden werden (ein Fehler in HUD Watch: bitte melden)</translation>
    </message>
    <message>
        <source>binding {%1} is not used by the query (a bug in HUD Watch: please report it)</source>
        <translation>die Bindung {%1} wird von der Abfrage nicht verwendet (ein Fehler in HUD Watch: bitte melden)</translation>
    </message>
</context>
<context>
    <name>hw::ColumnProbeRows</name>
    <message>
        <source>a column name of %1 bytes</source>
        <translation>ein Spaltenname mit %1 Bytes</translation>
    </message>
    <message>
        <source>expected two columns, got %1</source>
        <translation>zwei Spalten erwartet, %1 erhalten</translation>
    </message>
    <message>
        <source>expected two fields, got %1</source>
        <translation>zwei Felder erwartet, %1 erhalten</translation>
    </message>
</context>
<context>
    <name>hw::CommandPalette</name>
    <message>
        <source>Go to a view, backend, job, flaky test or action…</source>
        <translation>Zu Ansicht, Backend, Job, Flaky-Test oder Aktion springen…</translation>
    </message>
</context>
<context>
    <name>hw::CommandPaletteModel</name>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Flaky test</source>
        <translation>Flaky-Test</translation>
    </message>
</context>
<context>
    <name>hw::ConnectionTest</name>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>no answer within %1 s: check the address, the port and that the server is up</source>
        <translation>keine Antwort innerhalb von %1 s: Adresse und Port prüfen und ob der Server läuft</translation>
    </message>
    <message>
        <source>ClickHouse</source>
        <translation>ClickHouse</translation>
    </message>
    <message>
        <source>not checked: ClickHouse cannot be reached</source>
        <translation>nicht geprüft: ClickHouse ist nicht erreichbar</translation>
    </message>
    <message>
        <source>ClickHouse %1 at %2</source>
        <translation>ClickHouse %1 auf %2</translation>
    </message>
    <message>
        <source>%1: %2 rows</source>
        <translation>%1: %2 Zeilen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>relay allowlist</source>
        <translation>Relay-Allowlist</translation>
    </message>
    <message>
        <source>allowlist: %1 L1, %2 L2, %3 L3, %4 L4 backends from %5</source>
        <translation>Allowlist: %1 L1-, %2 L2-, %3 L3-, %4 L4-Backends von %5</translation>
    </message>
    <message>
        <source>OpenID provider</source>
        <translation>OpenID-Anbieter</translation>
    </message>
    <message>
        <source>authorization</source>
        <translation>Autorisierung</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>device authorization</source>
        <translation>Geräteautorisierung</translation>
    </message>
    <message>
        <source>revocation</source>
        <translation>Widerruf</translation>
    </message>
    <message>
        <source>introspection</source>
        <translation>Introspektion</translation>
    </message>
    <message>
        <source>userinfo</source>
        <translation>Userinfo</translation>
    </message>
    <message>
        <source>%1: endpoints %2; device flow: %3</source>
        <translation>%1: Endpunkte %2; Device-Flow: %3</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>the server answered no version — check that clickhouse/url is ClickHouse&apos;s HTTP port</source>
        <translation>der Server nannte keine Version — prüfen, ob clickhouse/url auf den HTTP-Port von ClickHouse zeigt</translation>
    </message>
    <message>
        <source>the server answered no row count — check that clickhouse/url is ClickHouse&apos;s HTTP port</source>
        <translation>der Server nannte keine Zeilenzahl — prüfen, ob clickhouse/url auf den HTTP-Port von ClickHouse zeigt</translation>
    </message>
</context>
<context>
    <name>hw::Console</name>
    <message>
        <source>demo recording</source>
        <translation>Demo-Aufzeichnung</translation>
    </message>
    <message>
        <source>ClickHouse password</source>
        <translation>ClickHouse-Passwort</translation>
    </message>
    <message>
        <source>Password for %1 at %2.
It is stored in your system keychain, never in a file.</source>
        <translation>Passwort für %1 auf %2.
Es wird im Schlüsselbund des Systems gespeichert, nie in einer Datei.</translation>
    </message>
    <message>
        <source>Keychain</source>
        <translation>Schlüsselbund</translation>
    </message>
    <message>
        <source>◀◀ Replaying %1 — showing %2</source>
        <translation>◀◀ Wiedergabe von %1 — zeigt %2</translation>
    </message>
    <message>
        <source>demo figures of their own dates, %1 – %2, not of the demo&apos;s day (%3)</source>
        <translation>Demo-Zahlen aus ihren eigenen Daten, %1 – %2, nicht vom Tag der Demo (%3)</translation>
    </message>
    <message>
        <source>The password could not be stored: %1
Unlock or start your keychain (GNOME Keyring, KWallet), then set it again (File ▸ Set ClickHouse password…).</source>
        <translation>Das Passwort konnte nicht gespeichert werden: %1
Den Schlüsselbund entsperren oder starten (GNOME Keyring, KWallet), dann das Passwort erneut festlegen (Datei ▸ ClickHouse-Passwort festlegen…).</translation>
    </message>
    <message>
        <source>The cache held another repository&apos;s rows; they were cleared for %1.</source>
        <translation>Der Cache enthielt Zeilen eines anderen Repositorys; sie wurden für %1 gelöscht.</translation>
    </message>
</context>
<context>
    <name>hw::ConsoleHost</name>
    <message>
        <source>Switch profile</source>
        <translation>Profil wechseln</translation>
    </message>
    <message>
        <source>Cannot open profile &quot;%1&quot;: %2
Staying with the current one.</source>
        <translation>Profil &quot;%1&quot; kann nicht geöffnet werden: %2
Das aktuelle Profil bleibt aktiv.</translation>
    </message>
    <message>
        <source>Edit profile</source>
        <translation>Profil bearbeiten</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>Profil speichern</translation>
    </message>
    <message>
        <source>Keychain</source>
        <translation>Schlüsselbund</translation>
    </message>
    <message>
        <source>Import a profile</source>
        <translation>Profil importieren</translation>
    </message>
    <message>
        <source>Profiles (*.ini);;All files (*)</source>
        <translation>Profile (*.ini);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Imported profile &quot;%1&quot; (no secrets: set its password when you open it).</source>
        <translation>Profil &quot;%1&quot; importiert (ohne Geheimnisse: das Passwort beim Öffnen setzen).</translation>
    </message>
    <message>
        <source>Export this profile</source>
        <translation>Dieses Profil exportieren</translation>
    </message>
    <message>
        <source>Profiles (*.ini)</source>
        <translation>Profile (*.ini)</translation>
    </message>
    <message>
        <source>Exported to %1, without secrets.</source>
        <translation>Nach %1 exportiert, ohne Geheimnisse.</translation>
    </message>
    <message>
        <source>Open in a text editor</source>
        <translation>In einem Texteditor öffnen</translation>
    </message>
    <message>
        <source>The profile was saved, but the password could not be stored: %1
Unlock or start your keychain (GNOME Keyring, KWallet), then set it again (File ▸ Set ClickHouse password…).</source>
        <translation>Das Profil wurde gespeichert, aber das Passwort konnte nicht abgelegt werden: %1
Den Schlüsselbund entsperren oder starten (GNOME Keyring, KWallet), dann das Passwort erneut festlegen (Datei ▸ ClickHouse-Passwort festlegen…).</translation>
    </message>
    <message>
        <source>Opening profile &quot;%1&quot; was cancelled; this one stays.</source>
        <translation>Das Öffnen von Profil „%1“ wurde abgebrochen; dieses bleibt.</translation>
    </message>
</context>
<context>
    <name>hw::ConsoleInputs</name>
    <message>
        <source>Opening the cache of profile %1…</source>
        <translation>Der Cache von Profil %1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Preparing the demo recording…</source>
        <translation>Die Demo-Aufzeichnung wird vorbereitet…</translation>
    </message>
    <message>
        <source>Reading the recording %1…</source>
        <translation>Die Aufzeichnung %1 wird gelesen…</translation>
    </message>
    <message>
        <source>the bundled demo recording cannot be loaded: %1 — reinstall HUD Watch, or start with --profile NAME</source>
        <translation>die mitgelieferte Demo-Aufzeichnung kann nicht geladen werden: %1 — HUD Watch neu installieren oder mit --profile NAME starten</translation>
    </message>
    <message>
        <source>cannot replay %1: %2</source>
        <translation>%1 kann nicht wiedergegeben werden: %2</translation>
    </message>
    <message>
        <source>%1 — move the file aside (HUD Watch fetches the data again) or set cache/path in the profile</source>
        <translation>%1 — die Datei beiseite legen (HUD Watch ruft die Daten erneut ab) oder cache/path im Profil setzen</translation>
    </message>
    <message>
        <source>Opening the cache of profile %1 and writing what it holds to %2…</source>
        <translation>Der Cache von Profil %1 wird geöffnet und sein Inhalt nach %2 geschrieben…</translation>
    </message>
    <message>
        <source>--record %1: %2</source>
        <translation>--record %1: %2</translation>
    </message>
    <message>
        <source>cannot open %1: %2 — give --utilization an nvidia-smi CSV or monitor.py JSON lines file</source>
        <translation>%1 kann nicht geöffnet werden: %2 — --utilization eine nvidia-smi-CSV oder eine Datei mit JSON-Zeilen von monitor.py geben</translation>
    </message>
    <message>
        <source>%1 — fix the file, or remove grid/groupingFile from the profile</source>
        <translation>%1 — korrigieren Sie die Datei oder entfernen Sie grid/groupingFile aus dem Profil</translation>
    </message>
</context>
<context>
    <name>hw::CredentialStore</name>
    <message>
        <source>no secret stored for %1</source>
        <translation>kein Geheimnis für %1 gespeichert</translation>
    </message>
    <message>
        <source>keychain access denied for %1 — allow HUD Watch in your keychain (GNOME Keyring, KWallet)</source>
        <translation>Zugriff auf den Schlüsselbund für %1 verweigert — HUD Watch im Schlüsselbund erlauben (GNOME Keyring, KWallet)</translation>
    </message>
    <message>
        <source>keychain error for %1: %2 — unlock or start your keychain (GNOME Keyring, KWallet)</source>
        <translation>Schlüsselbund-Fehler für %1: %2 — den Schlüsselbund entsperren oder starten (GNOME Keyring, KWallet)</translation>
    </message>
    <message>
        <source>the keychain did not answer within %1 s (is it locked, or waiting for a password prompt?)</source>
        <translation>der Schlüsselbund hat nicht innerhalb von %1 s geantwortet (ist er gesperrt oder wartet er auf eine Passwortabfrage?)</translation>
    </message>
    <message>
        <source>no keychain available (Secret Service not running?)</source>
        <translation>kein Schlüsselbund verfügbar (läuft Secret Service nicht?)</translation>
    </message>
</context>
<context>
    <name>hw::CustomRangeDialog</name>
    <message>
        <source>Custom time range</source>
        <translation>Eigener Zeitraum</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>local time</source>
        <translation>Ortszeit</translation>
    </message>
    <message>
        <source>&amp;From (%1):</source>
        <translation>&amp;Von (%1):</translation>
    </message>
    <message>
        <source>&amp;To (%1):</source>
        <translation>&amp;Bis (%1):</translation>
    </message>
    <message>
        <source>⚠ The range ends before it starts.</source>
        <translation>⚠ Der Zeitraum endet, bevor er beginnt.</translation>
    </message>
</context>
<context>
    <name>hw::DesktopNotifier</name>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>hw::DisabledTestsModel</name>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Disabled by issue #%1 since %2 (UTC)</source>
        <translation>Deaktiviert durch Issue #%1 seit %2 (UTC)</translation>
    </message>
    <message>
        <source>Disabled test</source>
        <translation>Deaktivierter Test</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Platforms</source>
        <translation>Plattformen</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
</context>
<context>
    <name>hw::ExportWindowDialog</name>
    <message>
        <source>Export time window</source>
        <translation>Zeitfenster exportieren</translation>
    </message>
    <message>
        <source>Writes the grid&apos;s commits and job rows of a time window to one file that &lt;tt&gt;hudwatch --replay FILE&lt;/tt&gt; opens offline. No password or token is written.</source>
        <translation>Schreibt die Commits und Jobzeilen des Rasters in einem Zeitfenster in eine Datei, die &lt;tt&gt;hudwatch --replay DATEI&lt;/tt&gt; offline öffnet. Kein Passwort und kein Token wird geschrieben.</translation>
    </message>
    <message>
        <source>Held:</source>
        <translation>Vorhanden:</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>⚠ The window ends before it starts.</source>
        <translation>⚠ Das Fenster endet, bevor es beginnt.</translation>
    </message>
</context>
<context>
    <name>hw::FigureCommand</name>
    <message>
        <source>Print JSON (the format these commands write).</source>
        <translation>JSON ausgeben (das Format, das diese Befehle schreiben).</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Try &apos;hudwatch %1 --help&apos;.</source>
        <translation>Versuchen Sie &apos;hudwatch %1 --help&apos;.</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>give --json: the figures are printed as JSON (the shapes are in the README)</source>
        <translation>geben Sie --json an: die Werte werden als JSON ausgegeben (die Formen stehen in der README)</translation>
    </message>
</context>
<context>
    <name>hw::FigureSource</name>
    <message>
        <source>Read the profile NAME&apos;s cache (what its console shows offline).</source>
        <translation>Den Cache des Profils NAME lesen (was seine Konsole offline zeigt).</translation>
    </message>
    <message>
        <source>Read a recording FILE (or &quot;demo&quot;); without --profile and --replay, the bundled demo recording.</source>
        <translation>Eine Aufzeichnung DATEI lesen (oder &quot;demo&quot;); ohne --profile und --replay die mitgelieferte Demo-Aufzeichnung.</translation>
    </message>
    <message>
        <source>The instant of the recording to read: ISO 8601 UTC (2024-08-14T03:10:00Z) or a time of day (03:10) on its first day (default: the demo&apos;s live instant, a recording&apos;s end).</source>
        <translation>Der zu lesende Zeitpunkt der Aufzeichnung: ISO 8601 UTC (2024-08-14T03:10:00Z) oder eine Uhrzeit (03:10) an ihrem ersten Tag (Standard: bei der Demo ihr Live-Zeitpunkt, bei einer Aufzeichnung ihr Ende).</translation>
    </message>
    <message>
        <source>--profile and --replay cannot be combined</source>
        <translation>--profile und --replay können nicht kombiniert werden</translation>
    </message>
    <message>
        <source>--at reads a recording: give --replay FILE (make one with &apos;hudwatch --profile %1 --record FILE&apos;)</source>
        <translation>--at liest eine Aufzeichnung: geben Sie --replay DATEI an (erstellen Sie eine mit &apos;hudwatch --profile %1 --record DATEI&apos;)</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no cache yet (%2): open the console with --profile %1 once</source>
        <translation>Profil &quot;%1&quot; hat noch keinen Cache (%2): öffnen Sie die Konsole einmal mit --profile %1</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no grid rows cached yet: open the console with --profile %1 once</source>
        <translation>Profil &quot;%1&quot; hat noch keine Rasterzeilen im Cache: öffnen Sie die Konsole einmal mit --profile %1</translation>
    </message>
    <message>
        <source>this recording has no %1 at or before %2</source>
        <translation>diese Aufzeichnung hat kein %1 am oder vor %2</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no %2 cached yet: open its view in the console with --profile %1 once</source>
        <translation>Profil &quot;%1&quot; hat %2 noch nicht im Cache: öffnen Sie die zugehörige Ansicht einmal in der Konsole mit --profile %1</translation>
    </message>
</context>
<context>
    <name>hw::FlakyClickHouseSource</name>
    <message>
        <source>flaky tests: invalid time range %1 .. %2 (it must be non-empty and at most %3 days): choose another range</source>
        <translation>Flaky-Tests: ungültiger Zeitraum %1 .. %2 (er darf nicht leer und höchstens %3 Tage lang sein): einen anderen Zeitraum wählen</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; has type %2, expected array</source>
        <translation>Spalte &apos;%1&apos; hat den Typ %2, erwartet: Array</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; holds a %2, expected strings</source>
        <translation>Spalte &apos;%1&apos; enthält %2, erwartet: Zeichenketten</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; is empty</source>
        <translation>Spalte &apos;%1&apos; ist leer</translation>
    </message>
    <message>
        <source>%1 flaky and %2 failed runs of %3</source>
        <translation>%1 Flaky- und %2 fehlgeschlagene von %3 Läufen</translation>
    </message>
    <message>
        <source>column &apos;issue&apos; is not an issue number (%1)</source>
        <translation>Spalte &apos;issue&apos; ist keine Issue-Nummer (%1)</translation>
    </message>
    <message>
        <source>flaky tests: invalid ClickHouse table name &apos;%1&apos; (a bug in HUD Watch: please report it)</source>
        <translation>Flaky-Tests: ungültiger ClickHouse-Tabellenname &apos;%1&apos; (ein Fehler in HUD Watch: bitte melden)</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; holds a %2, expected integers</source>
        <translation>Spalte &apos;%1&apos; enthält %2, erwartet: ganze Zahlen</translation>
    </message>
    <message>
        <source>numGreen %1 and numRed %2 of a flaky test</source>
        <translation>numGreen %1 und numRed %2 bei einem Flaky-Test</translation>
    </message>
    <message>
        <source>numGreen %1 and numRed %2 of a rerun test</source>
        <translation>numGreen %1 und numRed %2 bei einem wiederholten Test</translation>
    </message>
</context>
<context>
    <name>hw::FlakyDemo</name>
    <message>
        <source>the demo has no runs of %1</source>
        <translation>die Demo hat keine Läufe von %1</translation>
    </message>
</context>
<context>
    <name>hw::FlakyFeature</name>
    <message>
        <source>flaky tests</source>
        <translation>Flaky-Tests</translation>
    </message>
    <message>
        <source>this recording has no test runs</source>
        <translation>diese Aufzeichnung enthält keine Testläufe</translation>
    </message>
    <message>
        <source>offline: the runs of a test are fetched from ClickHouse — start without --offline to see them</source>
        <translation>offline: die Läufe eines Tests werden aus ClickHouse abgerufen — ohne --offline starten, um sie zu sehen</translation>
    </message>
</context>
<context>
    <name>hw::FlakyFigures</name>
    <message>
        <source>flaky-test results</source>
        <translation>Flaky-Test-Ergebnisse</translation>
    </message>
    <message>
        <source>the stored flaky-test results are unreadable: %1</source>
        <translation>die gespeicherten Flaky-Test-Ergebnisse sind unlesbar: %1</translation>
    </message>
</context>
<context>
    <name>hw::FlakyHistoryJson</name>
    <message>
        <source>not a JSON object (%1)</source>
        <translation>kein JSON-Objekt (%1)</translation>
    </message>
    <message>
        <source>version %1, this build reads version %2</source>
        <translation>Version %1, dieser Build liest Version %2</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <source>not an outcome</source>
        <translation>kein Ergebnis</translation>
    </message>
</context>
<context>
    <name>hw::FlakyPage</name>
    <message>
        <source>Disabled tests per day, by platform</source>
        <translation>Deaktivierte Tests pro Tag, nach Plattform</translation>
    </message>
    <message>
        <source>No disabled-test snapshots in this time range</source>
        <translation>Keine Momentaufnahmen deaktivierter Tests in diesem Zeitraum</translation>
    </message>
    <message>
        <source>Filter tests by regular expression (file · class · name)</source>
        <translation>Tests per regulärem Ausdruck filtern (Datei · Klasse · Name)</translation>
    </message>
    <message>
        <source>Test filter</source>
        <translation>Testfilter</translation>
    </message>
    <message>
        <source>at least </source>
        <translation>mindestens </translation>
    </message>
    <message>
        <source> runs</source>
        <translation> Läufe</translation>
    </message>
    <message>
        <source>Tests with fewer runs are left out: a flake rate from a handful of runs says little</source>
        <translation>Tests mit weniger Läufen werden ausgelassen: eine Flake-Rate aus einer Handvoll Läufen sagt wenig</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Disabled now</source>
        <translation>Jetzt deaktiviert</translation>
    </message>
    <message>
        <source>Could be re-enabled</source>
        <translation>Wieder aktivierbar</translation>
    </message>
    <message>
        <source>%1 of %2 tests</source>
        <translation>%1 von %2 Tests</translation>
    </message>
    <message>
        <source>No flaky tests in this range</source>
        <translation>Keine Flaky-Tests in diesem Zeitraum</translation>
    </message>
    <message>
        <source>Enter or double-click: every run of the test</source>
        <translation>Enter oder Doppelklick: alle Läufe des Tests</translation>
    </message>
    <message>
        <source> · ⊘ %1 disabled now</source>
        <translation> · ⊘ %1 jetzt deaktiviert</translation>
    </message>
    <message>
        <source> · ✓ %1 could be re-enabled</source>
        <translation> · ✓ %1 wieder aktivierbar</translation>
    </message>
    <message>
        <source> · 1 test run without a name not counted</source>
        <translation> · 1 Testlauf ohne Namen nicht gezählt</translation>
    </message>
    <message>
        <source> · %1 test runs without a name not counted</source>
        <translation> · %1 Testläufe ohne Namen nicht gezählt</translation>
    </message>
    <message>
        <source>flaky tests</source>
        <translation>Flaky-Tests</translation>
    </message>
    <message>
        <source>across-file reruns</source>
        <translation>dateiübergreifende Wiederholungen</translation>
    </message>
    <message>
        <source>disabled per day</source>
        <translation>deaktiviert pro Tag</translation>
    </message>
    <message>
        <source>disabled tests</source>
        <translation>deaktivierte Tests</translation>
    </message>
    <message>
        <source>re-enable candidates</source>
        <translation>Kandidaten für eine Reaktivierung</translation>
    </message>
    <message>
        <source>✗ %1 could not be read: %2</source>
        <translation>✗ %1 nicht lesbar: %2</translation>
    </message>
    <message>
        <source>⚠ 1 flaky test (HUD, in process) with at least %1 runs (console)</source>
        <translation>⚠ 1 Flaky-Test (HUD, im Prozess) mit mindestens %1 Läufen (Konsole)</translation>
    </message>
    <message>
        <source>⚠ %1 flaky tests (HUD, in process) with at least %2 runs (console)</source>
        <translation>⚠ %1 Flaky-Tests (HUD, im Prozess) mit mindestens %2 Läufen (Konsole)</translation>
    </message>
    <message>
        <source> · %1 across-file reruns (HUD)</source>
        <translation> · %1 dateiübergreifende Wiederholungen (HUD)</translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestHistorySource</name>
    <message>
        <source>column &apos;outcome&apos; has an unknown value &apos;%1&apos;</source>
        <translation>Spalte &apos;outcome&apos; hat einen unbekannten Wert &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 flaky and %2 failed runs of %3</source>
        <translation>%1 Flaky- und %2 fehlgeschlagene von %3 Läufen</translation>
    </message>
    <message>
        <source>flaky tests: no test named</source>
        <translation>Flaky-Tests: kein Test angegeben</translation>
    </message>
    <message>
        <source>flaky tests: invalid time range for %1: choose another range</source>
        <translation>Flaky-Tests: ungültiger Zeitraum für %1: einen anderen Zeitraum wählen</translation>
    </message>
    <message>
        <source>flaky tests: invalid ClickHouse table name (a bug in HUD Watch: please report it)</source>
        <translation>Flaky-Tests: ungültiger ClickHouse-Tabellenname (ein Fehler in HUD Watch: bitte melden)</translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestRunsModel</name>
    <message>
        <source>%1 passed</source>
        <translation>%1 bestanden</translation>
    </message>
    <message>
        <source>%1 flaky (passed on rerun)</source>
        <translation>%1 flaky (beim Wiederholen bestanden)</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 skipped</source>
        <translation>%1 übersprungen</translation>
    </message>
    <message>
        <source>job %1 (not in workflow_job)</source>
        <translation>Job %1 (nicht in workflow_job)</translation>
    </message>
    <message>
        <source>Enter or double-click opens %1</source>
        <translation>Enter oder Doppelklick öffnet %1</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestView</name>
    <message>
        <source>← All flaky tests</source>
        <translation>← Alle Flaky-Tests</translation>
    </message>
    <message>
        <source>Back to the list (Esc)</source>
        <translation>Zurück zur Liste (Esc)</translation>
    </message>
    <message>
        <source>Flake rate per day, with its 95 % interval</source>
        <translation>Flake-Rate pro Tag, mit 95-%-Intervall</translation>
    </message>
    <message>
        <source>No runs of this test in this time range</source>
        <translation>Keine Läufe dieses Tests in diesem Zeitraum</translation>
    </message>
    <message>
        <source>⚠ %1 flaky of %2 runs · %3 · %4</source>
        <translation>⚠ %1 flaky von %2 Läufen · %3 · %4</translation>
    </message>
    <message>
        <source>disabled by #%1</source>
        <translation>deaktiviert durch #%1</translation>
    </message>
    <message>
        <source>not disabled</source>
        <translation>nicht deaktiviert</translation>
    </message>
    <message>
        <source>Loading every run…</source>
        <translation>Alle Läufe werden geladen…</translation>
    </message>
    <message>
        <source>1 run</source>
        <translation>1 Lauf</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 Läufe</translation>
    </message>
    <message>
        <source> (the newest; older runs are left out)</source>
        <translation> (die neuesten; ältere Läufe ausgelassen)</translation>
    </message>
    <message>
        <source> · ⚠ %1 malformed rows left out</source>
        <translation> · ⚠ %1 fehlerhafte Zeilen ausgelassen</translation>
    </message>
    <message>
        <source> · Enter on a run opens its job</source>
        <translation> · Enter auf einem Lauf öffnet seinen Job</translation>
    </message>
    <message>
        <source>The runs are not available (see above)</source>
        <translation>Die Läufe sind nicht verfügbar (siehe oben)</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>Zurück zur Liste</translation>
    </message>
    <message>
        <source>Flaky tests</source>
        <translation>Flaky-Tests</translation>
    </message>
    <message>
        <source>Stop loading the runs (Esc)</source>
        <translation>Laden der Läufe abbrechen (Esc)</translation>
    </message>
    <message>
        <source>Cancelled; the runs were not loaded. Enter on the test in the list (Esc goes back to it) loads them again.</source>
        <translation>Abgebrochen; die Läufe wurden nicht geladen. Enter auf dem Test in der Liste (Esc führt zu ihr zurück) lädt sie erneut.</translation>
    </message>
    <message>
        <source>The runs were not loaded (cancelled)</source>
        <translation>Die Läufe wurden nicht geladen (abgebrochen)</translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestsFilterProxy</name>
    <message>
        <source>Invalid regular expression at character %1: %2 — fix it or put \ before . * ( [</source>
        <translation>Ungültiger regulärer Ausdruck bei Zeichen %1: %2 — korrigieren oder \ vor . * ( [ setzen</translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestsModel</name>
    <message>
        <source>%1 % (≥ %2 %)</source>
        <translation>%1 % (≥ %2 %)</translation>
    </message>
    <message>
        <source>unknown job</source>
        <translation>unbekannter Job</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>%1 flaky of %2 runs (%3 more failed without passing). Ranked by the lower bound of the 95 % Wilson interval: few runs give a low bound.</source>
        <translation>%1 flaky von %2 Läufen (%3 weitere fehlgeschlagen, ohne zu bestehen). Sortiert nach der unteren Grenze des 95-%-Wilson-Intervalls: wenige Läufe ergeben eine niedrige Grenze.</translation>
    </message>
    <message>
        <source>The jobs it flaked in are not in workflow_job.</source>
        <translation>Die Jobs, in denen er flakte, sind nicht in workflow_job.</translation>
    </message>
    <message>
        <source>Test (file · class · name)</source>
        <translation>Test (Datei · Klasse · Name)</translation>
    </message>
    <message>
        <source>Platforms / jobs</source>
        <translation>Plattformen / Jobs</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Deaktiviert</translation>
    </message>
    <message>
        <source>Last flake</source>
        <translation>Letzter Flake</translation>
    </message>
    <message>
        <source>Flaky runs (console)</source>
        <translation>Flaky-Läufe (Konsole)</translation>
    </message>
    <message>
        <source>Runs (console)</source>
        <translation>Läufe (Konsole)</translation>
    </message>
    <message>
        <source>Flake rate (console, 95 % lower bound)</source>
        <translation>Flake-Rate (Konsole, untere 95-%-Grenze)</translation>
    </message>
    <message>
        <source>HUD&apos;s flaky_tests/in_subprocess: numGreen = the test&apos;s rows that passed on a rerun with no failure, numRed = their reruns (jobs on main of this repository)</source>
        <translation>flaky_tests/in_subprocess von HUD: numGreen = die Zeilen des Tests, die bei einer Wiederholung ohne Fehler bestanden haben, numRed = ihre Wiederholungen (Jobs auf main dieses Repositorys)</translation>
    </message>
    <message>
        <source>numGreen (HUD)</source>
        <translation>numGreen (HUD)</translation>
    </message>
    <message>
        <source>numRed (HUD)</source>
        <translation>numRed (HUD)</translation>
    </message>
</context>
<context>
    <name>hw::GitHubJobLogClient</name>
    <message>
        <source>GitHub refused the sign-in: %1</source>
        <translation>GitHub hat die Anmeldung abgelehnt: %1</translation>
    </message>
    <message>
        <source>the log&apos;s storage answered HTTP %1 — press L on the cell again in a minute</source>
        <translation>der Log-Speicher antwortete mit HTTP %1 — in einer Minute L auf der Zelle erneut drücken</translation>
    </message>
    <message>
        <source>GitHub wants a sign-in for this log — sign in (File ▸ Sign in)</source>
        <translation>GitHub verlangt für dieses Log eine Anmeldung — anmelden (Datei ▸ Anmelden)</translation>
    </message>
    <message>
        <source>GitHub refused the sign-in — sign in again (File ▸ Sign in)</source>
        <translation>GitHub hat die Anmeldung abgelehnt — erneut anmelden (Datei ▸ Anmelden)</translation>
    </message>
    <message>
        <source>GitHub answered HTTP %1: no such job log, or not visible to anonymous requests — sign in (File ▸ Sign in)</source>
        <translation>GitHub antwortete mit HTTP %1: kein solches Job-Log, oder für anonyme Anfragen nicht sichtbar — anmelden (Datei ▸ Anmelden)</translation>
    </message>
    <message>
        <source>GitHub answered HTTP %1: no such job log, or not visible to this sign-in — open the job&apos;s GitHub page (Enter on the cell)</source>
        <translation>GitHub antwortete mit HTTP %1: kein solches Job-Log, oder für diese Anmeldung nicht sichtbar — die GitHub-Seite des Jobs öffnen (Enter auf der Zelle)</translation>
    </message>
    <message>
        <source>GitHub answered HTTP %1 — press L on the cell again in a minute</source>
        <translation>GitHub antwortete mit HTTP %1 — in einer Minute L auf der Zelle erneut drücken</translation>
    </message>
    <message>
        <source>GitHub answered HTTP %1 — open the job&apos;s GitHub page (Enter on the cell)</source>
        <translation>GitHub antwortete mit HTTP %1 — die GitHub-Seite des Jobs öffnen (Enter auf der Zelle)</translation>
    </message>
</context>
<context>
    <name>hw::GridAlertEvaluator</name>
    <message>
        <source>failing on the last commit, %1</source>
        <translation>schlägt beim letzten Commit fehl, %1</translation>
    </message>
    <message>
        <source>failing on the last %1 commits, since %2</source>
        <translation>schlägt bei den letzten %1 Commits fehl, seit %2</translation>
    </message>
    <message>
        <source>failed (your rule &quot;%1&quot;)</source>
        <translation>fehlgeschlagen (Ihre Regel &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>broken: %1</source>
        <translation>kaputt: %1</translation>
    </message>
    <message>
        <source>trunk</source>
        <translation>Trunk</translation>
    </message>
    <message>
        <source>red for %1 min, broken jobs: %2</source>
        <translation>rot seit %1 min, kaputte Jobs: %2</translation>
    </message>
    <message>
        <source>unreachable, failed polls: %1</source>
        <translation>nicht erreichbar, fehlgeschlagene Abfragen: %1</translation>
    </message>
    <message>
        <source>no new data for %1 min</source>
        <translation>keine neuen Daten seit %1 min</translation>
    </message>
</context>
<context>
    <name>hw::GridClickHouseSource</name>
    <message>
        <source>%1 row %2: %3</source>
        <translation>%1 Zeile %2: %3</translation>
    </message>
</context>
<context>
    <name>hw::GridFilterBar</name>
    <message>
        <source>Filter jobs (regex)…</source>
        <translation>Jobs filtern (Regex)…</translation>
    </message>
    <message>
        <source>Case-insensitive regular expression on &quot;workflow / job&quot;. Press / to focus, Esc to clear.</source>
        <translation>Regulärer Ausdruck auf „workflow / job“ (Groß-/Kleinschreibung egal). / zum Fokussieren, Esc zum Leeren.</translation>
    </message>
    <message>
        <source>Hide green</source>
        <translation>Grüne ausblenden</translation>
    </message>
    <message>
        <source>Hide job columns without any failure or pending run</source>
        <translation>Jobspalten ohne Fehlschlag oder laufenden Lauf ausblenden</translation>
    </message>
    <message>
        <source>Hide unstable</source>
        <translation>Instabile ausblenden</translation>
    </message>
    <message>
        <source>Hide jobs marked unstable (their failures are warnings)</source>
        <translation>Als instabil markierte Jobs ausblenden (ihre Fehlschläge sind Warnungen)</translation>
    </message>
    <message>
        <source>Hide skipped</source>
        <translation>Übersprungene ausblenden</translation>
    </message>
    <message>
        <source>Hide jobs that were skipped on every commit</source>
        <translation>Jobs ausblenden, die bei jedem Commit übersprungen wurden</translation>
    </message>
    <message>
        <source>Grouped</source>
        <translation>Gruppiert</translation>
    </message>
    <message>
        <source>Show one column per job group</source>
        <translation>Eine Spalte pro Jobgruppe zeigen</translation>
    </message>
    <message>
        <source>Invalid regex at %1: %2 — fix it or put \ before . * ( [</source>
        <translation>Ungültiger regulärer Ausdruck an Position %1: %2 — korrigieren oder \ vor . * ( [ setzen</translation>
    </message>
    <message>
        <source>Clear the filter</source>
        <translation>Filter leeren</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Raster</translation>
    </message>
</context>
<context>
    <name>hw::GridJobRows</name>
    <message>
        <source>the reply has no column &apos;%1&apos;</source>
        <translation>die Antwort hat keine Spalte &apos;%1&apos;</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; holds &apos;%2&apos;, expected an integer</source>
        <translation>Spalte &apos;%1&apos; enthält &apos;%2&apos;, erwartet: eine ganze Zahl</translation>
    </message>
</context>
<context>
    <name>hw::GridLegend</name>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>flaky (passed on retry)</source>
        <translation>flaky (bei Wiederholung bestanden)</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>warning (unstable job)</source>
        <translation>Warnung (instabiler Job)</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>skipped / neutral</source>
        <translation>übersprungen / neutral</translation>
    </message>
    <message>
        <source>no job</source>
        <translation>kein Job</translation>
    </message>
    <message>
        <source>other conclusion (e.g. startup failure)</source>
        <translation>anderes Ergebnis (z. B. Startfehler)</translation>
    </message>
</context>
<context>
    <name>hw::GridSync</name>
    <message numerus="yes">
        <source>%n row(s) with invalid UTF-8 text (shown as �)</source>
        <translation>
            <numerusform>%n Zeile mit ungültigem UTF-8-Text (als � angezeigt)</numerusform>
            <numerusform>%n Zeilen mit ungültigem UTF-8-Text (als � angezeigt)</numerusform>
        </translation>
    </message>
    <message>
        <source>cache write failed: %1 — free disk space; the poll is retried</source>
        <translation>Schreiben in den Cache fehlgeschlagen: %1 — Speicherplatz freigeben; die Abfrage wird wiederholt</translation>
    </message>
    <message>
        <source>cache: %1 — if this persists, move the cache file aside (HUD Watch fetches the data again)</source>
        <translation>Cache: %1 — wenn es anhält, die Cache-Datei beiseite legen (HUD Watch ruft die Daten erneut ab)</translation>
    </message>
    <message>
        <source>cache: the older commits cannot be read: %1 — if this persists, move the cache file aside (HUD Watch fetches the data again)</source>
        <translation>Cache: die älteren Commits sind nicht lesbar: %1 — wenn es anhält, die Cache-Datei beiseite legen (HUD Watch ruft die Daten erneut ab)</translation>
    </message>
</context>
<context>
    <name>hw::GroupingRules</name>
    <message>
        <source>cannot read grouping file %1: %2</source>
        <translation>Gruppierungsdatei %1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <source>grouping config is not valid JSON (offset %1): %2</source>
        <translation>die Gruppierung ist kein gültiges JSON (Offset %1): %2</translation>
    </message>
    <message>
        <source>grouping config must be a JSON object with a &quot;groups&quot; array</source>
        <translation>die Gruppierung muss ein JSON-Objekt mit einem Array &quot;groups&quot; sein</translation>
    </message>
    <message>
        <source>grouping config has no &quot;groups&quot; array</source>
        <translation>die Gruppierung hat kein Array &quot;groups&quot;</translation>
    </message>
    <message>
        <source>grouping config: group #%1 has no name</source>
        <translation>Gruppierung: Gruppe Nr. %1 hat keinen Namen</translation>
    </message>
    <message>
        <source>grouping config: group &quot;%1&quot; has no pattern</source>
        <translation>Gruppierung: Gruppe &quot;%1&quot; hat kein Muster</translation>
    </message>
    <message>
        <source>grouping config: group &quot;%1&quot; has unknown flag &apos;%2&apos; (only &apos;i&apos;)</source>
        <translation>Gruppierung: Gruppe &quot;%1&quot; hat das unbekannte Flag &apos;%2&apos; (nur &apos;i&apos;)</translation>
    </message>
    <message>
        <source>grouping config: group &quot;%1&quot; has an invalid pattern &quot;%2&quot;: %3 at offset %4</source>
        <translation>Gruppierung: Gruppe &quot;%1&quot; hat ein ungültiges Muster &quot;%2&quot;: %3 bei Offset %4</translation>
    </message>
    <message>
        <source>grouping config: &quot;fallback&quot; must be a non-empty string</source>
        <translation>Gruppierung: &quot;fallback&quot; muss eine nicht leere Zeichenkette sein</translation>
    </message>
</context>
<context>
    <name>hw::GuardedReply</name>
    <message>
        <source>response larger than %1 MB</source>
        <translation>Antwort größer als %1 MB</translation>
    </message>
    <message>
        <source>could not connect within %1 s</source>
        <translation>keine Verbindung innerhalb von %1 s</translation>
    </message>
    <message>
        <source>no response data for %1 s</source>
        <translation>seit %1 s keine Antwortdaten</translation>
    </message>
    <message>
        <source>no complete response within %1 s</source>
        <translation>keine vollständige Antwort innerhalb von %1 s</translation>
    </message>
    <message>
        <source>TLS certificate verification failed: %1</source>
        <translation>Prüfung des TLS-Zertifikats fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>connection closed before the whole response arrived (%1)</source>
        <translation>Verbindung geschlossen, bevor die ganze Antwort ankam (%1)</translation>
    </message>
</context>
<context>
    <name>hw::GzipDecoder</name>
    <message>
        <source>not gzip data</source>
        <translation>keine gzip-Daten</translation>
    </message>
    <message>
        <source>zlib could not be initialised (out of memory?)</source>
        <translation>zlib konnte nicht initialisiert werden (Speicher voll?)</translation>
    </message>
    <message>
        <source>decompressed data larger than %1 bytes</source>
        <translation>entpackte Daten größer als %1 Bytes</translation>
    </message>
    <message>
        <source>truncated %1 data</source>
        <translation>abgeschnittene %1-Daten</translation>
    </message>
    <message>
        <source>corrupt %1 data: CRC or length mismatch (%2)</source>
        <translation>beschädigte %1-Daten: CRC oder Länge stimmt nicht (%2)</translation>
    </message>
    <message>
        <source>corrupt %1 data (%2)</source>
        <translation>beschädigte %1-Daten (%2)</translation>
    </message>
</context>
<context>
    <name>hw::GzipStream</name>
    <message>
        <source>zlib could not be initialised (out of memory?)</source>
        <translation>zlib konnte nicht initialisiert werden (Speicher voll?)</translation>
    </message>
    <message>
        <source>corrupt %1 data: CRC or length mismatch (%2)</source>
        <translation>beschädigte %1-Daten: CRC oder Länge stimmt nicht (%2)</translation>
    </message>
    <message>
        <source>corrupt %1 data (%2)</source>
        <translation>beschädigte %1-Daten (%2)</translation>
    </message>
    <message>
        <source>zlib could not be reset (out of memory?)</source>
        <translation>zlib konnte nicht zurückgesetzt werden (Speicher voll?)</translation>
    </message>
    <message>
        <source>truncated %1 data</source>
        <translation>abgeschnittene %1-Daten</translation>
    </message>
</context>
<context>
    <name>hw::JobCache</name>
    <message>
        <source>cannot limit the size of cache file %1: %2</source>
        <translation>die Größe der Cache-Datei %1 kann nicht begrenzt werden: %2</translation>
    </message>
    <message>
        <source>cannot create the directory %1</source>
        <translation>das Verzeichnis %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot open cache file %1: %2</source>
        <translation>Cache-Datei %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot switch cache file %1 to WAL journal mode: %2</source>
        <translation>Cache-Datei %1 kann nicht in den WAL-Journalmodus geschaltet werden: %2</translation>
    </message>
    <message>
        <source>cannot configure cache file %1: %2</source>
        <translation>Cache-Datei %1 kann nicht eingerichtet werden: %2</translation>
    </message>
    <message>
        <source>cache file %1 does not have the expected schema: %2</source>
        <translation>Cache-Datei %1 hat nicht das erwartete Schema: %2</translation>
    </message>
    <message>
        <source>cannot read job columns from cache file %1: %2</source>
        <translation>Job-Spalten aus Cache-Datei %1 nicht lesbar: %2</translation>
    </message>
    <message>
        <source>cannot read strings from cache file %1: %2</source>
        <translation>Zeichenketten aus Cache-Datei %1 nicht lesbar: %2</translation>
    </message>
    <message>
        <source>cache file %1 is not open</source>
        <translation>Cache-Datei %1 ist nicht geöffnet</translation>
    </message>
    <message>
        <source>cannot start writing to cache file %1: %2</source>
        <translation>Schreiben in Cache-Datei %1 kann nicht beginnen: %2</translation>
    </message>
    <message>
        <source>cannot store batch of %1 commits and %2 jobs from source &quot;%3&quot; in cache file %4, nothing was written: %5</source>
        <translation>Stapel mit %1 Commits und %2 Jobs der Quelle &quot;%3&quot; kann nicht in Cache-Datei %4 gespeichert werden, nichts wurde geschrieben: %5</translation>
    </message>
    <message>
        <source>cannot store the %1 snapshot in cache file %2, the previous one is kept: %3</source>
        <translation>der %1-Schnappschuss kann nicht in Cache-Datei %2 gespeichert werden, der vorige bleibt erhalten: %3</translation>
    </message>
    <message>
        <source>cannot read the %1 snapshot from cache file %2: %3</source>
        <translation>der %1-Schnappschuss aus Cache-Datei %2 ist nicht lesbar: %3</translation>
    </message>
    <message>
        <source>cannot read the history of the %1 snapshot from cache file %2: %3</source>
        <translation>der Verlauf des %1-Schnappschusses aus Cache-Datei %2 ist nicht lesbar: %3</translation>
    </message>
    <message>
        <source>cannot load from cache file %1: %2</source>
        <translation>aus Cache-Datei %1 kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>jobs refer to unknown column or string ids; run an integrity check</source>
        <translation>Jobs verweisen auf unbekannte Spalten- oder Zeichenketten-IDs; eine Integritätsprüfung ausführen</translation>
    </message>
    <message>
        <source>dangling reference in table %1</source>
        <translation>verwaister Verweis in Tabelle %1</translation>
    </message>
    <message>
        <source>cache file %1 failed the integrity check: %2</source>
        <translation>Cache-Datei %1 hat die Integritätsprüfung nicht bestanden: %2</translation>
    </message>
    <message>
        <source>cache file is not a database: %1 (%2); leaving it untouched</source>
        <translation>die Cache-Datei ist keine Datenbank: %1 (%2); sie bleibt unverändert</translation>
    </message>
    <message>
        <source>cache file is corrupt: %1 (%2); leaving it untouched</source>
        <translation>die Cache-Datei ist beschädigt: %1 (%2); sie bleibt unverändert</translation>
    </message>
    <message>
        <source>cannot read cache file %1: %2</source>
        <translation>Cache-Datei %1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <source>file is an SQLite database but not a HUD Watch cache: %1; leaving it untouched</source>
        <translation>die Datei ist eine SQLite-Datenbank, aber kein HUD-Watch-Cache: %1; sie bleibt unverändert</translation>
    </message>
    <message>
        <source>cache file %1 has schema version %2, newer than version %3 that this build of hudwatch understands; leaving it untouched (use a newer hudwatch or another cache file)</source>
        <translation>Cache-Datei %1 hat Schemaversion %2, neuer als die Version %3, die dieser Build von hudwatch versteht; sie bleibt unverändert (ein neueres hudwatch oder eine andere Cache-Datei verwenden)</translation>
    </message>
    <message>
        <source>cache file %1 has no schema version; leaving it untouched</source>
        <translation>Cache-Datei %1 hat keine Schemaversion; sie bleibt unverändert</translation>
    </message>
    <message>
        <source>cannot lock cache file %1 to update its schema: %2</source>
        <translation>Cache-Datei %1 kann zum Aktualisieren des Schemas nicht gesperrt werden: %2</translation>
    </message>
    <message>
        <source>cannot migrate cache file %1 from schema version %2 to %3: %4</source>
        <translation>Cache-Datei %1 kann nicht von Schemaversion %2 auf %3 migriert werden: %4</translation>
    </message>
    <message>
        <source>cannot record schema version %1 in cache file %2: %3</source>
        <translation>Schemaversion %1 kann nicht in Cache-Datei %2 eingetragen werden: %3</translation>
    </message>
    <message>
        <source>cannot create cache file %1: %2</source>
        <translation>Cache-Datei %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>Speicher voll</translation>
    </message>
    <message>
        <source>cannot read the alert history of source &quot;%1&quot; from cache file %2: %3</source>
        <translation>der Alarmverlauf der Quelle „%1“ aus Cache-Datei %2 ist nicht lesbar: %3</translation>
    </message>
    <message>
        <source>an alert transition of unknown kind &quot;%1&quot;</source>
        <translation>ein Alarmwechsel unbekannter Art „%1“</translation>
    </message>
    <message>
        <source>sync state: %1</source>
        <translation>Sync-Stand: %1</translation>
    </message>
    <message>
        <source>commits: %1</source>
        <translation>Commits: %1</translation>
    </message>
    <message>
        <source>jobs: %1</source>
        <translation>Jobs: %1</translation>
    </message>
    <message>
        <source>cannot record the repository %1 in cache file %2: %3</source>
        <translation>das Repository %1 kann nicht in der Cache-Datei %2 vermerkt werden: %3</translation>
    </message>
</context>
<context>
    <name>hw::JobGridModel</name>
    <message>
        <source>(unstable: failures are warnings)</source>
        <translation>(instabil: Fehlschläge sind Warnungen)</translation>
    </message>
</context>
<context>
    <name>hw::JobGridView</name>
    <message>
        <source>Job grid</source>
        <translation>Job-Raster</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>%1m</source>
        <translation>%1m</translation>
    </message>
    <message>
        <source>%1h</source>
        <translation>%1h</translation>
    </message>
    <message>
        <source>%1d</source>
        <translation>%1d</translation>
    </message>
    <message>
        <source>j / k  next / previous failure
Enter  open job   ·   l  its log
/  filter   ·   Space  pause refresh</source>
        <translation>j / k  nächster / vorheriger Fehlschlag
Enter  Job öffnen   ·   l  sein Log
/  Filter   ·   Leertaste  Aktualisierung pausieren</translation>
    </message>
    <message>
        <source>1 group</source>
        <translation>1 Gruppe</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 Gruppen</translation>
    </message>
    <message>
        <source>1 job</source>
        <translation>1 Job</translation>
    </message>
    <message>
        <source>%1 jobs</source>
        <translation>%1 Jobs</translation>
    </message>
    <message>
        <source>(+%1 muted)</source>
        <translation>(+%1 stumm)</translation>
    </message>
    <message>
        <source>1 commit</source>
        <translation>1 Commit</translation>
    </message>
    <message>
        <source>%1 commits</source>
        <translation>%1 Commits</translation>
    </message>
    <message>
        <source>Open job page</source>
        <translation>Jobseite öffnen</translation>
    </message>
    <message>
        <source>Copy job URL</source>
        <translation>Job-URL kopieren</translation>
    </message>
    <message>
        <source>Copy commit SHA</source>
        <translation>Commit-SHA kopieren</translation>
    </message>
    <message>
        <source>&amp;Log of this job, at the failure	L</source>
        <translation>&amp;Log dieses Jobs, beim Fehlschlag	L</translation>
    </message>
    <message>
        <source>GPU &amp;utilization of this job	U</source>
        <translation>GPU-A&amp;uslastung dieses Jobs	U</translation>
    </message>
    <message>
        <source>&amp;Acknowledge: investigating (on / off)</source>
        <translation>&amp;Bestätigen: wird untersucht (an / aus)</translation>
    </message>
    <message>
        <source>&amp;Mute alerts for this job (on / off)</source>
        <translation>Alarme für diesen Job stu&amp;mm schalten (an / aus)</translation>
    </message>
    <message>
        <source>No job page for this cell</source>
        <translation>Keine Jobseite für diese Zelle</translation>
    </message>
    <message>
        <source>No job in this cell</source>
        <translation>Kein Job in dieser Zelle</translation>
    </message>
    <message>
        <source>Wrapped around to the first failure (newest commit)</source>
        <translation>Zurück zum ersten Fehlschlag (neuester Commit)</translation>
    </message>
    <message>
        <source>Wrapped around to the last failure (oldest commit)</source>
        <translation>Weiter zum letzten Fehlschlag (ältester Commit)</translation>
    </message>
    <message>
        <source>No failures in the grid</source>
        <translation>Keine Fehlschläge im Raster</translation>
    </message>
    <message>
        <source>MUTED</source>
        <translation>STUMM</translation>
    </message>
    <message>
        <source>ACK</source>
        <translation>BEST.</translation>
    </message>
    <message>
        <source>%1 ack</source>
        <translation>%1 bestätigt</translation>
    </message>
    <message>
        <source>%1 muted</source>
        <translation>%1 stumm</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Raster</translation>
    </message>
    <message>
        <source>Next failure</source>
        <translation>Nächster Fehlschlag</translation>
    </message>
    <message>
        <source>Previous failure</source>
        <translation>Vorheriger Fehlschlag</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>Nach links</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>Nach rechts</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>A page up</source>
        <translation>Eine Seite nach oben</translation>
    </message>
    <message>
        <source>A page down</source>
        <translation>Eine Seite nach unten</translation>
    </message>
    <message>
        <source>First column</source>
        <translation>Erste Spalte</translation>
    </message>
    <message>
        <source>Last column</source>
        <translation>Letzte Spalte</translation>
    </message>
    <message>
        <source>Newest commit, first column</source>
        <translation>Neuester Commit, erste Spalte</translation>
    </message>
    <message>
        <source>Oldest commit, last column</source>
        <translation>Ältester Commit, letzte Spalte</translation>
    </message>
    <message>
        <source>Open the job page</source>
        <translation>Job-Seite öffnen</translation>
    </message>
    <message>
        <source>The cell&apos;s job log, at its failing line</source>
        <translation>Das Log des Jobs der Zelle, an der fehlgeschlagenen Zeile</translation>
    </message>
    <message>
        <source>GPU utilization of the cell&apos;s job</source>
        <translation>GPU-Auslastung des Jobs der Zelle</translation>
    </message>
    <message>
        <source>Focus the job filter</source>
        <translation>Job-Filter fokussieren</translation>
    </message>
    <message>
        <source>Pause / resume refresh</source>
        <translation>Aktualisierung pausieren / fortsetzen</translation>
    </message>
</context>
<context>
    <name>hw::JobLogLocation</name>
    <message>
        <source>not a GitHub repository: &quot;%1&quot;</source>
        <translation>kein GitHub-Repository: „%1“</translation>
    </message>
    <message>
        <source>job %1 has no log: not a job id</source>
        <translation>Job %1 hat kein Log: keine Job-ID</translation>
    </message>
    <message>
        <source>logs/rawLogBaseUrl: not an http(s) URL without query: &quot;%1&quot; — fix it in Profile ▸ Edit this profile…</source>
        <translation>logs/rawLogBaseUrl: keine http(s)-URL ohne Query: „%1“ — unter Profil ▸ Dieses Profil bearbeiten… korrigieren</translation>
    </message>
    <message>
        <source>cannot tell the repository of job %1 from its page %2</source>
        <translation>das Repository von Job %1 ist aus seiner Seite %2 nicht erkennbar</translation>
    </message>
</context>
<context>
    <name>hw::JobLogOpener</name>
    <message>
        <source>%1 — HUD Watch log</source>
        <translation>%1 — HUD-Watch-Log</translation>
    </message>
    <message numerus="yes">
        <source> — following: trying again every %n s</source>
        <translation>
            <numerusform> — folgt: neuer Versuch jede Sekunde</numerusform>
            <numerusform> — folgt: neuer Versuch alle %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo has a log only for failed jobs whose failure line came from one of its bundled real logs. Connect a profile to read any job&apos;s log.</source>
        <translation>Die Demo hat nur für fehlgeschlagene Jobs ein Log, deren Fehlerzeile aus einem ihrer mitgelieferten echten Logs stammt. Ein Profil verbinden, um das Log eines beliebigen Jobs zu lesen.</translation>
    </message>
    <message>
        <source>A replayed recording holds no logs, and replay opens no connection. Open the profile the recording came from to read this job&apos;s log.</source>
        <translation>Eine wiedergegebene Aufzeichnung enthält keine Logs, und die Wiedergabe öffnet keine Verbindung. Das Profil öffnen, aus dem die Aufzeichnung stammt, um das Log dieses Jobs zu lesen.</translation>
    </message>
    <message>
        <source>⚠ Offline: this job&apos;s log is not in the log cache — start without --offline to fetch it.</source>
        <translation>⚠ Offline: Das Log dieses Jobs ist nicht im Log-Cache — ohne --offline starten, um es abzurufen.</translation>
    </message>
    <message>
        <source>Fetching the log was cancelled — press L on the cell again to fetch it anew.</source>
        <translation>Abrufen des Logs abgebrochen — L auf der Zelle erneut drücken, um es neu abzurufen.</translation>
    </message>
</context>
<context>
    <name>hw::JobMatrixDelegate</name>
    <message>
        <source>exp.</source>
        <translation>exp.</translation>
    </message>
</context>
<context>
    <name>hw::JobsOverTimeChart</name>
    <message>
        <source>No job data</source>
        <translation>Keine Jobdaten</translation>
    </message>
    <message>
        <source>Jobs over time</source>
        <translation>Jobs im Zeitverlauf</translation>
    </message>
    <message>
        <source>passed (%1)</source>
        <translation>bestanden (%1)</translation>
    </message>
    <message>
        <source>passed solid, test failures hatched, infra failures cross-hatched</source>
        <translation>bestanden voll, Testfehlschläge schraffiert, Infra-Fehlschläge kreuzschraffiert</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 am %2</translation>
    </message>
    <message>
        <source>level changes: %1</source>
        <translation>Stufenwechsel: %1</translation>
    </message>
    <message>
        <source>%1
no completed jobs</source>
        <translation>%1
keine abgeschlossenen Jobs</translation>
    </message>
    <message>
        <source>test failures (console) (%1)</source>
        <translation>Testfehlschläge (Konsole) (%1)</translation>
    </message>
    <message>
        <source>infra failures (console) (%1)</source>
        <translation>Infra-Fehlschläge (Konsole) (%1)</translation>
    </message>
    <message>
        <source>%1
P passed %2
T test failures %3 (console)
I infra failures %4 (console: timeouts, cancellations, infra triage)</source>
        <translation>%1
P bestanden %2
T Testfehlschläge %3 (Konsole)
I Infra-Fehlschläge %4 (Konsole: Zeitüberschreitungen, Abbrüche, Infra-Triage)</translation>
    </message>
</context>
<context>
    <name>hw::KeyboardSheet</name>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>hw::L3CriteriaModel</name>
    <message>
        <source>– no data</source>
        <translation>– keine Daten</translation>
    </message>
    <message>
        <source>✔ met</source>
        <translation>✔ erfüllt</translation>
    </message>
    <message>
        <source>✘ not met</source>
        <translation>✘ nicht erfüllt</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <source>Counts for demotion</source>
        <translation>Zählt für Herabstufung</translation>
    </message>
    <message>
        <source>14 d (promotion)</source>
        <translation>14 d (Hochstufung)</translation>
    </message>
    <message>
        <source>7 d (demotion)</source>
        <translation>7 d (Herabstufung)</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>promotion window (last 14 days)</source>
        <translation>Hochstufungsfenster (letzte 14 Tage)</translation>
    </message>
    <message>
        <source>demotion window (last 7 days)</source>
        <translation>Herabstufungsfenster (letzte 7 Tage)</translation>
    </message>
    <message>
        <source>last %1 days</source>
        <translation>letzte %1 Tage</translation>
    </message>
    <message>
        <source>whole history</source>
        <translation>gesamter Verlauf</translation>
    </message>
    <message>
        <source>  (what-if; HUD: %1)</source>
        <translation>  (What-if; HUD: %1)</translation>
    </message>
    <message>
        <source>Target edited for a what-if verdict; HUD uses %1</source>
        <translation>Ziel für eine What-if-Bewertung geändert; HUD verwendet %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>hw::L3ReadinessEvaluator</name>
    <message>
        <source>time at L2</source>
        <translation>Zeit auf L2</translation>
    </message>
    <message>
        <source>End-to-end time (P50)</source>
        <translation>End-to-End-Zeit (P50)</translation>
    </message>
    <message>
        <source>end-to-end time P50</source>
        <translation>End-to-End-Zeit P50</translation>
    </message>
    <message>
        <source>Mean queue time</source>
        <translation>Mittlere Queue-Zeit</translation>
    </message>
    <message>
        <source>mean queue time</source>
        <translation>mittlere Queue-Zeit</translation>
    </message>
    <message>
        <source>Overrun rate (&gt; 3 h)</source>
        <translation>Überschreitungsquote (&gt; 3 h)</translation>
    </message>
    <message>
        <source>overrun rate</source>
        <translation>Überschreitungsquote</translation>
    </message>
    <message>
        <source>Timeout rate</source>
        <translation>Timeout-Quote</translation>
    </message>
    <message>
        <source>timeout rate</source>
        <translation>Timeout-Quote</translation>
    </message>
    <message>
        <source>Job pass rate</source>
        <translation>Job-Erfolgsquote</translation>
    </message>
    <message>
        <source>pass rate</source>
        <translation>Erfolgsquote</translation>
    </message>
    <message numerus="yes">
        <source>%1 not measured (no data) over the last %n days, target %2</source>
        <translation>
            <numerusform>%1 über %n Tag nicht gemessen (keine Daten), Ziel %2</numerusform>
            <numerusform>%1 über die letzten %n Tage nicht gemessen (keine Daten), Ziel %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 unknown, target %2</source>
        <translation>%1 unbekannt, Ziel %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 over the last %n days</source>
        <translation>
            <numerusform>%1 über %n Tag</numerusform>
            <numerusform>%1 über die letzten %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Promote to L3</source>
        <translation>Auf L3 hochstufen</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <source>Demote to L2</source>
        <translation>Auf L2 herabstufen</translation>
    </message>
    <message>
        <source>Not enough data</source>
        <translation>Zu wenig Daten</translation>
    </message>
    <message numerus="yes">
        <source>only %1 of data, at least %n days needed before a promotion verdict</source>
        <translation>
            <numerusform>nur %1 an Daten; mindestens %n Tag nötig vor einer Hochstufungsbewertung</numerusform>
            <numerusform>nur %1 an Daten; mindestens %n Tage nötig vor einer Hochstufungsbewertung</numerusform>
        </translation>
    </message>
    <message>
        <source>L1 results are not stored; an L1 backend moves to L2 first</source>
        <translation>L1-Ergebnisse werden nicht gespeichert; ein L1-Backend kommt zuerst auf L2</translation>
    </message>
    <message>
        <source>L4 is decided by core maintainers; there is no numeric rule</source>
        <translation>Über L4 entscheiden die Core-Maintainer; es gibt keine numerische Regel</translation>
    </message>
    <message>
        <source>not in the allowlist</source>
        <translation>nicht in der Allowlist</translation>
    </message>
    <message>
        <source>a %1-day window was asked for, but the figures cover %2 days</source>
        <translation>ein %1-Tage-Fenster wurde angefragt, aber die Werte decken %2 Tage ab</translation>
    </message>
    <message>
        <source>Time at L2 (console)</source>
        <translation>Zeit auf L2 (Konsole)</translation>
    </message>
    <message numerus="yes">
        <source>no completed PR job over the last %n days</source>
        <translation>
            <numerusform>kein abgeschlossener PR-Job seit %n Tag</numerusform>
            <numerusform>kein abgeschlossener PR-Job seit %n Tagen</numerusform>
        </translation>
    </message>
    <message>
        <source>HUD&apos;s /crcr page lists it as on temporary demotion (no data); HUD&apos;s level-status reports no change</source>
        <translation>Die /crcr-Seite von HUD führt es als vorübergehend herabgestuft (keine Daten); level-status von HUD meldet keine Änderung</translation>
    </message>
</context>
<context>
    <name>hw::L3ReadinessPanel</name>
    <message>
        <source>&amp;Reset to HUD&apos;s targets</source>
        <translation>Auf HUD-Ziele &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>⚠ WHAT-IF: targets differ from HUD&apos;s. This verdict is hypothetical, not HUD&apos;s.</source>
        <translation>⚠ WHAT-IF: Ziele weichen von HUD ab. Diese Bewertung ist hypothetisch, nicht die von HUD.</translation>
    </message>
    <message>
        <source>L3 criteria</source>
        <translation>L3-Kriterien</translation>
    </message>
    <message>
        <source>Targets (edit for a what-if)</source>
        <translation>Ziele (für What-if bearbeiten)</translation>
    </message>
    <message>
        <source>Job &amp;pass rate</source>
        <translation>Job-&amp;Erfolgsquote</translation>
    </message>
    <message>
        <source>&amp;Timeout rate</source>
        <translation>&amp;Timeout-Quote</translation>
    </message>
    <message>
        <source>&amp;Overrun rate (&gt; 3 h)</source>
        <translation>Ü&amp;berschreitungsquote (&gt; 3 h)</translation>
    </message>
    <message>
        <source>&amp;End-to-end P50</source>
        <translation>End-to-End-&amp;P50</translation>
    </message>
    <message>
        <source>Mean &amp;queue time</source>
        <translation>Mittlere &amp;Queue-Zeit</translation>
    </message>
    <message>
        <source>Time at &amp;L2</source>
        <translation>Zeit auf &amp;L2</translation>
    </message>
    <message>
        <source>  — ready for L3</source>
        <translation>  — bereit für L3</translation>
    </message>
    <message>
        <source>  — stays at L2 for now</source>
        <translation>  — bleibt vorerst auf L2</translation>
    </message>
    <message>
        <source>  — at L2, cannot judge yet</source>
        <translation>  — auf L2, noch nicht beurteilbar</translation>
    </message>
    <message>
        <source>  — fails L3 over the last 7 days</source>
        <translation>  — verfehlt L3 in den letzten 7 Tagen</translation>
    </message>
    <message>
        <source>  — keeps L3</source>
        <translation>  — hält L3</translation>
    </message>
    <message>
        <source>  — at L1</source>
        <translation>  — auf L1</translation>
    </message>
    <message>
        <source>  — L4 is decided by maintainers</source>
        <translation>  — über L4 entscheiden die Maintainer</translation>
    </message>
    <message>
        <source>  — not in the allowlist</source>
        <translation>  — nicht in der Allowlist</translation>
    </message>
    <message>
        <source>  (what-if)</source>
        <translation>  (What-if)</translation>
    </message>
    <message>
        <source>last %1 d: no completed jobs</source>
        <translation>letzte %1 d: keine abgeschlossenen Jobs</translation>
    </message>
    <message>
        <source>Breakage  ·  %1
                 ·  %2</source>
        <translation>Ausfälle  ·  %1
                 ·  %2</translation>
    </message>
    <message>
        <source>  — at L3, no completed PR job in 7 days</source>
        <translation>  — auf L3, kein abgeschlossener PR-Job in 7 Tagen</translation>
    </message>
    <message>
        <source>  · HUD: temporary demotion; level-status: demote</source>
        <translation>  · HUD: vorübergehende Herabstufung; level-status: herabstufen</translation>
    </message>
    <message>
        <source>  · HUD /crcr: temporary demotion (no data); level-status: no change</source>
        <translation>  · HUD /crcr: vorübergehende Herabstufung (keine Daten); level-status: keine Änderung</translation>
    </message>
    <message>
        <source>last %1 d: %2 of %3 jobs failed — console&apos;s own split: ✖ test: %4  ·  ⚠ infra: %5 (timed out %6, cancelled %7, triaged infra %8)</source>
        <translation>letzte %1 Tage: %2 von %3 Jobs fehlgeschlagen — eigene Aufteilung der Konsole: ✖ Test: %4  ·  ⚠ Infra: %5 (Zeitüberschreitung %6, abgebrochen %7, als Infra triagiert %8)</translation>
    </message>
    <message>
        <source>One rule for promotion and demotion, as HUD&apos;s: a &quot;below&quot; target is met under it, an &quot;at least&quot; target from it on. Demotion (7 d) counts pass rate, timeout rate and E2E P50: exactly 90 % holds, exactly 3 h fails.</source>
        <translation>Eine Regel für Aufstieg und Herabstufung, wie bei HUD: Ein &quot;unter&quot;-Ziel ist darunter erfüllt, ein &quot;mindestens&quot;-Ziel ab dem Wert. Herabstufung (7 T) zählt Erfolgsquote, Timeout-Quote und E2E-P50: genau 90 % hält, genau 3 h scheitert.</translation>
    </message>
</context>
<context>
    <name>hw::LevelChangeTimeline</name>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>nichts (fehlt)</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <source>expected a &quot;YYYY-MM-DD&quot; string, got %1</source>
        <translation>eine Zeichenkette &quot;JJJJ-MM-TT&quot; erwartet, %1 erhalten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid YYYY-MM-DD date</source>
        <translation>&quot;%1&quot; ist kein gültiges Datum JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>expected an &quot;owner/name&quot; string, got %1</source>
        <translation>eine Zeichenkette &quot;owner/name&quot; erwartet, %1 erhalten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an owner/name repository</source>
        <translation>&quot;%1&quot; ist kein Repository der Form owner/name</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a level (L1..L4)</source>
        <translation>&quot;%1&quot; ist keine Stufe (L1..L4)</translation>
    </message>
    <message>
        <source>expected &quot;L1&quot;..&quot;L4&quot; or null, got %1</source>
        <translation>&quot;L1&quot;..&quot;L4&quot; oder null erwartet, %1 erhalten</translation>
    </message>
    <message>
        <source>from and to are both null</source>
        <translation>from und to sind beide null</translation>
    </message>
    <message>
        <source>same level as from (%1)</source>
        <translation>dieselbe Stufe wie from (%1)</translation>
    </message>
    <message>
        <source>%1 is not a pull request number</source>
        <translation>%1 ist keine Pull-Request-Nummer</translation>
    </message>
    <message>
        <source>expected a number or null, got %1</source>
        <translation>eine Zahl oder null erwartet, %1 erhalten</translation>
    </message>
    <message>
        <source>expected a string or null, got %1</source>
        <translation>eine Zeichenkette oder null erwartet, %1 erhalten</translation>
    </message>
    <message>
        <source>invalid JSON at offset %1: %2</source>
        <translation>ungültiges JSON bei Offset %1: %2</translation>
    </message>
    <message>
        <source>expected an object with an &quot;events&quot; array at the top level</source>
        <translation>auf oberster Ebene ein Objekt mit einem Array &quot;events&quot; erwartet</translation>
    </message>
    <message>
        <source>source: expected a string, got %1</source>
        <translation>source: eine Zeichenkette erwartet, %1 erhalten</translation>
    </message>
    <message>
        <source>events: expected an array, got %1</source>
        <translation>events: ein Array erwartet, %1 erhalten</translation>
    </message>
    <message>
        <source>%1: expected an object, got %2</source>
        <translation>%1: ein Objekt erwartet, %2 erhalten</translation>
    </message>
</context>
<context>
    <name>hw::LevelTimelineWidget</name>
    <message>
        <source>Level history</source>
        <translation>Stufenverlauf</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>nicht gelistet</translation>
    </message>
    <message>
        <source>%1 %2 → now (%3 d)</source>
        <translation>%1 %2 → jetzt (%3 d)</translation>
    </message>
    <message>
        <source>%1 %2 → %3 (%4 d)</source>
        <translation>%1 %2 → %3 (%4 d)</translation>
    </message>
    <message>
        <source>, PR #%1</source>
        <translation>, PR #%1</translation>
    </message>
    <message>
        <source>, start inferred from CI data</source>
        <translation>, Beginn aus CI-Daten abgeleitet</translation>
    </message>
    <message>
        <source>No level history known.</source>
        <translation>Kein Stufenverlauf bekannt.</translation>
    </message>
    <message>
        <source>No level history known for this backend.</source>
        <translation>Kein Stufenverlauf für dieses Backend bekannt.</translation>
    </message>
</context>
<context>
    <name>hw::LoadingLine</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop loading</source>
        <translation>Laden abbrechen</translation>
    </message>
    <message>
        <source>Cancel loading</source>
        <translation>Laden abbrechen</translation>
    </message>
</context>
<context>
    <name>hw::LogDocument</name>
    <message>
        <source>no room to inflate %1 in %2: %3 — free space there or set TMPDIR to a larger disk</source>
        <translation>kein Platz, um %1 in %2 zu entpacken: %3 — dort Platz schaffen oder TMPDIR auf ein größeres Laufwerk setzen</translation>
    </message>
    <message>
        <source>%1 does not exist — check the path</source>
        <translation>%1 existiert nicht — den Pfad prüfen</translation>
    </message>
    <message>
        <source>%1 is a folder, not a log file — give the path of a log file in it</source>
        <translation>%1 ist ein Ordner, keine Log-Datei — den Pfad einer Log-Datei darin angeben</translation>
    </message>
    <message>
        <source>could not open %1: %2 — check that you may read the file</source>
        <translation>%1 konnte nicht geöffnet werden: %2 — prüfen, ob Sie die Datei lesen dürfen</translation>
    </message>
    <message>
        <source>not enough memory to index %1 — close other programs, or read less of it (hudwatch log --max-inflated MB)</source>
        <translation>nicht genug Speicher, um %1 zu indizieren — schließen Sie andere Programme oder lesen Sie weniger davon (hudwatch log --max-inflated MB)</translation>
    </message>
</context>
<context>
    <name>hw::LogFailure</name>
    <message>
        <source>no line explains the failure</source>
        <translation>keine Zeile erklärt den Fehlschlag</translation>
    </message>
    <message>
        <source>HUD&apos;s classification (rule &apos;%1&apos;)</source>
        <translation>HUDs Klassifizierung (Regel &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>the log classifier (rule &apos;%1&apos;)</source>
        <translation>der Log-Klassifikator (Regel &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>the last ##[error] line (no classifier rule matched)</source>
        <translation>die letzte ##[error]-Zeile (keine Klassifikatorregel passte)</translation>
    </message>
</context>
<context>
    <name>hw::LogFetcher</name>
    <message>
        <source>fetching the log was cancelled</source>
        <translation>das Abrufen des Logs wurde abgebrochen</translation>
    </message>
    <message>
        <source>the log stopped arriving after %1 MB (%2) — press L on the cell again</source>
        <translation>das Log kam nach %1 MB nicht mehr an (%2) — L auf der Zelle erneut drücken</translation>
    </message>
    <message>
        <source>the log server did not answer (%1) — press L on the cell again</source>
        <translation>der Log-Server antwortete nicht (%1) — L auf der Zelle erneut drücken</translation>
    </message>
    <message>
        <source>the log is larger than the %1 MB download limit — read it on the job&apos;s GitHub page</source>
        <translation>das Log ist größer als das Download-Limit von %1 MB — auf der GitHub-Seite des Jobs lesen</translation>
    </message>
    <message>
        <source> — the certificate is not trusted: check logs/rawLogBaseUrl</source>
        <translation> — dem Zertifikat wird nicht vertraut: logs/rawLogBaseUrl prüfen</translation>
    </message>
    <message>
        <source> (the connection closed early) — </source>
        <translation> (die Verbindung wurde vorzeitig geschlossen) — </translation>
    </message>
    <message>
        <source>cannot reach the log server: %1 — check the network, then press L on the cell again</source>
        <translation>der Log-Server ist nicht erreichbar: %1 — Netzwerk prüfen, dann L auf der Zelle erneut drücken</translation>
    </message>
    <message>
        <source>no log for this job (HTTP %1 from the log storage) — open the job&apos;s GitHub page (Enter on the cell)</source>
        <translation>kein Log für diesen Job (HTTP %1 vom Log-Speicher) — die GitHub-Seite des Jobs öffnen (Enter auf der Zelle)</translation>
    </message>
    <message>
        <source>no log for this job yet: it is uploaded when the job ends (HTTP %1)</source>
        <translation>noch kein Log für diesen Job: es wird hochgeladen, wenn der Job endet (HTTP %1)</translation>
    </message>
    <message>
        <source>the log storage asks to slow down (HTTP %1) — press L on the cell again in a minute</source>
        <translation>der Log-Speicher bittet, langsamer zu werden (HTTP %1) — in einer Minute L auf der Zelle erneut drücken</translation>
    </message>
    <message>
        <source>the log storage failed (HTTP %1) — press L on the cell again in a minute</source>
        <translation>der Log-Speicher ist fehlgeschlagen (HTTP %1) — in einer Minute L auf der Zelle erneut drücken</translation>
    </message>
    <message>
        <source>the log storage redirected (HTTP %1), which it never does: check logs/rawLogBaseUrl</source>
        <translation>der Log-Speicher leitete um (HTTP %1), was er nie tut: logs/rawLogBaseUrl prüfen</translation>
    </message>
    <message>
        <source>the log storage answered HTTP %1 — check logs/rawLogBaseUrl</source>
        <translation>der Log-Speicher antwortete mit HTTP %1 — logs/rawLogBaseUrl prüfen</translation>
    </message>
</context>
<context>
    <name>hw::LogFindBar</name>
    <message>
        <source>Find in the whole log (Ctrl+F)</source>
        <translation>Im ganzen Log suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Match case (Alt+C)</source>
        <translation>Groß-/Kleinschreibung beachten (Alt+C)</translation>
    </message>
    <message>
        <source>Regular expression, RE2 syntax (Alt+R)</source>
        <translation>Regulärer Ausdruck, RE2-Syntax (Alt+R)</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation>Vorheriger Treffer (Umschalt+Enter, Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>Nächster Treffer (Enter, F3)</translation>
    </message>
    <message>
        <source>waiting for the index…</source>
        <translation>warte auf den Index…</translation>
    </message>
    <message>
        <source>no line matches</source>
        <translation>keine Zeile passt</translation>
    </message>
    <message>
        <source>1 line matches</source>
        <translation>1 Zeile passt</translation>
    </message>
    <message>
        <source>%1 lines match</source>
        <translation>%1 Zeilen passen</translation>
    </message>
    <message>
        <source>Counted over the whole log, not only what is on screen.</source>
        <translation>Über das ganze Log gezählt, nicht nur das Sichtbare.</translation>
    </message>
    <message>
        <source>searching %1 %…</source>
        <translation>suche %1 %…</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Regulärer Ausdruck</translation>
    </message>
    <message>
        <source>(the first %1 are marked and stepped through)</source>
        <translation>(die ersten %1 werden markiert und durchlaufen)</translation>
    </message>
</context>
<context>
    <name>hw::LogOverview</name>
    <message>
        <source>Where the log matches: amber ◆ find matches (left), red ✖ errors (full width). Click to jump.</source>
        <translation>Wo das Log passt: bernsteinfarbene ◆ Suchtreffer (links), rote ✖ Fehler (volle Breite). Klicken zum Springen.</translation>
    </message>
</context>
<context>
    <name>hw::LogStore</name>
    <message>
        <source>cannot create the log directory %1</source>
        <translation>das Log-Verzeichnis %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the log is larger than %1 MB: read it as a stream</source>
        <translation>das Log ist größer als %1 MB: als Datenstrom lesen</translation>
    </message>
    <message>
        <source>the stored log %1 is damaged (%2): fetch it again</source>
        <translation>das gespeicherte Log %1 ist beschädigt (%2): erneut abrufen</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>%1 kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>no stored log for %1 — press L on the cell to fetch it</source>
        <translation>kein gespeichertes Log für %1 — L auf der Zelle drücken, um es abzurufen</translation>
    </message>
    <message>
        <source>not a log key: &quot;%1&quot; (a bug in HUD Watch: please report it)</source>
        <translation>kein Log-Schlüssel: „%1“ (ein Fehler in HUD Watch: bitte melden)</translation>
    </message>
</context>
<context>
    <name>hw::LogStoreWriter</name>
    <message>
        <source>the log was cut off after %1 MB — press L on the cell again</source>
        <translation>das Log brach nach %1 MB ab — L auf der Zelle erneut drücken</translation>
    </message>
    <message>
        <source>cannot write logs to %1: %2</source>
        <translation>Logs können nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write the log to %1: %2</source>
        <translation>das Log kann nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the log is larger than %1 MB</source>
        <translation>das Log ist größer als %1 MB</translation>
    </message>
    <message>
        <source>the log is larger than %1 MB once inflated</source>
        <translation>das Log ist entpackt größer als %1 MB</translation>
    </message>
    <message>
        <source>the log is not valid gzip (%1) — press L on the cell again</source>
        <translation>das Log ist kein gültiges gzip (%1) — L auf der Zelle erneut drücken</translation>
    </message>
    <message>
        <source>cannot flush the log to disk (%1)</source>
        <translation>das Log kann nicht auf die Platte geschrieben werden (%1)</translation>
    </message>
    <message>
        <source>cannot put the log in place at %1: %2</source>
        <translation>das Log kann nicht nach %1 gelegt werden: %2</translation>
    </message>
    <message>
        <source>the log vanished from %1 right after it was stored</source>
        <translation>das Log verschwand aus %1 gleich nach dem Speichern</translation>
    </message>
    <message>
        <source>the log was already stored or discarded — press L on the cell again</source>
        <translation>das Log wurde schon gespeichert oder verworfen — L auf der Zelle erneut drücken</translation>
    </message>
    <message>
        <source>zlib could not be initialised (out of memory?) — press L on the cell again</source>
        <translation>zlib konnte nicht initialisiert werden (Speicher voll?) — L auf der Zelle erneut drücken</translation>
    </message>
    <message>
        <source>zlib could not be reset (out of memory?) — press L on the cell again</source>
        <translation>zlib konnte nicht zurückgesetzt werden (Speicher voll?) — L auf der Zelle erneut drücken</translation>
    </message>
    <message>
        <source>zlib could not compress the log (out of memory?) — press L on the cell again</source>
        <translation>zlib konnte das Log nicht komprimieren (Speicher voll?) — L auf der Zelle erneut drücken</translation>
    </message>
    <message>
        <source>the log is still being written — wait a moment and try again</source>
        <translation>das Log wird noch geschrieben — einen Moment warten und es erneut versuchen</translation>
    </message>
</context>
<context>
    <name>hw::LogView</name>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>  … +%1 not shown (copy the line to get it all)</source>
        <translation>  … +%1 nicht angezeigt (die Zeile kopieren, um alles zu erhalten)</translation>
    </message>
    <message>
        <source>(empty log)</source>
        <translation>(leeres Log)</translation>
    </message>
    <message>
        <source>Reading the log…</source>
        <translation>Log wird gelesen…</translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation>Zeile kopieren</translation>
    </message>
    <message>
        <source>Copy link to line %1</source>
        <translation>Link zu Zeile %1 kopieren</translation>
    </message>
    <message>
        <source>Fold all sections</source>
        <translation>Alle Abschnitte einklappen</translation>
    </message>
    <message>
        <source>Unfold all sections</source>
        <translation>Alle Abschnitte ausklappen</translation>
    </message>
    <message>
        <source>Fold or unfold the section</source>
        <translation>Abschnitt ein- oder ausklappen</translation>
    </message>
    <message>
        <source>Fold the section</source>
        <translation>Abschnitt einklappen</translation>
    </message>
    <message>
        <source>Unfold the section</source>
        <translation>Abschnitt ausklappen</translation>
    </message>
    <message>
        <source>Copy the line</source>
        <translation>Zeile kopieren</translation>
    </message>
</context>
<context>
    <name>hw::LogViewer</name>
    <message>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Time since start</source>
        <translation>Zeit seit Start</translation>
    </message>
    <message>
        <source>Time of day (UTC)</source>
        <translation>Uhrzeit (UTC)</translation>
    </message>
    <message>
        <source>No times</source>
        <translation>Keine Zeiten</translation>
    </message>
    <message>
        <source>The time column: since the log&apos;s first line, the time of day, or hidden</source>
        <translation>Die Zeitspalte: seit der ersten Log-Zeile, die Uhrzeit oder ausgeblendet</translation>
    </message>
    <message>
        <source>Fold all</source>
        <translation>Alle einklappen</translation>
    </message>
    <message>
        <source>Fold every ##[group] section</source>
        <translation>Jeden ##[group]-Abschnitt einklappen</translation>
    </message>
    <message>
        <source>Unfold all</source>
        <translation>Alle ausklappen</translation>
    </message>
    <message>
        <source>Keep showing the end as the log grows</source>
        <translation>Das Ende weiter anzeigen, während das Log wächst</translation>
    </message>
    <message>
        <source>✖ Jump to failure</source>
        <translation>✖ Zum Fehlschlag</translation>
    </message>
    <message>
        <source>Go to the line that explains the failure (F): HUD&apos;s classification, else the log classifier&apos;s rules, else the last ##[error]</source>
        <translation>Zur Zeile springen, die den Fehlschlag erklärt (F): HUDs Klassifizierung, sonst die Regeln des Log-Klassifikators, sonst das letzte ##[error]</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <source>Copy a link to the current line</source>
        <translation>Einen Link zur aktuellen Zeile kopieren</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Indexing cancelled: showing the first %1 lines only.</source>
        <translation>Indizierung abgebrochen: nur die ersten %1 Zeilen werden angezeigt.</translation>
    </message>
    <message>
        <source>The file was truncated and is read again.</source>
        <translation>Die Datei wurde gekürzt und wird neu gelesen.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Downloading %1 — %2 so far</source>
        <translation>Lade %1 herunter — bisher %2</translation>
    </message>
    <message>
        <source>finding the failure once the log is read…</source>
        <translation>Fehlschlag wird gesucht, sobald das Log gelesen ist…</translation>
    </message>
    <message>
        <source>finding the failure…</source>
        <translation>Fehlschlag wird gesucht…</translation>
    </message>
    <message>
        <source>✖ Failure: %1</source>
        <translation>✖ Fehlschlag: %1</translation>
    </message>
    <message>
        <source>✖ Failure at line %1: %2</source>
        <translation>✖ Fehlschlag in Zeile %1: %2</translation>
    </message>
    <message>
        <source>Save the log</source>
        <translation>Log speichern</translation>
    </message>
    <message>
        <source>Text (*.txt *.log)</source>
        <translation>Text (*.txt *.log)</translation>
    </message>
    <message>
        <source>%1 lines</source>
        <translation>%1 Zeilen</translation>
    </message>
    <message>
        <source>gzip</source>
        <translation>gzip</translation>
    </message>
    <message>
        <source>indexed in %1 ms</source>
        <translation>in %1 ms indiziert</translation>
    </message>
    <message>
        <source>inflating %1 of %2</source>
        <translation>entpacke %1 von %2</translation>
    </message>
    <message>
        <source>indexing %1 of %2</source>
        <translation>indiziere %1 von %2</translation>
    </message>
    <message>
        <source>could not write %1: %2 — choose another folder or free disk space</source>
        <translation>%1 konnte nicht geschrieben werden: %2 — einen anderen Ordner wählen oder Speicherplatz freigeben</translation>
    </message>
    <message>
        <source>cannot read the log %1: %2 — open it again</source>
        <translation>das Log %1 ist nicht lesbar: %2 — es erneut öffnen</translation>
    </message>
    <message>
        <source>A save is already under way.</source>
        <translation>Ein Speichervorgang läuft bereits.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Speichere %1…</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Find in the log</source>
        <translation>Im Log suchen</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>This gzip log holds more than %1 MB of text: only its first %1 MB are shown and searched. To search all of it, run &apos;hudwatch log FILE --max-inflated MB --find PATTERN&apos; with a larger bound.</source>
        <translation>Dieses gzip-Log enthält mehr als %1 MB Text: Nur die ersten %1 MB werden angezeigt und durchsucht. Um alles zu durchsuchen, führen Sie &apos;hudwatch log FILE --max-inflated MB --find PATTERN&apos; mit einer größeren Grenze aus.</translation>
    </message>
</context>
<context>
    <name>hw::LogWindow</name>
    <message>
        <source>Log — HUD Watch</source>
        <translation>Log — HUD Watch</translation>
    </message>
    <message>
        <source>%1 — HUD Watch log</source>
        <translation>%1 — HUD-Watch-Log</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
</context>
<context>
    <name>hw::LongOperation</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>Abgebrochen; nichts wurde geschrieben.</translation>
    </message>
</context>
<context>
    <name>hw::MainWindow</name>
    <message>
        <source>HUD Watch</source>
        <translation>HUD Watch</translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation>&amp;Raster</translation>
    </message>
    <message>
        <source>&amp;Backends</source>
        <translation>&amp;Backends</translation>
    </message>
    <message>
        <source>Trunk jobs by commit (Ctrl+1)</source>
        <translation>Trunk-Jobs nach Commit (Strg+1)</translation>
    </message>
    <message>
        <source>Out-of-tree accelerator backends by trust level (Ctrl+2)</source>
        <translation>Out-of-Tree-Beschleuniger-Backends nach Vertrauensstufe (Strg+2)</translation>
    </message>
    <message>
        <source>&amp;Flaky tests</source>
        <translation>&amp;Flaky-Tests</translation>
    </message>
    <message>
        <source>Flakiest tests ranked by a confidence bound, disabled tests (Ctrl+3)</source>
        <translation>Die flakigsten Tests nach Konfidenzgrenze sortiert, deaktivierte Tests (Strg+3)</translation>
    </message>
    <message>
        <source>&amp;Trunk health</source>
        <translation>&amp;Trunk-Zustand</translation>
    </message>
    <message>
        <source>Red commits, time to signal, queue time, platform-only failures (Ctrl+4)</source>
        <translation>Rote Commits, Zeit bis zum Signal, Wartezeit, plattformspezifische Fehlschläge (Strg+4)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Refresh now</source>
        <translation>&amp;Jetzt aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Pause / resume refresh	Space</source>
        <translation>Aktualisierung &amp;anhalten / fortsetzen	Leertaste</translation>
    </message>
    <message>
        <source>Set ClickHouse pass&amp;word…</source>
        <translation>ClickHouse-&amp;Passwort festlegen…</translation>
    </message>
    <message>
        <source>Set relay API &amp;token…</source>
        <translation>Relay-API-&amp;Token festlegen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
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
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About HUD Watch</source>
        <translation>&amp;Über HUD Watch</translation>
    </message>
    <message>
        <source>About HUD Watch</source>
        <translation>Über HUD Watch</translation>
    </message>
    <message>
        <source>HUD Watch %1
A desktop console for large CI systems.</source>
        <translation>HUD Watch %1
Eine Desktop-Konsole für große CI-Systeme.</translation>
    </message>
    <message>
        <source>HUD Watch — %1</source>
        <translation>HUD Watch — %1</translation>
    </message>
    <message>
        <source>⚠ %1 is failing: %2. Showing the last good data, as of %3 (%4).</source>
        <translation>⚠ %1 schlägt fehl: %2. Angezeigt werden die letzten gültigen Daten, Stand %3 (%4).</translation>
    </message>
    <message>
        <source>⚠ %1 is failing: %2. No data yet.</source>
        <translation>⚠ %1 schlägt fehl: %2. Noch keine Daten.</translation>
    </message>
    <message>
        <source>⚠ %1 refused the password: %2. Showing the last good data, as of %3 (%4); polling waits for a new password.</source>
        <translation>⚠ %1 hat das Passwort abgelehnt: %2. Angezeigt werden die letzten gültigen Daten, Stand %3 (%4); die Abfrage wartet auf ein neues Passwort.</translation>
    </message>
    <message>
        <source>⚠ %1 refused the password: %2. Polling waits for a new password.</source>
        <translation>⚠ %1 hat das Passwort abgelehnt: %2. Die Abfrage wartet auf ein neues Passwort.</translation>
    </message>
    <message>
        <source>Set password…</source>
        <translation>Passwort festlegen…</translation>
    </message>
    <message>
        <source>⊘ Offline: showing cached data as of %1 (%2).</source>
        <translation>⊘ Offline: zwischengespeicherte Daten, Stand %1 (%2).</translation>
    </message>
    <message>
        <source>❚❚ Replay paused at %1 (press Space to resume).</source>
        <translation>❚❚ Wiedergabe angehalten bei %1 (Leertaste setzt fort).</translation>
    </message>
    <message>
        <source>❚❚ Refresh paused (press Space to resume). Data as of %1.</source>
        <translation>❚❚ Aktualisierung angehalten (Leertaste setzt fort). Daten vom %1.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>⚠ Data is stale: as of %1 (%2).</source>
        <translation>⚠ Daten veraltet: Stand %1 (%2).</translation>
    </message>
    <message>
        <source>⚠ No data yet.</source>
        <translation>⚠ Noch keine Daten.</translation>
    </message>
    <message>
        <source>%1 has not answered for %2.</source>
        <translation>%1 antwortet seit %2 nicht.</translation>
    </message>
    <message>
        <source>GPU &amp;utilization</source>
        <translation>GPU-A&amp;uslastung</translation>
    </message>
    <message>
        <source>Idle GPU-hours of the fleet, and one job&apos;s GPUs over its time (Ctrl+5)</source>
        <translation>Ungenutzte GPU-Stunden der Flotte und die GPUs eines Jobs über seine Laufzeit (Strg+5)</translation>
    </message>
    <message>
        <source>No job in this cell</source>
        <translation>Kein Job in dieser Zelle</translation>
    </message>
    <message>
        <source>E&amp;xport time window…</source>
        <translation>Zeitfenster e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Sign &amp;in with the browser…</source>
        <translation>&amp;Im Browser anmelden…</translation>
    </message>
    <message>
        <source>Sign in with a &amp;code on another device…</source>
        <translation>Mit einem &amp;Code auf einem anderen Gerät anmelden…</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>Ab&amp;melden</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>&amp;Profil</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Alert rules…</source>
        <translation>&amp;Alarmregeln…</translation>
    </message>
    <message>
        <source>⚠ Sign-in: %1.</source>
        <translation>⚠ Anmeldung: %1.</translation>
    </message>
    <message>
        <source>⚠ %1: %2.</source>
        <translation>⚠ %1: %2.</translation>
    </message>
    <message>
        <source>Sign in…</source>
        <translation>Anmelden…</translation>
    </message>
    <message>
        <source>Demo recording</source>
        <translation>Demo-Aufzeichnung</translation>
    </message>
    <message>
        <source>&amp;New profile…</source>
        <translation>&amp;Neues Profil…</translation>
    </message>
    <message>
        <source>&amp;Edit this profile…</source>
        <translation>Dieses Profil &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Import a profile…</source>
        <translation>Profil &amp;importieren…</translation>
    </message>
    <message>
        <source>E&amp;xport this profile…</source>
        <translation>Dieses Profil e&amp;xportieren…</translation>
    </message>
    <message>
        <source>not a job id: &quot;%1&quot; (use utilization:JOB_ID or utilization:fleet)</source>
        <translation>keine Job-ID: &quot;%1&quot; (utilization:JOB_ID oder utilization:fleet verwenden)</translation>
    </message>
    <message>
        <source>⚠ %1 is failing: %2. Showing the last good data: the commits of an unfinished first sync (it resumes at the next poll).</source>
        <translation>⚠ %1 schlägt fehl: %2. Zeigt die letzten guten Daten: die Commits einer unvollständigen ersten Synchronisierung (sie wird bei der nächsten Abfrage fortgesetzt).</translation>
    </message>
    <message>
        <source>&amp;Command palette…</source>
        <translation>Befehls&amp;palette…</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Dem &amp;System folgen</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Raster</translation>
    </message>
    <message>
        <source>Backends</source>
        <translation>Backends</translation>
    </message>
    <message>
        <source>Flaky tests</source>
        <translation>Flaky-Tests</translation>
    </message>
    <message>
        <source>Trunk health</source>
        <translation>Trunk-Zustand</translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no longer in the menus</source>
        <translation>„%1“ ist nicht mehr in den Menüs</translation>
    </message>
    <message>
        <source>%1 is not in the grid (filtered out?): clear the filter and try again</source>
        <translation>%1 ist nicht im Raster (herausgefiltert?): Filter leeren und erneut versuchen</translation>
    </message>
    <message>
        <source>S&amp;nooze notifications for 1 hour</source>
        <translation>Benachrichtigungen 1 Stunde &amp;pausieren</translation>
    </message>
    <message>
        <source>S&amp;nooze notifications (until %1; uncheck to resume)</source>
        <translation>Benachrichtigungen &amp;pausiert (bis %1; abwählen zum Fortsetzen)</translation>
    </message>
    <message>
        <source>Retrying at %1.</source>
        <translation>Neuer Versuch um %1.</translation>
    </message>
    <message>
        <source>⊘ Offline and the cache is empty: start without --offline to fetch data.</source>
        <translation>⊘ Offline, und der Zwischenspeicher ist leer: ohne --offline starten, um Daten abzurufen.</translation>
    </message>
    <message>
        <source>%1 is not in the grid — if it is filtered out, clear the job filter (/ then Esc) and untick Hide green, Hide unstable and Hide skipped</source>
        <translation>%1 ist nicht im Raster — falls herausgefiltert: den Job-Filter leeren (/ dann Esc) und „Grüne ausblenden“, „Instabile ausblenden“ und „Übersprungene ausblenden“ abwählen</translation>
    </message>
    <message>
        <source>no flaky test matches &quot;%1&quot; — check the name, or choose a longer time range on the Flaky tests tab</source>
        <translation>kein Flaky-Test passt auf &quot;%1&quot; — den Namen prüfen oder im Tab Flaky-Tests einen längeren Zeitraum wählen</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot; — use grid, backends, flaky, trunk or utilization</source>
        <translation>unbekannte Ansicht &quot;%1&quot; — grid, backends, flaky, trunk oder utilization verwenden</translation>
    </message>
</context>
<context>
    <name>hw::PassRateChip</name>
    <message>
        <source>good (≥ 95 %)</source>
        <translation>gut (≥ 95 %)</translation>
    </message>
    <message>
        <source>warning (80–95 %)</source>
        <translation>Warnung (80–95 %)</translation>
    </message>
    <message>
        <source>bad (below 80 %)</source>
        <translation>schlecht (unter 80 %)</translation>
    </message>
    <message>
        <source>no completed jobs</source>
        <translation>keine abgeschlossenen Jobs</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>keine Daten</translation>
    </message>
</context>
<context>
    <name>hw::PngFile</name>
    <message>
        <source>the image could not be encoded as PNG</source>
        <translation>das Bild ließ sich nicht als PNG kodieren</translation>
    </message>
</context>
<context>
    <name>hw::ProfileEditorDialog</name>
    <message>
        <source>New profile</source>
        <translation>Neues Profil</translation>
    </message>
    <message>
        <source>Edit profile %1</source>
        <translation>Profil %1 bearbeiten</translation>
    </message>
    <message>
        <source>letters, digits, . _ -</source>
        <translation>Buchstaben, Ziffern, . _ -</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Allow plain http to a host that is not this machine</source>
        <translation>Unverschlüsseltes http zu einem anderen Rechner erlauben</translation>
    </message>
    <message>
        <source>⚠ Plain http: the password, tokens and data cross the network unencrypted. Use it only on a network you trust.</source>
        <translation>⚠ Unverschlüsseltes http: Passwort, Token und Daten gehen unverschlüsselt über das Netz. Nur in einem vertrauenswürdigen Netz verwenden.</translation>
    </message>
    <message>
        <source>ClickHouse</source>
        <translation>ClickHouse</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>U&amp;ser:</source>
        <translation>Benut&amp;zer:</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the profile file.</source>
        <translation>Im System-Schlüsselbund gespeichert, nie in der Profildatei.</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Connect timeout:</source>
        <translation>Verbindungs-Timeout:</translation>
    </message>
    <message>
        <source>Read timeout:</source>
        <translation>Lese-Timeout:</translation>
    </message>
    <message>
        <source>Request timeout:</source>
        <translation>Anfrage-Timeout:</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Largest reply:</source>
        <translation>Größte Antwort:</translation>
    </message>
    <message>
        <source>Relay</source>
        <translation>Relay</translation>
    </message>
    <message>
        <source>R&amp;elay URL:</source>
        <translation>R&amp;elay-URL:</translation>
    </message>
    <message>
        <source>path or URL of an allowlist.yml</source>
        <translation>Pfad oder URL einer allowlist.yml</translation>
    </message>
    <message>
        <source>&amp;Allowlist file:</source>
        <translation>&amp;Allowlist-Datei:</translation>
    </message>
    <message>
        <source>Sign-in</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <source>the OpenID provider&apos;s issuer URL</source>
        <translation>die Issuer-URL des OpenID-Anbieters</translation>
    </message>
    <message>
        <source>&amp;Issuer:</source>
        <translation>&amp;Issuer:</translation>
    </message>
    <message>
        <source>&amp;Client ID:</source>
        <translation>&amp;Client-ID:</translation>
    </message>
    <message>
        <source>Sc&amp;ope:</source>
        <translation>Sc&amp;ope:</translation>
    </message>
    <message>
        <source>Polling</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <source>&amp;Branch:</source>
        <translation>&amp;Branch:</translation>
    </message>
    <message>
        <source>Poll &amp;every:</source>
        <translation>Abfrage al&amp;le:</translation>
    </message>
    <message>
        <source>Commits &amp;shown:</source>
        <translation>Angezeigte Co&amp;mmits:</translation>
    </message>
    <message>
        <source>empty: the bundled HUD grouping</source>
        <translation>leer: die mitgelieferte HUD-Gruppierung</translation>
    </message>
    <message>
        <source>&amp;Grouping file:</source>
        <translation>&amp;Gruppierungsdatei:</translation>
    </message>
    <message>
        <source>one column-name pattern per line</source>
        <translation>ein Spaltennamen-Muster pro Zeile</translation>
    </message>
    <message>
        <source>Unstable jobs:</source>
        <translation>Instabile Jobs:</translation>
    </message>
    <message>
        <source>empty: the default cache file</source>
        <translation>leer: die Standard-Cache-Datei</translation>
    </message>
    <message>
        <source>Cac&amp;he file:</source>
        <translation>Cac&amp;he-Datei:</translation>
    </message>
    <message>
        <source>name: give the profile a name</source>
        <translation>Name: dem Profil einen Namen geben</translation>
    </message>
    <message>
        <source>name: letters, digits, . _ - only (up to 64, not starting with &apos;.&apos;)</source>
        <translation>Name: nur Buchstaben, Ziffern, . _ - (bis zu 64, nicht mit &apos;.&apos; beginnend)</translation>
    </message>
    <message>
        <source>name: a profile &quot;%1&quot; exists already; choose another name</source>
        <translation>Name: ein Profil &quot;%1&quot; existiert bereits; einen anderen Namen wählen</translation>
    </message>
    <message>
        <source>… testing</source>
        <translation>… teste</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1: not a valid URL — write it as https://host or https://host:port</source>
        <translation>%1: keine gültige URL — als https://host oder https://host:port schreiben</translation>
    </message>
    <message>
        <source>The one GitHub repository (owner/repo) this profile watches: every query filters by it.</source>
        <translation>Das eine GitHub-Repository (owner/repo), das dieses Profil beobachtet: jede Abfrage filtert danach.</translation>
    </message>
    <message>
        <source>&amp;Repository:</source>
        <translation>&amp;Repository:</translation>
    </message>
</context>
<context>
    <name>hw::ProfileTransfer</name>
    <message>
        <source>invalid profile name &quot;%1&quot; (letters, digits, . _ - only; use --name)</source>
        <translation>ungültiger Profilname &quot;%1&quot; (nur Buchstaben, Ziffern, . _ -; --name verwenden)</translation>
    </message>
    <message>
        <source>profiles never carry secrets: remove key %1; set the password after import</source>
        <translation>Profile enthalten nie Geheimnisse: Schlüssel %1 entfernen; das Passwort nach dem Import setzen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; already exists: choose another with --name, or replace it with --force</source>
        <translation>Profil &quot;%1&quot; existiert bereits: mit --name einen anderen wählen oder mit --force ersetzen</translation>
    </message>
    <message>
        <source>cannot write %1: %2 — choose another folder or free disk space</source>
        <translation>%1 kann nicht geschrieben werden: %2 — einen anderen Ordner wählen oder Speicherplatz freigeben</translation>
    </message>
    <message>
        <source>invalid profile name &quot;%1&quot;: rename the file (letters, digits, . _ - only)</source>
        <translation>ungültiger Profilname „%1“: die Datei umbenennen (nur Buchstaben, Ziffern, . _ -)</translation>
    </message>
    <message>
        <source>the file cannot be read as a profile (ini) — import a file written by Export this profile or &apos;hudwatch profile export&apos;</source>
        <translation>die Datei kann nicht als Profil (ini) gelesen werden — eine Datei importieren, die mit „Dieses Profil exportieren“ oder „hudwatch profile export“ geschrieben wurde</translation>
    </message>
    <message>
        <source>unknown key %1 (a profile knows: %2) — remove it, or update HUD Watch if the file came from a newer version</source>
        <translation>unbekannter Schlüssel %1 (ein Profil kennt: %2) — ihn entfernen oder HUD Watch aktualisieren, falls die Datei von einer neueren Version stammt</translation>
    </message>
    <message>
        <source>a profile &quot;%1&quot; exists already: rename the file (its name becomes the profile&apos;s) and import again</source>
        <translation>ein Profil „%1“ gibt es schon: die Datei umbenennen (ihr Name wird der des Profils) und erneut importieren</translation>
    </message>
    <message>
        <source>the file is larger than %1 KB: not a profile — import a file written by Export this profile or &apos;hudwatch profile export&apos;</source>
        <translation>die Datei ist größer als %1 KB: kein Profil — eine Datei importieren, die mit „Dieses Profil exportieren“ oder „hudwatch profile export“ geschrieben wurde</translation>
    </message>
    <message>
        <source>cannot read %1: %2 — check the path and that you may read the file</source>
        <translation>%1 kann nicht gelesen werden: %2 — den Pfad prüfen und ob Sie die Datei lesen dürfen</translation>
    </message>
</context>
<context>
    <name>hw::PromotionReport</name>
    <message>
        <source>first dispatch at %1 on %2</source>
        <translation>erste Auslösung auf %1 am %2</translation>
    </message>
    <message>
        <source>allowlist</source>
        <translation>der Allowlist</translation>
    </message>
    <message>
        <source>HUD level status</source>
        <translation>dem HUD-Stufenstatus</translation>
    </message>
    <message>
        <source>level history</source>
        <translation>dem Stufenverlauf</translation>
    </message>
    <message>
        <source>time at L2</source>
        <translation>Zeit auf L2</translation>
    </message>
    <message>
        <source>end-to-end time P50</source>
        <translation>End-to-End-Zeit P50</translation>
    </message>
    <message>
        <source>mean queue time</source>
        <translation>mittlere Queue-Zeit</translation>
    </message>
    <message>
        <source>overrun rate</source>
        <translation>Überschreitungsquote</translation>
    </message>
    <message>
        <source>timeout rate</source>
        <translation>Timeout-Quote</translation>
    </message>
    <message>
        <source>pass rate</source>
        <translation>Erfolgsquote</translation>
    </message>
    <message>
        <source>promotion window</source>
        <translation>Hochstufungsfenster</translation>
    </message>
    <message>
        <source>demotion window</source>
        <translation>Herabstufungsfenster</translation>
    </message>
    <message>
        <source>data needed</source>
        <translation>nötiger Datenzeitraum</translation>
    </message>
    <message>
        <source>Promotion review: %1</source>
        <translation>Hochstufungs-Review: %1</translation>
    </message>
    <message>
        <source>As of %1 UTC. Figures from HUD&apos;s CRCR data (ClickHouse crcr_workflow_job, jobs judged by their latest attempt); levels from the allowlist.</source>
        <translation>Stand %1 UTC. Werte aus den CRCR-Daten von HUD (ClickHouse crcr_workflow_job, Jobs nach ihrem letzten Versuch bewertet); Stufen aus der Allowlist.</translation>
    </message>
    <message>
        <source>Current level</source>
        <translation>Aktuelle Stufe</translation>
    </message>
    <message>
        <source>Not in the allowlist</source>
        <translation>Nicht in der Allowlist</translation>
    </message>
    <message>
        <source>Level: </source>
        <translation>Stufe: </translation>
    </message>
    <message>
        <source> — from the %1</source>
        <translation> — laut %1</translation>
    </message>
    <message>
        <source>Device: </source>
        <translation>Gerät: </translation>
    </message>
    <message>
        <source> (PR label ciflow/crcr/%1)</source>
        <translation> (PR-Label ciflow/crcr/%1)</translation>
    </message>
    <message>
        <source>On-call: %1</source>
        <translation>On-call: %1</translation>
    </message>
    <message>
        <source>none listed</source>
        <translation>keine gelistet</translation>
    </message>
    <message>
        <source>Events: %1</source>
        <translation>Events: %1</translation>
    </message>
    <message>
        <source>Not in the allowlist of this snapshot (no device or on-call known).</source>
        <translation>Nicht in der Allowlist dieses Snapshots (kein Gerät oder On-call bekannt).</translation>
    </message>
    <message>
        <source>At %1 since %2 (%3 days)</source>
        <translation>Auf %1 seit %2 (%3 Tage)</translation>
    </message>
    <message>
        <source>, start inferred from ClickHouse</source>
        <translation>, Beginn aus ClickHouse abgeleitet</translation>
    </message>
    <message>
        <source>Level history</source>
        <translation>Stufenverlauf</translation>
    </message>
    <message>
        <source>No dated level change known.</source>
        <translation>Kein datierter Stufenwechsel bekannt.</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>nicht gelistet</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>ClickHouse: %1</source>
        <translation>ClickHouse: %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>PR</source>
        <translation>PR</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>L3 readiness</source>
        <translation>L3-Bereitschaft</translation>
    </message>
    <message>
        <source>WHAT-IF: targets changed from HUD&apos;s defaults: %1. This is not HUD&apos;s verdict.</source>
        <translation>WHAT-IF: Ziele gegenüber den HUD-Standardwerten geändert: %1. Dies ist nicht die Bewertung von HUD.</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source> (demotion)</source>
        <translation> (Herabstufung)</translation>
    </message>
    <message>
        <source> (promotion)</source>
        <translation> (Hochstufung)</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <source>Verdict: </source>
        <translation>Bewertung: </translation>
    </message>
    <message>
        <source> (what-if)</source>
        <translation> (What-if)</translation>
    </message>
    <message>
        <source>last %1 days</source>
        <translation>letzte %1 Tage</translation>
    </message>
    <message>
        <source>%1 timed out, %2 cancelled, %3 triaged infra</source>
        <translation>%1 mit Zeitüberschreitung, %2 abgebrochen, %3 als Infra triagiert</translation>
    </message>
    <message>
        <source>Completed jobs</source>
        <translation>Abgeschlossene Jobs</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Test failures</source>
        <translation>Testfehlschläge</translation>
    </message>
    <message>
        <source>Infra failures</source>
        <translation>Infra-Fehlschläge</translation>
    </message>
    <message>
        <source>Infra detail</source>
        <translation>Infra-Details</translation>
    </message>
    <message>
        <source>Jobs over time</source>
        <translation>Jobs im Zeitverlauf</translation>
    </message>
    <message>
        <source>Recent failing jobs</source>
        <translation>Kürzlich fehlgeschlagene Jobs</translation>
    </message>
    <message>
        <source>No failing job among the recent jobs.</source>
        <translation>Kein fehlgeschlagener Job unter den letzten Jobs.</translation>
    </message>
    <message>
        <source> (attempt %1)</source>
        <translation> (Versuch %1)</translation>
    </message>
    <message>
        <source>Completed (UTC)</source>
        <translation>Abgeschlossen (UTC)</translation>
    </message>
    <message>
        <source>Workflow / job</source>
        <translation>Workflow / Job</translation>
    </message>
    <message>
        <source>Conclusion</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Triage</source>
        <translation>Triage</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>%1 kann nicht geschrieben werden: der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>cannot write %1: no file name</source>
        <translation>%1 kann nicht geschrieben werden: kein Dateiname</translation>
    </message>
    <message>
        <source>Breakage: infrastructure vs tests (console&apos;s own split)</source>
        <translation>Ausfälle: Infrastruktur vs. Tests (eigene Aufteilung der Konsole)</translation>
    </message>
    <message>
        <source>(unknown PR)</source>
        <translation>(unbekannter PR)</translation>
    </message>
</context>
<context>
    <name>hw::RangeFeature</name>
    <message>
        <source>this recording has no %1 at or before %2</source>
        <translation>diese Aufzeichnung hat kein %1 am oder vor %2</translation>
    </message>
</context>
<context>
    <name>hw::RangeSync</name>
    <message>
        <source>%1 malformed rows left out</source>
        <translation>%1 fehlerhafte Zeilen ausgelassen</translation>
    </message>
    <message>
        <source>change the range to retry now</source>
        <translation>den Zeitraum ändern, um jetzt erneut zu versuchen</translation>
    </message>
    <message>
        <source>refresh cancelled: these figures were not refreshed; change the range to fetch now</source>
        <translation>Aktualisierung abgebrochen: diese Zahlen wurden nicht aktualisiert; den Zeitraum ändern, um jetzt abzurufen</translation>
    </message>
    <message>
        <source>cache write failed: %1 — free disk space; the fetch is retried</source>
        <translation>Cache-Schreiben fehlgeschlagen: %1 — Speicherplatz freigeben; der Abruf wird wiederholt</translation>
    </message>
</context>
<context>
    <name>hw::RecordingFile</name>
    <message>
        <source>it has no table %1</source>
        <translation>ihr fehlt die Tabelle %1</translation>
    </message>
    <message>
        <source>its %1 is a %2, not a table</source>
        <translation>ihr %1 ist ein %2, keine Tabelle</translation>
    </message>
    <message>
        <source>its table %1 has computed columns</source>
        <translation>ihre Tabelle %1 hat berechnete Spalten</translation>
    </message>
    <message>
        <source>its table %1 has %2 rows, more than the %3 a recording may hold</source>
        <translation>ihre Tabelle %1 hat %2 Zeilen, mehr als die %3, die eine Aufzeichnung enthalten darf</translation>
    </message>
    <message>
        <source>cannot write %1: %2 — choose another folder or free disk space</source>
        <translation>%1 kann nicht geschrieben werden: %2 — einen anderen Ordner wählen oder Speicherplatz freigeben</translation>
    </message>
    <message>
        <source>%1: no such file — check the path</source>
        <translation>%1: keine solche Datei — den Pfad prüfen</translation>
    </message>
    <message>
        <source>%1 is not a HUD Watch recording: %2 — open a file written by File ▸ Export time window… or --record</source>
        <translation>%1 ist keine HUD-Watch-Aufzeichnung: %2 — eine Datei öffnen, die mit Datei ▸ Zeitfenster exportieren… oder --record geschrieben wurde</translation>
    </message>
    <message>
        <source>another application&apos;s SQLite file</source>
        <translation>SQLite-Datei einer anderen Anwendung</translation>
    </message>
    <message>
        <source>%1 is a recording of format version %2; this HUD Watch reads up to version %3 — update HUD Watch</source>
        <translation>%1 ist eine Aufzeichnung der Formatversion %2; dieses HUD Watch liest bis Version %3 — HUD Watch aktualisieren</translation>
    </message>
    <message>
        <source>no format version</source>
        <translation>keine Formatversion</translation>
    </message>
    <message>
        <source>the recording table is empty</source>
        <translation>die Tabelle recording ist leer</translation>
    </message>
    <message>
        <source>a level change has no valid date (%1)</source>
        <translation>ein Stufenwechsel hat kein gültiges Datum (%1)</translation>
    </message>
    <message>
        <source>an alert transition of unknown kind (%1)</source>
        <translation>ein Alarmübergang unbekannter Art (%1)</translation>
    </message>
    <message>
        <source>its end is before its start</source>
        <translation>ihr Ende liegt vor ihrem Anfang</translation>
    </message>
    <message>
        <source>its range names %1, not a time from 1970 to 9999</source>
        <translation>ihr Zeitraum nennt %1, keine Zeit von 1970 bis 9999</translation>
    </message>
    <message>
        <source>commit %1 has the time %2, not a time from 1970 to 9999</source>
        <translation>Commit %1 hat die Zeit %2, keine Zeit von 1970 bis 9999</translation>
    </message>
    <message>
        <source>an alert has the time %1, not a time from 1970 to 9999</source>
        <translation>ein Alarm hat die Zeit %1, keine Zeit von 1970 bis 9999</translation>
    </message>
    <message>
        <source>job %1 has the time %2, not a time from 1970 to 9999</source>
        <translation>Job %1 hat die Zeit %2, keine Zeit von 1970 bis 9999</translation>
    </message>
    <message>
        <source>the recording is not open</source>
        <translation>die Aufzeichnung ist nicht geöffnet</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>kein Speicher mehr</translation>
    </message>
    <message>
        <source>reading %1 was cancelled</source>
        <translation>das Lesen von %1 wurde abgebrochen</translation>
    </message>
</context>
<context>
    <name>hw::RecordingOutput</name>
    <message>
        <source>Export time window</source>
        <translation>Zeitfenster exportieren</translation>
    </message>
    <message>
        <source>There is nothing to export yet — wait for the first sync to store commits.</source>
        <translation>Es gibt noch nichts zu exportieren — warten, bis die erste Synchronisierung Commits speichert.</translation>
    </message>
    <message>
        <source>HUD Watch recordings (*.hwrec);;All files (*)</source>
        <translation>HUD-Watch-Aufzeichnungen (*.hwrec);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>An export is already under way.</source>
        <translation>Ein Export läuft bereits.</translation>
    </message>
    <message>
        <source>Exporting %1 – %2 to %3…</source>
        <translation>Exportiere %1 – %2 nach %3…</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>Export abgebrochen; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>Exported %1 to %2 (open it with hudwatch --replay %2)</source>
        <translation>%1 nach %2 exportiert (öffnen mit hudwatch --replay %2)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>⚠ --record %1: a part could not be written: %2 — free disk space; the recording goes on but misses what failed</source>
        <translation>⚠ --record %1: ein Teil konnte nicht geschrieben werden: %2 — Speicherplatz freigeben; die Aufzeichnung läuft weiter, aber ohne das Fehlgeschlagene</translation>
    </message>
    <message>
        <source>--record %1: nothing recorded: the cache is empty — wait for the first sync to store commits</source>
        <translation>--record %1: nichts aufgezeichnet: der Cache ist leer — warten, bis die erste Synchronisierung Commits speichert</translation>
    </message>
    <message>
        <source>--record %1: %2</source>
        <translation>--record %1: %2</translation>
    </message>
</context>
<context>
    <name>hw::RecordingReader</name>
    <message>
        <source>the demo data is not built into this binary (%1 is missing) — reinstall HUD Watch</source>
        <translation>die Demodaten sind nicht in dieses Programm eingebaut (%1 fehlt) — HUD Watch neu installieren</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, not a time from 1970 to 9999</source>
        <translation>&quot;%1&quot; ist %2, keine Zeit von 1970 bis 9999</translation>
    </message>
    <message>
        <source>missing &quot;%1&quot;</source>
        <translation>&quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an integer</source>
        <translation>&quot;%1&quot; muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>&quot;%1&quot; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be empty</source>
        <translation>&quot;%1&quot; darf nicht leer sein</translation>
    </message>
    <message>
        <source>not a recording: the file is empty or too short</source>
        <translation>keine Aufzeichnung: die Datei ist leer oder zu kurz</translation>
    </message>
    <message>
        <source>not a recording: expected JSON Lines or qCompress/zlib data</source>
        <translation>keine Aufzeichnung: JSON Lines oder qCompress/zlib-Daten erwartet</translation>
    </message>
    <message>
        <source>not a recording: it uncompresses to more than %1 MB (the limit)</source>
        <translation>keine Aufzeichnung: entpackt mehr als %1 MB (die Grenze)</translation>
    </message>
    <message>
        <source>not a recording: the compressed data is corrupt or truncated (%1)</source>
        <translation>keine Aufzeichnung: die komprimierten Daten sind beschädigt oder abgeschnitten (%1)</translation>
    </message>
    <message>
        <source>not a recording: the compressed data holds nothing</source>
        <translation>keine Aufzeichnung: die komprimierten Daten enthalten nichts</translation>
    </message>
    <message>
        <source>%1 — update HUD Watch</source>
        <translation>%1 — HUD Watch aktualisieren</translation>
    </message>
    <message>
        <source>%1 — open a file written by File ▸ Export time window… or --record</source>
        <translation>%1 — eine Datei öffnen, die mit Datei ▸ Zeitfenster exportieren… oder --record geschrieben wurde</translation>
    </message>
    <message>
        <source>not a recording: larger than %1 MB (the limit)</source>
        <translation>keine Aufzeichnung: größer als %1 MB (die Grenze)</translation>
    </message>
    <message>
        <source>invalid JSON (%1 at column %2)</source>
        <translation>ungültiges JSON (%1 in Spalte %2)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>not a recording header (expected &quot;format&quot;:&quot;hudwatch-recording&quot;)</source>
        <translation>kein Aufzeichnungskopf (&quot;format&quot;:&quot;hudwatch-recording&quot; erwartet)</translation>
    </message>
    <message>
        <source>unsupported recording version %1 (this build reads version %2)</source>
        <translation>nicht unterstützte Aufzeichnungsversion %1 (dieser Build liest Version %2)</translation>
    </message>
    <message>
        <source>&quot;unstable_patterns&quot; must be an array of strings</source>
        <translation>&quot;unstable_patterns&quot; muss ein Array von Zeichenketten sein</translation>
    </message>
    <message>
        <source>time %1 is before the previous event&apos;s time %2 (events must be in time order)</source>
        <translation>Zeit %1 liegt vor der Zeit %2 des vorigen Ereignisses (Ereignisse müssen zeitlich geordnet sein)</translation>
    </message>
    <message>
        <source>unknown job status &quot;%1&quot; (expected queued, in_progress or completed)</source>
        <translation>unbekannter Job-Status &quot;%1&quot; (erwartet: queued, in_progress oder completed)</translation>
    </message>
    <message>
        <source>unknown event type &quot;%1&quot; (expected &quot;commit&quot; or &quot;job&quot;)</source>
        <translation>unbekannter Ereignistyp &quot;%1&quot; (erwartet: &quot;commit&quot; oder &quot;job&quot;)</translation>
    </message>
    <message>
        <source>not a recording: the file has no header line</source>
        <translation>keine Aufzeichnung: die Datei hat keine Kopfzeile</translation>
    </message>
    <message>
        <source>the recording ends (%1) before it starts (%2)</source>
        <translation>die Aufzeichnung endet (%1), bevor sie beginnt (%2)</translation>
    </message>
    <message>
        <source>cannot open %1: %2 — check the path given to --replay</source>
        <translation>%1 kann nicht geöffnet werden: %2 — den bei --replay angegebenen Pfad prüfen</translation>
    </message>
    <message>
        <source>%1: not a recording: larger than %2 MB (the limit)</source>
        <translation>%1: keine Aufzeichnung: größer als %2 MB (die Grenze)</translation>
    </message>
    <message>
        <source>pr %1 is not a PR number</source>
        <translation>pr %1 ist keine PR-Nummer</translation>
    </message>
</context>
<context>
    <name>hw::RecordingWriter</name>
    <message>
        <source>cannot write %1: %2 — choose another folder or free disk space</source>
        <translation>%1 kann nicht geschrieben werden: %2 — einen anderen Ordner wählen oder Speicherplatz freigeben</translation>
    </message>
</context>
<context>
    <name>hw::ReenableCandidatesModel</name>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Could be re-enabled</source>
        <translation>Wieder aktivierbar</translation>
    </message>
    <message>
        <source>Green re-runs (7 days)</source>
        <translation>Grüne Wiederholungen (7 Tage)</translation>
    </message>
    <message>
        <source>Last re-run (UTC)</source>
        <translation>Letzte Wiederholung (UTC)</translation>
    </message>
    <message>
        <source>Issue to close</source>
        <translation>Zu schließendes Issue</translation>
    </message>
</context>
<context>
    <name>hw::RegularFile</name>
    <message>
        <source>it is larger than %1 MB</source>
        <translation>sie ist größer als %1 MB</translation>
    </message>
    <message>
        <source>it is larger than %1 KB</source>
        <translation>sie ist größer als %1 KB</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, a socket or a device)</source>
        <translation>es ist keine gewöhnliche Datei (eine Pipe, ein Socket oder ein Gerät)</translation>
    </message>
</context>
<context>
    <name>hw::RelayError</name>
    <message>
        <source>not signed in — sign in (File ▸ Sign in)</source>
        <translation>nicht angemeldet — anmelden (Datei ▸ Anmelden)</translation>
    </message>
    <message>
        <source>no relay token is set</source>
        <translation>kein Relay-Token festgelegt</translation>
    </message>
    <message>
        <source>the relay token was rejected</source>
        <translation>das Relay-Token wurde abgelehnt</translation>
    </message>
    <message>
        <source>the sign-in was rejected — sign in again (File ▸ Sign in)</source>
        <translation>die Anmeldung wurde abgelehnt — erneut anmelden (Datei ▸ Anmelden)</translation>
    </message>
    <message>
        <source>the sign-in was rejected</source>
        <translation>die Anmeldung wurde abgelehnt</translation>
    </message>
    <message>
        <source>HTTP %1 redirect to %2 not followed — if the relay moved, set relay/url to %2</source>
        <translation>HTTP-%1-Umleitung nach %2 nicht gefolgt — wenn das Relay umgezogen ist, relay/url auf %2 setzen</translation>
    </message>
    <message>
        <source>HTTP %1 redirect to %2 not followed — if the file moved, set relay/allowlistFile to %2</source>
        <translation>HTTP-%1-Umleitung nach %2 nicht gefolgt — wenn die Datei umgezogen ist, relay/allowlistFile auf %2 setzen</translation>
    </message>
    <message>
        <source>sign in again (File ▸ Sign in)</source>
        <translation>erneut anmelden (Datei ▸ Anmelden)</translation>
    </message>
    <message>
        <source>no relay URL given — set relay/url in Profile ▸ Edit this profile…</source>
        <translation>keine Relay-URL angegeben — relay/url unter Profil ▸ Dieses Profil bearbeiten… setzen</translation>
    </message>
    <message>
        <source>invalid relay URL: %1 — fix relay/url in Profile ▸ Edit this profile…</source>
        <translation>ungültige Relay-URL: %1 — relay/url unter Profil ▸ Dieses Profil bearbeiten… korrigieren</translation>
    </message>
    <message>
        <source>relay URL must start with https:// (got &apos;%1&apos;) — fix relay/url in Profile ▸ Edit this profile…</source>
        <translation>die Relay-URL muss mit https:// beginnen (erhalten: &apos;%1&apos;) — relay/url unter Profil ▸ Dieses Profil bearbeiten… korrigieren</translation>
    </message>
    <message>
        <source>relay URL has no host — fix relay/url in Profile ▸ Edit this profile…</source>
        <translation>die Relay-URL hat keinen Host — relay/url unter Profil ▸ Dieses Profil bearbeiten… korrigieren</translation>
    </message>
    <message>
        <source>the relay token contains a control character (set it again)</source>
        <translation>das Relay-Token enthält ein Steuerzeichen (erneut festlegen)</translation>
    </message>
    <message>
        <source>relay URL must use https:// unless the host is loopback (127.0.0.1, ::1, localhost) or the profile sets relay/allowInsecureHttp=true</source>
        <translation>die Relay-URL muss https:// verwenden, außer der Host ist Loopback (127.0.0.1, ::1, localhost) oder das Profil setzt relay/allowInsecureHttp=true</translation>
    </message>
    <message>
        <source>relay URL must not contain a user name or password (the token comes from the keychain)</source>
        <translation>die Relay-URL darf keinen Benutzernamen und kein Passwort enthalten (das Token kommt aus dem Schlüsselbund)</translation>
    </message>
    <message>
        <source>relay URL must not contain a query or fragment — remove it from relay/url</source>
        <translation>die Relay-URL darf keine Query und kein Fragment enthalten — aus relay/url entfernen</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>network error</source>
        <translation>Netzwerkfehler</translation>
    </message>
    <message>
        <source>TLS error</source>
        <translation>TLS-Fehler</translation>
    </message>
    <message>
        <source>configuration error</source>
        <translation>Konfigurationsfehler</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>HTTP error</source>
        <translation>HTTP-Fehler</translation>
    </message>
    <message>
        <source>unauthorized</source>
        <translation>nicht autorisiert</translation>
    </message>
    <message>
        <source>rate limited</source>
        <translation>Anfragelimit erreicht</translation>
    </message>
    <message>
        <source>malformed response</source>
        <translation>fehlerhafte Antwort</translation>
    </message>
    <message>
        <source>missing field</source>
        <translation>fehlendes Feld</translation>
    </message>
    <message>
        <source>unknown level</source>
        <translation>unbekannte Stufe</translation>
    </message>
    <message>
        <source>response too large</source>
        <translation>Antwort zu groß</translation>
    </message>
    <message>
        <source>the relay sent data this version does not read: update HUD Watch</source>
        <translation>das Relay sendet Daten, die diese Version nicht liest: HUD Watch aktualisieren</translation>
    </message>
    <message>
        <source>HTTP %1 unauthorized: %2</source>
        <translation>HTTP %1 nicht autorisiert: %2</translation>
    </message>
    <message>
        <source>HTTP %1 forbidden: %2</source>
        <translation>HTTP %1 verboten: %2</translation>
    </message>
    <message>
        <source>HTTP %1 rate limited, retry after %2 s</source>
        <translation>HTTP %1 Anfragelimit erreicht, erneuter Versuch nach %2 s</translation>
    </message>
    <message>
        <source>HTTP %1 rate limited — wait a minute before trying again</source>
        <translation>HTTP %1 Anfragelimit erreicht — eine Minute warten und es dann erneut versuchen</translation>
    </message>
    <message>
        <source>check relay/url (Profile ▸ Edit this profile…)</source>
        <translation>relay/url prüfen (Profil ▸ Dieses Profil bearbeiten…)</translation>
    </message>
    <message>
        <source>check relay/allowlistFile (Profile ▸ Edit this profile…)</source>
        <translation>relay/allowlistFile prüfen (Profil ▸ Dieses Profil bearbeiten…)</translation>
    </message>
    <message>
        <source>a challenge page instead of JSON</source>
        <translation>eine Challenge-Seite statt JSON</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>HUD&apos;s bot protection refused this client: %1%2 — /api/authed should pass it; check the sign-in or ask HUD&apos;s admins</source>
        <translation>der Bot-Schutz von HUD hat diesen Client abgewiesen: %1%2 — /api/authed sollte ihn passieren; prüfen Sie die Anmeldung oder fragen Sie die Administratoren von HUD</translation>
    </message>
    <message>
        <source>HUD&apos;s bot protection refused this client: %1%2 — use /api/authed with a GitHub sign-in (relay/apiPrefix=/api/authed)</source>
        <translation>der Bot-Schutz von HUD hat diesen Client abgewiesen: %1%2 — verwenden Sie /api/authed mit einer GitHub-Anmeldung (relay/apiPrefix=/api/authed)</translation>
    </message>
    <message>
        <source>HTTP 404: level-status is not offered by this HUD (an older HUD)</source>
        <translation>HTTP 404: level-status wird von diesem HUD nicht angeboten (ein älteres HUD)</translation>
    </message>
    <message>
        <source>the HUD bot key contains a control character (set it again)</source>
        <translation>der HUD-Bot-Schlüssel enthält ein Steuerzeichen (erneut festlegen)</translation>
    </message>
    <message>
        <source>relay API prefix must be /api or /api/authed — fix relay/apiPrefix in Profile ▸ Edit this profile…</source>
        <translation>das Relay-API-Präfix muss /api oder /api/authed sein — korrigieren Sie relay/apiPrefix unter Profil ▸ Dieses Profil bearbeiten…</translation>
    </message>
    <message>
        <source>refused by HUD&apos;s bot protection</source>
        <translation>vom Bot-Schutz von HUD abgewiesen</translation>
    </message>
    <message>
        <source>not offered by this HUD</source>
        <translation>von diesem HUD nicht angeboten</translation>
    </message>
</context>
<context>
    <name>hw::RelayJson</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>Wahrheitswert</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>string</source>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <source>array</source>
        <translation>Array</translation>
    </message>
    <message>
        <source>object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1: expected %2, got %3</source>
        <translation>%1: %2 erwartet, %3 erhalten</translation>
    </message>
    <message>
        <source>empty response body</source>
        <translation>leerer Antwortinhalt</translation>
    </message>
    <message>
        <source>malformed JSON at offset %1: %2</source>
        <translation>fehlerhaftes JSON an Position %1: %2</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos; at top level</source>
        <translation>Feld „%1“ fehlt auf oberster Ebene</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos; in %2</source>
        <translation>Feld „%1“ fehlt in %2</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>%1: %2 is below %3</source>
        <translation>%1: %2 liegt unter %3</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>top level</source>
        <translation>oberste Ebene</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an owner/name repository</source>
        <translation>%1: „%2“ ist kein Repository der Form owner/name</translation>
    </message>
    <message>
        <source>%1: unknown level &apos;%2&apos;</source>
        <translation>%1: unbekannte Stufe „%2“</translation>
    </message>
    <message>
        <source>unknown level &apos;%1&apos; at top level</source>
        <translation>unbekannte Stufe „%1“ auf oberster Ebene</translation>
    </message>
    <message>
        <source>%1.device: only L3 entries have a device</source>
        <translation>%1.device: nur L3-Einträge haben ein Gerät</translation>
    </message>
    <message>
        <source>%1.repo: &apos;%2&apos; is listed twice (also at %3)</source>
        <translation>%1.repo: „%2“ steht zweimal in der Liste (auch bei %3)</translation>
    </message>
    <message>
        <source>a string or null</source>
        <translation>eine Zeichenkette oder null</translation>
    </message>
    <message>
        <source>%1.windowDays: %2 is not a plausible window</source>
        <translation>%1.windowDays: %2 ist kein plausibles Zeitfenster</translation>
    </message>
    <message>
        <source>a number, a string or null</source>
        <translation>eine Zahl, eine Zeichenkette oder null</translation>
    </message>
    <message>
        <source>a number or a string</source>
        <translation>eine Zahl oder eine Zeichenkette</translation>
    </message>
    <message>
        <source>a boolean or null</source>
        <translation>ein Wahrheitswert oder null</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected a PR number as key</source>
        <translation>„%1“: als Schlüssel wird eine PR-Nummer erwartet</translation>
    </message>
</context>
<context>
    <name>hw::ReplayInstant</name>
    <message>
        <source>--at &quot;%1&quot;: not a time; use ISO 8601 UTC (2024-08-14T03:10:00Z) or a time of day (03:10) on the recording&apos;s first day</source>
        <translation>--at &quot;%1&quot;: keine Zeitangabe; ISO 8601 in UTC (2024-08-14T03:10:00Z) oder eine Uhrzeit (03:10) am ersten Tag der Aufzeichnung verwenden</translation>
    </message>
    <message>
        <source>--at %1: %2 is outside the recording, which covers %3 to %4 — choose an instant in that span</source>
        <translation>--at %1: %2 liegt außerhalb der Aufzeichnung, die %3 bis %4 umfasst — einen Zeitpunkt in dieser Spanne wählen</translation>
    </message>
</context>
<context>
    <name>hw::ReportCommand</name>
    <message>
        <source>profile &quot;%1&quot; has no cache yet (%2): open it in the console once to fetch the backends</source>
        <translation>Profil &quot;%1&quot; hat noch keinen Cache (%2): einmal in der Konsole öffnen, um die Backends abzurufen</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no backend data cached yet: open the Backends tab once</source>
        <translation>Profil &quot;%1&quot; hat noch keine Backend-Daten im Cache: einmal den Tab Backends öffnen</translation>
    </message>
    <message>
        <source>Write a backend&apos;s promotion review report (Markdown + PDF).</source>
        <translation>Review-Bericht zur Hochstufung eines Backends schreiben (Markdown + PDF).</translation>
    </message>
    <message>
        <source>The backend (downstream repository).</source>
        <translation>Das Backend (Downstream-Repository).</translation>
    </message>
    <message>
        <source>The Markdown file; the PDF and charts go beside it.</source>
        <translation>Die Markdown-Datei; PDF und Diagramme landen daneben.</translation>
    </message>
    <message>
        <source>Use this profile&apos;s cached data (default: the demo).</source>
        <translation>Die Cache-Daten dieses Profils verwenden (Standard: die Demo).</translation>
    </message>
    <message>
        <source>What-if: minimum job pass rate in percent.</source>
        <translation>What-if: minimale Job-Erfolgsquote in Prozent.</translation>
    </message>
    <message>
        <source>What-if: maximum timeout rate in percent.</source>
        <translation>What-if: maximale Timeout-Quote in Prozent.</translation>
    </message>
    <message>
        <source>What-if: maximum end-to-end P50 in hours.</source>
        <translation>What-if: maximaler End-to-End-P50 in Stunden.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>usage: hudwatch report OWNER/REPO FILE.md [--profile NAME]</source>
        <translation>Aufruf: hudwatch report OWNER/REPO DATEI.md [--profile NAME]</translation>
    </message>
    <message>
        <source>--%1 needs a non-negative number</source>
        <translation>--%1 braucht eine nicht-negative Zahl</translation>
    </message>
    <message>
        <source>no backend &quot;%1&quot;; known backends: %2</source>
        <translation>kein Backend &quot;%1&quot;; bekannte Backends: %2</translation>
    </message>
    <message>
        <source>wrote %1 and %2 (%3: %4%5)</source>
        <translation>%1 und %2 geschrieben (%3: %4%5)</translation>
    </message>
    <message>
        <source>, what-if targets</source>
        <translation>, What-if-Ziele</translation>
    </message>
    <message>
        <source>the cached backend data is unreadable: %1 — open the Backends tab with --profile %2 to fetch it again</source>
        <translation>die zwischengespeicherten Backend-Daten sind unlesbar: %1 — den Tab Backends mit --profile %2 öffnen, um sie erneut abzurufen</translation>
    </message>
</context>
<context>
    <name>hw::RunTimelineStrip</name>
    <message>
        <source>Runs of the test on a time line</source>
        <translation>Läufe des Tests auf einer Zeitleiste</translation>
    </message>
</context>
<context>
    <name>hw::SignInController</name>
    <message>
        <source>Signed out: revoked at the provider and deleted from the keychain.</source>
        <translation>Abgemeldet: beim Anbieter widerrufen und aus dem Schlüsselbund gelöscht.</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Abmelden</translation>
    </message>
    <message>
        <source>Signed out here, but %1.</source>
        <translation>Hier abgemeldet, aber %1.</translation>
    </message>
    <message>
        <source>this provider offers no sign-in with a code; use the browser</source>
        <translation>dieser Anbieter bietet keine Anmeldung per Code; den Browser verwenden</translation>
    </message>
</context>
<context>
    <name>hw::SignInDialog</name>
    <message>
        <source>&amp;Copy code</source>
        <translation>Code &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Open in browser</source>
        <translation>Im Browser ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Sign in to %1</source>
        <translation>Bei %1 anmelden</translation>
    </message>
    <message>
        <source>Code to enter</source>
        <translation>Einzugebender Code</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>Kopiert ✓</translation>
    </message>
    <message>
        <source>Asking %1 to start a sign-in…</source>
        <translation>%1 wird gebeten, eine Anmeldung zu starten…</translation>
    </message>
    <message>
        <source>On any device, open the address below and enter this code:</source>
        <translation>Auf einem beliebigen Gerät die Adresse unten öffnen und diesen Code eingeben:</translation>
    </message>
    <message>
        <source>Waiting for you to approve… The code works until %1.</source>
        <translation>Warte auf Ihre Bestätigung… Der Code gilt bis %1.</translation>
    </message>
    <message>
        <source>Finish signing in in your browser. If no browser opened, open this address on this machine:</source>
        <translation>Die Anmeldung im Browser abschließen. Falls sich kein Browser geöffnet hat, diese Adresse auf diesem Rechner öffnen:</translation>
    </message>
    <message>
        <source>Waiting for the browser…</source>
        <translation>Warte auf den Browser…</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>hw::SourceStatusText</name>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <source>%1 s ago</source>
        <translation>vor %1 s</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>vor %1 min</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>vor %1 h</translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation>vor %1 Tagen</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>in %1 s</source>
        <translation>in %1 s</translation>
    </message>
    <message>
        <source>in %1 min</source>
        <translation>in %1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>replaying %1 UTC</source>
        <translation>Wiedergabe %1 UTC</translation>
    </message>
    <message>
        <source>replay paused at %1 UTC</source>
        <translation>Wiedergabe angehalten bei %1 UTC</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>updating for %1</source>
        <translation>wird seit %1 aktualisiert</translation>
    </message>
    <message>
        <source>updating</source>
        <translation>wird aktualisiert</translation>
    </message>
    <message>
        <source>failed %1 times: %2</source>
        <translation>%1-mal fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>polling waits for new credentials</source>
        <translation>die Abfrage wartet auf neue Zugangsdaten</translation>
    </message>
    <message>
        <source>the cache is empty</source>
        <translation>der Cache ist leer</translation>
    </message>
    <message>
        <source>no data yet</source>
        <translation>noch keine Daten</translation>
    </message>
    <message>
        <source>stale data %1</source>
        <translation>veraltete Daten %1</translation>
    </message>
    <message>
        <source>as of %1 (%2)</source>
        <translation>Stand %1 (%2)</translation>
    </message>
    <message>
        <source>showing stale data %1</source>
        <translation>veraltete Daten %1</translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation>neuer Versuch %1</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <source>offline (%1)</source>
        <translation>offline (%1)</translation>
    </message>
    <message>
        <source>showing data %1</source>
        <translation>Daten %1</translation>
    </message>
    <message>
        <source>next poll %1</source>
        <translation>nächste Abfrage %1</translation>
    </message>
    <message>
        <source>syncing %1 of %2 commits (Space pauses; it resumes where it stopped)</source>
        <translation>%1 von %2 Commits werden synchronisiert (Leertaste pausiert; danach geht es dort weiter, wo es aufgehört hat)</translation>
    </message>
</context>
<context>
    <name>hw::SqliteStatement</name>
    <message>
        <source>empty SQL statement (a bug in HUD Watch: please report it)</source>
        <translation>leere SQL-Anweisung (ein Fehler in HUD Watch: bitte melden)</translation>
    </message>
    <message>
        <source>statement not prepared (a bug in HUD Watch: please report it)</source>
        <translation>Anweisung nicht vorbereitet (ein Fehler in HUD Watch: bitte melden)</translation>
    </message>
    <message>
        <source>no transaction to commit (a bug in HUD Watch: please report it)</source>
        <translation>keine Transaktion zum Abschließen (ein Fehler in HUD Watch: bitte melden)</translation>
    </message>
</context>
<context>
    <name>hw::StrictJsonReader</name>
    <message>
        <source>expected an integer</source>
        <translation>eine ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>außerhalb des Wertebereichs</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>eine Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>ein Array erwartet</translation>
    </message>
    <message>
        <source>expected strings</source>
        <translation>Zeichenketten erwartet</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ein Objekt erwartet</translation>
    </message>
    <message>
        <source>not a JSON object (%1 at offset %2)</source>
        <translation>kein JSON-Objekt (%1 bei Offset %2)</translation>
    </message>
    <message>
        <source>root.version: %1 is not a version this build reads (%2)</source>
        <translation>root.version: %1 ist keine Version, die dieser Build liest (%2)</translation>
    </message>
</context>
<context>
    <name>hw::TimeMachine</name>
    <message>
        <source>the end of the demo</source>
        <translation>Demo-Ende</translation>
    </message>
    <message>
        <source>the end of the recording</source>
        <translation>Aufzeichnungsende</translation>
    </message>
    <message>
        <source>live</source>
        <translation>live</translation>
    </message>
    <message>
        <source>Cannot look back: %1 — if this persists, move the cache file aside (HUD Watch fetches the data again)</source>
        <translation>Zurückblicken nicht möglich: %1 — wenn es anhält, die Cache-Datei beiseite legen (HUD Watch ruft die Daten erneut ab)</translation>
    </message>
    <message>
        <source>◀◀ Loading the cache&apos;s past… the live grid below keeps updating (N goes back to it)</source>
        <translation>◀◀ Vergangenheit aus dem Cache wird geladen… das Live-Raster darunter aktualisiert sich weiter (N kehrt dorthin zurück)</translation>
    </message>
    <message>
        <source>Loading the cache&apos;s past…</source>
        <translation>Vergangenheit aus dem Cache wird geladen…</translation>
    </message>
    <message>
        <source> · part of the cache&apos;s history cannot be read (%1) — if this persists, move the cache file aside (HUD Watch fetches the data again)</source>
        <translation> · ein Teil des Cache-Verlaufs ist nicht lesbar (%1) — wenn es anhält, die Cache-Datei beiseite legen (HUD Watch ruft die Daten erneut ab)</translation>
    </message>
    <message>
        <source>The cache holds nothing to look back at yet — wait for the first sync to store commits.</source>
        <translation>Der Cache enthält noch nichts zum Zurückblicken — warten, bis die erste Synchronisierung Commits speichert.</translation>
    </message>
    <message>
        <source>the newest data in the cache (N: back to live)</source>
        <translation>die neuesten Daten im Cache (N: zurück zu live)</translation>
    </message>
    <message>
        <source> · live, the cache has no history of them: %1</source>
        <translation> · live, der Cache hat keine Historie davon: %1</translation>
    </message>
    <message>
        <source>◀◀ Looking at the past — showing %1 from the cache; the live grid keeps updating (N goes back to it)</source>
        <translation>◀◀ Blick in die Vergangenheit — zeigt %1 aus dem Cache; das Live-Raster aktualisiert sich weiter (N kehrt dorthin zurück)</translation>
    </message>
</context>
<context>
    <name>hw::TimeSeriesChart</name>
    <message>
        <source>No data in this time range</source>
        <translation>Keine Daten in diesem Zeitraum</translation>
    </message>
    <message>
        <source>Time range</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>&amp;UTC</source>
        <translation>&amp;UTC</translation>
    </message>
    <message>
        <source>Show times in UTC (unchecked: local time)</source>
        <translation>Zeiten in UTC anzeigen (nicht gesetzt: Ortszeit)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Herauszoomen</translation>
    </message>
    <message>
        <source>Zoom out one step (- or Backspace). Drag across the chart to zoom in.</source>
        <translation>Einen Schritt herauszoomen (- oder Rücktaste). Über das Diagramm ziehen, um hineinzuzoomen.</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Zoom zurücksetzen</translation>
    </message>
    <message>
        <source>Show the whole range again (0 or Home)</source>
        <translation>Wieder den ganzen Zeitraum zeigen (0 oder Pos1)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Save as &amp;PNG…</source>
        <translation>Als &amp;PNG speichern…</translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation>Diagramm als PNG speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Save data as &amp;CSV…</source>
        <translation>Daten als &amp;CSV speichern…</translation>
    </message>
    <message>
        <source>Save chart data as CSV</source>
        <translation>Diagrammdaten als CSV speichern</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Custom range…</source>
        <translation>Eigener Zeitraum…</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>keine Daten</translation>
    </message>
    <message>
        <source>Zoomed to %1 – %2 %3</source>
        <translation>Gezoomt auf %1 – %2 %3</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Could not write %1: %2 — choose another folder or free disk space</source>
        <translation>%1 konnte nicht geschrieben werden: %2 — einen anderen Ordner wählen oder Speicherplatz freigeben</translation>
    </message>
    <message>
        <source>An export is already under way.</source>
        <translation>Ein Export läuft bereits.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Speichere %1…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
</context>
<context>
    <name>hw::TimeWindowExport</name>
    <message>
        <source>export cancelled</source>
        <translation>Export abgebrochen</translation>
    </message>
    <message>
        <source>the time window ends before it starts — choose a start before the end</source>
        <translation>das Zeitfenster endet, bevor es beginnt — einen Anfang vor dem Ende wählen</translation>
    </message>
    <message>
        <source>nothing to export in that window — choose one that holds commits</source>
        <translation>nichts zu exportieren in diesem Zeitfenster — eines wählen, das Commits enthält</translation>
    </message>
</context>
<context>
    <name>hw::TimelineBar</name>
    <message>
        <source>Click or drag to show the grid at that instant; [ ] previous / next event</source>
        <translation>Klicken oder ziehen, um das Raster zu diesem Zeitpunkt zu zeigen; [ ] vorheriges / nächstes Ereignis</translation>
    </message>
</context>
<context>
    <name>hw::TimelineEventFinder</name>
    <message>
        <source>not listed</source>
        <translation>nicht gelistet</translation>
    </message>
    <message>
        <source>trunk turned red (%1)</source>
        <translation>Trunk wurde rot (%1)</translation>
    </message>
    <message>
        <source>trunk turned red (%1: %2)</source>
        <translation>Trunk wurde rot (%1: %2)</translation>
    </message>
    <message>
        <source>trunk turned green</source>
        <translation>Trunk wurde grün</translation>
    </message>
    <message>
        <source>trunk turned green (%1)</source>
        <translation>Trunk wurde grün (%1)</translation>
    </message>
    <message>
        <source>%1 started failing (%2)</source>
        <translation>%1 schlägt ab %2 fehl</translation>
    </message>
    <message>
        <source>backend %1: %2</source>
        <translation>Backend %1: %2</translation>
    </message>
    <message>
        <source>alert: %1 broke</source>
        <translation>Alarm: %1 kaputt</translation>
    </message>
    <message>
        <source>alert: %1 still broken</source>
        <translation>Alarm: %1 weiterhin kaputt</translation>
    </message>
    <message>
        <source>alert: %1 fixed</source>
        <translation>Alarm: %1 behoben</translation>
    </message>
    <message>
        <source>alert: %1 acknowledged</source>
        <translation>Alarm: %1 bestätigt</translation>
    </message>
</context>
<context>
    <name>hw::TimelineScrubber</name>
    <message>
        <source>the end of the recording</source>
        <translation>Aufzeichnungsende</translation>
    </message>
    <message>
        <source>Previous event ([); trunk changes only: {</source>
        <translation>Vorheriges Ereignis ([); nur Trunk-Wechsel: {</translation>
    </message>
    <message>
        <source>Play / pause the replay (Space)</source>
        <translation>Wiedergabe starten / pausieren (Leertaste)</translation>
    </message>
    <message>
        <source>Next event (]); trunk changes only: }</source>
        <translation>Nächstes Ereignis (]); nur Trunk-Wechsel: }</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Replay speed (, slower, . faster)</source>
        <translation>Wiedergabegeschwindigkeit (, langsamer, . schneller)</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Back to now (N)</source>
        <translation>Zurück zu jetzt (N)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>● Now: %1 (%2)</source>
        <translation>● Jetzt: %1 (%2)</translation>
    </message>
    <message>
        <source>◀◀ The past: %1, %2 before %3%4</source>
        <translation>◀◀ Vergangenheit: %1, %2 vor %3%4</translation>
    </message>
    <message>
        <source> — playing</source>
        <translation> — läuft</translation>
    </message>
    <message>
        <source>No later event</source>
        <translation>Kein späteres Ereignis</translation>
    </message>
    <message>
        <source>No earlier event</source>
        <translation>Kein früheres Ereignis</translation>
    </message>
    <message>
        <source>Time machine</source>
        <translation>Zeitmaschine</translation>
    </message>
    <message>
        <source>Previous event</source>
        <translation>Vorheriges Ereignis</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>Nächstes Ereignis</translation>
    </message>
    <message>
        <source>Previous trunk red/green change</source>
        <translation>Vorheriger Trunk-Wechsel rot/grün</translation>
    </message>
    <message>
        <source>Next trunk red/green change</source>
        <translation>Nächster Trunk-Wechsel rot/grün</translation>
    </message>
    <message>
        <source>Replay slower</source>
        <translation>Langsamer abspielen</translation>
    </message>
    <message>
        <source>Replay faster</source>
        <translation>Schneller abspielen</translation>
    </message>
    <message>
        <source>Back to now</source>
        <translation>Zurück zu jetzt</translation>
    </message>
</context>
<context>
    <name>hw::TrunkClickHouseSource</name>
    <message>
        <source>invalid ClickHouse database name &apos;%1&apos; — fix clickhouse/database in Profile ▸ Edit this profile…</source>
        <translation>ungültiger ClickHouse-Datenbankname &apos;%1&apos; — clickhouse/database unter Profil ▸ Dieses Profil bearbeiten… korrigieren</translation>
    </message>
</context>
<context>
    <name>hw::TrunkFeature</name>
    <message>
        <source>trunk health</source>
        <translation>Trunk-Zustand</translation>
    </message>
</context>
<context>
    <name>hw::TrunkFigures</name>
    <message>
        <source>trunk health</source>
        <translation>Trunk-Zustand</translation>
    </message>
    <message>
        <source>the cached trunk health is unreadable: %1 — open the Trunk tab with --profile %2 to fetch it again</source>
        <translation>der zwischengespeicherte Trunk-Zustand ist unlesbar: %1 — öffnen Sie den Tab Trunk-Zustand mit --profile %2, um ihn erneut abzurufen</translation>
    </message>
</context>
<context>
    <name>hw::TrunkPage</name>
    <message>
        <source>No commits in this time range</source>
        <translation>Keine Commits in diesem Zeitraum</translation>
    </message>
    <message>
        <source>No commits in this range yet</source>
        <translation>Noch keine Commits in diesem Zeitraum</translation>
    </message>
    <message>
        <source>⚠ %1 malformed rows left out</source>
        <translation>⚠ %1 fehlerhafte Zeilen ausgelassen</translation>
    </message>
    <message>
        <source>Red commits on trunk, HUD&apos;s master_commit_red (share of commits)</source>
        <translation>Rote Commits auf Trunk, master_commit_red von HUD (Anteil der Commits)</translation>
    </message>
    <message>
        <source>No commits with more than 10 job groups in this time range</source>
        <translation>Keine Commits mit mehr als 10 Jobgruppen in diesem Zeitraum</translation>
    </message>
    <message>
        <source>Time to signal, HUD&apos;s time_to_signal (weekly average)</source>
        <translation>Zeit bis zum Signal, time_to_signal von HUD (Wochenmittel)</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>No pull/trunk runs that all succeeded on attempt 1 in this time range</source>
        <translation>Keine pull/trunk-Läufe in diesem Zeitraum, die beim ersten Versuch vollständig erfolgreich waren</translation>
    </message>
    <message>
        <source>Broken vs flaky-only commits (console&apos;s own: sandwich rule)</source>
        <translation>Kaputte vs. nur flaky Commits (eigene Werte der Konsole: Sandwich-Regel)</translation>
    </message>
    <message>
        <source>The console&apos;s own figure: jobs red on one platform while the same kind of job passed on the others, for the same commit</source>
        <translation>Eigener Wert der Konsole: Jobs, die auf einer Plattform rot sind, während dieselbe Art von Job auf den anderen bestanden hat, beim selben Commit</translation>
    </message>
    <message>
        <source>HUD&apos;s queued_jobs_by_label: jobs queued now for more than 5 minutes, by machine type; the queue time is the longest wait</source>
        <translation>queued_jobs_by_label von HUD: Jobs, die jetzt seit mehr als 5 Minuten warten, nach Maschinentyp; die Wartezeit ist die längste Wartezeit</translation>
    </message>
    <message>
        <source>HUD&apos;s tts_percentile: from the push&apos;s workflow run to each successful job, first attempts of push runs on the branch; ranked as HUD ranks it (P50 × jobs)</source>
        <translation>tts_percentile von HUD: vom Workflow-Lauf des Pushs bis zu jedem erfolgreichen Job, erste Versuche von Push-Läufen auf dem Branch; sortiert wie bei HUD (P50 × Jobs)</translation>
    </message>
    <message>
        <source>Platform-only failures (console)</source>
        <translation>Plattformspezifische Fehlschläge (Konsole)</translation>
    </message>
    <message>
        <source>Queued now by machine type (HUD)</source>
        <translation>Jetzt wartend nach Maschinentyp (HUD)</translation>
    </message>
    <message>
        <source>Time to signal by job (HUD)</source>
        <translation>Zeit bis zum Signal nach Job (HUD)</translation>
    </message>
    <message>
        <source>Time to signal needs workflow runs: not in this data</source>
        <translation>Zeit bis zum Signal braucht Workflow-Läufe: nicht in diesen Daten</translation>
    </message>
    <message>
        <source>HUD: broken trunk %1 % · flaky red %2 % of %3 commits</source>
        <translation>HUD: Trunk kaputt %1 % · flaky rot %2 % von %3 Commits</translation>
    </message>
    <message>
        <source>console: ✗ %1 of %2 broken (sandwich rule) · ⚠ %3 flaky only</source>
        <translation>Konsole: ✗ %1 von %2 kaputt (Sandwich-Regel) · ⚠ %3 nur flaky</translation>
    </message>
    <message>
        <source>✗ %1 could not be read: %2</source>
        <translation>✗ %1 – nicht lesbar: %2</translation>
    </message>
    <message>
        <source>Red commits</source>
        <translation>Rote Commits</translation>
    </message>
    <message>
        <source>Time to signal</source>
        <translation>Zeit bis zum Signal</translation>
    </message>
    <message>
        <source>Platform-only failures</source>
        <translation>Plattformspezifische Fehlschläge</translation>
    </message>
    <message>
        <source>Queued jobs</source>
        <translation>Wartende Jobs</translation>
    </message>
    <message>
        <source>Time to signal by job</source>
        <translation>Zeit bis zum Signal nach Job</translation>
    </message>
</context>
<context>
    <name>hw::TrunkPlatformFailuresModel</name>
    <message>
        <source>Red only on</source>
        <translation>Nur rot auf</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>Commits</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Zuletzt</translation>
    </message>
    <message>
        <source>%1 failed on %2 while it passed on other platforms, on %3 commits; newest %4</source>
        <translation>%1 schlug auf %2 fehl, während er auf anderen Plattformen bestand, bei %3 Commits; zuletzt %4</translation>
    </message>
</context>
<context>
    <name>hw::TrunkQueueModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>Machine type</source>
        <translation>Maschinentyp</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Queue time (longest)</source>
        <translation>Wartezeit (längste)</translation>
    </message>
</context>
<context>
    <name>hw::TrunkTtsModel</name>
    <message>
        <source>Workflow / job</source>
        <translation>Workflow / Job</translation>
    </message>
    <message>
        <source>TTS P50</source>
        <translation>TTS P50</translation>
    </message>
    <message>
        <source>TTS P90</source>
        <translation>TTS P90</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
</context>
<context>
    <name>hw::TrustLevel</name>
    <message>
        <source>Onboarding</source>
        <translation>Onboarding</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>Beobachtung</translation>
    </message>
    <message>
        <source>Stable</source>
        <translation>Stabil</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>Ausgereift</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>nicht gelistet</translation>
    </message>
</context>
<context>
    <name>hw::TsvReader</name>
    <message>
        <source>line %1 is longer than %2 bytes</source>
        <translation>Zeile %1 ist länger als %2 Bytes</translation>
    </message>
    <message>
        <source>line %1 has more than %2 fields</source>
        <translation>Zeile %1 hat mehr als %2 Felder</translation>
    </message>
</context>
<context>
    <name>hw::UiLanguage</name>
    <message>
        <source>&amp;Language (applies at next start)</source>
        <translation>&amp;Sprache (gilt ab dem nächsten Start)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>hw::UrlPolicy</name>
    <message>
        <source>not a valid URL (%1)</source>
        <translation>keine gültige URL (%1)</translation>
    </message>
    <message>
        <source>must be an https:// URL (got &apos;%1&apos;)</source>
        <translation>muss eine https://-URL sein (erhalten: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>the URL has no host</source>
        <translation>die URL hat keinen Host</translation>
    </message>
    <message>
        <source>plain http:// would send credentials and data unencrypted to %1; use https://, or set allowInsecureHttp=true in the same section if you accept that</source>
        <translation>reines http:// würde Zugangsdaten und Daten unverschlüsselt an %1 senden; https:// verwenden oder, wenn das akzeptabel ist, allowInsecureHttp=true im selben Abschnitt setzen</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFeature</name>
    <message>
        <source>GPU utilization</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>this recording has no GPU utilization</source>
        <translation>diese Aufzeichnung enthält keine GPU-Auslastung</translation>
    </message>
    <message>
        <source>the demo bundles the runs of its top 3 job names only</source>
        <translation>die Demo enthält nur die Läufe ihrer 3 häufigsten Jobnamen</translation>
    </message>
    <message>
        <source>the demo (ClickHouse seed)</source>
        <translation>die Demo (ClickHouse-Seed)</translation>
    </message>
    <message>
        <source>offline: a job&apos;s GPU series is fetched from ClickHouse — start without --offline to see it</source>
        <translation>offline: die GPU-Reihen eines Jobs werden aus ClickHouse abgerufen — ohne --offline starten, um sie zu sehen</translation>
    </message>
    <message>
        <source>ClickHouse has no utilization for job %1 (jobs without GPUs or the monitor have none; uploads can lag the job by minutes)</source>
        <translation>ClickHouse hat keine Auslastungsdaten für Job %1 (Jobs ohne GPUs oder Monitor haben keine; Uploads können dem Job um Minuten hinterherhinken)</translation>
    </message>
    <message>
        <source>ClickHouse</source>
        <translation>ClickHouse</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFigures</name>
    <message>
        <source>GPU utilization</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>the stored GPU fleet is unreadable: %1</source>
        <translation>die gespeicherte GPU-Flotte ist unlesbar: %1</translation>
    </message>
    <message>
        <source>job %1 has no run in the GPU fleet at hand (it keeps the runs of the job names opened in the GPU tab); open the job in the console&apos;s GPU utilization tab to fetch its series</source>
        <translation>Job %1 hat keinen Lauf in der vorliegenden GPU-Flotte (sie enthält die Läufe der im GPU-Tab geöffneten Jobnamen); öffnen Sie den Job im Tab GPU-Auslastung der Konsole, um seine Reihen abzurufen</translation>
    </message>
    <message>
        <source>job %1 has no run in the cache, and fetching it from ClickHouse failed: %2</source>
        <translation>Job %1 hat keinen Lauf im Cache, und das Holen aus ClickHouse schlug fehl: %2</translation>
    </message>
    <message>
        <source>job %1 has no utilization data in ClickHouse for %2 (no GPU monitor ran, or the job is not in workflow_job)</source>
        <translation>Job %1 hat in ClickHouse keine Auslastungsdaten für %2 (kein GPU-Monitor lief, oder der Job steht nicht in workflow_job)</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFiles</name>
    <message>
        <source>the file is larger than %1 MB</source>
        <translation>die Datei ist größer als %1 MB</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>no readable samples (%1 lines could not be read)</source>
        <translation>keine lesbaren Messwerte (%1 Zeilen waren nicht lesbar)</translation>
    </message>
    <message>
        <source>empty file: expected a header line such as timestamp,gpu_index,utilization_gpu_percent</source>
        <translation>leere Datei: eine Kopfzeile wie timestamp,gpu_index,utilization_gpu_percent erwartet</translation>
    </message>
    <message>
        <source>line 1: the header must name timestamp, gpu_index and utilization_gpu_percent (it has: %1)</source>
        <translation>Zeile 1: die Kopfzeile muss timestamp, gpu_index und utilization_gpu_percent nennen (sie hat: %1)</translation>
    </message>
    <message>
        <source>line %1: more than %2 GPUs</source>
        <translation>Zeile %1: mehr als %2 GPUs</translation>
    </message>
    <message>
        <source>no readable samples (%1 malformed lines)</source>
        <translation>keine lesbaren Messwerte (%1 fehlerhafte Zeilen)</translation>
    </message>
    <message>
        <source>no cpu, memory or gpu_usage in the record</source>
        <translation>kein cpu, memory oder gpu_usage im Datensatz</translation>
    </message>
    <message>
        <source>more than %1 GPUs: the rest left out</source>
        <translation>mehr als %1 GPUs: der Rest ausgelassen</translation>
    </message>
    <message>
        <source>the record is larger than 1 MB</source>
        <translation>der Datensatz ist größer als 1 MB</translation>
    </message>
    <message>
        <source>not JSON (%1 at %2)</source>
        <translation>kein JSON (%1 bei %2)</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>line 1: the header is longer than %1 bytes: give an nvidia-smi CSV whose first line names its columns</source>
        <translation>Zeile 1: die Kopfzeile ist länger als %1 Bytes: geben Sie eine nvidia-smi-CSV an, deren erste Zeile die Spalten benennt</translation>
    </message>
    <message>
        <source>line 1: the header has more than %1 columns: give an nvidia-smi CSV whose first line names its columns</source>
        <translation>Zeile 1: die Kopfzeile hat mehr als %1 Spalten: geben Sie eine nvidia-smi-CSV an, deren erste Zeile die Spalten benennt</translation>
    </message>
    <message>
        <source>not a regular file: give the monitor log itself, not a directory, pipe or device</source>
        <translation>keine gewöhnliche Datei: geben Sie das Monitor-Log selbst an, keinen Ordner, keine Pipe und kein Gerät</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFleetJson</name>
    <message>
        <source>expected a number</source>
        <translation>eine Zahl erwartet</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFleetModel</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Runs without utilization data: %1 of %2 (%3 GPU-hours); they are not counted as idle.</source>
        <translation>Läufe ohne Auslastungsdaten: %1 von %2 (%3 GPU-Stunden); sie zählen nicht als ungenutzt.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>The console&apos;s own: GPU count × job duration, summed over the runs.</source>
        <translation>Eigener Wert der Konsole: GPU-Anzahl × Jobdauer, summiert über die Läufe.</translation>
    </message>
    <message>
        <source>The console&apos;s own: mean GPU utilization (util_percent.avg) of the runs, each weighted by its GPU-hours.</source>
        <translation>Eigener Wert der Konsole: mittlere GPU-Auslastung (util_percent.avg) der Läufe, jeweils nach ihren GPU-Stunden gewichtet.</translation>
    </message>
    <message>
        <source>The console&apos;s own: the highest utilization any GPU reached in any run.</source>
        <translation>Eigener Wert der Konsole: die höchste Auslastung, die irgendeine GPU in irgendeinem Lauf erreicht hat.</translation>
    </message>
    <message>
        <source>HUD&apos;s gpu_avg: the mean over every log interval of the runs of the GPUs&apos; mean util_percent.max (HUD&apos;s utilization report).</source>
        <translation>gpu_avg von HUD: der Mittelwert über alle Log-Intervalle der Läufe von util_percent.max, gemittelt über die GPUs (Auslastungsbericht von HUD).</translation>
    </message>
    <message>
        <source>HUD&apos;s gpu_p90: the 90th percentile over the log intervals of the GPUs&apos; highest util_percent.max (HUD&apos;s report: quantilesTDigest; here the interpolated quantile).</source>
        <translation>gpu_p90 von HUD: das 90. Perzentil über die Log-Intervalle des höchsten util_percent.max der GPUs (Bericht von HUD: quantilesTDigest; hier das interpolierte Quantil).</translation>
    </message>
    <message>
        <source>The console&apos;s own: GPU-hours × (1 − average utilization): GPU time paid for but not used. Only runs with utilization data count.</source>
        <translation>Eigener Wert der Konsole: GPU-Stunden × (1 − mittlere Auslastung): bezahlte, aber nicht genutzte GPU-Zeit. Nur Läufe mit Auslastungsdaten zählen.</translation>
    </message>
    <message>
        <source>GPU-hours (console)</source>
        <translation>GPU-Stunden (Konsole)</translation>
    </message>
    <message>
        <source>Avg GPU util (console)</source>
        <translation>Ø GPU-Auslastung (Konsole)</translation>
    </message>
    <message>
        <source>Peak GPU util (console)</source>
        <translation>Max. GPU-Auslastung (Konsole)</translation>
    </message>
    <message>
        <source>Idle GPU-hours (console)</source>
        <translation>Ungenutzte GPU-Stunden (Konsole)</translation>
    </message>
    <message>
        <source>GPU avg (HUD)</source>
        <translation>GPU Ø (HUD)</translation>
    </message>
    <message>
        <source>GPU P90 (HUD)</source>
        <translation>GPU P90 (HUD)</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFleetSource</name>
    <message>
        <source>invalid ClickHouse database name &apos;%1&apos; — fix clickhouse/database in Profile ▸ Edit this profile…</source>
        <translation>ungültiger ClickHouse-Datenbankname &apos;%1&apos; — clickhouse/database unter Profil ▸ Dieses Profil bearbeiten… korrigieren</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFleetView</name>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Select a job name below to see its runs</source>
        <translation>Unten einen Jobnamen wählen, um seine Läufe zu sehen</translation>
    </message>
    <message>
        <source>Job name</source>
        <translation>Jobname</translation>
    </message>
    <message>
        <source>Workflow</source>
        <translation>Workflow</translation>
    </message>
    <message>
        <source>Runner type (GPU × count)</source>
        <translation>Runner-Typ (GPU × Anzahl)</translation>
    </message>
    <message>
        <source>Group by</source>
        <translation>Gruppieren nach</translation>
    </message>
    <message>
        <source>GPU jobs by idle GPU-hours</source>
        <translation>GPU-Jobs nach ungenutzten GPU-Stunden</translation>
    </message>
    <message>
        <source>Runs of the selected job</source>
        <translation>Läufe des gewählten Jobs</translation>
    </message>
    <message>
        <source>Enter or double-click: open the run&apos;s GPUs</source>
        <translation>Enter oder Doppelklick: die GPUs des Laufs öffnen</translation>
    </message>
    <message>
        <source>&amp;Group by:</source>
        <translation>&amp;Gruppieren nach:</translation>
    </message>
    <message>
        <source>sorted by idle GPU-hours = GPU-hours × (1 − average utilization)</source>
        <translation>sortiert nach ungenutzten GPU-Stunden = GPU-Stunden × (1 − mittlere Auslastung)</translation>
    </message>
    <message>
        <source>Runs: select a job name</source>
        <translation>Läufe: einen Jobnamen wählen</translation>
    </message>
    <message>
        <source>%1 runs without utilization data (not counted as idle)</source>
        <translation>%1 Läufe ohne Auslastungsdaten (nicht als ungenutzt gezählt)</translation>
    </message>
    <message>
        <source>⚠ %1 unreadable rows left out</source>
        <translation>⚠ %1 unlesbare Zeilen ausgelassen</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Runner</translation>
    </message>
    <message>
        <source>Runs are listed by job name: group by job name to see them</source>
        <translation>Läufe werden nach Jobname aufgelistet: nach Jobname gruppieren, um sie zu sehen</translation>
    </message>
    <message>
        <source>Runs of %1: loading…</source>
        <translation>Läufe von %1: werden geladen…</translation>
    </message>
    <message>
        <source>1 run of %1</source>
        <translation>1 Lauf von %1</translation>
    </message>
    <message>
        <source>%1 runs of %2</source>
        <translation>%1 Läufe von %2</translation>
    </message>
    <message>
        <source> (%1 without utilization data)</source>
        <translation> (%1 ohne Auslastungsdaten)</translation>
    </message>
    <message>
        <source> · Enter opens a run</source>
        <translation> · Enter öffnet einen Lauf</translation>
    </message>
    <message>
        <source>⚠ Runs of %1: %2</source>
        <translation>⚠ Läufe von %1: %2</translation>
    </message>
    <message>
        <source>Runs of the selected job over time: HUD&apos;s gpu_avg and gpu_p90, the console&apos;s average</source>
        <translation>Läufe des ausgewählten Jobs im Zeitverlauf: gpu_avg und gpu_p90 von HUD, der Mittelwert der Konsole</translation>
    </message>
    <message>
        <source>%1 GPU jobs, %2 GPU-hours (console)</source>
        <translation>%1 GPU-Jobs, %2 GPU-Stunden (Konsole)</translation>
    </message>
    <message>
        <source>%1 GPU-hours-weighted average utilization (console)</source>
        <translation>%1 nach GPU-Stunden gewichtete mittlere Auslastung (Konsole)</translation>
    </message>
    <message>
        <source>%1 idle GPU-hours (console)</source>
        <translation>%1 ungenutzte GPU-Stunden (Konsole)</translation>
    </message>
    <message>
        <source>gpu_avg (HUD)</source>
        <translation>gpu_avg (HUD)</translation>
    </message>
    <message>
        <source>gpu_p90 (HUD)</source>
        <translation>gpu_p90 (HUD)</translation>
    </message>
    <message>
        <source>average of util avg (console)</source>
        <translation>Mittelwert von util avg (Konsole)</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationJobSource</name>
    <message>
        <source>segment %1 could not be read</source>
        <translation>Abschnitt %1 war nicht lesbar</translation>
    </message>
    <message>
        <source>not a database name: %1 — fix clickhouse/database in Profile ▸ Edit this profile…</source>
        <translation>kein Datenbankname: %1 — clickhouse/database unter Profil ▸ Dieses Profil bearbeiten… korrigieren</translation>
    </message>
    <message>
        <source>the job&apos;s metadata row could not be read: %1</source>
        <translation>die Metadatenzeile des Jobs war nicht lesbar: %1</translation>
    </message>
    <message>
        <source>only the first %1 intervals were read</source>
        <translation>nur die ersten %1 Intervalle wurden gelesen</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationJobView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>← Fleet</source>
        <translation>← Flotte</translation>
    </message>
    <message>
        <source>Back to the fleet (Esc)</source>
        <translation>Zurück zur Flotte (Esc)</translation>
    </message>
    <message>
        <source>Test segment</source>
        <translation>Testabschnitt</translation>
    </message>
    <message>
        <source>Zoom every chart to a test segment; the stats below follow the window shown</source>
        <translation>Alle Diagramme auf einen Testabschnitt zoomen; die Statistik unten folgt dem gezeigten Fenster</translation>
    </message>
    <message>
        <source>Utilization statistics</source>
        <translation>Auslastungsstatistik</translation>
    </message>
    <message>
        <source>&amp;Segment:</source>
        <translation>&amp;Abschnitt:</translation>
    </message>
    <message>
        <source>No job open</source>
        <translation>Kein Job geöffnet</translation>
    </message>
    <message>
        <source>Open a job from the fleet table, the grid (U on a cell) or with --utilization FILE.</source>
        <translation>Einen Job aus der Flottentabelle, dem Raster (U auf einer Zelle) oder mit --utilization DATEI öffnen.</translation>
    </message>
    <message>
        <source>Job %1</source>
        <translation>Job %1</translation>
    </message>
    <message>
        <source>%1 × GPU</source>
        <translation>%1 × GPU</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation>%1 CPUs</translation>
    </message>
    <message>
        <source>%1, %2 – %3 UTC (%4)</source>
        <translation>%1, %2 – %3 UTC (%4)</translation>
    </message>
    <message>
        <source>sampled every %1 s</source>
        <translation>alle %1 s abgetastet</translation>
    </message>
    <message>
        <source>job %1</source>
        <translation>Job %1</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>Versuch %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>aus %1</translation>
    </message>
    <message>
        <source>CPU and memory</source>
        <translation>CPU und Speicher</translation>
    </message>
    <message>
        <source>Not in this log: %1.</source>
        <translation>Nicht in diesem Log: %1.</translation>
    </message>
    <message>
        <source>⚠ %1 unreadable %2 left out (%3%4).</source>
        <translation>⚠ %1 unlesbare %2 ausgelassen (%3%4).</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Ignored: %1.</source>
        <translation>Ignoriert: %1.</translation>
    </message>
    <message>
        <source>⚠ No utilization samples for this job: the monitor&apos;s upload may have been lost.</source>
        <translation>⚠ Keine Auslastungswerte für diesen Job: der Upload des Monitors ging eventuell verloren.</translation>
    </message>
    <message>
        <source>No samples in this window</source>
        <translation>Keine Werte in diesem Fenster</translation>
    </message>
    <message>
        <source>Whole job</source>
        <translation>Ganzer Job</translation>
    </message>
    <message>
        <source>%1 %2 (%3 – %4, %5)</source>
        <translation>%1 %2 (%3 – %4, %5)</translation>
    </message>
    <message>
        <source>Stats for the whole job, %1 – %2 UTC</source>
        <translation>Statistik für den ganzen Job, %1 – %2 UTC</translation>
    </message>
    <message>
        <source>Stats for segment %1 (%2), %3 – %4 UTC</source>
        <translation>Statistik für Abschnitt %1 (%2), %3 – %4 UTC</translation>
    </message>
    <message>
        <source>Stats for the window shown, %1 – %2 UTC (0 or Home: the whole job)</source>
        <translation>Statistik für das gezeigte Fenster, %1 – %2 UTC (0 oder Pos1: der ganze Job)</translation>
    </message>
    <message>
        <source>Back to the fleet</source>
        <translation>Zurück zur Flotte</translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation>GPU-Auslastung</translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation>GPU-Speicherbandbreite</translation>
    </message>
    <message>
        <source>Allocated GPU memory</source>
        <translation>Belegter GPU-Speicher</translation>
    </message>
    <message>
        <source>CPU and memory of the runner</source>
        <translation>CPU und Speicher des Runners</translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>GPU-Temperatur</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>GPU-Leistung</translation>
    </message>
    <message>
        <source>Stop loading the job (Esc)</source>
        <translation>Laden des Jobs abbrechen (Esc)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>keine Daten</translation>
    </message>
    <message>
        <source> · HUD: gpu_avg %1, gpu_p90 %2, gpu_max %3 · table: the console&apos;s statistics</source>
        <translation> · HUD: gpu_avg %1, gpu_p90 %2, gpu_max %3 · Tabelle: Statistiken der Konsole</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationPage</name>
    <message>
        <source>Job %1</source>
        <translation>Job %1</translation>
    </message>
    <message>
        <source>Loading its utilization…</source>
        <translation>Auslastung wird geladen…</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Cancelled; its utilization was not loaded. Open the job again to load it (Enter in the fleet&apos;s runs, U on its grid cell); Esc goes back to the fleet.</source>
        <translation>Abgebrochen; die Auslastung wurde nicht geladen. Den Job erneut öffnen, um sie zu laden (Enter in den Läufen der Flotte, U auf seiner Rasterzelle); Esc führt zur Flotte zurück.</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationRunsModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>This run has no utilization data (none uploaded, or every row malformed).</source>
        <translation>Dieser Lauf hat keine Auslastungsdaten (nichts hochgeladen oder jede Zeile fehlerhaft).</translation>
    </message>
    <message>
        <source>Job %1, workflow run %2 (UTC)</source>
        <translation>Job %1, Workflow-Lauf %2 (UTC)</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>Gestartet (UTC)</translation>
    </message>
    <message>
        <source>Workflow</source>
        <translation>Workflow</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>The console&apos;s own: GPU-hours × (1 − average utilization): GPU time paid for but not used.</source>
        <translation>Eigener Wert der Konsole: GPU-Stunden × (1 − mittlere Auslastung): bezahlte, aber nicht genutzte GPU-Zeit.</translation>
    </message>
    <message>
        <source>HUD&apos;s gpu_avg: the mean over the log intervals of the GPUs&apos; mean util_percent.max.</source>
        <translation>gpu_avg von HUD: der Mittelwert über die Log-Intervalle von util_percent.max, gemittelt über die GPUs.</translation>
    </message>
    <message>
        <source>HUD&apos;s gpu_p90: quantile(0.9) over the log intervals of the GPUs&apos; highest util_percent.max.</source>
        <translation>gpu_p90 von HUD: quantile(0.9) über die Log-Intervalle des höchsten util_percent.max der GPUs.</translation>
    </message>
    <message>
        <source>GPU-hours (console)</source>
        <translation>GPU-Stunden (Konsole)</translation>
    </message>
    <message>
        <source>Avg GPU util (console)</source>
        <translation>Ø GPU-Auslastung (Konsole)</translation>
    </message>
    <message>
        <source>GPU max (HUD)</source>
        <translation>GPU max. (HUD)</translation>
    </message>
    <message>
        <source>Idle GPU-hours (console)</source>
        <translation>Ungenutzte GPU-Stunden (Konsole)</translation>
    </message>
    <message>
        <source>GPU avg (HUD)</source>
        <translation>GPU Ø (HUD)</translation>
    </message>
    <message>
        <source>GPU P90 (HUD)</source>
        <translation>GPU P90 (HUD)</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationStatsModel</name>
    <message>
        <source>runner</source>
        <translation>Runner</translation>
    </message>
    <message>
        <source>all GPUs</source>
        <translation>alle GPUs</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>A spike is a run of consecutive samples at or above 90 %.</source>
        <translation>Eine Spitze ist eine Folge aufeinanderfolgender Werte bei oder über 90 %.</translation>
    </message>
    <message>
        <source>Spikes are counted for percentages only.</source>
        <translation>Spitzen werden nur für Prozentwerte gezählt.</translation>
    </message>
    <message>
        <source>Log intervals with a value; missing ones are left out, never counted as 0.</source>
        <translation>Log-Intervalle mit einem Wert; fehlende werden ausgelassen, nie als 0 gezählt.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>≥ 90 %</source>
        <translation>≥ 90 %</translation>
    </message>
    <message>
        <source>Spikes</source>
        <translation>Spitzen</translation>
    </message>
    <message>
        <source>Between spikes</source>
        <translation>Zwischen Spitzen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>HUD Watch: live CI job grids from ClickHouse, cached for offline use.
Without --profile it opens the bundled demo recording.</source>
        <translation>HUD Watch: Live-CI-Job-Raster aus ClickHouse, für die Offline-Nutzung zwischengespeichert.
Ohne --profile wird die mitgelieferte Demo-Aufzeichnung geöffnet.</translation>
    </message>
    <message>
        <source>Use the server profile NAME.</source>
        <translation>Das Serverprofil NAME verwenden.</translation>
    </message>
    <message>
        <source>Replay the bundled demo or a recording FILE.</source>
        <translation>Die mitgelieferte Demo oder eine Aufzeichnung DATEI wiedergeben.</translation>
    </message>
    <message>
        <source>Render the window offscreen to FILE.png and exit.</source>
        <translation>Das Fenster offscreen in DATEI.png rendern und beenden.</translation>
    </message>
    <message>
        <source>View to open (and to render with --screenshot): %1.</source>
        <translation>Zu öffnende Ansicht (und mit --screenshot zu rendernde): %1.</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>Fenstergröße für --screenshot.</translation>
    </message>
    <message>
        <source>Show the cached data; never poll.</source>
        <translation>Die Daten aus dem Cache anzeigen; nie abfragen.</translation>
    </message>
    <message>
        <source>Time range of the charts: 1d … 90d, or FROM..TO (dates or ISO times, UTC), e.g. 2026-07-01..2026-07-14.</source>
        <translation>Zeitraum der Diagramme: 1d … 90d oder VON..BIS (Daten oder ISO-Zeiten, UTC), z. B. 2026-07-01..2026-07-14.</translation>
    </message>
    <message>
        <source>--range: %1</source>
        <translation>--range: %1</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>--size must look like 1600x900, not &quot;%1&quot;</source>
        <translation>--size muss wie 1600x900 aussehen, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot;; known views: %2</source>
        <translation>unbekannte Ansicht &quot;%1&quot;; bekannte Ansichten: %2</translation>
    </message>
    <message>
        <source>--profile and --replay cannot be combined</source>
        <translation>--profile und --replay können nicht kombiniert werden</translation>
    </message>
    <message>
        <source>--screenshot writes PNG files; the name must end in .png</source>
        <translation>--screenshot schreibt PNG-Dateien; der Name muss auf .png enden</translation>
    </message>
    <message>
        <source>expected one value; quote it if it contains a comma</source>
        <translation>genau ein Wert erwartet; in Anführungszeichen setzen, falls er ein Komma enthält</translation>
    </message>
    <message>
        <source>contains a control character (a line break or similar)</source>
        <translation>enthält ein Steuerzeichen (einen Zeilenumbruch o. Ä.)</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, not &quot;%3&quot;</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <source>must be true or false, not &quot;%1&quot;</source>
        <translation>muss true oder false sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>remove the password from the URL; secrets live in the keychain only</source>
        <translation>das Passwort aus der URL entfernen; Geheimnisse gehören nur in den Schlüsselbund</translation>
    </message>
    <message>
        <source>invalid profile name &quot;%1&quot; (letters, digits, . _ - only)</source>
        <translation>ungültiger Profilname &quot;%1&quot; (nur Buchstaben, Ziffern, . _ -)</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; not found: create %2 (see README, &quot;Profiles&quot;)</source>
        <translation>Profil &quot;%1&quot; nicht gefunden: %2 anlegen (siehe README, „Profiles“)</translation>
    </message>
    <message>
        <source>missing: the ClickHouse server, e.g. https://host:8443</source>
        <translation>fehlt: der ClickHouse-Server, z. B. https://host:8443</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>remove the query; tokens live in the keychain only</source>
        <translation>den Query-Teil entfernen; Tokens gehören nur in den Schlüsselbund</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;: %2</source>
        <translation>Profil &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>⚠ %1 uses plain http:// to %2: credentials and data cross the network unencrypted (allowed by allowInsecureHttp=true in the profile).</source>
        <translation>⚠ %1 verwendet reines http:// zu %2: Zugangsdaten und Daten gehen unverschlüsselt über das Netz (erlaubt durch allowInsecureHttp=true im Profil).</translation>
    </message>
    <message>
        <source>no display: DISPLAY and WAYLAND_DISPLAY are not set. The console needs a desktop session; without one, use --screenshot, &apos;hudwatch allowlist&apos;, &apos;hudwatch report&apos; or &apos;hudwatch flaky&apos;.</source>
        <translation>kein Display: DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt. Die Konsole braucht eine Desktop-Sitzung; ohne eine --screenshot, &apos;hudwatch allowlist&apos;, &apos;hudwatch report&apos; oder &apos;hudwatch flaky&apos; verwenden.</translation>
    </message>
    <message>
        <source>Start in the tray, watching (minimised where the desktop has no tray).</source>
        <translation>Im Tray starten und wachen (minimiert, wo der Desktop keinen Tray hat).</translation>
    </message>
    <message>
        <source>Open a GPU monitor log (nvidia-smi CSV or monitor.py JSON lines) in the GPU utilization tab.</source>
        <translation>Ein GPU-Monitor-Log (nvidia-smi-CSV oder JSON-Zeilen von monitor.py) im Tab GPU-Auslastung öffnen.</translation>
    </message>
    <message>
        <source>Open a CI log (plain or gzip) in the log viewer; FILE#L120 opens it at line 120.</source>
        <translation>Ein CI-Log (Klartext oder gzip) im Log-Viewer öffnen; DATEI#L120 öffnet es bei Zeile 120.</translation>
    </message>
    <message>
        <source>With --log: find TEXT in the whole log at start.</source>
        <translation>Mit --log: TEXT beim Start im ganzen Log suchen.</translation>
    </message>
    <message>
        <source>With --log: open the log at its failing line (the log classifier&apos;s pick).</source>
        <translation>Mit --log: das Log an seiner fehlgeschlagenen Zeile öffnen (die Wahl des Log-Klassifikators).</translation>
    </message>
    <message>
        <source>With --replay: show the instant TIME, ISO 8601 UTC (2024-08-14T03:10:00Z) or a time of day (03:10) on the recording&apos;s first day; paused there.</source>
        <translation>Mit --replay: den Zeitpunkt ZEIT zeigen, ISO 8601 UTC (2024-08-14T03:10:00Z) oder eine Uhrzeit (03:10) am ersten Tag der Aufzeichnung; dort pausiert.</translation>
    </message>
    <message>
        <source>--at needs --replay FILE (or --replay demo)</source>
        <translation>--at braucht --replay DATEI (oder --replay demo)</translation>
    </message>
    <message>
        <source>--find and --failure need --log FILE (or use &apos;hudwatch log FILE --find REGEX --classify&apos;)</source>
        <translation>--find und --failure brauchen --log DATEI (oder &apos;hudwatch log DATEI --find REGEX --classify&apos; verwenden)</translation>
    </message>
    <message>
        <source>an issuer has no query or fragment (OpenID Discovery §2)</source>
        <translation>ein Issuer hat keine Query und kein Fragment (OpenID Discovery §2)</translation>
    </message>
    <message>
        <source>remove the query; the job&apos;s id is appended to the path</source>
        <translation>die Query entfernen; die ID des Jobs wird an den Pfad angehängt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid regular expression: %2</source>
        <translation>&quot;%1&quot; ist kein gültiger regulärer Ausdruck: %2</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; is larger than %2 KB: not a profile file</source>
        <translation>Profil &quot;%1&quot; ist größer als %2 KB: keine Profildatei</translation>
    </message>
    <message>
        <source>Language of the interface: %1 (default: Settings ▸ Language, else the system&apos;s).</source>
        <translation>Sprache der Oberfläche: %1 (Standard: Einstellungen ▸ Sprache, sonst die des Systems).</translation>
    </message>
    <message>
        <source>--lang: no %1 translation; choose one of %2</source>
        <translation>--lang: keine Übersetzung für %1; eine von %2 wählen</translation>
    </message>
    <message>
        <source>Light or dark colours for this run (system, light or dark); Settings ▸ Theme keeps a choice.</source>
        <translation>Helle oder dunkle Farben für diesen Lauf (system, light oder dark); Einstellungen ▸ Design speichert eine Wahl.</translation>
    </message>
    <message>
        <source>--theme must be system, light or dark, not &quot;%1&quot;</source>
        <translation>--theme muss system, light oder dark sein, nicht „%1“</translation>
    </message>
    <message>
        <source>Write a recording (one SQLite file): with --profile, what the profile&apos;s cache holds, then every batch as it is stored (a killed process keeps what came before); with --replay, the recording replayed, on exit.</source>
        <translation>Eine Aufzeichnung schreiben (eine SQLite-Datei): mit --profile, was der Cache des Profils enthält, danach jeden Stapel, sobald er gespeichert ist (ein abgebrochener Prozess behält, was davor kam); mit --replay die abgespielte Aufzeichnung, beim Beenden.</translation>
    </message>
    <message>
        <source>cannot write %1 — choose another path</source>
        <translation>%1 kann nicht geschrieben werden — einen anderen Pfad wählen</translation>
    </message>
    <message>
        <source>%1 — fix it in %2 (a text editor), then try again</source>
        <translation>%1 — in %2 korrigieren (mit einem Texteditor), dann erneut versuchen</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>the disk may be full</source>
        <translation>der Datenträger ist vielleicht voll</translation>
    </message>
    <message>
        <source>not an ini file</source>
        <translation>keine INI-Datei</translation>
    </message>
    <message>
        <source>profile file %1 cannot be read: %2</source>
        <translation>Profildatei %1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <source>cannot write a temporary file to check the profile: %1 — free disk space or set TMPDIR to a writable folder</source>
        <translation>eine temporäre Datei zum Prüfen des Profils kann nicht geschrieben werden: %1 — Speicherplatz freigeben oder TMPDIR auf einen beschreibbaren Ordner setzen</translation>
    </message>
    <message>
        <source>cannot write profile file %1: %2 — check that the folder is writable, or free disk space</source>
        <translation>Profildatei %1 kann nicht geschrieben werden: %2 — prüfen, ob der Ordner beschreibbar ist, oder Speicherplatz freigeben</translation>
    </message>
    <message>
        <source>a Qt variant value is not allowed here: write plain text</source>
        <translation>ein Qt-Variant-Wert ist hier nicht erlaubt: schreiben Sie einfachen Text</translation>
    </message>
    <message>
        <source>not a regular file (a folder, a pipe or a device): name a file, or leave it empty</source>
        <translation>keine gewöhnliche Datei (ein Ordner, eine Pipe oder ein Gerät): geben Sie eine Datei an oder lassen Sie es leer</translation>
    </message>
    <message>
        <source>must be owner/repo, e.g. pytorch/pytorch</source>
        <translation>muss owner/repo sein, z. B. pytorch/pytorch</translation>
    </message>
    <message>
        <source>must be /api or /api/authed (HUD&apos;s route for a GitHub sign-in)</source>
        <translation>muss /api oder /api/authed sein (der Pfad von HUD für eine GitHub-Anmeldung)</translation>
    </message>
</context>
</TS>
