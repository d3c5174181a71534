/// Players' question submissions: the list and one submission with its review form.
enum SubmissionsTemplates {
    static let list = """
        {{> header}}
        <form method="get" action="/submissions" class="search">
        <label>Status <select name="status">
        {{#filters}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/filters}}
        </select></label>
        <button type="submit">Show</button>
        </form>
        <p>{{totalText}} · page {{page}} of {{pageCount}}</p>
        {{#hasSubmissions}}
        <table>
        <thead><tr><th>#</th><th>Question</th><th>Answer</th><th>Topic</th><th>From</th><th>Sent</th><th>Status</th></tr></thead>
        <tbody>
        {{#submissions}}<tr><td data-label="#">{{id}}</td><td data-label="Question"><a href="/submissions/{{id}}">{{text}}</a></td><td data-label="Answer">{{correct}}</td><td data-label="Topic">{{topic}}</td><td data-label="From">{{player}}</td><td data-label="Sent">{{created}}</td><td data-label="Status">{{#pending}}<strong>{{status}}</strong>{{/pending}}{{^pending}}{{status}}{{/pending}}</td></tr>
        {{/submissions}}
        </tbody>
        </table>
        {{/hasSubmissions}}
        {{^hasSubmissions}}<p>No submission here.</p>{{/hasSubmissions}}
        {{> pager}}
        {{> footer}}
        """

    static let submission = """
        {{> header}}
        <dl class="record">
        <dt>From</dt><dd>{{player}}</dd>
        <dt>Sent</dt><dd>{{created}}</dd>
        <dt>Question as sent</dt><dd>{{submittedText}}</dd>
        <dt>Answer as sent</dt><dd>{{submittedCorrect}}</dd>
        <dt>Topic as sent</dt><dd>{{submittedTopic}}{{#pending}}{{#sentOther}} <span class="hint">(the player found no
        topic for it: choose one below)</span>{{/sentOther}}{{/pending}}</dd>
        <dt>Status</dt><dd>{{status}}</dd>
        {{^pending}}<dt>Reviewed</dt><dd>{{reviewed}} by {{reviewer}}</dd>{{/pending}}
        {{#questionID}}<dt>Question</dt><dd><a href="/questions/{{questionID}}">#{{questionID}}</a></dd>{{/questionID}}
        </dl>
        {{#pending}}
        {{#hasProblems}}<ul class="error" role="alert">{{#problems}}<li>{{field}}: {{message}}</li>{{/problems}}</ul>{{/hasProblems}}
        <h2>Edit and accept</h2>
        <form method="post" action="/submissions/{{id}}" class="edit">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <input type="hidden" name="action" value="accept">
        {{> questionFields}}
        <button type="submit">Accept into the bank</button>
        </form>
        <form method="post" action="/submissions/{{id}}" class="actions">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <input type="hidden" name="action" value="decline">
        <button type="submit" class="danger">Decline</button>
        </form>
        {{/pending}}
        <p><a href="/submissions">All submissions</a></p>
        {{> footer}}
        """
}
