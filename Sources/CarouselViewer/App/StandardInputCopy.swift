import FoundationEssentials
import SystemKit

#if canImport(Glibc)
  import Glibc
#endif

/// Standard input, read once: a file list given as `-` is read at the start, and a reload uses
/// that copy (standard input is at its end by then).
final class StandardInputCopy {
  private var data: Data?

  /// The whole of standard input, read the first time.
  func read() -> Data {
    if let data { return data }
    let read = Data(DescriptorReader.read(STDIN_FILENO))
    data = read
    return read
  }
}
