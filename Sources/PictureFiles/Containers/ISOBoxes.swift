/// The boxes of an ISO base media file (HEIF, AVIF, MP4; ISO/IEC 14496-12) in a byte range:
/// the one walk of their structure, for the HEIF reader (``HEIFPrimaryItem``) and the video
/// readers to come.
///
/// Each box is a big-endian 32-bit size (1: a 64-bit size follows the type; 0: to the end of
/// the range), a four-letter type and its content. The walk ends at the first box whose size is
/// below its header or that passes the end of the range.
package struct ISOBoxes: Sequence {
  /// One box: its type and where its content lies.
  package struct Box: Sendable {
    /// The four-letter type ("ftyp", "meta", "mdat").
    package let type: String
    /// Where the box's header starts.
    package let offset: Int
    /// The content, after the header.
    package let content: Range<Int>

    /// The content after a full box's version and flags (`meta`, `iinf`, `iloc`…).
    package var fullBoxContent: Range<Int> {
      Swift.min(content.lowerBound + 4, content.upperBound)..<content.upperBound
    }
  }

  /// The type, size and header length of the box whose header is at `offset` in `view`.
  ///
  /// Nil when they cannot be read or the size is smaller than the header. A size of 0 gives nil as
  /// `size`: the box runs to the end of its container.
  static func header(at offset: Int, in view: ByteView) -> (type: String, size: Int?, header: Int)?
  {
    guard let small = view.u32(offset), let type = view.fourCC(offset + 4) else { return nil }
    switch small {
    case 0: return (type, nil, 8)
    case 1:
      guard let high = view.u32(offset + 8), let low = view.u32(offset + 12), high < 1 << 30
      else { return nil }
      let size = high << 32 | low
      return size >= 16 ? (type, size, 16) : nil
    default:
      return small >= 8 ? (type, small, 8) : nil
    }
  }

  let view: ByteView
  let range: Range<Int>

  /// The boxes of `bytes` from its start (a file's top level).
  package init(_ bytes: [UInt8]) {
    view = ByteView(bytes)
    range = 0..<bytes.count
  }

  /// The boxes in `range` of `view` (the content of a box that holds boxes).
  init(_ view: ByteView, in range: Range<Int>) {
    self.view = view
    self.range = range.clamped(to: 0..<view.count)
  }

  /// The boxes inside `box` (found in this walk's bytes), after `skipping` bytes of its content
  /// (4 for a full box's version and flags, as `meta` has).
  package func children(of box: Box, skipping: Int = 0) -> ISOBoxes {
    ISOBoxes(
      view,
      in: Swift.min(
        box.content.lowerBound + skipping, box.content.upperBound)..<box.content.upperBound)
  }

  /// The first box of `type`, or nil.
  package func first(_ type: String) -> Box? {
    first { $0.type == type }
  }

  package func makeIterator() -> Iterator {
    Iterator(view: view, offset: range.lowerBound, end: range.upperBound)
  }

  /// Steps through the boxes; see ``ISOBoxes``.
  package struct Iterator: IteratorProtocol {
    let view: ByteView
    var offset: Int
    let end: Int

    package mutating func next() -> Box? {
      guard offset < end, let (type, size, header) = ISOBoxes.header(at: offset, in: view) else {
        return nil
      }
      let boxEnd = size.map { offset + $0 } ?? end
      guard boxEnd <= end, offset + header <= boxEnd else { return nil }
      let box = Box(type: type, offset: offset, content: (offset + header)..<boxEnd)
      offset = boxEnd
      return box
    }
  }
}

// MARK: - A file's top level, read where it lies

extension ISOBoxes {
  /// The first top-level box of `type` in `source` (a file), read header by header.
  ///
  /// What lies between (the media data) is not read. Gives where its header starts, its whole
  /// length (header included) and its header's length; nil when it is not among the first
  /// `maximumBoxes` boxes, or a box before it is broken or runs to the end.
  package static func topLevelBox(
    _ type: String, in source: some ByteSource, maximumBoxes: Int
  ) -> (offset: Int, length: Int, header: Int)? {
    var offset = 0
    for _ in 0..<maximumBoxes {
      guard let head = source.bytes(at: offset, count: 16),
        let (found, size, header) = header(at: 0, in: ByteView(head))
      else { return nil }
      let length = size ?? (source.byteCount - offset)
      guard length >= header, length <= source.byteCount - offset else { return nil }
      if found == type { return (offset, length, header) }
      guard size != nil else { return nil }
      offset += length
    }
    return nil
  }
}
