extension FleetMigration {
    /// Migration 1's tables: the hall's data, typed, each row named by its fleet id, and the change log devices
    /// pull. No foreign keys between them: a device's rows arrive in its own order, an erase removes a player's
    /// rows table by table, and answers can later be partitioned by month without them (docs/fleet.md, "The
    /// server's schema").
    static let tables: [String] = [
        """
        CREATE TABLE fleet.device (
          id uuid PRIMARY KEY,
          kiosk text CONSTRAINT device_kiosk UNIQUE,
          pushed_seq bigint NOT NULL DEFAULT 0,
          pulled_log bigint NOT NULL DEFAULT 0,
          last_push timestamptz,
          last_pull timestamptz,
          first_seen timestamptz NOT NULL DEFAULT now())
        """,
        // Stamps are compared as bytes (COLLATE "C" in fleet.newer), whatever the database's collation.
        """
        CREATE TABLE fleet.player (
          id uuid PRIMARY KEY,
          name text NOT NULL,
          username text,
          avatar text,
          password_hash text,
          consent_at timestamptz,
          created_at timestamptz NOT NULL,
          role text NOT NULL DEFAULT 'player' CHECK (role IN ('guest', 'player', 'moderator', 'admin')),
          banned boolean NOT NULL DEFAULT false,
          name_stamp text,
          avatar_stamp text,
          username_stamp text,
          password_hash_stamp text,
          device uuid NOT NULL,
          added_at timestamptz NOT NULL DEFAULT now())
        """,
        "CREATE UNIQUE INDEX player_username ON fleet.player (lower(username)) WHERE username IS NOT NULL",
        """
        CREATE TABLE fleet.follow (
          follower uuid NOT NULL,
          followee uuid NOT NULL,
          following boolean NOT NULL,
          stamp text NOT NULL,
          PRIMARY KEY (follower, followee))
        """,
        "CREATE INDEX follow_followee ON fleet.follow (followee)",
        """
        CREATE TABLE fleet.result (
          id uuid PRIMARY KEY,
          player uuid,
          device uuid NOT NULL,
          mode text NOT NULL,
          score integer NOT NULL,
          total integer NOT NULL,
          points integer NOT NULL,
          completed_at timestamptz NOT NULL,
          local_date date NOT NULL,
          topic text,
          ranked boolean NOT NULL,
          added_at timestamptz NOT NULL DEFAULT now())
        """,
        // A board of any span of days (a replay, the admin's dates) sums inside this index, without the rows.
        """
        CREATE INDEX result_board ON fleet.result (mode, local_date, player) INCLUDE (points, completed_at, topic)
          WHERE ranked AND player IS NOT NULL
        """,
        "CREATE INDEX result_player ON fleet.result (player, completed_at) WHERE player IS NOT NULL",
        // Each player's points per period (all time from -infinity, the week from its Monday, the day), per mode
        // (topic '') and per mode and topic, kept by fleet.push: a board reads its best rows from an index.
        """
        CREATE TABLE fleet.board_total (
          period text NOT NULL CHECK (period IN ('all', 'week', 'day')),
          start date NOT NULL,
          mode text NOT NULL,
          topic text NOT NULL,
          player uuid NOT NULL,
          points bigint NOT NULL,
          games integer NOT NULL,
          last_at timestamptz NOT NULL,
          PRIMARY KEY (period, start, mode, topic, player))
        """,
        "CREATE INDEX board_total_rank ON fleet.board_total (period, start, mode, topic, points DESC, last_at, player)",
        "CREATE INDEX board_total_player ON fleet.board_total (player)",
        """
        CREATE TABLE fleet.answer (
          id uuid PRIMARY KEY,
          player uuid,
          device uuid NOT NULL,
          question text NOT NULL,
          option integer,
          result text NOT NULL,
          points integer NOT NULL,
          seconds_taken double precision,
          mode text NOT NULL,
          answered_at timestamptz NOT NULL)
        """,
        // People's Choice: the shares of a question's options.
        "CREATE INDEX answer_question ON fleet.answer (question, option)",
        "CREATE INDEX answer_player ON fleet.answer (player) WHERE player IS NOT NULL",
        """
        CREATE TABLE fleet.daily (
          id uuid PRIMARY KEY,
          player uuid NOT NULL,
          date date NOT NULL,
          score integer NOT NULL,
          completed_at timestamptz NOT NULL,
          device uuid NOT NULL,
          CONSTRAINT daily_once UNIQUE (player, date))
        """,
        "CREATE INDEX daily_board ON fleet.daily (date, score DESC, completed_at)",
        "CREATE TABLE fleet.erased (player uuid PRIMARY KEY, erased_at timestamptz NOT NULL DEFAULT now())",
        // Ids are taken only by fleet.log, under the change log's lock: they follow commit order.
        "CREATE SEQUENCE fleet.change_log_id AS bigint",
        """
        CREATE TABLE fleet.change_log (
          id bigint PRIMARY KEY,
          change uuid NOT NULL,
          kind text NOT NULL,
          player uuid,
          about uuid,
          stamp text,
          body jsonb NOT NULL,
          device uuid,
          logged_at timestamptz NOT NULL DEFAULT now())
        """,
        // An erase deletes the player's changes, and the follows naming them (`about`).
        "CREATE INDEX change_log_player ON fleet.change_log (player) WHERE player IS NOT NULL",
        "CREATE INDEX change_log_about ON fleet.change_log (about) WHERE about IS NOT NULL",
    ]
}
