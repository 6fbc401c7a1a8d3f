import Testing
@testable import Detent

/// ``Message`` writes its text as UTF-8 bytes (String's interpolation is not used): each piece
/// must come out as String's interpolation writes it, short text kept in place and long text
/// moved to the heap without losing a byte.
@Suite struct MessageTests {
    /// Integers as `description` writes them: the extremes of every width, zero and a sign.
    @Test func integersAreWrittenAsTheirDescription() {
        let values: [Int64] = [0, 7, -7, 10, -10, 99, 100, 1_000_000_007, .max, .min, .max - 1, .min + 1]
        for v in values {
            #expect(("\(v)" as Message).text == v.description)
            #expect(("\(Int(truncatingIfNeeded: v))" as Message).text == Int(truncatingIfNeeded: v).description)
            #expect(("\(Int32(truncatingIfNeeded: v))" as Message).text == Int32(truncatingIfNeeded: v).description)
        }
        for v: UInt64 in [0, 9, 10, .max, .max - 1] {
            #expect(("\(v)" as Message).text == v.description)
            #expect(("\(UInt(truncatingIfNeeded: v))" as Message).text == UInt(truncatingIfNeeded: v).description)
            #expect(("\(UInt32(truncatingIfNeeded: v))" as Message).text == UInt32(truncatingIfNeeded: v).description)
        }
    }

    /// Doubles as String's interpolation writes them, a NaN's sign and payload included.
    @Test func doublesAreWrittenAsStringInterpolationWritesThem() {
        let values: [Double] = [0, -0.0, 1, -1.5, 0.1, 1e-7, 1e22, 5e-324, .greatestFiniteMagnitude, .infinity,
                                -.infinity, .nan, -.nan, Double(bitPattern: 0x7FF8_0000_0000_0ABC), .signalingNaN]
        for v in values {
            #expect(("\(v)" as Message).text == "\(v)")
        }
    }

    /// Pieces across the bytes kept in place (11 on wasm32, 23 on 64-bit): 0 to 40 pieces of 1 to
    /// 7 bytes, some of them multibyte characters (up to 125 bytes), then every length from 0 to
    /// 40 bytes one byte at a time (the place filled exactly, then one byte more), give the same
    /// text as String's `+`.
    @Test func textLongerThanTheInPlaceBytesKeepsEveryByte() {
        for n in 0...40 {
            var message: Message = ""
            for i in 0..<n { message.write(String(UnicodeScalar(UInt8(97 + i % 26)))) }
            let expected = String((0..<n).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            #expect(message.text == expected)
            #expect(message.withUTF8 { $0.count } == n)
        }
        let pieces = ["a", "bc", "±", "def", "…", "ghij", "×2", "klmnopq"]
        for n in 0...40 {
            var message: Message = ""
            var expected = ""
            for i in 0..<n {
                let piece = pieces[i % pieces.count]
                message.write(piece)
                expected += piece
            }
            #expect(message.text == expected)
            #expect(message.withUTF8 { Array($0) } == Array(expected.utf8))
            // A message quoted in another, and a static string, across the boundary too.
            let literal: StaticString = "static"
            #expect(("[\(message)] \(literal)" as Message).text == "[\(expected)] static")
        }
    }

    /// An engine error's words, as its description and quoted in a message (written by one
    /// function), and a range's words.
    @Test func errorsAndRangesAreWrittenInTheirWords() {
        let cases: [(ScrollEngineError, String)] = [
            (.nonFinite("the offset"), "the offset is not a finite number"),
            (.timeWentBackwards(time: 1.5, last: 2), "time 1.5 is earlier than the engine's time 2.0"),
            (.invalid("the slop (-1.0) must be in 0 ... 1e6"), "the slop (-1.0) must be in 0 ... 1e6"),
        ]
        for (error, words) in cases {
            #expect(error.description == words)
            #expect(("config: \(error)" as Message).text == "config: " + words)
        }
        #expect(("must be \(ScrollEngine.Configuration.Ranges.container)" as Message).text == "must be 0 or in 1e-6 ... 1e12")
    }
}
