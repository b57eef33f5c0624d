#if canImport(Glibc)
  import Glibc
#endif

/// CPU time, the measure of work that the machine's load does not change (tests bound work by
/// it, never by the wall clock).
public enum CPUTime {
  /// Seconds of CPU (user and system) used so far by the calling thread.
  public static func thread() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Seconds of CPU used by the children this process has waited for.
  public static func children() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// Seconds of CPU used by the calling thread while `body` runs, and its result.
  public static func measure<R>(_ body: () throws -> R) rethrows -> (R, Double) {
    let start = thread()
    let result = try body()
    return (result, thread() - start)
  }

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1e6
  }
}
