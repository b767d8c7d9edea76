/// A font file fontconfig chose for a ``FontRequest``: the path and the face within it (a `.ttc`
/// collection holds several).
public struct FontFile: Hashable, Sendable {
    /// The file's path.
    public var path: String
    /// The face's index within the file (0 for a plain `.ttf`/`.otf`).
    public var index: Int
    /// The family fontconfig matched (the one requested, or it was an error).
    public var family: String

    /// Describes a face in a file.
    public init(path: String, index: Int = 0, family: String) {
        self.path = path; self.index = index; self.family = family
    }
}
