#pragma once

#include "domain/Result.h"
#include "utilization/JobUtilization.h"

#include <QJsonObject>

namespace hw {

class JobUtilizationBuilder;

// The monitor.py record data (ClickHouse's json_data, data model 1.0 to 1.5):
//   {"cpu": {"avg", "max"}, "memory": {…}, "gpu_usage": [{"uuid", "util_percent": {…},
//    "mem_util_percent": {…}, "allocated_mem_percent": {…}, "allocated_mem_value": {…} (MiB),
//    "total_mem_value": MiB}]}
// plus "temperature_c" and "power_w" per GPU where the series came from nvidia-smi. A missing or
// null figure is a gap, never 0; allocated memory is turned into GiB.
class UtilizationRecordJson
{
public:
    static constexpr qsizetype MaxBytes = 1024 * 1024; // one record

    // Adds the record's values to the builder's current interval; why not when the object is not
    // record data at all (then nothing was added). Unknown keys go to notes.
    static Result<void, QString> read(const QJsonObject &data, JobUtilizationBuilder &builder,
                                      JobUtilization::ReadNotes &notes);
    // The same from the JSON text of json_data.
    static Result<void, QString> read(QByteArrayView json, JobUtilizationBuilder &builder,
                                      JobUtilization::ReadNotes &notes);
    // A figure of a monitor log: a finite number, else (null, text, absent, inf) NaN, a gap.
    static double figure(const QJsonValue &value);
};

} // namespace hw
