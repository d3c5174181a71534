// The tests' PostgreSQL cluster (`PostgresCluster`) lives in LocalPostgres, which `tiltquiz bench --only fleet`
// also starts its server with; every test that imports TestSupport sees it as before.
@_exported import LocalPostgres
