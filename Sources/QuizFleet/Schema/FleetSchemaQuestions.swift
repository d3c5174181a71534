extension FleetMigration {
    /// Migration 8: the hall's question bank (issue 36; docs/fleet.md, "Questions"). `fleet.question` keeps one
    /// row per question `uid` with what a device needs to deal it (topic name, kind, text, the right answer and
    /// the wrong ones, explanation, per-option feedback, badge, source, language, the uid it translates, status).
    /// Devices add questions through `fleet.push` (kind `question`, `fleet.take_question`): the first device to
    /// send a uid wins, a later one with the same uid adds nothing and is not logged. The admin changes one
    /// through `fleet.change_question` (an edit, a retire), which logs the whole row as a `question` change that
    /// every device applies at its next pull.
    static let questionBank: [String] = [
        """
        CREATE TABLE fleet.question (
          uid text PRIMARY KEY,
          kind text NOT NULL CHECK (kind IN ('trueFalse', 'multipleChoice')),
          topic text NOT NULL,
          text text NOT NULL,
          correct text NOT NULL,
          wrong jsonb NOT NULL CHECK (jsonb_typeof(wrong) = 'array'),
          explanation text NOT NULL DEFAULT '',
          feedback jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(feedback) = 'array'),
          badge text,
          source text NOT NULL DEFAULT '',
          language text NOT NULL DEFAULT 'en',
          translates text,
          status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'retired')),
          device uuid,
          added_at timestamptz NOT NULL DEFAULT now(),
          changed_at timestamptz)
        """,
        "CREATE INDEX question_topic ON fleet.question (topic, status)",
        // The question as devices get it in the change log (FleetQuestionBody on the device).
        """
        CREATE FUNCTION fleet.question_body(q fleet.question) RETURNS jsonb LANGUAGE sql IMMUTABLE
        SET search_path = fleet, pg_temp AS $$
          SELECT jsonb_build_object('uid', q.uid, 'kind', q.kind, 'topic', q.topic, 'text', q.text,
            'correct', q.correct, 'wrong', q.wrong, 'explanation', q.explanation, 'feedback', q.feedback,
            'badge', q.badge, 'source', q.source, 'language', q.language, 'translates', q.translates,
            'status', q.status)
        $$
        """,
        // A device's question: kept when its uid is new (the first device to send a uid wins), logged only then.
        """
        CREATE FUNCTION fleet.take_question(device uuid, rid uuid, b jsonb) RETURNS void LANGUAGE plpgsql
        SET search_path = fleet, pg_temp AS $$
        DECLARE
          added fleet.question;
        BEGIN
          IF coalesce(b->>'uid', '') = '' OR coalesce(b->>'kind', '') NOT IN ('trueFalse', 'multipleChoice')
            OR coalesce(b->>'topic', '') = '' OR coalesce(b->>'text', '') = '' OR b->>'correct' IS NULL
            OR jsonb_typeof(coalesce(b->'wrong', '[]'::jsonb)) <> 'array'
            OR jsonb_typeof(coalesce(b->'feedback', '[]'::jsonb)) <> 'array'
            OR coalesce(b->>'status', 'active') NOT IN ('active', 'retired') THEN
            RETURN;
          END IF;
          INSERT INTO fleet.question (uid, kind, topic, text, correct, wrong, explanation, feedback, badge, source,
            language, translates, status, device)
          VALUES (b->>'uid', b->>'kind', b->>'topic', b->>'text', b->>'correct', coalesce(b->'wrong', '[]'::jsonb),
            coalesce(b->>'explanation', ''), coalesce(b->'feedback', '[]'::jsonb), b->>'badge',
            coalesce(b->>'source', ''), coalesce(b->>'language', 'en'), b->>'translates',
            coalesce(b->>'status', 'active'), take_question.device)
          ON CONFLICT ON CONSTRAINT question_pkey DO NOTHING
          RETURNING * INTO added;
          IF FOUND THEN
            PERFORM fleet.log(rid, 'question', NULL, NULL, NULL, fleet.question_body(added), take_question.device);
          END IF;
        END $$
        """,
        take(create: "CREATE OR REPLACE FUNCTION", resultsOneByOne: false, wallet: true, awards: true, questions: true),
        // The admin's edit or retire of one question: the keys of `changes` that are given replace the kept
        // values; the whole row is logged, so every device applies it at its next pull.
        """
        CREATE FUNCTION fleet.change_question(question_uid text, changes jsonb) RETURNS void LANGUAGE plpgsql
        SECURITY DEFINER SET search_path = fleet, pg_temp AS $$
        DECLARE
          changed fleet.question;
          unknown text;
        BEGIN
          IF jsonb_typeof(changes) IS DISTINCT FROM 'object' THEN
            RAISE EXCEPTION USING ERRCODE = '22023',
              MESSAGE = format('the changes to question %s are not a JSON object', question_uid);
          END IF;
          SELECT string_agg(k, ', ') INTO unknown FROM jsonb_object_keys(changes) k
          WHERE k NOT IN ('topic', 'text', 'correct', 'wrong', 'explanation', 'feedback', 'badge', 'source',
            'language', 'translates', 'status');
          IF unknown IS NOT NULL THEN
            RAISE EXCEPTION USING ERRCODE = '22023',
              MESSAGE = format('a question has no field %s (question %s)', unknown, question_uid);
          END IF;
          IF changes ? 'status' AND coalesce(changes->>'status', '') NOT IN ('active', 'retired') THEN
            RAISE EXCEPTION USING ERRCODE = '22023',
              MESSAGE = format('the status %s is not one of active, retired (question %s)', changes->>'status',
                question_uid);
          END IF;
          IF (changes ? 'text' AND coalesce(changes->>'text', '') = '')
            OR (changes ? 'topic' AND coalesce(changes->>'topic', '') = '')
            OR (changes ? 'correct' AND coalesce(changes->>'correct', '') = '') THEN
            RAISE EXCEPTION USING ERRCODE = '22023',
              MESSAGE = format('a question''s topic, text and right answer cannot be empty (question %s)',
                question_uid);
          END IF;
          IF (changes ? 'wrong' AND (jsonb_typeof(changes->'wrong') IS DISTINCT FROM 'array'
              OR jsonb_array_length(changes->'wrong') NOT BETWEEN 1 AND 5))
            OR (changes ? 'feedback' AND jsonb_typeof(changes->'feedback') IS DISTINCT FROM 'array') THEN
            RAISE EXCEPTION USING ERRCODE = '22023',
              MESSAGE = format('the wrong answers must be a list of 1 to 5, and the feedback a list (question %s)',
                question_uid);
          END IF;
          PERFORM pg_advisory_xact_lock(\(changeLogLock));
          UPDATE fleet.question q SET
            topic = coalesce(changes->>'topic', q.topic),
            text = coalesce(changes->>'text', q.text),
            correct = coalesce(changes->>'correct', q.correct),
            wrong = coalesce(changes->'wrong', q.wrong),
            explanation = coalesce(changes->>'explanation', q.explanation),
            feedback = coalesce(changes->'feedback', q.feedback),
            badge = CASE WHEN changes ? 'badge' THEN changes->>'badge' ELSE q.badge END,
            source = coalesce(changes->>'source', q.source),
            language = coalesce(changes->>'language', q.language),
            translates = CASE WHEN changes ? 'translates' THEN changes->>'translates' ELSE q.translates END,
            status = coalesce(changes->>'status', q.status),
            changed_at = now()
          WHERE q.uid = change_question.question_uid
          RETURNING * INTO changed;
          IF NOT FOUND THEN
            RAISE EXCEPTION USING ERRCODE = 'TQ003',
              MESSAGE = format('the fleet has no question %s', question_uid);
          END IF;
          PERFORM fleet.log(gen_random_uuid(), 'question', NULL, NULL, NULL, fleet.question_body(changed), NULL);
        END $$
        """,
    ]

    /// Migration 8's grant: the admin changes questions (kiosks add theirs through `fleet.push`, and the admin
    /// reads `fleet.question` with its SELECT on every table).
    static let questionBankGrants: [String] = [
        "GRANT EXECUTE ON FUNCTION fleet.change_question(text, jsonb) TO \(FleetSchema.adminRole)"
    ]
}
