#pragma once

#include "domain/Result.h"

#include <QTest>

#include <utility>

// QVERIFY for a hw::Result: fails the test with the error's message.
//   HW_VERIFY_OK(cache.open());
#define HW_VERIFY_OK(expr)                                                                         \
    do {                                                                                           \
        const auto &hwVerifyResult_ = (expr);                                                      \
        QVERIFY2(hwVerifyResult_.ok(), qPrintable(hwVerifyResult_.error().message));               \
    } while (false)

#define HW_RESULT_CONCAT_(a, b) a##b
#define HW_RESULT_CONCAT(a, b) HW_RESULT_CONCAT_(a, b)
// Verifies a Result and declares a variable from its value:
//   HW_ASSIGN_OK(const JobBatch b, GridJobStore(cache).loadLatest(u"s"_s, 10));
#define HW_ASSIGN_OK(declaration, expr)                                                            \
    auto HW_RESULT_CONCAT(hwAssignResult_, __LINE__) = (expr);                                     \
    QVERIFY2(HW_RESULT_CONCAT(hwAssignResult_, __LINE__).ok(),                                     \
             qPrintable(HW_RESULT_CONCAT(hwAssignResult_, __LINE__).error().message));             \
    declaration = std::move(HW_RESULT_CONCAT(hwAssignResult_, __LINE__)).value()
