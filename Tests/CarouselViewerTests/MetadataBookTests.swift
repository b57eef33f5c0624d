import Testing

@testable import CarouselViewer
@testable import PictureDecoding
@testable import PictureFiles

/// The metadata kept for the display: at most ``MetadataBook/capacity`` items, the least
/// recently used going first, each at the revision it was read from.
@Suite("Metadata book")
struct MetadataBookTests {
  static func item(_ number: Int, revision: Int = 0) -> CarouselItem {
    CarouselItem(
      key: ItemKey(FilePath("/pictures/\(number).jpg")), kind: .picture, revision: revision)
  }

  static func metadata(_ number: Int) -> ItemMetadata {
    var metadata = ItemMetadata()
    metadata.fileSize = number
    return metadata
  }

  @Test("past its capacity the least recently used item goes; a read item is used")
  func evictsTheLeastRecentlyUsed() {
    let book = MetadataBook(stop: StopSignal(), codecs: FileDecoder.thisProcess) {}
    let capacity = MetadataBook.capacity
    for number in 0..<capacity { book.insert(Self.metadata(number), for: Self.item(number)) }
    #expect(book.metadata(for: Self.item(0))?.fileSize == 0)  // 0 is now the newest
    book.insert(Self.metadata(capacity), for: Self.item(capacity))
    #expect(book.metadata(for: Self.item(1)) == nil, "1 was the least recently used")
    #expect(book.metadata(for: Self.item(0))?.fileSize == 0)
    #expect(book.metadata(for: Self.item(2))?.fileSize == 2)
    #expect(book.metadata(for: Self.item(capacity))?.fileSize == capacity)
  }

  @Test("another revision of an item is unknown, and asking for it does not keep the old one")
  func revisionsDiffer() {
    let book = MetadataBook(stop: StopSignal(), codecs: FileDecoder.thisProcess) {}
    let capacity = MetadataBook.capacity
    for number in 0..<capacity { book.insert(Self.metadata(number), for: Self.item(number)) }
    #expect(book.metadata(for: Self.item(0, revision: 1)) == nil)
    book.insert(Self.metadata(capacity), for: Self.item(capacity))
    #expect(book.metadata(for: Self.item(0)) == nil, "the miss did not mark 0 used")
  }
}
