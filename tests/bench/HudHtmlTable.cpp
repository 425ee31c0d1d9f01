#include "HudHtmlTable.h"

#include "SyntheticHud.h"
#include "grid/CellMerger.h"
#include "palette/CellStatus.h"

#include <QFile>

namespace hw::bench {

namespace {

QByteArray escaped(const QString &text)
{
    return text.toHtmlEscaped().toUtf8();
}

} // namespace

bool HudHtmlTable::write(const SyntheticHud &hud, const QString &path)
{
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    // One class per status, so a cell is "<td class=sN>L</td>" as a page would write it.
    QByteArray html = "<!DOCTYPE html><html><head><meta charset=utf-8><title>HUD</title><style>"
                      "table{border-collapse:collapse;font:11px monospace}"
                      "td{width:14px;height:14px;padding:0;text-align:center}"
                      "thead th{writing-mode:vertical-rl;font-weight:normal;max-height:200px;overflow:hidden}"
                      "tbody th{text-align:left;font-weight:normal;white-space:nowrap}";
    for (int s = 0; s < kCellStatusCount; ++s) {
        const auto status = CellStatus(s);
        html += ".s" + QByteArray::number(s) + "{background:" + cellColorRef(status).name().toLatin1()
            + ";color:" + cellTextColorRef(status).name().toLatin1() + '}';
    }
    html += "</style></head><body><table><thead><tr><th></th>";
    for (int k = 0; k < hud.columnCount(); ++k) {
        const JobRun job = hud.job(0, k);
        html += "<th>" + escaped(job.workflowName + QStringLiteral(" / ") + job.jobName) + "</th>";
    }
    html += "</tr></thead><tbody>\n";
    for (int c = hud.commitCount() - 1; c >= 0; --c) { // newest first, as the grid shows them
        const Commit &commit = hud.commit(c);
        html += "<tr><th>" + commit.sha.left(7).toLatin1() + ' ' + escaped(commit.title) + "</th>";
        for (int k = 0; k < hud.columnCount(); ++k) {
            const CellStatus status = CellMerger::statusOf(hud.job(c, k).state());
            html += "<td class=s" + QByteArray::number(int(status)) + '>' + cellLetterRef(status).toLatin1() + "</td>";
        }
        html += "</tr>\n";
        if (out.write(html) != html.size())
            return false;
        html.clear();
    }
    html += "</tbody></table></body></html>\n";
    return out.write(html) == html.size();
}

} // namespace hw::bench
