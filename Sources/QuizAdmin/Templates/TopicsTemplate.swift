/// The topics' page: each topic with its questions and former names, a rename form per topic, and a new one.
enum TopicsTemplate {
    static let topics = """
        {{> header}}
        {{#hasNotice}}<p class="saved" role="status">{{notice}}</p>{{/hasNotice}}
        {{#hasProblem}}<div class="error" role="alert"><p>[["web.nothing_was_changed_problem"]]</p></div>{{/hasProblem}}
        <p class="hint">[["web.a_topic_keeps_its_id_when"]]</p>
        {{#hasTopics}}
        <table>
        <thead><tr><th>[["web.topic"]]</th><th>[["web.questions"]]</th><th>[["web.former_names"]]</th><th>[["web.rename"]]</th></tr></thead>
        <tbody>
        {{#topics}}<tr><td data-label="[["web.topic"]]"><a href="/questions?topic={{id}}"><bdi>{{name}}</bdi></a></td><td data-label="[["web.questions"]]">{{active}}{{#hasRetired}} [["web.and_retired_retired"]]{{/hasRetired}}</td><td data-label="[["web.former_names"]]">{{#hasFormer}}<bdi>{{formerNames}}</bdi>{{/hasFormer}}</td><td data-label="[["web.rename"]]"><form method="post" action="/topics/{{id}}/rename" class="inline">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <label>[["web.new_name_for_name"]] <input name="name" value="{{name}}" maxlength="{{nameLimit}}" required></label>
        <button type="submit">[["web.rename"]]</button></form>
        {{#empty}}<form method="post" action="/topics/{{id}}/delete" class="inline">
        <input type="hidden" name="csrf" value="{{csrf}}"><button type="submit">[["web.delete_2"]]</button></form>{{/empty}}</td></tr>
        {{/topics}}
        </tbody>
        </table>
        {{/hasTopics}}
        {{^hasTopics}}<p>[["web.no_topics_yet_they_come_with"]]</p>{{/hasTopics}}
        <h2>[["web.new_topic"]]</h2>
        <form method="post" action="/topics" class="settings">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <label>[["web.name"]] <input name="name" value="{{typed}}" maxlength="{{nameLimit}}" required></label>
        <button type="submit">[["web.add_the_topic"]]</button>
        </form>
        {{> footer}}
        """
}
