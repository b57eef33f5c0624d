import Foundation
import Testing

@testable import CarouselViewer

/// How a live start is set up: the renderer chosen per video driver, and the `--timing` lines.
struct StartupTests {
  @Test("X11 and headless runs draw in software; Wayland and KMSDRM accelerated; the user wins")
  func rendererPerDriver() {
    func choice(_ driver: String?, headless: Bool = false, requested: String? = nil)
      -> RendererChoice
    {
      RendererChoice(videoDriver: driver, headless: headless, requested: requested)
    }
    #expect(choice("x11") == .software)
    #expect(choice("wayland") == .accelerated)
    #expect(choice("kmsdrm") == .accelerated)
    #expect(choice("offscreen", headless: true) == .software)
    #expect(choice("x11", requested: "opengl") == .accelerated)
    #expect(choice("wayland", requested: "software") == .software)
    #expect(choice("x11", requested: "") == .software)
    #expect(RendererChoice.defersFullscreen(videoDriver: "x11"))
    #expect(!RendererChoice.defersFullscreen(videoDriver: "wayland"))
  }

  @Test("--timing: one line per stage reached, in time order, offsets from the process start")
  func timelineLines() throws {
    let timeline = StartupTimeline()
    timeline.mark(.sdlInitialised)
    timeline.mark(.windowShown)
    timeline.mark(.sdlInitialised)  // a second mark is ignored
    let lines = timeline.lines
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("    0.0 ms  process start (monotonic clock "))
    let stages = lines.map { $0.split(separator: "  ").last.map(String.init) ?? "" }
    #expect(Array(stages.dropFirst()) == ["main entered", "SDL initialised", "window shown"])
    let offsets = try lines.map { line in
      let field = try #require(line.split(separator: ":").last?.split(separator: " ").first)
      return try #require(Double(field))
    }
    #expect(offsets == offsets.sorted())
    #expect(timeline.hasReached(.windowShown) && !timeline.hasReached(.firstPresent))
  }
}
