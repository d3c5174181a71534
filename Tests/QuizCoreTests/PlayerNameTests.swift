import Testing

@testable import QuizCore

/// A player's name: a full name fits (a lead's name is one), up to 40 characters once trimmed.
@Suite struct PlayerNameTests {
    @Test func aFullNameOfUpToFortyCharactersIsAccepted() {
        #expect(PlayerRef.cleanName("Zenobia Quartermaine") == "Zenobia Quartermaine")
        let forty = "Maximiliana Bartholomew-Featherstonehaug"
        #expect(forty.count == 40)
        #expect(PlayerRef.cleanName("  " + forty + " ") == forty)
        #expect(PlayerRef.cleanName(forty + "h") == nil, "41 characters")
        #expect(PlayerRef.cleanName("A") == nil)
        #expect(PlayerRef.nameLengths == 2...40)
        #expect(PlayerRef.nameRule.hasPrefix("2 to 40 characters once spaces at the ends are trimmed"))
    }
}
