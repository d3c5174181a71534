/// The question bank's pages: the list, one question with its chart, and the add/edit form.
enum QuestionsTemplates {
    static let list = """
        {{> header}}
        <form method="get" action="/questions" class="search">
        <label>[["web.topic"]] <select name="topic"><option value="">[["web.every_topic"]]</option>
        {{#topics}}<option value="{{id}}"{{#selected}} selected{{/selected}}>{{name}} ({{count}})</option>{{/topics}}
        </select></label>
        <label>[["web.status"]] <select name="status"><option value="">[["web.every_status"]]</option>
        {{#statuses}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/statuses}}
        </select></label>
        <label>[["web.kind"]] <select name="kind"><option value="">[["web.every_kind"]]</option>
        {{#kinds}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/kinds}}
        </select></label>
        <label>[["web.language"]] <select name="language"><option value="">[["web.every_language"]]</option>
        {{#bankLanguages}}<option value="{{code}}"{{#selected}} selected{{/selected}}>{{code}}</option>{{/bankLanguages}}
        </select></label>
        <label>[["web.text_or_answer"]] <input name="q" value="{{search}}"></label>
        <button type="submit">[["web.show"]]</button>
        </form>
        <p>[["web.totaltext_page_page_of_pagecount_2"]]{{#device}} <a href="/questions/new">[["web.add_a_question"]]</a>
        · <a href="/import">[["web.import"]]</a> · <a href="/questions.csv">[["web.export_as_csv"]]</a>{{/device}}</p>
        {{^device}}<p>[["web.fleet_questions_note"]]{{#deviceContent}} <a href="/import">[["web.import"]]</a>{{/deviceContent}}</p>{{/device}}
        {{#hasQuestions}}
        <table>
        <thead><tr><th>#</th><th>[["web.topic"]]</th><th>[["web.question"]]</th><th>[["web.right_answer"]]</th><th>[["web.answers"]]</th></tr></thead>
        <tbody>
        {{#questions}}<tr><td data-label="#">{{id}}</td><td data-label="[["web.topic"]]"><bdi>{{topic}}</bdi></td><td data-label="[["web.question"]]"><a href="/questions/{{href}}"><bdi>{{text}}</bdi></a>{{#retired}} <em class="banned">[["web.retired"]]</em>{{/retired}}</td><td data-label="[["web.right_answer"]]"><bdi>{{correct}}</bdi></td><td data-label="[["web.answers"]]">{{answers}}</td></tr>
        {{/questions}}
        </tbody>
        </table>
        {{/hasQuestions}}
        {{#unknownTopic}}<p class="error" role="alert">{{unknownTopic}}</p>{{/unknownTopic}}
        {{^unknownTopic}}{{^hasQuestions}}<p>[["web.no_question_matches"]]</p>{{/hasQuestions}}{{/unknownTopic}}
        {{> pager}}
        {{> footer}}
        """

    static let question = """
        {{> header}}
        {{#retired}}<p class="banned">[["web.retired_out_of_play_kept_for"]]</p>{{/retired}}
        <dl class="record">
        <dt>[["web.topic"]]</dt><dd><bdi>{{topic}}</bdi></dd>
        <dt>[["web.question"]]</dt><dd><bdi>{{question}}</bdi></dd>
        <dt>[["web.kind"]]</dt><dd>{{kind}}</dd>
        <dt>[["web.right_answer"]]</dt><dd><bdi>{{correct}}</bdi></dd>
        <dt>[["web.wrong_answers"]]</dt><dd>{{#wrong}}<span class="answer"><bdi>{{text}}</bdi></span> {{/wrong}}</dd>
        <dt>[["web.explanation"]]</dt><dd><bdi>{{explanation}}</bdi></dd>
        <dt>[["web.badge"]]</dt><dd><bdi>{{badge}}</bdi></dd>
        {{#device}}<dt>[["web.free_power_ups"]]</dt><dd>{{powerUps}}</dd>{{/device}}
        <dt>[["web.uid"]]</dt><dd>{{uid}}</dd>
        {{#language}}<dt>[["web.language"]]</dt><dd>{{language}}</dd>{{/language}}
        <dt>[["web.times_asked"]]</dt><dd>{{asked}}</dd>
        <dt>[["web.answered_right"]]</dt><dd>{{right}} ({{rightShare}})</dd>
        </dl>
        {{^device}}<p>[["web.fleet_figures_note"]]</p>{{/device}}
        <h2>[["web.peoples_choice"]]</h2>
        {{#hasPicks}}{{#chart}}{{> barChart}}{{/chart}}{{/hasPicks}}
        {{^hasPicks}}<p>[["web.nobody_has_chosen_an_answer_yet"]]</p>{{/hasPicks}}
        <table>
        <thead><tr><th>[["web.answer"]]</th><th>[["web.chosen"]]</th><th>[["web.share"]]</th></tr></thead>
        <tbody>
        {{#options}}<tr><td data-label="[["web.answer"]]"><bdi>{{text}}</bdi>{{#correct}} <strong>[["web.right_2"]]</strong>{{/correct}}</td><td data-label="[["web.chosen"]]">{{picks}}</td><td data-label="[["web.share"]]">{{share}}</td></tr>
        {{/options}}
        </tbody>
        </table>
        <div class="actions">
        {{#editable}}<a href="/questions/{{href}}/edit">[["web.edit"]]</a>{{/editable}}
        {{^retired}}<form method="post" action="/questions/{{href}}/retire"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit" class="danger">{{#history}}[["web.retire"]]{{/history}}{{^history}}[["web.delete"]]{{/history}}</button></form>{{/retired}}
        {{#retired}}<form method="post" action="/questions/{{href}}/retire"><input type="hidden" name="csrf" value="{{csrf}}">
        <input type="hidden" name="restore" value="yes"><button type="submit">[["web.put_back_in_play"]]</button></form>{{/retired}}
        </div>
        <p><a href="/questions">[["web.all_questions"]]</a></p>
        {{> footer}}
        """

    /// Inline SVG: numbers computed on the server, text escaped, colours from the stylesheet.
    static let barChart = """
        <svg class="chart" viewBox="0 0 {{width}} {{height}}" direction="{{direction}}" role="img" aria-label="{{summary}}">
        <title>{{summary}}</title>
        {{#bars}}<text x="{{labelX}}" y="{{textY}}" class="label">{{label}}</text>
        <rect x="{{barX}}" y="{{y}}" width="{{width}}" height="20" class="bar{{#correct}} right{{/correct}}"></rect>
        <text x="{{valueX}}" y="{{textY}}" class="value">{{value}}</text>
        {{/bars}}
        </svg>
        """

    static let form = """
        {{> header}}
        {{#hasProblems}}<ul class="error" role="alert">{{#problems}}<li>{{field}}: {{message}}</li>{{/problems}}</ul>{{/hasProblems}}
        <form method="post" action="{{action}}" class="edit">
        <input type="hidden" name="csrf" value="{{csrf}}">
        {{> questionFields}}
        {{#statusChoice}}<label>[["web.status"]] <select name="status">{{#statuses}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/statuses}}</select></label>{{/statusChoice}}
        <button type="submit">[["web.save"]]</button> <a href="{{back}}">[["web.cancel"]]</a>
        </form>
        {{> footer}}
        """

    /// The fields of a question, shared by the add/edit form and a submission's acceptance.
    static let fields = """
        <label>[["web.topic"]] <input name="topic" value="{{topic}}" list="topics" required maxlength="{{maxLength}}"></label>
        <datalist id="topics">{{#topics}}<option value="{{name}}">{{/topics}}</datalist>
        <label>[["web.question"]] <textarea name="question" required maxlength="{{maxLength}}">{{question}}</textarea></label>
        <label>[["web.right_answer"]] <input name="correct" value="{{correct}}" required maxlength="{{maxLength}}"></label>
        <fieldset><legend>[["web.wrong_answers_wronglegend"]]</legend>
        {{#wrong}}<label>[["web.wrong_answer_number"]] <input name="{{name}}" value="{{value}}" maxlength="{{maxLength}}"></label>{{/wrong}}
        </fieldset>
        <label>[["web.explanation_said_after_the_answer"]] <textarea name="explanation" maxlength="{{maxLength}}">{{explanation}}</textarea></label>
        <label>[["web.badge_for_a_right_answer_a"]] <input name="badge" value="{{badge}}" list="badges" maxlength="40"></label>
        <datalist id="badges">{{#badges}}<option value="{{code}}">{{/badges}}</datalist>
        {{#powerUpFields}}<fieldset><legend>[["web.free_power_ups_for_a_right"]]</legend>
        {{#powerUps}}<label class="check"><input type="checkbox" name="{{name}}"{{#checked}} checked{{/checked}}> {{title}}</label>{{/powerUps}}
        </fieldset>{{/powerUpFields}}
        """
}
