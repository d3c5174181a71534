import Foundation

extension PostgresCluster {
    /// The server's options for TLS when the cluster has certificates: `ssl` on with the server's certificate and key.
    var tlsOptions: String {
        caFile == nil ? "" : " -c ssl=on -c ssl_cert_file=\(folder)/server.pem -c ssl_key_file=\(folder)/server.key"
    }

    /// Makes a certificate authority and a server certificate it signs, for `localhost` only (openssl, EC
    /// keys: a fraction of a second); the key belongs to the cluster's user, mode 0600, as PostgreSQL wants. The
    /// authority's PEM file.
    func makeCertificates() throws -> String {
        let ca = folder + "/ca.pem"
        let names = folder + "/server.ext"
        _ = FileManager.default.createFile(
            atPath: names, contents: Data("subjectAltName=DNS:localhost\n".utf8))
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        let openssl = "/usr/bin/openssl"
        try runStep(
            "openssl (the authority)",
            [openssl, "req", "-x509"] + key + [
                "-keyout", folder + "/ca.key", "-out", ca, "-days", "2", "-subj", "/CN=TiltQuiz test authority",
            ], asCluster: false)
        try runStep(
            "openssl (the server's request)",
            [openssl, "req"] + key + [
                "-keyout", folder + "/server.key", "-out", folder + "/server.csr", "-subj", "/CN=localhost",
            ], asCluster: false)
        try runStep(
            "openssl (the server's certificate)",
            [
                openssl, "x509", "-req", "-in", folder + "/server.csr", "-CA", ca, "-CAkey", folder + "/ca.key",
                "-CAcreateserial", "-out", folder + "/server.pem", "-days", "2", "-extfile", names,
            ], asCluster: false)
        chmod(folder + "/server.key", 0o600)
        if let owner {
            for file in ["server.key", "server.pem"] { chown(folder + "/" + file, owner.uid, owner.gid) }
        }
        return ca
    }
}
