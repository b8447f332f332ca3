import Foundation
import RouteCard
@testable import RouteCardService
import RouteCardStyle
import Testing

/// The page at `/` and what it asks the server for (the browser test, `make browser-test`, drives it
/// in Chromium): its headers, that it names only this server's resources and labels every control,
/// the sample card of each style, and the `RouteCard-Canvas` header its `GET /static` URL is built from.
@Suite(.serialized)
struct ServePageTests {
    @Test func thePageIsServedWithItsHeadersAndLabelsEveryControl() throws {
        try ServeHarness.with { serve in
            let page = try serve.client.request("GET", "/")
            #expect(page.status == 200)
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(page.headers["content-security-policy"]?.hasPrefix("default-src 'none'") == true)
            #expect(try serve.client.request("GET", "/index.html").body == page.body)
            #expect(try serve.client.request("POST", "/").headers["allow"] == "GET, HEAD")
            let html = page.text
            // Nothing from elsewhere: no absolute URL in a src, href or fetch.
            #expect(html.range(of: #"(src|href)="(https?:)?//"#, options: .regularExpression) == nil)
            #expect(!html.contains("fetch(\"http"))
            // Every input and select has a label for its id.
            let ids = Self.matches(#"<(?:input|select)[^>]*\bid="([^"]+)""#, in: html)
            let labelled = Set(Self.matches(#"<label[^>]*\bfor="([^"]+)""#, in: html))
            #expect(ids == ["route", "style", "preset", "width", "height", "title", "format"])
            #expect(ids.allSatisfy(labelled.contains), "\(ids) vs \(labelled)")
            // The routes the page's script calls exist.
            for route in ["\"/styles.json\"", "\"/render?\"", "/preview.png", "/static/auto/"] { #expect(html.contains(route), "\(route)") }
        }
    }

    @Test func eachStyleHasASampleCardOfTheExampleRoute() throws {
        try ServeHarness.with { serve in
            for name in ["default", "dark", "minimal"] {
                let preview = try serve.client.request("GET", "/styles/\(name)/preview.png")
                #expect(preview.status == 200)
                #expect(preview.headers["content-type"] == "image/png")
                let style = try #require(try BuiltInStyles.style(named: name))
                let scale = style.canvas.scale
                let size = try #require(ServeHarness.pngSize(preview.body))
                #expect(size.0 == Int(240 * scale) && size.1 == Int(300 * scale), "\(name): \(size)")
                #expect(preview.headers["routecard-canvas"] == "240x300@\(Int(scale))")
            }
            #expect(try serve.client.request("GET", "/styles/nope/preview.png").status == 400)
        }
    }

    @Test func aCardSaysItsCanvasInAHeader() throws {
        try ServeHarness.with { serve in
            let card = try serve.client.request("POST", "/render?style=dark&size=400x300&scale=2", body: ServeHarness.route())
            #expect(card.headers["routecard-canvas"] == "400x300@2")
            let half = try serve.client.request("POST", "/render?style=dark&size=401x299&scale=1.5&format=svg", body: ServeHarness.route())
            #expect(half.headers["routecard-canvas"] == "401x299@1.5")
            #expect(card.headers["access-control-expose-headers"]?.contains("RouteCard-Canvas") == true)
        }
    }

    private static func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
