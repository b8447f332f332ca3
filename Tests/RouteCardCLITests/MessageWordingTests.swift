import Foundation
@testable import RouteCardEngine
import RouteCardRaster
import RouteCardTestSupport
import Testing

/// The smaller message defects of issue 29: hexadecimal taken as a number, a huge value echoed whole,
/// "100 megapixels, above the limit of 100 megapixels", "control character character".
@Suite struct MessageWordingTests {
    /// Runs a command in a fresh harness (`x.svg` an output inside it) and returns its result.
    static func run(_ arguments: [String], stdin: [UInt8] = []) -> CommandResult {
        guard let harness = try? CommandHarness() else { return CommandResult(code: -1, stdout: [], stderr: "no harness") }
        defer { harness.cleanUp() }
        return harness.run(arguments.map { $0 == "x.svg" ? harness.outputPath("x.svg") : $0 }, stdin: stdin)
    }

    @Test func numbersAreDecimalOnly() {
        #expect(InputOptionValues.decimal("2") == 2 && InputOptionValues.decimal("-1.5") == -1.5 && InputOptionValues.decimal(".5") == 0.5)
        #expect(InputOptionValues.decimal("1e3") == 1000 && InputOptionValues.decimal("2.5E-1") == 0.25)
        for text in ["0x2", "nan", "inf", "1e", "+", "", "1.2.3", "--1", "1e3e4", "2x"] {
            #expect(InputOptionValues.decimal(text) == nil, "\(text)")
        }
        let result = Self.run(["render", "--example", "--scale", "0x2", "-o", "x.svg"])
        #expect(result.code == 64 && result.stderr.contains("bad --scale \"0x2\""))
    }

    @Test func aHugeValueIsNotEchoedWhole() {
        let zone = String(repeating: "a", count: 100_000)
        let result = Self.run(["render", "--example", "--timezone", zone, "-o", "x.svg"])
        #expect(result.code == 64)
        #expect(result.stderr.contains("(100000 characters)") && result.stderr.count < 400, "\(result.stderr.count) characters")
    }

    @Test func pixelCountsJustOverTheLimitAreExact() {
        let error = RasterError.tooLarge(width: 10_001, height: 10_000, maxPixels: 100_000_000, maxSide: 32_767)
        #expect(error.description.contains("(100,010,000 pixels), above the limit of 100 megapixels"), "\(error.description)")
        let far = RasterError.tooLarge(width: 20_000, height: 10_000, maxPixels: 100_000_000, maxSide: 32_767)
        #expect(far.description.contains("(200 megapixels)"))
    }

    @Test func aControlCharacterInXMLIsNamedOnce() {
        let result = Self.run(["render", "-", "-o", "x.svg"], stdin: Array("<gpx><name>a\u{01}</name></gpx>".utf8))
        #expect(result.code == 65)
        #expect(result.stderr.contains("character U+0001 (a control character) is not allowed in XML"), "\(result.stderr)")
        #expect(!result.stderr.contains("character character"))
    }
}
