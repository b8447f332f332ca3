// The fuzz harness: one binary for every input kind (`FuzzTarget`), chosen by FUZZ_TARGET.
//
// Built by `scripts/fuzz.sh` with `-sanitize=fuzzer,address` and `-D ROUTECARD_LIBFUZZER`: libFuzzer
// runs (`LLVMFuzzerRunDriver`, all libFuzzer flags pass through). In an ordinary build it replays
// the files named on the command line once each (to reproduce a crash without the sanitizers).
#if canImport(Glibc)
import Glibc
#endif

/// Writes one line to standard error.
func complain(_ line: String) {
    var text = "routecard-fuzz: " + line + "\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

let targetName = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
guard let selected = FuzzTarget(rawValue: targetName) else {
    complain("set FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
    exit(2)
}
/// The target every input goes to (read once; libFuzzer calls back on this thread).
let fuzzTarget = selected

/// libFuzzer's entry point: one input.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzzTarget.run(bytes)
    return 0
}

#if ROUTECARD_LIBFUZZER
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
#else
var failures = 0
for path in CommandLine.arguments.dropFirst() {
    guard let file = fopen(path, "rb") else {
        complain("cannot open \(path)")
        failures += 1
        continue
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    fclose(file)
    fuzzTarget.run(bytes)
}
exit(failures == 0 ? 0 : 1)
#endif
