import Testing

@testable import QuizStore

/// The keyword classifier of fetched events, on texts as the feed writes them.
@Suite struct EventSensitivityTests {
    @Test(arguments: [
        "A group of German officers attempts to assassinate Adolf Hitler with a briefcase bomb at the Wolf's Lair.",
        "World War I: Austria-Hungary declares war on Serbia after the assassination in Sarajevo.",
        "The Battle of Waterloo ends Napoleon's rule as Emperor of the French.",
        "An earthquake and tsunami strike the coast of Japan, killing thousands.",
        "Mary, Queen of Scots, is executed at Fotheringhay Castle.",
        "The Rwandan genocide begins.",
        "RMS Titanic sinks in the North Atlantic after striking an iceberg.",
        "An Air France Concorde crashes shortly after takeoff from Charles de Gaulle Airport.",
        "Riots break out in Los Angeles after the acquittal of four police officers.",
        "The Chernobyl disaster releases radioactive material across Europe.",
        "Terrorists hijack four airliners in the September attacks.",
        "THE SAINT BARTHOLOMEW'S DAY MASSACRE BEGINS IN PARIS.",
        "Post-war reconstruction of the city begins.",
        "Dozens die when a ferry capsizes on Lake Victoria.",
    ])
    func violenceDisastersAndDeathsOfManyAreFlagged(text: String) {
        #expect(EventSensitivity.isSensitive(text), "\(text)")
    }

    @Test(arguments: [
        "Apollo 11's lunar module Eagle lands on the Moon with Neil Armstrong and Buzz Aldrin aboard.",
        "Edmund Hillary and Tenzing Norgay become the first people to reach the summit of Mount Everest.",
        "The Warsaw Pact is signed by eight countries of the Eastern Bloc.",
        "Edward VII is crowned King of the United Kingdom.",
        "Marie Curie is awarded the Nobel Prize in Chemistry.",
        "The first commercial software package goes on sale.",
        "A swarm of volunteers restores the old steward's house.",
        "The Eiffel Tower opens to the public in Paris.",
        "Illustrative entry for an event dated BC (the service stores BC years as negative integers).",
    ])
    func otherEventsAreNot(text: String) {
        #expect(!EventSensitivity.isSensitive(text), "\(text)")
    }

    @Test func itErrsTowardLeavingOutAsDocumented() {
        #expect(EventSensitivity.isSensitive("Star Wars premieres in cinemas across the United States."))
    }

    @Test func onlyEnglishIsClassified() {
        // German "war" is "was" and "die" is "the": an English list would flag nearly every German event.
        #expect(!EventSensitivity.isSensitive("Die erste Mondlandung war ein Erfolg.", language: "de"))
        #expect(!EventSensitivity.isSensitive("A battle is fought.", language: "fr"))
        #expect(EventSensitivity.isSensitive("A battle is fought.", language: "en"))
    }
}
