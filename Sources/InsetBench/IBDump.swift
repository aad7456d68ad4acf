import Foundation
import InsetCore

/// `inset-bench ib-dump FILE`: the document model an Interface Builder file reads into, element
/// by element, for working on the importer.
enum IBDump {
    static func run(arguments: [String]) throws {
        for path in arguments {
            let file = try LayoutFile.load(from: URL(fileURLWithPath: path))
            for s in file.screens {
                print("== \(s.name) (\(s.id)) on \(s.authoredDevice ?? "no device")")
                func dump(_ e: Element, _ depth: Int) {
                    let pad = String(repeating: "  ", count: depth)
                    var line = "\(pad)\(e.id) \(e.role.rawValue)"
                    if let name = e.name { line += " \"\(name)\"" }
                    if let t = e.text { line += " text=\"\(t.prefix(30))\"" }
                    if let a = e.traits?.autoresizing { line += " mask \(a.frame.array) in \(a.parentSize.width)x\(a.parentSize.height)" }
                    if let st = e.traits?.stack { line += " stack \(st.vertical ? "v" : "h") \(st.distribution) \(st.alignment) \(st.spacing)" }
                    if e.hidden == true { line += " hidden" }
                    print(line)
                    for c in e.constraints ?? [] { print("\(pad)  | \(c)") }
                    for v in e.variants { print("\(pad)  ? \(v.when.horizontalSizeClass?.rawValue ?? "-")/\(v.when.verticalSizeClass?.rawValue ?? "-") hidden=\(v.hidden.map(String.init) ?? "-") \(v.constraints ?? [])") }
                    for c in e.children { dump(c, depth + 1) }
                }
                for e in s.document.elements { dump(e, 0) }
                for n in s.document.notes { print("  note \(n.elementID ?? ""): \(n.message)") }
            }
        }
    }
}
