import Localization
import SystemKit

/// The phone page's words (Assets/Web/index.html): each English text the page shows, kept here
/// so that `scripts/update-pot` finds it and the catalogues translate it; the page's `t()`
/// looks each up in the table the server fills in where the page says `{/*words*/}`
/// (``filled(_:)``), in the frame's language.
enum PageWords {
  /// Every text the page shows: its elements marked `data-t`, its labels, titles and
  /// alternatives, and each of its `t("…")` calls (a `%s` or `%1$s` is a value the page fills).
  static let english = [
    translatable("This frame asks for its password"),
    translatable("Password"),
    translatable("Open"),
    translatable("Swipe to turn the frame's picture"),
    translatable("Pause"),
    translatable("The screen is on."),
    translatable("Turn off"),
    translatable("Back to the schedule"),
    translatable("Add pictures to the frame"),
    translatable("Pictures you choose join the frame's show."),
    translatable("Choose…"),
    translatable("Photo server"),
    translatable("Calendar and weather"),
    translatable("Connecting…"),
    translatable("Previous picture"),
    translatable("Pause the slideshow"),
    translatable("Next picture"),
    translatable("Pause or play the slideshow"),
    translatable("The picture the frame shows"),
    translatable("Pictures you choose join the frame's show (up to %s MB each)."),
    translatable("error %s"),
    translatable("Wrong password."),
    translatable("Following the frame"),
    translatable("Reconnecting…"),
    translatable("no pictures"),
    translatable("Play"),
    translatable("Play the slideshow"),
    translatable("Unreachable: %1$s. The frame shows the pictures it holds; last sync %2$s."),
    translatable("Unreachable: %s. The frame shows the pictures it holds."),
    translatable("Pause clip"),
    translatable("Play clip"),
    translatable("Where the clip is"),
    translatable("Reachable; last sync %s."),
    translatable("Not reached yet."),
    translatable("asleep, as the schedule says"),
    translatable("awake, as the schedule says"),
    translatable("turned off from here or a remote"),
    translatable("turned on from here or a remote"),
    translatable("woken by a touch"),
    translatable("The screen is off: %s."),
    translatable("The screen is on: %s."),
    translatable("The screen is off."),
    translatable("Turn on"),
    translatable("never"),
    translatable("Failing: %s."),
    translatable("Calendar events in the days shown: %1$s; read %2$s."),
    translatable("no report yet"),
    translatable("%1$s, fetched %2$s"),
    translatable("Weather: %s."),
    translatable("The last reading failed."),
    translatable("larger than the frame's limit of %s MB"),
    translatable("added as %s"),
    translatable("the frame could not be reached"),
    translatable("The frame cannot be reached."),
  ]

  /// Where the page takes its words: a JavaScript object, empty in the file.
  static let marker = Array("{/*words*/}".utf8)

  /// `page` with its words' marker replaced by the translations of ``english`` in the
  /// process's language (a word without one stays out: the page shows the English); the page
  /// as it is when it has no marker.
  static func filled(_ page: [UInt8]) -> [UInt8] {
    guard let start = firstIndex(of: marker, in: page) else { return page }
    let fields = english.compactMap { word -> String? in
      let translated = localized(word)
      return translated == word ? nil : JSONString.quote(word) + ":" + JSONString.quote(translated)
    }
    // `</` would end the page's script element early: JSON allows `<\/` for it.
    let object = ("{" + fields.joined(separator: ",") + "}").replacing("</", with: "<\\/")
    return Array(page[..<start]) + Array(object.utf8) + Array(page[(start + marker.count)...])
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).first { start in
      bytes[start..<(start + needle.count)].elementsEqual(needle)
    }
  }
}
