#pragma once

#include <QString>

#include <vector>

namespace hw {

// One node of a YAML document as YamlTreeReader builds it: plain data, no YAML library types, so
// the allowlist reader never depends on a parser's object model.
struct YamlNode {
    enum class Kind : quint8 { Null, Scalar, Sequence, Mapping };
    Kind kind = Kind::Null;
    // Written without quotes and without a tag: YAML 1.1/1.2 may read it as a number or a boolean.
    bool plain = false;
    // 1-based, counted in characters. 0 for an empty value written as nothing (`key:`): its owner's
    // place is the useful one. An empty block list item (`-`) is placed at its '-'.
    int line = 0;
    int column = 0;
    // Nodes reachable from here with every alias expanded (this node included); the reader's
    // limit on alias expansion is kept with it.
    qint64 expandedSize = 1;
    QString text; // Scalar: the value; Null: "~"/"null" when written that way, else empty
    // Sequence: the items; Mapping: key, value, key, value, … in file order (duplicate keys kept).
    // Indices into YamlTree::nodes; an alias is the index of its anchored node (shared, not copied).
    std::vector<int> children;

    bool isNull() const { return kind == Kind::Null; }
    bool isScalar() const { return kind == Kind::Scalar; }
    bool isSequence() const { return kind == Kind::Sequence; }
    bool isMapping() const { return kind == Kind::Mapping; }
    // Items of a sequence, pairs of a mapping.
    qsizetype size() const
    {
        return qsizetype(kind == Kind::Mapping ? children.size() / 2 : children.size());
    }
};

} // namespace hw
