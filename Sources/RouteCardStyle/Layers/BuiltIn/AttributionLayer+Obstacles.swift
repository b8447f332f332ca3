import RouteCardGeo

extension AttributionLayer {
    /// Where the credits will stand, as an obstacle to labels: the box of every map source's
    /// attribution joined (the credits are only known once the other layers drew, so this is the
    /// most they can say, before a plugin's own credits).
    public func obstacles(_: Void, in context: LayerContext, viewport: Viewport) -> [CollisionShape] {
        var credits: [String] = []
        for (_, source) in context.sources.sources.sorted(by: { $0.key < $1.key }) {
            if let credit = source.attribution, !credit.isEmpty, !credits.contains(credit) { credits.append(credit) }
        }
        guard !credits.isEmpty else { return [] }
        return [.box(placement.place(credits.joined(separator: " | "), canvas: context.canvas, measurer: context.measurer).box)]
    }
}
