import Foundation
import RouteCardTestSupport
import Testing

/// `--sport`, `--max-hr`, and Strava's `Activity Type` through `batch --from-export`.
@Suite struct SportOptionTests {
    @Test func sportOverridesTheFilesType() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("run.gpx", InfoActivityTests.unnamedRun)
            let run = harness.run(["render", input, "--style", "activity", "-o", "-"]).stdoutText
            #expect(run.contains(">Morning run</text>") && run.contains(">PACE</text>") && !run.contains(">SPEED</text>"))
            let ride = harness.run(["render", input, "--style", "activity", "--sport", "ride", "-o", "-"])
            #expect(ride.code == 0)
            // 1,112 m (0.01° of latitude at 60.17° N) in 360 s: 11.1 km/h.
            #expect(ride.stdoutText.contains(">Morning ride</text>") && ride.stdoutText.contains(">SPEED</text>"))
            #expect(ride.stdoutText.contains(">11.1 km/h</text>"))
        }
    }

    @Test(arguments: [["--sport", "cycling"], ["--max-hr", "300"], ["--max-hr", "fast"]])
    func badValuesAreUsageErrors(arguments: [String]) throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("run.gpx", InfoActivityTests.unnamedRun)
            let result = harness.run(["render", input, "-o", harness.outputPath("card.svg")] + arguments)
            #expect(result.code == 64)
            #expect(result.stderr.contains("bad \(arguments[0]) \"\(arguments[1])\""), "\(result.stderr)")
            #expect(harness.outputEntries().isEmpty)
        }
    }

    /// The export says Ride for a file whose own type says running: the job carries `"sport": "ride"`.
    @Test func anExportsActivityTypeBecomesTheJobsSport() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("1.gpx", InfoActivityTests.unnamedRun)
            let folder = URL(fileURLWithPath: input).deletingLastPathComponent().path
            try harness.writeInput("activities.csv", "Activity ID,Activity Date,Activity Name,Activity Type,Filename\n"
                + "1,\"May 16, 2026, 6:30:00 AM\",Spin,Ride,1.gpx\n2,\"May 17, 2026, 6:30:00 AM\",Gym,Workout,1.gpx\n")
            let result = harness.run(["batch", "--from-export", folder, "--print-jobs"])
            #expect(result.code == 0, "\(result.stderr)")
            let lines = result.stdoutText.split(separator: "\n").map(String.init)
            #expect(lines.count == 2)
            #expect(lines.first?.contains(#""sport": "ride""#) == true)
            // Workout is no sport of the table: the file's own type decides.
            #expect(lines.last?.contains("\"sport\"") == false)
        }
    }
}
