import TestSupport

@testable import CarouselViewer

/// Portrait pictures for the photo-frame tests: crops of the demo pictures made at test time
/// by ImageMagick, as lossless PNGs, so the frames drawn from them are the same everywhere.
enum FramePictures {
  /// The crops: a name, the demo picture and ImageMagick's geometry (WxH+X+Y).
  static let crops = [
    ("coffee-portrait.png", "02-coffee.png", "240x400+200+0"),
    ("chelsea-portrait.png", "01-chelsea.png", "180x300+150+0"),
    ("astronaut-portrait.png", "03-astronaut.png", "300x512+100+0"),
  ]

  /// Makes the portrait crops in `folder` and returns their paths, in the order of ``crops``.
  static func portraits(in folder: TemporaryFolder) throws -> [String] {
    try crops.map { name, source, geometry in
      let path = folder.file(name)
      guard
        ImageMagick.convert([DemoPicture.path(source), "-crop", geometry, "+repage", path])
          != nil
      else { throw FramePictureError(name: name) }
      return path
    }
  }
}

struct FramePictureError: Error, CustomStringConvertible {
  let name: String
  var description: String { "ImageMagick's convert could not make \(name)" }
}
