#!/usr/bin/env bash
# Builds the Debian package: dist/tiltquiz_<version>_<arch>.deb with the
# release binary (Swift runtime linked in), the assets, the systemd units, the
# udev rule and the example config as /etc/tiltquiz/config.yaml.
#   scripts/build-deb.sh                       # what `make deb` runs
#   scripts/build-deb.sh --binary .build/debug/tiltquiz --output DIR --compression none
# --binary packages a binary already built (the tests use the debug one; such a
# package needs the Swift toolchain's libraries and is for inspection only).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
binary=""
output="$root/dist"
compression=xz

usage() { sed -n '2,8s/^# \{0,1\}//p' "$0"; }
fail() { echo "build-deb: error: $*" >&2; exit 1; }

while (($# > 0)); do
  case "$1" in
    --binary) (($# >= 2)) || fail "--binary needs a path"; binary=$2; shift 2 ;;
    --output) (($# >= 2)) || fail "--output needs a folder"; output=$2; shift 2 ;;
    --compression) (($# >= 2)) || fail "--compression needs xz, gzip or none"; compression=$2; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; fail "unknown argument: $1" ;;
  esac
done
case "$compression" in xz | gzip | none) ;; *) fail "--compression must be xz, gzip or none, not $compression" ;; esac
for tool in dpkg-deb dpkg-shlibdeps; do
  command -v "$tool" >/dev/null || fail "$tool is missing: install dpkg-dev (scripts/install-deps.sh does)"
done

version=$(sed -n 's/^ *public static let current = "\([^"]*\)".*/\1/p' "$root/Sources/QuizApp/AppVersion.swift" | head -n 1)
[[ -n "$version" ]] || fail "no version: \"current = \" not found in Sources/QuizApp/AppVersion.swift"
arch=$(dpkg --print-architecture)

release=false
if [[ -z "$binary" ]]; then
  release=true
  "$root/scripts/release-build.sh" --product tiltquiz
  binary="$("$root/scripts/release-build.sh" --show-bin-path)/tiltquiz"
fi
[[ -x "$binary" ]] || fail "$binary is not an executable"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
package="$stage/tiltquiz"

install -D -m 0755 "$binary" "$package/usr/bin/tiltquiz"
if $release && command -v strip >/dev/null; then strip --strip-unneeded "$package/usr/bin/tiltquiz"; fi
mkdir -p "$package/usr/share/tiltquiz"
cp -R "$root/assets" "$package/usr/share/tiltquiz/assets"
# Bookworm's debhelper puts units and udev rules under /lib (merged into /usr/lib).
install -D -m 0644 "$root/deploy/systemd/tiltquiz.service" "$package/lib/systemd/system/tiltquiz.service"
install -D -m 0644 "$root/deploy/systemd/tiltquiz-cage.service" "$package/lib/systemd/system/tiltquiz-cage.service"
install -D -m 0644 "$root/deploy/systemd/tiltquiz-admin.service" "$package/lib/systemd/system/tiltquiz-admin.service"
install -D -m 0644 "$root/deploy/udev/70-tiltquiz-accelerometer.rules" \
  "$package/lib/udev/rules.d/70-tiltquiz-accelerometer.rules"
install -D -m 0755 "$root/deploy/udev/iio-permissions" "$package/usr/lib/tiltquiz/iio-permissions"
install -D -m 0644 "$root/deploy/config.example.yaml" "$package/etc/tiltquiz/config.yaml"
install -D -m 0644 "$root/deploy/config.example.yaml" "$package/usr/share/doc/tiltquiz/config.example.yaml"
install -D -m 0644 "$root/README.md" "$package/usr/share/doc/tiltquiz/README.md"
# The manual the README links to (docs/README.md is its index).
cp -R "$root/docs" "$package/usr/share/doc/tiltquiz/docs"
find "$package" -type d -exec chmod 0755 {} +
find "$package/usr/share" -type f -exec chmod 0644 {} +

# Depends: the packages of the shared libraries the binary links; ca-certificates for https downloads
# (swift-nio-ssl reads the system's CA bundle; libcurl used to bring it in).
mkdir -p "$stage/debian"
printf 'Source: tiltquiz\n\nPackage: tiltquiz\nArchitecture: any\n' >"$stage/debian/control"
shlibs_flags=()
$release || shlibs_flags=(--ignore-missing-info) # the toolchain's Swift libraries belong to no package
shlibs=$(cd "$stage" && dpkg-shlibdeps -O "${shlibs_flags[@]}" tiltquiz/usr/bin/tiltquiz 2>"$stage/shlibdeps.log") ||
  { cat "$stage/shlibdeps.log" >&2; fail "dpkg-shlibdeps could not work out the dependencies"; }
depends=${shlibs#shlibs:Depends=}
[[ -n "$depends" && "$depends" != "$shlibs" ]] || fail "dpkg-shlibdeps printed no dependencies: $shlibs"

mkdir -p "$package/DEBIAN"
size=$(du -sk --exclude=DEBIAN "$package" | cut -f1)
cat >"$package/DEBIAN/control" <<EOF
Package: tiltquiz
Version: $version
Architecture: $arch
Maintainer: ${DEB_MAINTAINER:-TiltQuiz developers <tiltquiz@localhost>}
Installed-Size: $size
Depends: $depends, adduser, fonts-dejavu-core, ca-certificates
Suggests: cage
Section: games
Priority: optional
Description: tilt-to-answer trivia game for handhelds and kiosks
 TiltQuiz is a trivia game answered by tilting the device (accelerometers
 through evdev or IIO), by touch or by keys. This package runs it as a kiosk:
 systemctl enable --now tiltquiz starts it at boot on tty1 (SDL kmsdrm) as
 the unprivileged user tiltquiz, under a systemd watchdog;
 tiltquiz-cage.service runs it under the cage Wayland compositor instead;
 tiltquiz-admin.service serves the web admin on port 8080 beside it.
 Settings: /etc/tiltquiz/config.yaml.
EOF
echo /etc/tiltquiz/config.yaml >"$package/DEBIAN/conffiles"
for script in postinst prerm postrm; do
  install -m 0755 "$root/deploy/debian/$script" "$package/DEBIAN/$script"
done
(cd "$package" && find . \( -path ./DEBIAN -o -path ./etc \) -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z |
  xargs -0 md5sum >DEBIAN/md5sums)
chmod 0644 "$package/DEBIAN/control" "$package/DEBIAN/conffiles" "$package/DEBIAN/md5sums"

mkdir -p "$output"
deb="$output/tiltquiz_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Z"$compression" --build "$package" "$deb" >/dev/null
echo "$deb"
