import CarouselViewer
import Control
import Foundation
import HTTPSurface
import MQTTSurface
import PhotoSources
import PictureCodecs
import PictureDecoding
import PictureFiles
import ReplayFormat
import WallFeeds

/// The parsers Carousel wrote itself, each a function of arbitrary bytes that must never trap,
/// hang or grow without bound, whatever the bytes.
///
/// `scripts/fuzz` runs each under libFuzzer; built normally, the binary replays files through
/// them (the seed corpus and every input a fuzzer once found, as regression tests).
enum FuzzTarget: String, CaseIterable {
  /// A replay trace: every line parsed and the whole file checked for order.
  case replay
  /// The command line: the bytes split into arguments at NUL and newline.
  case options
  /// A config file: its lines, its `[keys]` section, and every value applied to the options.
  case config
  /// A line for the control socket.
  case control
  /// A message's payload on an MQTT command topic, and on the folder choice's topic.
  case mqtt
  /// A file list (`--filelist`): paths and `PATH<TAB>SECS` lines.
  case filelist
  /// A picture file: format sniffing, the header's size, its Exif metadata (located in any
  /// container, every directory read), its place (XMP, a JPEG's IPTC record) and the first
  /// lines an overlay file would show of it.
  case header
  /// The picture index's cache file, as a damaged or foreign one would be read.
  case index
  /// A frame's state file: its head, then its pictures' lines.
  case state
  /// What the web server parses itself (``HTTPFuzzing``): a multipart body in pieces, a JSON
  /// command and a login, the headers it reads, paths, upload names.
  case http
  /// A PNG file through ``PNGCodec``: where its fast path (libdeflate and the unfiltering in
  /// CDeflate) takes a file, its pixels must be libpng's alone, or the target traps.
  case png
  /// A JPEG file through ``JPEGCodec``'s own area average (``JPEGFuzzing``): where it says it
  /// averaged, every pixel must have been written, or the target traps.
  case jpeg
  /// A JPEG's marker segments (``JPEGSegments``) and the readers that walk them.
  case segments
  /// A PNG's chunks (``PNGChunks``) and the readers that walk them, APNG's included.
  case chunks
  /// A RIFF file's chunks (``RIFFChunks``, WebP) and the readers that walk them.
  case riff
  /// ISO base media boxes (``ISOBoxes``) and the HEIF primary item with its Exif and XMP.
  case boxes
  /// A TIFF structure (``TIFFStructure``): an Exif block or a TIFF file.
  case tiff
  /// An XMP packet (``XMPWalker``), and the XMP found in the bytes as a file of each format.
  case xmp
  /// A message from a video worker (``VideoMessageFuzzing``), as the viewer parses it.
  case video
  /// A WebDAV server's PROPFIND answer, its hrefs made mirror file names, and the mirror's
  /// index file (``WebDAVFuzzing``).
  case webdav
  /// An Immich server's JSON answers, each asset made a mirror picture and a file name
  /// (``ImmichFuzzing``).
  case immich
  /// A Motion Photo's clip found in the bytes as a JPEG and as a HEIC (Google's XMP, Samsung's
  /// trailer and `mpvd` box, the `ftyp` check and scan), and a Live Photo's pairing of the
  /// bytes as a file name (``WalkerFuzzing/motion(_:)``).
  case motion
  /// A calendar worker's answer, Open-Meteo's answer and a weather place (``WallFuzzing``).
  case wall

  /// Feeds `bytes` to the target's parser; any outcome is fine but a crash.
  func run(_ bytes: [UInt8]) {
    switch self {
    case .replay:
      _ = try? ReplayScript.parse(String(decoding: bytes, as: UTF8.self), name: "fuzz")
    case .options:
      let arguments = bytes.split(whereSeparator: { $0 == 0 || $0 == 10 })
        .map { String(decoding: $0, as: UTF8.self) }
      _ = try? Options.parse(arguments)
    case .config:
      if let config = try? ConfigFile(text: String(decoding: bytes, as: UTF8.self), name: "fuzz") {
        var options = Options()
        _ = try? config.apply(to: &options)
      }
    case .control:
      _ = try? ControlCommand(line: String(decoding: bytes, as: UTF8.self))
    case .mqtt:
      _ = try? MQTTPayload.command(bytes)
      _ = try? MQTTPayload.folder(bytes, in: Self.folders)
    case .filelist:
      _ = try? FileList(text: String(decoding: bytes, as: UTF8.self), name: "fuzz", base: "/fuzz")
    case .header:
      let view = ByteView(bytes)
      for fileExtension in ["", "tga", "pcx"] {
        guard let format = PictureFormat.sniff(view, fileExtension: fileExtension) else {
          continue
        }
        // What a decoder process reads with libheif or libjxl for the viewer's walkers.
        let codecs = CodecFacts(reading: bytes, format: format)
        _ = try? PictureHeader.size(of: format, in: bytes, codecs: codecs)
      }
      // The containers whose libraries read the Exif (libheif, libjxl) only as sniffed: each
      // says on stderr what it refuses.
      let sniffed = PictureFormat.sniff(view, fileExtension: "")
      for format in PictureFormat.allCases
      where format == sniffed || !CodecFacts.formats.contains(format) {
        let codecs = CodecFacts(reading: bytes, format: format)
        _ = ExifMetadata(locatedIn: bytes, format: format, codecs: codecs)?.orientation
      }
      _ = ExifMetadata(tiff: bytes)
      _ = ExifMetadata(tiff: bytes)?.takenTime
      _ = XMPDate.find(in: bytes, format: PictureFormat.sniff(view, fileExtension: ""))
      _ = PlaceMetadata(in: bytes, format: .jpeg)?.text
      _ = TextFileWatcher.lines(
        of: bytes, limits: TextFileWatcher.Limits(lines: 3, characters: 120, bytes: 4_096))
    case .index:
      _ = IndexCacheFile.decode(bytes)
    case .state:
      if case .success(let (head, body, first)) = FrameState.readHead(bytes) {
        var state = head
        _ = state.readPictures(body, from: first)
        _ = state.text
      }
    case .http:
      HTTPFuzzing.run(bytes)
    case .png:
      let limits = CodecLimits(maximumPixels: 1 << 22)
      if let fast = PNGCodec.fastDecode(bytes, limits: limits) {
        let alone = try? PNGCodec.libpngDecode(bytes, limits: limits)
        precondition(
          alone?.rgba == fast.rgba && alone?.width == fast.width,
          "the PNG fast path and libpng alone disagree")
      }
      _ = try? PNGCodec.decode(bytes, limits: limits)
    case .jpeg:
      JPEGFuzzing.run(bytes)
    case .segments: WalkerFuzzing.segments(bytes)
    case .chunks: WalkerFuzzing.chunks(bytes)
    case .riff: WalkerFuzzing.riff(bytes)
    case .boxes: WalkerFuzzing.boxes(bytes)
    case .tiff: WalkerFuzzing.tiff(bytes)
    case .xmp: WalkerFuzzing.xmp(bytes)
    case .video: VideoMessageFuzzing.message(bytes)
    case .webdav: WebDAVFuzzing.run(bytes)
    case .immich: ImmichFuzzing.run(bytes)
    case .motion: WalkerFuzzing.motion(bytes)
    case .wall: WallFuzzing.run(bytes)
    }
  }

  /// The folders the `mqtt` target's folder choices choose among.
  private static let folders = FolderChoice(folders: ["/srv/frame", "/srv/frame/2024/holiday"])

  /// The target `CAROUSEL_FUZZ_TARGET` names, or nil.
  static var fromEnvironment: FuzzTarget? {
    ProcessInfo.processInfo.environment["CAROUSEL_FUZZ_TARGET"].flatMap(FuzzTarget.init)
  }
}
