#pragma once

#include <QStyledItemDelegate>

namespace hw {

// Draws a matrix cell like a grid cell: the HUD letter on its CellStatus colour. Expected
// outcomes (crcr-test probes) get an "exp." tag (a corner notch in narrow cells) so they never
// pass for real passes at a glance; the focused cell gets a frame.
class JobMatrixDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit JobMatrixDelegate(QObject *parent = nullptr);
    void setDarkTheme(bool dark) { m_dark = dark; }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    bool m_dark = false;
};

} // namespace hw
