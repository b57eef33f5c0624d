import Testing

@testable import HTTPSurface

/// `--http [ADDRESS:]PORT`, and the credentials a request's headers carry.
@Suite("Listen addresses and credentials")
struct ListenAddressTests {
  @Test(
    "addresses as typed, and whether only this machine reaches them",
    arguments: [
      ("8080", "127.0.0.1:8080", true), ("0.0.0.0:8080", "0.0.0.0:8080", false),
      ("localhost:80", "127.0.0.1:80", true), ("192.168.1.5:8080", "192.168.1.5:8080", false),
      ("[::]:8080", "[::]:8080", false), ("[::1]:9", "[::1]:9", true),
      ("127.0.0.2:1", "127.0.0.2:1", true),
    ])
  func parsed(text: String, description: String, isLoopback: Bool) throws {
    let address = try ListenAddress(parsing: text)
    #expect(address.description == description)
    #expect(address.isLoopback == isLoopback)
  }

  @Test(
    "what is not an address names itself and the accepted form",
    arguments: [
      "", "-1", "65536", "http", "::1:80", "300.1.1.1:80", "example.com:80", "[::1]",
      "[nope]:80", ":80", "80 ",
    ])
  func refused(text: String) {
    #expect(throws: ListenAddress.Problem.self) { try ListenAddress(parsing: text) }
    do {
      _ = try ListenAddress(parsing: text)
    } catch {
      #expect(error.message.contains(ListenAddress.form), "\(error.message)")
    }
  }

  @Test("a port in use is a failure that says so")
  func portInUse() throws {
    let first = try HTTPListener(ListenAddress(loopbackPort: 0))
    #expect(throws: HTTPListener.Failure.self) {
      _ = try HTTPListener(ListenAddress(parsing: "127.0.0.1:\(first.port)"))
    }
  }

  @Test(
    "the session cookie among others, quoted or not",
    arguments: [
      ("carousel_session=abc", "abc"), ("a=1; carousel_session=abc; b=2", "abc"),
      ("a=1;carousel_session=\"abc\"", "abc"), ("xcarousel_session=abc", nil),
      ("carousel_session", nil), ("", nil),
    ] as [(String, String?)])
  func cookies(header: String, expected: String?) {
    #expect(RequestCredentials.cookie("carousel_session", in: header) == expected)
  }

  @Test("a Bearer password, in any case of the scheme; other schemes are none")
  func bearer() {
    #expect(RequestCredentials.bearer(in: "Bearer a b") == Array("a b".utf8))
    #expect(RequestCredentials.bearer(in: "bearer x") == Array("x".utf8))
    #expect(RequestCredentials.bearer(in: "Basic eDp5") == nil)
    #expect(RequestCredentials.bearer(in: "Bearer ") == nil)
  }

  @Test("bug: a password that starts with a space was trimmed; it is taken as sent")
  func bearerLeadingSpace() {
    #expect(RequestCredentials.bearer(in: "Bearer  secret") == Array(" secret".utf8))
    #expect(RequestCredentials.bearer(in: "Bearer \t x") == Array("\t x".utf8))
  }

  @Test("passwords compare whole: a prefix, a longer one or an empty one never match")
  func sameness() {
    let password = Array("open sesame".utf8)
    #expect(AccessGuard.same(password, password))
    #expect(!AccessGuard.same(Array("open".utf8), password))
    #expect(!AccessGuard.same(password + [0x21], password))
    #expect(!AccessGuard.same([], []))
  }
}
