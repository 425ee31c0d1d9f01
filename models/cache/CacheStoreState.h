#pragma once

namespace hw {

// What a store keeps for one open connection of the cache (its prepared statements, ids mirrored
// in memory). The JobCache owns it under the store's key: it lives while the file is open and is
// dropped when the file closes or a repository's rows are cleared; the store builds it again at
// its next use. Used by the connection's one thread only (JobCache's threading rule).
class CacheStoreState
{
public:
    virtual ~CacheStoreState() = default;
};

} // namespace hw
