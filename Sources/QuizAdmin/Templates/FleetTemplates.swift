/// The fleet's dashboard and the hall's boards (`FleetDashboardRoutes`, `FleetBoardRoutes`).
enum FleetTemplates {
    static let dashboard = """
        {{> header}}
        {{> days}}
        {{> dayFigures}}
        <h2>[["web.devices"]]</h2>
        {{#hasKiosks}}
        <table class="kiosks">
        <thead><tr><th>[["web.kiosk"]]</th><th>[["web.games"]]</th><th>[["web.players"]]</th><th>[["web.last_push"]]</th><th>[["web.last_pull"]]</th><th>[["web.log_behind"]]</th><th>[["web.pushed_up_to"]]</th><th>[["web.first_seen"]]</th><th>[["web.kiosk_credits_spent"]]</th><th>[["web.kiosk_credits_given"]]</th><th>[["web.refused"]]</th></tr></thead>
        <tbody>
        {{#kiosks}}<tr><td data-label="[["web.kiosk"]]"><bdi>{{kiosk}}</bdi></td><td data-label="[["web.games"]]">{{games}}</td><td data-label="[["web.players"]]">{{players}}</td><td data-label="[["web.last_push"]]">{{lastPush}}</td><td data-label="[["web.last_pull"]]">{{lastPull}}</td><td data-label="[["web.log_behind"]]">{{behind}}</td><td data-label="[["web.pushed_up_to"]]">{{pushedSeq}}</td><td data-label="[["web.first_seen"]]">{{firstSeen}}</td><td data-label="[["web.kiosk_credits_spent"]]">{{spent}}</td><td data-label="[["web.kiosk_credits_given"]]">{{granted}}</td><td data-label="[["web.refused"]]">{{refused}}</td></tr>
        {{/kiosks}}
        </tbody>
        </table>
        <p class="hint">[["web.games_and_players_finished_on_that"]] <code>tiltquiz fleet
        status</code>[["web.or_the_kiosks_admin_menu_log"]]</p>
        {{/hasKiosks}}
        {{^hasKiosks}}<p>[["web.no_device_has_synced_with_the"]]</p>{{/hasKiosks}}
        <h2>[["web.refused_changes"]]</h2>
        {{#hasRejections}}
        <table class="rejected">
        <thead><tr><th>[["web.kiosk"]]</th><th>[["web.outbox_number"]]</th><th>[["web.kind"]]</th><th>[["web.reason"]]</th><th>[["web.when"]]</th>{{#canTakeAgain}}<th></th>{{/canTakeAgain}}</tr></thead>
        <tbody>
        {{#rejections}}<tr><td data-label="[["web.kiosk"]]"><bdi>{{kiosk}}</bdi></td><td data-label="[["web.outbox_number"]]">{{seq}}</td><td data-label="[["web.kind"]]"><bdi>{{kind}}</bdi></td><td data-label="[["web.reason"]]"><bdi>{{reason}}</bdi></td><td data-label="[["web.when"]]">{{when}}</td>{{#canTakeAgain}}<td><form method="post" action="/fleet/refused/take-again" class="inline"><input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="device" value="{{device}}"><input type="hidden" name="seq" value="{{seq}}"><button type="submit">[["web.take_again"]]</button></form></td>{{/canTakeAgain}}</tr>
        {{/rejections}}
        </tbody>
        </table>
        {{#canTakeAgain}}<form method="post" action="/fleet/refused/take-again"><input type="hidden" name="csrf" value="{{csrf}}"><button type="submit">[["web.take_all_again"]]</button></form>{{/canTakeAgain}}
        <p class="hint">[["web.refused_changes_hint"]]</p>
        {{/hasRejections}}
        {{^hasRejections}}<p>[["web.no_change_refused"]]</p>{{/hasRejections}}
        {{> footer}}
        """

    /// What "Take again" did: how many went in, and each change refused again with its new reason.
    static let takenAgain = """
        {{> header}}
        <p class="message">{{summary}}</p>
        {{#hasAgain}}
        <table class="rejected">
        <thead><tr><th>[["web.kiosk"]]</th><th>[["web.outbox_number"]]</th><th>[["web.kind"]]</th><th>[["web.reason"]]</th></tr></thead>
        <tbody>
        {{#again}}<tr><td data-label="[["web.kiosk"]]"><bdi>{{kiosk}}</bdi></td><td data-label="[["web.outbox_number"]]">{{seq}}</td><td data-label="[["web.kind"]]"><bdi>{{kind}}</bdi></td><td data-label="[["web.reason"]]"><bdi>{{reason}}</bdi></td></tr>
        {{/again}}
        </tbody>
        </table>
        {{/hasAgain}}
        <p><a href="/">[["web.back_to_the_dashboard"]]</a></p>
        {{> footer}}
        """

    static let boards = """
        {{> header}}
        <form method="get" action="/boards" class="search">
        <label>[["web.mode"]] <select name="mode">{{#modes}}<option value="{{mode}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/modes}}</select></label>
        <label>[["web.period"]] <select name="period">{{#periods}}<option value="{{period}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/periods}}</select></label>
        <label>[["web.topic"]] <select name="topic"><option value="">[["web.every_topic_2"]]</option>{{#topics}}<option{{#selected}} selected{{/selected}}>{{topic}}</option>{{/topics}}</select></label>
        {{#choosesLanguage}}<label>[["web.language"]] <select name="language"><option value="">[["web.every_language"]]</option>{{#boardLanguages}}<option value="{{code}}"{{#selected}} selected{{/selected}}>{{code}}</option>{{/boardLanguages}}</select></label>{{/choosesLanguage}}
        <label>[["web.ending_on"]] <input name="day" value="{{day}}" pattern="[0-9]{4}-[0-9]{2}-[0-9]{2}"></label>
        <button type="submit">[["web.show"]]</button>
        </form>
        <p>{{heading}}</p>
        {{#hasRows}}
        <table>
        <thead><tr><th>[["web.rank"]]</th><th>[["web.name"]]</th><th>{{pointsLabel}}</th><th>[["web.games"]]</th><th>[["web.last_finish"]]</th></tr></thead>
        <tbody>
        {{#rows}}<tr><td data-label="[["web.rank"]]">{{rank}}</td><td data-label="[["web.name"]]">{{#admin}}<a href="/players/{{id}}"><bdi>{{name}}</bdi></a>{{/admin}}{{^admin}}<bdi>{{name}}</bdi>{{/admin}}</td><td data-label="{{pointsLabel}}">{{points}}</td><td data-label="[["web.games"]]">{{games}}</td><td data-label="[["web.last_finish"]]">{{last}}</td></tr>
        {{/rows}}
        </tbody>
        </table>
        {{/hasRows}}
        {{^hasRows}}<p>[["web.nobody_is_on_this_board"]]</p>{{/hasRows}}
        {{> footer}}
        """
}
