/// Where a Google Motion Photo's clip is, from its XMP (``XMPWalker``): the clip follows the
/// still at the end of the file.
///
/// Two conventions: the Motion Photo format 1.0 (`Camera:MotionPhoto` = 1 and a
/// `Container:Directory` whose items, in file order, give each one's `Item:Semantic`,
/// `Item:Mime` and `Item:Length`; the items after the primary one are laid end to end up to the
/// file's end), and the older Micro Video (`GCamera:MicroVideo` = 1, `MicroVideoOffset` bytes
/// from the end of the file). `Camera:` and `GCamera:` are the same namespace, whichever prefix
/// a packet uses. The range given is where the clip should start: ``MotionPhotoLocator``
/// checks for its `ftyp` box there.
enum GoogleMotionPhoto {
  /// The namespace of `Camera:MotionPhoto` and `GCamera:MicroVideo`.
  static let camera = "http://ns.google.com/photos/1.0/camera/"
  /// The namespace of `Container:Directory`.
  static let container = "http://ns.google.com/photos/1.0/container/"
  /// The namespace of a directory item's `Item:Semantic`, `Item:Mime`, `Item:Length`.
  static let item = "http://ns.google.com/photos/1.0/container/item/"

  /// One entry of `Container:Directory`.
  struct Item: Equatable {
    var semantic: String?
    var mime: String?
    var length: Int?
    var padding: Int?

    /// Whether it is the clip: its semantic says so, or its type is a video's.
    var isClip: Bool {
      semantic == "MotionPhoto" || mime?.hasPrefix("video/") == true
    }
  }

  /// The clip's bytes in a file of `fileSize` bytes whose XMP is `xmp`, with the convention
  /// that gave them; nil when the packet describes no clip or one that does not fit the file.
  static func clip(in xmp: XMPWalker, fileSize: Int) -> EmbeddedClip? {
    if xmp.value(camera, "MotionPhoto") != "0", let range = directoryClip(xmp, fileSize: fileSize) {
      return EmbeddedClip(origin: .motionPhoto, range: range)
    }
    if xmp.value(camera, "MicroVideo") == "1",
      let offset = xmp.value(camera, "MicroVideoOffset").flatMap({ Int($0) }),
      offset > 0, offset < fileSize
    {
      return EmbeddedClip(origin: .microVideo, range: (fileSize - offset)..<fileSize)
    }
    return nil
  }

  /// The clip's bytes as the directory lays them out, or nil.
  static func directoryClip(_ xmp: XMPWalker, fileSize: Int) -> Range<Int>? {
    let items = items(in: xmp)
    guard items.count >= 2 else { return nil }
    // The items after the primary one end at the file's end, each right after the one before.
    var end = fileSize
    for item in items.dropFirst().reversed() {
      guard let length = item.length, length > 0, length <= end else { return nil }
      let start = end - length
      if item.isClip { return start..<end }
      end = start
    }
    return nil
  }

  /// The directory's items in the packet's order: an item's fields are written together (as
  /// the attributes of its `Container:Item`, or as its elements), so a field already given
  /// starts the next item.
  static func items(in xmp: XMPWalker) -> [Item] {
    var items: [Item] = []
    var current = Item()
    var seen: Set<String> = []
    for property in xmp.properties where property.namespace == item {
      guard ["Semantic", "Mime", "Length", "Padding"].contains(property.name) else { continue }
      if seen.contains(property.name) {
        items.append(current)
        current = Item()
        seen = []
      }
      seen.insert(property.name)
      switch property.name {
      case "Semantic": current.semantic = property.value
      case "Mime": current.mime = property.value
      case "Length": current.length = Int(property.value)
      default: current.padding = Int(property.value)
      }
    }
    if !seen.isEmpty { items.append(current) }
    return items
  }
}
