import Foundation
import Testing

@testable import ForceCore

@Suite("ForceProfile")
struct ProfileTests {
    @Test func builtInsFollowTheContract() {
        #expect(ForceProfile.medium.peekRise == 0.25 && ForceProfile.medium.popRise == 0.70)
        #expect(ForceProfile.medium.quickActionRise == 0.25 && ForceProfile.medium.peekFall == 0.20)
        #expect(ForceProfile.medium.movementSlop == 10 && ForceProfile.medium.longPressDuration == 500_000)
        let m = ForceProfile.medium
        for (profile, factor) in [(ForceProfile.light, 0.8), (.firm, 1.2)] {
            for (a, b) in [
                (profile.peekRise, m.peekRise), (profile.peekFall, m.peekFall), (profile.popRise, m.popRise),
                (profile.popFall, m.popFall), (profile.quickActionRise, m.quickActionRise),
                (profile.quickActionFall, m.quickActionFall),
            ] {
                #expect(abs(a - b * factor) < 1e-12, "\(profile.name)")
            }
            #expect(profile.validationError() == nil)
        }
        #expect(ForceProfile.named("LIGHT") == .light)
        #expect(ForceProfile.named("heavy") == nil)
    }

    @Test(arguments: ForceProfile.builtIn)
    func jsonRoundTrip(profile: ForceProfile) throws {
        var changed = profile
        changed.smoothing = .lowPass(timeConstant: 16_000)
        changed.hapticMode = .slow
        for value in [profile, changed] {
            let path = try temporaryFile(value.jsonString(), name: "p.json")
            #expect(try ForceProfile.load(path: path) == value)
            let decoded = try JSONDecoder().decode(ForceProfile.self, from: JSONEncoder().encode(value))
            #expect(decoded == value)
        }
    }

    @Test func missingFieldsTakeMediumValues() throws {
        let profile = try ForceProfile.parse("{\"peekRise\": 0.3}")
        #expect(profile.peekRise == 0.3 && profile.popRise == 0.70 && profile.name == "custom")
    }

    @Test(arguments: [
        ("{\n  \"peekRise\": -0.1\n}", "<profile>: error: field 'peekRise': expected a force in 0...1, got -0.1"),
        ("{\n  \"popRise\": 0.2\n}", "<profile>: error: field 'popRise': expected above peekRise (0.25), got 0.2"),
        ("{\n  \"peekRise\": 0.25,\n  \"peekRize\": 0.3\n}", "<profile>:3: error: field 'peekRize': unknown field"),
        ("{\"peekFall\": 0.3}", "<profile>: error: field 'peekFall': expected at most peekRise (0.25), got 0.3"),
        ("{\"movementSlop\": -1}", "<profile>: error: field 'movementSlop': expected points in 0...10000, got -1"),
        (
            "{\"movementSlop\": 1e300}",
            "<profile>: error: field 'movementSlop': expected points in 0...10000, got 1e+300"
        ),
        ("{\"longPressDuration\": 0}", "<profile>: error: field 'longPressDuration': expected seconds above 0, got 0"),
        (
            "{\"hapticMode\": \"turbo\"}",
            "<profile>:1: error: field 'hapticMode': expected \"fast\", \"default\" or \"slow\""
        ),
        ("{\"peekRise\": \"high\"}", "<profile>:1: error: field 'peekRise': expected a number"),
        ("{\"peekRise\": 0.3,}", "<profile>:1: error: expected a string"),
        ("{\n\"peekRise\": NaN}", "<profile>:2: error: expected a value"),
        ("[]", "<profile>:1: error: expected '{' to open the profile object"),
    ])
    func badProfilesNameTheField(text: String, expected: String) {
        do {
            _ = try ForceProfile.parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
        }
    }

    @Test func codableRejectsUnknownKeys() {
        let data = Data("{\"peekRise\":0.3,\"bogus\":1}".utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ForceProfile.self, from: data) }
        let popBelowPeek = Data("{\"popRise\":0.1}".utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ForceProfile.self, from: popBelowPeek) }
    }

    @Test func missingFileIsAnError() {
        #expect(throws: ProfileError.self) { try ForceProfile.load(path: "/nonexistent/profile.json") }
    }
}

@Suite("PressureCurve")
struct PressureCurveTests {
    @Test func parsesEverySyntax() throws {
        #expect(try PressureCurve.parse(from: "identity") == .identity)
        #expect(try PressureCurve.parse(from: "pen") == .penDefault)
        #expect(try PressureCurve.parse(from: "gamma:2") == .gamma(2))
        #expect(try PressureCurve.parse(from: "gamma:3:0.5") == .penDefault)
        let points = try PressureCurve.parse(from: "points:0=0,0.5=0.1,1=0.6")
        #expect(abs(points.apply(0.75) - 0.35) < 1e-12)
        #expect(points.apply(2) == 0.6)
        #expect(points.description == "points:0=0,0.5=0.1,1=0.6")
        for bad in ["", "gamma", "gamma:0", "gamma:2:1.5", "points:0=0", "points:0.5=0,0.2=1", "points:a=b", "cubic"] {
            #expect(throws: PressureCurve.ParseError.self, "\(bad)") { try PressureCurve.parse(from: bad) }
        }
    }

    @Test func penDefaultPeeksButNeverPops() {
        let full = PressureCurve.penDefault.apply(1)
        for profile in ForceProfile.builtIn {
            #expect(full >= profile.peekRise && full >= profile.quickActionRise, "\(profile.name)")
            #expect(full < profile.popRise, "\(profile.name)")
        }
        // Drawing pressure of the Cintiq 22HDT (1258/2047) stays below every peek.
        #expect(PressureCurve.penDefault.apply(1258.0 / 2047) < ForceProfile.light.peekRise)
        #expect(PressureCurve.identity.apply(0.3) == 0.3)
        #expect(PressureCurve.identity.apply(.nan) == 0)
    }
}
