#include "FlakyTestRun.h"

namespace hw {

QChar FlakyTestRun::letter(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Pass:
        return u'O';
    case Outcome::Flaky:
        return u'F';
    case Outcome::Fail:
        return u'X';
    case Outcome::Skipped:
        return u'S';
    }
    return u'?';
}

} // namespace hw
