import Geometry
import SDLKit
import SDLTestSupport
import SystemKit

@testable import CarouselViewer

extension FramePainter {
  /// A painter on a software renderer drawing into a surface of `size`, and that renderer.
  ///
  /// It has no font: for the pictures' frames only. Call it inside `SDLTestSession.run`.
  static func offscreen(_ size: Size) throws -> (FramePainter, Renderer) {
    let renderer = try Renderer(drawingInto: try Surface(size: size))
    let painter = FramePainter(
      renderer: renderer,
      text: TextCache(renderer: renderer, fonts: FontBook(fallback: nil, reporter: .silent)))
    return (painter, renderer)
  }
}
