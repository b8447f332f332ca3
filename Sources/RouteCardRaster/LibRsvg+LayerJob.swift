import Dispatch
import Foundation

extension LibRsvg {
    /// The two halves of a layered drawing (``drawLayered(_:first:second:elements:into:stride:pixels:background:)``):
    /// the first draws into `data`; the second maps its own picture (on its own thread, while the
    /// first draws) and keeps it in `overlay` for the compositing. Each part writes only its own
    /// picture and failure slot.
    final class LayerJob: @unchecked Sendable {
        let svg: [UInt8], first: OpaquePointer, data: UnsafeMutablePointer<UInt8>, layers: [[String]]
        let stride: Int, pixels: PixelSize, background: [Double]?
        let failures: UnsafeMutableBufferPointer<RasterError?>
        /// The second half's picture, set by part 1.
        private(set) var overlay: PixelMemory?

        init(svg: [UInt8], first: OpaquePointer, data: UnsafeMutablePointer<UInt8>, layers: [[String]],
             stride: Int, pixels: PixelSize, background: [Double]?) {
            self.svg = svg
            self.first = first
            self.data = data
            self.layers = layers
            self.stride = stride
            self.pixels = pixels
            self.background = background
            failures = .allocate(capacity: 2)
            failures.initialize(repeating: nil)
        }

        deinit {
            failures.deinitialize()
            failures.deallocate()
        }

        /// Draws half `part`; the second half draws with `handle` when given (its own parsed
        /// ahead), else with a handle parsed now.
        func run(part: Int, handle: Result<OpaquePointer, RasterError>? = nil) {
            do throws(RasterError) {
                let target: UnsafeMutablePointer<UInt8>
                if part == 0 {
                    target = data
                } else {
                    let memory = try PixelMemory(stride * pixels.height, named: "a \(pixels) overlay")
                    overlay = memory
                    target = memory.bytes
                }
                try LibRsvg.withSurface(over: target, width: pixels.width, rows: pixels.height, stride: stride) {
                    surface throws(RasterError) in
                    let paint = { (handle: OpaquePointer) throws(RasterError) in
                        try LibRsvg.draw(handle, on: surface, width: Double(self.pixels.width), height: Double(self.pixels.height),
                                         background: part == 0 ? self.background : nil, layers: self.layers[part])
                    }
                    if part == 0 {
                        try paint(first)
                    } else if let handle {
                        try paint(handle.get())
                    } else {
                        try LibRsvg.withHandle(svg, paint)
                    }
                    try LibRsvg.flush(surface)
                }
            } catch {
                failures[part] = error
            }
        }
    }
}
