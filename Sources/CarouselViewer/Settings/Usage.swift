/// The text of `carousel --help` and `carousel --version`.
package enum Usage {
  static let version = "carousel 0.1.0"

  static let text = """
    Usage: carousel [OPTIONS] [PATH ...]

    Shows pictures as an endless, paged carousel. Each PATH is a picture or a folder (its
    pictures, sorted by name). Without a PATH, Carousel shows its demo pictures.

    Viewing:
      -f, --fullscreen      start fullscreen (F or F11 toggles)
          --size WxH        window size in pixels (default 1280x720)
          --slideshow SECS  start a slideshow: a new picture every SECS seconds, 1 to 86400
                            (S toggles it; without this option S starts one every 5 s)
      -r, --recursive       include the pictures in subfolders of each folder

    Memory:
          --cache-mb N      memory for decoded pictures, in MiB, 16 to 65536 (default 256)
          --prefetch N      pictures decoded ahead on each side, 0 to 8 (default 2)
          --max-megapixels N
                            refuse pictures larger than N megapixels, 1 to 1000 (default 100)
          --memory-report FILE
                            at exit, write the peak resident memory (VmHWM) to FILE

    Without a display, and for tests:
          --headless        render without a display: SDL's offscreen video driver, the
                            software renderer and a virtual 60 Hz clock
          --frames N        with --headless: frames to render, 1 to 5184000 (default 1)
          --screenshot FILE with --headless: write the last frame to FILE as PNG
          --replay FILE     with --headless: play the input trace FILE (JSON Lines) on the
                            virtual clock, as fast as possible, until its "quit" or until
                            everything has settled after its last event
          --trace FILE      with --replay: write what happened (pages, settles, taps, end) to
                            FILE as JSON Lines (default: standard output)
          --trace-frames    with --replay: also write the position of every frame
          --record FILE     record this session's input to FILE in the --replay format

      -h, --help            show this help and exit
          --version         show the version and exit

    Keys:
      Right, Left           next / previous picture (the carousel wraps around)
      Page Down, Page Up    next / previous picture
      Space, Shift+Space    next / previous picture
      Home, End             first / last picture, the short way round
      S                     start or stop the slideshow
      F, F11                toggle fullscreen
      Escape, Q             quit
      Held keys repeat, at most two pictures ahead of the one shown.

    Pointer:
      swipe (touchscreen), drag (left mouse button), two-finger swipe (trackpad): follow
      the finger and snap to a picture; a quick flick turns the page
      wheel: one picture per notch; tilt wheel and X11 trackpad: one picture per swipe

    Any input pauses the slideshow; it goes on one full interval after the last input.

    Exit status: 0 on success, 1 when no window can be opened, 2 for a wrong option.
    """
}
