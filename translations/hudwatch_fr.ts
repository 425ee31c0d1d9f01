<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CcTrayServer</name>
    <message>
        <source>cannot serve cctray.xml on 127.0.0.1:%1: %2 — pick another port</source>
        <translation>impossible de servir cctray.xml sur 127.0.0.1:%1 : %2 — choisissez un autre port</translation>
    </message>
</context>
<context>
    <name>CodeFlowText</name>
    <message>
        <source>cannot sign in in the browser: %1</source>
        <translation>connexion impossible dans le navigateur : %1</translation>
    </message>
    <message>
        <source>the sign-in answer came from another provider (%1) — sign in again</source>
        <translation>la réponse de connexion vient d&apos;un autre fournisseur (%1) — reconnectez-vous</translation>
    </message>
    <message>
        <source>sign-in</source>
        <translation>connexion</translation>
    </message>
    <message>
        <source>the sign-in answer carried no authorization code — sign in again</source>
        <translation>la réponse de connexion ne contenait pas de code d&apos;autorisation — reconnectez-vous</translation>
    </message>
    <message>
        <source>no authorization endpoint — use File ▸ Sign in with a code on another device</source>
        <translation>aucun point de terminaison d&apos;autorisation — utilisez Fichier ▸ Se connecter avec un code sur un autre appareil</translation>
    </message>
</context>
<context>
    <name>DeviceFlowText</name>
    <message>
        <source>this provider offers no device sign-in; sign in in the browser</source>
        <translation>ce fournisseur ne propose pas de connexion par appareil ; connectez-vous dans le navigateur</translation>
    </message>
    <message>
        <source>device sign-in</source>
        <translation>connexion par appareil</translation>
    </message>
    <message>
        <source>no device_code</source>
        <translation>pas de device_code</translation>
    </message>
    <message>
        <source>no user_code</source>
        <translation>pas de user_code</translation>
    </message>
    <message>
        <source>no verification_uri</source>
        <translation>pas de verification_uri</translation>
    </message>
    <message>
        <source>no expires_in</source>
        <translation>pas de expires_in</translation>
    </message>
    <message>
        <source>interval is not a positive whole number</source>
        <translation>interval n&apos;est pas un entier positif</translation>
    </message>
    <message>
        <source>the code was not entered in time — sign in again</source>
        <translation>le code n&apos;a pas été saisi à temps — reconnectez-vous</translation>
    </message>
    <message>
        <source>the provider&apos;s device code answer is unusable: %1 — check oauth/issuer (Profile ▸ Edit this profile…)</source>
        <translation>la réponse du fournisseur au code d&apos;appareil est inutilisable : %1 — vérifiez oauth/issuer (Profil ▸ Modifier ce profil…)</translation>
    </message>
</context>
<context>
    <name>FlakyCharts</name>
    <message>
        <source>flake rate</source>
        <translation>taux de flakiness</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>intervalle à 95 %</translation>
    </message>
</context>
<context>
    <name>LogClassificationRule</name>
    <message>
        <source>rule &apos;%1&apos;: the pattern does not compile (%2): %3</source>
        <translation>règle &apos;%1&apos; : le motif ne compile pas (%2) : %3</translation>
    </message>
</context>
<context>
    <name>LogClassifier</name>
    <message>
        <source>the bundled rule set %1 is missing</source>
        <translation>le jeu de règles fourni %1 est manquant</translation>
    </message>
    <message>
        <source>could not read the log: %1</source>
        <translation>impossible de lire le log : %1</translation>
    </message>
</context>
<context>
    <name>LogClassifierRuleSet</name>
    <message>
        <source>%1: the rule set is %2 bytes, more than the %3 allowed</source>
        <translation>%1 : le jeu de règles fait %2 octets, plus que les %3 autorisés</translation>
    </message>
    <message>
        <source>not valid TOML: %1</source>
        <translation>TOML invalide : %1</translation>
    </message>
    <message>
        <source>no rules: expected [[rule]] tables with a name and a pattern</source>
        <translation>aucune règle : tables [[rule]] avec name et pattern attendues</translation>
    </message>
    <message>
        <source>&apos;rule&apos; must be an array of tables ([[rule]])</source>
        <translation>&apos;rule&apos; doit être un tableau de tables ([[rule]])</translation>
    </message>
    <message>
        <source>%1 rules, more than the %2 allowed</source>
        <translation>%1 règles, plus que les %2 autorisées</translation>
    </message>
    <message>
        <source>rule %1: &apos;%2&apos; must be a string</source>
        <translation>règle %1 : &apos;%2&apos; doit être une chaîne</translation>
    </message>
    <message>
        <source>rule %1: &apos;%2&apos; is %3 bytes, more than the %4 allowed</source>
        <translation>règle %1 : &apos;%2&apos; fait %3 octets, plus que les %4 autorisés</translation>
    </message>
    <message>
        <source>rule &apos;%1&apos;: the name or the pattern is too long</source>
        <translation>règle &apos;%1&apos; : le nom ou le motif est trop long</translation>
    </message>
</context>
<context>
    <name>LogIndexer</name>
    <message>
        <source>could not read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>indexing cancelled</source>
        <translation>indexation annulée</translation>
    </message>
    <message>
        <source>could not write the inflated log to %1: %2 — free space there or set TMPDIR to a larger disk</source>
        <translation>impossible d&apos;écrire le journal décompressé dans %1 : %2 — libérez de la place ou faites pointer TMPDIR vers un disque plus grand</translation>
    </message>
    <message>
        <source>the log is cut off after %1 MB (%2) — press L on the cell again to fetch it anew</source>
        <translation>le journal s&apos;interrompt après %1 Mo (%2) — appuyez de nouveau sur L sur la cellule pour le récupérer à nouveau</translation>
    </message>
    <message>
        <source>could not write the inflated log: %1 — free space there or set TMPDIR to a larger disk</source>
        <translation>impossible d&apos;écrire le journal décompressé : %1 — libérez de la place ou faites pointer TMPDIR vers un disque plus grand</translation>
    </message>
    <message>
        <source>the log is damaged after %1 MB (%2) — press L on the cell again to fetch it anew</source>
        <translation>le journal est endommagé après %1 Mo (%2) — appuyez de nouveau sur L sur la cellule pour le récupérer à nouveau</translation>
    </message>
</context>
<context>
    <name>LogMatcher</name>
    <message>
        <source>type something to find</source>
        <translation>saisissez un texte à rechercher</translation>
    </message>
    <message>
        <source>the pattern is longer than 64 KB</source>
        <translation>le motif dépasse 64 Ko</translation>
    </message>
    <message>
        <source>not a valid regular expression: %1 — fix it, put \ before . * ( [, or turn off .* (Alt+R)</source>
        <translation>expression régulière invalide : %1 — corrigez-la, mettez \ devant . * ( [, ou désactivez .* (Alt+R)</translation>
    </message>
</context>
<context>
    <name>LogSearch</name>
    <message>
        <source>could not read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>recherche annulée</translation>
    </message>
</context>
<context>
    <name>OAuthEndpointText</name>
    <message>
        <source>provider endpoint %1</source>
        <translation>point de terminaison du fournisseur %1</translation>
    </message>
    <message>
        <source>%1: %2 — check the network and oauth/issuer, then sign in again</source>
        <translation>%1 : %2 — vérifiez le réseau et oauth/issuer, puis reconnectez-vous</translation>
    </message>
    <message>
        <source>%1 answered something that is not a JSON object — check oauth/issuer in the profile</source>
        <translation>%1 a répondu autre chose qu&apos;un objet JSON — vérifiez oauth/issuer dans le profil</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 — check oauth/issuer in the profile</source>
        <translation>%1 a répondu HTTP %2 — vérifiez oauth/issuer dans le profil</translation>
    </message>
</context>
<context>
    <name>OAuthResponseText</name>
    <message>
        <source>sign in again</source>
        <translation>reconnectez-vous</translation>
    </message>
    <message>
        <source>the provider refused; sign in with an account that is allowed</source>
        <translation>le fournisseur a refusé ; connectez-vous avec un compte autorisé</translation>
    </message>
    <message>
        <source>the code was not entered in time; sign in again</source>
        <translation>le code n&apos;a pas été saisi à temps ; reconnectez-vous</translation>
    </message>
    <message>
        <source>check the provider settings of this profile</source>
        <translation>vérifiez les paramètres du fournisseur de ce profil</translation>
    </message>
    <message>
        <source>%1 failed (%2)</source>
        <translation>échec de %1 (%2)</translation>
    </message>
    <message>
        <source>wait a minute and sign in again</source>
        <translation>attendez une minute et reconnectez-vous</translation>
    </message>
</context>
<context>
    <name>OidcDiscoveryText</name>
    <message>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <source>no issuer</source>
        <translation>pas d&apos;issuer</translation>
    </message>
    <message>
        <source>it names issuer %1, not %2</source>
        <translation>il indique l&apos;issuer %1, pas %2</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>pas de %1</translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 n&apos;est pas une chaîne</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>issuer %1</source>
        <translation>issuer %1</translation>
    </message>
    <message>
        <source>provider discovery</source>
        <translation>découverte du fournisseur</translation>
    </message>
    <message>
        <source>the provider&apos;s discovery document is unusable: %1 — check oauth/issuer (Profile ▸ Edit this profile…)</source>
        <translation>le document de découverte du fournisseur est inutilisable : %1 — vérifiez oauth/issuer (Profil ▸ Modifier ce profil…)</translation>
    </message>
</context>
<context>
    <name>ReceiverText</name>
    <message>
        <source>no answer came back from the browser in time — sign in again</source>
        <translation>aucune réponse du navigateur à temps — reconnectez-vous</translation>
    </message>
    <message>
        <source>Request too large.</source>
        <translation>Requête trop volumineuse.</translation>
    </message>
    <message>
        <source>Not found.</source>
        <translation>Introuvable.</translation>
    </message>
    <message>
        <source>Sign-in was not completed. You can close this tab and return to HUD Watch.</source>
        <translation>La connexion n&apos;a pas abouti. Vous pouvez fermer cet onglet et revenir à HUD Watch.</translation>
    </message>
    <message>
        <source>Signed in to HUD Watch. You can close this tab.</source>
        <translation>Connecté à HUD Watch. Vous pouvez fermer cet onglet.</translation>
    </message>
    <message>
        <source>cannot listen on 127.0.0.1 for the sign-in answer: %1 — use File ▸ Sign in with a code on another device</source>
        <translation>impossible d&apos;écouter sur 127.0.0.1 pour la réponse de connexion : %1 — utilisez Fichier ▸ Se connecter avec un code sur un autre appareil</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) with a wrong state were ignored: an old sign-in tab, or another program on this computer</source>
        <translation>
            <numerusform>%n requête avec un state erroné a été ignorée : un ancien onglet de connexion, ou un autre programme sur cet ordinateur</numerusform>
            <numerusform>%n requêtes avec un state erroné ont été ignorées : un ancien onglet de connexion, ou un autre programme sur cet ordinateur</numerusform>
        </translation>
    </message>
    <message>
        <source>HUD Watch ignored this sign-in answer: it does not belong to the sign-in HUD Watch is waiting for. If you started a sign-in, finish it in the tab HUD Watch opened.</source>
        <translation>HUD Watch a ignoré cette réponse de connexion : elle n’appartient pas à la connexion que HUD Watch attend. Si vous avez lancé une connexion, terminez-la dans l’onglet ouvert par HUD Watch.</translation>
    </message>
</context>
<context>
    <name>SourceErrorText</name>
    <message>
        <source>set the relay token</source>
        <translation>définissez le jeton du relais</translation>
    </message>
    <message>
        <source>set the ClickHouse password</source>
        <translation>définissez le mot de passe ClickHouse</translation>
    </message>
    <message>
        <source>ask for read access, or use another account</source>
        <translation>demandez un accès en lecture, ou utilisez un autre compte</translation>
    </message>
    <message>
        <source>check the URL and the network; retrying</source>
        <translation>vérifiez l&apos;URL et le réseau ; nouvel essai en cours</translation>
    </message>
    <message>
        <source>the server is slow or unreachable; retrying</source>
        <translation>le serveur est lent ou injoignable ; nouvel essai en cours</translation>
    </message>
    <message>
        <source>the certificate is not trusted: check the URL or install the CA certificate</source>
        <translation>le certificat n&apos;est pas approuvé : vérifiez l&apos;URL ou installez le certificat de l&apos;autorité (CA)</translation>
    </message>
    <message>
        <source>raise the response limit in the profile or ask for less</source>
        <translation>augmentez la limite de réponse dans le profil ou demandez moins de données</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>authentication failed</source>
        <translation>échec de l&apos;authentification</translation>
    </message>
    <message>
        <source>not authorized</source>
        <translation>non autorisé</translation>
    </message>
    <message>
        <source>network error</source>
        <translation>erreur réseau</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <source>TLS certificate rejected</source>
        <translation>certificat TLS refusé</translation>
    </message>
    <message>
        <source>rate limited</source>
        <translation>limite de requêtes atteinte</translation>
    </message>
    <message>
        <source>server error</source>
        <translation>erreur du serveur</translation>
    </message>
    <message>
        <source>unexpected answer</source>
        <translation>réponse inattendue</translation>
    </message>
    <message>
        <source>answer too large</source>
        <translation>réponse trop volumineuse</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>cache error</source>
        <translation>erreur de cache</translation>
    </message>
    <message>
        <source>configuration error</source>
        <translation>erreur de configuration</translation>
    </message>
    <message>
        <source>check relay/allowlistFile, or make the file readable without a token</source>
        <translation>vérifiez relay/allowlistFile, ou rendez le fichier lisible sans jeton</translation>
    </message>
    <message>
        <source>check the URL and the network</source>
        <translation>vérifiez l&apos;URL et le réseau</translation>
    </message>
    <message>
        <source>the server is slow or unreachable</source>
        <translation>le serveur est lent ou injoignable</translation>
    </message>
    <message>
        <source>if it persists, tell the relay&apos;s admins</source>
        <translation>si cela persiste, prévenez les administrateurs du relais</translation>
    </message>
    <message>
        <source>HUD Watch retries; if it persists, tell the relay&apos;s admins</source>
        <translation>HUD Watch réessaie ; si cela persiste, prévenez les administrateurs du relais</translation>
    </message>
    <message>
        <source>wait a minute before trying again</source>
        <translation>attendez une minute avant de réessayer</translation>
    </message>
    <message>
        <source>HUD Watch waits before asking again</source>
        <translation>HUD Watch attend avant de redemander</translation>
    </message>
</context>
<context>
    <name>TimeRange</name>
    <message>
        <source>Last 24 hours</source>
        <translation>Dernières 24 heures</translation>
    </message>
    <message>
        <source>Last %1 days</source>
        <translation>Derniers %1 jours</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the number of days must be between 1 and %2</source>
        <translation>&apos;%1&apos; : le nombre de jours doit être compris entre 1 et %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a range: use e.g. 7d or 2026-07-01..2026-07-14</source>
        <translation>&apos;%1&apos; n&apos;est pas une période : utilisez par ex. 7d ou 2026-07-01..2026-07-14</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date or time (use YYYY-MM-DD or YYYY-MM-DDTHH:MM)</source>
        <translation>&apos;%1&apos; n&apos;est ni une date ni une heure (utilisez YYYY-MM-DD ou YYYY-MM-DDTHH:MM)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the range ends before it starts</source>
        <translation>&apos;%1&apos; : la période se termine avant de commencer</translation>
    </message>
</context>
<context>
    <name>TokenClientText</name>
    <message>
        <source>the provider offers no %1 endpoint</source>
        <translation>le fournisseur n&apos;offre pas de point de terminaison %1</translation>
    </message>
    <message>
        <source>sign-in</source>
        <translation>connexion</translation>
    </message>
    <message>
        <source>no refresh token was issued — sign in again</source>
        <translation>aucun jeton d&apos;actualisation n&apos;a été émis — reconnectez-vous</translation>
    </message>
    <message>
        <source>token refresh</source>
        <translation>actualisation du jeton</translation>
    </message>
    <message>
        <source>sign-out</source>
        <translation>déconnexion</translation>
    </message>
    <message>
        <source>token introspection</source>
        <translation>introspection du jeton</translation>
    </message>
    <message>
        <source>the introspection answer has no active flag</source>
        <translation>la réponse d&apos;introspection n&apos;a pas de champ active</translation>
    </message>
</context>
<context>
    <name>TokenSetText</name>
    <message>
        <source>the provider&apos;s token response is unusable: %1</source>
        <translation>la réponse du fournisseur au jeton est inutilisable : %1</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>pas de %1</translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 n&apos;est pas une chaîne</translation>
    </message>
    <message>
        <source>%1 is empty or too long</source>
        <translation>%1 est vide ou trop long</translation>
    </message>
    <message>
        <source>scope is not a string</source>
        <translation>scope n&apos;est pas une chaîne</translation>
    </message>
    <message>
        <source>token type %1 is not supported (only Bearer)</source>
        <translation>le type de jeton %1 n&apos;est pas pris en charge (seulement Bearer)</translation>
    </message>
    <message>
        <source>expires_in is not a positive whole number of seconds</source>
        <translation>expires_in n&apos;est pas un nombre entier positif de secondes</translation>
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
        <translation>tous les GPU</translation>
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
        <translation>mémoire</translation>
    </message>
</context>
<context>
    <name>UtilizationDemo</name>
    <message>
        <source>the demo bundles the GPU series of one job (%1, a real 8-GPU run); a server profile fetches any job&apos;s</source>
        <translation>la démo contient les séries GPU d&apos;un seul job (%1, une vraie exécution sur 8 GPU) ; un profil serveur les récupère pour n&apos;importe quel job</translation>
    </message>
</context>
<context>
    <name>hw</name>
    <message>
        <source>Use this profile&apos;s cached results (default: the demo).</source>
        <translation>Utiliser les résultats en cache de ce profil (par défaut : la démo).</translation>
    </message>
    <message>
        <source>The range the results must cover: 1d … 90d or FROM..TO (default: what is cached).</source>
        <translation>La période que les résultats doivent couvrir : 1d … 90d ou DÉBUT..FIN (par défaut : ce qui est en cache).</translation>
    </message>
    <message>
        <source>Write CSV (RFC 4180, UTC times) instead of a table.</source>
        <translation>Écrire du CSV (RFC 4180, heures UTC) au lieu d&apos;un tableau.</translation>
    </message>
    <message>
        <source>Leave out tests with fewer runs (default 20).</source>
        <translation>Exclure les tests ayant moins d&apos;exécutions (20 par défaut).</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Afficher cette aide.</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>argument inattendu : %1</translation>
    </message>
    <message>
        <source>--min-runs wants a whole number of at least 1</source>
        <translation>--min-runs attend un nombre entier d&apos;au moins 1</translation>
    </message>
    <message>
        <source>the results at hand cover %1 – %2 UTC, not the range asked for; open the tab with that range to fetch it</source>
        <translation>les résultats disponibles couvrent %1 – %2 UTC, pas la période demandée ; ouvrez l&apos;onglet avec cette période pour la récupérer</translation>
    </message>
    <message>
        <source>usage: hudwatch profile list
       hudwatch profile export NAME FILE
       hudwatch profile import FILE [--name NAME] [--force]
       hudwatch profile test NAME</source>
        <translation>usage : hudwatch profile list
        hudwatch profile export NOM FICHIER
        hudwatch profile import FICHIER [--name NOM] [--force]
        hudwatch profile test NOM</translation>
    </message>
    <message>
        <source>keychain (%1): %2; testing without it</source>
        <translation>trousseau (%1) : %2 ; test sans lui</translation>
    </message>
    <message>
        <source>Exported profile &quot;%1&quot; to %2 (no password, token or cache path).</source>
        <translation>Profil &quot;%1&quot; exporté vers %2 (sans mot de passe, jeton ni chemin de cache).</translation>
    </message>
    <message>
        <source>Imported profile &quot;%1&quot; (%2).</source>
        <translation>Profil &quot;%1&quot; importé (%2).</translation>
    </message>
    <message>
        <source>Set its password in the app (or it connects without one); secrets are never imported.</source>
        <translation>Définissez son mot de passe dans l&apos;application (sinon il se connecte sans) ; les secrets ne sont jamais importés.</translation>
    </message>
    <message>
        <source>import: the name to save it under.</source>
        <translation>import : le nom sous lequel l&apos;enregistrer.</translation>
    </message>
    <message>
        <source>import: replace a profile of that name.</source>
        <translation>import : remplacer un profil de ce nom.</translation>
    </message>
    <message>
        <source>--name and --force are for import only</source>
        <translation>--name et --force ne servent qu&apos;à import</translation>
    </message>
    <message>
        <source>which command? (list, export, import, test)</source>
        <translation>quelle commande ? (list, export, import, test)</translation>
    </message>
    <message>
        <source>wrong arguments for &quot;%1&quot;</source>
        <translation>arguments incorrects pour &quot;%1&quot;</translation>
    </message>
    <message>
        <source>The profile to sign in for.</source>
        <translation>Le profil pour lequel se connecter.</translation>
    </message>
    <message>
        <source>Use the device flow: print a code to enter on any device.</source>
        <translation>Utiliser le flux par appareil : afficher un code à saisir sur n&apos;importe quel appareil.</translation>
    </message>
    <message>
        <source>Use this machine&apos;s browser even where the provider prefers a code (GitHub).</source>
        <translation>Utiliser le navigateur de cette machine même quand le fournisseur préfère un code (GitHub).</translation>
    </message>
    <message>
        <source>How long to wait for the browser, in seconds (default 300).</source>
        <translation>Durée d&apos;attente du navigateur, en secondes (300 par défaut).</translation>
    </message>
    <message>
        <source>usage: hudwatch login --profile NAME [--device | --browser] [--timeout SECONDS]</source>
        <translation>usage : hudwatch login --profile NOM [--device | --browser] [--timeout SECONDES]</translation>
    </message>
    <message>
        <source>usage: hudwatch logout --profile NAME</source>
        <translation>usage : hudwatch logout --profile NOM</translation>
    </message>
    <message>
        <source>unexpected argument</source>
        <translation>argument inattendu</translation>
    </message>
    <message>
        <source>which profile? (--profile NAME)</source>
        <translation>quel profil ? (--profile NOM)</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; names no provider: set oauth/issuer to its issuer URL</source>
        <translation>le profil &quot;%1&quot; ne nomme aucun fournisseur : définissez oauth/issuer sur l&apos;URL de son issuer</translation>
    </message>
    <message>
        <source>--device and --browser exclude each other</source>
        <translation>--device et --browser s&apos;excluent mutuellement</translation>
    </message>
    <message>
        <source>--timeout wants 10 to 3600 seconds</source>
        <translation>--timeout attend 10 à 3600 secondes</translation>
    </message>
    <message>
        <source>To sign in, open %1 and enter the code:</source>
        <translation>Pour vous connecter, ouvrez %1 et saisissez le code :</translation>
    </message>
    <message>
        <source>(or open %1, which carries the code)</source>
        <translation>(ou ouvrez %1, qui contient le code)</translation>
    </message>
    <message>
        <source>The code works until %1. Waiting…</source>
        <translation>Le code est valable jusqu&apos;à %1. En attente…</translation>
    </message>
    <message>
        <source>Open this address in a browser on this machine to sign in (waiting up to %1 s):</source>
        <translation>Ouvrez cette adresse dans un navigateur de cette machine pour vous connecter (attente jusqu&apos;à %1 s) :</translation>
    </message>
    <message>
        <source>No browser here? Use hudwatch login --device.</source>
        <translation>Pas de navigateur ici ? Utilisez hudwatch login --device.</translation>
    </message>
    <message>
        <source>the sign-in was revoked at the provider; nothing was stored</source>
        <translation>la connexion a été révoquée chez le fournisseur ; rien n&apos;a été enregistré</translation>
    </message>
    <message>
        <source>Signed in to %1 for profile &quot;%2&quot;.</source>
        <translation>Connecté à %1 pour le profil &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The access token is valid until %1%2.</source>
        <translation>Le jeton d&apos;accès est valable jusqu&apos;à %1%2.</translation>
    </message>
    <message>
        <source>; sign in again after that</source>
        <translation> ; reconnectez-vous ensuite</translation>
    </message>
    <message>
        <source> and is renewed as needed</source>
        <translation> et est renouvelé au besoin</translation>
    </message>
    <message>
        <source>The tokens are in the keychain (&quot;%1&quot;), nowhere else.</source>
        <translation>Les jetons sont dans le trousseau (&quot;%1&quot;), nulle part ailleurs.</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; is not signed in.</source>
        <translation>Le profil &quot;%1&quot; n&apos;est pas connecté.</translation>
    </message>
    <message>
        <source>Signed out of %1: the provider revoked the sign-in and the tokens were deleted from the keychain.</source>
        <translation>Déconnecté de %1 : le fournisseur a révoqué la connexion et les jetons ont été supprimés du trousseau.</translation>
    </message>
    <message>
        <source>Read a CI log (plain or gzip) without a display.</source>
        <translation>Lire un log de CI (texte brut ou gzip) sans affichage.</translation>
    </message>
    <message>
        <source>The log file.</source>
        <translation>Le fichier de log.</translation>
    </message>
    <message>
        <source>Print the lines matching PATTERN (RE2 regex), with numbers.</source>
        <translation>Afficher les lignes correspondant à MOTIF (regex RE2), avec leurs numéros.</translation>
    </message>
    <message>
        <source>PATTERN is plain text, not a regex.</source>
        <translation>MOTIF est du texte brut, pas une regex.</translation>
    </message>
    <message>
        <source>Ignore case in PATTERN.</source>
        <translation>Ignorer la casse dans MOTIF.</translation>
    </message>
    <message>
        <source>With --find: print only the number of matching lines.</source>
        <translation>Avec --find : n&apos;afficher que le nombre de lignes correspondantes.</translation>
    </message>
    <message>
        <source>Print the line that explains the failure, with the classifier&apos;s rule and captures.</source>
        <translation>Afficher la ligne qui explique l&apos;échec, avec la règle et les captures du classificateur.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Afficher du JSON.</translation>
    </message>
    <message>
        <source>give exactly one log FILE</source>
        <translation>indiquez exactement un FICHIER de log</translation>
    </message>
    <message>
        <source>--count needs --find PATTERN</source>
        <translation>--count nécessite --find MOTIF</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>  capture: %1</source>
        <translation>  capture : %1</translation>
    </message>
    <message>
        <source>no line explains the failure</source>
        <translation>aucune ligne n&apos;explique l&apos;échec</translation>
    </message>
    <message>
        <source>%1: %2 lines, %3 bytes, %4 groups, %5 ##[error] lines</source>
        <translation>%1 : %2 lignes, %3 octets, %4 groupes, %5 lignes ##[error]</translation>
    </message>
    <message>
        <source> samples    avg    max    p10    p50    p90    ≥ 90 %  spikes  between spikes</source>
        <translation> mesures   moy.    max    p10    p50    p90    ≥ 90 %   pics  entre pics</translation>
    </message>
    <message>
        <source>Print JSON, for scripts.</source>
        <translation>Afficher du JSON, pour les scripts.</translation>
    </message>
    <message>
        <source>usage: hudwatch utilization FILE [--json]
FILE: an nvidia-smi CSV or a tools/stats/monitor.py log (JSON lines)</source>
        <translation>usage : hudwatch utilization FICHIER [--json]
FICHIER : un CSV nvidia-smi ou un log tools/stats/monitor.py (lignes JSON)</translation>
    </message>
    <message>
        <source>%1 (%2): %3, %4 samples, %5 – %6 UTC</source>
        <translation>%1 (%2) : %3, %4 mesures, %5 – %6 UTC</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>GPU utilization, %:</source>
        <translation>Utilisation GPU, % :</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>all GPUs / the runner</source>
        <translation>tous les GPU / le runner</translation>
    </message>
    <message>
        <source>GPU utilization by test segment, %:</source>
        <translation>Utilisation GPU par segment de tests, % :</translation>
    </message>
    <message>
        <source>segment</source>
        <translation>segment</translation>
    </message>
    <message>
        <source>%1 malformed lines left out (lines %2%3)</source>
        <translation>%1 lignes mal formées ignorées (lignes %2%3)</translation>
    </message>
    <message>
        <source>unknown columns ignored: %1</source>
        <translation>colonnes inconnues ignorées : %1</translation>
    </message>
    <message>
        <source>the monitor reported: %1</source>
        <translation>le moniteur a signalé : %1</translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation>Utilisation GPU</translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation>Bande passante mémoire GPU</translation>
    </message>
    <message>
        <source>allocated GPU memory (percent)</source>
        <translation>mémoire GPU allouée (pourcentage)</translation>
    </message>
    <message>
        <source>allocated GPU memory</source>
        <translation>mémoire GPU allouée</translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>Température GPU</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>Puissance GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>signed in, but the tokens cannot be kept: %1 — unlock or start your keychain (GNOME Keyring, KWallet), then run hudwatch login again</source>
        <translation>connecté, mais les jetons ne peuvent pas être conservés : %1 — déverrouillez ou démarrez votre trousseau (GNOME Keyring, KWallet), puis relancez hudwatch login</translation>
    </message>
    <message>
        <source>the stored sign-in is unreadable (%1), so it could not be revoked — remove HUD Watch&apos;s access in your account at the provider</source>
        <translation>la connexion enregistrée est illisible (%1), elle n&apos;a donc pas pu être révoquée — retirez l&apos;accès de HUD Watch dans votre compte chez le fournisseur</translation>
    </message>
    <message>
        <source>the tokens could not be deleted from the keychain: %1 — delete the &quot;%2&quot; entry with your keychain app</source>
        <translation>les jetons n&apos;ont pas pu être supprimés du trousseau : %1 — supprimez l&apos;entrée « %2 » avec votre application de trousseau</translation>
    </message>
    <message>
        <source>deleted from the keychain, but not revoked at the provider: %1 — remove HUD Watch&apos;s access in your account at the provider</source>
        <translation>supprimé du trousseau, mais pas révoqué chez le fournisseur : %1 — retirez l&apos;accès de HUD Watch dans votre compte chez le fournisseur</translation>
    </message>
    <message>
        <source>With --find: print at most N lines, N from 1 (default: all).</source>
        <translation>Avec --find : afficher au plus N lignes, N à partir de 1 (par défaut : toutes).</translation>
    </message>
    <message>
        <source>A gzip log is read up to MB megabytes of text (default: %1).</source>
        <translation>Un log gzip est lu jusqu’à MB mégaoctets de texte (par défaut : %1).</translation>
    </message>
    <message>
        <source>--max %1: give a whole number of lines from 1 up, or --count for the number alone</source>
        <translation>--max %1 : donnez un nombre entier de lignes à partir de 1, ou --count pour le nombre seul</translation>
    </message>
    <message>
        <source>--max-inflated %1: give a whole number of megabytes from 1 to %2</source>
        <translation>--max-inflated %1 : donnez un nombre entier de mégaoctets de 1 à %2</translation>
    </message>
    <message>
        <source>%1 holds more than %2 MB of text: what follows is about its first %2 MB only. Give --max-inflated MB with a larger number to read more of it.</source>
        <translation>%1 contient plus de %2 Mo de texte : ce qui suit ne porte que sur ses %2 premiers Mo. Donnez --max-inflated MB avec un nombre plus grand pour en lire davantage.</translation>
    </message>
    <message>
        <source>the JSON lists the first %1 of %2 matching lines; give --max N to list more.</source>
        <translation>le JSON liste les %1 premières des %2 lignes correspondantes ; donnez --max N pour en lister davantage.</translation>
    </message>
    <message numerus="yes">
        <source>%n sign-in answer(s) with a wrong state were ignored meanwhile: an old sign-in tab, or another program on this computer</source>
        <translation>
            <numerusform>%n réponse de connexion avec un state erroné a été ignorée entre-temps : un ancien onglet de connexion, ou un autre programme sur cet ordinateur</numerusform>
            <numerusform>%n réponses de connexion avec un state erroné ont été ignorées entre-temps : un ancien onglet de connexion, ou un autre programme sur cet ordinateur</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: hudwatch grid [--profile NAME | --replay FILE [--at TIME]] --json</source>
        <translation>usage : hudwatch grid [--profile NOM | --replay FICHIER [--at HEURE]] --json</translation>
    </message>
    <message>
        <source>With a recording: the range ending at the instant (1d … 90d or FROM..TO; default 1d). A profile shows the range its Trunk tab fetched last.</source>
        <translation>Avec un enregistrement : la période qui se termine à l&apos;instant (1d … 90d ou DÉBUT..FIN ; par défaut 1d). Un profil montre la période que son onglet Santé du trunk a récupérée en dernier.</translation>
    </message>
    <message>
        <source>usage: hudwatch trunk [--profile NAME | --replay FILE [--at TIME] [--range 1d]] --json</source>
        <translation>usage : hudwatch trunk [--profile NOM | --replay FICHIER [--at HEURE] [--range 1d]] --json</translation>
    </message>
    <message>
        <source>--range reads a recording; a profile&apos;s cache holds the range its Trunk tab fetched last</source>
        <translation>--range lit un enregistrement ; le cache d&apos;un profil contient la période que son onglet Santé du trunk a récupérée en dernier</translation>
    </message>
    <message>
        <source>usage: hudwatch backends [--profile NAME | --replay FILE [--at TIME]] --json</source>
        <translation>usage : hudwatch backends [--profile NOM | --replay FICHIER [--at HEURE]] --json</translation>
    </message>
    <message>
        <source>usage: hudwatch utilization FILE [--json]
       hudwatch utilization [--job ID] [--profile NAME | --replay FILE [--at TIME]] --json
FILE: an nvidia-smi CSV or a tools/stats/monitor.py log (JSON lines); without FILE, the GPU utilization tab&apos;s fleet (or one job)</source>
        <translation>usage : hudwatch utilization FICHIER [--json]
        hudwatch utilization [--job ID] [--profile NOM | --replay FICHIER [--at HEURE]] --json
FICHIER : un CSV nvidia-smi ou un log tools/stats/monitor.py (lignes JSON) ; sans FICHIER, la flotte de l&apos;onglet Utilisation GPU (ou un seul job)</translation>
    </message>
    <message>
        <source>--job wants a job id (a whole number above 0)</source>
        <translation>--job attend un identifiant de job (un nombre entier supérieur à 0)</translation>
    </message>
    <message>
        <source>a FILE is read on its own: leave out --profile, --replay, --at and --job</source>
        <translation>un FICHIER se lit seul : omettez --profile, --replay, --at et --job</translation>
    </message>
    <message>
        <source>keychain: %1</source>
        <translation>trousseau : %1</translation>
    </message>
    <message>
        <source>no answer from ClickHouse within %1 s</source>
        <translation>pas de réponse de ClickHouse en %1 s</translation>
    </message>
    <message>
        <source>Write JSON: HUD&apos;s figures under HUD&apos;s names, the console&apos;s own under &quot;console&quot;.</source>
        <translation>Écrire du JSON : les chiffres de HUD sous les noms de HUD, ceux propres à la console sous &quot;console&quot;.</translation>
    </message>
    <message>
        <source>Read a recording (--record) instead: its flaky snapshot at --at, else at its end.</source>
        <translation>Lire plutôt un enregistrement (--record) : son instantané des tests instables à --at, sinon à sa fin.</translation>
    </message>
    <message>
        <source>The recording&apos;s instant (ISO 8601 UTC, or hh:mm on its first day).</source>
        <translation>L&apos;instant de l&apos;enregistrement (ISO 8601 UTC, ou hh:mm de son premier jour).</translation>
    </message>
    <message>
        <source>usage: hudwatch flaky [--range 30d] [--csv | --json] [--min-runs N] [--profile NAME | --replay FILE [--at TIME]]</source>
        <translation>usage : hudwatch flaky [--range 30d] [--csv | --json] [--min-runs N] [--profile NOM | --replay FICHIER [--at HEURE]]</translation>
    </message>
    <message>
        <source>--csv and --json exclude each other</source>
        <translation>--csv et --json s&apos;excluent mutuellement</translation>
    </message>
    <message>
        <source>HUD&apos;s flaky tests (in process) of %4, %1 – %2 UTC; at least %3 runs (console), ranked by the console&apos;s flake rate&apos;s 95 % lower bound</source>
        <translation>Tests instables de HUD (dans le processus) de %4, %1 – %2 UTC ; au moins %3 exécutions (console), classés par la borne inférieure à 95 % du taux de flakiness de la console</translation>
    </message>
    <message>
        <source>One job&apos;s stats instead of the fleet (with --profile, fetched from its ClickHouse when the cache has no run of it).</source>
        <translation>Les chiffres d’un job au lieu de la flotte (avec --profile, lus dans son ClickHouse quand le cache n’en a aucune exécution).</translation>
    </message>
</context>
<context>
    <name>hw::AccountStatusText</name>
    <message>
        <source>… Reading the sign-in from the keychain</source>
        <translation>… Lecture de la connexion depuis le trousseau</translation>
    </message>
    <message>
        <source>⊘ Signed out by the provider</source>
        <translation>⊘ Déconnecté par le fournisseur</translation>
    </message>
    <message>
        <source>⊘ Signed out</source>
        <translation>⊘ Déconnecté</translation>
    </message>
    <message>
        <source>Signed in</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <source>Signed in as %1</source>
        <translation>Connecté en tant que %1</translation>
    </message>
    <message>
        <source>, renewing…</source>
        <translation>, renouvellement…</translation>
    </message>
    <message>
        <source>, until %1</source>
        <translation>, jusqu&apos;à %1</translation>
    </message>
    <message>
        <source>Provider: %1</source>
        <translation>Fournisseur : %1</translation>
    </message>
    <message>
        <source>Account: %1</source>
        <translation>Compte : %1</translation>
    </message>
    <message>
        <source>Access token valid until %1</source>
        <translation>Jeton d&apos;accès valable jusqu&apos;à %1</translation>
    </message>
    <message>
        <source>Renewed automatically before it expires.</source>
        <translation>Renouvelé automatiquement avant expiration.</translation>
    </message>
    <message>
        <source>Cannot be renewed: sign in again when it expires.</source>
        <translation>Non renouvelable : reconnectez-vous à son expiration.</translation>
    </message>
    <message>
        <source>⚠ No keychain: working signed out — start a keychain and restart HUD Watch to sign in</source>
        <translation>⚠ Pas de trousseau : travail en mode déconnecté — démarrez un trousseau et relancez HUD Watch pour vous connecter</translation>
    </message>
</context>
<context>
    <name>hw::AlertDigest</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>%n broke</source>
        <translation>%n cassé(s)</translation>
    </message>
    <message>
        <source>%n still broken</source>
        <translation>%n toujours cassé(s)</translation>
    </message>
    <message>
        <source>%n fixed</source>
        <translation>%n réparé(s)</translation>
    </message>
    <message>
        <source>still: %1</source>
        <translation>toujours : %1</translation>
    </message>
    <message>
        <source>fixed: %1</source>
        <translation>réparé : %1</translation>
    </message>
    <message>
        <source>reachable again: %1</source>
        <translation>de nouveau joignable : %1</translation>
    </message>
    <message>
        <source>new data again: %1</source>
        <translation>de nouveau des données : %1</translation>
    </message>
</context>
<context>
    <name>hw::AlertMonitor</name>
    <message>
        <source>HUD Watch is still watching</source>
        <translation>HUD Watch continue de surveiller</translation>
    </message>
    <message>
        <source>Closing the window keeps it in the tray. Quit from the tray&apos;s menu.</source>
        <translation>Fermer la fenêtre le garde dans la zone de notification. Quittez depuis son menu.</translation>
    </message>
    <message>
        <source>Alerts muted for %1</source>
        <translation>Alertes en sourdine pour %1</translation>
    </message>
    <message>
        <source>Alerts on again for %1</source>
        <translation>Alertes réactivées pour %1</translation>
    </message>
    <message>
        <source>Acknowledged: %1 (investigating)</source>
        <translation>Pris en charge : %1 (en cours d&apos;analyse)</translation>
    </message>
    <message>
        <source>No longer acknowledged: %1</source>
        <translation>Plus pris en charge : %1</translation>
    </message>
    <message>
        <source>%1 broken: %2</source>
        <translation>%1 cassé(s) : %2</translation>
    </message>
    <message>
        <source>offline: %1</source>
        <translation>hors ligne : %1</translation>
    </message>
    <message>
        <source>all green</source>
        <translation>tout est vert</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>as of %1, just now</source>
        <translation>état à %1, à l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <source>as of %1, %n min ago</source>
        <translation>
            <numerusform>état à %1, il y a %n min</numerusform>
            <numerusform>état à %1, il y a %n min</numerusform>
        </translation>
    </message>
    <message>
        <source>no new data: the source has not answered for a while</source>
        <translation>pas de nouvelles données : la source ne répond plus depuis un moment</translation>
    </message>
    <message>
        <source>This desktop has no system tray: closing the window quits HUD Watch. Alerts come as notifications (Settings ▸ Snooze notifications).</source>
        <translation>Ce bureau n&apos;a pas de zone de notification : fermer la fenêtre quitte HUD Watch. Les alertes arrivent en notifications (Paramètres ▸ Suspendre les notifications).</translation>
    </message>
    <message>
        <source>HUD Watch without a tray</source>
        <translation>HUD Watch sans zone de notification</translation>
    </message>
</context>
<context>
    <name>hw::AlertRulesDialog</name>
    <message>
        <source> commits</source>
        <translation> commits</translation>
    </message>
    <message>
        <source>Also one alert per job &amp;group with a broken job</source>
        <translation>Aussi une alerte par &amp;groupe de jobs contenant un job cassé</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>&amp;Backends: demotion threshold crossed, demotion PR, L4 check blocking</source>
        <translation>&amp;Backends : seuil de rétrogradation franchi, PR de rétrogradation, check L4 bloquant</translation>
    </message>
    <message>
        <source>Alert rules</source>
        <translation>Règles d&apos;alerte</translation>
    </message>
    <message>
        <source>Alert rules of %1</source>
        <translation>Règles d&apos;alerte de %1</translation>
    </message>
    <message>
        <source>one regular expression per line, e.g. ^trunk / .*cuda</source>
        <translation>une expression régulière par ligne, p. ex. ^trunk / .*cuda</translation>
    </message>
    <message>
        <source>A job is broken after &amp;failing on:</source>
        <translation>Un job est cassé après un éc&amp;hec sur :</translation>
    </message>
    <message>
        <source>&amp;Trunk red for longer than:</source>
        <translation>&amp;Trunk rouge depuis plus de :</translation>
    </message>
    <message>
        <source>Data &amp;older than:</source>
        <translation>Données plus &amp;anciennes que :</translation>
    </message>
    <message>
        <source>Say &quot;&amp;still broken&quot; every:</source>
        <translation>Signaler « toujours ca&amp;ssé » toutes les :</translation>
    </message>
    <message>
        <source>&amp;Your rules (job names):</source>
        <translation>&amp;Vos règles (noms de jobs) :</translation>
    </message>
    <message>
        <source>Serve &amp;cctray.xml on 127.0.0.1 port:</source>
        <translation>Servir &amp;cctray.xml sur 127.0.0.1, port :</translation>
    </message>
    <message>
        <source>Saved in the profile; the rules apply from the next sync.</source>
        <translation>Enregistré dans le profil ; les règles s&apos;appliquent à la prochaine synchronisation.</translation>
    </message>
    <message>
        <source>alerts/jobPatterns: a pattern does not survive the profile file: %1</source>
        <translation>alerts/jobPatterns : un motif ne survit pas au fichier de profil : %1</translation>
    </message>
</context>
<context>
    <name>hw::AlertRulesEditor</name>
    <message>
        <source>Alert rules</source>
        <translation>Règles d&apos;alerte</translation>
    </message>
    <message>
        <source>Alert rules changed for this run (the demo has no profile to keep them)</source>
        <translation>Règles d&apos;alerte modifiées pour cette session (la démo n&apos;a pas de profil pour les conserver)</translation>
    </message>
    <message>
        <source>Alert rules saved in profile %1</source>
        <translation>Règles d&apos;alerte enregistrées dans le profil %1</translation>
    </message>
</context>
<context>
    <name>hw::AlertTray</name>
    <message>
        <source>Show / hide the window</source>
        <translation>Afficher / masquer la fenêtre</translation>
    </message>
    <message>
        <source>Open the grid</source>
        <translation>Ouvrir la grille</translation>
    </message>
    <message>
        <source>Open backends</source>
        <translation>Ouvrir les backends</translation>
    </message>
    <message>
        <source>Pause / resume refresh</source>
        <translation>Suspendre / reprendre l&apos;actualisation</translation>
    </message>
    <message>
        <source>Snooze notifications for 1 hour</source>
        <translation>Suspendre les notifications pendant 1 heure</translation>
    </message>
    <message>
        <source>Quit HUD Watch</source>
        <translation>Quitter HUD Watch</translation>
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
        <translation>Usage : hudwatch allowlist [--json] FICHIER
Vérifie une liste d&apos;autorisation (allowlist) CRCR (.github/allowlist.yml) et liste ses dépôts, L4 en premier.
  FICHIER le fichier YAML ; &apos;-&apos; lit l&apos;entrée standard
  --json  affiche {&quot;ok&quot;:…,&quot;levels&quot;:{…}} (la forme de /api/crcr/allowlist de HUD)
Code de sortie : 0 valide, 1 invalide ou illisible, 2 mauvaise utilisation.
</translation>
    </message>
    <message>
        <source>hudwatch allowlist: unknown option &apos;%1&apos;</source>
        <translation>hudwatch allowlist : option inconnue &apos;%1&apos;</translation>
    </message>
    <message>
        <source>hudwatch allowlist: no FILE given</source>
        <translation>hudwatch allowlist : aucun FICHIER indiqué</translation>
    </message>
    <message>
        <source>hudwatch allowlist: give one FILE, not %1</source>
        <translation>hudwatch allowlist : indiquez un seul FICHIER, pas %1</translation>
    </message>
    <message>
        <source>&lt;stdin&gt;</source>
        <translation>&lt;stdin&gt;</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>erreur : %1</translation>
    </message>
    <message>
        <source>cannot read the file: %1 — check the path</source>
        <translation>impossible de lire le fichier : %1 — vérifiez le chemin</translation>
    </message>
</context>
<context>
    <name>hw::AllowlistJson</name>
    <message>
        <source>unknown level &apos;%1&apos;</source>
        <translation>niveau inconnu &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation>%1 n&apos;est pas un tableau</translation>
    </message>
    <message>
        <source>an entry of %1 has no &quot;repo&quot;</source>
        <translation>une entrée de %1 n&apos;a pas de &quot;repo&quot;</translation>
    </message>
    <message>
        <source>&quot;oncalls&quot; or &quot;events&quot; of %1 is not an array of strings</source>
        <translation>&quot;oncalls&quot; ou &quot;events&quot; de %1 n&apos;est pas un tableau de chaînes</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>NIVEAU</translation>
    </message>
    <message>
        <source>REPOSITORY</source>
        <translation>DÉPÔT</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>PÉRIPHÉRIQUE</translation>
    </message>
    <message>
        <source>ON-CALLS</source>
        <translation>ASTREINTES</translation>
    </message>
    <message>
        <source>EVENTS</source>
        <translation>ÉVÉNEMENTS</translation>
    </message>
    <message>
        <source>1 repository</source>
        <translation>1 dépôt</translation>
    </message>
    <message>
        <source>%1 repositories</source>
        <translation>%1 dépôts</translation>
    </message>
</context>
<context>
    <name>hw::AllowlistParser</name>
    <message>
        <source>warning: %1</source>
        <translation>avertissement : %1</translation>
    </message>
    <message>
        <source>the file holds %1 YAML documents; an allowlist is one document (remove the second &apos;---&apos;)</source>
        <translation>le fichier contient %1 documents YAML ; une allowlist est un seul document (retirez le second &apos;---&apos;)</translation>
    </message>
    <message>
        <source>the top level must be a mapping of levels (L1:, L2:, L3:, L4:), found %1</source>
        <translation>le niveau supérieur doit être un mapping de niveaux (L1:, L2:, L3:, L4:), trouvé : %1</translation>
    </message>
    <message>
        <source>a top-level key must be a level L1, L2, L3 or L4, found %1</source>
        <translation>une clé de niveau supérieur doit être un niveau L1, L2, L3 ou L4, trouvé : %1</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; at the top level (expected L1, L2, L3 or L4)</source>
        <translation>clé inconnue &apos;%1&apos; au niveau supérieur (attendu : L1, L2, L3 ou L4)</translation>
    </message>
    <message>
        <source>the allowlist is empty (no L1–L4 levels)</source>
        <translation>l&apos;allowlist est vide (aucun niveau L1–L4)</translation>
    </message>
    <message>
        <source>an empty value</source>
        <translation>une valeur vide</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>un mapping</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>le nombre %1</translation>
    </message>
    <message>
        <source>the boolean &apos;%1&apos;</source>
        <translation>le booléen &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the text &apos;%1&apos;</source>
        <translation>le texte &apos;%1&apos;</translation>
    </message>
    <message>
        <source>L3 must be a mapping of devices (`L3:` then `  &lt;device&gt;:` then `    owner/repo: [oncalls]`) or a list of repositories, found %1</source>
        <translation>L3 doit être un mapping de périphériques (`L3:` puis `  &lt;device&gt;:` puis `    owner/repo: [oncalls]`) ou une liste de dépôts, trouvé : %1</translation>
    </message>
    <message>
        <source>%1 must be a list of repositories, found %2</source>
        <translation>%1 doit être une liste de dépôts, trouvé : %2</translation>
    </message>
    <message>
        <source> (write each repository on its own line as `  - owner/repo`)</source>
        <translation> (écrivez chaque dépôt sur sa propre ligne, sous la forme `  - owner/repo`)</translation>
    </message>
    <message>
        <source>an L3 device must be a name such as &apos;npu&apos;, found %1</source>
        <translation>un périphérique L3 doit être un nom comme &apos;npu&apos;, trouvé : %1</translation>
    </message>
    <message>
        <source>L3 groups repositories by device (the ciflow/crcr/&lt;device&gt; label): found the repository &apos;%1&apos; directly under L3; write `L3:` then `  &lt;device&gt;:` then `    %1: [oncalls]`</source>
        <translation>L3 regroupe les dépôts par périphérique (le label ciflow/crcr/&lt;device&gt;) : le dépôt &apos;%1&apos; est directement sous L3 ; écrivez `L3:` puis `  &lt;device&gt;:` puis `    %1: [oncalls]`</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a device name (letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;; it becomes the label ciflow/crcr/&lt;device&gt;)</source>
        <translation>&apos;%1&apos; n&apos;est pas un nom de périphérique (lettres, chiffres, &apos;-&apos;, &apos;_&apos; et &apos;.&apos; ; il devient le label ciflow/crcr/&lt;device&gt;)</translation>
    </message>
    <message>
        <source>L3 device &apos;%1&apos; must hold repositories (`owner/repo: [oncalls]`), found %2</source>
        <translation>le périphérique L3 &apos;%1&apos; doit contenir des dépôts (`owner/repo: [oncalls]`), trouvé : %2</translation>
    </message>
    <message>
        <source>one repository per list item: this item has %1 keys (%2); put metadata under the repository, e.g. `- owner/repo: {events: [nightly], oncalls: [a, b]}`</source>
        <translation>un dépôt par élément de liste : cet élément a %1 clés (%2) ; placez les métadonnées sous le dépôt, p. ex. `- owner/repo: {events: [nightly], oncalls: [a, b]}`</translation>
    </message>
    <message>
        <source>expected a repository `owner/repo` in the %1 list, found %2</source>
        <translation>dépôt `owner/repo` attendu dans la liste %1, trouvé : %2</translation>
    </message>
    <message>
        <source>expected a repository `owner/repo`, found %1</source>
        <translation>dépôt `owner/repo` attendu, trouvé : %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a repository of the form owner/name</source>
        <translation>&apos;%1&apos; n&apos;est pas un dépôt de la forme owner/name</translation>
    </message>
    <message>
        <source> (to name on-calls write `%1: &quot;oncall1, oncall2&quot;`)</source>
        <translation> (pour indiquer les astreintes, écrivez `%1: &quot;oncall1, oncall2&quot;`)</translation>
    </message>
    <message>
        <source>on-call</source>
        <translation>astreinte</translation>
    </message>
    <message>
        <source>%1, as &apos;%2&apos;</source>
        <translation>%1, en tant que &apos;%2&apos;</translation>
    </message>
    <message>
        <source>repository &apos;%1&apos; is listed twice: line %2 (%3) and line %4 (%5); a repository belongs to one level only</source>
        <translation>le dépôt &apos;%1&apos; est listé deux fois : ligne %2 (%3) et ligne %4 (%5) ; un dépôt n&apos;appartient qu&apos;à un seul niveau</translation>
    </message>
    <message>
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in the entry of %2 (ignored; known: events, oncalls)</source>
        <translation>clé inconnue &apos;%1&apos; dans l&apos;entrée de %2 (ignorée ; connues : events, oncalls)</translation>
    </message>
    <message>
        <source>expected %1 names for %2 (text such as &quot;a, b&quot; or a list [a, b]), found %3; quote it if it is a name</source>
        <translation>noms (%1) attendus pour %2 (texte comme &quot;a, b&quot; ou liste [a, b]), trouvé : %3 ; mettez-le entre guillemets s&apos;il s&apos;agit d&apos;un nom</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid %2 name for %3 (separate names with commas)</source>
        <translation>&apos;%1&apos; n&apos;est pas un nom valide (%2) pour %3 (séparez les noms par des virgules)</translation>
    </message>
    <message>
        <source>expected %1 names for %2, found %3 inside the list</source>
        <translation>noms (%1) attendus pour %2, trouvé : %3 dans la liste</translation>
    </message>
    <message>
        <source>expected %1 names for %2 (text such as &quot;a, b&quot; or a list [a, b]), found %3</source>
        <translation>noms (%1) attendus pour %2 (texte comme &quot;a, b&quot; ou liste [a, b]), trouvé : %3</translation>
    </message>
    <message>
        <source>invalid YAML: %1</source>
        <translation>YAML invalide : %1</translation>
    </message>
    <message>
        <source> (the &apos;[&apos; list at line %1, column %2 is not closed by &apos;]&apos; before this point)</source>
        <translation> (la liste &apos;[&apos; à la ligne %1, colonne %2 n&apos;est pas fermée par &apos;]&apos; avant ce point)</translation>
    </message>
    <message>
        <source> (the &apos;{&apos; mapping at line %1, column %2 is not closed by &apos;}&apos; before this point)</source>
        <translation> (le mapping &apos;{&apos; à la ligne %1, colonne %2 n&apos;est pas fermé par &apos;}&apos; avant ce point)</translation>
    </message>
    <message>
        <source> (the quoted value at line %1, column %2 has no closing quote)</source>
        <translation> (la valeur entre guillemets à la ligne %1, colonne %2 n&apos;a pas de guillemet fermant)</translation>
    </message>
    <message>
        <source>invalid YAML: a line starting with &apos;%&apos; inside the file (YAML reads it as a directive such as &apos;%YAML 1.2&apos;, which ends the document; a directive may only stand before a &apos;---&apos; line): remove the line, or quote a value that starts with &apos;%&apos;</source>
        <translation>YAML invalide : une ligne commençant par &apos;%&apos; au milieu du fichier (YAML la lit comme une directive telle que &apos;%YAML 1.2&apos;, qui termine le document ; une directive ne peut figurer qu&apos;avant une ligne &apos;---&apos;) : retirez la ligne, ou mettez entre guillemets une valeur qui commence par &apos;%&apos;</translation>
    </message>
    <message>
        <source> (the document ended before this line, e.g. with &apos;...&apos;; an allowlist is one document)</source>
        <translation> (le document s&apos;est terminé avant cette ligne, p. ex. avec &apos;...&apos; ; une allowlist est un seul document)</translation>
    </message>
    <message>
        <source> (a line starting with &apos;%&apos; is a YAML directive: quote a value that starts with &apos;%&apos;)</source>
        <translation> (une ligne commençant par &apos;%&apos; est une directive YAML : mettez entre guillemets une valeur qui commence par &apos;%&apos;)</translation>
    </message>
    <message>
        <source> (&apos;%1&apos; cannot start a plain YAML value: quote the value, e.g. &quot;@oncall1, oncall2&quot;, or drop the &apos;%1&apos;)</source>
        <translation> (&apos;%1&apos; ne peut pas commencer une valeur YAML simple : mettez la valeur entre guillemets, p. ex. &quot;@oncall1, oncall2&quot;, ou retirez le &apos;%1&apos;)</translation>
    </message>
    <message>
        <source> (&apos;%1&apos; outside a [ ] list or { } mapping cannot start a value: quote the value, or remove the &apos;%1&apos;)</source>
        <translation> (&apos;%1&apos; ne peut pas commencer une valeur hors d&apos;une liste [ ] ou d&apos;un mapping { } : mettez la valeur entre guillemets, ou retirez le &apos;%1&apos;)</translation>
    </message>
    <message>
        <source> (YAML indentation must use spaces, not tabs)</source>
        <translation> (l&apos;indentation YAML doit utiliser des espaces, pas des tabulations)</translation>
    </message>
    <message>
        <source>lists and mappings are nested deeper than %1 levels (an allowlist needs six)</source>
        <translation>les listes et mappings dépassent %1 niveaux d&apos;imbrication (une allowlist en utilise six)</translation>
    </message>
    <message>
        <source>the file holds more than %1 YAML values (an allowlist holds a few hundred)</source>
        <translation>le fichier contient plus de %1 valeurs YAML (une allowlist en contient quelques centaines)</translation>
    </message>
    <message>
        <source>the alias &apos;*%1&apos; makes the allowlist expand to more than %2 YAML values (each alias repeats all that its anchor holds): write the names out, or use fewer aliases</source>
        <translation>l&apos;alias &apos;*%1&apos; fait grossir l&apos;allowlist au-delà de %2 valeurs YAML (chaque alias répète tout ce que contient son ancre) : écrivez les noms en entier, ou utilisez moins d&apos;alias</translation>
    </message>
    <message>
        <source>the alias &apos;*%1&apos; refers to no anchor: define it with &apos;&amp;%1&apos; before this point, in the same document</source>
        <translation>l&apos;alias &apos;*%1&apos; ne renvoie à aucune ancre : définissez-la avec &apos;&amp;%1&apos; avant ce point, dans le même document</translation>
    </message>
    <message>
        <source>out of memory while reading the YAML</source>
        <translation>mémoire insuffisante lors de la lecture du YAML</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB; an allowlist is a few KB (refused unread)</source>
        <translation>le fichier dépasse %1 Mo ; une allowlist fait quelques Ko (refusé sans lecture)</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>impossible de lire le fichier : %1</translation>
    </message>
    <message>
        <source>level %1 is given twice (lines %2 and %3): merge them into one</source>
        <translation>le niveau %1 est indiqué deux fois (lignes %2 et %3) : fusionnez-les en un seul</translation>
    </message>
    <message>
        <source>L3 device &apos;%1&apos; lists no repositories: add its repositories or remove the device</source>
        <translation>l&apos;appareil L3 &apos;%1&apos; ne liste aucun dépôt : ajoutez ses dépôts ou supprimez l&apos;appareil</translation>
    </message>
    <message>
        <source>the alias &apos;*%1&apos; refers to the list or mapping that contains it: point the alias at another anchor</source>
        <translation>l&apos;alias &apos;*%1&apos; renvoie à la liste ou au mappage qui le contient : faites pointer l&apos;alias vers une autre ancre</translation>
    </message>
</context>
<context>
    <name>hw::AuthSession</name>
    <message>
        <source>the stored sign-in cannot be read (%1) — sign in again</source>
        <translation>la connexion enregistrée ne peut pas être lue (%1) — reconnectez-vous</translation>
    </message>
    <message>
        <source>the stored sign-in is for %1, not this profile&apos;s provider — sign in again</source>
        <translation>la connexion enregistrée concerne %1, pas le fournisseur de ce profil — reconnectez-vous</translation>
    </message>
    <message>
        <source>not signed in — sign in (File ▸ Sign in)</source>
        <translation>non connecté — connectez-vous (Fichier ▸ Se connecter)</translation>
    </message>
    <message>
        <source>the sign-in has expired and the provider gave no way to renew it — sign in again</source>
        <translation>la connexion a expiré et le fournisseur n&apos;offre aucun moyen de la renouveler — reconnectez-vous</translation>
    </message>
    <message>
        <source>signed out — sign in again (the provider refused to renew the sign-in: %1)</source>
        <translation>déconnecté — reconnectez-vous (le fournisseur a refusé de renouveler la connexion : %1)</translation>
    </message>
    <message>
        <source>the sign-in could not be renewed: %1; trying again in %2 s</source>
        <translation>la connexion n&apos;a pas pu être renouvelée : %1 ; nouvel essai dans %2 s</translation>
    </message>
    <message>
        <source>%1 does not let an app revoke its own sign-in; revoke HUD Watch at %2</source>
        <translation>%1 ne permet pas à une application de révoquer sa propre connexion ; révoquez HUD Watch sur %2</translation>
    </message>
    <message>
        <source>signed out</source>
        <translation>déconnecté</translation>
    </message>
    <message>
        <source>the renewed sign-in could not be saved (%1); it lasts until the app quits — unlock the keychain and sign in again to keep it</source>
        <translation>la connexion renouvelée n&apos;a pas pu être enregistrée (%1) ; elle dure jusqu&apos;à la fermeture de l&apos;application — déverrouillez le trousseau et reconnectez-vous pour la conserver</translation>
    </message>
    <message>
        <source>the provider offers no revocation — remove HUD Watch&apos;s access in your account at the provider</source>
        <translation>le fournisseur ne propose pas de révocation — retirez l&apos;accès de HUD Watch dans votre compte chez le fournisseur</translation>
    </message>
    <message>
        <source>not revoked at the provider: %1 — remove HUD Watch&apos;s access in your account at the provider</source>
        <translation>non révoqué chez le fournisseur : %1 — retirez l&apos;accès de HUD Watch dans votre compte chez le fournisseur</translation>
    </message>
    <message>
        <source>not deleted from the keychain: %1 — delete the &quot;%2&quot; entry with your keychain app</source>
        <translation>non supprimé du trousseau : %1 — supprimez l&apos;entrée « %2 » avec votre application de trousseau</translation>
    </message>
    <message>
        <source>%1; working signed out — start a keychain (GNOME Keyring, KWallet) and restart HUD Watch to sign in</source>
        <translation>%1 ; travail en mode déconnecté — démarrez un trousseau (GNOME Keyring, KWallet) et relancez HUD Watch pour vous connecter</translation>
    </message>
    <message>
        <source>signed in, but the keychain cannot keep the sign-in (%1), so it was given back; working signed out — start a keychain (GNOME Keyring, KWallet) and restart HUD Watch to sign in</source>
        <translation>connecté, mais le trousseau ne peut pas conserver la connexion (%1), elle a donc été rendue ; travail en mode déconnecté — démarrez un trousseau (GNOME Keyring, KWallet) et relancez HUD Watch pour vous connecter</translation>
    </message>
</context>
<context>
    <name>hw::BackendAlertEvaluator</name>
    <message>
        <source>demotion threshold</source>
        <translation>seuil de rétrogradation</translation>
    </message>
    <message>
        <source>demotion PR</source>
        <translation>PR de rétrogradation</translation>
    </message>
    <message>
        <source>the relay flagged it for demotion: its auto-demotion PR is open</source>
        <translation>le relais l&apos;a marqué pour rétrogradation : sa PR de rétrogradation automatique est ouverte</translation>
    </message>
    <message>
        <source>L4 check blocks merges</source>
        <translation>le check L4 bloque les merges</translation>
    </message>
    <message>
        <source>newest job %1: %2</source>
        <translation>job le plus récent %1 : %2</translation>
    </message>
</context>
<context>
    <name>hw::BackendCharts</name>
    <message>
        <source>→ %1 (CI data)</source>
        <translation>→ %1 (données CI)</translation>
    </message>
    <message>
        <source>Completed jobs per day (UTC)</source>
        <translation>Jobs terminés par jour (UTC)</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>jobs</translation>
    </message>
    <message>
        <source>day (UTC), %1 to %2</source>
        <translation>jour (UTC), du %1 au %2</translation>
    </message>
    <message>
        <source>no completed jobs</source>
        <translation>aucun job terminé</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>réussis</translation>
    </message>
    <message>
        <source>Level history</source>
        <translation>Historique des niveaux</translation>
    </message>
    <message>
        <source>no level history</source>
        <translation>aucun historique de niveau</translation>
    </message>
    <message>
        <source>%1 · since %2 (%3 d)</source>
        <translation>%1 · depuis le %2 (%3 d)</translation>
    </message>
    <message>
        <source>CI data</source>
        <translation>données CI</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>au %1</translation>
    </message>
    <message>
        <source>test failures (console)</source>
        <translation>échecs de tests (console)</translation>
    </message>
    <message>
        <source>infra failures (console)</source>
        <translation>échecs d&apos;infra (console)</translation>
    </message>
</context>
<context>
    <name>hw::BackendDetailView</name>
    <message>
        <source>E&amp;xport review report…</source>
        <translation>E&amp;xporter le rapport de revue…</translation>
    </message>
    <message>
        <source>Write a Markdown/PDF promotion review report for this backend with the targets shown on the L3 readiness tab</source>
        <translation>Écrire un rapport de revue de promotion Markdown/PDF pour ce backend, avec les cibles de l&apos;onglet Préparation L3</translation>
    </message>
    <message>
        <source>Pull request by job results</source>
        <translation>Pull requests par résultat de job</translation>
    </message>
    <message>
        <source>Latest attempt of each job: letter, failed/total tests (or the total when none failed) and the triage category when reported. %1  ·  an &quot;exp.&quot; tag marks crcr-test&apos;s expected failures (they count as passes)  ·  hover a cell for details; Enter opens the run.</source>
        <translation>Dernière tentative de chaque job : lettre, tests échoués/total (ou le total si aucun n&apos;a échoué) et catégorie de triage si elle est fournie. %1  ·  une étiquette « exp. » marque les échecs attendus de crcr-test (ils comptent comme réussis)  ·  survolez une cellule pour les détails ; Entrée ouvre l&apos;exécution.</translation>
    </message>
    <message>
        <source>Level changes (allowlist PRs; &quot;CI data&quot; = start inferred from the level jobs were dispatched at)</source>
        <translation>Changements de niveau (PR de l&apos;allowlist ; « données CI » = début déduit du niveau auquel les jobs ont été déclenchés)</translation>
    </message>
    <message>
        <source>&amp;Jobs (PR × job)</source>
        <translation>&amp;Jobs (PR × job)</translation>
    </message>
    <message>
        <source>Jobs &amp;over time</source>
        <translation>Jobs dans le &amp;temps</translation>
    </message>
    <message>
        <source>Level &amp;history</source>
        <translation>&amp;Historique des niveaux</translation>
    </message>
    <message>
        <source>L3 &amp;readiness</source>
        <translation>&amp;Préparation L3</translation>
    </message>
    <message>
        <source>No backend selected</source>
        <translation>Aucun backend sélectionné</translation>
    </message>
    <message>
        <source>Choose a backend in the overview (Enter or double-click).</source>
        <translation>Choisissez un backend dans la vue d&apos;ensemble (Entrée ou double-clic).</translation>
    </message>
    <message>
        <source>This backend is not in the current data.</source>
        <translation>Ce backend ne figure pas dans les données actuelles.</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>non listé</translation>
    </message>
    <message>
        <source>▼ TEMPORARILY DEMOTED — auto-demotion PR open, no new check runs</source>
        <translation>▼ TEMPORAIREMENT RÉTROGRADÉ — PR de rétrogradation automatique ouverte, plus de nouveaux check runs</translation>
    </message>
    <message>
        <source>⚠ DEMOTION PENDING — last 7 days fail L3, not yet flagged by the relay</source>
        <translation>⚠ RÉTROGRADATION EN ATTENTE — les 7 derniers jours échouent à L3, pas encore signalé par le relais</translation>
    </message>
    <message>
        <source>device %1 (label ciflow/crcr/%1)</source>
        <translation>périphérique %1 (label ciflow/crcr/%1)</translation>
    </message>
    <message>
        <source>no oncalls listed</source>
        <translation>aucune astreinte listée</translation>
    </message>
    <message>
        <source>oncalls: %1</source>
        <translation>astreintes : %1</translation>
    </message>
    <message>
        <source>at %1 for %2 d</source>
        <translation>en %1 depuis %2 d</translation>
    </message>
    <message>
        <source>not in the allowlist (level from CI data)</source>
        <translation>absent de l&apos;allowlist (niveau d&apos;après les données CI)</translation>
    </message>
    <message>
        <source>data as of %1 UTC</source>
        <translation>données au %1 UTC</translation>
    </message>
</context>
<context>
    <name>hw::BackendJobMatrixModel</name>
    <message>
        <source>delivery</source>
        <translation>livraison</translation>
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
        <translation>en cours</translation>
    </message>
    <message>
        <source>%1 — expected (crcr-test probe job): counts as a success</source>
        <translation>%1 — attendu (job de sonde crcr-test) : compte comme un succès</translation>
    </message>
    <message>
        <source>%1 %2, attempt %3</source>
        <translation>%1 %2, tentative %3</translation>
    </message>
    <message>
        <source>tests: %1 passed, %2 failed, %3 skipped</source>
        <translation>tests : %1 réussis, %2 échoués, %3 ignorés</translation>
    </message>
    <message>
        <source>tests: not reported</source>
        <translation>tests : non fournis</translation>
    </message>
    <message>
        <source>triage: %1</source>
        <translation>triage : %1</translation>
    </message>
    <message>
        <source>queue %1 · execution %2</source>
        <translation>file d&apos;attente %1 · exécution %2</translation>
    </message>
    <message>
        <source>started %1 UTC</source>
        <translation>démarré %1 UTC</translation>
    </message>
    <message>
        <source>completed %1 UTC</source>
        <translation>terminé %1 UTC</translation>
    </message>
    <message>
        <source>triage %1</source>
        <translation>triage %1</translation>
    </message>
    <message>
        <source>expected outcome</source>
        <translation>résultat attendu</translation>
    </message>
    <message>
        <source>no job</source>
        <translation>aucun job</translation>
    </message>
    <message>
        <source>pytorch head %1</source>
        <translation>tête pytorch %1</translation>
    </message>
    <message>
        <source>dispatched %1 UTC</source>
        <translation>déclenché %1 UTC</translation>
    </message>
    <message>
        <source>newest job activity %1 UTC</source>
        <translation>activité de job la plus récente %1 UTC</translation>
    </message>
    <message>
        <source>unknown PR (HUD could not find it)</source>
        <translation>PR inconnue (HUD ne l&apos;a pas trouvée)</translation>
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
        <translation>à l&apos;instant</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>il y a %1 min</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>il y a %1 h</translation>
    </message>
    <message>
        <source>%1 d ago</source>
        <translation>il y a %1 d</translation>
    </message>
    <message>
        <source>PROMOTE</source>
        <translation>PROMOUVOIR</translation>
    </message>
    <message>
        <source>HOLD</source>
        <translation>MAINTENIR</translation>
    </message>
    <message>
        <source>DEMOTE</source>
        <translation>RÉTROGRADER</translation>
    </message>
    <message>
        <source>NOT ENOUGH DATA</source>
        <translation>DONNÉES INSUFFISANTES</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>aucune donnée</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>%1/%2 failed</source>
        <translation>%1/%2 échoués</translation>
    </message>
    <message>
        <source>%1 tests</source>
        <translation>%1 tests</translation>
    </message>
    <message>
        <source>expected failure</source>
        <translation>échec attendu</translation>
    </message>
    <message>
        <source>expected cancellation</source>
        <translation>annulation attendue</translation>
    </message>
    <message>
        <source>expected timeout</source>
        <translation>timeout attendu</translation>
    </message>
    <message>
        <source>expected outcome</source>
        <translation>résultat attendu</translation>
    </message>
</context>
<context>
    <name>hw::BackendsClickHouseSource</name>
    <message>
        <source>invalid ClickHouse table name &apos;%1&apos; — fix clickhouse/database in Profile ▸ Edit this profile…</source>
        <translation>nom de table ClickHouse non valide &apos;%1&apos; — corrigez clickhouse/database dans Profil ▸ Modifier ce profil…</translation>
    </message>
</context>
<context>
    <name>hw::BackendsFeature</name>
    <message>
        <source>backends</source>
        <translation>backends</translation>
    </message>
    <message>
        <source>this recording has no backend data</source>
        <translation>cet enregistrement ne contient aucune donnée de backends</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;: relay/url: %2</source>
        <translation>profil &quot;%1&quot; : relay/url : %2</translation>
    </message>
    <message>
        <source>Relay API token</source>
        <translation>Jeton de l&apos;API du relais</translation>
    </message>
    <message>
        <source>Bearer token for %1.
It is stored in your system keychain, never in a file.</source>
        <translation>Jeton bearer pour %1.
Il est stocké dans le trousseau du système, jamais dans un fichier.</translation>
    </message>
    <message>
        <source>Keychain</source>
        <translation>Trousseau</translation>
    </message>
    <message>
        <source>The token could not be stored: %1
Unlock or start your keychain (GNOME Keyring, KWallet), then set it again (File ▸ Set relay API token…).</source>
        <translation>Le jeton n&apos;a pas pu être enregistré : %1
Déverrouillez ou démarrez votre trousseau (GNOME Keyring, KWallet), puis définissez-le de nouveau (Fichier ▸ Définir le jeton de l&apos;API du relais…).</translation>
    </message>
    <message>
        <source>the backends snapshot recorded at %1 is unreadable: %2</source>
        <translation>l&apos;instantané des backends enregistré à %1 est illisible : %2</translation>
    </message>
    <message>
        <source>this recording has no %1 at or before %2</source>
        <translation>cet enregistrement n&apos;a pas de %1 à %2 ou avant</translation>
    </message>
    <message>
        <source>backend data</source>
        <translation>données des backends</translation>
    </message>
</context>
<context>
    <name>hw::BackendsFigures</name>
    <message>
        <source>backend data</source>
        <translation>données des backends</translation>
    </message>
    <message>
        <source>the stored backends snapshot is unreadable: %1</source>
        <translation>l&apos;instantané des backends enregistré est illisible : %1</translation>
    </message>
</context>
<context>
    <name>hw::BackendsOverviewModel</name>
    <message>
        <source>▲ ready for L3</source>
        <translation>▲ prêt pour L3</translation>
    </message>
    <message>
        <source>● not ready for L3</source>
        <translation>● pas prêt pour L3</translation>
    </message>
    <message>
        <source>? not enough data for L3</source>
        <translation>? données insuffisantes pour L3</translation>
    </message>
    <message>
        <source>✔ keeps L3</source>
        <translation>✔ conserve L3</translation>
    </message>
    <message>
        <source>▼ fails L3</source>
        <translation>▼ échoue à L3</translation>
    </message>
    <message>
        <source>? no completed job in 7 d</source>
        <translation>? aucun job terminé en 7 d</translation>
    </message>
    <message>
        <source>● L4: maintainers decide</source>
        <translation>● L4 : décision des mainteneurs</translation>
    </message>
    <message>
        <source>– onboarding, results not stored</source>
        <translation>– onboarding, résultats non stockés</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Pass 7 d</source>
        <translation>Réussite 7 d</translation>
    </message>
    <message>
        <source>Pass 14 d</source>
        <translation>Réussite 14 d</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>Dernier résultat</translation>
    </message>
    <message>
        <source>Avg queue</source>
        <translation>File moy.</translation>
    </message>
    <message>
        <source>E2E P50</source>
        <translation>E2E P50</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Oncalls</source>
        <translation>Astreintes</translation>
    </message>
    <message>
        <source>Trust level and L3 device group; sorts by device within each level</source>
        <translation>Niveau de confiance et groupe d’appareils L3 ; trie par appareil au sein de chaque niveau</translation>
    </message>
    <message>
        <source>Newest completed job; sorts by outcome (failures first), then newest first</source>
        <translation>Dernier job terminé ; trie par résultat (échecs d’abord), puis du plus récent au plus ancien</translation>
    </message>
    <message>
        <source>Mean queue time (dispatch → in progress), last 7 days</source>
        <translation>Temps moyen en file d&apos;attente (déclenchement → en cours), 7 derniers jours</translation>
    </message>
    <message>
        <source>▼ temporarily demoted: the relay&apos;s auto-demotion PR is open.
⚠ demotion pending: at L3 and the 7-day figures fail a demotion criterion, not yet flagged by the relay.
Otherwise the L3 readiness verdict.</source>
        <translation>▼ temporairement rétrogradé : la PR de rétrogradation automatique du relais est ouverte.
⚠ rétrogradation en attente : en L3 et les chiffres sur 7 jours échouent à un critère de rétrogradation, pas encore signalé par le relais.
Sinon, le verdict de préparation L3.</translation>
    </message>
    <message>
        <source>Sorts worst first: demoted, pending, then the verdict.</source>
        <translation>Trie les pires d’abord : rétrogradés, en attente, puis selon le verdict.</translation>
    </message>
    <message>
        <source>Not listed</source>
        <translation>Non listé</translation>
    </message>
    <message>
        <source>%1 — no backends</source>
        <translation>%1 — aucun backend</translation>
    </message>
    <message>
        <source>%1 (1 backend)</source>
        <translation>%1 (1 backend)</translation>
    </message>
    <message>
        <source>%1 (%2 backends)</source>
        <translation>%1 (%2 backends)</translation>
    </message>
    <message>
        <source>L1 Onboarding: events dispatched, results not stored</source>
        <translation>L1 Onboarding : événements déclenchés, résultats non stockés</translation>
    </message>
    <message>
        <source>L2 Observation: results stored and shown on HUD</source>
        <translation>L2 Observation : résultats stockés et affichés sur HUD</translation>
    </message>
    <message>
        <source>L3 Stable: non-blocking PR check with label ciflow/crcr/&lt;device&gt;</source>
        <translation>L3 Stable : check de PR non bloquant avec le label ciflow/crcr/&lt;device&gt;</translation>
    </message>
    <message>
        <source>L4 Mature: check on every PR, blocks merge</source>
        <translation>L4 Mature : check sur chaque PR, bloque le merge</translation>
    </message>
    <message>
        <source>Seen in CI data but in no allowlist level</source>
        <translation>Vu dans les données CI mais dans aucun niveau de l&apos;allowlist</translation>
    </message>
    <message>
        <source>device: %1 (label ciflow/crcr/%1)</source>
        <translation>périphérique : %1 (label ciflow/crcr/%1)</translation>
    </message>
    <message>
        <source>not in the allowlist: level from the latest CI results</source>
        <translation>absent de l&apos;allowlist : niveau d&apos;après les derniers résultats CI</translation>
    </message>
    <message>
        <source>held for %1 days</source>
        <translation>maintenu depuis %1 jours</translation>
    </message>
    <message>
        <source>No completed jobs in the last %1 days</source>
        <translation>Aucun job terminé sur les %1 derniers jours</translation>
    </message>
    <message>
        <source>no completed job</source>
        <translation>aucun job terminé</translation>
    </message>
    <message>
        <source>Newest completed job: %1 at %2 UTC</source>
        <translation>Dernier job terminé : %1 à %2 UTC</translation>
    </message>
    <message>
        <source>Newest completed job: %1 — %2 at %3 UTC</source>
        <translation>Dernier job terminé : %1 — %2 à %3 UTC</translation>
    </message>
    <message>
        <source>An expected outcome of the crcr-test probe: HUD counts it as a pass.</source>
        <translation>Un résultat attendu de la sonde crcr-test : HUD le compte comme réussi.</translation>
    </message>
    <message>
        <source>▼ temporarily demoted</source>
        <translation>▼ temporairement rétrogradé</translation>
    </message>
    <message>
        <source>⚠ demotion pending</source>
        <translation>⚠ rétrogradation en attente</translation>
    </message>
    <message>
        <source>The relay&apos;s auto-demotion PR is open: no new check runs until it is closed.</source>
        <translation>La PR de rétrogradation automatique du relais est ouverte : plus de nouveaux check runs tant qu&apos;elle n&apos;est pas fermée.</translation>
    </message>
    <message>
        <source>The last 7 days fail a demotion criterion; the relay has not flagged it yet.</source>
        <translation>Les 7 derniers jours échouent à un critère de rétrogradation ; le relais ne l&apos;a pas encore signalé.</translation>
    </message>
    <message>
        <source>L3 readiness: %1</source>
        <translation>Préparation L3 : %1</translation>
    </message>
    <message>
        <source>MUTED</source>
        <translation>SOURDINE</translation>
    </message>
    <message>
        <source>ACK</source>
        <translation>PRIS</translation>
    </message>
    <message>
        <source>alerts muted (right-click to unmute)</source>
        <translation>alertes en sourdine (clic droit pour réactiver)</translation>
    </message>
    <message>
        <source>alert acknowledged: investigating</source>
        <translation>alerte prise en charge : en cours d&apos;analyse</translation>
    </message>
    <message>
        <source>HUD&apos;s job pass rate of PR jobs over the last 7 days (demotion window).
✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs</source>
        <translation>Taux de réussite des jobs de PR selon HUD sur les 7 derniers jours (fenêtre de rétrogradation).
✔ ≥ 95 %   ▲ 80–95 %   ✖ moins de 80 %   – aucun job terminé</translation>
    </message>
    <message>
        <source>HUD&apos;s job pass rate of PR jobs over the last 14 days (promotion window).
✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs</source>
        <translation>Taux de réussite des jobs de PR selon HUD sur les 14 derniers jours (fenêtre de promotion).
✔ ≥ 95 %   ▲ 80–95 %   ✖ moins de 80 %   – aucun job terminé</translation>
    </message>
    <message>
        <source>HUD&apos;s end-to-end time P50 per workflow run (max queue + first start to last completion; the upper middle value), PR jobs, last 7 days</source>
        <translation>Temps de bout en bout P50 de HUD par exécution de workflow (attente maximale + du premier démarrage à la dernière fin ; la valeur médiane haute), jobs de PR, 7 derniers jours</translation>
    </message>
    <message>
        <source>device: unknown (HUD&apos;s allowlist API does not give it; set relay/allowlistFile)</source>
        <translation>périphérique : inconnu (l&apos;API allowlist de HUD ne le fournit pas ; définissez relay/allowlistFile)</translation>
    </message>
    <message>
        <source>device unknown</source>
        <translation>périphérique inconnu</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 jobs passed in the last %4 days
console&apos;s own split — test failures: %5   infra failures: %6 (timed out %7, cancelled %8)</source>
        <translation>%1 — %2 jobs sur %3 réussis au cours des %4 derniers jours
répartition propre à la console — échecs de tests : %5   échecs d&apos;infra : %6 (timeout %7, annulés %8)</translation>
    </message>
    <message>
        <source>▽ no data: HUD /crcr temporary demotion, level-status no change</source>
        <translation>▽ aucune donnée : HUD /crcr rétrogradation temporaire, level-status aucun changement</translation>
    </message>
</context>
<context>
    <name>hw::BackendsOverviewView</name>
    <message>
        <source>Backends by trust level</source>
        <translation>Backends par niveau de confiance</translation>
    </message>
    <message>
        <source>Pass-rate chips: %1 ≥ 95 %   %2 80–95 %   %3 below 80 %   %4 no completed jobs   ·   Marks: ▼ temporarily demoted (relay&apos;s demotion PR open)   ⚠ demotion pending (7-day figures fail, not flagged yet)   ·   Enter opens a backend</source>
        <translation>Pastilles de taux de réussite : %1 ≥ 95 %   %2 80–95 %   %3 moins de 80 %   %4 aucun job terminé   ·   Marques : ▼ temporairement rétrogradé (PR de rétrogradation du relais ouverte)   ⚠ rétrogradation en attente (chiffres sur 7 jours en échec, pas encore signalé)   ·   Entrée ouvre un backend</translation>
    </message>
    <message>
        <source>Click a column title to sort</source>
        <translation>Cliquer sur un titre de colonne pour trier</translation>
    </message>
    <message>
        <source>1 backend as of %1 UTC</source>
        <translation>1 backend au %1 UTC</translation>
    </message>
    <message>
        <source>%1 backends as of %2 UTC</source>
        <translation>%1 backends au %2 UTC</translation>
    </message>
    <message>
        <source>No backend data yet</source>
        <translation>Pas encore de données de backends</translation>
    </message>
    <message>
        <source>  ·  ▼ %1 temporarily demoted</source>
        <translation>  ·  ▼ %1 temporairement rétrogradé(s)</translation>
    </message>
    <message>
        <source>  ·  ⚠ %1 demotion pending</source>
        <translation>  ·  ⚠ %1 rétrogradation(s) en attente</translation>
    </message>
    <message>
        <source>&amp;Open %1</source>
        <translation>&amp;Ouvrir %1</translation>
    </message>
    <message>
        <source>&amp;Acknowledge: investigating (on / off)</source>
        <translation>&amp;Prendre en charge : en cours d&apos;analyse (oui / non)</translation>
    </message>
    <message>
        <source>&amp;Mute alerts for this backend (on / off)</source>
        <translation>&amp;Mettre en sourdine les alertes de ce backend (oui / non)</translation>
    </message>
    <message>
        <source>  ·  %1 muted</source>
        <translation>  ·  %1 en sourdine</translation>
    </message>
</context>
<context>
    <name>hw::BackendsPage</name>
    <message>
        <source>← All backends</source>
        <translation>← Tous les backends</translation>
    </message>
    <message>
        <source>Back to the overview (Esc)</source>
        <translation>Retour à la vue d&apos;ensemble (Échap)</translation>
    </message>
    <message>
        <source>no backend &quot;%1&quot;; known backends: %2</source>
        <translation>aucun backend &quot;%1&quot; ; backends connus : %2</translation>
    </message>
    <message>
        <source>promotion-review-%1.md</source>
        <translation>promotion-review-%1.md</translation>
    </message>
    <message>
        <source>Export promotion review report</source>
        <translation>Exporter le rapport de revue de promotion</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Wrote %1 and the PDF beside it</source>
        <translation>%1 écrit, avec le PDF à côté</translation>
    </message>
    <message>
        <source>◀◀ The past: backend figures as of %1, as fetched at %2 (from the recording).</source>
        <translation>◀◀ Le passé : chiffres des backends au %1, récupérés à %2 (depuis l&apos;enregistrement).</translation>
    </message>
    <message>
        <source>Demo data: backend figures as of %1 (generated from the real allowlist history).</source>
        <translation>Données de démo : chiffres des backends au %1 (générés à partir de l&apos;historique réel de l&apos;allowlist).</translation>
    </message>
    <message>
        <source>No backend data yet.</source>
        <translation>Pas encore de données de backends.</translation>
    </message>
    <message>
        <source>No backend data yet: %1</source>
        <translation>Pas encore de données de backends : %1</translation>
    </message>
    <message>
        <source>Backend figures may be out of date (as of %1): %2</source>
        <translation>Les chiffres des backends sont peut-être obsolètes (au %1) : %2</translation>
    </message>
    <message>
        <source>Polling waits for new credentials.</source>
        <translation>L&apos;interrogation attend de nouveaux identifiants.</translation>
    </message>
    <message>
        <source>Set password…</source>
        <translation>Définir le mot de passe…</translation>
    </message>
    <message>
        <source>Set relay token…</source>
        <translation>Définir le jeton du relais…</translation>
    </message>
    <message>
        <source>Offline: backend figures from the cache, as of %1.</source>
        <translation>Hors ligne : chiffres des backends depuis le cache, au %1.</translation>
    </message>
    <message>
        <source>Stale: backend figures are from %1.</source>
        <translation>Périmé : les chiffres des backends datent du %1.</translation>
    </message>
    <message>
        <source>Report not written: %1 — choose another folder or free disk space</source>
        <translation>Rapport non écrit : %1 — choisissez un autre dossier ou libérez de l&apos;espace disque</translation>
    </message>
    <message>
        <source>Sign in…</source>
        <translation>Se connecter…</translation>
    </message>
    <message>
        <source>An export is already under way.</source>
        <translation>Un export est déjà en cours.</translation>
    </message>
    <message>
        <source>Writing %1 and its PDF…</source>
        <translation>Écriture de %1 et de son PDF…</translation>
    </message>
    <message>
        <source>Back to the overview</source>
        <translation>Retour à la vue d&apos;ensemble</translation>
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
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing (missing)</source>
        <translation>rien (absent)</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>attendu %1, reçu %2</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>un entier</translation>
    </message>
    <message>
        <source>expected an integer, got %1</source>
        <translation>entier attendu, reçu %1</translation>
    </message>
    <message>
        <source>a number or null</source>
        <translation>un nombre ou null</translation>
    </message>
    <message>
        <source>&quot;L1&quot;..&quot;L4&quot; or null</source>
        <translation>« L1 »..« L4 » ou null</translation>
    </message>
    <message>
        <source>unsupported version %1 (expected %2)</source>
        <translation>version %1 non prise en charge (attendu : %2)</translation>
    </message>
    <message>
        <source>expected the number %1, got %2</source>
        <translation>nombre %1 attendu, reçu %2</translation>
    </message>
    <message>
        <source>pull request %1 listed twice</source>
        <translation>pull request %1 listée deux fois</translation>
    </message>
    <message>
        <source>CRCR snapshot: %1</source>
        <translation>instantané CRCR : %1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>%1 is out of range</source>
        <translation>%1 est hors limites</translation>
    </message>
</context>
<context>
    <name>hw::BackendsSync</name>
    <message>
        <source>allowlist %1: no relay client to fetch it with</source>
        <translation>allowlist %1 : aucun client relais pour la récupérer</translation>
    </message>
    <message>
        <source>allowlist %1</source>
        <translation>allowlist %1</translation>
    </message>
    <message>
        <source>seen in the relay&apos;s allowlist</source>
        <translation>vu dans l&apos;allowlist du relais</translation>
    </message>
    <message>
        <source>cache: the stored backends snapshot is unreadable (%1); it will be replaced by the next poll</source>
        <translation>cache : l&apos;instantané des backends enregistré est illisible (%1) ; la prochaine interrogation le remplacera</translation>
    </message>
    <message>
        <source>cache: %1 — free disk space; the poll is retried</source>
        <translation>cache : %1 — libérez de l&apos;espace disque ; l&apos;interrogation est relancée</translation>
    </message>
</context>
<context>
    <name>hw::CacheWriter</name>
    <message>
        <source>not written: the cache writer has stopped</source>
        <translation>non écrit : l&apos;écriture du cache est arrêtée</translation>
    </message>
    <message>
        <source>not written: the cache writer was stopped before this write began</source>
        <translation>non écrit : l&apos;écriture du cache a été arrêtée avant le début de cette écriture</translation>
    </message>
</context>
<context>
    <name>hw::ClickHouseError</name>
    <message>
        <source>unsupported Content-Encoding &apos;%1&apos; — a proxy re-encodes the answer: point clickhouse/url at ClickHouse itself</source>
        <translation>Content-Encoding &apos;%1&apos; non pris en charge — un proxy réencode la réponse : faites pointer clickhouse/url directement vers ClickHouse</translation>
    </message>
    <message>
        <source>check the host, port and path of clickhouse/url (ClickHouse&apos;s HTTP port is usually 8443 or 8123)</source>
        <translation>vérifiez l&apos;hôte, le port et le chemin de clickhouse/url (le port HTTP de ClickHouse est en général 8443 ou 8123)</translation>
    </message>
    <message>
        <source>no ClickHouse host given — set clickhouse/url in Profile ▸ Edit this profile…</source>
        <translation>aucun hôte ClickHouse indiqué — définissez clickhouse/url dans Profil ▸ Modifier ce profil…</translation>
    </message>
    <message>
        <source>the host, user or database contains a control character — fix clickhouse/url, user or database in Profile ▸ Edit this profile…</source>
        <translation>l&apos;hôte, l&apos;utilisateur ou la base contient un caractère de contrôle — corrigez clickhouse/url, user ou database dans Profil ▸ Modifier ce profil…</translation>
    </message>
    <message>
        <source>the password contains a control character — set it again (File ▸ Set ClickHouse password…)</source>
        <translation>le mot de passe contient un caractère de contrôle — définissez-le de nouveau (Fichier ▸ Définir le mot de passe ClickHouse…)</translation>
    </message>
    <message>
        <source>refusing to send credentials over plain http:// to %1; use https://, or set clickhouse/allowInsecureHttp=true in the profile if you accept that</source>
        <translation>refus d&apos;envoyer des identifiants en http:// non chiffré à %1 ; utilisez https://, ou définissez clickhouse/allowInsecureHttp=true dans le profil si vous l&apos;acceptez</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>network error</source>
        <translation>erreur réseau</translation>
    </message>
    <message>
        <source>TLS error</source>
        <translation>erreur TLS</translation>
    </message>
    <message>
        <source>configuration error</source>
        <translation>erreur de configuration</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <source>HTTP error</source>
        <translation>erreur HTTP</translation>
    </message>
    <message>
        <source>server error</source>
        <translation>erreur du serveur</translation>
    </message>
    <message>
        <source>response too large</source>
        <translation>réponse trop volumineuse</translation>
    </message>
    <message>
        <source>unexpected response</source>
        <translation>réponse inattendue</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>corrupt gzip response: %1</source>
        <translation>réponse gzip corrompue : %1</translation>
    </message>
    <message>
        <source>retrying; if it persists, check for a proxy in front of ClickHouse</source>
        <translation>nouvel essai en cours ; si cela persiste, vérifiez s&apos;il y a un proxy devant ClickHouse</translation>
    </message>
    <message>
        <source>if it persists, check for a proxy in front of ClickHouse</source>
        <translation>si cela persiste, vérifiez s&apos;il y a un proxy devant ClickHouse</translation>
    </message>
    <message>
        <source>retrying; if it persists, tell the ClickHouse admins</source>
        <translation>nouvel essai en cours ; si cela persiste, prévenez les administrateurs ClickHouse</translation>
    </message>
    <message>
        <source>if it persists, tell the ClickHouse admins</source>
        <translation>si cela persiste, prévenez les administrateurs ClickHouse</translation>
    </message>
    <message>
        <source>the server answered with an HTML page, not ClickHouse — check the URL or sign in to the proxy</source>
        <translation>le serveur a répondu par une page HTML, pas ClickHouse — vérifiez l&apos;URL ou connectez-vous au proxy</translation>
    </message>
    <message>
        <source>reply with more than %1 rows — choose a shorter range (or lower grid/maxCommits)</source>
        <translation>réponse de plus de %1 lignes — choisissez une période plus courte (ou baissez grid/maxCommits)</translation>
    </message>
    <message>
        <source>authentication failed</source>
        <translation>échec de l&apos;authentification</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>code %1</translation>
    </message>
    <message>
        <source>check clickhouse/database (Profile ▸ Edit this profile…)</source>
        <translation>vérifiez clickhouse/database (Profil ▸ Modifier ce profil…)</translation>
    </message>
    <message>
        <source>the server gave no message</source>
        <translation>le serveur n&apos;a donné aucun message</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>JSON mal formé : %1</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <source>more than %1 rows</source>
        <translation>plus de %1 lignes</translation>
    </message>
    <message>
        <source>column names: %1</source>
        <translation>noms de colonnes : %1</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>check clickhouse/url (Profile ▸ Edit this profile…): ClickHouse itself never redirects</source>
        <translation>vérifiez clickhouse/url (Profil ▸ Modifier ce profil…) : ClickHouse lui-même ne redirige jamais</translation>
    </message>
    <message>
        <source>redirect without a valid target not followed</source>
        <translation>redirection sans cible valide non suivie</translation>
    </message>
    <message>
        <source>redirect to &apos;%1&apos; not followed</source>
        <translation>redirection vers &apos;%1&apos; non suivie</translation>
    </message>
    <message numerus="yes">
        <source>the server stopped the query after %n s</source>
        <translation>
            <numerusform>le serveur a arrêté la requête après %n s</numerusform>
            <numerusform>le serveur a arrêté la requête après %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>the server stopped the query at its time limit</source>
        <translation>le serveur a arrêté la requête à sa limite de temps</translation>
    </message>
    <message>
        <source>narrow the range or the branch, or raise clickhouse/maxExecutionSeconds (Profile ▸ Edit this profile…)</source>
        <translation>réduisez la période ou la branche, ou augmentez clickhouse/maxExecutionSeconds (Profil ▸ Modifier ce profil…)</translation>
    </message>
</context>
<context>
    <name>hw::ClickHouseRowReader</name>
    <message>
        <source>column &apos;%1&apos; has type %2, expected %3</source>
        <translation>la colonne &apos;%1&apos; est de type %2, attendu : %3</translation>
    </message>
    <message>
        <source> (value &apos;%1&apos;)</source>
        <translation> (valeur &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>%1 — this table is not HUD&apos;s schema: check clickhouse/database, or update HUD Watch</source>
        <translation>%1 — cette table n&apos;a pas le schéma de HUD : vérifiez clickhouse/database, ou mettez HUD Watch à jour</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; is out of range (%2)</source>
        <translation>la colonne &apos;%1&apos; est hors limites (%2)</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; has value %2, expected 0 or 1</source>
        <translation>la colonne &apos;%1&apos; vaut %2, attendu : 0 ou 1</translation>
    </message>
</context>
<context>
    <name>hw::ClickHouseSql</name>
    <message>
        <source>no value bound for placeholder {%1} (a bug in HUD Watch: please report it)</source>
        <translation>aucune valeur liée à l’emplacement {%1} (un bogue de HUD Watch : merci de le signaler)</translation>
    </message>
    <message>
        <source>cannot bind a value of type %1 to {%2} (a bug in HUD Watch: please report it)</source>
        <translation>impossible de lier une valeur de type %1 à {%2} (un bogue de HUD Watch : merci de le signaler)</translation>
    </message>
    <message>
        <source>binding {%1} is not used by the query (a bug in HUD Watch: please report it)</source>
        <translation>la liaison {%1} n’est pas utilisée par la requête (un bogue de HUD Watch : merci de le signaler)</translation>
    </message>
</context>
<context>
    <name>hw::ColumnProbeRows</name>
    <message>
        <source>a column name of %1 bytes</source>
        <translation>un nom de colonne de %1 octets</translation>
    </message>
    <message>
        <source>expected two columns, got %1</source>
        <translation>deux colonnes attendues, %1 reçues</translation>
    </message>
    <message>
        <source>expected two fields, got %1</source>
        <translation>deux champs attendus, %1 reçus</translation>
    </message>
</context>
<context>
    <name>hw::CommandPalette</name>
    <message>
        <source>Go to a view, backend, job, flaky test or action…</source>
        <translation>Aller à une vue, un backend, un job, un test instable ou une action…</translation>
    </message>
</context>
<context>
    <name>hw::CommandPaletteModel</name>
    <message>
        <source>View</source>
        <translation>Vue</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
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
        <translation>Test instable</translation>
    </message>
</context>
<context>
    <name>hw::ConnectionTest</name>
    <message>
        <source>not checked</source>
        <translation>non vérifié</translation>
    </message>
    <message>
        <source>no answer within %1 s: check the address, the port and that the server is up</source>
        <translation>pas de réponse en %1 s : vérifiez l&apos;adresse, le port et que le serveur est démarré</translation>
    </message>
    <message>
        <source>ClickHouse</source>
        <translation>ClickHouse</translation>
    </message>
    <message>
        <source>not checked: ClickHouse cannot be reached</source>
        <translation>non vérifié : ClickHouse est injoignable</translation>
    </message>
    <message>
        <source>ClickHouse %1 at %2</source>
        <translation>ClickHouse %1 sur %2</translation>
    </message>
    <message>
        <source>%1: %2 rows</source>
        <translation>%1 : %2 lignes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>relay allowlist</source>
        <translation>allowlist du relais</translation>
    </message>
    <message>
        <source>allowlist: %1 L1, %2 L2, %3 L3, %4 L4 backends from %5</source>
        <translation>allowlist : %1 backends L1, %2 L2, %3 L3, %4 L4 depuis %5</translation>
    </message>
    <message>
        <source>OpenID provider</source>
        <translation>fournisseur OpenID</translation>
    </message>
    <message>
        <source>authorization</source>
        <translation>autorisation</translation>
    </message>
    <message>
        <source>token</source>
        <translation>jeton</translation>
    </message>
    <message>
        <source>device authorization</source>
        <translation>autorisation d&apos;appareil</translation>
    </message>
    <message>
        <source>revocation</source>
        <translation>révocation</translation>
    </message>
    <message>
        <source>introspection</source>
        <translation>introspection</translation>
    </message>
    <message>
        <source>userinfo</source>
        <translation>userinfo</translation>
    </message>
    <message>
        <source>%1: endpoints %2; device flow: %3</source>
        <translation>%1 : points de terminaison %2 ; flux par appareil : %3</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>the server answered no version — check that clickhouse/url is ClickHouse&apos;s HTTP port</source>
        <translation>le serveur n&apos;a indiqué aucune version — vérifiez que clickhouse/url désigne le port HTTP de ClickHouse</translation>
    </message>
    <message>
        <source>the server answered no row count — check that clickhouse/url is ClickHouse&apos;s HTTP port</source>
        <translation>le serveur n&apos;a indiqué aucun nombre de lignes — vérifiez que clickhouse/url désigne le port HTTP de ClickHouse</translation>
    </message>
</context>
<context>
    <name>hw::Console</name>
    <message>
        <source>demo recording</source>
        <translation>enregistrement de démo</translation>
    </message>
    <message>
        <source>ClickHouse password</source>
        <translation>Mot de passe ClickHouse</translation>
    </message>
    <message>
        <source>Password for %1 at %2.
It is stored in your system keychain, never in a file.</source>
        <translation>Mot de passe pour %1 sur %2.
Il est stocké dans le trousseau du système, jamais dans un fichier.</translation>
    </message>
    <message>
        <source>Keychain</source>
        <translation>Trousseau</translation>
    </message>
    <message>
        <source>◀◀ Replaying %1 — showing %2</source>
        <translation>◀◀ Relecture de %1 — affiche %2</translation>
    </message>
    <message>
        <source>demo figures of their own dates, %1 – %2, not of the demo&apos;s day (%3)</source>
        <translation>chiffres de démo à leurs propres dates, %1 – %2, pas au jour de la démo (%3)</translation>
    </message>
    <message>
        <source>The password could not be stored: %1
Unlock or start your keychain (GNOME Keyring, KWallet), then set it again (File ▸ Set ClickHouse password…).</source>
        <translation>Le mot de passe n&apos;a pas pu être enregistré : %1
Déverrouillez ou démarrez votre trousseau (GNOME Keyring, KWallet), puis définissez-le de nouveau (Fichier ▸ Définir le mot de passe ClickHouse…).</translation>
    </message>
    <message>
        <source>The cache held another repository&apos;s rows; they were cleared for %1.</source>
        <translation>Le cache contenait les lignes d&apos;un autre dépôt ; elles ont été effacées pour %1.</translation>
    </message>
</context>
<context>
    <name>hw::ConsoleHost</name>
    <message>
        <source>Switch profile</source>
        <translation>Changer de profil</translation>
    </message>
    <message>
        <source>Cannot open profile &quot;%1&quot;: %2
Staying with the current one.</source>
        <translation>Impossible d&apos;ouvrir le profil &quot;%1&quot; : %2
Le profil actuel est conservé.</translation>
    </message>
    <message>
        <source>Edit profile</source>
        <translation>Modifier le profil</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>Enregistrer le profil</translation>
    </message>
    <message>
        <source>Keychain</source>
        <translation>Trousseau</translation>
    </message>
    <message>
        <source>Import a profile</source>
        <translation>Importer un profil</translation>
    </message>
    <message>
        <source>Profiles (*.ini);;All files (*)</source>
        <translation>Profils (*.ini);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Imported profile &quot;%1&quot; (no secrets: set its password when you open it).</source>
        <translation>Profil &quot;%1&quot; importé (sans secrets : définissez son mot de passe à l&apos;ouverture).</translation>
    </message>
    <message>
        <source>Export this profile</source>
        <translation>Exporter ce profil</translation>
    </message>
    <message>
        <source>Profiles (*.ini)</source>
        <translation>Profils (*.ini)</translation>
    </message>
    <message>
        <source>Exported to %1, without secrets.</source>
        <translation>Exporté vers %1, sans secrets.</translation>
    </message>
    <message>
        <source>Open in a text editor</source>
        <translation>Ouvrir dans un éditeur de texte</translation>
    </message>
    <message>
        <source>The profile was saved, but the password could not be stored: %1
Unlock or start your keychain (GNOME Keyring, KWallet), then set it again (File ▸ Set ClickHouse password…).</source>
        <translation>Le profil a été enregistré, mais le mot de passe n&apos;a pas pu être stocké : %1
Déverrouillez ou démarrez votre trousseau (GNOME Keyring, KWallet), puis définissez-le de nouveau (Fichier ▸ Définir le mot de passe ClickHouse…).</translation>
    </message>
    <message>
        <source>Opening profile &quot;%1&quot; was cancelled; this one stays.</source>
        <translation>L&apos;ouverture du profil « %1 » a été annulée ; celui-ci reste.</translation>
    </message>
</context>
<context>
    <name>hw::ConsoleInputs</name>
    <message>
        <source>Opening the cache of profile %1…</source>
        <translation>Ouverture du cache du profil %1…</translation>
    </message>
    <message>
        <source>Preparing the demo recording…</source>
        <translation>Préparation de l&apos;enregistrement de démonstration…</translation>
    </message>
    <message>
        <source>Reading the recording %1…</source>
        <translation>Lecture de l&apos;enregistrement %1…</translation>
    </message>
    <message>
        <source>the bundled demo recording cannot be loaded: %1 — reinstall HUD Watch, or start with --profile NAME</source>
        <translation>l&apos;enregistrement de démonstration fourni ne peut pas être chargé : %1 — réinstallez HUD Watch, ou lancez-le avec --profile NOM</translation>
    </message>
    <message>
        <source>cannot replay %1: %2</source>
        <translation>impossible de rejouer %1 : %2</translation>
    </message>
    <message>
        <source>%1 — move the file aside (HUD Watch fetches the data again) or set cache/path in the profile</source>
        <translation>%1 — mettez le fichier de côté (HUD Watch récupère à nouveau les données) ou définissez cache/path dans le profil</translation>
    </message>
    <message>
        <source>Opening the cache of profile %1 and writing what it holds to %2…</source>
        <translation>Ouverture du cache du profil %1 et écriture de son contenu dans %2…</translation>
    </message>
    <message>
        <source>--record %1: %2</source>
        <translation>--record %1 : %2</translation>
    </message>
    <message>
        <source>cannot open %1: %2 — give --utilization an nvidia-smi CSV or monitor.py JSON lines file</source>
        <translation>impossible d&apos;ouvrir %1 : %2 — donnez à --utilization un CSV nvidia-smi ou un fichier de lignes JSON de monitor.py</translation>
    </message>
    <message>
        <source>%1 — fix the file, or remove grid/groupingFile from the profile</source>
        <translation>%1 — corrigez le fichier, ou retirez grid/groupingFile du profil</translation>
    </message>
</context>
<context>
    <name>hw::CredentialStore</name>
    <message>
        <source>no secret stored for %1</source>
        <translation>aucun secret enregistré pour %1</translation>
    </message>
    <message>
        <source>keychain access denied for %1 — allow HUD Watch in your keychain (GNOME Keyring, KWallet)</source>
        <translation>accès au trousseau refusé pour %1 — autorisez HUD Watch dans votre trousseau (GNOME Keyring, KWallet)</translation>
    </message>
    <message>
        <source>keychain error for %1: %2 — unlock or start your keychain (GNOME Keyring, KWallet)</source>
        <translation>erreur du trousseau pour %1 : %2 — déverrouillez ou démarrez votre trousseau (GNOME Keyring, KWallet)</translation>
    </message>
    <message>
        <source>the keychain did not answer within %1 s (is it locked, or waiting for a password prompt?)</source>
        <translation>le trousseau n&apos;a pas répondu en %1 s (est-il verrouillé, ou attend-il une saisie de mot de passe ?)</translation>
    </message>
    <message>
        <source>no keychain available (Secret Service not running?)</source>
        <translation>aucun trousseau disponible (Secret Service non démarré ?)</translation>
    </message>
</context>
<context>
    <name>hw::CustomRangeDialog</name>
    <message>
        <source>Custom time range</source>
        <translation>Période personnalisée</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>local time</source>
        <translation>heure locale</translation>
    </message>
    <message>
        <source>&amp;From (%1):</source>
        <translation>&amp;Du (%1) :</translation>
    </message>
    <message>
        <source>&amp;To (%1):</source>
        <translation>&amp;Au (%1) :</translation>
    </message>
    <message>
        <source>⚠ The range ends before it starts.</source>
        <translation>⚠ La période se termine avant de commencer.</translation>
    </message>
</context>
<context>
    <name>hw::DesktopNotifier</name>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
</context>
<context>
    <name>hw::DisabledTestsModel</name>
    <message>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>Disabled by issue #%1 since %2 (UTC)</source>
        <translation>Désactivé par l&apos;issue #%1 depuis le %2 (UTC)</translation>
    </message>
    <message>
        <source>Disabled test</source>
        <translation>Test désactivé</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Platforms</source>
        <translation>Plateformes</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Depuis</translation>
    </message>
</context>
<context>
    <name>hw::ExportWindowDialog</name>
    <message>
        <source>Export time window</source>
        <translation>Exporter une fenêtre temporelle</translation>
    </message>
    <message>
        <source>Writes the grid&apos;s commits and job rows of a time window to one file that &lt;tt&gt;hudwatch --replay FILE&lt;/tt&gt; opens offline. No password or token is written.</source>
        <translation>Écrit les commits et les lignes de jobs de la grille d&apos;une fenêtre temporelle dans un fichier que &lt;tt&gt;hudwatch --replay FICHIER&lt;/tt&gt; ouvre hors ligne. Aucun mot de passe ni jeton n&apos;est écrit.</translation>
    </message>
    <message>
        <source>Held:</source>
        <translation>Disponible :</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Du :</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Au :</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>⚠ The window ends before it starts.</source>
        <translation>⚠ La fenêtre se termine avant de commencer.</translation>
    </message>
</context>
<context>
    <name>hw::FigureCommand</name>
    <message>
        <source>Print JSON (the format these commands write).</source>
        <translation>Afficher du JSON (le format qu&apos;écrivent ces commandes).</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Afficher cette aide.</translation>
    </message>
    <message>
        <source>Try &apos;hudwatch %1 --help&apos;.</source>
        <translation>Essayez &apos;hudwatch %1 --help&apos;.</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>argument inattendu : %1</translation>
    </message>
    <message>
        <source>give --json: the figures are printed as JSON (the shapes are in the README)</source>
        <translation>donnez --json : les chiffres sont affichés en JSON (les formes sont décrites dans le README)</translation>
    </message>
</context>
<context>
    <name>hw::FigureSource</name>
    <message>
        <source>Read the profile NAME&apos;s cache (what its console shows offline).</source>
        <translation>Lire le cache du profil NOM (ce que sa console affiche hors ligne).</translation>
    </message>
    <message>
        <source>Read a recording FILE (or &quot;demo&quot;); without --profile and --replay, the bundled demo recording.</source>
        <translation>Lire un enregistrement FICHIER (ou &quot;demo&quot;) ; sans --profile ni --replay, l&apos;enregistrement de démo fourni.</translation>
    </message>
    <message>
        <source>The instant of the recording to read: ISO 8601 UTC (2024-08-14T03:10:00Z) or a time of day (03:10) on its first day (default: the demo&apos;s live instant, a recording&apos;s end).</source>
        <translation>L&apos;instant de l&apos;enregistrement à lire : ISO 8601 UTC (2024-08-14T03:10:00Z) ou une heure du jour (03:10) de son premier jour (par défaut : l&apos;instant en direct de la démo, la fin d&apos;un enregistrement).</translation>
    </message>
    <message>
        <source>--profile and --replay cannot be combined</source>
        <translation>--profile et --replay ne peuvent pas être combinés</translation>
    </message>
    <message>
        <source>--at reads a recording: give --replay FILE (make one with &apos;hudwatch --profile %1 --record FILE&apos;)</source>
        <translation>--at lit un enregistrement : donnez --replay FICHIER (créez-en un avec &apos;hudwatch --profile %1 --record FICHIER&apos;)</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no cache yet (%2): open the console with --profile %1 once</source>
        <translation>le profil &quot;%1&quot; n&apos;a pas encore de cache (%2) : ouvrez une fois la console avec --profile %1</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no grid rows cached yet: open the console with --profile %1 once</source>
        <translation>le profil &quot;%1&quot; n&apos;a pas encore de lignes de grille en cache : ouvrez une fois la console avec --profile %1</translation>
    </message>
    <message>
        <source>this recording has no %1 at or before %2</source>
        <translation>cet enregistrement n&apos;a pas de %1 à %2 ou avant</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no %2 cached yet: open its view in the console with --profile %1 once</source>
        <translation>le profil &quot;%1&quot; n&apos;a pas encore de %2 en cache : ouvrez une fois sa vue dans la console avec --profile %1</translation>
    </message>
</context>
<context>
    <name>hw::FlakyClickHouseSource</name>
    <message>
        <source>flaky tests: invalid time range %1 .. %2 (it must be non-empty and at most %3 days): choose another range</source>
        <translation>tests instables : période non valide %1 .. %2 (elle doit être non vide et d&apos;au plus %3 jours) : choisissez une autre période</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; has type %2, expected array</source>
        <translation>la colonne &apos;%1&apos; est de type %2, attendu : tableau</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; holds a %2, expected strings</source>
        <translation>la colonne &apos;%1&apos; contient %2, attendu : chaînes</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; is empty</source>
        <translation>la colonne &apos;%1&apos; est vide</translation>
    </message>
    <message>
        <source>%1 flaky and %2 failed runs of %3</source>
        <translation>%1 exécutions instables et %2 en échec sur %3</translation>
    </message>
    <message>
        <source>column &apos;issue&apos; is not an issue number (%1)</source>
        <translation>la colonne &apos;issue&apos; n’est pas un numéro d’issue (%1)</translation>
    </message>
    <message>
        <source>flaky tests: invalid ClickHouse table name &apos;%1&apos; (a bug in HUD Watch: please report it)</source>
        <translation>tests instables : nom de table ClickHouse non valide &apos;%1&apos; (un bogue de HUD Watch : merci de le signaler)</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; holds a %2, expected integers</source>
        <translation>la colonne &apos;%1&apos; contient %2, attendu : entiers</translation>
    </message>
    <message>
        <source>numGreen %1 and numRed %2 of a flaky test</source>
        <translation>numGreen %1 et numRed %2 pour un test instable</translation>
    </message>
    <message>
        <source>numGreen %1 and numRed %2 of a rerun test</source>
        <translation>numGreen %1 et numRed %2 pour un test relancé</translation>
    </message>
</context>
<context>
    <name>hw::FlakyDemo</name>
    <message>
        <source>the demo has no runs of %1</source>
        <translation>la démo n’a aucune exécution de %1</translation>
    </message>
</context>
<context>
    <name>hw::FlakyFeature</name>
    <message>
        <source>flaky tests</source>
        <translation>tests instables</translation>
    </message>
    <message>
        <source>this recording has no test runs</source>
        <translation>cet enregistrement ne contient aucune exécution de test</translation>
    </message>
    <message>
        <source>offline: the runs of a test are fetched from ClickHouse — start without --offline to see them</source>
        <translation>hors ligne : les exécutions d&apos;un test sont récupérées depuis ClickHouse — lancez sans --offline pour les voir</translation>
    </message>
</context>
<context>
    <name>hw::FlakyFigures</name>
    <message>
        <source>flaky-test results</source>
        <translation>résultats des tests instables</translation>
    </message>
    <message>
        <source>the stored flaky-test results are unreadable: %1</source>
        <translation>les résultats des tests instables enregistrés sont illisibles : %1</translation>
    </message>
</context>
<context>
    <name>hw::FlakyHistoryJson</name>
    <message>
        <source>not a JSON object (%1)</source>
        <translation>pas un objet JSON (%1)</translation>
    </message>
    <message>
        <source>version %1, this build reads version %2</source>
        <translation>version %1, cette version du programme lit la version %2</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true ou false attendu</translation>
    </message>
    <message>
        <source>not an outcome</source>
        <translation>pas un résultat</translation>
    </message>
</context>
<context>
    <name>hw::FlakyPage</name>
    <message>
        <source>Disabled tests per day, by platform</source>
        <translation>Tests désactivés par jour, par plateforme</translation>
    </message>
    <message>
        <source>No disabled-test snapshots in this time range</source>
        <translation>Aucun instantané de tests désactivés sur cette période</translation>
    </message>
    <message>
        <source>Filter tests by regular expression (file · class · name)</source>
        <translation>Filtrer les tests par expression régulière (fichier · classe · nom)</translation>
    </message>
    <message>
        <source>Test filter</source>
        <translation>Filtre de tests</translation>
    </message>
    <message>
        <source>at least </source>
        <translation>au moins </translation>
    </message>
    <message>
        <source> runs</source>
        <translation> exécutions</translation>
    </message>
    <message>
        <source>Tests with fewer runs are left out: a flake rate from a handful of runs says little</source>
        <translation>Les tests ayant moins d&apos;exécutions sont exclus : un taux de flakiness sur une poignée d&apos;exécutions dit peu de chose</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Disabled now</source>
        <translation>Désactivés</translation>
    </message>
    <message>
        <source>Could be re-enabled</source>
        <translation>Réactivables</translation>
    </message>
    <message>
        <source>%1 of %2 tests</source>
        <translation>%1 tests sur %2</translation>
    </message>
    <message>
        <source>No flaky tests in this range</source>
        <translation>Aucun test instable sur cette période</translation>
    </message>
    <message>
        <source>Enter or double-click: every run of the test</source>
        <translation>Entrée ou double-clic : toutes les exécutions du test</translation>
    </message>
    <message>
        <source> · ⊘ %1 disabled now</source>
        <translation> · ⊘ %1 désactivés</translation>
    </message>
    <message>
        <source> · ✓ %1 could be re-enabled</source>
        <translation> · ✓ %1 réactivables</translation>
    </message>
    <message>
        <source> · 1 test run without a name not counted</source>
        <translation> · 1 exécution de test sans nom non comptée</translation>
    </message>
    <message>
        <source> · %1 test runs without a name not counted</source>
        <translation> · %1 exécutions de test sans nom non comptées</translation>
    </message>
    <message>
        <source>flaky tests</source>
        <translation>tests instables</translation>
    </message>
    <message>
        <source>across-file reruns</source>
        <translation>relances inter-fichiers</translation>
    </message>
    <message>
        <source>disabled per day</source>
        <translation>désactivés par jour</translation>
    </message>
    <message>
        <source>disabled tests</source>
        <translation>tests désactivés</translation>
    </message>
    <message>
        <source>re-enable candidates</source>
        <translation>candidats à la réactivation</translation>
    </message>
    <message>
        <source>✗ %1 could not be read: %2</source>
        <translation>✗ %1 illisibles : %2</translation>
    </message>
    <message>
        <source>⚠ 1 flaky test (HUD, in process) with at least %1 runs (console)</source>
        <translation>⚠ 1 test instable (HUD, dans le processus) avec au moins %1 exécutions (console)</translation>
    </message>
    <message>
        <source>⚠ %1 flaky tests (HUD, in process) with at least %2 runs (console)</source>
        <translation>⚠ %1 tests instables (HUD, dans le processus) avec au moins %2 exécutions (console)</translation>
    </message>
    <message>
        <source> · %1 across-file reruns (HUD)</source>
        <translation> · %1 relances inter-fichiers (HUD)</translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestHistorySource</name>
    <message>
        <source>column &apos;outcome&apos; has an unknown value &apos;%1&apos;</source>
        <translation>la colonne &apos;outcome&apos; a une valeur inconnue &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 flaky and %2 failed runs of %3</source>
        <translation>%1 exécutions instables et %2 en échec sur %3</translation>
    </message>
    <message>
        <source>flaky tests: no test named</source>
        <translation>tests instables : aucun test indiqué</translation>
    </message>
    <message>
        <source>flaky tests: invalid time range for %1: choose another range</source>
        <translation>tests instables : période non valide pour %1 : choisissez une autre période</translation>
    </message>
    <message>
        <source>flaky tests: invalid ClickHouse table name (a bug in HUD Watch: please report it)</source>
        <translation>tests instables : nom de table ClickHouse non valide (un bogue de HUD Watch : merci de le signaler)</translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestRunsModel</name>
    <message>
        <source>%1 passed</source>
        <translation>%1 réussi</translation>
    </message>
    <message>
        <source>%1 flaky (passed on rerun)</source>
        <translation>%1 instable (réussi en relance)</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 échoué</translation>
    </message>
    <message>
        <source>%1 skipped</source>
        <translation>%1 ignoré</translation>
    </message>
    <message>
        <source>job %1 (not in workflow_job)</source>
        <translation>job %1 (absent de workflow_job)</translation>
    </message>
    <message>
        <source>Enter or double-click opens %1</source>
        <translation>Entrée ou double-clic ouvre %1</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
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
        <translation>← Tous les tests instables</translation>
    </message>
    <message>
        <source>Back to the list (Esc)</source>
        <translation>Retour à la liste (Échap)</translation>
    </message>
    <message>
        <source>Flake rate per day, with its 95 % interval</source>
        <translation>Taux de flakiness par jour, avec son intervalle à 95 %</translation>
    </message>
    <message>
        <source>No runs of this test in this time range</source>
        <translation>Aucune exécution de ce test sur cette période</translation>
    </message>
    <message>
        <source>⚠ %1 flaky of %2 runs · %3 · %4</source>
        <translation>⚠ %1 instables sur %2 exécutions · %3 · %4</translation>
    </message>
    <message>
        <source>disabled by #%1</source>
        <translation>désactivé par #%1</translation>
    </message>
    <message>
        <source>not disabled</source>
        <translation>non désactivé</translation>
    </message>
    <message>
        <source>Loading every run…</source>
        <translation>Chargement de toutes les exécutions…</translation>
    </message>
    <message>
        <source>1 run</source>
        <translation>1 exécution</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 exécutions</translation>
    </message>
    <message>
        <source> (the newest; older runs are left out)</source>
        <translation> (les plus récentes ; les plus anciennes sont exclues)</translation>
    </message>
    <message>
        <source> · ⚠ %1 malformed rows left out</source>
        <translation> · ⚠ %1 lignes mal formées ignorées</translation>
    </message>
    <message>
        <source> · Enter on a run opens its job</source>
        <translation> · Entrée sur une exécution ouvre son job</translation>
    </message>
    <message>
        <source>The runs are not available (see above)</source>
        <translation>Les exécutions ne sont pas disponibles (voir ci-dessus)</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>Retour à la liste</translation>
    </message>
    <message>
        <source>Flaky tests</source>
        <translation>Tests instables</translation>
    </message>
    <message>
        <source>Stop loading the runs (Esc)</source>
        <translation>Arrêter le chargement des exécutions (Échap)</translation>
    </message>
    <message>
        <source>Cancelled; the runs were not loaded. Enter on the test in the list (Esc goes back to it) loads them again.</source>
        <translation>Annulé ; les exécutions n&apos;ont pas été chargées. Entrée sur le test dans la liste (Échap y revient) les charge à nouveau.</translation>
    </message>
    <message>
        <source>The runs were not loaded (cancelled)</source>
        <translation>Les exécutions n&apos;ont pas été chargées (annulé)</translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestsFilterProxy</name>
    <message>
        <source>Invalid regular expression at character %1: %2 — fix it or put \ before . * ( [</source>
        <translation>Expression régulière invalide au caractère %1 : %2 — corrigez-la ou mettez \ devant . * ( [</translation>
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
        <translation>job inconnu</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>%1 flaky of %2 runs (%3 more failed without passing). Ranked by the lower bound of the 95 % Wilson interval: few runs give a low bound.</source>
        <translation>%1 instables sur %2 exécutions (%3 autres ont échoué sans réussir). Classé par la borne inférieure de l&apos;intervalle de Wilson à 95 % : peu d&apos;exécutions donnent une borne basse.</translation>
    </message>
    <message>
        <source>The jobs it flaked in are not in workflow_job.</source>
        <translation>Les jobs où il a été instable ne sont pas dans workflow_job.</translation>
    </message>
    <message>
        <source>Test (file · class · name)</source>
        <translation>Test (fichier · classe · nom)</translation>
    </message>
    <message>
        <source>Platforms / jobs</source>
        <translation>Plateformes / jobs</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>Last flake</source>
        <translation>Dernière instabilité</translation>
    </message>
    <message>
        <source>Flaky runs (console)</source>
        <translation>Exécutions instables (console)</translation>
    </message>
    <message>
        <source>Runs (console)</source>
        <translation>Exécutions (console)</translation>
    </message>
    <message>
        <source>Flake rate (console, 95 % lower bound)</source>
        <translation>Taux de flakiness (console, borne inférieure à 95 %)</translation>
    </message>
    <message>
        <source>HUD&apos;s flaky_tests/in_subprocess: numGreen = the test&apos;s rows that passed on a rerun with no failure, numRed = their reruns (jobs on main of this repository)</source>
        <translation>flaky_tests/in_subprocess de HUD : numGreen = les lignes du test réussies lors d&apos;une relance sans échec, numRed = leurs relances (jobs sur main de ce dépôt)</translation>
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
        <translation>GitHub a refusé la connexion : %1</translation>
    </message>
    <message>
        <source>the log&apos;s storage answered HTTP %1 — press L on the cell again in a minute</source>
        <translation>le stockage du journal a répondu HTTP %1 — appuyez de nouveau sur L sur la cellule dans une minute</translation>
    </message>
    <message>
        <source>GitHub wants a sign-in for this log — sign in (File ▸ Sign in)</source>
        <translation>GitHub demande une connexion pour ce journal — connectez-vous (Fichier ▸ Se connecter)</translation>
    </message>
    <message>
        <source>GitHub refused the sign-in — sign in again (File ▸ Sign in)</source>
        <translation>GitHub a refusé la connexion — reconnectez-vous (Fichier ▸ Se connecter)</translation>
    </message>
    <message>
        <source>GitHub answered HTTP %1: no such job log, or not visible to anonymous requests — sign in (File ▸ Sign in)</source>
        <translation>GitHub a répondu HTTP %1 : ce journal de job n&apos;existe pas, ou n&apos;est pas visible pour les requêtes anonymes — connectez-vous (Fichier ▸ Se connecter)</translation>
    </message>
    <message>
        <source>GitHub answered HTTP %1: no such job log, or not visible to this sign-in — open the job&apos;s GitHub page (Enter on the cell)</source>
        <translation>GitHub a répondu HTTP %1 : ce journal de job n&apos;existe pas, ou n&apos;est pas visible pour cette connexion — ouvrez la page GitHub du job (Entrée sur la cellule)</translation>
    </message>
    <message>
        <source>GitHub answered HTTP %1 — press L on the cell again in a minute</source>
        <translation>GitHub a répondu HTTP %1 — appuyez de nouveau sur L sur la cellule dans une minute</translation>
    </message>
    <message>
        <source>GitHub answered HTTP %1 — open the job&apos;s GitHub page (Enter on the cell)</source>
        <translation>GitHub a répondu HTTP %1 — ouvrez la page GitHub du job (Entrée sur la cellule)</translation>
    </message>
</context>
<context>
    <name>hw::GridAlertEvaluator</name>
    <message>
        <source>failing on the last commit, %1</source>
        <translation>échoue sur le dernier commit, %1</translation>
    </message>
    <message>
        <source>failing on the last %1 commits, since %2</source>
        <translation>échoue sur les %1 derniers commits, depuis %2</translation>
    </message>
    <message>
        <source>failed (your rule &quot;%1&quot;)</source>
        <translation>échoué (votre règle &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>broken: %1</source>
        <translation>cassé : %1</translation>
    </message>
    <message>
        <source>trunk</source>
        <translation>trunk</translation>
    </message>
    <message>
        <source>red for %1 min, broken jobs: %2</source>
        <translation>rouge depuis %1 min, jobs cassés : %2</translation>
    </message>
    <message>
        <source>unreachable, failed polls: %1</source>
        <translation>injoignable, interrogations échouées : %1</translation>
    </message>
    <message>
        <source>no new data for %1 min</source>
        <translation>aucune nouvelle donnée depuis %1 min</translation>
    </message>
</context>
<context>
    <name>hw::GridClickHouseSource</name>
    <message>
        <source>%1 row %2: %3</source>
        <translation>%1 ligne %2 : %3</translation>
    </message>
</context>
<context>
    <name>hw::GridFilterBar</name>
    <message>
        <source>Filter jobs (regex)…</source>
        <translation>Filtrer les jobs (regex)…</translation>
    </message>
    <message>
        <source>Case-insensitive regular expression on &quot;workflow / job&quot;. Press / to focus, Esc to clear.</source>
        <translation>Expression régulière insensible à la casse sur « workflow / job ». / pour y accéder, Échap pour effacer.</translation>
    </message>
    <message>
        <source>Hide green</source>
        <translation>Masquer les verts</translation>
    </message>
    <message>
        <source>Hide job columns without any failure or pending run</source>
        <translation>Masquer les colonnes sans échec ni exécution en cours</translation>
    </message>
    <message>
        <source>Hide unstable</source>
        <translation>Masquer les instables</translation>
    </message>
    <message>
        <source>Hide jobs marked unstable (their failures are warnings)</source>
        <translation>Masquer les jobs marqués instables (leurs échecs sont des avertissements)</translation>
    </message>
    <message>
        <source>Hide skipped</source>
        <translation>Masquer les ignorés</translation>
    </message>
    <message>
        <source>Hide jobs that were skipped on every commit</source>
        <translation>Masquer les jobs ignorés sur chaque commit</translation>
    </message>
    <message>
        <source>Grouped</source>
        <translation>Groupé</translation>
    </message>
    <message>
        <source>Show one column per job group</source>
        <translation>Une colonne par groupe de jobs</translation>
    </message>
    <message>
        <source>Invalid regex at %1: %2 — fix it or put \ before . * ( [</source>
        <translation>Expression régulière invalide à la position %1 : %2 — corrigez-la ou mettez \ devant . * ( [</translation>
    </message>
    <message>
        <source>Clear the filter</source>
        <translation>Vider le filtre</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
</context>
<context>
    <name>hw::GridJobRows</name>
    <message>
        <source>the reply has no column &apos;%1&apos;</source>
        <translation>la réponse n’a pas de colonne &apos;%1&apos;</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; holds &apos;%2&apos;, expected an integer</source>
        <translation>la colonne &apos;%1&apos; contient &apos;%2&apos;, attendu : un entier</translation>
    </message>
</context>
<context>
    <name>hw::GridLegend</name>
    <message>
        <source>success</source>
        <translation>succès</translation>
    </message>
    <message>
        <source>flaky (passed on retry)</source>
        <translation>instable (réussi en relance)</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <source>warning (unstable job)</source>
        <translation>avertissement (job instable)</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>skipped / neutral</source>
        <translation>ignoré / neutre</translation>
    </message>
    <message>
        <source>no job</source>
        <translation>aucun job</translation>
    </message>
    <message>
        <source>other conclusion (e.g. startup failure)</source>
        <translation>autre conclusion (p. ex. échec au démarrage)</translation>
    </message>
</context>
<context>
    <name>hw::GridSync</name>
    <message numerus="yes">
        <source>%n row(s) with invalid UTF-8 text (shown as �)</source>
        <translation>
            <numerusform>%n ligne avec du texte UTF-8 invalide (affiché comme �)</numerusform>
            <numerusform>%n lignes avec du texte UTF-8 invalide (affiché comme �)</numerusform>
        </translation>
    </message>
    <message>
        <source>cache write failed: %1 — free disk space; the poll is retried</source>
        <translation>échec de l&apos;écriture dans le cache : %1 — libérez de l&apos;espace disque ; l&apos;interrogation est relancée</translation>
    </message>
    <message>
        <source>cache: %1 — if this persists, move the cache file aside (HUD Watch fetches the data again)</source>
        <translation>cache : %1 — si cela persiste, mettez le fichier de cache de côté (HUD Watch récupère à nouveau les données)</translation>
    </message>
    <message>
        <source>cache: the older commits cannot be read: %1 — if this persists, move the cache file aside (HUD Watch fetches the data again)</source>
        <translation>cache : les commits plus anciens sont illisibles : %1 — si cela persiste, mettez le fichier de cache de côté (HUD Watch récupère à nouveau les données)</translation>
    </message>
</context>
<context>
    <name>hw::GroupingRules</name>
    <message>
        <source>cannot read grouping file %1: %2</source>
        <translation>impossible de lire le fichier de regroupement %1 : %2</translation>
    </message>
    <message>
        <source>grouping config is not valid JSON (offset %1): %2</source>
        <translation>la configuration de regroupement n&apos;est pas un JSON valide (position %1) : %2</translation>
    </message>
    <message>
        <source>grouping config must be a JSON object with a &quot;groups&quot; array</source>
        <translation>la configuration de regroupement doit être un objet JSON avec un tableau &quot;groups&quot;</translation>
    </message>
    <message>
        <source>grouping config has no &quot;groups&quot; array</source>
        <translation>la configuration de regroupement n&apos;a pas de tableau &quot;groups&quot;</translation>
    </message>
    <message>
        <source>grouping config: group #%1 has no name</source>
        <translation>configuration de regroupement : le groupe n° %1 n&apos;a pas de nom</translation>
    </message>
    <message>
        <source>grouping config: group &quot;%1&quot; has no pattern</source>
        <translation>configuration de regroupement : le groupe &quot;%1&quot; n&apos;a pas de motif</translation>
    </message>
    <message>
        <source>grouping config: group &quot;%1&quot; has unknown flag &apos;%2&apos; (only &apos;i&apos;)</source>
        <translation>configuration de regroupement : le groupe &quot;%1&quot; a l&apos;option inconnue &apos;%2&apos; (seulement &apos;i&apos;)</translation>
    </message>
    <message>
        <source>grouping config: group &quot;%1&quot; has an invalid pattern &quot;%2&quot;: %3 at offset %4</source>
        <translation>configuration de regroupement : le groupe &quot;%1&quot; a un motif non valide &quot;%2&quot; : %3 à la position %4</translation>
    </message>
    <message>
        <source>grouping config: &quot;fallback&quot; must be a non-empty string</source>
        <translation>configuration de regroupement : &quot;fallback&quot; doit être une chaîne non vide</translation>
    </message>
</context>
<context>
    <name>hw::GuardedReply</name>
    <message>
        <source>response larger than %1 MB</source>
        <translation>réponse de plus de %1 Mo</translation>
    </message>
    <message>
        <source>could not connect within %1 s</source>
        <translation>connexion impossible en %1 s</translation>
    </message>
    <message>
        <source>no response data for %1 s</source>
        <translation>aucune donnée reçue depuis %1 s</translation>
    </message>
    <message>
        <source>no complete response within %1 s</source>
        <translation>aucune réponse complète en %1 s</translation>
    </message>
    <message>
        <source>TLS certificate verification failed: %1</source>
        <translation>échec de la vérification du certificat TLS : %1</translation>
    </message>
    <message>
        <source>connection closed before the whole response arrived (%1)</source>
        <translation>connexion fermée avant l&apos;arrivée de la réponse complète (%1)</translation>
    </message>
</context>
<context>
    <name>hw::GzipDecoder</name>
    <message>
        <source>not gzip data</source>
        <translation>pas des données gzip</translation>
    </message>
    <message>
        <source>zlib could not be initialised (out of memory?)</source>
        <translation>zlib n’a pas pu être initialisé (mémoire saturée ?)</translation>
    </message>
    <message>
        <source>decompressed data larger than %1 bytes</source>
        <translation>données décompressées de plus de %1 octets</translation>
    </message>
    <message>
        <source>truncated %1 data</source>
        <translation>données %1 tronquées</translation>
    </message>
    <message>
        <source>corrupt %1 data: CRC or length mismatch (%2)</source>
        <translation>données %1 corrompues : CRC ou longueur incorrects (%2)</translation>
    </message>
    <message>
        <source>corrupt %1 data (%2)</source>
        <translation>données %1 corrompues (%2)</translation>
    </message>
</context>
<context>
    <name>hw::GzipStream</name>
    <message>
        <source>zlib could not be initialised (out of memory?)</source>
        <translation>zlib n’a pas pu être initialisé (mémoire saturée ?)</translation>
    </message>
    <message>
        <source>corrupt %1 data: CRC or length mismatch (%2)</source>
        <translation>données %1 corrompues : CRC ou longueur incorrects (%2)</translation>
    </message>
    <message>
        <source>corrupt %1 data (%2)</source>
        <translation>données %1 corrompues (%2)</translation>
    </message>
    <message>
        <source>zlib could not be reset (out of memory?)</source>
        <translation>zlib n’a pas pu être réinitialisé (mémoire saturée ?)</translation>
    </message>
    <message>
        <source>truncated %1 data</source>
        <translation>données %1 tronquées</translation>
    </message>
</context>
<context>
    <name>hw::JobCache</name>
    <message>
        <source>cannot limit the size of cache file %1: %2</source>
        <translation>impossible de limiter la taille du fichier de cache %1 : %2</translation>
    </message>
    <message>
        <source>cannot create the directory %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>cannot open cache file %1: %2</source>
        <translation>impossible d&apos;ouvrir le fichier de cache %1 : %2</translation>
    </message>
    <message>
        <source>cannot switch cache file %1 to WAL journal mode: %2</source>
        <translation>impossible de passer le fichier de cache %1 en journal WAL : %2</translation>
    </message>
    <message>
        <source>cannot configure cache file %1: %2</source>
        <translation>impossible de configurer le fichier de cache %1 : %2</translation>
    </message>
    <message>
        <source>cache file %1 does not have the expected schema: %2</source>
        <translation>le fichier de cache %1 n&apos;a pas le schéma attendu : %2</translation>
    </message>
    <message>
        <source>cannot read job columns from cache file %1: %2</source>
        <translation>impossible de lire les colonnes de jobs du fichier de cache %1 : %2</translation>
    </message>
    <message>
        <source>cannot read strings from cache file %1: %2</source>
        <translation>impossible de lire les chaînes du fichier de cache %1 : %2</translation>
    </message>
    <message>
        <source>cache file %1 is not open</source>
        <translation>le fichier de cache %1 n&apos;est pas ouvert</translation>
    </message>
    <message>
        <source>cannot start writing to cache file %1: %2</source>
        <translation>impossible de commencer l&apos;écriture dans le fichier de cache %1 : %2</translation>
    </message>
    <message>
        <source>cannot store batch of %1 commits and %2 jobs from source &quot;%3&quot; in cache file %4, nothing was written: %5</source>
        <translation>impossible d&apos;enregistrer le lot de %1 commits et %2 jobs de la source &quot;%3&quot; dans le fichier de cache %4, rien n&apos;a été écrit : %5</translation>
    </message>
    <message>
        <source>cannot store the %1 snapshot in cache file %2, the previous one is kept: %3</source>
        <translation>impossible d&apos;enregistrer l&apos;instantané %1 dans le fichier de cache %2, le précédent est conservé : %3</translation>
    </message>
    <message>
        <source>cannot read the %1 snapshot from cache file %2: %3</source>
        <translation>impossible de lire l&apos;instantané %1 du fichier de cache %2 : %3</translation>
    </message>
    <message>
        <source>cannot read the history of the %1 snapshot from cache file %2: %3</source>
        <translation>impossible de lire l&apos;historique de l&apos;instantané %1 du fichier de cache %2 : %3</translation>
    </message>
    <message>
        <source>cannot load from cache file %1: %2</source>
        <translation>impossible de charger depuis le fichier de cache %1 : %2</translation>
    </message>
    <message>
        <source>jobs refer to unknown column or string ids; run an integrity check</source>
        <translation>des jobs renvoient à des identifiants de colonne ou de chaîne inconnus ; lancez une vérification d&apos;intégrité</translation>
    </message>
    <message>
        <source>dangling reference in table %1</source>
        <translation>référence orpheline dans la table %1</translation>
    </message>
    <message>
        <source>cache file %1 failed the integrity check: %2</source>
        <translation>le fichier de cache %1 a échoué à la vérification d&apos;intégrité : %2</translation>
    </message>
    <message>
        <source>cache file is not a database: %1 (%2); leaving it untouched</source>
        <translation>le fichier de cache n&apos;est pas une base de données : %1 (%2) ; il reste intact</translation>
    </message>
    <message>
        <source>cache file is corrupt: %1 (%2); leaving it untouched</source>
        <translation>le fichier de cache est corrompu : %1 (%2) ; il reste intact</translation>
    </message>
    <message>
        <source>cannot read cache file %1: %2</source>
        <translation>impossible de lire le fichier de cache %1 : %2</translation>
    </message>
    <message>
        <source>file is an SQLite database but not a HUD Watch cache: %1; leaving it untouched</source>
        <translation>le fichier est une base SQLite mais pas un cache HUD Watch : %1 ; il reste intact</translation>
    </message>
    <message>
        <source>cache file %1 has schema version %2, newer than version %3 that this build of hudwatch understands; leaving it untouched (use a newer hudwatch or another cache file)</source>
        <translation>le fichier de cache %1 a la version de schéma %2, plus récente que la version %3 que cette version de hudwatch comprend ; il reste intact (utilisez un hudwatch plus récent ou un autre fichier de cache)</translation>
    </message>
    <message>
        <source>cache file %1 has no schema version; leaving it untouched</source>
        <translation>le fichier de cache %1 n&apos;a pas de version de schéma ; il reste intact</translation>
    </message>
    <message>
        <source>cannot lock cache file %1 to update its schema: %2</source>
        <translation>impossible de verrouiller le fichier de cache %1 pour mettre à jour son schéma : %2</translation>
    </message>
    <message>
        <source>cannot migrate cache file %1 from schema version %2 to %3: %4</source>
        <translation>impossible de migrer le fichier de cache %1 de la version de schéma %2 à %3 : %4</translation>
    </message>
    <message>
        <source>cannot record schema version %1 in cache file %2: %3</source>
        <translation>impossible d&apos;inscrire la version de schéma %1 dans le fichier de cache %2 : %3</translation>
    </message>
    <message>
        <source>cannot create cache file %1: %2</source>
        <translation>impossible de créer le fichier de cache %1 : %2</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>mémoire saturée</translation>
    </message>
    <message>
        <source>cannot read the alert history of source &quot;%1&quot; from cache file %2: %3</source>
        <translation>impossible de lire l’historique des alertes de la source « %1 » du fichier de cache %2 : %3</translation>
    </message>
    <message>
        <source>an alert transition of unknown kind &quot;%1&quot;</source>
        <translation>une transition d’alerte de type inconnu « %1 »</translation>
    </message>
    <message>
        <source>sync state: %1</source>
        <translation>état de synchronisation : %1</translation>
    </message>
    <message>
        <source>commits: %1</source>
        <translation>commits : %1</translation>
    </message>
    <message>
        <source>jobs: %1</source>
        <translation>jobs : %1</translation>
    </message>
    <message>
        <source>cannot record the repository %1 in cache file %2: %3</source>
        <translation>impossible d&apos;enregistrer le dépôt %1 dans le fichier de cache %2 : %3</translation>
    </message>
</context>
<context>
    <name>hw::JobGridModel</name>
    <message>
        <source>(unstable: failures are warnings)</source>
        <translation>(instable : les échecs sont des avertissements)</translation>
    </message>
</context>
<context>
    <name>hw::JobGridView</name>
    <message>
        <source>Job grid</source>
        <translation>Grille des jobs</translation>
    </message>
    <message>
        <source>now</source>
        <translation>maintenant</translation>
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
        <translation>j / k  échec suivant / précédent
Entrée  ouvrir le job   ·   l  son log
/  filtrer   ·   Espace  suspendre l&apos;actualisation</translation>
    </message>
    <message>
        <source>1 group</source>
        <translation>1 groupe</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 groupes</translation>
    </message>
    <message>
        <source>1 job</source>
        <translation>1 job</translation>
    </message>
    <message>
        <source>%1 jobs</source>
        <translation>%1 jobs</translation>
    </message>
    <message>
        <source>(+%1 muted)</source>
        <translation>(+%1 en sourdine)</translation>
    </message>
    <message>
        <source>1 commit</source>
        <translation>1 commit</translation>
    </message>
    <message>
        <source>%1 commits</source>
        <translation>%1 commits</translation>
    </message>
    <message>
        <source>Open job page</source>
        <translation>Ouvrir la page du job</translation>
    </message>
    <message>
        <source>Copy job URL</source>
        <translation>Copier l&apos;URL du job</translation>
    </message>
    <message>
        <source>Copy commit SHA</source>
        <translation>Copier le SHA du commit</translation>
    </message>
    <message>
        <source>&amp;Log of this job, at the failure	L</source>
        <translation>&amp;Log de ce job, à l&apos;échec	L</translation>
    </message>
    <message>
        <source>GPU &amp;utilization of this job	U</source>
        <translation>&amp;Utilisation GPU de ce job	U</translation>
    </message>
    <message>
        <source>&amp;Acknowledge: investigating (on / off)</source>
        <translation>&amp;Prendre en charge : en cours d&apos;analyse (oui / non)</translation>
    </message>
    <message>
        <source>&amp;Mute alerts for this job (on / off)</source>
        <translation>&amp;Mettre en sourdine les alertes de ce job (oui / non)</translation>
    </message>
    <message>
        <source>No job page for this cell</source>
        <translation>Pas de page de job pour cette cellule</translation>
    </message>
    <message>
        <source>No job in this cell</source>
        <translation>Aucun job dans cette cellule</translation>
    </message>
    <message>
        <source>Wrapped around to the first failure (newest commit)</source>
        <translation>Retour au premier échec (commit le plus récent)</translation>
    </message>
    <message>
        <source>Wrapped around to the last failure (oldest commit)</source>
        <translation>Retour au dernier échec (commit le plus ancien)</translation>
    </message>
    <message>
        <source>No failures in the grid</source>
        <translation>Aucun échec dans la grille</translation>
    </message>
    <message>
        <source>MUTED</source>
        <translation>SOURDINE</translation>
    </message>
    <message>
        <source>ACK</source>
        <translation>PRIS</translation>
    </message>
    <message>
        <source>%1 ack</source>
        <translation>%1 pris en charge</translation>
    </message>
    <message>
        <source>%1 muted</source>
        <translation>%1 en sourdine</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Next failure</source>
        <translation>Échec suivant</translation>
    </message>
    <message>
        <source>Previous failure</source>
        <translation>Échec précédent</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>Aller à gauche</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>Aller à droite</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>A page up</source>
        <translation>Une page plus haut</translation>
    </message>
    <message>
        <source>A page down</source>
        <translation>Une page plus bas</translation>
    </message>
    <message>
        <source>First column</source>
        <translation>Première colonne</translation>
    </message>
    <message>
        <source>Last column</source>
        <translation>Dernière colonne</translation>
    </message>
    <message>
        <source>Newest commit, first column</source>
        <translation>Commit le plus récent, première colonne</translation>
    </message>
    <message>
        <source>Oldest commit, last column</source>
        <translation>Commit le plus ancien, dernière colonne</translation>
    </message>
    <message>
        <source>Open the job page</source>
        <translation>Ouvrir la page du job</translation>
    </message>
    <message>
        <source>The cell&apos;s job log, at its failing line</source>
        <translation>Le log du job de la cellule, à sa ligne en échec</translation>
    </message>
    <message>
        <source>GPU utilization of the cell&apos;s job</source>
        <translation>Utilisation GPU du job de la cellule</translation>
    </message>
    <message>
        <source>Focus the job filter</source>
        <translation>Aller au filtre des jobs</translation>
    </message>
    <message>
        <source>Pause / resume refresh</source>
        <translation>Suspendre / reprendre l&apos;actualisation</translation>
    </message>
</context>
<context>
    <name>hw::JobLogLocation</name>
    <message>
        <source>not a GitHub repository: &quot;%1&quot;</source>
        <translation>pas un dépôt GitHub : « %1 »</translation>
    </message>
    <message>
        <source>job %1 has no log: not a job id</source>
        <translation>le job %1 n’a pas de journal : pas un identifiant de job</translation>
    </message>
    <message>
        <source>logs/rawLogBaseUrl: not an http(s) URL without query: &quot;%1&quot; — fix it in Profile ▸ Edit this profile…</source>
        <translation>logs/rawLogBaseUrl : pas une URL http(s) sans requête : « %1 » — corrigez-la dans Profil ▸ Modifier ce profil…</translation>
    </message>
    <message>
        <source>cannot tell the repository of job %1 from its page %2</source>
        <translation>impossible de déduire le dépôt du job %1 de sa page %2</translation>
    </message>
</context>
<context>
    <name>hw::JobLogOpener</name>
    <message>
        <source>%1 — HUD Watch log</source>
        <translation>%1 — log HUD Watch</translation>
    </message>
    <message numerus="yes">
        <source> — following: trying again every %n s</source>
        <translation>
            <numerusform> — suivi : nouvel essai toutes les %n s</numerusform>
            <numerusform> — suivi : nouvel essai toutes les %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo has a log only for failed jobs whose failure line came from one of its bundled real logs. Connect a profile to read any job&apos;s log.</source>
        <translation>La démo n&apos;a de log que pour les jobs échoués dont la ligne d&apos;échec vient de l&apos;un de ses vrais logs fournis. Connectez un profil pour lire le log de n&apos;importe quel job.</translation>
    </message>
    <message>
        <source>A replayed recording holds no logs, and replay opens no connection. Open the profile the recording came from to read this job&apos;s log.</source>
        <translation>Un enregistrement relu ne contient pas de logs, et la relecture n&apos;ouvre aucune connexion. Ouvrez le profil d&apos;où vient l&apos;enregistrement pour lire le log de ce job.</translation>
    </message>
    <message>
        <source>⚠ Offline: this job&apos;s log is not in the log cache — start without --offline to fetch it.</source>
        <translation>⚠ Hors ligne : le log de ce job n&apos;est pas dans le cache des logs — démarrez sans --offline pour le télécharger.</translation>
    </message>
    <message>
        <source>Fetching the log was cancelled — press L on the cell again to fetch it anew.</source>
        <translation>Récupération du journal annulée — appuyez de nouveau sur L sur la cellule pour le récupérer à nouveau.</translation>
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
        <translation>Aucune donnée de job</translation>
    </message>
    <message>
        <source>Jobs over time</source>
        <translation>Jobs dans le temps</translation>
    </message>
    <message>
        <source>passed (%1)</source>
        <translation>réussis (%1)</translation>
    </message>
    <message>
        <source>passed solid, test failures hatched, infra failures cross-hatched</source>
        <translation>réussis en plein, échecs de tests hachurés, échecs d&apos;infra quadrillés</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 le %2</translation>
    </message>
    <message>
        <source>level changes: %1</source>
        <translation>changements de niveau : %1</translation>
    </message>
    <message>
        <source>%1
no completed jobs</source>
        <translation>%1
aucun job terminé</translation>
    </message>
    <message>
        <source>test failures (console) (%1)</source>
        <translation>échecs de tests (console) (%1)</translation>
    </message>
    <message>
        <source>infra failures (console) (%1)</source>
        <translation>échecs d&apos;infra (console) (%1)</translation>
    </message>
    <message>
        <source>%1
P passed %2
T test failures %3 (console)
I infra failures %4 (console: timeouts, cancellations, infra triage)</source>
        <translation>%1
P réussis %2
T échecs de tests %3 (console)
I échecs d&apos;infra %4 (console : timeouts, annulations, triage infra)</translation>
    </message>
</context>
<context>
    <name>hw::KeyboardSheet</name>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>hw::L3CriteriaModel</name>
    <message>
        <source>– no data</source>
        <translation>– aucune donnée</translation>
    </message>
    <message>
        <source>✔ met</source>
        <translation>✔ atteint</translation>
    </message>
    <message>
        <source>✘ not met</source>
        <translation>✘ non atteint</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Critère</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>Atteint</translation>
    </message>
    <message>
        <source>Counts for demotion</source>
        <translation>Compte pour la rétrogradation</translation>
    </message>
    <message>
        <source>14 d (promotion)</source>
        <translation>14 d (promotion)</translation>
    </message>
    <message>
        <source>7 d (demotion)</source>
        <translation>7 d (rétrogradation)</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>promotion window (last 14 days)</source>
        <translation>fenêtre de promotion (14 derniers jours)</translation>
    </message>
    <message>
        <source>demotion window (last 7 days)</source>
        <translation>fenêtre de rétrogradation (7 derniers jours)</translation>
    </message>
    <message>
        <source>last %1 days</source>
        <translation>%1 derniers jours</translation>
    </message>
    <message>
        <source>whole history</source>
        <translation>tout l&apos;historique</translation>
    </message>
    <message>
        <source>  (what-if; HUD: %1)</source>
        <translation>  (simulation ; HUD : %1)</translation>
    </message>
    <message>
        <source>Target edited for a what-if verdict; HUD uses %1</source>
        <translation>Cible modifiée pour un verdict simulé ; HUD utilise %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>hw::L3ReadinessEvaluator</name>
    <message>
        <source>time at L2</source>
        <translation>temps en L2</translation>
    </message>
    <message>
        <source>End-to-end time (P50)</source>
        <translation>Temps de bout en bout (P50)</translation>
    </message>
    <message>
        <source>end-to-end time P50</source>
        <translation>temps de bout en bout P50</translation>
    </message>
    <message>
        <source>Mean queue time</source>
        <translation>Temps moyen en file d&apos;attente</translation>
    </message>
    <message>
        <source>mean queue time</source>
        <translation>temps moyen en file d&apos;attente</translation>
    </message>
    <message>
        <source>Overrun rate (&gt; 3 h)</source>
        <translation>Taux de dépassement (&gt; 3 h)</translation>
    </message>
    <message>
        <source>overrun rate</source>
        <translation>taux de dépassement</translation>
    </message>
    <message>
        <source>Timeout rate</source>
        <translation>Taux de timeout</translation>
    </message>
    <message>
        <source>timeout rate</source>
        <translation>taux de timeout</translation>
    </message>
    <message>
        <source>Job pass rate</source>
        <translation>Taux de réussite des jobs</translation>
    </message>
    <message>
        <source>pass rate</source>
        <translation>taux de réussite</translation>
    </message>
    <message numerus="yes">
        <source>%1 not measured (no data) over the last %n days, target %2</source>
        <translation>
            <numerusform>%1 non mesuré (aucune donnée) sur %n jour, cible %2</numerusform>
            <numerusform>%1 non mesuré (aucune donnée) sur les %n derniers jours, cible %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 unknown, target %2</source>
        <translation>%1 inconnu, cible %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 over the last %n days</source>
        <translation>
            <numerusform>%1 sur %n jour</numerusform>
            <numerusform>%1 sur les %n derniers jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Promote to L3</source>
        <translation>Promouvoir en L3</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Maintenir</translation>
    </message>
    <message>
        <source>Demote to L2</source>
        <translation>Rétrograder en L2</translation>
    </message>
    <message>
        <source>Not enough data</source>
        <translation>Données insuffisantes</translation>
    </message>
    <message numerus="yes">
        <source>only %1 of data, at least %n days needed before a promotion verdict</source>
        <translation>
            <numerusform>seulement %1 de données, au moins %n jour requis avant un verdict de promotion</numerusform>
            <numerusform>seulement %1 de données, au moins %n jours requis avant un verdict de promotion</numerusform>
        </translation>
    </message>
    <message>
        <source>L1 results are not stored; an L1 backend moves to L2 first</source>
        <translation>Les résultats L1 ne sont pas stockés ; un backend L1 passe d&apos;abord en L2</translation>
    </message>
    <message>
        <source>L4 is decided by core maintainers; there is no numeric rule</source>
        <translation>L4 est décidé par les mainteneurs principaux ; il n&apos;y a pas de règle chiffrée</translation>
    </message>
    <message>
        <source>not in the allowlist</source>
        <translation>absent de l&apos;allowlist</translation>
    </message>
    <message>
        <source>a %1-day window was asked for, but the figures cover %2 days</source>
        <translation>une fenêtre de %1 jours était demandée, mais les chiffres couvrent %2 jours</translation>
    </message>
    <message>
        <source>Time at L2 (console)</source>
        <translation>Temps en L2 (console)</translation>
    </message>
    <message numerus="yes">
        <source>no completed PR job over the last %n days</source>
        <translation>
            <numerusform>aucun job de PR terminé depuis %n jour</numerusform>
            <numerusform>aucun job de PR terminé depuis %n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>HUD&apos;s /crcr page lists it as on temporary demotion (no data); HUD&apos;s level-status reports no change</source>
        <translation>La page /crcr de HUD l&apos;indique en rétrogradation temporaire (aucune donnée) ; le level-status de HUD ne signale aucun changement</translation>
    </message>
</context>
<context>
    <name>hw::L3ReadinessPanel</name>
    <message>
        <source>&amp;Reset to HUD&apos;s targets</source>
        <translation>Ré&amp;initialiser aux cibles de HUD</translation>
    </message>
    <message>
        <source>⚠ WHAT-IF: targets differ from HUD&apos;s. This verdict is hypothetical, not HUD&apos;s.</source>
        <translation>⚠ SIMULATION : les cibles diffèrent de celles de HUD. Ce verdict est hypothétique, ce n&apos;est pas celui de HUD.</translation>
    </message>
    <message>
        <source>L3 criteria</source>
        <translation>Critères L3</translation>
    </message>
    <message>
        <source>Targets (edit for a what-if)</source>
        <translation>Cibles (modifiables pour une simulation)</translation>
    </message>
    <message>
        <source>Job &amp;pass rate</source>
        <translation>Taux de &amp;réussite des jobs</translation>
    </message>
    <message>
        <source>&amp;Timeout rate</source>
        <translation>Taux de &amp;timeout</translation>
    </message>
    <message>
        <source>&amp;Overrun rate (&gt; 3 h)</source>
        <translation>Taux de &amp;dépassement (&gt; 3 h)</translation>
    </message>
    <message>
        <source>&amp;End-to-end P50</source>
        <translation>&amp;P50 de bout en bout</translation>
    </message>
    <message>
        <source>Mean &amp;queue time</source>
        <translation>Temps moyen en &amp;file d&apos;attente</translation>
    </message>
    <message>
        <source>Time at &amp;L2</source>
        <translation>Temps en &amp;L2</translation>
    </message>
    <message>
        <source>  — ready for L3</source>
        <translation>  — prêt pour L3</translation>
    </message>
    <message>
        <source>  — stays at L2 for now</source>
        <translation>  — reste en L2 pour l&apos;instant</translation>
    </message>
    <message>
        <source>  — at L2, cannot judge yet</source>
        <translation>  — en L2, impossible de juger pour l&apos;instant</translation>
    </message>
    <message>
        <source>  — fails L3 over the last 7 days</source>
        <translation>  — échoue à L3 sur les 7 derniers jours</translation>
    </message>
    <message>
        <source>  — keeps L3</source>
        <translation>  — conserve L3</translation>
    </message>
    <message>
        <source>  — at L1</source>
        <translation>  — en L1</translation>
    </message>
    <message>
        <source>  — L4 is decided by maintainers</source>
        <translation>  — L4 est décidé par les mainteneurs</translation>
    </message>
    <message>
        <source>  — not in the allowlist</source>
        <translation>  — absent de l&apos;allowlist</translation>
    </message>
    <message>
        <source>  (what-if)</source>
        <translation>  (simulation)</translation>
    </message>
    <message>
        <source>last %1 d: no completed jobs</source>
        <translation>sur %1 d : aucun job terminé</translation>
    </message>
    <message>
        <source>Breakage  ·  %1
                 ·  %2</source>
        <translation>Pannes  ·  %1
                 ·  %2</translation>
    </message>
    <message>
        <source>  — at L3, no completed PR job in 7 days</source>
        <translation>  — en L3, aucun job de PR terminé en 7 jours</translation>
    </message>
    <message>
        <source>  · HUD: temporary demotion; level-status: demote</source>
        <translation>  · HUD : rétrogradation temporaire ; level-status : rétrograder</translation>
    </message>
    <message>
        <source>  · HUD /crcr: temporary demotion (no data); level-status: no change</source>
        <translation>  · HUD /crcr : rétrogradation temporaire (aucune donnée) ; level-status : aucun changement</translation>
    </message>
    <message>
        <source>last %1 d: %2 of %3 jobs failed — console&apos;s own split: ✖ test: %4  ·  ⚠ infra: %5 (timed out %6, cancelled %7, triaged infra %8)</source>
        <translation>%1 derniers jours : %2 jobs sur %3 en échec — répartition propre à la console : ✖ tests : %4  ·  ⚠ infra : %5 (timeout %6, annulés %7, triés en infra %8)</translation>
    </message>
    <message>
        <source>One rule for promotion and demotion, as HUD&apos;s: a &quot;below&quot; target is met under it, an &quot;at least&quot; target from it on. Demotion (7 d) counts pass rate, timeout rate and E2E P50: exactly 90 % holds, exactly 3 h fails.</source>
        <translation>Une seule règle pour la promotion et la rétrogradation, comme HUD : un objectif &quot;inférieur à&quot; est atteint en dessous, un objectif &quot;au moins&quot; à partir de sa valeur. La rétrogradation (7 j) compte le taux de réussite, le taux de timeouts et le P50 E2E : exactement 90 % tient, exactement 3 h échoue.</translation>
    </message>
</context>
<context>
    <name>hw::LevelChangeTimeline</name>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>rien (absent)</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>champ inconnu</translation>
    </message>
    <message>
        <source>expected a &quot;YYYY-MM-DD&quot; string, got %1</source>
        <translation>chaîne « AAAA-MM-JJ » attendue, reçu %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid YYYY-MM-DD date</source>
        <translation>« %1 » n’est pas une date AAAA-MM-JJ valide</translation>
    </message>
    <message>
        <source>expected an &quot;owner/name&quot; string, got %1</source>
        <translation>chaîne « owner/name » attendue, reçu %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an owner/name repository</source>
        <translation>« %1 » n’est pas un dépôt owner/name</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a level (L1..L4)</source>
        <translation>« %1 » n’est pas un niveau (L1..L4)</translation>
    </message>
    <message>
        <source>expected &quot;L1&quot;..&quot;L4&quot; or null, got %1</source>
        <translation>« L1 »..« L4 » ou null attendu, reçu %1</translation>
    </message>
    <message>
        <source>from and to are both null</source>
        <translation>from et to sont tous deux null</translation>
    </message>
    <message>
        <source>same level as from (%1)</source>
        <translation>même niveau que from (%1)</translation>
    </message>
    <message>
        <source>%1 is not a pull request number</source>
        <translation>%1 n’est pas un numéro de pull request</translation>
    </message>
    <message>
        <source>expected a number or null, got %1</source>
        <translation>nombre ou null attendu, reçu %1</translation>
    </message>
    <message>
        <source>expected a string or null, got %1</source>
        <translation>chaîne ou null attendue, reçu %1</translation>
    </message>
    <message>
        <source>invalid JSON at offset %1: %2</source>
        <translation>JSON non valide à la position %1 : %2</translation>
    </message>
    <message>
        <source>expected an object with an &quot;events&quot; array at the top level</source>
        <translation>objet avec un tableau « events » attendu au premier niveau</translation>
    </message>
    <message>
        <source>source: expected a string, got %1</source>
        <translation>source : chaîne attendue, reçu %1</translation>
    </message>
    <message>
        <source>events: expected an array, got %1</source>
        <translation>events : tableau attendu, reçu %1</translation>
    </message>
    <message>
        <source>%1: expected an object, got %2</source>
        <translation>%1 : objet attendu, reçu %2</translation>
    </message>
</context>
<context>
    <name>hw::LevelTimelineWidget</name>
    <message>
        <source>Level history</source>
        <translation>Historique des niveaux</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>non listé</translation>
    </message>
    <message>
        <source>%1 %2 → now (%3 d)</source>
        <translation>%1 %2 → maintenant (%3 d)</translation>
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
        <translation>, début déduit des données CI</translation>
    </message>
    <message>
        <source>No level history known.</source>
        <translation>Aucun historique de niveau connu.</translation>
    </message>
    <message>
        <source>No level history known for this backend.</source>
        <translation>Aucun historique de niveau connu pour ce backend.</translation>
    </message>
</context>
<context>
    <name>hw::LoadingLine</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop loading</source>
        <translation>Arrêter le chargement</translation>
    </message>
    <message>
        <source>Cancel loading</source>
        <translation>Annuler le chargement</translation>
    </message>
</context>
<context>
    <name>hw::LogDocument</name>
    <message>
        <source>no room to inflate %1 in %2: %3 — free space there or set TMPDIR to a larger disk</source>
        <translation>pas de place pour décompresser %1 dans %2 : %3 — libérez de la place ou faites pointer TMPDIR vers un disque plus grand</translation>
    </message>
    <message>
        <source>%1 does not exist — check the path</source>
        <translation>%1 n&apos;existe pas — vérifiez le chemin</translation>
    </message>
    <message>
        <source>%1 is a folder, not a log file — give the path of a log file in it</source>
        <translation>%1 est un dossier, pas un fichier de log — donnez le chemin d&apos;un fichier de log qu&apos;il contient</translation>
    </message>
    <message>
        <source>could not open %1: %2 — check that you may read the file</source>
        <translation>impossible d&apos;ouvrir %1 : %2 — vérifiez que vous avez le droit de lire le fichier</translation>
    </message>
    <message>
        <source>not enough memory to index %1 — close other programs, or read less of it (hudwatch log --max-inflated MB)</source>
        <translation>pas assez de mémoire pour indexer %1 — fermez d’autres programmes, ou lisez-en moins (hudwatch log --max-inflated MB)</translation>
    </message>
</context>
<context>
    <name>hw::LogFailure</name>
    <message>
        <source>no line explains the failure</source>
        <translation>aucune ligne n&apos;explique l&apos;échec</translation>
    </message>
    <message>
        <source>HUD&apos;s classification (rule &apos;%1&apos;)</source>
        <translation>la classification de HUD (règle &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>the log classifier (rule &apos;%1&apos;)</source>
        <translation>le classificateur de logs (règle &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>the last ##[error] line (no classifier rule matched)</source>
        <translation>la dernière ligne ##[error] (aucune règle du classificateur ne correspond)</translation>
    </message>
</context>
<context>
    <name>hw::LogFetcher</name>
    <message>
        <source>fetching the log was cancelled</source>
        <translation>la récupération du journal a été annulée</translation>
    </message>
    <message>
        <source>the log stopped arriving after %1 MB (%2) — press L on the cell again</source>
        <translation>le journal a cessé d’arriver après %1 Mo (%2) — appuyez de nouveau sur L sur la cellule</translation>
    </message>
    <message>
        <source>the log server did not answer (%1) — press L on the cell again</source>
        <translation>le serveur de journaux n’a pas répondu (%1) — appuyez de nouveau sur L sur la cellule</translation>
    </message>
    <message>
        <source>the log is larger than the %1 MB download limit — read it on the job&apos;s GitHub page</source>
        <translation>le journal dépasse la limite de téléchargement de %1 Mo — lisez-le sur la page GitHub du job</translation>
    </message>
    <message>
        <source> — the certificate is not trusted: check logs/rawLogBaseUrl</source>
        <translation> — le certificat n’est pas reconnu : vérifiez logs/rawLogBaseUrl</translation>
    </message>
    <message>
        <source> (the connection closed early) — </source>
        <translation> (la connexion s’est fermée trop tôt) — </translation>
    </message>
    <message>
        <source>cannot reach the log server: %1 — check the network, then press L on the cell again</source>
        <translation>impossible de joindre le serveur de journaux : %1 — vérifiez le réseau, puis appuyez de nouveau sur L sur la cellule</translation>
    </message>
    <message>
        <source>no log for this job (HTTP %1 from the log storage) — open the job&apos;s GitHub page (Enter on the cell)</source>
        <translation>aucun journal pour ce job (HTTP %1 du stockage des journaux) — ouvrez la page GitHub du job (Entrée sur la cellule)</translation>
    </message>
    <message>
        <source>no log for this job yet: it is uploaded when the job ends (HTTP %1)</source>
        <translation>pas encore de journal pour ce job : il est envoyé à la fin du job (HTTP %1)</translation>
    </message>
    <message>
        <source>the log storage asks to slow down (HTTP %1) — press L on the cell again in a minute</source>
        <translation>le stockage des journaux demande de ralentir (HTTP %1) — appuyez de nouveau sur L sur la cellule dans une minute</translation>
    </message>
    <message>
        <source>the log storage failed (HTTP %1) — press L on the cell again in a minute</source>
        <translation>le stockage des journaux a échoué (HTTP %1) — appuyez de nouveau sur L sur la cellule dans une minute</translation>
    </message>
    <message>
        <source>the log storage redirected (HTTP %1), which it never does: check logs/rawLogBaseUrl</source>
        <translation>le stockage des journaux a redirigé (HTTP %1), ce qu’il ne fait jamais : vérifiez logs/rawLogBaseUrl</translation>
    </message>
    <message>
        <source>the log storage answered HTTP %1 — check logs/rawLogBaseUrl</source>
        <translation>le stockage des journaux a répondu HTTP %1 — vérifiez logs/rawLogBaseUrl</translation>
    </message>
</context>
<context>
    <name>hw::LogFindBar</name>
    <message>
        <source>Find in the whole log (Ctrl+F)</source>
        <translation>Rechercher dans tout le log (Ctrl+F)</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Match case (Alt+C)</source>
        <translation>Respecter la casse (Alt+C)</translation>
    </message>
    <message>
        <source>Regular expression, RE2 syntax (Alt+R)</source>
        <translation>Expression régulière, syntaxe RE2 (Alt+R)</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation>Occurrence précédente (Maj+Entrée, Maj+F3)</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>Occurrence suivante (Entrée, F3)</translation>
    </message>
    <message>
        <source>waiting for the index…</source>
        <translation>en attente de l&apos;index…</translation>
    </message>
    <message>
        <source>no line matches</source>
        <translation>aucune ligne ne correspond</translation>
    </message>
    <message>
        <source>1 line matches</source>
        <translation>1 ligne correspond</translation>
    </message>
    <message>
        <source>%1 lines match</source>
        <translation>%1 lignes correspondent</translation>
    </message>
    <message>
        <source>Counted over the whole log, not only what is on screen.</source>
        <translation>Compté sur tout le log, pas seulement ce qui est affiché.</translation>
    </message>
    <message>
        <source>searching %1 %…</source>
        <translation>recherche %1 %…</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Respecter la casse</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Expression régulière</translation>
    </message>
    <message>
        <source>(the first %1 are marked and stepped through)</source>
        <translation>(les %1 premières sont marquées et parcourues)</translation>
    </message>
</context>
<context>
    <name>hw::LogOverview</name>
    <message>
        <source>Where the log matches: amber ◆ find matches (left), red ✖ errors (full width). Click to jump.</source>
        <translation>Où le log correspond : ◆ orange, occurrences (à gauche) ; ✖ rouge, erreurs (pleine largeur). Cliquez pour y aller.</translation>
    </message>
</context>
<context>
    <name>hw::LogStore</name>
    <message>
        <source>cannot create the log directory %1</source>
        <translation>impossible de créer le dossier des journaux %1</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>the log is larger than %1 MB: read it as a stream</source>
        <translation>le journal dépasse %1 Mo : lisez-le en flux</translation>
    </message>
    <message>
        <source>the stored log %1 is damaged (%2): fetch it again</source>
        <translation>le journal enregistré %1 est endommagé (%2) : récupérez-le à nouveau</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>impossible de supprimer %1</translation>
    </message>
    <message>
        <source>no stored log for %1 — press L on the cell to fetch it</source>
        <translation>aucun journal enregistré pour %1 — appuyez sur L sur la cellule pour le récupérer</translation>
    </message>
    <message>
        <source>not a log key: &quot;%1&quot; (a bug in HUD Watch: please report it)</source>
        <translation>pas une clé de journal : « %1 » (un bogue de HUD Watch : merci de le signaler)</translation>
    </message>
</context>
<context>
    <name>hw::LogStoreWriter</name>
    <message>
        <source>the log was cut off after %1 MB — press L on the cell again</source>
        <translation>le journal a été coupé après %1 Mo — appuyez de nouveau sur L sur la cellule</translation>
    </message>
    <message>
        <source>cannot write logs to %1: %2</source>
        <translation>impossible d’écrire des journaux dans %1 : %2</translation>
    </message>
    <message>
        <source>cannot write the log to %1: %2</source>
        <translation>impossible d’écrire le journal dans %1 : %2</translation>
    </message>
    <message>
        <source>the log is larger than %1 MB</source>
        <translation>le journal dépasse %1 Mo</translation>
    </message>
    <message>
        <source>the log is larger than %1 MB once inflated</source>
        <translation>le journal dépasse %1 Mo une fois décompressé</translation>
    </message>
    <message>
        <source>the log is not valid gzip (%1) — press L on the cell again</source>
        <translation>le journal n’est pas un gzip valide (%1) — appuyez de nouveau sur L sur la cellule</translation>
    </message>
    <message>
        <source>cannot flush the log to disk (%1)</source>
        <translation>impossible d’écrire le journal sur le disque (%1)</translation>
    </message>
    <message>
        <source>cannot put the log in place at %1: %2</source>
        <translation>impossible de mettre le journal en place dans %1 : %2</translation>
    </message>
    <message>
        <source>the log vanished from %1 right after it was stored</source>
        <translation>le journal a disparu de %1 juste après son enregistrement</translation>
    </message>
    <message>
        <source>the log was already stored or discarded — press L on the cell again</source>
        <translation>le journal a déjà été enregistré ou abandonné — appuyez de nouveau sur L sur la cellule</translation>
    </message>
    <message>
        <source>zlib could not be initialised (out of memory?) — press L on the cell again</source>
        <translation>zlib n’a pas pu être initialisé (mémoire saturée ?) — appuyez de nouveau sur L sur la cellule</translation>
    </message>
    <message>
        <source>zlib could not be reset (out of memory?) — press L on the cell again</source>
        <translation>zlib n’a pas pu être réinitialisé (mémoire saturée ?) — appuyez de nouveau sur L sur la cellule</translation>
    </message>
    <message>
        <source>zlib could not compress the log (out of memory?) — press L on the cell again</source>
        <translation>zlib n’a pas pu compresser le journal (mémoire saturée ?) — appuyez de nouveau sur L sur la cellule</translation>
    </message>
    <message>
        <source>the log is still being written — wait a moment and try again</source>
        <translation>le journal est encore en cours d’écriture — attendez un instant et réessayez</translation>
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
        <translation>  … +%1 non affichés (copiez la ligne pour tout obtenir)</translation>
    </message>
    <message>
        <source>(empty log)</source>
        <translation>(log vide)</translation>
    </message>
    <message>
        <source>Reading the log…</source>
        <translation>Lecture du log…</translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation>Copier la ligne</translation>
    </message>
    <message>
        <source>Copy link to line %1</source>
        <translation>Copier un lien vers la ligne %1</translation>
    </message>
    <message>
        <source>Fold all sections</source>
        <translation>Replier toutes les sections</translation>
    </message>
    <message>
        <source>Unfold all sections</source>
        <translation>Déplier toutes les sections</translation>
    </message>
    <message>
        <source>Fold or unfold the section</source>
        <translation>Replier ou déplier la section</translation>
    </message>
    <message>
        <source>Fold the section</source>
        <translation>Replier la section</translation>
    </message>
    <message>
        <source>Unfold the section</source>
        <translation>Déplier la section</translation>
    </message>
    <message>
        <source>Copy the line</source>
        <translation>Copier la ligne</translation>
    </message>
</context>
<context>
    <name>hw::LogViewer</name>
    <message>
        <source>Follow</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <source>Time since start</source>
        <translation>Temps depuis le début</translation>
    </message>
    <message>
        <source>Time of day (UTC)</source>
        <translation>Heure (UTC)</translation>
    </message>
    <message>
        <source>No times</source>
        <translation>Sans heures</translation>
    </message>
    <message>
        <source>The time column: since the log&apos;s first line, the time of day, or hidden</source>
        <translation>La colonne de temps : depuis la première ligne du log, l&apos;heure, ou masquée</translation>
    </message>
    <message>
        <source>Fold all</source>
        <translation>Tout replier</translation>
    </message>
    <message>
        <source>Fold every ##[group] section</source>
        <translation>Replier chaque section ##[group]</translation>
    </message>
    <message>
        <source>Unfold all</source>
        <translation>Tout déplier</translation>
    </message>
    <message>
        <source>Keep showing the end as the log grows</source>
        <translation>Continuer d&apos;afficher la fin à mesure que le log grandit</translation>
    </message>
    <message>
        <source>✖ Jump to failure</source>
        <translation>✖ Aller à l&apos;échec</translation>
    </message>
    <message>
        <source>Go to the line that explains the failure (F): HUD&apos;s classification, else the log classifier&apos;s rules, else the last ##[error]</source>
        <translation>Aller à la ligne qui explique l&apos;échec (F) : la classification de HUD, sinon les règles du classificateur de logs, sinon le dernier ##[error]</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Copier le lien</translation>
    </message>
    <message>
        <source>Copy a link to the current line</source>
        <translation>Copier un lien vers la ligne courante</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Indexing cancelled: showing the first %1 lines only.</source>
        <translation>Indexation annulée : seules les %1 premières lignes sont affichées.</translation>
    </message>
    <message>
        <source>The file was truncated and is read again.</source>
        <translation>Le fichier a été tronqué et est relu.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Downloading %1 — %2 so far</source>
        <translation>Téléchargement de %1 — %2 jusqu&apos;ici</translation>
    </message>
    <message>
        <source>finding the failure once the log is read…</source>
        <translation>recherche de l&apos;échec une fois le log lu…</translation>
    </message>
    <message>
        <source>finding the failure…</source>
        <translation>recherche de l&apos;échec…</translation>
    </message>
    <message>
        <source>✖ Failure: %1</source>
        <translation>✖ Échec : %1</translation>
    </message>
    <message>
        <source>✖ Failure at line %1: %2</source>
        <translation>✖ Échec à la ligne %1 : %2</translation>
    </message>
    <message>
        <source>Save the log</source>
        <translation>Enregistrer le log</translation>
    </message>
    <message>
        <source>Text (*.txt *.log)</source>
        <translation>Texte (*.txt *.log)</translation>
    </message>
    <message>
        <source>%1 lines</source>
        <translation>%1 lignes</translation>
    </message>
    <message>
        <source>gzip</source>
        <translation>gzip</translation>
    </message>
    <message>
        <source>indexed in %1 ms</source>
        <translation>indexé en %1 ms</translation>
    </message>
    <message>
        <source>inflating %1 of %2</source>
        <translation>décompression %1 sur %2</translation>
    </message>
    <message>
        <source>indexing %1 of %2</source>
        <translation>indexation %1 sur %2</translation>
    </message>
    <message>
        <source>could not write %1: %2 — choose another folder or free disk space</source>
        <translation>impossible d&apos;écrire %1 : %2 — choisissez un autre dossier ou libérez de l&apos;espace disque</translation>
    </message>
    <message>
        <source>cannot read the log %1: %2 — open it again</source>
        <translation>impossible de lire le journal %1 : %2 — rouvrez-le</translation>
    </message>
    <message>
        <source>A save is already under way.</source>
        <translation>Un enregistrement est déjà en cours.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Enregistrement de %1…</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Find in the log</source>
        <translation>Rechercher dans le log</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Occurrence suivante</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Occurrence précédente</translation>
    </message>
    <message>
        <source>This gzip log holds more than %1 MB of text: only its first %1 MB are shown and searched. To search all of it, run &apos;hudwatch log FILE --max-inflated MB --find PATTERN&apos; with a larger bound.</source>
        <translation>Ce log gzip contient plus de %1 Mo de texte : seuls ses %1 premiers Mo sont affichés et cherchés. Pour tout chercher, lancez &apos;hudwatch log FILE --max-inflated MB --find PATTERN&apos; avec une limite plus grande.</translation>
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
        <translation>%1 — log HUD Watch</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
</context>
<context>
    <name>hw::LongOperation</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>Annulé ; rien n&apos;a été écrit.</translation>
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
        <translation>&amp;Grille</translation>
    </message>
    <message>
        <source>&amp;Backends</source>
        <translation>&amp;Backends</translation>
    </message>
    <message>
        <source>Trunk jobs by commit (Ctrl+1)</source>
        <translation>Jobs du trunk par commit (Ctrl+1)</translation>
    </message>
    <message>
        <source>Out-of-tree accelerator backends by trust level (Ctrl+2)</source>
        <translation>Backends d&apos;accélérateurs hors arbre par niveau de confiance (Ctrl+2)</translation>
    </message>
    <message>
        <source>&amp;Flaky tests</source>
        <translation>Tests &amp;instables</translation>
    </message>
    <message>
        <source>Flakiest tests ranked by a confidence bound, disabled tests (Ctrl+3)</source>
        <translation>Les tests les plus instables classés par borne de confiance, tests désactivés (Ctrl+3)</translation>
    </message>
    <message>
        <source>&amp;Trunk health</source>
        <translation>Santé du &amp;trunk</translation>
    </message>
    <message>
        <source>Red commits, time to signal, queue time, platform-only failures (Ctrl+4)</source>
        <translation>Commits rouges, délai de signal, temps d&apos;attente, échecs propres à une plateforme (Ctrl+4)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Refresh now</source>
        <translation>&amp;Actualiser maintenant</translation>
    </message>
    <message>
        <source>&amp;Pause / resume refresh	Space</source>
        <translation>&amp;Suspendre / reprendre l&apos;actualisation	Espace</translation>
    </message>
    <message>
        <source>Set ClickHouse pass&amp;word…</source>
        <translation>Définir le &amp;mot de passe ClickHouse…</translation>
    </message>
    <message>
        <source>Set relay API &amp;token…</source>
        <translation>Définir le &amp;jeton de l&apos;API du relais…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About HUD Watch</source>
        <translation>À &amp;propos de HUD Watch</translation>
    </message>
    <message>
        <source>About HUD Watch</source>
        <translation>À propos de HUD Watch</translation>
    </message>
    <message>
        <source>HUD Watch %1
A desktop console for large CI systems.</source>
        <translation>HUD Watch %1
Une console de bureau pour les grands systèmes de CI.</translation>
    </message>
    <message>
        <source>HUD Watch — %1</source>
        <translation>HUD Watch — %1</translation>
    </message>
    <message>
        <source>⚠ %1 is failing: %2. Showing the last good data, as of %3 (%4).</source>
        <translation>⚠ %1 échoue : %2. Dernières données valides affichées, au %3 (%4).</translation>
    </message>
    <message>
        <source>⚠ %1 is failing: %2. No data yet.</source>
        <translation>⚠ %1 échoue : %2. Pas encore de données.</translation>
    </message>
    <message>
        <source>⚠ %1 refused the password: %2. Showing the last good data, as of %3 (%4); polling waits for a new password.</source>
        <translation>⚠ %1 a refusé le mot de passe : %2. Dernières données valides affichées, au %3 (%4) ; l&apos;interrogation attend un nouveau mot de passe.</translation>
    </message>
    <message>
        <source>⚠ %1 refused the password: %2. Polling waits for a new password.</source>
        <translation>⚠ %1 a refusé le mot de passe : %2. L&apos;interrogation attend un nouveau mot de passe.</translation>
    </message>
    <message>
        <source>Set password…</source>
        <translation>Définir le mot de passe…</translation>
    </message>
    <message>
        <source>⊘ Offline: showing cached data as of %1 (%2).</source>
        <translation>⊘ Hors ligne : données en cache au %1 (%2).</translation>
    </message>
    <message>
        <source>❚❚ Replay paused at %1 (press Space to resume).</source>
        <translation>❚❚ Relecture suspendue à %1 (Espace pour reprendre).</translation>
    </message>
    <message>
        <source>❚❚ Refresh paused (press Space to resume). Data as of %1.</source>
        <translation>❚❚ Actualisation suspendue (Espace pour reprendre). Données au %1.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>⚠ Data is stale: as of %1 (%2).</source>
        <translation>⚠ Données périmées : au %1 (%2).</translation>
    </message>
    <message>
        <source>⚠ No data yet.</source>
        <translation>⚠ Pas encore de données.</translation>
    </message>
    <message>
        <source>%1 has not answered for %2.</source>
        <translation>%1 ne répond plus depuis %2.</translation>
    </message>
    <message>
        <source>GPU &amp;utilization</source>
        <translation>&amp;Utilisation GPU</translation>
    </message>
    <message>
        <source>Idle GPU-hours of the fleet, and one job&apos;s GPUs over its time (Ctrl+5)</source>
        <translation>GPU-heures inactives de la flotte, et les GPU d&apos;un job sur sa durée (Ctrl+5)</translation>
    </message>
    <message>
        <source>No job in this cell</source>
        <translation>Aucun job dans cette cellule</translation>
    </message>
    <message>
        <source>E&amp;xport time window…</source>
        <translation>E&amp;xporter une fenêtre temporelle…</translation>
    </message>
    <message>
        <source>Sign &amp;in with the browser…</source>
        <translation>Se connecter avec le &amp;navigateur…</translation>
    </message>
    <message>
        <source>Sign in with a &amp;code on another device…</source>
        <translation>Se connecter avec un &amp;code sur un autre appareil…</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>Se &amp;déconnecter</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>&amp;Profil</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Para&amp;mètres</translation>
    </message>
    <message>
        <source>&amp;Alert rules…</source>
        <translation>Règles d&apos;&amp;alerte…</translation>
    </message>
    <message>
        <source>⚠ Sign-in: %1.</source>
        <translation>⚠ Connexion : %1.</translation>
    </message>
    <message>
        <source>⚠ %1: %2.</source>
        <translation>⚠ %1 : %2.</translation>
    </message>
    <message>
        <source>Sign in…</source>
        <translation>Se connecter…</translation>
    </message>
    <message>
        <source>Demo recording</source>
        <translation>Enregistrement de démo</translation>
    </message>
    <message>
        <source>&amp;New profile…</source>
        <translation>&amp;Nouveau profil…</translation>
    </message>
    <message>
        <source>&amp;Edit this profile…</source>
        <translation>&amp;Modifier ce profil…</translation>
    </message>
    <message>
        <source>&amp;Import a profile…</source>
        <translation>&amp;Importer un profil…</translation>
    </message>
    <message>
        <source>E&amp;xport this profile…</source>
        <translation>E&amp;xporter ce profil…</translation>
    </message>
    <message>
        <source>not a job id: &quot;%1&quot; (use utilization:JOB_ID or utilization:fleet)</source>
        <translation>pas un identifiant de job : &quot;%1&quot; (utilisez utilization:JOB_ID ou utilization:fleet)</translation>
    </message>
    <message>
        <source>⚠ %1 is failing: %2. Showing the last good data: the commits of an unfinished first sync (it resumes at the next poll).</source>
        <translation>⚠ %1 échoue : %2. Affichage des dernières données valides : les commits d&apos;une première synchronisation inachevée (elle reprend à la prochaine interrogation).</translation>
    </message>
    <message>
        <source>&amp;Command palette…</source>
        <translation>&amp;Palette de commandes…</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Suivre le s&amp;ystème</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Backends</source>
        <translation>Backends</translation>
    </message>
    <message>
        <source>Flaky tests</source>
        <translation>Tests instables</translation>
    </message>
    <message>
        <source>Trunk health</source>
        <translation>Santé du trunk</translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation>Utilisation GPU</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no longer in the menus</source>
        <translation>« %1 » n’est plus dans les menus</translation>
    </message>
    <message>
        <source>%1 is not in the grid (filtered out?): clear the filter and try again</source>
        <translation>%1 n’est pas dans la grille (filtré ?) : videz le filtre et réessayez</translation>
    </message>
    <message>
        <source>S&amp;nooze notifications for 1 hour</source>
        <translation>&amp;Suspendre les notifications pendant 1 heure</translation>
    </message>
    <message>
        <source>S&amp;nooze notifications (until %1; uncheck to resume)</source>
        <translation>Notifications &amp;suspendues (jusqu&apos;à %1 ; décocher pour reprendre)</translation>
    </message>
    <message>
        <source>Retrying at %1.</source>
        <translation>Nouvel essai à %1.</translation>
    </message>
    <message>
        <source>⊘ Offline and the cache is empty: start without --offline to fetch data.</source>
        <translation>⊘ Hors ligne et le cache est vide : lancez sans --offline pour récupérer des données.</translation>
    </message>
    <message>
        <source>%1 is not in the grid — if it is filtered out, clear the job filter (/ then Esc) and untick Hide green, Hide unstable and Hide skipped</source>
        <translation>%1 n&apos;est pas dans la grille — s&apos;il est filtré, videz le filtre des jobs (/ puis Échap) et décochez « Masquer les verts », « Masquer les instables » et « Masquer les ignorés »</translation>
    </message>
    <message>
        <source>no flaky test matches &quot;%1&quot; — check the name, or choose a longer time range on the Flaky tests tab</source>
        <translation>aucun test instable ne correspond à &quot;%1&quot; — vérifiez le nom, ou choisissez une période plus longue dans l&apos;onglet Tests instables</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot; — use grid, backends, flaky, trunk or utilization</source>
        <translation>vue inconnue &quot;%1&quot; — utilisez grid, backends, flaky, trunk ou utilization</translation>
    </message>
</context>
<context>
    <name>hw::PassRateChip</name>
    <message>
        <source>good (≥ 95 %)</source>
        <translation>bon (≥ 95 %)</translation>
    </message>
    <message>
        <source>warning (80–95 %)</source>
        <translation>avertissement (80–95 %)</translation>
    </message>
    <message>
        <source>bad (below 80 %)</source>
        <translation>mauvais (moins de 80 %)</translation>
    </message>
    <message>
        <source>no completed jobs</source>
        <translation>aucun job terminé</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>aucune donnée</translation>
    </message>
</context>
<context>
    <name>hw::PngFile</name>
    <message>
        <source>the image could not be encoded as PNG</source>
        <translation>l&apos;image n&apos;a pas pu être encodée en PNG</translation>
    </message>
</context>
<context>
    <name>hw::ProfileEditorDialog</name>
    <message>
        <source>New profile</source>
        <translation>Nouveau profil</translation>
    </message>
    <message>
        <source>Edit profile %1</source>
        <translation>Modifier le profil %1</translation>
    </message>
    <message>
        <source>letters, digits, . _ -</source>
        <translation>lettres, chiffres, . _ -</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
    <message>
        <source>Allow plain http to a host that is not this machine</source>
        <translation>Autoriser http non chiffré vers un hôte autre que cette machine</translation>
    </message>
    <message>
        <source>⚠ Plain http: the password, tokens and data cross the network unencrypted. Use it only on a network you trust.</source>
        <translation>⚠ http non chiffré : le mot de passe, les jetons et les données traversent le réseau en clair. À utiliser uniquement sur un réseau de confiance.</translation>
    </message>
    <message>
        <source>ClickHouse</source>
        <translation>ClickHouse</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL :</translation>
    </message>
    <message>
        <source>U&amp;ser:</source>
        <translation>Uti&amp;lisateur :</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>inchangé</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>Mot de &amp;passe :</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the profile file.</source>
        <translation>Conservé dans le trousseau du système, jamais dans le fichier de profil.</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>Base de &amp;données :</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Connect timeout:</source>
        <translation>Délai de connexion :</translation>
    </message>
    <message>
        <source>Read timeout:</source>
        <translation>Délai de lecture :</translation>
    </message>
    <message>
        <source>Request timeout:</source>
        <translation>Délai de requête :</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> Mo</translation>
    </message>
    <message>
        <source>Largest reply:</source>
        <translation>Réponse maximale :</translation>
    </message>
    <message>
        <source>Relay</source>
        <translation>Relais</translation>
    </message>
    <message>
        <source>R&amp;elay URL:</source>
        <translation>URL du r&amp;elais :</translation>
    </message>
    <message>
        <source>path or URL of an allowlist.yml</source>
        <translation>chemin ou URL d&apos;un allowlist.yml</translation>
    </message>
    <message>
        <source>&amp;Allowlist file:</source>
        <translation>Fichier d&apos;&amp;allowlist :</translation>
    </message>
    <message>
        <source>Sign-in</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <source>the OpenID provider&apos;s issuer URL</source>
        <translation>l&apos;URL de l&apos;issuer du fournisseur OpenID</translation>
    </message>
    <message>
        <source>&amp;Issuer:</source>
        <translation>&amp;Issuer :</translation>
    </message>
    <message>
        <source>&amp;Client ID:</source>
        <translation>ID &amp;client :</translation>
    </message>
    <message>
        <source>Sc&amp;ope:</source>
        <translation>Sc&amp;ope :</translation>
    </message>
    <message>
        <source>Polling</source>
        <translation>Interrogation</translation>
    </message>
    <message>
        <source>&amp;Branch:</source>
        <translation>&amp;Branche :</translation>
    </message>
    <message>
        <source>Poll &amp;every:</source>
        <translation>Interroger toutes le&amp;s :</translation>
    </message>
    <message>
        <source>Commits &amp;shown:</source>
        <translation>Commits a&amp;ffichés :</translation>
    </message>
    <message>
        <source>empty: the bundled HUD grouping</source>
        <translation>vide : le regroupement HUD fourni</translation>
    </message>
    <message>
        <source>&amp;Grouping file:</source>
        <translation>Fichier de &amp;regroupement :</translation>
    </message>
    <message>
        <source>one column-name pattern per line</source>
        <translation>un motif de nom de colonne par ligne</translation>
    </message>
    <message>
        <source>Unstable jobs:</source>
        <translation>Jobs instables :</translation>
    </message>
    <message>
        <source>empty: the default cache file</source>
        <translation>vide : le fichier de cache par défaut</translation>
    </message>
    <message>
        <source>Cac&amp;he file:</source>
        <translation>Fic&amp;hier de cache :</translation>
    </message>
    <message>
        <source>name: give the profile a name</source>
        <translation>nom : donnez un nom au profil</translation>
    </message>
    <message>
        <source>name: letters, digits, . _ - only (up to 64, not starting with &apos;.&apos;)</source>
        <translation>nom : lettres, chiffres, . _ - uniquement (64 au plus, sans &apos;.&apos; au début)</translation>
    </message>
    <message>
        <source>name: a profile &quot;%1&quot; exists already; choose another name</source>
        <translation>nom : un profil &quot;%1&quot; existe déjà ; choisissez un autre nom</translation>
    </message>
    <message>
        <source>… testing</source>
        <translation>… test en cours</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>échec : %1</translation>
    </message>
    <message>
        <source>%1: not a valid URL — write it as https://host or https://host:port</source>
        <translation>%1 : URL invalide — écrivez-la sous la forme https://hôte ou https://hôte:port</translation>
    </message>
    <message>
        <source>The one GitHub repository (owner/repo) this profile watches: every query filters by it.</source>
        <translation>L&apos;unique dépôt GitHub (owner/repo) que surveille ce profil : chaque requête filtre sur ce dépôt.</translation>
    </message>
    <message>
        <source>&amp;Repository:</source>
        <translation>&amp;Dépôt :</translation>
    </message>
</context>
<context>
    <name>hw::ProfileTransfer</name>
    <message>
        <source>invalid profile name &quot;%1&quot; (letters, digits, . _ - only; use --name)</source>
        <translation>nom de profil invalide &quot;%1&quot; (lettres, chiffres, . _ - uniquement ; utilisez --name)</translation>
    </message>
    <message>
        <source>profiles never carry secrets: remove key %1; set the password after import</source>
        <translation>les profils ne contiennent jamais de secrets : supprimez la clé %1 ; définissez le mot de passe après l&apos;import</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; already exists: choose another with --name, or replace it with --force</source>
        <translation>le profil &quot;%1&quot; existe déjà : choisissez-en un autre avec --name, ou remplacez-le avec --force</translation>
    </message>
    <message>
        <source>cannot write %1: %2 — choose another folder or free disk space</source>
        <translation>impossible d&apos;écrire %1 : %2 — choisissez un autre dossier ou libérez de l&apos;espace disque</translation>
    </message>
    <message>
        <source>invalid profile name &quot;%1&quot;: rename the file (letters, digits, . _ - only)</source>
        <translation>nom de profil « %1 » invalide : renommez le fichier (lettres, chiffres, . _ - uniquement)</translation>
    </message>
    <message>
        <source>the file cannot be read as a profile (ini) — import a file written by Export this profile or &apos;hudwatch profile export&apos;</source>
        <translation>le fichier ne peut pas être lu comme un profil (ini) — importez un fichier écrit par « Exporter ce profil » ou « hudwatch profile export »</translation>
    </message>
    <message>
        <source>unknown key %1 (a profile knows: %2) — remove it, or update HUD Watch if the file came from a newer version</source>
        <translation>clé inconnue %1 (un profil connaît : %2) — supprimez-la, ou mettez HUD Watch à jour si le fichier vient d&apos;une version plus récente</translation>
    </message>
    <message>
        <source>a profile &quot;%1&quot; exists already: rename the file (its name becomes the profile&apos;s) and import again</source>
        <translation>un profil « %1 » existe déjà : renommez le fichier (son nom devient celui du profil) et importez-le de nouveau</translation>
    </message>
    <message>
        <source>the file is larger than %1 KB: not a profile — import a file written by Export this profile or &apos;hudwatch profile export&apos;</source>
        <translation>le fichier dépasse %1 Ko : ce n&apos;est pas un profil — importez un fichier écrit par « Exporter ce profil » ou « hudwatch profile export »</translation>
    </message>
    <message>
        <source>cannot read %1: %2 — check the path and that you may read the file</source>
        <translation>impossible de lire %1 : %2 — vérifiez le chemin et que vous avez le droit de lire le fichier</translation>
    </message>
</context>
<context>
    <name>hw::PromotionReport</name>
    <message>
        <source>first dispatch at %1 on %2</source>
        <translation>premier déclenchement en %1 le %2</translation>
    </message>
    <message>
        <source>allowlist</source>
        <translation>l&apos;allowlist</translation>
    </message>
    <message>
        <source>HUD level status</source>
        <translation>le statut de niveau HUD</translation>
    </message>
    <message>
        <source>level history</source>
        <translation>l&apos;historique des niveaux</translation>
    </message>
    <message>
        <source>time at L2</source>
        <translation>temps en L2</translation>
    </message>
    <message>
        <source>end-to-end time P50</source>
        <translation>temps de bout en bout P50</translation>
    </message>
    <message>
        <source>mean queue time</source>
        <translation>temps moyen en file d&apos;attente</translation>
    </message>
    <message>
        <source>overrun rate</source>
        <translation>taux de dépassement</translation>
    </message>
    <message>
        <source>timeout rate</source>
        <translation>taux de timeout</translation>
    </message>
    <message>
        <source>pass rate</source>
        <translation>taux de réussite</translation>
    </message>
    <message>
        <source>promotion window</source>
        <translation>fenêtre de promotion</translation>
    </message>
    <message>
        <source>demotion window</source>
        <translation>fenêtre de rétrogradation</translation>
    </message>
    <message>
        <source>data needed</source>
        <translation>données requises</translation>
    </message>
    <message>
        <source>Promotion review: %1</source>
        <translation>Revue de promotion : %1</translation>
    </message>
    <message>
        <source>As of %1 UTC. Figures from HUD&apos;s CRCR data (ClickHouse crcr_workflow_job, jobs judged by their latest attempt); levels from the allowlist.</source>
        <translation>Au %1 UTC. Chiffres issus des données CRCR de HUD (ClickHouse crcr_workflow_job, jobs jugés sur leur dernière tentative) ; niveaux issus de l&apos;allowlist.</translation>
    </message>
    <message>
        <source>Current level</source>
        <translation>Niveau actuel</translation>
    </message>
    <message>
        <source>Not in the allowlist</source>
        <translation>Absent de l&apos;allowlist</translation>
    </message>
    <message>
        <source>Level: </source>
        <translation>Niveau : </translation>
    </message>
    <message>
        <source> — from the %1</source>
        <translation> — d&apos;après %1</translation>
    </message>
    <message>
        <source>Device: </source>
        <translation>Périphérique : </translation>
    </message>
    <message>
        <source> (PR label ciflow/crcr/%1)</source>
        <translation> (label de PR ciflow/crcr/%1)</translation>
    </message>
    <message>
        <source>On-call: %1</source>
        <translation>Astreinte : %1</translation>
    </message>
    <message>
        <source>none listed</source>
        <translation>aucune listée</translation>
    </message>
    <message>
        <source>Events: %1</source>
        <translation>Événements : %1</translation>
    </message>
    <message>
        <source>Not in the allowlist of this snapshot (no device or on-call known).</source>
        <translation>Absent de l&apos;allowlist de cet instantané (aucun périphérique ni astreinte connus).</translation>
    </message>
    <message>
        <source>At %1 since %2 (%3 days)</source>
        <translation>En %1 depuis le %2 (%3 jours)</translation>
    </message>
    <message>
        <source>, start inferred from ClickHouse</source>
        <translation>, début déduit de ClickHouse</translation>
    </message>
    <message>
        <source>Level history</source>
        <translation>Historique des niveaux</translation>
    </message>
    <message>
        <source>No dated level change known.</source>
        <translation>Aucun changement de niveau daté connu.</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>non listé</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>retiré</translation>
    </message>
    <message>
        <source>ClickHouse: %1</source>
        <translation>ClickHouse : %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Changement</translation>
    </message>
    <message>
        <source>PR</source>
        <translation>PR</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>L3 readiness</source>
        <translation>Préparation L3</translation>
    </message>
    <message>
        <source>WHAT-IF: targets changed from HUD&apos;s defaults: %1. This is not HUD&apos;s verdict.</source>
        <translation>SIMULATION : cibles modifiées par rapport aux valeurs par défaut de HUD : %1. Ce n&apos;est pas le verdict de HUD.</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 jours</translation>
    </message>
    <message>
        <source> (demotion)</source>
        <translation> (rétrogradation)</translation>
    </message>
    <message>
        <source> (promotion)</source>
        <translation> (promotion)</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Critère</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>Atteint</translation>
    </message>
    <message>
        <source>Verdict: </source>
        <translation>Verdict : </translation>
    </message>
    <message>
        <source> (what-if)</source>
        <translation> (simulation)</translation>
    </message>
    <message>
        <source>last %1 days</source>
        <translation>%1 derniers jours</translation>
    </message>
    <message>
        <source>%1 timed out, %2 cancelled, %3 triaged infra</source>
        <translation>%1 en timeout, %2 annulés, %3 triés en infra</translation>
    </message>
    <message>
        <source>Completed jobs</source>
        <translation>Jobs terminés</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Réussis</translation>
    </message>
    <message>
        <source>Test failures</source>
        <translation>Échecs de tests</translation>
    </message>
    <message>
        <source>Infra failures</source>
        <translation>Échecs d&apos;infra</translation>
    </message>
    <message>
        <source>Infra detail</source>
        <translation>Détail infra</translation>
    </message>
    <message>
        <source>Jobs over time</source>
        <translation>Jobs dans le temps</translation>
    </message>
    <message>
        <source>Recent failing jobs</source>
        <translation>Jobs récents en échec</translation>
    </message>
    <message>
        <source>No failing job among the recent jobs.</source>
        <translation>Aucun job en échec parmi les jobs récents.</translation>
    </message>
    <message>
        <source> (attempt %1)</source>
        <translation> (tentative %1)</translation>
    </message>
    <message>
        <source>Completed (UTC)</source>
        <translation>Terminé (UTC)</translation>
    </message>
    <message>
        <source>Workflow / job</source>
        <translation>Workflow / job</translation>
    </message>
    <message>
        <source>Conclusion</source>
        <translation>Conclusion</translation>
    </message>
    <message>
        <source>Triage</source>
        <translation>Triage</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>impossible d&apos;écrire %1 : le dossier %2 n&apos;existe pas</translation>
    </message>
    <message>
        <source>cannot write %1: no file name</source>
        <translation>impossible d&apos;écrire %1 : aucun nom de fichier</translation>
    </message>
    <message>
        <source>Breakage: infrastructure vs tests (console&apos;s own split)</source>
        <translation>Pannes : infrastructure vs tests (répartition propre à la console)</translation>
    </message>
    <message>
        <source>(unknown PR)</source>
        <translation>(PR inconnue)</translation>
    </message>
</context>
<context>
    <name>hw::RangeFeature</name>
    <message>
        <source>this recording has no %1 at or before %2</source>
        <translation>cet enregistrement n&apos;a pas de %1 à %2 ou avant</translation>
    </message>
</context>
<context>
    <name>hw::RangeSync</name>
    <message>
        <source>%1 malformed rows left out</source>
        <translation>%1 lignes mal formées ignorées</translation>
    </message>
    <message>
        <source>change the range to retry now</source>
        <translation>changez la période pour réessayer maintenant</translation>
    </message>
    <message>
        <source>refresh cancelled: these figures were not refreshed; change the range to fetch now</source>
        <translation>actualisation annulée : ces chiffres n&apos;ont pas été actualisés ; changez la période pour les récupérer maintenant</translation>
    </message>
    <message>
        <source>cache write failed: %1 — free disk space; the fetch is retried</source>
        <translation>échec de l&apos;écriture du cache : %1 — libérez de l&apos;espace disque ; la récupération est relancée</translation>
    </message>
</context>
<context>
    <name>hw::RecordingFile</name>
    <message>
        <source>it has no table %1</source>
        <translation>la table %1 est absente</translation>
    </message>
    <message>
        <source>its %1 is a %2, not a table</source>
        <translation>son %1 est un %2, pas une table</translation>
    </message>
    <message>
        <source>its table %1 has computed columns</source>
        <translation>sa table %1 a des colonnes calculées</translation>
    </message>
    <message>
        <source>its table %1 has %2 rows, more than the %3 a recording may hold</source>
        <translation>sa table %1 a %2 lignes, plus que les %3 qu&apos;un enregistrement peut contenir</translation>
    </message>
    <message>
        <source>cannot write %1: %2 — choose another folder or free disk space</source>
        <translation>impossible d&apos;écrire %1 : %2 — choisissez un autre dossier ou libérez de l&apos;espace disque</translation>
    </message>
    <message>
        <source>%1: no such file — check the path</source>
        <translation>%1 : fichier introuvable — vérifiez le chemin</translation>
    </message>
    <message>
        <source>%1 is not a HUD Watch recording: %2 — open a file written by File ▸ Export time window… or --record</source>
        <translation>%1 n&apos;est pas un enregistrement HUD Watch : %2 — ouvrez un fichier écrit par Fichier ▸ Exporter une fenêtre temporelle… ou --record</translation>
    </message>
    <message>
        <source>another application&apos;s SQLite file</source>
        <translation>fichier SQLite d&apos;une autre application</translation>
    </message>
    <message>
        <source>%1 is a recording of format version %2; this HUD Watch reads up to version %3 — update HUD Watch</source>
        <translation>%1 est un enregistrement de version de format %2 ; ce HUD Watch lit jusqu&apos;à la version %3 — mettez HUD Watch à jour</translation>
    </message>
    <message>
        <source>no format version</source>
        <translation>aucune version de format</translation>
    </message>
    <message>
        <source>the recording table is empty</source>
        <translation>la table recording est vide</translation>
    </message>
    <message>
        <source>a level change has no valid date (%1)</source>
        <translation>un changement de niveau n&apos;a pas de date valide (%1)</translation>
    </message>
    <message>
        <source>an alert transition of unknown kind (%1)</source>
        <translation>une transition d&apos;alerte de type inconnu (%1)</translation>
    </message>
    <message>
        <source>its end is before its start</source>
        <translation>sa fin précède son début</translation>
    </message>
    <message>
        <source>its range names %1, not a time from 1970 to 9999</source>
        <translation>sa période indique %1, pas une date entre 1970 et 9999</translation>
    </message>
    <message>
        <source>commit %1 has the time %2, not a time from 1970 to 9999</source>
        <translation>le commit %1 a l&apos;heure %2, pas une date entre 1970 et 9999</translation>
    </message>
    <message>
        <source>an alert has the time %1, not a time from 1970 to 9999</source>
        <translation>une alerte a l&apos;heure %1, pas une date entre 1970 et 9999</translation>
    </message>
    <message>
        <source>job %1 has the time %2, not a time from 1970 to 9999</source>
        <translation>le job %1 a l&apos;heure %2, pas une date entre 1970 et 9999</translation>
    </message>
    <message>
        <source>the recording is not open</source>
        <translation>l&apos;enregistrement n&apos;est pas ouvert</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>mémoire insuffisante</translation>
    </message>
    <message>
        <source>reading %1 was cancelled</source>
        <translation>la lecture de %1 a été annulée</translation>
    </message>
</context>
<context>
    <name>hw::RecordingOutput</name>
    <message>
        <source>Export time window</source>
        <translation>Exporter une fenêtre temporelle</translation>
    </message>
    <message>
        <source>There is nothing to export yet — wait for the first sync to store commits.</source>
        <translation>Il n&apos;y a encore rien à exporter — attendez que la première synchronisation enregistre des commits.</translation>
    </message>
    <message>
        <source>HUD Watch recordings (*.hwrec);;All files (*)</source>
        <translation>Enregistrements HUD Watch (*.hwrec);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>An export is already under way.</source>
        <translation>Un export est déjà en cours.</translation>
    </message>
    <message>
        <source>Exporting %1 – %2 to %3…</source>
        <translation>Export de %1 – %2 vers %3…</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>Export annulé ; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Exported %1 to %2 (open it with hudwatch --replay %2)</source>
        <translation>%1 exporté vers %2 (ouvrez-le avec hudwatch --replay %2)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>⚠ --record %1: a part could not be written: %2 — free disk space; the recording goes on but misses what failed</source>
        <translation>⚠ --record %1 : une partie n&apos;a pas pu être écrite : %2 — libérez de l&apos;espace disque ; l&apos;enregistrement continue mais il lui manque ce qui a échoué</translation>
    </message>
    <message>
        <source>--record %1: nothing recorded: the cache is empty — wait for the first sync to store commits</source>
        <translation>--record %1 : rien n&apos;a été enregistré : le cache est vide — attendez que la première synchronisation enregistre des commits</translation>
    </message>
    <message>
        <source>--record %1: %2</source>
        <translation>--record %1 : %2</translation>
    </message>
</context>
<context>
    <name>hw::RecordingReader</name>
    <message>
        <source>the demo data is not built into this binary (%1 is missing) — reinstall HUD Watch</source>
        <translation>les données de démonstration ne sont pas intégrées à ce binaire (%1 manque) — réinstallez HUD Watch</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, not a time from 1970 to 9999</source>
        <translation>&quot;%1&quot; vaut %2, pas une date entre 1970 et 9999</translation>
    </message>
    <message>
        <source>missing &quot;%1&quot;</source>
        <translation>&quot;%1&quot; manquant</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an integer</source>
        <translation>&quot;%1&quot; doit être un entier</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>&quot;%1&quot; doit être une chaîne</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be empty</source>
        <translation>&quot;%1&quot; ne doit pas être vide</translation>
    </message>
    <message>
        <source>not a recording: the file is empty or too short</source>
        <translation>pas un enregistrement : le fichier est vide ou trop court</translation>
    </message>
    <message>
        <source>not a recording: expected JSON Lines or qCompress/zlib data</source>
        <translation>pas un enregistrement : JSON Lines ou données qCompress/zlib attendus</translation>
    </message>
    <message>
        <source>not a recording: it uncompresses to more than %1 MB (the limit)</source>
        <translation>pas un enregistrement : décompressé, il dépasse %1 Mo (la limite)</translation>
    </message>
    <message>
        <source>not a recording: the compressed data is corrupt or truncated (%1)</source>
        <translation>pas un enregistrement : les données compressées sont corrompues ou tronquées (%1)</translation>
    </message>
    <message>
        <source>not a recording: the compressed data holds nothing</source>
        <translation>pas un enregistrement : les données compressées sont vides</translation>
    </message>
    <message>
        <source>%1 — update HUD Watch</source>
        <translation>%1 — mettez HUD Watch à jour</translation>
    </message>
    <message>
        <source>%1 — open a file written by File ▸ Export time window… or --record</source>
        <translation>%1 — ouvrez un fichier écrit par Fichier ▸ Exporter une fenêtre temporelle… ou --record</translation>
    </message>
    <message>
        <source>not a recording: larger than %1 MB (the limit)</source>
        <translation>pas un enregistrement : plus de %1 Mo (la limite)</translation>
    </message>
    <message>
        <source>invalid JSON (%1 at column %2)</source>
        <translation>JSON non valide (%1 à la colonne %2)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>objet JSON attendu</translation>
    </message>
    <message>
        <source>not a recording header (expected &quot;format&quot;:&quot;hudwatch-recording&quot;)</source>
        <translation>pas un en-tête d&apos;enregistrement (&quot;format&quot;:&quot;hudwatch-recording&quot; attendu)</translation>
    </message>
    <message>
        <source>unsupported recording version %1 (this build reads version %2)</source>
        <translation>version d&apos;enregistrement %1 non prise en charge (cette version lit la version %2)</translation>
    </message>
    <message>
        <source>&quot;unstable_patterns&quot; must be an array of strings</source>
        <translation>&quot;unstable_patterns&quot; doit être un tableau de chaînes</translation>
    </message>
    <message>
        <source>time %1 is before the previous event&apos;s time %2 (events must be in time order)</source>
        <translation>l&apos;heure %1 précède l&apos;heure %2 de l&apos;événement précédent (les événements doivent être dans l&apos;ordre chronologique)</translation>
    </message>
    <message>
        <source>unknown job status &quot;%1&quot; (expected queued, in_progress or completed)</source>
        <translation>statut de job inconnu &quot;%1&quot; (attendu : queued, in_progress ou completed)</translation>
    </message>
    <message>
        <source>unknown event type &quot;%1&quot; (expected &quot;commit&quot; or &quot;job&quot;)</source>
        <translation>type d&apos;événement inconnu &quot;%1&quot; (attendu : &quot;commit&quot; ou &quot;job&quot;)</translation>
    </message>
    <message>
        <source>not a recording: the file has no header line</source>
        <translation>pas un enregistrement : le fichier n&apos;a pas de ligne d&apos;en-tête</translation>
    </message>
    <message>
        <source>the recording ends (%1) before it starts (%2)</source>
        <translation>l&apos;enregistrement se termine (%1) avant de commencer (%2)</translation>
    </message>
    <message>
        <source>cannot open %1: %2 — check the path given to --replay</source>
        <translation>impossible d&apos;ouvrir %1 : %2 — vérifiez le chemin donné à --replay</translation>
    </message>
    <message>
        <source>%1: not a recording: larger than %2 MB (the limit)</source>
        <translation>%1 : pas un enregistrement : plus de %2 Mo (la limite)</translation>
    </message>
    <message>
        <source>pr %1 is not a PR number</source>
        <translation>pr %1 n&apos;est pas un numéro de PR</translation>
    </message>
</context>
<context>
    <name>hw::RecordingWriter</name>
    <message>
        <source>cannot write %1: %2 — choose another folder or free disk space</source>
        <translation>impossible d’écrire %1 : %2 — choisissez un autre dossier ou libérez de l’espace disque</translation>
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
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Could be re-enabled</source>
        <translation>Réactivables</translation>
    </message>
    <message>
        <source>Green re-runs (7 days)</source>
        <translation>Relances vertes (7 jours)</translation>
    </message>
    <message>
        <source>Last re-run (UTC)</source>
        <translation>Dernière relance (UTC)</translation>
    </message>
    <message>
        <source>Issue to close</source>
        <translation>Issue à fermer</translation>
    </message>
</context>
<context>
    <name>hw::RegularFile</name>
    <message>
        <source>it is larger than %1 MB</source>
        <translation>il dépasse %1 Mo</translation>
    </message>
    <message>
        <source>it is larger than %1 KB</source>
        <translation>il dépasse %1 Ko</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c’est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, a socket or a device)</source>
        <translation>ce n’est pas un fichier ordinaire (un tube, un socket ou un périphérique)</translation>
    </message>
</context>
<context>
    <name>hw::RelayError</name>
    <message>
        <source>not signed in — sign in (File ▸ Sign in)</source>
        <translation>non connecté — connectez-vous (Fichier ▸ Se connecter)</translation>
    </message>
    <message>
        <source>no relay token is set</source>
        <translation>aucun jeton du relais n&apos;est défini</translation>
    </message>
    <message>
        <source>the relay token was rejected</source>
        <translation>le jeton du relais a été refusé</translation>
    </message>
    <message>
        <source>the sign-in was rejected — sign in again (File ▸ Sign in)</source>
        <translation>la connexion a été refusée — reconnectez-vous (Fichier ▸ Se connecter)</translation>
    </message>
    <message>
        <source>the sign-in was rejected</source>
        <translation>la connexion a été refusée</translation>
    </message>
    <message>
        <source>HTTP %1 redirect to %2 not followed — if the relay moved, set relay/url to %2</source>
        <translation>redirection HTTP %1 vers %2 non suivie — si le relais a déménagé, définissez relay/url sur %2</translation>
    </message>
    <message>
        <source>HTTP %1 redirect to %2 not followed — if the file moved, set relay/allowlistFile to %2</source>
        <translation>redirection HTTP %1 vers %2 non suivie — si le fichier a déménagé, définissez relay/allowlistFile sur %2</translation>
    </message>
    <message>
        <source>sign in again (File ▸ Sign in)</source>
        <translation>reconnectez-vous (Fichier ▸ Se connecter)</translation>
    </message>
    <message>
        <source>no relay URL given — set relay/url in Profile ▸ Edit this profile…</source>
        <translation>aucune URL de relais indiquée — définissez relay/url dans Profil ▸ Modifier ce profil…</translation>
    </message>
    <message>
        <source>invalid relay URL: %1 — fix relay/url in Profile ▸ Edit this profile…</source>
        <translation>URL de relais non valide : %1 — corrigez relay/url dans Profil ▸ Modifier ce profil…</translation>
    </message>
    <message>
        <source>relay URL must start with https:// (got &apos;%1&apos;) — fix relay/url in Profile ▸ Edit this profile…</source>
        <translation>l&apos;URL du relais doit commencer par https:// (reçu &apos;%1&apos;) — corrigez relay/url dans Profil ▸ Modifier ce profil…</translation>
    </message>
    <message>
        <source>relay URL has no host — fix relay/url in Profile ▸ Edit this profile…</source>
        <translation>l&apos;URL du relais n&apos;a pas d&apos;hôte — corrigez relay/url dans Profil ▸ Modifier ce profil…</translation>
    </message>
    <message>
        <source>the relay token contains a control character (set it again)</source>
        <translation>le jeton du relais contient un caractère de contrôle (définissez-le de nouveau)</translation>
    </message>
    <message>
        <source>relay URL must use https:// unless the host is loopback (127.0.0.1, ::1, localhost) or the profile sets relay/allowInsecureHttp=true</source>
        <translation>l&apos;URL du relais doit utiliser https:// sauf si l&apos;hôte est local (127.0.0.1, ::1, localhost) ou si le profil définit relay/allowInsecureHttp=true</translation>
    </message>
    <message>
        <source>relay URL must not contain a user name or password (the token comes from the keychain)</source>
        <translation>l&apos;URL du relais ne doit contenir ni nom d&apos;utilisateur ni mot de passe (le jeton vient du trousseau)</translation>
    </message>
    <message>
        <source>relay URL must not contain a query or fragment — remove it from relay/url</source>
        <translation>l&apos;URL du relais ne doit contenir ni requête ni fragment — retirez-les de relay/url</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>network error</source>
        <translation>erreur réseau</translation>
    </message>
    <message>
        <source>TLS error</source>
        <translation>erreur TLS</translation>
    </message>
    <message>
        <source>configuration error</source>
        <translation>erreur de configuration</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <source>HTTP error</source>
        <translation>erreur HTTP</translation>
    </message>
    <message>
        <source>unauthorized</source>
        <translation>non autorisé</translation>
    </message>
    <message>
        <source>rate limited</source>
        <translation>limite de requêtes atteinte</translation>
    </message>
    <message>
        <source>malformed response</source>
        <translation>réponse mal formée</translation>
    </message>
    <message>
        <source>missing field</source>
        <translation>champ manquant</translation>
    </message>
    <message>
        <source>unknown level</source>
        <translation>niveau inconnu</translation>
    </message>
    <message>
        <source>response too large</source>
        <translation>réponse trop volumineuse</translation>
    </message>
    <message>
        <source>the relay sent data this version does not read: update HUD Watch</source>
        <translation>le relais a envoyé des données que cette version ne lit pas : mettez HUD Watch à jour</translation>
    </message>
    <message>
        <source>HTTP %1 unauthorized: %2</source>
        <translation>HTTP %1 non autorisé : %2</translation>
    </message>
    <message>
        <source>HTTP %1 forbidden: %2</source>
        <translation>HTTP %1 interdit : %2</translation>
    </message>
    <message>
        <source>HTTP %1 rate limited, retry after %2 s</source>
        <translation>HTTP %1 limite de requêtes atteinte, nouvel essai dans %2 s</translation>
    </message>
    <message>
        <source>HTTP %1 rate limited — wait a minute before trying again</source>
        <translation>HTTP %1 limite de requêtes atteinte — attendez une minute avant de réessayer</translation>
    </message>
    <message>
        <source>check relay/url (Profile ▸ Edit this profile…)</source>
        <translation>vérifiez relay/url (Profil ▸ Modifier ce profil…)</translation>
    </message>
    <message>
        <source>check relay/allowlistFile (Profile ▸ Edit this profile…)</source>
        <translation>vérifiez relay/allowlistFile (Profil ▸ Modifier ce profil…)</translation>
    </message>
    <message>
        <source>a challenge page instead of JSON</source>
        <translation>une page de challenge au lieu de JSON</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>HUD&apos;s bot protection refused this client: %1%2 — /api/authed should pass it; check the sign-in or ask HUD&apos;s admins</source>
        <translation>la protection anti-bots de HUD a refusé ce client : %1%2 — /api/authed devrait la franchir ; vérifiez la connexion ou demandez aux administrateurs de HUD</translation>
    </message>
    <message>
        <source>HUD&apos;s bot protection refused this client: %1%2 — use /api/authed with a GitHub sign-in (relay/apiPrefix=/api/authed)</source>
        <translation>la protection anti-bots de HUD a refusé ce client : %1%2 — utilisez /api/authed avec une connexion GitHub (relay/apiPrefix=/api/authed)</translation>
    </message>
    <message>
        <source>HTTP 404: level-status is not offered by this HUD (an older HUD)</source>
        <translation>HTTP 404 : level-status n&apos;est pas proposé par ce HUD (un HUD plus ancien)</translation>
    </message>
    <message>
        <source>the HUD bot key contains a control character (set it again)</source>
        <translation>la clé de bot HUD contient un caractère de contrôle (définissez-la de nouveau)</translation>
    </message>
    <message>
        <source>relay API prefix must be /api or /api/authed — fix relay/apiPrefix in Profile ▸ Edit this profile…</source>
        <translation>le préfixe d&apos;API du relais doit être /api ou /api/authed — corrigez relay/apiPrefix dans Profil ▸ Modifier ce profil…</translation>
    </message>
    <message>
        <source>refused by HUD&apos;s bot protection</source>
        <translation>refusé par la protection anti-bots de HUD</translation>
    </message>
    <message>
        <source>not offered by this HUD</source>
        <translation>non proposé par ce HUD</translation>
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
        <translation>booléen</translation>
    </message>
    <message>
        <source>number</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>string</source>
        <translation>chaîne</translation>
    </message>
    <message>
        <source>array</source>
        <translation>tableau</translation>
    </message>
    <message>
        <source>object</source>
        <translation>objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>%1: expected %2, got %3</source>
        <translation>%1 : attendu %2, reçu %3</translation>
    </message>
    <message>
        <source>empty response body</source>
        <translation>corps de réponse vide</translation>
    </message>
    <message>
        <source>malformed JSON at offset %1: %2</source>
        <translation>JSON mal formé à la position %1 : %2</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos; at top level</source>
        <translation>champ « %1 » manquant au niveau supérieur</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos; in %2</source>
        <translation>champ « %1 » manquant dans %2</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>un entier</translation>
    </message>
    <message>
        <source>%1: %2 is below %3</source>
        <translation>%1 : %2 est inférieur à %3</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>top level</source>
        <translation>niveau supérieur</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an owner/name repository</source>
        <translation>%1 : « %2 » n’est pas un dépôt de la forme owner/name</translation>
    </message>
    <message>
        <source>%1: unknown level &apos;%2&apos;</source>
        <translation>%1 : niveau inconnu « %2 »</translation>
    </message>
    <message>
        <source>unknown level &apos;%1&apos; at top level</source>
        <translation>niveau inconnu « %1 » au niveau supérieur</translation>
    </message>
    <message>
        <source>%1.device: only L3 entries have a device</source>
        <translation>%1.device : seules les entrées L3 ont un appareil</translation>
    </message>
    <message>
        <source>%1.repo: &apos;%2&apos; is listed twice (also at %3)</source>
        <translation>%1.repo : « %2 » figure deux fois (aussi en %3)</translation>
    </message>
    <message>
        <source>a string or null</source>
        <translation>une chaîne ou null</translation>
    </message>
    <message>
        <source>%1.windowDays: %2 is not a plausible window</source>
        <translation>%1.windowDays : %2 n’est pas une fenêtre plausible</translation>
    </message>
    <message>
        <source>a number, a string or null</source>
        <translation>un nombre, une chaîne ou null</translation>
    </message>
    <message>
        <source>a number or a string</source>
        <translation>un nombre ou une chaîne</translation>
    </message>
    <message>
        <source>a boolean or null</source>
        <translation>un booléen ou null</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected a PR number as key</source>
        <translation>« %1 » : un numéro de PR est attendu comme clé</translation>
    </message>
</context>
<context>
    <name>hw::ReplayInstant</name>
    <message>
        <source>--at &quot;%1&quot;: not a time; use ISO 8601 UTC (2024-08-14T03:10:00Z) or a time of day (03:10) on the recording&apos;s first day</source>
        <translation>--at &quot;%1&quot; : ce n&apos;est pas une heure ; utilisez ISO 8601 UTC (2024-08-14T03:10:00Z) ou une heure du jour (03:10) du premier jour de l&apos;enregistrement</translation>
    </message>
    <message>
        <source>--at %1: %2 is outside the recording, which covers %3 to %4 — choose an instant in that span</source>
        <translation>--at %1 : %2 est hors de l&apos;enregistrement, qui couvre %3 à %4 — choisissez un instant dans cet intervalle</translation>
    </message>
</context>
<context>
    <name>hw::ReportCommand</name>
    <message>
        <source>profile &quot;%1&quot; has no cache yet (%2): open it in the console once to fetch the backends</source>
        <translation>le profil &quot;%1&quot; n&apos;a pas encore de cache (%2) : ouvrez-le une fois dans la console pour récupérer les backends</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no backend data cached yet: open the Backends tab once</source>
        <translation>le profil &quot;%1&quot; n&apos;a pas encore de données de backends en cache : ouvrez une fois l&apos;onglet Backends</translation>
    </message>
    <message>
        <source>Write a backend&apos;s promotion review report (Markdown + PDF).</source>
        <translation>Écrit le rapport de revue de promotion d&apos;un backend (Markdown + PDF).</translation>
    </message>
    <message>
        <source>The backend (downstream repository).</source>
        <translation>Le backend (dépôt downstream).</translation>
    </message>
    <message>
        <source>The Markdown file; the PDF and charts go beside it.</source>
        <translation>Le fichier Markdown ; le PDF et les graphiques sont écrits à côté.</translation>
    </message>
    <message>
        <source>Use this profile&apos;s cached data (default: the demo).</source>
        <translation>Utiliser les données en cache de ce profil (par défaut : la démo).</translation>
    </message>
    <message>
        <source>What-if: minimum job pass rate in percent.</source>
        <translation>Simulation : taux de réussite minimal des jobs, en pour cent.</translation>
    </message>
    <message>
        <source>What-if: maximum timeout rate in percent.</source>
        <translation>Simulation : taux de timeout maximal, en pour cent.</translation>
    </message>
    <message>
        <source>What-if: maximum end-to-end P50 in hours.</source>
        <translation>Simulation : P50 de bout en bout maximal, en heures.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Afficher cette aide.</translation>
    </message>
    <message>
        <source>usage: hudwatch report OWNER/REPO FILE.md [--profile NAME]</source>
        <translation>usage : hudwatch report OWNER/REPO FICHIER.md [--profile NOM]</translation>
    </message>
    <message>
        <source>--%1 needs a non-negative number</source>
        <translation>--%1 attend un nombre positif ou nul</translation>
    </message>
    <message>
        <source>no backend &quot;%1&quot;; known backends: %2</source>
        <translation>aucun backend &quot;%1&quot; ; backends connus : %2</translation>
    </message>
    <message>
        <source>wrote %1 and %2 (%3: %4%5)</source>
        <translation>%1 et %2 écrits (%3 : %4%5)</translation>
    </message>
    <message>
        <source>, what-if targets</source>
        <translation>, cibles simulées</translation>
    </message>
    <message>
        <source>the cached backend data is unreadable: %1 — open the Backends tab with --profile %2 to fetch it again</source>
        <translation>les données de backends en cache sont illisibles : %1 — ouvrez l&apos;onglet Backends avec --profile %2 pour les récupérer à nouveau</translation>
    </message>
</context>
<context>
    <name>hw::RunTimelineStrip</name>
    <message>
        <source>Runs of the test on a time line</source>
        <translation>Exécutions du test sur une frise chronologique</translation>
    </message>
</context>
<context>
    <name>hw::SignInController</name>
    <message>
        <source>Signed out: revoked at the provider and deleted from the keychain.</source>
        <translation>Déconnecté : révoqué chez le fournisseur et supprimé du trousseau.</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Se déconnecter</translation>
    </message>
    <message>
        <source>Signed out here, but %1.</source>
        <translation>Déconnecté ici, mais %1.</translation>
    </message>
    <message>
        <source>this provider offers no sign-in with a code; use the browser</source>
        <translation>ce fournisseur ne propose pas de connexion par code ; utilisez le navigateur</translation>
    </message>
</context>
<context>
    <name>hw::SignInDialog</name>
    <message>
        <source>&amp;Copy code</source>
        <translation>&amp;Copier le code</translation>
    </message>
    <message>
        <source>&amp;Open in browser</source>
        <translation>&amp;Ouvrir dans le navigateur</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Sign in to %1</source>
        <translation>Se connecter à %1</translation>
    </message>
    <message>
        <source>Code to enter</source>
        <translation>Code à saisir</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>Copié ✓</translation>
    </message>
    <message>
        <source>Asking %1 to start a sign-in…</source>
        <translation>Demande à %1 de démarrer une connexion…</translation>
    </message>
    <message>
        <source>On any device, open the address below and enter this code:</source>
        <translation>Sur n&apos;importe quel appareil, ouvrez l&apos;adresse ci-dessous et saisissez ce code :</translation>
    </message>
    <message>
        <source>Waiting for you to approve… The code works until %1.</source>
        <translation>En attente de votre approbation… Le code est valable jusqu&apos;à %1.</translation>
    </message>
    <message>
        <source>Finish signing in in your browser. If no browser opened, open this address on this machine:</source>
        <translation>Terminez la connexion dans votre navigateur. Si aucun navigateur ne s&apos;est ouvert, ouvrez cette adresse sur cette machine :</translation>
    </message>
    <message>
        <source>Waiting for the browser…</source>
        <translation>En attente du navigateur…</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>hw::SourceStatusText</name>
    <message>
        <source>just now</source>
        <translation>à l&apos;instant</translation>
    </message>
    <message>
        <source>%1 s ago</source>
        <translation>il y a %1 s</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>il y a %1 min</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>il y a %1 h</translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation>il y a %1 jours</translation>
    </message>
    <message>
        <source>now</source>
        <translation>maintenant</translation>
    </message>
    <message>
        <source>in %1 s</source>
        <translation>dans %1 s</translation>
    </message>
    <message>
        <source>in %1 min</source>
        <translation>dans %1 min</translation>
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
        <translation>%1 jours</translation>
    </message>
    <message>
        <source>replaying %1 UTC</source>
        <translation>relecture %1 UTC</translation>
    </message>
    <message>
        <source>replay paused at %1 UTC</source>
        <translation>relecture suspendue à %1 UTC</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>updating for %1</source>
        <translation>actualisation en cours depuis %1</translation>
    </message>
    <message>
        <source>updating</source>
        <translation>actualisation en cours</translation>
    </message>
    <message>
        <source>failed %1 times: %2</source>
        <translation>%1 échecs : %2</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>échec : %1</translation>
    </message>
    <message>
        <source>polling waits for new credentials</source>
        <translation>l&apos;interrogation attend de nouveaux identifiants</translation>
    </message>
    <message>
        <source>the cache is empty</source>
        <translation>le cache est vide</translation>
    </message>
    <message>
        <source>no data yet</source>
        <translation>pas encore de données</translation>
    </message>
    <message>
        <source>stale data %1</source>
        <translation>données périmées %1</translation>
    </message>
    <message>
        <source>as of %1 (%2)</source>
        <translation>au %1 (%2)</translation>
    </message>
    <message>
        <source>showing stale data %1</source>
        <translation>données périmées %1</translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation>nouvel essai %1</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>hors ligne</translation>
    </message>
    <message>
        <source>offline (%1)</source>
        <translation>hors ligne (%1)</translation>
    </message>
    <message>
        <source>showing data %1</source>
        <translation>données %1</translation>
    </message>
    <message>
        <source>next poll %1</source>
        <translation>prochaine requête %1</translation>
    </message>
    <message>
        <source>syncing %1 of %2 commits (Space pauses; it resumes where it stopped)</source>
        <translation>synchronisation de %1 commits sur %2 (Espace met en pause ; elle reprend là où elle s’est arrêtée)</translation>
    </message>
</context>
<context>
    <name>hw::SqliteStatement</name>
    <message>
        <source>empty SQL statement (a bug in HUD Watch: please report it)</source>
        <translation>instruction SQL vide (un bogue de HUD Watch : merci de le signaler)</translation>
    </message>
    <message>
        <source>statement not prepared (a bug in HUD Watch: please report it)</source>
        <translation>instruction non préparée (un bogue de HUD Watch : merci de le signaler)</translation>
    </message>
    <message>
        <source>no transaction to commit (a bug in HUD Watch: please report it)</source>
        <translation>aucune transaction à valider (un bogue de HUD Watch : merci de le signaler)</translation>
    </message>
</context>
<context>
    <name>hw::StrictJsonReader</name>
    <message>
        <source>expected an integer</source>
        <translation>entier attendu</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>hors limites</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>chaîne attendue</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>tableau attendu</translation>
    </message>
    <message>
        <source>expected strings</source>
        <translation>chaînes attendues</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>not a JSON object (%1 at offset %2)</source>
        <translation>pas un objet JSON (%1 à la position %2)</translation>
    </message>
    <message>
        <source>root.version: %1 is not a version this build reads (%2)</source>
        <translation>root.version : cette version de HUD Watch ne lit pas la version %1 (%2)</translation>
    </message>
</context>
<context>
    <name>hw::TimeMachine</name>
    <message>
        <source>the end of the demo</source>
        <translation>la fin de la démo</translation>
    </message>
    <message>
        <source>the end of the recording</source>
        <translation>la fin de l&apos;enregistrement</translation>
    </message>
    <message>
        <source>live</source>
        <translation>en direct</translation>
    </message>
    <message>
        <source>Cannot look back: %1 — if this persists, move the cache file aside (HUD Watch fetches the data again)</source>
        <translation>Impossible de revenir en arrière : %1 — si cela persiste, mettez le fichier de cache de côté (HUD Watch récupère à nouveau les données)</translation>
    </message>
    <message>
        <source>◀◀ Loading the cache&apos;s past… the live grid below keeps updating (N goes back to it)</source>
        <translation>◀◀ Chargement du passé depuis le cache… la grille en direct ci-dessous continue de se mettre à jour (N y revient)</translation>
    </message>
    <message>
        <source>Loading the cache&apos;s past…</source>
        <translation>Chargement du passé depuis le cache…</translation>
    </message>
    <message>
        <source> · part of the cache&apos;s history cannot be read (%1) — if this persists, move the cache file aside (HUD Watch fetches the data again)</source>
        <translation> · une partie de l&apos;historique du cache est illisible (%1) — si cela persiste, mettez le fichier de cache de côté (HUD Watch récupère à nouveau les données)</translation>
    </message>
    <message>
        <source>The cache holds nothing to look back at yet — wait for the first sync to store commits.</source>
        <translation>Le cache ne contient encore rien à revoir — attendez que la première synchronisation enregistre des commits.</translation>
    </message>
    <message>
        <source>the newest data in the cache (N: back to live)</source>
        <translation>les données les plus récentes du cache (N : retour au direct)</translation>
    </message>
    <message>
        <source> · live, the cache has no history of them: %1</source>
        <translation> · en direct, le cache n&apos;en a pas d&apos;historique : %1</translation>
    </message>
    <message>
        <source>◀◀ Looking at the past — showing %1 from the cache; the live grid keeps updating (N goes back to it)</source>
        <translation>◀◀ Retour dans le passé — affiche %1 depuis le cache ; la grille en direct continue de se mettre à jour (N y revient)</translation>
    </message>
</context>
<context>
    <name>hw::TimeSeriesChart</name>
    <message>
        <source>No data in this time range</source>
        <translation>Aucune donnée sur cette période</translation>
    </message>
    <message>
        <source>Time range</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>&amp;UTC</source>
        <translation>&amp;UTC</translation>
    </message>
    <message>
        <source>Show times in UTC (unchecked: local time)</source>
        <translation>Afficher les heures en UTC (décoché : heure locale)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Dézoomer</translation>
    </message>
    <message>
        <source>Zoom out one step (- or Backspace). Drag across the chart to zoom in.</source>
        <translation>Dézoomer d&apos;un cran (- ou Retour arrière). Glissez sur le graphique pour zoomer.</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Réinitialiser le zoom</translation>
    </message>
    <message>
        <source>Show the whole range again (0 or Home)</source>
        <translation>Afficher à nouveau toute la période (0 ou Origine)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Save as &amp;PNG…</source>
        <translation>Enregistrer en &amp;PNG…</translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation>Enregistrer le graphique en PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Save data as &amp;CSV…</source>
        <translation>Enregistrer les données en &amp;CSV…</translation>
    </message>
    <message>
        <source>Save chart data as CSV</source>
        <translation>Enregistrer les données du graphique en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Custom range…</source>
        <translation>Période personnalisée…</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>aucune donnée</translation>
    </message>
    <message>
        <source>Zoomed to %1 – %2 %3</source>
        <translation>Zoom sur %1 – %2 %3</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Could not write %1: %2 — choose another folder or free disk space</source>
        <translation>Impossible d&apos;écrire %1 : %2 — choisissez un autre dossier ou libérez de l&apos;espace disque</translation>
    </message>
    <message>
        <source>An export is already under way.</source>
        <translation>Un export est déjà en cours.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Enregistrement de %1…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
</context>
<context>
    <name>hw::TimeWindowExport</name>
    <message>
        <source>export cancelled</source>
        <translation>export annulé</translation>
    </message>
    <message>
        <source>the time window ends before it starts — choose a start before the end</source>
        <translation>la fenêtre de temps se termine avant de commencer — choisissez un début avant la fin</translation>
    </message>
    <message>
        <source>nothing to export in that window — choose one that holds commits</source>
        <translation>rien à exporter dans cette fenêtre — choisissez-en une qui contient des commits</translation>
    </message>
</context>
<context>
    <name>hw::TimelineBar</name>
    <message>
        <source>Click or drag to show the grid at that instant; [ ] previous / next event</source>
        <translation>Cliquez ou glissez pour afficher la grille à cet instant ; [ ] événement précédent / suivant</translation>
    </message>
</context>
<context>
    <name>hw::TimelineEventFinder</name>
    <message>
        <source>not listed</source>
        <translation>non listé</translation>
    </message>
    <message>
        <source>trunk turned red (%1)</source>
        <translation>le trunk est passé au rouge (%1)</translation>
    </message>
    <message>
        <source>trunk turned red (%1: %2)</source>
        <translation>le trunk est passé au rouge (%1 : %2)</translation>
    </message>
    <message>
        <source>trunk turned green</source>
        <translation>le trunk est passé au vert</translation>
    </message>
    <message>
        <source>trunk turned green (%1)</source>
        <translation>le trunk est passé au vert (%1)</translation>
    </message>
    <message>
        <source>%1 started failing (%2)</source>
        <translation>%1 a commencé à échouer (%2)</translation>
    </message>
    <message>
        <source>backend %1: %2</source>
        <translation>backend %1 : %2</translation>
    </message>
    <message>
        <source>alert: %1 broke</source>
        <translation>alerte : %1 cassé</translation>
    </message>
    <message>
        <source>alert: %1 still broken</source>
        <translation>alerte : %1 toujours cassé</translation>
    </message>
    <message>
        <source>alert: %1 fixed</source>
        <translation>alerte : %1 réparé</translation>
    </message>
    <message>
        <source>alert: %1 acknowledged</source>
        <translation>alerte : %1 pris en compte</translation>
    </message>
</context>
<context>
    <name>hw::TimelineScrubber</name>
    <message>
        <source>the end of the recording</source>
        <translation>la fin de l&apos;enregistrement</translation>
    </message>
    <message>
        <source>Previous event ([); trunk changes only: {</source>
        <translation>Événement précédent ([) ; changements du trunk seulement : {</translation>
    </message>
    <message>
        <source>Play / pause the replay (Space)</source>
        <translation>Lire / suspendre la relecture (Espace)</translation>
    </message>
    <message>
        <source>Next event (]); trunk changes only: }</source>
        <translation>Événement suivant (]) ; changements du trunk seulement : }</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Replay speed (, slower, . faster)</source>
        <translation>Vitesse de relecture (, plus lent, . plus rapide)</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Présent</translation>
    </message>
    <message>
        <source>Back to now (N)</source>
        <translation>Retour au présent (N)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>● Now: %1 (%2)</source>
        <translation>● Présent : %1 (%2)</translation>
    </message>
    <message>
        <source>◀◀ The past: %1, %2 before %3%4</source>
        <translation>◀◀ Le passé : %1, %2 avant %3%4</translation>
    </message>
    <message>
        <source> — playing</source>
        <translation> — lecture</translation>
    </message>
    <message>
        <source>No later event</source>
        <translation>Aucun événement ultérieur</translation>
    </message>
    <message>
        <source>No earlier event</source>
        <translation>Aucun événement antérieur</translation>
    </message>
    <message>
        <source>Time machine</source>
        <translation>Machine à remonter le temps</translation>
    </message>
    <message>
        <source>Previous event</source>
        <translation>Événement précédent</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>Événement suivant</translation>
    </message>
    <message>
        <source>Previous trunk red/green change</source>
        <translation>Changement rouge/vert précédent du trunk</translation>
    </message>
    <message>
        <source>Next trunk red/green change</source>
        <translation>Changement rouge/vert suivant du trunk</translation>
    </message>
    <message>
        <source>Replay slower</source>
        <translation>Rejouer plus lentement</translation>
    </message>
    <message>
        <source>Replay faster</source>
        <translation>Rejouer plus vite</translation>
    </message>
    <message>
        <source>Back to now</source>
        <translation>Revenir à maintenant</translation>
    </message>
</context>
<context>
    <name>hw::TrunkClickHouseSource</name>
    <message>
        <source>invalid ClickHouse database name &apos;%1&apos; — fix clickhouse/database in Profile ▸ Edit this profile…</source>
        <translation>nom de base ClickHouse non valide &apos;%1&apos; — corrigez clickhouse/database dans Profil ▸ Modifier ce profil…</translation>
    </message>
</context>
<context>
    <name>hw::TrunkFeature</name>
    <message>
        <source>trunk health</source>
        <translation>santé du trunk</translation>
    </message>
</context>
<context>
    <name>hw::TrunkFigures</name>
    <message>
        <source>trunk health</source>
        <translation>santé du trunk</translation>
    </message>
    <message>
        <source>the cached trunk health is unreadable: %1 — open the Trunk tab with --profile %2 to fetch it again</source>
        <translation>la santé du trunk en cache est illisible : %1 — ouvrez l&apos;onglet Santé du trunk avec --profile %2 pour la récupérer à nouveau</translation>
    </message>
</context>
<context>
    <name>hw::TrunkPage</name>
    <message>
        <source>No commits in this time range</source>
        <translation>Aucun commit sur cette période</translation>
    </message>
    <message>
        <source>No commits in this range yet</source>
        <translation>Pas encore de commits sur cette période</translation>
    </message>
    <message>
        <source>⚠ %1 malformed rows left out</source>
        <translation>⚠ %1 lignes mal formées ignorées</translation>
    </message>
    <message>
        <source>Red commits on trunk, HUD&apos;s master_commit_red (share of commits)</source>
        <translation>Commits rouges sur le trunk, master_commit_red de HUD (part des commits)</translation>
    </message>
    <message>
        <source>No commits with more than 10 job groups in this time range</source>
        <translation>Aucun commit avec plus de 10 groupes de jobs sur cette période</translation>
    </message>
    <message>
        <source>Time to signal, HUD&apos;s time_to_signal (weekly average)</source>
        <translation>Délai de signal, time_to_signal de HUD (moyenne hebdomadaire)</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>No pull/trunk runs that all succeeded on attempt 1 in this time range</source>
        <translation>Aucune exécution pull/trunk entièrement réussie à la première tentative sur cette période</translation>
    </message>
    <message>
        <source>Broken vs flaky-only commits (console&apos;s own: sandwich rule)</source>
        <translation>Commits cassés vs seulement instables (propre à la console : règle du sandwich)</translation>
    </message>
    <message>
        <source>The console&apos;s own figure: jobs red on one platform while the same kind of job passed on the others, for the same commit</source>
        <translation>Chiffre propre à la console : jobs rouges sur une plateforme alors que le même type de job a réussi sur les autres, pour le même commit</translation>
    </message>
    <message>
        <source>HUD&apos;s queued_jobs_by_label: jobs queued now for more than 5 minutes, by machine type; the queue time is the longest wait</source>
        <translation>queued_jobs_by_label de HUD : jobs actuellement en attente depuis plus de 5 minutes, par type de machine ; le temps d&apos;attente est l&apos;attente la plus longue</translation>
    </message>
    <message>
        <source>HUD&apos;s tts_percentile: from the push&apos;s workflow run to each successful job, first attempts of push runs on the branch; ranked as HUD ranks it (P50 × jobs)</source>
        <translation>tts_percentile de HUD : de l&apos;exécution de workflow du push à chaque job réussi, premières tentatives des exécutions de push sur la branche ; classé comme HUD le classe (P50 × jobs)</translation>
    </message>
    <message>
        <source>Platform-only failures (console)</source>
        <translation>Échecs propres à une plateforme (console)</translation>
    </message>
    <message>
        <source>Queued now by machine type (HUD)</source>
        <translation>En attente maintenant, par type de machine (HUD)</translation>
    </message>
    <message>
        <source>Time to signal by job (HUD)</source>
        <translation>Signal par job (HUD)</translation>
    </message>
    <message>
        <source>Time to signal needs workflow runs: not in this data</source>
        <translation>Le délai de signal nécessite des exécutions de workflow : absentes de ces données</translation>
    </message>
    <message>
        <source>HUD: broken trunk %1 % · flaky red %2 % of %3 commits</source>
        <translation>HUD : trunk cassé %1 % · rouge instable %2 % sur %3 commits</translation>
    </message>
    <message>
        <source>console: ✗ %1 of %2 broken (sandwich rule) · ⚠ %3 flaky only</source>
        <translation>console : ✗ %1 sur %2 cassés (règle du sandwich) · ⚠ %3 seulement instables</translation>
    </message>
    <message>
        <source>✗ %1 could not be read: %2</source>
        <translation>✗ Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>Red commits</source>
        <translation>Commits rouges</translation>
    </message>
    <message>
        <source>Time to signal</source>
        <translation>Délai de signal</translation>
    </message>
    <message>
        <source>Platform-only failures</source>
        <translation>Échecs propres à une plateforme</translation>
    </message>
    <message>
        <source>Queued jobs</source>
        <translation>Jobs en file d’attente</translation>
    </message>
    <message>
        <source>Time to signal by job</source>
        <translation>Délai de signal par job</translation>
    </message>
</context>
<context>
    <name>hw::TrunkPlatformFailuresModel</name>
    <message>
        <source>Red only on</source>
        <translation>Rouge seulement sur</translation>
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
        <translation>Plus récent</translation>
    </message>
    <message>
        <source>%1 failed on %2 while it passed on other platforms, on %3 commits; newest %4</source>
        <translation>%1 a échoué sur %2 alors qu&apos;il réussissait sur les autres plateformes, sur %3 commits ; le plus récent %4</translation>
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
        <translation>Type de machine</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Queue time (longest)</source>
        <translation>Temps d&apos;attente (le plus long)</translation>
    </message>
</context>
<context>
    <name>hw::TrunkTtsModel</name>
    <message>
        <source>Workflow / job</source>
        <translation>Workflow / job</translation>
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
        <translation>Observation</translation>
    </message>
    <message>
        <source>Stable</source>
        <translation>Stable</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>Mature</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>non listé</translation>
    </message>
</context>
<context>
    <name>hw::TsvReader</name>
    <message>
        <source>line %1 is longer than %2 bytes</source>
        <translation>la ligne %1 dépasse %2 octets</translation>
    </message>
    <message>
        <source>line %1 has more than %2 fields</source>
        <translation>la ligne %1 a plus de %2 champs</translation>
    </message>
</context>
<context>
    <name>hw::UiLanguage</name>
    <message>
        <source>&amp;Language (applies at next start)</source>
        <translation>&amp;Langue (appliquée au prochain démarrage)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
</context>
<context>
    <name>hw::UrlPolicy</name>
    <message>
        <source>not a valid URL (%1)</source>
        <translation>URL invalide (%1)</translation>
    </message>
    <message>
        <source>must be an https:// URL (got &apos;%1&apos;)</source>
        <translation>doit être une URL https:// (reçu : &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>the URL has no host</source>
        <translation>l&apos;URL n&apos;a pas d&apos;hôte</translation>
    </message>
    <message>
        <source>plain http:// would send credentials and data unencrypted to %1; use https://, or set allowInsecureHttp=true in the same section if you accept that</source>
        <translation>http:// en clair enverrait les identifiants et les données sans chiffrement à %1 ; utilisez https://, ou définissez allowInsecureHttp=true dans la même section si vous l&apos;acceptez</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFeature</name>
    <message>
        <source>GPU utilization</source>
        <translation>Utilisation GPU</translation>
    </message>
    <message>
        <source>this recording has no GPU utilization</source>
        <translation>cet enregistrement ne contient aucune utilisation GPU</translation>
    </message>
    <message>
        <source>the demo bundles the runs of its top 3 job names only</source>
        <translation>la démo ne contient que les exécutions de ses 3 principaux noms de jobs</translation>
    </message>
    <message>
        <source>the demo (ClickHouse seed)</source>
        <translation>la démo (données initiales ClickHouse)</translation>
    </message>
    <message>
        <source>offline: a job&apos;s GPU series is fetched from ClickHouse — start without --offline to see it</source>
        <translation>hors ligne : les séries GPU d&apos;un job sont récupérées depuis ClickHouse — lancez sans --offline pour les voir</translation>
    </message>
    <message>
        <source>ClickHouse has no utilization for job %1 (jobs without GPUs or the monitor have none; uploads can lag the job by minutes)</source>
        <translation>ClickHouse n&apos;a pas de données d&apos;utilisation pour le job %1 (les jobs sans GPU ou sans moniteur n&apos;en ont pas ; l&apos;envoi peut avoir quelques minutes de retard sur le job)</translation>
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
        <translation>Utilisation GPU</translation>
    </message>
    <message>
        <source>the stored GPU fleet is unreadable: %1</source>
        <translation>la flotte GPU enregistrée est illisible : %1</translation>
    </message>
    <message>
        <source>job %1 has no run in the GPU fleet at hand (it keeps the runs of the job names opened in the GPU tab); open the job in the console&apos;s GPU utilization tab to fetch its series</source>
        <translation>le job %1 n&apos;a aucune exécution dans la flotte GPU disponible (elle conserve les exécutions des noms de jobs ouverts dans l&apos;onglet GPU) ; ouvrez le job dans l&apos;onglet Utilisation GPU de la console pour récupérer ses séries</translation>
    </message>
    <message>
        <source>job %1 has no run in the cache, and fetching it from ClickHouse failed: %2</source>
        <translation>le job %1 n’a aucune exécution dans le cache, et sa lecture dans ClickHouse a échoué : %2</translation>
    </message>
    <message>
        <source>job %1 has no utilization data in ClickHouse for %2 (no GPU monitor ran, or the job is not in workflow_job)</source>
        <translation>le job %1 n’a pas de données d’utilisation dans ClickHouse pour %2 (aucun moniteur GPU n’a tourné, ou le job n’est pas dans workflow_job)</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFiles</name>
    <message>
        <source>the file is larger than %1 MB</source>
        <translation>le fichier dépasse %1 Mo</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>no readable samples (%1 lines could not be read)</source>
        <translation>aucun échantillon lisible (%1 lignes illisibles)</translation>
    </message>
    <message>
        <source>empty file: expected a header line such as timestamp,gpu_index,utilization_gpu_percent</source>
        <translation>fichier vide : une ligne d’en-tête comme timestamp,gpu_index,utilization_gpu_percent est attendue</translation>
    </message>
    <message>
        <source>line 1: the header must name timestamp, gpu_index and utilization_gpu_percent (it has: %1)</source>
        <translation>ligne 1 : l’en-tête doit nommer timestamp, gpu_index et utilization_gpu_percent (il contient : %1)</translation>
    </message>
    <message>
        <source>line %1: more than %2 GPUs</source>
        <translation>ligne %1 : plus de %2 GPU</translation>
    </message>
    <message>
        <source>no readable samples (%1 malformed lines)</source>
        <translation>aucun échantillon lisible (%1 lignes mal formées)</translation>
    </message>
    <message>
        <source>no cpu, memory or gpu_usage in the record</source>
        <translation>ni cpu, ni memory, ni gpu_usage dans l’enregistrement</translation>
    </message>
    <message>
        <source>more than %1 GPUs: the rest left out</source>
        <translation>plus de %1 GPU : le reste est ignoré</translation>
    </message>
    <message>
        <source>the record is larger than 1 MB</source>
        <translation>l’enregistrement dépasse 1 Mo</translation>
    </message>
    <message>
        <source>not JSON (%1 at %2)</source>
        <translation>pas du JSON (%1 à %2)</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <source>line 1: the header is longer than %1 bytes: give an nvidia-smi CSV whose first line names its columns</source>
        <translation>ligne 1 : l’en-tête dépasse %1 octets : donnez un CSV nvidia-smi dont la première ligne nomme les colonnes</translation>
    </message>
    <message>
        <source>line 1: the header has more than %1 columns: give an nvidia-smi CSV whose first line names its columns</source>
        <translation>ligne 1 : l’en-tête a plus de %1 colonnes : donnez un CSV nvidia-smi dont la première ligne nomme les colonnes</translation>
    </message>
    <message>
        <source>not a regular file: give the monitor log itself, not a directory, pipe or device</source>
        <translation>pas un fichier ordinaire : donnez le log du moniteur lui-même, pas un dossier, un tube ou un périphérique</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFleetJson</name>
    <message>
        <source>expected a number</source>
        <translation>nombre attendu</translation>
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
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Runs without utilization data: %1 of %2 (%3 GPU-hours); they are not counted as idle.</source>
        <translation>Exécutions sans données d&apos;utilisation : %1 sur %2 (%3 GPU-heures) ; elles ne comptent pas comme inactives.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <source>The console&apos;s own: GPU count × job duration, summed over the runs.</source>
        <translation>Propre à la console : nombre de GPU × durée du job, additionné sur les exécutions.</translation>
    </message>
    <message>
        <source>The console&apos;s own: mean GPU utilization (util_percent.avg) of the runs, each weighted by its GPU-hours.</source>
        <translation>Propre à la console : utilisation GPU moyenne (util_percent.avg) des exécutions, chacune pondérée par ses GPU-heures.</translation>
    </message>
    <message>
        <source>The console&apos;s own: the highest utilization any GPU reached in any run.</source>
        <translation>Propre à la console : l&apos;utilisation la plus haute atteinte par un GPU dans une exécution, quelle qu&apos;elle soit.</translation>
    </message>
    <message>
        <source>HUD&apos;s gpu_avg: the mean over every log interval of the runs of the GPUs&apos; mean util_percent.max (HUD&apos;s utilization report).</source>
        <translation>gpu_avg de HUD : la moyenne, sur tous les intervalles de log des exécutions, de la moyenne des util_percent.max des GPU (rapport d&apos;utilisation de HUD).</translation>
    </message>
    <message>
        <source>HUD&apos;s gpu_p90: the 90th percentile over the log intervals of the GPUs&apos; highest util_percent.max (HUD&apos;s report: quantilesTDigest; here the interpolated quantile).</source>
        <translation>gpu_p90 de HUD : le 90e centile, sur les intervalles de log, du util_percent.max le plus élevé des GPU (rapport de HUD : quantilesTDigest ; ici le quantile interpolé).</translation>
    </message>
    <message>
        <source>The console&apos;s own: GPU-hours × (1 − average utilization): GPU time paid for but not used. Only runs with utilization data count.</source>
        <translation>Propre à la console : GPU-heures × (1 − utilisation moyenne) : temps GPU payé mais non utilisé. Seules les exécutions avec des données d&apos;utilisation comptent.</translation>
    </message>
    <message>
        <source>GPU-hours (console)</source>
        <translation>GPU-heures (console)</translation>
    </message>
    <message>
        <source>Avg GPU util (console)</source>
        <translation>Util. GPU moy. (console)</translation>
    </message>
    <message>
        <source>Peak GPU util (console)</source>
        <translation>Util. GPU max. (console)</translation>
    </message>
    <message>
        <source>Idle GPU-hours (console)</source>
        <translation>GPU-heures inactives (console)</translation>
    </message>
    <message>
        <source>GPU avg (HUD)</source>
        <translation>GPU moy. (HUD)</translation>
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
        <translation>nom de base ClickHouse non valide &apos;%1&apos; — corrigez clickhouse/database dans Profil ▸ Modifier ce profil…</translation>
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
        <translation>Sélectionnez un nom de job ci-dessous pour voir ses exécutions</translation>
    </message>
    <message>
        <source>Job name</source>
        <translation>Nom du job</translation>
    </message>
    <message>
        <source>Workflow</source>
        <translation>Workflow</translation>
    </message>
    <message>
        <source>Runner type (GPU × count)</source>
        <translation>Type de runner (GPU × nombre)</translation>
    </message>
    <message>
        <source>Group by</source>
        <translation>Regrouper par</translation>
    </message>
    <message>
        <source>GPU jobs by idle GPU-hours</source>
        <translation>Jobs GPU par GPU-heures inactives</translation>
    </message>
    <message>
        <source>Runs of the selected job</source>
        <translation>Exécutions du job sélectionné</translation>
    </message>
    <message>
        <source>Enter or double-click: open the run&apos;s GPUs</source>
        <translation>Entrée ou double-clic : ouvrir les GPU de l&apos;exécution</translation>
    </message>
    <message>
        <source>&amp;Group by:</source>
        <translation>&amp;Regrouper par :</translation>
    </message>
    <message>
        <source>sorted by idle GPU-hours = GPU-hours × (1 − average utilization)</source>
        <translation>trié par GPU-heures inactives = GPU-heures × (1 − utilisation moyenne)</translation>
    </message>
    <message>
        <source>Runs: select a job name</source>
        <translation>Exécutions : sélectionnez un nom de job</translation>
    </message>
    <message>
        <source>%1 runs without utilization data (not counted as idle)</source>
        <translation>%1 exécutions sans données d&apos;utilisation (non comptées comme inactives)</translation>
    </message>
    <message>
        <source>⚠ %1 unreadable rows left out</source>
        <translation>⚠ %1 lignes illisibles ignorées</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Runner</translation>
    </message>
    <message>
        <source>Runs are listed by job name: group by job name to see them</source>
        <translation>Les exécutions sont listées par nom de job : regroupez par nom de job pour les voir</translation>
    </message>
    <message>
        <source>Runs of %1: loading…</source>
        <translation>Exécutions de %1 : chargement…</translation>
    </message>
    <message>
        <source>1 run of %1</source>
        <translation>1 exécution de %1</translation>
    </message>
    <message>
        <source>%1 runs of %2</source>
        <translation>%1 exécutions de %2</translation>
    </message>
    <message>
        <source> (%1 without utilization data)</source>
        <translation> (%1 sans données d&apos;utilisation)</translation>
    </message>
    <message>
        <source> · Enter opens a run</source>
        <translation> · Entrée ouvre une exécution</translation>
    </message>
    <message>
        <source>⚠ Runs of %1: %2</source>
        <translation>⚠ Exécutions de %1 : %2</translation>
    </message>
    <message>
        <source>Runs of the selected job over time: HUD&apos;s gpu_avg and gpu_p90, the console&apos;s average</source>
        <translation>Exécutions du job sélectionné dans le temps : gpu_avg et gpu_p90 de HUD, la moyenne de la console</translation>
    </message>
    <message>
        <source>%1 GPU jobs, %2 GPU-hours (console)</source>
        <translation>%1 jobs GPU, %2 GPU-heures (console)</translation>
    </message>
    <message>
        <source>%1 GPU-hours-weighted average utilization (console)</source>
        <translation>%1 d&apos;utilisation moyenne pondérée par les GPU-heures (console)</translation>
    </message>
    <message>
        <source>%1 idle GPU-hours (console)</source>
        <translation>%1 GPU-heures inactives (console)</translation>
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
        <translation>moyenne de util avg (console)</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationJobSource</name>
    <message>
        <source>segment %1 could not be read</source>
        <translation>le segment %1 n’a pas pu être lu</translation>
    </message>
    <message>
        <source>not a database name: %1 — fix clickhouse/database in Profile ▸ Edit this profile…</source>
        <translation>pas un nom de base de données : %1 — corrigez clickhouse/database dans Profil ▸ Modifier ce profil…</translation>
    </message>
    <message>
        <source>the job&apos;s metadata row could not be read: %1</source>
        <translation>la ligne de métadonnées du job n’a pas pu être lue : %1</translation>
    </message>
    <message>
        <source>only the first %1 intervals were read</source>
        <translation>seuls les %1 premiers intervalles ont été lus</translation>
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
        <translation>Retour à la flotte (Échap)</translation>
    </message>
    <message>
        <source>Test segment</source>
        <translation>Segment de tests</translation>
    </message>
    <message>
        <source>Zoom every chart to a test segment; the stats below follow the window shown</source>
        <translation>Zoomer tous les graphiques sur un segment de tests ; les statistiques ci-dessous suivent la fenêtre affichée</translation>
    </message>
    <message>
        <source>Utilization statistics</source>
        <translation>Statistiques d&apos;utilisation</translation>
    </message>
    <message>
        <source>&amp;Segment:</source>
        <translation>&amp;Segment :</translation>
    </message>
    <message>
        <source>No job open</source>
        <translation>Aucun job ouvert</translation>
    </message>
    <message>
        <source>Open a job from the fleet table, the grid (U on a cell) or with --utilization FILE.</source>
        <translation>Ouvrez un job depuis le tableau de la flotte, la grille (U sur une cellule) ou avec --utilization FICHIER.</translation>
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
        <translation>%1 CPU</translation>
    </message>
    <message>
        <source>%1, %2 – %3 UTC (%4)</source>
        <translation>%1, %2 – %3 UTC (%4)</translation>
    </message>
    <message>
        <source>sampled every %1 s</source>
        <translation>échantillonné toutes les %1 s</translation>
    </message>
    <message>
        <source>job %1</source>
        <translation>job %1</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>tentative %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>depuis %1</translation>
    </message>
    <message>
        <source>CPU and memory</source>
        <translation>CPU et mémoire</translation>
    </message>
    <message>
        <source>Not in this log: %1.</source>
        <translation>Absent de ce log : %1.</translation>
    </message>
    <message>
        <source>⚠ %1 unreadable %2 left out (%3%4).</source>
        <translation>⚠ %1 %2 illisibles ignorées (%3%4).</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Ignored: %1.</source>
        <translation>Ignoré : %1.</translation>
    </message>
    <message>
        <source>⚠ No utilization samples for this job: the monitor&apos;s upload may have been lost.</source>
        <translation>⚠ Aucune mesure d&apos;utilisation pour ce job : l&apos;envoi du moniteur a peut-être été perdu.</translation>
    </message>
    <message>
        <source>No samples in this window</source>
        <translation>Aucune mesure dans cette fenêtre</translation>
    </message>
    <message>
        <source>Whole job</source>
        <translation>Job entier</translation>
    </message>
    <message>
        <source>%1 %2 (%3 – %4, %5)</source>
        <translation>%1 %2 (%3 – %4, %5)</translation>
    </message>
    <message>
        <source>Stats for the whole job, %1 – %2 UTC</source>
        <translation>Statistiques du job entier, %1 – %2 UTC</translation>
    </message>
    <message>
        <source>Stats for segment %1 (%2), %3 – %4 UTC</source>
        <translation>Statistiques du segment %1 (%2), %3 – %4 UTC</translation>
    </message>
    <message>
        <source>Stats for the window shown, %1 – %2 UTC (0 or Home: the whole job)</source>
        <translation>Statistiques de la fenêtre affichée, %1 – %2 UTC (0 ou Origine : le job entier)</translation>
    </message>
    <message>
        <source>Back to the fleet</source>
        <translation>Retour à la flotte</translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation>Utilisation GPU</translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation>Bande passante mémoire GPU</translation>
    </message>
    <message>
        <source>Allocated GPU memory</source>
        <translation>Mémoire GPU allouée</translation>
    </message>
    <message>
        <source>CPU and memory of the runner</source>
        <translation>CPU et mémoire du runner</translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>Température GPU</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>Puissance GPU</translation>
    </message>
    <message>
        <source>Stop loading the job (Esc)</source>
        <translation>Arrêter le chargement du job (Échap)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>aucune donnée</translation>
    </message>
    <message>
        <source> · HUD: gpu_avg %1, gpu_p90 %2, gpu_max %3 · table: the console&apos;s statistics</source>
        <translation> · HUD : gpu_avg %1, gpu_p90 %2, gpu_max %3 · tableau : statistiques de la console</translation>
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
        <translation>Chargement de son utilisation…</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Cancelled; its utilization was not loaded. Open the job again to load it (Enter in the fleet&apos;s runs, U on its grid cell); Esc goes back to the fleet.</source>
        <translation>Annulé ; son utilisation n&apos;a pas été chargée. Rouvrez le job pour la charger (Entrée dans les exécutions de la flotte, U sur sa cellule de la grille) ; Échap revient à la flotte.</translation>
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
        <translation>inconnu</translation>
    </message>
    <message>
        <source>This run has no utilization data (none uploaded, or every row malformed).</source>
        <translation>Cette exécution n&apos;a pas de données d&apos;utilisation (rien n&apos;a été envoyé, ou toutes les lignes sont mal formées).</translation>
    </message>
    <message>
        <source>Job %1, workflow run %2 (UTC)</source>
        <translation>Job %1, exécution de workflow %2 (UTC)</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>Démarré (UTC)</translation>
    </message>
    <message>
        <source>Workflow</source>
        <translation>Workflow</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Tentative</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The console&apos;s own: GPU-hours × (1 − average utilization): GPU time paid for but not used.</source>
        <translation>Propre à la console : GPU-heures × (1 − utilisation moyenne) : temps GPU payé mais non utilisé.</translation>
    </message>
    <message>
        <source>HUD&apos;s gpu_avg: the mean over the log intervals of the GPUs&apos; mean util_percent.max.</source>
        <translation>gpu_avg de HUD : la moyenne, sur les intervalles de log, de la moyenne des util_percent.max des GPU.</translation>
    </message>
    <message>
        <source>HUD&apos;s gpu_p90: quantile(0.9) over the log intervals of the GPUs&apos; highest util_percent.max.</source>
        <translation>gpu_p90 de HUD : quantile(0.9) sur les intervalles de log du util_percent.max le plus élevé des GPU.</translation>
    </message>
    <message>
        <source>GPU-hours (console)</source>
        <translation>GPU-heures (console)</translation>
    </message>
    <message>
        <source>Avg GPU util (console)</source>
        <translation>Util. GPU moy. (console)</translation>
    </message>
    <message>
        <source>GPU max (HUD)</source>
        <translation>GPU max. (HUD)</translation>
    </message>
    <message>
        <source>Idle GPU-hours (console)</source>
        <translation>GPU-heures inactives (console)</translation>
    </message>
    <message>
        <source>GPU avg (HUD)</source>
        <translation>GPU moy. (HUD)</translation>
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
        <translation>runner</translation>
    </message>
    <message>
        <source>all GPUs</source>
        <translation>tous les GPU</translation>
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
        <translation>Un pic est une suite de mesures consécutives à 90 % ou plus.</translation>
    </message>
    <message>
        <source>Spikes are counted for percentages only.</source>
        <translation>Les pics ne sont comptés que pour les pourcentages.</translation>
    </message>
    <message>
        <source>Log intervals with a value; missing ones are left out, never counted as 0.</source>
        <translation>Intervalles du log ayant une valeur ; les manquants sont ignorés, jamais comptés comme 0.</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Métrique</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Mesures</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
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
        <translation>Pics</translation>
    </message>
    <message>
        <source>Between spikes</source>
        <translation>Entre les pics</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>HUD Watch: live CI job grids from ClickHouse, cached for offline use.
Without --profile it opens the bundled demo recording.</source>
        <translation>HUD Watch : grilles de jobs CI en direct depuis ClickHouse, mises en cache pour un usage hors ligne.
Sans --profile, ouvre l&apos;enregistrement de démo intégré.</translation>
    </message>
    <message>
        <source>Use the server profile NAME.</source>
        <translation>Utiliser le profil de serveur NOM.</translation>
    </message>
    <message>
        <source>Replay the bundled demo or a recording FILE.</source>
        <translation>Rejouer la démo intégrée ou un enregistrement FICHIER.</translation>
    </message>
    <message>
        <source>Render the window offscreen to FILE.png and exit.</source>
        <translation>Rendre la fenêtre hors écran dans FICHIER.png puis quitter.</translation>
    </message>
    <message>
        <source>View to open (and to render with --screenshot): %1.</source>
        <translation>Vue à ouvrir (et à rendre avec --screenshot) : %1.</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>Taille de la fenêtre pour --screenshot.</translation>
    </message>
    <message>
        <source>Show the cached data; never poll.</source>
        <translation>Afficher les données en cache ; ne jamais interroger le serveur.</translation>
    </message>
    <message>
        <source>Time range of the charts: 1d … 90d, or FROM..TO (dates or ISO times, UTC), e.g. 2026-07-01..2026-07-14.</source>
        <translation>Période des graphiques : 1d … 90d, ou DÉBUT..FIN (dates ou heures ISO, UTC), p. ex. 2026-07-01..2026-07-14.</translation>
    </message>
    <message>
        <source>--range: %1</source>
        <translation>--range : %1</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>argument inattendu : %1</translation>
    </message>
    <message>
        <source>--size must look like 1600x900, not &quot;%1&quot;</source>
        <translation>--size doit ressembler à 1600x900, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot;; known views: %2</source>
        <translation>vue inconnue &quot;%1&quot; ; vues connues : %2</translation>
    </message>
    <message>
        <source>--profile and --replay cannot be combined</source>
        <translation>--profile et --replay ne peuvent pas être combinés</translation>
    </message>
    <message>
        <source>--screenshot writes PNG files; the name must end in .png</source>
        <translation>--screenshot écrit des fichiers PNG ; le nom doit se terminer par .png</translation>
    </message>
    <message>
        <source>expected one value; quote it if it contains a comma</source>
        <translation>une seule valeur attendue ; mettez-la entre guillemets si elle contient une virgule</translation>
    </message>
    <message>
        <source>contains a control character (a line break or similar)</source>
        <translation>contient un caractère de contrôle (un saut de ligne ou similaire)</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, not &quot;%3&quot;</source>
        <translation>doit être un nombre entier de %1 à %2, pas &quot;%3&quot;</translation>
    </message>
    <message>
        <source>must be true or false, not &quot;%1&quot;</source>
        <translation>doit être true ou false, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>remove the password from the URL; secrets live in the keychain only</source>
        <translation>retirez le mot de passe de l&apos;URL ; les secrets ne se trouvent que dans le trousseau</translation>
    </message>
    <message>
        <source>invalid profile name &quot;%1&quot; (letters, digits, . _ - only)</source>
        <translation>nom de profil invalide &quot;%1&quot; (lettres, chiffres, . _ - uniquement)</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; not found: create %2 (see README, &quot;Profiles&quot;)</source>
        <translation>profil &quot;%1&quot; introuvable : créez %2 (voir README, « Profiles »)</translation>
    </message>
    <message>
        <source>missing: the ClickHouse server, e.g. https://host:8443</source>
        <translation>manquant : le serveur ClickHouse, p. ex. https://host:8443</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>remove the query; tokens live in the keychain only</source>
        <translation>retirez la partie requête (query) ; les jetons ne se trouvent que dans le trousseau</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;: %2</source>
        <translation>profil &quot;%1&quot; : %2</translation>
    </message>
    <message>
        <source>⚠ %1 uses plain http:// to %2: credentials and data cross the network unencrypted (allowed by allowInsecureHttp=true in the profile).</source>
        <translation>⚠ %1 utilise http:// en clair vers %2 : les identifiants et les données transitent sur le réseau sans chiffrement (autorisé par allowInsecureHttp=true dans le profil).</translation>
    </message>
    <message>
        <source>no display: DISPLAY and WAYLAND_DISPLAY are not set. The console needs a desktop session; without one, use --screenshot, &apos;hudwatch allowlist&apos;, &apos;hudwatch report&apos; or &apos;hudwatch flaky&apos;.</source>
        <translation>pas d&apos;affichage : DISPLAY et WAYLAND_DISPLAY ne sont pas définis. La console a besoin d&apos;une session de bureau ; sans elle, utilisez --screenshot, &apos;hudwatch allowlist&apos;, &apos;hudwatch report&apos; ou &apos;hudwatch flaky&apos;.</translation>
    </message>
    <message>
        <source>Start in the tray, watching (minimised where the desktop has no tray).</source>
        <translation>Démarrer dans la zone de notification, en surveillance (réduit là où le bureau n&apos;en a pas).</translation>
    </message>
    <message>
        <source>Open a GPU monitor log (nvidia-smi CSV or monitor.py JSON lines) in the GPU utilization tab.</source>
        <translation>Ouvrir un log de moniteur GPU (CSV nvidia-smi ou lignes JSON de monitor.py) dans l&apos;onglet Utilisation GPU.</translation>
    </message>
    <message>
        <source>Open a CI log (plain or gzip) in the log viewer; FILE#L120 opens it at line 120.</source>
        <translation>Ouvrir un log de CI (texte brut ou gzip) dans la visionneuse de logs ; FICHIER#L120 l&apos;ouvre à la ligne 120.</translation>
    </message>
    <message>
        <source>With --log: find TEXT in the whole log at start.</source>
        <translation>Avec --log : rechercher TEXTE dans tout le log au démarrage.</translation>
    </message>
    <message>
        <source>With --log: open the log at its failing line (the log classifier&apos;s pick).</source>
        <translation>Avec --log : ouvrir le log à sa ligne d&apos;échec (le choix du classificateur de logs).</translation>
    </message>
    <message>
        <source>With --replay: show the instant TIME, ISO 8601 UTC (2024-08-14T03:10:00Z) or a time of day (03:10) on the recording&apos;s first day; paused there.</source>
        <translation>Avec --replay : afficher l&apos;instant HEURE, ISO 8601 UTC (2024-08-14T03:10:00Z) ou une heure (03:10) du premier jour de l&apos;enregistrement ; en pause à cet instant.</translation>
    </message>
    <message>
        <source>--at needs --replay FILE (or --replay demo)</source>
        <translation>--at nécessite --replay FICHIER (ou --replay demo)</translation>
    </message>
    <message>
        <source>--find and --failure need --log FILE (or use &apos;hudwatch log FILE --find REGEX --classify&apos;)</source>
        <translation>--find et --failure nécessitent --log FICHIER (ou utilisez &apos;hudwatch log FICHIER --find REGEX --classify&apos;)</translation>
    </message>
    <message>
        <source>an issuer has no query or fragment (OpenID Discovery §2)</source>
        <translation>un issuer n&apos;a ni requête ni fragment (OpenID Discovery §2)</translation>
    </message>
    <message>
        <source>remove the query; the job&apos;s id is appended to the path</source>
        <translation>supprimez la requête ; l&apos;identifiant du job est ajouté au chemin</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid regular expression: %2</source>
        <translation>&quot;%1&quot; n&apos;est pas une expression régulière valide : %2</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; is larger than %2 KB: not a profile file</source>
        <translation>le profil &quot;%1&quot; dépasse %2 Ko : ce n&apos;est pas un fichier de profil</translation>
    </message>
    <message>
        <source>Language of the interface: %1 (default: Settings ▸ Language, else the system&apos;s).</source>
        <translation>Langue de l&apos;interface : %1 (par défaut : Paramètres ▸ Langue, sinon celle du système).</translation>
    </message>
    <message>
        <source>--lang: no %1 translation; choose one of %2</source>
        <translation>--lang : pas de traduction %1 ; choisissez parmi %2</translation>
    </message>
    <message>
        <source>Light or dark colours for this run (system, light or dark); Settings ▸ Theme keeps a choice.</source>
        <translation>Couleurs claires ou sombres pour cette exécution (system, light ou dark) ; Paramètres ▸ Thème garde un choix.</translation>
    </message>
    <message>
        <source>--theme must be system, light or dark, not &quot;%1&quot;</source>
        <translation>--theme doit valoir system, light ou dark, pas « %1 »</translation>
    </message>
    <message>
        <source>Write a recording (one SQLite file): with --profile, what the profile&apos;s cache holds, then every batch as it is stored (a killed process keeps what came before); with --replay, the recording replayed, on exit.</source>
        <translation>Écrire un enregistrement (un fichier SQLite) : avec --profile, ce que contient le cache du profil, puis chaque lot dès qu&apos;il est stocké (un processus tué garde ce qui précède) ; avec --replay, l&apos;enregistrement rejoué, à la sortie.</translation>
    </message>
    <message>
        <source>cannot write %1 — choose another path</source>
        <translation>impossible d&apos;écrire %1 — choisissez un autre chemin</translation>
    </message>
    <message>
        <source>%1 — fix it in %2 (a text editor), then try again</source>
        <translation>%1 — corrigez-le dans %2 (avec un éditeur de texte), puis réessayez</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>le dossier %1 ne peut pas être créé</translation>
    </message>
    <message>
        <source>the disk may be full</source>
        <translation>le disque est peut-être plein</translation>
    </message>
    <message>
        <source>not an ini file</source>
        <translation>pas un fichier ini</translation>
    </message>
    <message>
        <source>profile file %1 cannot be read: %2</source>
        <translation>le fichier de profil %1 est illisible : %2</translation>
    </message>
    <message>
        <source>cannot write a temporary file to check the profile: %1 — free disk space or set TMPDIR to a writable folder</source>
        <translation>impossible d&apos;écrire un fichier temporaire pour vérifier le profil : %1 — libérez de l&apos;espace disque ou faites pointer TMPDIR vers un dossier accessible en écriture</translation>
    </message>
    <message>
        <source>cannot write profile file %1: %2 — check that the folder is writable, or free disk space</source>
        <translation>impossible d&apos;écrire le fichier de profil %1 : %2 — vérifiez que le dossier est accessible en écriture, ou libérez de l&apos;espace disque</translation>
    </message>
    <message>
        <source>a Qt variant value is not allowed here: write plain text</source>
        <translation>une valeur variant Qt n’est pas permise ici : écrivez du texte simple</translation>
    </message>
    <message>
        <source>not a regular file (a folder, a pipe or a device): name a file, or leave it empty</source>
        <translation>pas un fichier ordinaire (un dossier, un tube ou un périphérique) : nommez un fichier, ou laissez vide</translation>
    </message>
    <message>
        <source>must be owner/repo, e.g. pytorch/pytorch</source>
        <translation>doit être owner/repo, p. ex. pytorch/pytorch</translation>
    </message>
    <message>
        <source>must be /api or /api/authed (HUD&apos;s route for a GitHub sign-in)</source>
        <translation>doit être /api ou /api/authed (la route de HUD pour une connexion GitHub)</translation>
    </message>
</context>
</TS>
