import Testing
import RouteCardGeo
import RouteCardScene
@testable import RouteCard
@testable import RouteCardStyle

/// Titles that stay on the card at every size: the built-in styles' text, measured from the
/// scene's own text nodes, lies inside the canvas, never overlaps other text, and the route is
/// fitted outside the bands the text takes.
@Suite struct CardLayoutTests {
    static let sizes: [(Double, Double)] = [(400, 400), (800, 800), (1080, 1350), (1080, 1920), (1200, 630)]
    static let styles = ["default", "dark", "map", "map-dark", "minimal"]
    static let longTitle = "Helsinki morning run along the seaside from Kaivopuisto past Hietaniemi beach to Lauttasaari and all the way back again"
    static let koreanTitle = "서울 한강 자전거길 아침 라이딩 기록 반포에서 잠실까지 왕복"

    /// A text node's box from its anchor, baseline and measured width (DejaVu Sans and its fallbacks).
    static func box(of text: SceneText) -> CanvasBox {
        let measurer = TextMeasurer()
        let width = measurer.width(of: text.text, fontSize: text.font.size, bold: text.font.isBold)
        let minX = switch text.anchor {
        case .start: text.position.x
        case .middle: text.position.x - width / 2
        case .end: text.position.x - width
        }
        return CanvasBox(minX: minX, minY: text.position.y - measurer.ascent(fontSize: text.font.size),
                         maxX: minX + width, maxY: text.position.y + measurer.descent(fontSize: text.font.size))
    }

    static func scene(style name: String, size: (Double, Double), title: String?, padding: EdgeInsets? = nil) throws -> Scene {
        var style = try #require(try BuiltInStyles.style(named: name))
        style.canvas.width = size.0
        style.canvas.height = size.1
        if let padding { style.canvas.padding = padding }
        return try CardRenderer().scene(for: try ExampleRoute.track(), style: style, title: title)
    }

    /// The text nodes of each layer, by layer id.
    static func texts(in scene: Scene) -> [(layer: String, text: SceneText)] {
        var found: [(String, SceneText)] = []
        func walk(_ nodes: [SceneNode], layer: String) {
            for node in nodes {
                switch node {
                case .text(let text): found.append((layer, text))
                case .group(let group): walk(group.children, layer: layer)
                default: break
                }
            }
        }
        // Map labels (`symbol` layers) are placed by their own collision rules (SymbolLayerTests);
        // this checks the card's own text.
        for case .group(let group) in scene.nodes where !group.classes.contains("symbol") { walk(group.children, layer: group.id ?? "") }
        return found
    }

    static func routePoints(in scene: Scene) -> [CanvasPoint] {
        var points: [CanvasPoint] = []
        for case .group(let group) in scene.nodes where group.id == "route" {
            for case .path(let path) in group.children {
                for command in path.data.commands {
                    if case .move(let p) = command { points.append(p) }
                    if case .line(let p) = command { points.append(p) }
                }
            }
        }
        return points
    }

    @Test(arguments: styles, [nil, longTitle, koreanTitle])
    func textStaysOnTheCardAndApart(style: String, title: String?) throws {
        for size in Self.sizes {
            let scene = try Self.scene(style: style, size: size, title: title)
            // Waypoint and map labels are placed around obstacles by the collision index (SymbolLayerTests).
            let texts = Self.texts(in: scene).filter { $0.layer != "waypoints" && $0.layer != "road-names" }
            #expect(!texts.isEmpty)
            for (layer, text) in texts {
                let box = Self.box(of: text)
                #expect(box.minX >= 0 && box.maxX <= size.0 && box.minY >= 0 && box.maxY <= size.1,
                        "\(style) \(size) \(layer): \"\(text.text)\" at \(box) runs off the canvas")
            }
            for (i, a) in texts.enumerated() {
                for b in texts[(i + 1)...] where a.layer != b.layer {
                    let boxA = Self.box(of: a.text), boxB = Self.box(of: b.text)
                    let overlaps = boxA.minX < boxB.maxX && boxB.minX < boxA.maxX && boxA.minY < boxB.maxY && boxB.minY < boxA.maxY
                    #expect(!overlaps, "\(style) \(size): \"\(a.text.text)\" overlaps \"\(b.text.text)\"")
                }
            }
            // The route keeps out of the top text block (the title and the stats under it).
            let top = texts.filter { $0.layer == "title" || $0.layer == "stats" }.map { Self.box(of: $0.text).maxY }.max() ?? 0
            if style != "minimal" {
                let highest = Self.routePoints(in: scene).map(\.y).min() ?? .infinity
                #expect(highest >= top, "\(style) \(size): the route reaches y \(highest), above the text's bottom \(top)")
            }
        }
    }

    @Test func aLongTitleWrapsShrinksAndEndsInAnEllipsis() throws {
        let scene = try Self.scene(style: "default", size: (400, 400), title: Self.longTitle)
        let title = Self.texts(in: scene).filter { $0.layer == "title" }.map(\.text)
        #expect(title.count == 2)
        #expect(title.last?.text.hasSuffix("…") == true)
        // 4.25 % of 400 = 17 pt, shrunk to no less than ¾ of it.
        #expect(title.allSatisfy { $0.font.size < 17 && $0.font.size >= 12.75 - 1e-9 })
        // Every word shown is the title's, in order.
        let shown = title.map(\.text).joined(separator: " ").replacingOccurrences(of: "…", with: "")
        #expect(Self.longTitle.hasPrefix(shown))
    }

    @Test(arguments: [EdgeInsets(all: 0), EdgeInsets(top: 5, right: 5, bottom: 5, left: 5)])
    func theRouteStaysBelowAWrappedTitleWhateverThePadding(padding: EdgeInsets) throws {
        let scene = try Self.scene(style: "default", size: (400, 400), title: Self.longTitle, padding: padding)
        let text = Self.texts(in: scene).filter { $0.layer == "title" || $0.layer == "stats" }
        #expect(text.filter { $0.layer == "title" }.count == 2)
        let bottom = text.map { Self.box(of: $0.text).maxY }.max() ?? 0
        #expect((Self.routePoints(in: scene).map(\.y).min() ?? 0) >= bottom)
    }

    @Test func theExampleTitleFitsAThumbnailOnOneLine() throws {
        let scene = try Self.scene(style: "default", size: (400, 400), title: nil)
        let title = Self.texts(in: scene).filter { $0.layer == "title" }.map(\.text.text)
        #expect(title == ["Helsinki morning run"])
    }

    @Test func aKoreanTitleWrapsAtSpacesWithFullWidthSyllables() throws {
        let scene = try Self.scene(style: "default", size: (400, 400), title: Self.koreanTitle)
        let title = Self.texts(in: scene).filter { $0.layer == "title" }.map(\.text)
        #expect(title.count == 2)
        // Hangul syllables measure 920/1000 em (Noto Sans CJK Bold's hmtx, read with fontTools): the first line's
        // width is its syllables' count × 0.92 em plus its spaces (DejaVu Sans Bold's 713/2048 em).
        let first = try #require(title.first)
        let syllables = first.text.unicodeScalars.filter { (0xAC00...0xD7A3).contains($0.value) }.count
        let spaces = first.text.filter { $0 == " " }.count
        let measured = TextMeasurer().width(of: first.text, fontSize: first.font.size, bold: true)
        #expect(abs(measured - (Double(syllables) * 0.92 + Double(spaces) * 713 / 2048) * first.font.size) < 1e-6)
    }
}

extension CardLayoutTests {
    /// 38 ideographs and kana without a space: at 400 pt the default style's title needs several lines.
    static let japaneseTitle = "東京マラソン二〇二六年春皇居外苑から浅草雷門まで走る長い長い一日の記録と思い出をここに"

    @Test(arguments: [(400.0, 400.0), (1080.0, 1350.0)])
    func aLongJapaneseTitleWrapsBetweenCharactersInsideTheCard(size: (Double, Double)) throws {
        let scene = try Self.scene(style: "default", size: size, title: Self.japaneseTitle)
        let title = Self.texts(in: scene).filter { $0.layer == "title" }.map(\.text)
        #expect(title.count >= 2, "wrapped")
        for line in title {
            // Each ideograph and kana is 1 em in Noto Sans CJK (hmtx 1000/1000, read with fontTools): the line's
            // box is its characters' count in ems, and it lies inside the canvas.
            let characters = line.text.unicodeScalars.count - (line.text.hasSuffix("…") ? 1 : 0)
            let ems = TextMeasurer().width(of: line.text.replacingOccurrences(of: "…", with: ""), fontSize: line.font.size, bold: line.font.isBold)
            #expect(abs(ems - Double(characters) * line.font.size) < 1e-6)
            let box = Self.box(of: line)
            #expect(box.minX >= 0 && box.maxX <= size.0, "\(line.text) inside the card: \(box)")
        }
    }
}

/// The wrap, shrink and ellipsis rules on their own.
@Suite struct TextFitterTests {
    let measurer = TextMeasurer()

    @Test func wrapsAtSpacesGreedily() {
        // "aaaa" at 10 pt is 4 × 6.13 = 24.5 pt; a space 3.18 pt.
        let fitter = TextFitter(maxWidth: 60, maxLines: 3, minSize: 10)
        #expect(fitter.wrap("aaaa aaaa aaaa", size: 10, bold: false, measurer: measurer) == ["aaaa aaaa", "aaaa"])
    }

    @Test func breaksBetweenIdeographsWithoutSpaces() {
        // Each ideograph is 1 em = 10 pt: four fit in 45 pt.
        let fitter = TextFitter(maxWidth: 45, maxLines: 3, minSize: 10)
        #expect(fitter.wrap("東京都渋谷区神宮前", size: 10, bold: false, measurer: measurer) == ["東京都渋", "谷区神宮", "前"])
    }

    @Test func shrinksBeforeItCuts() {
        // 9 ideographs at 10 pt need 90 pt; two lines of 50 pt hold them at 10 pt (5 + 4) — no shrink.
        let two = TextFitter(maxWidth: 50, maxLines: 2, minSize: 5).fit("東京都渋谷区神宮前", size: 10, bold: false, measurer: measurer)
        #expect(two.lines == ["東京都渋谷", "区神宮前"] && two.size == 10 && !two.isTruncated)
        // One line of 50 pt: shrinks to at most 50 / 9 pt per ideograph.
        let one = TextFitter(maxWidth: 50, maxLines: 1, minSize: 5).fit("東京都渋谷区神宮前", size: 10, bold: false, measurer: measurer)
        #expect(one.lines == ["東京都渋谷区神宮前"] && one.size <= 50.0 / 9 && one.size > 5)
    }

    @Test func cutsWithAnEllipsisAtTheSmallestSize() {
        let fitted = TextFitter(maxWidth: 50, maxLines: 1, minSize: 8).fit("東京都渋谷区神宮前", size: 10, bold: false, measurer: measurer)
        #expect(fitted.isTruncated && fitted.size == 8)
        #expect(fitted.lines.count == 1 && fitted.lines[0].hasSuffix("…"))
        #expect(measurer.width(of: fitted.lines[0], fontSize: 8) <= 50)
    }

    @Test func aWordWiderThanTheLineIsBrokenBetweenLetters() {
        let lines = TextFitter(maxWidth: 30, maxLines: 5, minSize: 10).wrap("aaaaaaaaaa", size: 10, bold: false, measurer: measurer)
        #expect(lines.count == 3 && lines.joined() == "aaaaaaaaaa")
        #expect(lines.allSatisfy { measurer.width(of: $0, fontSize: 10) <= 30 })
    }
}
