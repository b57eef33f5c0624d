import SystemKit

// MARK: - Reading a schedule as the user writes it

extension AwakeSchedule {
  /// Reads `spec`: day terms (`mon`, `mon-fri`, `sat,sun`) followed by the windows on them
  /// (`06:30-22:00`), separated by commas or spaces; windows with no days before them are on
  /// every day.
  ///
  /// - Throws: the message after the option's name: what is wrong, and the form.
  package init(spec: String) throws(ScheduleError) {
    var windows: [Window] = []
    var days: Set<Int> = []
    var daysAreFresh = true
    let tokens = spec.split { $0 == "," || $0.isWhitespace }.map(String.init)
    guard !tokens.isEmpty else { throw ScheduleError("nothing is given; it takes \(Self.form)") }
    for token in tokens {
      if token.contains(":") {
        let (start, end) = try Self.window(token)
        windows.append(Window(days: days.isEmpty ? Set(0..<7) : days, start: start, end: end))
        daysAreFresh = false
      } else {
        if !daysAreFresh {
          days = []
          daysAreFresh = true
        }
        days.formUnion(try Self.days(token))
      }
    }
    if daysAreFresh {
      throw ScheduleError(
        "'\(spec)' ends with days and no window after them; it takes \(Self.form)")
    }
    self.windows = windows
  }

  /// `mon` or `fri-mon` (a range may wrap past Sunday).
  private static func days(_ token: String) throws(ScheduleError) -> Set<Int> {
    let parts = token.lowercased().split(separator: "-", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { dayNames.firstIndex(of: String($0)) }
    guard (1...2).contains(parts.count), numbers.count == parts.count else {
      throw ScheduleError("'\(token)' is not a day or a time window; it takes \(form)")
    }
    guard numbers.count == 2 else { return [numbers[0]] }
    let length = (numbers[1] - numbers[0] + 7) % 7
    return Set((0...length).map { (numbers[0] + $0) % 7 })
  }

  /// `06:30-22:00`: its start and end in seconds after midnight; an end at `00:00` is the
  /// midnight the window runs to, as `24:00` is (`22:00-00:00`).
  private static func window(_ token: String) throws(ScheduleError) -> (Int, Int) {
    let parts = token.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let start = time(parts[0]), let end = time(parts[1]),
      start < CivilTime.secondsPerDay
    else { throw ScheduleError("'\(token)' is not a time window; it takes \(form)") }
    guard start != end else {
      throw ScheduleError("'\(token)' is an empty window; it takes \(form)")
    }
    return (start, end == 0 ? CivilTime.secondsPerDay : end)
  }

  /// `HH:MM` or `HH:MM:SS`, 00:00 to 24:00, in seconds after midnight.
  private static func time(_ text: Substring) -> Int? {
    let fields = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(fields.count), fields.allSatisfy({ $0.count == 2 }) else { return nil }
    let numbers = fields.compactMap { field in
      field.allSatisfy { $0.isASCII && $0.isNumber } ? Int(field) : nil
    }
    guard numbers.count == fields.count, numbers[0] <= 24, numbers[1] < 60 else { return nil }
    let seconds = numbers.count == 3 ? numbers[2] : 0
    guard seconds < 60 else { return nil }
    let total = numbers[0] * 3600 + numbers[1] * 60 + seconds
    return total <= CivilTime.secondsPerDay ? total : nil
  }
}

/// A schedule that cannot be read; the message follows the option's name.
package struct ScheduleError: Error, Equatable {
  package let message: String

  init(_ message: String) {
    self.message = message
  }
}
