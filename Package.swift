// swift-tools-version:6.0
// Carousel: an endless, paged image carousel for the Linux desktop, on SDL2.
// The module graph is drawn in README.md; arrows point down, and only SDLKit imports CSDL2.

import PackageDescription

let package = Package(
  name: "Carousel",
  products: [
    .executable(name: "carousel", targets: ["carousel"]),
    .executable(name: "carousel-bench", targets: ["carousel-bench"]),
  ],
  targets: [
    // MARK: - C libraries from Debian's packages

    .systemLibrary(
      name: "CSDL2",
      pkgConfig: "sdl2 SDL2_image SDL2_ttf",
      providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev", "zlib1g-dev"])]
    ),

    // MARK: - Modules

    .target(name: "SDLKit", dependencies: ["CSDL2"]),
    .target(name: "ScrollPhysics"),
    .target(name: "InfinitePager", dependencies: ["ScrollPhysics"]),
    .target(
      name: "CarouselViewer",
      dependencies: ["SDLKit", "ScrollPhysics", "InfinitePager"]
    ),
    .executableTarget(name: "carousel", dependencies: ["CarouselViewer"]),
    .executableTarget(name: "carousel-bench", dependencies: ["CarouselViewer"]),

    // MARK: - Tests

    .target(name: "TestSupport", dependencies: ["SDLKit"], path: "Tests/TestSupport"),
    .testTarget(name: "SDLKitTests", dependencies: ["SDLKit", "TestSupport"]),
    .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics", "TestSupport"]),
    .testTarget(name: "InfinitePagerTests", dependencies: ["InfinitePager", "ScrollPhysics"]),
    .testTarget(
      name: "CarouselViewerTests",
      dependencies: ["CarouselViewer", "SDLKit", "TestSupport"],
      exclude: ["Golden", "Replays"]
    ),
  ]
)
