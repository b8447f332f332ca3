import RouteCardGeo

/// The card shapes people post (`--preset`, batch key `preset`): a size and the bands the
/// platform covers with its own interface, kept clear of text and route.
public enum CanvasPreset: String, Sendable, CaseIterable {
    /// 1080×1080: a square feed post.
    case square
    /// 1080×1350: a 4:5 portrait feed post.
    case portrait
    /// 1080×1920: a 9:16 story; Instagram covers about the top 250 and bottom 250 px with the
    /// profile row and the reply field, so those bands stay clear.
    case story
    /// 1200×630: a link preview (Open Graph image).
    case link

    /// The canvas size in points.
    public var size: CanvasSize {
        switch self {
        case .square: CanvasSize(width: 1080, height: 1080)
        case .portrait: CanvasSize(width: 1080, height: 1350)
        case .story: CanvasSize(width: 1080, height: 1920)
        case .link: CanvasSize(width: 1200, height: 630)
        }
    }

    /// The bands kept clear on a canvas of `size` (the story's scale with its height, so a
    /// story at another `--size` keeps the same share clear).
    public func safeArea(for size: CanvasSize) -> EdgeInsets {
        switch self {
        case .story:
            let band = size.height * 250 / 1920
            return EdgeInsets(top: band, right: 0, bottom: band, left: 0)
        case .square, .portrait, .link:
            return EdgeInsets(all: 0)
        }
    }

    /// Sets a canvas to the preset: its size (unless `size` replaces it) and its safe area.
    public func apply(to canvas: inout CanvasStyle, size override: CanvasSize? = nil) {
        let size = override ?? size
        canvas.width = size.width
        canvas.height = size.height
        canvas.safeArea = safeArea(for: size)
    }
}
