/// One player's page (admins), and the log of opened emails.
enum PlayerTemplates {
    static let player = """
        {{> header}}
        {{#hasAvatar}}<img class="avatar" src="/players/{{id}}/avatar" alt="The avatar of {{name}}" width="96" height="96">{{/hasAvatar}}
        <dl class="record">
        <dt>Name</dt><dd>{{name}}</dd>
        <dt>Username</dt><dd>{{#hasAccount}}{{username}}{{/hasAccount}}{{^hasAccount}}no account{{/hasAccount}}</dd>
        <dt>Email</dt><dd>{{#emailShown}}{{#hasEmail}}<span class="email">{{email}}</span>{{/hasEmail}}{{^hasEmail}}none given{{/hasEmail}}{{/emailShown}}
        {{^emailShown}}<form method="post" action="/players/{{id}}/email" class="inline"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit">Show email</button></form> <span class="hint">(each view is logged)</span>{{/emailShown}}</dd>
        <dt>Image</dt><dd>{{avatarLabel}}</dd>
        <dt>Role</dt><dd>{{role}}</dd>
        <dt>Banned</dt><dd>{{#banned}}yes{{/banned}}{{^banned}}no{{/banned}}</dd>
        {{#locked}}<dt>Locked until</dt><dd>{{locked}}</dd>{{/locked}}
        <dt>Points</dt><dd>{{points}}</dd>
        <dt>Games</dt><dd>{{games}}</dd>
        <dt>Right answers</dt><dd>{{right}}</dd>
        <dt>Wrong answers</dt><dd>{{wrong}}</dd>
        <dt>Timed out or skipped</dt><dd>{{other}}</dd>
        <dt>First seen</dt><dd>{{created}}</dd>
        <dt>Last played</dt><dd>{{lastPlayed}}</dd>
        </dl>
        {{^isSelf}}
        <div class="actions">
        {{#banned}}<form method="post" action="/players/{{id}}/unban"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit">Lift the ban</button></form>{{/banned}}
        {{^banned}}<form method="post" action="/players/{{id}}/ban"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit" class="danger">Ban…</button></form>{{/banned}}
        {{#hasAccount}}{{#roles}}<form method="post" action="/players/{{id}}/role">
        <input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="role" value="{{role}}">
        <button type="submit">{{label}}…</button></form>{{/roles}}{{/hasAccount}}
        </div>
        {{/isSelf}}
        {{#isSelf}}<p class="hint">This is you: another admin changes your role or bans you.</p>{{/isSelf}}

        {{> playerGames}}

        <h2>Progress per topic</h2>
        {{#hasTopics}}
        <table class="progress">
        <thead><tr><th>Topic</th><th>Answered</th><th>Questions</th><th>Done</th></tr></thead>
        <tbody>
        {{#topics}}<tr><td data-label="Topic">{{topic}}</td><td data-label="Answered">{{answered}}</td><td data-label="Questions">{{questions}}</td><td data-label="Done">{{percent}}%</td></tr>
        {{/topics}}
        </tbody>
        </table>
        {{/hasTopics}}
        {{^hasTopics}}<p>No topic has active questions.</p>{{/hasTopics}}

        <h2 id="answers">Answers</h2>
        {{#hasAnswers}}
        <p>{{answerTotalText}} · page {{answerPage}} of {{answerPages}}</p>
        <table class="answers">
        <thead><tr><th>When</th><th>Question id</th><th>Question</th><th>Answer id</th><th>Answer</th><th>Result</th><th>Points</th><th>Mode</th></tr></thead>
        <tbody>
        {{#answers}}<tr><td data-label="When">{{at}}</td><td data-label="Question id">{{questionID}}</td><td data-label="Question">{{question}}</td><td data-label="Answer id">{{optionID}}</td><td data-label="Answer">{{option}}</td><td data-label="Result">{{result}}</td><td data-label="Points">{{points}}</td><td data-label="Mode">{{mode}}</td></tr>
        {{/answers}}
        </tbody>
        </table>
        <p class="pages">{{#answersPrevious}}<a href="{{answersPrevious}}">← Newer</a>{{/answersPrevious}}
        {{#answersNext}}<a href="{{answersNext}}">Older →</a>{{/answersNext}}</p>
        {{/hasAnswers}}
        {{^hasAnswers}}<p>No answers yet.</p>{{/hasAnswers}}

        <h2>Purchases</h2>
        {{#hasPurchases}}
        <table class="purchases">
        <thead><tr><th>Item</th><th>Purchases</th><th>Quantity</th><th>In free play</th><th>Spent</th></tr></thead>
        <tbody>
        {{#purchases}}<tr><td data-label="Item">{{item}}</td><td data-label="Purchases">{{purchases}}</td><td data-label="Quantity">{{quantity}}</td><td data-label="In free play">{{free}}</td><td data-label="Spent">{{spent}}</td></tr>
        {{/purchases}}
        <tr class="total"><th>All items</th><td>{{purchaseCount}}</td><td></td><td></td><td>{{spentTotal}}</td></tr>
        </tbody>
        </table>
        {{/hasPurchases}}
        {{^hasPurchases}}<p>No purchases.</p>{{/hasPurchases}}
        <p>Credits given to them: {{granted}}</p>

        <h2>Power-ups</h2>
        {{#hasPowerUps}}
        <table class="powerups">
        <thead><tr><th>Power-up</th><th>Owned</th><th>Used</th></tr></thead>
        <tbody>
        {{#powerUps}}<tr><td data-label="Power-up">{{kind}}</td><td data-label="Owned">{{owned}}</td><td data-label="Used">{{used}}</td></tr>
        {{/powerUps}}
        </tbody>
        </table>
        {{/hasPowerUps}}
        {{^hasPowerUps}}<p>No power-ups owned or used.</p>{{/hasPowerUps}}

        <h2>Badges</h2>
        {{#hasBadges}}<ul class="badges">{{#badges}}<li>{{title}} <span class="hint">({{code}}, {{at}})</span></li>{{/badges}}</ul>{{/hasBadges}}
        {{^hasBadges}}<p>No badges yet.</p>{{/hasBadges}}

        <h2>Email views</h2>
        {{#hasViews}}
        <table class="views">
        <thead><tr><th>When</th><th>Who</th><th>What</th></tr></thead>
        <tbody>
        {{#views}}<tr><td data-label="When">{{at}}</td><td data-label="Who">{{viewer}}</td><td data-label="What">{{what}}</td></tr>
        {{/views}}
        </tbody>
        </table>
        {{/hasViews}}
        {{^hasViews}}<p>Nobody has opened their email here.</p>{{/hasViews}}

        <h2>Their data (GDPR)</h2>
        <div class="actions">
        <form method="post" action="/players/{{id}}/export"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit">Download their data (JSON)</button></form>
        {{^isSelf}}<form method="post" action="/players/{{id}}/delete"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit" class="danger">Delete and erase…</button></form>{{/isSelf}}
        </div>
        <p class="hint">The download holds everything the store keeps about them, emails opened (logged as a view).
        Deleting erases the player and every row about them; it cannot be undone.</p>
        <p><a href="/players">All players</a></p>
        {{> footer}}
        """

    /// A player of the fleet's PostgreSQL (`PlayersRoutes.fleetPage`).
    static let fleetPlayer = """
        {{> header}}
        <p class="source">From {{place}}: every device's games. Their email, answers and purchases stay on the
        devices they played on.</p>
        <dl class="record">
        <dt>Name</dt><dd>{{name}}</dd>
        <dt>Username</dt><dd>{{#hasAccount}}{{username}}{{/hasAccount}}{{^hasAccount}}no account{{/hasAccount}}</dd>
        <dt>Fleet id</dt><dd>{{id}}</dd>
        <dt>Role</dt><dd>{{role}}</dd>
        <dt>Banned</dt><dd>{{#banned}}yes{{/banned}}{{^banned}}no{{/banned}}</dd>
        <dt>Points</dt><dd>{{points}}</dd>
        <dt>Games</dt><dd>{{games}}</dd>
        <dt>First seen</dt><dd>{{created}}</dd>
        <dt>Last played</dt><dd>{{lastPlayed}}</dd>
        </dl>
        {{^isSelf}}
        <div class="actions">
        {{#banned}}<form method="post" action="/players/{{id}}/unban"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit">Lift the ban</button></form>{{/banned}}
        {{^banned}}<form method="post" action="/players/{{id}}/ban"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit" class="danger">Ban…</button></form>{{/banned}}
        {{#hasAccount}}{{#roles}}<form method="post" action="/players/{{id}}/role">
        <input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="role" value="{{role}}">
        <button type="submit">{{label}}…</button></form>{{/roles}}{{/hasAccount}}
        <form method="post" action="/players/{{id}}/delete"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit" class="danger">Delete and erase…</button></form>
        </div>
        <p class="hint">A ban, a role or an erasure is made in the fleet's PostgreSQL and reaches every device at
        its next sync.</p>
        {{/isSelf}}
        {{#isSelf}}<p class="hint">This is you: another admin changes your role or bans you.</p>{{/isSelf}}
        {{> playerGames}}
        <p><a href="/players">All players</a></p>
        {{> footer}}
        """

    /// A player's latest games, on both player pages (this device's and the fleet's).
    static let playerGames = """
        <h2 id="games">Latest games</h2>
        {{#hasGames}}
        <p class="hint">The latest {{gamesShown}} at most, newest first.</p>
        <table class="games">
        <thead><tr><th>When</th><th>Mode</th><th>Topic</th><th>Score</th><th>Points</th><th>Ranked</th><th>Device</th></tr></thead>
        <tbody>
        {{#latestGames}}<tr><td data-label="When">{{at}}</td><td data-label="Mode">{{mode}}</td><td data-label="Topic">{{topic}}</td><td data-label="Score">{{score}}</td><td data-label="Points">{{gamePoints}}</td><td data-label="Ranked">{{ranked}}</td><td data-label="Device">{{device}}</td></tr>
        {{/latestGames}}
        </tbody>
        </table>
        {{/hasGames}}
        {{^hasGames}}<p>No game finished yet.</p>{{/hasGames}}

        """

    static let emailViews = """
        {{> header}}
        <p>Every time this admin opened sealed emails: a player's email shown, a player's data downloaded, or the
        name and email CSV of every player. Newest first, the latest {{limit}}.</p>
        {{#hasViews}}
        <table class="views">
        <thead><tr><th>When</th><th>Who</th><th>Whose</th><th>What</th><th>Emails opened</th></tr></thead>
        <tbody>
        {{#views}}<tr><td data-label="When">{{at}}</td><td data-label="Who">{{viewer}}</td><td data-label="Whose">{{#playerID}}<a href="/players/{{playerID}}">{{player}}</a>{{/playerID}}{{^playerID}}{{player}}{{/playerID}}</td><td data-label="What">{{what}}</td><td data-label="Emails opened">{{emails}}</td></tr>
        {{/views}}
        </tbody>
        </table>
        {{/hasViews}}
        {{^hasViews}}<p>No email has been opened here.</p>{{/hasViews}}
        <p><a href="/players">All players</a></p>
        {{> footer}}
        """
}
