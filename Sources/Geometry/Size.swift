/// A size in whole pixels.
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Width times height.
  public var area: Int { width * height }

  public var description: String { "\(width)×\(height)" }
}
