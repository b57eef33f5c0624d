import Foundation

/// ImageMagick's `convert`, a second decoder and encoder for tests (`scripts/install-deps`).
public enum ImageMagick {
  /// Runs `convert` with `arguments`; its standard output, or nil when it is missing or fails.
  public static func convert(_ arguments: [String]) -> [UInt8]? {
    ExternalTool.output("convert", arguments)
  }
}
