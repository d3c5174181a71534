/// One player's page (admins), and the log of opened emails.
enum PlayerTemplates {
    static let player = """
        {{> header}}
        {{#hasAvatar}}<img class="avatar" src="/players/{{id}}/avatar" alt="[["web.the_avatar_of_name"]]" width="96" height="96">{{/hasAvatar}}
        <dl class="record">
        <dt>[["web.name"]]</dt><dd><bdi>{{name}}</bdi></dd>
        <dt>[["web.username"]]</dt><dd>{{#hasAccount}}<bdi>{{username}}</bdi>{{/hasAccount}}{{^hasAccount}}[["web.no_account"]]{{/hasAccount}}</dd>
        <dt>[["web.email"]]</dt><dd>{{#emailShown}}{{#hasEmail}}<span class="email"><bdi>{{email}}</bdi></span>{{/hasEmail}}{{^hasEmail}}[["web.none_given"]]{{/hasEmail}}{{/emailShown}}
        {{^emailShown}}<form method="post" action="/players/{{id}}/email" class="inline"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit">[["web.show_email"]]</button></form> <span class="hint">[["web.each_view_is_logged"]]</span>{{/emailShown}}</dd>
        <dt>[["web.image"]]</dt><dd>{{avatarLabel}}</dd>
        <dt>[["web.role"]]</dt><dd>{{role}}</dd>
        <dt>[["web.banned_2"]]</dt><dd>{{#banned}}[["web.yes"]]{{/banned}}{{^banned}}[["web.no"]]{{/banned}}</dd>
        {{#locked}}<dt>[["web.locked_until"]]</dt><dd>{{locked}}</dd>{{/locked}}
        <dt>[["web.points"]]</dt><dd>{{points}}</dd>
        <dt>[["web.games"]]</dt><dd>{{games}}</dd>
        <dt>[["web.right_answers"]]</dt><dd>{{right}}</dd>
        <dt>[["web.wrong_answers"]]</dt><dd>{{wrong}}</dd>
        <dt>[["web.timed_out_or_skipped"]]</dt><dd>{{other}}</dd>
        <dt>[["web.first_seen"]]</dt><dd>{{created}}</dd>
        <dt>[["web.last_played"]]</dt><dd>{{lastPlayed}}</dd>
        </dl>
        {{> playerActions}}

        {{> playerGames}}

        <h2>[["web.progress_per_topic"]]</h2>
        {{#hasTopics}}
        <table class="progress">
        <thead><tr><th>[["web.topic"]]</th><th>[["web.answered"]]</th><th>[["web.questions"]]</th><th>[["web.done"]]</th></tr></thead>
        <tbody>
        {{#topics}}<tr><td data-label="[["web.topic"]]"><bdi>{{topic}}</bdi></td><td data-label="[["web.answered"]]">{{answered}}</td><td data-label="[["web.questions"]]">{{questions}}</td><td data-label="[["web.done"]]">{{percent}}</td></tr>
        {{/topics}}
        </tbody>
        </table>
        {{/hasTopics}}
        {{^hasTopics}}<p>[["web.no_topic_has_active_questions"]]</p>{{/hasTopics}}

        <h2 id="answers">[["web.answers"]]</h2>
        {{#hasAnswers}}
        <p>[["web.answertotaltext_page_answerpage_of_answerpages"]]</p>
        <table class="answers">
        <thead><tr><th>[["web.when"]]</th><th>[["web.question_id"]]</th><th>[["web.question"]]</th><th>[["web.answer_id"]]</th><th>[["web.answer"]]</th><th>[["web.result"]]</th><th>[["web.points"]]</th><th>[["web.mode"]]</th></tr></thead>
        <tbody>
        {{#answers}}<tr><td data-label="[["web.when"]]">{{at}}</td><td data-label="[["web.question_id"]]">{{questionID}}</td><td data-label="[["web.question"]]"><bdi>{{question}}</bdi></td><td data-label="[["web.answer_id"]]">{{optionID}}</td><td data-label="[["web.answer"]]">{{option}}</td><td data-label="[["web.result"]]">{{result}}</td><td data-label="[["web.points"]]">{{points}}</td><td data-label="[["web.mode"]]">{{mode}}</td></tr>
        {{/answers}}
        </tbody>
        </table>
        <p class="pages">{{#answersPrevious}}<a href="{{answersPrevious}}">{{arrowBack}} [["web.newer"]]</a>{{/answersPrevious}}
        {{#answersNext}}<a href="{{answersNext}}">[["web.older"]] {{arrowOn}}</a>{{/answersNext}}</p>
        {{/hasAnswers}}
        {{^hasAnswers}}<p>[["web.no_answers_yet"]]</p>{{/hasAnswers}}

        {{> playerHoldings}}

        <h2>[["web.email_views"]]</h2>
        {{#hasViews}}
        <table class="views">
        <thead><tr><th>[["web.when"]]</th><th>[["web.who"]]</th><th>[["web.what"]]</th></tr></thead>
        <tbody>
        {{#views}}<tr><td data-label="[["web.when"]]">{{at}}</td><td data-label="[["web.who"]]"><bdi>{{viewer}}</bdi></td><td data-label="[["web.what"]]">{{what}}</td></tr>
        {{/views}}
        </tbody>
        </table>
        {{/hasViews}}
        {{^hasViews}}<p>[["web.nobody_has_opened_their_email_here"]]</p>{{/hasViews}}

        <h2>[["web.their_data_gdpr"]]</h2>
        <div class="actions">
        <form method="post" action="/players/{{id}}/export"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit">[["web.download_their_data_json"]]</button></form>
        {{^isSelf}}<form method="post" action="/players/{{id}}/delete"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit" class="danger">[["web.delete_and_erase"]]</button></form>{{/isSelf}}
        </div>
        <p class="hint">[["web.the_download_holds_everything_the_store"]]</p>
        <p><a href="/players">[["web.all_players"]]</a></p>
        {{> footer}}
        """

    /// A player of the fleet's PostgreSQL (`PlayersRoutes.fleetPage`).
    static let fleetPlayer = """
        {{> header}}
        <p class="source">[["web.from_place_every_devices_games_their"]]</p>
        <dl class="record">
        <dt>[["web.name"]]</dt><dd><bdi>{{name}}</bdi></dd>
        <dt>[["web.username"]]</dt><dd>{{#hasAccount}}<bdi>{{username}}</bdi>{{/hasAccount}}{{^hasAccount}}[["web.no_account"]]{{/hasAccount}}</dd>
        <dt>[["web.fleet_id"]]</dt><dd>{{id}}</dd>
        <dt>[["web.role"]]</dt><dd>{{role}}</dd>
        <dt>[["web.banned_2"]]</dt><dd>{{#banned}}[["web.yes"]]{{/banned}}{{^banned}}[["web.no"]]{{/banned}}</dd>
        <dt>[["web.points"]]</dt><dd>{{points}}</dd>
        <dt>[["web.games"]]</dt><dd>{{games}}</dd>
        <dt>[["web.first_seen"]]</dt><dd>{{created}}</dd>
        <dt>[["web.last_played"]]</dt><dd>{{lastPlayed}}</dd>
        </dl>
        {{> playerActions}}
        {{> playerGames}}
        {{> playerHoldings}}
        <p class="hint">[["web.fleet_wallet_sums"]]</p>
        <p><a href="/players">[["web.all_players"]]</a></p>
        {{> footer}}
        """

    /// What an admin can do to a player, on both player pages: lift or impose a ban and change the role, and on
    /// the fleet's page (`deleteInActions`, which has no data section) the erasure; nothing on their own page.
    static let playerActions = """
        {{^isSelf}}
        <div class="actions">
        {{#banned}}<form method="post" action="/players/{{id}}/unban"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit">[["web.lift_the_ban"]]</button></form>{{/banned}}
        {{^banned}}<form method="post" action="/players/{{id}}/ban"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit" class="danger">[["web.ban"]]</button></form>{{/banned}}
        {{#hasAccount}}{{#roles}}<form method="post" action="/players/{{id}}/role">
        <input type="hidden" name="csrf" value="{{csrf}}"><input type="hidden" name="role" value="{{role}}">
        <button type="submit">{{label}}…</button></form>{{/roles}}{{/hasAccount}}
        {{#deleteInActions}}
        <form method="post" action="/players/{{id}}/delete"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit" class="danger">[["web.delete_and_erase"]]</button></form>
        {{/deleteInActions}}
        </div>
        {{#deleteInActions}}
        <p class="hint">[["web.a_ban_a_role_or_an"]]</p>
        {{/deleteInActions}}
        {{/isSelf}}
        {{#isSelf}}<p class="hint">[["web.this_is_you_another_admin_changes"]]</p>{{/isSelf}}

        """

    /// A player's latest games, on both player pages (this device's and the fleet's).
    static let playerGames = """
        <h2 id="games">[["web.latest_games"]]</h2>
        {{#hasGames}}
        <p class="hint">[["web.the_latest_gamesshown_at_most_newest"]]</p>
        <table class="games">
        <thead><tr><th>[["web.when"]]</th><th>[["web.mode"]]</th><th>[["web.topic"]]</th><th>[["web.score"]]</th><th>[["web.points"]]</th><th>[["web.ranked"]]</th><th>[["web.device"]]</th></tr></thead>
        <tbody>
        {{#latestGames}}<tr><td data-label="[["web.when"]]">{{at}}</td><td data-label="[["web.mode"]]">{{mode}}</td><td data-label="[["web.topic"]]"><bdi>{{topic}}</bdi></td><td data-label="[["web.score"]]">{{score}}</td><td data-label="[["web.points"]]">{{gamePoints}}</td><td data-label="[["web.ranked"]]">{{ranked}}</td><td data-label="[["web.device"]]">{{device}}</td></tr>
        {{/latestGames}}
        </tbody>
        </table>
        {{/hasGames}}
        {{^hasGames}}<p>[["web.no_game_finished_yet"]]</p>{{/hasGames}}

        """

    /// A player's purchases (by item, with the credits given to them), credits, power-ups (held and used), badges
    /// and topic medals, on both player pages (this device's store, and the fleet's from every device's history).
    static let playerHoldings = """
        <h2>[["web.purchases"]]</h2>
        {{#hasPurchases}}
        <table class="purchases">
        <thead><tr><th>[["web.item"]]</th><th>[["web.purchases"]]</th><th>[["web.quantity"]]</th><th>[["web.in_free_play"]]</th><th>[["web.spent"]]</th></tr></thead>
        <tbody>
        {{#purchases}}<tr><td data-label="[["web.item"]]">{{item}}</td><td data-label="[["web.purchases"]]">{{purchases}}</td><td data-label="[["web.quantity"]]">{{quantity}}</td><td data-label="[["web.in_free_play"]]">{{free}}</td><td data-label="[["web.spent"]]">{{spent}}</td></tr>
        {{/purchases}}
        <tr class="total"><th>[["web.all_items"]]</th><td>{{purchaseCount}}</td><td></td><td></td><td>{{spentTotal}}</td></tr>
        </tbody>
        </table>
        {{/hasPurchases}}
        {{^hasPurchases}}<p>[["web.no_purchases"]]</p>{{/hasPurchases}}
        <p>[["web.credits_given_to_them_granted"]]</p>

        <h2>[["web.credits"]]</h2>
        <p class="credits">{{credits}}</p>

        <h2>[["web.power_ups"]]</h2>
        {{#hasPowerUps}}
        <table class="powerups">
        <thead><tr><th>[["web.power_up"]]</th><th>[["web.owned"]]</th><th>[["web.used"]]</th></tr></thead>
        <tbody>
        {{#powerUps}}<tr><td data-label="[["web.power_up"]]">{{kind}}</td><td data-label="[["web.owned"]]">{{owned}}</td><td data-label="[["web.used"]]">{{used}}</td></tr>
        {{/powerUps}}
        </tbody>
        </table>
        {{/hasPowerUps}}
        {{^hasPowerUps}}<p>[["web.no_power_ups_owned_or_used"]]</p>{{/hasPowerUps}}

        <h2>[["web.badges"]]</h2>
        {{#hasBadges}}<ul class="badges">{{#badges}}<li>{{title}} <span class="hint">({{code}}, {{at}})</span></li>{{/badges}}</ul>{{/hasBadges}}
        {{^hasBadges}}<p>[["web.no_badges_yet"]]</p>{{/hasBadges}}

        <h2>[["web.medals"]]</h2>
        {{#hasMedals}}
        <table class="medals">
        <thead><tr><th>[["web.topic"]]</th><th>[["web.medal"]]</th><th>[["web.when"]]</th></tr></thead>
        <tbody>
        {{#medals}}<tr><td data-label="[["web.topic"]]"><bdi>{{topic}}</bdi></td><td data-label="[["web.medal"]]">{{medal}}</td><td data-label="[["web.when"]]">{{at}}</td></tr>
        {{/medals}}
        </tbody>
        </table>
        {{/hasMedals}}
        {{^hasMedals}}<p>[["web.no_medals_yet"]]</p>{{/hasMedals}}

        """

    static let emailViews = """
        {{> header}}
        <p>[["web.every_time_this_admin_opened_sealed"]]</p>
        {{#hasViews}}
        <table class="views">
        <thead><tr><th>[["web.when"]]</th><th>[["web.who"]]</th><th>[["web.whose"]]</th><th>[["web.what"]]</th><th>[["web.emails_opened"]]</th></tr></thead>
        <tbody>
        {{#views}}<tr><td data-label="[["web.when"]]">{{at}}</td><td data-label="[["web.who"]]"><bdi>{{viewer}}</bdi></td><td data-label="[["web.whose"]]">{{#playerID}}<a href="/players/{{playerID}}"><bdi>{{player}}</bdi></a>{{/playerID}}{{^playerID}}<bdi>{{player}}</bdi>{{/playerID}}</td><td data-label="[["web.what"]]">{{what}}</td><td data-label="[["web.emails_opened"]]"><bdi>{{emails}}</bdi></td></tr>
        {{/views}}
        </tbody>
        </table>
        {{/hasViews}}
        {{^hasViews}}<p>[["web.no_email_has_been_opened_here"]]</p>{{/hasViews}}
        <p><a href="/players">[["web.all_players"]]</a></p>
        {{> footer}}
        """
}
