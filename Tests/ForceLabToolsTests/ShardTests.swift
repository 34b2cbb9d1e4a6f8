import ForceLabOptions
import Testing

@testable import ForceLabTools

/// `replay --shard I/N`: every recording in exactly one shard, by its file name alone (it was
/// ReplayCLITests' shardsPartitionTheSetStably, which launched four replays).
@Suite struct ShardTests {
    static let names = (1...12).map { "/suite/case-\($0).jsonl" }

    @Test func shardsPartitionTheSetStably() throws {
        let shards = try (1...3).map { index in
            let shard = try Shard.parse("\(index)/3")
            return Set(Self.names.filter(shard.contains))
        }
        #expect(shards.reduce(Set<String>()) { $0.union($1) } == Set(Self.names))
        #expect(shards.map(\.count).reduce(0, +) == Self.names.count)
        #expect(shards.allSatisfy { !$0.isEmpty })
        // The folder does not matter, only the file's name.
        let second = try Shard.parse("2/3")
        #expect(
            Set(Self.names.map { "elsewhere/" + $0.split(separator: "/").last! }.filter(second.contains)).count
                == shards[1].count)
    }

    @Test func theHashIsFNV1a64() {
        #expect(Shard.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(Shard.hash("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test(arguments: ["3/2", "0/2", "1/0", "1", "a/b", "1/2/3", ""])
    func badShardsAreUsageErrors(text: String) {
        #expect(throws: UsageError.self) { try Shard.parse(text) }
    }
}
