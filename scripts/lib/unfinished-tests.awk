# Reads `swift test` output and prints the tests that started and never ended, one a line: what
# a run that ran out of time was still doing. Swift Testing's lines: '◇ Test NAME started.',
# '✔ Test NAME passed …', '✘ Test NAME failed …' ('with N test cases' before either).
/◇ Test .* started\.$/ {
  name = $0
  sub(/^.*◇ Test /, "", name)
  sub(/ started\.$/, "", name)
  running[name] = 1
}
/[✔✘] Test / {
  name = $0
  sub(/^.*[✔✘] Test /, "", name)
  sub(/ (with [0-9]+ test cases? )?(passed|failed).*$/, "", name)
  delete running[name]
}
END {
  for (name in running) print "  still running: " name
}
