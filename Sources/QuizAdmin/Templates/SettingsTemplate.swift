/// The operator's settings page: the store's trivia settings as a form, and what is set elsewhere.
enum SettingsTemplate {
    static let settings = """
        {{> header}}
        {{#saved}}<p class="saved" role="status">Saved. The game uses them from its next spin; no restart.</p>{{/saved}}
        {{#hasProblems}}
        <div class="error" role="alert"><p>Nothing was saved; fix these lines:</p>
        <ul>{{#problems}}<li>{{.}}</li>{{/problems}}</ul></div>
        {{/hasProblems}}
        <form method="post" action="/settings" class="settings">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <label>Right-answer messages <span class="hint">one a line, at most {{messageLimit}} characters;
        one is drawn at random above "Your score"</span>
        <textarea name="messages" rows="6">{{messages}}</textarea></label>
        <label>Every N right <span class="hint">N POWER-UP [xCOUNT] [repeat], such as
        <code>5 jumpIt x2 repeat</code> (two Jump Its after 5 right answers, and every 5 after)</span>
        <textarea name="everyRight" rows="4">{{everyRight}}</textarea></label>
        <label>Per question <span class="hint">POWER-UPS: QUESTION (its uid or exact text), such as
        <code>halfOff, jumpIt: Who painted the Mona Lisa?</code>; a right answer gives one of them at random</span>
        <textarea name="perQuestion" rows="4">{{perQuestion}}</textarea></label>
        <label>Per medal <span class="hint">MEDAL POWER-UP [xCOUNT], such as <code>gold peoplesChoice x2</code>;
        medals: {{medals}}</span>
        <textarea name="perMedal" rows="4">{{perMedal}}</textarea></label>
        <label>Badges <span class="hint">CODE | TITLE | correct N, answered N or question QUESTION, such as
        <code>ten-right | Ten right | correct 10</code></span>
        <textarea name="badges" rows="4">{{badges}}</textarea></label>
        <p class="hint">Power-ups: {{powerUps}}. Empty lines are ignored.</p>
        <button type="submit">Save</button>
        </form>
        <h2>Set elsewhere</h2>
        <p>These are not kept in the database, so they are not changed here.</p>
        <dl class="record">
        <dt>Credits mode</dt><dd>{{#knowsCredits}}{{creditsMode}}: {{/knowsCredits}}<code>credits.mode</code> in the
        YAML config file (free, operator or coin); the game reads it when it starts, so restart the game after
        changing it.</dd>
        {{#fixed}}<dt>{{name}}</dt><dd>{{value}} (the game's rules)</dd>
        {{/fixed}}
        </dl>
        <p class="hint">Topics come with the questions: each question's topic is set where the question is
        edited or imported.</p>
        {{> footer}}
        """
}
