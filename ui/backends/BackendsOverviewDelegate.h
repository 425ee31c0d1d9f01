#pragma once

#include <QStyledItemDelegate>

namespace hw {

// Paints the overview's pass-rate chips (letter + rate on the chip colour), the last result as a
// grid letter square, and the Status mark as a red/orange badge with words.
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
    void paintChip(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    void paintLastResult(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    void paintMark(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    void paintBackground(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const;
    bool m_dark = false;
};

} // namespace hw
