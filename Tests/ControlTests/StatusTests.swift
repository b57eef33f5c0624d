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
    #expect(
      status.json
        == #"{"index":2,"count":12,"name":"b \"1\".jpg","path":"/srv/frame/b \"1\".jpg","#
        + #""paused":false,"interval":8.0,"display":"on","display_reason":"default","kiosk":true,"#
        + #""wrap":true,"hidden":3,"filter":"unmatched","revision":2}"#)
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
        + #""filter":"off","revision":0}"#)
  }

  @Test func repliesAsLines() {
    #expect(ControlReply.ok.line == "ok")
    #expect(
      ControlReply.failure(ControlError("no pictures to show")).line == "error: no pictures to show"
    )
    #expect(ControlReply.status(Status()).line == Status().json)
  }
}
