import Foundation
import Geometry
import PictureDecoding
import PictureFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Clips that are broken, lie or attack: each becomes a ``ClipError`` naming the file (or plays
/// what it holds), never a crash or a hang of this process, which never maps FFmpeg.
@Suite(.serialized) struct HostileClipTests {
  static let h264 = TestClips.encodings[0]

  /// Plays `clip` to its end on the virtual clock, or to its error: every frame asked for is
  /// one of the clip's.
  static func playThrough(_ clip: VideoClip) throws(ClipError) {
    clip.play(at: 0)
    var now = 0.0
    while !clip.isEnded, now < 10 {
      _ = try clip.frame(at: now)
      now += 0.25
    }
  }

  static func outcome(_ path: String, fault: String? = nil, deadline: Double = 60) -> ClipError? {
    do {
      let clip = try TestClips.open(path, fault: fault, deadline: deadline)
      defer { clip.close() }
      try playThrough(clip)
      return nil
    } catch {
      return error
    }
  }

  @Test("a clip cut short, anywhere, plays what arrived or is an error naming the file")
  func cutShort() throws {
    let folder = try TemporaryFolder()
    for layout in [["-movflags", "+faststart"], []] {
      let path = try TestClips.colours(Self.h264, in: folder, extra: layout)
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      for tenth in [1, 3, 5, 7, 9] {
        try folder.write(Array(bytes.prefix(bytes.count * tenth / 10)), to: "cut.mp4")
        if let error = Self.outcome(folder.file("cut.mp4")) {
          #expect(error.file == "cut.mp4")
          #expect(!error.reason.isEmpty && !error.reason.contains("\n"))
        }
      }
    }
    // Without its index (at the end, unless moved first) nothing can be played.
    let path = try TestClips.colours(Self.h264, in: folder, name: "late-index")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    try folder.write(Array(bytes.prefix(bytes.count / 2)), to: "half.mp4")
    #expect(Self.outcome(folder.file("half.mp4")) != nil)
  }

  /// `bytes` with each 4-byte field after every `tag` set to `value` (big-endian) `at` bytes on.
  static func patch(_ bytes: [UInt8], after tag: String, at offset: Int, to value: UInt32)
    -> [UInt8]
  {
    var patched = bytes
    let pattern = Array(tag.utf8)
    var index = 0
    while index + pattern.count <= patched.count,
      index + pattern.count + offset + 4 <= patched.count
    {
      if Array(patched[index..<(index + pattern.count)]) == pattern,
        index + pattern.count + offset >= 0
      {
        for byte in 0..<4 {
          patched[index + pattern.count + offset + byte] = UInt8(
            truncatingIfNeeded: value >> (24 - 8 * byte))
        }
      }
      index += 1
    }
    return patched
  }

  @Test("an index claiming absurd sizes and counts is an error or plays, never a crash")
  func absurdIndex() throws {
    let folder = try TemporaryFolder()
    let path = try TestClips.colours(Self.h264, in: folder, extra: ["-movflags", "+faststart"])
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let lies: [(String, Int, UInt32)] = [
      ("moov", -8, 0xFFFF_FFF0),  // the index's own size
      ("stsz", 8, 0x7FFF_FFFF),  // a sample count of two billion
      ("stsz", 4, 0xFFFF_FFF0),  // every sample 4 GiB
      ("stco", 4, 0x7FFF_FFFF),  // two billion chunk offsets
      ("stts", 4, 0x7FFF_FFFF),  // two billion durations
      ("mvhd", 16, 0xFFFF_FFFF),  // ten hours and more
    ]
    for (tag, offset, value) in lies {
      let name = "lie-\(tag)-\(offset).mp4"
      try folder.write(Self.patch(bytes, after: tag, at: offset, to: value), to: name)
      if let error = Self.outcome(folder.file(name)) {
        #expect(error.file == name, "\(error)")
      }
    }
  }

  /// An MJPEG clip in AVI whose headers and frames all claim `side` × `side` pixels.
  static func claiming(_ side: Int, in folder: TemporaryFolder) throws -> String {
    let path = try TestClips.colours(
      TestClips.Encoding(name: "MJPEG in AVI", fileExtension: "avi", options: ["-c:v", "mjpeg"]),
      in: folder)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let (low, high) = (UInt8(side & 0xFF), UInt8(side >> 8))
    // The AVI headers' width and height (little-endian 32 bits), and each frame's SOF0.
    let replacements: [([UInt8], [UInt8])] = [
      ([0x40, 1, 0, 0, 0xF0, 0, 0, 0], [low, high, 0, 0, low, high, 0, 0]),
      (
        [0xFF, 0xC0, 0, 0x11, 8, 0, 0xF0, 1, 0x40], [0xFF, 0xC0, 0, 0x11, 8, high, low, high, low]
      ),
    ]
    for (old, new) in replacements {
      var index = 0
      while index + old.count <= bytes.count {
        if Array(bytes[index..<(index + old.count)]) == old {
          bytes.replaceSubrange(index..<(index + old.count), with: new)
        }
        index += 1
      }
    }
    let name = "claims-\(side).avi"
    try folder.write(bytes, to: name)
    return folder.file(name)
  }

  @Test(
    "a clip claiming 8192×8192 or 16384×16384 is refused before a frame is decoded",
    arguments: [8192, 16384])
  func hugeDimensions(_ side: Int) throws {
    let folder = try TemporaryFolder()
    let error = try #require(Self.outcome(try Self.claiming(side, in: folder)))
    #expect(error.description == "claims-\(side).avi: \(side)×\(side) pixels is over the limit")
  }

  @Test(
    "a container or codec not on the lists is refused",
    arguments: [
      ("flv", ["-c:v", "libx264", "-f", "flv"], "not a container Carousel plays"),
      ("h264", ["-c:v", "libx264", "-f", "h264"], "not a container Carousel plays"),
      ("mkv", ["-c:v", "ffv1"], "the codec ffv1 is not one Carousel plays"),
    ])
  func refused(_ fileExtension: String, _ options: [String], _ reason: String) throws {
    let folder = try TemporaryFolder()
    let path = try TestClips.colours(
      TestClips.Encoding(name: fileExtension, fileExtension: fileExtension, options: options),
      in: folder)
    let error = try #require(Self.outcome(path))
    #expect(error.file == "colours.\(fileExtension)")
    #expect(error.reason.hasPrefix(reason), "\(error)")
  }

  @Test("a worker that crashes or hangs is an error; SIGTERM ends it at once, as a stop")
  func workerFaults() throws {
    let folder = try TemporaryFolder()
    let path = try TestClips.colours(Self.h264, in: folder, name: "bad")
    let crashed = try #require(Self.outcome(path, fault: "crash:bad"))
    #expect(crashed.description == "bad.mp4: the video decoder crashed (segmentation fault)")
    #expect(!crashed.isStop, "a crash is said")
    let hung = try #require(Self.outcome(path, fault: "hang:bad", deadline: 1))
    #expect(hung.description == "bad.mp4: the video decoder gave up after 1 s")
    // A worker stuck in a decode ends on SIGTERM: the error comes long before the deadline.
    let clip = try TestClips.open(path, fault: "hang:bad", deadline: 600)
    defer { clip.close() }
    clip.play(at: 0)
    _ = try clip.frame(at: 0.05)
    #expect(kill(clip.workerProcessID, SIGTERM) == 0)
    let stopped = ClipError(
      file: "bad.mp4", reason: "the video decoder crashed (terminated)", isStop: true)
    #expect(throws: stopped) {
      try Self.playThrough(clip)
    }
  }

  @Test("this process never maps FFmpeg; the worker does")
  func viewerMapsNoFFmpeg() throws {
    let folder = try TemporaryFolder()
    let clip = try TestClips.open(try TestClips.colours(Self.h264, in: folder))
    defer { clip.close() }
    clip.play(at: 0)
    _ = try clip.frame(at: 1)
    // Through cat: Foundation reads a file of /proc only as far as its first pages.
    let mine = String(
      decoding: try #require(ExternalTool.output("cat", ["/proc/\(getpid())/maps"])), as: UTF8.self)
    let worker = String(
      decoding: try #require(ExternalTool.output("cat", ["/proc/\(clip.workerProcessID)/maps"])),
      as: UTF8.self)
    for library in ["/libavformat.so", "/libavcodec.so", "/libswscale.so"] {
      #expect(!mine.contains(library), "this process maps \(library)")
      #expect(worker.contains(library), "the worker does not map \(library)")
    }
  }

  @Test("a missing file and a folder are errors naming them")
  func notFiles() throws {
    let folder = try TemporaryFolder()
    #expect(throws: ClipError(file: "none.mp4", reason: "no such file")) {
      try TestClips.open(folder.file("none.mp4"))
    }
    try FileManager.default.createDirectory(
      atPath: folder.file("dir.mp4"), withIntermediateDirectories: false)
    #expect(throws: ClipError(file: "dir.mp4", reason: "not a regular file")) {
      try TestClips.open(folder.file("dir.mp4"))
    }
  }
}
