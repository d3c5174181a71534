/// The fleet's dashboard and the hall's boards (`FleetDashboardRoutes`, `FleetBoardRoutes`).
enum FleetTemplates {
    static let dashboard = """
        {{> header}}
        <p class="days"><a href="/?day={{previous}}">← {{previous}}</a>
        <strong>{{day}}{{#isToday}} (today){{/isToday}}</strong>
        <a href="/?day={{next}}">{{next}} →</a></p>
        <ul class="figures">
        <li><span>{{games}}</span> {{gamesNoun}} in the fleet</li>
        <li><span>{{newPlayers}}</span> {{newPlayersNoun}}</li>
        <li><span>{{players}}</span> {{playersNoun}} in all</li>
        <li><span>{{kioskCount}}</span> {{kiosksNoun}}</li>
        </ul>
        <h2>Devices</h2>
        {{#hasKiosks}}
        <table class="kiosks">
        <thead><tr><th>Kiosk</th><th>Games</th><th>Players</th><th>Last push</th><th>Last pull</th><th>Log behind</th><th>Pushed up to</th><th>First seen</th></tr></thead>
        <tbody>
        {{#kiosks}}<tr><td data-label="Kiosk">{{kiosk}}</td><td data-label="Games">{{games}}</td><td data-label="Players">{{players}}</td><td data-label="Last push">{{lastPush}}</td><td data-label="Last pull">{{lastPull}}</td><td data-label="Log behind">{{behind}}</td><td data-label="Pushed up to">{{pushedSeq}}</td><td data-label="First seen">{{firstSeen}}</td></tr>
        {{/kiosks}}
        </tbody>
        </table>
        <p class="hint">Games and players: finished on that device on {{day}}. Last push and last pull: when it last
        sent its outbox and asked for changes (its outbox's length is on the device: <code>tiltquiz fleet
        status</code>, or the kiosk's admin menu). Log behind: changes of others it had not pulled at its last
        pull. Pushed up to: the last outbox number the server has from it.</p>
        {{/hasKiosks}}
        {{^hasKiosks}}<p>No device has synced with the fleet yet.</p>{{/hasKiosks}}
        {{> footer}}
        """

    static let boards = """
        {{> header}}
        <form method="get" action="/boards" class="search">
        <label>Mode <select name="mode">{{#modes}}<option{{#selected}} selected{{/selected}}>{{mode}}</option>{{/modes}}</select></label>
        <label>Period <select name="period">{{#periods}}<option{{#selected}} selected{{/selected}}>{{period}}</option>{{/periods}}</select></label>
        <label>Topic <select name="topic"><option value="">every topic</option>{{#topics}}<option{{#selected}} selected{{/selected}}>{{topic}}</option>{{/topics}}</select></label>
        <label>Ending on <input name="day" value="{{day}}" pattern="[0-9]{4}-[0-9]{2}-[0-9]{2}"></label>
        <button type="submit">Show</button>
        </form>
        <p>{{heading}}</p>
        {{#hasRows}}
        <table>
        <thead><tr><th>Rank</th><th>Name</th><th>{{pointsLabel}}</th><th>Games</th><th>Last finish</th></tr></thead>
        <tbody>
        {{#rows}}<tr><td data-label="Rank">{{rank}}</td><td data-label="Name">{{#admin}}<a href="/players/{{id}}">{{name}}</a>{{/admin}}{{^admin}}{{name}}{{/admin}}</td><td data-label="{{pointsLabel}}">{{points}}</td><td data-label="Games">{{games}}</td><td data-label="Last finish">{{last}}</td></tr>
        {{/rows}}
        </tbody>
        </table>
        {{/hasRows}}
        {{^hasRows}}<p>Nobody is on this board.</p>{{/hasRows}}
        {{> footer}}
        """
}
