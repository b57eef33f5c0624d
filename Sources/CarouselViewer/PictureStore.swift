import Foundation
import SDLKit

/// Decodes pictures and keeps the textures of the pages around the current one.
///
/// Decoding is synchronous and on the main thread in this first version; at most `capacity`
/// items stay decoded, the farthest from the current page leaving first. Owned by the viewer,
/// main thread only.
final class PictureStore {
  private let list: PictureList
  private let renderer: Renderer
  /// Pictures larger than this (in device pixels) are scaled down to fit it before upload.
  var maximumPixelSize: Size
  private let capacity: Int
  private let report: (String) -> Void
  private var contents: [Int: PictureContent] = [:]
  private var reportedFailures: Set<Int> = []

  /// - Parameters:
  ///   - report: receives one line per file that cannot be shown, the first time it fails.
  init(
    list: PictureList, renderer: Renderer, maximumPixelSize: Size, capacity: Int = 8,
    report: @escaping (String) -> Void
  ) {
    self.list = list
    self.renderer = renderer
    self.maximumPixelSize = maximumPixelSize
    self.capacity = max(capacity, 3)
    self.report = report
  }

  /// The content for item `index` (0 ..< count), decoding it now if needed.
  func content(forItem index: Int) -> PictureContent {
    if let cached = contents[index] { return cached }
    let content = decode(list.items[index])
    if case .failure(let reason) = content, reportedFailures.insert(index).inserted {
      report("carousel: cannot show \(list.items[index].path): \(reason)")
    }
    contents[index] = content
    return content
  }

  /// Drops decoded items beyond `capacity`, keeping those nearest to `current` around the loop.
  func evict(keepingNearest current: Int) {
    guard contents.count > capacity else { return }
    let count = list.items.count
    func distance(_ index: Int) -> Int {
      let forward = ((index - current) % count + count) % count
      return min(forward, count - forward)
    }
    let farthestFirst = contents.keys.sorted { distance($0) > distance($1) }
    for index in farthestFirst.prefix(contents.count - capacity) {
      contents[index] = nil
    }
  }

  private func decode(_ item: PictureList.Item) -> PictureContent {
    if let problem = FileProblem(path: item.path) {
      return .failure(reason: problem.description)
    }
    do {
      let decoded = try Surface(contentsOfFile: item.path)
      let fitted = try downscaledToFit(decoded)
      return .picture(try Texture(renderer: renderer, surface: fitted), originalSize: decoded.size)
    } catch {
      return .failure(reason: "cannot decode: \(error.message)")
    }
  }

  private func downscaledToFit(_ surface: Surface) throws(SDLError) -> Surface {
    let size = surface.size
    let bounds = maximumPixelSize
    guard size.width > bounds.width || size.height > bounds.height else { return surface }
    let scale = min(
      Double(bounds.width) / Double(size.width), Double(bounds.height) / Double(size.height))
    let target = Size(
      width: max(1, Int((Double(size.width) * scale).rounded())),
      height: max(1, Int((Double(size.height) * scale).rounded())))
    return try surface.scaled(to: target)
  }
}
