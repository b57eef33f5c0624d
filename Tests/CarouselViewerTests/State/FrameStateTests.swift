import Foundation
import PictureDecoding
import PictureFiles
import TestSupport
import Testing

@testable import CarouselViewer

/// The state file's text: every field read back as written, paths with any bytes, the head
/// read apart from the pictures' lines, and no damaged file trusted.
struct FrameStateTests {
  static var sample: FrameState {
    var state = FrameState()
    state.saved = 1_718_020_800.25
    state.shown = FilePath("/srv/frame/2019/beach.jpg")
    state.next = FilePath(bytes: Array("/srv/frame/tab\there\\and\nnew".utf8) + [0xFF, 0x7F])
    state.seed = 4_294_967_295
    state.round = 3
    state.deferred = FilePath("/srv/frame/x y.png")
    state.hidden = [FilePath("/srv/frame/blurred.jpg"), FilePath("/srv/frame/ex.jpg")]
    state.turns = [
      FilePath("/srv/frame/sideways.jpg"): PictureTurn(quarterTurns: 1, isMirrored: false),
      FilePath("/srv/frame/a mirror.jpg"): PictureTurn(quarterTurns: 3, isMirrored: true),
    ]
    state.pictures = [
      FilePath("/srv/frame/2019/beach.jpg"): .init(count: 12, rank: 0.043_1),
      FilePath("/srv/frame/x y.png"): .init(count: 0, rank: .infinity),
      FilePath("/srv/frame/plain.png"): .init(count: 7, rank: nil),
    ]
    return state
  }

  @Test("every field reads back as written; a path's special bytes are escaped")
  func roundTrip() throws {
    let state = Self.sample
    let text = state.text
    let (head, body, firstLine) = try FrameState.readHead(text).get()
    #expect(head.pictures.isEmpty, "the head alone")
    #expect(head.hidden == state.hidden)
    #expect(head.turns == state.turns, "the turns come with the head, before the first picture")
    #expect(head.next == state.next)
    #expect(firstLine == 13, "the line after \"pictures\"")
    var whole = head
    #expect(whole.readPictures(body, from: firstLine) == nil)
    #expect(whole == state)
    let written = String(decoding: text, as: UTF8.self)
    #expect(written.contains("next /srv/frame/tab\\x09here\\x5cand\\x0anew\u{FFFD}\\x7f\n"))
    #expect(
      written.hasPrefix("carousel state 1\nsaved 1718020800.25\nshown /srv/frame/2019/beach.jpg\n"))
    #expect(written.hasSuffix("0 inf /srv/frame/x y.png\nend\n"))
    #expect(
      written.contains("turned 5 /srv/frame/a mirror.jpg\nturned 6 /srv/frame/sideways.jpg\n"))
  }

  @Test("a cut, a foreign file or a bad line is refused with its line")
  func damage() throws {
    let text = Self.sample.text
    for length in 0..<text.count {
      let cut = Array(text.prefix(length))
      guard case .success(let (head, body, first)) = FrameState.readHead(cut) else { continue }
      var state = head
      #expect(state.readPictures(body, from: first) != nil, "cut at \(length) read as whole")
    }
    let lines: [(text: String, problem: String)] = [
      ("# my notes\n", "line 1: not a Carousel state file of this version"),
      ("carousel state 1\nseed -4\npictures\nend\n", "line 2: seed takes a whole number"),
      ("carousel state 1\ncolour blue\npictures\nend\n", "line 2: unknown line 'colour'"),
      ("carousel state 1\nshown \\xZZ\npictures\nend\n", "line 2: shown takes a path"),
      ("carousel state 1\nshown\npictures\nend\n", "line 2: shown takes a path"),
      (
        "carousel state 1\nturned 1 /a.png\npictures\nend\n",
        "line 2: turned takes an orientation from 2 to 8 and a path"
      ),
      (
        "carousel state 1\nturned 9 /a.png\npictures\nend\n",
        "line 2: turned takes an orientation from 2 to 8 and a path"
      ),
      (
        "carousel state 1\nturned 6\npictures\nend\n",
        "line 2: turned takes an orientation from 2 to 8 and a path"
      ),
      (
        "carousel state 1\npictures\n3 x /a.png\nend\n",
        "line 3: not a picture's count, rank and path"
      ),
      (
        "carousel state 1\npictures\n-1 - /a.png\nend\n",
        "line 3: not a picture's count, rank and path"
      ),
      ("carousel state 1\npictures\n1 - /a.png\nend\nmore\n", "line 4: lines after its end"),
      ("carousel state 1\npictures\n1 - /a.png\n", "line 3: it ends without its last line"),
    ]
    for (text, problem) in lines {
      switch FrameState.readHead(Array(text.utf8)) {
      case .failure(let unreadable): #expect(unreadable.description == problem, "\(text)")
      case .success(let (head, body, first)):
        var state = head
        #expect(state.readPictures(body, from: first)?.description == problem, "\(text)")
      }
    }
  }
}
