import Crypto
import Foundation

/// An email as the `lead` table keeps it: AES-256-GCM (swift-crypto) with a
/// fresh random nonce per value, stored as nonce (12 bytes), ciphertext and
/// tag (16 bytes) in one BLOB. The player's id is authenticated with it, so
/// a sealed email copied into another player's row does not open there:
/// whatever goes wrong, the answer is an error, never someone else's email.
extension LeadKey {
    /// What an email is kept for: a lead (the `lead` table) or an account's log-in (`player.email`).
    enum Purpose: String {
        case lead
        case account
    }

    /// What is authenticated with an email: whose it is, and what it is for.
    static func associatedData(playerID: Int64, purpose: Purpose = .lead) -> Data {
        Data("tiltquiz \(purpose.rawValue) email of player \(playerID)".utf8)
    }

    /// Seals `email` for the player `playerID`.
    func seal(_ email: String, playerID: Int64, purpose: Purpose = .lead) throws(StoreError) -> Data {
        do {
            let box = try AES.GCM.seal(
                Data(email.utf8), using: key, nonce: AES.GCM.Nonce(),
                authenticating: Self.associatedData(playerID: playerID, purpose: purpose))
            guard let combined = box.combined else { throw CryptoKitError.incorrectParameterSize }
            return combined
        } catch {
            throw StoreError.query("the email could not be encrypted: \(error)")
        }
    }

    /// Opens the email of lead `lead`, sealed for `playerID` with the key `keyID` names.
    func unseal(_ sealed: Data, keyID: Data, playerID: Int64, lead: Int64) throws(StoreError) -> String {
        try openSealed(sealed, keyID: keyID, playerID: playerID, purpose: .lead) {
            .sealedEmail(lead: lead, reason: $0)
        }
    }

    /// Opens an email sealed for `playerID` and `purpose` with the key `keyID` names; `failure` words the error.
    func openSealed(
        _ sealed: Data, keyID: Data, playerID: Int64, purpose: Purpose, failure: (String) -> StoreError
    ) throws(StoreError) -> String {
        guard keyID == id else {
            throw failure(
                "it was sealed with another key (id \(Self.hex(keyID))) than the one in \(path) "
                    + "(id \(Self.hex(id))); put back the key file it was sealed with")
        }
        let minimum = 12 + 16
        guard sealed.count >= minimum else {
            throw failure("it has \(sealed.count) bytes, fewer than the \(minimum) of any sealed value")
        }
        do {
            let box = try AES.GCM.SealedBox(combined: sealed)
            let plain = try AES.GCM.open(
                box, using: key, authenticating: Self.associatedData(playerID: playerID, purpose: purpose))
            return String(decoding: plain, as: UTF8.self)
        } catch {
            throw failure(
                "it does not authenticate with the key in \(path): its bytes were changed, or it was "
                    + "moved from another player's row, so it is not shown")
        }
    }

    static func hex(_ bytes: Data) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
}
