# The test ClickHouse servers' accounts, one list for both tiers (sourced by
# clickhouse-test-server.sh and clickhouse-modern-server.sh). Test-only credentials: they live in
# the build tree, never in a user's config or keyring.
app_user=hud
app_password=hud-test-password
ro_user=hudreader
ro_password=hud-readonly-password
# readonly=1 (issue 29): refuses every changed setting in the URL (Code 164); the client drops its
# optional settings and retries.
strict_user=hudstrict
strict_password=hud-strict-password
