# Flipbook — `make demo` renders the gallery, `make test` runs the suite.
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=

.PHONY: all deps build test demo bench clean

all: build

# Installs what the build needs from Debian, only if something is missing.
DEB_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpixman-1-dev libjpeg62-turbo-dev fonts-dejavu-core libchipmunk-dev
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

clean:
	rm -rf .build out
