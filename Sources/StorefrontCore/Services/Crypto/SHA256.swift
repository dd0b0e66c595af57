/// SHA-256 (FIPS 180-4), written out so the package needs no dependency for password hashing.
///
/// ```swift
/// SHA256.hash(Array("abc".utf8))  // ba7816bf…f20015ad
/// var hasher = SHA256()
/// hasher.update(part1); hasher.update(part2)
/// let digest = hasher.finalize()
/// ```
public struct SHA256: Sendable {
    /// The digest size in bytes.
    public static let digestSize = 32
    /// The block size in bytes.
    public static let blockSize = 64

    /// The eight chaining words.
    struct State: Sendable {
        var words: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
        )

        /// Copies the words to `destination[0..<8]`.
        func store(to destination: UnsafeMutablePointer<UInt32>) {
            destination[0] = words.0
            destination[1] = words.1
            destination[2] = words.2
            destination[3] = words.3
            destination[4] = words.4
            destination[5] = words.5
            destination[6] = words.6
            destination[7] = words.7
        }
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The chaining words after the blocks compressed so far.
    private(set) var state = State()
    /// Bytes waiting for a full block (fewer than 64).
    private var pending: [UInt8] = []
    /// Bytes compressed so far.
    private var compressedLength: UInt64 = 0

    /// A hasher that has seen nothing yet.
    public init() {}

    /// The digest of `bytes`.
    public static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// Feeds `bytes` to the hasher.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            pending.append(byte)
            if pending.count == Self.blockSize { compressPending() }
        }
    }

    /// The digest of everything fed so far. The hasher should not be used afterwards.
    public mutating func finalize() -> [UInt8] {
        let bitLength = (compressedLength + UInt64(pending.count)) &* 8
        pending.append(0x80)
        if pending.count > Self.blockSize - 8 {
            pending.append(contentsOf: repeatElement(0, count: Self.blockSize - pending.count))
            compressPending()
        }
        pending.append(contentsOf: repeatElement(0, count: Self.blockSize - 8 - pending.count))
        for shift in stride(from: 56, through: 0, by: -8) { pending.append(UInt8(truncatingIfNeeded: bitLength >> shift)) }
        compressPending()
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 8) { words in
            state.store(to: words.baseAddress!)
            return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
        }
    }

    /// Compresses the 64 pending bytes.
    private mutating func compressPending() {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            for index in 0..<16 {
                let offset = index * 4
                schedule[index] = UInt32(pending[offset]) << 24 | UInt32(pending[offset + 1]) << 16
                    | UInt32(pending[offset + 2]) << 8 | UInt32(pending[offset + 3])
            }
            Self.compress(&state, schedule: schedule.baseAddress!)
        }
        pending.removeAll(keepingCapacity: true)
        compressedLength &+= UInt64(Self.blockSize)
    }

    /// Compresses one block into `state`. `schedule` holds 64 words: the block's 16 big-endian
    /// words on entry; the rest is scratch space.
    static func compress(_ state: inout State, schedule: UnsafeMutablePointer<UInt32>) {
        for index in 16..<64 {
            let w15 = schedule[index - 15]
            let w2 = schedule[index - 2]
            let sigma0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 >> 3)
            let sigma1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 >> 10)
            schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
        }
        var (a, b, c, d, e, f, g, h) = state.words
        roundConstants.withUnsafeBufferPointer { constants in
            for index in 0..<64 {
                let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                let choice = (e & f) ^ (~e & g)
                let temporary1 = h &+ sum1 &+ choice &+ constants[index] &+ schedule[index]
                let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let temporary2 = sum0 &+ majority
                h = g
                g = f
                f = e
                e = d &+ temporary1
                d = c
                c = b
                b = a
                a = temporary1 &+ temporary2
            }
        }
        let words = state.words
        state.words = (
            words.0 &+ a, words.1 &+ b, words.2 &+ c, words.3 &+ d, words.4 &+ e, words.5 &+ f, words.6 &+ g,
            words.7 &+ h
        )
    }
}

extension UInt32 {
    /// The bits rotated right by `count` places.
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}
