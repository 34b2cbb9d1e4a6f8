/// Normalized force (0...1) in physical units, newtons and grams-force, through the iPhone 6s
/// sensor's measured relation.
///
/// Source: TouchVisualizer's weighings (github.com/algal/TouchVisualizer, `data and analysis/
/// data-weightMeasurements/weightCSV.csv`, MIT; `Tests/Fixtures/touchvisualizer/force-vs-weight.csv`):
/// 22 pairs of `UITouch.force` and the weight that produced it on an iPhone 6s. A least-squares
/// line through the origin gives 0.7420 N per `UITouch.force` unit (RMS residual 0.058 N,
/// largest 0.1775 N, at 3.32 units); a free intercept would be 0.004 N, so the origin costs
/// nothing. At the maximum possible force (20/3 units, normalized 1) that is 4.95 N, 504 gf.
/// Other models' sensors (6s Plus, 7, 8, X, XS) were never measured here: the figures are the
/// 6s's, and a person tuning another phone reads them as an estimate.
public enum PhysicalForce {
    /// Newtons per `UITouch.force` unit (the fit above, `PhysicalForceTests` refits it).
    public static let newtonsPerUITouchForce = 0.7420
    /// The fit's root-mean-square residual over the 22 weighings, in newtons.
    public static let fitRMSResidual = 0.058
    /// The fit's largest residual, in newtons.
    public static let fitMaxResidual = 0.1775
    /// Standard gravity, m/s^2: a gram-force is 9.80665 mN.
    public static let standardGravity = 9.80665

    /// Newtons for a normalized force.
    public static func newtons(_ normalized: Double) -> Double {
        // Readers never pass a non-finite force; should one come, it reads as none, not NaN.
        (normalized.isFinite ? normalized : 0) * ForceUnit.uitouchMaximum * newtonsPerUITouchForce
    }

    /// Grams-force for a normalized force.
    public static func gramsForce(_ normalized: Double) -> Double {
        newtons(normalized) / standardGravity * 1000
    }

    /// `1.24 N` (two decimals).
    public static func newtonsText(_ normalized: Double) -> String {
        formatFixed(newtons(normalized), decimals: 2, trim: false) + " N"
    }

    /// `126 gf` (whole grams).
    public static func gramsText(_ normalized: Double) -> String {
        formatFixed(gramsForce(normalized), decimals: 0) + " gf"
    }

    /// `1.24 N, 126 gf`.
    public static func describe(_ normalized: Double) -> String {
        newtonsText(normalized) + ", " + gramsText(normalized)
    }

    /// The one line reports print under figures in newtons.
    public static let note =
        "N and gf: the iPhone 6s sensor's measured relation, 0.742 N per UITouch.force unit (4.95 N, 504 gf at the maximum force); other iPhones were not measured"
}
