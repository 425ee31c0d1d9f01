<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CcTrayServer</name>
    <message>
        <source>cannot serve cctray.xml on 127.0.0.1:%1: %2 — pick another port</source>
        <translation>无法在 127.0.0.1:%1 上提供 cctray.xml：%2 — 请换一个端口</translation>
    </message>
</context>
<context>
    <name>CodeFlowText</name>
    <message>
        <source>cannot sign in in the browser: %1</source>
        <translation>无法在浏览器中登录：%1</translation>
    </message>
    <message>
        <source>the sign-in answer came from another provider (%1) — sign in again</source>
        <translation>登录应答来自另一个提供方（%1）— 请重新登录</translation>
    </message>
    <message>
        <source>sign-in</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>the sign-in answer carried no authorization code — sign in again</source>
        <translation>登录应答中没有授权码 — 请重新登录</translation>
    </message>
    <message>
        <source>no authorization endpoint — use File ▸ Sign in with a code on another device</source>
        <translation>没有授权端点 — 请使用“文件 ▸ 在其他设备上用代码登录”</translation>
    </message>
</context>
<context>
    <name>DeviceFlowText</name>
    <message>
        <source>this provider offers no device sign-in; sign in in the browser</source>
        <translation>该提供方不支持设备登录；请在浏览器中登录</translation>
    </message>
    <message>
        <source>device sign-in</source>
        <translation>设备登录</translation>
    </message>
    <message>
        <source>no device_code</source>
        <translation>没有 device_code</translation>
    </message>
    <message>
        <source>no user_code</source>
        <translation>没有 user_code</translation>
    </message>
    <message>
        <source>no verification_uri</source>
        <translation>没有 verification_uri</translation>
    </message>
    <message>
        <source>no expires_in</source>
        <translation>没有 expires_in</translation>
    </message>
    <message>
        <source>interval is not a positive whole number</source>
        <translation>interval 不是正整数</translation>
    </message>
    <message>
        <source>the code was not entered in time — sign in again</source>
        <translation>未及时输入代码 — 请重新登录</translation>
    </message>
    <message>
        <source>the provider&apos;s device code answer is unusable: %1 — check oauth/issuer (Profile ▸ Edit this profile…)</source>
        <translation>提供方的设备码应答不可用：%1 — 请检查 oauth/issuer（配置文件 ▸ 编辑此配置文件…）</translation>
    </message>
</context>
<context>
    <name>FlakyCharts</name>
    <message>
        <source>flake rate</source>
        <translation>flaky 率</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95 % 区间</translation>
    </message>
</context>
<context>
    <name>LogClassificationRule</name>
    <message>
        <source>rule &apos;%1&apos;: the pattern does not compile (%2): %3</source>
        <translation>规则“%1”：模式无法编译（%2）：%3</translation>
    </message>
</context>
<context>
    <name>LogClassifier</name>
    <message>
        <source>the bundled rule set %1 is missing</source>
        <translation>缺少内置规则集 %1</translation>
    </message>
    <message>
        <source>could not read the log: %1</source>
        <translation>无法读取日志：%1</translation>
    </message>
</context>
<context>
    <name>LogClassifierRuleSet</name>
    <message>
        <source>%1: the rule set is %2 bytes, more than the %3 allowed</source>
        <translation>%1：规则集有 %2 字节，超过允许的 %3</translation>
    </message>
    <message>
        <source>not valid TOML: %1</source>
        <translation>不是有效的 TOML：%1</translation>
    </message>
    <message>
        <source>no rules: expected [[rule]] tables with a name and a pattern</source>
        <translation>没有规则：需要带 name 和 pattern 的 [[rule]] 表</translation>
    </message>
    <message>
        <source>&apos;rule&apos; must be an array of tables ([[rule]])</source>
        <translation>“rule”必须是表的数组（[[rule]]）</translation>
    </message>
    <message>
        <source>%1 rules, more than the %2 allowed</source>
        <translation>%1 条规则，超过允许的 %2 条</translation>
    </message>
    <message>
        <source>rule %1: &apos;%2&apos; must be a string</source>
        <translation>规则 %1：“%2”必须是字符串</translation>
    </message>
    <message>
        <source>rule %1: &apos;%2&apos; is %3 bytes, more than the %4 allowed</source>
        <translation>规则 %1：“%2”有 %3 字节，超过允许的 %4</translation>
    </message>
    <message>
        <source>rule &apos;%1&apos;: the name or the pattern is too long</source>
        <translation>规则“%1”：名称或模式过长</translation>
    </message>
</context>
<context>
    <name>LogIndexer</name>
    <message>
        <source>could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>indexing cancelled</source>
        <translation>索引已取消</translation>
    </message>
    <message>
        <source>could not write the inflated log to %1: %2 — free space there or set TMPDIR to a larger disk</source>
        <translation>无法将解压后的日志写入 %1：%2 — 请释放该处空间，或将 TMPDIR 设到更大的磁盘</translation>
    </message>
    <message>
        <source>the log is cut off after %1 MB (%2) — press L on the cell again to fetch it anew</source>
        <translation>日志在 %1 MB 处被截断（%2）— 在该单元格上再按一次 L 重新获取</translation>
    </message>
    <message>
        <source>could not write the inflated log: %1 — free space there or set TMPDIR to a larger disk</source>
        <translation>无法写入解压后的日志：%1 — 请释放该处空间，或将 TMPDIR 设到更大的磁盘</translation>
    </message>
    <message>
        <source>the log is damaged after %1 MB (%2) — press L on the cell again to fetch it anew</source>
        <translation>日志在 %1 MB 之后已损坏（%2）— 在该单元格上再按一次 L 重新获取</translation>
    </message>
</context>
<context>
    <name>LogMatcher</name>
    <message>
        <source>type something to find</source>
        <translation>输入要查找的内容</translation>
    </message>
    <message>
        <source>the pattern is longer than 64 KB</source>
        <translation>模式超过 64 KB</translation>
    </message>
    <message>
        <source>not a valid regular expression: %1 — fix it, put \ before . * ( [, or turn off .* (Alt+R)</source>
        <translation>不是有效的正则表达式：%1 — 请修正、在 . * ( [ 前加 \，或关闭 .*（Alt+R）</translation>
    </message>
</context>
<context>
    <name>LogSearch</name>
    <message>
        <source>could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>搜索已取消</translation>
    </message>
</context>
<context>
    <name>OAuthEndpointText</name>
    <message>
        <source>provider endpoint %1</source>
        <translation>提供方端点 %1</translation>
    </message>
    <message>
        <source>%1: %2 — check the network and oauth/issuer, then sign in again</source>
        <translation>%1：%2 — 请检查网络和 oauth/issuer，然后重新登录</translation>
    </message>
    <message>
        <source>%1 answered something that is not a JSON object — check oauth/issuer in the profile</source>
        <translation>%1 返回的内容不是 JSON 对象 — 请检查配置文件中的 oauth/issuer</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 — check oauth/issuer in the profile</source>
        <translation>%1 返回 HTTP %2 — 请检查配置文件中的 oauth/issuer</translation>
    </message>
</context>
<context>
    <name>OAuthResponseText</name>
    <message>
        <source>sign in again</source>
        <translation>请重新登录</translation>
    </message>
    <message>
        <source>the provider refused; sign in with an account that is allowed</source>
        <translation>提供方拒绝了请求；请使用有权限的账号登录</translation>
    </message>
    <message>
        <source>the code was not entered in time; sign in again</source>
        <translation>未及时输入代码；请重新登录</translation>
    </message>
    <message>
        <source>check the provider settings of this profile</source>
        <translation>请检查此配置文件的提供方设置</translation>
    </message>
    <message>
        <source>%1 failed (%2)</source>
        <translation>%1 失败（%2）</translation>
    </message>
    <message>
        <source>wait a minute and sign in again</source>
        <translation>请稍等一分钟后重新登录</translation>
    </message>
</context>
<context>
    <name>OidcDiscoveryText</name>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>no issuer</source>
        <translation>没有 issuer</translation>
    </message>
    <message>
        <source>it names issuer %1, not %2</source>
        <translation>它声明的 issuer 是 %1，而不是 %2</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>没有 %1</translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 不是字符串</translation>
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
        <translation>提供方发现</translation>
    </message>
    <message>
        <source>the provider&apos;s discovery document is unusable: %1 — check oauth/issuer (Profile ▸ Edit this profile…)</source>
        <translation>提供方的发现文档不可用：%1 — 请检查 oauth/issuer（配置文件 ▸ 编辑此配置文件…）</translation>
    </message>
</context>
<context>
    <name>ReceiverText</name>
    <message>
        <source>no answer came back from the browser in time — sign in again</source>
        <translation>浏览器未及时返回应答 — 请重新登录</translation>
    </message>
    <message>
        <source>Request too large.</source>
        <translation>请求过大。</translation>
    </message>
    <message>
        <source>Not found.</source>
        <translation>未找到。</translation>
    </message>
    <message>
        <source>Sign-in was not completed. You can close this tab and return to HUD Watch.</source>
        <translation>登录未完成。您可以关闭此标签页并返回 HUD Watch。</translation>
    </message>
    <message>
        <source>Signed in to HUD Watch. You can close this tab.</source>
        <translation>已登录 HUD Watch。您可以关闭此标签页。</translation>
    </message>
    <message>
        <source>cannot listen on 127.0.0.1 for the sign-in answer: %1 — use File ▸ Sign in with a code on another device</source>
        <translation>无法在 127.0.0.1 上监听登录应答：%1 — 请使用“文件 ▸ 在其他设备上用代码登录”</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) with a wrong state were ignored: an old sign-in tab, or another program on this computer</source>
        <translation>
            <numerusform>已忽略 %n 个 state 不符的请求：来自旧的登录标签页，或本机上的其他程序</numerusform>
        </translation>
    </message>
    <message>
        <source>HUD Watch ignored this sign-in answer: it does not belong to the sign-in HUD Watch is waiting for. If you started a sign-in, finish it in the tab HUD Watch opened.</source>
        <translation>HUD Watch 忽略了此登录应答：它不属于 HUD Watch 正在等待的登录。如果您发起了登录，请在 HUD Watch 打开的标签页中完成。</translation>
    </message>
</context>
<context>
    <name>SourceErrorText</name>
    <message>
        <source>set the relay token</source>
        <translation>设置 relay 令牌</translation>
    </message>
    <message>
        <source>set the ClickHouse password</source>
        <translation>设置 ClickHouse 密码</translation>
    </message>
    <message>
        <source>ask for read access, or use another account</source>
        <translation>申请读取权限，或换一个账号</translation>
    </message>
    <message>
        <source>check the URL and the network; retrying</source>
        <translation>检查 URL 和网络；正在重试</translation>
    </message>
    <message>
        <source>the server is slow or unreachable; retrying</source>
        <translation>服务器响应慢或无法访问；正在重试</translation>
    </message>
    <message>
        <source>the certificate is not trusted: check the URL or install the CA certificate</source>
        <translation>证书不受信任：检查 URL 或安装 CA 证书</translation>
    </message>
    <message>
        <source>raise the response limit in the profile or ask for less</source>
        <translation>在配置文件中提高响应上限，或减少请求的数据</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>authentication failed</source>
        <translation>认证失败</translation>
    </message>
    <message>
        <source>not authorized</source>
        <translation>未授权</translation>
    </message>
    <message>
        <source>network error</source>
        <translation>网络错误</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>TLS certificate rejected</source>
        <translation>TLS 证书被拒绝</translation>
    </message>
    <message>
        <source>rate limited</source>
        <translation>请求受限</translation>
    </message>
    <message>
        <source>server error</source>
        <translation>服务器错误</translation>
    </message>
    <message>
        <source>unexpected answer</source>
        <translation>意外的应答</translation>
    </message>
    <message>
        <source>answer too large</source>
        <translation>应答过大</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>cache error</source>
        <translation>缓存错误</translation>
    </message>
    <message>
        <source>configuration error</source>
        <translation>配置错误</translation>
    </message>
    <message>
        <source>check relay/allowlistFile, or make the file readable without a token</source>
        <translation>检查 relay/allowlistFile，或让该文件无需令牌即可读取</translation>
    </message>
    <message>
        <source>check the URL and the network</source>
        <translation>检查 URL 和网络</translation>
    </message>
    <message>
        <source>the server is slow or unreachable</source>
        <translation>服务器响应慢或无法访问</translation>
    </message>
    <message>
        <source>if it persists, tell the relay&apos;s admins</source>
        <translation>如果问题持续，请告知 relay 的管理员</translation>
    </message>
    <message>
        <source>HUD Watch retries; if it persists, tell the relay&apos;s admins</source>
        <translation>HUD Watch 会重试；如果问题持续，请告知 relay 的管理员</translation>
    </message>
    <message>
        <source>wait a minute before trying again</source>
        <translation>请等一分钟再试</translation>
    </message>
    <message>
        <source>HUD Watch waits before asking again</source>
        <translation>HUD Watch 会等待后再次请求</translation>
    </message>
</context>
<context>
    <name>TimeRange</name>
    <message>
        <source>Last 24 hours</source>
        <translation>最近 24 小时</translation>
    </message>
    <message>
        <source>Last %1 days</source>
        <translation>最近 %1 天</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the number of days must be between 1 and %2</source>
        <translation>&apos;%1&apos;：天数必须在 1 到 %2 之间</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a range: use e.g. 7d or 2026-07-01..2026-07-14</source>
        <translation>&apos;%1&apos; 不是时间范围：请使用例如 7d 或 2026-07-01..2026-07-14</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date or time (use YYYY-MM-DD or YYYY-MM-DDTHH:MM)</source>
        <translation>&apos;%1&apos; 不是日期或时间（请使用 YYYY-MM-DD 或 YYYY-MM-DDTHH:MM）</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the range ends before it starts</source>
        <translation>&apos;%1&apos;：时间范围的结束早于开始</translation>
    </message>
</context>
<context>
    <name>TokenClientText</name>
    <message>
        <source>the provider offers no %1 endpoint</source>
        <translation>提供方没有 %1 端点</translation>
    </message>
    <message>
        <source>sign-in</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>no refresh token was issued — sign in again</source>
        <translation>未签发刷新令牌 — 请重新登录</translation>
    </message>
    <message>
        <source>token refresh</source>
        <translation>令牌刷新</translation>
    </message>
    <message>
        <source>sign-out</source>
        <translation>退出登录</translation>
    </message>
    <message>
        <source>token introspection</source>
        <translation>令牌自省</translation>
    </message>
    <message>
        <source>the introspection answer has no active flag</source>
        <translation>自省应答中没有 active 字段</translation>
    </message>
</context>
<context>
    <name>TokenSetText</name>
    <message>
        <source>the provider&apos;s token response is unusable: %1</source>
        <translation>提供方的令牌应答不可用：%1</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>没有 %1</translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 不是字符串</translation>
    </message>
    <message>
        <source>%1 is empty or too long</source>
        <translation>%1 为空或过长</translation>
    </message>
    <message>
        <source>scope is not a string</source>
        <translation>scope 不是字符串</translation>
    </message>
    <message>
        <source>token type %1 is not supported (only Bearer)</source>
        <translation>不支持令牌类型 %1（仅支持 Bearer）</translation>
    </message>
    <message>
        <source>expires_in is not a positive whole number of seconds</source>
        <translation>expires_in 不是正整数秒</translation>
    </message>
</context>
<context>
    <name>TrunkCharts</name>
    <message>
        <source>%1 (HUD)</source>
        <translation>%1（HUD）</translation>
    </message>
</context>
<context>
    <name>UtilizationCharts</name>
    <message>
        <source>all GPUs</source>
        <translation>所有 GPU</translation>
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
        <translation>内存</translation>
    </message>
</context>
<context>
    <name>UtilizationDemo</name>
    <message>
        <source>the demo bundles the GPU series of one job (%1, a real 8-GPU run); a server profile fetches any job&apos;s</source>
        <translation>演示只包含一个 job 的 GPU 序列（%1，一次真实的 8 GPU 运行）；服务器配置文件可获取任何 job 的序列</translation>
    </message>
</context>
<context>
    <name>hw</name>
    <message>
        <source>Use this profile&apos;s cached results (default: the demo).</source>
        <translation>使用此配置文件缓存的结果（默认：演示）。</translation>
    </message>
    <message>
        <source>The range the results must cover: 1d … 90d or FROM..TO (default: what is cached).</source>
        <translation>结果必须覆盖的时间范围：1d … 90d 或 FROM..TO（默认：缓存中已有的范围）。</translation>
    </message>
    <message>
        <source>Write CSV (RFC 4180, UTC times) instead of a table.</source>
        <translation>输出 CSV（RFC 4180，UTC 时间）而不是表格。</translation>
    </message>
    <message>
        <source>Leave out tests with fewer runs (default 20).</source>
        <translation>略去运行次数更少的测试（默认 20）。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>意外的参数：%1</translation>
    </message>
    <message>
        <source>--min-runs wants a whole number of at least 1</source>
        <translation>--min-runs 需要不小于 1 的整数</translation>
    </message>
    <message>
        <source>the results at hand cover %1 – %2 UTC, not the range asked for; open the tab with that range to fetch it</source>
        <translation>现有结果覆盖 %1 – %2 UTC，而不是所请求的范围；请以该范围打开标签页来获取</translation>
    </message>
    <message>
        <source>usage: hudwatch profile list
       hudwatch profile export NAME FILE
       hudwatch profile import FILE [--name NAME] [--force]
       hudwatch profile test NAME</source>
        <translation>用法：hudwatch profile list
      hudwatch profile export NAME FILE
      hudwatch profile import FILE [--name NAME] [--force]
      hudwatch profile test NAME</translation>
    </message>
    <message>
        <source>keychain (%1): %2; testing without it</source>
        <translation>钥匙串（%1）：%2；在没有它的情况下测试</translation>
    </message>
    <message>
        <source>Exported profile &quot;%1&quot; to %2 (no password, token or cache path).</source>
        <translation>已将配置文件“%1”导出到 %2（不含密码、令牌或缓存路径）。</translation>
    </message>
    <message>
        <source>Imported profile &quot;%1&quot; (%2).</source>
        <translation>已导入配置文件“%1”（%2）。</translation>
    </message>
    <message>
        <source>Set its password in the app (or it connects without one); secrets are never imported.</source>
        <translation>请在应用中设置其密码（否则将不带密码连接）；机密信息从不导入。</translation>
    </message>
    <message>
        <source>import: the name to save it under.</source>
        <translation>import：保存时使用的名称。</translation>
    </message>
    <message>
        <source>import: replace a profile of that name.</source>
        <translation>import：替换同名的配置文件。</translation>
    </message>
    <message>
        <source>--name and --force are for import only</source>
        <translation>--name 和 --force 仅用于 import</translation>
    </message>
    <message>
        <source>which command? (list, export, import, test)</source>
        <translation>哪个命令？（list、export、import、test）</translation>
    </message>
    <message>
        <source>wrong arguments for &quot;%1&quot;</source>
        <translation>“%1”的参数有误</translation>
    </message>
    <message>
        <source>The profile to sign in for.</source>
        <translation>要登录的配置文件。</translation>
    </message>
    <message>
        <source>Use the device flow: print a code to enter on any device.</source>
        <translation>使用设备流程：打印一个可在任意设备上输入的代码。</translation>
    </message>
    <message>
        <source>Use this machine&apos;s browser even where the provider prefers a code (GitHub).</source>
        <translation>即使提供方倾向于使用代码（GitHub），也使用本机浏览器。</translation>
    </message>
    <message>
        <source>How long to wait for the browser, in seconds (default 300).</source>
        <translation>等待浏览器的时长，单位秒（默认 300）。</translation>
    </message>
    <message>
        <source>usage: hudwatch login --profile NAME [--device | --browser] [--timeout SECONDS]</source>
        <translation>用法：hudwatch login --profile NAME [--device | --browser] [--timeout SECONDS]</translation>
    </message>
    <message>
        <source>usage: hudwatch logout --profile NAME</source>
        <translation>用法：hudwatch logout --profile NAME</translation>
    </message>
    <message>
        <source>unexpected argument</source>
        <translation>意外的参数</translation>
    </message>
    <message>
        <source>which profile? (--profile NAME)</source>
        <translation>哪个配置文件？（--profile NAME）</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; names no provider: set oauth/issuer to its issuer URL</source>
        <translation>配置文件“%1”未指定提供方：请将 oauth/issuer 设为其 issuer URL</translation>
    </message>
    <message>
        <source>--device and --browser exclude each other</source>
        <translation>--device 与 --browser 互斥</translation>
    </message>
    <message>
        <source>--timeout wants 10 to 3600 seconds</source>
        <translation>--timeout 需要 10 到 3600 秒</translation>
    </message>
    <message>
        <source>To sign in, open %1 and enter the code:</source>
        <translation>要登录，请打开 %1 并输入代码：</translation>
    </message>
    <message>
        <source>(or open %1, which carries the code)</source>
        <translation>（或打开已包含代码的 %1）</translation>
    </message>
    <message>
        <source>The code works until %1. Waiting…</source>
        <translation>代码有效期至 %1。正在等待…</translation>
    </message>
    <message>
        <source>Open this address in a browser on this machine to sign in (waiting up to %1 s):</source>
        <translation>请在本机浏览器中打开此地址登录（最多等待 %1 秒）：</translation>
    </message>
    <message>
        <source>No browser here? Use hudwatch login --device.</source>
        <translation>这里没有浏览器？请使用 hudwatch login --device。</translation>
    </message>
    <message>
        <source>the sign-in was revoked at the provider; nothing was stored</source>
        <translation>登录已在提供方处被撤销；未保存任何内容</translation>
    </message>
    <message>
        <source>Signed in to %1 for profile &quot;%2&quot;.</source>
        <translation>已为配置文件“%2”登录 %1。</translation>
    </message>
    <message>
        <source>The access token is valid until %1%2.</source>
        <translation>访问令牌有效期至 %1%2。</translation>
    </message>
    <message>
        <source>; sign in again after that</source>
        <translation>；之后请重新登录</translation>
    </message>
    <message>
        <source> and is renewed as needed</source>
        <translation>，并会按需续期</translation>
    </message>
    <message>
        <source>The tokens are in the keychain (&quot;%1&quot;), nowhere else.</source>
        <translation>令牌保存在钥匙串（“%1”）中，别无他处。</translation>
    </message>
    <message>
        <source>Profile &quot;%1&quot; is not signed in.</source>
        <translation>配置文件“%1”未登录。</translation>
    </message>
    <message>
        <source>Signed out of %1: the provider revoked the sign-in and the tokens were deleted from the keychain.</source>
        <translation>已退出 %1：提供方已撤销登录，令牌已从钥匙串删除。</translation>
    </message>
    <message>
        <source>Read a CI log (plain or gzip) without a display.</source>
        <translation>无需显示器即可读取 CI 日志（纯文本或 gzip）。</translation>
    </message>
    <message>
        <source>The log file.</source>
        <translation>日志文件。</translation>
    </message>
    <message>
        <source>Print the lines matching PATTERN (RE2 regex), with numbers.</source>
        <translation>打印匹配 PATTERN（RE2 正则）的行，附带行号。</translation>
    </message>
    <message>
        <source>PATTERN is plain text, not a regex.</source>
        <translation>PATTERN 为纯文本，而不是正则。</translation>
    </message>
    <message>
        <source>Ignore case in PATTERN.</source>
        <translation>PATTERN 忽略大小写。</translation>
    </message>
    <message>
        <source>With --find: print only the number of matching lines.</source>
        <translation>配合 --find：只打印匹配行数。</translation>
    </message>
    <message>
        <source>Print the line that explains the failure, with the classifier&apos;s rule and captures.</source>
        <translation>打印解释失败原因的行，附带分类器的规则和捕获。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>give exactly one log FILE</source>
        <translation>请只给出一个日志 FILE</translation>
    </message>
    <message>
        <source>--count needs --find PATTERN</source>
        <translation>--count 需要 --find PATTERN</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>  capture: %1</source>
        <translation>  捕获：%1</translation>
    </message>
    <message>
        <source>no line explains the failure</source>
        <translation>没有行能解释此失败</translation>
    </message>
    <message>
        <source>%1: %2 lines, %3 bytes, %4 groups, %5 ##[error] lines</source>
        <translation>%1：%2 行，%3 字节，%4 个分组，%5 行 ##[error]</translation>
    </message>
    <message>
        <source> samples    avg    max    p10    p50    p90    ≥ 90 %  spikes  between spikes</source>
        <translation>  样本    平均    最大    p10    p50    p90   ≥ 90 %   尖峰  尖峰间隔</translation>
    </message>
    <message>
        <source>Print JSON, for scripts.</source>
        <translation>输出 JSON，供脚本使用。</translation>
    </message>
    <message>
        <source>usage: hudwatch utilization FILE [--json]
FILE: an nvidia-smi CSV or a tools/stats/monitor.py log (JSON lines)</source>
        <translation>用法：hudwatch utilization FILE [--json]
FILE：nvidia-smi CSV 或 tools/stats/monitor.py 日志（JSON 行）</translation>
    </message>
    <message>
        <source>%1 (%2): %3, %4 samples, %5 – %6 UTC</source>
        <translation>%1（%2）：%3，%4 个样本，%5 – %6 UTC</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>GPU utilization, %:</source>
        <translation>GPU 利用率，%：</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>all GPUs / the runner</source>
        <translation>所有 GPU / runner</translation>
    </message>
    <message>
        <source>GPU utilization by test segment, %:</source>
        <translation>按测试分段的 GPU 利用率，%：</translation>
    </message>
    <message>
        <source>segment</source>
        <translation>分段</translation>
    </message>
    <message>
        <source>%1 malformed lines left out (lines %2%3)</source>
        <translation>已略去 %1 行格式错误的内容（第 %2%3 行）</translation>
    </message>
    <message>
        <source>unknown columns ignored: %1</source>
        <translation>已忽略未知列：%1</translation>
    </message>
    <message>
        <source>the monitor reported: %1</source>
        <translation>监视器报告：%1</translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation>GPU 显存带宽</translation>
    </message>
    <message>
        <source>allocated GPU memory (percent)</source>
        <translation>已分配 GPU 显存（百分比）</translation>
    </message>
    <message>
        <source>allocated GPU memory</source>
        <translation>已分配 GPU 显存</translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>GPU 温度</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>GPU 功耗</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>signed in, but the tokens cannot be kept: %1 — unlock or start your keychain (GNOME Keyring, KWallet), then run hudwatch login again</source>
        <translation>已登录，但无法保存令牌：%1 — 请解锁或启动钥匙串（GNOME Keyring、KWallet），然后重新运行 hudwatch login</translation>
    </message>
    <message>
        <source>the stored sign-in is unreadable (%1), so it could not be revoked — remove HUD Watch&apos;s access in your account at the provider</source>
        <translation>保存的登录信息无法读取（%1），因此无法撤销 — 请在提供方的账号设置中移除 HUD Watch 的访问权限</translation>
    </message>
    <message>
        <source>the tokens could not be deleted from the keychain: %1 — delete the &quot;%2&quot; entry with your keychain app</source>
        <translation>无法从钥匙串删除令牌：%1 — 请用钥匙串应用删除“%2”条目</translation>
    </message>
    <message>
        <source>deleted from the keychain, but not revoked at the provider: %1 — remove HUD Watch&apos;s access in your account at the provider</source>
        <translation>已从钥匙串删除，但未在提供方处撤销：%1 — 请在提供方的账号设置中移除 HUD Watch 的访问权限</translation>
    </message>
    <message>
        <source>With --find: print at most N lines, N from 1 (default: all).</source>
        <translation>与 --find 一起使用：最多输出 N 行，N 从 1 起（默认：全部）。</translation>
    </message>
    <message>
        <source>A gzip log is read up to MB megabytes of text (default: %1).</source>
        <translation>gzip 日志最多读取 MB 兆字节的文本（默认：%1）。</translation>
    </message>
    <message>
        <source>--max %1: give a whole number of lines from 1 up, or --count for the number alone</source>
        <translation>--max %1：请给出从 1 起的整数行数，或用 --count 只输出数量</translation>
    </message>
    <message>
        <source>--max-inflated %1: give a whole number of megabytes from 1 to %2</source>
        <translation>--max-inflated %1：请给出 1 到 %2 之间的整数兆字节数</translation>
    </message>
    <message>
        <source>%1 holds more than %2 MB of text: what follows is about its first %2 MB only. Give --max-inflated MB with a larger number to read more of it.</source>
        <translation>%1 包含超过 %2 MB 的文本：以下内容只涉及其前 %2 MB。请用更大的数值给出 --max-inflated MB 以读取更多。</translation>
    </message>
    <message>
        <source>the JSON lists the first %1 of %2 matching lines; give --max N to list more.</source>
        <translation>JSON 列出了 %2 个匹配行中的前 %1 个；给出 --max N 可列出更多。</translation>
    </message>
    <message numerus="yes">
        <source>%n sign-in answer(s) with a wrong state were ignored meanwhile: an old sign-in tab, or another program on this computer</source>
        <translation>
            <numerusform>期间已忽略 %n 个 state 不符的登录应答：来自旧的登录标签页，或本机上的其他程序</numerusform>
        </translation>
    </message>
    <message>
        <source>usage: hudwatch grid [--profile NAME | --replay FILE [--at TIME]] --json</source>
        <translation>用法：hudwatch grid [--profile NAME | --replay FILE [--at TIME]] --json</translation>
    </message>
    <message>
        <source>With a recording: the range ending at the instant (1d … 90d or FROM..TO; default 1d). A profile shows the range its Trunk tab fetched last.</source>
        <translation>使用录制时：截至该时刻的时间范围（1d … 90d 或 FROM..TO；默认 1d）。配置文件显示其 Trunk 健康标签页最近一次获取的范围。</translation>
    </message>
    <message>
        <source>usage: hudwatch trunk [--profile NAME | --replay FILE [--at TIME] [--range 1d]] --json</source>
        <translation>用法：hudwatch trunk [--profile NAME | --replay FILE [--at TIME] [--range 1d]] --json</translation>
    </message>
    <message>
        <source>--range reads a recording; a profile&apos;s cache holds the range its Trunk tab fetched last</source>
        <translation>--range 用于读取录制；配置文件的缓存保存的是其 Trunk 健康标签页最近一次获取的范围</translation>
    </message>
    <message>
        <source>usage: hudwatch backends [--profile NAME | --replay FILE [--at TIME]] --json</source>
        <translation>用法：hudwatch backends [--profile NAME | --replay FILE [--at TIME]] --json</translation>
    </message>
    <message>
        <source>usage: hudwatch utilization FILE [--json]
       hudwatch utilization [--job ID] [--profile NAME | --replay FILE [--at TIME]] --json
FILE: an nvidia-smi CSV or a tools/stats/monitor.py log (JSON lines); without FILE, the GPU utilization tab&apos;s fleet (or one job)</source>
        <translation>用法：hudwatch utilization FILE [--json]
      hudwatch utilization [--job ID] [--profile NAME | --replay FILE [--at TIME]] --json
FILE：nvidia-smi CSV 或 tools/stats/monitor.py 日志（JSON 行）；不给出 FILE 时，为 GPU 利用率标签页中的集群（或单个 job）</translation>
    </message>
    <message>
        <source>--job wants a job id (a whole number above 0)</source>
        <translation>--job 需要一个 job id（大于 0 的整数）</translation>
    </message>
    <message>
        <source>a FILE is read on its own: leave out --profile, --replay, --at and --job</source>
        <translation>FILE 是单独读取的：请去掉 --profile、--replay、--at 和 --job</translation>
    </message>
    <message>
        <source>keychain: %1</source>
        <translation>钥匙串：%1</translation>
    </message>
    <message>
        <source>no answer from ClickHouse within %1 s</source>
        <translation>ClickHouse 在 %1 秒内无应答</translation>
    </message>
    <message>
        <source>Write JSON: HUD&apos;s figures under HUD&apos;s names, the console&apos;s own under &quot;console&quot;.</source>
        <translation>输出 JSON：HUD 的数据使用 HUD 的名称，控制台自己的数据放在 &quot;console&quot; 下。</translation>
    </message>
    <message>
        <source>Read a recording (--record) instead: its flaky snapshot at --at, else at its end.</source>
        <translation>改为读取录制（--record）：取其在 --at 时刻的 flaky 快照，否则取其结尾处的快照。</translation>
    </message>
    <message>
        <source>The recording&apos;s instant (ISO 8601 UTC, or hh:mm on its first day).</source>
        <translation>录制中的时刻（ISO 8601 UTC，或录制首日的 hh:mm）。</translation>
    </message>
    <message>
        <source>usage: hudwatch flaky [--range 30d] [--csv | --json] [--min-runs N] [--profile NAME | --replay FILE [--at TIME]]</source>
        <translation>用法：hudwatch flaky [--range 30d] [--csv | --json] [--min-runs N] [--profile NAME | --replay FILE [--at TIME]]</translation>
    </message>
    <message>
        <source>--csv and --json exclude each other</source>
        <translation>--csv 和 --json 不能同时使用</translation>
    </message>
    <message>
        <source>HUD&apos;s flaky tests (in process) of %4, %1 – %2 UTC; at least %3 runs (console), ranked by the console&apos;s flake rate&apos;s 95 % lower bound</source>
        <translation>HUD 的 flaky 测试（进程内），%4，%1 – %2 UTC；至少 %3 次运行（控制台），按控制台 flaky 率的 95 % 下界排序</translation>
    </message>
    <message>
        <source>One job&apos;s stats instead of the fleet (with --profile, fetched from its ClickHouse when the cache has no run of it).</source>
        <translation>显示单个 job 的统计而非整个机群（与 --profile 同用时，若缓存中没有该 job 的运行，则从其 ClickHouse 获取）。</translation>
    </message>
</context>
<context>
    <name>hw::AccountStatusText</name>
    <message>
        <source>… Reading the sign-in from the keychain</source>
        <translation>… 正在从钥匙串读取登录信息</translation>
    </message>
    <message>
        <source>⊘ Signed out by the provider</source>
        <translation>⊘ 已被提供方登出</translation>
    </message>
    <message>
        <source>⊘ Signed out</source>
        <translation>⊘ 已登出</translation>
    </message>
    <message>
        <source>Signed in</source>
        <translation>已登录</translation>
    </message>
    <message>
        <source>Signed in as %1</source>
        <translation>已登录为 %1</translation>
    </message>
    <message>
        <source>, renewing…</source>
        <translation>，正在续期…</translation>
    </message>
    <message>
        <source>, until %1</source>
        <translation>，至 %1</translation>
    </message>
    <message>
        <source>Provider: %1</source>
        <translation>提供方：%1</translation>
    </message>
    <message>
        <source>Account: %1</source>
        <translation>账号：%1</translation>
    </message>
    <message>
        <source>Access token valid until %1</source>
        <translation>访问令牌有效期至 %1</translation>
    </message>
    <message>
        <source>Renewed automatically before it expires.</source>
        <translation>到期前自动续期。</translation>
    </message>
    <message>
        <source>Cannot be renewed: sign in again when it expires.</source>
        <translation>无法续期：到期后请重新登录。</translation>
    </message>
    <message>
        <source>⚠ No keychain: working signed out — start a keychain and restart HUD Watch to sign in</source>
        <translation>⚠ 无钥匙串：以未登录状态工作 — 请启动钥匙串并重启 HUD Watch 以登录</translation>
    </message>
</context>
<context>
    <name>hw::AlertDigest</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%n broke</source>
        <translation>%n 个损坏</translation>
    </message>
    <message>
        <source>%n still broken</source>
        <translation>%n 个仍损坏</translation>
    </message>
    <message>
        <source>%n fixed</source>
        <translation>%n 个已修复</translation>
    </message>
    <message>
        <source>still: %1</source>
        <translation>仍损坏：%1</translation>
    </message>
    <message>
        <source>fixed: %1</source>
        <translation>已修复：%1</translation>
    </message>
    <message>
        <source>reachable again: %1</source>
        <translation>再次可达：%1</translation>
    </message>
    <message>
        <source>new data again: %1</source>
        <translation>再次有新数据：%1</translation>
    </message>
</context>
<context>
    <name>hw::AlertMonitor</name>
    <message>
        <source>HUD Watch is still watching</source>
        <translation>HUD Watch 仍在监视</translation>
    </message>
    <message>
        <source>Closing the window keeps it in the tray. Quit from the tray&apos;s menu.</source>
        <translation>关闭窗口后它会留在托盘中。请从托盘菜单退出。</translation>
    </message>
    <message>
        <source>Alerts muted for %1</source>
        <translation>已将 %1 的告警静音</translation>
    </message>
    <message>
        <source>Alerts on again for %1</source>
        <translation>已恢复 %1 的告警</translation>
    </message>
    <message>
        <source>Acknowledged: %1 (investigating)</source>
        <translation>已确认：%1（正在调查）</translation>
    </message>
    <message>
        <source>No longer acknowledged: %1</source>
        <translation>不再确认：%1</translation>
    </message>
    <message>
        <source>%1 broken: %2</source>
        <translation>%1 个损坏：%2</translation>
    </message>
    <message>
        <source>offline: %1</source>
        <translation>离线：%1</translation>
    </message>
    <message>
        <source>all green</source>
        <translation>全部绿色</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 及其他 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>as of %1, just now</source>
        <translation>截至 %1，刚刚</translation>
    </message>
    <message numerus="yes">
        <source>as of %1, %n min ago</source>
        <translation>
            <numerusform>截至 %1，%n 分钟前</numerusform>
        </translation>
    </message>
    <message>
        <source>no new data: the source has not answered for a while</source>
        <translation>无新数据：数据源已有一段时间未响应</translation>
    </message>
    <message>
        <source>This desktop has no system tray: closing the window quits HUD Watch. Alerts come as notifications (Settings ▸ Snooze notifications).</source>
        <translation>此桌面没有系统托盘：关闭窗口将退出 HUD Watch。告警将以通知方式发出（设置 ▸ 暂停通知）。</translation>
    </message>
    <message>
        <source>HUD Watch without a tray</source>
        <translation>HUD Watch（无系统托盘）</translation>
    </message>
</context>
<context>
    <name>hw::AlertRulesDialog</name>
    <message>
        <source> commits</source>
        <translation> 个提交</translation>
    </message>
    <message>
        <source>Also one alert per job &amp;group with a broken job</source>
        <translation>对含有损坏 job 的每个 job 组也发出一条告警(&amp;G)</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>&amp;Backends: demotion threshold crossed, demotion PR, L4 check blocking</source>
        <translation>后端：越过降级阈值、降级 PR、L4 检查阻塞(&amp;B)</translation>
    </message>
    <message>
        <source>Alert rules</source>
        <translation>告警规则</translation>
    </message>
    <message>
        <source>Alert rules of %1</source>
        <translation>%1 的告警规则</translation>
    </message>
    <message>
        <source>one regular expression per line, e.g. ^trunk / .*cuda</source>
        <translation>每行一个正则表达式，例如 ^trunk / .*cuda</translation>
    </message>
    <message>
        <source>A job is broken after &amp;failing on:</source>
        <translation>job 在以下次数失败后视为损坏(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Trunk red for longer than:</source>
        <translation>trunk 红色持续超过(&amp;T)：</translation>
    </message>
    <message>
        <source>Data &amp;older than:</source>
        <translation>数据早于(&amp;O)：</translation>
    </message>
    <message>
        <source>Say &quot;&amp;still broken&quot; every:</source>
        <translation>每隔多久提示“仍损坏”(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Your rules (job names):</source>
        <translation>您的规则（job 名称）(&amp;Y)：</translation>
    </message>
    <message>
        <source>Serve &amp;cctray.xml on 127.0.0.1 port:</source>
        <translation>在 127.0.0.1 上提供 cctray.xml 的端口(&amp;C)：</translation>
    </message>
    <message>
        <source>Saved in the profile; the rules apply from the next sync.</source>
        <translation>已保存到配置文件；规则从下次同步起生效。</translation>
    </message>
    <message>
        <source>alerts/jobPatterns: a pattern does not survive the profile file: %1</source>
        <translation>alerts/jobPatterns：有模式无法在配置文件中保存：%1</translation>
    </message>
</context>
<context>
    <name>hw::AlertRulesEditor</name>
    <message>
        <source>Alert rules</source>
        <translation>告警规则</translation>
    </message>
    <message>
        <source>Alert rules changed for this run (the demo has no profile to keep them)</source>
        <translation>告警规则仅对本次运行生效（演示没有可保存规则的配置文件）</translation>
    </message>
    <message>
        <source>Alert rules saved in profile %1</source>
        <translation>告警规则已保存到配置文件 %1</translation>
    </message>
</context>
<context>
    <name>hw::AlertTray</name>
    <message>
        <source>Show / hide the window</source>
        <translation>显示 / 隐藏窗口</translation>
    </message>
    <message>
        <source>Open the grid</source>
        <translation>打开网格</translation>
    </message>
    <message>
        <source>Open backends</source>
        <translation>打开后端</translation>
    </message>
    <message>
        <source>Pause / resume refresh</source>
        <translation>暂停 / 恢复刷新</translation>
    </message>
    <message>
        <source>Snooze notifications for 1 hour</source>
        <translation>通知暂停 1 小时</translation>
    </message>
    <message>
        <source>Quit HUD Watch</source>
        <translation>退出 HUD Watch</translation>
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
        <translation>用法：hudwatch allowlist [--json] FILE
检查 CRCR allowlist（.github/allowlist.yml）并列出其仓库，L4 优先。
  FILE    YAML 文件；“-”表示读取标准输入
  --json  打印 {&quot;ok&quot;:…,&quot;levels&quot;:{…}}（HUD 的 /api/crcr/allowlist 的格式）
退出状态：0 有效，1 无效或无法读取，2 用法错误。
</translation>
    </message>
    <message>
        <source>hudwatch allowlist: unknown option &apos;%1&apos;</source>
        <translation>hudwatch allowlist：未知选项“%1”</translation>
    </message>
    <message>
        <source>hudwatch allowlist: no FILE given</source>
        <translation>hudwatch allowlist：未给出 FILE</translation>
    </message>
    <message>
        <source>hudwatch allowlist: give one FILE, not %1</source>
        <translation>hudwatch allowlist：请给出一个 FILE，而不是 %1 个</translation>
    </message>
    <message>
        <source>&lt;stdin&gt;</source>
        <translation>&lt;stdin&gt;</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>cannot read the file: %1 — check the path</source>
        <translation>无法读取文件：%1 — 请检查路径</translation>
    </message>
</context>
<context>
    <name>hw::AllowlistJson</name>
    <message>
        <source>unknown level &apos;%1&apos;</source>
        <translation>未知级别“%1”</translation>
    </message>
    <message>
        <source>%1 is not an array</source>
        <translation>%1 不是数组</translation>
    </message>
    <message>
        <source>an entry of %1 has no &quot;repo&quot;</source>
        <translation>%1 中有一项没有“repo”</translation>
    </message>
    <message>
        <source>&quot;oncalls&quot; or &quot;events&quot; of %1 is not an array of strings</source>
        <translation>%1 的“oncalls”或“events”不是字符串数组</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>REPOSITORY</source>
        <translation>仓库</translation>
    </message>
    <message>
        <source>DEVICE</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>ON-CALLS</source>
        <translation>值班人</translation>
    </message>
    <message>
        <source>EVENTS</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>1 repository</source>
        <translation>1 个仓库</translation>
    </message>
    <message>
        <source>%1 repositories</source>
        <translation>%1 个仓库</translation>
    </message>
</context>
<context>
    <name>hw::AllowlistParser</name>
    <message>
        <source>the file holds %1 YAML documents; an allowlist is one document (remove the second &apos;---&apos;)</source>
        <translation>该文件包含 %1 个 YAML 文档；allowlist 只能是一个文档（删除第二个“---”）</translation>
    </message>
    <message>
        <source>the top level must be a mapping of levels (L1:, L2:, L3:, L4:), found %1</source>
        <translation>顶层必须是级别的映射（L1:、L2:、L3:、L4:），实际为 %1</translation>
    </message>
    <message>
        <source>a top-level key must be a level L1, L2, L3 or L4, found %1</source>
        <translation>顶层键必须是级别 L1、L2、L3 或 L4，实际为 %1</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; at the top level (expected L1, L2, L3 or L4)</source>
        <translation>顶层出现未知键“%1”（应为 L1、L2、L3 或 L4）</translation>
    </message>
    <message>
        <source>the allowlist is empty (no L1–L4 levels)</source>
        <translation>allowlist 为空（没有 L1–L4 级别）</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>an empty value</source>
        <translation>空值</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>映射</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>数字 %1</translation>
    </message>
    <message>
        <source>the boolean &apos;%1&apos;</source>
        <translation>布尔值“%1”</translation>
    </message>
    <message>
        <source>the text &apos;%1&apos;</source>
        <translation>文本“%1”</translation>
    </message>
    <message>
        <source>L3 must be a mapping of devices (`L3:` then `  &lt;device&gt;:` then `    owner/repo: [oncalls]`) or a list of repositories, found %1</source>
        <translation>L3 必须是设备的映射（`L3:` 然后 `  &lt;device&gt;:` 然后 `    owner/repo: [oncalls]`）或仓库列表，实际为 %1</translation>
    </message>
    <message>
        <source>%1 must be a list of repositories, found %2</source>
        <translation>%1 必须是仓库列表，实际为 %2</translation>
    </message>
    <message>
        <source> (write each repository on its own line as `  - owner/repo`)</source>
        <translation>（每个仓库单独写一行，格式为 `  - owner/repo`）</translation>
    </message>
    <message>
        <source>an L3 device must be a name such as &apos;npu&apos;, found %1</source>
        <translation>L3 设备必须是一个名称，例如“npu”，实际为 %1</translation>
    </message>
    <message>
        <source>L3 groups repositories by device (the ciflow/crcr/&lt;device&gt; label): found the repository &apos;%1&apos; directly under L3; write `L3:` then `  &lt;device&gt;:` then `    %1: [oncalls]`</source>
        <translation>L3 按设备（ciflow/crcr/&lt;device&gt; 标签）对仓库分组：在 L3 下直接发现了仓库“%1”；请写成 `L3:` 然后 `  &lt;device&gt;:` 然后 `    %1: [oncalls]`</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a device name (letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;; it becomes the label ciflow/crcr/&lt;device&gt;)</source>
        <translation>“%1”不是设备名称（字母、数字、“-”、“_”和“.”；它会成为标签 ciflow/crcr/&lt;device&gt;）</translation>
    </message>
    <message>
        <source>L3 device &apos;%1&apos; must hold repositories (`owner/repo: [oncalls]`), found %2</source>
        <translation>L3 设备“%1”必须包含仓库（`owner/repo: [oncalls]`），实际为 %2</translation>
    </message>
    <message>
        <source>one repository per list item: this item has %1 keys (%2); put metadata under the repository, e.g. `- owner/repo: {events: [nightly], oncalls: [a, b]}`</source>
        <translation>每个列表项一个仓库：此项有 %1 个键（%2）；请把元数据放在仓库下，例如 `- owner/repo: {events: [nightly], oncalls: [a, b]}`</translation>
    </message>
    <message>
        <source>expected a repository `owner/repo` in the %1 list, found %2</source>
        <translation>%1 列表中应为仓库 `owner/repo`，实际为 %2</translation>
    </message>
    <message>
        <source>expected a repository `owner/repo`, found %1</source>
        <translation>应为仓库 `owner/repo`，实际为 %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a repository of the form owner/name</source>
        <translation>“%1”不是 owner/name 形式的仓库</translation>
    </message>
    <message>
        <source> (to name on-calls write `%1: &quot;oncall1, oncall2&quot;`)</source>
        <translation>（要指定值班人，请写 `%1: &quot;oncall1, oncall2&quot;`）</translation>
    </message>
    <message>
        <source>on-call</source>
        <translation>值班人</translation>
    </message>
    <message>
        <source>%1, as &apos;%2&apos;</source>
        <translation>%1，作为“%2”</translation>
    </message>
    <message>
        <source>repository &apos;%1&apos; is listed twice: line %2 (%3) and line %4 (%5); a repository belongs to one level only</source>
        <translation>仓库“%1”列出了两次：第 %2 行（%3）和第 %4 行（%5）；一个仓库只能属于一个级别</translation>
    </message>
    <message>
        <source>event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in the entry of %2 (ignored; known: events, oncalls)</source>
        <translation>%2 的条目中有未知键“%1”（已忽略；已知键：events、oncalls）</translation>
    </message>
    <message>
        <source>expected %1 names for %2 (text such as &quot;a, b&quot; or a list [a, b]), found %3; quote it if it is a name</source>
        <translation>%2 应为 %1 名称（如 &quot;a, b&quot; 的文本或列表 [a, b]），实际为 %3；如果它是名称，请加引号</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid %2 name for %3 (separate names with commas)</source>
        <translation>“%1”不是 %3 的有效 %2 名称（名称之间用逗号分隔）</translation>
    </message>
    <message>
        <source>expected %1 names for %2, found %3 inside the list</source>
        <translation>%2 应为 %1 名称，列表中却是 %3</translation>
    </message>
    <message>
        <source>expected %1 names for %2 (text such as &quot;a, b&quot; or a list [a, b]), found %3</source>
        <translation>%2 应为 %1 名称（如 &quot;a, b&quot; 的文本或列表 [a, b]），实际为 %3</translation>
    </message>
    <message>
        <source>invalid YAML: %1</source>
        <translation>无效的 YAML：%1</translation>
    </message>
    <message>
        <source> (the &apos;[&apos; list at line %1, column %2 is not closed by &apos;]&apos; before this point)</source>
        <translation>（第 %1 行第 %2 列的“[”列表在此之前没有用“]”闭合）</translation>
    </message>
    <message>
        <source> (the &apos;{&apos; mapping at line %1, column %2 is not closed by &apos;}&apos; before this point)</source>
        <translation>（第 %1 行第 %2 列的“{”映射在此之前没有用“}”闭合）</translation>
    </message>
    <message>
        <source> (the quoted value at line %1, column %2 has no closing quote)</source>
        <translation>（第 %1 行第 %2 列的带引号值缺少结束引号）</translation>
    </message>
    <message>
        <source>invalid YAML: a line starting with &apos;%&apos; inside the file (YAML reads it as a directive such as &apos;%YAML 1.2&apos;, which ends the document; a directive may only stand before a &apos;---&apos; line): remove the line, or quote a value that starts with &apos;%&apos;</source>
        <translation>无效的 YAML：文件中有以“%”开头的行（YAML 将其视为“%YAML 1.2”之类的指令，这会结束文档；指令只能位于“---”行之前）：删除该行，或为以“%”开头的值加引号</translation>
    </message>
    <message>
        <source> (the document ended before this line, e.g. with &apos;...&apos;; an allowlist is one document)</source>
        <translation>（文档在此行之前已结束，例如因为“...”；allowlist 只能是一个文档）</translation>
    </message>
    <message>
        <source> (a line starting with &apos;%&apos; is a YAML directive: quote a value that starts with &apos;%&apos;)</source>
        <translation>（以“%”开头的行是 YAML 指令：请为以“%”开头的值加引号）</translation>
    </message>
    <message>
        <source> (&apos;%1&apos; cannot start a plain YAML value: quote the value, e.g. &quot;@oncall1, oncall2&quot;, or drop the &apos;%1&apos;)</source>
        <translation>（“%1”不能作为普通 YAML 值的开头：请为值加引号，例如 &quot;@oncall1, oncall2&quot;，或去掉“%1”）</translation>
    </message>
    <message>
        <source> (&apos;%1&apos; outside a [ ] list or { } mapping cannot start a value: quote the value, or remove the &apos;%1&apos;)</source>
        <translation>（在 [ ] 列表或 { } 映射之外，“%1”不能作为值的开头：请为值加引号，或删除“%1”）</translation>
    </message>
    <message>
        <source> (YAML indentation must use spaces, not tabs)</source>
        <translation>（YAML 缩进必须使用空格，不能用制表符）</translation>
    </message>
    <message>
        <source>lists and mappings are nested deeper than %1 levels (an allowlist needs six)</source>
        <translation>列表和映射嵌套超过 %1 层（allowlist 只需要六层）</translation>
    </message>
    <message>
        <source>the file holds more than %1 YAML values (an allowlist holds a few hundred)</source>
        <translation>文件包含超过 %1 个 YAML 值（allowlist 通常只有几百个）</translation>
    </message>
    <message>
        <source>the alias &apos;*%1&apos; makes the allowlist expand to more than %2 YAML values (each alias repeats all that its anchor holds): write the names out, or use fewer aliases</source>
        <translation>别名“*%1”使 allowlist 展开后超过 %2 个 YAML 值（每个别名都会重复其锚点的全部内容）：请直接写出名称，或减少别名</translation>
    </message>
    <message>
        <source>the alias &apos;*%1&apos; refers to no anchor: define it with &apos;&amp;%1&apos; before this point, in the same document</source>
        <translation>别名“*%1”没有对应的锚点：请在此之前、在同一文档中用“&amp;%1”定义它</translation>
    </message>
    <message>
        <source>out of memory while reading the YAML</source>
        <translation>读取 YAML 时内存不足</translation>
    </message>
    <message>
        <source>the file is larger than %1 MB; an allowlist is a few KB (refused unread)</source>
        <translation>文件大于 %1 MB；allowlist 只有几 KB（未读取即拒绝）</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>level %1 is given twice (lines %2 and %3): merge them into one</source>
        <translation>级别 %1 出现了两次（第 %2 行和第 %3 行）：请合并为一个</translation>
    </message>
    <message>
        <source>L3 device &apos;%1&apos; lists no repositories: add its repositories or remove the device</source>
        <translation>L3 设备 &apos;%1&apos; 未列出任何仓库：请添加其仓库或删除该设备</translation>
    </message>
    <message>
        <source>the alias &apos;*%1&apos; refers to the list or mapping that contains it: point the alias at another anchor</source>
        <translation>别名 &apos;*%1&apos; 引用了包含它的列表或映射：请让该别名指向另一个锚点</translation>
    </message>
</context>
<context>
    <name>hw::AuthSession</name>
    <message>
        <source>the stored sign-in cannot be read (%1) — sign in again</source>
        <translation>无法读取保存的登录信息（%1）— 请重新登录</translation>
    </message>
    <message>
        <source>the stored sign-in is for %1, not this profile&apos;s provider — sign in again</source>
        <translation>保存的登录信息属于 %1，而不是此配置文件的提供方 — 请重新登录</translation>
    </message>
    <message>
        <source>not signed in — sign in (File ▸ Sign in)</source>
        <translation>未登录 — 请登录（文件 ▸ 登录）</translation>
    </message>
    <message>
        <source>the sign-in has expired and the provider gave no way to renew it — sign in again</source>
        <translation>登录已过期，且提供方不支持续期 — 请重新登录</translation>
    </message>
    <message>
        <source>signed out — sign in again (the provider refused to renew the sign-in: %1)</source>
        <translation>已登出 — 请重新登录（提供方拒绝续期登录：%1）</translation>
    </message>
    <message>
        <source>the sign-in could not be renewed: %1; trying again in %2 s</source>
        <translation>无法续期登录：%1；%2 秒后重试</translation>
    </message>
    <message>
        <source>%1 does not let an app revoke its own sign-in; revoke HUD Watch at %2</source>
        <translation>%1 不允许应用撤销自己的登录；请在 %2 撤销 HUD Watch</translation>
    </message>
    <message>
        <source>signed out</source>
        <translation>已登出</translation>
    </message>
    <message>
        <source>the renewed sign-in could not be saved (%1); it lasts until the app quits — unlock the keychain and sign in again to keep it</source>
        <translation>无法保存续期后的登录信息（%1）；它在应用退出前有效 — 请解锁钥匙串并重新登录以保留它</translation>
    </message>
    <message>
        <source>the provider offers no revocation — remove HUD Watch&apos;s access in your account at the provider</source>
        <translation>提供方不支持撤销 — 请在提供方的账号设置中移除 HUD Watch 的访问权限</translation>
    </message>
    <message>
        <source>not revoked at the provider: %1 — remove HUD Watch&apos;s access in your account at the provider</source>
        <translation>未在提供方处撤销：%1 — 请在提供方的账号设置中移除 HUD Watch 的访问权限</translation>
    </message>
    <message>
        <source>not deleted from the keychain: %1 — delete the &quot;%2&quot; entry with your keychain app</source>
        <translation>未从钥匙串删除：%1 — 请用钥匙串应用删除“%2”条目</translation>
    </message>
    <message>
        <source>%1; working signed out — start a keychain (GNOME Keyring, KWallet) and restart HUD Watch to sign in</source>
        <translation>%1；以未登录状态工作 — 请启动钥匙串（GNOME Keyring、KWallet）并重启 HUD Watch 以登录</translation>
    </message>
    <message>
        <source>signed in, but the keychain cannot keep the sign-in (%1), so it was given back; working signed out — start a keychain (GNOME Keyring, KWallet) and restart HUD Watch to sign in</source>
        <translation>已登录，但钥匙串无法保存登录信息（%1），因此已将其交还；以未登录状态工作 — 请启动钥匙串（GNOME Keyring、KWallet）并重启 HUD Watch 以登录</translation>
    </message>
</context>
<context>
    <name>hw::BackendAlertEvaluator</name>
    <message>
        <source>demotion threshold</source>
        <translation>降级阈值</translation>
    </message>
    <message>
        <source>demotion PR</source>
        <translation>降级 PR</translation>
    </message>
    <message>
        <source>the relay flagged it for demotion: its auto-demotion PR is open</source>
        <translation>relay 已将其标记为降级：其自动降级 PR 处于打开状态</translation>
    </message>
    <message>
        <source>L4 check blocks merges</source>
        <translation>L4 检查阻止合并</translation>
    </message>
    <message>
        <source>newest job %1: %2</source>
        <translation>最新 job %1：%2</translation>
    </message>
</context>
<context>
    <name>hw::BackendCharts</name>
    <message>
        <source>→ %1 (CI data)</source>
        <translation>→ %1（CI 数据）</translation>
    </message>
    <message>
        <source>Completed jobs per day (UTC)</source>
        <translation>每日完成的 job（UTC）</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>job</translation>
    </message>
    <message>
        <source>day (UTC), %1 to %2</source>
        <translation>日期（UTC），%1 至 %2</translation>
    </message>
    <message>
        <source>no completed jobs</source>
        <translation>没有已完成的 job</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Level history</source>
        <translation>级别历史</translation>
    </message>
    <message>
        <source>no level history</source>
        <translation>没有级别历史</translation>
    </message>
    <message>
        <source>%1 · since %2 (%3 d)</source>
        <translation>%1 · 自 %2 起（%3 天）</translation>
    </message>
    <message>
        <source>CI data</source>
        <translation>CI 数据</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>截至 %1</translation>
    </message>
    <message>
        <source>test failures (console)</source>
        <translation>测试失败（控制台）</translation>
    </message>
    <message>
        <source>infra failures (console)</source>
        <translation>基础设施失败（控制台）</translation>
    </message>
</context>
<context>
    <name>hw::BackendDetailView</name>
    <message>
        <source>E&amp;xport review report…</source>
        <translation>导出评审报告(&amp;X)…</translation>
    </message>
    <message>
        <source>Write a Markdown/PDF promotion review report for this backend with the targets shown on the L3 readiness tab</source>
        <translation>为此后端编写一份 Markdown/PDF 晋级评审报告，使用 L3 就绪度标签页上显示的目标</translation>
    </message>
    <message>
        <source>Pull request by job results</source>
        <translation>按 job 结果显示的 Pull request</translation>
    </message>
    <message>
        <source>Latest attempt of each job: letter, failed/total tests (or the total when none failed) and the triage category when reported. %1  ·  an &quot;exp.&quot; tag marks crcr-test&apos;s expected failures (they count as passes)  ·  hover a cell for details; Enter opens the run.</source>
        <translation>每个 job 的最新尝试：字母、失败/总测试数（无失败时为总数）以及上报的分诊类别。%1  ·  “exp.”标签表示 crcr-test 的预期失败（计为通过）  ·  悬停单元格查看详情；Enter 打开运行。</translation>
    </message>
    <message>
        <source>Level changes (allowlist PRs; &quot;CI data&quot; = start inferred from the level jobs were dispatched at)</source>
        <translation>级别变更（allowlist PR；“CI 数据” = 根据 job 派发时的级别推断的开始时间）</translation>
    </message>
    <message>
        <source>&amp;Jobs (PR × job)</source>
        <translation>Job（PR × job）(&amp;J)</translation>
    </message>
    <message>
        <source>Jobs &amp;over time</source>
        <translation>Job 随时间变化(&amp;O)</translation>
    </message>
    <message>
        <source>Level &amp;history</source>
        <translation>级别历史(&amp;H)</translation>
    </message>
    <message>
        <source>L3 &amp;readiness</source>
        <translation>L3 就绪度(&amp;R)</translation>
    </message>
    <message>
        <source>No backend selected</source>
        <translation>未选择后端</translation>
    </message>
    <message>
        <source>Choose a backend in the overview (Enter or double-click).</source>
        <translation>在概览中选择一个后端（Enter 或双击）。</translation>
    </message>
    <message>
        <source>This backend is not in the current data.</source>
        <translation>此后端不在当前数据中。</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>未列出</translation>
    </message>
    <message>
        <source>▼ TEMPORARILY DEMOTED — auto-demotion PR open, no new check runs</source>
        <translation>▼ 临时降级 — 自动降级 PR 已打开，不再运行新的检查</translation>
    </message>
    <message>
        <source>⚠ DEMOTION PENDING — last 7 days fail L3, not yet flagged by the relay</source>
        <translation>⚠ 待降级 — 最近 7 天未达 L3，relay 尚未标记</translation>
    </message>
    <message>
        <source>device %1 (label ciflow/crcr/%1)</source>
        <translation>设备 %1（标签 ciflow/crcr/%1）</translation>
    </message>
    <message>
        <source>no oncalls listed</source>
        <translation>未列出值班人</translation>
    </message>
    <message>
        <source>oncalls: %1</source>
        <translation>值班人：%1</translation>
    </message>
    <message>
        <source>at %1 for %2 d</source>
        <translation>处于 %1 已 %2 天</translation>
    </message>
    <message>
        <source>not in the allowlist (level from CI data)</source>
        <translation>不在 allowlist 中（级别来自 CI 数据）</translation>
    </message>
    <message>
        <source>data as of %1 UTC</source>
        <translation>数据截至 %1 UTC</translation>
    </message>
</context>
<context>
    <name>hw::BackendJobMatrixModel</name>
    <message>
        <source>delivery</source>
        <translation>交付</translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <source>exp.</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>%1 — expected (crcr-test probe job): counts as a success</source>
        <translation>%1 — 预期结果（crcr-test 探测 job）：计为成功</translation>
    </message>
    <message>
        <source>%1 %2, attempt %3</source>
        <translation>%1 %2，第 %3 次尝试</translation>
    </message>
    <message>
        <source>tests: %1 passed, %2 failed, %3 skipped</source>
        <translation>测试：%1 通过，%2 失败，%3 跳过</translation>
    </message>
    <message>
        <source>tests: not reported</source>
        <translation>测试：未上报</translation>
    </message>
    <message>
        <source>triage: %1</source>
        <translation>分诊：%1</translation>
    </message>
    <message>
        <source>queue %1 · execution %2</source>
        <translation>排队 %1 · 执行 %2</translation>
    </message>
    <message>
        <source>started %1 UTC</source>
        <translation>开始于 %1 UTC</translation>
    </message>
    <message>
        <source>completed %1 UTC</source>
        <translation>完成于 %1 UTC</translation>
    </message>
    <message>
        <source>triage %1</source>
        <translation>分诊 %1</translation>
    </message>
    <message>
        <source>expected outcome</source>
        <translation>预期结果</translation>
    </message>
    <message>
        <source>no job</source>
        <translation>无 job</translation>
    </message>
    <message>
        <source>pytorch head %1</source>
        <translation>pytorch head %1</translation>
    </message>
    <message>
        <source>dispatched %1 UTC</source>
        <translation>派发于 %1 UTC</translation>
    </message>
    <message>
        <source>newest job activity %1 UTC</source>
        <translation>最新 job 活动 %1 UTC</translation>
    </message>
    <message>
        <source>unknown PR (HUD could not find it)</source>
        <translation>未知 PR（HUD 找不到它）</translation>
    </message>
</context>
<context>
    <name>hw::BackendText</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>刚刚</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>%1 分钟前</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>%1 小时前</translation>
    </message>
    <message>
        <source>%1 d ago</source>
        <translation>%1 天前</translation>
    </message>
    <message>
        <source>PROMOTE</source>
        <translation>晋级</translation>
    </message>
    <message>
        <source>HOLD</source>
        <translation>保持</translation>
    </message>
    <message>
        <source>DEMOTE</source>
        <translation>降级</translation>
    </message>
    <message>
        <source>NOT ENOUGH DATA</source>
        <translation>数据不足</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1/%2 failed</source>
        <translation>%1/%2 失败</translation>
    </message>
    <message>
        <source>%1 tests</source>
        <translation>%1 个测试</translation>
    </message>
    <message>
        <source>expected failure</source>
        <translation>预期失败</translation>
    </message>
    <message>
        <source>expected cancellation</source>
        <translation>预期取消</translation>
    </message>
    <message>
        <source>expected timeout</source>
        <translation>预期超时</translation>
    </message>
    <message>
        <source>expected outcome</source>
        <translation>预期结果</translation>
    </message>
</context>
<context>
    <name>hw::BackendsClickHouseSource</name>
    <message>
        <source>invalid ClickHouse table name &apos;%1&apos; — fix clickhouse/database in Profile ▸ Edit this profile…</source>
        <translation>无效的 ClickHouse 表名 &apos;%1&apos; — 请在“配置文件 ▸ 编辑此配置文件…”中修正 clickhouse/database</translation>
    </message>
</context>
<context>
    <name>hw::BackendsFeature</name>
    <message>
        <source>backends</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>this recording has no backend data</source>
        <translation>此录制中没有后端数据</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;: relay/url: %2</source>
        <translation>配置文件“%1”：relay/url：%2</translation>
    </message>
    <message>
        <source>Relay API token</source>
        <translation>Relay API 令牌</translation>
    </message>
    <message>
        <source>Bearer token for %1.
It is stored in your system keychain, never in a file.</source>
        <translation>%1 的 Bearer 令牌。
它保存在系统钥匙串中，从不写入文件。</translation>
    </message>
    <message>
        <source>Keychain</source>
        <translation>钥匙串</translation>
    </message>
    <message>
        <source>The token could not be stored: %1
Unlock or start your keychain (GNOME Keyring, KWallet), then set it again (File ▸ Set relay API token…).</source>
        <translation>无法保存令牌：%1
请解锁或启动钥匙串（GNOME Keyring、KWallet），然后重新设置（文件 ▸ 设置 relay API 令牌…）。</translation>
    </message>
    <message>
        <source>the backends snapshot recorded at %1 is unreadable: %2</source>
        <translation>录制于 %1 的后端快照无法读取：%2</translation>
    </message>
    <message>
        <source>this recording has no %1 at or before %2</source>
        <translation>此录制在 %2 或之前没有 %1</translation>
    </message>
    <message>
        <source>backend data</source>
        <translation>后端数据</translation>
    </message>
</context>
<context>
    <name>hw::BackendsFigures</name>
    <message>
        <source>backend data</source>
        <translation>后端数据</translation>
    </message>
    <message>
        <source>the stored backends snapshot is unreadable: %1</source>
        <translation>保存的后端快照无法读取：%1</translation>
    </message>
</context>
<context>
    <name>hw::BackendsOverviewModel</name>
    <message>
        <source>▲ ready for L3</source>
        <translation>▲ 可升至 L3</translation>
    </message>
    <message>
        <source>● not ready for L3</source>
        <translation>● 尚不能升至 L3</translation>
    </message>
    <message>
        <source>? not enough data for L3</source>
        <translation>? 数据不足，无法判断 L3</translation>
    </message>
    <message>
        <source>✔ keeps L3</source>
        <translation>✔ 保持 L3</translation>
    </message>
    <message>
        <source>▼ fails L3</source>
        <translation>▼ 未达 L3</translation>
    </message>
    <message>
        <source>? no completed job in 7 d</source>
        <translation>? 7 天内无已完成的 job</translation>
    </message>
    <message>
        <source>● L4: maintainers decide</source>
        <translation>● L4：由维护者决定</translation>
    </message>
    <message>
        <source>– onboarding, results not stored</source>
        <translation>– 接入中，结果不保存</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Pass 7 d</source>
        <translation>7 天通过率</translation>
    </message>
    <message>
        <source>Pass 14 d</source>
        <translation>14 天通过率</translation>
    </message>
    <message>
        <source>Last result</source>
        <translation>最近结果</translation>
    </message>
    <message>
        <source>Avg queue</source>
        <translation>平均排队</translation>
    </message>
    <message>
        <source>E2E P50</source>
        <translation>E2E P50</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Oncalls</source>
        <translation>值班人</translation>
    </message>
    <message>
        <source>Trust level and L3 device group; sorts by device within each level</source>
        <translation>信任级别和 L3 设备组；在每个级别内按设备排序</translation>
    </message>
    <message>
        <source>Newest completed job; sorts by outcome (failures first), then newest first</source>
        <translation>最新完成的 job；按结果排序（失败优先），再按时间从新到旧</translation>
    </message>
    <message>
        <source>Mean queue time (dispatch → in progress), last 7 days</source>
        <translation>平均排队时间（派发 → 进行中），最近 7 天</translation>
    </message>
    <message>
        <source>▼ temporarily demoted: the relay&apos;s auto-demotion PR is open.
⚠ demotion pending: at L3 and the 7-day figures fail a demotion criterion, not yet flagged by the relay.
Otherwise the L3 readiness verdict.</source>
        <translation>▼ 临时降级：relay 的自动降级 PR 已打开。
⚠ 待降级：处于 L3 且 7 天数据未满足某项降级标准，relay 尚未标记。
否则显示 L3 就绪度结论。</translation>
    </message>
    <message>
        <source>Sorts worst first: demoted, pending, then the verdict.</source>
        <translation>最差的排在前面：已降级、待降级，然后按结论。</translation>
    </message>
    <message>
        <source>Not listed</source>
        <translation>未列出</translation>
    </message>
    <message>
        <source>%1 — no backends</source>
        <translation>%1 — 无后端</translation>
    </message>
    <message>
        <source>%1 (1 backend)</source>
        <translation>%1（1 个后端）</translation>
    </message>
    <message>
        <source>%1 (%2 backends)</source>
        <translation>%1（%2 个后端）</translation>
    </message>
    <message>
        <source>L1 Onboarding: events dispatched, results not stored</source>
        <translation>L1 接入：派发事件，结果不保存</translation>
    </message>
    <message>
        <source>L2 Observation: results stored and shown on HUD</source>
        <translation>L2 观察：结果保存并在 HUD 上显示</translation>
    </message>
    <message>
        <source>L3 Stable: non-blocking PR check with label ciflow/crcr/&lt;device&gt;</source>
        <translation>L3 稳定：带标签 ciflow/crcr/&lt;device&gt; 的非阻塞 PR 检查</translation>
    </message>
    <message>
        <source>L4 Mature: check on every PR, blocks merge</source>
        <translation>L4 成熟：每个 PR 都检查，阻止合并</translation>
    </message>
    <message>
        <source>Seen in CI data but in no allowlist level</source>
        <translation>在 CI 数据中出现，但不在任何 allowlist 级别中</translation>
    </message>
    <message>
        <source>MUTED</source>
        <translation>静音</translation>
    </message>
    <message>
        <source>ACK</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>alerts muted (right-click to unmute)</source>
        <translation>告警已静音（右键取消静音）</translation>
    </message>
    <message>
        <source>alert acknowledged: investigating</source>
        <translation>告警已确认：正在调查</translation>
    </message>
    <message>
        <source>device: %1 (label ciflow/crcr/%1)</source>
        <translation>设备：%1（标签 ciflow/crcr/%1）</translation>
    </message>
    <message>
        <source>not in the allowlist: level from the latest CI results</source>
        <translation>不在 allowlist 中：级别来自最新的 CI 结果</translation>
    </message>
    <message>
        <source>held for %1 days</source>
        <translation>已保持 %1 天</translation>
    </message>
    <message>
        <source>No completed jobs in the last %1 days</source>
        <translation>最近 %1 天没有已完成的 job</translation>
    </message>
    <message>
        <source>no completed job</source>
        <translation>没有已完成的 job</translation>
    </message>
    <message>
        <source>Newest completed job: %1 at %2 UTC</source>
        <translation>最新完成的 job：%1，于 %2 UTC</translation>
    </message>
    <message>
        <source>Newest completed job: %1 — %2 at %3 UTC</source>
        <translation>最新完成的 job：%1 — %2，于 %3 UTC</translation>
    </message>
    <message>
        <source>An expected outcome of the crcr-test probe: HUD counts it as a pass.</source>
        <translation>crcr-test 探测的预期结果：HUD 将其计为通过。</translation>
    </message>
    <message>
        <source>▼ temporarily demoted</source>
        <translation>▼ 临时降级</translation>
    </message>
    <message>
        <source>⚠ demotion pending</source>
        <translation>⚠ 待降级</translation>
    </message>
    <message>
        <source>The relay&apos;s auto-demotion PR is open: no new check runs until it is closed.</source>
        <translation>relay 的自动降级 PR 已打开：在其关闭前不会运行新的检查。</translation>
    </message>
    <message>
        <source>The last 7 days fail a demotion criterion; the relay has not flagged it yet.</source>
        <translation>最近 7 天未满足某项降级标准；relay 尚未标记。</translation>
    </message>
    <message>
        <source>L3 readiness: %1</source>
        <translation>L3 就绪度：%1</translation>
    </message>
    <message>
        <source>HUD&apos;s job pass rate of PR jobs over the last 7 days (demotion window).
✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs</source>
        <translation>HUD 统计的 PR job 最近 7 天的 job 通过率（降级窗口）。
✔ ≥ 95 %   ▲ 80–95 %   ✖ 低于 80 %   – 无已完成的 job</translation>
    </message>
    <message>
        <source>HUD&apos;s job pass rate of PR jobs over the last 14 days (promotion window).
✔ ≥ 95 %   ▲ 80–95 %   ✖ below 80 %   – no completed jobs</source>
        <translation>HUD 统计的 PR job 最近 14 天的 job 通过率（晋级窗口）。
✔ ≥ 95 %   ▲ 80–95 %   ✖ 低于 80 %   – 无已完成的 job</translation>
    </message>
    <message>
        <source>HUD&apos;s end-to-end time P50 per workflow run (max queue + first start to last completion; the upper middle value), PR jobs, last 7 days</source>
        <translation>HUD 的每次 workflow 运行端到端时间 P50（最长排队 + 从首次开始到最后完成；取偏上的中间值），PR job，最近 7 天</translation>
    </message>
    <message>
        <source>device: unknown (HUD&apos;s allowlist API does not give it; set relay/allowlistFile)</source>
        <translation>设备：未知（HUD 的 allowlist API 不提供该信息；请设置 relay/allowlistFile）</translation>
    </message>
    <message>
        <source>device unknown</source>
        <translation>设备未知</translation>
    </message>
    <message>
        <source>%1 — %2 of %3 jobs passed in the last %4 days
console&apos;s own split — test failures: %5   infra failures: %6 (timed out %7, cancelled %8)</source>
        <translation>%1 — 最近 %4 天 %3 个 job 中有 %2 个通过
控制台自己的划分 — 测试失败：%5   基础设施失败：%6（超时 %7，取消 %8）</translation>
    </message>
    <message>
        <source>▽ no data: HUD /crcr temporary demotion, level-status no change</source>
        <translation>▽ 无数据：HUD /crcr 临时降级，level-status 无变化</translation>
    </message>
</context>
<context>
    <name>hw::BackendsOverviewView</name>
    <message>
        <source>Backends by trust level</source>
        <translation>按信任级别排列的后端</translation>
    </message>
    <message>
        <source>Pass-rate chips: %1 ≥ 95 %   %2 80–95 %   %3 below 80 %   %4 no completed jobs   ·   Marks: ▼ temporarily demoted (relay&apos;s demotion PR open)   ⚠ demotion pending (7-day figures fail, not flagged yet)   ·   Enter opens a backend</source>
        <translation>通过率标记：%1 ≥ 95 %   %2 80–95 %   %3 低于 80 %   %4 无已完成的 job   ·   标志：▼ 临时降级（relay 的降级 PR 已打开）   ⚠ 待降级（7 天数据不达标，尚未标记）   ·   Enter 打开后端</translation>
    </message>
    <message>
        <source>Click a column title to sort</source>
        <translation>点击列标题排序</translation>
    </message>
    <message>
        <source>&amp;Open %1</source>
        <translation>打开 %1(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Acknowledge: investigating (on / off)</source>
        <translation>确认：正在调查（开 / 关）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Mute alerts for this backend (on / off)</source>
        <translation>将此后端的告警静音（开 / 关）(&amp;M)</translation>
    </message>
    <message>
        <source>1 backend as of %1 UTC</source>
        <translation>1 个后端，截至 %1 UTC</translation>
    </message>
    <message>
        <source>%1 backends as of %2 UTC</source>
        <translation>%1 个后端，截至 %2 UTC</translation>
    </message>
    <message>
        <source>No backend data yet</source>
        <translation>尚无后端数据</translation>
    </message>
    <message>
        <source>  ·  ▼ %1 temporarily demoted</source>
        <translation>  ·  ▼ %1 个临时降级</translation>
    </message>
    <message>
        <source>  ·  ⚠ %1 demotion pending</source>
        <translation>  ·  ⚠ %1 个待降级</translation>
    </message>
    <message>
        <source>  ·  %1 muted</source>
        <translation>  ·  %1 个已静音</translation>
    </message>
</context>
<context>
    <name>hw::BackendsPage</name>
    <message>
        <source>← All backends</source>
        <translation>← 所有后端</translation>
    </message>
    <message>
        <source>Back to the overview (Esc)</source>
        <translation>返回概览 (Esc)</translation>
    </message>
    <message>
        <source>no backend &quot;%1&quot;; known backends: %2</source>
        <translation>没有后端“%1”；已知后端：%2</translation>
    </message>
    <message>
        <source>promotion-review-%1.md</source>
        <translation>promotion-review-%1.md</translation>
    </message>
    <message>
        <source>Export promotion review report</source>
        <translation>导出晋级评审报告</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Wrote %1 and the PDF beside it</source>
        <translation>已写入 %1 及其旁边的 PDF</translation>
    </message>
    <message>
        <source>◀◀ The past: backend figures as of %1, as fetched at %2 (from the recording).</source>
        <translation>◀◀ 过去：截至 %1 的后端数据，于 %2 获取（来自录制）。</translation>
    </message>
    <message>
        <source>Demo data: backend figures as of %1 (generated from the real allowlist history).</source>
        <translation>演示数据：截至 %1 的后端数据（根据真实的 allowlist 历史生成）。</translation>
    </message>
    <message>
        <source>No backend data yet.</source>
        <translation>尚无后端数据。</translation>
    </message>
    <message>
        <source>No backend data yet: %1</source>
        <translation>尚无后端数据：%1</translation>
    </message>
    <message>
        <source>Backend figures may be out of date (as of %1): %2</source>
        <translation>后端数据可能已过时（截至 %1）：%2</translation>
    </message>
    <message>
        <source>Polling waits for new credentials.</source>
        <translation>轮询等待新的凭据。</translation>
    </message>
    <message>
        <source>Set password…</source>
        <translation>设置密码…</translation>
    </message>
    <message>
        <source>Set relay token…</source>
        <translation>设置 relay 令牌…</translation>
    </message>
    <message>
        <source>Offline: backend figures from the cache, as of %1.</source>
        <translation>离线：来自缓存的后端数据，截至 %1。</translation>
    </message>
    <message>
        <source>Stale: backend figures are from %1.</source>
        <translation>已过时：后端数据来自 %1。</translation>
    </message>
    <message>
        <source>Report not written: %1 — choose another folder or free disk space</source>
        <translation>报告未写入：%1 — 请选择其他文件夹或释放磁盘空间</translation>
    </message>
    <message>
        <source>Sign in…</source>
        <translation>登录…</translation>
    </message>
    <message>
        <source>An export is already under way.</source>
        <translation>已有导出正在进行。</translation>
    </message>
    <message>
        <source>Writing %1 and its PDF…</source>
        <translation>正在写入 %1 及其 PDF…</translation>
    </message>
    <message>
        <source>Back to the overview</source>
        <translation>返回概览</translation>
    </message>
    <message>
        <source>Backends</source>
        <translation>后端</translation>
    </message>
</context>
<context>
    <name>hw::BackendsSnapshotJson</name>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>nothing (missing)</source>
        <translation>无（缺失）</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>应为%1，实际为%2</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>expected an integer, got %1</source>
        <translation>应为整数，实际为 %1</translation>
    </message>
    <message>
        <source>a number or null</source>
        <translation>数字或 null</translation>
    </message>
    <message>
        <source>&quot;L1&quot;..&quot;L4&quot; or null</source>
        <translation>&quot;L1&quot;..&quot;L4&quot; 或 null</translation>
    </message>
    <message>
        <source>unsupported version %1 (expected %2)</source>
        <translation>不支持的版本 %1（应为 %2）</translation>
    </message>
    <message>
        <source>expected the number %1, got %2</source>
        <translation>应为数字 %1，实际为%2</translation>
    </message>
    <message>
        <source>pull request %1 listed twice</source>
        <translation>pull request %1 重复列出</translation>
    </message>
    <message>
        <source>CRCR snapshot: %1</source>
        <translation>CRCR 快照：%1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>%1 is out of range</source>
        <translation>%1 超出范围</translation>
    </message>
</context>
<context>
    <name>hw::BackendsSync</name>
    <message>
        <source>allowlist %1: no relay client to fetch it with</source>
        <translation>allowlist %1：没有可用于获取它的 relay 客户端</translation>
    </message>
    <message>
        <source>allowlist %1</source>
        <translation>allowlist %1</translation>
    </message>
    <message>
        <source>seen in the relay&apos;s allowlist</source>
        <translation>见于 relay 的 allowlist</translation>
    </message>
    <message>
        <source>cache: the stored backends snapshot is unreadable (%1); it will be replaced by the next poll</source>
        <translation>缓存：保存的后端快照无法读取（%1）；下一次轮询会替换它</translation>
    </message>
    <message>
        <source>cache: %1 — free disk space; the poll is retried</source>
        <translation>缓存：%1 — 请释放磁盘空间；轮询会重试</translation>
    </message>
</context>
<context>
    <name>hw::CacheWriter</name>
    <message>
        <source>not written: the cache writer has stopped</source>
        <translation>未写入：缓存写入器已停止</translation>
    </message>
    <message>
        <source>not written: the cache writer was stopped before this write began</source>
        <translation>未写入：缓存写入器在此次写入开始前已停止</translation>
    </message>
</context>
<context>
    <name>hw::ClickHouseError</name>
    <message>
        <source>unsupported Content-Encoding &apos;%1&apos; — a proxy re-encodes the answer: point clickhouse/url at ClickHouse itself</source>
        <translation>不支持的 Content-Encoding &apos;%1&apos; — 有代理重新编码了应答：请让 clickhouse/url 直接指向 ClickHouse</translation>
    </message>
    <message>
        <source>check the host, port and path of clickhouse/url (ClickHouse&apos;s HTTP port is usually 8443 or 8123)</source>
        <translation>请检查 clickhouse/url 的主机、端口和路径（ClickHouse 的 HTTP 端口通常是 8443 或 8123）</translation>
    </message>
    <message>
        <source>no ClickHouse host given — set clickhouse/url in Profile ▸ Edit this profile…</source>
        <translation>未指定 ClickHouse 主机 — 请在“配置文件 ▸ 编辑此配置文件…”中设置 clickhouse/url</translation>
    </message>
    <message>
        <source>the host, user or database contains a control character — fix clickhouse/url, user or database in Profile ▸ Edit this profile…</source>
        <translation>主机、用户或数据库中含有控制字符 — 请在“配置文件 ▸ 编辑此配置文件…”中修正 clickhouse/url、user 或 database</translation>
    </message>
    <message>
        <source>the password contains a control character — set it again (File ▸ Set ClickHouse password…)</source>
        <translation>密码中含有控制字符 — 请重新设置（文件 ▸ 设置 ClickHouse 密码…）</translation>
    </message>
    <message>
        <source>refusing to send credentials over plain http:// to %1; use https://, or set clickhouse/allowInsecureHttp=true in the profile if you accept that</source>
        <translation>拒绝通过未加密的 http:// 向 %1 发送凭据；请使用 https://，如果可以接受，也可在配置文件中设置 clickhouse/allowInsecureHttp=true</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>network error</source>
        <translation>网络错误</translation>
    </message>
    <message>
        <source>TLS error</source>
        <translation>TLS 错误</translation>
    </message>
    <message>
        <source>configuration error</source>
        <translation>配置错误</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>HTTP error</source>
        <translation>HTTP 错误</translation>
    </message>
    <message>
        <source>server error</source>
        <translation>服务器错误</translation>
    </message>
    <message>
        <source>response too large</source>
        <translation>应答过大</translation>
    </message>
    <message>
        <source>unexpected response</source>
        <translation>意外的应答</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>corrupt gzip response: %1</source>
        <translation>gzip 应答已损坏：%1</translation>
    </message>
    <message>
        <source>retrying; if it persists, check for a proxy in front of ClickHouse</source>
        <translation>正在重试；如果问题持续，请检查 ClickHouse 前面是否有代理</translation>
    </message>
    <message>
        <source>if it persists, check for a proxy in front of ClickHouse</source>
        <translation>如果问题持续，请检查 ClickHouse 前面是否有代理</translation>
    </message>
    <message>
        <source>retrying; if it persists, tell the ClickHouse admins</source>
        <translation>正在重试；如果问题持续，请告知 ClickHouse 管理员</translation>
    </message>
    <message>
        <source>if it persists, tell the ClickHouse admins</source>
        <translation>如果问题持续，请告知 ClickHouse 管理员</translation>
    </message>
    <message>
        <source>the server answered with an HTML page, not ClickHouse — check the URL or sign in to the proxy</source>
        <translation>服务器返回的是 HTML 页面，而不是 ClickHouse — 请检查 URL 或登录代理</translation>
    </message>
    <message>
        <source>reply with more than %1 rows — choose a shorter range (or lower grid/maxCommits)</source>
        <translation>应答超过 %1 行 — 请选择更短的时间范围（或调低 grid/maxCommits）</translation>
    </message>
    <message>
        <source>authentication failed</source>
        <translation>认证失败</translation>
    </message>
    <message>
        <source>code %1</source>
        <translation>代码 %1</translation>
    </message>
    <message>
        <source>check clickhouse/database (Profile ▸ Edit this profile…)</source>
        <translation>请检查 clickhouse/database（配置文件 ▸ 编辑此配置文件…）</translation>
    </message>
    <message>
        <source>the server gave no message</source>
        <translation>服务器未给出消息</translation>
    </message>
    <message>
        <source>malformed JSON: %1</source>
        <translation>JSON 格式错误：%1</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>more than %1 rows</source>
        <translation>超过 %1 行</translation>
    </message>
    <message>
        <source>column names: %1</source>
        <translation>列名：%1</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>check clickhouse/url (Profile ▸ Edit this profile…): ClickHouse itself never redirects</source>
        <translation>请检查 clickhouse/url（配置文件 ▸ 编辑此配置文件…）：ClickHouse 本身从不重定向</translation>
    </message>
    <message>
        <source>redirect without a valid target not followed</source>
        <translation>未跟随没有有效目标的重定向</translation>
    </message>
    <message>
        <source>redirect to &apos;%1&apos; not followed</source>
        <translation>未跟随指向 &apos;%1&apos; 的重定向</translation>
    </message>
    <message numerus="yes">
        <source>the server stopped the query after %n s</source>
        <translation>
            <numerusform>服务器在 %n 秒后停止了查询</numerusform>
        </translation>
    </message>
    <message>
        <source>the server stopped the query at its time limit</source>
        <translation>服务器在达到时间限制时停止了查询</translation>
    </message>
    <message>
        <source>narrow the range or the branch, or raise clickhouse/maxExecutionSeconds (Profile ▸ Edit this profile…)</source>
        <translation>请缩小时间范围或分支，或调高 clickhouse/maxExecutionSeconds（配置文件 ▸ 编辑此配置文件…）</translation>
    </message>
</context>
<context>
    <name>hw::ClickHouseRowReader</name>
    <message>
        <source>column &apos;%1&apos; has type %2, expected %3</source>
        <translation>列 &apos;%1&apos; 的类型为 %2，应为 %3</translation>
    </message>
    <message>
        <source> (value &apos;%1&apos;)</source>
        <translation>（值 &apos;%1&apos;）</translation>
    </message>
    <message>
        <source>%1 — this table is not HUD&apos;s schema: check clickhouse/database, or update HUD Watch</source>
        <translation>%1 — 该表不是 HUD 的结构：请检查 clickhouse/database，或更新 HUD Watch</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; is out of range (%2)</source>
        <translation>列 &apos;%1&apos; 超出范围（%2）</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; has value %2, expected 0 or 1</source>
        <translation>列 &apos;%1&apos; 的值为 %2，应为 0 或 1</translation>
    </message>
</context>
<context>
    <name>hw::ClickHouseSql</name>
    <message>
        <source>no value bound for placeholder {%1} (a bug in HUD Watch: please report it)</source>
        <translation>占位符 {%1} 未绑定值（HUD Watch 的缺陷：请报告）</translation>
    </message>
    <message>
        <source>cannot bind a value of type %1 to {%2} (a bug in HUD Watch: please report it)</source>
        <translation>无法将 %1 类型的值绑定到 {%2}（HUD Watch 的缺陷：请报告）</translation>
    </message>
    <message>
        <source>binding {%1} is not used by the query (a bug in HUD Watch: please report it)</source>
        <translation>查询未使用绑定 {%1}（HUD Watch 的缺陷：请报告）</translation>
    </message>
</context>
<context>
    <name>hw::ColumnProbeRows</name>
    <message>
        <source>a column name of %1 bytes</source>
        <translation>长度为 %1 字节的列名</translation>
    </message>
    <message>
        <source>expected two columns, got %1</source>
        <translation>应为两列，实际为 %1 列</translation>
    </message>
    <message>
        <source>expected two fields, got %1</source>
        <translation>应为两个字段，实际为 %1 个</translation>
    </message>
</context>
<context>
    <name>hw::CommandPalette</name>
    <message>
        <source>Go to a view, backend, job, flaky test or action…</source>
        <translation>转到视图、后端、job、flaky 测试或操作…</translation>
    </message>
</context>
<context>
    <name>hw::CommandPaletteModel</name>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Flaky test</source>
        <translation>Flaky 测试</translation>
    </message>
</context>
<context>
    <name>hw::ConnectionTest</name>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>no answer within %1 s: check the address, the port and that the server is up</source>
        <translation>%1 秒内无应答：请检查地址、端口以及服务器是否在运行</translation>
    </message>
    <message>
        <source>ClickHouse</source>
        <translation>ClickHouse</translation>
    </message>
    <message>
        <source>not checked: ClickHouse cannot be reached</source>
        <translation>未检查：无法连接 ClickHouse</translation>
    </message>
    <message>
        <source>ClickHouse %1 at %2</source>
        <translation>%2 上的 ClickHouse %1</translation>
    </message>
    <message>
        <source>%1: %2 rows</source>
        <translation>%1：%2 行</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>relay allowlist</source>
        <translation>relay allowlist</translation>
    </message>
    <message>
        <source>allowlist: %1 L1, %2 L2, %3 L3, %4 L4 backends from %5</source>
        <translation>allowlist：来自 %5 的 %1 个 L1、%2 个 L2、%3 个 L3、%4 个 L4 后端</translation>
    </message>
    <message>
        <source>OpenID provider</source>
        <translation>OpenID 提供方</translation>
    </message>
    <message>
        <source>authorization</source>
        <translation>授权</translation>
    </message>
    <message>
        <source>token</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>device authorization</source>
        <translation>设备授权</translation>
    </message>
    <message>
        <source>revocation</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>introspection</source>
        <translation>自省</translation>
    </message>
    <message>
        <source>userinfo</source>
        <translation>用户信息</translation>
    </message>
    <message>
        <source>%1: endpoints %2; device flow: %3</source>
        <translation>%1：端点 %2；设备流程：%3</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>the server answered no version — check that clickhouse/url is ClickHouse&apos;s HTTP port</source>
        <translation>服务器未返回版本 — 请确认 clickhouse/url 指向 ClickHouse 的 HTTP 端口</translation>
    </message>
    <message>
        <source>the server answered no row count — check that clickhouse/url is ClickHouse&apos;s HTTP port</source>
        <translation>服务器未返回行数 — 请确认 clickhouse/url 指向 ClickHouse 的 HTTP 端口</translation>
    </message>
</context>
<context>
    <name>hw::Console</name>
    <message>
        <source>demo recording</source>
        <translation>演示录制</translation>
    </message>
    <message>
        <source>◀◀ Replaying %1 — showing %2</source>
        <translation>◀◀ 正在回放 %1 — 显示 %2</translation>
    </message>
    <message>
        <source>demo figures of their own dates, %1 – %2, not of the demo&apos;s day (%3)</source>
        <translation>演示数据使用其自身日期 %1 – %2，而不是演示当天（%3）</translation>
    </message>
    <message>
        <source>Keychain</source>
        <translation>钥匙串</translation>
    </message>
    <message>
        <source>ClickHouse password</source>
        <translation>ClickHouse 密码</translation>
    </message>
    <message>
        <source>Password for %1 at %2.
It is stored in your system keychain, never in a file.</source>
        <translation>%2 上 %1 的密码。
它保存在系统钥匙串中，从不写入文件。</translation>
    </message>
    <message>
        <source>The password could not be stored: %1
Unlock or start your keychain (GNOME Keyring, KWallet), then set it again (File ▸ Set ClickHouse password…).</source>
        <translation>无法保存密码：%1
请解锁或启动钥匙串（GNOME Keyring、KWallet），然后重新设置（文件 ▸ 设置 ClickHouse 密码…）。</translation>
    </message>
    <message>
        <source>The cache held another repository&apos;s rows; they were cleared for %1.</source>
        <translation>缓存中有另一个仓库的行；已为 %1 清除。</translation>
    </message>
</context>
<context>
    <name>hw::ConsoleHost</name>
    <message>
        <source>Switch profile</source>
        <translation>切换配置文件</translation>
    </message>
    <message>
        <source>Cannot open profile &quot;%1&quot;: %2
Staying with the current one.</source>
        <translation>无法打开配置文件“%1”：%2
继续使用当前配置文件。</translation>
    </message>
    <message>
        <source>Edit profile</source>
        <translation>编辑配置文件</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>保存配置文件</translation>
    </message>
    <message>
        <source>Keychain</source>
        <translation>钥匙串</translation>
    </message>
    <message>
        <source>Import a profile</source>
        <translation>导入配置文件</translation>
    </message>
    <message>
        <source>Profiles (*.ini);;All files (*)</source>
        <translation>配置文件 (*.ini);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Imported profile &quot;%1&quot; (no secrets: set its password when you open it).</source>
        <translation>已导入配置文件“%1”（不含机密：打开时请设置其密码）。</translation>
    </message>
    <message>
        <source>Export this profile</source>
        <translation>导出此配置文件</translation>
    </message>
    <message>
        <source>Profiles (*.ini)</source>
        <translation>配置文件 (*.ini)</translation>
    </message>
    <message>
        <source>Exported to %1, without secrets.</source>
        <translation>已导出到 %1，不含机密。</translation>
    </message>
    <message>
        <source>Open in a text editor</source>
        <translation>在文本编辑器中打开</translation>
    </message>
    <message>
        <source>The profile was saved, but the password could not be stored: %1
Unlock or start your keychain (GNOME Keyring, KWallet), then set it again (File ▸ Set ClickHouse password…).</source>
        <translation>配置文件已保存，但无法保存密码：%1
请解锁或启动钥匙串（GNOME Keyring、KWallet），然后重新设置（文件 ▸ 设置 ClickHouse 密码…）。</translation>
    </message>
    <message>
        <source>Opening profile &quot;%1&quot; was cancelled; this one stays.</source>
        <translation>已取消打开配置文件“%1”；保留当前配置文件。</translation>
    </message>
</context>
<context>
    <name>hw::ConsoleInputs</name>
    <message>
        <source>Opening the cache of profile %1…</source>
        <translation>正在打开配置文件 %1 的缓存…</translation>
    </message>
    <message>
        <source>Preparing the demo recording…</source>
        <translation>正在准备演示录制…</translation>
    </message>
    <message>
        <source>Reading the recording %1…</source>
        <translation>正在读取录制 %1…</translation>
    </message>
    <message>
        <source>the bundled demo recording cannot be loaded: %1 — reinstall HUD Watch, or start with --profile NAME</source>
        <translation>无法加载内置的演示录制：%1 — 请重新安装 HUD Watch，或使用 --profile NAME 启动</translation>
    </message>
    <message>
        <source>cannot replay %1: %2</source>
        <translation>无法回放 %1：%2</translation>
    </message>
    <message>
        <source>%1 — move the file aside (HUD Watch fetches the data again) or set cache/path in the profile</source>
        <translation>%1 — 请把该文件移到别处（HUD Watch 会重新获取数据），或在配置文件中设置 cache/path</translation>
    </message>
    <message>
        <source>Opening the cache of profile %1 and writing what it holds to %2…</source>
        <translation>正在打开配置文件 %1 的缓存，并把其内容写入 %2…</translation>
    </message>
    <message>
        <source>--record %1: %2</source>
        <translation>--record %1：%2</translation>
    </message>
    <message>
        <source>cannot open %1: %2 — give --utilization an nvidia-smi CSV or monitor.py JSON lines file</source>
        <translation>无法打开 %1：%2 — 请给 --utilization 传入 nvidia-smi CSV 或 monitor.py 的 JSON 行文件</translation>
    </message>
    <message>
        <source>%1 — fix the file, or remove grid/groupingFile from the profile</source>
        <translation>%1 — 请修正该文件，或从配置文件中删除 grid/groupingFile</translation>
    </message>
</context>
<context>
    <name>hw::CredentialStore</name>
    <message>
        <source>no secret stored for %1</source>
        <translation>没有为 %1 保存的密钥</translation>
    </message>
    <message>
        <source>keychain access denied for %1 — allow HUD Watch in your keychain (GNOME Keyring, KWallet)</source>
        <translation>钥匙串拒绝访问 %1 — 请在钥匙串（GNOME Keyring、KWallet）中允许 HUD Watch</translation>
    </message>
    <message>
        <source>keychain error for %1: %2 — unlock or start your keychain (GNOME Keyring, KWallet)</source>
        <translation>%1 的钥匙串错误：%2 — 请解锁或启动钥匙串（GNOME Keyring、KWallet）</translation>
    </message>
    <message>
        <source>the keychain did not answer within %1 s (is it locked, or waiting for a password prompt?)</source>
        <translation>钥匙串在 %1 秒内没有应答（是否已锁定，或正在等待输入密码？）</translation>
    </message>
    <message>
        <source>no keychain available (Secret Service not running?)</source>
        <translation>没有可用的钥匙串（Secret Service 未运行？）</translation>
    </message>
</context>
<context>
    <name>hw::CustomRangeDialog</name>
    <message>
        <source>Custom time range</source>
        <translation>自定义时间范围</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>local time</source>
        <translation>本地时间</translation>
    </message>
    <message>
        <source>&amp;From (%1):</source>
        <translation>从（%1）(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;To (%1):</source>
        <translation>到（%1）(&amp;T)：</translation>
    </message>
    <message>
        <source>⚠ The range ends before it starts.</source>
        <translation>⚠ 范围的结束早于开始。</translation>
    </message>
</context>
<context>
    <name>hw::DesktopNotifier</name>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
</context>
<context>
    <name>hw::DisabledTestsModel</name>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Disabled by issue #%1 since %2 (UTC)</source>
        <translation>自 %2（UTC）起被 issue #%1 禁用</translation>
    </message>
    <message>
        <source>Disabled test</source>
        <translation>已禁用的测试</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Issue</translation>
    </message>
    <message>
        <source>Platforms</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>起始</translation>
    </message>
</context>
<context>
    <name>hw::ExportWindowDialog</name>
    <message>
        <source>Export time window</source>
        <translation>导出时间窗口</translation>
    </message>
    <message>
        <source>Writes the grid&apos;s commits and job rows of a time window to one file that &lt;tt&gt;hudwatch --replay FILE&lt;/tt&gt; opens offline. No password or token is written.</source>
        <translation>将网格中某个时间窗口的提交和 job 行写入一个文件，&lt;tt&gt;hudwatch --replay FILE&lt;/tt&gt; 可离线打开。不会写入任何密码或令牌。</translation>
    </message>
    <message>
        <source>Held:</source>
        <translation>已有：</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>从(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>到(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>⚠ The window ends before it starts.</source>
        <translation>⚠ 窗口的结束早于开始。</translation>
    </message>
</context>
<context>
    <name>hw::FigureCommand</name>
    <message>
        <source>Print JSON (the format these commands write).</source>
        <translation>输出 JSON（这些命令写出的格式）。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>Try &apos;hudwatch %1 --help&apos;.</source>
        <translation>请尝试 &apos;hudwatch %1 --help&apos;。</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>意外的参数：%1</translation>
    </message>
    <message>
        <source>give --json: the figures are printed as JSON (the shapes are in the README)</source>
        <translation>请给出 --json：数据以 JSON 输出（格式见 README）</translation>
    </message>
</context>
<context>
    <name>hw::FigureSource</name>
    <message>
        <source>Read the profile NAME&apos;s cache (what its console shows offline).</source>
        <translation>读取配置文件 NAME 的缓存（即其控制台离线时显示的内容）。</translation>
    </message>
    <message>
        <source>Read a recording FILE (or &quot;demo&quot;); without --profile and --replay, the bundled demo recording.</source>
        <translation>读取录制文件 FILE（或 &quot;demo&quot;）；未给出 --profile 和 --replay 时，读取内置的演示录制。</translation>
    </message>
    <message>
        <source>The instant of the recording to read: ISO 8601 UTC (2024-08-14T03:10:00Z) or a time of day (03:10) on its first day (default: the demo&apos;s live instant, a recording&apos;s end).</source>
        <translation>要读取的录制时刻：ISO 8601 UTC（2024-08-14T03:10:00Z）或录制首日的当日时间（03:10）（默认：演示取其实时时刻，录制取其结尾）。</translation>
    </message>
    <message>
        <source>--profile and --replay cannot be combined</source>
        <translation>--profile 与 --replay 不能同时使用</translation>
    </message>
    <message>
        <source>--at reads a recording: give --replay FILE (make one with &apos;hudwatch --profile %1 --record FILE&apos;)</source>
        <translation>--at 用于读取录制：请给出 --replay FILE（可用 &apos;hudwatch --profile %1 --record FILE&apos; 创建）</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no cache yet (%2): open the console with --profile %1 once</source>
        <translation>配置文件“%1”尚无缓存（%2）：请用 --profile %1 打开一次控制台</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no grid rows cached yet: open the console with --profile %1 once</source>
        <translation>配置文件“%1”尚未缓存网格行：请用 --profile %1 打开一次控制台</translation>
    </message>
    <message>
        <source>this recording has no %1 at or before %2</source>
        <translation>此录制在 %2 或之前没有 %1</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no %2 cached yet: open its view in the console with --profile %1 once</source>
        <translation>配置文件“%1”尚未缓存%2：请用 --profile %1 在控制台中打开一次相应视图</translation>
    </message>
</context>
<context>
    <name>hw::FlakyClickHouseSource</name>
    <message>
        <source>flaky tests: invalid time range %1 .. %2 (it must be non-empty and at most %3 days): choose another range</source>
        <translation>Flaky 测试：无效的时间范围 %1 .. %2（不能为空，且最多 %3 天）：请选择其他时间范围</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; has type %2, expected array</source>
        <translation>列 &apos;%1&apos; 的类型为 %2，应为数组</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; holds a %2, expected strings</source>
        <translation>列 &apos;%1&apos; 含有 %2，应为字符串</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; is empty</source>
        <translation>列 &apos;%1&apos; 为空</translation>
    </message>
    <message>
        <source>%1 flaky and %2 failed runs of %3</source>
        <translation>%3 次运行中 %1 次不稳定、%2 次失败</translation>
    </message>
    <message>
        <source>column &apos;issue&apos; is not an issue number (%1)</source>
        <translation>列 &apos;issue&apos; 不是 issue 编号（%1）</translation>
    </message>
    <message>
        <source>flaky tests: invalid ClickHouse table name &apos;%1&apos; (a bug in HUD Watch: please report it)</source>
        <translation>Flaky 测试：无效的 ClickHouse 表名 &apos;%1&apos;（HUD Watch 的缺陷：请报告）</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; holds a %2, expected integers</source>
        <translation>列 &apos;%1&apos; 含有 %2，应为整数</translation>
    </message>
    <message>
        <source>numGreen %1 and numRed %2 of a flaky test</source>
        <translation>flaky 测试的 numGreen 为 %1、numRed 为 %2</translation>
    </message>
    <message>
        <source>numGreen %1 and numRed %2 of a rerun test</source>
        <translation>重跑测试的 numGreen 为 %1、numRed 为 %2</translation>
    </message>
</context>
<context>
    <name>hw::FlakyDemo</name>
    <message>
        <source>the demo has no runs of %1</source>
        <translation>演示数据中没有 %1 的运行</translation>
    </message>
</context>
<context>
    <name>hw::FlakyFeature</name>
    <message>
        <source>flaky tests</source>
        <translation>flaky 测试</translation>
    </message>
    <message>
        <source>this recording has no test runs</source>
        <translation>此录制中没有测试运行</translation>
    </message>
    <message>
        <source>offline: the runs of a test are fetched from ClickHouse — start without --offline to see them</source>
        <translation>离线：测试的运行记录需从 ClickHouse 获取 — 不带 --offline 启动即可查看</translation>
    </message>
</context>
<context>
    <name>hw::FlakyFigures</name>
    <message>
        <source>flaky-test results</source>
        <translation>flaky 测试结果</translation>
    </message>
    <message>
        <source>the stored flaky-test results are unreadable: %1</source>
        <translation>保存的 flaky 测试结果无法读取：%1</translation>
    </message>
</context>
<context>
    <name>hw::FlakyHistoryJson</name>
    <message>
        <source>not a JSON object (%1)</source>
        <translation>不是 JSON 对象（%1）</translation>
    </message>
    <message>
        <source>version %1, this build reads version %2</source>
        <translation>版本 %1，此版本只能读取版本 %2</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>应为 true 或 false</translation>
    </message>
    <message>
        <source>not an outcome</source>
        <translation>不是有效的结果</translation>
    </message>
</context>
<context>
    <name>hw::FlakyPage</name>
    <message>
        <source>Disabled tests per day, by platform</source>
        <translation>每日已禁用的测试，按平台</translation>
    </message>
    <message>
        <source>No disabled-test snapshots in this time range</source>
        <translation>此时间范围内没有已禁用测试的快照</translation>
    </message>
    <message>
        <source>Filter tests by regular expression (file · class · name)</source>
        <translation>按正则表达式筛选测试（文件 · 类 · 名称）</translation>
    </message>
    <message>
        <source>Test filter</source>
        <translation>测试筛选</translation>
    </message>
    <message>
        <source>at least </source>
        <translation>至少 </translation>
    </message>
    <message>
        <source> runs</source>
        <translation> 次运行</translation>
    </message>
    <message>
        <source>Tests with fewer runs are left out: a flake rate from a handful of runs says little</source>
        <translation>略去运行次数更少的测试：只有几次运行的 flaky 率说明不了什么</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Disabled now</source>
        <translation>当前已禁用</translation>
    </message>
    <message>
        <source>Could be re-enabled</source>
        <translation>可重新启用</translation>
    </message>
    <message>
        <source>Enter or double-click: every run of the test</source>
        <translation>Enter 或双击：该测试的所有运行</translation>
    </message>
    <message>
        <source>%1 of %2 tests</source>
        <translation>%2 个测试中的 %1 个</translation>
    </message>
    <message>
        <source>No flaky tests in this range</source>
        <translation>此范围内没有 flaky 测试</translation>
    </message>
    <message>
        <source> · ⊘ %1 disabled now</source>
        <translation> · ⊘ %1 个当前已禁用</translation>
    </message>
    <message>
        <source> · ✓ %1 could be re-enabled</source>
        <translation> · ✓ %1 个可重新启用</translation>
    </message>
    <message>
        <source> · 1 test run without a name not counted</source>
        <translation> · 1 次无名称的测试运行未计入</translation>
    </message>
    <message>
        <source> · %1 test runs without a name not counted</source>
        <translation> · %1 次无名称的测试运行未计入</translation>
    </message>
    <message>
        <source>flaky tests</source>
        <translation>flaky 测试</translation>
    </message>
    <message>
        <source>across-file reruns</source>
        <translation>跨文件重跑</translation>
    </message>
    <message>
        <source>disabled per day</source>
        <translation>每日禁用数</translation>
    </message>
    <message>
        <source>disabled tests</source>
        <translation>已禁用的测试</translation>
    </message>
    <message>
        <source>re-enable candidates</source>
        <translation>可重新启用的候选测试</translation>
    </message>
    <message>
        <source>✗ %1 could not be read: %2</source>
        <translation>✗ 无法读取%1：%2</translation>
    </message>
    <message>
        <source>⚠ 1 flaky test (HUD, in process) with at least %1 runs (console)</source>
        <translation>⚠ 1 个 flaky 测试（HUD，进程内），至少 %1 次运行（控制台）</translation>
    </message>
    <message>
        <source>⚠ %1 flaky tests (HUD, in process) with at least %2 runs (console)</source>
        <translation>⚠ %1 个 flaky 测试（HUD，进程内），至少 %2 次运行（控制台）</translation>
    </message>
    <message>
        <source> · %1 across-file reruns (HUD)</source>
        <translation> · %1 次跨文件重跑（HUD）</translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestHistorySource</name>
    <message>
        <source>column &apos;outcome&apos; has an unknown value &apos;%1&apos;</source>
        <translation>列 &apos;outcome&apos; 的值 &apos;%1&apos; 未知</translation>
    </message>
    <message>
        <source>%1 flaky and %2 failed runs of %3</source>
        <translation>%3 次运行中 %1 次不稳定、%2 次失败</translation>
    </message>
    <message>
        <source>flaky tests: no test named</source>
        <translation>Flaky 测试：未指定测试</translation>
    </message>
    <message>
        <source>flaky tests: invalid time range for %1: choose another range</source>
        <translation>Flaky 测试：%1 的时间范围无效：请选择其他时间范围</translation>
    </message>
    <message>
        <source>flaky tests: invalid ClickHouse table name (a bug in HUD Watch: please report it)</source>
        <translation>Flaky 测试：无效的 ClickHouse 表名（HUD Watch 的缺陷：请报告）</translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestRunsModel</name>
    <message>
        <source>%1 passed</source>
        <translation>%1 通过</translation>
    </message>
    <message>
        <source>%1 flaky (passed on rerun)</source>
        <translation>%1 flaky（重跑后通过）</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 失败</translation>
    </message>
    <message>
        <source>%1 skipped</source>
        <translation>%1 跳过</translation>
    </message>
    <message>
        <source>job %1 (not in workflow_job)</source>
        <translation>job %1（不在 workflow_job 中）</translation>
    </message>
    <message>
        <source>Enter or double-click opens %1</source>
        <translation>Enter 或双击打开 %1</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
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
        <translation>← 所有 flaky 测试</translation>
    </message>
    <message>
        <source>Back to the list (Esc)</source>
        <translation>返回列表 (Esc)</translation>
    </message>
    <message>
        <source>Flake rate per day, with its 95 % interval</source>
        <translation>每日 flaky 率及其 95 % 区间</translation>
    </message>
    <message>
        <source>No runs of this test in this time range</source>
        <translation>此时间范围内没有该测试的运行</translation>
    </message>
    <message>
        <source>⚠ %1 flaky of %2 runs · %3 · %4</source>
        <translation>⚠ %2 次运行中 %1 次 flaky · %3 · %4</translation>
    </message>
    <message>
        <source>disabled by #%1</source>
        <translation>被 #%1 禁用</translation>
    </message>
    <message>
        <source>not disabled</source>
        <translation>未禁用</translation>
    </message>
    <message>
        <source>Loading every run…</source>
        <translation>正在加载所有运行…</translation>
    </message>
    <message>
        <source>1 run</source>
        <translation>1 次运行</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 次运行</translation>
    </message>
    <message>
        <source> (the newest; older runs are left out)</source>
        <translation>（最新的；略去更早的运行）</translation>
    </message>
    <message>
        <source> · ⚠ %1 malformed rows left out</source>
        <translation> · ⚠ 已略去 %1 行格式错误的数据</translation>
    </message>
    <message>
        <source> · Enter on a run opens its job</source>
        <translation> · 在运行上按 Enter 打开其 job</translation>
    </message>
    <message>
        <source>The runs are not available (see above)</source>
        <translation>运行记录不可用（见上文）</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>返回列表</translation>
    </message>
    <message>
        <source>Flaky tests</source>
        <translation>Flaky 测试</translation>
    </message>
    <message>
        <source>Stop loading the runs (Esc)</source>
        <translation>停止加载运行（Esc）</translation>
    </message>
    <message>
        <source>Cancelled; the runs were not loaded. Enter on the test in the list (Esc goes back to it) loads them again.</source>
        <translation>已取消；未加载运行。在列表中的该测试上按 Enter（Esc 返回列表）可重新加载。</translation>
    </message>
    <message>
        <source>The runs were not loaded (cancelled)</source>
        <translation>未加载运行（已取消）</translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestsFilterProxy</name>
    <message>
        <source>Invalid regular expression at character %1: %2 — fix it or put \ before . * ( [</source>
        <translation>第 %1 个字符处的正则表达式无效：%2 — 请修正，或在 . * ( [ 前加 \</translation>
    </message>
</context>
<context>
    <name>hw::FlakyTestsModel</name>
    <message>
        <source>%1 % (≥ %2 %)</source>
        <translation>%1 %（≥ %2 %）</translation>
    </message>
    <message>
        <source>unknown job</source>
        <translation>未知 job</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 flaky of %2 runs (%3 more failed without passing). Ranked by the lower bound of the 95 % Wilson interval: few runs give a low bound.</source>
        <translation>%2 次运行中 %1 次 flaky（另有 %3 次失败且未通过）。按 95 % Wilson 区间下界排序：运行次数少则下界低。</translation>
    </message>
    <message>
        <source>The jobs it flaked in are not in workflow_job.</source>
        <translation>它出现 flaky 的 job 不在 workflow_job 中。</translation>
    </message>
    <message>
        <source>Test (file · class · name)</source>
        <translation>测试（文件 · 类 · 名称）</translation>
    </message>
    <message>
        <source>Platforms / jobs</source>
        <translation>平台 / job</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>已禁用</translation>
    </message>
    <message>
        <source>Last flake</source>
        <translation>最近 flaky</translation>
    </message>
    <message>
        <source>Flaky runs (console)</source>
        <translation>Flaky 运行（控制台）</translation>
    </message>
    <message>
        <source>Runs (console)</source>
        <translation>运行（控制台）</translation>
    </message>
    <message>
        <source>Flake rate (console, 95 % lower bound)</source>
        <translation>Flaky 率（控制台，95 % 下界）</translation>
    </message>
    <message>
        <source>HUD&apos;s flaky_tests/in_subprocess: numGreen = the test&apos;s rows that passed on a rerun with no failure, numRed = their reruns (jobs on main of this repository)</source>
        <translation>HUD 的 flaky_tests/in_subprocess：numGreen = 该测试在重跑中通过且无失败的行数，numRed = 其重跑次数（此仓库 main 上的 job）</translation>
    </message>
    <message>
        <source>numGreen (HUD)</source>
        <translation>numGreen（HUD）</translation>
    </message>
    <message>
        <source>numRed (HUD)</source>
        <translation>numRed（HUD）</translation>
    </message>
</context>
<context>
    <name>hw::GitHubJobLogClient</name>
    <message>
        <source>GitHub refused the sign-in: %1</source>
        <translation>GitHub 拒绝了登录：%1</translation>
    </message>
    <message>
        <source>the log&apos;s storage answered HTTP %1 — press L on the cell again in a minute</source>
        <translation>日志存储返回 HTTP %1 — 请过一分钟在该单元格上再按一次 L</translation>
    </message>
    <message>
        <source>GitHub wants a sign-in for this log — sign in (File ▸ Sign in)</source>
        <translation>GitHub 要求登录才能查看此日志 — 请登录（文件 ▸ 登录）</translation>
    </message>
    <message>
        <source>GitHub refused the sign-in — sign in again (File ▸ Sign in)</source>
        <translation>GitHub 拒绝了登录 — 请重新登录（文件 ▸ 登录）</translation>
    </message>
    <message>
        <source>GitHub answered HTTP %1: no such job log, or not visible to anonymous requests — sign in (File ▸ Sign in)</source>
        <translation>GitHub 返回 HTTP %1：没有此作业日志，或匿名请求无法查看 — 请登录（文件 ▸ 登录）</translation>
    </message>
    <message>
        <source>GitHub answered HTTP %1: no such job log, or not visible to this sign-in — open the job&apos;s GitHub page (Enter on the cell)</source>
        <translation>GitHub 返回 HTTP %1：没有此作业日志，或当前登录无法查看 — 请打开该作业的 GitHub 页面（在单元格上按 Enter）</translation>
    </message>
    <message>
        <source>GitHub answered HTTP %1 — press L on the cell again in a minute</source>
        <translation>GitHub 返回 HTTP %1 — 请过一分钟在该单元格上再按一次 L</translation>
    </message>
    <message>
        <source>GitHub answered HTTP %1 — open the job&apos;s GitHub page (Enter on the cell)</source>
        <translation>GitHub 返回 HTTP %1 — 请打开该作业的 GitHub 页面（在单元格上按 Enter）</translation>
    </message>
</context>
<context>
    <name>hw::GridAlertEvaluator</name>
    <message>
        <source>failing on the last commit, %1</source>
        <translation>在最新提交上失败，%1</translation>
    </message>
    <message>
        <source>failing on the last %1 commits, since %2</source>
        <translation>在最近 %1 个提交上失败，自 %2 起</translation>
    </message>
    <message>
        <source>failed (your rule &quot;%1&quot;)</source>
        <translation>失败（您的规则“%1”）</translation>
    </message>
    <message>
        <source>broken: %1</source>
        <translation>损坏：%1</translation>
    </message>
    <message>
        <source>trunk</source>
        <translation>trunk</translation>
    </message>
    <message>
        <source>red for %1 min, broken jobs: %2</source>
        <translation>红色已 %1 分钟，损坏的 job：%2</translation>
    </message>
    <message>
        <source>unreachable, failed polls: %1</source>
        <translation>无法访问，轮询失败：%1</translation>
    </message>
    <message>
        <source>no new data for %1 min</source>
        <translation>%1 分钟没有新数据</translation>
    </message>
</context>
<context>
    <name>hw::GridClickHouseSource</name>
    <message>
        <source>%1 row %2: %3</source>
        <translation>%1 第 %2 行：%3</translation>
    </message>
</context>
<context>
    <name>hw::GridFilterBar</name>
    <message>
        <source>Filter jobs (regex)…</source>
        <translation>筛选 job（正则）…</translation>
    </message>
    <message>
        <source>Case-insensitive regular expression on &quot;workflow / job&quot;. Press / to focus, Esc to clear.</source>
        <translation>对“workflow / job”做不区分大小写的正则匹配。按 / 聚焦，按 Esc 清除。</translation>
    </message>
    <message>
        <source>Hide green</source>
        <translation>隐藏绿色</translation>
    </message>
    <message>
        <source>Hide job columns without any failure or pending run</source>
        <translation>隐藏没有任何失败或待运行的 job 列</translation>
    </message>
    <message>
        <source>Hide unstable</source>
        <translation>隐藏不稳定</translation>
    </message>
    <message>
        <source>Hide jobs marked unstable (their failures are warnings)</source>
        <translation>隐藏标记为不稳定的 job（其失败仅为警告）</translation>
    </message>
    <message>
        <source>Hide skipped</source>
        <translation>隐藏已跳过</translation>
    </message>
    <message>
        <source>Hide jobs that were skipped on every commit</source>
        <translation>隐藏在每个提交上都被跳过的 job</translation>
    </message>
    <message>
        <source>Grouped</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Show one column per job group</source>
        <translation>每个 job 组显示一列</translation>
    </message>
    <message>
        <source>Invalid regex at %1: %2 — fix it or put \ before . * ( [</source>
        <translation>位置 %1 处的正则无效：%2 — 请修正，或在 . * ( [ 前加 \</translation>
    </message>
    <message>
        <source>Clear the filter</source>
        <translation>清除过滤器</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
</context>
<context>
    <name>hw::GridJobRows</name>
    <message>
        <source>the reply has no column &apos;%1&apos;</source>
        <translation>回复中没有列 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; holds &apos;%2&apos;, expected an integer</source>
        <translation>列 &apos;%1&apos; 的值为 &apos;%2&apos;，应为整数</translation>
    </message>
</context>
<context>
    <name>hw::GridLegend</name>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>flaky (passed on retry)</source>
        <translation>flaky（重试后通过）</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>warning (unstable job)</source>
        <translation>警告（不稳定 job）</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>skipped / neutral</source>
        <translation>已跳过 / 中性</translation>
    </message>
    <message>
        <source>no job</source>
        <translation>无 job</translation>
    </message>
    <message>
        <source>other conclusion (e.g. startup failure)</source>
        <translation>其他结论（例如启动失败）</translation>
    </message>
</context>
<context>
    <name>hw::GridSync</name>
    <message numerus="yes">
        <source>%n row(s) with invalid UTF-8 text (shown as �)</source>
        <translation>
            <numerusform>%n 行包含无效的 UTF-8 文本（显示为 �）</numerusform>
        </translation>
    </message>
    <message>
        <source>cache write failed: %1 — free disk space; the poll is retried</source>
        <translation>写入缓存失败：%1 — 请释放磁盘空间；轮询会重试</translation>
    </message>
    <message>
        <source>cache: %1 — if this persists, move the cache file aside (HUD Watch fetches the data again)</source>
        <translation>缓存：%1 — 如果问题持续，请把缓存文件移到别处（HUD Watch 会重新获取数据）</translation>
    </message>
    <message>
        <source>cache: the older commits cannot be read: %1 — if this persists, move the cache file aside (HUD Watch fetches the data again)</source>
        <translation>缓存：无法读取较早的提交：%1 — 如果问题持续，请把缓存文件移到别处（HUD Watch 会重新获取数据）</translation>
    </message>
</context>
<context>
    <name>hw::GroupingRules</name>
    <message>
        <source>cannot read grouping file %1: %2</source>
        <translation>无法读取分组文件 %1：%2</translation>
    </message>
    <message>
        <source>grouping config is not valid JSON (offset %1): %2</source>
        <translation>分组配置不是有效的 JSON（偏移 %1）：%2</translation>
    </message>
    <message>
        <source>grouping config must be a JSON object with a &quot;groups&quot; array</source>
        <translation>分组配置必须是带有 &quot;groups&quot; 数组的 JSON 对象</translation>
    </message>
    <message>
        <source>grouping config has no &quot;groups&quot; array</source>
        <translation>分组配置没有 &quot;groups&quot; 数组</translation>
    </message>
    <message>
        <source>grouping config: group #%1 has no name</source>
        <translation>分组配置：第 %1 个分组没有名称</translation>
    </message>
    <message>
        <source>grouping config: group &quot;%1&quot; has no pattern</source>
        <translation>分组配置：分组 &quot;%1&quot; 没有模式</translation>
    </message>
    <message>
        <source>grouping config: group &quot;%1&quot; has unknown flag &apos;%2&apos; (only &apos;i&apos;)</source>
        <translation>分组配置：分组 &quot;%1&quot; 有未知标志 &apos;%2&apos;（只支持 &apos;i&apos;）</translation>
    </message>
    <message>
        <source>grouping config: group &quot;%1&quot; has an invalid pattern &quot;%2&quot;: %3 at offset %4</source>
        <translation>分组配置：分组 &quot;%1&quot; 的模式 &quot;%2&quot; 无效：偏移 %4 处 %3</translation>
    </message>
    <message>
        <source>grouping config: &quot;fallback&quot; must be a non-empty string</source>
        <translation>分组配置：&quot;fallback&quot; 必须是非空字符串</translation>
    </message>
</context>
<context>
    <name>hw::GuardedReply</name>
    <message>
        <source>response larger than %1 MB</source>
        <translation>应答大于 %1 MB</translation>
    </message>
    <message>
        <source>could not connect within %1 s</source>
        <translation>%1 秒内无法连接</translation>
    </message>
    <message>
        <source>no response data for %1 s</source>
        <translation>%1 秒内没有收到应答数据</translation>
    </message>
    <message>
        <source>no complete response within %1 s</source>
        <translation>%1 秒内没有收到完整应答</translation>
    </message>
    <message>
        <source>TLS certificate verification failed: %1</source>
        <translation>TLS 证书验证失败：%1</translation>
    </message>
    <message>
        <source>connection closed before the whole response arrived (%1)</source>
        <translation>完整应答到达前连接已关闭（%1）</translation>
    </message>
</context>
<context>
    <name>hw::GzipDecoder</name>
    <message>
        <source>not gzip data</source>
        <translation>不是 gzip 数据</translation>
    </message>
    <message>
        <source>zlib could not be initialised (out of memory?)</source>
        <translation>无法初始化 zlib（内存不足？）</translation>
    </message>
    <message>
        <source>decompressed data larger than %1 bytes</source>
        <translation>解压后的数据超过 %1 字节</translation>
    </message>
    <message>
        <source>truncated %1 data</source>
        <translation>%1 数据被截断</translation>
    </message>
    <message>
        <source>corrupt %1 data: CRC or length mismatch (%2)</source>
        <translation>%1 数据已损坏：CRC 或长度不符（%2）</translation>
    </message>
    <message>
        <source>corrupt %1 data (%2)</source>
        <translation>%1 数据已损坏（%2）</translation>
    </message>
</context>
<context>
    <name>hw::GzipStream</name>
    <message>
        <source>zlib could not be initialised (out of memory?)</source>
        <translation>无法初始化 zlib（内存不足？）</translation>
    </message>
    <message>
        <source>corrupt %1 data: CRC or length mismatch (%2)</source>
        <translation>%1 数据已损坏：CRC 或长度不符（%2）</translation>
    </message>
    <message>
        <source>corrupt %1 data (%2)</source>
        <translation>%1 数据已损坏（%2）</translation>
    </message>
    <message>
        <source>zlib could not be reset (out of memory?)</source>
        <translation>无法重置 zlib（内存不足？）</translation>
    </message>
    <message>
        <source>truncated %1 data</source>
        <translation>%1 数据被截断</translation>
    </message>
</context>
<context>
    <name>hw::JobCache</name>
    <message>
        <source>cannot limit the size of cache file %1: %2</source>
        <translation>无法限制缓存文件 %1 的大小：%2</translation>
    </message>
    <message>
        <source>cannot create the directory %1</source>
        <translation>无法创建目录 %1</translation>
    </message>
    <message>
        <source>cannot open cache file %1: %2</source>
        <translation>无法打开缓存文件 %1：%2</translation>
    </message>
    <message>
        <source>cannot switch cache file %1 to WAL journal mode: %2</source>
        <translation>无法将缓存文件 %1 切换到 WAL 日志模式：%2</translation>
    </message>
    <message>
        <source>cannot configure cache file %1: %2</source>
        <translation>无法配置缓存文件 %1：%2</translation>
    </message>
    <message>
        <source>cache file %1 does not have the expected schema: %2</source>
        <translation>缓存文件 %1 的结构不符合预期：%2</translation>
    </message>
    <message>
        <source>cannot read job columns from cache file %1: %2</source>
        <translation>无法从缓存文件 %1 读取作业列：%2</translation>
    </message>
    <message>
        <source>cannot read strings from cache file %1: %2</source>
        <translation>无法从缓存文件 %1 读取字符串：%2</translation>
    </message>
    <message>
        <source>cache file %1 is not open</source>
        <translation>缓存文件 %1 未打开</translation>
    </message>
    <message>
        <source>cannot start writing to cache file %1: %2</source>
        <translation>无法开始写入缓存文件 %1：%2</translation>
    </message>
    <message>
        <source>cannot store batch of %1 commits and %2 jobs from source &quot;%3&quot; in cache file %4, nothing was written: %5</source>
        <translation>无法将来源 &quot;%3&quot; 的 %1 个提交和 %2 个作业存入缓存文件 %4，未写入任何内容：%5</translation>
    </message>
    <message>
        <source>cannot store the %1 snapshot in cache file %2, the previous one is kept: %3</source>
        <translation>无法将 %1 快照存入缓存文件 %2，保留上一个快照：%3</translation>
    </message>
    <message>
        <source>cannot read the %1 snapshot from cache file %2: %3</source>
        <translation>无法从缓存文件 %2 读取 %1 快照：%3</translation>
    </message>
    <message>
        <source>cannot read the history of the %1 snapshot from cache file %2: %3</source>
        <translation>无法从缓存文件 %2 读取 %1 快照的历史：%3</translation>
    </message>
    <message>
        <source>cannot load from cache file %1: %2</source>
        <translation>无法从缓存文件 %1 加载：%2</translation>
    </message>
    <message>
        <source>jobs refer to unknown column or string ids; run an integrity check</source>
        <translation>作业引用了未知的列或字符串 ID；请运行完整性检查</translation>
    </message>
    <message>
        <source>dangling reference in table %1</source>
        <translation>表 %1 中有悬空引用</translation>
    </message>
    <message>
        <source>cache file %1 failed the integrity check: %2</source>
        <translation>缓存文件 %1 未通过完整性检查：%2</translation>
    </message>
    <message>
        <source>cache file is not a database: %1 (%2); leaving it untouched</source>
        <translation>缓存文件不是数据库：%1（%2）；保持原样不动</translation>
    </message>
    <message>
        <source>cache file is corrupt: %1 (%2); leaving it untouched</source>
        <translation>缓存文件已损坏：%1（%2）；保持原样不动</translation>
    </message>
    <message>
        <source>cannot read cache file %1: %2</source>
        <translation>无法读取缓存文件 %1：%2</translation>
    </message>
    <message>
        <source>file is an SQLite database but not a HUD Watch cache: %1; leaving it untouched</source>
        <translation>该文件是 SQLite 数据库，但不是 HUD Watch 缓存：%1；保持原样不动</translation>
    </message>
    <message>
        <source>cache file %1 has schema version %2, newer than version %3 that this build of hudwatch understands; leaving it untouched (use a newer hudwatch or another cache file)</source>
        <translation>缓存文件 %1 的结构版本为 %2，比此版本 hudwatch 能识别的版本 %3 更新；保持原样不动（请使用更新的 hudwatch 或其他缓存文件）</translation>
    </message>
    <message>
        <source>cache file %1 has no schema version; leaving it untouched</source>
        <translation>缓存文件 %1 没有结构版本；保持原样不动</translation>
    </message>
    <message>
        <source>cannot lock cache file %1 to update its schema: %2</source>
        <translation>无法锁定缓存文件 %1 以更新其结构：%2</translation>
    </message>
    <message>
        <source>cannot migrate cache file %1 from schema version %2 to %3: %4</source>
        <translation>无法将缓存文件 %1 从结构版本 %2 迁移到 %3：%4</translation>
    </message>
    <message>
        <source>cannot record schema version %1 in cache file %2: %3</source>
        <translation>无法在缓存文件 %2 中记录结构版本 %1：%3</translation>
    </message>
    <message>
        <source>cannot create cache file %1: %2</source>
        <translation>无法创建缓存文件 %1：%2</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>cannot read the alert history of source &quot;%1&quot; from cache file %2: %3</source>
        <translation>无法从缓存文件 %2 读取来源“%1”的告警历史：%3</translation>
    </message>
    <message>
        <source>an alert transition of unknown kind &quot;%1&quot;</source>
        <translation>未知类型“%1”的告警变化</translation>
    </message>
    <message>
        <source>sync state: %1</source>
        <translation>同步状态：%1</translation>
    </message>
    <message>
        <source>commits: %1</source>
        <translation>提交：%1</translation>
    </message>
    <message>
        <source>jobs: %1</source>
        <translation>Job：%1</translation>
    </message>
    <message>
        <source>cannot record the repository %1 in cache file %2: %3</source>
        <translation>无法在缓存文件 %2 中记录仓库 %1：%3</translation>
    </message>
</context>
<context>
    <name>hw::JobGridModel</name>
    <message>
        <source>(unstable: failures are warnings)</source>
        <translation>（不稳定：失败仅为警告）</translation>
    </message>
</context>
<context>
    <name>hw::JobGridView</name>
    <message>
        <source>Job grid</source>
        <translation>Job 网格</translation>
    </message>
    <message>
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>%1m</source>
        <translation>%1分</translation>
    </message>
    <message>
        <source>%1h</source>
        <translation>%1时</translation>
    </message>
    <message>
        <source>%1d</source>
        <translation>%1天</translation>
    </message>
    <message>
        <source>j / k  next / previous failure
Enter  open job   ·   l  its log
/  filter   ·   Space  pause refresh</source>
        <translation>j / k  下一个 / 上一个失败
Enter  打开 job   ·   l  其日志
/  筛选   ·   空格  暂停刷新</translation>
    </message>
    <message>
        <source>1 group</source>
        <translation>1 个组</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 个组</translation>
    </message>
    <message>
        <source>1 job</source>
        <translation>1 个 job</translation>
    </message>
    <message>
        <source>%1 jobs</source>
        <translation>%1 个 job</translation>
    </message>
    <message>
        <source>(+%1 muted)</source>
        <translation>（另有 %1 个已静音）</translation>
    </message>
    <message>
        <source>1 commit</source>
        <translation>1 个提交</translation>
    </message>
    <message>
        <source>%1 commits</source>
        <translation>%1 个提交</translation>
    </message>
    <message>
        <source>Open job page</source>
        <translation>打开 job 页面</translation>
    </message>
    <message>
        <source>Copy job URL</source>
        <translation>复制 job URL</translation>
    </message>
    <message>
        <source>Copy commit SHA</source>
        <translation>复制提交 SHA</translation>
    </message>
    <message>
        <source>&amp;Log of this job, at the failure	L</source>
        <translation>此 job 的日志，定位到失败处(&amp;L)	L</translation>
    </message>
    <message>
        <source>GPU &amp;utilization of this job	U</source>
        <translation>此 job 的 GPU 利用率(&amp;U)	U</translation>
    </message>
    <message>
        <source>&amp;Acknowledge: investigating (on / off)</source>
        <translation>确认：正在调查（开 / 关）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Mute alerts for this job (on / off)</source>
        <translation>将此 job 的告警静音（开 / 关）(&amp;M)</translation>
    </message>
    <message>
        <source>No job page for this cell</source>
        <translation>此单元格没有 job 页面</translation>
    </message>
    <message>
        <source>No job in this cell</source>
        <translation>此单元格中没有 job</translation>
    </message>
    <message>
        <source>Wrapped around to the first failure (newest commit)</source>
        <translation>已绕回到第一个失败（最新提交）</translation>
    </message>
    <message>
        <source>Wrapped around to the last failure (oldest commit)</source>
        <translation>已绕回到最后一个失败（最早提交）</translation>
    </message>
    <message>
        <source>No failures in the grid</source>
        <translation>网格中没有失败</translation>
    </message>
    <message>
        <source>MUTED</source>
        <translation>静音</translation>
    </message>
    <message>
        <source>ACK</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>%1 ack</source>
        <translation>%1 已确认</translation>
    </message>
    <message>
        <source>%1 muted</source>
        <translation>%1 已静音</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Next failure</source>
        <translation>下一个失败</translation>
    </message>
    <message>
        <source>Previous failure</source>
        <translation>上一个失败</translation>
    </message>
    <message>
        <source>Move left</source>
        <translation>向左移动</translation>
    </message>
    <message>
        <source>Move right</source>
        <translation>向右移动</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>向上移动</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>向下移动</translation>
    </message>
    <message>
        <source>A page up</source>
        <translation>向上翻一页</translation>
    </message>
    <message>
        <source>A page down</source>
        <translation>向下翻一页</translation>
    </message>
    <message>
        <source>First column</source>
        <translation>第一列</translation>
    </message>
    <message>
        <source>Last column</source>
        <translation>最后一列</translation>
    </message>
    <message>
        <source>Newest commit, first column</source>
        <translation>最新提交，第一列</translation>
    </message>
    <message>
        <source>Oldest commit, last column</source>
        <translation>最旧提交，最后一列</translation>
    </message>
    <message>
        <source>Open the job page</source>
        <translation>打开 job 页面</translation>
    </message>
    <message>
        <source>The cell&apos;s job log, at its failing line</source>
        <translation>该单元格 job 的日志，定位到失败行</translation>
    </message>
    <message>
        <source>GPU utilization of the cell&apos;s job</source>
        <translation>该单元格 job 的 GPU 利用率</translation>
    </message>
    <message>
        <source>Focus the job filter</source>
        <translation>聚焦 job 过滤器</translation>
    </message>
    <message>
        <source>Pause / resume refresh</source>
        <translation>暂停 / 恢复刷新</translation>
    </message>
</context>
<context>
    <name>hw::JobLogLocation</name>
    <message>
        <source>not a GitHub repository: &quot;%1&quot;</source>
        <translation>不是 GitHub 仓库：“%1”</translation>
    </message>
    <message>
        <source>job %1 has no log: not a job id</source>
        <translation>Job %1 没有日志：不是 Job ID</translation>
    </message>
    <message>
        <source>logs/rawLogBaseUrl: not an http(s) URL without query: &quot;%1&quot; — fix it in Profile ▸ Edit this profile…</source>
        <translation>logs/rawLogBaseUrl：不是不带查询参数的 http(s) URL：“%1” — 请在“配置文件 ▸ 编辑此配置文件…”中修正</translation>
    </message>
    <message>
        <source>cannot tell the repository of job %1 from its page %2</source>
        <translation>无法从页面 %2 判断 Job %1 所属的仓库</translation>
    </message>
</context>
<context>
    <name>hw::JobLogOpener</name>
    <message>
        <source>%1 — HUD Watch log</source>
        <translation>%1 — HUD Watch 日志</translation>
    </message>
    <message numerus="yes">
        <source> — following: trying again every %n s</source>
        <translation>
            <numerusform> — 跟随：每 %n 秒重试一次</numerusform>
        </translation>
    </message>
    <message>
        <source>The demo has a log only for failed jobs whose failure line came from one of its bundled real logs. Connect a profile to read any job&apos;s log.</source>
        <translation>演示只为失败行来自其内置真实日志的失败 job 提供日志。连接配置文件即可读取任何 job 的日志。</translation>
    </message>
    <message>
        <source>A replayed recording holds no logs, and replay opens no connection. Open the profile the recording came from to read this job&apos;s log.</source>
        <translation>回放的录制不包含日志，回放也不会建立连接。请打开该录制所来自的配置文件来读取此 job 的日志。</translation>
    </message>
    <message>
        <source>⚠ Offline: this job&apos;s log is not in the log cache — start without --offline to fetch it.</source>
        <translation>⚠ 离线：此作业的日志不在日志缓存中——请不带 --offline 启动以获取它。</translation>
    </message>
    <message>
        <source>Fetching the log was cancelled — press L on the cell again to fetch it anew.</source>
        <translation>已取消获取日志 — 在该单元格上再按一次 L 重新获取。</translation>
    </message>
</context>
<context>
    <name>hw::JobMatrixDelegate</name>
    <message>
        <source>exp.</source>
        <translation>预期</translation>
    </message>
</context>
<context>
    <name>hw::JobsOverTimeChart</name>
    <message>
        <source>Jobs over time</source>
        <translation>Job 随时间变化</translation>
    </message>
    <message>
        <source>No job data</source>
        <translation>没有 job 数据</translation>
    </message>
    <message>
        <source>passed (%1)</source>
        <translation>通过（%1）</translation>
    </message>
    <message>
        <source>passed solid, test failures hatched, infra failures cross-hatched</source>
        <translation>通过为实心，测试失败为斜线，基础设施失败为交叉线</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>level changes: %1</source>
        <translation>级别变更：%1</translation>
    </message>
    <message>
        <source>%1
no completed jobs</source>
        <translation>%1
没有已完成的 job</translation>
    </message>
    <message>
        <source>test failures (console) (%1)</source>
        <translation>测试失败（控制台）（%1）</translation>
    </message>
    <message>
        <source>infra failures (console) (%1)</source>
        <translation>基础设施失败（控制台）（%1）</translation>
    </message>
    <message>
        <source>%1
P passed %2
T test failures %3 (console)
I infra failures %4 (console: timeouts, cancellations, infra triage)</source>
        <translation>%1
P 通过 %2
T 测试失败 %3（控制台）
I 基础设施失败 %4（控制台：超时、取消、基础设施分诊）</translation>
    </message>
</context>
<context>
    <name>hw::KeyboardSheet</name>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
</context>
<context>
    <name>hw::L3CriteriaModel</name>
    <message>
        <source>– no data</source>
        <translation>– 无数据</translation>
    </message>
    <message>
        <source>✔ met</source>
        <translation>✔ 达标</translation>
    </message>
    <message>
        <source>✘ not met</source>
        <translation>✘ 未达标</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>达标</translation>
    </message>
    <message>
        <source>Counts for demotion</source>
        <translation>计入降级</translation>
    </message>
    <message>
        <source>14 d (promotion)</source>
        <translation>14 天（晋级）</translation>
    </message>
    <message>
        <source>7 d (demotion)</source>
        <translation>7 天（降级）</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>promotion window (last 14 days)</source>
        <translation>晋级窗口（最近 14 天）</translation>
    </message>
    <message>
        <source>demotion window (last 7 days)</source>
        <translation>降级窗口（最近 7 天）</translation>
    </message>
    <message>
        <source>last %1 days</source>
        <translation>最近 %1 天</translation>
    </message>
    <message>
        <source>whole history</source>
        <translation>全部历史</translation>
    </message>
    <message>
        <source>  (what-if; HUD: %1)</source>
        <translation>  （假设；HUD：%1）</translation>
    </message>
    <message>
        <source>Target edited for a what-if verdict; HUD uses %1</source>
        <translation>已为假设结论修改目标；HUD 使用 %1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>hw::L3ReadinessEvaluator</name>
    <message>
        <source>time at L2</source>
        <translation>处于 L2 的时间</translation>
    </message>
    <message>
        <source>End-to-end time (P50)</source>
        <translation>端到端时间（P50）</translation>
    </message>
    <message>
        <source>end-to-end time P50</source>
        <translation>端到端时间 P50</translation>
    </message>
    <message>
        <source>Mean queue time</source>
        <translation>平均排队时间</translation>
    </message>
    <message>
        <source>mean queue time</source>
        <translation>平均排队时间</translation>
    </message>
    <message>
        <source>Overrun rate (&gt; 3 h)</source>
        <translation>超时运行率（&gt; 3 小时）</translation>
    </message>
    <message>
        <source>overrun rate</source>
        <translation>超时运行率</translation>
    </message>
    <message>
        <source>Timeout rate</source>
        <translation>超时率</translation>
    </message>
    <message>
        <source>timeout rate</source>
        <translation>超时率</translation>
    </message>
    <message>
        <source>Job pass rate</source>
        <translation>Job 通过率</translation>
    </message>
    <message>
        <source>pass rate</source>
        <translation>通过率</translation>
    </message>
    <message numerus="yes">
        <source>%1 not measured (no data) over the last %n days, target %2</source>
        <translation>
            <numerusform>最近 %n 天 %1 未测得（无数据），目标 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 unknown, target %2</source>
        <translation>%1 未知，目标 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 over the last %n days</source>
        <translation>
            <numerusform>最近 %n 天 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Promote to L3</source>
        <translation>晋级到 L3</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>保持</translation>
    </message>
    <message>
        <source>Demote to L2</source>
        <translation>降级到 L2</translation>
    </message>
    <message>
        <source>Not enough data</source>
        <translation>数据不足</translation>
    </message>
    <message numerus="yes">
        <source>only %1 of data, at least %n days needed before a promotion verdict</source>
        <translation>
            <numerusform>只有 %1 的数据，晋级结论至少需要 %n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>L1 results are not stored; an L1 backend moves to L2 first</source>
        <translation>L1 的结果不保存；L1 后端需先升到 L2</translation>
    </message>
    <message>
        <source>L4 is decided by core maintainers; there is no numeric rule</source>
        <translation>L4 由核心维护者决定；没有数值规则</translation>
    </message>
    <message>
        <source>not in the allowlist</source>
        <translation>不在 allowlist 中</translation>
    </message>
    <message>
        <source>a %1-day window was asked for, but the figures cover %2 days</source>
        <translation>请求的是 %1 天的窗口，但数据只覆盖 %2 天</translation>
    </message>
    <message>
        <source>Time at L2 (console)</source>
        <translation>处于 L2 的时间（控制台）</translation>
    </message>
    <message numerus="yes">
        <source>no completed PR job over the last %n days</source>
        <translation>
            <numerusform>最近 %n 天内没有已完成的 PR job</numerusform>
        </translation>
    </message>
    <message>
        <source>HUD&apos;s /crcr page lists it as on temporary demotion (no data); HUD&apos;s level-status reports no change</source>
        <translation>HUD 的 /crcr 页面将其列为临时降级（无数据）；HUD 的 level-status 报告无变化</translation>
    </message>
</context>
<context>
    <name>hw::L3ReadinessPanel</name>
    <message>
        <source>&amp;Reset to HUD&apos;s targets</source>
        <translation>重置为 HUD 的目标(&amp;R)</translation>
    </message>
    <message>
        <source>⚠ WHAT-IF: targets differ from HUD&apos;s. This verdict is hypothetical, not HUD&apos;s.</source>
        <translation>⚠ 假设：目标与 HUD 不同。此结论为假设，并非 HUD 的结论。</translation>
    </message>
    <message>
        <source>L3 criteria</source>
        <translation>L3 标准</translation>
    </message>
    <message>
        <source>Targets (edit for a what-if)</source>
        <translation>目标（可编辑做假设分析）</translation>
    </message>
    <message>
        <source>Job &amp;pass rate</source>
        <translation>Job 通过率(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Timeout rate</source>
        <translation>超时率(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Overrun rate (&gt; 3 h)</source>
        <translation>超时运行率（&gt; 3 小时）(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;End-to-end P50</source>
        <translation>端到端 P50(&amp;E)</translation>
    </message>
    <message>
        <source>Mean &amp;queue time</source>
        <translation>平均排队时间(&amp;Q)</translation>
    </message>
    <message>
        <source>Time at &amp;L2</source>
        <translation>处于 L2 的时间(&amp;L)</translation>
    </message>
    <message>
        <source>  — ready for L3</source>
        <translation>  — 可升至 L3</translation>
    </message>
    <message>
        <source>  — stays at L2 for now</source>
        <translation>  — 暂时留在 L2</translation>
    </message>
    <message>
        <source>  — at L2, cannot judge yet</source>
        <translation>  — 处于 L2，尚无法判断</translation>
    </message>
    <message>
        <source>  — fails L3 over the last 7 days</source>
        <translation>  — 最近 7 天未达 L3</translation>
    </message>
    <message>
        <source>  — keeps L3</source>
        <translation>  — 保持 L3</translation>
    </message>
    <message>
        <source>  — at L1</source>
        <translation>  — 处于 L1</translation>
    </message>
    <message>
        <source>  — L4 is decided by maintainers</source>
        <translation>  — L4 由维护者决定</translation>
    </message>
    <message>
        <source>  — not in the allowlist</source>
        <translation>  — 不在 allowlist 中</translation>
    </message>
    <message>
        <source>  (what-if)</source>
        <translation>  （假设）</translation>
    </message>
    <message>
        <source>last %1 d: no completed jobs</source>
        <translation>最近 %1 天：没有已完成的 job</translation>
    </message>
    <message>
        <source>Breakage  ·  %1
                 ·  %2</source>
        <translation>故障  ·  %1
      ·  %2</translation>
    </message>
    <message>
        <source>  — at L3, no completed PR job in 7 days</source>
        <translation>  — 处于 L3，7 天内没有已完成的 PR job</translation>
    </message>
    <message>
        <source>  · HUD: temporary demotion; level-status: demote</source>
        <translation>  · HUD：临时降级；level-status：降级</translation>
    </message>
    <message>
        <source>  · HUD /crcr: temporary demotion (no data); level-status: no change</source>
        <translation>  · HUD /crcr：临时降级（无数据）；level-status：无变化</translation>
    </message>
    <message>
        <source>last %1 d: %2 of %3 jobs failed — console&apos;s own split: ✖ test: %4  ·  ⚠ infra: %5 (timed out %6, cancelled %7, triaged infra %8)</source>
        <translation>最近 %1 天：%3 个 job 中有 %2 个失败 — 控制台自己的划分：✖ 测试：%4  ·  ⚠ 基础设施：%5（超时 %6，取消 %7，分诊为基础设施 %8）</translation>
    </message>
    <message>
        <source>One rule for promotion and demotion, as HUD&apos;s: a &quot;below&quot; target is met under it, an &quot;at least&quot; target from it on. Demotion (7 d) counts pass rate, timeout rate and E2E P50: exactly 90 % holds, exactly 3 h fails.</source>
        <translation>晋级与降级同一规则，与 HUD 相同：&quot;低于&quot;类目标在其之下即达标，&quot;至少&quot;类目标达到即达标。降级（7 天）计入通过率、超时率和端到端 P50：恰好 90 % 保持，恰好 3 小时不达标。</translation>
    </message>
</context>
<context>
    <name>hw::LevelChangeTimeline</name>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>无（缺失）</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>未知字段</translation>
    </message>
    <message>
        <source>expected a &quot;YYYY-MM-DD&quot; string, got %1</source>
        <translation>应为 &quot;YYYY-MM-DD&quot; 字符串，实际为%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid YYYY-MM-DD date</source>
        <translation>&quot;%1&quot; 不是有效的 YYYY-MM-DD 日期</translation>
    </message>
    <message>
        <source>expected an &quot;owner/name&quot; string, got %1</source>
        <translation>应为 &quot;owner/name&quot; 字符串，实际为%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an owner/name repository</source>
        <translation>&quot;%1&quot; 不是 owner/name 形式的仓库</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a level (L1..L4)</source>
        <translation>&quot;%1&quot; 不是级别（L1..L4）</translation>
    </message>
    <message>
        <source>expected &quot;L1&quot;..&quot;L4&quot; or null, got %1</source>
        <translation>应为 &quot;L1&quot;..&quot;L4&quot; 或 null，实际为%1</translation>
    </message>
    <message>
        <source>from and to are both null</source>
        <translation>from 和 to 均为 null</translation>
    </message>
    <message>
        <source>same level as from (%1)</source>
        <translation>与 from 级别相同（%1）</translation>
    </message>
    <message>
        <source>%1 is not a pull request number</source>
        <translation>%1 不是 pull request 编号</translation>
    </message>
    <message>
        <source>expected a number or null, got %1</source>
        <translation>应为数字或 null，实际为%1</translation>
    </message>
    <message>
        <source>expected a string or null, got %1</source>
        <translation>应为字符串或 null，实际为%1</translation>
    </message>
    <message>
        <source>invalid JSON at offset %1: %2</source>
        <translation>偏移 %1 处的 JSON 无效：%2</translation>
    </message>
    <message>
        <source>expected an object with an &quot;events&quot; array at the top level</source>
        <translation>顶层应为包含 &quot;events&quot; 数组的对象</translation>
    </message>
    <message>
        <source>source: expected a string, got %1</source>
        <translation>source：应为字符串，实际为%1</translation>
    </message>
    <message>
        <source>events: expected an array, got %1</source>
        <translation>events：应为数组，实际为%1</translation>
    </message>
    <message>
        <source>%1: expected an object, got %2</source>
        <translation>%1：应为对象，实际为%2</translation>
    </message>
</context>
<context>
    <name>hw::LevelTimelineWidget</name>
    <message>
        <source>Level history</source>
        <translation>级别历史</translation>
    </message>
    <message>
        <source>No level history known for this backend.</source>
        <translation>此后端没有已知的级别历史。</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>未列出</translation>
    </message>
    <message>
        <source>%1 %2 → now (%3 d)</source>
        <translation>%1 %2 → 现在（%3 天）</translation>
    </message>
    <message>
        <source>%1 %2 → %3 (%4 d)</source>
        <translation>%1 %2 → %3（%4 天）</translation>
    </message>
    <message>
        <source>, PR #%1</source>
        <translation>，PR #%1</translation>
    </message>
    <message>
        <source>, start inferred from CI data</source>
        <translation>，开始时间根据 CI 数据推断</translation>
    </message>
    <message>
        <source>No level history known.</source>
        <translation>没有已知的级别历史。</translation>
    </message>
</context>
<context>
    <name>hw::LoadingLine</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop loading</source>
        <translation>停止加载</translation>
    </message>
    <message>
        <source>Cancel loading</source>
        <translation>取消加载</translation>
    </message>
</context>
<context>
    <name>hw::LogDocument</name>
    <message>
        <source>no room to inflate %1 in %2: %3 — free space there or set TMPDIR to a larger disk</source>
        <translation>没有空间在 %2 中解压 %1：%3 — 请释放该处空间，或将 TMPDIR 设到更大的磁盘</translation>
    </message>
    <message>
        <source>%1 does not exist — check the path</source>
        <translation>%1 不存在 — 请检查路径</translation>
    </message>
    <message>
        <source>%1 is a folder, not a log file — give the path of a log file in it</source>
        <translation>%1 是文件夹，不是日志文件 — 请给出其中某个日志文件的路径</translation>
    </message>
    <message>
        <source>could not open %1: %2 — check that you may read the file</source>
        <translation>无法打开 %1：%2 — 请检查你是否有权读取该文件</translation>
    </message>
    <message>
        <source>not enough memory to index %1 — close other programs, or read less of it (hudwatch log --max-inflated MB)</source>
        <translation>内存不足，无法为 %1 建立索引 — 请关闭其他程序，或少读取一些（hudwatch log --max-inflated MB）</translation>
    </message>
</context>
<context>
    <name>hw::LogFailure</name>
    <message>
        <source>no line explains the failure</source>
        <translation>没有行能解释此失败</translation>
    </message>
    <message>
        <source>HUD&apos;s classification (rule &apos;%1&apos;)</source>
        <translation>HUD 的分类（规则“%1”）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>the log classifier (rule &apos;%1&apos;)</source>
        <translation>日志分类器（规则“%1”）</translation>
    </message>
    <message>
        <source>the last ##[error] line (no classifier rule matched)</source>
        <translation>最后一行 ##[error]（没有匹配的分类器规则）</translation>
    </message>
</context>
<context>
    <name>hw::LogFetcher</name>
    <message>
        <source>fetching the log was cancelled</source>
        <translation>已取消获取日志</translation>
    </message>
    <message>
        <source>the log stopped arriving after %1 MB (%2) — press L on the cell again</source>
        <translation>日志在 %1 MB 后中断（%2）— 在该单元格上再按一次 L</translation>
    </message>
    <message>
        <source>the log server did not answer (%1) — press L on the cell again</source>
        <translation>日志服务器没有响应（%1）— 在该单元格上再按一次 L</translation>
    </message>
    <message>
        <source>the log is larger than the %1 MB download limit — read it on the job&apos;s GitHub page</source>
        <translation>日志超过 %1 MB 的下载上限 — 请在该作业的 GitHub 页面上阅读</translation>
    </message>
    <message>
        <source> — the certificate is not trusted: check logs/rawLogBaseUrl</source>
        <translation> — 证书不受信任：请检查 logs/rawLogBaseUrl</translation>
    </message>
    <message>
        <source> (the connection closed early) — </source>
        <translation>（连接提前关闭）— </translation>
    </message>
    <message>
        <source>cannot reach the log server: %1 — check the network, then press L on the cell again</source>
        <translation>无法连接日志服务器：%1 — 请检查网络，然后在该单元格上再按一次 L</translation>
    </message>
    <message>
        <source>no log for this job (HTTP %1 from the log storage) — open the job&apos;s GitHub page (Enter on the cell)</source>
        <translation>此作业没有日志（日志存储返回 HTTP %1）— 请打开该作业的 GitHub 页面（在单元格上按 Enter）</translation>
    </message>
    <message>
        <source>no log for this job yet: it is uploaded when the job ends (HTTP %1)</source>
        <translation>此作业暂无日志：作业结束时才会上传（HTTP %1）</translation>
    </message>
    <message>
        <source>the log storage asks to slow down (HTTP %1) — press L on the cell again in a minute</source>
        <translation>日志存储要求放慢请求（HTTP %1）— 一分钟后在该单元格上再按一次 L</translation>
    </message>
    <message>
        <source>the log storage failed (HTTP %1) — press L on the cell again in a minute</source>
        <translation>日志存储出错（HTTP %1）— 一分钟后在该单元格上再按一次 L</translation>
    </message>
    <message>
        <source>the log storage redirected (HTTP %1), which it never does: check logs/rawLogBaseUrl</source>
        <translation>日志存储进行了重定向（HTTP %1），它从不这样做：请检查 logs/rawLogBaseUrl</translation>
    </message>
    <message>
        <source>the log storage answered HTTP %1 — check logs/rawLogBaseUrl</source>
        <translation>日志存储返回 HTTP %1 — 请检查 logs/rawLogBaseUrl</translation>
    </message>
</context>
<context>
    <name>hw::LogFindBar</name>
    <message>
        <source>Find in the whole log (Ctrl+F)</source>
        <translation>在整个日志中查找 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Match case (Alt+C)</source>
        <translation>区分大小写 (Alt+C)</translation>
    </message>
    <message>
        <source>Regular expression, RE2 syntax (Alt+R)</source>
        <translation>正则表达式，RE2 语法 (Alt+R)</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter, Shift+F3)</source>
        <translation>上一个匹配 (Shift+Enter, Shift+F3)</translation>
    </message>
    <message>
        <source>Next match (Enter, F3)</source>
        <translation>下一个匹配 (Enter, F3)</translation>
    </message>
    <message>
        <source>waiting for the index…</source>
        <translation>等待索引…</translation>
    </message>
    <message>
        <source>no line matches</source>
        <translation>没有匹配的行</translation>
    </message>
    <message>
        <source>1 line matches</source>
        <translation>1 行匹配</translation>
    </message>
    <message>
        <source>%1 lines match</source>
        <translation>%1 行匹配</translation>
    </message>
    <message>
        <source>Counted over the whole log, not only what is on screen.</source>
        <translation>统计整个日志，而不仅是屏幕上显示的部分。</translation>
    </message>
    <message>
        <source>searching %1 %…</source>
        <translation>正在搜索 %1 %…</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>正则表达式</translation>
    </message>
    <message>
        <source>(the first %1 are marked and stepped through)</source>
        <translation>（前 %1 个会被标记并可逐个跳转）</translation>
    </message>
</context>
<context>
    <name>hw::LogOverview</name>
    <message>
        <source>Where the log matches: amber ◆ find matches (left), red ✖ errors (full width). Click to jump.</source>
        <translation>日志匹配位置：琥珀色 ◆ 为查找匹配（左侧），红色 ✖ 为错误（整宽）。点击跳转。</translation>
    </message>
</context>
<context>
    <name>hw::LogStore</name>
    <message>
        <source>cannot create the log directory %1</source>
        <translation>无法创建日志目录 %1</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>the log is larger than %1 MB: read it as a stream</source>
        <translation>日志超过 %1 MB：请以流方式读取</translation>
    </message>
    <message>
        <source>the stored log %1 is damaged (%2): fetch it again</source>
        <translation>已存储的日志 %1 已损坏（%2）：请重新获取</translation>
    </message>
    <message>
        <source>cannot remove %1</source>
        <translation>无法删除 %1</translation>
    </message>
    <message>
        <source>no stored log for %1 — press L on the cell to fetch it</source>
        <translation>没有 %1 的已存日志 — 在该单元格上按 L 获取</translation>
    </message>
    <message>
        <source>not a log key: &quot;%1&quot; (a bug in HUD Watch: please report it)</source>
        <translation>不是日志键：“%1”（HUD Watch 的缺陷：请报告）</translation>
    </message>
</context>
<context>
    <name>hw::LogStoreWriter</name>
    <message>
        <source>the log was cut off after %1 MB — press L on the cell again</source>
        <translation>日志在 %1 MB 后被截断 — 在该单元格上再按一次 L</translation>
    </message>
    <message>
        <source>cannot write logs to %1: %2</source>
        <translation>无法将日志写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write the log to %1: %2</source>
        <translation>无法将日志写入 %1：%2</translation>
    </message>
    <message>
        <source>the log is larger than %1 MB</source>
        <translation>日志超过 %1 MB</translation>
    </message>
    <message>
        <source>the log is larger than %1 MB once inflated</source>
        <translation>日志解压后超过 %1 MB</translation>
    </message>
    <message>
        <source>the log is not valid gzip (%1) — press L on the cell again</source>
        <translation>日志不是有效的 gzip（%1）— 在该单元格上再按一次 L</translation>
    </message>
    <message>
        <source>cannot flush the log to disk (%1)</source>
        <translation>无法将日志写入磁盘（%1）</translation>
    </message>
    <message>
        <source>cannot put the log in place at %1: %2</source>
        <translation>无法将日志放到 %1：%2</translation>
    </message>
    <message>
        <source>the log vanished from %1 right after it was stored</source>
        <translation>日志在存储后立即从 %1 消失</translation>
    </message>
    <message>
        <source>the log was already stored or discarded — press L on the cell again</source>
        <translation>日志已保存或已丢弃 — 在该单元格上再按一次 L</translation>
    </message>
    <message>
        <source>zlib could not be initialised (out of memory?) — press L on the cell again</source>
        <translation>无法初始化 zlib（内存不足？）— 在该单元格上再按一次 L</translation>
    </message>
    <message>
        <source>zlib could not be reset (out of memory?) — press L on the cell again</source>
        <translation>无法重置 zlib（内存不足？）— 在该单元格上再按一次 L</translation>
    </message>
    <message>
        <source>zlib could not compress the log (out of memory?) — press L on the cell again</source>
        <translation>zlib 无法压缩日志（内存不足？）— 在该单元格上再按一次 L</translation>
    </message>
    <message>
        <source>the log is still being written — wait a moment and try again</source>
        <translation>日志仍在写入 — 请稍候再试</translation>
    </message>
</context>
<context>
    <name>hw::LogView</name>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>  … +%1 not shown (copy the line to get it all)</source>
        <translation>  … 另有 %1 未显示（复制该行可获取全部内容）</translation>
    </message>
    <message>
        <source>(empty log)</source>
        <translation>（空日志）</translation>
    </message>
    <message>
        <source>Reading the log…</source>
        <translation>正在读取日志…</translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation>复制行</translation>
    </message>
    <message>
        <source>Copy link to line %1</source>
        <translation>复制第 %1 行的链接</translation>
    </message>
    <message>
        <source>Fold all sections</source>
        <translation>折叠所有分节</translation>
    </message>
    <message>
        <source>Unfold all sections</source>
        <translation>展开所有分节</translation>
    </message>
    <message>
        <source>Fold or unfold the section</source>
        <translation>折叠或展开分节</translation>
    </message>
    <message>
        <source>Fold the section</source>
        <translation>折叠分节</translation>
    </message>
    <message>
        <source>Unfold the section</source>
        <translation>展开分节</translation>
    </message>
    <message>
        <source>Copy the line</source>
        <translation>复制行</translation>
    </message>
</context>
<context>
    <name>hw::LogViewer</name>
    <message>
        <source>Follow</source>
        <translation>跟随</translation>
    </message>
    <message>
        <source>Time since start</source>
        <translation>自开始起的时间</translation>
    </message>
    <message>
        <source>Time of day (UTC)</source>
        <translation>当日时间（UTC）</translation>
    </message>
    <message>
        <source>No times</source>
        <translation>不显示时间</translation>
    </message>
    <message>
        <source>The time column: since the log&apos;s first line, the time of day, or hidden</source>
        <translation>时间列：自日志第一行起、当日时间或隐藏</translation>
    </message>
    <message>
        <source>Fold all</source>
        <translation>全部折叠</translation>
    </message>
    <message>
        <source>Fold every ##[group] section</source>
        <translation>折叠每个 ##[group] 分节</translation>
    </message>
    <message>
        <source>Unfold all</source>
        <translation>全部展开</translation>
    </message>
    <message>
        <source>Keep showing the end as the log grows</source>
        <translation>日志增长时始终显示末尾</translation>
    </message>
    <message>
        <source>✖ Jump to failure</source>
        <translation>✖ 跳到失败处</translation>
    </message>
    <message>
        <source>Go to the line that explains the failure (F): HUD&apos;s classification, else the log classifier&apos;s rules, else the last ##[error]</source>
        <translation>跳到解释失败原因的行 (F)：HUD 的分类，否则用日志分类器的规则，否则用最后一个 ##[error]</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>复制链接</translation>
    </message>
    <message>
        <source>Copy a link to the current line</source>
        <translation>复制当前行的链接</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Indexing cancelled: showing the first %1 lines only.</source>
        <translation>索引已取消：只显示前 %1 行。</translation>
    </message>
    <message>
        <source>The file was truncated and is read again.</source>
        <translation>文件已被截断，正在重新读取。</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Downloading %1 — %2 so far</source>
        <translation>正在下载 %1 — 已下载 %2</translation>
    </message>
    <message>
        <source>finding the failure once the log is read…</source>
        <translation>日志读取完毕后查找失败处…</translation>
    </message>
    <message>
        <source>finding the failure…</source>
        <translation>正在查找失败处…</translation>
    </message>
    <message>
        <source>✖ Failure: %1</source>
        <translation>✖ 失败：%1</translation>
    </message>
    <message>
        <source>✖ Failure at line %1: %2</source>
        <translation>✖ 第 %1 行失败：%2</translation>
    </message>
    <message>
        <source>Save the log</source>
        <translation>保存日志</translation>
    </message>
    <message>
        <source>Text (*.txt *.log)</source>
        <translation>文本 (*.txt *.log)</translation>
    </message>
    <message>
        <source>%1 lines</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source>gzip</source>
        <translation>gzip</translation>
    </message>
    <message>
        <source>indexed in %1 ms</source>
        <translation>索引用时 %1 毫秒</translation>
    </message>
    <message>
        <source>inflating %1 of %2</source>
        <translation>正在解压 %1 / %2</translation>
    </message>
    <message>
        <source>indexing %1 of %2</source>
        <translation>正在索引 %1 / %2</translation>
    </message>
    <message>
        <source>could not write %1: %2 — choose another folder or free disk space</source>
        <translation>无法写入 %1：%2 — 请选择其他文件夹或释放磁盘空间</translation>
    </message>
    <message>
        <source>cannot read the log %1: %2 — open it again</source>
        <translation>无法读取日志 %1：%2 — 请重新打开</translation>
    </message>
    <message>
        <source>A save is already under way.</source>
        <translation>已有保存正在进行。</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>正在保存 %1…</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Find in the log</source>
        <translation>在日志中查找</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>下一个匹配</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>上一个匹配</translation>
    </message>
    <message>
        <source>This gzip log holds more than %1 MB of text: only its first %1 MB are shown and searched. To search all of it, run &apos;hudwatch log FILE --max-inflated MB --find PATTERN&apos; with a larger bound.</source>
        <translation>此 gzip 日志包含超过 %1 MB 的文本：只显示并搜索其前 %1 MB。要搜索全部内容，请用更大的上限运行 &apos;hudwatch log FILE --max-inflated MB --find PATTERN&apos;。</translation>
    </message>
</context>
<context>
    <name>hw::LogWindow</name>
    <message>
        <source>Log — HUD Watch</source>
        <translation>日志 — HUD Watch</translation>
    </message>
    <message>
        <source>%1 — HUD Watch log</source>
        <translation>%1 — HUD Watch 日志</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
</context>
<context>
    <name>hw::LongOperation</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>已取消；未写入任何内容。</translation>
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
        <translation>网格(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Backends</source>
        <translation>后端(&amp;B)</translation>
    </message>
    <message>
        <source>Trunk jobs by commit (Ctrl+1)</source>
        <translation>按提交排列的 trunk job (Ctrl+1)</translation>
    </message>
    <message>
        <source>Out-of-tree accelerator backends by trust level (Ctrl+2)</source>
        <translation>按信任级别排列的树外加速器后端 (Ctrl+2)</translation>
    </message>
    <message>
        <source>&amp;Flaky tests</source>
        <translation>Flaky 测试(&amp;F)</translation>
    </message>
    <message>
        <source>Flakiest tests ranked by a confidence bound, disabled tests (Ctrl+3)</source>
        <translation>按置信界排序的最 flaky 测试，已禁用的测试 (Ctrl+3)</translation>
    </message>
    <message>
        <source>&amp;Trunk health</source>
        <translation>Trunk 健康(&amp;T)</translation>
    </message>
    <message>
        <source>Red commits, time to signal, queue time, platform-only failures (Ctrl+4)</source>
        <translation>红色提交、出结果时间、排队时间、仅在单一平台的失败 (Ctrl+4)</translation>
    </message>
    <message>
        <source>GPU &amp;utilization</source>
        <translation>GPU 利用率(&amp;U)</translation>
    </message>
    <message>
        <source>Idle GPU-hours of the fleet, and one job&apos;s GPUs over its time (Ctrl+5)</source>
        <translation>集群的空闲 GPU 小时，以及单个 job 的 GPU 随时间的变化 (Ctrl+5)</translation>
    </message>
    <message>
        <source>No job in this cell</source>
        <translation>此单元格中没有 job</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Refresh now</source>
        <translation>立即刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pause / resume refresh	Space</source>
        <translation>暂停 / 恢复刷新(&amp;P)	Space</translation>
    </message>
    <message>
        <source>Set ClickHouse pass&amp;word…</source>
        <translation>设置 ClickHouse 密码(&amp;W)…</translation>
    </message>
    <message>
        <source>Set relay API &amp;token…</source>
        <translation>设置 relay API 令牌(&amp;T)…</translation>
    </message>
    <message>
        <source>E&amp;xport time window…</source>
        <translation>导出时间窗口(&amp;X)…</translation>
    </message>
    <message>
        <source>Sign &amp;in with the browser…</source>
        <translation>用浏览器登录(&amp;I)…</translation>
    </message>
    <message>
        <source>Sign in with a &amp;code on another device…</source>
        <translation>在其他设备上用代码登录(&amp;C)…</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>退出登录(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Profile</source>
        <translation>配置文件(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Alert rules…</source>
        <translation>告警规则(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About HUD Watch</source>
        <translation>关于 HUD Watch(&amp;A)</translation>
    </message>
    <message>
        <source>About HUD Watch</source>
        <translation>关于 HUD Watch</translation>
    </message>
    <message>
        <source>HUD Watch %1
A desktop console for large CI systems.</source>
        <translation>HUD Watch %1
面向大型 CI 系统的桌面控制台。</translation>
    </message>
    <message>
        <source>⚠ Sign-in: %1.</source>
        <translation>⚠ 登录：%1。</translation>
    </message>
    <message>
        <source>⚠ %1: %2.</source>
        <translation>⚠ %1：%2。</translation>
    </message>
    <message>
        <source>Sign in…</source>
        <translation>登录…</translation>
    </message>
    <message>
        <source>Demo recording</source>
        <translation>演示录制</translation>
    </message>
    <message>
        <source>&amp;New profile…</source>
        <translation>新建配置文件(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Edit this profile…</source>
        <translation>编辑此配置文件(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Import a profile…</source>
        <translation>导入配置文件(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport this profile…</source>
        <translation>导出此配置文件(&amp;X)…</translation>
    </message>
    <message>
        <source>not a job id: &quot;%1&quot; (use utilization:JOB_ID or utilization:fleet)</source>
        <translation>不是 job id：“%1”（请使用 utilization:JOB_ID 或 utilization:fleet）</translation>
    </message>
    <message>
        <source>HUD Watch — %1</source>
        <translation>HUD Watch — %1</translation>
    </message>
    <message>
        <source>⚠ %1 is failing: %2. Showing the last good data, as of %3 (%4).</source>
        <translation>⚠ %1 出错：%2。显示最后一次正常的数据，截至 %3（%4）。</translation>
    </message>
    <message>
        <source>⚠ %1 is failing: %2. Showing the last good data: the commits of an unfinished first sync (it resumes at the next poll).</source>
        <translation>⚠ %1 出错：%2。显示最后一次正常的数据：未完成的首次同步中的提交（将在下次轮询时继续）。</translation>
    </message>
    <message>
        <source>⚠ %1 is failing: %2. No data yet.</source>
        <translation>⚠ %1 出错：%2。尚无数据。</translation>
    </message>
    <message>
        <source>⚠ %1 refused the password: %2. Showing the last good data, as of %3 (%4); polling waits for a new password.</source>
        <translation>⚠ %1 拒绝了密码：%2。显示最后一次正常的数据，截至 %3（%4）；轮询等待新密码。</translation>
    </message>
    <message>
        <source>⚠ %1 refused the password: %2. Polling waits for a new password.</source>
        <translation>⚠ %1 拒绝了密码：%2。轮询等待新密码。</translation>
    </message>
    <message>
        <source>Set password…</source>
        <translation>设置密码…</translation>
    </message>
    <message>
        <source>⊘ Offline: showing cached data as of %1 (%2).</source>
        <translation>⊘ 离线：显示截至 %1（%2）的缓存数据。</translation>
    </message>
    <message>
        <source>❚❚ Replay paused at %1 (press Space to resume).</source>
        <translation>❚❚ 回放暂停于 %1（按空格继续）。</translation>
    </message>
    <message>
        <source>❚❚ Refresh paused (press Space to resume). Data as of %1.</source>
        <translation>❚❚ 刷新已暂停（按空格继续）。数据截至 %1。</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>⚠ Data is stale: as of %1 (%2).</source>
        <translation>⚠ 数据已过时：截至 %1（%2）。</translation>
    </message>
    <message>
        <source>⚠ No data yet.</source>
        <translation>⚠ 尚无数据。</translation>
    </message>
    <message>
        <source>%1 has not answered for %2.</source>
        <translation>%1 已有 %2 没有应答。</translation>
    </message>
    <message>
        <source>&amp;Command palette…</source>
        <translation>命令面板(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Backends</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Flaky tests</source>
        <translation>Flaky 测试</translation>
    </message>
    <message>
        <source>Trunk health</source>
        <translation>Trunk 健康</translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no longer in the menus</source>
        <translation>“%1”已不在菜单中</translation>
    </message>
    <message>
        <source>%1 is not in the grid (filtered out?): clear the filter and try again</source>
        <translation>%1 不在网格中（被过滤了？）：请清除过滤器后重试</translation>
    </message>
    <message>
        <source>S&amp;nooze notifications for 1 hour</source>
        <translation>暂停通知 1 小时(&amp;N)</translation>
    </message>
    <message>
        <source>S&amp;nooze notifications (until %1; uncheck to resume)</source>
        <translation>通知已暂停（至 %1；取消勾选以恢复）(&amp;N)</translation>
    </message>
    <message>
        <source>Retrying at %1.</source>
        <translation>将于 %1 重试。</translation>
    </message>
    <message>
        <source>⊘ Offline and the cache is empty: start without --offline to fetch data.</source>
        <translation>⊘ 离线且缓存为空：不带 --offline 启动以获取数据。</translation>
    </message>
    <message>
        <source>%1 is not in the grid — if it is filtered out, clear the job filter (/ then Esc) and untick Hide green, Hide unstable and Hide skipped</source>
        <translation>%1 不在网格中 — 如果被过滤掉了，请清除 Job 过滤器（按 / 再按 Esc），并取消勾选“隐藏绿色”“隐藏不稳定”和“隐藏已跳过”</translation>
    </message>
    <message>
        <source>no flaky test matches &quot;%1&quot; — check the name, or choose a longer time range on the Flaky tests tab</source>
        <translation>没有与“%1”匹配的 flaky 测试 — 请检查名称，或在 Flaky 测试标签页中选择更长的时间范围</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot; — use grid, backends, flaky, trunk or utilization</source>
        <translation>未知视图“%1” — 请使用 grid、backends、flaky、trunk 或 utilization</translation>
    </message>
</context>
<context>
    <name>hw::PassRateChip</name>
    <message>
        <source>good (≥ 95 %)</source>
        <translation>良好（≥ 95 %）</translation>
    </message>
    <message>
        <source>warning (80–95 %)</source>
        <translation>警告（80–95 %）</translation>
    </message>
    <message>
        <source>bad (below 80 %)</source>
        <translation>差（低于 80 %）</translation>
    </message>
    <message>
        <source>no completed jobs</source>
        <translation>没有已完成的 job</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
</context>
<context>
    <name>hw::PngFile</name>
    <message>
        <source>the image could not be encoded as PNG</source>
        <translation>无法将图像编码为 PNG</translation>
    </message>
</context>
<context>
    <name>hw::ProfileEditorDialog</name>
    <message>
        <source>New profile</source>
        <translation>新建配置文件</translation>
    </message>
    <message>
        <source>Edit profile %1</source>
        <translation>编辑配置文件 %1</translation>
    </message>
    <message>
        <source>letters, digits, . _ -</source>
        <translation>字母、数字、. _ -</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>Allow plain http to a host that is not this machine</source>
        <translation>允许以明文 http 连接非本机主机</translation>
    </message>
    <message>
        <source>⚠ Plain http: the password, tokens and data cross the network unencrypted. Use it only on a network you trust.</source>
        <translation>⚠ 明文 http：密码、令牌和数据以未加密形式在网络上传输。仅在可信网络中使用。</translation>
    </message>
    <message>
        <source>ClickHouse</source>
        <translation>ClickHouse</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>URL(&amp;U)：</translation>
    </message>
    <message>
        <source>U&amp;ser:</source>
        <translation>用户(&amp;S)：</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未更改</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>密码(&amp;P)：</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the profile file.</source>
        <translation>保存在系统钥匙串中，从不写入配置文件。</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Connect timeout:</source>
        <translation>连接超时：</translation>
    </message>
    <message>
        <source>Read timeout:</source>
        <translation>读取超时：</translation>
    </message>
    <message>
        <source>Request timeout:</source>
        <translation>请求超时：</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>Largest reply:</source>
        <translation>最大应答：</translation>
    </message>
    <message>
        <source>Relay</source>
        <translation>Relay</translation>
    </message>
    <message>
        <source>R&amp;elay URL:</source>
        <translation>Relay URL(&amp;E)：</translation>
    </message>
    <message>
        <source>path or URL of an allowlist.yml</source>
        <translation>allowlist.yml 的路径或 URL</translation>
    </message>
    <message>
        <source>&amp;Allowlist file:</source>
        <translation>Allowlist 文件(&amp;A)：</translation>
    </message>
    <message>
        <source>Sign-in</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>the OpenID provider&apos;s issuer URL</source>
        <translation>OpenID 提供方的 issuer URL</translation>
    </message>
    <message>
        <source>&amp;Issuer:</source>
        <translation>Issuer(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Client ID:</source>
        <translation>客户端 ID(&amp;C)：</translation>
    </message>
    <message>
        <source>Sc&amp;ope:</source>
        <translation>Scope(&amp;O)：</translation>
    </message>
    <message>
        <source>Polling</source>
        <translation>轮询</translation>
    </message>
    <message>
        <source>&amp;Branch:</source>
        <translation>分支(&amp;B)：</translation>
    </message>
    <message>
        <source>Poll &amp;every:</source>
        <translation>轮询间隔(&amp;L)：</translation>
    </message>
    <message>
        <source>Commits &amp;shown:</source>
        <translation>显示的提交数(&amp;M)：</translation>
    </message>
    <message>
        <source>empty: the bundled HUD grouping</source>
        <translation>留空：使用内置的 HUD 分组</translation>
    </message>
    <message>
        <source>&amp;Grouping file:</source>
        <translation>分组文件(&amp;G)：</translation>
    </message>
    <message>
        <source>one column-name pattern per line</source>
        <translation>每行一个列名模式</translation>
    </message>
    <message>
        <source>Unstable jobs:</source>
        <translation>不稳定的 job：</translation>
    </message>
    <message>
        <source>empty: the default cache file</source>
        <translation>留空：使用默认缓存文件</translation>
    </message>
    <message>
        <source>Cac&amp;he file:</source>
        <translation>缓存文件(&amp;H)：</translation>
    </message>
    <message>
        <source>name: give the profile a name</source>
        <translation>名称：请为配置文件命名</translation>
    </message>
    <message>
        <source>name: letters, digits, . _ - only (up to 64, not starting with &apos;.&apos;)</source>
        <translation>名称：只能使用字母、数字、. _ -（最多 64 个，不能以“.”开头）</translation>
    </message>
    <message>
        <source>name: a profile &quot;%1&quot; exists already; choose another name</source>
        <translation>名称：配置文件“%1”已存在；请换一个名称</translation>
    </message>
    <message>
        <source>… testing</source>
        <translation>… 正在测试</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>%1: not a valid URL — write it as https://host or https://host:port</source>
        <translation>%1：不是有效的 URL — 请写成 https://主机 或 https://主机:端口</translation>
    </message>
    <message>
        <source>The one GitHub repository (owner/repo) this profile watches: every query filters by it.</source>
        <translation>此配置文件监视的唯一 GitHub 仓库（owner/repo）：每个查询都按它过滤。</translation>
    </message>
    <message>
        <source>&amp;Repository:</source>
        <translation>仓库(&amp;R)：</translation>
    </message>
</context>
<context>
    <name>hw::ProfileTransfer</name>
    <message>
        <source>invalid profile name &quot;%1&quot; (letters, digits, . _ - only; use --name)</source>
        <translation>无效的配置文件名称“%1”（只能使用字母、数字、. _ -；请使用 --name）</translation>
    </message>
    <message>
        <source>profiles never carry secrets: remove key %1; set the password after import</source>
        <translation>配置文件从不包含机密：请删除键 %1；导入后再设置密码</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; already exists: choose another with --name, or replace it with --force</source>
        <translation>配置文件“%1”已存在：用 --name 另选名称，或用 --force 替换它</translation>
    </message>
    <message>
        <source>cannot write %1: %2 — choose another folder or free disk space</source>
        <translation>无法写入 %1：%2 — 请选择其他文件夹或释放磁盘空间</translation>
    </message>
    <message>
        <source>invalid profile name &quot;%1&quot;: rename the file (letters, digits, . _ - only)</source>
        <translation>配置文件名“%1”无效：请重命名该文件（只能用字母、数字、. _ -）</translation>
    </message>
    <message>
        <source>the file cannot be read as a profile (ini) — import a file written by Export this profile or &apos;hudwatch profile export&apos;</source>
        <translation>该文件无法作为配置文件（ini）读取 — 请导入由“导出此配置文件”或“hudwatch profile export”写出的文件</translation>
    </message>
    <message>
        <source>unknown key %1 (a profile knows: %2) — remove it, or update HUD Watch if the file came from a newer version</source>
        <translation>未知的键 %1（配置文件可用的键：%2）— 请删除它；若文件来自更新的版本，请更新 HUD Watch</translation>
    </message>
    <message>
        <source>a profile &quot;%1&quot; exists already: rename the file (its name becomes the profile&apos;s) and import again</source>
        <translation>配置文件“%1”已存在：请重命名该文件（文件名即配置文件名）后再导入</translation>
    </message>
    <message>
        <source>the file is larger than %1 KB: not a profile — import a file written by Export this profile or &apos;hudwatch profile export&apos;</source>
        <translation>文件大于 %1 KB：不是配置文件 — 请导入由“导出此配置文件”或“hudwatch profile export”写出的文件</translation>
    </message>
    <message>
        <source>cannot read %1: %2 — check the path and that you may read the file</source>
        <translation>无法读取 %1：%2 — 请检查路径以及你是否有权读取该文件</translation>
    </message>
</context>
<context>
    <name>hw::PromotionReport</name>
    <message>
        <source>allowlist</source>
        <translation>allowlist</translation>
    </message>
    <message>
        <source>HUD level status</source>
        <translation>HUD 级别状态</translation>
    </message>
    <message>
        <source>level history</source>
        <translation>级别历史</translation>
    </message>
    <message>
        <source>first dispatch at %1 on %2</source>
        <translation>首次派发于 %1，在 %2 上</translation>
    </message>
    <message>
        <source>time at L2</source>
        <translation>处于 L2 的时间</translation>
    </message>
    <message>
        <source>end-to-end time P50</source>
        <translation>端到端时间 P50</translation>
    </message>
    <message>
        <source>mean queue time</source>
        <translation>平均排队时间</translation>
    </message>
    <message>
        <source>overrun rate</source>
        <translation>超时运行率</translation>
    </message>
    <message>
        <source>timeout rate</source>
        <translation>超时率</translation>
    </message>
    <message>
        <source>pass rate</source>
        <translation>通过率</translation>
    </message>
    <message>
        <source>promotion window</source>
        <translation>晋级窗口</translation>
    </message>
    <message>
        <source>demotion window</source>
        <translation>降级窗口</translation>
    </message>
    <message>
        <source>data needed</source>
        <translation>所需数据</translation>
    </message>
    <message>
        <source>Promotion review: %1</source>
        <translation>晋级评审：%1</translation>
    </message>
    <message>
        <source>As of %1 UTC. Figures from HUD&apos;s CRCR data (ClickHouse crcr_workflow_job, jobs judged by their latest attempt); levels from the allowlist.</source>
        <translation>截至 %1 UTC。数据来自 HUD 的 CRCR 数据（ClickHouse crcr_workflow_job，job 以最新一次尝试为准）；级别来自 allowlist。</translation>
    </message>
    <message>
        <source>Current level</source>
        <translation>当前级别</translation>
    </message>
    <message>
        <source>Not in the allowlist</source>
        <translation>不在 allowlist 中</translation>
    </message>
    <message>
        <source>Level: </source>
        <translation>级别：</translation>
    </message>
    <message>
        <source> — from the %1</source>
        <translation> — 来自%1</translation>
    </message>
    <message>
        <source>Device: </source>
        <translation>设备：</translation>
    </message>
    <message>
        <source> (PR label ciflow/crcr/%1)</source>
        <translation>（PR 标签 ciflow/crcr/%1）</translation>
    </message>
    <message>
        <source>On-call: %1</source>
        <translation>值班人：%1</translation>
    </message>
    <message>
        <source>none listed</source>
        <translation>未列出</translation>
    </message>
    <message>
        <source>Events: %1</source>
        <translation>事件：%1</translation>
    </message>
    <message>
        <source>Not in the allowlist of this snapshot (no device or on-call known).</source>
        <translation>不在此快照的 allowlist 中（设备和值班人未知）。</translation>
    </message>
    <message>
        <source>At %1 since %2 (%3 days)</source>
        <translation>自 %2 起处于 %1（%3 天）</translation>
    </message>
    <message>
        <source>, start inferred from ClickHouse</source>
        <translation>，开始时间根据 ClickHouse 推断</translation>
    </message>
    <message>
        <source>Level history</source>
        <translation>级别历史</translation>
    </message>
    <message>
        <source>No dated level change known.</source>
        <translation>没有已知的带日期级别变更。</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>未列出</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已移除</translation>
    </message>
    <message>
        <source>ClickHouse: %1</source>
        <translation>ClickHouse：%1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变更</translation>
    </message>
    <message>
        <source>PR</source>
        <translation>PR</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>L3 readiness</source>
        <translation>L3 就绪度</translation>
    </message>
    <message>
        <source>WHAT-IF: targets changed from HUD&apos;s defaults: %1. This is not HUD&apos;s verdict.</source>
        <translation>假设：目标已偏离 HUD 的默认值：%1。这不是 HUD 的结论。</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source> (demotion)</source>
        <translation>（降级）</translation>
    </message>
    <message>
        <source> (promotion)</source>
        <translation>（晋级）</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>达标</translation>
    </message>
    <message>
        <source>Verdict: </source>
        <translation>结论：</translation>
    </message>
    <message>
        <source> (what-if)</source>
        <translation>（假设）</translation>
    </message>
    <message>
        <source>last %1 days</source>
        <translation>最近 %1 天</translation>
    </message>
    <message>
        <source>%1 timed out, %2 cancelled, %3 triaged infra</source>
        <translation>%1 超时，%2 取消，%3 分诊为基础设施</translation>
    </message>
    <message>
        <source>Completed jobs</source>
        <translation>已完成的 job</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>Test failures</source>
        <translation>测试失败</translation>
    </message>
    <message>
        <source>Infra failures</source>
        <translation>基础设施失败</translation>
    </message>
    <message>
        <source>Infra detail</source>
        <translation>基础设施详情</translation>
    </message>
    <message>
        <source>Jobs over time</source>
        <translation>Job 随时间变化</translation>
    </message>
    <message>
        <source>Recent failing jobs</source>
        <translation>近期失败的 job</translation>
    </message>
    <message>
        <source>No failing job among the recent jobs.</source>
        <translation>近期 job 中没有失败的。</translation>
    </message>
    <message>
        <source> (attempt %1)</source>
        <translation>（第 %1 次尝试）</translation>
    </message>
    <message>
        <source>Completed (UTC)</source>
        <translation>完成时间（UTC）</translation>
    </message>
    <message>
        <source>Workflow / job</source>
        <translation>Workflow / job</translation>
    </message>
    <message>
        <source>Conclusion</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Triage</source>
        <translation>分诊</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>无法写入 %1：文件夹 %2 不存在</translation>
    </message>
    <message>
        <source>cannot write %1: no file name</source>
        <translation>无法写入 %1：没有文件名</translation>
    </message>
    <message>
        <source>Breakage: infrastructure vs tests (console&apos;s own split)</source>
        <translation>故障：基础设施与测试（控制台自己的划分）</translation>
    </message>
    <message>
        <source>(unknown PR)</source>
        <translation>（未知 PR）</translation>
    </message>
</context>
<context>
    <name>hw::RangeFeature</name>
    <message>
        <source>this recording has no %1 at or before %2</source>
        <translation>此录制在 %2 或之前没有 %1</translation>
    </message>
</context>
<context>
    <name>hw::RangeSync</name>
    <message>
        <source>%1 malformed rows left out</source>
        <translation>已略去 %1 行格式错误的数据</translation>
    </message>
    <message>
        <source>change the range to retry now</source>
        <translation>更改时间范围可立即重试</translation>
    </message>
    <message>
        <source>refresh cancelled: these figures were not refreshed; change the range to fetch now</source>
        <translation>已取消刷新：这些数据未刷新；更改时间范围可立即获取</translation>
    </message>
    <message>
        <source>cache write failed: %1 — free disk space; the fetch is retried</source>
        <translation>缓存写入失败：%1 — 请释放磁盘空间；获取会重试</translation>
    </message>
</context>
<context>
    <name>hw::RecordingFile</name>
    <message>
        <source>it has no table %1</source>
        <translation>缺少表 %1</translation>
    </message>
    <message>
        <source>its %1 is a %2, not a table</source>
        <translation>其中 %1 是 %2，而不是表</translation>
    </message>
    <message>
        <source>its table %1 has computed columns</source>
        <translation>其表 %1 含有计算列</translation>
    </message>
    <message>
        <source>its table %1 has %2 rows, more than the %3 a recording may hold</source>
        <translation>其表 %1 有 %2 行，超过录制允许的 %3 行</translation>
    </message>
    <message>
        <source>cannot write %1: %2 — choose another folder or free disk space</source>
        <translation>无法写入 %1：%2 — 请选择其他文件夹或释放磁盘空间</translation>
    </message>
    <message>
        <source>%1: no such file — check the path</source>
        <translation>%1：文件不存在 — 请检查路径</translation>
    </message>
    <message>
        <source>%1 is not a HUD Watch recording: %2 — open a file written by File ▸ Export time window… or --record</source>
        <translation>%1 不是 HUD Watch 录制：%2 — 请打开由“文件 ▸ 导出时间窗口…”或 --record 写入的文件</translation>
    </message>
    <message>
        <source>another application&apos;s SQLite file</source>
        <translation>其他应用程序的 SQLite 文件</translation>
    </message>
    <message>
        <source>%1 is a recording of format version %2; this HUD Watch reads up to version %3 — update HUD Watch</source>
        <translation>%1 是格式版本 %2 的录制；此 HUD Watch 最多读取版本 %3 — 请更新 HUD Watch</translation>
    </message>
    <message>
        <source>no format version</source>
        <translation>没有格式版本</translation>
    </message>
    <message>
        <source>the recording table is empty</source>
        <translation>recording 表为空</translation>
    </message>
    <message>
        <source>a level change has no valid date (%1)</source>
        <translation>某个级别变更没有有效日期（%1）</translation>
    </message>
    <message>
        <source>an alert transition of unknown kind (%1)</source>
        <translation>未知类型的告警转换（%1）</translation>
    </message>
    <message>
        <source>its end is before its start</source>
        <translation>其结束时间早于开始时间</translation>
    </message>
    <message>
        <source>its range names %1, not a time from 1970 to 9999</source>
        <translation>其时间范围为 %1，不是 1970 到 9999 之间的时间</translation>
    </message>
    <message>
        <source>commit %1 has the time %2, not a time from 1970 to 9999</source>
        <translation>提交 %1 的时间为 %2，不是 1970 到 9999 之间的时间</translation>
    </message>
    <message>
        <source>an alert has the time %1, not a time from 1970 to 9999</source>
        <translation>某个告警的时间为 %1，不是 1970 到 9999 之间的时间</translation>
    </message>
    <message>
        <source>job %1 has the time %2, not a time from 1970 to 9999</source>
        <translation>作业 %1 的时间为 %2，不是 1970 到 9999 之间的时间</translation>
    </message>
    <message>
        <source>the recording is not open</source>
        <translation>录制未打开</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>reading %1 was cancelled</source>
        <translation>已取消读取 %1</translation>
    </message>
</context>
<context>
    <name>hw::RecordingOutput</name>
    <message>
        <source>Export time window</source>
        <translation>导出时间窗口</translation>
    </message>
    <message>
        <source>There is nothing to export yet — wait for the first sync to store commits.</source>
        <translation>还没有可导出的内容 — 请等待首次同步存入提交。</translation>
    </message>
    <message>
        <source>HUD Watch recordings (*.hwrec);;All files (*)</source>
        <translation>HUD Watch 录制 (*.hwrec);;所有文件 (*)</translation>
    </message>
    <message>
        <source>An export is already under way.</source>
        <translation>已有导出正在进行。</translation>
    </message>
    <message>
        <source>Exporting %1 – %2 to %3…</source>
        <translation>正在将 %1 – %2 导出到 %3…</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>导出已取消；未写入任何内容。</translation>
    </message>
    <message>
        <source>Exported %1 to %2 (open it with hudwatch --replay %2)</source>
        <translation>已将 %1 导出到 %2（用 hudwatch --replay %2 打开）</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>⚠ --record %1: a part could not be written: %2 — free disk space; the recording goes on but misses what failed</source>
        <translation>⚠ --record %1：有一部分无法写入：%2 — 请释放磁盘空间；录制会继续，但缺少写入失败的部分</translation>
    </message>
    <message>
        <source>--record %1: nothing recorded: the cache is empty — wait for the first sync to store commits</source>
        <translation>--record %1：未录制任何内容：缓存为空 — 请等待首次同步存入提交</translation>
    </message>
    <message>
        <source>--record %1: %2</source>
        <translation>--record %1：%2</translation>
    </message>
</context>
<context>
    <name>hw::RecordingReader</name>
    <message>
        <source>the demo data is not built into this binary (%1 is missing) — reinstall HUD Watch</source>
        <translation>此程序未内置演示数据（缺少 %1）— 请重新安装 HUD Watch</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2, not a time from 1970 to 9999</source>
        <translation>&quot;%1&quot; 为 %2，不是 1970 到 9999 之间的时间</translation>
    </message>
    <message>
        <source>missing &quot;%1&quot;</source>
        <translation>缺少 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an integer</source>
        <translation>&quot;%1&quot; 必须是整数</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>&quot;%1&quot; 必须是字符串</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not be empty</source>
        <translation>&quot;%1&quot; 不能为空</translation>
    </message>
    <message>
        <source>not a recording: the file is empty or too short</source>
        <translation>不是录制：文件为空或太短</translation>
    </message>
    <message>
        <source>not a recording: expected JSON Lines or qCompress/zlib data</source>
        <translation>不是录制：应为 JSON Lines 或 qCompress/zlib 数据</translation>
    </message>
    <message>
        <source>not a recording: it uncompresses to more than %1 MB (the limit)</source>
        <translation>不是录制：解压后超过 %1 MB（上限）</translation>
    </message>
    <message>
        <source>not a recording: the compressed data is corrupt or truncated (%1)</source>
        <translation>不是录制：压缩数据已损坏或被截断（%1）</translation>
    </message>
    <message>
        <source>not a recording: the compressed data holds nothing</source>
        <translation>不是录制：压缩数据为空</translation>
    </message>
    <message>
        <source>%1 — update HUD Watch</source>
        <translation>%1 — 请更新 HUD Watch</translation>
    </message>
    <message>
        <source>%1 — open a file written by File ▸ Export time window… or --record</source>
        <translation>%1 — 请打开由“文件 ▸ 导出时间窗口…”或 --record 写入的文件</translation>
    </message>
    <message>
        <source>not a recording: larger than %1 MB (the limit)</source>
        <translation>不是录制：大于 %1 MB（上限）</translation>
    </message>
    <message>
        <source>invalid JSON (%1 at column %2)</source>
        <translation>无效的 JSON（第 %2 列：%1）</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
    <message>
        <source>not a recording header (expected &quot;format&quot;:&quot;hudwatch-recording&quot;)</source>
        <translation>不是录制头（应为 &quot;format&quot;:&quot;hudwatch-recording&quot;）</translation>
    </message>
    <message>
        <source>unsupported recording version %1 (this build reads version %2)</source>
        <translation>不支持的录制版本 %1（此版本读取版本 %2）</translation>
    </message>
    <message>
        <source>&quot;unstable_patterns&quot; must be an array of strings</source>
        <translation>&quot;unstable_patterns&quot; 必须是字符串数组</translation>
    </message>
    <message>
        <source>time %1 is before the previous event&apos;s time %2 (events must be in time order)</source>
        <translation>时间 %1 早于上一个事件的时间 %2（事件必须按时间顺序排列）</translation>
    </message>
    <message>
        <source>unknown job status &quot;%1&quot; (expected queued, in_progress or completed)</source>
        <translation>未知的作业状态 &quot;%1&quot;（应为 queued、in_progress 或 completed）</translation>
    </message>
    <message>
        <source>unknown event type &quot;%1&quot; (expected &quot;commit&quot; or &quot;job&quot;)</source>
        <translation>未知的事件类型 &quot;%1&quot;（应为 &quot;commit&quot; 或 &quot;job&quot;）</translation>
    </message>
    <message>
        <source>not a recording: the file has no header line</source>
        <translation>不是录制：文件没有头行</translation>
    </message>
    <message>
        <source>the recording ends (%1) before it starts (%2)</source>
        <translation>录制的结束时间（%1）早于开始时间（%2）</translation>
    </message>
    <message>
        <source>cannot open %1: %2 — check the path given to --replay</source>
        <translation>无法打开 %1：%2 — 请检查传给 --replay 的路径</translation>
    </message>
    <message>
        <source>%1: not a recording: larger than %2 MB (the limit)</source>
        <translation>%1：不是录制：大于 %2 MB（上限）</translation>
    </message>
    <message>
        <source>pr %1 is not a PR number</source>
        <translation>pr %1 不是 PR 编号</translation>
    </message>
</context>
<context>
    <name>hw::RecordingWriter</name>
    <message>
        <source>cannot write %1: %2 — choose another folder or free disk space</source>
        <translation>无法写入 %1：%2 — 请选择其他文件夹或释放磁盘空间</translation>
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
        <translation>未知</translation>
    </message>
    <message>
        <source>Could be re-enabled</source>
        <translation>可重新启用</translation>
    </message>
    <message>
        <source>Green re-runs (7 days)</source>
        <translation>绿色重跑（7 天）</translation>
    </message>
    <message>
        <source>Last re-run (UTC)</source>
        <translation>最近重跑（UTC）</translation>
    </message>
    <message>
        <source>Issue to close</source>
        <translation>待关闭的 issue</translation>
    </message>
</context>
<context>
    <name>hw::RegularFile</name>
    <message>
        <source>it is larger than %1 MB</source>
        <translation>它大于 %1 MB</translation>
    </message>
    <message>
        <source>it is larger than %1 KB</source>
        <translation>它大于 %1 KB</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>它是文件夹，不是文件</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, a socket or a device)</source>
        <translation>它不是普通文件（而是管道、套接字或设备）</translation>
    </message>
</context>
<context>
    <name>hw::RelayError</name>
    <message>
        <source>not signed in — sign in (File ▸ Sign in)</source>
        <translation>未登录 — 请登录（文件 ▸ 登录）</translation>
    </message>
    <message>
        <source>no relay token is set</source>
        <translation>未设置 relay 令牌</translation>
    </message>
    <message>
        <source>the relay token was rejected</source>
        <translation>relay 令牌被拒绝</translation>
    </message>
    <message>
        <source>the sign-in was rejected — sign in again (File ▸ Sign in)</source>
        <translation>登录被拒绝 — 请重新登录（文件 ▸ 登录）</translation>
    </message>
    <message>
        <source>the sign-in was rejected</source>
        <translation>登录被拒绝</translation>
    </message>
    <message>
        <source>HTTP %1 redirect to %2 not followed — if the relay moved, set relay/url to %2</source>
        <translation>未跟随 HTTP %1 重定向到 %2 — 如果 relay 已迁移，请将 relay/url 设为 %2</translation>
    </message>
    <message>
        <source>HTTP %1 redirect to %2 not followed — if the file moved, set relay/allowlistFile to %2</source>
        <translation>未跟随 HTTP %1 重定向到 %2 — 如果文件已迁移，请将 relay/allowlistFile 设为 %2</translation>
    </message>
    <message>
        <source>sign in again (File ▸ Sign in)</source>
        <translation>请重新登录（文件 ▸ 登录）</translation>
    </message>
    <message>
        <source>no relay URL given — set relay/url in Profile ▸ Edit this profile…</source>
        <translation>未指定 relay URL — 请在“配置文件 ▸ 编辑此配置文件…”中设置 relay/url</translation>
    </message>
    <message>
        <source>invalid relay URL: %1 — fix relay/url in Profile ▸ Edit this profile…</source>
        <translation>无效的 relay URL：%1 — 请在“配置文件 ▸ 编辑此配置文件…”中修正 relay/url</translation>
    </message>
    <message>
        <source>relay URL must start with https:// (got &apos;%1&apos;) — fix relay/url in Profile ▸ Edit this profile…</source>
        <translation>relay URL 必须以 https:// 开头（实际为 &apos;%1&apos;）— 请在“配置文件 ▸ 编辑此配置文件…”中修正 relay/url</translation>
    </message>
    <message>
        <source>relay URL has no host — fix relay/url in Profile ▸ Edit this profile…</source>
        <translation>relay URL 没有主机 — 请在“配置文件 ▸ 编辑此配置文件…”中修正 relay/url</translation>
    </message>
    <message>
        <source>the relay token contains a control character (set it again)</source>
        <translation>relay 令牌中含有控制字符（请重新设置）</translation>
    </message>
    <message>
        <source>relay URL must use https:// unless the host is loopback (127.0.0.1, ::1, localhost) or the profile sets relay/allowInsecureHttp=true</source>
        <translation>relay URL 必须使用 https://，除非主机是回环地址（127.0.0.1、::1、localhost）或配置文件设置了 relay/allowInsecureHttp=true</translation>
    </message>
    <message>
        <source>relay URL must not contain a user name or password (the token comes from the keychain)</source>
        <translation>relay URL 不能包含用户名或密码（令牌来自钥匙串）</translation>
    </message>
    <message>
        <source>relay URL must not contain a query or fragment — remove it from relay/url</source>
        <translation>relay URL 不能包含查询或片段 — 请从 relay/url 中删除</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>network error</source>
        <translation>网络错误</translation>
    </message>
    <message>
        <source>TLS error</source>
        <translation>TLS 错误</translation>
    </message>
    <message>
        <source>configuration error</source>
        <translation>配置错误</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>HTTP error</source>
        <translation>HTTP 错误</translation>
    </message>
    <message>
        <source>unauthorized</source>
        <translation>未授权</translation>
    </message>
    <message>
        <source>rate limited</source>
        <translation>请求过于频繁</translation>
    </message>
    <message>
        <source>malformed response</source>
        <translation>应答格式错误</translation>
    </message>
    <message>
        <source>missing field</source>
        <translation>缺少字段</translation>
    </message>
    <message>
        <source>unknown level</source>
        <translation>未知级别</translation>
    </message>
    <message>
        <source>response too large</source>
        <translation>应答过大</translation>
    </message>
    <message>
        <source>the relay sent data this version does not read: update HUD Watch</source>
        <translation>relay 发送了此版本无法读取的数据：请更新 HUD Watch</translation>
    </message>
    <message>
        <source>HTTP %1 unauthorized: %2</source>
        <translation>HTTP %1 未授权：%2</translation>
    </message>
    <message>
        <source>HTTP %1 forbidden: %2</source>
        <translation>HTTP %1 禁止访问：%2</translation>
    </message>
    <message>
        <source>HTTP %1 rate limited, retry after %2 s</source>
        <translation>HTTP %1 请求过于频繁，%2 秒后重试</translation>
    </message>
    <message>
        <source>HTTP %1 rate limited — wait a minute before trying again</source>
        <translation>HTTP %1 请求过于频繁 — 请等一分钟再试</translation>
    </message>
    <message>
        <source>check relay/url (Profile ▸ Edit this profile…)</source>
        <translation>请检查 relay/url（配置文件 ▸ 编辑此配置文件…）</translation>
    </message>
    <message>
        <source>check relay/allowlistFile (Profile ▸ Edit this profile…)</source>
        <translation>请检查 relay/allowlistFile（配置文件 ▸ 编辑此配置文件…）</translation>
    </message>
    <message>
        <source>a challenge page instead of JSON</source>
        <translation>质询页面而非 JSON</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>HUD&apos;s bot protection refused this client: %1%2 — /api/authed should pass it; check the sign-in or ask HUD&apos;s admins</source>
        <translation>HUD 的机器人防护拒绝了此客户端：%1%2 — /api/authed 本应能通过；请检查登录，或询问 HUD 的管理员</translation>
    </message>
    <message>
        <source>HUD&apos;s bot protection refused this client: %1%2 — use /api/authed with a GitHub sign-in (relay/apiPrefix=/api/authed)</source>
        <translation>HUD 的机器人防护拒绝了此客户端：%1%2 — 请配合 GitHub 登录使用 /api/authed（relay/apiPrefix=/api/authed）</translation>
    </message>
    <message>
        <source>HTTP 404: level-status is not offered by this HUD (an older HUD)</source>
        <translation>HTTP 404：此 HUD 不提供 level-status（较旧的 HUD）</translation>
    </message>
    <message>
        <source>the HUD bot key contains a control character (set it again)</source>
        <translation>HUD bot 密钥中含有控制字符（请重新设置）</translation>
    </message>
    <message>
        <source>relay API prefix must be /api or /api/authed — fix relay/apiPrefix in Profile ▸ Edit this profile…</source>
        <translation>relay API 前缀必须是 /api 或 /api/authed — 请在“配置文件 ▸ 编辑此配置文件…”中修正 relay/apiPrefix</translation>
    </message>
    <message>
        <source>refused by HUD&apos;s bot protection</source>
        <translation>被 HUD 的机器人防护拒绝</translation>
    </message>
    <message>
        <source>not offered by this HUD</source>
        <translation>此 HUD 不提供</translation>
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
        <translation>布尔值</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1: expected %2, got %3</source>
        <translation>%1：应为%2，实际为%3</translation>
    </message>
    <message>
        <source>empty response body</source>
        <translation>响应内容为空</translation>
    </message>
    <message>
        <source>malformed JSON at offset %1: %2</source>
        <translation>JSON 格式错误，位置 %1：%2</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos; at top level</source>
        <translation>顶层缺少字段“%1”</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos; in %2</source>
        <translation>%2 中缺少字段“%1”</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>%1: %2 is below %3</source>
        <translation>%1：%2 小于 %3</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>top level</source>
        <translation>顶层</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an owner/name repository</source>
        <translation>%1：“%2”不是 owner/name 形式的仓库</translation>
    </message>
    <message>
        <source>%1: unknown level &apos;%2&apos;</source>
        <translation>%1：未知级别“%2”</translation>
    </message>
    <message>
        <source>unknown level &apos;%1&apos; at top level</source>
        <translation>顶层有未知级别“%1”</translation>
    </message>
    <message>
        <source>%1.device: only L3 entries have a device</source>
        <translation>%1.device：只有 L3 条目才有设备</translation>
    </message>
    <message>
        <source>%1.repo: &apos;%2&apos; is listed twice (also at %3)</source>
        <translation>%1.repo：“%2”被列出两次（另见 %3）</translation>
    </message>
    <message>
        <source>a string or null</source>
        <translation>字符串或 null</translation>
    </message>
    <message>
        <source>%1.windowDays: %2 is not a plausible window</source>
        <translation>%1.windowDays：%2 不是合理的时间窗口</translation>
    </message>
    <message>
        <source>a number, a string or null</source>
        <translation>数字、字符串或 null</translation>
    </message>
    <message>
        <source>a number or a string</source>
        <translation>数字或字符串</translation>
    </message>
    <message>
        <source>a boolean or null</source>
        <translation>布尔值或 null</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: expected a PR number as key</source>
        <translation>“%1”：键应为 PR 编号</translation>
    </message>
</context>
<context>
    <name>hw::ReplayInstant</name>
    <message>
        <source>--at &quot;%1&quot;: not a time; use ISO 8601 UTC (2024-08-14T03:10:00Z) or a time of day (03:10) on the recording&apos;s first day</source>
        <translation>--at &quot;%1&quot;：不是时间；请使用 ISO 8601 UTC（2024-08-14T03:10:00Z）或录制首日的时刻（03:10）</translation>
    </message>
    <message>
        <source>--at %1: %2 is outside the recording, which covers %3 to %4 — choose an instant in that span</source>
        <translation>--at %1：%2 不在录制范围内（录制覆盖 %3 到 %4）— 请选择该范围内的时刻</translation>
    </message>
</context>
<context>
    <name>hw::ReportCommand</name>
    <message>
        <source>profile &quot;%1&quot; has no cache yet (%2): open it in the console once to fetch the backends</source>
        <translation>配置文件“%1”尚无缓存（%2）：请先在控制台中打开一次以获取后端</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; has no backend data cached yet: open the Backends tab once</source>
        <translation>配置文件“%1”尚未缓存后端数据：请先打开一次后端标签页</translation>
    </message>
    <message>
        <source>Write a backend&apos;s promotion review report (Markdown + PDF).</source>
        <translation>编写后端的晋级评审报告（Markdown + PDF）。</translation>
    </message>
    <message>
        <source>The backend (downstream repository).</source>
        <translation>后端（下游仓库）。</translation>
    </message>
    <message>
        <source>The Markdown file; the PDF and charts go beside it.</source>
        <translation>Markdown 文件；PDF 和图表放在它旁边。</translation>
    </message>
    <message>
        <source>Use this profile&apos;s cached data (default: the demo).</source>
        <translation>使用此配置文件的缓存数据（默认：演示）。</translation>
    </message>
    <message>
        <source>What-if: minimum job pass rate in percent.</source>
        <translation>假设：最低 job 通过率，单位百分比。</translation>
    </message>
    <message>
        <source>What-if: maximum timeout rate in percent.</source>
        <translation>假设：最高超时率，单位百分比。</translation>
    </message>
    <message>
        <source>What-if: maximum end-to-end P50 in hours.</source>
        <translation>假设：最长端到端 P50，单位小时。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>usage: hudwatch report OWNER/REPO FILE.md [--profile NAME]</source>
        <translation>用法：hudwatch report OWNER/REPO FILE.md [--profile NAME]</translation>
    </message>
    <message>
        <source>--%1 needs a non-negative number</source>
        <translation>--%1 需要非负数</translation>
    </message>
    <message>
        <source>no backend &quot;%1&quot;; known backends: %2</source>
        <translation>没有后端“%1”；已知后端：%2</translation>
    </message>
    <message>
        <source>wrote %1 and %2 (%3: %4%5)</source>
        <translation>已写入 %1 和 %2（%3：%4%5）</translation>
    </message>
    <message>
        <source>, what-if targets</source>
        <translation>，假设目标</translation>
    </message>
    <message>
        <source>the cached backend data is unreadable: %1 — open the Backends tab with --profile %2 to fetch it again</source>
        <translation>缓存的后端数据无法读取：%1 — 请用 --profile %2 打开“后端”标签页以重新获取</translation>
    </message>
</context>
<context>
    <name>hw::RunTimelineStrip</name>
    <message>
        <source>Runs of the test on a time line</source>
        <translation>该测试的运行时间线</translation>
    </message>
</context>
<context>
    <name>hw::SignInController</name>
    <message>
        <source>Signed out: revoked at the provider and deleted from the keychain.</source>
        <translation>已登出：已在提供方处撤销并从钥匙串删除。</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>退出登录</translation>
    </message>
    <message>
        <source>Signed out here, but %1.</source>
        <translation>已在此处登出，但%1。</translation>
    </message>
    <message>
        <source>this provider offers no sign-in with a code; use the browser</source>
        <translation>该提供方不支持用代码登录；请使用浏览器</translation>
    </message>
</context>
<context>
    <name>hw::SignInDialog</name>
    <message>
        <source>&amp;Copy code</source>
        <translation>复制代码(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open in browser</source>
        <translation>在浏览器中打开(&amp;O)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Sign in to %1</source>
        <translation>登录 %1</translation>
    </message>
    <message>
        <source>Code to enter</source>
        <translation>要输入的代码</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Copied ✓</source>
        <translation>已复制 ✓</translation>
    </message>
    <message>
        <source>Asking %1 to start a sign-in…</source>
        <translation>正在请求 %1 开始登录…</translation>
    </message>
    <message>
        <source>On any device, open the address below and enter this code:</source>
        <translation>在任意设备上打开下方地址并输入此代码：</translation>
    </message>
    <message>
        <source>Waiting for you to approve… The code works until %1.</source>
        <translation>等待您批准… 代码有效期至 %1。</translation>
    </message>
    <message>
        <source>Finish signing in in your browser. If no browser opened, open this address on this machine:</source>
        <translation>请在浏览器中完成登录。如果没有打开浏览器，请在本机打开此地址：</translation>
    </message>
    <message>
        <source>Waiting for the browser…</source>
        <translation>正在等待浏览器…</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>hw::SourceStatusText</name>
    <message>
        <source>as of %1 (%2)</source>
        <translation>截至 %1（%2）</translation>
    </message>
    <message>
        <source>no data yet</source>
        <translation>尚无数据</translation>
    </message>
    <message>
        <source>showing stale data %1</source>
        <translation>显示过时数据 %1</translation>
    </message>
    <message>
        <source>showing data %1</source>
        <translation>显示数据 %1</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>刚刚</translation>
    </message>
    <message>
        <source>%1 s ago</source>
        <translation>%1 秒前</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>%1 分钟前</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>%1 小时前</translation>
    </message>
    <message>
        <source>%1 days ago</source>
        <translation>%1 天前</translation>
    </message>
    <message>
        <source>now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>in %1 s</source>
        <translation>%1 秒后</translation>
    </message>
    <message>
        <source>in %1 min</source>
        <translation>%1 分钟后</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>replaying %1 UTC</source>
        <translation>正在回放 %1 UTC</translation>
    </message>
    <message>
        <source>replay paused at %1 UTC</source>
        <translation>回放暂停于 %1 UTC</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>updating for %1</source>
        <translation>已更新 %1</translation>
    </message>
    <message>
        <source>updating</source>
        <translation>正在更新</translation>
    </message>
    <message>
        <source>failed %1 times: %2</source>
        <translation>已失败 %1 次：%2</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>retry %1</source>
        <translation>重试 %1</translation>
    </message>
    <message>
        <source>polling waits for new credentials</source>
        <translation>轮询等待新的凭据</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>offline (%1)</source>
        <translation>离线（%1）</translation>
    </message>
    <message>
        <source>the cache is empty</source>
        <translation>缓存为空</translation>
    </message>
    <message>
        <source>stale data %1</source>
        <translation>过时数据 %1</translation>
    </message>
    <message>
        <source>next poll %1</source>
        <translation>下次轮询 %1</translation>
    </message>
    <message>
        <source>syncing %1 of %2 commits (Space pauses; it resumes where it stopped)</source>
        <translation>正在同步 %2 个提交中的 %1 个（空格键暂停；之后从停下的地方继续）</translation>
    </message>
</context>
<context>
    <name>hw::SqliteStatement</name>
    <message>
        <source>empty SQL statement (a bug in HUD Watch: please report it)</source>
        <translation>空的 SQL 语句（HUD Watch 的缺陷：请报告）</translation>
    </message>
    <message>
        <source>statement not prepared (a bug in HUD Watch: please report it)</source>
        <translation>语句未准备（HUD Watch 的缺陷：请报告）</translation>
    </message>
    <message>
        <source>no transaction to commit (a bug in HUD Watch: please report it)</source>
        <translation>没有可提交的事务（HUD Watch 的缺陷：请报告）</translation>
    </message>
</context>
<context>
    <name>hw::StrictJsonReader</name>
    <message>
        <source>expected an integer</source>
        <translation>应为整数</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>超出范围</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>应为数组</translation>
    </message>
    <message>
        <source>expected strings</source>
        <translation>应为字符串列表</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>not a JSON object (%1 at offset %2)</source>
        <translation>不是 JSON 对象（偏移 %2 处：%1）</translation>
    </message>
    <message>
        <source>root.version: %1 is not a version this build reads (%2)</source>
        <translation>root.version：%1 不是此版本能读取的版本（%2）</translation>
    </message>
</context>
<context>
    <name>hw::TimeMachine</name>
    <message>
        <source>the end of the demo</source>
        <translation>演示的结尾</translation>
    </message>
    <message>
        <source>the end of the recording</source>
        <translation>录制的结尾</translation>
    </message>
    <message>
        <source>live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Cannot look back: %1 — if this persists, move the cache file aside (HUD Watch fetches the data again)</source>
        <translation>无法回看：%1 — 如果问题持续，请把缓存文件移到别处（HUD Watch 会重新获取数据）</translation>
    </message>
    <message>
        <source>◀◀ Loading the cache&apos;s past… the live grid below keeps updating (N goes back to it)</source>
        <translation>◀◀ 正在加载缓存中的历史… 下方的实时网格持续更新（按 N 返回）</translation>
    </message>
    <message>
        <source>Loading the cache&apos;s past…</source>
        <translation>正在加载缓存中的历史…</translation>
    </message>
    <message>
        <source> · part of the cache&apos;s history cannot be read (%1) — if this persists, move the cache file aside (HUD Watch fetches the data again)</source>
        <translation> · 缓存的部分历史无法读取（%1）— 如果问题持续，请把缓存文件移到别处（HUD Watch 会重新获取数据）</translation>
    </message>
    <message>
        <source>The cache holds nothing to look back at yet — wait for the first sync to store commits.</source>
        <translation>缓存中还没有可回看的内容 — 请等待首次同步存入提交。</translation>
    </message>
    <message>
        <source>the newest data in the cache (N: back to live)</source>
        <translation>缓存中最新的数据（N：返回实时）</translation>
    </message>
    <message>
        <source> · live, the cache has no history of them: %1</source>
        <translation> · 实时，缓存中没有它们的历史：%1</translation>
    </message>
    <message>
        <source>◀◀ Looking at the past — showing %1 from the cache; the live grid keeps updating (N goes back to it)</source>
        <translation>◀◀ 正在回看过去 — 显示缓存中的 %1；实时网格持续更新（按 N 返回）</translation>
    </message>
</context>
<context>
    <name>hw::TimeSeriesChart</name>
    <message>
        <source>No data in this time range</source>
        <translation>此时间范围内没有数据</translation>
    </message>
    <message>
        <source>Time range</source>
        <translation>时间范围</translation>
    </message>
    <message>
        <source>&amp;UTC</source>
        <translation>UTC(&amp;U)</translation>
    </message>
    <message>
        <source>Show times in UTC (unchecked: local time)</source>
        <translation>以 UTC 显示时间（未勾选：本地时间）</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Zoom out one step (- or Backspace). Drag across the chart to zoom in.</source>
        <translation>缩小一级（- 或退格键）。在图表上拖动可放大。</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>复位缩放</translation>
    </message>
    <message>
        <source>Show the whole range again (0 or Home)</source>
        <translation>重新显示整个范围（0 或 Home）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Save as &amp;PNG…</source>
        <translation>保存为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation>将图表保存为 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Save data as &amp;CSV…</source>
        <translation>将数据保存为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Save chart data as CSV</source>
        <translation>将图表数据保存为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Custom range…</source>
        <translation>自定义范围…</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>Zoomed to %1 – %2 %3</source>
        <translation>已缩放到 %1 – %2 %3</translation>
    </message>
    <message>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Could not write %1: %2 — choose another folder or free disk space</source>
        <translation>无法写入 %1：%2 — 请选择其他文件夹或释放磁盘空间</translation>
    </message>
    <message>
        <source>An export is already under way.</source>
        <translation>已有导出正在进行。</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>正在保存 %1…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
<context>
    <name>hw::TimeWindowExport</name>
    <message>
        <source>export cancelled</source>
        <translation>导出已取消</translation>
    </message>
    <message>
        <source>the time window ends before it starts — choose a start before the end</source>
        <translation>时间窗口的结束早于开始 — 请选择早于结束的开始时间</translation>
    </message>
    <message>
        <source>nothing to export in that window — choose one that holds commits</source>
        <translation>该时间窗口中没有可导出的内容 — 请选择包含提交的窗口</translation>
    </message>
</context>
<context>
    <name>hw::TimelineBar</name>
    <message>
        <source>Click or drag to show the grid at that instant; [ ] previous / next event</source>
        <translation>点击或拖动以显示该时刻的网格；[ ] 上一个 / 下一个事件</translation>
    </message>
</context>
<context>
    <name>hw::TimelineEventFinder</name>
    <message>
        <source>not listed</source>
        <translation>未列出</translation>
    </message>
    <message>
        <source>trunk turned red (%1)</source>
        <translation>trunk 变红（%1）</translation>
    </message>
    <message>
        <source>trunk turned red (%1: %2)</source>
        <translation>trunk 变红（%1：%2）</translation>
    </message>
    <message>
        <source>trunk turned green</source>
        <translation>trunk 变绿</translation>
    </message>
    <message>
        <source>trunk turned green (%1)</source>
        <translation>trunk 变绿（%1）</translation>
    </message>
    <message>
        <source>%1 started failing (%2)</source>
        <translation>%1 开始失败（%2）</translation>
    </message>
    <message>
        <source>backend %1: %2</source>
        <translation>后端 %1：%2</translation>
    </message>
    <message>
        <source>alert: %1 broke</source>
        <translation>告警：%1 损坏</translation>
    </message>
    <message>
        <source>alert: %1 still broken</source>
        <translation>告警：%1 仍损坏</translation>
    </message>
    <message>
        <source>alert: %1 fixed</source>
        <translation>告警：%1 已修复</translation>
    </message>
    <message>
        <source>alert: %1 acknowledged</source>
        <translation>告警：%1 已确认</translation>
    </message>
</context>
<context>
    <name>hw::TimelineScrubber</name>
    <message>
        <source>the end of the recording</source>
        <translation>录制的结尾</translation>
    </message>
    <message>
        <source>Previous event ([); trunk changes only: {</source>
        <translation>上一个事件 ([)；仅 trunk 变化：{</translation>
    </message>
    <message>
        <source>Play / pause the replay (Space)</source>
        <translation>播放 / 暂停回放（空格）</translation>
    </message>
    <message>
        <source>Next event (]); trunk changes only: }</source>
        <translation>下一个事件 (])；仅 trunk 变化：}</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Replay speed (, slower, . faster)</source>
        <translation>回放速度（, 减速，. 加速）</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>Back to now (N)</source>
        <translation>回到现在 (N)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>● Now: %1 (%2)</source>
        <translation>● 现在：%1（%2）</translation>
    </message>
    <message>
        <source>◀◀ The past: %1, %2 before %3%4</source>
        <translation>◀◀ 过去：%1，比%3早 %2%4</translation>
    </message>
    <message>
        <source> — playing</source>
        <translation> — 播放中</translation>
    </message>
    <message>
        <source>No later event</source>
        <translation>没有更晚的事件</translation>
    </message>
    <message>
        <source>No earlier event</source>
        <translation>没有更早的事件</translation>
    </message>
    <message>
        <source>Time machine</source>
        <translation>时光机</translation>
    </message>
    <message>
        <source>Previous event</source>
        <translation>上一个事件</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>下一个事件</translation>
    </message>
    <message>
        <source>Previous trunk red/green change</source>
        <translation>上一次 trunk 红/绿变化</translation>
    </message>
    <message>
        <source>Next trunk red/green change</source>
        <translation>下一次 trunk 红/绿变化</translation>
    </message>
    <message>
        <source>Replay slower</source>
        <translation>放慢回放</translation>
    </message>
    <message>
        <source>Replay faster</source>
        <translation>加快回放</translation>
    </message>
    <message>
        <source>Back to now</source>
        <translation>回到现在</translation>
    </message>
</context>
<context>
    <name>hw::TrunkClickHouseSource</name>
    <message>
        <source>invalid ClickHouse database name &apos;%1&apos; — fix clickhouse/database in Profile ▸ Edit this profile…</source>
        <translation>无效的 ClickHouse 数据库名 &apos;%1&apos; — 请在“配置文件 ▸ 编辑此配置文件…”中修正 clickhouse/database</translation>
    </message>
</context>
<context>
    <name>hw::TrunkFeature</name>
    <message>
        <source>trunk health</source>
        <translation>trunk 健康数据</translation>
    </message>
</context>
<context>
    <name>hw::TrunkFigures</name>
    <message>
        <source>trunk health</source>
        <translation>trunk 健康数据</translation>
    </message>
    <message>
        <source>the cached trunk health is unreadable: %1 — open the Trunk tab with --profile %2 to fetch it again</source>
        <translation>缓存的 trunk 健康数据无法读取：%1 — 请用 --profile %2 打开 Trunk 健康标签页以重新获取</translation>
    </message>
</context>
<context>
    <name>hw::TrunkPage</name>
    <message>
        <source>No commits in this time range</source>
        <translation>此时间范围内没有提交</translation>
    </message>
    <message>
        <source>No commits in this range yet</source>
        <translation>此范围内尚无提交</translation>
    </message>
    <message>
        <source>⚠ %1 malformed rows left out</source>
        <translation>⚠ 已略去 %1 行格式错误的数据</translation>
    </message>
    <message>
        <source>Red commits on trunk, HUD&apos;s master_commit_red (share of commits)</source>
        <translation>trunk 上的红色提交，HUD 的 master_commit_red（占提交的比例）</translation>
    </message>
    <message>
        <source>No commits with more than 10 job groups in this time range</source>
        <translation>此时间范围内没有超过 10 个 job 组的提交</translation>
    </message>
    <message>
        <source>Time to signal, HUD&apos;s time_to_signal (weekly average)</source>
        <translation>出结果时间，HUD 的 time_to_signal（每周平均）</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>No pull/trunk runs that all succeeded on attempt 1 in this time range</source>
        <translation>此时间范围内没有在第 1 次尝试时全部成功的 pull/trunk 运行</translation>
    </message>
    <message>
        <source>Broken vs flaky-only commits (console&apos;s own: sandwich rule)</source>
        <translation>损坏与仅 flaky 的提交（控制台自己的：三明治规则）</translation>
    </message>
    <message>
        <source>The console&apos;s own figure: jobs red on one platform while the same kind of job passed on the others, for the same commit</source>
        <translation>控制台自己的数据：同一提交中，某类 job 在一个平台上为红色，而同类 job 在其他平台上通过</translation>
    </message>
    <message>
        <source>HUD&apos;s queued_jobs_by_label: jobs queued now for more than 5 minutes, by machine type; the queue time is the longest wait</source>
        <translation>HUD 的 queued_jobs_by_label：当前排队超过 5 分钟的 job，按机器类型；排队时间为最长的等待时间</translation>
    </message>
    <message>
        <source>HUD&apos;s tts_percentile: from the push&apos;s workflow run to each successful job, first attempts of push runs on the branch; ranked as HUD ranks it (P50 × jobs)</source>
        <translation>HUD 的 tts_percentile：从 push 的 workflow 运行到每个成功的 job，取该分支上 push 运行的首次尝试；按 HUD 的方式排序（P50 × job 数）</translation>
    </message>
    <message>
        <source>Platform-only failures (console)</source>
        <translation>仅在单一平台的失败（控制台）</translation>
    </message>
    <message>
        <source>Queued now by machine type (HUD)</source>
        <translation>当前排队，按机器类型（HUD）</translation>
    </message>
    <message>
        <source>Time to signal by job (HUD)</source>
        <translation>按 job 的出结果时间（HUD）</translation>
    </message>
    <message>
        <source>Time to signal needs workflow runs: not in this data</source>
        <translation>出结果时间需要 workflow 运行：这些数据中没有</translation>
    </message>
    <message>
        <source>HUD: broken trunk %1 % · flaky red %2 % of %3 commits</source>
        <translation>HUD：trunk 损坏 %1 % · flaky 红色 %2 %，共 %3 个提交</translation>
    </message>
    <message>
        <source>console: ✗ %1 of %2 broken (sandwich rule) · ⚠ %3 flaky only</source>
        <translation>控制台：✗ %2 个中 %1 个损坏（三明治规则）· ⚠ %3 个仅 flaky</translation>
    </message>
    <message>
        <source>✗ %1 could not be read: %2</source>
        <translation>✗ 无法读取%1：%2</translation>
    </message>
    <message>
        <source>Red commits</source>
        <translation>红色提交</translation>
    </message>
    <message>
        <source>Time to signal</source>
        <translation>出结果时间</translation>
    </message>
    <message>
        <source>Platform-only failures</source>
        <translation>仅在单一平台的失败</translation>
    </message>
    <message>
        <source>Queued jobs</source>
        <translation>排队中的 job</translation>
    </message>
    <message>
        <source>Time to signal by job</source>
        <translation>按 job 的出结果时间</translation>
    </message>
</context>
<context>
    <name>hw::TrunkPlatformFailuresModel</name>
    <message>
        <source>%1 failed on %2 while it passed on other platforms, on %3 commits; newest %4</source>
        <translation>%1 在 %2 上失败而在其他平台上通过，涉及 %3 个提交；最近一次 %4</translation>
    </message>
    <message>
        <source>Red only on</source>
        <translation>仅在此平台红色</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Commits</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>最近</translation>
    </message>
</context>
<context>
    <name>hw::TrunkQueueModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>Machine type</source>
        <translation>机器类型</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Queue time (longest)</source>
        <translation>排队时间（最长）</translation>
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
        <translation>Job 数</translation>
    </message>
</context>
<context>
    <name>hw::TrustLevel</name>
    <message>
        <source>Onboarding</source>
        <translation>接入</translation>
    </message>
    <message>
        <source>Observation</source>
        <translation>观察</translation>
    </message>
    <message>
        <source>Stable</source>
        <translation>稳定</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>成熟</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>未列出</translation>
    </message>
</context>
<context>
    <name>hw::TsvReader</name>
    <message>
        <source>line %1 is longer than %2 bytes</source>
        <translation>第 %1 行超过 %2 字节</translation>
    </message>
    <message>
        <source>line %1 has more than %2 fields</source>
        <translation>第 %1 行的字段超过 %2 个</translation>
    </message>
</context>
<context>
    <name>hw::UiLanguage</name>
    <message>
        <source>&amp;Language (applies at next start)</source>
        <translation>语言（下次启动时生效）(&amp;L)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>hw::UrlPolicy</name>
    <message>
        <source>not a valid URL (%1)</source>
        <translation>不是有效的 URL（%1）</translation>
    </message>
    <message>
        <source>must be an https:// URL (got &apos;%1&apos;)</source>
        <translation>必须是 https:// URL（实际为“%1”）</translation>
    </message>
    <message>
        <source>the URL has no host</source>
        <translation>URL 没有主机</translation>
    </message>
    <message>
        <source>plain http:// would send credentials and data unencrypted to %1; use https://, or set allowInsecureHttp=true in the same section if you accept that</source>
        <translation>明文 http:// 会将凭据和数据以未加密形式发送到 %1；请使用 https://，或者如果您接受这一点，在同一节中设置 allowInsecureHttp=true</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFeature</name>
    <message>
        <source>GPU utilization</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>this recording has no GPU utilization</source>
        <translation>此录制中没有 GPU 利用率</translation>
    </message>
    <message>
        <source>the demo bundles the runs of its top 3 job names only</source>
        <translation>演示只包含前 3 个 job 名称的运行</translation>
    </message>
    <message>
        <source>the demo (ClickHouse seed)</source>
        <translation>演示（ClickHouse 种子数据）</translation>
    </message>
    <message>
        <source>offline: a job&apos;s GPU series is fetched from ClickHouse — start without --offline to see it</source>
        <translation>离线：job 的 GPU 序列需从 ClickHouse 获取 — 不带 --offline 启动即可查看</translation>
    </message>
    <message>
        <source>ClickHouse has no utilization for job %1 (jobs without GPUs or the monitor have none; uploads can lag the job by minutes)</source>
        <translation>ClickHouse 中没有 job %1 的利用率数据（没有 GPU 或监视器的 job 不会有；上传可能比 job 晚几分钟）</translation>
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
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>the stored GPU fleet is unreadable: %1</source>
        <translation>保存的 GPU 集群数据无法读取：%1</translation>
    </message>
    <message>
        <source>job %1 has no run in the GPU fleet at hand (it keeps the runs of the job names opened in the GPU tab); open the job in the console&apos;s GPU utilization tab to fetch its series</source>
        <translation>job %1 在现有的 GPU 集群数据中没有运行（其中只保存在 GPU 标签页中打开过的 job 名称的运行）；请在控制台的 GPU 利用率标签页中打开该 job 以获取其序列</translation>
    </message>
    <message>
        <source>job %1 has no run in the cache, and fetching it from ClickHouse failed: %2</source>
        <translation>job %1 在缓存中没有运行记录，从 ClickHouse 获取也失败了：%2</translation>
    </message>
    <message>
        <source>job %1 has no utilization data in ClickHouse for %2 (no GPU monitor ran, or the job is not in workflow_job)</source>
        <translation>job %1 在 ClickHouse 中没有 %2 的利用率数据（没有运行 GPU 监控，或该 job 不在 workflow_job 中）</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFiles</name>
    <message>
        <source>the file is larger than %1 MB</source>
        <translation>文件大于 %1 MB</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>no readable samples (%1 lines could not be read)</source>
        <translation>没有可读的样本（%1 行无法读取）</translation>
    </message>
    <message>
        <source>empty file: expected a header line such as timestamp,gpu_index,utilization_gpu_percent</source>
        <translation>空文件：应有类似 timestamp,gpu_index,utilization_gpu_percent 的标题行</translation>
    </message>
    <message>
        <source>line 1: the header must name timestamp, gpu_index and utilization_gpu_percent (it has: %1)</source>
        <translation>第 1 行：标题行必须包含 timestamp、gpu_index 和 utilization_gpu_percent（实际为：%1）</translation>
    </message>
    <message>
        <source>line %1: more than %2 GPUs</source>
        <translation>第 %1 行：GPU 超过 %2 个</translation>
    </message>
    <message>
        <source>no readable samples (%1 malformed lines)</source>
        <translation>没有可读的样本（%1 行格式错误）</translation>
    </message>
    <message>
        <source>no cpu, memory or gpu_usage in the record</source>
        <translation>记录中没有 cpu、memory 或 gpu_usage</translation>
    </message>
    <message>
        <source>more than %1 GPUs: the rest left out</source>
        <translation>GPU 超过 %1 个：其余的已略去</translation>
    </message>
    <message>
        <source>the record is larger than 1 MB</source>
        <translation>记录大于 1 MB</translation>
    </message>
    <message>
        <source>not JSON (%1 at %2)</source>
        <translation>不是 JSON（%2 处：%1）</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>line 1: the header is longer than %1 bytes: give an nvidia-smi CSV whose first line names its columns</source>
        <translation>第 1 行：表头超过 %1 字节：请提供第一行列出列名的 nvidia-smi CSV</translation>
    </message>
    <message>
        <source>line 1: the header has more than %1 columns: give an nvidia-smi CSV whose first line names its columns</source>
        <translation>第 1 行：表头超过 %1 列：请提供第一行列出列名的 nvidia-smi CSV</translation>
    </message>
    <message>
        <source>not a regular file: give the monitor log itself, not a directory, pipe or device</source>
        <translation>不是普通文件：请给出监控日志本身，而不是目录、管道或设备</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationFleetJson</name>
    <message>
        <source>expected a number</source>
        <translation>应为数字</translation>
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
        <translation>未知</translation>
    </message>
    <message>
        <source>Runs without utilization data: %1 of %2 (%3 GPU-hours); they are not counted as idle.</source>
        <translation>没有利用率数据的运行：%2 次中 %1 次（%3 GPU 小时）；不计为空闲。</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>The console&apos;s own: GPU count × job duration, summed over the runs.</source>
        <translation>控制台自己的数据：GPU 数 × job 时长，对所有运行求和。</translation>
    </message>
    <message>
        <source>The console&apos;s own: mean GPU utilization (util_percent.avg) of the runs, each weighted by its GPU-hours.</source>
        <translation>控制台自己的数据：各次运行的平均 GPU 利用率（util_percent.avg），按各自的 GPU 小时加权。</translation>
    </message>
    <message>
        <source>The console&apos;s own: the highest utilization any GPU reached in any run.</source>
        <translation>控制台自己的数据：任一 GPU 在任一运行中达到的最高利用率。</translation>
    </message>
    <message>
        <source>HUD&apos;s gpu_avg: the mean over every log interval of the runs of the GPUs&apos; mean util_percent.max (HUD&apos;s utilization report).</source>
        <translation>HUD 的 gpu_avg：各 GPU 的 util_percent.max 均值在所有运行的每个日志区间上的平均值（HUD 的利用率报告）。</translation>
    </message>
    <message>
        <source>HUD&apos;s gpu_p90: the 90th percentile over the log intervals of the GPUs&apos; highest util_percent.max (HUD&apos;s report: quantilesTDigest; here the interpolated quantile).</source>
        <translation>HUD 的 gpu_p90：各 GPU 中最高的 util_percent.max 在日志区间上的第 90 百分位（HUD 的报告：quantilesTDigest；此处为插值分位数）。</translation>
    </message>
    <message>
        <source>The console&apos;s own: GPU-hours × (1 − average utilization): GPU time paid for but not used. Only runs with utilization data count.</source>
        <translation>控制台自己的数据：GPU 小时 × (1 − 平均利用率)：已付费但未使用的 GPU 时间。仅计入有利用率数据的运行。</translation>
    </message>
    <message>
        <source>GPU-hours (console)</source>
        <translation>GPU 小时（控制台）</translation>
    </message>
    <message>
        <source>Avg GPU util (console)</source>
        <translation>平均 GPU 利用率（控制台）</translation>
    </message>
    <message>
        <source>Peak GPU util (console)</source>
        <translation>峰值 GPU 利用率（控制台）</translation>
    </message>
    <message>
        <source>Idle GPU-hours (console)</source>
        <translation>空闲 GPU 小时（控制台）</translation>
    </message>
    <message>
        <source>GPU avg (HUD)</source>
        <translation>GPU 平均（HUD）</translation>
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
        <translation>无效的 ClickHouse 数据库名 &apos;%1&apos; — 请在“配置文件 ▸ 编辑此配置文件…”中修正 clickhouse/database</translation>
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
        <translation>在下方选择一个 job 名称以查看其运行</translation>
    </message>
    <message>
        <source>Job name</source>
        <translation>Job 名称</translation>
    </message>
    <message>
        <source>Workflow</source>
        <translation>Workflow</translation>
    </message>
    <message>
        <source>Runner type (GPU × count)</source>
        <translation>Runner 类型（GPU × 数量）</translation>
    </message>
    <message>
        <source>Group by</source>
        <translation>分组方式</translation>
    </message>
    <message>
        <source>GPU jobs by idle GPU-hours</source>
        <translation>按空闲 GPU 小时排列的 GPU job</translation>
    </message>
    <message>
        <source>Runs of the selected job</source>
        <translation>所选 job 的运行</translation>
    </message>
    <message>
        <source>Enter or double-click: open the run&apos;s GPUs</source>
        <translation>Enter 或双击：打开该运行的 GPU</translation>
    </message>
    <message>
        <source>&amp;Group by:</source>
        <translation>分组方式(&amp;G)：</translation>
    </message>
    <message>
        <source>sorted by idle GPU-hours = GPU-hours × (1 − average utilization)</source>
        <translation>按空闲 GPU 小时排序 = GPU 小时 × (1 − 平均利用率)</translation>
    </message>
    <message>
        <source>Runs: select a job name</source>
        <translation>运行：请选择一个 job 名称</translation>
    </message>
    <message>
        <source>%1 runs without utilization data (not counted as idle)</source>
        <translation>%1 次运行没有利用率数据（不计为空闲）</translation>
    </message>
    <message>
        <source>⚠ %1 unreadable rows left out</source>
        <translation>⚠ 已略去 %1 行无法读取的数据</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Runner</translation>
    </message>
    <message>
        <source>Runs are listed by job name: group by job name to see them</source>
        <translation>运行按 job 名称列出：按 job 名称分组即可查看</translation>
    </message>
    <message>
        <source>Runs of %1: loading…</source>
        <translation>%1 的运行：正在加载…</translation>
    </message>
    <message>
        <source>1 run of %1</source>
        <translation>%1 的 1 次运行</translation>
    </message>
    <message>
        <source>%1 runs of %2</source>
        <translation>%2 的 %1 次运行</translation>
    </message>
    <message>
        <source> (%1 without utilization data)</source>
        <translation>（%1 次没有利用率数据）</translation>
    </message>
    <message>
        <source> · Enter opens a run</source>
        <translation> · Enter 打开一次运行</translation>
    </message>
    <message>
        <source>⚠ Runs of %1: %2</source>
        <translation>⚠ %1 的运行：%2</translation>
    </message>
    <message>
        <source>Runs of the selected job over time: HUD&apos;s gpu_avg and gpu_p90, the console&apos;s average</source>
        <translation>所选 job 的运行随时间的变化：HUD 的 gpu_avg 和 gpu_p90，以及控制台的平均值</translation>
    </message>
    <message>
        <source>%1 GPU jobs, %2 GPU-hours (console)</source>
        <translation>%1 个 GPU job，%2 GPU 小时（控制台）</translation>
    </message>
    <message>
        <source>%1 GPU-hours-weighted average utilization (console)</source>
        <translation>按 GPU 小时加权的平均利用率 %1（控制台）</translation>
    </message>
    <message>
        <source>%1 idle GPU-hours (console)</source>
        <translation>%1 空闲 GPU 小时（控制台）</translation>
    </message>
    <message>
        <source>gpu_avg (HUD)</source>
        <translation>gpu_avg（HUD）</translation>
    </message>
    <message>
        <source>gpu_p90 (HUD)</source>
        <translation>gpu_p90（HUD）</translation>
    </message>
    <message>
        <source>average of util avg (console)</source>
        <translation>util avg 的平均值（控制台）</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationJobSource</name>
    <message>
        <source>segment %1 could not be read</source>
        <translation>无法读取第 %1 段</translation>
    </message>
    <message>
        <source>not a database name: %1 — fix clickhouse/database in Profile ▸ Edit this profile…</source>
        <translation>不是数据库名：%1 — 请在“配置文件 ▸ 编辑此配置文件…”中修正 clickhouse/database</translation>
    </message>
    <message>
        <source>the job&apos;s metadata row could not be read: %1</source>
        <translation>无法读取 Job 的元数据行：%1</translation>
    </message>
    <message>
        <source>only the first %1 intervals were read</source>
        <translation>只读取了前 %1 个区间</translation>
    </message>
</context>
<context>
    <name>hw::UtilizationJobView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>← Fleet</source>
        <translation>← 集群</translation>
    </message>
    <message>
        <source>Back to the fleet (Esc)</source>
        <translation>返回集群 (Esc)</translation>
    </message>
    <message>
        <source>Test segment</source>
        <translation>测试分段</translation>
    </message>
    <message>
        <source>Zoom every chart to a test segment; the stats below follow the window shown</source>
        <translation>将所有图表缩放到某个测试分段；下方统计随显示的窗口变化</translation>
    </message>
    <message>
        <source>Utilization statistics</source>
        <translation>利用率统计</translation>
    </message>
    <message>
        <source>&amp;Segment:</source>
        <translation>分段(&amp;S)：</translation>
    </message>
    <message>
        <source>No job open</source>
        <translation>未打开 job</translation>
    </message>
    <message>
        <source>Open a job from the fleet table, the grid (U on a cell) or with --utilization FILE.</source>
        <translation>从集群表格、网格（在单元格上按 U）或用 --utilization FILE 打开一个 job。</translation>
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
        <translation>%1 个 CPU</translation>
    </message>
    <message>
        <source>%1, %2 – %3 UTC (%4)</source>
        <translation>%1，%2 – %3 UTC（%4）</translation>
    </message>
    <message>
        <source>sampled every %1 s</source>
        <translation>每 %1 秒采样一次</translation>
    </message>
    <message>
        <source>job %1</source>
        <translation>job %1</translation>
    </message>
    <message>
        <source>attempt %1</source>
        <translation>第 %1 次尝试</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <source>CPU and memory</source>
        <translation>CPU 和内存</translation>
    </message>
    <message>
        <source>Not in this log: %1.</source>
        <translation>此日志中没有：%1。</translation>
    </message>
    <message>
        <source>⚠ %1 unreadable %2 left out (%3%4).</source>
        <translation>⚠ 已略去 %1 %2 无法读取的数据（%3%4）。</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>行</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Ignored: %1.</source>
        <translation>已忽略：%1。</translation>
    </message>
    <message>
        <source>⚠ No utilization samples for this job: the monitor&apos;s upload may have been lost.</source>
        <translation>⚠ 此 job 没有利用率样本：监视器的上传可能已丢失。</translation>
    </message>
    <message>
        <source>No samples in this window</source>
        <translation>此窗口中没有样本</translation>
    </message>
    <message>
        <source>Whole job</source>
        <translation>整个 job</translation>
    </message>
    <message>
        <source>%1 %2 (%3 – %4, %5)</source>
        <translation>%1 %2（%3 – %4，%5）</translation>
    </message>
    <message>
        <source>Stats for the whole job, %1 – %2 UTC</source>
        <translation>整个 job 的统计，%1 – %2 UTC</translation>
    </message>
    <message>
        <source>Stats for segment %1 (%2), %3 – %4 UTC</source>
        <translation>分段 %1（%2）的统计，%3 – %4 UTC</translation>
    </message>
    <message>
        <source>Stats for the window shown, %1 – %2 UTC (0 or Home: the whole job)</source>
        <translation>显示窗口的统计，%1 – %2 UTC（0 或 Home：整个 job）</translation>
    </message>
    <message>
        <source>Back to the fleet</source>
        <translation>返回集群</translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>GPU memory bandwidth</source>
        <translation>GPU 显存带宽</translation>
    </message>
    <message>
        <source>Allocated GPU memory</source>
        <translation>已分配 GPU 显存</translation>
    </message>
    <message>
        <source>CPU and memory of the runner</source>
        <translation>runner 的 CPU 和内存</translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>GPU 温度</translation>
    </message>
    <message>
        <source>GPU power</source>
        <translation>GPU 功耗</translation>
    </message>
    <message>
        <source>Stop loading the job (Esc)</source>
        <translation>停止加载该 Job（Esc）</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source> · HUD: gpu_avg %1, gpu_p90 %2, gpu_max %3 · table: the console&apos;s statistics</source>
        <translation> · HUD：gpu_avg %1，gpu_p90 %2，gpu_max %3 · 表格：控制台的统计</translation>
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
        <translation>正在加载其利用率…</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Cancelled; its utilization was not loaded. Open the job again to load it (Enter in the fleet&apos;s runs, U on its grid cell); Esc goes back to the fleet.</source>
        <translation>已取消；未加载其利用率。重新打开该 Job 即可加载（在集群的运行中按 Enter，或在其网格单元上按 U）；Esc 返回集群。</translation>
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
        <translation>未知</translation>
    </message>
    <message>
        <source>This run has no utilization data (none uploaded, or every row malformed).</source>
        <translation>此运行没有利用率数据（未上传，或每一行都格式错误）。</translation>
    </message>
    <message>
        <source>Job %1, workflow run %2 (UTC)</source>
        <translation>Job %1，workflow 运行 %2（UTC）</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>开始时间（UTC）</translation>
    </message>
    <message>
        <source>Workflow</source>
        <translation>Workflow</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>尝试</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>The console&apos;s own: GPU-hours × (1 − average utilization): GPU time paid for but not used.</source>
        <translation>控制台自己的数据：GPU 小时 × (1 − 平均利用率)：已付费但未使用的 GPU 时间。</translation>
    </message>
    <message>
        <source>HUD&apos;s gpu_avg: the mean over the log intervals of the GPUs&apos; mean util_percent.max.</source>
        <translation>HUD 的 gpu_avg：各 GPU 的 util_percent.max 均值在日志区间上的平均值。</translation>
    </message>
    <message>
        <source>HUD&apos;s gpu_p90: quantile(0.9) over the log intervals of the GPUs&apos; highest util_percent.max.</source>
        <translation>HUD 的 gpu_p90：各 GPU 中最高的 util_percent.max 在日志区间上的 quantile(0.9)。</translation>
    </message>
    <message>
        <source>GPU-hours (console)</source>
        <translation>GPU 小时（控制台）</translation>
    </message>
    <message>
        <source>Avg GPU util (console)</source>
        <translation>平均 GPU 利用率（控制台）</translation>
    </message>
    <message>
        <source>GPU max (HUD)</source>
        <translation>GPU 最大（HUD）</translation>
    </message>
    <message>
        <source>Idle GPU-hours (console)</source>
        <translation>空闲 GPU 小时（控制台）</translation>
    </message>
    <message>
        <source>GPU avg (HUD)</source>
        <translation>GPU 平均（HUD）</translation>
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
        <translation>所有 GPU</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>A spike is a run of consecutive samples at or above 90 %.</source>
        <translation>尖峰是连续处于或高于 90 % 的一串样本。</translation>
    </message>
    <message>
        <source>Spikes are counted for percentages only.</source>
        <translation>只对百分比指标统计尖峰。</translation>
    </message>
    <message>
        <source>Log intervals with a value; missing ones are left out, never counted as 0.</source>
        <translation>有值的日志间隔；缺失的被略去，从不计为 0。</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大</translation>
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
        <translation>尖峰</translation>
    </message>
    <message>
        <source>Between spikes</source>
        <translation>尖峰间隔</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>HUD Watch: live CI job grids from ClickHouse, cached for offline use.
Without --profile it opens the bundled demo recording.</source>
        <translation>HUD Watch：来自 ClickHouse 的实时 CI job 网格，缓存后可离线使用。
不带 --profile 时打开内置的演示录制。</translation>
    </message>
    <message>
        <source>Use the server profile NAME.</source>
        <translation>使用服务器配置文件 NAME。</translation>
    </message>
    <message>
        <source>Replay the bundled demo or a recording FILE.</source>
        <translation>回放内置演示或录制文件 FILE。</translation>
    </message>
    <message>
        <source>Render the window offscreen to FILE.png and exit.</source>
        <translation>在屏幕外将窗口渲染为 FILE.png 后退出。</translation>
    </message>
    <message>
        <source>View to open (and to render with --screenshot): %1.</source>
        <translation>要打开的视图（以及用 --screenshot 渲染的视图）：%1。</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>--screenshot 的窗口大小。</translation>
    </message>
    <message>
        <source>Show the cached data; never poll.</source>
        <translation>显示缓存数据；从不轮询。</translation>
    </message>
    <message>
        <source>Start in the tray, watching (minimised where the desktop has no tray).</source>
        <translation>在托盘中启动并保持监视（桌面没有托盘时最小化）。</translation>
    </message>
    <message>
        <source>Time range of the charts: 1d … 90d, or FROM..TO (dates or ISO times, UTC), e.g. 2026-07-01..2026-07-14.</source>
        <translation>图表的时间范围：1d … 90d，或 FROM..TO（日期或 ISO 时间，UTC），例如 2026-07-01..2026-07-14。</translation>
    </message>
    <message>
        <source>Open a GPU monitor log (nvidia-smi CSV or monitor.py JSON lines) in the GPU utilization tab.</source>
        <translation>在 GPU 利用率标签页中打开 GPU 监视器日志（nvidia-smi CSV 或 monitor.py 的 JSON 行）。</translation>
    </message>
    <message>
        <source>Open a CI log (plain or gzip) in the log viewer; FILE#L120 opens it at line 120.</source>
        <translation>在日志查看器中打开 CI 日志（纯文本或 gzip）；FILE#L120 会在第 120 行打开。</translation>
    </message>
    <message>
        <source>With --log: find TEXT in the whole log at start.</source>
        <translation>配合 --log：启动时在整个日志中查找 TEXT。</translation>
    </message>
    <message>
        <source>With --log: open the log at its failing line (the log classifier&apos;s pick).</source>
        <translation>配合 --log：在失败行处打开日志（日志分类器的选择）。</translation>
    </message>
    <message>
        <source>With --replay: show the instant TIME, ISO 8601 UTC (2024-08-14T03:10:00Z) or a time of day (03:10) on the recording&apos;s first day; paused there.</source>
        <translation>配合 --replay：显示时刻 TIME，格式为 ISO 8601 UTC（2024-08-14T03:10:00Z）或录制首日的当日时间（03:10）；并在该处暂停。</translation>
    </message>
    <message>
        <source>--at needs --replay FILE (or --replay demo)</source>
        <translation>--at 需要 --replay FILE（或 --replay demo）</translation>
    </message>
    <message>
        <source>--find and --failure need --log FILE (or use &apos;hudwatch log FILE --find REGEX --classify&apos;)</source>
        <translation>--find 和 --failure 需要 --log FILE（或使用“hudwatch log FILE --find REGEX --classify”）</translation>
    </message>
    <message>
        <source>--range: %1</source>
        <translation>--range：%1</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>意外的参数：%1</translation>
    </message>
    <message>
        <source>--size must look like 1600x900, not &quot;%1&quot;</source>
        <translation>--size 的格式应类似 1600x900，而不是“%1”</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot;; known views: %2</source>
        <translation>未知视图“%1”；已知视图：%2</translation>
    </message>
    <message>
        <source>--profile and --replay cannot be combined</source>
        <translation>--profile 与 --replay 不能同时使用</translation>
    </message>
    <message>
        <source>--screenshot writes PNG files; the name must end in .png</source>
        <translation>--screenshot 写入 PNG 文件；文件名必须以 .png 结尾</translation>
    </message>
    <message>
        <source>no display: DISPLAY and WAYLAND_DISPLAY are not set. The console needs a desktop session; without one, use --screenshot, &apos;hudwatch allowlist&apos;, &apos;hudwatch report&apos; or &apos;hudwatch flaky&apos;.</source>
        <translation>没有显示器：未设置 DISPLAY 和 WAYLAND_DISPLAY。控制台需要桌面会话；没有的话，请使用 --screenshot、“hudwatch allowlist”、“hudwatch report”或“hudwatch flaky”。</translation>
    </message>
    <message>
        <source>expected one value; quote it if it contains a comma</source>
        <translation>应为单个值；如果包含逗号请加引号</translation>
    </message>
    <message>
        <source>contains a control character (a line break or similar)</source>
        <translation>包含控制字符（换行符或类似字符）</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2, not &quot;%3&quot;</source>
        <translation>必须是 %1 到 %2 之间的整数，而不是“%3”</translation>
    </message>
    <message>
        <source>must be true or false, not &quot;%1&quot;</source>
        <translation>必须是 true 或 false，而不是“%1”</translation>
    </message>
    <message>
        <source>remove the password from the URL; secrets live in the keychain only</source>
        <translation>请从 URL 中删除密码；机密只保存在钥匙串中</translation>
    </message>
    <message>
        <source>invalid profile name &quot;%1&quot; (letters, digits, . _ - only)</source>
        <translation>无效的配置文件名称“%1”（只能使用字母、数字、. _ -）</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; not found: create %2 (see README, &quot;Profiles&quot;)</source>
        <translation>未找到配置文件“%1”：请创建 %2（见 README 的“Profiles”一节）</translation>
    </message>
    <message>
        <source>missing: the ClickHouse server, e.g. https://host:8443</source>
        <translation>缺少：ClickHouse 服务器，例如 https://host:8443</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>remove the query; tokens live in the keychain only</source>
        <translation>请删除查询部分；令牌只保存在钥匙串中</translation>
    </message>
    <message>
        <source>an issuer has no query or fragment (OpenID Discovery §2)</source>
        <translation>issuer 不能包含查询或片段（OpenID Discovery §2）</translation>
    </message>
    <message>
        <source>remove the query; the job&apos;s id is appended to the path</source>
        <translation>请删除查询部分；job 的 id 会附加到路径上</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid regular expression: %2</source>
        <translation>“%1”不是有效的正则表达式：%2</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;: %2</source>
        <translation>配置文件“%1”：%2</translation>
    </message>
    <message>
        <source>⚠ %1 uses plain http:// to %2: credentials and data cross the network unencrypted (allowed by allowInsecureHttp=true in the profile).</source>
        <translation>⚠ %1 使用明文 http:// 连接 %2：凭据和数据以未加密形式在网络上传输（由配置文件中的 allowInsecureHttp=true 允许）。</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot; is larger than %2 KB: not a profile file</source>
        <translation>配置文件“%1”大于 %2 KB：不是配置文件</translation>
    </message>
    <message>
        <source>Language of the interface: %1 (default: Settings ▸ Language, else the system&apos;s).</source>
        <translation>界面语言：%1（默认：设置 ▸ 语言，否则跟随系统）。</translation>
    </message>
    <message>
        <source>--lang: no %1 translation; choose one of %2</source>
        <translation>--lang：没有 %1 的翻译；请从 %2 中选择</translation>
    </message>
    <message>
        <source>Light or dark colours for this run (system, light or dark); Settings ▸ Theme keeps a choice.</source>
        <translation>本次运行使用浅色或深色（system、light 或 dark）；“设置 ▸ 主题”可保存选择。</translation>
    </message>
    <message>
        <source>--theme must be system, light or dark, not &quot;%1&quot;</source>
        <translation>--theme 必须是 system、light 或 dark，而不是“%1”</translation>
    </message>
    <message>
        <source>Write a recording (one SQLite file): with --profile, what the profile&apos;s cache holds, then every batch as it is stored (a killed process keeps what came before); with --replay, the recording replayed, on exit.</source>
        <translation>写入录制文件（一个 SQLite 文件）：使用 --profile 时，先写入该配置缓存中的内容，之后每存储一批就追加一批（进程被终止时保留此前的内容）；使用 --replay 时，在退出时写入所回放的录制。</translation>
    </message>
    <message>
        <source>cannot write %1 — choose another path</source>
        <translation>无法写入 %1 — 请选择其他路径</translation>
    </message>
    <message>
        <source>%1 — fix it in %2 (a text editor), then try again</source>
        <translation>%1 — 请在 %2 中修正（用文本编辑器），然后重试</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>the disk may be full</source>
        <translation>磁盘可能已满</translation>
    </message>
    <message>
        <source>not an ini file</source>
        <translation>不是 ini 文件</translation>
    </message>
    <message>
        <source>profile file %1 cannot be read: %2</source>
        <translation>无法读取配置文件 %1：%2</translation>
    </message>
    <message>
        <source>cannot write a temporary file to check the profile: %1 — free disk space or set TMPDIR to a writable folder</source>
        <translation>无法写入用于检查配置文件的临时文件：%1 — 请释放磁盘空间，或将 TMPDIR 设为可写文件夹</translation>
    </message>
    <message>
        <source>cannot write profile file %1: %2 — check that the folder is writable, or free disk space</source>
        <translation>无法写入配置文件 %1：%2 — 请检查文件夹是否可写，或释放磁盘空间</translation>
    </message>
    <message>
        <source>a Qt variant value is not allowed here: write plain text</source>
        <translation>此处不允许 Qt variant 值：请写纯文本</translation>
    </message>
    <message>
        <source>not a regular file (a folder, a pipe or a device): name a file, or leave it empty</source>
        <translation>不是普通文件（而是文件夹、管道或设备）：请指定一个文件，或留空</translation>
    </message>
    <message>
        <source>must be owner/repo, e.g. pytorch/pytorch</source>
        <translation>必须是 owner/repo，例如 pytorch/pytorch</translation>
    </message>
    <message>
        <source>must be /api or /api/authed (HUD&apos;s route for a GitHub sign-in)</source>
        <translation>必须是 /api 或 /api/authed（HUD 用于 GitHub 登录的路由）</translation>
    </message>
</context>
</TS>
