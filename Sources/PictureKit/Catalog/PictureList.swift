import Foundation

/// The pictures to show, in order, found from the paths the user gave.
package struct PictureList: Equatable {
  /// One page of the carousel: a file to decode.
  package struct Item: Equatable {
    /// The path as it will be opened, byte for byte (a folder's entries are joined to it).
    package var picturePath: PicturePath
    /// The path for messages (invalid UTF-8 shown as U+FFFD).
    var path: String { picturePath.description }
    /// The name to show on pages and in messages: the last path component.
    package var name: String { picturePath.displayName }

    init(path: String) {
      picturePath = PicturePath(path)
    }

    init(picturePath: PicturePath) {
      self.picturePath = picturePath
    }
  }

  package var items: [Item]
  /// Paths still to expand on a background thread (``FolderScanner``); empty once expanded.
  var pendingRoots: [PicturePath] = []
  /// Whether folders are expanded with their subfolders.
  var isRecursive = false

  /// File name extensions of the formats SDL_image can decode (lower case, without the dot).
  static let pictureExtensions: Set<String> = [
    "png", "jpg", "jpeg", "jpe", "jfif", "webp", "gif", "bmp", "tga", "tif", "tiff", "svg",
    "pnm", "ppm", "pgm", "pbm", "qoi", "jxl", "avif", "xpm", "pcx", "ico", "cur", "lbm", "xcf",
  ]

  /// Expands `paths` now (see ``FolderWalker``): a folder becomes its pictures sorted by name
  /// (numbers in names compare by value, so `img2` comes before `img10`), with its subfolders
  /// when `recursive`; anything else is kept as given.
  package init(paths: [String], recursive: Bool = false) {
    var walker = FolderWalker(recursive: recursive)
    var found: [PicturePath] = []
    walker.walk(paths.map(PicturePath.init)) { found += $0 }
    items = found.map(Item.init(picturePath:))
    isRecursive = recursive
  }

  /// A list that starts empty and is filled by a background scan of `paths` (see
  /// ``FolderScanner``), so a large folder starts showing before the scan ends.
  package init(scanning paths: [PicturePath], recursive: Bool) {
    items = []
    pendingRoots = paths
    isRecursive = recursive
  }

  /// A list of exactly `items`.
  init(items: [Item]) {
    self.items = items
  }

  /// Whether a folder entry's name looks like a picture (hidden files are skipped).
  static func isPictureName(_ name: String) -> Bool {
    guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return false }
    return pictureExtensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// Name order in which runs of digits compare by their value, then by their text.
  static func naturalOrder(_ left: String, _ right: String) -> Bool {
    var a = left.unicodeScalars[...]
    var b = right.unicodeScalars[...]
    while let x = a.first, let y = b.first {
      if isDigit(x), isDigit(y),
        let first = Int(String(a.prefix(while: isDigit))),
        let second = Int(String(b.prefix(while: isDigit)))
      {
        if first != second { return first < second }
        a = a.drop(while: isDigit)
        b = b.drop(while: isDigit)
        continue
      }
      if x != y { return x.value < y.value }
      a = a.dropFirst()
      b = b.dropFirst()
    }
    return a.isEmpty && !b.isEmpty || (a.isEmpty == b.isEmpty && left < right)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }
}
