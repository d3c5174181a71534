/// Every page template by name: mustache, `{{name}}` only (escaped), never
/// `{{{name}}}` or `{{& name}}`. Pages start with `{{> header}}` and end with
/// `{{> footer}}`. No script anywhere: every page works without JavaScript.
enum Templates {
    static let all: [String: String] = [
        "header": Layout.header, "headTop": Layout.headTop, "userBar": Layout.userBar,
        "headBottom": Layout.headBottom, "footer": Layout.footer, "message": Layout.message, "confirm": Layout.confirm,
        "pager": Layout.pager, "days": Layout.days, "dayFigures": Layout.dayFigures,
        "login": LoginTemplate.login, "dashboard": DashboardTemplate.dashboard,
        "players": PlayersTemplates.list, "player": PlayerTemplates.player,
        "fleetPlayer": PlayerTemplates.fleetPlayer, "boardsBody": BoardsTemplate.body,
        "emailViews": PlayerTemplates.emailViews, "playerGames": PlayerTemplates.playerGames,
        "playerHoldings": PlayerTemplates.playerHoldings, "playerActions": PlayerTemplates.playerActions,
        "questions": QuestionsTemplates.list, "question": QuestionsTemplates.question,
        "questionForm": QuestionsTemplates.form, "questionFields": QuestionsTemplates.fields,
        "barChart": QuestionsTemplates.barChart, "submissions": SubmissionsTemplates.list,
        "submission": SubmissionsTemplates.submission, "import": ImportTemplates.form,
        "importPreview": ImportTemplates.preview, "importProgress": ImportTemplates.progress,
        "settings": SettingsTemplate.settings, "reports": ReportsTemplate.reports, "topics": TopicsTemplate.topics,
        "fleetDashboard": FleetTemplates.dashboard, "fleetBoards": FleetTemplates.boards,
        "fleetTakenAgain": FleetTemplates.takenAgain,
    ]
}

/// The frame of every page, a message page and the confirmation step.
enum Layout {
    /// The top of every page: `headTop`, `userBar` (who is signed in, their CSRF token), `headBottom` (the
    /// title); in three so a page kept for many requests (the leaderboard's) writes only the first two each time.
    static let header = """
        {{> headTop}}{{> userBar}}{{> headBottom}}
        """

    static let headTop = """
        <!DOCTYPE html>
        <html lang="{{lang}}" dir="{{dir}}">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>[["web.title_tiltquiz_admin"]]</title>
        {{#refresh}}<meta http-equiv="refresh" content="{{refresh}}">{{/refresh}}
        <link rel="stylesheet" href="/admin.css">
        </head>
        <body>
        <header class="top">
        <span class="brand">[["web.tiltquiz_admin"]]</span>
        <nav class="languages" aria-label="[["web.language"]]">{{#languages}}{{#current}}<strong lang="{{code}}">{{name}}</strong>{{/current}}{{^current}}<a href="{{href}}" lang="{{code}}" hreflang="{{code}}">{{name}}</a>{{/current}} {{/languages}}</nav>

        """

    static let userBar = """
        {{#user}}
        <nav>
        <a href="/">[["web.dashboard"]]</a>
        <a href="/boards">[["web.leaderboards"]]</a>
        <a href="/questions">[["web.questions"]]</a>
        {{#deviceContent}}<a href="/topics">[["web.topics"]]</a>
        <a href="/submissions">[["web.submissions"]]</a>
        <a href="/reports">[["web.reports"]]</a>{{/deviceContent}}
        {{#isAdmin}}<a href="/players">[["web.players"]]</a>{{/isAdmin}}
        {{#deviceContent}}{{#isAdmin}}<a href="/settings">[["web.settings"]]</a>{{/isAdmin}}{{/deviceContent}}
        </nav>
        {{#source}}<p class="source">{{source}}</p>{{/source}}
        <form method="post" action="/logout" class="logout">
        <span>{{name}} ({{role}})</span>
        <input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit">[["web.log_out"]]</button>
        </form>
        {{/user}}

        """

    static let headBottom = """
        </header>
        <main>
        <h1>{{title}}</h1>

        """

    static let footer = """
        </main>
        </body>
        </html>

        """

    /// A list's links to the page before and after (`previous`, `next`: their addresses; absent at either end).
    static let pager = """
        <p class="pages">{{#previous}}<a href="{{previous}}">{{arrowBack}} [["web.previous"]]</a>{{/previous}}
        {{#next}}<a href="{{next}}">[["web.next"]] {{arrowOn}}</a>{{/next}}</p>

        """

    /// A dashboard's day and the links to the day before and after (`day`, `isToday`, `previous`, `next`).
    static let days = """
        <p class="days"><a href="/?day={{previous}}">{{arrowBack}} {{previous}}</a>
        <strong>{{day}}{{#isToday}} [["web.today"]]{{/isToday}}</strong>
        <a href="/?day={{next}}">{{next}} {{arrowOn}}</a></p>

        """

    /// A dashboard's figures of the day (`figures`, each `before`, `number` and `after`) and its takings in credits
    /// (`creditsSpent`, `creditsGranted`): the kiosk's dashboard and the fleet's.
    static let dayFigures = """
        <ul class="figures">
        {{#figures}}<li>{{before}}<span>{{number}}</span>{{after}}</li>
        {{/figures}}
        <li><span>{{creditsSpent}}</span> [["web.credits_spent"]]</li>
        <li><span>{{creditsGranted}}</span> [["web.credits_given"]]</li>
        </ul>

        """

    static let message = """
        {{> header}}
        <p class="message">{{message}}</p>
        <p><a href="/">[["web.back_to_the_dashboard"]]</a></p>
        {{> footer}}
        """

    static let confirm = """
        {{> header}}
        <p class="message">{{question}}</p>
        <form method="post" action="{{action}}" class="confirm">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <input type="hidden" name="confirm" value="yes">
        {{#fields}}<input type="hidden" name="{{name}}" value="{{value}}">{{/fields}}
        <button type="submit" class="danger">[["web.yes_do_it"]]</button>
        <a href="{{back}}">[["web.no_go_back"]]</a>
        </form>
        {{> footer}}
        """
}

/// The log-in page.
enum LoginTemplate {
    static let login = """
        {{> header}}
        {{#error}}<p class="error" role="alert">{{error}}</p>{{/error}}
        <form method="post" action="/login" class="login">
        <input type="hidden" name="loginToken" value="{{loginToken}}">
        <label>[["web.username_or_email"]] <input name="name" value="{{name}}" autocomplete="username" required></label>
        <label>[["web.password"]] <input name="password" type="password" autocomplete="current-password" required></label>
        <button type="submit">[["web.log_in"]]</button>
        </form>
        <p class="hint">[["web.moderators_and_admins_only_make_the"]]
        <code>tiltquiz admin add-user NAME --role admin</code>.</p>
        {{> footer}}
        """
}
