#pragma once

#include <QStyledItemDelegate>

namespace hw {

// Draws a matrix cell like a grid cell: the HUD letter on its CellStatus colour, then the test
// counts ("3/1,204 failed", "1,204 tests") and small tags for the triage category and for
// crcr-test's expected outcomes ("exp."), so the matrix reads without tooltips. Tags are pills in
// the cell's text colour with the cell colour as their text: the same contrast pair as the letter.
// The focused cell gets a frame.
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
