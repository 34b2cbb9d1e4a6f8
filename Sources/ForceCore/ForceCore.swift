public enum ForceCoreVersion { public static let value = 1 }
