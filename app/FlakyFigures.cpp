#include "FlakyFigures.h"

#include "FigureSource.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyResultsJson.h"

namespace hw {

Result<FlakyFigures::Loaded> FlakyFigures::load(const FigureSource &source)
{
    if (source.isDemo()) {
        // The demo's flaky tab: real figures of their own month, whatever the demo's instant.
        Result<FlakyResults, QString> demo = FlakyDemo::load();
        if (!demo)
            return SourceError::make(SourceError::Kind::BadData, QStringLiteral("demo"), demo.error());
        return Loaded { std::move(*demo), 0 };
    }
    const Result<FigureSource::Stored> stored = source.stored(FlakyResultsJson::source(), tr("flaky-test results"));
    if (!stored)
        return stored.error();
    Result<FlakyResults, QString> read = FlakyResultsJson::fromJson(stored->body);
    if (!read)
        return FigureSource::unreadable(tr("the stored flaky-test results are unreadable: %1").arg(read.error()));
    return Loaded { std::move(*read), stored->fetchedAt };
}

} // namespace hw
