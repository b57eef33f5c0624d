import PhotoSources
import SystemKit
import Testing

@testable import CarouselViewer
@testable import PictureFiles

/// Captions made of what a picture knows: the template's fields, the separators that go with a
/// missing field, the mistakes `--caption` names, and the fields' values.
struct CaptionTemplateTests {
  static func caption(_ template: String, _ values: [CaptionTemplate.Field: String]) throws
    -> String?
  {
    try CaptionTemplate(template).caption { values[$0] }
  }

  @Test(
    "a field without a value vanishes with its separator",
    arguments: [
      ("{date} · {place}", ["date": "12 May 2024", "place": "Paris"], "12 May 2024 · Paris"),
      ("{date} · {place}", ["place": "Paris"], "Paris"),
      ("{date} · {place}", ["date": "12 May 2024"], "12 May 2024"),
      ("{date} · {place} · {camera}", ["date": "d", "camera": "c"], "d · c"),
      ("Taken {date} in {place}.", ["place": "Rome"], "Rome."),
      ("Taken {date} in {place}.", ["date": "May"], "Taken May"),
      ("{name} ({camera})", ["name": "a.jpg"], "a.jpg"),
      ("{name} ({camera})", ["name": "a.jpg", "camera": "X100"], "a.jpg (X100)"),
      ("{date} · {place}", ["date": "", "place": "Oslo"], "Oslo"),
    ])
  func vanishesWithItsSeparator(template: String, values: [String: String], caption: String)
    throws
  {
    let fields = Dictionary(
      uniqueKeysWithValues: values.map { (CaptionTemplate.Field(rawValue: $0.key)!, $0.value) })
    #expect(try Self.caption(template, fields) == caption)
  }

  @Test("no value at all: no caption")
  func nothingAtAll() throws {
    #expect(try Self.caption("{date} · {place}", [:]) == nil)
  }

  @Test("--caption takes the words and templates, and names what is wrong")
  func optionMistakes() throws {
    for (text, source) in [
      ("name", CaptionSource.name), ("exif", .exif),
      ("{date}", .template(try CaptionTemplate("{date}"))),
    ] {
      guard case .run(let options) = try Options.parse(["--caption", text]) else {
        Issue.record("no run")
        return
      }
      #expect(options.caption == source)
    }
    let cases = [
      (
        "{weather}",
        "{weather} is no field; the fields are {name}, {date}, {place}, "
          + "{description}, {sidecar}, {camera}"
      ),
      ("{date", "a { without its }"), ("date}", "a } without its {"),
      ("sidecars", "takes name, sidecar, exif or none, or a template"),
    ]
    for (text, message) in cases {
      #expect {
        try Options.parse(["--caption", text])
      } throws: { error in
        "\(error)".contains(message) && "\(error)".contains("option --caption")
      }
    }
  }

  @Test(
    "the fields' values: the date taken in the locale's long date, never the file's time; the camera"
  )
  func fieldValues() throws {
    let writer = CaptionWriter(dateFormat: nil, localeName: "de_DE.UTF-8")
    var metadata = ItemMetadata()
    metadata.modified = 1_715_522_709  // 12 May 2024
    let item = CarouselItem(picture: "/p/a.jpg")
    #expect(writer.value(of: .date, for: item, metadata: metadata) == nil)
    let day = try #require(CalendarDate(year: 2024, month: 5, day: 12))
    metadata.taken = TakenDateReader.Found(
      time: WallTime(date: day, secondOfDay: 3_600), offsetMinutes: nil, source: .exif)
    #expect(writer.value(of: .date, for: item, metadata: metadata) == "12. Mai 2024")
    metadata.taken?.source = .gps
    #expect(writer.value(of: .date, for: item, metadata: metadata) == "12. Mai 2024 (GPS)")
    metadata.taken?.source = .exif
    #expect(
      CaptionWriter.moment(exif: "2024:05:01 14:03:22")
        == TimeWriter.Moment(year: 2024, month: 5, day: 1, hour: 14, minute: 3, second: 22))
    #expect(
      CaptionWriter.moment(exif: "2024:05:01") == TimeWriter.Moment(year: 2024, month: 5, day: 1))
    #expect(CaptionWriter.moment(exif: "0000:00:00 00:00:00") == nil)
    let formatted = CaptionWriter(dateFormat: "%d.%m.%Y", localeName: "C")
    #expect(
      formatted.value(of: .date, for: item, metadata: metadata)?.hasSuffix(".05.2024") == true)
    #expect(writer.value(of: .date, for: item, metadata: nil) == nil)
    #expect(CaptionWriter.camera(make: "Canon", model: "Canon EOS R6") == "Canon EOS R6")
    #expect(CaptionWriter.camera(make: "NIKON CORPORATION", model: "NIKON Z 6") == "NIKON Z 6")
    #expect(CaptionWriter.camera(make: "FUJIFILM", model: "X100V") == "FUJIFILM X100V")
    #expect(CaptionWriter.camera(make: "  ", model: nil) == nil)
    #expect(writer.value(of: .name, for: item, metadata: nil) == "a.jpg")
  }

  /// A photo server's facts fill what the file does not say, and name the people and album.
  @Test func thePhotoServersFacts() throws {
    let writer = CaptionWriter(dateFormat: nil, localeName: "C")
    let item = CarouselItem(picture: "/mirror/lake.jpg")
    let facts = SourceFacts(
      album: "Summer 2024", description: "The lake at dawn", place: "Annecy, France",
      people: ["Ada", "Grace"])
    let template = try CaptionTemplate("{description} · {people} · {album} · {place}")
    #expect(
      writer.caption(.template(template), for: item, metadata: ItemMetadata(), facts: facts)
        == "The lake at dawn · Ada, Grace · Summer 2024 · Annecy, France")
    // The file's own description wins; no facts, no people and no album.
    var metadata = ItemMetadata()
    metadata.xmpDescription = "From the file"
    #expect(
      writer.value(of: .description, for: item, metadata: metadata, facts: facts)
        == "From the file")
    #expect(writer.caption(.template(template), for: item, metadata: ItemMetadata()) == nil)
    // People and album read nothing from the file.
    #expect(!CaptionSource.template(try CaptionTemplate("{people} {album}")).readsMetadata)
  }
}
