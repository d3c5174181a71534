/// The reports page: one block per question, with its reasons counted, each report (reason, note, who, when)
/// and, on the open list, the ways to close them.
enum ReportsTemplate {
    static let reports = """
        {{> header}}
        <p class="tabs">{{#states}}{{#selected}}<strong>{{label}}</strong>{{/selected}}{{^selected}}<a href="/reports?state={{state}}">{{label}}</a>{{/selected}} {{/states}}</p>
        {{^hasGroups}}<p class="message">{{empty}}</p>{{/hasGroups}}
        {{#groups}}
        <section class="report">
        <h2>{{questionText}}</h2>
        <p>Topic {{topic}} · right answer <strong>{{correctAnswer}}</strong> · question #{{questionID}}{{#retired}} · <em>retired</em>{{/retired}}</p>
        <p class="counts">{{#counts}}<span>{{label}}: {{count}}</span> {{/counts}}</p>
        <table>
        <thead><tr><th>Reason</th><th>Note</th><th>Player</th><th>When</th>{{#closed}}<th>Closed as</th>{{/closed}}</tr></thead>
        <tbody>
        {{#reports}}<tr><td data-label="Reason">{{reason}}</td><td data-label="Note">{{note}}</td><td data-label="Player">{{player}}</td><td data-label="When">{{when}}</td>{{#closed}}<td data-label="Closed as">{{status}}</td>{{/closed}}</tr>
        {{/reports}}
        </tbody>
        </table>
        <div class="actions">
        <a href="/questions/{{questionID}}/edit">Fix</a>
        <a href="/questions/{{questionID}}">Retire</a>
        {{#open}}
        <form method="post" action="/reports/{{questionID}}/close"><input type="hidden" name="csrf" value="{{csrf}}">
        <input type="hidden" name="status" value="resolved"><button type="submit">Close as resolved</button></form>
        <form method="post" action="/reports/{{questionID}}/close"><input type="hidden" name="csrf" value="{{csrf}}">
        <input type="hidden" name="status" value="dismissed"><button type="submit">Dismiss</button></form>
        {{/open}}
        </div>
        </section>
        {{/groups}}
        {{> footer}}
        """
}
