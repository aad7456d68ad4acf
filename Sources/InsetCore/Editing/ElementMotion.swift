/// Moves and resizes: edges that move by some distance, turned into new frames or new constants.
enum ElementMotion {
    /// Moves the edges of `id` as laid out in `environment`. A constraint whose first item is the
    /// element, in any element's list in force there, gets its constant changed by what keeps it
    /// holding at the new frame: for `first == m * second + c`, `c` grows by how far `first` moves
    /// less `m` times how far `second` moves (when `second` is the element too). A move changes
    /// every such constraint, so the element's whole system translates; a resize changes only
    /// equalities, leaving limits such as `width >= 44` as the designer set them.
    static func apply(_ offsets: EdgeOffsets, resizing: Bool, to id: String, frame: Rect?,
                      in environment: Environment?, document: inout LayoutDocument) throws(EditError) {
        guard let path = document.path(of: id) else { throw .noElement(id) }
        let keys = document[path: path].keysInForce(in: environment)
        let horizontal = offsets.left != 0 || offsets.right != 0
        let vertical = offsets.top != 0 || offsets.bottom != 0
        guard horizontal || vertical else { return }

        // A storyboard's view placed by its autoresizing mask moves its recorded frame.
        if !keys.isPlacedByConstraints, keys.frame == nil, let mask = document[path: path].traits?.autoresizing {
            let f = mask.frame
            let new = Rect(x: rounded(f.x + offsets.left), y: rounded(f.y + offsets.top),
                           width: rounded(f.width + offsets.offset(of: .width)),
                           height: rounded(f.height + offsets.offset(of: .height)))
            try checkSize(new.width, .width, of: id)
            try checkSize(new.height, .height, of: id)
            document.modifyElement(at: path) { $0.traits?.autoresizing?.frame = new }
            return
        }
        guard keys.isPlacedByConstraints else {
            guard let old = keys.frame else { throw .notPlaced(elementID: id, axis: horizontal ? .horizontal : .vertical) }
            let new = Rect(x: rounded(old.x + offsets.left), y: rounded(old.y + offsets.top),
                           width: rounded(old.width + offsets.offset(of: .width)),
                           height: rounded(old.height + offsets.offset(of: .height)))
            try checkSize(new.width, .width, of: id)
            try checkSize(new.height, .height, of: id)
            document.modifyElement(at: path) { $0.setFrame(new, keys.frameSource) }
            return
        }

        let rightToLeft = environment?.isRightToLeft ?? false
        var placed: Set<Axis> = []
        /// Attributes that equalities fix, per axis, before the change.
        var fixed: [Axis: Set<Attribute>] = [:]
        for (elementPath, element) in document.pathsAndElements {
            // Only lists that mention the id can name it; most of a long screen is skipped unparsed.
            guard element.id == id || (element.constraintLists.contains { $0.list.contains { $0.contains(id) } }
                                       && document.isLaidOut(at: elementPath, in: environment)) else { continue }
            let ownerKeys = element.id == id ? keys : element.keysInForce(in: environment)
            var list = ownerKeys.constraints
            var changed = false
            for (index, text) in list.enumerated() {
                guard let spec = try? ConstraintParser.parse(text),
                      names(spec.first.item, id, owner: element.id) else { continue }
                let attribute = spec.first.attribute
                let axis: Axis = attribute.isHorizontal ? .horizontal : .vertical
                if attribute.isPosition { placed.insert(axis) }
                if spec.relation == .equal { fixed[axis, default: []].insert(attribute.resolved(rightToLeft: rightToLeft).frameAttribute) }
                if resizing && spec.relation != .equal { continue }

                // Shared with live drags, so what a drag shows is what the file gets.
                let delta = LiveMotion.shift(of: spec, owner: element.id, id, offsets, rightToLeft: rightToLeft)
                guard delta != 0 else { continue }
                list[index] = ConstraintText.settingConstant(of: text, spec: spec, to: rounded(spec.constant + delta))
                changed = true
            }
            if changed { document.modifyElement(at: elementPath) { $0.setConstraintList(list, ownerKeys.constraintSource) } }
        }

        if !resizing {
            if horizontal && !placed.contains(.horizontal) { throw .notPlaced(elementID: id, axis: .horizontal) }
            if vertical && !placed.contains(.vertical) { throw .notPlaced(elementID: id, axis: .vertical) }
            return
        }
        // A size nothing fixes (one pinned edge and the content's own size) is set outright.
        var added: [String] = []
        for (axis, size) in [(Axis.horizontal, Attribute.width), (.vertical, .height)] {
            let change = offsets.offset(of: size)
            let attributes = fixed[axis] ?? []
            guard change != 0, attributes.count < 2, !attributes.contains(size) else { continue }
            guard let frame else {
                throw .invalidValue(elementID: id, key: size.rawValue, reason: tr("its size is not known, so it can't be resized"))
            }
            let new = rounded((axis == .horizontal ? frame.width : frame.height) + change)
            try checkSize(new, size, of: id)
            added.append("\(size.rawValue) == \(ConstraintText.number(new))")
        }
        if !added.isEmpty {
            document.modifyElement(at: path) { element in
                let list = element.constraintList(keys.constraintSource) ?? []
                element.setConstraintList(list + added, keys.constraintSource)
            }
        }
    }

    /// Whether `item`, in a list belonging to `owner`, is the element `id`.
    private static func names(_ item: ItemRef, _ id: String, owner: String) -> Bool {
        item == .element(id) || (item == .this && owner == id)
    }

    private static func checkSize(_ value: Double, _ size: Attribute, of id: String) throws(EditError) {
        guard value < 0 else { return }
        throw .invalidValue(elementID: id, key: size.rawValue,
                            reason: tr("it would be {value}; it must be 0 or more", ["value": ConstraintText.number(value)]))
    }

    /// To a millionth of a point, as the engine reports frames, so drags don't write `16.000000000000004`.
    static func rounded(_ value: Double) -> Double {
        let r = (value * 1e6).rounded() / 1e6
        return r == 0 ? 0 : r
    }
}

extension LayoutDocument {
    /// Every element with its path, depth first.
    var pathsAndElements: [(path: ElementPath, element: Element)] {
        var out: [(ElementPath, Element)] = []
        func walk(_ list: [Element], _ prefix: ElementPath) {
            for (index, element) in list.enumerated() {
                out.append((prefix + [index], element))
                walk(element.children, prefix + [index])
            }
        }
        walk(elements, [])
        return out
    }
}
