// MARK: - The remote surfaces' cost: the first picture and idle CPU with every surface on

extension Benchmark {
  /// Starts with every surface on alternate with plain starts, so that both medians come from
  /// the same minutes of a shared machine; then the app at rest with the surfaces on.
  static func measureSurfaces(
    _ pictures: BenchPictures, runs: BenchProcessRuns, settings: BenchSettings,
    into report: inout BenchReport
  ) throws {
    progress("first picture and rest with every surface on")
    let surfaces = try BenchSurfaces()
    var plain: [Double] = []
    var with: [Double] = []
    _ = try runs.firstPicture(pictures.onePNG)  // warms the file cache
    for _ in 0..<settings.runs {
      plain.append(try runs.firstPicture(pictures.onePNG).seconds)
      with.append(
        try runs.firstPicture(
          pictures.onePNG, arguments: surfaces.arguments, environment: surfaces.environment
        ).seconds)
    }
    report.set("first_picture_surfaces_ms", BenchRuns.median(with) * 1000)
    report.note("first picture, surfaces on, all runs", milliseconds(with))
    report.note("  plain starts between them (median)", milliseconds([BenchRuns.median(plain)]))
    let rest = try runs.atRest(
      pictures.onePNG, settle: 5, idle: 10, arguments: surfaces.arguments,
      environment: surfaces.environment, check: surfaces.checkServed)
    report.set("idle_cpu_percent_surfaces", rest.cpuPercent)
    report.note(
      "at rest, surfaces on",
      String(format: "%.1f MB resident", Double(rest.appResident) / 1_048_576))
  }
}
