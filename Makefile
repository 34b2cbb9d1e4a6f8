# ForceLab: the two commands a newcomer needs are `make run` and `make test`.
# Both first install the Debian/Ubuntu packages ForceLab builds against, when any is missing.

APT_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-inter fonts-dejavu-core fonts-droid-fallback fontconfig \
  libharfbuzz-dev libfribidi-dev libfontconfig-dev libicu-dev fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji libharfbuzz-bin libpoppler-glib-dev libcairo2-dev libglib2.0-dev zlib1g-dev libdeflate-dev \
  libavcodec-dev libavformat-dev libswscale-dev libavutil-dev ffmpeg chromium chromium-driver python3-selenium
SWIFT ?= swift

.PHONY: run test deps build release screenshots screenshot clean fuzz style format docs

run: deps
	$(SWIFT) build -c release
	./.build/release/forcelab play $(ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

release: deps
	$(SWIFT) build -c release

# libFuzzer on every reader (Fuzz/): FUZZ_SECONDS each (default 60), seeded from the
# repository's fixtures; prints the executions per target, fails on a crash, hang or blow-up.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) ./Fuzz/run.sh $(FUZZ_TARGETS)

# The code's shape: swift format's lint with .swift-format (any finding fails), and the size
# limits (no function over 60 lines, no file over 400, in Sources). `make format` fixes the first.
SWIFT_SOURCES := Sources Tests Fuzz Package.swift
style:
	$(SWIFT) format lint --strict -r $(SWIFT_SOURCES)
	python3 .ci/code_limits.py Sources

format:
	$(SWIFT) format format -i -r $(SWIFT_SOURCES)

# Redraws every picture the README shows (Docs/screenshots.sh names each command).
screenshots: release
	FORCELAB=./.build/release/forcelab Docs/screenshots.sh

screenshot: screenshots

# Installs what is missing, as root or through sudo; says what to do when neither is possible.
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; \
	  elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; \
	  else echo "error: missing packages:$$missing; install them with apt-get as root" >&2; exit 1; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

clean:
	rm -rf .build

# The command reference, generated from the option tables (a test checks it is current).
docs:
	$(SWIFT) build --product forcelab
	./.build/debug/forcelab reference -o Docs/COMMANDS.md
