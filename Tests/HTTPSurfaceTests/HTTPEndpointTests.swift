import Control
import Foundation
import TestSupport
import Testing

@testable import HTTPSurface

/// Every endpoint of the real server, and every refusal, against the test playing the app.
@Suite("HTTP endpoints", .serialized)
struct HTTPEndpointTests {
  @Test("GET /api/status answers the frame's status as JSON, guarded from framing and sniffing")
  func status() throws {
    let harness = try ServerHarness()
    let answer = try harness.request("GET", "/api/status")
    #expect(answer.status == 200)
    #expect(answer.text == harness.frame.status.json)
    #expect(answer.header("content-type") == "application/json")
    #expect(answer.header("x-content-type-options") == "nosniff")
    #expect(answer.header("x-frame-options") == "DENY")
    #expect(answer.header("cache-control") == "no-store")
  }
}
