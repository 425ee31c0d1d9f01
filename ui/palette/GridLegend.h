#pragma once

#include "palette/CellStatus.h"

#include <QVector>
#include <QWidget>

namespace hw {

// A one-line key to the grid for the window's bottom edge: each letter on its own colour,
// followed by its meaning ("X failure", "W warning (unstable)", ...). Colours come from
// CellStatus (light or dark by the palette), so the legend always matches the cells.
class GridLegend : public QWidget
{
    Q_OBJECT
public:
    struct Entry {
        QVector<CellStatus> statuses; // S/N share an entry
        QString meaning;
    };

    explicit GridLegend(QWidget *parent = nullptr);

    // The entries in display order, and the same as plain text ("O success · F flaky · ...").
    static QVector<Entry> entries();
    static QString legendText();

    void setCellSize(int px);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    bool isDark() const;
    int m_cell = 16;
};

} // namespace hw
