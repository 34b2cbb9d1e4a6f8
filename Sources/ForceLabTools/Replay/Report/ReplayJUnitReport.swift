import ForceLabOptions
import Reporting

/// `forcelab replay --junit FILE`, written by `Reporting.ReplayJUnit` from the outcomes.
package enum ReplayJUnitReport {
    package static func render(_ recordings: [String], _ outcomes: [ReplayOutcome]) -> String {
        ReplayJUnit.render(
            zip(recordings, outcomes).map { recording, outcome in
                ReplayJUnit.Case(
                    name: ReplaySettings.stem(of: recording), file: recording, status: outcome.status,
                    out: outcome.out, err: outcome.err)
            })
    }
}
