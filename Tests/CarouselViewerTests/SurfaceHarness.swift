import Foundation
import SystemKit
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A live Carousel (SDL's offscreen driver) over three pictures, `a.png`, `b.png` and `c.png`,
/// with a control socket to ask its status, for the tests of its remote surfaces.
final class SurfaceHarness {
  let folder: TemporaryFolder
  let socket: String
  let child: RunningCarousel

  /// Starts Carousel with `arguments` before the folder, `environment` over the test's, and
  /// waits until its folder is listed (its surfaces have started by then).
  init(_ arguments: [String], environment: [String: String] = [:]) throws {
    folder = try TemporaryFolder()
    try LiveFolderHarness.makePictures(["a.png", "b.png", "c.png"], in: folder)
    socket = folder.file("run/control")
    child = try RunningCarousel(
      ["--size", "64x36", "--control", socket] + arguments + [folder.file("pics")],
      environment: ["SDL_VIDEODRIVER": "offscreen"].merging(environment) { $1 })
    // Each answer is a round trip through the running carousel; nothing waits on a timer.
    try status(until: { $0["count"] as? Int == 3 })
  }

  /// The folder of the pictures.
  var pictures: String { folder.file("pics") }

  /// The `status` answer's fields, empty when there is no answer (yet).
  func status() throws -> [String: Any] {
    let result = try CarouselProcess.run(["--send", socket, "status"])
    let data = Data(result.standardOutput.utf8)
    return (try? JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
  }

  /// Asks for the status until `isWanted` holds, and returns it; each answer is a round trip
  /// through the running carousel, which answers at its loop's next turn.
  /// - Throws: ``WaitTimeout`` when it does not hold within ``WaitTimeout/defaultSeconds`` (a
  ///   count of tries ran out in a few seconds on a loaded machine, before a broker's message
  ///   had arrived).
  @discardableResult
  func status(until isWanted: ([String: Any]) -> Bool) throws -> [String: Any] {
    let deadline = Deadline(secondsFromNow: WaitTimeout.defaultSeconds)
    var fields = try status()
    while !isWanted(fields) {
      guard !deadline.hasPassed else {
        throw WaitTimeout(
          "the status asked for (status: \(fields))", seconds: WaitTimeout.defaultSeconds)
      }
      fields = try status()
    }
    return fields
  }

  /// Quits through the control socket and returns how the child ended.
  func quit() throws -> CarouselProcess.Result {
    _ = try CarouselProcess.run(["--send", socket, "quit"])
    return try child.wait()
  }
}
