import Detent
import DetentCLI
import DetentPicker
import DetentTrace

/// One of the flings on the reference picker (bounds 0...1000, pages of 280 pt) that
/// `detent profiles` measures and `detent plot --profiles` draws: where platform profiles
/// differ, each on its own — the free fling, the fling into the end, a slow and a fast
/// paging flick.
struct ProfileFling: Hashable, Sendable {
    /// What the fling shows, and so what is measured of it.
    enum Kind: Hashable, Sendable {
        /// Deceleration alone: the distance and the time to rest.
        case free
        /// Into the end: the speed it reaches the end with, what is carried past it, the
        /// overshoot.
        case edge
        /// With paging: the page it lands on.
        case paging
    }

    var kind: Kind
    /// The key of its columns in CSV and JSON (`free`, `edge`, `slow_page`, `fast_page`).
    var key: String
    /// A short name for headers and panel titles.
    var title: String
    var velocity: Double
    var from: Double
    var behavior: PickerBehavior

    /// `detent fling`'s setup of this fling under `profile`.
    func setup(_ profile: ScrollPhysics) -> FlingSetup {
        FlingSetup(velocity: velocity, from: from, profile: profile, behavior: behavior)
    }

    /// The fling's direction along the offset: 1 toward larger offsets, -1 toward smaller.
    var sign: Double { velocity < 0 ? -1 : 1 }

    /// How the panel and the help describe it: "1000 pt/s from 300, no behaviour".
    var description: String {
        "\(shortest(velocity)) pt/s from \(shortest(from)), \(behavior == .none ? "no snapping" : "\(behavior)")"
    }

    /// A fling that travels well inside the bounds: the curve's own distance and duration.
    static let free = ProfileFling(kind: .free, key: "free", title: "Free fling", velocity: 1000, from: 300, behavior: .none)
    /// Fast and close to the end: how each profile meets it (bounce, clamp, a wall).
    static let intoTheEnd = ProfileFling(kind: .edge, key: "edge", title: "Into the end", velocity: 8000, from: 900, behavior: .none)
    /// Slower than any platform's paging threshold: it should settle on the nearest page.
    static let slowPage = ProfileFling(kind: .paging, key: "slow_page", title: "Slow paging flick", velocity: 60, from: 130, behavior: .paging)
    /// Fast: one page on in the fling's direction.
    static let fastPage = ProfileFling(kind: .paging, key: "fast_page", title: "Fast paging flick", velocity: 1500, from: 130, behavior: .paging)

    static let all: [ProfileFling] = [.free, .intoTheEnd, .slowPage, .fastPage]
}
