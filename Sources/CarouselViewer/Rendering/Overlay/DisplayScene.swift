import Geometry
import InfinitePager

/// What the on-screen display shows in one frame, as data: the viewer fills it, the
/// ``DisplayPainter`` draws it.
struct DisplayScene {
  /// A caption under one visible page.
  struct Caption: Equatable {
    var text: String
    /// The page's frame in device pixels: the caption moves with its page.
    var pageFrame: Rect
  }

  /// Lines that stay in a corner, drawn whatever the fade (the clock, the overlay file, the
  /// calendar).
  struct CornerText: Equatable {
    var corner: Corner
    var lines: [String]
    /// Its text size as a multiple of the display's (the clock is larger).
    var scale = 1.0
    /// The lines drawn dimmer (the calendar's day names), by index.
    var dimLines: Set<Int> = []
    /// The most of the window's height it may take.
    var heightFraction = RenderingConstants.cornerHeightFraction
  }

  /// A panel of rows: the info panel or the help.
  struct Panel: Equatable {
    var title: String
    var rows: [TableFitter.Cell]
  }

  /// How opaque the fading parts are (captions, indicator, progress), 0...1.
  var opacity = 0.0
  /// The frames of the visible pages that show pictures: the scrim darkens their bottom, so
  /// white text reads on any picture (text slides and error pages have their own colours).
  var pictureFrames: [Rect] = []
  var captions: [Caption] = []
  /// Whether captions show when the display does: their place is kept clear of the corners
  /// even while they are faded out.
  var reservesCaptions = false
  var indicator = IndicatorStyle.none
  /// The current item and how many there are, for the indicator.
  var page = 0
  var pageCount = 0
  /// The slideshow's progress while it runs and the display may show it.
  var progress: AutoScrollProgress?
  /// The clock, the overlay file's lines, then the calendar: in their corners, drawn whatever
  /// the fade.
  var corners: [CornerText] = []
  /// The info panel, when open: drawn whatever the fade.
  var info: Panel?
  /// The help, when open: drawn over everything.
  var help: Panel?
  /// A question waiting for its answer (move a picture to the Trash?), drawn as the help is.
  var question: Panel?
  /// Where the still parts go against burn-in (all but the scrim and the progress bar).
  var shift = BurnInShift.none

  /// Whether the fading parts draw anything.
  var hasFadingParts: Bool {
    opacity > 0 && (!captions.isEmpty || (indicator != .none && pageCount > 0) || progress != nil)
  }

  /// Whether the frame has any display at all.
  var isEmpty: Bool {
    !hasFadingParts && corners.isEmpty && info == nil && help == nil && question == nil
  }
}
