#!/bin/sh
# Builds a tiny package that depends on this checkout (a path dependency, product UIKit) in a temporary folder with
# a plain `swift build` — no PKG_CONFIG_PATH, as a user's package builds — and checks (`make check-consumer`):
#   1. SwiftPM found a chipmunk.pc (no "couldn't find pc file for chipmunk" warning);
#   2. the linker took libchipmunk from the release build that `make deps` installs
#      (`-Xlinker --trace` names /usr/local/lib/flipbook-chipmunk/libchipmunk.a) and no libchipmunk.so
#      (`ldd`), and the program runs a dynamic animator;
#   3. the package's resolution holds none of Flipbook's benchmark-only packages (ordo-one/benchmark).
# A clean debug build of UIKit and what it imports: minutes, so it is not part of `make test`.
set -eu

checkout=$(cd "$(dirname "$0")/../.." && pwd)
prefix=${FLIPBOOK_CHIPMUNK_PREFIX:-/usr/local}
work=${CHECK_CONSUMER_DIR:-$(mktemp -d /tmp/flipbook-consumer.XXXXXX)}
mkdir -p "$work/Sources/Consumer"
cat >"$work/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(path: "$checkout")],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [.product(name: "UIKit", package: "$(basename "$checkout")")]),
    ]
)
EOF
cat >"$work/Sources/Consumer/main.swift" <<'EOF'
import UIKit

/// A box falling for one second under gravity: Chipmunk steps it.
@MainActor final class Box: NSObject, UIDynamicItem {
    var center = CGPoint(x: 50, y: 50)
    let bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    var transform = CGAffineTransform.identity
}

MainActor.assumeIsolated {
    let box = Box()
    let animator = UIDynamicAnimator(referenceView: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000)))
    animator.addBehavior(UIGravityBehavior(items: [box]))
    print("animator running: \(animator.isRunning), box at y = \(box.center.y)")
}
EOF

log="$work/build.log"
echo "check-consumer: building $work against $checkout (plain swift build, PKG_CONFIG_PATH unset)"
(cd "$work" && env -u PKG_CONFIG_PATH swift build -Xlinker --trace >"$log" 2>&1) || {
    tail -n 40 "$log"
    echo "check-consumer: FAILED to build (log: $log)"
    exit 1
}
status=0
if grep -q "couldn't find pc file" "$log"; then
    grep "couldn't find pc file" "$log"
    echo "check-consumer: FAIL: SwiftPM found no chipmunk.pc (has 'make deps' run as root?)"
    status=1
else
    echo "check-consumer: ok: no pkg-config warning"
fi
linked=$(grep -o "[^ ()]*libchipmunk[^ ()]*" "$log" | sort -u)
echo "check-consumer: the linker opened: $linked"
binary="$(cd "$work" && swift build --show-bin-path)/Consumer"
if echo "$linked" | grep -qx "$prefix/lib/flipbook-chipmunk/libchipmunk.a" && ! ldd "$binary" | grep -q libchipmunk; then
    echo "check-consumer: ok: linked $prefix/lib/flipbook-chipmunk/libchipmunk.a (release, NDEBUG), no libchipmunk.so"
else
    ldd "$binary" | grep chipmunk || true
    echo "check-consumer: FAIL: not the release build"
    status=1
fi
"$binary" || status=1
if grep -qi "ordo-one\|benchmark" "$work/Package.resolved" 2>/dev/null; then
    echo "check-consumer: FAIL: the consumer resolved Flipbook's benchmark packages:"
    grep -i "identity" "$work/Package.resolved"
    status=1
else
    echo "check-consumer: ok: resolved without the benchmark packages ($(grep -c '"identity"' "$work/Package.resolved" 2>/dev/null || echo 0) pins)"
fi
[ $status = 0 ] && echo "check-consumer: PASS" || echo "check-consumer: FAIL (log: $log)"
exit $status
