#include "FlakyDemo.h"

#include "FlakyHistoryJson.h"
#include "FlakyResultsJson.h"

#include <QCoreApplication>
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

Result<QVector<FlakyTestHistory>, QString> FlakyDemo::loadHistories()
{
    QFile file(historyPath());
    if (!file.open(QIODevice::ReadOnly))
        return u"%1: %2"_s.arg(historyPath(), file.errorString());
    auto histories = FlakyHistoryJson::fromJson(file.readAll());
    if (!histories)
        return QString(historyPath() + u": "_s + histories.error());
    return histories;
}

Result<FlakyTestHistory, QString> FlakyDemo::history(const QString &file, const QString &classname, const QString &name)
{
    static const Result<QVector<FlakyTestHistory>, QString> all = loadHistories();
    if (!all)
        return all.error();
    for (const FlakyTestHistory &h : *all)
        if (h.file == file && h.classname == classname && h.name == name)
            return h;
    return QCoreApplication::translate("hw::FlakyDemo", "the demo has no runs of %1").arg(name);
}

} // namespace hw
