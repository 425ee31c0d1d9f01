#include "TrayIconPainter.h"

#include "palette/StatusPalette.h"

#include <QPainter>
#include <QPainterPath>

namespace hw {

ColorId TrayIconPainter::fillOf(TrayState::Kind kind)
{
    switch (kind) {
    case TrayState::Kind::Green:
        return ColorId::CellSuccess;
    case TrayState::Kind::Running:
        return ColorId::CellPending;
    case TrayState::Kind::Broken:
    case TrayState::Kind::Acknowledged:
        return ColorId::CellFailure;
    case TrayState::Kind::Stale:
        break;
    }
    return ColorId::CellNeutral;
}

QColor TrayIconPainter::markOn(TrayState::Kind kind)
{
    return StatusPalette(ColorScheme::Light).textOn(fillOf(kind));
}

QImage TrayIconPainter::image(const TrayState &state, int size)
{
    QImage img(size, size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    const StatusPalette palette(ColorScheme::Light);
    const qreal m = size * 0.06;
    const QRectF circle(m, m, size - 2 * m, size - 2 * m);
    const qreal pen = std::max(1.5, size * 0.12);
    const auto ring = [&](const QColor &c) {
        p.setPen(QPen(c, pen));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(circle.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2));
    };
    const auto cross = [&](const QColor &c, qreal width) {
        p.setPen(QPen(c, width, Qt::SolidLine, Qt::RoundCap));
        const QRectF r = circle.adjusted(size * 0.3, size * 0.3, -size * 0.3, -size * 0.3);
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.topRight(), r.bottomLeft());
    };
    switch (state.kind) {
    case TrayState::Kind::Green: {
        p.setPen(Qt::NoPen);
        p.setBrush(palette.color(fillOf(state.kind)));
        p.drawEllipse(circle);
        QPainterPath tick;
        tick.moveTo(size * 0.28, size * 0.52);
        tick.lineTo(size * 0.44, size * 0.68);
        tick.lineTo(size * 0.72, size * 0.34);
        p.setPen(QPen(markOn(state.kind), std::max(1.5, size * 0.11), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(tick);
        break;
    }
    case TrayState::Kind::Running:
        p.setPen(Qt::NoPen);
        p.setBrush(palette.color(fillOf(state.kind)));
        p.drawEllipse(circle);
        p.setBrush(markOn(state.kind));
        p.drawEllipse(circle.center(), size * 0.14, size * 0.14);
        break;
    case TrayState::Kind::Broken:
        p.setPen(Qt::NoPen);
        p.setBrush(palette.color(fillOf(state.kind)));
        p.drawEllipse(circle);
        if (state.count > 1 && size >= 20) {
            // The count in the circle; ✗ is implied by red + a number, and drawn when it is 1.
            QFont f;
            f.setBold(true);
            f.setPixelSize(int(size * (state.count > 9 ? 0.42 : 0.56)));
            p.setFont(f);
            p.setPen(markOn(state.kind));
            p.drawText(circle, Qt::AlignCenter, state.count > 99 ? QStringLiteral("99+") : QString::number(state.count));
        } else {
            cross(markOn(state.kind), std::max(1.5, size * 0.12));
        }
        break;
    case TrayState::Kind::Acknowledged:
        ring(palette.color(ColorId::CellFailure));
        cross(palette.color(ColorId::CellFailure), std::max(1.5, size * 0.1));
        break;
    case TrayState::Kind::Stale:
        ring(palette.color(ColorId::CellNeutral)); // grey: no news, neither good nor bad
        break;
    }
    return img;
}

QIcon TrayIconPainter::icon(const TrayState &state)
{
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64})
        icon.addPixmap(QPixmap::fromImage(image(state, size)));
    return icon;
}

} // namespace hw
