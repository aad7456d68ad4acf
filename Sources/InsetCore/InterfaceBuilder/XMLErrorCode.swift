/// libxml2's error codes (its `xmlParserErrors`), in words: Foundation's parser on Linux hands
/// over only the number.
enum XMLErrorCode {
    /// What libxml2 says where the input ends too soon (Foundation never tells it that the input
    /// is over, so it may also call it content after the end): the element left open says more.
    static let atTheEnd: Set<Int> = [4, 5, 77]
    /// libxml2's warnings (an unknown XML version, an `xml:lang` or `xml:space` value, a namespace
    /// URI, an entity declared twice): the file is well-formed all the same.
    static let warnings: Set<Int> = [27, 93, 97, 98, 99, 100, 102, 106, 107]

    static func describe(_ code: Int) -> String {
        switch code {
        case 9: return tr("it is not well-formed XML: a character that XML doesn't allow")
        case 23: return tr("it is not well-formed XML: an entity reference (&…) has no closing ;")
        case 26, 27: return tr("it is not well-formed XML: an entity (&…;) that XML doesn't define (write & as &amp;)")
        case 38: return tr("it is not well-formed XML: a < inside an attribute's value (write it as &lt;)")
        case 39, 40: return tr("it is not well-formed XML: an attribute's value isn't quoted, or its quote is never closed")
        case 41: return tr("it is not well-formed XML: an attribute without a value")
        case 42: return tr("it is not well-formed XML: an attribute given twice in one tag")
        case 65: return tr("it is not well-formed XML: a space is missing between attributes")
        case 68: return tr("it is not well-formed XML: a tag or attribute without a name")
        case 73: return tr("it is not well-formed XML: a tag isn't closed with >")
        case 76: return tr("it is not well-formed XML: a closing tag doesn't match the tag it closes")
        case 45: return tr("it is not well-formed XML: a comment (<!-- …) is never closed with -->")
        case 80: return tr("it is not well-formed XML: a comment holds two hyphens (--) before its end")
        default: return tr("it is not well-formed XML (parser error {code})", ["code": code])
        }
    }
}
