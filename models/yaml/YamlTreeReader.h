#pragma once

#include "YamlTree.h"

#include <QByteArray>
#include <QString>

namespace hw {

// Reads a YAML stream into a YamlTree with libyaml's event parser (fuzzed, YAML 1.1 conformant),
// one event at a time: no recursion, so hostile input can exhaust neither the stack nor memory.
// Bounded by Limits: nesting depth, and the number of nodes reachable with aliases expanded
// (aliases share their anchored node; the bound stops "billion laughs" files, whose work grows
// with every alias). Not thread-affine: one instance per call, any thread.
class YamlTreeReader
{
public:
    struct Limits {
        int maxDepth = 64;         // nested lists/mappings
        qint64 maxNodes = 100'000; // nodes of all documents, aliases expanded
    };

    enum class ErrorKind {
        None,
        Syntax,         // libyaml's problem: `problem`, `context` and their places
        TooDeep,        // a list or mapping nested deeper than maxDepth (at its start)
        TooManyNodes,   // more than maxNodes nodes written out (at the node that crossed it)
        AliasExpansion, // an alias made the expanded tree cross maxNodes (at the alias)
        UndefinedAlias, // `*name` without an `&name` before it in the same document
        RecursiveAlias, // `*name` inside the node anchored as `&name`
        OutOfMemory,
    };

    struct Error {
        ErrorKind kind = ErrorKind::None;
        QString problem;       // Syntax: libyaml's words ("did not find expected ',' or ']'")
        QString context;       // Syntax: what libyaml was doing ("while parsing a flow sequence"), may be empty
        QString name;          // the alias name for the alias errors
        int line = 0;          // 1-based, 0 = unknown
        int column = 0;        // 1-based, characters
        qsizetype offset = -1; // byte offset of line:column in the input (-1 = unknown)
        int contextLine = 0;   // where the context started (e.g. the unclosed '['), 0 = none
        int contextColumn = 0;
    };

    explicit YamlTreeReader(Limits limits);
    YamlTreeReader() : YamlTreeReader(Limits{}) {}

    // Reads every document of yaml. False at the first error; error() says which, tree() then
    // holds what was read before it.
    bool read(const QByteArray &yaml);

    const YamlTree &tree() const { return m_tree; }
    const Error &error() const { return m_error; }

private:
    Limits m_limits;
    YamlTree m_tree;
    Error m_error;
};

} // namespace hw
