#pragma once

#include "Allowlist.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <optional>

namespace hw {

// Reads the CRCR allowlist (pytorch/pytorch `.github/allowlist.yml`) with libyaml (YamlTreeReader).
// Accepts every shape the file has had (plain `- owner/repo`, `- owner/repo: "a, b"`,
// `- owner/repo: [a, b]`, metadata `{events, oncalls}`, L3 grouped by device or, in old files, a
// plain list) and rejects anything else with the 1-based line and column of the offending node:
// the file decides which downstream CI may block PyTorch merges, so a maintainer must see exactly
// what is wrong rather than get a silently smaller allowlist.
// Bounded for hostile input (the file may come from a URL): at most kMaxInputBytes, 64 levels of
// nesting and 100,000 YAML values with aliases expanded; beyond that it is an error, never a hang.
// parse() and parseFile() may run on any thread, several at once (BackendsSync runs them on a worker).
class AllowlistParser
{
    Q_DECLARE_TR_FUNCTIONS(hw::AllowlistParser)

public:
    // The real file is about 1 KB; a larger input is refused unparsed.
    static constexpr qsizetype kMaxInputBytes = 4 * 1024 * 1024;

    struct Result {
        std::optional<Allowlist> allowlist;
        QString error;        // what is wrong, without the location; empty when ok()
        int line = 0;         // 1-based, 0 = unknown
        int column = 0;       // 1-based (characters, not bytes), 0 = unknown
        QStringList warnings; // complete lines: "<source>:<line>:<col>: warning: <what>"
        QString sourceName;   // as given to parse() / the path given to parseFile()
        bool ok() const { return allowlist.has_value(); }
        // "<source>:<line>:<col>: <error>" (the parts that are unknown are left out).
        QString errorMessage() const;
    };

    static Result parse(const QByteArray &yaml, const QString &sourceName);
    static Result parseFile(const QString &path);
    // Reads device (a file, a pipe) to its end, but never more than kMaxInputBytes + 1 bytes:
    // enough for parse() to refuse an oversized input without holding all of it.
    static QByteArray readInput(QIODevice &device);

    // "<source>:<line>:<col>" with unknown (0) parts left out, as compilers print it.
    static QString location(const QString &sourceName, int line, int column);

private:
    static QString tooLargeError();
};

} // namespace hw
