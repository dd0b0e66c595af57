import FoundationEssentials
import StorefrontCore
import Testing

@MainActor
@Suite("Product service")
struct ProductServiceTests {
    private let folder = TemporaryDataFolder()

    private func makeService(_ faults: FaultInjection = FaultInjection()) -> ProductService {
        ProductService(resources: ResourceLocator(environment: [:]), dataDirectory: folder.dataDirectory, faults: faults)
    }

    @Test("Nothing is read at init; the catalog loads lazily with about 30 products, 42 among them")
    func catalogLoads() async throws {
        let service = makeService()
        #expect(!service.isLoaded)
        #expect(service.products.isEmpty)
        try await service.load()
        #expect(service.isLoaded)
        #expect((28...32).contains(service.products.count))
        #expect((5...6).contains(service.categories.count))
        #expect(Set(service.products.map(\.category)) == Set(service.categories))
        #expect(service.products.contains { !$0.isInStock })
        #expect(service.products.allSatisfy { (1...4).contains($0.reviews.count) && !$0.description.isEmpty })
        let product = try await service.product(id: 42)
        #expect(product.id == 42)
        #expect(service.warnings.all.isEmpty)
    }

    @Test("A missing product throws notFound with its number")
    func notFound() async {
        let service = makeService()
        await #expect(throws: ProductServiceError.notFound(4242)) { try await service.product(id: 4242) }
    }

    @Test("Search matches every word of the name, ignoring case, within a category")
    func search() async throws {
        let service = makeService()
        #expect(service.products(matching: "").isEmpty)  // not loaded yet
        try await service.load()
        #expect(service.products(matching: "").count == service.products.count)
        #expect(service.products(matching: "  ").count == service.products.count)
        let kettles = service.products(matching: "KETTLE")
        #expect(kettles.map(\.name) == ["Electric Gooseneck Kettle"])
        #expect(service.products(matching: "wool socks").map(\.id) == [28])
        #expect(service.products(matching: "socks wool").map(\.id) == [28])
        let audio = service.products(in: "Audio")
        #expect(!audio.isEmpty && audio.allSatisfy { $0.category == "Audio" })
        #expect(service.products(matching: "jacket", in: "Clothing").count == 2)
        #expect(service.products(matching: "jacket", in: "Books").isEmpty)
        #expect(service.products(matching: "zzzz").isEmpty)
        #expect(service.products(matching: "Hitchhiker's").map(\.name) == ["The Hitchhiker’s Towel"],
                "a straight apostrophe, as a keyboard types it, finds the catalog's typographic one")
        #expect(service.products(matching: "chef‘s").map(\.name) == ["Chef’s Knife 20 cm"],
                "and so do the other curly ones phones and word processors write")
        let list = ProductListViewModel(products: service)
        list.query = String(repeating: "x", count: 3_000)
        #expect(list.emptyText.count < 100, "a long paste is quoted by its ends, not over the whole page")
    }

    @Test("STOREFRONT_SERVICE_FAIL=once fails the first load only")
    func failOnce() async throws {
        let service = makeService(FaultInjection(environment: ["STOREFRONT_SERVICE_FAIL": "once"]))
        await #expect { try await service.product(id: 1) } throws: { error in
            guard case ProductServiceError.unavailable(let message) = error else { return false }
            return message.contains("STOREFRONT_SERVICE_FAIL")
        }
        #expect(try await service.product(id: 1).id == 1)
        #expect(try await service.product(id: 2).id == 2)
    }

    @Test("A number N fails the first N loads; always fails every load")
    func failCount() async throws {
        let service = makeService(FaultInjection(environment: ["STOREFRONT_SERVICE_FAIL": "3"]))
        for _ in 1...3 {
            await #expect(throws: ProductServiceError.self) { try await service.load() }
        }
        try await service.load()
        #expect(service.isLoaded)

        let broken = makeService(FaultInjection(failure: .always))
        for _ in 1...5 {
            await #expect(throws: ProductServiceError.self) { try await broken.product(id: 1) }
        }
    }

    @Test("The environment initializer reads resources, data folder and faults from the dictionary")
    func environmentInitializer() async throws {
        let resources = ResourceLocator(environment: [:])
        let service = ProductService(environment: [
            "STOREFRONT_RESOURCES": try resources.resourcesFolder().path(percentEncoded: false),
            "XDG_DATA_HOME": folder.path, "STOREFRONT_SERVICE_DELAY_MS": "250", "STOREFRONT_SERVICE_FAIL": "2",
        ])
        #expect(service.faults == FaultInjection(delay: .milliseconds(250), failure: .first(2)))
    }

    @Test("A short delay is honoured with Task.sleep and a cancelled wait throws cancelled")
    func delay() async throws {
        let service = makeService(FaultInjection(delay: .milliseconds(20)))
        let clock = ContinuousClock()
        let start = clock.now
        try await service.load()
        #expect(clock.now - start >= .milliseconds(20))

        let slow = makeService(FaultInjection(delay: .seconds(30)))
        let task = Task { try await slow.product(id: 1) }
        task.cancel()
        await #expect(throws: ProductServiceError.cancelled) { try await task.value }
    }

    @Test("A damaged catalog is reported as unavailable")
    func damagedCatalog() async throws {
        let resources = TemporaryDataFolder()
        try resources.write(#"{"categories": ["A"], "products": [{"id": 1}]}"#, to: "catalog.json")
        let service = ProductService(resources: ResourceLocator(environment: ["STOREFRONT_RESOURCES": resources.path]),
                                     dataDirectory: folder.dataDirectory)
        await #expect { try await service.load() } throws: { error in
            guard case ProductServiceError.unavailable(let message) = error else { return false }
            return message.contains("catalog is damaged") && message.contains("products[0]")
        }
    }

    @Test("A price no cart line could hold makes the catalog damaged, not a cart that cannot be read back")
    func absurdPrice() async throws {
        let resources = TemporaryDataFolder()
        let product = #"{"id": 1, "name": "Gold", "category": "A", "price": 100000001, "description": "", "#
            + #""rating": 4, "ratingCount": 1, "stock": 3, "reviews": []}"#
        try resources.write(#"{"categories": ["A"], "products": [\#(product)]}"#, to: "catalog.json")
        let service = ProductService(resources: ResourceLocator(environment: ["STOREFRONT_RESOURCES": resources.path]),
                                     dataDirectory: folder.dataDirectory)
        await #expect { try await service.load() } throws: { error in
            guard case ProductServiceError.unavailable(let message) = error else { return false }
            return message.contains("product 1 has a negative or out-of-range value")
        }
    }

    @Test("A review is saved to reviews.json, updates the rating, and survives a new service")
    func addReview() async throws {
        let service = makeService()
        let before = try await service.product(id: 42)
        let review = Review(author: "ann", rating: 1, title: "Too small", text: "Not big enough for a beach.")
        var heard: [Product] = []
        let observation = service.observe { heard.append($0) }
        let after = try await service.addReview(review, to: 42)
        #expect(heard == [after], "pages showing the rating hear of the new one")
        observation.cancel()
        #expect(after.reviews.first == review)
        #expect(after.ratingCount == before.ratingCount + 1)
        #expect(after.rating < before.rating)
        #expect(service.loadedProduct(id: 42) == after)
        #expect(folder.text(of: "reviews.json")?.contains("Too small") == true)

        let relaunched = makeService()
        #expect(try await relaunched.product(id: 42) == after)
    }

    @Test("The list's loads asked for at once are one load: a simulated failure once is seen, then Retry works")
    func listLoadsAtOnceAreOne() async {
        let list = ProductListViewModel(products: makeService(FaultInjection(failure: .first(1))))
        async let coordinators: Void = list.load()
        async let pages: Void = list.load()
        _ = await (coordinators, pages)
        guard case .failed = list.state else {
            Issue.record("the one load failed, as asked: \(list.state)")
            return
        }
        await list.load()  // Retry
        #expect(list.state == .loaded)
    }

    @Test("A category restored that the catalog no longer has shows all products, saying why")
    func aCategoryGoneShowsAllAndSaysWhy() async throws {
        let list = ProductListViewModel(products: makeService())
        list.category = "Toys"  // restored with the session; a catalog update took it out
        list.query = "a"
        await list.load()
        #expect(list.category == nil, "no empty list under a category that cannot be chosen")
        #expect(!list.shown.isEmpty)
        #expect(list.notice == "There is no category “Toys” in the catalog now: products in every category are shown.")
        list.query = "ab"
        #expect(list.notice != nil, "said until a category is chosen")
        let chosen: Category = try #require(list.categories.first)
        list.category = chosen
        #expect(list.notice == nil)

        let kept = ProductListViewModel(products: makeService())
        kept.category = chosen
        await kept.load()
        #expect(kept.category == chosen && kept.notice == nil, "a category the catalog has stays")

        kept.category = "Garden"  // a session restored once the catalog was loaded (after a sign-in)
        #expect(kept.category == nil && kept.notice?.hasPrefix("There is no category “Garden”") == true)
    }

    @Test("An author's second review of a product replaces the first: one review each")
    func secondReviewReplacesTheFirst() async throws {
        let service = makeService()
        let before = try await service.product(id: 42)
        #expect(service.review(by: "ann", of: 42) == nil)
        let first = Review(author: "ann", rating: 1, title: "Too small", text: "Not big enough for a beach.")
        try await service.addReview(first, to: 42)
        try await service.addReview(Review(author: "bob", rating: 5, title: "Lovely", text: "Just right."), to: 42)
        #expect(service.review(by: "ann", of: 42) == first)
        let edited = Review(author: "ann", rating: 4, title: "Fine after all", text: "Big enough for two.")
        let after = try await service.addReview(edited, to: 42)
        #expect(service.review(by: "ann", of: 42) == edited)
        #expect(after.reviews.filter { $0.author == "ann" } == [edited], "the first one is gone")
        #expect(after.ratingCount == before.ratingCount + 2, "ann's rating counts once, bob's once")
        #expect(try await makeService().product(id: 42) == after, "and so after a relaunch")
    }

    @Test("Invalid reviews and unknown products are refused")
    func refusedReviews() async {
        let service = makeService()
        let empty = Review(author: "ann", rating: 4, title: " ", text: "Fine.")
        await #expect(throws: ProductServiceError.invalidReview(.missingTitle)) {
            try await service.addReview(empty, to: 1)
        }
        let good = Review(author: "ann", rating: 6, title: "Great", text: "Fine.")
        await #expect(throws: ProductServiceError.invalidReview(.ratingOutOfRange(6))) {
            try await service.addReview(good, to: 1)
        }
        let long = Review(author: "ann", rating: 5, title: "Great", text: String(repeating: "a", count: 2_057))
        await #expect(throws: ProductServiceError.invalidReview(.textTooLong(limit: 2_000, length: 2_057))) {
            try await service.addReview(long, to: 1)
        }
        #expect(ReviewError.textTooLong(limit: 2_000, length: 2_057).description
            == "The review has 2,057 characters; the most it may have is 2,000. Cut 57 characters.",
            "the writer learns how much to cut")
        let valid = Review(author: "ann", rating: 5, title: "Great", text: "Fine.")
        await #expect(throws: ProductServiceError.notFound(999)) { try await service.addReview(valid, to: 999) }
        #expect(folder.text(of: "reviews.json") == nil)
    }

    @Test("A corrupt reviews file means no app reviews, a warning, and a .bak")
    func corruptReviews() async throws {
        try folder.write("[[[", to: "reviews.json")
        let service = makeService()
        try await service.load()
        #expect(service.warnings.all.count == 1)
        #expect(try folder.fileNames() == ["reviews.json.bak"])
    }
}
