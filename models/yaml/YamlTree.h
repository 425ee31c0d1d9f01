#pragma once

#include "YamlNode.h"

#include <vector>

namespace hw {

// Every document of a YAML stream, as YamlTreeReader read it. Nodes refer to each other by index,
// so a node shared through aliases exists once.
struct YamlTree {
    std::vector<YamlNode> nodes;
    std::vector<int> documents; // the root node of each document, in file order

    const YamlNode &node(int index) const { return nodes[size_t(index)]; }
    // Mapping pair i: key and value.
    const YamlNode &key(const YamlNode &mapping, qsizetype i) const
    {
        return node(mapping.children[size_t(2 * i)]);
    }
    const YamlNode &value(const YamlNode &mapping, qsizetype i) const
    {
        return node(mapping.children[size_t(2 * i + 1)]);
    }
    // Sequence item i.
    const YamlNode &item(const YamlNode &sequence, qsizetype i) const
    {
        return node(sequence.children[size_t(i)]);
    }
};

} // namespace hw
