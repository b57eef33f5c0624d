import Foundation

/// The pictures to show, in order, found from the paths the user gave.
struct PictureList: Equatable {
  /// One page of the carousel: a file to decode.
  struct Item: Equatable {
    /// The path as it will be opened (a folder's entries are joined to the folder's path).
    var path: String
    /// The name to show on pages and in messages: the last path component.
    var name: String { (path as NSString).lastPathComponent }
  }

  var items: [Item]

  /// File name extensions of the formats SDL_image can decode (lower case, without the dot).
  static let pictureExtensions: Set<String> = [
    "png", "jpg", "jpeg", "jpe", "jfif", "webp", "gif", "bmp", "tga", "tif", "tiff", "svg",
    "pnm", "ppm", "pgm", "pbm", "qoi", "jxl", "avif", "xpm", "pcx", "ico", "cur", "lbm", "xcf",
  ]

  /// Expands `paths`: a folder becomes its pictures sorted by name (numbers in names compare
  /// by value, so `img2` comes before `img10`); anything else is kept as given, so a missing or
  /// broken file still gets a page that says what is wrong with it.
  init(paths: [String], fileManager: FileManager = .default) {
    var items: [Item] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
        let entries = try? fileManager.contentsOfDirectory(atPath: path)
      {
        let pictures = entries.filter(Self.isPictureName).sorted(by: Self.naturalOrder)
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        items += pictures.map { Item(path: folder + "/" + $0) }
      } else {
        items.append(Item(path: path))
      }
    }
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
