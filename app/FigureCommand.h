#pragma once

#include "FigureSource.h"

#include <QCommandLineOption>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QTextStream>

#include <functional>

class QCommandLineParser;

namespace hw {

// The command line every headless figure command shares (`hudwatch NAME [--profile NAME]
// [--replay FILE] [--at TIME] --json [its own options]`): parses, opens the FigureSource, lets
// the command build its JSON and prints it. Exit codes: 0, 1 (no such data: the message says
// what and what to do), 2 (usage). --help prints usage and the options.
class FigureCommand
{
    Q_DECLARE_TR_FUNCTIONS(hw::FigureCommand)

public:
    // What the command makes of the source: its JSON (the envelope and its figures), or why not.
    using Build = std::function<Result<QJsonObject>(const FigureSource &, const QCommandLineParser &)>;
    // A check of the command's own options before any source is opened: empty when fine, else
    // the usage error.
    using Check = std::function<QString(const QCommandLineParser &)>;

    FigureCommand(QString name, QString usage, QList<QCommandLineOption> ownOptions = {});
    void setCheck(Check check) { m_check = std::move(check); }
    // When this says so for the parsed options, a profile without a cache yet is opened too
    // (FigureSource::open's cacheOptional): for a command that fetches what is not cached.
    using CacheOptional = std::function<bool(const QCommandLineParser &)>;
    void setCacheOptional(CacheOptional when) { m_cacheOptional = std::move(when); }
    int run(const QStringList &args, QTextStream &out, QTextStream &err, const Build &build) const;

private:
    QString m_name;
    QString m_usage;
    QList<QCommandLineOption> m_ownOptions;
    Check m_check;
    CacheOptional m_cacheOptional;
};

} // namespace hw
