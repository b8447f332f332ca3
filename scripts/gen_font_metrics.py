#!/usr/bin/env python3
"""Generate Sources/RouteCardStyle/Text/DejaVuSansMetrics.swift.

Reads DejaVu Sans (Regular and Bold) with fontTools and writes the advance
widths of the code points a route card label is likely to contain, plus the
vertical metrics from the `hhea` table, as Swift literals. `TextMeasurer`
uses this data so that label boxes can be computed without a font library at
run time.

Usage:
    pip install fonttools
    python3 scripts/gen_font_metrics.py            # (re)write the Swift file
    python3 scripts/gen_font_metrics.py --check    # exit 1 if the file is stale

Conventions of the generated data:
  * All numbers are in font units (`unitsPerEm` per em).
  * Only code points present in the font's cmap are listed; the listed code
    points are grouped into runs of consecutive code points, each stored as
    `(first: UInt32, widths: [UInt16])`, sorted by `first`.
  * Combining/enclosing marks and format characters (general category Mn, Me,
    Cf -- e.g. U+0483..0489, U+00AD SOFT HYPHEN, U+200B..200F) are stored
    with width 0, because a shaper does not advance the pen for them.
  * `*FallbackAdvance` is the mean advance of the lowercase letters a-z, used
    for characters not covered by the table (see TextMeasurer.swift).
"""

from __future__ import annotations

import argparse
import os
import sys
import unicodedata

try:
    from fontTools.ttLib import TTFont
except ImportError:  # pragma: no cover - guidance only
    sys.exit("fontTools is required: pip install fonttools")

FONT_DIR = "/usr/share/fonts/truetype/dejavu"
DEFAULT_REGULAR = os.path.join(FONT_DIR, "DejaVuSans.ttf")
DEFAULT_BOLD = os.path.join(FONT_DIR, "DejaVuSans-Bold.ttf")

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(
    REPO_ROOT, "Sources", "RouteCardStyle", "Text", "DejaVuSansMetrics.swift")

# (first, last, name) -- inclusive Unicode ranges to tabulate.
BLOCKS = [
    (0x0020, 0x007E, "Basic Latin (printable)"),
    (0x00A0, 0x00FF, "Latin-1 Supplement (printable; includes · ° × ÷)"),
    (0x0100, 0x017F, "Latin Extended-A"),
    (0x0180, 0x024F, "Latin Extended-B"),
    (0x0370, 0x03FF, "Greek and Coptic"),
    (0x0400, 0x04FF, "Cyrillic"),
    (0x1E00, 0x1EFF, "Latin Extended Additional (Vietnamese etc.)"),
    (0x2000, 0x206F, "General Punctuation"),
    (0x20A0, 0x20CF, "Currency Symbols"),
    (0x2190, 0x21FF, "Arrows"),
]

# Single symbols outside those blocks that show up in units and labels.
EXTRAS = [
    0x2103,  # ℃ DEGREE CELSIUS
    0x2109,  # ℉ DEGREE FAHRENHEIT
    0x2116,  # № NUMERO SIGN
    0x2122,  # ™ TRADE MARK SIGN
    0x2212,  # − MINUS SIGN
    0x2215,  # ∕ DIVISION SLASH
    0x2219,  # ∙ BULLET OPERATOR
    0x221E,  # ∞ INFINITY
    0x2248,  # ≈ ALMOST EQUAL TO
    0x2260,  # ≠ NOT EQUAL TO
    0x2264,  # ≤ LESS-THAN OR EQUAL TO
    0x2265,  # ≥ GREATER-THAN OR EQUAL TO
    0x2300,  # ⌀ DIAMETER SIGN
    0x25A0,  # ■ BLACK SQUARE
    0x25A1,  # □ WHITE SQUARE
    0x25B2,  # ▲ BLACK UP-POINTING TRIANGLE
    0x25B3,  # △ WHITE UP-POINTING TRIANGLE
    0x25B6,  # ▶ BLACK RIGHT-POINTING TRIANGLE
    0x25BC,  # ▼ BLACK DOWN-POINTING TRIANGLE
    0x25C0,  # ◀ BLACK LEFT-POINTING TRIANGLE
    0x25CB,  # ○ WHITE CIRCLE
    0x25CF,  # ● BLACK CIRCLE
    0x2605,  # ★ BLACK STAR
    0x2606,  # ☆ WHITE STAR
    0x2713,  # ✓ CHECK MARK
    0x2714,  # ✔ HEAVY CHECK MARK
    0x2717,  # ✗ BALLOT X
    0xFFFD,  # � REPLACEMENT CHARACTER
]

ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf"}
PER_LINE = 16


class FontData:
    def __init__(self, path: str):
        self.path = path
        self.font = TTFont(path, lazy=True)
        name = self.font["name"]
        self.full_name = name.getDebugName(4) or os.path.basename(path)
        self.version = name.getDebugName(5) or "unknown version"
        self.units_per_em = self.font["head"].unitsPerEm
        hhea = self.font["hhea"]
        self.ascender = hhea.ascent
        self.descender = hhea.descent
        self.line_gap = hhea.lineGap
        self.cmap = self.font.getBestCmap()
        self.hmtx = self.font["hmtx"]

    def advance(self, cp: int) -> int | None:
        glyph = self.cmap.get(cp)
        if glyph is None:
            return None
        if unicodedata.category(chr(cp)) in ZERO_WIDTH_CATEGORIES:
            return 0
        return self.hmtx[glyph][0]

    def fallback_advance(self) -> float:
        widths = [self.advance(cp) for cp in range(ord("a"), ord("z") + 1)]
        return sum(widths) / len(widths)


def wanted_code_points() -> list[int]:
    cps = set(EXTRAS)
    for first, last, _ in BLOCKS:
        cps.update(range(first, last + 1))
    return sorted(cps)


def runs(font: FontData) -> list[tuple[int, list[int]]]:
    """Consecutive code points present in the font, as (first, widths)."""
    out: list[tuple[int, list[int]]] = []
    for cp in wanted_code_points():
        width = font.advance(cp)
        if width is None:
            continue
        if not 0 <= width <= 0xFFFF:
            raise SystemExit(f"U+{cp:04X}: advance {width} does not fit UInt16")
        if out and out[-1][0] + len(out[-1][1]) == cp:
            out[-1][1].append(width)
        else:
            out.append((cp, [width]))
    return out


def swift_table(name: str, doc: str, table: list[tuple[int, list[int]]]) -> list[str]:
    count = sum(len(w) for _, w in table)
    lines = [
        f"    /// {doc}",
        f"    /// {len(table)} runs, {count} code points.",
        f"    static let {name}: [(first: UInt32, widths: [UInt16])] = [",
    ]
    for first, widths in table:
        lines.append(f"        (first: 0x{first:04X}, widths: [")
        for i in range(0, len(widths), PER_LINE):
            chunk = ", ".join(str(w) for w in widths[i:i + PER_LINE])
            lines.append(f"            {chunk}, // U+{first + i:04X}")
        lines.append("        ]),")
    lines.append("    ]")
    return lines


def render(regular: FontData, bold: FontData) -> str:
    for attr in ("units_per_em", "ascender", "descender", "line_gap"):
        if getattr(regular, attr) != getattr(bold, attr):
            raise SystemExit(
                f"{attr} differs between Regular and Bold; the generator "
                "assumes shared vertical metrics")

    block_lines = [f"//   U+{a:04X}–U+{b:04X}  {n}" for a, b, n in BLOCKS]
    extras = " ".join(chr(cp) for cp in EXTRAS)
    out: list[str] = [
        "// GENERATED FILE -- DO NOT EDIT BY HAND.",
        "//",
        "// Generated by scripts/gen_font_metrics.py from:",
        f"//   Regular: {os.path.basename(regular.path)} "
        f"({regular.full_name}, {regular.version})",
        f"//   Bold:    {os.path.basename(bold.path)} "
        f"({bold.full_name}, {bold.version})",
        "// Regenerate with `python3 scripts/gen_font_metrics.py` (needs fontTools).",
        "//",
        "// Advance widths (hmtx) for the code points of these ranges that the fonts map:",
        *block_lines,
        f"//   plus: {extras}",
        "// Marks and format characters (Mn, Me, Cf) are stored as 0.",
        "",
        "/// Horizontal advances and vertical metrics of DejaVu Sans, in font units.",
        "///",
        "/// Generated data; see `TextMeasurer` for how it is used.",
        "enum DejaVuSansMetrics {",
        "    /// Font units per em (`head.unitsPerEm`).",
        f"    static let unitsPerEm: Double = {regular.units_per_em}",
        "    /// Ascender above the baseline (`hhea.ascender`), shared by Regular and Bold.",
        f"    static let ascender: Double = {regular.ascender}",
        "    /// Descender (`hhea.descender`; negative = below the baseline).",
        f"    static let descender: Double = {regular.descender}",
        "    /// Extra leading between lines (`hhea.lineGap`).",
        f"    static let lineGap: Double = {regular.line_gap}",
        "    /// Advance for unknown characters in Regular: mean advance of a–z.",
        f"    static let regularFallbackAdvance: Double = {regular.fallback_advance()!r}",
        "    /// Advance for unknown characters in Bold: mean advance of a–z.",
        f"    static let boldFallbackAdvance: Double = {bold.fallback_advance()!r}",
        "",
    ]
    out += swift_table("regular", "Advance widths of DejaVu Sans (Regular), sorted by `first`.",
                       runs(regular))
    out.append("")
    out += swift_table("bold", "Advance widths of DejaVu Sans Bold, sorted by `first`.",
                       runs(bold))
    out.append("}")
    return "\n".join(out) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--regular", default=DEFAULT_REGULAR, help="DejaVuSans.ttf path")
    parser.add_argument("--bold", default=DEFAULT_BOLD, help="DejaVuSans-Bold.ttf path")
    parser.add_argument("--output", default=DEFAULT_OUTPUT, help="Swift file to write")
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if the output file is out of date")
    args = parser.parse_args()

    text = render(FontData(args.regular), FontData(args.bold))
    if args.check:
        try:
            with open(args.output, encoding="utf-8") as fh:
                current = fh.read()
        except FileNotFoundError:
            current = None
        if current != text:
            print(f"{args.output} is out of date; run scripts/gen_font_metrics.py",
                  file=sys.stderr)
            return 1
        print(f"{args.output} is up to date")
        return 0

    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as fh:
        fh.write(text)
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
