#pragma once

#include <QString>

namespace hw {

// The HUD tables the flaky-tests tab reads, "database.table" with plain identifiers (they cannot be
// bound as literals; FlakySql::isValidTableName checks them).
struct FlakyTables {
    QString testRuns = QStringLiteral("default.test_run_s3");
    QString jobs = QStringLiteral("default.workflow_job");
    QString runs = QStringLiteral("default.workflow_run"); // repository, branch; the re-runs' time
    QString disabledHistory = QStringLiteral("misc.disabled_tests_historical");
    QString reruns = QStringLiteral("default.rerun_disabled_tests");
    QString issues = QStringLiteral("default.issues"); // open DISABLED issues
};

} // namespace hw
