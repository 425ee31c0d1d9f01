#pragma once

#include "ColorScheme.h"

#include <QColor>
#include <QString>

#include <cstdint>

namespace hw {

// One colour per meaning, for every view and every printed chart (qBittorrent's colour ids).
// A colour never carries a meaning alone: letters, shapes or hatching go with it.
enum class ColorId : std::uint8_t {
    // Grid cells, in CellStatus order (HUD's colours in the light scheme).
    CellNoJob,
    CellSuccess,
    CellFlaky,
    CellFailure,
    CellCancelled,
    CellTimedOut,
    CellNeutral,
    CellSkipped,
    CellQueued,
    CellPending,
    CellWarning,
    CellOther,
    // Completed jobs of a backend: passed and test failures are the grid's success and failure.
    JobPassed,
    JobTestFailure,
    JobInfraFailure, // timeouts, cancellations, infra triage
    // Trust levels of a backend.
    LevelUnknown,
    Level1,
    Level2,
    Level3,
    Level4,
    // Verdicts and chips: pass-rate classes, L3 readiness, demotion marks.
    VerdictOk,
    VerdictWarn,
    VerdictFail,
    VerdictHold,
    VerdictNone,
    Notice, // what-if and other "read this first" banners
    BannerDanger, // a risk the profile allows (plain http): red, not the notices' amber
    BannerPast,   // the time machine shows the past: blue-grey, not a problem
    BannerNow,    // the time machine is back at now
    // Chart chrome.
    ChartBackground,
    ChartText,
    ChartMutedText,
    ChartAxis,
    ChartGrid,
    ChartMarker, // level-change markers: distinct from every series colour
    // Series of a time chart that have no status meaning (platforms, runner labels, P50/P90):
    // colour-blind-safe hues, each at least 3:1 against the chart background.
    Series1,
    Series2,
    Series3,
    Series4,
    Series5,
    Series6,
    // Ink on the window's own background (table text, inline errors, timeline marks): color()
    // is the text itself, readable on windowPalette()'s Base and Window.
    InkOk,
    InkWarn,
    InkFail,
    InkMuted,
    InkPast, // the time machine's cursor and banner text
};
inline constexpr int kColorIdCount = int(ColorId::InkPast) + 1;
inline constexpr ColorId kFirstInk = ColorId::InkOk;
inline constexpr int kSeriesColorCount = 6;
// The i-th series colour, cycling.
inline ColorId seriesColor(int i)
{
    return ColorId(int(ColorId::Series1) + (i % kSeriesColorCount + kSeriesColorCount) % kSeriesColorCount);
}

class StatusPalette
{
public:
    // System is resolved once, here (resolvedScheme()).
    explicit StatusPalette(ColorScheme scheme = ColorScheme::Light);

    ColorScheme scheme() const { return m_scheme; } // Light or Dark, never System
    bool isDark() const { return m_scheme == ColorScheme::Dark; }

    // The fill (or, for the chart chrome, the ink) of a meaning.
    const QColor &color(ColorId id) const;
    // Text or letters drawn on color(id): at least 4.5:1 contrast for chips and badges.
    const QColor &textOn(ColorId id) const;

    // A name for tests and messages ("JobInfraFailure").
    static QString name(ColorId id);
    // WCAG 2 contrast ratio of two colours (1 … 21).
    static double contrastRatio(const QColor &a, const QColor &b);
    // Black-ish or white, whichever contrasts more with the fill.
    static QColor readableOn(const QColor &fill);

private:
    ColorScheme m_scheme;
};

} // namespace hw
