/// The language the phone is set to, as iOS names it (`de`, `zh-Hans`, `pt_BR`, `ar`, an lproj
/// name such as `English`): one value, so that what follows from it (the interface's direction,
/// the Han face, each app's localization) is derived in one place instead of kept in step by hand.
public struct LocaleID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier as written (`--locale`, a recording's header, an lproj folder's name).
    public let identifier: String

    public init(_ identifier: String) { self.identifier = identifier }

    public init(stringLiteral identifier: String) { self.identifier = identifier }

    /// Left to right, or mirrored (`LayoutDirection.of(locale:)`).
    public var direction: LayoutDirection { .of(locale: identifier) }

    public var description: String { identifier }

    public static func < (a: LocaleID, b: LocaleID) -> Bool { a.identifier < b.identifier }
}

extension Optional where Wrapped == LocaleID {
    /// The identifier, or nil for no locale (each app's development region).
    public var identifier: String? { self?.identifier }

    /// The locale's direction; no locale is left to right (`LayoutDirection.of(locale: nil)`).
    public var direction: LayoutDirection { .of(locale: identifier) }
}
