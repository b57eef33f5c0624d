import Testing

@testable import CarouselViewer
@testable import PictureKit

/// The first picture's gate alone: what a live start holds back, and what each presented frame
/// means for it.
@Suite("Start gate")
struct StartGateTests {
  @Test("a live start lasts until the first picture is shown and the scan it held is in")
  func liveStart() {
    let gate = StartGate(isLive: true, timeline: nil)
    gate.begin(at: 1, waitingUpTo: 0.5)
    #expect(gate.isStarting(scanToCome: true))
    #expect(gate.holdsFirstFrame(at: 1.2, showsLoading: true))
    #expect(!gate.holdsFirstFrame(at: 1.5, showsLoading: true), "its deadline has passed")
    #expect(!gate.holdsFirstFrame(at: 1.2, showsLoading: false), "the picture is there")
    #expect(!gate.mayTakeScanResults(isEmpty: false))
    #expect(gate.mayTakeScanResults(isEmpty: true))
    #expect(gate.didPresent(.loading, listIsFinal: false) == .init())
    #expect(gate.isWaitingForFirstPicture)
    #expect(gate.deadline == nil, "a presented frame ends the first frame's wait")
    #expect(
      gate.didPresent(.failure(reason: "broken"), listIsFinal: false) == .init(endsWait: true))
    #expect(!gate.isWaitingForFirstPicture)
    #expect(gate.isStarting(scanToCome: true), "the scan is still to come")
    #expect(!gate.finishIfOver(scanToCome: true))
    #expect(gate.finishIfOver(scanToCome: false))
    #expect(!gate.finishIfOver(scanToCome: false), "once")
    #expect(!gate.isStarting(scanToCome: true))
  }

  @Test("regression: the loading page reached the screen 20 to 40 ms before a PNG's picture")
  func firstFrameWaitsForTheDecode() {
    // It waited one refresh (16.7 ms); a 1920×1080 PNG decodes in 35 to 50 ms at a start.
    let gate = StartGate(isLive: true, timeline: nil)
    gate.begin(at: 10, waitingUpTo: LoopConstants.firstPictureWait)
    #expect(gate.holdsFirstFrame(at: 10.05, showsLoading: true))
    #expect(gate.holdsFirstFrame(at: 10.9, showsLoading: true))
    #expect(!gate.holdsFirstFrame(at: 11, showsLoading: true), "a slow decode gets its spinner")
  }

  @Test("an empty list ends the wait once no scan can add to it")
  func emptyList() {
    let gate = StartGate(isLive: true, timeline: nil)
    #expect(gate.didPresent(nil, listIsFinal: false) == .init())
    #expect(gate.didPresent(nil, listIsFinal: true) == .init(endsWait: true))
  }

  @Test("an error page ends the wait but is not the first picture on the timeline")
  func firstPicture() {
    let timeline = StartupTimeline()
    let gate = StartGate(isLive: true, timeline: timeline)
    let picture = PictureContent.failure(reason: "stand-in")
    #expect(gate.didPresent(picture, listIsFinal: false).showsFirstPicture == false)
    #expect(!timeline.hasReached(.firstPresent), "an error page is not a picture")
  }

  @Test("a start that is not live holds nothing")
  func notLive() {
    let gate = StartGate(isLive: false, timeline: nil)
    gate.begin(at: 0, waitingUpTo: 1)
    #expect(!gate.isStarting(scanToCome: true))
    #expect(!gate.holdsFirstFrame(at: 0, showsLoading: true))
    #expect(gate.mayTakeScanResults(isEmpty: false))
    #expect(!gate.finishIfOver(scanToCome: false))
  }
}
