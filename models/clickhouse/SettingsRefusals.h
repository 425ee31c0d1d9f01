#pragma once

#include <QString>

namespace hw {

// The accounts (user@host:port) whose server refused the client's optional URL settings with
// Code 164 (a readonly=1 profile refuses any changed setting). Remembered for the process, so
// that every client of that account sends its queries without them from then on. Thread-safe.
class SettingsRefusals
{
public:
    static bool refuses(const QString &account);
    static void remember(const QString &account);
    static void forgetAll(); // tests
};

} // namespace hw
