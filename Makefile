# Detent — set-up and everyday commands.
#   make test     install what is missing, build, run every test, check what the docs show
#   make sandbox  install what is missing, build, open the interactive sandbox
#   make build    install what is missing, build (debug)
#   make fuzz     build the libFuzzer targets (Fuzz/) and run each for FUZZ_SECONDS (60)
#   make lib      the C library: .build/lib/libdetent.so* (see include/detent.h)
#   make install PREFIX=DIR   installs DIR/lib/libdetent.so*, DIR/include/detent.h, DIR/lib/pkgconfig/detent.pc

APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core xvfb xauth pkg-config
FONT := /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf
SWIFT ?= swift
SWIFTC ?= swiftc
PREFIX ?= /usr/local
# The build configuration the C library is linked from (make test uses the debug one it has).
LIB_CONFIG ?= release
LIB_VERSION := 0.1.0
LIB_OUT := .build/lib

.PHONY: all deps build release test sandbox bench docs clean lib link-lib install install-files fuzz fuzz-build

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

# Every test is a swift-testing test: --disable-xctest drops XCTest's "Executed 0 tests" lines.
test: deps
	@python3 scripts/readme-examples.py
	$(SWIFT) build --build-tests
	@# --no-parallel: SDL's video and event state is process-global; suites that open windows
	@# and renderers must not run at the same time (a parallel run could lose a pushed event).
	$(SWIFT) test --skip-build --disable-xctest --no-parallel
	@# Every command README.md and docs/ show with its output, run and compared (seconds).
	python3 scripts/check-docs.py
	@# The C library from the debug build just made, installed where the examples find it.
	$(MAKE) --no-print-directory link-lib install-files LIB_CONFIG=debug LIB_OUT=.build/lib-debug PREFIX=$(CURDIR)/.build/test-prefix
	Examples/check.sh $(CURDIR)/.build/test-prefix

# libdetent.so links the Swift runtime in statically (-static-stdlib) and exports only the
# detent_* functions (detent.map), so a C program or Python needs no Swift toolchain to run it.
lib: deps
	$(SWIFT) build -c $(LIB_CONFIG) --product DetentC
	@$(MAKE) --no-print-directory link-lib

# Links $(LIB_OUT)/libdetent.so* from the objects of the last build (`make lib` builds them).
link-lib:
	@mkdir -p $(LIB_OUT)
	$(SWIFTC) -emit-library -static-stdlib -module-name DetentC -o $(LIB_OUT)/libdetent.so.$(LIB_VERSION) \
	  @.build/$(LIB_CONFIG)/DetentC.product/Objects.LinkFileList \
	  -Xlinker -soname=libdetent.so.0 -Xlinker --version-script=Sources/libdetent/detent.map
	ln -sf libdetent.so.$(LIB_VERSION) $(LIB_OUT)/libdetent.so.0
	ln -sf libdetent.so.0 $(LIB_OUT)/libdetent.so

install: lib
	@$(MAKE) --no-print-directory install-files

install-files:
	install -d $(PREFIX)/lib/pkgconfig $(PREFIX)/include
	install -m 755 $(LIB_OUT)/libdetent.so.$(LIB_VERSION) $(PREFIX)/lib/
	ln -sf libdetent.so.$(LIB_VERSION) $(PREFIX)/lib/libdetent.so.0
	ln -sf libdetent.so.0 $(PREFIX)/lib/libdetent.so
	install -m 644 include/detent.h $(PREFIX)/include/
	sed -e 's|@PREFIX@|$(abspath $(PREFIX))|' -e 's|@VERSION@|$(LIB_VERSION)|' \
	  Sources/libdetent/detent.pc.in > $(PREFIX)/lib/pkgconfig/detent.pc

# Without a display the sandbox says so (exit status 69) and points to `detent replay`.
# The first release build takes a minute or two on 2 cores: it says so before it starts.
sandbox: deps
	@[ -x .build/release/sandbox ] || echo "make sandbox: building the sandbox in release mode (the first build takes a minute or two; later ones, seconds) ..."
	$(SWIFT) build -c release --product sandbox
	@.build/release/sandbox $(ARGS) || [ $$? -eq 69 ]

# libFuzzer targets (Fuzz/Package.swift): the trace reader, and the engine under random
# gestures decoded from the bytes with every invariant checked. Each runs FUZZ_SECONDS from
# its seed corpus (Fuzz/Corpus/TARGET, committed; the trace reader also starts from Traces/
# and the malformed-trace corpus), in fork mode so that a crash is saved
# (Fuzz/Crashes/) and the run goes on; the new inputs it finds go to .build-fuzz/corpus.
# Fuzz/verdict.sh fails the run on a saved crash, leak, out-of-memory or timeout; a saved
# slow unit is reported, not counted as a crash.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := FuzzTraceReader FuzzEngine
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

bench:
	cd Benchmarks && ./report.sh

# Detent beside Qt's QScroller, Qt Quick's ListView and Kivy on the same gestures: installs
# Qt 5 and Kivy when missing (never part of `make test`); docs/performance.md explains the table.
.PHONY: bench-peers
bench-peers: deps
	SWIFT=$(SWIFT) Benchmarks/peers/bench-peers.sh $(ARGS)

# A broken symbol link in a doc comment fails it (CI runs it after make test).
docs: deps
	$(SWIFT) package --scratch-path .build-docs generate-documentation --target Detent --target DetentPicker \
	  --warnings-as-errors

clean:
	rm -rf .build
