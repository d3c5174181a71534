/// The version `tiltquiz --version` prints, which the kiosk's admin menu and the packs' server are told too;
/// scripts/build-deb.sh reads this line for the package's version.
public enum AppVersion {
    public static let current = "0.1.0"
}
