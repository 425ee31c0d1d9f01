#include "FlakyDemo.h"

#include "FlakyResultsJson.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace hw {

Result<FlakyResults, QString> FlakyDemo::load()
{
    QFile file(resourcePath());
    if (!file.open(QIODevice::ReadOnly))
        return u"%1: %2"_s.arg(resourcePath(), file.errorString());
    auto results = FlakyResultsJson::fromJson(file.readAll());
    if (!results)
        return QString(resourcePath() + u": "_s + results.error());
    return results;
}

} // namespace hw
