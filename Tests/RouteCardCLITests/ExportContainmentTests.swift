import Foundation
import RouteCardTestSupport
import Testing

/// `batch --from-export`: an export is a downloaded archive, so its `activities.csv` may name only
/// files inside it (not `../x.gpx`, not `/abs/x.gpx`, not a symbolic link leading out), and no card
/// is written into it (issue 29, item 13).
@Suite struct ExportContainmentTests {
    /// An export folder with one real activity, a file beside the export and a link to it inside.
    private static func export(_ harness: CommandHarness, rows: [String]) throws -> String {
        let export = harness.inputDirectory.appendingPathComponent("export")
        let manager = FileManager.default
        try manager.createDirectory(at: export.appendingPathComponent("activities"), withIntermediateDirectories: true)
        let gpx = TestPaths.fixture("tiles/monaco-run.gpx")
        try? manager.copyItem(atPath: gpx, toPath: export.path + "/activities/1.gpx")
        try? manager.copyItem(atPath: gpx, toPath: harness.inputDirectory.path + "/outside.gpx")
        try? manager.createSymbolicLink(atPath: export.path + "/activities/link.gpx", withDestinationPath: harness.inputDirectory.path + "/outside.gpx")
        let csv = (["Activity ID,Activity Date,Activity Name,Activity Type,Filename"] + rows).joined(separator: "\n") + "\n"
        try csv.write(toFile: export.path + "/activities.csv", atomically: true, encoding: .utf8)
        return export.path
    }

    @Test func anIndexNamingAFileOutsideTheExportIsRefusedWithItsPlace() throws {
        try CommandHarness.withHarness { harness in
            let cases: [(String, String)] = [
                ("../outside.gpx", "leads outside the export folder"),
                ("activities/../../outside.gpx", "leads outside the export folder"),
                (harness.inputDirectory.path + "/outside.gpx", "is an absolute path"),
                ("activities/link.gpx", "is a symbolic link to a file outside the export folder"),
            ]
            for (name, why) in cases {
                // The second row is the bad one; its Filename cell starts at column 31.
                let folder = try Self.export(harness, rows: ["1,\"Apr 12, 2026, 6:30:00 AM\",In,Run,activities/1.gpx",
                                                             "2,\"Apr 12, 2026, 6:30:00 AM\",Out,Run,\(name)"])
                let result = harness.run(["batch", "--from-export", folder, "--out-dir", harness.outputDirectory.path])
                #expect(result.code == 65, "\(name)")
                #expect(result.stderr.hasPrefix(folder + "/activities.csv:3:38: error: Filename \"") && result.stderr.contains(why), "\(result.stderr)")
                #expect(harness.outputEntries().isEmpty, "\(name): no card is made")
            }
            let folder = try Self.export(harness, rows: ["1,\"Apr 12, 2026, 6:30:00 AM\",In,Run,activities/1.gpx"])
            let fine = harness.run(["batch", "--from-export", folder, "--out-dir", harness.outputDirectory.path, "-q"])
            #expect(fine.code == 0, "\(fine.stderr)")
            #expect(harness.outputEntries() == ["2026-04-12-1.png"])
        }
    }

    @Test func noCardIsWrittenIntoTheExport() throws {
        try CommandHarness.withHarness { harness in
            let folder = try Self.export(harness, rows: ["1,\"Apr 12, 2026, 6:30:00 AM\",In,Run,activities/1.gpx"])
            let before = CommandHarness.entries(of: folder)
            for outDir in [folder + "/cards", folder, folder + "/activities/../x"] {
                let result = harness.run(["batch", "--from-export", folder, "--out-dir", outDir])
                #expect(result.code == 64, "\(outDir)")
                #expect(result.stderr.contains("would be written into the export folder"), "\(result.stderr)")
            }
            #expect(CommandHarness.entries(of: folder) == before)
        }
    }
}
