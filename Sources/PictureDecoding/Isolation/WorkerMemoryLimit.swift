import FoundationEssentials
import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// The address space a decoder worker may add to what it has at start (`RLIMIT_AS`): room for
/// the largest file it reads, a picture at the pixel limit decoded at 8 bytes a pixel (16-bit
/// samples) plus its 4-byte output, an animation's frames, and the codecs' own working memory.
///
/// A codec that balloons on a file gets an allocation failure, or dies, at that bound: the app
/// and the other workers are untouched.
struct WorkerMemoryLimit {
  /// Bytes beyond the worker's address space at start.
  let allowance: Int

  /// - Parameter cacheBudget: what one animation's fitted frames may take; held twice (the
  ///   frames, and their copy in shared memory).
  init(maximumMegapixels: Int, cacheBudget: MemoryBudget) {
    allowance =
      PipelineConstants.maximumFileBytes(maximumMegapixels: maximumMegapixels)
      + maximumMegapixels * 1_000_000 * 12 + 2 * cacheBudget.bytes
      + PipelineConstants.workerMemoryHeadroom
  }

  /// A limit of `allowance` bytes beyond the address space at start (the video worker's,
  /// ``PipelineConstants/videoWorkerAddressSpace``).
  init(allowance: Int) {
    self.allowance = allowance
  }

  /// The allowance in MiB, for messages.
  var megabytes: Int { MemoryBudget(bytes: allowance).megabytes }

  /// Sets the limit: the current address space (VmSize) plus the allowance.
  func apply() {
    let current = Self.addressSpaceBytes()
    guard current > 0 else { return }
    let bytes = rlim_t(current + allowance)
    var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
    _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
  }

  /// This process's address space (the first field of `/proc/self/statm`), in bytes; 0 if
  /// unreadable.
  private static func addressSpaceBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = text.split(separator: " ").first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
