import Foundation
import SystemKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// The picture index: every format's date taken (Exif with its offset and without, XMP, the
/// modification time), the cache reused on a second start without a picture read, a cache
/// made stale by a replaced picture, and a damaged or foreign cache set aside and made again.
@Suite(.serialized) struct PictureIndexTests {
  /// A folder of one picture per container, each with its own known date.
  struct Folder {
    let folder: TemporaryFolder
    /// The date each file must get, by file name.
    let dates: [String: TakenDate]
    var paths: [FilePath] { dates.keys.sorted().map { FilePath(folder.file($0)) } }
  }

  static func written(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int,
    offset: Int?, _ source: TakenDate.Source = .exif
  ) -> TakenDate {
    let date = CalendarDate(year: year, month: month, day: day)
    let time = date.flatMap { WallTime(date: $0, hour: hour, minute: minute, second: second) }
    return .written(time ?? WallTime(secondsAsUTC: 0), offsetMinutes: offset, source: source)
  }

  static func makeFolder() throws -> Folder {
    let folder = try TemporaryFolder()
    var dates: [String: TakenDate] = [:]
    let plain = try #require(ImageMagick.convert(["-size", "16x16", "xc:orange", "jpg:-"]))
    let dated = DatedPictures.jpeg(
      plain,
      inserting: ExifBytes.jpegSegment(DatedPictures.exif("2019:07:04 18:30:00", offset: "+02:00")))
    try folder.write(dated, to: "a.jpg")
    dates["a.jpg"] = written(2019, 7, 4, 18, 30, 0, offset: 120)
    try folder.write(
      DatedPictures.png(exif: DatedPictures.exif("2018:12:31 23:59:59")), to: "b.png")
    dates["b.png"] = written(2018, 12, 31, 23, 59, 59, offset: nil)
    let webp = try #require(
      ImageMagick.convert(["-size", "16x16", "xc:teal", "-define", "webp:lossless=true", "webp:-"]))
    let webpExif = DatedPictures.exif("2017:02:28 12:00:00", offset: "-05:00", littleEndian: false)
    try folder.write(
      ExifBytes.extendedWebP(webp, exif: webpExif, size: .init(width: 16, height: 16)),
      to: "c.webp")
    dates["c.webp"] = written(2017, 2, 28, 12, 0, 0, offset: -300)
    try folder.write(DatedPictures.tiff(date: "2016:02:29 08:00:00"), to: "d.tif")
    dates["d.tif"] = written(2016, 2, 29, 8, 0, 0, offset: nil)
    // HEIC, AVIF and JPEG XL made from the dated JPEG keep its Exif (JPEG XL in a brob box).
    #expect(
      ExternalTool.run("heif-enc", ["-q", "90", folder.file("a.jpg"), "-o", folder.file("e.heic")]))
    #expect(
      ExternalTool.run(
        "heif-enc", ["-A", "-q", "90", folder.file("a.jpg"), "-o", folder.file("f.avif")]))
    #expect(ExternalTool.run("cjxl", [folder.file("a.jpg"), folder.file("g.jxl")]))
    for name in ["e.heic", "f.avif", "g.jxl"] { dates[name] = dates["a.jpg"] }
    try folder.write(
      DatedPictures.jpeg(
        plain,
        inserting: DatedPictures.xmpSegment(
          date: "2015-05-06T07:08:09+01:00")), to: "h.jpg")
    dates["h.jpg"] = written(2015, 5, 6, 7, 8, 9, offset: 60, .xmp)
    // No date of its own: a GIF and a JPEG without metadata are dated by their modification.
    try folder.write(
      try #require(ImageMagick.convert(["-size", "4x4", "xc:red", "gif:-"])), to: "i.gif")
    try folder.write(plain, to: "j.jpg")
    for (name, seconds) in [("i.gif", 1_300_000_000), ("j.jpg", 1_400_000_000)] {
      DatedPictures.setModified(folder.file(name), seconds: seconds)
      dates[name] = .modified(Int64(seconds))
    }
    return Folder(folder: folder, dates: dates)
  }

  /// An index over `cache`, its paths asked for, once it has read them all.
  static func indexed(
    _ paths: [FilePath], cache: String?, codecs: any CodecFactsReader = FileDecoder.thisProcess,
    reporter: Reporter = .silent
  ) -> PictureIndex {
    let index = PictureIndex(
      cachePath: cache, stop: StopSignal(), codecs: codecs, notify: {}, reporter: reporter)
    index.request(paths)
    index.waitUntilIdle()
    _ = index.takeFinished()
    return index
  }

  @Test("every format is dated: Exif with and without its offset, XMP, else the modification")
  func everyFormatIsDated() throws {
    let corpus = try Self.makeFolder()
    let index = Self.indexed(corpus.paths, cache: nil)
    for (name, expected) in corpus.dates {
      #expect(index.facts[FilePath(corpus.folder.file(name))]?.taken == expected, "\(name)")
    }
    #expect(index.counts == PictureIndex.Counts(fromCache: 0, read: corpus.dates.count))
    #expect(index.isComplete)
    let jpeg = try #require(index.facts[FilePath(corpus.folder.file("a.jpg"))])
    #expect(jpeg.pixelSize == .init(width: 16, height: 16))
  }

  /// The app's index: what only libjxl reads (JPEG XL's size and its Exif in a brob box) comes
  /// from a decoder process, not from codecs in the viewer's process.
  @Test("through decoder processes, every format is dated as in this process")
  func codecFactsComeFromDecoderProcesses() throws {
    let corpus = try Self.makeFolder()
    let decoder = IsolatedDecoder(
      executable: CarouselProcess.executable, workerCount: 1,
      cacheBudget: MemoryBudget(megabytes: 16))
    defer { decoder.shutdown() }
    let index = Self.indexed(corpus.paths, cache: nil, codecs: decoder)
    for (name, expected) in corpus.dates {
      #expect(index.facts[FilePath(corpus.folder.file(name))]?.taken == expected, "\(name)")
    }
    let jxl = try #require(index.facts[FilePath(corpus.folder.file("g.jxl"))])
    #expect(jxl.pixelSize == .init(width: 16, height: 16))
    // A decoder process that crashes on a file costs its facts, not the index: dated by its
    // modification time, and the next file's facts come from a new worker.
    let crashing = IsolatedDecoder(
      executable: CarouselProcess.executable, workerCount: 1,
      cacheBudget: MemoryBudget(megabytes: 16),
      environment: ["\(WorkerFault.variable)=crash:g.jxl"])
    defer { crashing.shutdown() }
    try FileManager.default.copyItem(
      atPath: corpus.folder.file("g.jxl"), toPath: corpus.folder.file("k.jxl"))
    let paths = ["g.jxl", "k.jxl"].map { FilePath(corpus.folder.file($0)) }
    let survived = Self.indexed(paths, cache: nil, codecs: crashing)
    let stamp = try #require(FileStamp(of: paths[0]))
    #expect(survived.facts[paths[0]]?.taken == .modified(stamp.modifiedSeconds))
    #expect(survived.facts[paths[1]]?.taken == corpus.dates["g.jxl"])
  }

  @Test("a second start reads no picture: each is dated from the cache after a stat")
  func secondStartReadsNothing() throws {
    let corpus = try Self.makeFolder()
    let cache = corpus.folder.file("cache/index")
    let first = Self.indexed(corpus.paths, cache: cache)
    first.save()
    first.waitUntilIdle()
    #expect(!first.hasUnsavedEntries)
    let second = Self.indexed(corpus.paths, cache: cache)
    #expect(second.counts == PictureIndex.Counts(fromCache: corpus.dates.count, read: 0))
    #expect(second.facts == first.facts)
    first.shutdown()
    second.shutdown()
  }

  /// Holds the index's cache writes until released, counting them.
  final class WriteGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false
    private var entered = 0

    /// Called by the writer: waits until ``release()``.
    func hold() {
      condition.lock()
      entered += 1
      condition.broadcast()
      while !isOpen { condition.wait() }
      condition.unlock()
    }

    /// Waits until `count` writes have begun.
    func waitUntilEntered(_ count: Int) {
      condition.lock()
      while entered < count { condition.wait() }
      condition.unlock()
    }

    func release() {
      condition.lock()
      isOpen = true
      condition.broadcast()
      condition.unlock()
    }

    var writes: Int {
      condition.lock()
      defer { condition.unlock() }
      return entered
    }
  }

  /// Regression: a frame stopped while the thread wrote its index skipped its own save (the
  /// entries counted as saved once taken), so the next start read every picture again.
  @Test("a save the thread is still writing is unsaved, and the end of the run waits for it")
  func saveUnderWayIsUnsavedUntilWritten() throws {
    let corpus = try Self.makeFolder()
    let cache = corpus.folder.file("index")
    let gate = WriteGate()
    let index = PictureIndex(
      cachePath: cache, stop: StopSignal(), codecs: FileDecoder.thisProcess, notify: {},
      reporter: .silent,
      write: { bytes, path in
        gate.hold()
        try AtomicFile.write(bytes, to: path)
      })
    index.request(corpus.paths)
    index.waitUntilIdle()
    index.save()
    gate.waitUntilEntered(1)
    #expect(index.hasUnsavedEntries)
    // The end of the run: its save returns only once the thread's write has ended, and does
    // not write the same entries again.
    let ended = NSCondition()
    nonisolated(unsafe) var saved = false
    let finalSave = Thread {
      index.saveNow()
      ended.lock()
      saved = true
      ended.broadcast()
      ended.unlock()
    }
    finalSave.start()
    gate.release()
    ended.lock()
    while !saved { ended.wait() }
    ended.unlock()
    #expect(!index.hasUnsavedEntries)
    #expect(gate.writes == 1)
    index.shutdown()
    let second = Self.indexed(corpus.paths, cache: cache)
    #expect(second.counts == PictureIndex.Counts(fromCache: corpus.dates.count, read: 0))
    second.shutdown()
  }

  @Test("a picture replaced since the cache was written is read again, the others are not")
  func replacedPictureIsReadAgain() throws {
    let corpus = try Self.makeFolder()
    let cache = corpus.folder.file("index")
    let first = Self.indexed(corpus.paths, cache: cache)
    first.save()
    first.waitUntilIdle()
    try corpus.folder.write(
      DatedPictures.png(exif: DatedPictures.exif("2001:01:01 00:00:00")), to: "b.png")
    let second = Self.indexed(corpus.paths, cache: cache)
    #expect(second.counts == PictureIndex.Counts(fromCache: corpus.dates.count - 1, read: 1))
    #expect(
      second.facts[FilePath(corpus.folder.file("b.png"))]?.taken
        == Self.written(2001, 1, 1, 0, 0, 0, offset: nil))
    #expect(second.hasUnsavedEntries)
  }

  @Test("a damaged or foreign cache is set aside with one line, and made again")
  func damagedCacheIsSetAside() throws {
    let corpus = try Self.makeFolder()
    let cache = corpus.folder.file("index")
    let first = Self.indexed(corpus.paths, cache: cache)
    first.save()
    first.waitUntilIdle()
    var bytes = try #require(FileManager.default.contents(atPath: cache).map { [UInt8]($0) })
    bytes[bytes.count / 2] ^= 0x40
    let damaged: [(bytes: [UInt8], reason: String)] = [
      (bytes, "its checksum does not match (damaged)"),
      (Array("# some other program's file\n".utf8), "not a Carousel index of this version"),
    ]
    for (content, reason) in damaged {
      try corpus.folder.write(content, to: "index")
      let reported = ReportedLines()
      let again = Self.indexed(corpus.paths, cache: cache, reporter: reported.reporter)
      #expect(
        reported.lines
          == ["carousel: the picture index \(cache) was set aside (\(reason)); made again"])
      #expect(again.counts.read == corpus.dates.count, "nothing trusted")
      #expect(again.facts == first.facts)
      #expect(
        FileManager.default.contents(atPath: cache + ".unreadable").map([UInt8].init) == content)
      again.save()
      again.waitUntilIdle()
      let fresh = try #require(FileManager.default.contents(atPath: cache).map { [UInt8]($0) })
      #expect(try IndexCacheFile.decode(fresh).get().count == corpus.dates.count)
    }
  }

  @Test("the cache file reads back what was written, and no cut or flipped byte is trusted")
  func cacheFileRoundTripAndDamage() throws {
    let entries: [(FilePath, IndexEntry)] = [
      (
        FilePath("/srv/frame/a b.jpg"),
        IndexEntry(
          stamp: FileStamp(byteCount: 12_345, modified: 1_700_000_000_123_456_789),
          facts: PictureFacts(
            taken: Self.written(2019, 7, 4, 18, 30, 0, offset: -570),
            pixelSize: .init(width: 4000, height: 3000),
            orientation: 6, description: "Harbour at dusk"))
      ),
      (
        FilePath(bytes: [0x2F, 0xFF, 0xFE, 0x2E, 0x70, 0x6E, 0x67]),
        IndexEntry(
          stamp: FileStamp(byteCount: 1, modified: -5),
          facts: PictureFacts(taken: .modified(-86_401)))
      ),
    ]
    let bytes = IndexCacheFile.encode(entries)
    let read = try IndexCacheFile.decode(bytes).get()
    #expect(read.count == 2)
    for (path, entry) in entries { #expect(read[path] == entry) }
    for length in 0..<bytes.count {
      #expect(throws: IndexCacheFile.Unreadable.self) {
        try IndexCacheFile.decode(Array(bytes.prefix(length))).get()
      }
    }
    #expect(throws: IndexCacheFile.Unreadable.self) { try IndexCacheFile.decode(bytes + [0]).get() }
  }
}
