#!/usr/bin/env bash
# Installs the Debian packages RouteCard needs, only when something is missing:
#   librsvg2-bin       rsvg-convert, which the tests use to check every SVG renders
#   librsvg2-2         librsvg + cairo, opened by the rasterizer when it first draws a picture (dlopen)
#   zlib1g-dev         zlib headers for gzip'd tiles and PMTiles directories (pkg-config zlib)
#   libsqlite3-dev     SQLite headers for MBTiles archives (pkg-config sqlite3)
#   libwebp-dev        libwebp headers for WebP raster tiles (pkg-config libwebp)
#   libcurl4-openssl-dev  libcurl headers for tiles over HTTP (pkg-config libcurl)
#   libpng-dev, libjpeg-dev  libpng and libjpeg headers: raster tiles cropped to the card (pkg-config libpng, libjpeg)
#   libmicrohttpd-dev  GNU libmicrohttpd, the HTTP server of `routecard serve` and the tests (pkg-config libmicrohttpd)
#   fonts-dejavu-core  DejaVu Sans, the font styles name first (also Hebrew, Arabic, Armenian, Georgian)
#   fonts-noto-cjk, fonts-noto-ui-core, fonts-noto-color-emoji
#                      the fonts fontconfig falls back to for the scripts DejaVu Sans lacks: Chinese,
#                      Japanese, Korean; Thai, Devanagari and the other Indic scripts, Khmer, Lao, Myanmar,
#                      Sinhala; emoji. Chosen by Installed-Size (apt-cache show, Debian 12, KB):
#                        CJK:    fonts-noto-cjk 91003 (Sans and Serif CJK)  vs fonts-noto-cjk-extra 214032
#                        Thai, Devanagari, …: fonts-noto-ui-core 5064  vs fonts-noto-core 42555
#                                (Hebrew and Arabic are DejaVu Sans's own; fonts-noto-core would add them again)
#                        emoji:  fonts-noto-color-emoji 10740 (the only Noto emoji package)
#                      fonts-noto-extra (334238, historic scripts) is not installed. The text measurement
#                      (FallbackFontMetrics.swift, scripts/gen_fallback_fonts.py) has these fonts' advances.
#   pkg-config         used by SwiftPM to find zlib, SQLite, libwebp, libcurl, libpng, libjpeg and libmicrohttpd
# With --contact-sheet also ImageMagick (montage), which only `make contact-sheet` uses; with --browser
# also Chromium, which only `make browser-test` uses (headless, driven by scripts/browser_test.py).
# Runs apt-get directly as root, through sudo otherwise; without either it prints the command.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v rsvg-convert >/dev/null 2>&1 || missing+=(librsvg2-bin)
/sbin/ldconfig -p 2>/dev/null | grep -q 'librsvg-2\.so\.2 ' || missing+=(librsvg2-2)
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists zlib; then missing+=(zlib1g-dev); fi
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists sqlite3; then missing+=(libsqlite3-dev); fi
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libwebp; then missing+=(libwebp-dev); fi
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libcurl; then missing+=(libcurl4-openssl-dev); fi
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libpng; then missing+=(libpng-dev); fi
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libjpeg; then missing+=(libjpeg-dev); fi
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libmicrohttpd; then missing+=(libmicrohttpd-dev); fi
if ! command -v fc-list >/dev/null 2>&1 || ! fc-list 2>/dev/null | grep -q "DejaVu Sans"; then missing+=(fonts-dejavu-core fontconfig); fi
families="$(fc-list : family 2>/dev/null || true)"
grep -q "Noto Sans CJK" <<<"$families" || missing+=(fonts-noto-cjk)
grep -q "Noto Sans Thai UI" <<<"$families" || missing+=(fonts-noto-ui-core)
grep -q "Noto Color Emoji" <<<"$families" || missing+=(fonts-noto-color-emoji)

if [ "${1:-}" = "--contact-sheet" ] && ! command -v montage >/dev/null 2>&1; then missing+=(imagemagick); fi
if [ "${1:-}" = "--browser" ] && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi

[ ${#missing[@]} -eq 0 ] && exit 0

command="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  runner=()
elif command -v sudo >/dev/null 2>&1; then
  runner=(sudo)
else
  echo "RouteCard needs these Debian packages: ${missing[*]}" >&2
  echo "Run as root:  $command" >&2
  exit 1
fi
echo "Installing ${missing[*]} …" >&2
"${runner[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${runner[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
