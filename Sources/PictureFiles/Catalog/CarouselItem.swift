/// What identifies an item of the carousel across reloads, rescans and folder changes: its file.
///
/// Two items with the same key are the same item; the pager keeps the current item by its key.
package struct ItemKey: Hashable, Sendable, CustomStringConvertible {
  /// The file the item comes from, as the file system spells it.
  package let path: FilePath

  package init(_ path: FilePath) {
    self.path = path
  }

  /// The path for messages.
  package var description: String { path.description }
}

/// One item of the carousel: a value with a stable key, what kind of page it makes, and the
/// revision of its content.
///
/// The revision goes up each time the file is replaced with new content, so decodes and cached
/// pictures of an older revision are never taken for the new one.
package struct CarouselItem: Hashable, Sendable {
  /// What kind of page the item makes.
  package enum Kind: Hashable, Sendable {
    /// A picture, decoded by the pipeline (its format is found from its content).
    case picture
    /// A text slide: a `.txt` or `.md` file, its first line a title and the rest its body
    /// (``TextSlide``).
    case text
    /// A video clip (`.mp4`, `.mov`, ...): its first frame is its picture, and it plays when
    /// the carousel rests on it (issue 36).
    case clip

    /// The extensions of text slides.
    static let textExtensions: Set<String> = ["txt", "md"]
    /// The extensions of clips: the containers the video worker opens.
    package static let clipExtensions: Set<String> = [
      "mp4", "mov", "m4v", "3gp", "mkv", "webm", "avi",
    ]

    /// The kind of item a folder entry named `name` makes, or nil when it makes none: hidden
    /// files, names without an extension of a format Carousel reads (``PictureFormat``) or of a
    /// text slide, and sidecar captions (`picture.jpg.txt`, the caption of `picture.jpg`).
    package init?(fileName name: String) {
      guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return nil }
      let fileExtension = name[name.index(after: dot)...].lowercased()
      if Self.textExtensions.contains(fileExtension) {
        guard !Self.isSidecar(stem: name[..<dot]) else { return nil }
        self = .text
        return
      }
      if Self.clipExtensions.contains(fileExtension) {
        self = .clip
        return
      }
      guard PictureFormat(fileExtension: fileExtension) != nil else { return nil }
      self = .picture
    }

    /// As ``init(fileName:)``, but nil for a kind `listing` leaves out (a folder's `.txt` and
    /// `.md` files make no items with `--no-text-slides`, its clips none with `--videos off`).
    package init?(fileName name: String, listing: ItemListing) {
      guard let kind = Kind(fileName: name), listing.lists(kind) else { return nil }
      self = kind
    }

    /// Whether a text file whose name without `.txt`/`.md` is `stem` is the caption of a
    /// picture: `stem` itself ends with a picture extension.
    private static func isSidecar(stem: Substring) -> Bool {
      guard let dot = stem.lastIndex(of: ".") else { return false }
      return PictureFormat(fileExtension: stem[stem.index(after: dot)...].lowercased()) != nil
    }
  }

  /// The item's identity.
  package let key: ItemKey
  /// What kind of page it makes.
  package let kind: Kind
  /// The revision of the file's content: 0 when found, one more after each replacement.
  package internal(set) var revision: Int

  /// An item of `kind` for `key`.
  package init(key: ItemKey, kind: Kind, revision: Int) {
    self.key = key
    self.kind = kind
    self.revision = revision
  }

  /// A picture item for the file at `path`.
  package init(picture path: FilePath) {
    self.init(key: ItemKey(path), kind: .picture, revision: 0)
  }

  /// An item for the file at `path`, of the kind its name says: a text slide for `.txt` and
  /// `.md` files, a clip for a clip's (when `clips`; else it is tried as a picture, as before
  /// clips were shown), else a picture (a file named on the command line is shown whatever its
  /// name, if its content is a picture).
  package init(file path: FilePath, clips: Bool = false) {
    var kind = CarouselItem.Kind(fileName: path.displayName) ?? .picture
    if kind == .clip, !clips { kind = .picture }
    self.init(key: ItemKey(path), kind: kind, revision: 0)
  }

  /// A picture item for the file at `path` (UTF-8 text).
  package init(picture path: String) {
    self.init(picture: FilePath(path))
  }

  /// The file to read.
  package var path: FilePath { key.path }

  /// The name to show on pages and in messages: the file's last path component.
  package var name: String { key.path.displayName }
}
