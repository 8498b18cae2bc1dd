# Flipbook — `make demo` renders the gallery, `make test` runs the suite.
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=
# Chipmunk2D built by `make deps` from Debian's source package (release, NDEBUG, static; Tools/chipmunk/README.md).
# SwiftPM finds it through pkg-config when it exists; otherwise (plain `swift build`, or if that build failed)
# CChipmunk links Debian's libchipmunk.
CHIPMUNK_DIR := $(CURDIR)/.build/chipmunk
CHIPMUNK_PC_DIR := $(CHIPMUNK_DIR)/lib/pkgconfig
override SWIFT := $$([ -f $(CHIPMUNK_PC_DIR)/chipmunk.pc ] && echo env PKG_CONFIG_PATH=$(CHIPMUNK_PC_DIR)$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))) $(SWIFT)

.PHONY: all deps build test demo gallery bench-export bench dynamics-bench clean crosscheck bench-layout serve-e2e bench-server soak-server bench-collections bench-coreimage bench-engine bench-render bench-dynamics render-bench fuzz docs

all: build

# Installs what the build needs from Debian, only if something is missing, then builds Chipmunk2D from Debian's
# source package if .build/chipmunk doesn't hold the installed version yet (dpkg-dev unpacks it).
BROWSER_PACKAGE := chromium
BROWSER_DRIVER_PACKAGE := chromium-driver
DEB_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpixman-1-dev libjpeg62-turbo-dev fonts-dejavu-core fonts-liberation2 libchipmunk-dev dpkg-dev ffmpeg \
	hyperfine python3-venv
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
	@# Its WebDriver, for the simulator's end-to-end test (`flipbook serve` in headless Chromium, Selenium).
	@dpkg -s $(BROWSER_DRIVER_PACKAGE) >/dev/null 2>&1 || { \
	  echo "Installing: $(BROWSER_DRIVER_PACKAGE)"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $(BROWSER_DRIVER_PACKAGE) \
	  || echo "warning: $(BROWSER_DRIVER_PACKAGE) could not be installed; the simulator's browser test will be skipped"; }
	@sh Tools/chipmunk/build.sh $(CHIPMUNK_DIR)

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

test: deps
	$(SWIFT) test --parallel $(SWIFT_BUILD_FLAGS)
	@$(MAKE) --no-print-directory serve-e2e
	BENCH_SMOKE=1 $(MAKE) --no-print-directory bench

# `flipbook serve` end to end in headless Chromium through chromium-driver and Selenium (in a venv under .build);
# part of `make test`. Skipped, saying why, only when no browser or driver could be installed.
SELENIUM_VENV := .build/selenium-venv
serve-e2e: deps
	$(SWIFT) build --product flipbook $(SWIFT_BUILD_FLAGS)
	@[ -x $(SELENIUM_VENV)/bin/python ] || python3 -m venv $(SELENIUM_VENV)
	@$(SELENIUM_VENV)/bin/python -c 'import selenium' 2>/dev/null || $(SELENIUM_VENV)/bin/pip install -q selenium \
	  || echo "warning: could not install selenium from PyPI"
	@$(SELENIUM_VENV)/bin/python Tools/serve-e2e/serve_e2e.py $$($(SWIFT) build --show-bin-path)/flipbook; \
	  rc=$$?; [ $$rc = 0 ] || [ $$rc = 77 ]

# The gallery: every registered scene as GIF, MP4 and a contact sheet in ./out, paths printed.
FLIPBOOK_RELEASE = $$($(SWIFT) build -c release --show-bin-path)/flipbook
demo: deps
	$(SWIFT) build -c release --product flipbook $(SWIFT_BUILD_FLAGS)
	$(FLIPBOOK_RELEASE) gallery --output out --formats gif,mp4,png

# The same with a debug build (faster to build, slower to render).
gallery: deps
	$(SWIFT) build --product flipbook $(SWIFT_BUILD_FLAGS)
	$$($(SWIFT) build --show-bin-path)/flipbook gallery --output out --formats gif,mp4,png

# Benchmarks (Benchmarks/README.md): each `bench-<area>` target builds release, runs its benchmark with the peer
# side by side and prints `RESULT<TAB>figure<TAB>measured<TAB>target<TAB>peer<TAB>ratio` lines; `make bench` runs
# every `bench-*` target in this Makefile and prints one table. BENCH_SMOKE=1: a few seconds each, debug builds
# (what `make test` runs; the numbers mean nothing then).
BENCH_CONFIG := $(if $(filter 1,$(BENCH_SMOKE)),debug,release)
BENCH_BIN = $$($(SWIFT) build -c $(BENCH_CONFIG) --show-bin-path)
BENCH_TARGETS = $(sort $(shell sed -n 's/^\(bench-[a-z0-9-]*\):.*/\1/p' $(MAKEFILE_LIST)))
bench: deps
	@mkdir -p .build && : > .build/bench-results.txt
	@for t in $(BENCH_TARGETS); do \
	  echo "== make $$t"; \
	  { $(MAKE) --no-print-directory $$t || echo "RESULT	$$t failed (see above)	-	-	-	-"; } 2>&1 \
	    | tee .build/bench-$$t.log | grep -a -v "^RESULT"; \
	  grep -a "^RESULT" .build/bench-$$t.log >> .build/bench-results.txt; \
	done
	@python3 Benchmarks/table.py .build/bench-results.txt

# Engine tick for 1,000 and 10,000 animated layers, no raster, one core (target ≤ 2 ms for 10,000).
bench-engine: deps
	$(SWIFT) build -c $(BENCH_CONFIG) --product FlipbookBenchmarks $(SWIFT_BUILD_FLAGS)
	taskset -c 0 $(BENCH_BIN)/FlipbookBenchmarks engine-tick $(if $(filter 1,$(BENCH_SMOKE)),--layers 100 --frames 3 --warmup 1 --repeats 1)

# Frames of realistic screens (UIViews in a window, `stage.snapshot()`, the recorder) and of the one-card flip, one core.
bench-render: deps
	$(SWIFT) build -c $(BENCH_CONFIG) --product RenderScenesBenchmark $(SWIFT_BUILD_FLAGS)
	$(SWIFT) build -c $(BENCH_CONFIG) --product RenderBenchmark $(SWIFT_BUILD_FLAGS)
	taskset -c 0 $(BENCH_BIN)/RenderScenesBenchmark
	taskset -c 0 $(BENCH_BIN)/RenderBenchmark | grep -a "RESULT\|median"
render-bench: bench-render

# UIKit Dynamics beside pymunk on the same scene (500 and 2,000 boxes; items, and UIViews in a window), in one run.
bench-dynamics: deps
	$(SWIFT) build -c $(BENCH_CONFIG) --product DynamicsBenchmark $(SWIFT_BUILD_FLAGS)
	[ -x .build/pymunk-venv/bin/python ] || python3 -m venv .build/pymunk-venv
	.build/pymunk-venv/bin/python -c "import pymunk" 2>/dev/null || .build/pymunk-venv/bin/pip install -q pymunk
	DYNAMICS_BENCHMARK=$(BENCH_BIN)/DynamicsBenchmark .build/pymunk-venv/bin/python Benchmarks/Dynamics/dynamics_vs_pymunk.py
dynamics-bench: bench-dynamics

# `flipbook render guess-the-pet` to MP4 and GIF at 60 fps as a user runs it (hyperfine), and GIF quality beside
# ffmpeg's palettegen/paletteuse on the same frames.
bench-export: deps
	$(SWIFT) build -c $(BENCH_CONFIG) --product flipbook $(SWIFT_BUILD_FLAGS)
	python3 Benchmarks/Export/export_bench.py $(BENCH_BIN)/flipbook

clean:
	rm -rf .build out

# CARenderer against headless Chromium, scene by scene (also part of `make test`); pictures in .build/crosscheck/.
crosscheck: deps
	$(SWIFT) test $(SWIFT_BUILD_FLAGS) --filter BrowserCrossCheckTests

# The live simulator: server frames per second during GuessThePet's flip (one core), pointer-to-pixels latency in
# headless Chromium (3 runs, with the load average), and a soak of 100 sessions for 60 s (BENCH_SMOKE=1: seconds).
# `make soak-server`: the full soak, 100 sessions × 10 minutes of scripted input. Benchmarks/Server.
bench-server: deps
	$(SWIFT) build -c $(BENCH_CONFIG) --product ServerBenchmark $(SWIFT_BUILD_FLAGS)
	$(SWIFT) build -c $(BENCH_CONFIG) --product flipbook $(SWIFT_BUILD_FLAGS)
	@[ -x $(SELENIUM_VENV)/bin/python ] || python3 -m venv $(SELENIUM_VENV)
	@$(SELENIUM_VENV)/bin/python -c 'import selenium' 2>/dev/null || $(SELENIUM_VENV)/bin/pip install -q selenium
	taskset -c 0 $(BENCH_BIN)/ServerBenchmark
	$(SELENIUM_VENV)/bin/python Benchmarks/Server/serve_bench.py $(BENCH_BIN)/flipbook

soak-server: deps
	$(SWIFT) build -c $(BENCH_CONFIG) --product flipbook $(SWIFT_BUILD_FLAGS)
	@[ -x $(SELENIUM_VENV)/bin/python ] || python3 -m venv $(SELENIUM_VENV)
	@$(SELENIUM_VENV)/bin/python -c 'import websocket' 2>/dev/null || $(SELENIUM_VENV)/bin/pip install -q selenium
	$(SELENIUM_VENV)/bin/python Benchmarks/Server/serve_bench.py $(BENCH_BIN)/flipbook --soak-only

# Auto Layout's solver beside kiwisolver on the same 1,000-view systems (build + solve, single edits), in one run;
# also the UIKit path (UIViews and NSLayoutConstraints in a window). BENCH_SMOKE=1: tiny sizes, one round.
bench-layout: deps
	$(SWIFT) build -c $(BENCH_CONFIG) --product LayoutBenchmark $(SWIFT_BUILD_FLAGS)
	python3 -m venv .build/kiwi-venv && .build/kiwi-venv/bin/pip install -q kiwisolver
	BENCH_BINARY=$(BENCH_BIN)/LayoutBenchmark .build/kiwi-venv/bin/python Benchmarks/Layout/layout_vs_kiwi.py

# One frame of flinging a 100,000-item flow-layout collection (layout + reuse + render at 750×1334; target ≤ 6 ms,
# one core), and peak memory at 1,000 vs 100,000 items (each in its own process). No peer: `-` for peer and ratio.
bench-collections: deps
	$(SWIFT) build -c $(BENCH_CONFIG) --product CollectionsBenchmark $(SWIFT_BUILD_FLAGS)
	taskset -c 0 $(BENCH_BIN)/CollectionsBenchmark

# Core Image beside OpenCV (one thread): Gaussian blur σ 10 and 30 and a pixellate of 750×1334 RGBA, in one run.
bench-coreimage: deps
	$(SWIFT) build -c $(BENCH_CONFIG) --product CoreImageBenchmark $(SWIFT_BUILD_FLAGS)
	python3 -m venv .build/opencv-venv && .build/opencv-venv/bin/pip install -q opencv-python-headless
	BENCH_BINARY=$(BENCH_BIN)/CoreImageBenchmark .build/opencv-venv/bin/python Benchmarks/CoreImage/coreimage_vs_opencv.py

# Model-based fuzzing: a million operations of random UIKit programs (Tests/FuzzTests), invariants after every
# step, split over FUZZ_JOBS processes (program i runs in shard i mod FUZZ_JOBS; the same programs whatever the
# split; the test bundle runs directly, as SwiftPM would serialize `swift test` processes). Each shard logs to .build/fuzz/shard-<i>.log with progress lines; the last line sums them:
# "FUZZ seed … programs … operations … failing runs …". FLIPBOOK_FUZZ_SEED=<n> for another run.
FUZZ_OPERATIONS ?= 1000000
FUZZ_JOBS ?= $(shell nproc)
# The program version (Tests/FuzzTests/FuzzWorld.swift): 1, or 2 for scrolling and lists.
FUZZ_VERSION ?= 1
fuzz: deps
	$(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS)
	@# A copy of the test bundle, so a rebuild during a long run cannot swap it under the shards.
	@rm -rf .build/fuzz && mkdir -p .build/fuzz/bin && bin=$$($(SWIFT) build --show-bin-path) && \
	  cp -r $$bin/FlipbookPackageTests.xctest $$bin/*.resources .build/fuzz/bin/
	@pids=""; for i in $$(seq 0 $$(($(FUZZ_JOBS) - 1))); do \
	  FLIPBOOK_FUZZ_OPERATIONS=$(FUZZ_OPERATIONS) FLIPBOOK_FUZZ_SHARD=$$i/$(FUZZ_JOBS) FLIPBOOK_FUZZ_VERSION=$(FUZZ_VERSION) \
	    .build/fuzz/bin/FlipbookPackageTests.xctest --testing-library swift-testing \
	    --filter ModelFuzzTests > .build/fuzz/shard-$$i.log 2>&1 & \
	  pids="$$pids $$!"; \
	done; \
	echo "fuzzing in $(FUZZ_JOBS) processes; progress: tail -f .build/fuzz/shard-*.log"; \
	status=0; for pid in $$pids; do wait $$pid || status=1; done; \
	grep -h "minimal program" .build/fuzz/shard-*.log || true; \
	grep -h "^FUZZ	seed" .build/fuzz/shard-*.log | awk -F'\t' '{ split($$2,a," "); split($$3,b," "); split($$4,c," "); split($$5,d," "); split($$6,e," "); \
	  seed=a[2]; p+=b[2]; o+=c[2]; f+=d[3]; v+=e[2]; n++ } END { printf "FUZZ\tseed %s\tshards %d\tprograms %d\toperations %d\tfailing runs %d\tviolations %d\n", seed, n, p, o, f, v }'; \
	exit $$status

# DocC for every module (swift-docc-plugin), one static site per module in .build/docs/<Module>.
DOC_MODULES := CoreGraphics QuartzCore CoreImage CoreText UIKit Flipbook Demos FlipbookServer
# The plugin moves each finished archive into --output-path and fails ("The file doesn't exist") when the
# folder above it is missing: .build/docs is made first.
docs: deps
	@mkdir -p .build/docs
	@for module in $(DOC_MODULES); do \
	  echo "Documenting $$module"; \
	  $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target $$module \
	    --output-path .build/docs/$$module --transform-for-static-hosting --hosting-base-path $$module || exit 1; \
	done
	@echo "Documentation in .build/docs/<Module>/index.html"
