# Reads `swift test` output and prints the tests that started and never ended, one a line: what
# a run that ran out of time was still doing. Swift Testing's lines: '◇ Test NAME started.',
# '✔ Test NAME passed …', '✘ Test NAME failed …' ('with N test cases' before either); the
# lines of a parametrised test's cases ('◇ Test case passing …') are not tests of their own, nor
# is the run's.
/◇ Test .* started\.$/ && !/◇ Test (case|run) / {
  name = $0
  sub(/^.*◇ Test /, "", name)
  sub(/ started\.$/, "", name)
  running[name] = 1
}
/[✔✘] Test / {
  name = $0
  sub(/^.*[✔✘] Test /, "", name)
  sub(/ (with [0-9]+ test cases? )?(passed|failed) after [0-9.]+ seconds.*$/, "", name)
  delete running[name]
}
END {
  for (name in running) print "  still running: " name
}
