#include "OAuthResponse.h"

#include "domain/QuotedText.h"

#include <QCoreApplication>

namespace hw {

namespace {
struct OAuthResponseText {
    Q_DECLARE_TR_FUNCTIONS(OAuthResponseText)
};
} // namespace

SourceError OAuthResponse::toSourceError(const QString &what) const
{
    using Kind = SourceError::Kind;
    // The provider's (or a redirect's) words: escapes shown, never sent to a terminal.
    const QString detail
        = QuotedText::visible(errorDescription.isEmpty() ? error : error + u": " + errorDescription);
    Kind kind = Kind::Server;
    QString next;
    if (error == u"invalid_grant" || error == u"invalid_token" || error == u"invalid_client") {
        kind = Kind::Authentication;
        next = OAuthResponseText::tr("sign in again");
    } else if (error == u"access_denied" || error == u"unauthorized_client" || error == u"invalid_scope"
        || error == u"consent_required" || error == u"login_required") {
        kind = Kind::Authorization;
        next = OAuthResponseText::tr("the provider refused; sign in with an account that is allowed");
    } else if (error == u"expired_token") {
        kind = Kind::Timeout;
        next = OAuthResponseText::tr("the code was not entered in time; sign in again");
    } else if (error == u"slow_down" || error == u"temporarily_unavailable") {
        kind = Kind::RateLimited;
    } else if (error == u"server_error") {
        kind = Kind::Server;
    } else if (error == u"invalid_request" || error == u"unsupported_grant_type"
        || error == u"unsupported_response_type" || error == u"invalid_redirect_uri") {
        kind = Kind::Configuration;
        next = OAuthResponseText::tr("check the provider settings of this profile");
    }
    if (next.isEmpty()) // busy, failing, or an error this version does not know: it may pass
        next = OAuthResponseText::tr("wait a minute and sign in again");
    QString message = OAuthResponseText::tr("%1 failed (%2)").arg(what, detail);
    if (!next.isEmpty())
        message += u" — " + next;
    return SourceError::make(kind, source(), message, httpStatus);
}

} // namespace hw
