/// How two images of the same size differ, pixel by pixel, within a tolerance: the check behind
/// reference-image tests.
///
/// Channels are compared premultiplied by alpha (0…255), so fully transparent pixels are equal
/// whatever colour they carry. A pixel *differs* when any channel differs by more than
/// `tolerance`.
package struct PixelComparison: Sendable {
    /// The largest channel difference accepted for a pixel to count as equal (0…255).
    package let tolerance: Int
    /// The number of pixels that differ by more than the tolerance (every pixel when sizes differ).
    package let differingPixels: Int
    /// The largest channel difference seen anywhere (0…255; 255 when sizes differ).
    package let maxDifference: Int
    /// Whether the two images have the same width and height.
    package let sameSize: Bool
    /// The number of pixels compared (those of the expected image).
    package let totalPixels: Int
    /// A picture of the differences: the expected image faded to grey, differing pixels in
    /// magenta (darker the larger the difference). Empty when the sizes differ.
    package let diffImage: PixelImage

    /// Compares `actual` against `expected`.
    ///
    /// - Parameter tolerance: per-channel difference (0…255) still counted as equal; default 8.
    package init(expected: PixelImage, actual: PixelImage, tolerance: Int = 8) {
        self.tolerance = tolerance
        totalPixels = expected.width * expected.height
        guard expected.width == actual.width, expected.height == actual.height else {
            sameSize = false
            differingPixels = max(totalPixels, actual.width * actual.height)
            maxDifference = 255
            diffImage = PixelImage(width: 0, height: 0, rgba: [])
            return
        }
        sameSize = true
        var differing = 0
        var largest = 0
        var diff = [UInt8](repeating: 255, count: expected.rgba.count)
        expected.rgba.withUnsafeBufferPointer { a in
            actual.rgba.withUnsafeBufferPointer { b in
                var offset = 0
                while offset < a.count {
                    let alphaA = Int(a[offset + 3]), alphaB = Int(b[offset + 3])
                    var pixelLargest = abs(alphaA - alphaB)
                    var grey = 0
                    for channel in 0..<3 {
                        let valueA = Int(a[offset + channel]) * alphaA / 255
                        let valueB = Int(b[offset + channel]) * alphaB / 255
                        pixelLargest = max(pixelLargest, abs(valueA - valueB))
                        grey += valueA + (255 - alphaA)   // the expected pixel over white
                    }
                    largest = max(largest, pixelLargest)
                    if pixelLargest > tolerance {
                        differing += 1
                        let shade = UInt8(255 - pixelLargest / 2)
                        diff[offset] = shade
                        diff[offset + 1] = 0
                        diff[offset + 2] = shade
                    } else {
                        let faded = UInt8(191 + grey / 3 / 4)
                        diff[offset] = faded
                        diff[offset + 1] = faded
                        diff[offset + 2] = faded
                    }
                    offset += 4
                }
            }
        }
        differingPixels = differing
        maxDifference = largest
        diffImage = PixelImage(width: expected.width, height: expected.height, rgba: diff)
    }

    /// The share of pixels that differ (0…1).
    package var differingFraction: Double {
        totalPixels == 0 ? (differingPixels == 0 ? 0 : 1) : Double(differingPixels) / Double(totalPixels)
    }

    /// Whether the images match: same size and at most `allowedFraction` of the pixels differing.
    package func matches(allowedFraction: Double = 0) -> Bool {
        sameSize && differingFraction <= allowedFraction
    }
}
