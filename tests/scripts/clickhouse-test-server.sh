#!/usr/bin/env bash
# Placeholder: replaced by the real ClickHouse fixture.
exit 0
