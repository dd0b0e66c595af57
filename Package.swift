// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Coordinator",
    products: [
        .library(name: "CoordinatorKit", targets: ["CoordinatorKit"]),
        .library(name: "CoordinatorKitTesting", targets: ["CoordinatorKitTesting"]),
        .library(name: "CoordinatorGtk", targets: ["CoordinatorGtk"]),
        .library(name: "CoordinatorGtkTesting", targets: ["CoordinatorGtkTesting"]),
        .executable(name: "storefront", targets: ["Storefront"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        .target(
            name: "CoordinatorKit",
            dependencies: [.product(name: "Logging", package: "swift-log")]
        ),
        .target(
            name: "CoordinatorKitTesting",
            dependencies: ["CoordinatorKit"]
        ),
        .target(
            name: "CoordinatorGtk",
            dependencies: ["CGtk", "CoordinatorKit", .product(name: "Logging", package: "swift-log")]
        ),
        .target(
            name: "CoordinatorGtkTesting",
            dependencies: ["CGtk", "CoordinatorGtk"]
        ),
        .target(
            name: "StorefrontCore",
            dependencies: ["CoordinatorKit"]
        ),
        .target(
            name: "StorefrontUI",
            dependencies: ["StorefrontCore", "CoordinatorGtk", "CGtk"]
        ),
        .executableTarget(
            name: "Storefront",
            dependencies: ["StorefrontUI", "StorefrontCore", "CoordinatorGtk", "CGtk"]
        ),
        .executableTarget(
            name: "CoordinatorBenchmarks",
            dependencies: ["CoordinatorKit", "CoordinatorKitTesting"],
            path: "Benchmarks/CoordinatorBenchmarks"
        ),
        .executableTarget(
            name: "GtkBenchmarks",
            dependencies: ["CGtk", "CoordinatorGtk", "CoordinatorKit"],
            path: "Benchmarks/GtkBenchmarks",
            exclude: ["count-instructions"]
        ),
        .testTarget(
            name: "CoordinatorKitTests",
            dependencies: [
                "CoordinatorKit", "CoordinatorKitTesting",
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "StorefrontCoreTests",
            dependencies: ["StorefrontCore", "CoordinatorKitTesting"]
        ),
        .testTarget(
            name: "StorefrontUITests",
            dependencies: ["StorefrontUI", "StorefrontCore", "CoordinatorGtk", "CoordinatorGtkTesting", "CGtk"]
        ),
        .testTarget(
            name: "CoordinatorGtkTests",
            dependencies: ["CoordinatorGtk", "CoordinatorGtkTesting", "CoordinatorKitTesting", "CGtk"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
