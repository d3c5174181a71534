/// Importing questions: the upload form, the preview, and the progress page.
enum ImportTemplates {
    static let form = """
        {{> header}}
        {{#error}}<p class="error" role="alert">{{error}}</p>{{/error}}
        <form method="post" action="/import?csrf={{csrf}}" enctype="multipart/form-data" class="login">
        <label>File (up to {{limit}}: our CSV, iQuiz, Open Trivia DB or "On this day" JSON, Kahoot's template as
        .xlsx or CSV, GIFT)
        <input type="file" name="file" required></label>
        <label>Format <select name="format"><option value="">Detect it</option>
        {{#formats}}<option value="{{value}}">{{title}}</option>{{/formats}}</select></label>
        <label>Topic, for a file that names none (Kahoot, GIFT) <input name="topic"></label>
        <button type="submit">Upload and preview</button>
        </form>
        <p class="hint">Nothing is written before you confirm the preview. <a href="/questions.csv">Export the
        questions as CSV</a> for a file in our format.</p>
        {{> footer}}
        """

    static let preview = """
        {{> header}}
        <p>{{fileName}}: {{format}} · {{questionsText}}{{#hasEvents}} · {{eventsText}}{{/hasEvents}}</p>
        {{#hasProblems}}
        <h2>Problems</h2>
        <table>
        <thead><tr><th>Where</th><th>Field</th><th>Problem</th></tr></thead>
        <tbody>
        {{#problems}}<tr{{#refused}} class="error"{{/refused}}><td data-label="Where">{{place}}</td><td data-label="Field">{{field}}</td><td data-label="Problem">{{message}}</td></tr>
        {{/problems}}
        </tbody>
        </table>
        {{#moreProblems}}<p>{{moreProblems}}.</p>{{/moreProblems}}
        {{/hasProblems}}
        {{#hasRows}}
        <h2>First rows</h2>
        <table>
        <thead><tr><th>Where</th><th>Topic</th><th>Question</th><th>Right answer</th><th>Wrong answers</th></tr></thead>
        <tbody>
        {{#rows}}<tr><td data-label="Where">{{place}}</td><td data-label="Topic">{{topic}}</td><td data-label="Question">{{text}}</td><td data-label="Right answer">{{correct}}</td><td data-label="Wrong answers">{{wrong}}</td></tr>
        {{/rows}}
        </tbody>
        </table>
        {{#hasMore}}<p>… and {{more}} more.</p>{{/hasMore}}
        {{/hasRows}}
        {{#canCommit}}
        <form method="post" action="/import/{{id}}/commit" class="actions">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit">Import it</button> <a href="/import">Choose another file</a>
        </form>
        <p class="hint">Questions already in the bank (same text and right answer) are skipped.</p>
        {{/canCommit}}
        {{^canCommit}}<p class="error">Nothing can be imported from this file until the problems marked above
        are fixed. <a href="/import">Upload it again</a>.</p>{{/canCommit}}
        {{> footer}}
        """

    static let progress = """
        {{> header}}
        {{#running}}{{#reading}}<p>Reading and checking {{fileName}} before writing it…</p>{{/reading}}
        {{^reading}}<p>Writing {{fileName}}: {{done}} of {{totalText}}.</p>{{/reading}}
        <progress max="{{total}}" value="{{done}}">{{done}} of {{total}}</progress>
        <p class="hint">This page refreshes itself every second.</p>{{/running}}
        {{#finished}}<progress max="{{total}}" value="{{done}}">done</progress>
        <p>{{fileName}} is imported: {{questionsText}} and {{eventsText}} added, {{duplicates}} already
        in the bank, {{skipped}} left out.</p>
        <p><a href="/questions">See the questions</a> · <a href="/import">Import another file</a></p>{{/finished}}
        {{#failed}}<p class="error" role="alert">Nothing was imported: {{failed}}</p>
        <p><a href="/import">Try again</a></p>{{/failed}}
        {{> footer}}
        """
}
