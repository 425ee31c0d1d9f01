#include "ClickHouseError.h"

#include "domain/QuotedText.h"
#include "net/RedirectTarget.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace hw {

bool ClickHouseError::isAuthenticationFailure() const
{
    // 192 UNKNOWN_USER, 193 WRONG_PASSWORD, 194 REQUIRED_PASSWORD, 516 AUTHENTICATION_FAILED
    if (code == 192 || code == 193 || code == 194 || code == 516)
        return true;
    return (kind == Kind::Http || kind == Kind::Server) && (httpStatus == 401 || httpStatus == 403)
        && (code == 0 || code == 192 || code == 193 || code == 194 || code == 516);
}

QString ClickHouseError::kindName(Kind kind)
{
    switch (kind) {
    case Kind::None: return tr("ok");
    case Kind::Network: return tr("network error");
    case Kind::Tls: return tr("TLS error");
    case Kind::Configuration: return tr("configuration error");
    case Kind::Timeout: return tr("timeout");
    case Kind::Http: return tr("HTTP error");
    case Kind::Server: return tr("server error");
    case Kind::TooLarge: return tr("response too large");
    case Kind::Parse: return tr("unexpected response");
    case Kind::Cancelled: return tr("cancelled");
    }
    return {};
}

QString ClickHouseError::corruptGzipMessage(const QString &detail)
{
    return tr("corrupt gzip response: %1").arg(detail) + u" — "_s + gzipNextStep(true);
}

QString ClickHouseError::gzipNextStep(bool retrying)
{
    return retrying ? tr("retrying; if it persists, check for a proxy in front of ClickHouse")
                    : tr("if it persists, check for a proxy in front of ClickHouse");
}

QString ClickHouseError::serverNextStep(bool retrying)
{
    return retrying ? tr("retrying; if it persists, tell the ClickHouse admins")
                    : tr("if it persists, tell the ClickHouse admins");
}

QString ClickHouseError::htmlPageMessage()
{
    return tr("the server answered with an HTML page, not ClickHouse — check the URL or sign in to the proxy");
}

QString ClickHouseError::executionTimeMessage(int seconds)
{
    const QString after = seconds > 0 ? tr("the server stopped the query after %n s", nullptr, seconds)
                                      : tr("the server stopped the query at its time limit");
    return after + u": "_s
        + tr("narrow the range or the branch, or raise clickhouse/maxExecutionSeconds (Profile ▸ Edit this profile…)");
}

QString ClickHouseError::redirectMessage(const QUrl &requested, const QByteArray &location)
{
    // ClickHouse itself never redirects: a proxy or a moved server does.
    const QString next = tr("check clickhouse/url (Profile ▸ Edit this profile…): ClickHouse itself never redirects");
    const QString target = RedirectTarget::shown(requested, location);
    if (target.isEmpty())
        return tr("redirect without a valid target not followed") + u" — "_s + next;
    return tr("redirect to '%1' not followed").arg(target) + u" — "_s + next;
}

QString ClickHouseError::tooManyRowsMessage(qint64 maxRows)
{
    // The row cap is not a setting (the byte limit is): less data is the way out.
    return tr("reply with more than %1 rows — choose a shorter range (or lower grid/maxCommits)").arg(maxRows);
}

QString ClickHouseError::toUserMessage(const QString &endpoint) const
{
    QString what;
    if (isAuthenticationFailure())
        what = tr("authentication failed");
    else if (!message.isEmpty())
        what = message;
    else
        what = kindName(kind);
    QStringList details;
    // The status only says something when the server answered with an error.
    if (httpStatus > 0 && (kind == Kind::Http || kind == Kind::Server))
        details << u"HTTP %1"_s.arg(httpStatus);
    if (code > 0)
        details << tr("code %1").arg(code);
    QString line = u"ClickHouse "_s + endpoint + u": "_s + what;
    if (!details.isEmpty())
        line += u" ("_s + details.join(u", "_s) + u')';
    return line;
}

SourceError ClickHouseError::toSourceError(const QString &endpoint) const
{
    using K = SourceError::Kind;
    K k = K::None;
    // 164 READONLY, 497 ACCESS_DENIED: the user is known but may not do this.
    const bool denied = code == 164 || code == 497;
    switch (kind) {
    case Kind::None: return {};
    case Kind::Network: k = K::Network; break;
    case Kind::Tls: k = K::Tls; break;
    case Kind::Configuration: k = K::Configuration; break;
    case Kind::Timeout: k = K::Timeout; break;
    case Kind::TooLarge: k = K::TooLarge; break;
    case Kind::Parse: k = K::BadData; break;
    case Kind::Cancelled: k = K::Cancelled; break;
    case Kind::Http:
    case Kind::Server:
        k = httpStatus == 429 ? K::RateLimited : denied ? K::Authorization : K::Server;
        break;
    }
    if (isAuthenticationFailure())
        k = K::Authentication;
    SourceError e = SourceError::make(k, u"clickhouse"_s, toUserMessage(endpoint), httpStatus);
    e.retryAfterSeconds = retryAfterSeconds;
    // 60 UNKNOWN_TABLE, 81 UNKNOWN_DATABASE: the profile names the wrong database; any other
    // exception of the server may pass, and is retried.
    if (k == K::Server && code == 159) {
        // executionTimeMessage() already says what to narrow; a retry would stop the same way.
    } else if (k == K::Server && (code == 60 || code == 81))
        e.message += u" — "_s + tr("check clickhouse/database (Profile ▸ Edit this profile…)");
    else if (k == K::Server && !e.message.contains(u" — "_s))
        e.message += u" — "_s + serverNextStep(true);
    e.message = SourceError::withNextStep(e.message, k, e.source);
    return e;
}

ClickHouseError ClickHouseError::fromServerBody(const QByteArray &body, int httpStatus,
                                                const QByteArray &exceptionCodeHeader)
{
    ClickHouseError e;
    e.httpStatus = httpStatus;
    bool headerOk = false;
    const int headerCode = exceptionCodeHeader.trimmed().toInt(&headerOk);

    // The exception may follow partial output; it starts at the last "Code: N" at a line start.
    const QString text = QString::fromUtf8(body.left(64 * 1024));
    static const QRegularExpression codeRe(u"(?:^|\\n)Code: (\\d+)[.,] ?"_s);
    QRegularExpressionMatch m;
    qsizetype at = -1;
    for (auto it = codeRe.globalMatch(text); it.hasNext();) {
        m = it.next();
        at = m.capturedEnd();
    }
    if (at < 0 && !headerOk)
        return e;
    e.kind = Kind::Server;
    e.code = headerOk ? headerCode : m.captured(1).toInt();
    // A cut-off body can end right after "Code: N, "; the error still says what it is.
    const QString noMessage = tr("the server gave no message");
    if (at < 0) {
        e.message = noMessage;
        return e;
    }

    QString msg = text.mid(at).trimmed();
    static const QRegularExpression prefix(u"^(?:e\\.displayText\\(\\) = )?(?:DB::Exception: )?"_s);
    msg.remove(prefix);
    static const QRegularExpression what18(u",? *e\\.what\\(\\) = [\\w:]+\\s*$"_s);
    msg.remove(what18);
    static const QRegularExpression version(u"\\s*\\(version [^()]*(?:\\([^()]*\\))?\\)\\s*$"_s);
    msg.remove(version);
    static const QRegularExpression codeName(u"\\s*\\(([A-Z][A-Z0-9_]+)\\)\\s*$"_s);
    if (const auto n = codeName.match(msg); n.hasMatch()) {
        e.name = n.captured(1);
        msg.truncate(n.capturedStart());
    }
    // One line, bounded: syntax errors list every expected token.
    msg = msg.simplified();
    if (msg.endsWith(u'.'))
        msg.chop(1);
    constexpr int maxLen = 300;
    if (msg.size() > maxLen)
        msg = msg.left(maxLen - 1) + u'…';
    e.message = msg.isEmpty() ? noMessage : QuotedText::visible(msg);
    return e;
}

} // namespace hw
