import Foundation

/// Reads the kernel's files under `/proc` whole.
///
/// They say their size is 0, and Foundation's `String(contentsOfFile:)` then reads one buffer of
/// about 4 KB and stops: a process's maps or the kernel's socket table are cut short, and a test
/// that looks for a library or a socket in them can pass for the wrong reason.
public enum ProcFile {
  /// The whole text of `path`, or nil when it cannot be read (the process has ended, say).
  public static func text(_ path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.readToEnd() else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
