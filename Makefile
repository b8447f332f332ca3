# RouteCard — the two set-up commands of the README are `make example` and `make test`.
# Both install missing Debian packages first (scripts/install-deps.sh), then build.

PREFIX ?= /usr/local
SWIFT ?= swift
OUT ?= out
# The release routecard every target builds and runs: the Swift runtime and Foundation linked statically
# (a process starts in a few milliseconds instead of ~20 spent loading and binding their shared libraries).
RELEASE_BUILD = $(SWIFT) build -c release --static-swift-stdlib

.PHONY: example test deps build install resources check-resources bench clean docs references snapshots contact-sheet

## Render the bundled example route with the default style into out/example.svg and out/example.png.
example: deps
	$(RELEASE_BUILD) --product routecard
	@mkdir -p $(OUT)
	.build/release/routecard render --example -o $(OUT)/example.svg --png $(OUT)/example.png
	@echo "Open $(OUT)/example.png, or $(OUT)/example.svg in a browser"

## Replay Examples/live/drivers.ndjson through `routecard live`: out/live/frame.svg + numbered frames.
.PHONY: live-example
live-example: deps
	$(RELEASE_BUILD) --product routecard
	@mkdir -p $(OUT)/live
	.build/release/routecard render --bounds 7.405,43.725,7.445,43.750 --style streets --tiles Tests/Fixtures/tiles/monaco.pmtiles \
		--title "Monaco" --size 1000x600 --png docs/camera-bounds.png --scale 0.6 -q 2>/dev/null
	.build/release/routecard render Tests/Fixtures/tiles/monaco-run.gpx --center 43.7347,7.4206 --zoom 15.5 --style streets \
		--tiles Tests/Fixtures/tiles/monaco.pmtiles --size 600x600 --png docs/camera-center.png --scale 0.8 -q
	.build/release/routecard render Tests/Fixtures/tiles/dc-mall-run.gpx --style raster --tiles Tests/Fixtures/tiles/open-streets-dc.mbtiles \
		--png docs/dc-raster.png --scale 0.5 -q
	.build/release/routecard render Examples/raster/tokyo-sf.geojson --style Examples/raster/world.json \
		--tiles Tests/Fixtures/tiles/toner_z3.pmtiles --png docs/world-raster.png -q
	.build/release/routecard live --center 37.5665,126.9780 --radius 3km --title "Drivers near City Hall" \
		-o $(OUT)/live/frame.svg --frames $(OUT)/live/frames < Examples/live/drivers.ndjson

## Run every test. Examples/DistanceTicks is a package of its own (a path dependency on this one, as a plugin
## author's package is); it is built in this package's build folder, so it reuses the modules just built
## (a few seconds, instead of building them all again in its own) and its programs sit next to the tests,
## which run them. It plans its own build every time (--disable-build-manifest-caching): with the cached plan,
## which the root build has just written to the same folder, it built nothing and the tests ran stale programs.
EXAMPLE_BUILD = $(SWIFT) build --package-path Examples/DistanceTicks --scratch-path .build --disable-build-manifest-caching
test: deps check-deploy
	$(SWIFT) build --build-tests
	$(EXAMPLE_BUILD)
	$(SWIFT) test --skip-build

## The page of `routecard serve` in a real browser: headless Chromium (installed if missing) driven by
## scripts/browser_test.py over the DevTools protocol (PyPI websocket-client, installed if missing): it
## uploads a GPX, waits for the card and checks it against POST /render. BROWSER_SCREENSHOT=docs/serve-page.png
## also writes the README's screenshot.
.PHONY: browser-test
browser-test: deps
	@scripts/install-deps.sh --browser || echo "notice: could not install chromium"
	@python3 -c 'import websocket' 2>/dev/null || python3 -m pip install -q websocket-client 2>/dev/null || true
	$(SWIFT) build --product routecard
	@if ! command -v chromium >/dev/null 2>&1; then echo "notice: chromium is not installed; skipping the browser test"; \
	elif ! python3 -c 'import websocket' 2>/dev/null; then echo "notice: websocket-client is not installed; skipping the browser test"; \
	else python3 scripts/browser_test.py $(if $(BROWSER_SCREENSHOT),--screenshot $(BROWSER_SCREENSHOT)); fi

## The Kubernetes manifests against Kubernetes' schemas (PyPI kubernetes-validate, installed if missing)
## and the Pod Security "restricted" rules (scripts/check_deploy.py, whose self-test breaks each rule once).
.PHONY: check-deploy
check-deploy:
	@if command -v python3 >/dev/null 2>&1; then \
	  python3 -c 'import kubernetes_validate' 2>/dev/null || python3 -m pip install -q kubernetes-validate 2>/dev/null \
	    || echo "notice: could not install kubernetes-validate; checking the security rules only"; \
	  python3 scripts/check_deploy.py --self-test && python3 scripts/check_deploy.py; \
	else echo "notice: python3 is not installed; skipping the manifest check (scripts/check_deploy.py)"; fi

## libFuzzer (-sanitize=fuzzer,address) over every reader and decoder, FUZZ_TIME seconds each (default 600);
## corpora in .build/fuzz-corpus/, crashing inputs in .build/fuzz-artifacts/ (scripts/fuzz.sh).
FUZZ_TIME ?= 600
.PHONY: fuzz fuzz-smoke fuzz-long fuzz-replay
fuzz:
	scripts/fuzz.sh $(FUZZ_TIME)

## A few seconds of each fuzz target (what .ci/run could run).
fuzz-smoke:
	scripts/fuzz.sh 3

## The long run the README reports: the optimized harness (-c release, -sanitize=fuzzer, no AddressSanitizer)
## until FUZZ_RUNS executions of each target (default one million), a wall-clock timeout of 120 s an input.
FUZZ_RUNS ?= 1000000
fuzz-long:
	FUZZ_MODE=release FUZZ_RUNS=$(FUZZ_RUNS) FUZZ_TIMEOUT=120 nice -n 19 scripts/fuzz.sh 0

## Every corpus input once under the AddressSanitizer build (e.g. what fuzz-long found).
fuzz-replay:
	FUZZ_RUNS=0 scripts/fuzz.sh 0

## The readers', batch's, live's and the outputs' tests under AddressSanitizer, then ThreadSanitizer
## (batch workers and live are concurrent); each in its own scratch folder, so the ordinary build is untouched.
## The ulimit -f test is skipped under ThreadSanitizer, whose own runtime faults (SIGBUS) under a file size limit.
## Leak reports are off: the Swift runtime's one-time allocations would turn every child routecard's exit code into 1.
SANITIZE_FILTER ?= RouteCardInputTests|BatchCommandTests|BatchOutputPathTests|LiveCommandTests|AllOrNothingOutputTests|SpecialOutputTests|InputLimitsTests
.PHONY: sanitize
sanitize: deps
	$(SWIFT) build --build-tests --scratch-path .build/sanitize-address --sanitize=address
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --scratch-path .build/sanitize-address --sanitize=address --filter '$(SANITIZE_FILTER)'
	$(SWIFT) build --build-tests --scratch-path .build/sanitize-thread --sanitize=thread
	$(SWIFT) test --skip-build --scratch-path .build/sanitize-thread --sanitize=thread --filter '$(SANITIZE_FILTER)' \
	  --skip aFileSizeLimitStopsWithExit153AndNoFiles

## Install missing system packages (only when missing).
deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

## Install a self-contained routecard binary (static Swift runtime, styles compiled in) to $(PREFIX)/bin.
install: deps
	$(RELEASE_BUILD) --product routecard
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/routecard $(DESTDIR)$(PREFIX)/bin/routecard

## Load benchmark of `routecard serve` with wrk: 60 s at 16 connections posting a GPX for a PNG card
## (throughput, p50/p99, errors, RSS after warm-up and at the end; scripts/bench-serve.sh, installs wrk).
.PHONY: bench-serve
bench-serve: deps
	scripts/bench-serve.sh

## Regenerate the embedded copies of Styles/*.json, the example route and the map data (Examples/data/*.geojson).
resources:
	python3 scripts/embed_resources.py

## Fail, naming the stale file, when Sources/RouteCard/Generated/ is not what `make resources` writes.
check-resources:
	python3 scripts/embed_resources.py --check

## GPX parse rate and memory; fit + scene + SVG for synthetic routes; the Helsinki map card and a one-line style;
## PNG/PDF vs rsvg-convert and batch --jobs 1 vs 2 (needs the routecard binary).
bench:
	$(RELEASE_BUILD) --product routecard
	$(SWIFT) run -c release --static-swift-stdlib RouteCardBenchmarks

## Re-render the README's pictures (docs/*.png, the SVGs beside them, the animated SVG; the Monaco run over the
## Monaco tiles in the streets styles (OpenMapTiles and Protomaps schemas) and under the Positron and OSM Bright MapLibre styles; distance markers, arrows and privacy zones on the Monaco run) with routecard itself.
docs: deps
	$(RELEASE_BUILD) --product routecard
	.build/release/routecard render --example -o docs/example-card.svg --png docs/example-card.png --scale 1 -q
	for style in map-dark default dark minimal; do \
	  .build/release/routecard render --example --style $$style -o docs/example-$$style.svg --png docs/example-$$style.png --scale 0.5 -q; \
	done
	.build/release/routecard render --example --style default --animate 8s -o docs/example-animated.svg -q
	.build/release/routecard render Tests/Fixtures/tiles/monaco-run.gpx --style streets --tiles Tests/Fixtures/tiles/monaco.pmtiles \
		-o docs/monaco-streets.svg --png docs/monaco-streets.png --scale 0.6 -q
	.build/release/routecard render Tests/Fixtures/tiles/monaco-run.gpx --style streets-dark --tiles Tests/Fixtures/tiles/monaco.pmtiles \
		-o docs/monaco-streets-dark.svg --png docs/monaco-streets-dark.png --scale 0.4 -q
	.build/release/routecard render Tests/Fixtures/tiles/monaco-run.gpx --style streets --tiles Tests/Fixtures/tiles/monaco-protomaps.pmtiles \
		--png docs/monaco-protomaps.png --scale 0.4 -q
	.build/release/routecard render Tests/Fixtures/tiles/monaco-run.gpx --basemap Tests/Fixtures/maplibre-styles/positron.json \
		--tiles openmaptiles=Tests/Fixtures/tiles/monaco.pmtiles --png docs/monaco-positron.png --scale 0.4 -q 2>/dev/null
	.build/release/routecard render Tests/Fixtures/tiles/monaco-run.gpx --basemap Tests/Fixtures/maplibre-styles/osm-bright.json \
		--tiles openmaptiles=Tests/Fixtures/tiles/monaco.mbtiles --png docs/monaco-osm-bright.png --scale 0.4 -q 2>/dev/null
	.build/release/routecard render Tests/Fixtures/tiles/dc-mall-run.gpx --style raster --tiles Tests/Fixtures/tiles/open-streets-dc.mbtiles \
		--png docs/dc-raster.png --scale 0.5 -q
	.build/release/routecard render Examples/raster/tokyo-sf.geojson --style Examples/raster/world.json \
		--tiles Tests/Fixtures/tiles/toner_z3.pmtiles --png docs/world-raster.png -q
	.build/release/routecard live --center 37.5665,126.9780 --radius 3km --title "Drivers near City Hall" \
		-o docs/live-drivers.svg --png docs/live-drivers.png --scale 1 -q < Examples/live/drivers.ndjson
	.build/release/routecard render Tests/Fixtures/gpx/gpx-studio/with_hr.gpx --style activity --title "Ride with heart rate" \
		-o docs/activity-heart-rate.svg --png docs/activity-heart-rate.png --scale 0.5 -q
	.build/release/routecard render --example --style activity -o docs/activity-helsinki.svg --png docs/activity-helsinki.png --scale 0.5 -q
	.build/release/routecard render Examples/data/monaco-ride.fit.gz --style activity --png docs/sport-ride.png --scale 0.5 -q
	.build/release/routecard render Tests/Fixtures/tiles/monaco-run.gpx --style streets --tiles Tests/Fixtures/tiles/monaco.pmtiles \
		--title "モナコ朝ラン — 港からモンテカルロの丘を越えてフォンヴィエイユまで" --png docs/title-japanese.png --scale 0.5 -q
	.build/release/routecard render Tests/Fixtures/tiles/monaco-run.gpx --style streets --tiles Tests/Fixtures/tiles/monaco.pmtiles \
		--title "Tour de Monaco 🚴" --png docs/title-emoji.png --scale 0.5 -q
	.build/release/routecard render Examples/data/monaco-hike.fit.gz --style activity --png docs/sport-hike.png --scale 0.5 -q
	for preset in square portrait story link; do \
	  .build/release/routecard render --example --style map-dark --preset $$preset \
	    --title "Helsinki morning run past the railway yards, Töölö Bay and the Opera" \
	    --png docs/preset-$$preset.png --scale 0.25 -q; \
	done
	.build/release/routecard render Tests/Fixtures/tiles/monaco-run.gpx --style streets --tiles Tests/Fixtures/tiles/monaco.pmtiles \
		--size 400x400 --title "Monaco harbour loop from Fontvieille to Larvotto and back, before breakfast" \
		--png docs/thumbnail-400.png --scale 1 -q
	.build/release/routecard render Tests/Fixtures/fit/activity-small-fenix2-run.fit --style activity --size 800x1000 \
		--png docs/example-fit.png --scale 0.5 -q
	.build/release/routecard render Tests/Fixtures/tiles/monaco-run.gpx --style default --size 1080x1350 \
		-o docs/route-marks.svg --png docs/route-marks.png --scale 0.5 -q
	.build/release/routecard render Tests/Fixtures/tiles/monaco-run.gpx --style default --size 800x800 \
		-o docs/privacy-off.svg --png docs/privacy-off.png --scale 0.5 -q
	.build/release/routecard render Tests/Fixtures/tiles/monaco-run.gpx --style default --size 800x800 \
		--privacy-zone 43.7347,7.4230,400 --privacy-trim 200 -o docs/privacy-on.svg --png docs/privacy-on.png --scale 0.5 -q

## Re-record the reference PNGs of Tests/RouteCardRasterTests/References (the run fails on purpose).
references: deps
	$(SWIFT) build --build-tests
	-RECORD_REFERENCES=1 $(SWIFT) test --skip-build --filter 'ReferenceImageTests|TileSeamTests|RasterTileCardTests'

## Re-record the golden SVGs of Tests/RouteCardCLITests/Golden (the recording run fails on purpose
## for each file it changed), then run those tests again, which must pass.
snapshots: deps
	$(SWIFT) build --build-tests
	-RECORD_SNAPSHOTS=1 $(SWIFT) test --skip-build --filter GoldenCardTests
	$(SWIFT) test --skip-build --filter GoldenCardTests

## Render every GPX fixture (FIXTURES: each GPX file one folder below it; the repository's Tests/Fixtures/gpx, its
## gpxpy and gpx-studio folders, unless given) at 400x400, 800x800, 1080x1350, 1080x1920 and 1200x630 with
## the default style into out/contact-sheet/SIZE/, and one overview sheet per size (needs ImageMagick's montage).
FIXTURES ?= Tests/Fixtures/gpx
contact-sheet: deps
	@scripts/install-deps.sh --contact-sheet
	$(RELEASE_BUILD) --product routecard
	scripts/contact-sheet.sh .build/release/routecard $(FIXTURES) $(OUT)/contact-sheet default

## The DocC archive of the RouteCard module (.build/docs/RouteCard.doccarchive) with the toolchain's docc, no
## plugin needed (scripts/docc.sh); fails on any DocC warning, such as a symbol link that does not resolve.
.PHONY: api-docs
api-docs:
	scripts/docc.sh

clean:
	rm -rf .build $(OUT)

## Rewrite the README's style reference (between the style-reference markers) from the layer types' declared properties,
## its table of MapLibre properties (between the maplibre-properties markers) from their declarations, and the
## tables of render's options, the batch job keys and serve's parameters from the card options' declarations.
.PHONY: style-reference
style-reference:
	$(SWIFT) build --product routecard
	@scripts/splice-style-reference.sh .build/debug/routecard README.md
	@scripts/splice-style-reference.sh .build/debug/routecard README.md maplibre-properties style-check --properties
	@scripts/splice-style-reference.sh .build/debug/routecard README.md card-options help render --markdown
	@scripts/splice-style-reference.sh .build/debug/routecard README.md batch-keys help batch --markdown
	@scripts/splice-style-reference.sh .build/debug/routecard README.md serve-parameters help serve --markdown
