#pragma once

#include <QStringList>
#include <QTextStream>

namespace hw {

// `hudwatch grid|trunk|backends [--profile NAME] [--replay FILE] [--at TIME] --json`: what the
// view shows, as JSON, with no display (FigureCommand; shapes in docs/command-line.md). Return 0,
// 1 (no such data) or 2 (usage).
int runGridCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runTrunkCommand(const QStringList &args, QTextStream &out, QTextStream &err);
int runBackendsCommand(const QStringList &args, QTextStream &out, QTextStream &err);
// `hudwatch utilization [--job ID] [--profile NAME] [--replay FILE] [--at TIME] --json`: the
// GPU fleet, or one job (runUtilizationCommand hands over when no FILE is given).
int runUtilizationFiguresCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace hw
