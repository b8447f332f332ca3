#!/usr/bin/env python3
"""Generate the fallback-font data of RouteCardStyle's text measurement and glyph warnings.

Writes two Swift files:

  Sources/RouteCardStyle/Text/FallbackFontMetrics.swift
      The advance width (in em) of every code point some installed font maps, taken from the
      first font of fontconfig's order for DejaVu Sans that maps it (DejaVu Sans itself, then
      the font fontconfig falls back to) — the font librsvg (through Pango) will draw it with.
      The fallback order is fontconfig's own: `fc-match -s "DejaVu Sans"` (and `:bold`), the
      list Pango walks for a character the first font lacks. For each code point the first
      font of that list whose cmap has it gives the advance (hmtx / unitsPerEm).
  Sources/RouteCardStyle/Text/FontPackages.swift
      For every code point, the first Debian font package (in the order below) whose fonts map
      it: what a warning names when no installed font has a character.

Run it on a machine where `scripts/install-deps.sh` has installed the fonts (the data then
describes the fonts every set-up machine has). Packages of PACKAGES that are not installed are
fetched with `apt-get download` into a temporary folder and read from there.

Usage:
    python3 scripts/gen_fallback_fonts.py            # (re)write both Swift files
    python3 scripts/gen_fallback_fonts.py --check    # exit 1 if either file is stale
Needs fontTools (Debian: python3-fonttools) and fontconfig's fc-match.
"""

from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys
import tempfile
import unicodedata

try:
    from fontTools.ttLib import TTCollection, TTFont
except ImportError:  # pragma: no cover - guidance only
    sys.exit("fontTools is required: apt-get install python3-fonttools (or pip install fonttools)")

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEXT_DIR = os.path.join(REPO_ROOT, "Sources", "RouteCardStyle", "Text")
METRICS_OUTPUT = os.path.join(TEXT_DIR, "FallbackFontMetrics.swift")
PACKAGES_OUTPUT = os.path.join(TEXT_DIR, "FontPackages.swift")

# The packages a warning may name, most wanted first: the ones install-deps.sh installs, then
# Debian's other Noto packages of living scripts. fonts-noto-extra (historic scripts, 334 MB
# installed) is left out on purpose.
PACKAGES = [
    "fonts-dejavu-core",
    "fonts-noto-ui-core",
    "fonts-noto-cjk",
    "fonts-noto-color-emoji",
    "fonts-noto-core",
]

ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf"}
FONT_SUFFIXES = (".ttf", ".otf", ".ttc")


def faces(path: str) -> list[TTFont]:
    if path.endswith(".ttc"):
        return list(TTCollection(path, lazy=True).fonts)
    return [TTFont(path, lazy=True)]


def fallback_order(pattern: str) -> list[tuple[str, int]]:
    out = subprocess.run(["fc-match", "-s", pattern, "-f", "%{file}|%{index}\n"],
                         check=True, capture_output=True, text=True).stdout
    order = []
    for line in out.splitlines():
        path, _, index = line.partition("|")
        if path.endswith(FONT_SUFFIXES):
            order.append((path, int(index or 0)))
    return order


def advances(pattern: str) -> dict[int, float]:
    """Code point -> advance in em, from the first font of fontconfig's order that maps it."""
    result: dict[int, float] = {}
    for path, index in fallback_order(pattern):
        font = faces(path)[index]
        upem = font["head"].unitsPerEm
        hmtx = font["hmtx"]
        for cp, glyph in font.getBestCmap().items():
            if cp in result or cp < 0x20:
                continue
            if unicodedata.category(chr(cp)) in ZERO_WIDTH_CATEGORIES:
                result[cp] = 0.0
            else:
                result[cp] = hmtx[glyph][0] / upem
    return result


def runs(values: dict[int, object]) -> list[tuple[int, int, object]]:
    """(first, last, value) runs of consecutive code points with the same value; a gap of
    unassigned code points (no character yet) does not end a run."""
    out: list[list] = []
    for cp in sorted(values):
        value = values[cp]
        if out and out[-1][2] == value and all(
                unicodedata.category(chr(c)) == "Cn" for c in range(out[-1][1] + 1, cp)):
            out[-1][1] = cp
        else:
            out.append([cp, cp, value])
    return [tuple(r) for r in out]


def split_runs(table_runs, longest):
    """Runs no longer than `longest` + 1 code points (their length must fit the packed field)."""
    out = []
    for first, last, value in table_runs:
        while last - first > longest:
            out.append((first, first + longest, value))
            first += longest + 1
        out.append((first, last, value))
    return out


def words_lines(words: list[int]) -> list[str]:
    return ["        " + ", ".join(f"0x{w:X}" for w in words[i:i + 8]) + "," for i in range(0, len(words), 8)]


def emoji_advance(pattern: str) -> float:
    for path, index in fallback_order(pattern):
        if "Emoji" in os.path.basename(path):
            font = faces(path)[index]
            widths = [font["hmtx"][g][0] for cp, g in font.getBestCmap().items() if cp >= 0x1F300]
            return max(set(widths), key=widths.count) / font["head"].unitsPerEm
    sys.exit("no emoji font in fontconfig's fallback order: install fonts-noto-color-emoji")


def package_files(package: str, scratch: str) -> list[str]:
    listed = subprocess.run(["dpkg", "-L", package], capture_output=True, text=True)
    if listed.returncode == 0:
        return [p for p in listed.stdout.splitlines() if p.endswith(FONT_SUFFIXES) and os.path.isfile(p)]
    folder = os.path.join(scratch, package)
    os.makedirs(folder, exist_ok=True)
    subprocess.run(["apt-get", "download", "-q", package], cwd=folder, check=True, capture_output=True)
    for deb in glob.glob(os.path.join(folder, "*.deb")):
        subprocess.run(["dpkg-deb", "-x", deb, folder], check=True)
    return [p for p in glob.glob(os.path.join(folder, "**", "*"), recursive=True) if p.endswith(FONT_SUFFIXES)]


def package_coverage() -> dict[int, str]:
    covered: dict[int, str] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for package in PACKAGES:
            files = package_files(package, scratch)
            if not files:
                sys.exit(f"{package}: no font files found")
            for path in files:
                for font in faces(path):
                    for cp in font.getBestCmap():
                        if cp >= 0x20 and unicodedata.category(chr(cp)) not in ("Cc", "Cs", "Co"):
                            covered.setdefault(cp, package)
    return covered


def version(path: str, index: int) -> str:
    font = faces(path)[index]
    return f"{font['name'].getDebugName(4)}, {font['name'].getDebugName(5).split(';')[0]}"


def render_metrics() -> str:
    regular = advances("DejaVu Sans")
    bold = advances("DejaVu Sans:bold")
    fonts = sorted({(p, i) for p, i in fallback_order("DejaVu Sans")[1:] + fallback_order("DejaVu Sans:bold")[1:]
                    if "dejavu" not in p.lower()})
    lines = [
        "// GENERATED FILE -- DO NOT EDIT BY HAND.",
        "//",
        "// Generated by scripts/gen_fallback_fonts.py from fontconfig's fallback order after",
        "// DejaVu Sans (`fc-match -s \"DejaVu Sans\"`, and `:bold`) on a machine set up by",
        "// scripts/install-deps.sh; the Noto fonts read:",
        *[f"//   {os.path.basename(p)}#{i} ({version(p, i)})" for p, i in fonts],
        "",
        "/// The advance, in em, of every character some installed font has, as the font that draws it sets it:",
        "/// DejaVu Sans, else the font fontconfig falls back to (Noto Sans CJK, the Noto Sans UI fonts,",
        "/// Noto Color Emoji, …).",
        "///",
        "/// Generated data; see `TextMeasurer` for how it is used. Each run is a range of code points",
        "/// that share one advance (marks and format characters: 0); a run may span unassigned code points.",
        "enum FallbackFontMetrics {",
        "    /// The advance of an emoji glyph of Noto Color Emoji (most of its glyphs), in em.",
        f"    static let emojiAdvance: Double = {emoji_advance('DejaVu Sans')!r}",
        "",
    ]
    distinct = sorted({em for table in (regular, bold) for em in table.values()})
    lines += [
        "    /// The distinct advances, in em, that `regular` and `bold` index.",
        "    static let advances: [Double] = [",
        *["        " + ", ".join(repr(em) for em in distinct[i:i + 6]) + "," for i in range(0, len(distinct), 6)],
        "    ]",
        "",
    ]
    for name, table in (("regular", regular), ("bold", bold)):
        words = []
        for first, last, em in split_runs(runs(table), 0xFFFF):
            words += [first, (last - first) << 16 | distinct.index(em)]
        weight = "regular" if name == "regular" else "bold"
        lines += [f"    /// The runs for {weight} text ({len(table)} code points), sorted: pairs of the run's first code point and",
                  "    /// (its length − 1) << 16 | the index of its advance in `advances`.",
                  f"    static let {name}: [UInt32] = ["]
        lines += words_lines(words)
        lines.append("    ]")
        lines.append("")
    lines[-1] = "}"
    return "\n".join(lines) + "\n"


def render_packages() -> str:
    table_runs = runs(package_coverage())
    names = PACKAGES
    lines = [
        "// GENERATED FILE -- DO NOT EDIT BY HAND.",
        "//",
        "// Generated by scripts/gen_fallback_fonts.py from the cmaps of the fonts of these Debian",
        "// packages (the first that maps a code point is named for it):",
        *[f"//   {p}" for p in names],
        "",
        "/// Which Debian font package draws a character: named by the warning about a character",
        "/// no installed font has.",
        "///",
        "/// Generated data: runs of code points, sorted by `first`, each with the index of its package in",
        "/// `names`.",
        "package enum FontPackages {",
        "    /// The packages, in the order they were searched.",
        "    package static let names: [String] = [" + ", ".join(f'"{p}"' for p in names) + "]",
        "",
        f"    /// {len(table_runs)} runs of code points, sorted: pairs of the run's first code point and",
        "    /// (its length − 1) << 8 | the index in `names` of the package that maps them.",
        "    static let runs: [UInt32] = [",
    ]
    words = []
    for first, last, package in split_runs(table_runs, 0xFFFFFF):
        words += [first, (last - first) << 8 | names.index(package)]
    lines += words_lines(words)
    lines += ["    ]", "}"]
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="do not write; exit 1 if a file is out of date")
    args = parser.parse_args()
    stale = False
    for path, text in ((METRICS_OUTPUT, render_metrics()), (PACKAGES_OUTPUT, render_packages())):
        if args.check:
            try:
                with open(path, encoding="utf-8") as fh:
                    current = fh.read()
            except FileNotFoundError:
                current = None
            if current != text:
                print(f"{path} is out of date; run scripts/gen_fallback_fonts.py", file=sys.stderr)
                stale = True
            continue
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
        print(f"wrote {path}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
