#pragma once

#include "backends/BackendStats.h"
#include "backends/L3Assessment.h"
#include "backends/L3Targets.h"
#include "backends/TrustLevel.h"

#include <QWidget>

#include <optional>

class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QTableView;

namespace hw {

class L3CriteriaModel;

// The L3 readiness panel: a big verdict line with a shape, the reasons, infra vs test breakage,
// every criterion over both windows, and editable targets. Targets that differ from HUD's give a
// what-if verdict under a banner that says so, with a Reset button.
class L3ReadinessPanel : public QWidget
{
    Q_OBJECT
public:
    explicit L3ReadinessPanel(QWidget *parent = nullptr);

    void setBackend(const BackendStats &stats, TrustLevel level, std::optional<double> tenureAtL2Days, qint64 asOf);
    void setDarkTheme(bool dark);

    L3Targets targets() const { return m_targets; }
    void setTargets(const L3Targets &targets);
    const L3Assessment &assessment() const { return m_assessment; }
    L3CriteriaModel *criteriaModel() const { return m_model; }

    QString verdictText() const;
    QString breakageText() const;
    bool isWhatIfBannerShown() const;
    // The target editors (objectNames: passRateTarget, timeoutRateTarget, overrunRateTarget,
    // e2eTarget, queueTarget, tenureTarget).
    QDoubleSpinBox *passRateSpin() const { return m_pass; }
    QDoubleSpinBox *timeoutRateSpin() const { return m_timeout; }
    QPushButton *resetButton() const { return m_reset; }
    QTableView *criteriaView() const { return m_table; }

public slots:
    void resetTargets();

signals:
    void targetsChanged(const hw::L3Targets &targets);

protected:
    void changeEvent(QEvent *event) override;

private:
    void setUpLabels();
    void setUpTable();
    QGroupBox *createTargetsBox();
    void connectSpins();
    void evaluate();
    void targetsFromSpins();
    void spinsFromTargets();
    void applyColors();

    BackendStats m_stats;
    TrustLevel m_level = TrustLevel::Unknown;
    std::optional<double> m_tenure;
    qint64 m_asOf = 0;
    L3Targets m_targets;
    L3Assessment m_assessment;
    bool m_dark = false;
    bool m_themeForced = false;
    bool m_updatingSpins = false;

    QLabel *m_verdict;
    QLabel *m_banner;
    QPushButton *m_reset;
    QWidget *m_bannerRow;
    QLabel *m_reasons;
    QLabel *m_breakage;
    L3CriteriaModel *m_model;
    QTableView *m_table;
    QDoubleSpinBox *m_pass;
    QDoubleSpinBox *m_timeout;
    QDoubleSpinBox *m_overrun;
    QDoubleSpinBox *m_e2e;
    QDoubleSpinBox *m_queue;
    QDoubleSpinBox *m_tenureSpin;
};

} // namespace hw
