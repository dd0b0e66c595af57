/// PBKDF2 with HMAC-SHA256 (RFC 8018): stretches a password into a key, slowly on purpose.
public enum PBKDF2 {
    /// The key derived from `password` and `salt` with `iterations` rounds, `length` bytes long.
    ///
    /// - Precondition: `iterations` and `length` are at least 1.
    public static func sha256(
        password: some Collection<UInt8>, salt: some Collection<UInt8>, iterations: Int,
        length: Int = SHA256.digestSize
    ) -> [UInt8] {
        precondition(iterations >= 1 && length >= 1, "PBKDF2 needs at least one iteration and one byte")
        let authenticator = HMACSHA256(key: password)
        var key: [UInt8] = []
        key.reserveCapacity(length)
        var blockIndex: UInt32 = 1
        while key.count < length {
            let indexBytes = (0..<4).map { UInt8(truncatingIfNeeded: blockIndex >> (24 - 8 * $0)) }
            var previous = authenticator.authenticationCode(for: Array(salt) + indexBytes)
            var block = previous
            for _ in 1..<iterations {
                previous = authenticator.authenticationCode(for: previous)
                for index in block.indices { block[index] ^= previous[index] }
            }
            key.append(contentsOf: block.prefix(length - key.count))
            blockIndex += 1
        }
        return key
    }
}
