import Foundation
@testable import RouteCardCLI
@testable import RouteCardEngine
@testable import RouteCardService
import RouteCardTestSupport
import Testing

/// The card options are declared once (`CardOptions.all`); these tests check that every front-end,
/// the help and the README are made from that one list and agree with it.
@Suite struct CardOptionsTests {
    static let readme: String = (try? String(contentsOf: TestPaths.file("README.md"), encoding: .utf8)) ?? ""

    /// The README's text between `<!-- MARKER:begin … -->` and `<!-- MARKER:end -->`.
    static func generatedPart(_ marker: String) throws -> String {
        let begin = try #require(readme.range(of: "<!-- \(marker):begin"), "README.md has no \(marker) markers")
        let afterBegin = try #require(readme.range(of: "-->\n", range: begin.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "<!-- \(marker):end -->", range: afterBegin.upperBound..<readme.endIndex))
        return String(readme[afterBegin.upperBound..<end.lowerBound])
    }

    @Test(arguments: [("card-options", "render"), ("batch-keys", "batch"), ("serve-parameters", "serve")])
    func readmeTablesAreTheDeclarations(marker: String, command: String) throws {
        let table = try #require(RouteCardCommand.markdownHelp[command])
        #expect(try Self.generatedPart(marker) == table + "\n",
                "the README's \(marker) table is stale: run `make style-reference`")
    }

    @Test func namesAreUniqueAndEveryOptionIsDocumented() {
        let names = CardOptions.all.map(\.name)
        #expect(Set(names).count == names.count)
        for option in CardOptions.all {
            #expect(option.doc.count > 10, "\(option.name) has no doc")
            #expect(option.doc.hasSuffix(".") || option.doc.hasSuffix(")"), "\(option.name)'s doc is not a sentence")
        }
        #expect(Set(CardOptions.aliases.keys) == ["-o", "-q", "-h"])
    }

    /// Every "see" link of the table goes to a heading the README has.
    @Test func seeAlsoLinksGoToReadmeHeadings() {
        let headings = Set(Self.readme.split(separator: "\n").filter { $0.hasPrefix("#") }.map { line in
            CardOptionsReference.anchor(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: ""))
        })
        for option in CardOptions.all {
            guard let heading = option.seeAlso else { continue }
            #expect(headings.contains(CardOptionsReference.anchor(heading)), "\(option.name): no README heading \"\(heading)\"")
        }
    }

    /// `render` takes every option; its help lists every one; `--titel` suggests `--title`.
    @Test func renderTakesAndDocumentsEveryOption() throws {
        for option in CardOptions.all where !option.isPositional {
            #expect((option.isFlag ? RenderOptions.flags : RenderOptions.valued).contains(option.flagName), "\(option.name)")
            #expect(HelpText.render.contains("  " + option.synopsis), "render --help lacks \(option.synopsis)")
        }
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let result = harness.run(["render", "--example", "--titel", "x"])
        #expect(result.code == 64)
        #expect(result.stderr.contains("unknown option --titel (did you mean --title?)"))
        #expect(harness.run(["help", "render"]).stdout == harness.run(["render", "--help"]).stdout)
    }

    /// A batch job takes exactly the options declared as job keys; the others are refused with why.
    @Test func batchKeysAreTheDeclaredOnes() {
        let declared = CardOptions.all.filter { if case .key = $0.job { true } else { false } }.map(\.name)
        #expect(BatchJobReader.keys == declared)
        for option in CardOptions.all where option.job == .batchOption {
            let jobs = BatchJobReader(fileName: "jobs.ndjson", baseDirectory: "/nonexistent", outputDirectory: "/nonexistent")
                .read(Array("{\"input\": \"a.gpx\", \"\(option.name)\": \"1\"}".utf8))
            guard case .failure(let failure) = jobs.first?.card else {
                Issue.record("\(option.name) was taken as a job key")
                continue
            }
            #expect(failure.reason.contains("give \(option.flagName) to batch itself"), "\(failure.reason)")
            #expect(BatchOptions.valued.union(BatchOptions.flags).contains(option.flagName), "batch lacks \(option.flagName)")
        }
    }

    /// serve takes or refuses every option by its declaration, and `live` takes those declared for it.
    @Test func serveAndLiveFollowTheDeclarations() {
        let names = Set(CardOptions.all.map(\.name))
        #expect(Set(CardParameters.accepted).union(CardParameters.refused.keys) == names)
        #expect(Set(CardParameters.accepted).isDisjoint(with: CardParameters.refused.keys))
        #expect(CardParameters.accepted.contains("png-compression") && CardParameters.refused["tiles"] != nil)
        let live = LiveOptions.valued.union(LiveOptions.flags)
        for option in CardOptions.all where !option.isPositional {
            #expect(live.contains(option.flagName) == option.live || ["--output", "--png", "--center"].contains(option.flagName),
                    "live and \(option.flagName)")
        }
    }

    /// `live --help` lists exactly the options `live`'s parser takes: each option line of the help
    /// names an accepted option, and each accepted option has its line.
    @Test func liveHelpListsExactlyTheOptionsLiveTakes() {
        let accepted = LiveOptions.valued.union(LiveOptions.flags)
        var listed: Set<String> = []
        for line in HelpText.live.split(separator: "\n") where line.hasPrefix("  -") {
            let words = line.split(separator: " ")
            let long = words.first { $0.hasPrefix("--") }.map(String.init)
            if let long { listed.insert(long) }
            #expect(long.map(accepted.contains) == true, "live --help lists \(line), which live does not take")
        }
        #expect(listed == accepted, "live takes \(accepted.subtracting(listed).sorted()) without a help line")
        #expect(HelpText.live.contains("  --style NAME|PATH       A built-in style or a style JSON file. Default: live."))
    }

    /// A job key's JSON is checked by its declared kind, with the same message whatever the key.
    @Test func jobValuesFollowTheirKind() {
        func reason(_ line: String) -> String? {
            let jobs = BatchJobReader(fileName: "jobs.ndjson", baseDirectory: "/nonexistent", outputDirectory: "/nonexistent").read(Array(line.utf8))
            if case .failure(let failure) = jobs.first?.card { return failure.reason }
            return nil
        }
        #expect(reason(#"{"input": "a.gpx", "scale": true}"#)?.contains("scale: a number expected, true found") == true)
        #expect(reason(#"{"input": "a.gpx", "no-attribution": "yes"}"#)?.contains("no-attribution: true or false expected") == true)
        #expect(reason(#"{"input": "a.gpx", "tiles": [1]}"#)?.contains("an array of them expected") == true)
        #expect(reason(#"{"input": "a.gpx", "padding": [10, 20]}"#) == nil)
        #expect(reason(#"{"input": "a.gpx", "png-compression": "small", "max-pixels": 5000000}"#) == nil)
    }
}
