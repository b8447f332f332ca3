import Foundation
import RouteCardGeo
import RouteCardStyle
import RouteCardTestSupport
import Testing

/// `--preset`: the common card shapes, a story's top and bottom 250 pt kept clear.
@Suite struct PresetTests {
    /// The SVG of `routecard render --example ARGS`.
    static func render(_ arguments: [String]) throws -> String {
        try CommandHarness.withHarness { harness in
            let output = harness.outputPath("card.svg")
            let result = harness.run(["render", "--example"] + arguments + ["-o", output])
            #expect(result.code == 0, "\(result.stderr)")
            return String(decoding: harness.bytes(at: output) ?? [], as: UTF8.self)
        }
    }

    /// The numbers of an attribute of every element matching `pattern`.
    static func matches(_ pattern: String, in svg: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map { match in
            (1..<match.numberOfRanges).map { String(svg[Range(match.range(at: $0), in: svg)!]) }
        }
    }

    @Test(arguments: [("square", 1080.0, 1080.0), ("portrait", 1080, 1350), ("story", 1080, 1920), ("link", 1200, 630)])
    func presetsSetTheSize(name: String, width: Double, height: Double) throws {
        let svg = try Self.render(["--preset", name])
        #expect(svg.contains(#"width="\#(Int(width))" height="\#(Int(height))" viewBox="0 0 \#(Int(width)) \#(Int(height))""#))
    }

    @Test func aStoryKeepsItsTopAndBottomBandsClear() throws {
        let svg = try Self.render(["--preset", "story", "--style", "map-dark"])
        // Every text's line box (baseline − 0.928 em … baseline + 0.236 em) lies between y 250 and 1670.
        let texts = Self.matches(#"<text class="(?:label|attribution)"[^>]* y="([0-9.]+)"[^>]* font-size="([0-9.]+)""#, in: svg)
        #expect(texts.count >= 3)
        for text in texts {
            let baseline = Double(text[0])!, size = Double(text[1])!
            #expect(baseline - 0.9282 * size >= 250 && baseline + 0.2359 * size <= 1670, "text at \(baseline) size \(size)")
        }
        // The route's every coordinate too.
        // (a <use> of geometry in <defs> when a casing or glow draws the same line)
        let ys = try #require(SVGDocument(Array(svg.utf8)).segmentPoints(inGroup: "route")).map(\.y)
        #expect(!ys.isEmpty && ys.allSatisfy { $0 > 250 && $0 < 1670 })
    }

    @Test func sizeReplacesThePresetsSizeAndTheStoryBandsScale() {
        var canvas = CanvasStyle()
        CanvasPreset.story.apply(to: &canvas, size: CanvasSize(width: 540, height: 960))
        #expect(canvas.width == 540 && canvas.height == 960)
        #expect(canvas.safeArea.top == 125 && canvas.safeArea.bottom == 125)
    }

    @Test func aBatchJobMayNameAPreset() throws {
        try CommandHarness.withHarness { harness in
            let jobs = try harness.writeInput("jobs.ndjson", #"{"input": "\#(TestPaths.file("Examples/data/helsinki-run.gpx").path)", "preset": "link", "svg": "link.svg"}"#)
            let result = harness.run(["batch", jobs, "--out-dir", harness.outputPath("")])
            #expect(result.code == 0, "\(result.stderr)")
            let svg = String(decoding: harness.bytes(at: harness.outputPath("link.svg")) ?? [], as: UTF8.self)
            #expect(svg.contains(#"width="1200" height="630""#))
        }
    }

    @Test func anUnknownPresetIsAUsageError() throws {
        try CommandHarness.withHarness { harness in
            let result = harness.run(["render", "--example", "--preset", "reel", "-o", harness.outputPath("x.svg")])
            #expect(result.code == 64)
            #expect(result.stderr.contains(#"unknown --preset "reel": use square, portrait, story, link"#))
        }
    }

    @Test func theHelpNamesThePresets() throws {
        try CommandHarness.withHarness { harness in
            let help = String(decoding: harness.run(["render", "--help"]).stdout, as: UTF8.self)
            #expect(help.contains("--preset NAME") && help.contains("story 1080x1920"))
        }
    }
}

/// Panels (stats, elevation profile) and legends keep out of a story's top and bottom 250 pt too.
@Suite struct PresetPanelTests {
    @Test func panelsStayInsideTheSafeArea() {
        var canvas = CanvasStyle()
        CanvasPreset.story.apply(to: &canvas)
        let bottom = PanelEdge.bottom.box(height: 200, margin: 40, canvas: canvas, stackingOn: [])
        #expect(bottom.maxY <= 1920 - 250 && bottom.minY >= 250, "\(bottom)")
        let top = PanelEdge.top.box(height: 120, margin: 40, canvas: canvas, stackingOn: [])
        #expect(top.minY >= 250, "\(top)")
        // Without a safe area the panel sits its margin from the edge.
        let plain = PanelEdge.bottom.box(height: 200, margin: 40, canvas: CanvasStyle(), stackingOn: [])
        #expect(plain.maxY == CanvasStyle().height - 40)
    }
}
