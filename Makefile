# RouteCard — the two set-up commands of the README are `make example` and `make test`.
# Both install missing Debian packages first (scripts/install-deps.sh), then build.

PREFIX ?= /usr/local
SWIFT ?= swift
OUT ?= out

.PHONY: example test deps build install resources check-resources bench clean

## Render the bundled example route with the default style into out/example.svg.
example: deps
	$(SWIFT) build -c release --product routecard
	@mkdir -p $(OUT)
	.build/release/routecard render --example -o $(OUT)/example.svg
	@echo "Open $(OUT)/example.svg in a browser, or: rsvg-convert $(OUT)/example.svg -o $(OUT)/example.png"

## Replay Examples/live/drivers.ndjson through `routecard live`: out/live/frame.svg + numbered frames.
.PHONY: live-example
live-example: deps
	$(SWIFT) build -c release --product routecard
	@mkdir -p $(OUT)/live
	.build/release/routecard live --center 37.5665,126.9780 --radius 3km --title "Drivers near City Hall" \
		-o $(OUT)/live/frame.svg --frames $(OUT)/live/frames < Examples/live/drivers.ndjson

## Run every test.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Install missing system packages (only when missing).
deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

## Install a self-contained routecard binary (static Swift runtime, styles compiled in) to $(PREFIX)/bin.
install: deps
	$(SWIFT) build -c release --product routecard --static-swift-stdlib
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/routecard $(DESTDIR)$(PREFIX)/bin/routecard

## Regenerate the embedded copies of Styles/*.json and the example route.
resources:
	python3 scripts/embed_resources.py

## Time fit + scene + SVG for synthetic routes of 10k, 100k and 1M points.
bench:
	$(SWIFT) build -c release --product routecard
	$(SWIFT) run -c release RouteCardBenchmarks

clean:
	rm -rf .build $(OUT)
