/// The topics' page: each topic with its questions and former names, a rename form per topic, and a new one.
enum TopicsTemplate {
    static let topics = """
        {{> header}}
        {{#hasNotice}}<p class="saved" role="status">{{notice}}</p>{{/hasNotice}}
        {{#hasProblem}}<div class="error" role="alert"><p>Nothing was changed: {{problem}}</p></div>{{/hasProblem}}
        <p class="hint">A topic keeps its id when renamed, so answers, medals, progress and boards follow it. Packs
        and imports find topics by name: a former name stays with the topic, and a pack that still uses it updates
        the renamed topic. Names are unique whatever their case, at most {{nameLimit}} characters. Topics are not
        merged: their history is kept by topic. A topic with no questions and no history can be deleted.</p>
        {{#hasTopics}}
        <table>
        <thead><tr><th>Topic</th><th>Questions</th><th>Former names</th><th>Rename</th></tr></thead>
        <tbody>
        {{#topics}}<tr><td data-label="Topic"><a href="/questions?topic={{id}}">{{name}}</a></td><td data-label="Questions">{{active}}{{#hasRetired}} (and {{retired}} retired){{/hasRetired}}</td><td data-label="Former names">{{#hasFormer}}{{formerNames}}{{/hasFormer}}</td><td data-label="Rename"><form method="post" action="/topics/{{id}}/rename" class="inline">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <label>New name for {{name}} <input name="name" value="{{name}}" maxlength="{{nameLimit}}" required></label>
        <button type="submit">Rename</button></form>
        {{#empty}}<form method="post" action="/topics/{{id}}/delete" class="inline">
        <input type="hidden" name="csrf" value="{{csrf}}"><button type="submit">Delete</button></form>{{/empty}}</td></tr>
        {{/topics}}
        </tbody>
        </table>
        {{/hasTopics}}
        {{^hasTopics}}<p>No topics yet: they come with questions (import, packs, the question form).</p>{{/hasTopics}}
        <h2>New topic</h2>
        <form method="post" action="/topics" class="settings">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <label>Name <input name="name" value="{{typed}}" maxlength="{{nameLimit}}" required></label>
        <button type="submit">Add the topic</button>
        </form>
        {{> footer}}
        """
}
