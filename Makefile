# Detent — set-up and everyday commands.
#   make test     install what is missing, build, run every test
#   make sandbox  install what is missing, build, open the interactive sandbox
#   make build    install what is missing, build (debug)
#   make fuzz     build the libFuzzer targets (Fuzz/) and run each for FUZZ_SECONDS (60)

APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core xvfb xauth pkg-config
FONT := /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf
SWIFT ?= swift

.PHONY: all deps build release test sandbox bench docs clean fuzz fuzz-build

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

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Without a display the sandbox says so (exit status 69) and points to `detent replay`.
sandbox: release
	@.build/release/sandbox $(ARGS) || [ $$? -eq 69 ]

# libFuzzer targets (Fuzz/Package.swift): the trace reader, and the engine under random
# gestures decoded from the bytes with every invariant checked. Each runs FUZZ_SECONDS from
# its seed corpus (Fuzz/Corpus/TARGET, committed; the trace reader also starts from Traces/
# and the malformed-trace corpus), in fork mode so that a crash is saved
# (Fuzz/Crashes/) and the run goes on; the new inputs it finds go to .build-fuzz/corpus.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := FuzzTraceReader FuzzEngine
FUZZ_BUILD := $(SWIFT) build --package-path Fuzz --scratch-path .build-fuzz -c release \
	-Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld

fuzz-build:
	$(FUZZ_BUILD) 2>&1 | grep -v 'prohibited flag' || true
	@test -x .build-fuzz/release/FuzzEngine -a -x .build-fuzz/release/FuzzTraceReader

fuzz: fuzz-build
	@mkdir -p Fuzz/Crashes; status=0; \
	for t in $(FUZZ_TARGETS); do \
	  mkdir -p .build-fuzz/corpus/$$t; \
	  echo "== $$t for $(FUZZ_SECONDS) s"; \
	  seeds="Fuzz/Corpus/$$t"; [ $$t = FuzzTraceReader ] && seeds="$$seeds Traces Tests/DetentTraceTests/Malformed"; \
	  SWIFT_BACKTRACE=enable=no .build-fuzz/release/$$t .build-fuzz/corpus/$$t $$seeds \
	    -max_total_time=$(FUZZ_SECONDS) -fork=1 -ignore_crashes=1 -print_final_stats=1 \
	    -artifact_prefix=Fuzz/Crashes/$$t- > .build-fuzz/$$t.log 2>&1; \
	  grep -E "^INFO: fuzzed for|stat::number_of_executed_units|^#[0-9]+.*(DONE|INITED)|crash-" .build-fuzz/$$t.log | tail -4; \
	  n=$$(ls Fuzz/Crashes/$$t-* 2>/dev/null | wc -l); echo "$$t: $$n saved crash inputs in Fuzz/Crashes"; \
	  [ $$n = 0 ] || status=1; \
	done; exit $$status

bench:
	cd Benchmarks && ./report.sh

docs: deps
	$(SWIFT) package --scratch-path .build-docs generate-documentation --target Detent --target DetentPicker

clean:
	rm -rf .build
