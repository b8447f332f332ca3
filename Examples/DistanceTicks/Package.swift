// swift-tools-version:6.0
// The example plugin as a package of its own, the way a plugin author writes one: RouteCard is a
// dependency and only its products' public API is used. Build and run it from the repository:
//
//     swift build --package-path Examples/DistanceTicks
//     Examples/DistanceTicks/.build/debug/distance-ticks out/ticks.svg
//
// A dependency's products are named with the package's identity: a URL's last path component
// (`https://github.com/OWNER/routecard` → `routecard`), a path's folder name. `name: "routecard"`
// gives this path dependency that identity's spelling whatever the checkout's folder is called, so
// moving to the URL form changes only the line below (there is no release tag yet: follow a branch):
//
//     .package(url: "https://github.com/OWNER/routecard", branch: "main"),
import PackageDescription

let package = Package(
    name: "DistanceTicks",
    products: [
        // The layer type, for a program or a server of your own to register.
        .library(name: "DistanceTicks", targets: ["DistanceTicks"]),
        // A card with ticks: `distance-ticks OUT.svg [INPUT]`.
        .executable(name: "distance-ticks", targets: ["distance-ticks"]),
        // The whole `routecard` command line with the layer registered.
        .executable(name: "routecard-ticks", targets: ["routecard-ticks"]),
    ],
    dependencies: [
        .package(name: "routecard", path: "../.."),
    ],
    targets: [
        .target(name: "DistanceTicks", dependencies: [
            .product(name: "RouteCardGeo", package: "routecard"),
            .product(name: "RouteCardScene", package: "routecard"),
            .product(name: "RouteCardStyle", package: "routecard"),
        ]),
        .executableTarget(name: "distance-ticks", dependencies: [
            "DistanceTicks",
            .product(name: "RouteCard", package: "routecard"),
            .product(name: "RouteCardGeo", package: "routecard"),
            .product(name: "RouteCardInput", package: "routecard"),
            .product(name: "RouteCardStyle", package: "routecard"),
        ]),
        .executableTarget(name: "routecard-ticks", dependencies: [
            "DistanceTicks",
            .product(name: "RouteCardCLI", package: "routecard"),
            .product(name: "RouteCardStyle", package: "routecard"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
