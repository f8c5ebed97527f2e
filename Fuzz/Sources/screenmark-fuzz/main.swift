import CFuzzDriver
import Foundation

// `screenmark-fuzz TARGET [libFuzzer options] [CORPUS…]`: runs one target under libFuzzer. The
// target's name is taken off the arguments; libFuzzer reads the rest.

var arguments = CommandLine.arguments
guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: screenmark-fuzz \(names) [libFuzzer options] [corpus…]\n".utf8))
    exit(2)
}
arguments.remove(at: 1)
FuzzTarget.selected = target
// Storyboards run Graphviz in a process of its own; a fuzzer must not start one per input.
setenv("PATH", "", 1)

var argc = Int32(arguments.count)
var cStrings = arguments.map { strdup($0) } + [nil]
let status = cStrings.withUnsafeMutableBufferPointer { buffer -> Int32 in
    var argv = buffer.baseAddress
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
        FuzzTarget.selected.run(bytes)
        return 0
    }
}
exit(status)
