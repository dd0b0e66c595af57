# The project's commands. `make test` is what CI runs (through .ci/run).
SHELL := /bin/bash
.DEFAULT_GOAL := help

# Debian packages the project needs: GTK's development files to build, and a headless
# X server, a session bus, AT-SPI, xdotool and ImageMagick to run and look at the GUI in tests
# (and Openbox, a window manager for the one test that maximizes a window; desktop-file-utils
# to check and register the installed desktop file).
DEBIAN_PACKAGES := pkg-config libgtk-3-dev xvfb xauth dbus dbus-x11 at-spi2-core \
	python3-gi python3-pyatspi python3-xlib gir1.2-gtk-3.0 xdotool imagemagick python3-pytest valgrind \
	librsvg2-common openbox desktop-file-utils
# Runs a command with a real X display (24-bit, for screenshots) and a private session bus.
HEADLESS := xvfb-run -a -s "-screen 0 1280x900x24" dbus-run-session --
SWIFT_FLAGS ?=
# Release builds link the Swift runtime statically: the app then loads and relocates a dozen
# fewer shared libraries at start-up (Benchmarks/Startup/README.md). Every release product uses
# the same flags, so that building one does not rebuild the others.
RELEASE_BUILD := swift build -c release --static-swift-stdlib $(SWIFT_FLAGS)

# Where `make install` puts the app: /usr/local for everyone (run it as root); staged with DESTDIR.
PREFIX ?= /usr/local
# What `make install` puts there, besides the binary and the desktop file it rewrites.
INSTALLED_FILES := share/storefront/catalog.json share/storefront/storefront.svg \
	share/icons/hicolor/scalable/apps/storefront.svg

.PHONY: help deps build release test e2e stress leaks run install uninstall screenshots bench clean
# Debian's own Python: pyatspi is importable there, not in the pyenv python3 first on PATH.
SYSTEM_PYTHON := /usr/bin/python3

help: ## list the commands
	@grep -E '^[a-z0-9]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-11s %s\n", $$1, $$2}'

deps: ## install the missing Debian packages (quick when nothing is missing)
	@missing=$$(dpkg-query -W -f='$${Package} $${db:Status-Status}\n' $(DEBIAN_PACKAGES) 2>/dev/null \
		| awk '$$2 == "installed" {print $$1}' | sort | comm -13 - <(tr ' ' '\n' <<< "$(DEBIAN_PACKAGES)" | grep . | sort)); \
	if [ -n "$$missing" ]; then \
		echo "Installing:" $$missing; \
		sudo=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps ## build everything (debug)
	swift build $(SWIFT_FLAGS) --build-tests

release: deps ## build the Storefront app in release mode
	$(RELEASE_BUILD) --product storefront

test: build release ## install, build and run every test (GTK and end-to-end ones under Xvfb)
	.ci/check-doc-comments
	.ci/check-readme-examples
	$(HEADLESS) swift test $(SWIFT_FLAGS) --skip-build
	$(MAKE) --no-print-directory e2e

e2e: release ## the end-to-end tests: the release app driven through AT-SPI and xdotool
	$(HEADLESS) $(SYSTEM_PYTHON) -m pytest -q -p no:cacheprovider Tests/EndToEnd

stress: release ## the full stress walk: 1,000 random real inputs (make test runs 200)
	STRESS_INPUTS=1000 $(HEADLESS) $(SYSTEM_PYTHON) -m pytest -q -s -p no:cacheprovider Tests/EndToEnd/test_stress.py

leaks: release ## a scripted session under valgrind; definite leaks through project code must be 0
	$(HEADLESS) $(SYSTEM_PYTHON) Tests/EndToEnd/leak_session.py

run: release ## build the Storefront app in release mode and open it
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		echo "No display: run it on a desktop session, or try: xvfb-run -a make run"; exit 1; fi
	.build/release/storefront

install: ## install the release app in PREFIX (/usr/local): app grid, icon, storefront:// links
	@# No build here: under sudo it would leave root-owned files in .build.
	@test -x .build/release/storefront || { echo "No release build: run make release first."; exit 1; }
	install -Dm755 .build/release/storefront "$(DESTDIR)$(PREFIX)/bin/storefront"
	install -Dm644 -t "$(DESTDIR)$(PREFIX)/share/storefront" Resources/catalog.json Resources/storefront.svg
	install -Dm644 Resources/storefront.svg "$(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/storefront.svg"
	mkdir -p "$(DESTDIR)$(PREFIX)/share/applications"
	sed -e 's|^Exec=storefront|Exec=$(PREFIX)/bin/storefront|' -e 's|^TryExec=storefront|TryExec=$(PREFIX)/bin/storefront|' \
		Resources/storefront.desktop > "$(DESTDIR)$(PREFIX)/share/applications/storefront.desktop"
	-update-desktop-database -q "$(DESTDIR)$(PREFIX)/share/applications"

uninstall: ## remove what make install put in PREFIX (never the user's data, in ~/.local/share/storefront)
	rm -f "$(DESTDIR)$(PREFIX)/bin/storefront" "$(DESTDIR)$(PREFIX)/share/applications/storefront.desktop" \
		$(addprefix "$(DESTDIR)$(PREFIX)/,$(addsuffix ",$(INSTALLED_FILES)))
	rmdir --ignore-fail-on-non-empty "$(DESTDIR)$(PREFIX)/share/storefront" 2>/dev/null || true
	-update-desktop-database -q "$(DESTDIR)$(PREFIX)/share/applications"

screenshots: release ## the README's pictures of the release app's main screens, in docs/screenshots/
	$(HEADLESS) $(SYSTEM_PYTHON) Tests/EndToEnd/take_screenshots.py

bench: deps ## run the benchmarks in release mode and print their tables
	$(RELEASE_BUILD) --product CoordinatorBenchmarks
	$(RELEASE_BUILD) --product GtkBenchmarks
	$(RELEASE_BUILD) --product storefront
	.build/release/CoordinatorBenchmarks
	$(HEADLESS) .build/release/GtkBenchmarks
	$(HEADLESS) Benchmarks/GtkBenchmarks/count-instructions
	$(HEADLESS) Benchmarks/Startup/run-startup-bench

clean: ## remove build products
	rm -rf .build
