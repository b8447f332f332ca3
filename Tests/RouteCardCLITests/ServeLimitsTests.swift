import Foundation
import RouteCardCompression
import RouteCardRaster
import RouteCardTestSupport
import Testing

/// `routecard serve` against the hardening limits: what a request could try that the command line
/// refuses — a gzip bomb, a line without end, too many points, an uploaded style that names files,
/// icons whose pixels break the pixel limit, a padding that leaves no room.
@Suite struct ServeLimitsTests {
    @Test func aGzipBombAndAnEndlessLineAreRefusedFromTheirSize() throws {
        try ServeHarness.with(["--max-body", "64k"]) { serve in
            // 8 MiB of spaces inflate from about 8 KB: more than 8 × --max-body (512 KiB).
            let bomb = Zlib.gzip([UInt8](repeating: 0x20, count: 8 << 20))
            #expect(bomb.count < 64 << 10)
            let refused = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": "text/csv"], body: bomb)
            #expect(refused.status == 422)
            #expect(refused.text.contains("inflates to more than 524288 bytes"), "\(refused.text)")
        }
        try ServeHarness.with(["--max-body", "4M"]) { serve in
            // One CSV line of 2 MiB: over the 1 MiB line limit, refused at that line.
            let line = Array("lat,lon\n60.1,24.9\n".utf8) + [UInt8](repeating: UInt8(ascii: "9"), count: 2 << 20) + [0x0A]
            let refused = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": "text/csv"], body: line)
            #expect(refused.status == 422)
            #expect(refused.text.contains("line length limit"), "\(refused.text)")
        }
    }

    @Test func thePointLimitIsTheReadersLimit() throws {
        try ServeHarness.with(["--max-points", "1000"]) { serve in
            // 5,000 points of CSV: the reader stops at the limit.
            var csv = "lat,lon\n"
            for i in 0..<5_000 { csv += "60.\(10_000 + i),24.9\n" }
            let refused = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": "text/csv"], body: Array(csv.utf8))
            #expect(refused.status == 422)
            #expect(refused.text.contains("5000 points") && refused.text.contains("1000"), "\(refused.text)")
        }
    }

    @Test func anUploadedStyleReadsNoFile() throws {
        let refusedNames = [
            #"{"version": 1, "layers": [{"id": "r", "type": "route"}, {"id": "m", "type": "markers", "source": "start", "layout": {"icon-image": "/etc/passwd.svg"}}]}"#,
            #"{"version": 1, "layers": [{"id": "r", "type": "route"}, {"id": "m", "type": "markers", "source": "start", "layout": {"icon-image": "../../../../etc/x.png"}}]}"#,
            #"{"version": 1, "sources": {"m": {"type": "geojson", "data": "/proc/self/environ"}}, "layers": [{"id": "l", "type": "line", "source": "m"}]}"#,
            #"{"version": 1, "basemap": {"maplibre": "/etc/hostname"}, "layers": [{"id": "r", "type": "route"}]}"#,
        ]
        try ServeHarness.with(["--allow-style-upload"]) { serve in
            for style in refusedNames {
                let (type, body) = ServeCommandTests.form(route: ServeHarness.route(), style: style)
                let answer = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": type], body: body)
                #expect(answer.status == 422, "\(style): \(answer.status) \(answer.text.prefix(200))")
                #expect(answer.text.contains("error"), "\(style)")
                #expect(!answer.text.contains("root:") && !answer.text.contains("PATH="), "\(style)")
            }
            // The built-in map data may be read.
            let builtIn = #"{"version": 1, "sources": {"m": {"type": "geojson", "data": "builtin:helsinki.geojson"}}, "layers": [{"id": "l", "type": "line", "source": "m"}, {"id": "r", "type": "route"}]}"#
            let (type, body) = ServeCommandTests.form(route: ServeHarness.route(), style: builtIn)
            let answer = try serve.client.request("POST", "/render?format=svg", headers: ["Content-Type": type], body: body)
            #expect(answer.status == 200, "\(answer.text.prefix(300))")
        }
    }

    @Test func iconsOfAServedStyleCountAgainstThePixelLimit() throws {
        try CommandHarness.withHarness { files in
            // A served style (its own folder may be read at start) with a 1000×1000 PNG icon: 1 megapixel.
            let icon = try Rasterizer().png(svg: Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><rect width="1000" height="1000" fill="red"/></svg>"#.utf8), scale: 1)
            try Data(icon).write(to: files.inputDirectory.appendingPathComponent("big.png"))
            try files.writeInput("pins.json", #"{"version": 1, "canvas": {"width": 300, "height": 300, "scale": 1}, "layers": [{"id": "r", "type": "route"}, {"id": "start", "type": "markers", "source": "start", "layout": {"icon-image": "big.png", "icon-size": 20}}]}"#)
            // 300×300 + 1000×1000 = 1,090,000 pixels.
            try ServeHarness.with(["--styles", files.inputDirectory.path, "--max-pixels", "1089999"]) { serve in
                let refused = try serve.client.request("POST", "/render?style=pins&format=png", body: ServeHarness.route())
                #expect(refused.status == 422)
                #expect(refused.text.contains("icon (PNG, 1000×1000 pixels) in layer \\\"start\\\"") && refused.text.contains("(--max-pixels)"),
                        "\(refused.text)")
                // A PDF holds no pixels of its own, but its images count: 1,000,000 fits.
                #expect(try serve.client.request("POST", "/render?style=pins&format=pdf", body: ServeHarness.route()).status == 200)
            }
            try ServeHarness.with(["--styles", files.inputDirectory.path, "--max-pixels", "1090000"]) { serve in
                let drawn = try serve.client.request("POST", "/render?style=pins&format=png", body: ServeHarness.route())
                #expect(drawn.status == 200, "\(drawn.text.prefix(300))")
                #expect(ServeHarness.pngSize(drawn.body).map { [$0.0, $0.1] } == [300, 300])
            }
        }
    }

    @Test func aPaddingThatLeavesNoRoomIsABadRequest() throws {
        try ServeHarness.with { serve in
            let answer = try serve.client.request("POST", "/render?format=svg&size=100x100&padding=60", body: ServeHarness.route())
            #expect(answer.status == 400, "\(answer.status) \(answer.text)")
            #expect(answer.text.contains("padding"), "\(answer.text)")
        }
    }
}
