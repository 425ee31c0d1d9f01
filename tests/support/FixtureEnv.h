#pragma once

#include <QHash>
#include <QString>

namespace hw::test {

// The connection.env a ctest fixture's start script wrote (KEY=value lines) in the directory
// named by the environment variable `dirVariable`. Empty with *error set when it cannot be read.
QHash<QString, QString> readFixtureEnv(const char *dirVariable, const QString &fixture, QString *error, QString *path = nullptr);

} // namespace hw::test
