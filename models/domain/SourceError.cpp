#include "SourceError.h"

#include <QCoreApplication>

namespace hw {

namespace {
struct SourceErrorText {
    Q_DECLARE_TR_FUNCTIONS(SourceErrorText)
};
} // namespace

bool SourceError::isTransient() const
{
    switch (kind) {
    case Kind::Network:
    case Kind::Timeout:
    case Kind::RateLimited:
    case Kind::Server:
        return true;
    default:
        return false;
    }
}

SourceError SourceError::make(Kind kind, QString source, QString message, int httpStatus)
{
    SourceError e;
    e.kind = kind;
    e.source = std::move(source);
    e.message = std::move(message);
    e.httpStatus = httpStatus;
    return e;
}

QString SourceError::kindName(Kind kind)
{
    switch (kind) {
    case Kind::None: return SourceErrorText::tr("ok");
    case Kind::Authentication: return SourceErrorText::tr("authentication failed");
    case Kind::Authorization: return SourceErrorText::tr("not authorized");
    case Kind::Network: return SourceErrorText::tr("network error");
    case Kind::Timeout: return SourceErrorText::tr("timed out");
    case Kind::Tls: return SourceErrorText::tr("TLS certificate rejected");
    case Kind::RateLimited: return SourceErrorText::tr("rate limited");
    case Kind::Server: return SourceErrorText::tr("server error");
    case Kind::BadData: return SourceErrorText::tr("unexpected answer");
    case Kind::TooLarge: return SourceErrorText::tr("answer too large");
    case Kind::Cancelled: return SourceErrorText::tr("cancelled");
    case Kind::Storage: return SourceErrorText::tr("cache error");
    case Kind::Configuration: return SourceErrorText::tr("configuration error");
    }
    return {};
}

} // namespace hw
