#!/usr/bin/env bash
# Runs kiwi_bench.py (kiwisolver, the reference) and `inset-bench solver` on the same workloads
# and prints one markdown table row per (workload, N) cell with both times and their ratio.
#
# Environment: KIWI_BENCH (path to kiwi_bench.py, default ../shared/bench/kiwi_bench.py from the
# repository root), SCRATCH (SwiftPM scratch path, default .build), PYTHON (default python3),
# RESULTS (directory that keeps both JSON-lines outputs; default a temporary one).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
kiwi_bench="${KIWI_BENCH:-$root/../shared/bench/kiwi_bench.py}"
scratch="${SCRATCH:-$root/.build}"
python="${PYTHON:-python3}"
if [ -n "${RESULTS:-}" ]; then
    out="$RESULTS"
    mkdir -p "$out"
else
    out="$(mktemp -d)"
    trap 'rm -rf "$out"' EXIT
fi

echo "building inset-bench (release)..." >&2
swift build --package-path "$root" --scratch-path "$scratch" -c release --product inset-bench >&2
bench="$(swift build --package-path "$root" --scratch-path "$scratch" -c release --show-bin-path)/inset-bench"

if ! "$python" -c "import kiwisolver" 2>/dev/null; then
    echo "installing kiwisolver..." >&2
    "$python" -m pip install --quiet kiwisolver >&2
fi

echo "running kiwi_bench.py..." >&2
"$python" "$kiwi_bench" --only build_solve resize resize_fill grid grid_tied > "$out/kiwi.jsonl"
echo "running inset-bench solver..." >&2
"$bench" solver > "$out/inset.jsonl"

"$python" - "$out/kiwi.jsonl" "$out/inset.jsonl" <<'PY'
import json, sys

def cells(path):
    table = {}
    for line in open(path):
        line = line.strip()
        if line.startswith("{"):
            record = json.loads(line)
            if "workload" in record:
                table[(record["workload"], record["N"])] = record
    return table

kiwi, inset = cells(sys.argv[1]), cells(sys.argv[2])
# (workload, median key, min key or None, what the figure times)
metrics = [("build_solve", "median_s", "min_s", "add all + edit + solve"),
           ("resize", "per_suggest_median_s", "per_suggest_min_s", "suggest + update"),
           ("resize", "register_median_s", None, "re-register strong edit"),
           ("resize_fill", "per_suggest_median_s", "per_suggest_min_s", "suggest + update"),
           ("resize_fill", "build_median_s", None, "build"),
           ("grid", "median_s", "min_s", "add all + solve"),
           ("grid_tied", "median_s", "min_s", "add all + solve")]

def show(seconds):
    if seconds >= 1: return "%.2f s" % seconds
    if seconds >= 1e-3: return "%.2f ms" % (seconds * 1e3)
    return "%.1f µs" % (seconds * 1e6)

def describe(record, key):
    if record is None: return "—", None
    if "error" in record: return "error", None
    if record.get("skipped"): return "skipped", None
    return show(record[key]), record[key]

def ratio(k, i):
    return "%.1f×" % (k / i) if k and i else "—"

print("Ratios are kiwi time / inset time: above 1 means inset is faster. Medians; the min column")
print("compares the fastest runs, which a busy machine disturbs less.")
print()
print("| workload | N | timed | kiwi (median) | inset (median) | kiwi / inset | kiwi / inset (min) |")
print("|---|---:|---|---:|---:|---:|---:|")
for workload, key, min_key, what in metrics:
    for n in sorted({n for (w, n) in list(kiwi) + list(inset) if w == workload}):
        k_record, i_record = kiwi.get((workload, n)), inset.get((workload, n))
        k_text, k = describe(k_record, key)
        i_text, i = describe(i_record, key)
        k_min = describe(k_record, min_key)[1] if min_key else None
        i_min = describe(i_record, min_key)[1] if min_key else None
        print("| %s | %d | %s | %s | %s | %s | %s |" % (workload, n, what, k_text, i_text, ratio(k, i), ratio(k_min, i_min)))
PY
