#include "ConsoleFeatures.h"

#include "backends/BackendsFeature.h"
#include "flaky/FlakyFeature.h"
#include "trunk/TrunkFeature.h"
#include "utilization/UtilizationFeature.h"

namespace hw {

std::vector<std::unique_ptr<ConsoleFeature>> ConsoleFeatures::create()
{
    std::vector<std::unique_ptr<ConsoleFeature>> features;
    features.push_back(std::make_unique<BackendsFeature>());
    features.push_back(std::make_unique<FlakyFeature>());
    features.push_back(std::make_unique<TrunkFeature>());
    features.push_back(std::make_unique<UtilizationFeature>());
    return features;
}

} // namespace hw
