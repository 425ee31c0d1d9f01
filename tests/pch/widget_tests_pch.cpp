// Hosts the precompiled header that the gui and integration tests reuse (tests/CMakeLists.txt).
