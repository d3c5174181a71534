/// Importing questions: the upload form, the preview, and the progress page.
enum ImportTemplates {
    static let form = """
        {{> header}}
        {{#error}}<p class="error" role="alert">{{error}}</p>{{/error}}
        <form method="post" action="/import?csrf={{csrf}}" enctype="multipart/form-data" class="login">
        <label>[["web.file_up_to_limit_our_csv"]]
        <input type="file" name="file" required></label>
        <label>[["web.format"]] <select name="format"><option value="">[["web.detect_it"]]</option>
        {{#formats}}<option value="{{value}}">{{title}}</option>{{/formats}}</select></label>
        <label>[["web.topic_for_a_file_that_names"]] <input name="topic"></label>
        <button type="submit">[["web.upload_and_preview"]]</button>
        </form>
        <p class="hint">[["web.nothing_is_written_before_you_confirm"]] <a href="/questions.csv">[["web.export_the_questions_as_csv"]]</a> [["web.for_a_file_in_our_format"]]</p>
        {{> footer}}
        """

    static let preview = """
        {{> header}}
        <p>{{fileName}}: {{format}} · {{questionsText}}{{#hasEvents}} · {{eventsText}}{{/hasEvents}}</p>
        {{#hasProblems}}
        <h2>[["web.problems"]]</h2>
        <table>
        <thead><tr><th>[["web.where"]]</th><th>[["web.field"]]</th><th>[["web.problem"]]</th></tr></thead>
        <tbody>
        {{#problems}}<tr{{#refused}} class="error"{{/refused}}><td data-label="[["web.where"]]">{{place}}</td><td data-label="[["web.field"]]">{{field}}</td><td data-label="[["web.problem"]]">{{message}}</td></tr>
        {{/problems}}
        </tbody>
        </table>
        {{#moreProblems}}<p>{{moreProblems}}.</p>{{/moreProblems}}
        {{/hasProblems}}
        {{#hasRows}}
        <h2>[["web.first_rows"]]</h2>
        <table>
        <thead><tr><th>[["web.where"]]</th><th>[["web.topic"]]</th><th>[["web.question"]]</th><th>[["web.right_answer"]]</th><th>[["web.wrong_answers"]]</th></tr></thead>
        <tbody>
        {{#rows}}<tr><td data-label="[["web.where"]]">{{place}}</td><td data-label="[["web.topic"]]"><bdi>{{topic}}</bdi></td><td data-label="[["web.question"]]"><bdi>{{text}}</bdi></td><td data-label="[["web.right_answer"]]"><bdi>{{correct}}</bdi></td><td data-label="[["web.wrong_answers"]]"><bdi>{{wrong}}</bdi></td></tr>
        {{/rows}}
        </tbody>
        </table>
        {{#hasMore}}<p>[["web.and_more_more"]]</p>{{/hasMore}}
        {{/hasRows}}
        {{#canCommit}}
        <form method="post" action="/import/{{id}}/commit" class="actions">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <button type="submit">[["web.import_it"]]</button> <a href="/import">[["web.choose_another_file"]]</a>
        </form>
        <p class="hint">[["web.questions_already_in_the_bank_same"]]</p>
        {{/canCommit}}
        {{^canCommit}}<p class="error">[["web.nothing_can_be_imported_from_this"]] <a href="/import">[["web.upload_it_again"]]</a>.</p>{{/canCommit}}
        {{> footer}}
        """

    static let progress = """
        {{> header}}
        {{#running}}{{#reading}}<p>[["web.reading_and_checking_filename_before_writing"]]</p>{{/reading}}
        {{^reading}}<p>[["web.writing_filename_done_of_totaltext"]]</p>{{/reading}}
        <progress max="{{total}}" value="{{done}}">[["web.done_of_total"]]</progress>
        <p class="hint">[["web.this_page_refreshes_itself_every_second"]]</p>{{/running}}
        {{#finished}}<progress max="{{total}}" value="{{done}}">[["web.done_2"]]</progress>
        <p>[["web.filename_is_imported_questionstext_and_eventstext"]]</p>
        <p><a href="/questions">[["web.see_the_questions"]]</a> · <a href="/import">[["web.import_another_file"]]</a></p>{{/finished}}
        {{#failed}}<p class="error" role="alert">[["web.nothing_was_imported_failed"]]</p>
        <p><a href="/import">[["web.try_again"]]</a></p>{{/failed}}
        {{#refused}}<p class="error" role="alert">{{refused}}</p>
        <table>
        <thead><tr><th>[["web.where"]]</th><th>[["web.field"]]</th><th>[["web.problem"]]</th></tr></thead>
        <tbody>
        {{#refusedRows}}<tr class="error"><td data-label="[["web.where"]]">{{place}}</td><td data-label="[["web.field"]]">{{field}}</td><td data-label="[["web.problem"]]">{{message}}</td></tr>
        {{/refusedRows}}
        </tbody>
        </table>
        <p><a href="/import">[["web.try_again"]]</a></p>{{/refused}}
        {{> footer}}
        """
}
