#pragma once

class QPalette;

namespace hw {

// Light or dark colours (qBittorrent's ColorScheme). System follows the application palette.
enum class ColorScheme { System, Light, Dark };

// Light or Dark by the lightness of the palette's window colour (what a dark desktop gives us).
ColorScheme schemeOf(const QPalette &palette);
// System resolved against QGuiApplication::palette() (Light without a GUI application);
// Light and Dark are returned as they are.
ColorScheme resolvedScheme(ColorScheme scheme);

} // namespace hw
