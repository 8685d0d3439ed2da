import SwiftLayout

/// What a layout snapshot assertion compares (RenderingAndSnapshotTests.md), and the extension of its reference file.
///
///     verifyLayoutSnapshot(of: screen, as: .ascii)
///     verifyLayoutSnapshot(of: screen, as: .layoutPrinter(screen.layout))
public enum LayoutSnapshotFormat {
    /// The frame table, frames relative to the superview (`txt`).
    case frames
    /// The ASCII render with the default scale (`txt`).
    case ascii
    /// The SVG render with the default options (`svg`).
    case svg
    /// `LayoutPrinter(layout, withAnchors: true)`, with a final newline (`txt`); the view is not read.
    case layoutPrinter(any Layout)
    /// A view printer's output, with a final newline (`txt`); the view is not read.
    case viewPrinter(ViewPrinter)

    /// The reference file's extension: `svg` for SVG, `txt` for the rest.
    ///
    ///     LayoutSnapshotFormat.svg.pathExtension   // "svg"
    public var pathExtension: String {
        if case .svg = self { return "svg" }
        return "txt"
    }

    /// The text to compare for `snapshot`.
    #if MainActorIsolation
    @MainActor
    #endif
    func text(of snapshot: @autoclosure () -> FrameSnapshot) -> String {
        switch self {
        case .frames: return FrameTable(snapshot()).description
        case .ascii: return ASCIIRenderer().render(snapshot())
        case .svg: return SVGRenderer().render(snapshot())
        case .layoutPrinter(let layout): return LayoutPrinter(layout, withAnchors: true).description + "\n"
        case .viewPrinter(let printer): return printer.description + "\n"
        }
    }
}
