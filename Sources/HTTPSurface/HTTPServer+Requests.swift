import Control

// MARK: - Requests: read, guarded, answered

extension HTTPServer {
  func request(
    _ connection: MHDConnection, method: String, path: String, body: UnsafeRawBufferPointer?,
    exchange slot: inout AnyObject?
  ) -> Bool {
    guard let exchange = slot as? Exchange else {
      let exchange = begin(connection, method: method, path: path)
      slot = exchange
      return exchange.answer.map { answer(exchange, with: $0) } ?? true
    }
    if let body {
      watch(of: connection)?.received(body.count)
      return exchange.receive(body)
    }
    guard !exchange.isAnswered else { return true }
    if !exchange.isStarted {
      exchange.isStarted = true
      watch(of: connection)?.serverOwes()
      start(exchange)
    }
    if let answer = exchange.answer { return self.answer(exchange, with: answer) }
    guard !exchange.isAnswered else { return true }  // an event stream, queued by its start
    exchanges[exchange.id] = exchange
    exchange.awaitAnswer()
    return true
  }

  /// Queues `response` for `exchange`; false (close the connection) when libmicrohttpd
  /// refuses it.
  private func answer(_ exchange: Exchange, with response: HTTPResponse) -> Bool {
    exchange.isAnswered = true
    exchanges[exchange.id] = nil
    return exchange.connection.queue(response.guarded)
  }

  /// The exchange for a request whose headers just arrived, answered at once when it is
  /// refused (400, 404, 405, 401, 403, 429, 413) or has nothing more to wait for.
  private func begin(_ connection: MHDConnection, method: String, path: String) -> Exchange {
    if let reason = RequestFraming.refusal(connection.headerLines) {
      return refusedFraming(connection, method: method, path: path, reason: reason)
    }
    var headers: [String: String] = [:]
    for name in HTTPRequest.headerNames {
      if let value = connection.header(name) { headers[name] = value }
    }
    let request = HTTPRequest(
      method: method, path: path, headers: headers, client: connection.client,
      isSecure: settings.tls != nil)
    let routed = Endpoint.route(request)
    let exchange = Exchange(
      id: makeID(), request: request, connection: connection, endpoint: try? routed.get())
    let expectsBody = !request.isRead
    watch(of: connection)?.headersArrived(expectsBody: expectsBody, at: clock())
    switch routed {
    case .failure(let refusal): exchange.answer = refusal.response
    case .success(let endpoint):
      if let refusal = guardian.refusal(of: request, to: endpoint, at: clock()) {
        exchange.answer = refusal
      } else {
        exchange.answer = bodyRefusal(request, endpoint)
        if exchange.answer == nil, endpoint == .upload, method == "POST" {
          exchange.largestBody = largestUploadBody
          prepareUpload(exchange)
        }
      }
    }
    return exchange
  }

  /// 400 for a request whose body's length is said ambiguously (``RequestFraming``), before
  /// any of the body is read, and the connection closed after the answer: what follows on it
  /// cannot be told apart from the body.
  private func refusedFraming(
    _ connection: MHDConnection, method: String, path: String, reason: String
  ) -> Exchange {
    let request = HTTPRequest(
      method: method, path: path, client: connection.client, isSecure: settings.tls != nil)
    let exchange = Exchange(id: makeID(), request: request, connection: connection, endpoint: nil)
    var answer = HTTPResponse.error(400, reason)
    answer.headers.append(("Connection", "close"))
    exchange.answer = answer
    reporter.warning("refused a request from \(request.client): \(reason)")
    return exchange
  }

  /// 413 or 404 before a body is read: one declared longer than the endpoint takes, or an
  /// upload with uploads off.
  private func bodyRefusal(_ request: HTTPRequest, _ endpoint: Endpoint) -> HTTPResponse? {
    guard !request.isRead else { return nil }
    let longest: Int
    if endpoint == .upload {
      guard settings.uploadFolder != nil, checker != nil else {
        return .error(404, "uploads are off: Carousel was started without --upload-dir")
      }
      longest = largestUploadBody
    } else {
      longest = HTTPConstants.longestJSONBody
    }
    guard let length = request.contentLength, length > longest else { return nil }
    return .error(413, "the request's body is larger than \(endpoint.rawValue) takes")
  }

  /// The longest upload body: as many files at the limit as one upload takes, and 1 MiB for
  /// the parts' headers and fields.
  private var largestUploadBody: Int {
    settings.largestUpload * HTTPConstants.mostFilesPerUpload + 1_048_576
  }

  private func prepareUpload(_ exchange: Exchange) {
    guard let folder = settings.uploadFolder else { return }
    do {
      exchange.upload = try UploadReceiver(
        contentType: exchange.request[header: "content-type"], folder: folder,
        largestFile: settings.largestUpload)
    } catch {
      exchange.answer = .error(error.status, error.reason)
    }
  }

  /// The body is in: the endpoint's work, answered at once or awaited.
  private func start(_ exchange: Exchange) {
    guard let endpoint = exchange.endpoint else { return }
    if exchange.isTooLarge {
      exchange.answer = .error(413, "the request's body is larger than \(endpoint.rawValue) takes")
      return
    }
    let request = exchange.request
    switch endpoint {
    case .page: exchange.answer = page()
    case .status: send(.status, for: exchange)
    case .command:
      do {
        send(try ControlCommand(json: exchange.body), for: exchange)
      } catch {
        exchange.answer = .error(400, error.message)
      }
    case .events: openStream(for: exchange)
    case .current: askForPicture(for: exchange)
    case .upload:
      if request.isRead { exchange.answer = uploadInfo() } else { check(exchange) }
    case .login: exchange.answer = guardian.login(request, body: exchange.body, at: clock())
    case .logout: exchange.answer = guardian.logout(request)
    }
  }

  /// The page, its words in the frame's language (``PageWords``).
  private func page() -> HTTPResponse {
    guard !settings.page.isEmpty else {
      return .error(404, "the page is not installed (Carousel's assets are missing)")
    }
    return HTTPResponse(
      status: 200,
      headers: [
        ("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-cache"),
        (
          "Content-Security-Policy",
          "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
            + "img-src 'self' blob:; frame-ancestors 'none'; form-action 'none'"
        ),
      ], body: PageWords.filled(settings.page))
  }

  private func uploadInfo() -> HTTPResponse {
    let isOn = settings.uploadFolder != nil && checker != nil
    return .json(
      "{\"enabled\":\(isOn),\"largestFile\":\(settings.largestUpload),"
        + "\"mostFiles\":\(HTTPConstants.mostFilesPerUpload)}")
  }

  /// Sends `command` to the center; its reply comes back as mail.
  private func send(_ command: ControlCommand, for exchange: Exchange) {
    let id = exchange.id
    center.send(command, from: HTTPConstants.origin(client: exchange.request.client)) {
      [self] reply in post(.reply(exchange: id, reply))
    }
  }

  private func askForPicture(for exchange: Exchange) {
    guard let snapshots else {
      exchange.answer = .error(404, "this server shows no pictures")
      return
    }
    guard let path = latest?.path else {
      exchange.answer = .error(404, "no picture is shown")
      return
    }
    let id = exchange.id
    snapshots.jpeg(of: path, longestSide: HTTPConstants.currentPictureSide) { [self] result in
      post(.picture(exchange: id, result))
    }
  }

  // MARK: - Mail

  func deliver(_ letter: Mail) {
    switch letter {
    case .reply(let id, let reply):
      exchanges[id]?.answer(with: Self.response(to: reply))
    case .picture(let id, let result):
      switch result {
      case .success(let jpeg):
        exchanges[id]?.answer(
          with: HTTPResponse(
            status: 200, headers: [("Content-Type", "image/jpeg"), ("Cache-Control", "no-store")],
            body: jpeg))
      case .failure(let error):
        exchanges[id]?.answer(with: .error(404, "the picture shown: \(error.message)"))
      }
    case .verdict(let id, let entry, let result):
      guard let exchange = exchanges[id] else { return }
      exchange.verdicts[entry] = result
      finishUploadIfChecked(exchange)
    }
  }

  /// A command's reply as an answer: `{"ok":true}`, the status, or 400 with the reason.
  static func response(to reply: ControlReply) -> HTTPResponse {
    switch reply {
    case .ok: .ok
    case .status(let status): .json(status.json)
    case .failure(let error): .error(400, error.message)
    }
  }
}
