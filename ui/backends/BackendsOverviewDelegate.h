#pragma once

#include <QColor>
#include <QStyledItemDelegate>

namespace hw {

// Paints the overview's pass-rate chips (letter + rate on the chip colour), the last result as a
// grid letter square, and the Status mark as a red/orange badge with words. A muted backend's
// (BackendAlertMarkRole) are painted grey: same shapes and words, no colour calling for attention.
class BackendsOverviewDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit BackendsOverviewDelegate(QObject *parent = nullptr);
    void setDarkTheme(bool dark) { m_dark = dark; }
    bool darkTheme() const { return m_dark; }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    struct Colours {
        QColor fill;
        QColor text;
    };
    // The colours a chip, square or badge of `index` is painted in: `colours`, or for a muted
    // backend grey ones.
    static Colours shown(const Colours &colours, const QModelIndex &index, const QPalette &palette);
    void paintChip(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    void paintLastResult(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    void paintMark(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    void paintBackground(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    bool m_dark = false;
};

} // namespace hw
