public enum QuickActionsVersion { public static let value = 1 }
