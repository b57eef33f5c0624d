import Foundation
import Geometry
import Synchronization
import TestSupport
import Testing

@testable import PictureDecoding
@testable import PictureFiles

/// The decode memory gate bounds what decodes hold, file bytes included.
@Suite(.serialized) struct DecodeMemoryGateTests {
  /// A 2 × 2 PPM of one grey: the same size in bytes whatever the grey.
  static func ppm(grey: UInt8) -> [UInt8] {
    Array("P6\n2 2\n255\n".utf8) + [UInt8](repeating: grey, count: 12)
  }

  /// Regression: whole files were read into memory before the gate was consulted.
  ///
  /// While another reservation fills the budget, a decode must wait at the gate without having
  /// read its file: the file is rewritten (same size, other grey) while the decode waits, and
  /// the decode shows the new content.
  @Test func filesAreReadBeforeTheMemoryGateIsConsulted() throws {
    let folder = try TemporaryFolder()
    try folder.write(Self.ppm(grey: 0x10), to: "p.ppm")
    let path = folder.file("p.ppm")
    let gate = DecodeMemoryGate(budget: 1_000)
    let decoder = try FileDecoder(cacheBudget: PipelineConstants.defaultCacheBudget, gate: gate)
    let (admitted, release, finished) = (DecodeGate(), DecodeGate(), DecodeGate())
    [admitted, release, finished].forEach { $0.close() }
    let result = Mutex<Result<DecodedPicture, DecodeFailure>?>(nil)
    Thread {
      gate.withReservation(1_000) { _ in
        admitted.open()
        release.pass()
      }
    }.start()
    admitted.pass()
    Thread {
      let outcome = Result { () throws(DecodeFailure) -> DecodedPicture in
        try decoder.decode(FilePath(path), fittingIn: Size(width: 100, height: 100))
      }
      result.withLock { $0 = outcome }
      finished.open()
    }.start()
    gate.waitForWaiters(1)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.write(contentsOf: Self.ppm(grey: 0xF0))
    try handle.close()
    release.open()
    finished.pass()
    let picture = try #require(try result.withLock { $0 }?.get())
    #expect(picture.pixels.pixel(x: 0, y: 0) == 0xFFF0_F0F0)
  }

  /// Growth waits while others hold the budget, except for the oldest reservation, which never
  /// waits (so two decodes that both grow cannot wait for each other forever).
  @Test func theOldestReservationGrowsWithoutWaiting() {
    let gate = DecodeMemoryGate(budget: 100)
    let (admitted, finished) = (DecodeGate(), DecodeGate())
    [admitted, finished].forEach { $0.close() }
    let order = Mutex<[String]>([])
    gate.withReservation(60) { oldest in
      Thread {
        gate.withReservation(30) { younger in
          admitted.open()
          younger.grow(to: 50)  // 60 + 50 > 100: waits for the oldest to finish
          order.withLock { $0.append("younger grew") }
        }
        finished.open()
      }.start()
      admitted.pass()
      oldest.grow(to: 90)  // 90 + 30 > 100, but the oldest does not wait
      gate.waitForWaiters(1)
      order.withLock { $0.append("oldest grew") }
    }
    finished.pass()
    #expect(order.withLock { $0 } == ["oldest grew", "younger grew"])
    #expect(gate.peakReservedBytes == 120)
  }
}
