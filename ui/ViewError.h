#pragma once

#include <QString>

namespace hw {

// Why a view could not be shown (--view, a palette entry, a notification's target): the kind for
// the caller to act on, the text for the user (it says what would work instead).
struct ViewError {
    enum class Kind {
        None,
        UnknownView, // no view of that name
        BadArgument, // the view exists, what follows its colon does not parse ("utilization:abc")
        NotFound,    // the view exists, the thing it should open does not (a backend, a flaky test)
    };
    Kind kind = Kind::None;
    QString message;

    bool operator==(const ViewError &) const = default;
};

} // namespace hw
