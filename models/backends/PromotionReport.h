#pragma once

#include "BackendsSnapshot.h"
#include "L3Assessment.h"
#include "L3Targets.h"
#include "domain/OperationControl.h"
#include "domain/Result.h"

#include <QString>

namespace hw {

// The promotion review a maintainer attaches to an allowlist PR: one backend's level, level
// history, L3 readiness over both windows with the verdict, breakage split into infra and test,
// recent failing jobs and two charts. Markdown for the PR, PDF (A4) for the record; both are
// built from the same content so they never disagree.
class PromotionReport
{
public:
    struct Input {
        BackendsSnapshot snapshot;
        QString repo;
        L3Targets targets;
    };

    // The Markdown text; charts are linked as <chartBaseName>-jobs.png and -levels.png.
    static QString markdown(const Input &input, const QString &chartBaseName);
    // The same content as HTML for QTextDocument; images are referenced by the same names.
    static QString html(const Input &input, const QString &chartBaseName);
    // Writes <base>.md, <base>-jobs.png, <base>-levels.png and <base>.pdf next to each other
    // (<base> = markdownPath without ".md"), all or none of them; a Storage error ("cannot write
    // …: …") on failure. Runs on a worker too: with a control, it reports progress and, once
    // control->cancel is set, stops, writes nothing and returns a Cancelled error.
    static Result<void> write(const Input &input, const QString &markdownPath, OperationControl *control = nullptr);
    // The verdict the report shows (the backend's current level, tenure and the given targets).
    static L3Assessment assessment(const Input &input);
};

} // namespace hw
