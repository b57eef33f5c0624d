import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// No codec library reads a file's bytes in the viewer's process (docs/architecture.md,
/// "Isolation"): a live run in a private X server shows a picture of each format with the info
/// panel open and captions naming date and place, lets the index finish (a filter on the date
/// taken needs every picture's), takes an upload, serves the current picture's image and opens
/// the grid; then the viewer's memory maps hold none of the codec libraries opened on demand,
/// the decoder processes' do, and no codec said it was handed a file in the viewer.
@Suite(.serialized) struct CodecIsolationTests {
  /// The libraries opened on demand that read pictures: only decoder processes may map them.
  static let codecLibraries = [
    "libheif", "libjxl", "libwebp", "libgif", "liblcms2", "libavformat", "libavcodec",
  ]

  /// An XMP packet naming a city, in a JPEG APP1 segment.
  static func placeSegment() -> [UInt8] {
    let packet =
      "http://ns.adobe.com/xap/1.0/\u{0}<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF "
      + "xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\"><rdf:Description "
      + "xmlns:photoshop=\"http://ns.adobe.com/photoshop/1.0/\" photoshop:City=\"Lisbon\" "
      + "photoshop:Country=\"Portugal\"/></rdf:RDF></x:xmpmeta>"
    let body = Array(packet.utf8)
    return [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  }

  /// The pictures shown: one per format, each dated 2019 (Exif; the GIF by its modification
  /// time), with a place in XMP where the format carries the JPEG's; and an undated PNG, which
  /// the filter `--taken-before 2021-01-01` leaves out once the index has read it.
  static func makePictures(in folder: TemporaryFolder) throws -> [String] {
    let base = try #require(
      ImageMagick.convert(["-size", "64x48", "xc:#d02020", "-type", "TrueColor", "jpg:-"]))
    let exif = ExifBytes.jpegSegment(DatedPictures.exif("2019:07:04 18:30:00", offset: "+02:00"))
    let jpeg = DatedPictures.jpeg(base, inserting: exif + placeSegment())
    try FileManager.default.createDirectory(
      atPath: folder.file("show"), withIntermediateDirectories: false)
    try folder.write(jpeg, to: "show/a.jpg")
    try folder.write(jpeg, to: "source.jpg")
    let source = folder.file("source.jpg")
    let tools = [
      ("heif-enc", ["-q", "90", source, "-o", folder.file("show/b.heic")]),
      ("heif-enc", ["-A", "-q", "90", source, "-o", folder.file("show/c.avif")]),
      ("cjxl", [source, folder.file("show/d.jxl")]),
      ("cwebp", ["-quiet", "-metadata", "all", source, "-o", folder.file("show/e.webp")]),
      ("heif-enc", ["-q", "90", source, "-o", folder.file("upload.heic")]),
    ]
    for (tool, arguments) in tools {
      try #require(ExternalTool.run(tool, arguments), "\(tool) is required")
    }
    try folder.write(
      DatedPictures.png(exif: DatedPictures.exif("2019:07:04 18:30:00")), to: "show/f.png")
    try folder.write(
      try #require(ImageMagick.convert(["-size", "16x16", "xc:teal", "gif:-"])), to: "show/g.gif")
    DatedPictures.setModified(folder.file("show/g.gif"), seconds: 1_562_250_000)  // 2019
    try folder.write(DatedPictures.png(exif: nil), to: "show/h.png")
    return ["a.jpg", "b.heic", "c.avif", "d.jxl", "e.webp", "f.png", "g.gif"]
  }

  /// The libraries among ``codecLibraries`` that process `pid` maps.
  static func mappedCodecs(_ pid: Int32) throws -> [String] {
    let maps = try #require(ProcFile.text("/proc/\(pid)/maps"), "process \(pid)'s maps")
    // The stack is mapped near the top, listed near the end: the maps were read whole.
    #expect(maps.contains("[stack]"), "process \(pid)'s maps were cut short")
    return codecLibraries.filter { maps.contains("/\($0)") }
  }

  /// The processes `pid` started (its decoder processes).
  static func children(of pid: Int32) -> [Int32] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.flatMap { task in
      let text = ProcFile.text("/proc/\(pid)/task/\(task)/children")
      return (text ?? "").split(separator: " ").compactMap { Int32($0) }
    }
  }

  @Test("a live run maps no codec library in the viewer: each format, info, index, upload, grid")
  func viewerMapsNoCodec() throws {
    let folder = try TemporaryFolder()
    let shown = try Self.makePictures(in: folder)
    let server = try XvfbServer()
    let port = try MosquittoBroker.freePort()
    let viewer = try RunningCarousel(
      [
        "--size", "640x480", "--caption", "{date} · {place}", "--taken-before", "2021-01-01",
        "--http", "127.0.0.1:\(port)", "--upload-dir", folder.file("show"), folder.file("show"),
      ], environment: ["DISPLAY": server.display])
    let window = try server.window(of: viewer.pid)
    let events = try LiveWebClient(port: port)
    // The index has read every picture's date: the filter keeps the seven dated in 2019.
    try events.wait(for: "the seven pictures of 2019 chosen") {
      $0["count"] as? Int == shown.count && $0["filter"] as? String == "on"
    }
    #expect(server.xdotool(["windowfocus", "--sync", window]) != nil)
    #expect(server.xdotool(["key", "i"]) != nil, "the info panel")
    // The first is shown: a step to the one shown already says nothing new.
    for number in Array(2...shown.count) + [1] {
      try events.command("{\"command\":\"goto\",\"target\":\(number)}")
      try events.wait(for: "picture \(number) shown") { $0["index"] as? Int == number }
    }
    try events.upload(
      "phone.heic",
      bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file("upload.heic")))))
    try events.wait(for: "the upload chosen") { $0["count"] as? Int == shown.count + 1 }
    let current = try HTTPTestClient.request("GET", "/api/current", port: port)
    #expect(current.status == 200 && current.header("content-type") == "image/jpeg")
    #expect(server.xdotool(["key", "g"]) != nil, "the grid")
    try events.command("{\"command\":\"status\"}")
    let inViewer = try Self.mappedCodecs(viewer.pid)
    let inDecoders = Self.children(of: viewer.pid).flatMap { (try? Self.mappedCodecs($0)) ?? [] }
    try events.command("{\"command\":\"quit\"}")
    let ended = try viewer.wait()
    #expect(inViewer == [], "the viewer maps \(inViewer)")
    // The work was done, where it belongs: a decoder process living at the end maps a codec
    // library. Which ones depends on which worker took which picture and whether it was
    // replaced since (once, none of those left mapped libwebp), so not every one is asked for.
    #expect(!Set(inDecoders).isDisjoint(with: ["libheif", "libjxl", "libwebp"]), "\(inDecoders)")
    #expect(!ended.standardError.contains("carousel: bug:"), "\(ended.standardError)")
    #expect(ended.status == 0)
  }
}
