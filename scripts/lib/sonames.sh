# Where the dynamic loader finds a library by its soname; sourced by scripts/package.
#
# library_path SONAME prints the file the loader's cache (`ldconfig -p`) gives for SONAME, the
# first if several, or nothing. The cache is read whole before it is searched: the pipe
# `ldconfig -p | awk '... exit'` was cut by awk's early exit, and once the cache was longer than
# a pipe holds (a desktop with a few media packages) ldconfig died of SIGPIPE, which
# `set -o pipefail` turned into exit 141 with no message.
library_path() {
  local cache
  cache=$(ldconfig -p) || return 1
  awk -v name="$1" '$1 == name && !found { print $NF; found = 1 }' <<<"$cache"
}
