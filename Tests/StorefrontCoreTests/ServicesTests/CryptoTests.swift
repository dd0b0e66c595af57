@testable import StorefrontCore
import Testing

@Suite("SHA-256, HMAC-SHA256 and PBKDF2")
struct CryptoTests {
    private func hex(_ bytes: [UInt8]) -> String { Hexadecimal.encode(bytes) }

    @Test("SHA-256 matches the FIPS 180-2 vectors", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func sha256Vectors(message: String, digest: String) {
        #expect(hex(SHA256.hash(Array(message.utf8))) == digest)
    }

    @Test("SHA-256 of a million 'a', fed in uneven pieces, matches the long vector")
    func sha256MillionA() {
        var hasher = SHA256()
        var remaining = 1_000_000
        var piece = 1
        while remaining > 0 {
            let count = min(piece, remaining)
            hasher.update(repeatElement(UInt8(ascii: "a"), count: count))
            remaining -= count
            piece = piece % 97 + 13
        }
        #expect(hex(hasher.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("SHA-256 pads correctly around the 55/56/64-byte block boundaries")
    func sha256Boundaries() {
        // Every length hashed in one piece equals the same bytes fed one at a time.
        for length in [55, 56, 57, 63, 64, 65, 119, 120, 128] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            var hasher = SHA256()
            for byte in bytes { hasher.update(CollectionOfOne(byte)) }
            #expect(hasher.finalize() == SHA256.hash(bytes), "length \(length)")
        }
    }

    @Test("HMAC-SHA256 matches RFC 4231 test cases 1, 2 and 6")
    func hmacVectors() {
        #expect(hex(HMACSHA256.authenticationCode(for: Array("Hi There".utf8), key: [UInt8](repeating: 0x0b, count: 20)))
            == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(hex(HMACSHA256.authenticationCode(for: Array("what do ya want for nothing?".utf8), key: Array("Jefe".utf8)))
            == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(hex(HMACSHA256.authenticationCode(
            for: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
            key: [UInt8](repeating: 0xaa, count: 131)))
            == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test("PBKDF2-HMAC-SHA256 matches the RFC 6070-style vectors", arguments: [
        ("password", "salt", 1, 32, "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
        ("password", "salt", 2, 32, "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43"),
        ("password", "salt", 4096, 32, "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"),
        ("passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, 40,
         "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9"),
        ("passwd", "salt", 1, 64,  // RFC 7914 §11
         "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"),
    ])
    func pbkdf2Vectors(password: String, salt: String, iterations: Int, length: Int, key: String) {
        #expect(hex(PBKDF2.sha256(password: Array(password.utf8), salt: Array(salt.utf8), iterations: iterations,
                                  length: length)) == key)
    }

    @Test("Hexadecimal round-trips and rejects bad text")
    func hexadecimal() {
        let bytes: [UInt8] = [0x00, 0x0f, 0xa5, 0xff]
        #expect(Hexadecimal.encode(bytes) == "000fa5ff")
        #expect(Hexadecimal.decode("000FA5ff") == bytes)
        #expect(Hexadecimal.decode("abc") == nil)
        #expect(Hexadecimal.decode("zz") == nil)
    }

    @Test("The password hasher salts every hash and verifies only the right password")
    func passwordHasher() {
        let hasher = PasswordHasher(iterations: 50)
        let first = hasher.makeAccount(username: "ann", password: "correct horse")
        let second = hasher.makeAccount(username: "ann", password: "correct horse")
        #expect(first.salt.count == 32 && first.passwordHash.count == 64 && first.iterations == 50)
        #expect(first.salt != second.salt && first.passwordHash != second.passwordHash)
        #expect(hasher.verify("correct horse", against: first))
        #expect(!hasher.verify("correct horsE", against: first))
        // The stored iteration count wins over the hasher's.
        #expect(PasswordHasher(iterations: 7).verify("correct horse", against: first))
    }

    @Test("A password is the same in either Unicode form: é as one character or as e and a combining accent")
    func passwordInEitherUnicodeForm() {
        let hasher = PasswordHasher(iterations: 20)
        let composed = "caf\u{E9} cr\u{E8}me", decomposed = "cafe\u{301} cre\u{300}me"
        #expect(Array(composed.utf8) != Array(decomposed.utf8))
        #expect(hasher.verify(decomposed, against: hasher.makeAccount(username: "bob", password: composed)))
        #expect(hasher.verify(composed, against: hasher.makeAccount(username: "bob", password: decomposed)))
        #expect(!hasher.verify("cafe cre\u{300}me", against: hasher.makeAccount(username: "bob", password: composed)))
        // An account saved before passwords were normalized: its hash is of the bytes typed then.
        let salt: [UInt8] = Array(repeating: 7, count: PasswordHasher.saltSize)
        let older = Account(username: "bob", salt: Hexadecimal.encode(salt),
                            passwordHash: Hexadecimal.encode(PBKDF2.sha256(password: Array(decomposed.utf8), salt: salt,
                                                                            iterations: 20)),
                            iterations: 20)
        #expect(hasher.verify(decomposed, against: older), "still signs in as before")
        #expect(hasher.verify(composed, against: older) == false, "its other form was never its password")
    }
}
