#!/usr/bin/env bash
# The steps of docs/troubleshooting.md "Comparing two machines", with this machine as both A and B: the same
# seeded sweep twice has no difference, the gating table merges both reports, a diff's cases export to piglit.
set -euo pipefail
BIN=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
mkdir A B
for m in A B; do
  (cd $m
   "$BIN" info > info.txt
   "$BIN" sweep --function fma --function exp2 --function round --random 256 --seed 1 --keep all --out sweep.json > /dev/null 2>&1 || [ $? -eq 1 ]
   "$BIN" report --glsl-gating --out report.json > /dev/null)
done
grep -q "renderer" A/info.txt
"$BIN" diff A/sweep.json B/sweep.json | tee diff.txt
grep -q " 0 differ" diff.txt
"$BIN" gating A/report.json B/report.json --out gating.md > /dev/null
grep -q "^| function" gating.md || grep -q "function" gating.md
"$BIN" diff A/sweep.json B/sweep.json --json > differences.json
"$BIN" export --format piglit differences.json --out differing-cases/ > /dev/null 2>&1
echo "compare machines: ok"
