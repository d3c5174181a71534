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
        <p>[["web.topic_topic_right_answer"]] <strong>{{correctAnswer}}</strong> [["web.question_questionid"]]{{#retired}} · <em>[["web.retired"]]</em>{{/retired}}</p>
        <p class="counts">{{#counts}}<span>{{label}}: {{count}}</span> {{/counts}}</p>
        <table>
        <thead><tr><th>[["web.reason"]]</th><th>[["web.note"]]</th><th>[["web.player"]]</th><th>[["web.when"]]</th>{{#closed}}<th>[["web.closed_as"]]</th>{{/closed}}</tr></thead>
        <tbody>
        {{#reports}}<tr><td data-label="[["web.reason"]]">{{reason}}</td><td data-label="[["web.note"]]">{{note}}</td><td data-label="[["web.player"]]">{{player}}</td><td data-label="[["web.when"]]">{{when}}</td>{{#closed}}<td data-label="[["web.closed_as"]]">{{status}}</td>{{/closed}}</tr>
        {{/reports}}
        </tbody>
        </table>
        <div class="actions">
        <a href="/questions/{{questionID}}/edit">[["web.fix"]]</a>
        <a href="/questions/{{questionID}}">[["web.retire_2"]]</a>
        {{#open}}
        <form method="post" action="/reports/{{questionID}}/close"><input type="hidden" name="csrf" value="{{csrf}}">
        <input type="hidden" name="status" value="resolved"><button type="submit">[["web.close_as_resolved"]]</button></form>
        <form method="post" action="/reports/{{questionID}}/close"><input type="hidden" name="csrf" value="{{csrf}}">
        <input type="hidden" name="status" value="dismissed"><button type="submit">[["web.dismiss"]]</button></form>
        {{/open}}
        </div>
        </section>
        {{/groups}}
        {{> footer}}
        """
}
