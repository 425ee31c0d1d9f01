#include "ChartViewState.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace hw {

QString ChartViewState::toString() const
{
    QString state = range.toString() + (utc ? u";utc"_s : u";local"_s);
    for (const auto &[from, to] : zooms)
        state += u";zoom=%1..%2"_s.arg(from).arg(to);
    return state;
}

std::optional<ChartViewState> ChartViewState::parse(const QString &text)
{
    const QStringList parts = text.split(u';');
    const auto range = TimeRange::parse(parts.value(0));
    if (!range)
        return std::nullopt;
    ChartViewState state;
    state.range = *range;
    state.utc = !parts.contains(u"local"_s);
    for (const QString &part : parts)
        if (part.startsWith(u"zoom="_s)) {
            const QStringList ends = part.mid(5).split(u".."_s);
            if (ends.size() == 2)
                state.zooms.append({ends[0].toLongLong(), ends[1].toLongLong()});
        }
    return state;
}

} // namespace hw
