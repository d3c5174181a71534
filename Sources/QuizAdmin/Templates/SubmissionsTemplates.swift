/// Players' question submissions: the list and one submission with its review form.
enum SubmissionsTemplates {
    static let list = """
        {{> header}}
        <form method="get" action="/submissions" class="search">
        <label>[["web.status"]] <select name="status">
        {{#filters}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/filters}}
        </select></label>
        <button type="submit">[["web.show"]]</button>
        </form>
        <p>[["web.totaltext_page_page_of_pagecount"]]</p>
        {{#hasSubmissions}}
        <table>
        <thead><tr><th>#</th><th>[["web.question"]]</th><th>[["web.answer"]]</th><th>[["web.topic"]]</th><th>[["web.from"]]</th><th>[["web.sent"]]</th><th>[["web.status"]]</th></tr></thead>
        <tbody>
        {{#submissions}}<tr><td data-label="#">{{id}}</td><td data-label="[["web.question"]]"><a href="/submissions/{{id}}"><bdi>{{text}}</bdi></a></td><td data-label="[["web.answer"]]"><bdi>{{correct}}</bdi></td><td data-label="[["web.topic"]]"><bdi>{{topic}}</bdi></td><td data-label="[["web.from"]]"><bdi>{{player}}</bdi></td><td data-label="[["web.sent"]]">{{created}}</td><td data-label="[["web.status"]]">{{#pending}}<strong>{{status}}</strong>{{/pending}}{{^pending}}{{status}}{{/pending}}</td></tr>
        {{/submissions}}
        </tbody>
        </table>
        {{/hasSubmissions}}
        {{^hasSubmissions}}<p>[["web.no_submission_here"]]</p>{{/hasSubmissions}}
        {{> pager}}
        {{> footer}}
        """

    static let submission = """
        {{> header}}
        <dl class="record">
        <dt>[["web.from"]]</dt><dd><bdi>{{player}}</bdi></dd>
        <dt>[["web.sent"]]</dt><dd>{{created}}</dd>
        <dt>[["web.question_as_sent"]]</dt><dd>{{submittedText}}</dd>
        <dt>[["web.answer_as_sent"]]</dt><dd>{{submittedCorrect}}</dd>
        <dt>[["web.topic_as_sent"]]</dt><dd>{{submittedTopic}}{{#pending}}{{#sentOther}} <span class="hint">[["web.the_player_found_no_topic_for"]]</span>{{/sentOther}}{{/pending}}</dd>
        <dt>[["web.status"]]</dt><dd>{{status}}</dd>
        {{^pending}}<dt>[["web.reviewed"]]</dt><dd>[["web.reviewed_by_reviewer"]]</dd>{{/pending}}
        {{#questionID}}<dt>[["web.question"]]</dt><dd><a href="/questions/{{questionID}}">#{{questionID}}</a></dd>{{/questionID}}
        </dl>
        {{#pending}}
        {{#hasProblems}}<ul class="error" role="alert">{{#problems}}<li>{{field}}: {{message}}</li>{{/problems}}</ul>{{/hasProblems}}
        <h2>[["web.edit_and_accept"]]</h2>
        <form method="post" action="/submissions/{{id}}" class="edit">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <input type="hidden" name="action" value="accept">
        {{> questionFields}}
        <button type="submit">[["web.accept_into_the_bank"]]</button>
        </form>
        <form method="post" action="/submissions/{{id}}" class="actions">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <input type="hidden" name="action" value="decline">
        <button type="submit" class="danger">[["web.decline"]]</button>
        </form>
        {{/pending}}
        <p><a href="/submissions">[["web.all_submissions"]]</a></p>
        {{> footer}}
        """
}
