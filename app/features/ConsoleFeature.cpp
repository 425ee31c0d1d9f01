#include "ConsoleFeature.h"

namespace hw {

ConsoleFeature::~ConsoleFeature() = default;

void ConsoleFeature::goLive(AuthSession *) {}

void ConsoleFeature::setPaused(bool) {}

bool ConsoleFeature::waitForFigures(int)
{
    return true;
}

} // namespace hw
