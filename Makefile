# Detent — set-up and everyday commands.
#   make test     install what is missing, build, run every test, check what the docs show
#   make sandbox  install what is missing, build, open the interactive sandbox
#   make build    install what is missing, build (debug)
#   make fuzz     build the libFuzzer targets (Fuzz/) and run each for FUZZ_SECONDS (60)
#   make sanitize the Swift tests under ASan, the C suite under ASan + UBSan, 8 threads under TSan
#   make lib      the C library: .build/lib/libdetent.so* (see include/detent.h)
#   make web      the browser modules: Web/dist/{detent.wasm, detent-replay.wasm, detent.js, detent.d.ts} (docs/web.md)
#   make web-demo build it and serve Web/ on http://localhost:8000/demo/
#   make web-bench the module's cost per frame against native and JavaScript, and its peers
#   make install PREFIX=DIR   installs DIR/bin/detent, DIR/bin/sandbox, DIR/lib/libdetent.so*,
#                 DIR/include/detent.h, DIR/lib/pkgconfig/detent.pc and the Python module
#                 DIR/lib/python3.X/site-packages/detent.py (PREFIX defaults to /usr/local)

APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core xvfb xauth pkg-config
FONT := /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf
SWIFT ?= swift
SWIFTC ?= swiftc
PREFIX ?= /usr/local
# The build configuration the C library is linked from (make test uses the debug one it has).
LIB_CONFIG ?= release
# The version is the header's (DETENT_VERSION); the soname changes with its major number.
LIB_VERSION := $(shell sed -n 's/^\#define DETENT_VERSION "\(.*\)"/\1/p' include/detent.h)
LIB_SONAME := libdetent.so.$(firstword $(subst ., ,$(LIB_VERSION)))
LIB_OUT := .build/lib

.PHONY: all deps build release test sandbox bench docs clean lib link-lib install install-files install-tools fuzz fuzz-build sanitize embedded \
	web web-deps web-demo web-test web-bench

all: build

# Installs the Debian packages when any of them is absent; quiet when all are there.
deps:
	@missing=0; \
	pkg-config --exists sdl2 SDL2_ttf SDL2_image 2>/dev/null || missing=1; \
	command -v xvfb-run >/dev/null 2>&1 || missing=1; \
	command -v xauth >/dev/null 2>&1 || missing=1; \
	[ -f $(FONT) ] || missing=1; \
	if [ $$missing = 1 ]; then \
	  if [ "$$(id -u)" != 0 ]; then \
	    echo "Detent needs: $(APT_PACKAGES)"; \
	    echo "Run: sudo apt-get install -y --no-install-recommends $(APT_PACKAGES)"; \
	    exit 1; \
	  fi; \
	  echo "Installing $(APT_PACKAGES) ..."; \
	  export DEBIAN_FRONTEND=noninteractive; \
	  apt-get update -qq >/dev/null && \
	  apt-get install -y -qq --no-install-recommends $(APT_PACKAGES) >/dev/null || exit 1; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# The core compiled as Embedded Swift (no existentials, no dynamic casts, math from
# Sources/Detent/Math/Math.swift, the C library's functions declared there) for a browser's
# wasm32 and a Cortex-M's armv7em: an object file each, in .build/embedded/TARGET/Detent.o.
EMBEDDED_TARGETS := wasm32-unknown-none-wasm armv7em-none-none-eabi
EMBEDDED_FLAGS := -enable-experimental-feature Embedded -enable-experimental-feature Extern -wmo -Osize \
	-parse-as-library -package-name detent -module-name Detent -Xfrontend -disable-stack-protector
embedded:
	@for t in $(EMBEDDED_TARGETS); do \
	  mkdir -p .build/embedded/$$t; \
	  $(SWIFTC) -target $$t $(EMBEDDED_FLAGS) -emit-module-path .build/embedded/$$t/Detent.swiftmodule \
	    -c $$(find Sources/Detent -name '*.swift' | sort) -o .build/embedded/$$t/Detent.o || exit 1; \
	  echo "embedded: .build/embedded/$$t/Detent.o ($$(wc -c < .build/embedded/$$t/Detent.o) bytes)"; \
	done

# Every test is a swift-testing test: --disable-xctest drops XCTest's "Executed 0 tests" lines.
PUBLIC_SYMBOLS := 485
test: deps
	@python3 scripts/readme-examples.py
	@$(MAKE) --no-print-directory embedded
	$(SWIFT) build --build-tests
	@# The public API's size (issue 31): Detent's and DetentPicker's public symbols, at most
	@# PUBLIC_SYMBOLS (972 when the issue was filed); a new one must be API, or package.
	@$(SWIFT) package dump-symbol-graph --minimum-access-level public --skip-synthesized-members > /dev/null
	@python3 scripts/public-symbols.py --max $(PUBLIC_SYMBOLS)
	@# --no-parallel: SDL's video and event state is process-global; suites that open windows
	@# and renderers must not run at the same time (a parallel run could lose a pushed event).
	$(SWIFT) test --skip-build --disable-xctest --no-parallel
	@# The browser module (docs/web.md shows it at work).
	$(MAKE) --no-print-directory web
	@# Every command README.md and docs/ show with its output, run and compared (seconds).
	python3 scripts/check-docs.py
	@# The C library from the debug build just made, installed where the examples find it.
	$(MAKE) --no-print-directory link-lib install-files install-tools LIB_CONFIG=debug LIB_OUT=.build/lib-debug PREFIX=$(CURDIR)/.build/test-prefix
	Examples/check.sh $(CURDIR)/.build/test-prefix
	@# The instruction budgets of the hot paths (issue 31): a path 5 % over its budget fails.
	$(MAKE) --no-print-directory bench-instructions BUDGETS=instruction-budgets.json
	@# The release build `make sandbox` and `make install` make: Swift's optimizer has crashed
	@# on code the debug build compiled (TracePlot.plottedColumn, Swift 6.3.1).
	$(SWIFT) build -c release
	@# The browser module: types, struct layouts, every trace's replay against detent's, headless Chromium.
	$(MAKE) --no-print-directory web-test DETENT=.build/debug/detent

# libdetent.so links the Swift runtime in statically (-static-stdlib) and exports only the
# detent_* functions (detent.map), so a C program or Python needs no Swift toolchain to run it.
lib: deps
	$(SWIFT) build -c $(LIB_CONFIG) --product DetentC
	@$(MAKE) --no-print-directory link-lib

# Links $(LIB_OUT)/libdetent.so* from the objects of the last build (`make lib` builds them)
# in $(LIB_BUILD), with $(LIB_LINK_FLAGS) (make sanitize links its instrumented objects so).
LIB_BUILD ?= .build
LIB_LINK_FLAGS ?=
link-lib:
	@mkdir -p $(LIB_OUT)
	$(SWIFTC) -emit-library -static-stdlib $(LIB_LINK_FLAGS) -module-name DetentC -o $(LIB_OUT)/libdetent.so.$(LIB_VERSION) \
	  @$(LIB_BUILD)/$(LIB_CONFIG)/DetentC.product/Objects.LinkFileList \
	  -Xlinker -soname=$(LIB_SONAME) -Xlinker --version-script=Sources/libdetent/detent.map
	ln -sf libdetent.so.$(LIB_VERSION) $(LIB_OUT)/$(LIB_SONAME)
	ln -sf $(LIB_SONAME) $(LIB_OUT)/libdetent.so

# Where the Python module goes: PREFIX's site-packages (~/.local's is on Python's path).
PYTHON_DIR = $(shell python3 -c 'import sys, sysconfig; print(sysconfig.get_path("purelib", "posix_prefix", vars={"base": sys.argv[1]}))' $(abspath $(PREFIX)))

install: lib
	$(SWIFT) build -c $(LIB_CONFIG) --product detent
	$(SWIFT) build -c $(LIB_CONFIG) --product sandbox
	@$(MAKE) --no-print-directory install-files install-tools
	@echo "Installed in $(abspath $(PREFIX)): bin/detent, bin/sandbox, lib/$(LIB_SONAME), include/detent.h, lib/pkgconfig/detent.pc, $(PYTHON_DIR)/detent.py"

# The tools and the Python module (which knows where the library went).
install-tools:
	install -d $(PREFIX)/bin $(PYTHON_DIR)
	install -m 755 $(LIB_BUILD)/$(LIB_CONFIG)/detent $(LIB_BUILD)/$(LIB_CONFIG)/sandbox $(PREFIX)/bin/
	sed -e 's|^INSTALLED_LIBRARY = None$$|INSTALLED_LIBRARY = "$(abspath $(PREFIX))/lib/$(LIB_SONAME)"|' \
	  Examples/python/detent.py > $(PYTHON_DIR)/detent.py

install-files:
	install -d $(PREFIX)/lib/pkgconfig $(PREFIX)/include
	install -m 755 $(LIB_OUT)/libdetent.so.$(LIB_VERSION) $(PREFIX)/lib/
	ln -sf libdetent.so.$(LIB_VERSION) $(PREFIX)/lib/$(LIB_SONAME)
	ln -sf $(LIB_SONAME) $(PREFIX)/lib/libdetent.so
	install -m 644 include/detent.h $(PREFIX)/include/
	sed -e 's|@PREFIX@|$(abspath $(PREFIX))|' -e 's|@VERSION@|$(LIB_VERSION)|' \
	  Sources/libdetent/detent.pc.in > $(PREFIX)/lib/pkgconfig/detent.pc

# Without a display the sandbox says so (exit status 69) and points to `detent replay`,
# which is built here too so that the command it names works.
# The first release build takes a minute or two on 2 cores: it says so before it starts.
sandbox: deps
	@[ -x .build/release/sandbox ] || echo "make sandbox: building the sandbox in release mode (the first build takes a minute or two; later ones, seconds) ..."
	$(SWIFT) build -c release --product sandbox
	$(SWIFT) build -c release --product detent
	@.build/release/sandbox $(ARGS) || [ $$? -eq 69 ]

# libFuzzer targets (Fuzz/Package.swift): the trace reader, the engine under random
# gestures decoded from the bytes with every invariant checked, and libdetent's C interface
# under random sequences of calls (a refused call must change nothing). Each runs FUZZ_SECONDS from
# its seed corpus (Fuzz/Corpus/TARGET, committed; the trace reader also starts from Traces/
# and the malformed-trace corpus), in fork mode so that a crash is saved
# (Fuzz/Crashes/) and the run goes on; the new inputs it finds go to .build-fuzz/corpus.
# Fuzz/verdict.sh fails the run on a saved crash, leak, out-of-memory or timeout; a saved
# slow unit is reported, not counted as a crash.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := FuzzTraceReader FuzzEngine FuzzCInterface
FUZZ_BUILD := $(SWIFT) build --package-path Fuzz --scratch-path .build-fuzz -c release \
	-Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld

# SwiftPM can stop once on a source file removed since the last build; the second run builds.
fuzz-build:
	@mkdir -p .build-fuzz; \
	$(FUZZ_BUILD) > .build-fuzz/build.log 2>&1 || $(FUZZ_BUILD) > .build-fuzz/build.log 2>&1 || \
	  { grep -v 'prohibited flag' .build-fuzz/build.log; exit 1; }; \
	tail -1 .build-fuzz/build.log

fuzz: fuzz-build
	@mkdir -p Fuzz/Crashes; status=0; \
	for t in $(FUZZ_TARGETS); do \
	  mkdir -p .build-fuzz/corpus/$$t; \
	  echo "== $$t for $(FUZZ_SECONDS) s"; \
	  seeds="Fuzz/Corpus/$$t"; [ -d Fuzz/Regressions/$$t ] && seeds="$$seeds Fuzz/Regressions/$$t"; \
	  [ $$t = FuzzTraceReader ] && seeds="$$seeds Traces Tests/DetentTraceTests/Malformed"; \
	  SWIFT_BACKTRACE=enable=no .build-fuzz/release/$$t .build-fuzz/corpus/$$t $$seeds \
	    -max_total_time=$(FUZZ_SECONDS) -fork=1 -ignore_crashes=1 -print_final_stats=1 \
	    -artifact_prefix=Fuzz/Crashes/$$t- > .build-fuzz/$$t.log 2>&1; \
	  grep -E "^#[0-9]+:" .build-fuzz/$$t.log | tail -1 | sed 's/^#\([0-9]*\):/\1 executions:/'; \
	  Fuzz/verdict.sh $$t Fuzz/Crashes || status=1; \
	done; exit $$status

# The Swift tests under AddressSanitizer (swiftc has no UndefinedBehaviorSanitizer on Linux:
# Swift checks overflow, bounds and exclusivity itself in a debug build), libdetent's C suite
# (Tests/C/suite.c, as C99 and C++17) under AddressSanitizer and UndefinedBehaviorSanitizer,
# then engines and pickers on 8 threads (Tests/C/threads.c) under ThreadSanitizer, each against
# a libdetent linked from objects built with that sanitizer (in .build-asan and .build-tsan:
# a first run builds everything twice, some minutes). Leaks are checked in the C programs; the
# Swift test run leaves them out (SDL and fontconfig keep allocations until exit). TSan's one
# suppression (Tests/C/tsan.supp) is Swift's lazy global initialisation, which it cannot see.
SANITIZE_CC ?= clang
# The Swift toolchain's runtime libraries (libdispatch for TSan).
SWIFT_RUNTIME := $(abspath $(dir $(shell readlink -f "$$(command -v $(SWIFT))"))../lib/swift/linux)
SANITIZE_CXX ?= clang++
ASAN_BUILD := $(SWIFT) build --scratch-path .build-asan --sanitize=address
TSAN_BUILD := $(SWIFT) build --scratch-path .build-tsan --sanitize=thread
sanitize: deps
	$(ASAN_BUILD) --build-tests
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --scratch-path .build-asan --sanitize=address --disable-xctest --no-parallel
	$(ASAN_BUILD) --product DetentC
	@$(MAKE) --no-print-directory link-lib install-files LIB_CONFIG=debug LIB_BUILD=.build-asan LIB_OUT=.build-asan/lib \
	  LIB_LINK_FLAGS="-sanitize=address -use-ld=lld" PREFIX=$(CURDIR)/.build-asan/prefix > .build-asan/link.log 2>&1 || \
	  { cat .build-asan/link.log; exit 1; }
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 CC=$(SANITIZE_CC) CXX=$(SANITIZE_CXX) \
	  CFLAGS="-g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer" LDFLAGS=-fuse-ld=lld \
	  Tests/C/run.sh $(CURDIR)/.build-asan/prefix .build-asan/c
	$(TSAN_BUILD) --product DetentC
	@$(MAKE) --no-print-directory link-lib install-files LIB_CONFIG=debug LIB_BUILD=.build-tsan LIB_OUT=.build-tsan/lib \
	  LIB_LINK_FLAGS="-sanitize=thread -use-ld=lld" PREFIX=$(CURDIR)/.build-tsan/prefix > .build-tsan/link.log 2>&1 || \
	  { cat .build-tsan/link.log; exit 1; }
	@# The toolchain's TSan runtime intercepts libdispatch: the program links the toolchain's.
	$(SANITIZE_CC) -std=c99 -g -fsanitize=thread -fuse-ld=lld -Wall -Wextra -Werror -o .build-tsan/threads Tests/C/threads.c \
	  $$(PKG_CONFIG_PATH=$(CURDIR)/.build-tsan/prefix/lib/pkgconfig pkg-config --cflags --libs detent) -lpthread \
	  -L$(SWIFT_RUNTIME) -Wl,-rpath,$(SWIFT_RUNTIME) -ldispatch -lBlocksRuntime
	TSAN_OPTIONS="halt_on_error=1 suppressions=$(CURDIR)/Tests/C/tsan.supp" .build-tsan/threads 8

bench:
	cd Benchmarks && ./report.sh

# Instructions per hot path (callgrind on Benchmarks/Tools/DetentProfile, a release build of
# the benchmark package's profiling tool): printed as JSON; `make test` holds them to
# Benchmarks/instruction-budgets.json (a path more than 5 % over its budget fails).
# Deterministic for one toolchain: counts, not timings.
bench-instructions: deps
	@command -v valgrind >/dev/null 2>&1 || { export DEBIAN_FRONTEND=noninteractive; apt-get install -y -qq --no-install-recommends valgrind >/dev/null; }
	@cd Benchmarks && $(SWIFT) build -c release --product DetentProfile 2>&1 | tail -1
	@# The C interface's frame: libdetent in release, and Web/bench/native.c (its loop in frames.c) linked with it.
	@$(MAKE) --no-print-directory lib > /dev/null
	@$(MAKE) --no-print-directory install-files PREFIX=$(CURDIR)/.build/bench-instructions > /dev/null
	@cc -O2 -o .build/bench-instructions/native Web/bench/native.c Web/bench/frames.c -I.build/bench-instructions/include \
	  -L.build/bench-instructions/lib -Wl,-rpath,$(CURDIR)/.build/bench-instructions/lib -ldetent
	@cd Benchmarks && ./instructions.py --native $(CURDIR)/.build/bench-instructions/native $(if $(BUDGETS),--check $(BUDGETS))

# Detent beside Qt's QScroller, Qt Quick's ListView and Kivy on the same gestures: installs
# Qt 5 and Kivy when missing (never part of `make test`); docs/performance.md explains the table.
.PHONY: bench-peers bench-instructions
bench-peers: deps
	SWIFT=$(SWIFT) Benchmarks/peers/bench-peers.sh $(ARGS)

# A broken symbol link in a doc comment fails it (CI runs it after make test).
docs: deps
	$(SWIFT) package --scratch-path .build-docs generate-documentation --target Detent --target DetentPicker \
	  --warnings-as-errors

clean:
	rm -rf .build

# ---- The browser (docs/web.md) ------------------------------------------------------------------
# Debian's packages for the WebAssembly build and its tests, and Playwright for Python (pip), each
# installed when missing. Playwright drives Debian's Chromium: nothing downloads a browser.
WEB_APT := wasi-libc libclang-rt-16-dev-wasm32 binaryen brotli nodejs node-typescript node-iscroll chromium-headless-shell
web-deps:
	@missing=0; \
	[ -f /usr/lib/wasm32-wasi/libc.a ] || missing=1; \
	ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a >/dev/null 2>&1 || missing=1; \
	for c in wasm-opt brotli node tsc; do command -v $$c >/dev/null 2>&1 || missing=1; done; \
	[ -d /usr/share/nodejs/iscroll ] || missing=1; \
	command -v chromium-headless-shell >/dev/null 2>&1 || command -v chromium >/dev/null 2>&1 || missing=1; \
	if [ $$missing = 1 ]; then \
	  if [ "$$(id -u)" != 0 ]; then echo "make web needs: $(WEB_APT)"; echo "Run: sudo apt-get install -y --no-install-recommends $(WEB_APT)"; exit 1; fi; \
	  echo "Installing $(WEB_APT) ..."; \
	  export DEBIAN_FRONTEND=noninteractive; \
	  apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends $(WEB_APT) >/dev/null || exit 1; \
	fi; \
	python3 -c "import playwright.sync_api" 2>/dev/null || { echo "Installing Playwright for Python (pip) ..."; \
	  python3 -m pip install -q playwright 2>/dev/null || python3 -m pip install -q --break-system-packages playwright; }

web: web-deps
	SWIFTC=$(SWIFTC) Web/build.sh

# Serves Web/ (the module and the pages) with Python's http.server; Ctrl-C stops it.
WEB_PORT ?= 8000
web-demo: web
	@echo "Detent's pages: http://localhost:$(WEB_PORT)/demo/ (the peers: http://localhost:$(WEB_PORT)/demo/peers.html)"
	python3 Web/serve.py --port $(WEB_PORT)

# tsc on the declarations, the struct offsets detent.js uses against detent.h (wasm32 and native),
# every trace x profile through replayTrace() against `$(DETENT) replay --summary`, then the
# pages in headless Chromium (Web/test/browser.py); Web/test/api.mjs checks detent.js in node first,
# Web/test/attach.mjs what attach() makes of wheel notches and a late pointer release,
# Web/test/fuzz.mjs the module's exports under random calls (no trap where Int is 32 bits),
# Web/test/alloc.mjs the modules' allocator (Web/C/alloc.c) under random requests.
DETENT ?= .build/debug/detent
web-test: web
	tsc --noEmit -p Web
	$(dir $(shell readlink -f "$$(command -v $(SWIFTC))"))clang --target=wasm32-unknown-unknown -fsyntax-only -std=c11 -I include Web/test/layout.c
	$(dir $(shell readlink -f "$$(command -v $(SWIFTC))"))clang -fsyntax-only -std=c11 -I include Web/test/layout.c
	node Web/test/api.mjs
	node Web/test/attach.mjs
	node Web/test/fuzz.mjs
	node Web/test/alloc.mjs
	node Web/test/replay.mjs $(DETENT)
	python3 Web/test/browser.py --detent $(DETENT)

# ns per 120 Hz frame natively, in detent.wasm and in the JavaScript inertia port (one run), then
# the peers page's flings in Chromium (real time: about a minute). Not part of make test.
web-bench: web lib
	Web/bench/bench.sh
	python3 Web/test/peers.py
