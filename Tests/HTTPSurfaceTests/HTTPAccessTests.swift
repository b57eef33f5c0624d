import Control
import Foundation
import SystemKit
import TestSupport
import Testing

@testable import HTTPSurface

/// Who may steer the frame: a password by cookie or Bearer, wrong ones slowed per client,
/// other sites' pages refused, and a server without a password answering loopback names only.
@Suite("HTTP access", .serialized)
struct HTTPAccessTests {
  @Test("with a password, the API asks for it (401); the page does not")
  func passwordNeeded() throws {
    let harness = try ServerHarness(password: "open sesame")
    for path in ["/api/status", "/api/events", "/api/current", "/api/upload"] {
      let answer = try harness.request("GET", path)
      #expect(answer.status == 401, "\(path)")
      #expect(answer.text.contains("log in first"))
    }
    #expect(try harness.command(#"{"command":"quit"}"#).status == 401)
    #expect(try harness.request("GET", "/").status == 200)
    #expect(harness.frame.commands.isEmpty, "quit needs the password like everything else")
  }

  @Test("Authorization: Bearer PASSWORD steers the frame, from any client, without an Origin")
  func bearer() throws {
    let harness = try ServerHarness(password: "open sesame")
    let status = try harness.request(
      "GET", "/api/status", headers: ["Authorization": "Bearer open sesame"])
    #expect(status.status == 200)
    let command = try harness.request(
      "POST", "/api/command", headers: ["Authorization": "Bearer open sesame"],
      body: Array(#"{"command":"next"}"#.utf8))
    #expect(command.status == 200)
    #expect(harness.frame.commands == [.status, .next])
  }

  @Test("bug: a password that starts with a space could never be sent as Bearer")
  func bearerLeadingSpace() throws {
    let harness = try ServerHarness(password: " open sesame")
    let right = try harness.request(
      "GET", "/api/status", headers: ["Authorization": "Bearer  open sesame"])
    #expect(right.status == 200)
    let trimmed = try harness.request(
      "GET", "/api/status", headers: ["Authorization": "Bearer open sesame"])
    #expect(trimmed.status == 401, "the space is part of the password")
  }

  @Test("a login gives an HttpOnly, SameSite=Strict cookie that opens the API; logout ends it")
  func cookieSession() throws {
    let harness = try ServerHarness(password: "open sesame")
    let origin = ["Origin": "http://127.0.0.1:\(harness.port)"]
    let login = try harness.request(
      "POST", "/api/login", headers: origin, body: Array(#"{"password":"open sesame"}"#.utf8))
    #expect(login.status == 200)
    let cookie = try #require(login.header("set-cookie"))
    #expect(cookie.hasPrefix("carousel_session="))
    #expect(cookie.contains("; HttpOnly"))
    #expect(cookie.contains("; SameSite=Strict"))
    #expect(cookie.contains("; Path=/"))
    #expect(!cookie.contains("Secure"), "Secure only over TLS")
    let session = String(cookie.split(separator: ";")[0])
    #expect(try harness.request("GET", "/api/status", headers: ["Cookie": session]).status == 200)
    #expect(
      try harness.command(#"{"command":"next"}"#, headers: ["Cookie": "x=1; " + session]).status
        == 200)
    let logout = try harness.request(
      "POST", "/api/logout", headers: origin.merging(["Cookie": session]) { $1 })
    #expect(logout.status == 200)
    #expect(logout.header("set-cookie")?.contains("Max-Age=0") == true)
    #expect(try harness.request("GET", "/api/status", headers: ["Cookie": session]).status == 401)
    let made = try harness.request("GET", "/api/status", headers: ["Cookie": "carousel_session=0"])
    #expect(made.status == 401, "a cookie the server did not make opens nothing")
  }

  @Test("five wrong passwords from a client, then one try per 10 s (429); said once a minute")
  func bruteForceSlowed() throws {
    let harness = try ServerHarness(password: "open sesame")
    func status(_ password: String) throws -> HTTPTestResponse {
      try harness.request("GET", "/api/status", headers: ["Authorization": "Bearer \(password)"])
    }
    for guess in 1...5 {
      #expect(try status("guess \(guess)").status == 401)
    }
    let slowed = try status("open sesame")
    #expect(slowed.status == 429, "even the right password waits")
    #expect(slowed.header("retry-after") == "10")
    let login = try harness.request(
      "POST", "/api/login", body: Array(#"{"password":"open sesame"}"#.utf8))
    #expect(login.status == 429, "a login waits as well")
    harness.clock.advance(by: 9)
    #expect(try status("open sesame").status == 429)
    #expect(try status("open sesame").header("retry-after") == "1")
    harness.clock.advance(by: 1)
    #expect(try status("guess 6").status == 401, "one try after 10 s")
    #expect(try status("open sesame").status == 429, "and then the next 10 s")
    harness.clock.advance(by: 10)
    #expect(try status("open sesame").status == 200)
    #expect(try status("guess 7").status == 401, "a right one starts the count again")
    #expect(try status("guess 8").status == 401)
    let said = { harness.reports.filter { $0.contains("wrong password") } }
    #expect(said() == ["carousel: http: wrong password from 127.0.0.1 (1 in a row)"])
    harness.clock.advance(by: 40)  // 60 s after the first
    harness.server.wake()
    try waitUntil("the count to be said, on the server's clock", in: harness.lines) { lines in
      lines.filter { $0.contains("wrong password") }.count == 2
    }
    #expect(
      said().last
        == "carousel: http: 7 more wrong passwords in the last 60 s, the latest from 127.0.0.1")
    #expect(harness.frame.commands == [.status])
  }

  @Test("bug: 40 addresses × 5 guesses were all tried; the server takes 20 a minute (429)")
  func serverWideGuesses() {
    let lines = Locked<[String]>([])
    var guardian = AccessGuard(
      password: Array("open sesame".utf8), isSecure: false,
      reporter: Reporter { line in lines.withLock { $0.append(line) } }.scoped("http"))
    func status(_ client: String, _ password: String, at now: Double) -> Int {
      let request = HTTPRequest(
        method: "GET", path: "/api/status", headers: ["authorization": "Bearer \(password)"],
        client: client)
      return guardian.refusal(of: request, to: .status, at: now)?.status ?? 200
    }
    var answers: [Int: Int] = [:]
    for client in 1...40 {
      for guess in 1...5 {
        answers[status("10.0.0.\(client)", "guess \(guess)", at: 100), default: 0] += 1
      }
    }
    #expect(answers == [401: 20, 429: 180])
    #expect(status("10.0.1.1", "open sesame", at: 100) == 429, "the right one waits too")
    #expect(lines.withLock { $0 } == ["carousel: http: wrong password from 10.0.0.1 (1 in a row)"])
    #expect(status("10.0.1.1", "guess", at: 102.9) == 429)
    #expect(status("10.0.1.1", "guess", at: 103.5) == 401, "one guess comes back every 3 s")
    #expect(status("10.0.1.2", "open sesame", at: 103.6) == 429)
    #expect(status("10.0.1.2", "open sesame", at: 107) == 200)
    guardian.sayFailures(at: 159)
    #expect(lines.withLock { $0.count } == 1, "not before 60 s")
    guardian.sayFailures(at: 160)
    #expect(
      lines.withLock { $0.last }
        == "carousel: http: 20 more wrong passwords in the last 60 s, the latest from 10.0.1.1")
    #expect(guardian.failuresDue == nil)
  }

  @Test("a login with a wrong password or without JSON is refused (401, 400)")
  func badLogins() throws {
    let harness = try ServerHarness(password: "open sesame")
    let wrong = try harness.request(
      "POST", "/api/login", body: Array(#"{"password":"guess"}"#.utf8))
    #expect(wrong.status == 401)
    #expect(wrong.header("set-cookie") == nil)
    let garbled = try harness.request("POST", "/api/login", body: Array("password=x".utf8))
    #expect(garbled.status == 400)
  }

  @Test(
    "another site's page cannot steer the frame, logged in or not (403)",
    arguments: [
      ["Origin": "http://evil.example"], ["Origin": "null"], ["Sec-Fetch-Site": "cross-site"],
      ["Sec-Fetch-Site": "same-site"], ["Origin": "https://127.0.0.1:0"],
    ])
  func crossSite(headers: [String: String]) throws {
    let harness = try ServerHarness()
    let answer = try harness.request(
      "POST", "/api/command", headers: headers, body: Array(#"{"command":"next"}"#.utf8))
    #expect(answer.status == 403)
    #expect(answer.text.contains("cannot steer the frame"))
    #expect(harness.frame.commands.isEmpty)
  }

  @Test("the page's own origin, or none at all (curl), may steer a loopback server")
  func sameOrigin() throws {
    let harness = try ServerHarness()
    #expect(try harness.command(#"{"command":"next"}"#).status == 200)
    let fetch = try harness.request(
      "POST", "/api/command", headers: ["Sec-Fetch-Site": "same-origin"],
      body: Array(#"{"command":"next"}"#.utf8))
    #expect(fetch.status == 200)
    let curl = try harness.request(
      "POST", "/api/command", body: Array(#"{"command":"next"}"#.utf8))
    #expect(curl.status == 200)
  }

  @Test(
    "without a password, only loopback names are answered: a rebound name is 403",
    arguments: [
      ("localhost:8080", 200), ("127.0.0.1", 200), ("[::1]:80", 200), ("127.1.2.3:9", 200),
      ("evil.example:8080", 403), ("192.168.1.5:8080", 403), ("localhost.evil.example", 403),
      ("127.0.0.1.evil.example", 403),
    ])
  func loopbackNames(host: String, expected: Int) throws {
    let harness = try ServerHarness()
    let answer = try harness.request("GET", "/api/status", headers: ["Host": host])
    #expect(answer.status == expected)
  }
}
