#pragma once

#include <QString>
#include <QTextStream>

namespace hw::bench {

// Collects figures and prints them as "name value unit" lines, the format docs/performance.md
// and later issues quote.
class BenchReport
{
public:
    explicit BenchReport(bool quick) : m_quick(quick) {}
    bool quick() const { return m_quick; }
    void figure(const QString &name, double value, const QString &unit)
    {
        QTextStream(stdout) << name << ' ' << QString::number(value, 'f', 2) << ' ' << unit << Qt::endl;
    }

private:
    bool m_quick;
};

} // namespace hw::bench
