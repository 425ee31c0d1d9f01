#pragma once

#include <QByteArray>
#include <QString>

namespace hw::test {

// Absolute path of a file under tests/data (the copied, provenance-noted real data).
QString dataPath(const QString &relative);
// A real CI log of tests/data/logs, its path and its bytes.
QString realLogPath(const QString &name);
QByteArray realLogBytes(const QString &name);
// A file the demo bundles (resources/demo/<name>), as its Qt resource path.
QString demoResource(const QString &name);

// A fresh, empty directory under the build tree for one test's files; removed on next use.
QString freshRuntimeDir(const QString &name);

// Keeps a test's settings, profiles and caches out of the user's files: points HOME at a
// fresh directory and turns on QStandardPaths' test mode (which resolves under
// $HOME/.qttest). Returns that directory.
QString isolateUserDirs(const QString &name);

// Saves profile `name` with its cache at dir/name.sqlite and a ClickHouse URL nothing listens
// on: for a console run offline. False with *error when it cannot be saved.
bool saveOfflineProfile(const QString &name, const QString &dir, QString *error);

// Reads a whole file; fails the current test (QFAIL-style via qFatal) if it cannot.
QByteArray readFile(const QString &path);
// Writes bytes as a whole file; false when it cannot.
bool writeFile(const QString &path, const QByteArray &bytes);
// The file as `gzip -dc` reads it (the real tool, not our inflater); "gzip failed: …" when it fails.
QByteArray gunzipWithGzip(const QString &path);

// The demo's bundled files are what the sources return over the test seed. With the environment
// variable `envVar` set, writes `content` (and a newline) to resources/demo/<name> and returns
// true: the caller then fails once, so that the change is seen and committed.
bool rewriteDemoFile(const char *envVar, const QString &name, const QByteArray &content);

} // namespace hw::test
