/// The operator's settings page: the store's trivia settings as a form, and the credits mode in force with its own form.
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
        <fieldset><legend>Lives, timer and passes</legend>
        <label>Lives <span class="hint">when full, {{livesMin}} to {{livesMax}}</span>
        <input type="number" name="lives" min="{{livesMin}}" max="{{livesMax}}" value="{{lives}}" required></label>
        <label>Minutes per life <span class="hint">for a lost life to come back, {{minutesMin}} to {{minutesMax}}</span>
        <input type="number" name="minutesPerLife" min="{{minutesMin}}" max="{{minutesMax}}" value="{{minutesPerLife}}"
        required></label>
        <label>Answer timer seconds <span class="hint">{{secondsMin}} to {{secondsMax}}; a right answer scores
        {{maximumPoints}} in the first quarter of the timer (now the first {{fullPointsSeconds}} seconds), then
        falls evenly to 0 when it runs out</span>
        <input type="number" name="answerSeconds" min="{{secondsMin}}" max="{{secondsMax}}" value="{{answerSeconds}}"
        required></label>
        <label>Passes a day <span class="hint">topic passes per player per day, {{passesMin}} to
        {{passesMax}}</span>
        <input type="number" name="passesPerDay" min="{{passesMin}}" max="{{passesMax}}" value="{{passesPerDay}}"
        required></label>
        </fieldset>
        <button type="submit">Save</button>
        </form>
        <h2>Credits mode</h2>
        <p>In force: {{creditsInForce}}. The config file's <code>credits.mode</code> is the kiosk's default; a mode
        chosen here is kept in the database over it. The kiosk reads it when a player's game starts; a game under
        way keeps the mode it started with. Coins use the config file's <code>credits.coin_key</code> and
        <code>credits.per_coin</code>; the operator's grants its <code>credits.per_coin</code>.</p>
        <form method="post" action="/settings/credits" class="settings">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <label>Credits <select name="credits">
        {{#creditChoices}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>
        {{/creditChoices}}</select></label>
        <button type="submit">Save the credits mode</button>
        </form>
        <p class="hint">Topics are named and added on the <a href="/topics">Topics</a> page; each question's topic
        is set where the question is edited or imported.</p>
        {{> footer}}
        """
}
