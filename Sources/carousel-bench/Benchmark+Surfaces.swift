// MARK: - The remote surfaces' cost: the first picture and idle CPU with every surface on

extension Benchmark {
  /// Starts with every surface on alternate with plain starts, so that both medians come from
  /// the same minutes of a shared machine; then the app at rest with the surfaces on.
  static func measureSurfaces(
    _ pictures: BenchPictures, runs: BenchProcessRuns, settings: BenchSettings,
    into report: inout BenchReport
  ) throws {
    progress("first picture and rest with every surface on, alternating with plain starts")
    let surfaces = try BenchSurfaces()
    let paired = try runs.pairedFirstPictures(
      pictures.onePNG, runs: settings.runs, options: surfaces.arguments,
      environment: surfaces.environment)
    report.set("first_picture_surfaces_ms", paired.with * 1000)
    report.note(
      "first picture without / with every surface (median difference)",
      String(
        format: "%.1f / %.1f ms (%+.1f ms)", paired.without * 1000, paired.with * 1000,
        paired.difference * 1000))
    let rest = try runs.atRest(
      pictures.onePNG, settle: 5, idle: 10, options: surfaces.arguments,
      environment: surfaces.environment, check: surfaces.checkServed)
    report.set("idle_cpu_percent_surfaces", rest.cpuPercent)
    report.note(
      "at rest, every surface on",
      String(format: "%.1f MB resident", Double(rest.appResident) / 1_048_576))
  }
}
