import Foundation
@testable import RouteCardEngine
import RouteCardGeo
@testable import RouteCardService
import RouteCardStyle
import RouteCardTestSupport
import Testing

/// How privacy settings are given: `--privacy-zone`/`--privacy-trim`, the batch keys, the style's
/// `privacy` object — and what a mistake in each says.
@Suite struct PrivacyOptionTests {
    @Test func optionsReadZonesAndTrims() throws {
        let arguments = try ArgumentList(["--privacy-zone", "60.17,24.94,300", "--privacy-zone=46.05,14.5,0.5km", "--privacy-trim", "0.2km"],
                                         valued: StyleOverrides.valued, flags: StyleOverrides.flags)
        let overrides = try StyleOverrides(arguments)
        #expect(overrides.privacy.zones == [PrivacyZone(center: GeoCoordinate(latitude: 60.17, longitude: 24.94), radius: 300),
                                            PrivacyZone(center: GeoCoordinate(latitude: 46.05, longitude: 14.5), radius: 500)])
        #expect(overrides.privacy.trimStart == 200 && overrides.privacy.trimEnd == 200)
        // Added to a style's own settings: both zones kept, the larger trim wins.
        var style = try Style.decode(Array("""
            {"version": 1, "privacy": {"zones": [{"lat": 1, "lon": 2, "radius": 50}], "trim-start": 500}, "layers": []}
            """.utf8))
        overrides.apply(to: &style)
        #expect(style.privacy.zones.count == 3)
        #expect(style.privacy.trimStart == 500 && style.privacy.trimEnd == 200)
    }

    @Test func badOptionValuesAreUsageErrors() throws {
        try CommandHarness.withHarness { harness in
            for (option, value) in [("--privacy-zone", "60.17,24.94"), ("--privacy-zone", "95,24.94,300"), ("--privacy-zone", "60,24,0"),
                                    ("--privacy-zone", "60,24,300km"), ("--privacy-trim", "-5"), ("--privacy-trim", "far")] {
                let result = harness.run(["render", "--example", "-o", harness.outputPath("c.svg"), option, value])
                #expect(result.code == 64, "\(option) \(value)")
                #expect(result.stderr.contains("bad \(option) \"\(value)\""))
            }
            #expect(harness.outputEntries() == [])
        }
    }

    @Test func hidingEverythingIsOneClearError() throws {
        try CommandHarness.withHarness { harness in
            let result = harness.run(["render", "--example", "-o", harness.outputPath("c.svg"), "--privacy-trim", "100km"])
            #expect(result.code == 65)
            #expect(result.stderr.contains("the privacy zones and trims hide the whole route"))
            #expect(harness.outputEntries() == [])
        }
    }

    @Test func infoBoundsCoverOnlyTheVisibleRoute() throws {
        try CommandHarness.withHarness { harness in
            let input = TestPaths.examples.appendingPathComponent("data/helsinki-run.gpx").path
            let plain = harness.run(["info", input, "--json"])
            // 300 m around the first point (60.1707675, 24.9446141), which is the southernmost point.
            let hidden = harness.run(["info", input, "--json", "--privacy-zone", "60.1707675,24.9446141,300"])
            #expect(plain.code == 0 && hidden.code == 0)
            let plainText = String(decoding: plain.stdout, as: UTF8.self), hiddenText = String(decoding: hidden.stdout, as: UTF8.self)
            #expect(plainText.contains("\"bbox\": [24.9405079, 60.1707675,"))
            #expect(!hiddenText.contains("60.1707675"))
            // The statistics still count the whole route.
            #expect(plainText.contains("\"distance_m\": 4469.724") && hiddenText.contains("\"distance_m\": 4469.724"))
        }
    }

    @Test func batchKeysMirrorTheOptions() throws {
        let jobs = BatchJobReader(fileName: "cards.ndjson", baseDirectory: "/jobs", outputDirectory: "/out").read(Array("""
            {"input": "a.gpx", "privacy-zone": ["60.17,24.94,300", "60.18,24.95,200m"], "privacy-trim": 150}
            {"input": "b.gpx", "privacy-zone": "60.17,24.94,300", "privacy-trim": "0.1km"}
            {"input": "c.gpx", "privacy-zone": 5}
            """.utf8))
        guard case .success(let first) = jobs[0].card, case .success(let second) = jobs[1].card else {
            Issue.record("the first two jobs are cards: \(jobs)")
            return
        }
        #expect(first.overrides.privacy.zones.map(\.radius) == [300, 200])
        #expect(first.overrides.privacy.trimEnd == 150)
        #expect(second.overrides.privacy.zones.count == 1 && second.overrides.privacy.trimStart == 100)
        guard case .failure(let failure) = jobs[2].card else {
            Issue.record("a number is not a zone")
            return
        }
        #expect(failure.reason.contains("privacy-zone: a zone \"LAT,LON,R\" or an array of them expected"))
    }

    @Test func styleKeyIsCheckedWithLocations() {
        let text = """
            {"version": 1, "privacy": {"zones": [{"lat": 60.17, "lon": 24.94}, {"lat": 91, "lon": 0, "radius": 10, "radus": 5}],
             "trim-end": -1, "trim": 3}, "layers": []}
            """
        do {
            _ = try Style.decode(Array(text.utf8), file: "s.json")
            Issue.record("the style decodes")
        } catch {
            let messages = error.diagnostics.map(\.description)
            #expect(messages.contains { $0.contains("privacy.zones[0].radius") && $0.contains("missing key \"radius\"") })
            #expect(messages.contains { $0.contains("privacy.zones[1].lat") })
            #expect(messages.contains { $0.contains("privacy.zones[1].radus") && $0.contains("unknown key") })
            #expect(messages.contains { $0.contains("privacy.trim-end") })
            #expect(messages.contains { $0.contains("privacy.trim") && $0.contains("unknown key \"trim\"") })
            #expect(messages.allSatisfy { $0.hasPrefix("s.json:") })
        }
    }
}
