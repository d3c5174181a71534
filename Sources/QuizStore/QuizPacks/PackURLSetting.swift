import QuizCore

extension OperatorSettingsStore {
    /// The pack URL kept in the store, or nil when none is (the config's `packs.url` then applies).
    public func storedPackURL() throws(StoreError) -> String? {
        try stored(.packURL)
    }

    /// Keeps `url` as the pack URL (the caller checked it), or forgets the stored one with nil.
    public func setPackURL(_ url: String?) throws(StoreError) {
        try set(.packURL, to: url)
    }
}
