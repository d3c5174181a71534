/// The operator's settings page: the store's trivia settings as a form, and the credits mode in force with its own form.
enum SettingsTemplate {
    static let settings = """
        {{> header}}
        {{#saved}}<p class="saved" role="status">[["web.saved_the_game_uses_them_from"]]</p>{{/saved}}
        {{#hasProblems}}
        <div class="error" role="alert"><p>[["web.nothing_was_saved_fix_these_lines"]]</p>
        <ul>{{#problems}}<li>{{.}}</li>{{/problems}}</ul></div>
        {{/hasProblems}}
        <form method="post" action="/settings" class="settings">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <label>[["web.right_answer_messages"]] <span class="hint">[["web.one_a_line_at_most_messagelimit"]] [["web.right_messages_none"]]</span>
        <textarea name="messages" rows="6">{{messages}}</textarea></label>
        <label>[["web.every_n_right"]] <span class="hint">[["web.n_power_up_xcount_repeat_such"]]
        <code>5 jumpIt x2 repeat</code> [["web.two_jump_its_after_5_right"]]</span>
        <textarea name="everyRight" rows="4">{{everyRight}}</textarea></label>
        <label>[["web.per_question"]] <span class="hint">[["web.power_ups_question_its_uid_or"]]
        <code>halfOff, jumpIt: Who painted the Mona Lisa?</code>[["web.a_right_answer_gives_one_of"]]</span>
        <textarea name="perQuestion" rows="4">{{perQuestion}}</textarea></label>
        <label>[["web.per_medal"]] <span class="hint">[["web.medal_power_up_xcount_such_as"]] <code>gold peoplesChoice x2</code>[["web.medals_medals"]]</span>
        <textarea name="perMedal" rows="4">{{perMedal}}</textarea></label>
        <label>[["web.badges"]] <span class="hint">[["web.code_title_correct_n_answered_n"]]
        <code>ten-right | Ten right | correct 10</code></span>
        <textarea name="badges" rows="4">{{badges}}</textarea></label>
        <p class="hint">[["web.power_ups_powerups_empty_lines_are"]]</p>
        <fieldset><legend>[["web.lives_timer_and_passes"]]</legend>
        <label>[["web.lives"]] <span class="hint">[["web.when_full_livesmin_to_livesmax"]]</span>
        <input type="number" name="lives" min="{{livesMin}}" max="{{livesMax}}" value="{{lives}}" required></label>
        <label>[["web.minutes_per_life"]] <span class="hint">[["web.for_a_lost_life_to_come"]]</span>
        <input type="number" name="minutesPerLife" min="{{minutesMin}}" max="{{minutesMax}}" value="{{minutesPerLife}}"
        required></label>
        <label>[["web.answer_timer_seconds"]] <span class="hint">[["web.secondsmin_to_secondsmax_a_right_answer"]]</span>
        <input type="number" name="answerSeconds" min="{{secondsMin}}" max="{{secondsMax}}" value="{{answerSeconds}}"
        required></label>
        <label>[["web.passes_a_day"]] <span class="hint">[["web.topic_passes_per_player_per_day"]]</span>
        <input type="number" name="passesPerDay" min="{{passesMin}}" max="{{passesMax}}" value="{{passesPerDay}}"
        required></label>
        </fieldset>
        <button type="submit">[["web.save"]]</button>
        </form>
        <h2>[["web.credits_mode"]]</h2>
        <p>[["web.in_force_creditsinforce_the_config_files"]] <code>credits.mode</code> [["web.is_the_kiosks_default_a_mode"]] <code>credits.coin_key</code> [["web.and"]]
        <code>credits.per_coin</code>[["web.the_operators_grants_its"]] <code>credits.per_coin</code>.</p>
        <form method="post" action="/settings/credits" class="settings">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <label>[["web.credits"]] <select name="credits">
        {{#creditChoices}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>
        {{/creditChoices}}</select></label>
        <button type="submit">[["web.save_the_credits_mode"]]</button>
        </form>
        <p class="hint">[["web.topics_are_named_and_added_on"]] <a href="/topics">[["web.topics"]]</a> [["web.page_each_questions_topic_is_set"]]</p>
        {{> footer}}
        """
}
