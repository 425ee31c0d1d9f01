#pragma once

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace hw {

// The strip above the grid: a regex job filter plus the view toggles users rely on (hide green,
// hide unstable, hide always-skipped, grouped). It only emits; the main window wires the
// signals to the grid proxies. An invalid regex is shown inline and never emitted: the last
// valid filter stays in force.
class GridFilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit GridFilterBar(QWidget *parent = nullptr);

    // Where Esc in the filter sends the focus (usually the JobGridView).
    void setGridWidget(QWidget *grid);

    QString filterText() const;       // what is typed (may be invalid)
    QString activeFilter() const;     // the last valid pattern, the one in force
    bool hasFilterError() const;
    QString filterError() const;      // human-readable regex error, empty if valid
    bool hideGreen() const;
    bool hideUnstable() const;
    bool hideAlwaysSkipped() const;
    bool grouped() const;

    // Restore saved state (per profile). Emit the matching signal only if the value changed.
    void setFilterText(const QString &text);
    void setHideGreen(bool on);
    void setHideUnstable(bool on);
    void setHideAlwaysSkipped(bool on);
    void setGrouped(bool on);

    QLineEdit *filterEdit() const { return m_edit; }

public slots:
    // "/" from the grid: focus the filter and select its text.
    void focusFilter();
    void clearFilter();

signals:
    void filterChanged(const QString &regexPattern); // valid, case-insensitive pattern; "" = all
    void hideGreenChanged(bool on);
    void hideUnstableChanged(bool on);
    void hideAlwaysSkippedChanged(bool on);
    void groupedChanged(bool on);
    void gridFocusRequested(); // Esc in the filter

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void onTextEdited(const QString &text);
    void clearAndReturnToGrid(); // Esc in the filter
    void showError(const QString &message);

    QLineEdit *m_edit = nullptr;
    QLabel *m_error = nullptr;
    QCheckBox *m_hideGreen = nullptr;
    QCheckBox *m_hideUnstable = nullptr;
    QCheckBox *m_hideSkipped = nullptr;
    QCheckBox *m_grouped = nullptr;
    QPointer<QWidget> m_grid;
    QString m_active;
    QString m_errorText;
};

} // namespace hw
