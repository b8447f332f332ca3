import RouteCardGeo
import RouteCardScene
import RouteCardSVG
import Testing

/// A text node with a halo and a fully transparent fill (how a label's halos are drawn before
/// its glyphs) is written as the halo element alone.
@Suite struct HaloOnlyTextTests {
    static func svg(fill: Color) -> String {
        SVGWriter().string(Scene(size: CanvasSize(width: 100, height: 50), title: nil, nodes: [
            .text(SceneText(text: "Rue", position: CanvasPoint(x: 10, y: 20), font: FontSpec(size: 12), fill: fill,
                            halo: Stroke(color: .white, width: 3))),
        ]))
    }

    @Test func aTransparentFillWritesOnlyTheHalo() {
        let haloOnly = Self.svg(fill: Color(r: 0, g: 0, b: 0, a: 0))
        #expect(haloOnly.components(separatedBy: "<text").count - 1 == 1)
        #expect(haloOnly.contains(#"class="halo""#) && haloOnly.contains(##"fill="none" stroke="#ffffff""##))
        #expect(Self.svg(fill: .black).components(separatedBy: "<text").count - 1 == 2, "halo and glyphs")
    }
}
