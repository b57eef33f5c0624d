import Foundation

/// A folder under the temporary directory, removed with everything in it when released.
public final class TemporaryFolder {
  public let path: String

  public init() throws {
    let base = FileManager.default.temporaryDirectory.path
    path = base + "/carousel-test-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` inside the folder.
  public func file(_ name: String) -> String { path + "/" + name }

  /// Writes `bytes` to `name` inside the folder.
  public func write(_ bytes: [UInt8], to name: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
  }

  /// Writes `bytes` to `name` inside the folder and returns the file's path.
  @discardableResult
  public func write(_ name: String, bytes: [UInt8]) throws -> String {
    try write(bytes, to: name)
    return file(name)
  }
}
