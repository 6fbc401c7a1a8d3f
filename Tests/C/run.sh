#!/bin/sh
# The C suite against libdetent installed in PREFIX: compiled as C99 and as C++17, each with
# every warning an error, and run. First it checks that the suite calls every function the
# header declares and names every status. Examples/check.sh runs it (so `make test` does);
# `make sanitize` runs it with sanitizer flags in CFLAGS.
#     Tests/C/run.sh PREFIX OUT
set -eu
prefix=$1 out=$2
cd "$(dirname "$0")/../.."
mkdir -p "$out"
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
CC=${CC:-cc} CXX=${CXX:-c++} CFLAGS=${CFLAGS:-} LDFLAGS=${LDFLAGS:-}

# Every function of detent.h is called, every status named (static inline ones included).
missing=0
for name in $(sed -n 's/.*\b\(detent_[a-z_0-9]*\)(.*/\1/p' "$prefix/include/detent.h" | sort -u) \
            $(grep -o 'DETENT_\(OK\|ERROR_[A-Z][A-Z_]*\)' "$prefix/include/detent.h" | sort -u); do
    grep -q "\b$name\b" Tests/C/suite.c || { echo "Tests/C/suite.c never uses $name"; missing=1; }
done
[ "$missing" = 0 ]

flags="-Wall -Wextra -Werror $CFLAGS $(pkg-config --cflags detent)"
libs="$LDFLAGS $(pkg-config --libs detent) -lm -lpthread"
# shellcheck disable=SC2086
$CC -std=c99 $flags -o "$out/suite-c99" Tests/C/suite.c $libs
# shellcheck disable=SC2086
$CXX -std=c++17 -x c++ $flags -c -o "$out/suite-cxx17.o" Tests/C/suite.c
# shellcheck disable=SC2086
$CXX $CFLAGS -o "$out/suite-cxx17" "$out/suite-cxx17.o" $libs
"$out/suite-c99"
"$out/suite-cxx17"
# The header alone, inline functions included, as C89 and C++98 with -pedantic (the suite is C99).
printf '#include <detent.h>\nint main(void) {\n    detent_engine_config e;\n    detent_picker_config p;\n    return detent_engine_config_default(&e) != DETENT_OK || detent_picker_config_default(&p) != DETENT_OK;\n}\n' \
    > "$out/header.c"
# shellcheck disable=SC2086
$CC -std=c89 -pedantic $flags -o "$out/header-c89" "$out/header.c" $libs
# shellcheck disable=SC2086
$CXX -std=c++98 -pedantic -x c++ $flags -c -o "$out/header-cxx98.o" "$out/header.c"
"$out/header-c89"
# Engines and pickers on 8 threads (make sanitize runs it under ThreadSanitizer too).
# shellcheck disable=SC2086
$CC -std=c99 $flags -o "$out/threads" Tests/C/threads.c $libs
"$out/threads" 2
