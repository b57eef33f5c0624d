import SystemKit

/// The lines of an output trace (JSON Lines): what a replay did, with `t` in ms.
package enum TraceLine {
  /// `{"t":433.3,"type":"page","page":1,"name":"b.jpg","direction":"next"}`, or a settle, a
  /// tap or a change of the pictures; `name` is the picture's file name, when given.
  package static func pagerEvent(_ event: PagerEvent, time: Double, name: String? = nil)
    -> String
  {
    let t = JSONNumber.format(time)
    switch event {
    case .page(let index, let isNext):
      let nameField = name.map { "\"name\":\(JSONString.quote($0))," } ?? ""
      return "{\"t\":\(t),\"type\":\"page\",\"page\":\(index),\(nameField)"
        + "\"direction\":\"\(isNext ? "next" : "previous")\"}"
    case .settled(let index):
      return "{\"t\":\(t),\"type\":\"settled\",\"page\":\(index)}"
    case .tap(let index):
      return "{\"t\":\(t),\"type\":\"tap\",\"page\":\(index)}"
    case .catalogChanged(let count, let index):
      return catalog(count: count, page: index, time: time)
    }
  }

  /// `{"t":…,"type":"frame","position":0.42}`: the position in pages; while the picture is
  /// zoomed, also `"zoom":2.5,"offset_x":-120.0,"offset_y":8.5` (1 is the fit; the picture's
  /// centre from the window's, in points).
  package static func frame(
    time: Double, position: Double, zoom: (scale: Double, x: Double, y: Double)? = nil
  ) -> String {
    var line =
      "{\"t\":\(JSONNumber.format(time)),\"type\":\"frame\","
      + "\"position\":\(JSONNumber.format(position, decimals: 4))"
    if let zoom {
      line +=
        ",\"zoom\":\(JSONNumber.format(zoom.scale, decimals: 4)),"
        + "\"offset_x\":\(JSONNumber.format(zoom.x, decimals: 2)),"
        + "\"offset_y\":\(JSONNumber.format(zoom.y, decimals: 2))"
    }
    return line + "}"
  }

  /// `{"t":…,"type":"end","page":1,"position":1.0,"frames":37,"loading_frames":0}`; `page` is
  /// null without items.
  package static func end(_ outcome: ReplayOutcome) -> String {
    let pageText = outcome.page.map(String.init) ?? "null"
    return "{\"t\":\(JSONNumber.format(outcome.time)),\"type\":\"end\",\"page\":\(pageText),"
      + "\"position\":\(JSONNumber.format(outcome.position, decimals: 4)),"
      + "\"frames\":\(outcome.frames),\"loading_frames\":\(outcome.loadingFrames)}"
  }

  /// `{"t":…,"type":"control","line":"goto 3","answer":"ok"}`: a control line and its answer.
  package static func control(line: String, answer: String, time: Double) -> String {
    "{\"t\":\(JSONNumber.format(time)),\"type\":\"control\",\"line\":\(JSONString.quote(line)),"
      + "\"answer\":\(JSONString.quote(answer))}"
  }

  /// `{"t":…,"type":"catalog","count":12,"page":3}`: the pictures changed (a live folder, a
  /// reload); `page` is the item shown after the change, null without items.
  package static func catalog(count: Int, page: Int?, time: Double) -> String {
    "{\"t\":\(JSONNumber.format(time)),\"type\":\"catalog\",\"count\":\(count),"
      + "\"page\":\(page.map(String.init) ?? "null")}"
  }

  /// `{"t":…,"type":"probe","resident_kib":…,"cache_bytes":…,"cache_entries":…,
  /// "descriptors":…,"threads":…}`: what the process holds at a probe record.
  package static func probe(_ probe: ResourceProbe, time: Double) -> String {
    "{\"t\":\(JSONNumber.format(time)),\"type\":\"probe\","
      + "\"resident_kib\":\(probe.residentBytes / 1024),\"cache_bytes\":\(probe.cacheBytes),"
      + "\"cache_entries\":\(probe.cacheEntries),\"descriptors\":\(probe.descriptors),"
      + "\"threads\":\(probe.threads)}"
  }

  /// `{"t":…,"type":"display","display":"off","reason":"schedule","wall":"…"}`: the display
  /// turned off or on, or the reason changed; `wall` is the local time with its offset.
  package static func display(power: String, reason: String, wall: String, time: Double)
    -> String
  {
    "{\"t\":\(JSONNumber.format(time)),\"type\":\"display\",\"display\":\(JSONString.quote(power)),"
      + "\"reason\":\(JSONString.quote(reason)),\"wall\":\(JSONString.quote(wall))}"
  }

  /// `{"t":…,"type":"clock","wall":"…"}`: a "clock" record set the wall clock; `wall` is the
  /// local time with its offset.
  package static func clock(wall: String, time: Double) -> String {
    "{\"t\":\(JSONNumber.format(time)),\"type\":\"clock\",\"wall\":\(JSONString.quote(wall))}"
  }

  /// `{"t":…,"type":"clip","name":"c.mp4","state":"playing","position":1.5}`: the clip on
  /// screen started playing, paused or ended (`state`), or moved, at `position` s.
  package static func clip(name: String, state: String, position: Double, time: Double)
    -> String
  {
    "{\"t\":\(JSONNumber.format(time)),\"type\":\"clip\",\"name\":\(JSONString.quote(name)),"
      + "\"state\":\"\(state)\",\"position\":\(JSONNumber.format(position, decimals: 3))}"
  }

  /// `{"t":…,"type":"screenshot","path":"a.png"}`: the frame on screen at `t` was written to
  /// `path` (a "screenshot" record's).
  package static func screenshot(path: String, time: Double) -> String {
    "{\"t\":\(JSONNumber.format(time)),\"type\":\"screenshot\",\"path\":\(JSONString.quote(path))}"
  }

  /// `{"t":…,"type":"error","message":"…"}`: a record that could not be carried out.
  package static func error(_ message: String, time: Double) -> String {
    "{\"t\":\(JSONNumber.format(time)),\"type\":\"error\",\"message\":\(JSONString.quote(message))}"
  }
}
