<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BackendsPage</name>
    <message>
        <source>← All backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the overview (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no backend &quot;%1&quot;; known backends: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>promotion-review-%1.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export promotion review report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1 and the PDF beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀◀ The past: backend figures as of %1, as fetched at %2 (from the recording).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo data: backend figures as of %1 (generated from the real allowlist history).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No backend data yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No backend data yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend figures may be out of date (as of %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polling waits for new credentials.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set password…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set relay token…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline: backend figures from the cache, as of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale: backend figures are from %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CcTrayServer</name>
    <message>
        <source>cannot serve cctray.xml on 127.0.0.1:%1: %2 — pick another port</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CodeFlowText</name>
    <message>
        <source>no authorization endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot sign in in the browser: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sign-in answer came from another provider (%1) — sign in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sign-in answer carried no authorization code — sign in again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceFlowText</name>
    <message>
        <source>the provider&apos;s device code answer is unusable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this provider offers no device sign-in; sign in in the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no device_code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no user_code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no verification_uri</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no expires_in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interval is not a positive whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the code was not entered in time — sign in again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlakyCharts</name>
    <message>
        <source>flake rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GridFilterBar</name>
    <message>
        <source>Filter jobs (regex)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case-insensitive regular expression on &quot;workflow / job&quot;. Press / to focus, Esc to clear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide job columns without any failure or pending run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide unstable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide jobs marked unstable (their failures are warnings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide jobs that were skipped on every commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show one column per job group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid regex at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GridLegend</name>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flaky (passed on retry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning (unstable job)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped / neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no job</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobGridView</name>
    <message>
        <source>Job grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>j / k  next / previous failure
Enter  open job   ·   l  its log
/  filter   ·   Space  pause refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(+%1 muted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 commits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open job page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy job URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy commit SHA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Log of this job, at the failure	L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU &amp;utilization of this job	U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Acknowledge: investigating (on / off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mute alerts for this job (on / off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job page for this cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job in this cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrapped around to the first failure (newest commit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrapped around to the last failure (oldest commit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No failures in the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MUTED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 muted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogClassificationRule</name>
    <message>
        <source>rule &apos;%1&apos;: the pattern does not compile (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogClassifier</name>
    <message>
        <source>the bundled rule set %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not read the log: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogClassifierRuleSet</name>
    <message>
        <source>%1: the rule set is %2 bytes, more than the %3 allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid TOML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rules: expected [[rule]] tables with a name and a pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;rule&apos; must be an array of tables ([[rule]])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rules, more than the %2 allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule %1: &apos;%2&apos; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule %1: &apos;%2&apos; is %3 bytes, more than the %4 allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule &apos;%1&apos;: the name or the pattern is too long</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogIndexer</name>
    <message>
        <source>could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>indexing cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not write the inflated log to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log is cut off after %1 MB (%2) — fetch it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not write the inflated log: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log is damaged after %1 MB (%2) — fetch it again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogMatcher</name>
    <message>
        <source>type something to find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern is longer than 64 KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid regular expression: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogSearch</name>
    <message>
        <source>could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OAuthEndpointText</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered something that is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered HTTP %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provider endpoint %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OAuthResponseText</name>
    <message>
        <source>sign in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the provider refused; sign in with an account that is allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the code was not entered in time; sign in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check the provider settings of this profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OidcDiscoveryText</name>
    <message>
        <source>the provider&apos;s discovery document is unusable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no issuer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it names issuer %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>issuer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provider discovery</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReceiverText</name>
    <message>
        <source>no answer came back from the browser in time — sign in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot listen on 127.0.0.1 for the sign-in answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HUD Watch did not accept this sign-in answer. Return to HUD Watch and sign in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sign-in answer did not belong to this sign-in (state mismatch) — sign in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-in was not completed. You can close this tab and return to HUD Watch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in to HUD Watch. You can close this tab.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourceErrorText</name>
    <message>
        <source>set the relay token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set the ClickHouse password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ask for read access, or use another account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check the URL and the network; retrying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server is slow or unreachable; retrying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the certificate is not trusted: check the URL or install the CA certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise the response limit in the profile or ask for less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>authentication failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not authorized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS certificate rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rate limited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>configuration error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeRange</name>
    <message>
        <source>Last 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last %1 days</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenClientText</name>
    <message>
        <source>the provider offers no %1 endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no refresh token was issued — sign in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sign-out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token introspection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the introspection answer has no active flag</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenSetText</name>
    <message>
        <source>the provider&apos;s token response is unusable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty or too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scope is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token type %1 is not supported (only Bearer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires_in is not a positive whole number of seconds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrunkCharts</name>
    <message>
        <source>(no label)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UtilizationCharts</name>
    <message>
        <source>all GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UtilizationDemo</name>
    <message>
        <source>the demo bundles the GPU series of one job (%1, a real 8-GPU run); a server profile fetches any job&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UtilizationJobView</name>
    <message>
        <source>GPU utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocated GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU and memory of the runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw</name>
    <message>
        <source>profile &quot;%1&quot; has no cache yet (%2): open the Flaky tests tab once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no flaky-test results cached yet: open the Flaky tests tab once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cached flaky-test results are unreadable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this profile&apos;s cached results (default: the demo).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The range the results must cover: 1d … 90d or FROM..TO (default: what is cached).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write CSV (RFC 4180, UTC times) instead of a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out tests with fewer runs (default 20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: hudwatch flaky [--range 30d] [--csv] [--min-runs N] [--profile NAME]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-runs wants a whole number of at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the results at hand cover %1 – %2 UTC, not the range asked for; open the tab with that range to fetch it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flaky tests %1 – %2 UTC, at least %3 runs, ranked by the flake rate&apos;s 95 % lower bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: hudwatch profile list
       hudwatch profile export NAME FILE
       hudwatch profile import FILE [--name NAME] [--force]
       hudwatch profile test NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keychain (%1): %2; testing without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported profile &quot;%1&quot; to %2 (no password, token or cache path).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported profile &quot;%1&quot; (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set its password in the app (or it connects without one); secrets are never imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import: the name to save it under.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import: replace a profile of that name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--name and --force are for import only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which command? (list, export, import, test)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong arguments for &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile to sign in for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the device flow: print a code to enter on any device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this machine&apos;s browser even where the provider prefers a code (GitHub).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long to wait for the browser, in seconds (default 300).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: hudwatch login --profile NAME [--device | --browser] [--timeout SECONDS]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: hudwatch logout --profile NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>which profile? (--profile NAME)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; names no provider: set oauth/issuer to its issuer URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--device and --browser exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout wants 10 to 3600 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To sign in, open %1 and enter the code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(or open %1, which carries the code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code works until %1. Waiting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this address in a browser on this machine to sign in (waiting up to %1 s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No browser here? Use hudwatch login --device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed in, but the tokens cannot be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sign-in was revoked at the provider; nothing was stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in to %1 for profile &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The access token is valid until %1%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; sign in again after that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and is renewed as needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tokens are in the keychain (&quot;%1&quot;), nowhere else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; is not signed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stored sign-in is unreadable (%1), so it could not be revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tokens could not be deleted from the keychain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleted from the keychain, but not revoked at the provider: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed out of %1: the provider revoked the sign-in and the tokens were deleted from the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a CI log (plain or gzip) without a display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the lines matching PATTERN (RE2 regex), with numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PATTERN is plain text, not a regex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore case in PATTERN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --find: print only the number of matching lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --find: print at most N lines (default: all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the line that explains the failure, with the classifier&apos;s rule and captures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one log FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--count needs --find PATTERN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  capture: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no line explains the failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 lines, %3 bytes, %4 groups, %5 ##[error] lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> samples    avg    max    p10    p50    p90    ≥ 90 %  spikes  between spikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print JSON, for scripts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: hudwatch utilization FILE [--json]
FILE: an nvidia-smi CSV or a tools/stats/monitor.py log (JSON lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3, %4 samples, %5 – %6 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilization, %:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all GPUs / the runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilization by test segment, %:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 malformed lines left out (lines %2%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown columns ignored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the monitor reported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allocated GPU memory (percent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allocated GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::AccountStatusText</name>
    <message>
        <source>… Reading the sign-in from the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⊘ Signed out by the provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⊘ Signed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ No keychain: working signed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, renewing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access token valid until %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renewed automatically before it expires.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be renewed: sign in again when it expires.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::AlertDigest</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%n broke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n still broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::AlertMonitor</name>
    <message>
        <source>HUD Watch is still watching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing the window keeps it in the tray. Quit from the tray&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts muted for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts on again for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged: %1 (investigating)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No longer acknowledged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 broken: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all green</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::AlertRulesDialog</name>
    <message>
        <source> commits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also one alert per job &amp;group with a broken job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Backends: demotion threshold crossed, demotion PR, L4 check blocking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one regular expression per line, e.g. ^trunk / .*cuda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job is broken after &amp;failing on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trunk red for longer than:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data &amp;older than:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say &quot;&amp;still broken&quot; every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Your rules (job names):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve &amp;cctray.xml on 127.0.0.1 port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved in the profile; the rules apply from the next sync.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alerts/jobPatterns: a pattern does not survive the profile file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::AlertTray</name>
    <message>
        <source>Show / hide the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause / resume refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snooze notifications for 1 hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit HUD Watch</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hudwatch allowlist: unknown option &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hudwatch allowlist: no FILE given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hudwatch allowlist: give one FILE, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;stdin&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::AllowlistJson</name>
    <message>
        <source>unknown level &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an entry of %1 has no &quot;repo&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;oncalls&quot; or &quot;events&quot; of %1 is not an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REPOSITORY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ON-CALLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EVENTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 repository</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 repositories</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::AllowlistParser</name>
    <message>
        <source>the file holds %1 YAML documents; an allowlist is one document (remove the second &apos;---&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level must be a mapping of levels (L1:, L2:, L3:, L4:), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a top-level key must be a level L1, L2, L3 or L4, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; at the top level (expected L1, L2, L3 or L4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level %1 is given twice (lines %2 and %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the allowlist is empty (no L1–L4 levels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the boolean &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L3 must be a mapping of devices (`L3:` then `  &lt;device&gt;:` then `    owner/repo: [oncalls]`) or a list of repositories, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be a list of repositories, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (write each repository on its own line as `  - owner/repo`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an L3 device must be a name such as &apos;npu&apos;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L3 groups repositories by device (the ciflow/crcr/&lt;device&gt; label): found the repository &apos;%1&apos; directly under L3; write `L3:` then `  &lt;device&gt;:` then `    %1: [oncalls]`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a device name (letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;; it becomes the label ciflow/crcr/&lt;device&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L3 device &apos;%1&apos; lists no repositories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L3 device &apos;%1&apos; must hold repositories (`owner/repo: [oncalls]`), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one repository per list item: this item has %1 keys (%2); put metadata under the repository, e.g. `- owner/repo: {events: [nightly], oncalls: [a, b]}`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a repository `owner/repo` in the %1 list, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a repository `owner/repo`, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a repository of the form owner/name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (to name on-calls write `%1: &quot;oncall1, oncall2&quot;`)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on-call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, as &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repository &apos;%1&apos; is listed twice: line %2 (%3) and line %4 (%5); a repository belongs to one level only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in the entry of %2 (ignored; known: events, oncalls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 names for %2 (text such as &quot;a, b&quot; or a list [a, b]), found %3; quote it if it is a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid %2 name for %3 (separate names with commas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 names for %2, found %3 inside the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 names for %2 (text such as &quot;a, b&quot; or a list [a, b]), found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the &apos;[&apos; list at line %1, column %2 is not closed by &apos;]&apos; before this point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the &apos;{&apos; mapping at line %1, column %2 is not closed by &apos;}&apos; before this point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the quoted value at line %1, column %2 has no closing quote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid YAML: a line starting with &apos;%&apos; inside the file (YAML reads it as a directive such as &apos;%YAML 1.2&apos;, which ends the document; a directive may only stand before a &apos;---&apos; line): remove the line, or quote a value that starts with &apos;%&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the document ended before this line, e.g. with &apos;...&apos;; an allowlist is one document)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (a line starting with &apos;%&apos; is a YAML directive: quote a value that starts with &apos;%&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (&apos;%1&apos; cannot start a plain YAML value: quote the value, e.g. &quot;@oncall1, oncall2&quot;, or drop the &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (&apos;%1&apos; outside a [ ] list or { } mapping cannot start a value: quote the value, or remove the &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (YAML indentation must use spaces, not tabs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists and mappings are nested deeper than %1 levels (an allowlist needs six)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds more than %1 YAML values (an allowlist holds a few hundred)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the alias &apos;*%1&apos; makes the allowlist expand to more than %2 YAML values (each alias repeats all that its anchor holds): write the names out, or use fewer aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the alias &apos;*%1&apos; refers to no anchor: define it with &apos;&amp;%1&apos; before this point, in the same document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the alias &apos;*%1&apos; refers to the list or mapping that contains it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory while reading the YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1 MB; an allowlist is a few KB (refused unread)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::AuthSession</name>
    <message>
        <source>%1 — working signed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stored sign-in cannot be read (%1) — sign in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stored sign-in is for %1, not this profile&apos;s provider — sign in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not signed in — sign in (File ▸ Sign in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sign-in has expired and the provider gave no way to renew it — sign in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the renewed sign-in could not be saved (%1); it lasts until the app quits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed out — sign in again (the provider refused to renew the sign-in: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sign-in could not be renewed: %1; trying again in %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not let an app revoke its own sign-in; revoke HUD Watch at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the provider offers no revocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed in, but the keychain cannot keep the sign-in (%1), so it was given back — working signed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not revoked at the provider: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not deleted from the keychain: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::BackendAlertEvaluator</name>
    <message>
        <source>demotion threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demotion PR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the relay flagged it for demotion: its auto-demotion PR is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L4 check blocks merges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>newest job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::BackendCharts</name>
    <message>
        <source>→ %1 (CI data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed jobs per day (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day (UTC), %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no completed jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>test failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infra failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no level history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · since %2 (%3 d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CI data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::BackendDetailView</name>
    <message>
        <source>E&amp;xport review report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a Markdown/PDF promotion review report for this backend with the targets shown on the L3 readiness tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pull request by job results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest attempt of each job: letter, failed/total tests (or the total when none failed) and the triage category when reported. %1  ·  an &quot;exp.&quot; tag marks crcr-test&apos;s expected failures (they count as passes)  ·  hover a cell for details; Enter opens the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level changes (allowlist PRs; &quot;CI data&quot; = start inferred from the level jobs were dispatched at)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jobs (PR × job)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs &amp;over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level &amp;history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L3 &amp;readiness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No backend selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a backend in the overview (Enter or double-click).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This backend is not in the current data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▼ TEMPORARILY DEMOTED — auto-demotion PR open, no new check runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ DEMOTION PENDING — last 7 days fail L3, not yet flagged by the relay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device %1 (label ciflow/crcr/%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no oncalls listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>oncalls: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1 for %2 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the allowlist (level from CI data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data as of %1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::BackendJobMatrixModel</name>
    <message>
        <source>delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — expected (crcr-test probe job): counts as a success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, attempt %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tests: %1 passed, %2 failed, %3 skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tests: not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queue %1 · execution %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>started %1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed %1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pytorch head %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dispatched %1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>newest job activity %1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::BackendText</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PROMOTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HOLD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEMOTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT ENOUGH DATA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected cancellation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected outcome</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::BackendsOverviewModel</name>
    <message>
        <source>▲ ready for L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● not ready for L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? not enough data for L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ keeps L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▼ fails L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? no completed job in 7 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● L4: maintainers decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>– onboarding, results not stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass 7 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass 14 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E2E P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oncalls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust level and L3 device group; sorts by device within each level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newest completed job; sorts by outcome (failures first), then newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CI job pass rate over the last 7 days (demotion window).
✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CI job pass rate over the last 14 days (promotion window).
✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean queue time (dispatch → in progress), last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median end-to-end time per job (queue + execution), last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▼ temporarily demoted: the relay&apos;s auto-demotion PR is open.
⚠ demotion pending: at L3 and the 7-day figures fail a demotion criterion, not yet flagged by the relay.
Otherwise the L3 readiness verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorts worst first: demoted, pending, then the verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — no backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (1 backend)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 backends)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L1 Onboarding: events dispatched, results not stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2 Observation: results stored and shown on HUD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L3 Stable: non-blocking PR check with label ciflow/crcr/&lt;device&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L4 Mature: check on every PR, blocks merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen in CI data but in no allowlist level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MUTED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alerts muted (right-click to unmute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alert acknowledged: investigating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device: %1 (label ciflow/crcr/%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the allowlist: level from the latest CI results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held for %1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No completed jobs in the last %1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 of %3 jobs passed in the last %4 days
test failures: %5   infra failures: %6 (timed out %7, cancelled %8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no completed job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newest completed job: %1 at %2 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newest completed job: %1 — %2 at %3 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An expected outcome of the crcr-test probe: HUD counts it as a pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▼ temporarily demoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ demotion pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The relay&apos;s auto-demotion PR is open: no new check runs until it is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last 7 days fail a demotion criterion; the relay has not flagged it yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L3 readiness: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::BackendsOverviewView</name>
    <message>
        <source>Backends by trust level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass-rate chips: %1 ≥ 95 %   %2 80–95 %   %3 below 80 %   %4 no completed jobs   ·   Marks: ▼ temporarily demoted (relay&apos;s demotion PR open)   ⚠ demotion pending (7-day figures fail, not flagged yet)   ·   Enter opens a backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a column title to sort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Acknowledge: investigating (on / off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mute alerts for this backend (on / off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 backend as of %1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 backends as of %2 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No backend data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ·  ▼ %1 temporarily demoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ·  ⚠ %1 demotion pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ·  %1 muted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::BackendsSync</name>
    <message>
        <source>allowlist %1: no relay client to fetch it with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowlist %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seen in the relay&apos;s allowlist</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::CacheWriter</name>
    <message>
        <source>not written: the cache writer has stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not written: the cache writer was stopped before this write began</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ConnectionTest</name>
    <message>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer within %1 s: check the address, the port and that the server is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClickHouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked: ClickHouse cannot be reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server answered no version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClickHouse %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server answered no row count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relay allowlist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowlist: %1 L1, %2 L2, %3 L3, %4 L4 backends from %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenID provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>authorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device authorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>introspection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>userinfo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: endpoints %2; device flow: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::Console</name>
    <message>
        <source>Alert rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert rules changed for this run (the demo has no profile to keep them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert rules saved in profile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bundled demo recording cannot be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot replay %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀◀ Replaying %1 — showing %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this recording has no test runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this recording has no backend data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;: relay/url: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline: the runs of a test are fetched from ClickHouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--record %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline: a job&apos;s GPU series is fetched from ClickHouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClickHouse has no utilization for job %1 (jobs without GPUs or the monitor have none; uploads can lag the job by minutes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClickHouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo figures of their own dates, %1 – %2, not of the demo&apos;s day (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this recording has no GPU utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the demo bundles the runs of its top 3 job names only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the demo (ClickHouse seed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed out: revoked at the provider and deleted from the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed out here, but %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this provider offers no sign-in with a code; use the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relay API token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bearer token for %1.
It is stored in your system keychain, never in a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token could not be stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClickHouse password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password for %1 at %2.
It is stored in your system keychain, never in a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password could not be stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end of the demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end of the recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀◀ Loading the cache&apos;s past… the live grid below keeps updating (N goes back to it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the cache&apos;s past…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cache holds nothing to look back at yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the newest data in the cache (N: back to live)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flaky tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · live, the cache has no history of them: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀◀ Looking at the past — showing %1 from the cache; the live grid keeps updating (N goes back to it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export time window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HUD Watch recordings (*.hwrec);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An export is already under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting %1 – %2 to %3…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 to %2 (open it with hudwatch --replay %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ConsoleHost</name>
    <message>
        <source>Switch profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open profile &quot;%1&quot;: %2
Staying with the current one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile was saved, but the password could not be stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles (*.ini);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported profile &quot;%1&quot; (no secrets: set its password when you open it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export this profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles (*.ini)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1, without secrets.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::CustomRangeDialog</name>
    <message>
        <source>Custom time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The range ends before it starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::DesktopNotifier</name>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::DisabledTestsModel</name>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabled by issue #%1 since %2 (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabled test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ExportWindowDialog</name>
    <message>
        <source>Export time window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes the grid&apos;s commits and job rows of a time window to one file that &lt;tt&gt;hudwatch --replay FILE&lt;/tt&gt; opens offline. No password or token is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The window ends before it starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::FlakyPage</name>
    <message>
        <source>Disabled tests per day, by platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No disabled-test snapshots in this time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter tests by regular expression (file · class · name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests with fewer runs are left out: a flake rate from a handful of runs says little</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabled now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could be re-enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or double-click: every run of the test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No flaky tests in this range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ 1 flaky test with at least %1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 flaky tests with at least %2 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · ⊘ %1 disabled now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · ✓ %1 could be re-enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · 1 test run without a name not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 test runs without a name not counted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestRunsModel</name>
    <message>
        <source>%1 passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flaky (passed on rerun)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1 (not in workflow_job)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or double-click opens %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestView</name>
    <message>
        <source>← All flaky tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the list (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flake rate per day, with its 95 % interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runs of this test in this time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 flaky of %2 runs · %3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disabled by #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading every run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the newest; older runs are left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · ⚠ %1 malformed rows left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · Enter on a run opens its job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runs are not available (see above)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestsFilterProxy</name>
    <message>
        <source>Invalid regular expression at character %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestsModel</name>
    <message>
        <source>%1 % (≥ %2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flaky of %2 runs (%3 more failed without passing). Ranked by the lower bound of the 95 % Wilson interval: few runs give a low bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jobs it flaked in are not in workflow_job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test (file · class · name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flaky runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flake rate (95 % lower bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platforms / jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last flake</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::GridAlertEvaluator</name>
    <message>
        <source>failing on the last commit, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failing on the last %1 commits, since %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed (your rule &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red for %1 min, broken jobs: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable, failed polls: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no new data for %1 min</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::GridSync</name>
    <message numerus="yes">
        <source>%n row(s) with invalid UTF-8 text (shown as �)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hw::JobLogOpener</name>
    <message>
        <source>%1 — HUD Watch log</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> — following: trying again every %n s</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The demo has a log only for failed jobs whose failure line came from one of its bundled real logs. Connect a profile to read any job&apos;s log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A replayed recording holds no logs, and replay opens no connection. Open the profile the recording came from to read this job&apos;s log.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::JobMatrixDelegate</name>
    <message>
        <source>exp.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::JobsOverTimeChart</name>
    <message>
        <source>Jobs over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>test failures (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infra failures (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed solid, test failures hatched, infra failures cross-hatched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level changes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
no completed jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
P passed %2
T test failures %3
I infra failures %4 (timeouts, cancellations, infra triage)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::L3CriteriaModel</name>
    <message>
        <source>– no data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✘ not met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts for demotion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>14 d (promotion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 d (demotion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>promotion window (last 14 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demotion window (last 7 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last %1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (what-if; HUD: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target edited for a what-if verdict; HUD uses %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::L3ReadinessEvaluator</name>
    <message>
        <source>Time at L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time at L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End-to-end time (P50)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end-to-end time P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean queue time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean queue time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overrun rate (&gt; 3 h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overrun rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeout rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timeout rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job pass rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 not measured (no data) over the last %n days, target %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 unknown, target %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 over the last %n days</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Promote to L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demote to L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough data</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>only %1 of data, at least %n days needed before a promotion verdict</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no completed job over the last %n days</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>L1 results are not stored; an L1 backend moves to L2 first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L4 is decided by core maintainers; there is no numeric rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the allowlist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1-day window was asked for, but the figures cover %2 days</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::L3ReadinessPanel</name>
    <message>
        <source>&amp;Reset to HUD&apos;s targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ WHAT-IF: targets differ from HUD&apos;s. This verdict is hypothetical, not HUD&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L3 criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets (edit for a what-if)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job &amp;pass rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Timeout rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overrun rate (&gt; 3 h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End-to-end P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean &amp;queue time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time at &amp;L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demotion (7 d) uses the strict complement: pass rate ≤ target, timeout rate ≥ target or E2E P50 &gt; target demotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  — ready for L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  — stays at L2 for now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  — at L2, cannot judge yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  — fails L3 over the last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  — keeps L3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  — at L3, no completed job in 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  — at L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  — L4 is decided by maintainers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  — not in the allowlist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (what-if)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last %1 d: no completed jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last %1 d: %2 of %3 jobs failed — ✖ test: %4  ·  ⚠ infra: %5 (timed out %6, cancelled %7, triaged infra %8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakage  ·  %1
                 ·  %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::LevelTimelineWidget</name>
    <message>
        <source>Level history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No level history known for this backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 → now (%3 d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 → %3 (%4 d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, PR #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, start inferred from CI data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No level history known.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::LogDocument</name>
    <message>
        <source>%1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a log file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no room to inflate %1 in %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::LogFailure</name>
    <message>
        <source>no line explains the failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HUD&apos;s classification (rule &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log classifier (rule &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last ##[error] line (no classifier rule matched)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::LogFindBar</name>
    <message>
        <source>Find in the whole log (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match case (Alt+C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular expression, RE2 syntax (Alt+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for the index…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no line matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 line matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lines match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted over the whole log, not only what is on screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>searching %1 %…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::LogOverview</name>
    <message>
        <source>Where the log matches: amber ◆ find matches (left), red ✖ errors (full width). Click to jump.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::LogView</name>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  … +%1 not shown (copy the line to get it all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy link to line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold all sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfold all sections</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::LogViewer</name>
    <message>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time since start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time of day (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time column: since the log&apos;s first line, the time of day, or hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold every ##[group] section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfold all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep showing the end as the log grows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✖ Jump to failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the line that explains the failure (F): HUD&apos;s classification, else the log classifier&apos;s rules, else the last ##[error]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy a link to the current line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing cancelled: showing the first %1 lines only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was truncated and is read again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloading %1 — %2 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finding the failure once the log is read…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finding the failure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✖ Failure: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✖ Failure at line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text (*.txt *.log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gzip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>indexed in %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inflating %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>indexing %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::LogWindow</name>
    <message>
        <source>Log — HUD Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — HUD Watch log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::MainWindow</name>
    <message>
        <source>HUD Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trunk jobs by commit (Ctrl+1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out-of-tree accelerator backends by trust level (Ctrl+2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flaky tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flakiest tests ranked by a confidence bound, disabled tests (Ctrl+3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trunk health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red commits, time to signal, queue time, platform-only failures (Ctrl+4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU &amp;utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU-hours of the fleet, and one job&apos;s GPUs over its time (Ctrl+5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job in this cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause / resume refresh	Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set ClickHouse pass&amp;word…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set relay API &amp;token…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport time window…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign &amp;in with the browser…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in with a &amp;code on another device…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alert rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About HUD Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About HUD Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HUD Watch %1
A desktop console for large CI systems.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Sign-in: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New profile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit this profile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import a profile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport this profile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a job id: &quot;%1&quot; (use utilization:JOB_ID or utilization:fleet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no flaky test matches &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grouping file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HUD Watch — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 is failing: %2. Showing the last good data, as of %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 is failing: %2. Showing the last good data: the commits of an unfinished first sync (it resumes at the next poll).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 is failing: %2. No data yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 refused the password: %2. Showing the last good data, as of %3 (%4); polling waits for a new password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 refused the password: %2. Polling waits for a new password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set password…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⊘ Offline: showing cached data as of %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⊘ Offline and the cache is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>❚❚ Replay paused at %1 (press Space to resume).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>❚❚ Refresh paused (press Space to resume). Data as of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Data is stale: as of %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ No data yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not answered for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in the grid (filtered out?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>j / k	next / previous failure
Arrows, PgUp/PgDn	move
Enter	open the job page
L	the cell&apos;s job log, at its failing line
U	GPU utilization of the cell&apos;s job
/	focus the job filter
Esc	clear the filter
Space	pause / resume refresh (or the replay)
[ ]	replay: previous / next event; { } trunk red/green only
, .	replay: slower / faster;  N  back to now
F5	refresh now
Ctrl+1 … Ctrl+5	grid / backends / flaky tests / trunk health / GPU utilization
Drag on a chart	zoom; - or Backspace zooms out, 0 or Home resets
Click a band	zoom to that test segment (GPU utilization)
Enter (backends)	open a backend; Esc goes back
?	this help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::PassRateChip</name>
    <message>
        <source>good (≥ 95 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning (80–95 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad (below 80 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no completed jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ProfileEditorDialog</name>
    <message>
        <source>New profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit profile %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>letters, digits, . _ -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow plain http to a host that is not this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Plain http: the password, tokens and data cross the network unencrypted. Use it only on a network you trust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClickHouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U&amp;ser:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the profile file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest reply:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;elay URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path or URL of an allowlist.yml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Allowlist file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the OpenID provider&apos;s issuer URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Issuer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Client ID:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sc&amp;ope:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Branch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poll &amp;every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commits &amp;shown:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: the bundled HUD grouping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Grouping file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one column-name pattern per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unstable jobs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty: the default cache file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cac&amp;he file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: give the profile a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: letters, digits, . _ - only (up to 64, not starting with &apos;.&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name: a profile &quot;%1&quot; exists already; choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a valid URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… testing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ProfileTransfer</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1 KB: not a profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid profile name &quot;%1&quot; (letters, digits, . _ - only; use --name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file cannot be read as a profile (ini)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profiles never carry secrets: remove key %1; set the password after import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key %1 (a profile knows: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; already exists: choose another with --name, or replace it with --force</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::PromotionReport</name>
    <message>
        <source>allowlist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HUD level status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>level history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first dispatch at %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time at L2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end-to-end time P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean queue time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overrun rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timeout rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>promotion window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demotion window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promotion review: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of %1 UTC. Figures from HUD&apos;s CRCR data (ClickHouse crcr_workflow_job, jobs judged by their latest attempt); levels from the allowlist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the allowlist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — from the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (PR label ciflow/crcr/%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-call: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the allowlist of this snapshot (no device or on-call known).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 since %2 (%3 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, start inferred from ClickHouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dated level change known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClickHouse: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L3 readiness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WHAT-IF: targets changed from HUD&apos;s defaults: %1. This is not HUD&apos;s verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (demotion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (promotion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (what-if)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakage: infrastructure vs tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last %1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 timed out, %2 cancelled, %3 triaged infra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infra failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infra detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent failing jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No failing job among the recent jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (attempt %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow / job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conclusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot encode %1 as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: no file name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::RangeSync</name>
    <message>
        <source>%1 malformed rows left out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ReenableCandidatesModel</name>
    <message>
        <source>✓ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could be re-enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green re-runs (7 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last re-run (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue to close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ReplayedViews</name>
    <message>
        <source>this recording has no %1 at or before %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flaky tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the backends snapshot recorded at %1 is unreadable: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backend data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::ReportCommand</name>
    <message>
        <source>profile &quot;%1&quot; has no cache yet (%2): open it in the console once to fetch the backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no backend data cached yet: open the Backends tab once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cached backend data is unreadable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a backend&apos;s promotion review report (Markdown + PDF).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend (downstream repository).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Markdown file; the PDF and charts go beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this profile&apos;s cached data (default: the demo).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if: minimum job pass rate in percent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if: maximum timeout rate in percent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if: maximum end-to-end P50 in hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: hudwatch report OWNER/REPO FILE.md [--profile NAME]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 needs a non-negative number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no backend &quot;%1&quot;; known backends: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote %1 and %2 (%3: %4%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, what-if targets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::RunTimelineStrip</name>
    <message>
        <source>Runs of the test on a time line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::SignInDialog</name>
    <message>
        <source>&amp;Copy code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open in browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code to enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking %1 to start a sign-in…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On any device, open the address below and enter this code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for you to approve… The code works until %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish signing in in your browser. If no browser opened, open this address on this machine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the browser…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::SourceStatusText</name>
    <message>
        <source>as of %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>showing stale data %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>showing data %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaying %1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay paused at %1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>syncing %1 of %2 commits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>updating for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>updating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed %1 times: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>polling waits for new credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cache is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stale data %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next poll %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::TimeSeriesChart</name>
    <message>
        <source>No data in this time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show times in UTC (unchecked: local time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out one step (- or Backspace). Drag across the chart to zoom in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole range again (0 or Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save data as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart data as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom range…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoomed to %1 – %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::TimelineBar</name>
    <message>
        <source>Click or drag to show the grid at that instant; [ ] previous / next event</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::TimelineScrubber</name>
    <message>
        <source>the end of the recording</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous event ([); trunk changes only: {</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play / pause the replay (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next event (]); trunk changes only: }</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay speed (, slower, . faster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to now (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● Now: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀◀ The past: %1, %2 before %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No later event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No earlier event</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::TrunkPage</name>
    <message>
        <source>Red commits on trunk (share of commits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to signal: push → last job done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue time P90 by runner label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished commits in this time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No commits in this time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs red on one platform while the same kind of job passed on the others, for the same commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform-only failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue by label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No commits in this range yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ %1 of %2 commits broken (%3 %) · ⚠ %4 flaky only (%5 %) · ✓ %6 green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 malformed rows left out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::TrunkPlatformFailuresModel</name>
    <message>
        <source>%1 failed on %2 while it passed on other platforms, on %3 commits; newest %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red only on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newest</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::TrunkQueueModel</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runner label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue P90</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::TrustLevel</name>
    <message>
        <source>Onboarding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not listed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::UrlPolicy</name>
    <message>
        <source>not a valid URL (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an https:// URL (got &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the URL has no host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plain http:// would send credentials and data unencrypted to %1; use https://, or set allowInsecureHttp=true in the same section if you accept that</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFleetModel</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs without utilization data: %1 of %2 (%3 GPU-hours); they are not counted as idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU count × job duration, summed over the runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean GPU utilization of the runs, each weighted by its GPU-hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest utilization any GPU reached in any run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours × (1 − average utilization): GPU time paid for but not used. Only runs with utilization data count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg GPU util</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak GPU util</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFleetView</name>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs of the selected job over time: average and peak GPU utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a job name below to see its runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runner type (GPU × count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU jobs by idle GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs of the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or double-click: open the run&apos;s GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Group by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sorted by idle GPU-hours = GPU-hours × (1 − average utilization)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs: select a job name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPU jobs, %2 GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 average GPU utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 idle GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs without utilization data (not counted as idle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 unreadable rows left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs are listed by job name: group by job name to see them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs of %1: loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 run of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 without utilization data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · Enter opens a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Runs of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::UtilizationJobView</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the fleet (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom every chart to a test segment; the stats below follow the window shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Segment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a job from the fleet table, the grid (U on a cell) or with --utilization FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 – %3 UTC (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sampled every %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU and memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in this log: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 unreadable %2 left out (%3%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignored: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ No utilization samples for this job: the monitor&apos;s upload may have been lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No samples in this window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3 – %4, %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stats for the whole job, %1 – %2 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stats for segment %1 (%2), %3 – %4 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stats for the window shown, %1 – %2 UTC (0 or Home: the whole job)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::UtilizationPage</name>
    <message>
        <source>Job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading its utilization…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::UtilizationRunsModel</name>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run has no utilization data (none uploaded, or every row malformed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours × (1 − average utilization): GPU time paid for but not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1, workflow run %2 (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg GPU util</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak GPU util</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hw::UtilizationStatsModel</name>
    <message>
        <source>runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spike is a run of consecutive samples at or above 90 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spikes are counted for percentages only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log intervals with a value; missing ones are left out, never counted as 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ 90 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between spikes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>HUD Watch: live CI job grids from ClickHouse, cached for offline use.
Without --profile it opens the bundled demo recording.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the server profile NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the bundled demo or a recording FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the window offscreen to FILE.png and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View to open (and to render with --screenshot): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the cached data; never poll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start in the tray, watching (minimised where the desktop has no tray).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time range of the charts: 1d … 90d, or FROM..TO (dates or ISO times, UTC), e.g. 2026-07-01..2026-07-14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a GPU monitor log (nvidia-smi CSV or monitor.py JSON lines) in the GPU utilization tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a CI log (plain or gzip) in the log viewer; FILE#L120 opens it at line 120.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --log: find TEXT in the whole log at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --log: open the log at its failing line (the log classifier&apos;s pick).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --replay: show the instant TIME, ISO 8601 UTC (2024-08-14T03:10:00Z) or a time of day (03:10) on the recording&apos;s first day; paused there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a recording (one SQLite file) on exit: with --profile, what the profile&apos;s cache holds; with --replay, the recording replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--at needs --replay FILE (or --replay demo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--find and --failure need --log FILE (or use &apos;hudwatch log FILE --find REGEX --classify&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--range: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size must look like 1600x900, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot;; known views: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--profile and --replay cannot be combined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--screenshot writes PNG files; the name must end in .png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no display: DISPLAY and WAYLAND_DISPLAY are not set. The console needs a desktop session; without one, use --screenshot, &apos;hudwatch allowlist&apos;, &apos;hudwatch report&apos; or &apos;hudwatch flaky&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one value; quote it if it contains a comma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains a control character (a line break or similar)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove the password from the URL; secrets live in the keychain only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid profile name &quot;%1&quot; (letters, digits, . _ - only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; not found: create %2 (see README, &quot;Profiles&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile file %1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: the ClickHouse server, e.g. https://host:8443</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove the query; tokens live in the keychain only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an issuer has no query or fragment (OpenID Discovery §2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove the query; the job&apos;s id is appended to the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid regular expression: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 uses plain http:// to %2: credentials and data cross the network unencrypted (allowed by allowInsecureHttp=true in the profile).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; is larger than %2 KB: not a profile file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write a temporary file to check the profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write profile file %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
