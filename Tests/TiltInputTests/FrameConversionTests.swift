import Testing
import TiltInput

/// Linux readings (gravity vector) become the game's Android/SDL frame, then turn with the display.
@Suite struct FrameConversionTests {
    static let g = 9.80665

    /// The game-frame vector as an array, for comparing whole readings.
    static func game(
        _ linux: (x: Double, y: Double, z: Double), _ orientation: SensorOrientation = SensorOrientation()
    ) -> [Double] {
        let vector = orientation.gameVector(fromLinux: linux)
        return [vector.x, vector.y, vector.z]
    }

    @Test func uprightFlatAndEdgeDownFixtures() {
        // iio-sensor-proxy's test-orientation.c: {0, -1 g, 0} is "normal" (upright).
        #expect(Self.game((0, -Self.g, 0)) == [0, Self.g, 0])
        // Flat on a table, screen up: Linux reads z = -1 g; the game reads +g out of the screen.
        #expect(Self.game((0, 0, -Self.g)) == [0, 0, Self.g])
        // Left edge down: Linux {-1 g, 0, 0} ("right-up" in iio-sensor-proxy) -> +x in the game.
        #expect(Self.game((-Self.g, 0, 0)) == [Self.g, 0, 0])
        // Right edge down.
        #expect(Self.game((Self.g, 0, 0)) == [-Self.g, 0, 0])
    }

    @Test func theMountMatrixComesBeforeTheSignFlip() throws {
        // Legion Go: "0, 1, 0; -1, 0, 0; 0, 0, 1". With the display upright the sensor
        // reads its own x = +1 g; row 2 makes that display y = -1 g (gravity), negated to +g.
        let legionGo = SensorOrientation(mountMatrix: try MountMatrix.parse("0, 1, 0; -1, 0, 0; 0, 0, 1"))
        #expect(Self.game((Self.g, 0, 0), legionGo) == [0, Self.g, 0])
        // ChromeOS hwdb entry flips all axes: its drivers already report the Android sign.
        let chromeOS = SensorOrientation(mountMatrix: try MountMatrix.parse("-1, 0, 0; 0, -1, 0; 0, 0, -1"))
        #expect(Self.game((0, Self.g, 0), chromeOS) == [0, Self.g, 0])
    }

    @Test func anUprightDeviceAfterEachDisplayRotation() {
        // Panel upright (its native top edge up): after rotation R the game reads ...
        let upright: (x: Double, y: Double, z: Double) = (0, -Self.g, 0)
        let expected: [DisplayRotation: [Double]] = [
            .degrees0: [0, Self.g, 0],
            .degrees90: [-Self.g, 0, 0],  // the game's top is the panel's right edge, now pointing right
            .degrees180: [0, -Self.g, 0],
            .degrees270: [Self.g, 0, 0],
        ]
        for rotation in DisplayRotation.allCases {
            #expect(
                Self.game(upright, SensorOrientation(displayRotation: rotation)) == expected[rotation],
                "rotation \(rotation)")
        }
    }

    @Test func holdingTheRotatedPictureUprightReadsUpright() {
        // With rotation R the picture is drawn R degrees clockwise: hold the device so the
        // panel edge that is now the picture's top points up, and the game sees y = +g.
        let topEdgeUp: [DisplayRotation: (x: Double, y: Double, z: Double)] = [
            .degrees0: (0, -Self.g, 0),  // panel top edge up
            .degrees90: (-Self.g, 0, 0),  // panel right edge up (Linux reads gravity toward -x)
            .degrees180: (0, Self.g, 0),  // panel bottom edge up
            .degrees270: (Self.g, 0, 0),  // panel left edge up
        ]
        for (rotation, linux) in topEdgeUp {
            #expect(Self.game(linux, SensorOrientation(displayRotation: rotation)) == [0, Self.g, 0])
        }
    }

    @Test func rotationsParseFromDegrees() {
        #expect(DisplayRotation(parsing: "0") == .degrees0)
        #expect(DisplayRotation(parsing: "90") == .degrees90)
        #expect(DisplayRotation(parsing: " 180\n") == .degrees180)
        #expect(DisplayRotation(parsing: "270") == .degrees270)
        #expect(DisplayRotation(parsing: "-90") == .degrees270)
        #expect(DisplayRotation(parsing: "360") == .degrees0)
        #expect(DisplayRotation(parsing: "45") == nil)
        #expect(DisplayRotation(parsing: "left") == nil)
        #expect(DisplayRotation(degrees: 450) == .degrees90)
    }

    @Test func aSampleKeepsItsTimeWhenRotated() {
        let sample = AccelSample(time: 1.5, x: 1, y: 2, z: 3)
        #expect(DisplayRotation.degrees90.apply(to: sample) == AccelSample(time: 1.5, x: -2, y: 1, z: 3))
        let converted = SensorOrientation().gameSample(time: 2, linux: (1, 2, 3))
        #expect(converted == AccelSample(time: 2, x: -1, y: -2, z: -3))
    }
}
