#!/usr/bin/env python3
"""Times `inset check` as a user runs it on the workloads of issue #12, against kiwi building and
solving a 1,000-view layout once (kiwi_bench.py's build_solve worker) in the same script, and
prints the figures as ratios, since this machine is shared and absolute times mean little.

Usage: scripts/bench-check.py [--runs K]   (builds the release binaries first)
Environment: KIWI_BENCH (default ../shared/bench/kiwi_bench.py beside the project), PYTHON.
"""
import json, os, statistics, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 5
kiwi_bench = os.environ.get("KIWI_BENCH", os.path.join(root, "..", "shared", "bench", "kiwi_bench.py"))
python = os.environ.get("PYTHON", sys.executable)

def build():
    # `inset` as scripts/install.sh and the .deb build it, with the Swift runtime linked in (it
    # starts in about half the time) and without the runtime check of exclusive access, in a
    # folder of its own so the usual release build stays.
    installed = ["--scratch-path", os.path.join(root, ".build-installed"), "--static-swift-stdlib",
                 "-Xswiftc", "-enforce-exclusivity=unchecked"]
    for product, flags in (("inset", installed), ("inset-bench", [])):
        subprocess.run(["swift", "build", "--package-path", root, "-c", "release", "--product", product] + flags,
                       check=True, stdout=subprocess.DEVNULL)
    def bin_path(flags):
        return subprocess.run(["swift", "build", "--package-path", root, "-c", "release", "--show-bin-path"] + flags,
                              check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path(installed), "inset"), os.path.join(bin_path([]), "inset-bench")

def timed(argv):
    """Wall time and peak resident memory (KB) of one run of argv."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):  # 1: findings, which is fine here
        sys.exit("failed: " + " ".join(argv))
    return wall, usage.ru_maxrss

def median_run(argv):
    results = [timed(argv) for _ in range(runs)]
    return statistics.median(r[0] for r in results), max(r[1] for r in results)

def kiwi_once():
    if subprocess.run([python, "-c", "import kiwisolver"], capture_output=True).returncode != 0:
        subprocess.run([python, "-m", "pip", "install", "--quiet", "kiwisolver"], check=True)
    out = subprocess.run([python, kiwi_bench, "--worker", "build_solve", "1000", "3"],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])["median_s"]

inset, bench = build()
work = tempfile.mkdtemp(prefix="inset-bench-")
subprocess.run([bench, "workloads", work], check=True, stdout=subprocess.DEVNULL)
path = lambda name: os.path.join(work, name)

# kiwi runs before and after the workloads, so a machine that slows down meanwhile weighs on both.
kiwi_runs = [kiwi_once() for _ in range(3)]
cases = [
    ("1,000 elements, 76 iPhone environments, text", ["settings-1000.inset.json", "--orientation", "all"]),
    ("1,000 elements, 76 iPhone environments, JSON", ["settings-1000.inset.json", "--orientation", "all", "--format", "json"]),
    ("1,000 elements, every iPad environment and split", ["settings-ipad-1000.inset.json", "--orientation", "all", "--split", "all"]),
    ("50 scenes of 40 views, 76 iPhone environments", ["storyboard-50x40.storyboard", "--orientation", "all"]),
    ("50 scenes of 40 views, 76 iPhone environments, JSON", ["storyboard-50x40.storyboard", "--orientation", "all", "--format", "json"]),
    ("100 elements, 76 iPhone environments", ["settings-100.inset.json", "--orientation", "all"]),
    ("10,000 elements, 76 iPhone environments", ["settings-10000.inset.json", "--orientation", "all"]),
]
figures = {}
for name, args in cases:
    args = [path(args[0])] + args[1:]
    figures[name] = median_run([inset, "check"] + args)
    print("%-52s %7.3f s  %6.0f MB" % (name, figures[name][0], figures[name][1] / 1024), file=sys.stderr)

kiwi_runs += [kiwi_once() for _ in range(3)]
kiwi = statistics.median(kiwi_runs)
print("`inset check` (median of %d runs, wall, whole process) against kiwi building and solving a" % runs)
print("1,000-view layout once (median %.3f s), measured in the same script. Target: ratio ≤ 1." % kiwi)
print()
print("| workload | inset check | ÷ kiwi once | peak memory |")
print("|---|---:|---:|---:|")
for name, _ in cases:
    wall, rss = figures[name]
    print("| %s | %.2f s | %.2f | %.0f MB |" % (name, wall, wall / kiwi, rss / 1024))
small, big, huge = (figures[n] for n in ("100 elements, 76 iPhone environments", "1,000 elements, 76 iPhone environments, text",
                                         "10,000 elements, 76 iPhone environments"))
print()
print("Peak memory, 1,000 elements ÷ 100 elements: %.2f (target ≤ 1.5)." % (big[1] / small[1]))
print("Time, 10,000 elements ÷ 1,000 elements, in the same 76 environments: %.1f (target ≤ 12)." % (huge[0] / big[0]))
