#if canImport(Glibc)
import Glibc
#endif

/// How the C heap grows during a command. A check allocates and frees millions of small
/// objects on every core; glibc grows each thread's heap a few pages at a time by default and
/// gives memory back as soon as the top of a heap is free: 3,100 system calls for a storyboard's
/// check, 470 when heaps grow 64 MB at a time. Peak memory grows by a megabyte or two; the
/// storyboard and JSON workloads of `scripts/bench-check.py` took 0.95 and 0.91 of their time
/// (median of 25 alternated runs), the others the same within noise.
enum Heap {
    static func growInLargeSteps() {
        #if canImport(Glibc)
        // `mallopt` is in <malloc.h>, which the Glibc module leaves out: looked up by name.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mTopPad: Int32 = -2  // M_TOP_PAD
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mTopPad, 64 << 20)
        #endif
    }
}
