#include "StrictJsonReader.h"

namespace hw {

QString StrictJsonReader::expectedText(Expected what)
{
    switch (what) {
    case Expected::Integer: return tr("expected an integer");
    case Expected::InRange: return tr("out of range");
    case Expected::String: return tr("expected a string");
    case Expected::Array: return tr("expected an array");
    case Expected::Strings: return tr("expected strings");
    case Expected::Present: return tr("missing");
    case Expected::Object: return tr("expected an object");
    }
    return {};
}

Result<QJsonObject, QString> StrictJsonReader::versionedRoot(const QByteArray &json, int version)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject())
        return tr("not a JSON object (%1 at offset %2)").arg(parseError.errorString()).arg(parseError.offset);
    const QJsonObject root = doc.object();
    StrictJsonReader in;
    int found = 0;
    if (!in.integer(root, QStringLiteral("root"), QStringLiteral("version"), &found))
        return in.error();
    if (found != version)
        return tr("root.version: %1 is not a version this build reads (%2)").arg(found).arg(version);
    return root;
}

} // namespace hw
