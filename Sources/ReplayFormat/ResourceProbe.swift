import FoundationEssentials
import SystemKit

/// What the process holds at one moment: the figures a soak test watches stay flat.
package struct ResourceProbe: Equatable, Sendable {
  /// Resident memory (VmRSS), in bytes.
  package var residentBytes: Int
  /// Bytes the texture cache holds by its own accounting.
  package var cacheBytes: Int
  /// Entries in the texture cache.
  package var cacheEntries: Int
  /// Open file descriptors.
  package var descriptors: Int
  /// Threads of the process.
  package var threads: Int

  package init(
    residentBytes: Int, cacheBytes: Int, cacheEntries: Int, descriptors: Int, threads: Int
  ) {
    self.residentBytes = residentBytes
    self.cacheBytes = cacheBytes
    self.cacheEntries = cacheEntries
    self.descriptors = descriptors
    self.threads = threads
  }

  /// This process now, with the cache's own figures.
  package static func current(cacheBytes: Int, cacheEntries: Int) -> ResourceProbe {
    let descriptors =
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?
      .count ?? 0
    let threads =
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task"))?
      .count ?? 0
    return ResourceProbe(
      residentBytes: ProcessMemory.residentBytes(), cacheBytes: cacheBytes,
      cacheEntries: cacheEntries, descriptors: descriptors, threads: threads)
  }
}
