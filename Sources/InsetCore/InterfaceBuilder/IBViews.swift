/// What one Interface Builder view tag is in the document model, and what it knows of its own
/// size: role, text, font, priorities and intrinsic size, read from its attributes.
enum IBViews {
    static func role(of view: XElement) -> Role {
        switch view.name {
        case "label", "textView": return .text
        case "button": return .button
        case "imageView": return .image
        case "textField": return .textField
        case "searchBar": return .searchField
        case "switch": return .switch
        case "slider": return .slider
        case "stepper": return .stepper
        case "segmentedControl": return .segmentedControl
        case "pageControl", "datePicker", "control": return .control
        case "tableView", "collectionView": return .list
        case "navigationBar": return .navigationBar
        case "tabBar": return .tabBar
        case "toolbar": return .toolbar
        default: return .view
        }
    }

    /// Whether touches never reach a control: its user interaction is off, or a view holding it
    /// has it turned off, which turns it off for all it holds. Such a control is drawn as a label
    /// or an icon is. Image views and labels are written off by default, which says nothing of a
    /// choice: code often turns a banner's back on for the button laid over it.
    static func receivesNoTouches(_ view: XElement, within root: XElement) -> Bool {
        var current: XElement? = view
        while let v = current {
            if v["userInteractionEnabled"] == "NO", v === view || !["imageView", "label"].contains(v.name) { return true }
            if v === root { return false }
            current = v.parent
        }
        return false
    }

    /// A button that draws nothing: no title, subtitle, glyph, image or background (a
    /// configuration's style, a colour, an image behind it), the tap area laid over a row or a
    /// card. It is no button to look at, so the rules about how a button looks don't measure it.
    static func drawsNothing(_ button: XElement) -> Bool {
        guard button.name == "button", text(of: button)?.isEmpty != false,
              // The system's info, disclosure, add and close buttons draw their glyph; a pop-up
              // button its menu's choice.
              !["detailDisclosure", "infoLight", "infoDark", "contactAdd", "close"].contains(button["buttonType"] ?? ""),
              button["changesSelectionAsPrimaryAction"] != "YES", button.child("menu") == nil else { return false }
        if let configuration = button.child("buttonConfiguration", key: "configuration") {
            guard (configuration["style"] ?? "plain") == "plain", configuration["image"] == nil,
                  configuration["subtitle"] == nil, configuration.child("imageReference") == nil,
                  configuration.children.allSatisfy({ $0["key"] != "attributedSubtitle" && $0["key"] != "attributedTitle" }),
                  configuration.child("backgroundConfiguration").map({ $0.attributes.isEmpty && $0.children.isEmpty }) ?? true else { return false }
        } else if button.children("state").contains(where: { state in
            // Text written as a child, where it holds a line break, or attributed.
            state.child("string") != nil || state.child("attributedString") != nil
        }) {
            return false
        }
        if button.children("state").contains(where: { $0["image"] != nil || $0["backgroundImage"] != nil || $0.child("imageReference") != nil }) {
            return false
        }
        return button.keyed("backgroundColor").map(isClear) ?? true
    }

    /// A colour nothing shows through: alpha 0, or the system's clear colour.
    private static func isClear(_ color: XElement) -> Bool {
        color["alpha"].flatMap(Double.init) == 0 || color["systemColor"] == "clearColor" || color["cocoaTouchSystemColor"] == "clearColor"
    }

    /// The rules about how a button looks, which a button that draws nothing is spared.
    static let lookingRules = ["full-width-button"]

    /// The rules about tapping and focusing controls, which a control no touch reaches is spared.
    static let tappingRules = ["touch-target-size", "control-crowding", "screen-corner-control", "home-indicator", "tv-focus-padding"]

    /// A collection view whose flow layout scrolls horizontally. Xcode writes the direction only
    /// where it isn't the default, vertical; a custom layout's direction isn't written at all.
    static func scrollsSideways(_ view: XElement) -> Bool {
        view.name == "collectionView" && view.child("collectionViewFlowLayout", key: "collectionViewLayout")?["scrollDirection"] == "horizontal"
    }

    /// The tags Interface Builder writes for views: anything else with a frame is an unknown
    /// class, laid out as a plain view.
    static let known: Set<String> = [
        "view", "label", "textView", "button", "imageView", "textField", "searchBar", "switch", "slider",
        "stepper", "segmentedControl", "pageControl", "datePicker", "control", "tableView", "collectionView",
        "navigationBar", "tabBar", "toolbar", "stackView", "scrollView", "containerView", "visualEffectView",
        "tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView",
        "collectionReusableView", "mapView", "wkWebView", "webView", "activityIndicatorView", "progressView",
        "pickerView", "glkView", "sceneKitView", "arscnView", "arskView", "skView", "mtkView", "visualEffectView",
        "tableViewHeaderFooterView", "datePickerView",
    ]

    static func className(of view: XElement) -> String {
        if let custom = view["customClass"] { return custom }
        if let name = specialClassNames[view.name] { return name }
        return "UI" + view.name.prefix(1).uppercased() + view.name.dropFirst()
    }

    private static let specialClassNames = [
        "wkWebView": "WKWebView", "mapView": "MKMapView", "tableViewCellContentView": "UITableViewCellContentView",
        "collectionViewCellContentView": "UICollectionViewCellContentView", "arscnView": "ARSCNView",
        "sceneKitView": "SCNView", "skView": "SKView", "mtkView": "MTKView", "glkView": "GLKView"]

    /// The text a view shows, as its intrinsic size is measured from.
    static func text(of view: XElement) -> String? {
        switch view.name {
        case "label", "textView":
            if let t = view["text"] { return t }
            if let s = view.child("string", key: "text") { return s.stringValue }
            if let a = view.child("attributedString", key: "attributedText") {
                return a.children("fragment").compactMap { $0["content"] ?? $0.child("string", key: "content")?.stringValue }.joined()
            }
            return nil
        case "button":
            if let c = view.child("buttonConfiguration", key: "configuration") {
                // A configured button shows its configuration's title alone: Xcode keeps writing
                // the `<state>` title it had ("Button"), and draws none of it (image-only and empty
                // configured buttons in real files are recorded without it).
                if let t = c["title"] { return t }
                return c.child("attributedString", key: "attributedTitle")?.children("fragment")
                    .compactMap { $0["content"] ?? $0.child("string", key: "content")?.stringValue }.joined()
            }
            let normal = view.children("state").first { $0["key"] == "normal" }
            // A title with a line break is written as a child string.
            return normal?["title"] ?? normal?.child("string", key: "title")?.stringValue
                ?? normal?.child("attributedString")?.children("fragment")
                    .compactMap { $0["content"] ?? $0.child("string", key: "content")?.stringValue }.joined()
        case "textField", "searchBar":
            return view["text"] ?? view["placeholder"]
        case "segmentedControl":
            let titles = view.child("segments")?.children("segment").compactMap { $0["title"] } ?? []
            return titles.isEmpty ? nil : titles.joined(separator: "   ")
        default: return nil
        }
    }

    /// The point size of an attributed text's first run (`<font key="NSFont" size="48" …>`).
    static func attributedFontSize(of view: XElement) -> Double? {
        let string = view.child("attributedString", key: "attributedText")
            ?? view.children("state").first { $0["key"] == "normal" }?.child("attributedString")
        let first = string?.children("fragment").first
        return first?.child("attributes")?.children("font").first { $0["key"] == "NSFont" }?.double("size")
    }

    /// The font name of an attributed text's first run, where it names one.
    static func attributedFontName(of view: XElement) -> String? {
        let string = view.child("attributedString", key: "attributedText")
            ?? view.children("state").first { $0["key"] == "normal" }?.child("attributedString")
        return string?.children("fragment").first?.child("attributes")?.children("font").first { $0["key"] == "NSFont" }?["name"]
    }

    /// A glyph button's image, when it shows no title.
    static func symbol(of view: XElement) -> String? {
        guard view.name == "button", text(of: view)?.isEmpty != false else { return nil }
        if let c = view.child("buttonConfiguration", key: "configuration"), let image = c["image"] { return image }
        return view.children("state").first { $0["key"] == "normal" }?["image"]
    }

    /// An SF Symbol, drawn from the SF font as text is: its size comes from glyph metrics.
    static func showsSymbol(_ view: XElement) -> Bool {
        if view["catalog"] == "system" || view.child("imageReference", key: "image")?["catalog"] == "system" { return true }
        return view.children("state").contains { $0["catalog"] == "system" }
            || view.child("buttonConfiguration", key: "configuration")?.child("imageReference")?["catalog"] == "system"
    }

    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    static let weights: [String: Int] = ["ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
                                         "semibold": 600, "bold": 700, "heavy": 800, "black": 900]

    /// The weight a `fontDescription` gives: `boldSystem`, a system font's `weight`, the
    /// headline style's semibold, or a custom font named `-Bold`, `-SemiBold`…
    static func weight(_ d: XElement?) -> Int? {
        guard let d else { return nil }
        if d["type"] == "boldSystem" { return 700 }
        if let w = d["weight"] { return weights[w] }
        if d["style"] == "UICTFontTextStyleHeadline" { return 600 }
        return d["name"].flatMap(weight(name:)).flatMap { $0 == 400 ? nil : $0 }
    }

    /// The weight a font's PostScript name gives (`-Bold`, `-SemiBold`…), nil where it names none.
    static func weight(name: String) -> Int? {
        guard let suffix = name.split(separator: "-").last?.lowercased() else { return nil }
        return weights.first { suffix.hasPrefix($0.key.lowercased()) }?.value
    }

    /// The font size a `fontDescription` gives, or the text style it names.
    static func font(_ description: XElement?) -> (size: Double?, style: TextStyle?) {
        guard let d = description else { return (nil, nil) }
        if let style = d["style"].flatMap({ textStyles[$0] }) { return (nil, style) }
        return (d.double("pointSize"), nil)
    }

    /// A page control's size by the iOS the Xcode that wrote the file draws: 7 pt dots 9 pt apart
    /// and 37 pt tall before iOS 14; then 26 to 27 pt tall, its width per page and around the
    /// dots redrawn with iOS 14 (Xcode 12: 2 pages 104 pt, 3 121⅓), 15 (3 pages 116 pt, 4 134½,
    /// up to Xcode 15) and 18 (Xcode 16 on: 3 pages 73 to 74 pt, 4 90⅔ to 92), in the page
    /// controls of batches 24 to 34 that nothing else sizes. 32700 is no version: the files that
    /// write it were drawn as Xcode 15's.
    static func pageControlSize(pages: Double, tools: Int?) -> Size {
        switch tools ?? 99999 {
        case ..<17000: return Size(width: 16 * pages - 9, height: 37)
        case ..<18500: return Size(width: (208 + 52 * pages) / 3, height: 82.0 / 3)
        case ..<23000, 32700...: return Size(width: 62 + 18.33 * pages, height: 26)
        default: return Size(width: (61 + 53 * pages) / 3, height: 26)
        }
    }

    /// Priorities, intrinsic sizes, lines, margins, fonts: everything but placement.
    static func traits(of view: XElement, file: IBFile) -> LayoutTraits {
        var t = LayoutTraits()
        t.hugging = AxisPair(horizontal: view.double("horizontalHuggingPriority") ?? 250,
                             vertical: view.double("verticalHuggingPriority") ?? 250)
        t.compressionResistance = AxisPair(
            horizontal: view.double("horizontalCompressionResistancePriority") ?? 750,
            vertical: view.double("verticalCompressionResistancePriority") ?? 750)
        let font = self.font(view.child("fontDescription", key: "fontDescription"))
        t.textStyle = font.style
        t.fixedFont = font.size != nil
        t.fontWeight = weight(view.child("fontDescription", key: "fontDescription"))
        if let name = view.child("fontDescription", key: "fontDescription")?["name"] ?? attributedFontName(of: view) {
            if let font = file.projectFonts[name] {
                t.fontMetrics = font.metrics
                t.fontFile = font.file.path
            } else {
                t.otherFont = !name.hasPrefix(".SF") && !name.hasPrefix("SF")
                t.fontMetrics = AppleFonts.metrics(name)
                // Its Han at its Hangul's width: 63 labels of Chinese in it, in batch 28.
                if name.hasPrefix("AppleSDGothicNeo") { t.fullWidthEm = SystemLineHeights.hangulEm }
            }
        }
        if ["label", "textField", "textView"].contains(view.name) {
            t.textAlignment = view["textAlignment"].flatMap(TextAlignment.init(rawValue:))
        }
        switch view.name {
        case "label":
            t.numberOfLines = Int(view["numberOfLines"] ?? "1") ?? 1
            t.flatWhenEmpty = true
        case "textField":
            let modern = (file.toolsVersion ?? 99999) >= 14800
            if view["borderStyle"] == "roundedRect" {
                // UIKit's rounded-rect field: 34 pt at 14 pt text, taller with larger text; 30 pt
                // before iOS 13 (Xcode 11 and its betas, tools 14800).
                let size = font.size ?? 14
                t.intrinsicHeight = .points(max(34, (size * 1.1933 + 17.33).rounded()) - (modern ? 0 : 4))
                t.contentInsets = EdgeInsets(top: modern ? 8.5 : 6.5, left: 8, bottom: modern ? 8.5 : 6.5, right: 8)
            } else if !modern, let size = font.size {
                // A borderless field before iOS 13, in a fixed font, was its line in whole points
                // (the system font's 14 pt at 17, 16 pt at 20; ProximaNova's 18 pt at 18), and no
                // shorter than the 19 pt of the clear button it shows (17 such fields at 14 and 15 pt).
                let line = (t.fontMetrics ?? .sfPro).wholeLine(at: size)
                let clears = (view["clearButtonMode"] ?? "never") != "never"
                t.intrinsicHeight = .points(clears ? max(line, 19) : line)
                t.contentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            } else {
                // A borderless field is a line and a half point taller than a label's line, and
                // it keeps that line when empty (Mixin's amount fields, 21 pt at 16 pt text).
                t.contentInsets = EdgeInsets(top: 0.75, left: 0, bottom: 0.75, right: 0)
                t.lineWhenEmpty = true
            }
        case "textView" where view["scrollEnabled"] == "NO":
            // A text view that doesn't scroll is as tall as its text, inside its 8 pt text
            // container inset and 5 pt line padding.
            t.numberOfLines = 0
            t.contentInsets = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)
            // Empty, it still lays out one line (70 views in real files were drawn so).
            t.lineWhenEmpty = true
        case "textView":
            t.intrinsicWidth = IntrinsicValue.none; t.intrinsicHeight = IntrinsicValue.none
        case "button" where ["infoLight", "infoDark", "contactAdd", "detailDisclosure"].contains(view["buttonType"] ?? "")
            && text(of: view)?.isEmpty != false:
            // UIKit draws these system glyphs 22 pt square; a configured one inside the plain
            // style's insets, 50 × 34 (all 9 such buttons, in three apps of batches 14 to 23).
            let configured = view.child("buttonConfiguration", key: "configuration") != nil
            t.intrinsicWidth = .points(configured ? 50 : 22); t.intrinsicHeight = .points(configured ? 34 : 22)
            t.contentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        case "button":
            if view.child("buttonConfiguration", key: "configuration") == nil {
                // A legacy button pads its title by its content insets; with none set and no image,
                // UIKit puts 6 pt above and below (any inset set replaces them: the 0.01 pt trick).
                let inset = view.children("inset").first { $0["key"] == "contentEdgeInsets" }
                let edges = ["minY", "minX", "maxY", "maxX"].map { inset?.double($0) ?? 0 }
                let normal = view.children("state").first { $0["key"] == "normal" }
                let image = normal?["image"]
                let untitled = text(of: view)?.isEmpty != false
                let pad = edges.allSatisfy { $0 == 0 } && image == nil ? 6.0 : 0
                t.wholePointTitle = image == nil && !untitled
                t.contentInsets = EdgeInsets(top: pad + edges[0], left: edges[1], bottom: pad + edges[2], right: edges[3])
                let background = normal?["backgroundImage"].flatMap { file.imageSizes[$0] }
                if !untitled { t.backgroundSize = background }
                if untitled, image == nil, view.child("attributedString") == nil {
                    if let size = background {
                        // Drawn as its background image alone: that image's size.
                        t.intrinsicWidth = .points(size.width); t.intrinsicHeight = .points(size.height)
                    } else {
                        // An empty button: 30 pt wide, or as wide as side insets set (all 7 such
                        // buttons of 4 apps in batches 24 to 29, 14 to 60 pt wide); as tall as its
                        // empty title's line padded as a title is, 6 pt above and below or by the
                        // insets set there: UIKit's 30 pt at the system button's 15 pt, 34 at a
                        // custom one's 18, Kikurage's links 33 at a system 17 pt, TousAntiCovid's
                        // bottom buttons 58 with 20 pt above and below. With side insets alone,
                        // or a font other than the system's, 30 or 34 as before.
                        let sides = edges[1] + edges[3], ends = edges[0] + edges[2]
                        let system = ["system", "roundedRect"].contains(view["buttonType"] ?? "")
                        let named = view.child("fontDescription", key: "fontDescription")
                        let size = named == nil ? (system ? 15.0 : 18) : named?["type"] == nil ? nil : Self.font(named).size
                        let line = size.map(FontLineMetrics.sfPro.wholeLine)
                        t.intrinsicWidth = .points(sides > 0 ? sides : 30)
                        if let line, ends > 0 || sides == 0 {
                            t.intrinsicHeight = .points(line + (ends > 0 ? ends : 12))
                        } else {
                            t.intrinsicHeight = .points(system ? 30 : 34)
                        }
                    }
                }
                if untitled, !showsSymbol(view), let name = image, let size = file.imageSizes[name] {
                    // An image-only button is its image's size, inside its insets, but never less
                    // tall than a line of its default 18 pt title: 22 pt (as Xcode drew all 6 such
                    // buttons with shorter images in 752 real files).
                    let line = view.child("fontDescription") == nil ? 22.0 : 0
                    t.intrinsicWidth = .points(size.width + edges[1] + edges[3])
                    t.intrinsicHeight = .points(max(size.height, line) + edges[0] + edges[2])
                }
            } else if let c = view.child("buttonConfiguration", key: "configuration"), text(of: view)?.isEmpty != false {
                if (c["style"] ?? "plain") == "plain", c["buttonSize"] == nil, !showsSymbol(view),
                   c.child("directionalEdgeInsets") == nil, let name = c["image"], let size = file.imageSizes[name] {
                    // A plain configuration showing only an image of the app's own is that image
                    // inside the style's 12 pt side and 7 pt top and bottom insets, at the medium
                    // size (MEETU's 24 pt arrows, drawn 48 × 38; both such buttons of the corpora).
                    t.intrinsicWidth = .points(size.width + 24); t.intrinsicHeight = .points(size.height + 14)
                } else if c["image"] == nil, c.child("imageReference") == nil {
                    // A configuration with nothing to show is its content insets: 14 pt across and 7
                    // above and below (Xcode drew both such buttons in real files 14 pt tall).
                    t.intrinsicWidth = .points(28); t.intrinsicHeight = .points(14)
                }
            }
        case "imageView":
            if let name = view["image"] ?? view.child("imageReference", key: "image")?["image"], var size = file.imageSizes[name] {
                if showsSymbol(view) {
                    // The file gives a symbol's shape scaled to 128; UIKit draws it about 20 pt across.
                    let scale = 20 / max(1, max(size.width, size.height))
                    size = Size(width: size.width * scale, height: size.height * scale)
                }
                t.intrinsicWidth = .points(size.width); t.intrinsicHeight = .points(size.height)
            }
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(view["style"] ?? "")
            t.intrinsicWidth = .points(large ? 37 : 20); t.intrinsicHeight = .points(large ? 37 : 20)
        case "progressView":
            // 4 pt since iOS 14 (Xcode 12, tools 17000); 2 pt before.
            t.intrinsicHeight = .points((file.toolsVersion ?? 99999) >= 17000 ? 4 : 2)
        case "switch":
            // UISwitch's frame is 51 pt wide; constraints place its 49 pt alignment rectangle.
            // iOS 26's is 63 × 28, its alignment rectangle 61 wide.
            t.intrinsicWidth = .points(file.drawsIOS26 ? 61 : 49); t.intrinsicHeight = .points(file.drawsIOS26 ? 28 : 31)
            t.alignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "slider":
            if file.drawsIOS26 {
                // iOS 26's slider is 34 pt tall and placed by its frame (all 13 constraints on
                // such sliders in real files fit no inset).
                t.intrinsicHeight = .points(34)
                t.alignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            } else {
                // Constraints place a 30 pt track; the 31 pt frame's thumb overhangs 2 pt either
                // side and 1 pt below (82 constraints on sliders in real files fit only that
                // bottom point, none only its absence but half-point centres).
                t.intrinsicHeight = .points(30)
                t.alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
            }
        case "segmentedControl":
            // Drawn 32 pt tall since iOS 13 (29 before); constraints place the frame less its
            // bottom point.
            t.intrinsicHeight = .points((file.toolsVersion ?? 99999) >= 14800 ? 31 : 28)
            t.alignmentInsets = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        case "stepper" where (file.toolsVersion ?? 99999) < 14800:
            // 94 × 32 since iOS 13 (Xcode 11); 29 pt tall before.
            t.intrinsicHeight = .points(29)
        case "searchBar":
            // 56 pt since iOS 11 (Xcode 9, tools 13000); 44 before (Yep's search bars of Xcode 7
            // and 8, 5 of 5 that nothing else sizes).
            t.intrinsicHeight = .points((file.toolsVersion ?? 99999) >= 13000 ? 56 : 44)
        case "pageControl":
            let size = pageControlSize(pages: Double(view["numberOfPages"].flatMap(Int.init) ?? 3), tools: file.toolsVersion)
            t.intrinsicWidth = .points(size.width)
            t.intrinsicHeight = .points(size.height)
        case "pickerView":
            // UIPickerView is 216 pt tall where nothing else sizes it: Xcode 7, 8 and 13 drew
            // all 4 such pickers of batches 38 and 39 so.
            t.intrinsicHeight = .points(216)
        case "datePicker":
            if view["datePickerMode"] != "date" || view["style"] == nil || view["style"] == "wheels" { t.intrinsicHeight = .points(216) }
        case "stackView":
            t.stack = stack(of: view)
        default: break
        }
        if let w = view["placeholderIntrinsicWidth"] { t.intrinsicWidth = w == "infinite" ? IntrinsicValue.none : Double(w).map { .points($0) } }
        if let h = view["placeholderIntrinsicHeight"] { t.intrinsicHeight = h == "infinite" ? IntrinsicValue.none : Double(h).map { .points($0) } }
        if view.name == "view", let id = view["id"], let designed = file.designedSizes[id] {
            // An `@IBDesignable` view's own code gave Xcode's canvas this size, not the
            // placeholder, or the none it had (Habitica's tag lists: 20 pt tall, and the rows
            // around them with them).
            t.intrinsicWidth = designed.width.map { .points($0) } ?? IntrinsicValue.none
            t.intrinsicHeight = designed.height.map { .points($0) } ?? IntrinsicValue.none
        }
        var own: EdgeInsets?
        if let m = view.children("edgeInsets").first(where: { $0["key"] == "layoutMargins" }) {
            own = EdgeInsets(top: m.double("top") ?? 8, left: m.double("left") ?? 8,
                             bottom: m.double("bottom") ?? 8, right: m.double("right") ?? 8)
        } else if let m = view.children("directionalEdgeInsets").first(where: { $0["key"] == "directionalLayoutMargins" }) {
            own = EdgeInsets(top: m.double("top") ?? 8, left: m.double("leading") ?? 8,
                             bottom: m.double("bottom") ?? 8, right: m.double("trailing") ?? 8)
        }
        let cellContent = ["tableViewCellContentView", "tableViewCell"].contains(view.name)
        if let own, !(cellContent && file.drawsIOS11) {
            t.layoutMargins = own
        } else if view.name == "stackView" {
            t.layoutMargins = .all(0)
        } else if cellContent, !file.drawsIOS11 {
            // Before iOS 11 (Xcode 9.1) a cell's content view had 8 pt margins all round,
            // or its table's 15 pt at the sides where it preserved its superview's.
            let side = view.flag("preservesSuperviewLayoutMargins") ? 15.0 : 8
            t.layoutMargins = EdgeInsets(top: 8, left: side, bottom: 8, right: side)
        } else if cellContent {
            // A cell's content view takes its table's side margins, and 11 pt above and below;
            // a prototype drawn as iOS 26 15 pt (36 of 43 pins to those margins in Xcode 26 files,
            // in plain, grouped and inset grouped tables; 218 of 246 were 11 before).
            let cell = view.name == "tableViewCell" ? view : view.parent
            let ownCell = cell?.parent?.name == "objects"
            let vertical = file.drawsIOS26 && !ownCell ? 15.0 : 11
            t.layoutMargins = EdgeInsets(top: vertical, left: 16, bottom: vertical, right: 16)
            t.systemSideMargins = true
            t.besideAccessory = (cell?["accessoryType"] ?? "none") != "none"
            // Xcode 9.1 to 11 drew a table's cells 15 pt in from its sides below the large
            // iPhones, on the iPads too, unless the table was a table view controller's view
            // (static cells always are): 75 of 82 pins to such margins were at 15 pt, and 26 of
            // 26 in a table view controller's cells at the screen's 16.
            var table = cell?.parent
            while let up = table, up.name != "tableView" { table = up.parent }
            if !ownCell, file.platform != .tvOS, let table, let tools = file.toolsVersion, tools < 17000,
               table.parent?.name != "tableViewController" {
                t.tableSideMargin = 15
            }
            if ownCell, let width = cell.flatMap(frame(of:))?.width {
                // A xib's own cell is drawn as wide as the file has it, as if its table were.
                t.sideMarginsWidth = width
                // On the 375 pt iPhones Xcode 11 drew 14 of 14 such cells with 15 pt margins, at
                // every width; Xcode 12 on drew those of 414 pt and more with 16 (4 of 4), where
                // Xcode 10 had drawn them with 20 (8 of 8).
                let tools = file.toolsVersion ?? 99999
                if tools >= 14800 { t.smallPhoneSideMargin = tools < 17000 ? 15 : 16 }
            }
            if let own {
                // Margins set on a cell's content view keep their top and bottom, but its sides
                // never come in closer than its table's: Xcode drew 0, 10, 12 and 19 pt sides at
                // the table's 15 to 20, and 15 and 22 pt where those were as wide or wider (9 cells
                // of batches 24 to 35 from Xcode 9.2; the 3 before it kept theirs as set).
                t.layoutMargins = EdgeInsets(top: own.top, left: 16, bottom: own.bottom, right: 16)
                t.sideMarginsFloor = own
            }
        }
        return t
    }

    /// `UIStackView.spacingUseSystem` between views: every one of 68 such gaps Xcode recorded
    /// in 16 real files was 8 pt, but for baselines and room shared out.
    static let standardSpacing = 8.0

    static func stack(of view: XElement) -> StackArrangement {
        let alignment = StackArrangement.Alignment(rawValue: view["alignment"] ?? "fill")
            ?? (view["alignment"] == "baseline" ? .lastBaseline : .fill)
        return StackArrangement(
            vertical: view["axis"] == "vertical",
            distribution: StackArrangement.Distribution(rawValue: view["distribution"] ?? "fill") ?? .fill,
            alignment: alignment, spacing: view.double("spacing") ?? (view["spacingType"] == "standard" ? standardSpacing : 0),
            baselineRelative: view.flag("baselineRelativeArrangement"),
            // Margins Xcode writes for a stack are ones it arranges inside: all 16 such stacks in 752
            // real files had their views within them, and none had the flag written.
            marginsRelative: view.flag("layoutMarginsRelativeArrangement")
                || view.children.contains { $0["key"] == "layoutMargins" || $0["key"] == "directionalLayoutMargins" })
    }

    /// A view a xib holds that Xcode keeps at its own size (`freeformSimulatedSizeMetrics`).
    static func isFreeform(_ view: XElement) -> Bool {
        view.children.contains { $0.name == "freeformSimulatedSizeMetrics" }
    }

    static func frame(of view: XElement) -> Rect? {
        guard let r = view.child("rect", key: "frame") else { return nil }
        return Rect(x: r.double("x") ?? 0, y: r.double("y") ?? 0, width: r.double("width") ?? 0, height: r.double("height") ?? 0)
    }

    /// The views inside `view`, back to front: its subviews, and the cells, headers and content
    /// views that lists and cells hold under other keys.
    static func children(of view: XElement) -> [XElement] {
        var out = view.child("subviews")?.children ?? []
        switch view.name {
        case "tableView":
            out += [view.keyed("tableHeaderView")].compactMap { $0 }
            out += view.child("prototypes")?.children ?? []
            for section in view.child("sections")?.children("tableViewSection") ?? [] {
                out += section.child("cells")?.children ?? []
            }
            out += [view.keyed("tableFooterView")].compactMap { $0 }
        case "collectionView":
            out += view.child("cells")?.children ?? []
            out += view.children.filter { $0.name == "collectionReusableView" }
        case "tableViewCell", "collectionViewCell", "visualEffectView", "tableViewHeaderFooterView":
            if let content = view.keyed("contentView"), !out.contains(where: { $0 === content }) { out.insert(content, at: 0) }
        default: break
        }
        // Xcode writes no frame for a view at frame zero. Elsewhere such a view was never laid
        // out (Xcode 8 files hold hundreds, whose neighbours it would move); a stack arranges it
        // all the same, with its spacing (an empty label, 6 of 10 in the files surveyed).
        return out.filter { $0["id"] != nil && ($0.child("rect", key: "frame") != nil || view.name == "stackView") }
    }
}
