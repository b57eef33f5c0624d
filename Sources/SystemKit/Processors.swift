import CLinux

#if canImport(Glibc)
  import Glibc
#endif

/// The processors a process may use.
package enum Processors {
  /// How many processors this process may run on, at least 1: the CPUs of its affinity mask
  /// (`taskset -c 0` gives 1 on any machine; so does a container's cpuset), else the
  /// machine's online processors.
  ///
  /// Foundation's `activeProcessorCount` is the machine's count whatever the mask says, so
  /// one decoder per core would put two decodes on a board's one core, each taking twice as
  /// long as the next picture alone (README, "Performance": the small board).
  package static var available: Int { available(to: 0) }

  /// How many processors process `pid` may run on (0: this one), as ``available`` says.
  package static func available(to pid: pid_t) -> Int {
    let allowed = Int(carousel_allowed_processors(pid))
    return max(1, allowed > 0 ? allowed : sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }
}
