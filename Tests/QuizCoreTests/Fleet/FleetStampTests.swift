import Foundation
import QuizCore
import Testing

/// The hybrid clock's stamps: their order, and their text, which sorts as they do.
@Suite struct FleetStampTests {
    let device = "0b7e6a5c-1d2e-4f30-8a9b-0c1d2e3f4a5b"

    @Test func ordersByMillisecondsThenCounterThenDevice() {
        let first = FleetStamp(milliseconds: 1_733_146_800_000, counter: 7, device: "b")
        let later = FleetStamp(milliseconds: 1_733_146_800_001, counter: 0, device: "a")
        let counted = FleetStamp(milliseconds: 1_733_146_800_000, counter: 8, device: "a")
        let tie = FleetStamp(milliseconds: 1_733_146_800_000, counter: 7, device: "c")
        #expect(first < later)
        #expect(first < counted)
        #expect(first < tie)
        #expect(!(later < first))
    }

    @Test func textSortsAsTheStampsDo() {
        let stamps = [
            FleetStamp(milliseconds: 9, counter: 0, device: device),
            FleetStamp(milliseconds: 10, counter: 0, device: device),
            FleetStamp(milliseconds: 10, counter: 11, device: device),
            FleetStamp(milliseconds: 10, counter: 2, device: device),
            FleetStamp(milliseconds: 1_733_146_800_000, counter: 0, device: device),
        ]
        #expect(stamps.sorted().map(\.description) == stamps.map(\.description).sorted())
        #expect(stamps[2].description == "0000000000000010-00011-\(device)")
    }

    @Test func textReadsBackWithADeviceIdHoldingDashes() {
        let stamp = FleetStamp(milliseconds: 1_733_146_800_123, counter: 42, device: device)
        #expect(FleetStamp(stamp.description) == stamp)
    }

    @Test(arguments: ["", "12-0-x", "000000000000001a-00000-x", "0000000000000010-00000-", "0000000000000010-00000"])
    func refusesText(_ text: String) {
        #expect(FleetStamp(text) == nil)
    }

    @Test func travelsInJSONAsItsText() throws {
        let change = FleetChange(
            id: UUID(), kind: .profile, player: UUID(),
            stamp: FleetStamp(milliseconds: 5, counter: 1, device: device), body: #"{"name":"Ana"}"#)
        let data = try JSONEncoder().encode(change)
        #expect(String(decoding: data, as: UTF8.self).contains(#""stamp":"0000000000000005-00001-\#(device)""#))
        #expect(try JSONDecoder().decode(FleetChange.self, from: data) == change)
    }

    @Test func devicesWriteRowsAndEditsAndTheServerTheRest() {
        #expect(FleetKind.allCases.filter(\.isFromDevices).count == 14)
        // The history behind credits and power-ups goes up from the device that made it (fleet migration 10).
        #expect([FleetKind.purchase, .creditGrant, .powerUpUse].filter(\.isFromDevices).count == 3)
        #expect(!FleetKind.erase.isFromDevices)
    }
}
