# Flipbook — `make demo` renders the gallery, `make test` runs the suite.
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=

.PHONY: all deps build test demo gallery bench-export bench clean

all: build

# Installs what the build needs from Debian, only if something is missing.
DEB_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpixman-1-dev libjpeg62-turbo-dev fonts-dejavu-core libchipmunk-dev ffmpeg
deps:
	@missing=""; for p in $(DEB_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

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

clean:
	rm -rf .build out
