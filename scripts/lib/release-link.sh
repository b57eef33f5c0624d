# How a release binary is linked; sourced by scripts/package, scripts/install and scripts/bench.
# By the toolchain's own lld, with the relative relocations packed (DT_RELR, which glibc reads
# from 2.36, Debian 12's): the table the dynamic loader reads at each start shrinks from 1.0 MB
# (42,914 entries of 24 bytes) to 9 KB, the binary by 1 MB, and the app's resident memory at rest
# by 1.0 to 1.5 MB (README, "Memory"). gold, the default linker, cannot pack them.
release_link=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
