import Foundation
import SystemKit
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// When a picture was taken, from every date it carries in one order (Exif, XMP, IPTC, GPS, a
/// Google Takeout sidecar), and no date at all when it carries none (issue 35, defect 2).
@Suite struct TakenDateTests {
  static let gpsExif: [UInt8] = {
    let b = ExifBytes(littleEndian: true)
    return b.block(
      image: [b.short(0x0112, [1])],
      gps: [
        b.rational(0x0007, [(8, 1), (30, 1), (15, 1)]), b.ascii(0x001D, "2021:08:09"),
      ])
  }()

  /// A JPEG with the IPTC record `datasets`.
  static func iptcJPEG(_ datasets: [(Int, String)]) throws -> [UInt8] {
    try #require(SamplePhoto.jpeg(segments: [SamplePhoto.iptcSegment(datasets)]))
  }

  @Test func theOrderIsExifXMPIPTCGPSTakeout() throws {
    let exif = try #require(ExifMetadata(tiff: DatedPictures.exif("2020:01:02 03:04:05")))
    let xmp = XMPWalker(
      Array(DatedPictures.xmpSegment(date: "2019-06-07T08:09:10+02:00").dropFirst(4)))
    let iptc = try #require(
      IPTCRecord(jpeg: try Self.iptcJPEG([(55, "20180304"), (60, "101112+0100")])))
    let gps = try #require(ExifMetadata(tiff: Self.gpsExif))
    let all = TakenDateReader.find(exif: exif, xmp: xmp, iptc: iptc, sidecarOf: nil)
    #expect(all?.source == .exif)
    #expect(TakenDateReader.find(exif: gps, xmp: xmp, iptc: iptc, sidecarOf: nil)?.source == .xmp)
    let fromIPTC = TakenDateReader.find(exif: gps, xmp: nil, iptc: iptc, sidecarOf: nil)
    #expect(fromIPTC?.source == .iptc)
    #expect(fromIPTC?.time.date.description == "2018-03-04")
    #expect(fromIPTC?.time.secondOfDay == 10 * 3_600 + 11 * 60 + 12)
    #expect(fromIPTC?.offsetMinutes == 60)
    let fromGPS = TakenDateReader.find(exif: gps, xmp: nil, iptc: nil, sidecarOf: nil)
    #expect(fromGPS?.source == .gps)
    #expect(fromGPS?.time.date.description == "2021-08-09")
    #expect(fromGPS?.time.secondOfDay == 8 * 3_600 + 30 * 60 + 15)
    #expect(fromGPS?.offsetMinutes == 0)
    #expect(TakenDateReader.find(exif: nil, xmp: nil, iptc: nil, sidecarOf: nil) == nil)
  }

  @Test func aTakeoutSidecarDatesAPictureThatCarriesNone() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("IMG_0001.png", bytes: DatedPictures.png(exif: nil))
    try folder.write(
      Array(
        """
        {"title": "IMG_0001.png", "creationTime": {"timestamp": "1700000000"},
         "photoTakenTime": {"timestamp": "1262347200", "formatted": "1 Jan 2010, 12:00:00 UTC"}}
        """.utf8), to: "IMG_0001.png.json")
    let found = try #require(
      ItemMetadata.read(FilePath(path), codecs: FileDecoder.thisProcess).taken)
    #expect(found.source == .takeout)
    #expect(found.time == WallTime(secondsAsUTC: 1_262_347_200))
    let facts = PictureFacts.read(
      FilePath(path), stamp: FileStamp(byteCount: 1, modified: 5), codecs: FileDecoder.thisProcess)
    #expect(facts.taken == .written(found.time, offsetMinutes: 0, source: .takeout))
  }

  /// Issue 35, defect 2: a picture with no date was dated by its file's modification time.
  ///
  /// That was the day it was copied. It carries none now: the caption shows none, the index keeps the
  /// file's time for the filters alone.
  @Test func aPictureWithoutADateHasNone() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("copied.png", bytes: DatedPictures.png(exif: nil))
    DatedPictures.setModified(path, seconds: 1_764_633_600)  // 2 December 2025
    let metadata = ItemMetadata.read(FilePath(path), codecs: FileDecoder.thisProcess)
    #expect(metadata.taken == nil)
    #expect(metadata.modified == 1_764_633_600)
    let stamp = try #require(FileStamp(of: FilePath(path)))
    #expect(
      PictureFacts.read(FilePath(path), stamp: stamp, codecs: FileDecoder.thisProcess).taken
        == .modified(stamp.modifiedSeconds))
  }

  @Test(arguments: [
    (
      "single quotes",
      "<rdf:Description xmlns:exif='http://ns.adobe.com/exif/1.0/' exif:DateTimeOriginal='2017-05-06T07:08:09'/>"
    ),
    (
      "another prefix",
      "<rdf:Description xmlns:e=\"http://ns.adobe.com/exif/1.0/\" e:DateTimeOriginal=\"2017-05-06T07:08:09\"/>"
    ),
    (
      "an element with an attribute",
      "<rdf:Description xmlns:exif=\"http://ns.adobe.com/exif/1.0/\"><exif:DateTimeOriginal rdf:datatype=\"date\">2017-05-06T07:08:09</exif:DateTimeOriginal></rdf:Description>"
    ),
  ])
  func xmpDatesInEveryForm(_ form: String, _ description: String) throws {
    let segment = SamplePhoto.xmpSegment(rdf: description)
    let bytes = try #require(SamplePhoto.jpeg(segments: [segment]))
    let (time, _) = try #require(XMPDate.find(in: bytes, format: .jpeg), "\(form)")
    #expect(time.date.description == "2017-05-06", "\(form)")
  }
}
