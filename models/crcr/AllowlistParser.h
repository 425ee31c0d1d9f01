#pragma once

#include "Allowlist.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace hw {

// Reads the CRCR allowlist (pytorch/pytorch `.github/allowlist.yml`) with yaml-cpp.
// Accepts every shape the file has had (plain `- owner/repo`, `- owner/repo: "a, b"`,
// `- owner/repo: [a, b]`, metadata `{events, oncalls}`, L3 grouped by device or, in old files, a
// plain list) and rejects anything else with the 1-based line and column of the offending node:
// the file decides which downstream CI may block PyTorch merges, so a maintainer must see exactly
// what is wrong rather than get a silently smaller allowlist.
class AllowlistParser
{
public:
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

    // "<source>:<line>:<col>" with unknown (0) parts left out, as compilers print it.
    static QString location(const QString &sourceName, int line, int column);
};

} // namespace hw
