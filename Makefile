# Flipbook — `make demo` renders the gallery, `make test` runs the suite.
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=
# Chipmunk2D built by `make deps` from Debian's source package (release, NDEBUG, static; Tools/chipmunk/README.md).
# SwiftPM finds it through pkg-config when it exists; otherwise (plain `swift build`, or if that build failed)
# CChipmunk links Debian's libchipmunk.
CHIPMUNK_DIR := $(CURDIR)/.build/chipmunk
CHIPMUNK_PC_DIR := $(CHIPMUNK_DIR)/lib/pkgconfig
override SWIFT := $$([ -f $(CHIPMUNK_PC_DIR)/chipmunk.pc ] && echo env PKG_CONFIG_PATH=$(CHIPMUNK_PC_DIR)$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))) $(SWIFT)

.PHONY: all deps build test demo gallery bench-export bench dynamics-bench clean crosscheck render-bench fuzz docs

all: build

# Installs what the build needs from Debian, only if something is missing, then builds Chipmunk2D from Debian's
# source package if .build/chipmunk doesn't hold the installed version yet (dpkg-dev unpacks it).
BROWSER_PACKAGE := chromium
DEB_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpixman-1-dev libjpeg62-turbo-dev fonts-dejavu-core libchipmunk-dev dpkg-dev ffmpeg
deps:
	@missing=""; for p in $(DEB_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi
	@# Headless Chromium for the browser cross-check in `make test` (~350 MB, ~20 s without recommends).
	@dpkg -s $(BROWSER_PACKAGE) >/dev/null 2>&1 || { \
	  echo "Installing: $(BROWSER_PACKAGE)"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $(BROWSER_PACKAGE); }
	@sh Tools/chipmunk/build.sh $(CHIPMUNK_DIR)

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

test: deps
	$(SWIFT) test --parallel $(SWIFT_BUILD_FLAGS)

# The gallery: every registered scene as GIF, MP4 and a contact sheet in ./out, paths printed.
FLIPBOOK_RELEASE = $$($(SWIFT) build -c release --show-bin-path)/flipbook
demo: deps
	$(SWIFT) build -c release --product flipbook $(SWIFT_BUILD_FLAGS)
	$(FLIPBOOK_RELEASE) gallery --output out --formats gif,mp4,png

# The same with a debug build (faster to build, slower to render).
gallery: deps
	$(SWIFT) build --product flipbook $(SWIFT_BUILD_FLAGS)
	$$($(SWIFT) build --show-bin-path)/flipbook gallery --output out --formats gif,mp4,png

# MP4 and GIF export of one second at 60 fps at iPhone SE scale (targets 1.5 s and 3 s).
bench-export: deps
	$(SWIFT) build -c release --product flipbook $(SWIFT_BUILD_FLAGS)
	$(FLIPBOOK_RELEASE) bench-export --scene card-flip --seconds 1 --fps 60 --scale 2 --runs 3

# Engine tick for 1,000 and 10,000 animated layers, no raster, one core (target ≤ 2 ms for 10,000); see Benchmarks/README.md.
bench: deps
	$(SWIFT) build -c release --product FlipbookBenchmarks $(SWIFT_BUILD_FLAGS)
	taskset -c 0 $$($(SWIFT) build -c release --show-bin-path)/FlipbookBenchmarks engine-tick

# UIKit Dynamics beside pymunk on the same scene (500 and 2,000 boxes), in one run.
dynamics-bench: deps
	$(SWIFT) build -c release --product DynamicsBenchmark $(SWIFT_BUILD_FLAGS)
	python3 -m venv .build/pymunk-venv && .build/pymunk-venv/bin/pip install -q pymunk
	.build/pymunk-venv/bin/python Benchmarks/dynamics_vs_pymunk.py

clean:
	rm -rf .build out

# CARenderer against headless Chromium, scene by scene (also part of `make test`); pictures in .build/crosscheck/.
crosscheck: deps
	$(SWIFT) test $(SWIFT_BUILD_FLAGS) --filter BrowserCrossCheckTests

# Frame time of a full-screen 3D flip, release build, one core.
render-bench: deps
	$(SWIFT) build -c release --product RenderBenchmark $(SWIFT_BUILD_FLAGS)
	taskset -c 0 .build/release/RenderBenchmark

# Model-based fuzzing: a million operations of random UIKit programs (Tests/FuzzTests), invariants after every
# step; prints "FUZZ seed … programs … operations … failing runs …". FLIPBOOK_FUZZ_SEED=<n> for another run.
FUZZ_OPERATIONS ?= 1000000
fuzz: deps
	$(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS)
	FLIPBOOK_FUZZ_OPERATIONS=$(FUZZ_OPERATIONS) $(SWIFT) test --skip-build $(SWIFT_BUILD_FLAGS) --filter ModelFuzzTests

# DocC for every module (swift-docc-plugin), one static site per module in .build/docs/<Module>.
DOC_MODULES := CoreGraphics QuartzCore UIKit Flipbook Demos
docs: deps
	@for module in $(DOC_MODULES); do \
	  echo "Documenting $$module"; \
	  $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target $$module \
	    --output-path .build/docs/$$module --transform-for-static-hosting --hosting-base-path $$module || exit 1; \
	done
	@echo "Documentation in .build/docs/<Module>/index.html"
