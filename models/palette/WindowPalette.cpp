#include "WindowPalette.h"

#include "StatusPalette.h"

namespace hw {

namespace {

struct Roles {
    QRgb window, windowText, base, alternateBase, text, button, buttonText, highlight, highlightedText, link,
        linkVisited, toolTipBase, toolTipText, placeholder, disabledText, light, mid, dark, shadow;
};

// Light is Fusion's own but a darker selection, so its white text reads: 5.4:1 (Fusion's #308cc6
// gave 3.7:1), 4.7:1 as Fusion draws it slightly blended into the selection's gradient. Dark keeps
// the same relations (Base darker than Window, as Breeze Dark).
constexpr Roles kLight{0xefefef, 0x000000, 0xffffff, 0xf7f7f7, 0x000000, 0xefefef, 0x000000, 0x27709f, 0xffffff,
    0x0000ff, 0xff00ff, 0xffffdc, 0x000000, 0x6d6d6d, 0x6d6d6d, 0xffffff, 0xb8b8b8, 0x9f9f9f, 0x767676};
constexpr Roles kDark{0x2b2c30, 0xe8eaed, 0x1e1f22, 0x26272b, 0xe8eaed, 0x35363b, 0xe8eaed, 0x326cb3, 0xffffff,
    0x8ab4f8, 0xc58af9, 0x3c4043, 0xe8eaed, 0x9aa0a6, 0x80868b, 0x4a4b50, 0x3a3b40, 0x1a1b1e, 0x0e0e10};

} // namespace

QPalette windowPalette(ColorScheme scheme)
{
    const Roles &r = scheme == ColorScheme::Dark ? kDark : kLight;
    QPalette p;
    const auto set = [&p](QPalette::ColorRole role, QRgb rgb) { p.setColor(role, QColor(rgb)); };
    set(QPalette::Window, r.window);
    set(QPalette::WindowText, r.windowText);
    set(QPalette::Base, r.base);
    set(QPalette::AlternateBase, r.alternateBase);
    set(QPalette::Text, r.text);
    set(QPalette::Button, r.button);
    set(QPalette::ButtonText, r.buttonText);
    set(QPalette::BrightText, 0xffffff);
    set(QPalette::Highlight, r.highlight);
    set(QPalette::HighlightedText, r.highlightedText);
    set(QPalette::Link, r.link);
    set(QPalette::LinkVisited, r.linkVisited);
    set(QPalette::ToolTipBase, r.toolTipBase);
    set(QPalette::ToolTipText, r.toolTipText);
    set(QPalette::PlaceholderText, r.placeholder);
    set(QPalette::Light, r.light);
    set(QPalette::Midlight, r.light);
    set(QPalette::Mid, r.mid);
    set(QPalette::Dark, r.dark);
    set(QPalette::Shadow, r.shadow);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(r.disabledText));
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(r.mid));
    return p;
}

QPalette readableSystemPalette(QPalette system)
{
    const QPalette ours = windowPalette(schemeOf(system));
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        if (StatusPalette::contrastRatio(system.color(group, QPalette::HighlightedText), system.color(group, QPalette::Highlight)) >= 4.5)
            continue;
        system.setColor(group, QPalette::Highlight, ours.color(QPalette::Highlight));
        system.setColor(group, QPalette::HighlightedText, ours.color(QPalette::HighlightedText));
    }
    return system;
}

} // namespace hw
