<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>SourceErrorText</name>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="66"/>
        <source>set the relay token</source>
        <translation>définissez le jeton du relais</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="66"/>
        <source>set the ClickHouse password</source>
        <translation>définissez le mot de passe ClickHouse</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="69"/>
        <source>ask for read access, or use another account</source>
        <translation>demandez un accès en lecture, ou utilisez un autre compte</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="72"/>
        <source>check the URL and the network; retrying</source>
        <translation>vérifiez l&apos;URL et le réseau ; nouvel essai en cours</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="75"/>
        <source>the server is slow or unreachable; retrying</source>
        <translation>le serveur est lent ou injoignable ; nouvel essai en cours</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="78"/>
        <source>the certificate is not trusted: check the URL or install the CA certificate</source>
        <translation>le certificat n&apos;est pas approuvé : vérifiez l&apos;URL ou installez le certificat de l&apos;autorité (CA)</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="81"/>
        <source>raise the response limit in the profile or ask for less</source>
        <translation>augmentez la limite de réponse dans le profil ou demandez moins de données</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="94"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="95"/>
        <source>authentication failed</source>
        <translation>échec de l&apos;authentification</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="96"/>
        <source>not authorized</source>
        <translation>non autorisé</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="97"/>
        <source>network error</source>
        <translation>erreur réseau</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="98"/>
        <source>timed out</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="99"/>
        <source>TLS certificate rejected</source>
        <translation>certificat TLS refusé</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="100"/>
        <source>rate limited</source>
        <translation>limite de requêtes atteinte</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="101"/>
        <source>server error</source>
        <translation>erreur du serveur</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="102"/>
        <source>unexpected answer</source>
        <translation>réponse inattendue</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="103"/>
        <source>answer too large</source>
        <translation>réponse trop volumineuse</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="104"/>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="105"/>
        <source>cache error</source>
        <translation>erreur de cache</translation>
    </message>
    <message>
        <location filename="../models/domain/SourceError.cpp" line="106"/>
        <source>configuration error</source>
        <translation>erreur de configuration</translation>
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
        <translation type="unfinished">Afficher cette aide.</translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="74"/>
        <source>usage: hudwatch flaky [--range 30d] [--csv] [--min-runs N] [--profile NAME]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/FlakyCommand.cpp" line="79"/>
        <source>unexpected argument: %1</source>
        <translation type="unfinished">argument inattendu : %1</translation>
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
        <translation>Usage : hudwatch allowlist [--json] FICHIER
Vérifie une liste d&apos;autorisation (allowlist) CRCR (.github/allowlist.yml) et liste ses dépôts, L4 en premier.
  FICHIER le fichier YAML ; &apos;-&apos; lit l&apos;entrée standard
  --json  affiche {&quot;ok&quot;:…,&quot;levels&quot;:{…}} (la forme de /api/crcr/allowlist de HUD)
Code de sortie : 0 valide, 1 invalide ou illisible, 2 mauvaise utilisation.
</translation>
    </message>
    <message>
        <location filename="../app/AllowlistCommand.cpp" line="109"/>
        <source>hudwatch allowlist: unknown option &apos;%1&apos;</source>
        <translation>hudwatch allowlist : option inconnue &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../app/AllowlistCommand.cpp" line="117"/>
        <source>hudwatch allowlist: no FILE given</source>
        <translation>hudwatch allowlist : aucun FICHIER indiqué</translation>
    </message>
    <message>
        <location filename="../app/AllowlistCommand.cpp" line="118"/>
        <source>hudwatch allowlist: give one FILE, not %1</source>
        <translation>hudwatch allowlist : indiquez un seul FICHIER, pas %1</translation>
    </message>
    <message>
        <location filename="../app/AllowlistCommand.cpp" line="127"/>
        <source>&lt;stdin&gt;</source>
        <translation>&lt;stdin&gt;</translation>
    </message>
    <message>
        <location filename="../app/AllowlistCommand.cpp" line="137"/>
        <source>cannot read the file: %1</source>
        <translation>impossible de lire le fichier : %1</translation>
    </message>
    <message>
        <location filename="../app/AllowlistCommand.cpp" line="141"/>
        <location filename="../app/AllowlistCommand.cpp" line="167"/>
        <source>error: %1</source>
        <translation>erreur : %1</translation>
    </message>
</context>
<context>
    <name>hw::AllowlistJson</name>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="67"/>
        <source>unknown level &apos;%1&apos;</source>
        <translation>niveau inconnu &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="75"/>
        <source>%1 is not an array</source>
        <translation>%1 n&apos;est pas un tableau</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="79"/>
        <source>an entry of %1 has no &quot;repo&quot;</source>
        <translation>une entrée de %1 n&apos;a pas de &quot;repo&quot;</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="87"/>
        <source>&quot;oncalls&quot; or &quot;events&quot; of %1 is not an array of strings</source>
        <translation>&quot;oncalls&quot; ou &quot;events&quot; de %1 n&apos;est pas un tableau de chaînes</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="103"/>
        <source>LEVEL</source>
        <translation>NIVEAU</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="103"/>
        <source>REPOSITORY</source>
        <translation>DÉPÔT</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="103"/>
        <source>DEVICE</source>
        <translation>PÉRIPHÉRIQUE</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="103"/>
        <source>ON-CALLS</source>
        <translation>ASTREINTES</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="105"/>
        <source>EVENTS</source>
        <translation>ÉVÉNEMENTS</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="134"/>
        <source>1 repository</source>
        <translation>1 dépôt</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistJson.cpp" line="134"/>
        <source>%1 repositories</source>
        <translation>%1 dépôts</translation>
    </message>
</context>
<context>
    <name>hw::AllowlistParser</name>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="131"/>
        <source>warning: %1</source>
        <translation>avertissement : %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="86"/>
        <source>the file holds %1 YAML documents; an allowlist is one document (remove the second &apos;---&apos;)</source>
        <translation>le fichier contient %1 documents YAML ; une allowlist est un seul document (retirez le second &apos;---&apos;)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="92"/>
        <source>the top level must be a mapping of levels (L1:, L2:, L3:, L4:), found %1</source>
        <translation>le niveau supérieur doit être un mapping de niveaux (L1:, L2:, L3:, L4:), trouvé : %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="101"/>
        <source>a top-level key must be a level L1, L2, L3 or L4, found %1</source>
        <translation>une clé de niveau supérieur doit être un niveau L1, L2, L3 ou L4, trouvé : %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="104"/>
        <source>unknown key &apos;%1&apos; at the top level (expected L1, L2, L3 or L4)</source>
        <translation>clé inconnue &apos;%1&apos; au niveau supérieur (attendu : L1, L2, L3 ou L4)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="106"/>
        <source>level %1 is given twice (lines %2 and %3)</source>
        <translation>le niveau %1 est indiqué deux fois (lignes %2 et %3)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="117"/>
        <source>the allowlist is empty (no L1–L4 levels)</source>
        <translation>l&apos;allowlist est vide (aucun niveau L1–L4)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="137"/>
        <source>an empty value</source>
        <translation>une valeur vide</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="139"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="141"/>
        <source>a mapping</source>
        <translation>un mapping</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="144"/>
        <source>the number %1</source>
        <translation>le nombre %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="146"/>
        <source>the boolean &apos;%1&apos;</source>
        <translation>le booléen &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="148"/>
        <source>the text &apos;%1&apos;</source>
        <translation>le texte &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="170"/>
        <source>L3 must be a mapping of devices (`L3:` then `  &lt;device&gt;:` then `    owner/repo: [oncalls]`) or a list of repositories, found %1</source>
        <translation>L3 doit être un mapping de périphériques (`L3:` puis `  &lt;device&gt;:` puis `    owner/repo: [oncalls]`) ou une liste de dépôts, trouvé : %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="181"/>
        <source>%1 must be a list of repositories, found %2</source>
        <translation>%1 doit être une liste de dépôts, trouvé : %2</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="183"/>
        <source> (write each repository on its own line as `  - owner/repo`)</source>
        <translation> (écrivez chaque dépôt sur sa propre ligne, sous la forme `  - owner/repo`)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="191"/>
        <source>an L3 device must be a name such as &apos;npu&apos;, found %1</source>
        <translation>un périphérique L3 doit être un nom comme &apos;npu&apos;, trouvé : %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="194"/>
        <source>L3 groups repositories by device (the ciflow/crcr/&lt;device&gt; label): found the repository &apos;%1&apos; directly under L3; write `L3:` then `  &lt;device&gt;:` then `    %1: [oncalls]`</source>
        <translation>L3 regroupe les dépôts par périphérique (le label ciflow/crcr/&lt;device&gt;) : le dépôt &apos;%1&apos; est directement sous L3 ; écrivez `L3:` puis `  &lt;device&gt;:` puis `    %1: [oncalls]`</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="199"/>
        <source>&apos;%1&apos; is not a device name (letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;; it becomes the label ciflow/crcr/&lt;device&gt;)</source>
        <translation>&apos;%1&apos; n&apos;est pas un nom de périphérique (lettres, chiffres, &apos;-&apos;, &apos;_&apos; et &apos;.&apos; ; il devient le label ciflow/crcr/&lt;device&gt;)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="202"/>
        <source>L3 device &apos;%1&apos; lists no repositories</source>
        <translation>le périphérique L3 &apos;%1&apos; ne liste aucun dépôt</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="210"/>
        <source>L3 device &apos;%1&apos; must hold repositories (`owner/repo: [oncalls]`), found %2</source>
        <translation>le périphérique L3 &apos;%1&apos; doit contenir des dépôts (`owner/repo: [oncalls]`), trouvé : %2</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="231"/>
        <source>one repository per list item: this item has %1 keys (%2); put metadata under the repository, e.g. `- owner/repo: {events: [nightly], oncalls: [a, b]}`</source>
        <translation>un dépôt par élément de liste : cet élément a %1 clés (%2) ; placez les métadonnées sous le dépôt, p. ex. `- owner/repo: {events: [nightly], oncalls: [a, b]}`</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="240"/>
        <source>expected a repository `owner/repo` in the %1 list, found %2</source>
        <translation>dépôt `owner/repo` attendu dans la liste %1, trouvé : %2</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="257"/>
        <source>expected a repository `owner/repo`, found %1</source>
        <translation>dépôt `owner/repo` attendu, trouvé : %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="260"/>
        <source>&apos;%1&apos; is not a repository of the form owner/name</source>
        <translation>&apos;%1&apos; n&apos;est pas un dépôt de la forme owner/name</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="262"/>
        <source> (to name on-calls write `%1: &quot;oncall1, oncall2&quot;`)</source>
        <translation> (pour indiquer les astreintes, écrivez `%1: &quot;oncall1, oncall2&quot;`)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="277"/>
        <location filename="../models/backends/AllowlistParser.cpp" line="305"/>
        <source>on-call</source>
        <translation>astreinte</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="284"/>
        <source>%1, as &apos;%2&apos;</source>
        <translation>%1, en tant que &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="285"/>
        <source>repository &apos;%1&apos; is listed twice: line %2 (%3) and line %4 (%5); a repository belongs to one level only</source>
        <translation>le dépôt &apos;%1&apos; est listé deux fois : ligne %2 (%3) et ligne %4 (%5) ; un dépôt n&apos;appartient qu&apos;à un seul niveau</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="307"/>
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="309"/>
        <source>unknown key &apos;%1&apos; in the entry of %2 (ignored; known: events, oncalls)</source>
        <translation>clé inconnue &apos;%1&apos; dans l&apos;entrée de %2 (ignorée ; connues : events, oncalls)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="323"/>
        <source>expected %1 names for %2 (text such as &quot;a, b&quot; or a list [a, b]), found %3; quote it if it is a name</source>
        <translation>noms (%1) attendus pour %2 (texte comme &quot;a, b&quot; ou liste [a, b]), trouvé : %3 ; mettez-le entre guillemets s&apos;il s&apos;agit d&apos;un nom</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="332"/>
        <source>&apos;%1&apos; is not a valid %2 name for %3 (separate names with commas)</source>
        <translation>&apos;%1&apos; n&apos;est pas un nom valide (%2) pour %3 (séparez les noms par des virgules)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="342"/>
        <source>expected %1 names for %2, found %3 inside the list</source>
        <translation>noms (%1) attendus pour %2, trouvé : %3 dans la liste</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="347"/>
        <source>expected %1 names for %2 (text such as &quot;a, b&quot; or a list [a, b]), found %3</source>
        <translation>noms (%1) attendus pour %2 (texte comme &quot;a, b&quot; ou liste [a, b]), trouvé : %3</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="406"/>
        <source>invalid YAML: %1</source>
        <translation>YAML invalide : %1</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="410"/>
        <source> (the &apos;[&apos; list at line %1, column %2 is not closed by &apos;]&apos; before this point)</source>
        <translation> (la liste &apos;[&apos; à la ligne %1, colonne %2 n&apos;est pas fermée par &apos;]&apos; avant ce point)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="411"/>
        <source> (the &apos;{&apos; mapping at line %1, column %2 is not closed by &apos;}&apos; before this point)</source>
        <translation> (le mapping &apos;{&apos; à la ligne %1, colonne %2 n&apos;est pas fermé par &apos;}&apos; avant ce point)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="417"/>
        <source> (the quoted value at line %1, column %2 has no closing quote)</source>
        <translation> (la valeur entre guillemets à la ligne %1, colonne %2 n&apos;a pas de guillemet fermant)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="422"/>
        <source>invalid YAML: a line starting with &apos;%&apos; inside the file (YAML reads it as a directive such as &apos;%YAML 1.2&apos;, which ends the document; a directive may only stand before a &apos;---&apos; line): remove the line, or quote a value that starts with &apos;%&apos;</source>
        <translation>YAML invalide : une ligne commençant par &apos;%&apos; au milieu du fichier (YAML la lit comme une directive telle que &apos;%YAML 1.2&apos;, qui termine le document ; une directive ne peut figurer qu&apos;avant une ligne &apos;---&apos;) : retirez la ligne, ou mettez entre guillemets une valeur qui commence par &apos;%&apos;</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="427"/>
        <source> (the document ended before this line, e.g. with &apos;...&apos;; an allowlist is one document)</source>
        <translation> (le document s&apos;est terminé avant cette ligne, p. ex. avec &apos;...&apos; ; une allowlist est un seul document)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="431"/>
        <source> (a line starting with &apos;%&apos; is a YAML directive: quote a value that starts with &apos;%&apos;)</source>
        <translation> (une ligne commençant par &apos;%&apos; est une directive YAML : mettez entre guillemets une valeur qui commence par &apos;%&apos;)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="440"/>
        <source> (&apos;%1&apos; cannot start a plain YAML value: quote the value, e.g. &quot;@oncall1, oncall2&quot;, or drop the &apos;%1&apos;)</source>
        <translation> (&apos;%1&apos; ne peut pas commencer une valeur YAML simple : mettez la valeur entre guillemets, p. ex. &quot;@oncall1, oncall2&quot;, ou retirez le &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="443"/>
        <source> (&apos;%1&apos; outside a [ ] list or { } mapping cannot start a value: quote the value, or remove the &apos;%1&apos;)</source>
        <translation> (&apos;%1&apos; ne peut pas commencer une valeur hors d&apos;une liste [ ] ou d&apos;un mapping { } : mettez la valeur entre guillemets, ou retirez le &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="446"/>
        <source> (YAML indentation must use spaces, not tabs)</source>
        <translation> (l&apos;indentation YAML doit utiliser des espaces, pas des tabulations)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="456"/>
        <source>lists and mappings are nested deeper than %1 levels (an allowlist needs six)</source>
        <translation>les listes et mappings dépassent %1 niveaux d&apos;imbrication (une allowlist en utilise six)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="459"/>
        <source>the file holds more than %1 YAML values (an allowlist holds a few hundred)</source>
        <translation>le fichier contient plus de %1 valeurs YAML (une allowlist en contient quelques centaines)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="462"/>
        <source>the alias &apos;*%1&apos; makes the allowlist expand to more than %2 YAML values (each alias repeats all that its anchor holds): write the names out, or use fewer aliases</source>
        <translation>l&apos;alias &apos;*%1&apos; fait grossir l&apos;allowlist au-delà de %2 valeurs YAML (chaque alias répète tout ce que contient son ancre) : écrivez les noms en entier, ou utilisez moins d&apos;alias</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="468"/>
        <source>the alias &apos;*%1&apos; refers to no anchor: define it with &apos;&amp;%1&apos; before this point, in the same document</source>
        <translation>l&apos;alias &apos;*%1&apos; ne renvoie à aucune ancre : définissez-la avec &apos;&amp;%1&apos; avant ce point, dans le même document</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="472"/>
        <source>the alias &apos;*%1&apos; refers to the list or mapping that contains it</source>
        <translation>l&apos;alias &apos;*%1&apos; renvoie à la liste ou au mapping qui le contient</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="475"/>
        <source>out of memory while reading the YAML</source>
        <translation>mémoire insuffisante lors de la lecture du YAML</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="510"/>
        <source>the file is larger than %1 MB; an allowlist is a few KB (refused unread)</source>
        <translation>le fichier dépasse %1 Mo ; une allowlist fait quelques Ko (refusé sans lecture)</translation>
    </message>
    <message>
        <location filename="../models/backends/AllowlistParser.cpp" line="556"/>
        <location filename="../models/backends/AllowlistParser.cpp" line="563"/>
        <source>cannot read the file: %1</source>
        <translation>impossible de lire le fichier : %1</translation>
    </message>
</context>
<context>
    <name>hw::BackendCharts</name>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="61"/>
        <source>→ %1 (CI data)</source>
        <translation>→ %1 (données CI)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="71"/>
        <source>Completed jobs per day (UTC)</source>
        <translation>Jobs terminés par jour (UTC)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="72"/>
        <source>jobs</source>
        <translation>jobs</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="73"/>
        <source>day (UTC), %1 to %2</source>
        <translation>jour (UTC), du %1 au %2</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="75"/>
        <source>no completed jobs</source>
        <translation>aucun job terminé</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="77"/>
        <source>passed</source>
        <translation>réussis</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="78"/>
        <source>test failures</source>
        <translation>échecs de tests</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="79"/>
        <source>infra failures</source>
        <translation>échecs d&apos;infra</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="113"/>
        <source>Level history</source>
        <translation>Historique des niveaux</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="114"/>
        <source>no level history</source>
        <translation>aucun historique de niveau</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="135"/>
        <source>%1 · since %2 (%3 d)</source>
        <translation>%1 · depuis le %2 (%3 d)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="142"/>
        <source>CI data</source>
        <translation>données CI</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendCharts.cpp" line="149"/>
        <source>as of %1</source>
        <translation>au %1</translation>
    </message>
</context>
<context>
    <name>hw::BackendDetailView</name>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="34"/>
        <source>E&amp;xport review report…</source>
        <translation>E&amp;xporter le rapport de revue…</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="62"/>
        <source>Write a Markdown/PDF promotion review report for this backend with the targets shown on the L3 readiness tab</source>
        <translation>Écrire un rapport de revue de promotion Markdown/PDF pour ce backend, avec les cibles de l&apos;onglet Préparation L3</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="76"/>
        <source>Pull request by job results</source>
        <translation>Pull requests par résultat de job</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="89"/>
        <source>Latest attempt of each job: letter, failed/total tests (or the total when none failed) and the triage category when reported. %1  ·  an &quot;exp.&quot; tag marks crcr-test&apos;s expected failures (they count as passes)  ·  hover a cell for details; Enter opens the run.</source>
        <translation>Dernière tentative de chaque job : lettre, tests échoués/total (ou le total si aucun n&apos;a échoué) et catégorie de triage si elle est fournie. %1  ·  une étiquette « exp. » marque les échecs attendus de crcr-test (ils comptent comme réussis)  ·  survolez une cellule pour les détails ; Entrée ouvre l&apos;exécution.</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="110"/>
        <source>Level changes (allowlist PRs; &quot;CI data&quot; = start inferred from the level jobs were dispatched at)</source>
        <translation>Changements de niveau (PR de l&apos;allowlist ; « données CI » = début déduit du niveau auquel les jobs ont été déclenchés)</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="123"/>
        <source>&amp;Jobs (PR × job)</source>
        <translation>&amp;Jobs (PR × job)</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="124"/>
        <source>Jobs &amp;over time</source>
        <translation>Jobs dans le &amp;temps</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="125"/>
        <source>Level &amp;history</source>
        <translation>&amp;Historique des niveaux</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="126"/>
        <source>L3 &amp;readiness</source>
        <translation>&amp;Préparation L3</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="196"/>
        <source>No backend selected</source>
        <translation>Aucun backend sélectionné</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="199"/>
        <source>Choose a backend in the overview (Enter or double-click).</source>
        <translation>Choisissez un backend dans la vue d&apos;ensemble (Entrée ou double-clic).</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="200"/>
        <source>This backend is not in the current data.</source>
        <translation>Ce backend ne figure pas dans les données actuelles.</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="210"/>
        <source>not listed</source>
        <translation>non listé</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="221"/>
        <source>▼ TEMPORARILY DEMOTED — auto-demotion PR open, no new check runs</source>
        <translation>▼ TEMPORAIREMENT RÉTROGRADÉ — PR de rétrogradation automatique ouverte, plus de nouveaux check runs</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="222"/>
        <source>⚠ DEMOTION PENDING — last 7 days fail L3, not yet flagged by the relay</source>
        <translation>⚠ RÉTROGRADATION EN ATTENTE — les 7 derniers jours échouent à L3, pas encore signalé par le relais</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="234"/>
        <source>device %1 (label ciflow/crcr/%1)</source>
        <translation>périphérique %1 (label ciflow/crcr/%1)</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="235"/>
        <source>no oncalls listed</source>
        <translation>aucune astreinte listée</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="235"/>
        <source>oncalls: %1</source>
        <translation>astreintes : %1</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="237"/>
        <source>at %1 for %2 d</source>
        <translation>en %1 depuis %2 d</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="239"/>
        <source>not in the allowlist (level from CI data)</source>
        <translation>absent de l&apos;allowlist (niveau d&apos;après les données CI)</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendDetailView.cpp" line="241"/>
        <source>data as of %1 UTC</source>
        <translation>données au %1 UTC</translation>
    </message>
</context>
<context>
    <name>hw::BackendJobMatrixModel</name>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="166"/>
        <source>delivery</source>
        <translation>livraison</translation>
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
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="203"/>
        <source>%1 — expected (crcr-test probe job): counts as a success</source>
        <translation>%1 — attendu (job de sonde crcr-test) : compte comme un succès</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="204"/>
        <source>%1 %2, attempt %3</source>
        <translation>%1 %2, tentative %3</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="206"/>
        <source>tests: %1 passed, %2 failed, %3 skipped</source>
        <translation>tests : %1 réussis, %2 échoués, %3 ignorés</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="208"/>
        <source>tests: not reported</source>
        <translation>tests : non fournis</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="210"/>
        <source>triage: %1</source>
        <translation>triage : %1</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="212"/>
        <source>queue %1 · execution %2</source>
        <translation>file d&apos;attente %1 · exécution %2</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="217"/>
        <source>started %1 UTC</source>
        <translation>démarré %1 UTC</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="219"/>
        <source>completed %1 UTC</source>
        <translation>terminé %1 UTC</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="240"/>
        <source>triage %1</source>
        <translation>triage %1</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="242"/>
        <source>expected outcome</source>
        <translation>résultat attendu</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="251"/>
        <source>no job</source>
        <translation>aucun job</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="279"/>
        <source>pytorch head %1</source>
        <translation>tête pytorch %1</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="281"/>
        <source>dispatched %1 UTC</source>
        <translation>déclenché %1 UTC</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendJobMatrixModel.cpp" line="282"/>
        <source>newest job activity %1 UTC</source>
        <translation>activité de job la plus récente %1 UTC</translation>
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
        <translation>à l&apos;instant</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="37"/>
        <source>%1 min ago</source>
        <translation>il y a %1 min</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="39"/>
        <source>%1 h ago</source>
        <translation>il y a %1 h</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="40"/>
        <source>%1 d ago</source>
        <translation>il y a %1 d</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="79"/>
        <source>PROMOTE</source>
        <translation>PROMOUVOIR</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="80"/>
        <source>HOLD</source>
        <translation>MAINTENIR</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="81"/>
        <source>DEMOTE</source>
        <translation>RÉTROGRADER</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="84"/>
        <source>NOT ENOUGH DATA</source>
        <translation>DONNÉES INSUFFISANTES</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="101"/>
        <source>no data</source>
        <translation>aucune donnée</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="107"/>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="132"/>
        <source>%1/%2 failed</source>
        <translation>%1/%2 échoués</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="133"/>
        <source>%1 tests</source>
        <translation>%1 tests</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="146"/>
        <source>expected failure</source>
        <translation>échec attendu</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="148"/>
        <source>expected cancellation</source>
        <translation>annulation attendue</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="150"/>
        <source>expected timeout</source>
        <translation>timeout attendu</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendText.cpp" line="152"/>
        <source>expected outcome</source>
        <translation>résultat attendu</translation>
    </message>
</context>
<context>
    <name>hw::BackendsOverviewModel</name>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="27"/>
        <source>▲ ready for L3</source>
        <translation>▲ prêt pour L3</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="29"/>
        <source>● not ready for L3</source>
        <translation>● pas prêt pour L3</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="30"/>
        <source>? not enough data for L3</source>
        <translation>? données insuffisantes pour L3</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="33"/>
        <source>✔ keeps L3</source>
        <translation>✔ conserve L3</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="35"/>
        <source>▼ fails L3</source>
        <translation>▼ échoue à L3</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="36"/>
        <source>? no completed job in 7 d</source>
        <translation>? aucun job terminé en 7 d</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="37"/>
        <source>● L4: maintainers decide</source>
        <translation>● L4 : décision des mainteneurs</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="38"/>
        <source>– onboarding, results not stored</source>
        <translation>– onboarding, résultats non stockés</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="256"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="257"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="258"/>
        <source>Pass 7 d</source>
        <translation>Réussite 7 d</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="259"/>
        <source>Pass 14 d</source>
        <translation>Réussite 14 d</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="260"/>
        <source>Last result</source>
        <translation>Dernier résultat</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="261"/>
        <source>Avg queue</source>
        <translation>File moy.</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="262"/>
        <source>E2E P50</source>
        <translation>E2E P50</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="263"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="264"/>
        <source>Oncalls</source>
        <translation>Astreintes</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="272"/>
        <source>Trust level and L3 device group; sorts by device within each level</source>
        <translation>Niveau de confiance et groupe d’appareils L3 ; trie par appareil au sein de chaque niveau</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="273"/>
        <source>Newest completed job; sorts by outcome (failures first), then newest first</source>
        <translation>Dernier job terminé ; trie par résultat (échecs d’abord), puis du plus récent au plus ancien</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="274"/>
        <source>CI job pass rate over the last 7 days (demotion window).
✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs</source>
        <translation>Taux de réussite des jobs CI sur les 7 derniers jours (fenêtre de rétrogradation).
✔ ≥ 95 %   ▲ 80–95 %   ✖ moins de 80 %   – aucun job terminé</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="276"/>
        <source>CI job pass rate over the last 14 days (promotion window).
✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs</source>
        <translation>Taux de réussite des jobs CI sur les 14 derniers jours (fenêtre de promotion).
✔ ≥ 95 %   ▲ 80–95 %   ✖ moins de 80 %   – aucun job terminé</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="278"/>
        <source>Mean queue time (dispatch → in progress), last 7 days</source>
        <translation>Temps moyen en file d&apos;attente (déclenchement → en cours), 7 derniers jours</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="279"/>
        <source>Median end-to-end time per job (queue + execution), last 7 days</source>
        <translation>Temps médian de bout en bout par job (file d&apos;attente + exécution), 7 derniers jours</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="281"/>
        <source>▼ temporarily demoted: the relay&apos;s auto-demotion PR is open.
⚠ demotion pending: at L3 and the 7-day figures fail a demotion criterion, not yet flagged by the relay.
Otherwise the L3 readiness verdict.</source>
        <translation>▼ temporairement rétrogradé : la PR de rétrogradation automatique du relais est ouverte.
⚠ rétrogradation en attente : en L3 et les chiffres sur 7 jours échouent à un critère de rétrogradation, pas encore signalé par le relais.
Sinon, le verdict de préparation L3.</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="285"/>
        <source>Sorts worst first: demoted, pending, then the verdict.</source>
        <translation>Trie les pires d’abord : rétrogradés, en attente, puis selon le verdict.</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="321"/>
        <source>Not listed</source>
        <translation>Non listé</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="324"/>
        <source>%1 — no backends</source>
        <translation>%1 — aucun backend</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="325"/>
        <source>%1 (1 backend)</source>
        <translation>%1 (1 backend)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="325"/>
        <source>%1 (%2 backends)</source>
        <translation>%1 (%2 backends)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="329"/>
        <source>L1 Onboarding: events dispatched, results not stored</source>
        <translation>L1 Onboarding : événements déclenchés, résultats non stockés</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="330"/>
        <source>L2 Observation: results stored and shown on HUD</source>
        <translation>L2 Observation : résultats stockés et affichés sur HUD</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="331"/>
        <source>L3 Stable: non-blocking PR check with label ciflow/crcr/&lt;device&gt;</source>
        <translation>L3 Stable : check de PR non bloquant avec le label ciflow/crcr/&lt;device&gt;</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="332"/>
        <source>L4 Mature: check on every PR, blocks merge</source>
        <translation>L4 Mature : check sur chaque PR, bloque le merge</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="333"/>
        <source>Seen in CI data but in no allowlist level</source>
        <translation>Vu dans les données CI mais dans aucun niveau de l&apos;allowlist</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="364"/>
        <source>device: %1 (label ciflow/crcr/%1)</source>
        <translation>périphérique : %1 (label ciflow/crcr/%1)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="366"/>
        <source>not in the allowlist: level from the latest CI results</source>
        <translation>absent de l&apos;allowlist : niveau d&apos;après les derniers résultats CI</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="380"/>
        <source>held for %1 days</source>
        <translation>maintenu depuis %1 jours</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="401"/>
        <source>No completed jobs in the last %1 days</source>
        <translation>Aucun job terminé sur les %1 derniers jours</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="402"/>
        <source>%1 — %2 of %3 jobs passed in the last %4 days
test failures: %5   infra failures: %6 (timed out %7, cancelled %8)</source>
        <translation>%1 — %2 jobs réussis sur %3 au cours des %4 derniers jours
échecs de tests : %5   échecs d&apos;infra : %6 (timeout %7, annulés %8)</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="423"/>
        <source>no completed job</source>
        <translation>aucun job terminé</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="441"/>
        <source>Newest completed job: %1 at %2 UTC</source>
        <translation>Dernier job terminé : %1 à %2 UTC</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="442"/>
        <source>Newest completed job: %1 — %2 at %3 UTC</source>
        <translation>Dernier job terminé : %1 — %2 à %3 UTC</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="444"/>
        <source>An expected outcome of the crcr-test probe: HUD counts it as a pass.</source>
        <translation>Un résultat attendu de la sonde crcr-test : HUD le compte comme réussi.</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="466"/>
        <source>▼ temporarily demoted</source>
        <translation>▼ temporairement rétrogradé</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="467"/>
        <source>⚠ demotion pending</source>
        <translation>⚠ rétrogradation en attente</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="477"/>
        <source>The relay&apos;s auto-demotion PR is open: no new check runs until it is closed.</source>
        <translation>La PR de rétrogradation automatique du relais est ouverte : plus de nouveaux check runs tant qu&apos;elle n&apos;est pas fermée.</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="479"/>
        <source>The last 7 days fail a demotion criterion; the relay has not flagged it yet.</source>
        <translation>Les 7 derniers jours échouent à un critère de rétrogradation ; le relais ne l&apos;a pas encore signalé.</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsOverviewModel.cpp" line="480"/>
        <source>L3 readiness: %1</source>
        <translation>Préparation L3 : %1</translation>
    </message>
</context>
<context>
    <name>hw::BackendsOverviewView</name>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="32"/>
        <source>Backends by trust level</source>
        <translation>Backends par niveau de confiance</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="50"/>
        <source>Pass-rate chips: %1 ≥ 95 %   %2 80–95 %   %3 below 80 %   %4 no completed jobs   ·   Marks: ▼ temporarily demoted (relay&apos;s demotion PR open)   ⚠ demotion pending (7-day figures fail, not flagged yet)   ·   Enter opens a backend</source>
        <translation>Pastilles de taux de réussite : %1 ≥ 95 %   %2 80–95 %   %3 moins de 80 %   %4 aucun job terminé   ·   Marques : ▼ temporairement rétrogradé (PR de rétrogradation du relais ouverte)   ⚠ rétrogradation en attente (chiffres sur 7 jours en échec, pas encore signalé)   ·   Entrée ouvre un backend</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="55"/>
        <source>Click a column title to sort</source>
        <translation>Cliquer sur un titre de colonne pour trier</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="131"/>
        <source>1 backend as of %1 UTC</source>
        <translation>1 backend au %1 UTC</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="131"/>
        <source>%1 backends as of %2 UTC</source>
        <translation>%1 backends au %2 UTC</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="133"/>
        <source>No backend data yet</source>
        <translation>Pas encore de données de backends</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="135"/>
        <source>  ·  ▼ %1 temporarily demoted</source>
        <translation>  ·  ▼ %1 temporairement rétrogradé(s)</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsOverviewView.cpp" line="137"/>
        <source>  ·  ⚠ %1 demotion pending</source>
        <translation>  ·  ⚠ %1 rétrogradation(s) en attente</translation>
    </message>
</context>
<context>
    <name>hw::BackendsPage</name>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="34"/>
        <source>← All backends</source>
        <translation>← Tous les backends</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="35"/>
        <source>Back to the overview (Esc)</source>
        <translation>Retour à la vue d&apos;ensemble (Échap)</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="94"/>
        <source>no backend &quot;%1&quot;; known backends: %2</source>
        <translation>aucun backend &quot;%1&quot; ; backends connus : %2</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="129"/>
        <source>promotion-review-%1.md</source>
        <translation>promotion-review-%1.md</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="130"/>
        <source>Export promotion review report</source>
        <translation>Exporter le rapport de revue de promotion</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="131"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="136"/>
        <source>Wrote %1 and the PDF beside it</source>
        <translation>%1 écrit, avec le PDF à côté</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="138"/>
        <source>Report not written: %1</source>
        <translation>Rapport non écrit : %1</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="163"/>
        <source>Demo data: backend figures as of %1 (generated from the real allowlist history).</source>
        <translation>Données de démo : chiffres des backends au %1 (générés à partir de l&apos;historique réel de l&apos;allowlist).</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="165"/>
        <source>No backend data yet.</source>
        <translation>Pas encore de données de backends.</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="166"/>
        <source>No backend data yet: %1</source>
        <translation>Pas encore de données de backends : %1</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="168"/>
        <source>Backend figures may be out of date (as of %1): %2</source>
        <translation>Les chiffres des backends sont peut-être obsolètes (au %1) : %2</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="172"/>
        <source>Polling waits for new credentials.</source>
        <translation>L&apos;interrogation attend de nouveaux identifiants.</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="173"/>
        <source>Set password…</source>
        <translation>Définir le mot de passe…</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="173"/>
        <source>Set relay token…</source>
        <translation>Définir le jeton du relais…</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="176"/>
        <source>Offline: backend figures from the cache, as of %1.</source>
        <translation>Hors ligne : chiffres des backends depuis le cache, au %1.</translation>
    </message>
    <message>
        <location filename="../ui/backends/BackendsPage.cpp" line="178"/>
        <source>Stale: backend figures are from %1.</source>
        <translation>Périmé : les chiffres des backends datent du %1.</translation>
    </message>
</context>
<context>
    <name>hw::BackendsSync</name>
    <message>
        <location filename="../models/backends/BackendsSync.cpp" line="238"/>
        <source>allowlist %1: no relay client to fetch it with</source>
        <translation>allowlist %1 : aucun client relais pour la récupérer</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsSync.cpp" line="267"/>
        <source>allowlist %1</source>
        <translation>allowlist %1</translation>
    </message>
    <message>
        <location filename="../models/backends/BackendsSync.cpp" line="326"/>
        <source>seen in the relay&apos;s allowlist</source>
        <translation>vu dans l&apos;allowlist du relais</translation>
    </message>
</context>
<context>
    <name>hw::CacheWriter</name>
    <message>
        <location filename="../models/cache/CacheWriter.cpp" line="91"/>
        <source>not written: the cache writer has stopped</source>
        <translation>non écrit : l&apos;écriture du cache est arrêtée</translation>
    </message>
    <message>
        <location filename="../models/cache/CacheWriter.cpp" line="191"/>
        <source>not written: the cache writer was stopped before this write began</source>
        <translation>non écrit : l&apos;écriture du cache a été arrêtée avant le début de cette écriture</translation>
    </message>
</context>
<context>
    <name>hw::Console</name>
    <message>
        <location filename="../app/Console.cpp" line="111"/>
        <source>the bundled demo recording cannot be loaded: %1</source>
        <translation>impossible de charger l&apos;enregistrement de démo intégré : %1</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="112"/>
        <source>cannot replay %1: %2</source>
        <translation>impossible de rejouer %1 : %2</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="121"/>
        <source>demo recording</source>
        <translation>enregistrement de démo</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="170"/>
        <source>this recording has no backend data</source>
        <translation>cet enregistrement ne contient aucune donnée de backends</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="182"/>
        <source>profile &quot;%1&quot;: relay/url: %2</source>
        <translation>profil &quot;%1&quot; : relay/url : %2</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="387"/>
        <source>Relay API token</source>
        <translation>Jeton de l&apos;API du relais</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="388"/>
        <source>Bearer token for %1.
It is stored in your system keychain, never in a file.</source>
        <translation>Jeton bearer pour %1.
Il est stocké dans le trousseau du système, jamais dans un fichier.</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="398"/>
        <source>The token could not be stored: %1</source>
        <translation>Le jeton n&apos;a pas pu être enregistré : %1</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="415"/>
        <source>ClickHouse password</source>
        <translation>Mot de passe ClickHouse</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="416"/>
        <source>Password for %1 at %2.
It is stored in your system keychain, never in a file.</source>
        <translation>Mot de passe pour %1 sur %2.
Il est stocké dans le trousseau du système, jamais dans un fichier.</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="397"/>
        <location filename="../app/Console.cpp" line="426"/>
        <source>Keychain</source>
        <translation>Trousseau</translation>
    </message>
    <message>
        <location filename="../app/Console.cpp" line="427"/>
        <source>The password could not be stored: %1</source>
        <translation>Le mot de passe n&apos;a pas pu être enregistré : %1</translation>
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
        <translation type="unfinished">non</translation>
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
        <translation>Filtrer les jobs (regex)…</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="26"/>
        <location filename="../ui/grid/GridFilterBar.cpp" line="108"/>
        <source>Case-insensitive regular expression on &quot;workflow / job&quot;. Press / to focus, Esc to clear.</source>
        <translation>Expression régulière insensible à la casse sur « workflow / job ». / pour y accéder, Échap pour effacer.</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="45"/>
        <source>Hide green</source>
        <translation>Masquer les verts</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="45"/>
        <source>Hide job columns without any failure or pending run</source>
        <translation>Masquer les colonnes sans échec ni exécution en cours</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="47"/>
        <source>Hide unstable</source>
        <translation>Masquer les instables</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="47"/>
        <source>Hide jobs marked unstable (their failures are warnings)</source>
        <translation>Masquer les jobs marqués instables (leurs échecs sont des avertissements)</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="49"/>
        <source>Hide skipped</source>
        <translation>Masquer les ignorés</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="49"/>
        <source>Hide jobs that were skipped on every commit</source>
        <translation>Masquer les jobs ignorés sur chaque commit</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="51"/>
        <source>Grouped</source>
        <translation>Groupé</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="51"/>
        <source>Show one column per job group</source>
        <translation>Une colonne par groupe de jobs</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridFilterBar.cpp" line="90"/>
        <source>Invalid regex at %1: %2</source>
        <translation>Expression régulière invalide à la position %1 : %2</translation>
    </message>
</context>
<context>
    <name>hw::GridLegend</name>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="28"/>
        <source>success</source>
        <translation>succès</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="29"/>
        <source>flaky (passed on retry)</source>
        <translation>instable (réussi en relance)</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="30"/>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="31"/>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="32"/>
        <source>timed out</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="33"/>
        <source>warning (unstable job)</source>
        <translation>avertissement (job instable)</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="34"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="35"/>
        <source>queued</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="36"/>
        <source>skipped / neutral</source>
        <translation>ignoré / neutre</translation>
    </message>
    <message>
        <location filename="../ui/grid/GridLegend.cpp" line="37"/>
        <source>no job</source>
        <translation>aucun job</translation>
    </message>
</context>
<context>
    <name>hw::GridSync</name>
    <message numerus="yes">
        <location filename="../models/grid/GridSync.cpp" line="406"/>
        <source>%n row(s) with invalid UTF-8 text (shown as �)</source>
        <translation>
            <numerusform>%n ligne avec du texte UTF-8 invalide (affiché comme �)</numerusform>
            <numerusform>%n lignes avec du texte UTF-8 invalide (affiché comme �)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hw::JobGridView</name>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="108"/>
        <source>Job grid</source>
        <translation>Grille des jobs</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="393"/>
        <source>now</source>
        <translation>maintenant</translation>
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
        <translation>1 commit</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="613"/>
        <source>%1 commits</source>
        <translation>%1 commits</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="612"/>
        <source>1 job</source>
        <translation>1 job</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="611"/>
        <source>1 group</source>
        <translation>1 groupe</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="611"/>
        <source>%1 groups</source>
        <translation>%1 groupes</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="612"/>
        <source>%1 jobs</source>
        <translation>%1 jobs</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="617"/>
        <source>j / k  next / previous failure
Enter  open job   ·   /  filter
Space  pause refresh</source>
        <translation>j / k  échec suivant / précédent
Entrée  ouvrir le job   ·   /  filtrer
Espace  suspendre l&apos;actualisation</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="757"/>
        <source>Open job page</source>
        <translation>Ouvrir la page du job</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="759"/>
        <source>Copy job URL</source>
        <translation>Copier l&apos;URL du job</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="762"/>
        <source>Copy commit SHA</source>
        <translation>Copier le SHA du commit</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="774"/>
        <source>No job page for this cell</source>
        <translation>Pas de page de job pour cette cellule</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="906"/>
        <source>Wrapped around to the first failure (newest commit)</source>
        <translation>Retour au premier échec (commit le plus récent)</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="907"/>
        <source>Wrapped around to the last failure (oldest commit)</source>
        <translation>Retour au dernier échec (commit le plus ancien)</translation>
    </message>
    <message>
        <location filename="../ui/grid/JobGridView.cpp" line="911"/>
        <source>No failures in the grid</source>
        <translation>Aucun échec dans la grille</translation>
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
        <translation>Aucune donnée de job</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="17"/>
        <source>Jobs over time</source>
        <translation>Jobs dans le temps</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="88"/>
        <source>passed (%1)</source>
        <translation>réussis (%1)</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="88"/>
        <source>test failures (%1)</source>
        <translation>échecs de tests (%1)</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="88"/>
        <source>infra failures (%1)</source>
        <translation>échecs d&apos;infra (%1)</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="94"/>
        <source>passed solid, test failures hatched, infra failures cross-hatched</source>
        <translation>réussis en plein, échecs de tests hachurés, échecs d&apos;infra quadrillés</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="98"/>
        <source>%1 on %2</source>
        <translation>%1 le %2</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="101"/>
        <source>level changes: %1</source>
        <translation>changements de niveau : %1</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="121"/>
        <source>%1
no completed jobs</source>
        <translation>%1
aucun job terminé</translation>
    </message>
    <message>
        <location filename="../ui/backends/JobsOverTimeChart.cpp" line="122"/>
        <source>%1
P passed %2
T test failures %3
I infra failures %4 (timeouts, cancellations, infra triage)</source>
        <translation>%1
P réussis %2
T échecs de tests %3
I échecs d&apos;infra %4 (timeouts, annulations, triage infra)</translation>
    </message>
</context>
<context>
    <name>hw::L3CriteriaModel</name>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="83"/>
        <source>– no data</source>
        <translation>– aucune donnée</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="84"/>
        <source>✔ met</source>
        <translation>✔ atteint</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="84"/>
        <source>✘ not met</source>
        <translation>✘ non atteint</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="102"/>
        <source>Criterion</source>
        <translation>Critère</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="103"/>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="104"/>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="105"/>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="106"/>
        <source>Met</source>
        <translation>Atteint</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="107"/>
        <source>Counts for demotion</source>
        <translation>Compte pour la rétrogradation</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="131"/>
        <source>14 d (promotion)</source>
        <translation>14 d (promotion)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="132"/>
        <source>7 d (demotion)</source>
        <translation>7 d (rétrogradation)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="133"/>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="136"/>
        <source>promotion window (last 14 days)</source>
        <translation>fenêtre de promotion (14 derniers jours)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="137"/>
        <source>demotion window (last 7 days)</source>
        <translation>fenêtre de rétrogradation (7 derniers jours)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="138"/>
        <source>last %1 days</source>
        <translation>%1 derniers jours</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="139"/>
        <source>whole history</source>
        <translation>tout l&apos;historique</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="153"/>
        <source>  (what-if; HUD: %1)</source>
        <translation>  (simulation ; HUD : %1)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="163"/>
        <source>Target edited for a what-if verdict; HUD uses %1</source>
        <translation>Cible modifiée pour un verdict simulé ; HUD utilise %1</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="179"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../models/backends/L3CriteriaModel.cpp" line="179"/>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>hw::L3ReadinessEvaluator</name>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="143"/>
        <source>Time at L2</source>
        <translation>Temps en L2</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="144"/>
        <source>time at L2</source>
        <translation>temps en L2</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="145"/>
        <source>End-to-end time (P50)</source>
        <translation>Temps de bout en bout (P50)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="146"/>
        <source>end-to-end time P50</source>
        <translation>temps de bout en bout P50</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="147"/>
        <source>Mean queue time</source>
        <translation>Temps moyen en file d&apos;attente</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="148"/>
        <source>mean queue time</source>
        <translation>temps moyen en file d&apos;attente</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="149"/>
        <source>Overrun rate (&gt; 3 h)</source>
        <translation>Taux de dépassement (&gt; 3 h)</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="150"/>
        <source>overrun rate</source>
        <translation>taux de dépassement</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="151"/>
        <source>Timeout rate</source>
        <translation>Taux de timeout</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="152"/>
        <source>timeout rate</source>
        <translation>taux de timeout</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="153"/>
        <source>Job pass rate</source>
        <translation>Taux de réussite des jobs</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="154"/>
        <source>pass rate</source>
        <translation>taux de réussite</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="201"/>
        <source>%1 not measured (no data) over the last %n days, target %2</source>
        <translation>
            <numerusform>%1 non mesuré (aucune donnée) sur %n jour, cible %2</numerusform>
            <numerusform>%1 non mesuré (aucune donnée) sur les %n derniers jours, cible %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="203"/>
        <source>%1 unknown, target %2</source>
        <translation>%1 inconnu, cible %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="209"/>
        <source>%1 over the last %n days</source>
        <translation>
            <numerusform>%1 sur %n jour</numerusform>
            <numerusform>%1 sur les %n derniers jours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="244"/>
        <source>Promote to L3</source>
        <translation>Promouvoir en L3</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="246"/>
        <source>Hold</source>
        <translation>Maintenir</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="248"/>
        <source>Demote to L2</source>
        <translation>Rétrograder en L2</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="252"/>
        <source>Not enough data</source>
        <translation>Données insuffisantes</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="288"/>
        <source>only %1 of data, at least %n days needed before a promotion verdict</source>
        <translation>
            <numerusform>seulement %1 de données, au moins %n jour requis avant un verdict de promotion</numerusform>
            <numerusform>seulement %1 de données, au moins %n jours requis avant un verdict de promotion</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="297"/>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="325"/>
        <source>no completed job over the last %n days</source>
        <translation>
            <numerusform>aucun job terminé sur %n jour</numerusform>
            <numerusform>aucun job terminé sur les %n derniers jours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="348"/>
        <source>L1 results are not stored; an L1 backend moves to L2 first</source>
        <translation>Les résultats L1 ne sont pas stockés ; un backend L1 passe d&apos;abord en L2</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="352"/>
        <source>L4 is decided by core maintainers; there is no numeric rule</source>
        <translation>L4 est décidé par les mainteneurs principaux ; il n&apos;y a pas de règle chiffrée</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="356"/>
        <source>not in the allowlist</source>
        <translation>absent de l&apos;allowlist</translation>
    </message>
    <message>
        <location filename="../models/backends/L3ReadinessEvaluator.cpp" line="363"/>
        <source>a %1-day window was asked for, but the figures cover %2 days</source>
        <translation>une fenêtre de %1 jours était demandée, mais les chiffres couvrent %2 jours</translation>
    </message>
</context>
<context>
    <name>hw::L3ReadinessPanel</name>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="53"/>
        <source>&amp;Reset to HUD&apos;s targets</source>
        <translation>Ré&amp;initialiser aux cibles de HUD</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="82"/>
        <source>⚠ WHAT-IF: targets differ from HUD&apos;s. This verdict is hypothetical, not HUD&apos;s.</source>
        <translation>⚠ SIMULATION : les cibles diffèrent de celles de HUD. Ce verdict est hypothétique, ce n&apos;est pas celui de HUD.</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="100"/>
        <source>L3 criteria</source>
        <translation>Critères L3</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="108"/>
        <source>Targets (edit for a what-if)</source>
        <translation>Cibles (modifiables pour une simulation)</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="110"/>
        <source>Job &amp;pass rate</source>
        <translation>Taux de &amp;réussite des jobs</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="111"/>
        <source>&amp;Timeout rate</source>
        <translation>Taux de &amp;timeout</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="112"/>
        <source>&amp;Overrun rate (&gt; 3 h)</source>
        <translation>Taux de &amp;dépassement (&gt; 3 h)</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="113"/>
        <source>&amp;End-to-end P50</source>
        <translation>&amp;P50 de bout en bout</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="114"/>
        <source>Mean &amp;queue time</source>
        <translation>Temps moyen en &amp;file d&apos;attente</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="115"/>
        <source>Time at &amp;L2</source>
        <translation>Temps en &amp;L2</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="116"/>
        <source>Demotion (7 d) uses the strict complement: pass rate ≤ target, timeout rate ≥ target or E2E P50 &gt; target demotes.</source>
        <translation>La rétrogradation (7 d) utilise le complément strict : taux de réussite ≤ cible, taux de timeout ≥ cible ou E2E P50 &gt; cible entraîne la rétrogradation.</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="238"/>
        <source>  — ready for L3</source>
        <translation>  — prêt pour L3</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="239"/>
        <source>  — stays at L2 for now</source>
        <translation>  — reste en L2 pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="240"/>
        <source>  — at L2, cannot judge yet</source>
        <translation>  — en L2, impossible de juger pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="243"/>
        <source>  — fails L3 over the last 7 days</source>
        <translation>  — échoue à L3 sur les 7 derniers jours</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="244"/>
        <source>  — keeps L3</source>
        <translation>  — conserve L3</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="245"/>
        <source>  — at L3, no completed job in 7 days</source>
        <translation>  — en L3, aucun job terminé en 7 jours</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="247"/>
        <source>  — at L1</source>
        <translation>  — en L1</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="248"/>
        <source>  — L4 is decided by maintainers</source>
        <translation>  — L4 est décidé par les mainteneurs</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="249"/>
        <source>  — not in the allowlist</source>
        <translation>  — absent de l&apos;allowlist</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="252"/>
        <source>  (what-if)</source>
        <translation>  (simulation)</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="260"/>
        <source>last %1 d: no completed jobs</source>
        <translation>sur %1 d : aucun job terminé</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="262"/>
        <source>last %1 d: %2 of %3 jobs failed — ✖ test: %4  ·  ⚠ infra: %5 (timed out %6, cancelled %7, triaged infra %8)</source>
        <translation>sur %1 d : %2 jobs échoués sur %3 — ✖ tests : %4  ·  ⚠ infra : %5 (timeout %6, annulés %7, triage infra %8)</translation>
    </message>
    <message>
        <location filename="../ui/backends/L3ReadinessPanel.cpp" line="272"/>
        <source>Breakage  ·  %1
                 ·  %2</source>
        <translation>Pannes  ·  %1
                 ·  %2</translation>
    </message>
</context>
<context>
    <name>hw::LevelTimelineWidget</name>
    <message>
        <location filename="../ui/backends/LevelTimelineWidget.cpp" line="22"/>
        <source>Level history</source>
        <translation>Historique des niveaux</translation>
    </message>
    <message>
        <location filename="../ui/backends/LevelTimelineWidget.cpp" line="55"/>
        <source>not listed</source>
        <translation>non listé</translation>
    </message>
    <message>
        <location filename="../ui/backends/LevelTimelineWidget.cpp" line="57"/>
        <source>%1 %2 → now (%3 d)</source>
        <translation>%1 %2 → maintenant (%3 d)</translation>
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
        <translation>, début déduit des données CI</translation>
    </message>
    <message>
        <location filename="../ui/backends/LevelTimelineWidget.cpp" line="69"/>
        <source>No level history known.</source>
        <translation>Aucun historique de niveau connu.</translation>
    </message>
    <message>
        <location filename="../ui/backends/LevelTimelineWidget.cpp" line="32"/>
        <source>No level history known for this backend.</source>
        <translation>Aucun historique de niveau connu pour ce backend.</translation>
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
        <translation>&amp;Grille</translation>
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
        <translation>Jobs du trunk par commit (Ctrl+1)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="67"/>
        <source>Out-of-tree accelerator backends by trust level (Ctrl+2)</source>
        <translation>Backends d&apos;accélérateurs hors arbre par niveau de confiance (Ctrl+2)</translation>
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
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="110"/>
        <source>&amp;Refresh now</source>
        <translation>&amp;Actualiser maintenant</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="112"/>
        <source>&amp;Pause / resume refresh	Space</source>
        <translation>&amp;Suspendre / reprendre l&apos;actualisation	Espace</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="114"/>
        <source>Set ClickHouse pass&amp;word…</source>
        <translation>Définir le &amp;mot de passe ClickHouse…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="116"/>
        <source>Set relay API &amp;token…</source>
        <translation>Définir le &amp;jeton de l&apos;API du relais…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="119"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="121"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="133"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="134"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="136"/>
        <source>&amp;About HUD Watch</source>
        <translation>À &amp;propos de HUD Watch</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="137"/>
        <source>About HUD Watch</source>
        <translation>À propos de HUD Watch</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="138"/>
        <source>HUD Watch %1
A desktop console for large CI systems.</source>
        <translation>HUD Watch %1
Une console de bureau pour les grands systèmes de CI.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="227"/>
        <source>unknown view &quot;%1&quot;</source>
        <translation>vue inconnue &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="253"/>
        <source>grouping file %1: %2</source>
        <translation>fichier de regroupement %1 : %2</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="262"/>
        <source>HUD Watch — %1</source>
        <translation>HUD Watch — %1</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="278"/>
        <source>⚠ %1 is failing: %2. Showing the last good data, as of %3 (%4).</source>
        <translation>⚠ %1 échoue : %2. Dernières données valides affichées, au %3 (%4).</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="280"/>
        <source>⚠ %1 is failing: %2. No data yet.</source>
        <translation>⚠ %1 échoue : %2. Pas encore de données.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="284"/>
        <source>⚠ %1 refused the password: %2. Showing the last good data, as of %3 (%4); polling waits for a new password.</source>
        <translation>⚠ %1 a refusé le mot de passe : %2. Dernières données valides affichées, au %3 (%4) ; l&apos;interrogation attend un nouveau mot de passe.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="287"/>
        <source>⚠ %1 refused the password: %2. Polling waits for a new password.</source>
        <translation>⚠ %1 a refusé le mot de passe : %2. L&apos;interrogation attend un nouveau mot de passe.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="290"/>
        <source>Set password…</source>
        <translation>Définir le mot de passe…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="293"/>
        <source>⊘ Offline: showing cached data as of %1 (%2).</source>
        <translation>⊘ Hors ligne : données en cache au %1 (%2).</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="294"/>
        <source>⊘ Offline and the cache is empty.</source>
        <translation>⊘ Hors ligne et le cache est vide.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="298"/>
        <source>❚❚ Replay paused at %1 (press Space to resume).</source>
        <translation>❚❚ Relecture suspendue à %1 (Espace pour reprendre).</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="301"/>
        <source>❚❚ Refresh paused (press Space to resume). Data as of %1.</source>
        <translation>❚❚ Actualisation suspendue (Espace pour reprendre). Données au %1.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="301"/>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="306"/>
        <source>⚠ Data is stale: as of %1 (%2).</source>
        <translation>⚠ Données périmées : au %1 (%2).</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="306"/>
        <source>⚠ No data yet.</source>
        <translation>⚠ Pas encore de données.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="309"/>
        <source>%1 has not answered for %2.</source>
        <translation>%1 ne répond plus depuis %2.</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.cpp" line="349"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
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
        <translation>bon (≥ 95 %)</translation>
    </message>
    <message>
        <location filename="../models/backends/PassRateChip.cpp" line="33"/>
        <source>warning (80–95 %)</source>
        <translation>avertissement (80–95 %)</translation>
    </message>
    <message>
        <location filename="../models/backends/PassRateChip.cpp" line="34"/>
        <source>bad (below 80 %)</source>
        <translation>mauvais (moins de 80 %)</translation>
    </message>
    <message>
        <location filename="../models/backends/PassRateChip.cpp" line="37"/>
        <source>no completed jobs</source>
        <translation>aucun job terminé</translation>
    </message>
    <message>
        <location filename="../models/backends/PassRateChip.cpp" line="43"/>
        <source>no data</source>
        <translation>aucune donnée</translation>
    </message>
</context>
<context>
    <name>hw::PromotionReport</name>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="316"/>
        <source>first dispatch at %1 on %2</source>
        <translation>premier déclenchement en %1 le %2</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="291"/>
        <source>allowlist</source>
        <translation>l&apos;allowlist</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="294"/>
        <source>HUD level status</source>
        <translation>le statut de niveau HUD</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="297"/>
        <source>level history</source>
        <translation>l&apos;historique des niveaux</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="350"/>
        <source>time at L2</source>
        <translation>temps en L2</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="351"/>
        <source>end-to-end time P50</source>
        <translation>temps de bout en bout P50</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="352"/>
        <source>mean queue time</source>
        <translation>temps moyen en file d&apos;attente</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="353"/>
        <source>overrun rate</source>
        <translation>taux de dépassement</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="354"/>
        <source>timeout rate</source>
        <translation>taux de timeout</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="355"/>
        <source>pass rate</source>
        <translation>taux de réussite</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="360"/>
        <source>promotion window</source>
        <translation>fenêtre de promotion</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="361"/>
        <source>demotion window</source>
        <translation>fenêtre de rétrogradation</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="362"/>
        <source>data needed</source>
        <translation>données requises</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="370"/>
        <location filename="../models/backends/PromotionReport.cpp" line="552"/>
        <location filename="../models/backends/PromotionReport.cpp" line="595"/>
        <source>Promotion review: %1</source>
        <translation>Revue de promotion : %1</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="371"/>
        <source>As of %1 UTC. Figures from HUD&apos;s CRCR data (ClickHouse crcr_workflow_job, jobs judged by their latest attempt); levels from the allowlist.</source>
        <translation>Au %1 UTC. Chiffres issus des données CRCR de HUD (ClickHouse crcr_workflow_job, jobs jugés sur leur dernière tentative) ; niveaux issus de l&apos;allowlist.</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="376"/>
        <source>Current level</source>
        <translation>Niveau actuel</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="379"/>
        <source>Not in the allowlist</source>
        <translation>Absent de l&apos;allowlist</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="381"/>
        <source>Level: </source>
        <translation>Niveau : </translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="383"/>
        <source> — from the %1</source>
        <translation> — d&apos;après %1</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="388"/>
        <source>Device: </source>
        <translation>Périphérique : </translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="390"/>
        <source> (PR label ciflow/crcr/%1)</source>
        <translation> (label de PR ciflow/crcr/%1)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="396"/>
        <source>On-call: %1</source>
        <translation>Astreinte : %1</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="396"/>
        <source>none listed</source>
        <translation>aucune listée</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="398"/>
        <source>Events: %1</source>
        <translation>Événements : %1</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="400"/>
        <source>Not in the allowlist of this snapshot (no device or on-call known).</source>
        <translation>Absent de l&apos;allowlist de cet instantané (aucun périphérique ni astreinte connus).</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="405"/>
        <source>At %1 since %2 (%3 days)</source>
        <translation>En %1 depuis le %2 (%3 jours)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="412"/>
        <source>, start inferred from ClickHouse</source>
        <translation>, début déduit de ClickHouse</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="419"/>
        <location filename="../models/backends/PromotionReport.cpp" line="434"/>
        <source>Level history</source>
        <translation>Historique des niveaux</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="421"/>
        <source>No dated level change known.</source>
        <translation>Aucun changement de niveau daté connu.</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="425"/>
        <source>not listed</source>
        <translation>non listé</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="426"/>
        <source>removed</source>
        <translation>retiré</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="429"/>
        <source>ClickHouse: %1</source>
        <translation>ClickHouse : %1</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="432"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="432"/>
        <source>Change</source>
        <translation>Changement</translation>
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
        <translation>Auteur</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="432"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="438"/>
        <source>L3 readiness</source>
        <translation>Préparation L3</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="440"/>
        <source>WHAT-IF: targets changed from HUD&apos;s defaults: %1. This is not HUD&apos;s verdict.</source>
        <translation>SIMULATION : cibles modifiées par rapport aux valeurs par défaut de HUD : %1. Ce n&apos;est pas le verdict de HUD.</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="446"/>
        <source>%1 days</source>
        <translation>%1 jours</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="448"/>
        <source> (demotion)</source>
        <translation> (rétrogradation)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="450"/>
        <source> (promotion)</source>
        <translation> (promotion)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="457"/>
        <source>Criterion</source>
        <translation>Critère</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="457"/>
        <location filename="../models/backends/PromotionReport.cpp" line="480"/>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="457"/>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="457"/>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="457"/>
        <source>Met</source>
        <translation>Atteint</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="458"/>
        <source>Verdict: </source>
        <translation>Verdict : </translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="459"/>
        <source> (what-if)</source>
        <translation> (simulation)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="468"/>
        <source>Breakage: infrastructure vs tests</source>
        <translation>Pannes : infrastructure ou tests</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="472"/>
        <source>last %1 days</source>
        <translation>%1 derniers jours</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="475"/>
        <source>%1 timed out, %2 cancelled, %3 triaged infra</source>
        <translation>%1 en timeout, %2 annulés, %3 triés en infra</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="480"/>
        <source>Completed jobs</source>
        <translation>Jobs terminés</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="480"/>
        <source>Passed</source>
        <translation>Réussis</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="480"/>
        <source>Test failures</source>
        <translation>Échecs de tests</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="480"/>
        <source>Infra failures</source>
        <translation>Échecs d&apos;infra</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="481"/>
        <source>Infra detail</source>
        <translation>Détail infra</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="483"/>
        <source>Jobs over time</source>
        <translation>Jobs dans le temps</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="486"/>
        <source>Recent failing jobs</source>
        <translation>Jobs récents en échec</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="498"/>
        <source>No failing job among the recent jobs.</source>
        <translation>Aucun job en échec parmi les jobs récents.</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="509"/>
        <source> (attempt %1)</source>
        <translation> (tentative %1)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="513"/>
        <source>Completed (UTC)</source>
        <translation>Terminé (UTC)</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="513"/>
        <source>Workflow / job</source>
        <translation>Workflow / job</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="513"/>
        <source>Conclusion</source>
        <translation>Conclusion</translation>
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
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="531"/>
        <source>cannot encode %1 as PNG</source>
        <translation>impossible d&apos;encoder %1 en PNG</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="560"/>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>impossible d&apos;écrire %1 : le dossier %2 n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../models/backends/PromotionReport.cpp" line="567"/>
        <source>cannot write %1: no file name</source>
        <translation>impossible d&apos;écrire %1 : aucun nom de fichier</translation>
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
        <translation>le profil &quot;%1&quot; n&apos;a pas encore de cache (%2) : ouvrez-le une fois dans la console pour récupérer les backends</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="50"/>
        <source>profile &quot;%1&quot; has no backend data cached yet: open the Backends tab once</source>
        <translation>le profil &quot;%1&quot; n&apos;a pas encore de données de backends en cache : ouvrez une fois l&apos;onglet Backends</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="55"/>
        <source>the cached backend data is unreadable: %1</source>
        <translation>les données de backends en cache sont illisibles : %1</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="64"/>
        <source>Write a backend&apos;s promotion review report (Markdown + PDF).</source>
        <translation>Écrit le rapport de revue de promotion d&apos;un backend (Markdown + PDF).</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="65"/>
        <source>The backend (downstream repository).</source>
        <translation>Le backend (dépôt downstream).</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="66"/>
        <source>The Markdown file; the PDF and charts go beside it.</source>
        <translation>Le fichier Markdown ; le PDF et les graphiques sont écrits à côté.</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="67"/>
        <source>Use this profile&apos;s cached data (default: the demo).</source>
        <translation>Utiliser les données en cache de ce profil (par défaut : la démo).</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="69"/>
        <source>What-if: minimum job pass rate in percent.</source>
        <translation>Simulation : taux de réussite minimal des jobs, en pour cent.</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="72"/>
        <source>What-if: maximum timeout rate in percent.</source>
        <translation>Simulation : taux de timeout maximal, en pour cent.</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="73"/>
        <source>What-if: maximum end-to-end P50 in hours.</source>
        <translation>Simulation : P50 de bout en bout maximal, en heures.</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="75"/>
        <source>Show this help.</source>
        <translation>Afficher cette aide.</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="87"/>
        <source>usage: hudwatch report OWNER/REPO FILE.md [--profile NAME]</source>
        <translation>usage : hudwatch report OWNER/REPO FICHIER.md [--profile NOM]</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="98"/>
        <source>--%1 needs a non-negative number</source>
        <translation>--%1 attend un nombre positif ou nul</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="118"/>
        <source>no backend &quot;%1&quot;; known backends: %2</source>
        <translation>aucun backend &quot;%1&quot; ; backends connus : %2</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="132"/>
        <source>wrote %1 and %2 (%3: %4%5)</source>
        <translation>%1 et %2 écrits (%3 : %4%5)</translation>
    </message>
    <message>
        <location filename="../app/ReportCommand.cpp" line="135"/>
        <source>, what-if targets</source>
        <translation>, cibles simulées</translation>
    </message>
</context>
<context>
    <name>hw::SourceStatusText</name>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="39"/>
        <source>just now</source>
        <translation>à l&apos;instant</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="41"/>
        <source>%1 s ago</source>
        <translation>il y a %1 s</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="43"/>
        <source>%1 min ago</source>
        <translation>il y a %1 min</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="45"/>
        <source>%1 h ago</source>
        <translation>il y a %1 h</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="46"/>
        <source>%1 days ago</source>
        <translation>il y a %1 jours</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="52"/>
        <source>now</source>
        <translation>maintenant</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="54"/>
        <source>in %1 s</source>
        <translation>dans %1 s</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="55"/>
        <source>in %1 min</source>
        <translation>dans %1 min</translation>
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
        <translation>%1 jours</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="94"/>
        <source>replaying %1 UTC</source>
        <translation>relecture %1 UTC</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="97"/>
        <source>replay paused at %1 UTC</source>
        <translation>relecture suspendue à %1 UTC</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="98"/>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="103"/>
        <source>syncing %1 of %2 commits</source>
        <translation>synchronisation de %1 commits sur %2</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="105"/>
        <source>updating for %1</source>
        <translation>actualisation en cours depuis %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="105"/>
        <source>updating</source>
        <translation>actualisation en cours</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="111"/>
        <source>failed %1 times: %2</source>
        <translation>%1 échecs : %2</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="112"/>
        <source>failed: %1</source>
        <translation>échec : %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="118"/>
        <source>polling waits for new credentials</source>
        <translation>l&apos;interrogation attend de nouveaux identifiants</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="122"/>
        <source>the cache is empty</source>
        <translation>le cache est vide</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="30"/>
        <location filename="../models/sync/SourceStatusText.cpp" line="129"/>
        <source>no data yet</source>
        <translation>pas encore de données</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="131"/>
        <source>stale data %1</source>
        <translation>données périmées %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="23"/>
        <source>as of %1 (%2)</source>
        <translation>au %1 (%2)</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="31"/>
        <source>showing stale data %1</source>
        <translation>données périmées %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="114"/>
        <source>retry %1</source>
        <translation>nouvel essai %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="121"/>
        <source>offline</source>
        <translation>hors ligne</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="121"/>
        <source>offline (%1)</source>
        <translation>hors ligne (%1)</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="31"/>
        <location filename="../models/sync/SourceStatusText.cpp" line="122"/>
        <source>showing data %1</source>
        <translation>données %1</translation>
    </message>
    <message>
        <location filename="../models/sync/SourceStatusText.cpp" line="133"/>
        <source>next poll %1</source>
        <translation>prochaine requête %1</translation>
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
        <translation type="unfinished">aucune donnée</translation>
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
        <translation>Observation</translation>
    </message>
    <message>
        <location filename="../models/backends/TrustLevel.cpp" line="33"/>
        <source>Stable</source>
        <translation>Stable</translation>
    </message>
    <message>
        <location filename="../models/backends/TrustLevel.cpp" line="34"/>
        <source>Mature</source>
        <translation>Mature</translation>
    </message>
    <message>
        <location filename="../models/backends/TrustLevel.cpp" line="37"/>
        <source>not listed</source>
        <translation>non listé</translation>
    </message>
</context>
<context>
    <name>hw::UrlPolicy</name>
    <message>
        <location filename="../models/net/UrlPolicy.cpp" line="34"/>
        <source>not a valid URL (%1)</source>
        <translation>URL invalide (%1)</translation>
    </message>
    <message>
        <location filename="../models/net/UrlPolicy.cpp" line="37"/>
        <source>must be an https:// URL (got &apos;%1&apos;)</source>
        <translation>doit être une URL https:// (reçu : &apos;%1&apos;)</translation>
    </message>
    <message>
        <location filename="../models/net/UrlPolicy.cpp" line="39"/>
        <source>the URL has no host</source>
        <translation>l&apos;URL n&apos;a pas d&apos;hôte</translation>
    </message>
    <message>
        <location filename="../models/net/UrlPolicy.cpp" line="41"/>
        <source>plain http:// would send credentials and data unencrypted to %1; use https://, or set allowInsecureHttp=true in the same section if you accept that</source>
        <translation>http:// en clair enverrait les identifiants et les données sans chiffrement à %1 ; utilisez https://, ou définissez allowInsecureHttp=true dans la même section si vous l&apos;acceptez</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="60"/>
        <source>HUD Watch: live CI job grids from ClickHouse, cached for offline use.
Without --profile it opens the bundled demo recording.</source>
        <translation>HUD Watch : grilles de jobs CI en direct depuis ClickHouse, mises en cache pour un usage hors ligne.
Sans --profile, ouvre l&apos;enregistrement de démo intégré.</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="66"/>
        <source>Use the server profile NAME.</source>
        <translation>Utiliser le profil de serveur NOM.</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="69"/>
        <source>Replay the bundled demo or a recording FILE.</source>
        <translation>Rejouer la démo intégrée ou un enregistrement FICHIER.</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="73"/>
        <source>Render the window offscreen to FILE.png and exit.</source>
        <translation>Rendre la fenêtre hors écran dans FICHIER.png puis quitter.</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="76"/>
        <source>View to open (and to render with --screenshot): %1.</source>
        <translation>Vue à ouvrir (et à rendre avec --screenshot) : %1.</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="80"/>
        <source>Window size for --screenshot.</source>
        <translation>Taille de la fenêtre pour --screenshot.</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="83"/>
        <source>Show the cached data; never poll.</source>
        <translation>Afficher les données en cache ; ne jamais interroger le serveur.</translation>
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
        <translation>argument inattendu : %1</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="121"/>
        <source>--size must look like 1600x900, not &quot;%1&quot;</source>
        <translation>--size doit ressembler à 1600x900, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="125"/>
        <source>unknown view &quot;%1&quot;; known views: %2</source>
        <translation>vue inconnue &quot;%1&quot; ; vues connues : %2</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="128"/>
        <source>--profile and --replay cannot be combined</source>
        <translation>--profile et --replay ne peuvent pas être combinés</translation>
    </message>
    <message>
        <location filename="../app/CommandLineOptions.cpp" line="130"/>
        <source>--screenshot writes PNG files; the name must end in .png</source>
        <translation>--screenshot écrit des fichiers PNG ; le nom doit se terminer par .png</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="46"/>
        <source>expected one value; quote it if it contains a comma</source>
        <translation>une seule valeur attendue ; mettez-la entre guillemets si elle contient une virgule</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="51"/>
        <location filename="../app/ProfileSettings.cpp" line="102"/>
        <source>contains a control character (a line break or similar)</source>
        <translation>contient un caractère de contrôle (un saut de ligne ou similaire)</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="63"/>
        <source>must be a whole number from %1 to %2, not &quot;%3&quot;</source>
        <translation>doit être un nombre entier de %1 à %2, pas &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="79"/>
        <source>must be true or false, not &quot;%1&quot;</source>
        <translation>doit être true ou false, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="93"/>
        <source>remove the password from the URL; secrets live in the keychain only</source>
        <translation>retirez le mot de passe de l&apos;URL ; les secrets ne se trouvent que dans le trousseau</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="122"/>
        <source>invalid profile name &quot;%1&quot; (letters, digits, . _ - only)</source>
        <translation>nom de profil invalide &quot;%1&quot; (lettres, chiffres, . _ - uniquement)</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="127"/>
        <source>profile &quot;%1&quot; not found: create %2 (see README, &quot;Profiles&quot;)</source>
        <translation>profil &quot;%1&quot; introuvable : créez %2 (voir README, « Profiles »)</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="132"/>
        <source>profile file %1 cannot be read</source>
        <translation>impossible de lire le fichier de profil %1</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="140"/>
        <source>missing: the ClickHouse server, e.g. https://host:8443</source>
        <translation>manquant : le serveur ClickHouse, p. ex. https://host:8443</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="152"/>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="162"/>
        <source>remove the query; tokens live in the keychain only</source>
        <translation>retirez la partie requête (query) ; les jetons ne se trouvent que dans le trousseau</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="167"/>
        <source>profile &quot;%1&quot;: %2</source>
        <translation>profil &quot;%1&quot; : %2</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="179"/>
        <source>⚠ %1 uses plain http:// to %2: credentials and data cross the network unencrypted (allowed by allowInsecureHttp=true in the profile).</source>
        <translation>⚠ %1 utilise http:// en clair vers %2 : les identifiants et les données transitent sur le réseau sans chiffrement (autorisé par allowInsecureHttp=true dans le profil).</translation>
    </message>
    <message>
        <location filename="../app/ProfileSettings.cpp" line="217"/>
        <source>cannot write profile file %1</source>
        <translation>impossible d&apos;écrire le fichier de profil %1</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="137"/>
        <source>no display: DISPLAY and WAYLAND_DISPLAY are not set. The console needs a desktop session; without one, use --screenshot, &apos;hudwatch allowlist&apos;, &apos;hudwatch report&apos; or &apos;hudwatch flaky&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
