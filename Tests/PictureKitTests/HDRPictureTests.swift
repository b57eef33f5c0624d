import Foundation
import Geometry
import PictureCodecs
import SDLKit
import SDLTestSupport
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles
@testable import PictureKit

/// HDR pictures (PQ or HLG, BT.2020 or Display P3 primaries) are tone-mapped to sRGB as
/// browsers show them on an SDR screen, not shown with their HDR samples taken for sRGB.
///
/// Regression of issue 35 (1): a 10-bit PQ AVIF's sky was 102/128/136 where a browser shows
/// 68/149/173. The references here are computed by the test on its own: the standards' curves,
/// the primaries' matrices derived from their chromaticities, extended Reinhard with a peak of
/// 1000 cd/m² over a white of 203 cd/m², the sRGB curve.
@Suite(.serialized) struct HDRPictureTests {
  /// SDL_image's formats (TIFF, BMP, SVG, ...) decode in this process too.
  init() { SDLImageCodec.registerAsFallback() }

  /// One HDR file made in the test from a 16-bit PNG of ``patches``.
  struct Case: CustomStringConvertible, Sendable {
    let name: String
    let fileExtension: String
    let transfer: Reference.Transfer
    let primaries: Reference.Gamut
    /// The tool and its arguments, with IN and OUT for the files.
    let command: [String]
    /// The nclx code points (primaries, transfer, matrix) the HEIF file is given after
    /// heif-enc, which drops them (``HEIFColourBox``).
    var nclx: (Int, Int, Int)?
    var description: String { name }
  }

  /// heif-enc's arguments for 10 bits at quality 95 with YCbCr by BT.601 (its default matrix,
  /// kept in the nclx box).
  static let heifEnc = ["heif-enc", "-b", "10", "-q", "95", "--matrix_coefficients=6"]

  static let cases = [
    Case(
      name: "HEIC, PQ, BT.2020", fileExtension: "heic", transfer: .pq, primaries: .bt2020,
      command: heifEnc + ["IN", "-o", "OUT"], nclx: (9, 16, 6)),
    Case(
      name: "HEIC, HLG, BT.2020", fileExtension: "heic", transfer: .hlg, primaries: .bt2020,
      command: heifEnc + ["IN", "-o", "OUT"], nclx: (9, 18, 6)),
    // The issue's picture: a 10-bit AVIF, PQ with P3 primaries (4:2:2: aom 3.6 asserts on
    // 10-bit 4:2:0 and 4:4:4 through heif-enc 1.15).
    Case(
      name: "AVIF, PQ, Display P3", fileExtension: "avif", transfer: .pq, primaries: .displayP3,
      command: heifEnc + ["-A", "-p", "chroma=422", "IN", "-o", "OUT"], nclx: (12, 16, 6)),
    Case(
      name: "JPEG XL, PQ, BT.2020", fileExtension: "jxl", transfer: .pq, primaries: .bt2020,
      command: ["cjxl", "-d", "0", "-x", "color_space=RGB_D65_202_Rel_PeQ", "IN", "OUT"]),
    Case(
      name: "JPEG XL, HLG, BT.2020", fileExtension: "jxl", transfer: .hlg, primaries: .bt2020,
      command: ["cjxl", "-d", "0", "-x", "color_space=RGB_D65_202_Rel_HLG", "IN", "OUT"]),
  ]

  /// The patches, left to right, as 10-bit codes: about reference white, a sky, an orange,
  /// a highlight near the peak.
  static let patches = [(594, 594, 594), (400, 520, 600), (700, 450, 300), (769, 769, 769)]
  /// Each patch's side, in pixels.
  static let patchSide = 32

  /// Writes the 16-bit PNG of ``patches`` (each 10-bit code with its bits repeated, so that
  /// 10 bits give it back) and makes `testCase`'s file of it; its path.
  static func make(_ testCase: Case, in folder: TemporaryFolder) throws -> String {
    let side = "\(patchSide)x\(patchSide)"
    let colours = patches.flatMap { patch in
      let hex = [patch.0, patch.1, patch.2].map { String(format: "%04X", $0 << 6 | $0 >> 4) }
      return ["-size", side, "xc:#" + hex.joined()]
    }
    let png = folder.file("in16.png")
    let written = ImageMagick.convert(
      colours + ["+append", "-define", "png:exclude-chunks=all", "PNG48:" + png])
    #expect(written != nil, "ImageMagick made no PNG")
    let output = folder.file("hdr.\(testCase.fileExtension)")
    let arguments = testCase.command.dropFirst().map {
      $0 == "IN" ? png : $0 == "OUT" ? output : $0
    }
    try #require(ExternalTool.run(testCase.command[0], Array(arguments)), "\(testCase) not made")
    if let (primaries, transfer, matrix) = testCase.nclx {
      let made = try #require(FileManager.default.contents(atPath: output))
      let described = try #require(
        HEIFColourBox.settingNCLX(
          [UInt8](made), primaries: primaries, transfer: transfer, matrix: matrix))
      #expect(FileManager.default.createFile(atPath: output, contents: Data(described)))
    }
    return output
  }

  @Test(arguments: cases)
  func toneMappedAsBrowsersShowThem(_ testCase: Case) throws {
    let folder = try TemporaryFolder()
    let path = try Self.make(testCase, in: folder)
    let width = Self.patchSide * Self.patches.count
    let picture = try SDLTestSession.run {
      try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
        FilePath(path), fittingIn: Size(width: width, height: Self.patchSide))
    }
    #expect(picture.originalSize == Size(width: width, height: Self.patchSide))
    for (index, patch) in Self.patches.enumerated() {
      let shown = picture.pixels.pixel(x: index * Self.patchSide + Self.patchSide / 2, y: 16)
      let got = [Int(shown >> 16 & 0xFF), Int(shown >> 8 & 0xFF), Int(shown & 0xFF)]
      let expected = Reference.srgb(
        codes: [patch.0, patch.1, patch.2], maximum: 1023, testCase.transfer, testCase.primaries)
      let difference = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
      #expect(difference <= 4, "\(testCase), patch \(index): \(got), expected \(expected)")
    }
  }

  /// An 8-bit PQ HEIC: libheif hands its samples over at 16 bits, not 0 … 255 (regression:
  /// its grey of reference white was shown white, 255 for 191).
  @Test func eightBitPQ() throws {
    let folder = try TemporaryFolder()
    let png = folder.file("in8.png")
    let plain = ["-define", "png:exclude-chunks=all", "PNG24:" + png]
    #expect(ImageMagick.convert(["-size", "32x32", "xc:#949494"] + plain) != nil)
    let output = folder.file("hdr8.heic")
    try #require(ExternalTool.run("heif-enc", ["-q", "95", png, "-o", output]))
    let made = try #require(FileManager.default.contents(atPath: output))
    let described = try #require(
      HEIFColourBox.settingNCLX([UInt8](made), primaries: 9, transfer: 16, matrix: 6))
    #expect(FileManager.default.createFile(atPath: output, contents: Data(described)))
    let picture = try SDLTestSession.run {
      try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget).decode(
        FilePath(output), fittingIn: Size(width: 32, height: 32))
    }
    let shown = picture.pixels.pixel(x: 16, y: 16)
    let got = [Int(shown >> 16 & 0xFF), Int(shown >> 8 & 0xFF), Int(shown & 0xFF)]
    let expected = Reference.srgb(codes: [148, 148, 148], maximum: 255, .pq, .bt2020)
    let difference = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
    #expect(difference <= 4, "\(got), expected \(expected)")
  }

  /// The info panel names the HDR encoding and what is done with it, read from the file's
  /// boxes in Swift (it said "none (sRGB)").
  @Test(arguments: cases.filter { $0.nclx != nil })
  func infoPanelSaysHowItIsShown(_ testCase: Case) throws {
    let folder = try TemporaryFolder()
    let path = try Self.make(testCase, in: folder)
    let curve = testCase.transfer == .pq ? "PQ" : "HLG"
    let gamut = testCase.primaries == .bt2020 ? "BT.2020" : "Display P3"
    #expect(
      ItemMetadata.read(FilePath(path), codecs: FileDecoder.thisProcess).colorProfile
        == "HDR (\(curve), \(gamut)) mapped to sRGB")
  }

  /// The phone page's and the broker's picture (``SnapshotQueue`` over the app's decoder
  /// processes) is the tone-mapped one too: the mapping happens in the decoder process.
  @Test func surfacesGetTheMappedPicture() throws {
    let folder = try TemporaryFolder()
    let testCase = Self.cases[2]
    let path = try Self.make(testCase, in: folder)
    let decoder = IsolatedDecoder(
      executable: CarouselProcess.executable, workerCount: 1, maximumMegapixels: 100,
      cacheBudget: MemoryBudget(megabytes: 16), deadline: 60, stop: StopSignal())
    defer { decoder.shutdown() }
    let queue = SnapshotQueue(decoder: decoder)
    defer { queue.stop() }
    let answers = SnapshotQueueTests.Answers()
    queue.jpeg(of: FilePath(path), longestSide: 1280, done: answers.take)
    let picture = try answers.picture()
    #expect(picture.width == Self.patchSide * Self.patches.count)
    for (index, patch) in Self.patches.enumerated() {
      let shown = picture.argb[16 * picture.width + index * Self.patchSide + Self.patchSide / 2]
      let got = [Int(shown >> 16 & 0xFF), Int(shown >> 8 & 0xFF), Int(shown & 0xFF)]
      let expected = Reference.srgb(
        codes: [patch.0, patch.1, patch.2], maximum: 1023, testCase.transfer, testCase.primaries)
      let difference = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
      #expect(difference <= 8, "JPEG of \(testCase), patch \(index): \(got), expected \(expected)")
    }
  }

  /// The mapper itself against the reference over the whole range of 10-bit codes.
  @Test(arguments: [Reference.Transfer.pq, .hlg])
  func mapperMatchesTheReference(_ transfer: Reference.Transfer) {
    for gamut in [Reference.Gamut.bt709, .bt2020, .displayP3] {
      let mapper = HDRToneMapper(
        encoding: HDREncoding(
          transfer: transfer == .pq ? .pq : .hlg,
          primaries: gamut == .bt709 ? .bt709 : gamut == .bt2020 ? .bt2020 : .displayP3),
        maximumCode: 1023)
      var worst = 0
      for red in stride(from: 0, through: 1023, by: 64) {
        for green in stride(from: 0, through: 1023, by: 96) {
          for blue in stride(from: 0, through: 1023, by: 128) {
            let got = mapper.map(red: red, green: green, blue: blue)
            let expected = Reference.srgb(
              codes: [red, green, blue], maximum: 1023, transfer, gamut)
            let difference =
              zip([got.red, got.green, got.blue].map(Int.init), expected)
              .map { abs($0 - $1) }.max() ?? 0
            worst = max(worst, difference)
          }
        }
      }
      #expect(worst <= 1, "\(transfer), \(gamut): off by \(worst)")
    }
  }
}

/// The tone mapping of the tests, written apart from ``HDRToneMapper`` from the standards.
enum Reference {
  enum Transfer: Sendable { case pq, hlg }
  enum Gamut: Sendable { case bt709, bt2020, displayP3 }

  /// SMPTE ST 2084's EOTF: cd/m² of a signal 0 … 1.
  static func pq(_ signal: Double) -> Double {
    let m1 = 0.159_301_757_812_5, m2 = 78.843_75
    let c1 = 0.835_937_5, c2 = 18.851_562_5, c3 = 18.687_5
    let p = pow(signal, 1 / m2)
    return 10_000 * pow(max(p - c1, 0) / (c2 - c3 * p), 1 / m1)
  }

  /// BT.2100 HLG's inverse OETF: scene light 0 … 1.
  static func hlg(_ signal: Double) -> Double {
    let a = 0.178_832_77
    let b = 0.284_668_92
    let c = 0.559_910_73
    return signal <= 0.5 ? signal * signal / 3 : (exp((signal - c) / a) + b) / 12
  }

  /// RGB to XYZ of primaries' chromaticities with D65 white.
  static func toXYZ(_ gamut: Gamut) -> [[Double]] {
    let xy: [(Double, Double)] =
      switch gamut {
      case .bt709: [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)]
      case .bt2020: [(0.708, 0.292), (0.170, 0.797), (0.131, 0.046)]
      case .displayP3: [(0.680, 0.320), (0.265, 0.690), (0.150, 0.060)]
      }
    let columns = xy.map { [$0.0 / $0.1, 1, (1 - $0.0 - $0.1) / $0.1] }
    let primaries = (0..<3).map { row in columns.map { $0[row] } }
    let white = [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290]
    let scale = multiply(inverse(primaries), white)
    return primaries.map { row in (0..<3).map { row[$0] * scale[$0] } }
  }

  static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
    m.map { row in zip(row, v).map(*).reduce(0, +) }
  }

  static func inverse(_ m: [[Double]]) -> [[Double]] {
    let (a, b, c) = (m[0][0], m[0][1], m[0][2])
    let (d, e, f) = (m[1][0], m[1][1], m[1][2])
    let (g, h, i) = (m[2][0], m[2][1], m[2][2])
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [
      [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
      [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
      [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
    ]
  }

  /// The 8-bit sRGB a browser shows for `codes` (0 … `maximum`).
  static func srgb(codes: [Int], maximum: Int, _ transfer: Transfer, _ gamut: Gamut) -> [Int] {
    let signal = codes.map { Double($0) / Double(maximum) }
    let toXYZ = toXYZ(gamut)
    var nits: [Double]
    switch transfer {
    case .pq:
      nits = signal.map(pq)
    case .hlg:
      let scene = signal.map(hlg)
      let luminance = multiply(toXYZ, scene)[1]
      nits = scene.map { luminance > 0 ? 1000 * pow(luminance, 0.2) * $0 : 0 }
    }
    let relative = nits.map { $0 / 203 }
    let xyz = multiply(toXYZ, relative)
    let linear = multiply(inverse(Self.toXYZ(.bt709)), xyz).map { max($0, 0) }
    let largest = linear.max() ?? 0
    let peak = 1000.0 / 203
    let scale = largest > 0 ? (1 + largest / (peak * peak)) / (1 + largest) : 0
    return linear.map { value in
      let v = min(value * scale, 1)
      let encoded = v <= 0.003_130_8 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
      return Int((encoded * 255).rounded())
    }
  }
}
