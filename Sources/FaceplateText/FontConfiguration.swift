import CFontconfig

/// The system's fonts as fontconfig knows them (an `FcConfig`, destroyed in `deinit`): resolves a
/// family, weight and language to a font file.
///
/// Loading the configuration reads fontconfig's caches (`fc-cache` keeps them); a theme loads one
/// and resolves its families at start, never while drawing.
public final class FontConfiguration {
    let handle: OpaquePointer

    /// Loads the system configuration and its font list.
    /// - Throws: ``FontError/fontconfigUnavailable`` when fontconfig cannot load its configuration.
    public init() throws {
        guard let config = FcInitLoadConfigAndFonts() else { throw FontError.fontconfigUnavailable }
        handle = config
    }

    deinit { FcConfigDestroy(handle) }

    /// The file holding `request`'s family at its weight.
    ///
    /// fontconfig always answers with *some* font (its substitutes for a missing family); a match
    /// whose families do not include the one asked for is treated as missing, so a theme never draws
    /// in a font nobody chose.
    /// - Throws: ``FontError/familyNotFound(_:package:)`` naming the family and the Debian package
    ///   that provides it, when no installed font has that family.
    public func resolve(_ request: FontRequest) throws -> FontFile {
        let (file, pattern) = try match(request)
        guard pattern.families.contains(where: { $0.lowercased() == request.family.lowercased() }) else {
            throw FontError.familyNotFound(request, package: FontPackages.package(forFamily: request.family))
        }
        return file
    }

    /// The family fontconfig offers for "sans-serif" (whatever is installed), or nil when it has no
    /// font at all: what a theme falls back to when its own family is missing.
    public func defaultFamily() -> String? {
        guard let (_, pattern) = try? match(FontRequest(family: "sans-serif")) else { return nil }
        return pattern.families.first
    }

    /// Whether the installed face for `file`'s family declares support for `language`.
    func supports(_ request: FontRequest, language: String) -> Bool {
        guard let (_, pattern) = try? match(request) else { return false }
        return pattern.supports(language: language)
    }

    private func match(_ request: FontRequest) throws -> (FontFile, FontPattern) {
        guard let pattern = FontPattern() else { throw FontError.fontconfigUnavailable }
        pattern.add(FC_FAMILY, request.family)
        pattern.add(FC_WEIGHT, request.weight.fontconfigWeight)
        pattern.add(FC_SLANT, request.italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        if let language = request.language { pattern.add(FC_LANG, language) }
        FcConfigSubstitute(handle, pattern.handle, FcMatchPattern)
        FcDefaultSubstitute(pattern.handle)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(handle, pattern.handle, &result) else {
            throw FontError.familyNotFound(request, package: FontPackages.package(forFamily: request.family))
        }
        let match = FontPattern(owning: matched)
        guard let path = match.string(FC_FILE) else {
            throw FontError.familyNotFound(request, package: FontPackages.package(forFamily: request.family))
        }
        let file = FontFile(path: path, index: Int(match.integer(FC_INDEX) ?? 0), family: match.string(FC_FAMILY) ?? request.family)
        return (file, match)
    }
}
