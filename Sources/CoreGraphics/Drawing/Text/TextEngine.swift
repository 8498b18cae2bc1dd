import CCairo
import CPango
import Foundation

/// The one pango font map and context every text layout uses, pinned to the DejaVu fonts.
///
/// Determinism is the point: fontconfig is given a configuration that knows only Debian's DejaVu directory, so
/// other fonts installed on a machine never change the output; hinting is off and glyph positions are not rounded,
/// so a layout measures the same at any scale and draws exactly where it measured. pango's font maps are not
/// thread-safe, so every use goes through `withLock`.
final class TextEngine: @unchecked Sendable {
    // Sendable because every access to the pango objects is serialised by `lock`.
    static let shared = TextEngine()

    /// Where fonts-dejavu-core installs the fonts.
    static let fontDirectory = "/usr/share/fonts/truetype/dejavu"

    private let lock = NSLock()
    /// Whether text is pinned to the DejaVu directory (false where it is missing and system fonts are used).
    let usesPinnedFonts: Bool
    let fontMap: OpaquePointer
    let context: OpaquePointer
    /// The fontconfig configuration pango reads: the pinned one, or nil for fontconfig's current one. Fonts
    /// registered at run time (`FontRegistry`) are added to it as application fonts.
    let fontConfig: OpaquePointer?

    private init() {
        guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            fatalError("pango has no fontconfig/FreeType font map: is libpango1.0-dev installed (make deps)?")
        }
        var pinned = false
        var pinnedConfig: OpaquePointer?
        if FileManager.default.fileExists(atPath: Self.fontDirectory), let config = FcConfigCreate() {
            // The system's font cache (made when the fonts were installed) and the user's, so fontconfig neither
            // rescans the fonts every run nor complains that it has nowhere to keep a cache.
            let xml = """
                <?xml version="1.0"?>
                <fontconfig>
                  <dir>\(Self.fontDirectory)</dir>
                  <cachedir>/var/cache/fontconfig</cachedir>
                  <cachedir prefix="xdg">fontconfig</cachedir>
                </fontconfig>
                """
            let loaded = xml.withCString { text in
                text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
                    FcConfigParseAndLoadFromMemory(config, $0, 1)
                }
            }
            // Without it (not a Debian machine) text falls back to the system's fonts.
            if loaded != 0, FcConfigBuildFonts(config) != 0 {
                pango_fc_font_map_set_config(flipbook_pango_fc_font_map(fontMap), config)
                pinned = true
                // Kept (never destroyed: the engine lives as long as the process) so fonts can be added to it.
                pinnedConfig = config
            } else {
                FcConfigDestroy(config)
            }
        }
        fontConfig = pinnedConfig
        self.fontMap = fontMap
        usesPinnedFonts = pinned
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// Tells pango that fonts were added to or removed from `fontConfig`, so the next layout sees them.
    /// Call inside `withLock`.
    func fontConfigurationChanged() {
        pango_fc_font_map_config_changed(flipbook_pango_fc_font_map(fontMap))
    }

    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// An owned pango font description.
final class PangoFontDescription {
    let pointer: OpaquePointer

    init(_ font: TextFont) {
        pointer = pango_font_description_new()
        pango_font_description_set_family(pointer, font.family)
        pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(font.weight)))
        pango_font_description_set_style(pointer, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(pointer, Double(font.pointSize) * Double(PANGO_SCALE))
    }

    deinit {
        pango_font_description_free(pointer)
    }
}
