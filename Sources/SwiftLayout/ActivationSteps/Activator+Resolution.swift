import Foundation

#if MainActorIsolation
@MainActor
#endif
extension Activator {
    /// A declaration after resolution: a constraint to make, or a diagnostic.
    enum Resolution {
        case constraint(Declared)
        case diagnostic(ActivationDiagnostic)
    }
}
