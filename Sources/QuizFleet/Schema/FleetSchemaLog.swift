extension FleetMigration {
    /// The key of the change log's transaction-level advisory lock ("tiltquiz" in ASCII). Every transaction that
    /// writes the change log holds it from before it takes an id until it commits, so ids are handed out in
    /// commit order and a device's cursor (`after`) cannot pass a row that commits later.
    static let changeLogLock: Int64 = 8_388_355_028_329_785_722

    /// Migration 1's helpers for the functions below: the change log's one writer, and the hybrid clock's rules.
    /// None is granted to anyone: the SECURITY DEFINER functions call them as the schema's owner.
    static let logFunctions: [String] = [
        """
        CREATE FUNCTION fleet.log(change uuid, kind text, player uuid, about uuid, stamp text, body jsonb, device uuid)
        RETURNS void LANGUAGE plpgsql SET search_path = fleet, pg_temp AS $$
        BEGIN
          -- Taken again by a caller that holds it already: a no-op. Held until the transaction ends.
          PERFORM pg_advisory_xact_lock(\(changeLogLock));
          INSERT INTO fleet.change_log (id, change, kind, player, about, stamp, body, device)
          VALUES (nextval('fleet.change_log_id'), log.change, log.kind, log.player, log.about, log.stamp, log.body,
            log.device);
        END $$
        """,
        // Stamps (FleetStamp's text) sort as text byte by byte, whatever the database's collation.
        """
        CREATE FUNCTION fleet.newer(stamp text, than text) RETURNS boolean LANGUAGE sql IMMUTABLE
        SET search_path = fleet, pg_temp AS $$
          SELECT than IS NULL OR stamp COLLATE "C" > than COLLATE "C"
        $$
        """,
        // A stamp whose milliseconds are ahead of the server's clock by more than a second is taken in as the
        // server's clock plus a second, so a device whose clock runs an hour ahead does not win every edit.
        """
        CREATE FUNCTION fleet.capped(stamp text) RETURNS text LANGUAGE plpgsql SET search_path = fleet, pg_temp AS $$
        DECLARE
          cap bigint := floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint + 1000;
        BEGIN
          IF stamp IS NULL OR stamp !~ '^[0-9]{16}-[0-9]{5}-.+$' THEN
            RAISE EXCEPTION USING ERRCODE = '22023',
              MESSAGE = format('the stamp %s is not a fleet stamp (milliseconds-counter-device)', coalesce(stamp, 'null'));
          END IF;
          IF left(stamp, 16)::bigint <= cap THEN
            RETURN stamp;
          END IF;
          RETURN lpad(cap::text, 16, '0') || substr(stamp, 17);
        END $$
        """,
    ]
}
