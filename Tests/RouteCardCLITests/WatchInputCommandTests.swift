import Foundation
import RouteCardCompression
import RouteCardTestSupport
import Testing

/// FIT, TCX, KML and gzip'd inputs on the command line, and `batch --from-export`.
@Suite struct WatchInputCommandTests {
    static func fixture(_ relative: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture(relative))))
    }

    static func json(_ result: CommandResult) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any], "\(result.stdoutText)")
    }

    @Test func infoReadsEachFormatAndItsActivity() throws {
        try CommandHarness.withHarness { harness in
            let fit = try Self.json(harness.run(["info", TestPaths.fixture("fit/garmin-edge-500-activity.fit"), "--json"]))
            #expect(fit["activity"] as? String == "cycling")
            #expect(fit["points"] as? Int == 10_677)
            #expect(fit["unplaced_records"] as? Int == 9)
            let tcx = try Self.json(harness.run(["info", TestPaths.fixture("tcx/test.tcx"), "--json"]))
            #expect(tcx["activity"] as? String == "Running")
            #expect(tcx["start_time"] as? String == "2012-12-26T21:29:53Z")
            let kml = try Self.json(harness.run(["info", TestPaths.fixture("kml/gxtrack.kml"), "--json"]))
            #expect(kml["points"] as? Int == 7)
            // gzip'd FIT on standard input, detected by content.
            let piped = harness.run(["info", "-", "--json"], stdin: Zlib.gzip(try Self.fixture("fit/garmin-fenix-5-bike.fit")))
            #expect(piped.code == 0, "\(piped.stderr)")
            #expect(try Self.json(piped)["points"] as? Int == 19)
            let forced = harness.run(["info", "-", "--format", "tcx", "--json"], stdin: try Self.fixture("tcx/sup_activity_1.tcx"))
            #expect(try Self.json(forced)["points"] as? Int == 111)
        }
    }

    @Test func badFilesExit65WithTheirLocation() throws {
        try CommandHarness.withHarness { harness in
            let path = TestPaths.fixture("fit/activity-unexpected-eof.fit")
            let result = harness.run(["render", path, "-o", harness.outputPath("x.svg")])
            #expect(result.code == 65)
            #expect(result.stderr.contains("\(path): error: byte 768: truncated FIT file"))
            #expect(harness.outputEntries().isEmpty)
            let kml = harness.run(["info", TestPaths.fixture("kml/bad.kml")])
            #expect(kml.code == 65)
            #expect(kml.stderr.contains("bad.kml:5:7: error: coordinates \"no,no\""))
            let corrupt = try harness.writeInput("ride.fit.gz", "not really gzip")
            let notGzip = harness.run(["info", corrupt])
            #expect(notGzip.code == 65, "\(notGzip.stderr)")
            let unknown = harness.run(["info", "-", "--format", "garmin"], stdin: [])
            #expect(unknown.code == 64)
            #expect(unknown.stderr.contains("fit, tcx, kml"))
        }
    }

    @Test func renderDrawsAFITFile() throws {
        try CommandHarness.withHarness { harness in
            let result = harness.run(["render", TestPaths.fixture("fit/garmin-fenix-5-run.fit"), "-o", "-"])
            #expect(result.code == 0, "\(result.stderr)")
            #expect(result.stdoutText.contains("class=\"layer route\""))
        }
    }

    /// A Strava-like export: `activities.csv` (Strava's column names, a quoted date with commas,
    /// a manual activity without file) and gzip'd FIT, GPX and TCX files.
    static func stravaExport(in harness: CommandHarness) throws -> String {
        let folder = harness.inputDirectory.appendingPathComponent("export")
        let activities = folder.appendingPathComponent("activities")
        try FileManager.default.createDirectory(at: activities, withIntermediateDirectories: true)
        try Data(Zlib.gzip(Self.fixture("fit/garmin-fenix-5-run.fit"))).write(to: activities.appendingPathComponent("111.fit.gz"))
        try Data(Zlib.gzip(Self.fixture("tcx/test.tcx"))).write(to: activities.appendingPathComponent("222.tcx.gz"))
        try Data(Self.fixture("kml/gxtrack.kml")).write(to: activities.appendingPathComponent("333.kml"))
        let csv = """
        Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Filename
        111,"Jun 11, 2017, 2:34:09 PM",Morning Run,Run,,1200,3.2,activities/111.fit.gz
        222,"Dec 26, 2012, 9:29:53 PM","Night run, 5k",Run,,1992,4.7,activities/222.tcx.gz
        444,"Jan 1, 2020, 10:00:00 AM",Manual entry,Workout,,600,0,
        333,"May 28, 2010, 2:02:09 AM",Walk,Walk,,47,0.5,activities/333.kml

        """
        try Data(csv.utf8).write(to: folder.appendingPathComponent("activities.csv"))
        return folder.path
    }

    @Test func batchFromAStravaExport() throws {
        try CommandHarness.withHarness { harness in
            let folder = try Self.stravaExport(in: harness)
            let jobs = harness.run(["batch", "--from-export", folder, "--print-jobs", "--style", "dark"])
            #expect(jobs.code == 0, "\(jobs.stderr)")
            #expect(jobs.stdoutText == """
                {"input": "\(folder)/activities/111.fit.gz", "style": "dark", "title": "Morning Run", "sport": "run", "output": "2017-06-11-111.png"}
                {"input": "\(folder)/activities/222.tcx.gz", "style": "dark", "title": "Night run, 5k", "sport": "run", "output": "2012-12-26-222.png"}
                {"input": "\(folder)/activities/333.kml", "style": "dark", "title": "Walk", "sport": "walk", "output": "2010-05-28-333.png"}

                """)
            let result = harness.run(["batch", "--from-export", folder, "--as", "svg", "--out-dir", harness.outputDirectory.path, "-q"])
            #expect(result.code == 0, "\(result.stderr)")
            #expect(harness.outputEntries().sorted() == ["2010-05-28-333.svg", "2012-12-26-222.svg", "2017-06-11-111.svg"])
            let svg = String(decoding: harness.bytes(at: harness.outputPath("2012-12-26-222.svg")) ?? [], as: UTF8.self)
            #expect(svg.contains("Night run, 5k"))
        }
    }

    /// `batch --from-export DIR --print-jobs > cards.ndjson` then `batch cards.ndjson`: the printed
    /// lines render every card from a jobs file saved in another folder than the export.
    @Test func printedJobsRenderEveryCardFromWhereverTheyAreSaved() throws {
        try CommandHarness.withHarness { harness in
            let folder = try Self.stravaExport(in: harness)
            let printed = harness.run(["batch", "--from-export", folder, "--print-jobs", "--as", "svg"])
            #expect(printed.code == 0, "\(printed.stderr)")
            let saved = harness.root.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: saved, withIntermediateDirectories: true)
            let jobs = saved.appendingPathComponent("cards.ndjson")
            try Data(printed.stdout).write(to: jobs)
            let result = harness.run(["batch", jobs.path, "--out-dir", harness.outputDirectory.path])
            #expect(result.code == 0, "\(result.stderr)")
            #expect(result.stderr.contains("3 cards"), "\(result.stderr)")
            #expect(harness.outputEntries() == ["2010-05-28-333.svg", "2012-12-26-222.svg", "2017-06-11-111.svg"])
            let svg = String(decoding: harness.bytes(at: harness.outputPath("2017-06-11-111.svg")) ?? [], as: UTF8.self)
            #expect(svg.contains("Morning Run"))
        }
    }

    @Test func batchFromAFolderOfFiles() throws {
        try CommandHarness.withHarness { harness in
            let folder = harness.inputDirectory.appendingPathComponent("garmin")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("2017"), withIntermediateDirectories: true)
            try Data(Self.fixture("fit/garmin-fenix-5-bike.fit")).write(to: folder.appendingPathComponent("2017/bike.FIT"))
            try Data(Self.fixture("osm/helsinki-run.gpx")).write(to: folder.appendingPathComponent("run.gpx"))
            try Data("not a route".utf8).write(to: folder.appendingPathComponent("notes.txt"))
            let jobs = harness.run(["batch", "--from-export", folder.path, "--print-jobs"])
            #expect(jobs.stdoutText == """
                {"input": "\(folder.path)/2017/bike.FIT", "style": "default", "output": "bike.png"}
                {"input": "\(folder.path)/run.gpx", "style": "default", "output": "run.png"}

                """)
            let empty = harness.inputDirectory.appendingPathComponent("empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            #expect(harness.run(["batch", "--from-export", empty.path]).code == 65)
            #expect(harness.run(["batch", "--from-export", folder.path, "cards.ndjson"]).code == 64)
            #expect(harness.run(["batch", "--from-export", folder.path, "--as", "gif"]).code == 64)
            #expect(harness.run(["batch", "cards.ndjson", "--style", "dark"]).code == 64)
        }
    }
}
