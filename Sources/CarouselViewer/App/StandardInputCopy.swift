import Foundation

/// Standard input, read once: a file list given as `-` is read at the start, and a reload uses
/// that copy (standard input is at its end by then).
final class StandardInputCopy {
  private var data: Data?

  /// The whole of standard input, read the first time.
  func read() -> Data {
    if let data { return data }
    let read = FileHandle.standardInput.readDataToEndOfFile()
    data = read
    return read
  }
}
