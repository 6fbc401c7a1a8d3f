# Detent — set-up and everyday commands.
#   make test     install what is missing, build, run every test
#   make sandbox  install what is missing, build, open the interactive sandbox
#   make build    install what is missing, build (debug)

APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core xvfb xauth pkg-config
FONT := /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf
SWIFT ?= swift

.PHONY: all deps build release test sandbox bench docs clean

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

bench:
	cd Benchmarks && ./report.sh

# Detent beside Qt's QScroller, Qt Quick's ListView and Kivy on the same gestures: installs
# Qt 5 and Kivy when missing (never part of `make test`); docs/performance.md explains the table.
.PHONY: bench-peers
bench-peers: deps
	SWIFT=$(SWIFT) Benchmarks/peers/bench-peers.sh $(ARGS)

docs: deps
	$(SWIFT) package --scratch-path .build-docs generate-documentation --target Detent --target DetentPicker

clean:
	rm -rf .build
