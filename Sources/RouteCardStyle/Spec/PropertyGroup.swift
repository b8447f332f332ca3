/// Where in a layer's style object a property is written.
public enum PropertyGroup: String, Sendable, Hashable, CaseIterable {
    /// A key of the layer object itself (`source`, `filter`, `minzoom`).
    case root
    /// A key of the layer's `paint` object (colours, widths, opacities).
    case paint
    /// A key of the layer's `layout` object (placement, icons, text).
    case layout
}
