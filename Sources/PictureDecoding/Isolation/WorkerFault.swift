import PictureFiles

#if canImport(Glibc)
  import Glibc
#endif

/// A test-only fault switch that makes a decoder worker fail mid-decode.
///
/// The environment variable `CAROUSEL_DECODE_FAULT`, set to `crash:NAME`, `hang:NAME` or
/// `balloon:NAME`, makes a worker crash (SIGSEGV), hang or allocate without end while it
/// decodes a file whose name contains NAME (every file when NAME is empty). Tests use it to
/// prove that a decoder failure costs one picture. `say:NAME` makes the decode write to
/// standard error as libjxl does for some files (``LibraryStderr``), and decode on.
struct WorkerFault {
  /// The variable's name.
  static let variable = "CAROUSEL_DECODE_FAULT"

  enum Kind: String {
    case crash, hang, balloon, say
  }

  let kind: Kind
  let nameFragment: String

  /// The fault the environment asks for, or nil (always, outside tests).
  static func fromEnvironment() -> WorkerFault? {
    guard let raw = getenv(variable) else { return nil }
    let text = String(cString: raw)
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    guard let kind = parts.first.flatMap({ Kind(rawValue: String($0)) }) else { return nil }
    return WorkerFault(kind: kind, nameFragment: parts.count > 1 ? String(parts[1]) : "")
  }

  /// Strikes when `path` is one of the files it is set for; a balloon that the limit stopped
  /// gives the failure a codec would report.
  func strike(decoding path: FilePath, limit: WorkerMemoryLimit) -> DecodeFailure? {
    guard kind != .say, matches(path) else { return nil }
    // Tests wait for this line to know the fault has struck.
    var line = "carousel decode worker: fault \(kind.rawValue) on \(path.displayName)\n"
    line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    switch kind {
    case .say:
      break
    case .crash:
      _ = raise(SIGSEGV)
    case .hang:
      while true { _ = pause() }  // never returns
    case .balloon:
      // Takes memory 64 MiB at a time, touching it, until the address-space limit says no.
      var blocks: [UnsafeMutableRawPointer] = []
      while let block = malloc(64 << 20) {
        memset(block, 1, 64 << 20)
        blocks.append(block)
      }
      blocks.forEach { free($0) }
      return .decoderOutOfMemory(limitMegabytes: limit.megabytes)
    }
    return nil
  }

  /// During the decode of `path`, when it is one the `say` fault is set for: libjxl's line and
  /// the blank line after it, on standard error.
  func speak(decoding path: FilePath) {
    guard kind == .say, matches(path) else { return }
    var words = "dec_ans.cc:367: Histogram is not a distribution\n\n"
    words.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  private func matches(_ path: FilePath) -> Bool {
    nameFragment.isEmpty || path.displayName.contains(nameFragment)
  }
}
