/// A part of the benchmark, to run alone while working on it.
enum BenchPart: String, CaseIterable {
  case decoding = "decode"
  case firstPicture = "first"
  case index
  case rest
  case surfaces
  case fade
  case paging
  case frames
  case kenBurns = "kenburns"
  case slideshow
  case smallBoard = "small-board"
  case viewers
  case video
  case source
  case kinds
}
