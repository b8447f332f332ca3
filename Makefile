# RouteCard — the two set-up commands of the README are `make example` and `make test`.
# Both install missing Debian packages first (scripts/install-deps.sh), then build.

PREFIX ?= /usr/local
SWIFT ?= swift
OUT ?= out

.PHONY: example test deps build install resources check-resources bench clean docs references

## Render the bundled example route with the default style into out/example.svg and out/example.png.
example: deps
	$(SWIFT) build -c release --product routecard
	@mkdir -p $(OUT)
	.build/release/routecard render --example -o $(OUT)/example.svg --png $(OUT)/example.png
	@echo "Open $(OUT)/example.png, or $(OUT)/example.svg in a browser"

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

## Time fit + scene + SVG for synthetic routes, then PNG/PDF, rsvg-convert and batch (RasterBenchmark; needs the routecard binary).
bench:
	$(SWIFT) build -c release --product routecard
	$(SWIFT) run -c release RouteCardBenchmarks

## Re-render the README's pictures (docs/*.png and the SVGs beside them) with routecard itself.
docs: deps
	$(SWIFT) build -c release --product routecard
	.build/release/routecard render --example -o docs/example-card.svg --png docs/example-card.png --scale 1 -q
	.build/release/routecard render --example --style dark -o docs/example-dark.svg --png docs/example-dark.png --scale 0.5 -q
	.build/release/routecard render --example --style minimal -o docs/example-minimal.svg --png docs/example-minimal.png --scale 0.5 -q

## Re-record the reference PNGs of Tests/RouteCardRasterTests/References (the run fails on purpose).
references: deps
	$(SWIFT) build --build-tests
	-RECORD_REFERENCES=1 $(SWIFT) test --skip-build --filter ReferenceImageTests

clean:
	rm -rf .build $(OUT)
