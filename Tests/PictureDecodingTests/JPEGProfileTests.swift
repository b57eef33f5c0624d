import Foundation
import PictureCodecs
import PictureFiles
import TestSupport
import Testing

/// A JPEG's ICC profile on the decode path is libjpeg-turbo's (`jpeg_read_icc_profile`, issue
/// 32): the APP2 pieces joined in the order of their numbers, whatever order they are stored
/// in; the container walker (``ICCLocator``) reads the same profile for the info panel.
@Suite struct JPEGProfileTests {
  /// A small JPEG from ImageMagick, with `pieces` inserted as APP2 "ICC_PROFILE" segments
  /// after its start-of-image marker, each numbered as given, of `count`.
  static func jpeg(pieces: [(number: UInt8, bytes: [UInt8])], count: UInt8) throws -> [UInt8] {
    let folder = try TemporaryFolder()
    let path = folder.file("plain.jpg")
    #expect(ImageMagick.convert(["-size", "8x8", "xc:rgb(200,120,40)", path]) != nil)
    let plain = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    var segments: [UInt8] = []
    for piece in pieces {
      let payload = Array("ICC_PROFILE\0".utf8) + [piece.number, count] + piece.bytes
      let length = payload.count + 2
      segments += [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }
    return Array(plain.prefix(2)) + segments + plain.dropFirst(2)
  }

  /// 150,000 bytes of a made-up profile: more than one segment holds (65,519 bytes).
  static let profile: [UInt8] = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 251) }

  static func pieces(of profile: [UInt8]) -> [(number: UInt8, bytes: [UInt8])] {
    stride(from: 0, to: profile.count, by: 65_519).enumerated().map { index, start in
      (UInt8(index + 1), Array(profile[start..<min(start + 65_519, profile.count)]))
    }
  }

  @Test func aProfileInThreePiecesIsJoinedInTheirOrder() throws {
    let pieces = Self.pieces(of: Self.profile)
    #expect(pieces.count == 3)
    let stored = try Self.jpeg(pieces: [pieces[2], pieces[0], pieces[1]], count: 3)
    #expect(JPEGCodec.iccProfile(stored) == Self.profile)
    #expect(ICCLocator.profile(in: stored, format: .jpeg) == Self.profile)
  }

  @Test func aJPEGWithoutAProfileHasNone() throws {
    let stored = try Self.jpeg(pieces: [], count: 0)
    #expect(JPEGCodec.iccProfile(stored) == nil)
    #expect(JPEGCodec.iccProfile([0xFF, 0xD8, 0xFF]) == nil, "a header cut short: none")
    #expect(JPEGCodec.iccProfile([]) == nil)
  }

  /// libjpeg-turbo refuses a profile with a piece missing (its numbers do not add up); the
  /// picture is then shown as sRGB rather than through part of a profile.
  @Test func aProfileWithAPieceMissingIsNone() throws {
    let pieces = Self.pieces(of: Self.profile)
    let stored = try Self.jpeg(pieces: [pieces[0], pieces[2]], count: 3)
    #expect(JPEGCodec.iccProfile(stored) == nil)
  }
}
