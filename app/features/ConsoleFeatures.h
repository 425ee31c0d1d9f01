#pragma once

#include "ConsoleFeature.h"

#include <memory>
#include <vector>

namespace hw {

// Every feature of the console, in the order their tabs are built. Adding a feature is a folder
// of its own and one line here; tst_ConsoleFeatures walks this list.
namespace ConsoleFeatures {
std::vector<std::unique_ptr<ConsoleFeature>> create();
}

} // namespace hw
