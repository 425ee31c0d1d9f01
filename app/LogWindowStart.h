#pragma once

class QTextStream;

namespace hw {

struct CommandLineOptions;

// `hudwatch --log FILE[#L<n>] [--find TEXT] [--screenshot OUT.png]`: the log viewer alone, in a
// window (or rendered offscreen once the log is indexed and the find has counted). Returns the
// exit code, or -1 when the window is open and the event loop should run.
int startLogWindow(const CommandLineOptions &options, QTextStream &err);

} // namespace hw
