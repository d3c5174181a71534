/// The question bank's pages: the list, one question with its chart, and the add/edit form.
enum QuestionsTemplates {
    static let list = """
        {{> header}}
        <form method="get" action="/questions" class="search">
        <label>Topic <select name="topic"><option value="">Every topic</option>
        {{#topics}}<option value="{{id}}"{{#selected}} selected{{/selected}}>{{name}} ({{count}})</option>{{/topics}}
        </select></label>
        <label>Text or answer <input name="q" value="{{search}}"></label>
        <button type="submit">Show</button>
        </form>
        <p>{{totalText}} · page {{page}} of {{pageCount}} · <a href="/questions/new">Add a question</a>
        · <a href="/import">Import</a> · <a href="/questions.csv">Export as CSV</a></p>
        {{#hasQuestions}}
        <table>
        <thead><tr><th>#</th><th>Topic</th><th>Question</th><th>Right answer</th><th>Answers</th></tr></thead>
        <tbody>
        {{#questions}}<tr><td data-label="#">{{id}}</td><td data-label="Topic">{{topic}}</td><td data-label="Question"><a href="/questions/{{id}}">{{text}}</a>{{#retired}} <em class="banned">retired</em>{{/retired}}</td><td data-label="Right answer">{{correct}}</td><td data-label="Answers">{{answers}}</td></tr>
        {{/questions}}
        </tbody>
        </table>
        {{/hasQuestions}}
        {{^hasQuestions}}<p>No question matches.</p>{{/hasQuestions}}
        {{> pager}}
        {{> footer}}
        """

    static let question = """
        {{> header}}
        {{#retired}}<p class="banned">Retired: out of play, kept for its history.</p>{{/retired}}
        <dl class="record">
        <dt>Topic</dt><dd>{{topic}}</dd>
        <dt>Question</dt><dd>{{question}}</dd>
        <dt>Kind</dt><dd>{{kind}}</dd>
        <dt>Right answer</dt><dd>{{correct}}</dd>
        <dt>Wrong answers</dt><dd>{{#wrong}}<span class="answer">{{text}}</span> {{/wrong}}</dd>
        <dt>Explanation</dt><dd>{{explanation}}</dd>
        <dt>Badge</dt><dd>{{badge}}</dd>
        <dt>Free power-ups</dt><dd>{{powerUps}}</dd>
        <dt>Uid</dt><dd>{{uid}}</dd>
        <dt>Times asked</dt><dd>{{asked}}</dd>
        <dt>Answered right</dt><dd>{{right}} ({{rightShare}})</dd>
        </dl>
        <h2>People's Choice</h2>
        {{#hasPicks}}{{#chart}}{{> barChart}}{{/chart}}{{/hasPicks}}
        {{^hasPicks}}<p>Nobody has chosen an answer yet.</p>{{/hasPicks}}
        <table>
        <thead><tr><th>Answer</th><th>Chosen</th><th>Share</th></tr></thead>
        <tbody>
        {{#options}}<tr><td data-label="Answer">{{text}}{{#correct}} <strong>(right)</strong>{{/correct}}</td><td data-label="Chosen">{{picks}}</td><td data-label="Share">{{share}}</td></tr>
        {{/options}}
        </tbody>
        </table>
        <div class="actions">
        {{#editable}}<a href="/questions/{{id}}/edit">Edit</a>{{/editable}}
        {{^retired}}<form method="post" action="/questions/{{id}}/retire"><input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit" class="danger">{{#history}}Retire…{{/history}}{{^history}}Delete…{{/history}}</button></form>{{/retired}}
        {{#retired}}<form method="post" action="/questions/{{id}}/retire"><input type="hidden" name="csrf" value="{{csrf}}">
        <input type="hidden" name="restore" value="yes"><button type="submit">Put back in play</button></form>{{/retired}}
        </div>
        <p><a href="/questions">All questions</a></p>
        {{> footer}}
        """

    /// Inline SVG: numbers computed on the server, text escaped, colours from the stylesheet.
    static let barChart = """
        <svg class="chart" viewBox="0 0 {{width}} {{height}}" role="img" aria-label="{{summary}}">
        <title>{{summary}}</title>
        {{#bars}}<text x="0" y="{{textY}}" class="label">{{label}}</text>
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
        <button type="submit">Save</button> <a href="{{back}}">Cancel</a>
        </form>
        {{> footer}}
        """

    /// The fields of a question, shared by the add/edit form and a submission's acceptance.
    static let fields = """
        <label>Topic <input name="topic" value="{{topic}}" list="topics" required maxlength="{{maxLength}}"></label>
        <datalist id="topics">{{#topics}}<option value="{{name}}">{{/topics}}</datalist>
        <label>Question <textarea name="question" required maxlength="{{maxLength}}">{{question}}</textarea></label>
        <label>Right answer <input name="correct" value="{{correct}}" required maxlength="{{maxLength}}"></label>
        <fieldset><legend>Wrong answers ({{wrongLegend}})</legend>
        {{#wrong}}<label>Wrong answer {{number}} <input name="{{name}}" value="{{value}}" maxlength="{{maxLength}}"></label>{{/wrong}}
        </fieldset>
        <label>Explanation (said after the answer) <textarea name="explanation" maxlength="{{maxLength}}">{{explanation}}</textarea></label>
        <label>Badge for a right answer (a code; empty for none) <input name="badge" value="{{badge}}" list="badges" maxlength="40"></label>
        <datalist id="badges">{{#badges}}<option value="{{code}}">{{/badges}}</datalist>
        <fieldset><legend>Free power-ups for a right answer (one of them, at random)</legend>
        {{#powerUps}}<label class="check"><input type="checkbox" name="{{name}}"{{#checked}} checked{{/checked}}> {{title}}</label>{{/powerUps}}
        </fieldset>
        """
}
