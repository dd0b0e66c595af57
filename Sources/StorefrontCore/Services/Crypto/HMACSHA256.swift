/// HMAC-SHA256 (RFC 2104): a message authentication code keyed with a secret.
public struct HMACSHA256: Sendable {
    /// The hasher after the inner padded key.
    let inner: SHA256
    /// The hasher after the outer padded key.
    let outer: SHA256

    /// An authenticator keyed with `key` (hashed first if longer than a block).
    public init(key: some Collection<UInt8>) {
        var block = key.count > SHA256.blockSize ? SHA256.hash(key) : Array(key)
        block.append(contentsOf: repeatElement(0, count: SHA256.blockSize - block.count))
        var inner = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        var outer = SHA256()
        outer.update(block.map { $0 ^ 0x5c })
        self.inner = inner
        self.outer = outer
    }

    /// The code for `message`.
    public func authenticationCode(for message: some Sequence<UInt8>) -> [UInt8] {
        var inner = inner
        inner.update(message)
        var outer = outer
        outer.update(inner.finalize())
        return outer.finalize()
    }

    /// The code for `message` under `key`.
    public static func authenticationCode(for message: some Sequence<UInt8>, key: some Collection<UInt8>) -> [UInt8] {
        HMACSHA256(key: key).authenticationCode(for: message)
    }
}
