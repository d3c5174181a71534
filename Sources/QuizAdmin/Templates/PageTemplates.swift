/// The dashboard.
enum DashboardTemplate {
    static let dashboard = """
        {{> header}}
        <p class="days"><a href="/?day={{previous}}">← {{previous}}</a>
        <strong>{{day}}{{#isToday}} (today){{/isToday}}</strong>
        <a href="/?day={{next}}">{{next}} →</a></p>
        <ul class="figures">
        <li><span>{{games}}</span> {{gamesNoun}}</li>
        <li><span>{{players}}</span> {{playersNoun}}</li>
        <li><span>{{answers}}</span> {{answersNoun}}</li>
        <li><span>{{newPlayers}}</span> {{newPlayersNoun}}</li>
        <li><span>{{creditsSpent}}</span> credits spent</li>
        <li><span>{{creditsGranted}}</span> credits given</li>
        </ul>
        <h2>Per mode</h2>
        {{#hasModes}}
        <table>
        <thead><tr><th>Mode</th><th>Games</th><th>Players</th><th>Answers</th><th>Right</th></tr></thead>
        <tbody>
        {{#modes}}<tr><td data-label="Mode">{{mode}}</td><td data-label="Games">{{games}}</td><td data-label="Players">{{players}}</td><td data-label="Answers">{{answers}}</td><td data-label="Right">{{rightShare}}</td></tr>
        {{/modes}}
        </tbody>
        </table>
        {{/hasModes}}
        {{^hasModes}}<p>No game was played and no question answered on this day.</p>{{/hasModes}}
        {{> footer}}
        """
}

/// The players' list (one player's page is `PlayerTemplates.player`).
enum PlayersTemplates {
    static let list = """
        {{> header}}
        <form method="get" action="/players" class="search">
        <label>Name <input name="q" value="{{search}}"></label>
        <label>Sort by <select name="sort">
        {{#sorts}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/sorts}}
        </select></label>
        <button type="submit">Show</button>
        </form>
        {{^device}}<p class="source">From {{place}}: the players of every device.</p>{{/device}}
        <p>{{totalText}} · page {{page}} of {{pageCount}}</p>
        {{#device}}<div class="actions">
        <form method="post" action="/players.csv"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit">Export names and emails (CSV)</button></form>
        <a href="/email-views">Who opened emails</a>
        </div>{{/device}}
        {{#hasPlayers}}
        <table>
        <thead><tr><th>Name</th><th>Username</th><th>Role</th><th>Points</th><th>Games</th><th>Last played</th></tr></thead>
        <tbody>
        {{#players}}<tr><td data-label="Name"><a href="/players/{{id}}">{{name}}</a>{{#banned}} <em class="banned">banned</em>{{/banned}}</td><td data-label="Username">{{username}}</td><td data-label="Role">{{role}}</td><td data-label="Points">{{points}}</td><td data-label="Games">{{games}}</td><td data-label="Last played">{{lastPlayed}}</td></tr>
        {{/players}}
        </tbody>
        </table>
        {{/hasPlayers}}
        {{^hasPlayers}}<p>No player matches.</p>{{/hasPlayers}}
        {{> pager}}
        {{> footer}}
        """
}

/// The leaderboards: the page below the user bar, rendered once per board, role and second and kept
/// (`BoardCache`, `ShownBoard`); the page's top and the user bar are written per request
/// (`Pages.html(body:title:user:status:)`). `admin`: the CSV link, and names linking to the player's page.
enum BoardsTemplate {
    static let body = """
        {{> headBottom}}
        <form method="get" action="/boards" class="search">
        <label>Mode <select name="mode">{{#modes}}<option{{#selected}} selected{{/selected}}>{{mode}}</option>{{/modes}}</select></label>
        <label>Period <select name="period">{{#periods}}<option{{#selected}} selected{{/selected}}>{{period}}</option>{{/periods}}</select></label>
        <label>Ending on <input name="day" value="{{day}}" pattern="[0-9]{4}-[0-9]{2}-[0-9]{2}"></label>
        <button type="submit">Show</button>
        </form>
        <p>{{playersText}} in {{mode}} ({{period}} to {{day}}){{#admin}} · <a href="{{csv}}">Export as CSV</a>{{/admin}}</p>
        {{#hasRows}}
        <table>
        <thead><tr><th>Rank</th><th>Name</th><th>Points</th><th>Games</th><th>Last finish</th></tr></thead>
        <tbody>
        {{#rows}}<tr><td data-label="Rank">{{rank}}</td><td data-label="Name">{{#admin}}<a href="/players/{{id}}">{{name}}</a>{{/admin}}{{^admin}}{{name}}{{/admin}}</td><td data-label="Points">{{points}}</td><td data-label="Games">{{games}}</td><td data-label="Last finish">{{last}}</td></tr>
        {{/rows}}
        </tbody>
        </table>
        {{/hasRows}}
        {{^hasRows}}<p>Nobody is on this board.</p>{{/hasRows}}
        {{> footer}}
        """
}
