import Foundation

/// Fits a `Viewport` so that everything layers draw stays inside the padded canvas.
///
/// The fit is done in Web Mercator world space, never in degrees. Longitudes are unwrapped by
/// continuity inside each group and whole groups are shifted by 360° to find the smallest
/// longitudinal window, so a track around Fiji is a few kilometres wide, not 360°. The scale is
/// the largest one at which the *drawn* extent (coordinates plus each group's box) fits the padded
/// box on both axes, capped by `FitOptions.maxZoom`; the drawn extent is then centred in it.
/// Where everything is a single position, `FitOptions.defaultSpan` sets the scale.
public enum ViewportFitter {
    /// The projected extent of one group on one axis.
    private struct AxisItem {
        var low: Double
        var high: Double
        var boxLow: Double
        var boxHigh: Double
    }

    /// Fits a viewport to the groups; with no coordinates at all, shows the whole world.
    public static func fit(_ groups: [FitGroup], options: FitOptions) -> Viewport {
        let size = options.size
        let availableWidth = max(size.width - options.padding.left - options.padding.right, 1)
        let availableHeight = max(size.height - options.padding.top - options.padding.bottom, 1)
        let valid = groups.map { group in
            FitGroup(coordinates: group.coordinates.filter(\.isValid), box: sanitized(group.box))
        }.filter { !$0.coordinates.isEmpty }
        guard !valid.isEmpty else {
            let zoom = WebMercator.zoom(scale: min(availableWidth, availableHeight))
            return Viewport(size: size, center: GeoCoordinate(latitude: 0, longitude: 0), zoom: zoom)
        }

        let unwrapped = unwrapLongitudes(valid.map { $0.coordinates.map(\.longitude) })
        var xItems: [AxisItem] = []
        var yItems: [AxisItem] = []
        var latitudeSum = 0.0
        for (index, group) in valid.enumerated() {
            let longitudes = unwrapped[index]
            let xs = (longitudes.min()!, longitudes.max()!)
            var lowY = Double.infinity, highY = -Double.infinity
            for coordinate in group.coordinates {
                let y = WebMercator.y(latitude: coordinate.latitude)
                lowY = min(lowY, y)
                highY = max(highY, y)
            }
            latitudeSum += group.coordinates[0].latitude
            xItems.append(AxisItem(low: WebMercator.x(longitude: xs.0), high: WebMercator.x(longitude: xs.1),
                                   boxLow: group.box.minX, boxHigh: group.box.maxX))
            yItems.append(AxisItem(low: lowY, high: highY, boxLow: group.box.minY, boxHigh: group.box.maxY))
        }

        let cap = WebMercator.scale(zoom: options.maxZoom)
        let xLimit = axisLimit(xItems, available: availableWidth, cap: cap)
        let yLimit = axisLimit(yItems, available: availableHeight, cap: cap)
        var scale = min(xLimit, yLimit, cap)
        if xLimit.isInfinite && yLimit.isInfinite {
            let latitude = latitudeSum / Double(valid.count)
            let span = max(options.defaultSpan, 1) * WebMercator.worldUnitsPerMetre(latitude: latitude)
            scale = min(min(availableWidth, availableHeight) / span, cap)
        }

        let originX = origin(xItems, scale: scale, available: availableWidth, leading: options.padding.left)
        let originY = origin(yItems, scale: scale, available: availableHeight, leading: options.padding.top)
        return Viewport(size: size, scale: scale, originX: originX, originY: originY)
    }

    /// Longitudes of every group unwrapped by continuity, then each group shifted by a multiple
    /// of 360° so that together they take the smallest window.
    static func unwrapLongitudes(_ groups: [[Double]]) -> [[Double]] {
        var result = groups.map { longitudes -> [Double] in
            var out: [Double] = []
            out.reserveCapacity(longitudes.count)
            var previousRaw = longitudes[0]
            var current = longitudes[0] - 360 * ((longitudes[0]) / 360).rounded()
            out.append(current)
            for longitude in longitudes.dropFirst() {
                current += Viewport.wrappedDelta(longitude - previousRaw)
                previousRaw = longitude
                out.append(current)
            }
            return out
        }
        // Each group's interval, its start normalised into −180..<180.
        var intervals: [(index: Int, low: Double, high: Double)] = result.enumerated().map { index, longitudes in
            let low = longitudes.min()!, high = longitudes.max()!
            let shift = -360 * ((low + 180) / 360).rounded(.down)
            return (index, low + shift, high + shift)
        }
        intervals.sort { $0.low < $1.low }
        // Try each interval as the window's western end: the ones before it move east by 360°.
        let count = intervals.count
        var suffixMax = [Double](repeating: -Double.infinity, count: count + 1)
        for i in stride(from: count - 1, through: 0, by: -1) { suffixMax[i] = max(suffixMax[i + 1], intervals[i].high) }
        var bestStart = 0
        var bestWidth = Double.infinity
        var prefixMax = -Double.infinity
        for i in 0..<count {
            let east = max(suffixMax[i], prefixMax + 360)
            let width = east - intervals[i].low
            if width < bestWidth - 1e-12 {
                bestWidth = width
                bestStart = i
            }
            prefixMax = max(prefixMax, intervals[i].high)
        }
        for (position, interval) in intervals.enumerated() {
            let original = result[interval.index].min()!
            let target = interval.low + (position < bestStart ? 360 : 0)
            let shift = target - original
            if shift != 0 { result[interval.index] = result[interval.index].map { $0 + shift } }
        }
        return result
    }

    /// The drawn width on one axis at a scale: the far edge of the farthest box minus the near edge of the nearest.
    private static func drawnExtent(_ items: [AxisItem], scale: Double) -> (low: Double, high: Double) {
        var low = Double.infinity, high = -Double.infinity
        for item in items {
            low = min(low, item.low * scale + item.boxLow)
            high = max(high, item.high * scale + item.boxHigh)
        }
        return (low, high)
    }

    /// The largest scale at which one axis fits, or infinity when that axis does not limit the scale.
    private static func axisLimit(_ items: [AxisItem], available: Double, cap: Double) -> Double {
        let low = items.map(\.low).min()!, high = items.map(\.high).max()!
        let extent = high - low
        let fits = { (scale: Double) -> Bool in
            let drawn = drawnExtent(items, scale: scale)
            return drawn.high - drawn.low <= available
        }
        guard fits(0) else {
            // Boxes alone are larger than the padded box: fit the coordinates alone.
            return extent > 0 ? available / extent : .infinity
        }
        guard extent > 0 else { return .infinity }
        if fits(cap) { return cap }
        // The drawn extent is convex in the scale, so the feasible scales form an interval from 0.
        var good = 0.0, bad = cap
        for _ in 0..<200 where bad - good > good * 1e-13 {
            let middle = (good + bad) / 2
            if fits(middle) { good = middle } else { bad = middle }
        }
        return good > 0 ? good : available / extent
    }

    /// The world position at the leading canvas edge that centres the drawn extent in the padded box.
    private static func origin(_ items: [AxisItem], scale: Double, available: Double, leading: Double) -> Double {
        let drawn = drawnExtent(items, scale: scale)
        let start = leading + (available - (drawn.high - drawn.low)) / 2
        return (drawn.low - start) / scale
    }

    /// A box with non-finite edges replaced by zero and inverted edges swapped.
    private static func sanitized(_ box: CanvasBox) -> CanvasBox {
        func clean(_ value: Double) -> Double { value.isFinite ? value : 0 }
        let x = (clean(box.minX), clean(box.maxX)), y = (clean(box.minY), clean(box.maxY))
        return CanvasBox(minX: min(x.0, x.1), minY: min(y.0, y.1), maxX: max(x.0, x.1), maxY: max(y.0, y.1))
    }
}
