/// A point in a two-dimensional coordinate space, in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    package static let zero = Point(x: 0, y: 0)
    /// The coordinate along `axis`.
    package func component(along axis: Axis) -> Double { axis == .horizontal ? x : y }
    public var description: String { ("(\(x), \(y))" as Message).text }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    package static let zero = Size(width: 0, height: 0)
    /// The extent along `axis`: the width for `.horizontal`, the height for `.vertical`.
    package func extent(along axis: Axis) -> Double { axis == .horizontal ? width : height }
    public var description: String { ("\(width) × \(height)" as Message).text }
}

/// A two-dimensional vector, used for velocities in points per second.
public struct Vector: Hashable, Sendable {
    public var dx: Double
    public var dy: Double
    public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
    package static let zero = Vector(dx: 0, dy: 0)
    /// The component along `axis`.
    package func component(along axis: Axis) -> Double { axis == .horizontal ? dx : dy }
}

/// A rectangle: an origin (its top-leading corner) and a size.
///
/// Its derived values (``origin`` and ``size`` are the public reading) are `package` and
/// `@inlinable`: the picker's per-label arithmetic inlines them across modules, which Swift's
/// default cross-module optimisation does for public members only (the display list costs
/// 11 % more instructions without).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    @inlinable package init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A container of `size` scrolled to `offset` along `axis`, in content coordinates.
    init(container size: Size, at offset: Double, along axis: Axis) {
        self.init(x: axis == .horizontal ? offset : 0, y: axis == .horizontal ? 0 : offset,
                  width: size.width, height: size.height)
    }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable package var width: Double { size.width }
    @inlinable package var height: Double { size.height }
    @inlinable package var minX: Double { origin.x }
    @inlinable package var midX: Double { origin.x + size.width / 2 }
    @inlinable package var maxX: Double { origin.x + size.width }
    @inlinable package var minY: Double { origin.y }
    @inlinable package var midY: Double { origin.y + size.height / 2 }
    @inlinable package var maxY: Double { origin.y + size.height }

    /// Whether `point` lies inside the rectangle (the minimum edges included, the maximum ones not).
    @inlinable package func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    /// Whether the two rectangles share any area.
    @inlinable package func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
    /// The rectangle shrunk by `insets` (grown where they are negative).
    @inlinable package func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: width - insets.leading - insets.trailing,
             height: height - insets.top - insets.bottom)
    }
    /// The lower edge along `axis` (`minX` or `minY`).
    @usableFromInline package func min(along axis: Axis) -> Double { axis == .horizontal ? minX : minY }
    /// The upper edge along `axis` (`maxX` or `maxY`).
    @usableFromInline package func max(along axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }
    /// The centre along `axis` (`midX` or `midY`).
    package func mid(along axis: Axis) -> Double { axis == .horizontal ? midX : midY }
    public var description: String { ("(\(minX), \(minY), \(width), \(height))" as Message).text }
}

/// Insets for each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    package static let zero = EdgeInsets()
    /// The inset before the content along `axis` (leading or top).
    package func leading(along axis: Axis) -> Double { axis == .horizontal ? leading : top }
    /// The inset after the content along `axis` (trailing or bottom).
    package func trailing(along axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
}

/// The horizontal or vertical dimension.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// A set of axes, as SwiftUI's `Axis.Set`.
    package struct Set: OptionSet, Hashable, Sendable {
        package let rawValue: Int8
        package init(rawValue: Int8) { self.rawValue = rawValue }
        package static let horizontal = Set(rawValue: 1)
        package static let vertical = Set(rawValue: 2)
    }

    /// A pointer velocity (pointer space) as an offset velocity along this axis: content
    /// follows the pointer, so the offset moves the other way. A fit over extreme positions
    /// can overflow: a non-finite estimate counts as zero.
    func offsetVelocity(_ v: Vector) -> Double {
        let velocity = 0 - v.component(along: self)  // 0 − x: no negative zero
        return velocity.isFinite ? velocity : 0
    }
}

/// A normalized point in a rectangle: (0, 0) is top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    package static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
    /// The component along `axis`.
    package func component(along axis: Axis) -> Double { axis == .horizontal ? x : y }
}
