import Testing
@testable import DetentTrace

/// The sample traces written back out (`TraceEncoding`) and read again: the same trace,
/// replaying to the same digest.
@Suite struct RewriteTests {
    /// Writing a read trace and reading it back gives the same inputs, bit for bit, and the
    /// same replay digest (what makes a recording replay exactly).
    @Test(arguments: Samples.expectedFinalValues.keys.sorted())
    func sampleTraceRewrittenReplaysToTheSameDigest(name: String) throws {
        let t = try Samples.load(name)
        let text = TraceEncoding.text(of: t)
        let back = try TraceReader.parse(bytes: Array(text.utf8), name: name)
        #expect(back.header == t.header)
        #expect(back.inputs.map { TraceEncoding.line(for: $0) } == t.inputs.map { TraceEncoding.line(for: $0) })
        #expect(zip(back.inputs, t.inputs).allSatisfy { $0.t.bitPattern == $1.t.bitPattern })
        let a = try Replayer(trace: t).collect().summary, b = try Replayer(trace: back).collect().summary
        #expect(a.digest == b.digest)
    }
}
