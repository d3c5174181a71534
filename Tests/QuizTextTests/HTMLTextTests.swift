import QuizText
import Testing

/// Words written into an HTML page: nothing a translation or a player's name holds can open a tag or end an attribute.
@Suite("HTML escaping")
struct HTMLTextTests {
    @Test func markupAndQuotesBecomeEntities() {
        #expect(
            HTMLText.escaped(#"<a href="x">Tom & Jerry's</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    }

    @Test func otherTextIsKeptAsItIs() {
        #expect(HTMLText.escaped("من يلعب؟ Größe 1 000 €") == "من يلعب؟ Größe 1 000 €")
        #expect(HTMLText.escaped("") == "")
    }
}
