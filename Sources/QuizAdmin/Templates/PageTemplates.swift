/// The dashboard.
enum DashboardTemplate {
    static let dashboard = """
        {{> header}}
        {{> days}}
        {{> dayFigures}}
        <h2>[["web.per_mode"]]</h2>
        {{#hasModes}}
        <table>
        <thead><tr><th>[["web.mode"]]</th><th>[["web.games"]]</th><th>[["web.players"]]</th><th>[["web.answers"]]</th><th>[["web.right"]]</th></tr></thead>
        <tbody>
        {{#modes}}<tr><td data-label="[["web.mode"]]">{{mode}}</td><td data-label="[["web.games"]]">{{games}}</td><td data-label="[["web.players"]]">{{players}}</td><td data-label="[["web.answers"]]">{{answers}}</td><td data-label="[["web.right"]]">{{rightShare}}</td></tr>
        {{/modes}}
        </tbody>
        </table>
        {{/hasModes}}
        {{^hasModes}}<p>[["web.no_game_was_played_and_no"]]</p>{{/hasModes}}
        {{> footer}}
        """
}

/// The players' list (one player's page is `PlayerTemplates.player`).
enum PlayersTemplates {
    static let list = """
        {{> header}}
        <form method="get" action="/players" class="search">
        <label>[["web.name"]] <input name="q" value="{{search}}"></label>
        <label>[["web.sort_by"]] <select name="sort">
        {{#sorts}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/sorts}}
        </select></label>
        <button type="submit">[["web.show"]]</button>
        </form>
        {{^device}}<p class="source">[["web.from_place_the_players_of_every"]]</p>{{/device}}
        <p>[["web.totaltext_page_page_of_pagecount"]]</p>
        {{#device}}<div class="actions">
        <form method="post" action="/players.csv"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit">[["web.export_names_and_emails_csv"]]</button></form>
        <a href="/email-views">[["web.who_opened_emails"]]</a>
        </div>{{/device}}
        {{#hasPlayers}}
        <table>
        <thead><tr><th>[["web.name"]]</th><th>[["web.username"]]</th><th>[["web.role"]]</th><th>[["web.points"]]</th><th>[["web.games"]]</th><th>[["web.last_played"]]</th></tr></thead>
        <tbody>
        {{#players}}<tr><td data-label="[["web.name"]]"><a href="/players/{{id}}"><bdi>{{name}}</bdi></a>{{#banned}} <em class="banned">[["web.banned"]]</em>{{/banned}}</td><td data-label="[["web.username"]]"><bdi>{{username}}</bdi></td><td data-label="[["web.role"]]">{{role}}</td><td data-label="[["web.points"]]">{{points}}</td><td data-label="[["web.games"]]">{{games}}</td><td data-label="[["web.last_played"]]">{{lastPlayed}}</td></tr>
        {{/players}}
        </tbody>
        </table>
        {{/hasPlayers}}
        {{^hasPlayers}}<p>[["web.no_player_matches"]]</p>{{/hasPlayers}}
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
        <label>[["web.mode"]] <select name="mode">{{#modes}}<option value="{{mode}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/modes}}</select></label>
        <label>[["web.period"]] <select name="period">{{#periods}}<option value="{{period}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/periods}}</select></label>
        {{#choosesLanguage}}<label>[["web.language"]] <select name="language"><option value="">[["web.every_language"]]</option>{{#boardLanguages}}<option value="{{code}}"{{#selected}} selected{{/selected}}>{{code}}</option>{{/boardLanguages}}</select></label>{{/choosesLanguage}}
        <label>[["web.ending_on"]] <input name="day" value="{{day}}" pattern="[0-9]{4}-[0-9]{2}-[0-9]{2}"></label>
        <button type="submit">[["web.show"]]</button>
        </form>
        <p>[["web.playerstext_in_mode_period_to_day"]]{{#admin}} · <a href="{{csv}}">[["web.export_as_csv"]]</a>{{/admin}}</p>
        {{#hasRows}}
        <table>
        <thead><tr><th>[["web.rank"]]</th><th>[["web.name"]]</th><th>[["web.points"]]</th><th>[["web.games"]]</th><th>[["web.last_finish"]]</th></tr></thead>
        <tbody>
        {{#rows}}<tr><td data-label="[["web.rank"]]">{{rank}}</td><td data-label="[["web.name"]]">{{#admin}}<a href="/players/{{id}}"><bdi>{{name}}</bdi></a>{{/admin}}{{^admin}}<bdi>{{name}}</bdi>{{/admin}}</td><td data-label="[["web.points"]]">{{points}}</td><td data-label="[["web.games"]]">{{games}}</td><td data-label="[["web.last_finish"]]">{{last}}</td></tr>
        {{/rows}}
        </tbody>
        </table>
        {{/hasRows}}
        {{^hasRows}}<p>[["web.nobody_is_on_this_board"]]</p>{{/hasRows}}
        {{> footer}}
        """
}
