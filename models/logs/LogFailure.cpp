#include "LogFailure.h"

#include <QCoreApplication>

namespace hw {

QString LogFailure::describe() const
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("hw::LogFailure", text); };
    switch (source) {
    case Source::None:
        return tr("no line explains the failure");
    case Source::HudClassification:
        return tr("HUD's classification (rule '%1')").arg(ruleName.isEmpty() ? tr("unknown") : ruleName);
    case Source::Classifier:
        return tr("the log classifier (rule '%1')").arg(ruleName);
    case Source::ErrorLine:
        return tr("the last ##[error] line (no classifier rule matched)");
    }
    return {};
}

} // namespace hw
