import QuickActions

extension HIGRule {
    /// This rule's entry in the lint reporters' rule table.
    public var descriptor: RuleDescriptor {
        let (name, full, help) = details
        return RuleDescriptor(
            id: id, name: name, shortDescription: summary, fullDescription: full, defaultLevel: severity, help: help)
    }

    private var details: (String, String, String) {
        switch self {
        case .peekWithoutPop:
            return (
                "PeekWithoutPop",
                "Apple's 3D Touch guidance: a peek previews a destination that pressing harder pops into. A row that peeks without a pop destination ends the gesture in nothing.",
                "Give the row a `destination`, or stop it peeking."
            )
        case .peekAndEditMenu:
            return (
                "PeekAndEditMenu",
                "A press on the row would both peek and show the edit menu (copy, paste): the two gestures fight over one touch.",
                "Enable either peek or the edit menu on the row."
            )
        case .actionOnlyWithForce:
            return (
                "ActionOnlyWithForce",
                "Phones without 3D Touch (and people who do not press hard) never see a peek's actions: every preview action should also be reachable without force.",
                "Offer the action as a swipe action of the row or among the destination's `actions`."
            )
        case .smallTouchTarget:
            return (
                "SmallTouchTarget",
                "The iOS guidelines ask for touch targets of at least 44 x 44 points; a smaller row or segment is hard to hit.",
                "Make the row or segment at least 44 points high and wide."
            )
        case .tooManySegments:
            return (
                "TooManySegments",
                "A segmented control with more than 5 segments on an iPhone leaves each too narrow to read or hit.",
                "Use at most 5 segments, or a list instead."
            )
        case .mixedSegmentContent:
            return (
                "MixedSegmentContent",
                "The iOS guidelines ask for segments of one kind: all text or all images.",
                "Use text for every segment or images for every segment."
            )
        case .manyPageDots:
            return (
                "ManyPageDots",
                "A page control with more than 10 dots is hard to follow; people lose track of where they are.",
                "Use fewer pages."
            )
        case .tooManyPageDots:
            return (
                "TooManyPageDots",
                "A page control shows at most 20 dots: pages past that have no dot at all.",
                "Use at most 20 pages."
            )
        }
    }
}
