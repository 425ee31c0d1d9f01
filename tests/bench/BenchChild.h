#pragma once

#include <QByteArray>
#include <QHash>
#include <QStringList>

namespace hw::bench {

// Runs this program again with args, so a group's memory and warm caches stay out of the next
// one's figures; its output lines are forwarded, or returned in capture when given.
bool runChild(const QStringList &args, QByteArray *capture = nullptr);

// The "name value unit" figures of a child's output, by name.
QHash<QString, double> figuresIn(const QByteArray &output);

} // namespace hw::bench
