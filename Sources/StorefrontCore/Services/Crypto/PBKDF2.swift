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
            let first = authenticator.authenticationCode(for: Array(salt) + indexBytes)
            let block = iterate(first, times: iterations - 1, with: authenticator)
            key.append(contentsOf: block.prefix(length - key.count))
            blockIndex += 1
        }
        return key
    }

    /// U₁ ⊕ U₂ ⊕ … where Uₙ₊₁ = HMAC(Uₙ), for `count` more rounds after `first`.
    ///
    /// Each round's messages are one 32-byte digest, so both hashes fit one padded block: the
    /// rounds work on words in place instead of going through the general byte-oriented hasher.
    private static func iterate(_ first: [UInt8], times count: Int, with authenticator: HMACSHA256) -> [UInt8] {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64 + 8) { memory in
            let schedule = memory.baseAddress!
            let sum = schedule + 64
            for index in 0..<8 {
                sum[index] = (0..<4).reduce(0) { $0 << 8 | UInt32(first[index * 4 + $1]) }
                schedule[index] = sum[index]
            }
            // After the 32-byte message: the 1 bit, zeros, then the bit length of key block + message.
            func pad(_ block: UnsafeMutablePointer<UInt32>) {
                block[8] = 0x8000_0000
                for index in 9..<15 { block[index] = 0 }
                block[15] = (64 + 32) * 8
            }
            for _ in 0..<count {
                // schedule[0..<8] holds the previous U.
                pad(schedule)
                var inner = authenticator.inner.state
                SHA256.compress(&inner, schedule: schedule)
                inner.store(to: schedule)
                pad(schedule)
                var outer = authenticator.outer.state
                SHA256.compress(&outer, schedule: schedule)
                outer.store(to: schedule)
                for index in 0..<8 { sum[index] ^= schedule[index] }
            }
            return (0..<32).map { UInt8(truncatingIfNeeded: sum[$0 / 4] >> (24 - 8 * UInt32($0 % 4))) }
        }
    }
}
