// swift-tools-version:6.0
// Carousel: an endless, paged image carousel for the Linux desktop, on SDL2.
// The module graphs of README.md and docs/architecture.md are made from this file, and a test
// (Tests/PackageGraphTests) checks that each target imports exactly the dependencies it lists
// here; only SDLKit imports CSDL2.

import PackageDescription

let package = Package(
  name: "Carousel",
  products: [
    .executable(name: "carousel", targets: ["carousel"]),
    .executable(name: "carousel-bench", targets: ["carousel-bench"]),
    // The paging engine, for other Swift programs that want an endless carousel of their own.
    .library(name: "InfinitePager", targets: ["InfinitePager"]),
    .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
    // The thin SDL wrapper the embedding example draws with.
    .library(name: "SDLKit", targets: ["SDLKit"]),
    // The plain values SDLKit's API speaks in (sizes and rectangles in pixels).
    .library(name: "Geometry", targets: ["Geometry"]),
  ],
  targets: [
    // MARK: - C libraries from Debian's packages

    // SDL2, linked; the headers of SDL_image and SDL_ttf too, whose libraries are opened on
    // demand (CSDL2OnDemand).
    .systemLibrary(
      name: "CSDL2",
      pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"])]
    ),
    // zlib: the CRC-32 of the PNG chunks the APNG reader rebuilds, and deflate for the tests'
    // pictures; imported by SystemKit's Deflate alone.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    // XInput2 (libXi) on SDL's own X connection: trackpad smooth scrolling and pinch on X11.
    .systemLibrary(
      name: "CXInput2", pkgConfig: "xi x11", providers: [.apt(["libxi-dev", "libx11-dev"])]),

    // Libraries the first picture does not need are opened on demand, not linked: each of the
    // C targets below forwards the functions Carousel calls to its library, opened through
    // CLazyLibrary on the first call (docs/architecture.md, "Libraries opened on demand").
    .target(name: "CLazyLibrary"),
    // SDL_image and SDL_ttf (with libtiff, libwebp, FreeType and HarfBuzz behind them).
    .target(name: "CSDL2OnDemand", dependencies: ["CLazyLibrary"]),
    // fontconfig, for the first font asked for.
    .target(name: "CFontconfig", dependencies: ["CLazyLibrary"]),

    // Codec libraries, each imported by exactly one file of PictureCodecs.
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // libdeflate, linked: the image data of the common PNGs in one call, for the first picture.
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    .systemLibrary(
      name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
    // libheif, libjxl, Little CMS, giflib and libwebp are opened on the first file that needs
    // them: libheif and libjxl alone cost about 9 ms of every start (docs/architecture.md).
    // Their headers come from libheif-dev, libjxl-dev, liblcms2-dev, libgif-dev, libwebp-dev.
    .target(name: "CHeif", dependencies: ["CLazyLibrary"]),
    .target(name: "CJXL", dependencies: ["CLazyLibrary"]),
    .target(name: "CLCMS2", dependencies: ["CLazyLibrary"]),
    .target(name: "CGIF", dependencies: ["CLazyLibrary"]),
    .target(name: "CWebP", dependencies: ["CLazyLibrary"]),
    // FFmpeg (libavformat, libavcodec, libswscale, libavutil): video clips, in the video worker
    // alone; its C files hold the decode session, so Swift sees only `carousel_clip_*`.
    .target(name: "CFFmpeg", dependencies: ["CLazyLibrary"]),
    // Linux calls Swift's Glibc module hides (memfd_create, prctl, SCM_RIGHTS, mallopt), for the
    // decoder workers and the allocator; imported by PictureDecoding/Isolation/, SystemKit and
    // WallFeeds' calendar worker alone.
    .systemLibrary(name: "CLinux"),
    // glibc's message catalogues (gettext, libintl.h) and locale categories, which the Glibc
    // module does not show; imported by Localization's MessageCatalog and Localized alone.
    .systemLibrary(name: "CGettext"),
    // libxcb: the X screen's size before SDL starts; imported by X11Probe alone.
    .systemLibrary(name: "CXCB", pkgConfig: "xcb", providers: [.apt(["libxcb1-dev"])]),
    // libmosquitto: the MQTT surface's client, opened when the surface starts (it brings
    // OpenSSL); imported by MQTTSurface's Mosquitto alone. Its header: libmosquitto-dev.
    .target(name: "CMosquitto", dependencies: ["CLazyLibrary"]),
    // libsystemd: sd-bus, the MPRIS surface's D-Bus connection, opened when the surface starts;
    // imported by MPRISSurface alone. Its header: libsystemd-dev.
    .target(name: "CSystemd", dependencies: ["CLazyLibrary"]),
    // libXext's DPMS on an Xlib connection of Carousel's own: the monitor off at night;
    // imported by X11Probe's XlibDPMS alone.
    .systemLibrary(
      name: "CXext", pkgConfig: "xext x11", providers: [.apt(["libxext-dev", "libx11-dev"])]),
    // libmicrohttpd, opened when the HTTP server starts, not linked: with GnuTLS it costs about
    // 2 ms of every start (docs/architecture.md). Its header comes from libmicrohttpd-dev.
    .target(name: "CMicroHTTPD", dependencies: ["CLazyLibrary"]),
    // libcurl, opened on the first request (a photo source's, a calendar's, the weather's; it
    // brings OpenSSL, nghttp2, libssh2 and more); its C file makes the whole transfer, so Swift
    // sees only `carousel_curl_*`. Its header comes from libcurl4-openssl-dev.
    .target(name: "CCurl", dependencies: ["CLazyLibrary"]),
    // libical, opened by the calendar worker process alone (`carousel --calendar-worker`): a
    // feed's bytes are untrusted; its C file parses and expands, so Swift sees only
    // `carousel_ical_*`. Its header comes from libical-dev.
    .target(name: "CICal", dependencies: ["CLazyLibrary"]),
    .systemLibrary(
      name: "CWaylandClient",
      pkgConfig: "wayland-client",
      providers: [.apt(["libwayland-dev"])]
    ),
    // The wlr-output-power-management protocol's client glue, written by hand (Debian ships no
    // wlr-protocols XML): a wlroots compositor's outputs off at night; used by WaylandProbe's
    // WaylandOutputPower alone.
    .target(name: "CWlrOutputPower", dependencies: ["CWaylandClient"]),

    // MARK: - Engine: no SDL, no files, no pixels

    .target(name: "ScrollPhysics"),
    .target(name: "InfinitePager", dependencies: ["ScrollPhysics"]),

    // MARK: - Below everything that draws or decodes: plain values and Linux helpers

    // Sizes and rectangles in pixels, shared by SDLKit, the pictures and the decoder processes.
    .target(name: "Geometry"),
    // The words shown and told to the user in their language: glibc's gettext, wrapped once.
    .target(name: "Localization", dependencies: ["CGettext"]),
    // The process and the system: locks, the allocator, /proc, zlib; no SDL.
    .target(name: "SystemKit", dependencies: ["CZlib", "CLinux"]),

    // MARK: - The command set and its surfaces

    // What every way in from outside says: commands, the status, subscriptions to its changes.
    .target(name: "Control", dependencies: ["SystemKit"]),
    // The control socket (`--control`) and `--send`.
    .target(name: "SocketSurface", dependencies: ["Control", "SystemKit"]),
    // POSIX signals: TERM and INT quit, HUP reloads, USR1 and USR2 page.
    .target(name: "SignalSurface", dependencies: ["Control", "SystemKit"]),
    // The web page and its API (`--http`), on libmicrohttpd.
    .target(
      name: "HTTPSurface", dependencies: ["Control", "SystemKit", "CMicroHTTPD", "Localization"]),
    // A broker (`--mqtt`): state, commands and Home Assistant discovery.
    .target(name: "MQTTSurface", dependencies: ["Control", "SystemKit", "CMosquitto"]),
    // The desktop's media controls: MPRIS on the session bus.
    .target(name: "MPRISSurface", dependencies: ["Control", "SystemKit", "CSystemd"]),

    // HTTP and HTTPS as a client, over libcurl opened on demand (bounded in size and time): the
    // photo sources', the calendar's and the weather's one way to a server.
    .target(name: "HTTPTransfer", dependencies: ["CCurl"]),
    // Pictures from a photo server (`--source`): the WebDAV source, and the mirror the carousel
    // shows as a live folder, refreshed on a thread of its own.
    .target(name: "PhotoSources", dependencies: ["SystemKit", "PictureFiles", "HTTPTransfer"]),
    // What the frame shows on the wall besides pictures: the calendars of `--calendar`, fetched
    // and copied on a thread of their own and read by the calendar worker process (libical),
    // and the weather of `--weather` from Open-Meteo.
    .target(
      name: "WallFeeds",
      dependencies: ["SystemKit", "HTTPTransfer", "CICal", "CLinux", "Localization"]),

    // MARK: - Building blocks of the app

    // Pixel code without SDL: the bilinear stretch SDLKit draws pictures with on the software
    // renderer (SSE2 on x86_64, portable C elsewhere); imported by SDLKit alone.
    .target(name: "CPixelKernels"),
    .target(
      name: "SDLKit",
      dependencies: ["CSDL2", "CSDL2OnDemand", "CXInput2", "CPixelKernels", "Geometry"]),
    // Fonts by name through fontconfig, as Linux programs find them.
    .target(name: "SystemFonts", dependencies: ["CFontconfig"]),
    .target(
      name: "PictureCodecs",
      dependencies: [
        "CPNG", "CDeflate", "CJPEG", "CHeif", "CJXL", "CLCMS2", "CGIF", "CWebP", "CFFmpeg",
      ]),
    // Picture files and what they say of themselves, without SDL and without a codec: the
    // catalog, folder watching and order, the index, the selection, metadata, the container
    // walkers, the Trash, text slides.
    .target(name: "PictureFiles", dependencies: ["Geometry", "SystemKit", "Localization"]),
    // Pixels from files, without SDL: the codecs' glue, the decoder processes, the decode queue,
    // thumbnails. SDL_image's codec is handed in (FallbackCodec) by the process.
    .target(
      name: "PictureDecoding",
      dependencies: ["Geometry", "SystemKit", "PictureFiles", "PictureCodecs", "CLinux"]),
    // What is drawn: textures, thumbnails and backdrops in the store, and SDL_image's codec.
    .target(
      name: "PictureKit",
      dependencies: ["Geometry", "SystemKit", "SDLKit", "PictureFiles", "PictureDecoding"]),
    .target(
      name: "Gestures", dependencies: ["SDLKit", "ScrollPhysics", "InfinitePager"]),
    .target(
      name: "ReplayFormat", dependencies: ["Control", "Geometry", "SystemKit", "SDLKit"]),
    // The Wayland compositor without SDL: does it offer a seat (asked before SDL starts)? And
    // its outputs' power (wlr output power management).
    .target(name: "WaylandProbe", dependencies: ["CWaylandClient", "CWlrOutputPower"]),
    // The X server without SDL: how large the screen is (before SDL starts), and its
    // monitor's power (DPMS).
    .target(name: "X11Probe", dependencies: ["CXCB", "CXext"]),

    // MARK: - The app and its executables

    .target(
      name: "CarouselViewer",
      dependencies: [
        "Control", "SocketSurface", "SignalSurface", "HTTPSurface", "MQTTSurface", "MPRISSurface",
        "Geometry", "SystemKit", "SDLKit", "ScrollPhysics", "InfinitePager", "PictureFiles",
        "PictureDecoding", "PictureKit", "Gestures", "ReplayFormat", "SystemFonts", "WaylandProbe",
        "X11Probe", "PhotoSources", "HTTPTransfer", "WallFeeds", "Localization",
      ]
    ),
    .executableTarget(name: "carousel", dependencies: ["CarouselViewer"]),
    .executableTarget(
      name: "carousel-bench",
      dependencies: [
        "CarouselViewer", "Geometry", "PictureFiles", "PictureDecoding", "PictureKit", "SDLKit",
        "SystemKit", "X11Probe",
      ]),
    // libFuzzer targets for the parsers (scripts/fuzz); built normally, a corpus runner.
    .executableTarget(
      name: "carousel-fuzz",
      dependencies: [
        "CarouselViewer", "Control", "HTTPSurface", "MQTTSurface", "PictureCodecs", "PictureFiles",
        "PictureDecoding", "ReplayFormat", "PhotoSources", "WallFeeds",
      ]),
    // The example of embedding the pager that the README shows (built, never installed).
    .executableTarget(
      name: "pager-example", dependencies: ["Geometry", "InfinitePager", "SDLKit"],
      path: "Examples/pager-example"),

    // MARK: - Tests: one target per module, helpers in TestSupport (no SDL) and SDLTestSupport

    .target(
      name: "TestSupport",
      dependencies: ["Geometry", "SystemKit", "PictureFiles", "PictureCodecs", "PictureDecoding"],
      path: "Tests/TestSupport"),
    // What tests that draw with SDL share: the process-wide SDL session, golden frames.
    .target(
      name: "SDLTestSupport",
      dependencies: ["Geometry", "SystemKit", "SDLKit", "TestSupport"],
      path: "Tests/SDLTestSupport"),
    .testTarget(
      name: "SDLKitTests",
      dependencies: [
        "Geometry", "SDLKit", "TestSupport", "SDLTestSupport", "CXInput2", "CPixelKernels", "CSDL2",
      ]),
    .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics", "TestSupport"]),
    .testTarget(name: "SystemKitTests", dependencies: ["SystemKit"]),
    // The catalogue wrapper, and po/: each language complete, its formats checked by msgfmt.
    .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TestSupport"]),
    .testTarget(name: "InfinitePagerTests", dependencies: ["InfinitePager", "ScrollPhysics"]),
    .testTarget(name: "ControlTests", dependencies: ["Control"]),
    .testTarget(name: "WaylandProbeTests", dependencies: ["WaylandProbe", "TestSupport"]),
    .testTarget(name: "X11ProbeTests", dependencies: ["CXCB", "TestSupport", "X11Probe"]),
    .testTarget(name: "SignalSurfaceTests", dependencies: ["Control", "SignalSurface"]),
    .testTarget(
      name: "SocketSurfaceTests",
      dependencies: ["Control", "SocketSurface", "SystemKit", "TestSupport"]),
    .testTarget(
      name: "HTTPSurfaceTests",
      dependencies: ["Control", "HTTPSurface", "SystemKit", "TestSupport"]),
    .testTarget(
      name: "MQTTSurfaceTests",
      dependencies: ["Control", "MQTTSurface", "SystemKit", "TestSupport"]),
    .testTarget(
      name: "MPRISSurfaceTests", dependencies: ["Control", "MPRISSurface"]),
    // The tests of files and of decoding build and run without SDL (PackageGraphTests checks
    // that no path leads to SDLKit or PictureKit); the PngSuite is kept beside its test.
    .testTarget(
      name: "PictureFilesTests",
      dependencies: ["Geometry", "SystemKit", "PictureFiles", "TestSupport"]),
    .testTarget(
      name: "PictureDecodingTests",
      dependencies: [
        "Geometry", "SystemKit", "PictureCodecs", "PictureFiles", "PictureDecoding", "TestSupport",
      ],
      exclude: ["Fixtures"]),
    // The photo sources against a real WebDAV server (rclone) on 127.0.0.1, without SDL.
    .testTarget(
      name: "PhotoSourcesTests",
      dependencies: ["PhotoSources", "PictureFiles", "HTTPTransfer", "SystemKit", "TestSupport"]),
    // The calendars against files and a local HTTP server, read by the built carousel's worker.
    .testTarget(
      name: "WallFeedsTests",
      dependencies: ["WallFeeds", "HTTPTransfer", "SystemKit", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "PictureKitTests",
      dependencies: [
        "Geometry", "SystemKit", "PictureCodecs", "PictureFiles", "PictureDecoding", "PictureKit",
        "SDLKit", "TestSupport", "SDLTestSupport",
      ]),
    .testTarget(
      name: "GesturesTests",
      dependencies: [
        "Gestures", "InfinitePager", "ScrollPhysics", "SDLKit", "TestSupport", "ReplayFormat",
      ]),
    .testTarget(
      name: "ReplayFormatTests",
      dependencies: ["Geometry", "ReplayFormat", "SDLKit", "TestSupport"]),
    .testTarget(
      name: "CarouselViewerTests",
      dependencies: [
        "CarouselViewer", "Control", "Geometry", "SystemKit", "PictureFiles", "PictureDecoding",
        "PictureKit", "Gestures", "InfinitePager", "ScrollPhysics", "ReplayFormat", "SDLKit",
        "TestSupport", "SDLTestSupport", "HTTPSurface", "HTTPTransfer", "PhotoSources", "WallFeeds",
        "Localization", "SystemFonts",
      ],
      exclude: ["Golden", "Replays"]
    ),
    // The package itself: the module graph the docs draw, and the imports every target declares.
    .testTarget(name: "PackageGraphTests", dependencies: ["TestSupport"]),
  ]
)
