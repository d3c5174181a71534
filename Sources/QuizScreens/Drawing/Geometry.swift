/// A width and height in pixels.
public struct Size: Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in window pixels (origin top left).
public struct Rect: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A rectangle of `size` centred on (`centerX`, `centerY`).
    public init(centerX: Double, centerY: Double, width: Double, height: Double) {
        self.init(x: centerX - width / 2, y: centerY - height / 2, width: width, height: height)
    }

    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The same centre, scaled by `factor`.
    public func scaled(_ factor: Double) -> Rect {
        Rect(centerX: midX, centerY: midY, width: width * factor, height: height * factor)
    }

    /// The same centre, scaled by `factor` with the size rounded to whole
    /// `step`s of pixels: for shapes whose size animates, so an animation
    /// reuses a few textures instead of rasterising a new one every frame.
    public func scaled(_ factor: Double, inStepsOf step: Double) -> Rect {
        let scaledWidth = max(step, (width * factor / step).rounded() * step)
        let scaledHeight = max(step, (height * factor / step).rounded() * step)
        return Rect(centerX: midX, centerY: midY, width: scaledWidth, height: scaledHeight)
    }
}
