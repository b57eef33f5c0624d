import Testing

@testable import Control

/// The status as JSON: its fields in their order, strings escaped, nulls without pictures.
@Suite("Status")
struct StatusTests {
  @Test func writesEveryFieldInOrder() {
    var status = Status()
    status.index = 2
    status.count = 12
    status.name = "b \"1\".jpg"
    status.path = "/srv/frame/b \"1\".jpg"
    status.isPaused = false
    status.interval = 8
    status.isKiosk = true
    status.hiddenCount = 3
    status.filter = .unmatched
    status.revision = 2
    status.source = "immich https://photos.lan/"
    status.lastSync = 1_780_000_000.25
    status.sourceError = "GET /api/albums answered HTTP 500"
    status.kind = .clip
    status.clip = ClipState(
      position: 1.2345, length: 3, isPlaying: true, isMuted: false, volume: 35)
    status.calendar = CalendarStatus(events: 4, failing: ["school"], lastRead: 1_711_868_700)
    status.weather = WeatherStatus(
      temperature: 12.25, unit: "°C", fetchedAt: 1_711_868_700, isFailing: true)
    status.caption = "Ada \"A\" · Summer"
    #expect(
      status.json
        == #"{"index":2,"count":12,"name":"b \"1\".jpg","path":"/srv/frame/b \"1\".jpg","#
        + #""paused":false,"interval":8.0,"display":"on","display_reason":"default","kiosk":true,"#
        + #""wrap":true,"hidden":3,"filter":"unmatched","revision":2,"#
        + #""source":"immich https://photos.lan/","last_sync":"2026-05-28T20:26:40.250Z","#
        + #""error":"GET /api/albums answered HTTP 500","kind":"clip","position":1.235,"#
        + #""length":3.0,"playing":true,"muted":false,"#
        + #""calendar":{"events":4,"failing":["school"],"last_read":"2024-03-31T07:05:00Z"},"#
        + #""weather":{"temperature":12.3,"unit":"°C","fetched_at":"2024-03-31T07:05:00Z","#
        + #""failing":true},"caption":"Ada \"A\" · Summer","volume":35}"#)
  }

  @Test func withoutPicturesTheIndexNameAndPathAreNull() {
    var status = Status()
    status.display = .off
    status.displayReason = .schedule
    status.interval = 0.25
    #expect(
      status.json
        == #"{"index":null,"count":0,"name":null,"path":null,"paused":true,"interval":0.25,"#
        + #""display":"off","display_reason":"schedule","kiosk":false,"wrap":true,"hidden":0,"#
        + #""filter":"off","revision":0,"source":null,"last_sync":null,"error":null,"kind":null,"#
        + #""position":null,"length":null,"playing":null,"muted":null,"calendar":null,"weather":null,"#
        + #""caption":null,"volume":null}"#
    )
  }

  @Test func repliesAsLines() {
    #expect(ControlReply.ok.line == "ok")
    #expect(
      ControlReply.failure(ControlError("no pictures to show")).line == "error: no pictures to show"
    )
    #expect(ControlReply.status(Status()).line == Status().json)
  }
}
