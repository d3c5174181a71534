import Foundation
import TestSupport

extension TemporaryFolder {
    /// Writes `text` to `name` inside the folder with `mode` (a password file: 0600, or a mode it is refused with);
    /// its path.
    func write(_ name: String, _ text: String, mode: mode_t) -> String {
        let path = write(name, text)
        chmod(path, mode)
        return path
    }
}
