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
/// A picture file is the only kind today; text slides and other kinds join ``Kind`` later. The
/// revision goes up each time the file is replaced with new content, so decodes and cached
/// pictures of an older revision are never taken for the new one.
package struct CarouselItem: Hashable, Sendable {
  /// What kind of page the item makes.
  package enum Kind: Hashable, Sendable {
    /// A picture, decoded by the pipeline (its format is found from its content).
    case picture

    /// The kind of item a folder entry named `name` makes, or nil when it makes none: hidden
    /// files, and names without an extension of a format Carousel reads (``PictureFormat``).
    package init?(fileName name: String) {
      guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return nil }
      let fileExtension = name[name.index(after: dot)...].lowercased()
      guard PictureFormat(fileExtension: fileExtension) != nil else { return nil }
      self = .picture
    }
  }

  /// The item's identity.
  package let key: ItemKey
  /// What kind of page it makes.
  package let kind: Kind
  /// The revision of the file's content: 0 when found, one more after each replacement.
  package internal(set) var revision: Int

  /// An item of `kind` for `key`.
  init(key: ItemKey, kind: Kind, revision: Int) {
    self.key = key
    self.kind = kind
    self.revision = revision
  }

  /// A picture item for the file at `path`.
  package init(picture path: FilePath) {
    self.init(key: ItemKey(path), kind: .picture, revision: 0)
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
