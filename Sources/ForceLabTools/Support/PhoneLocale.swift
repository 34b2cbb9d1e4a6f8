import ForceLabOptions
import ForceLabSDL
import ForceLabText
import QuickActions
import Simulator

// The one place the phone's language changes. Before, the play command, the window's L key and
// replay each kept the own apps' names, the scene content and the fonts in step by hand, and L
// and replay never told the fonts: a zh-Hans phone drew its Han text with the Japanese face.
extension StageOptions {
    /// The stage and the scene's content in `locale`: the own apps' names, each app's
    /// localization and the layout's direction (`LocaleID.direction`) follow it, and then the
    /// fonts' Han face. Used at start (`--locale`), by L in the window, on a reload and for
    /// each recording replayed. When loading fails nothing has changed, fonts included (the
    /// window keeps its last good state).
    package func switching(to locale: LocaleID?, fonts: FontLibrary) throws -> (
        stage: StageOptions, content: SceneContent
    ) {
        var stage = self
        stage.localize(locale)
        // The own apps' items as their build makes them (settings expanded), not reread raw.
        let content = try SceneContent.load(
            scene: stage.scene, device: stage.device, locale: locale, strings: stage.systemStrings,
            loadApp: stage.ownApps.loadShortcuts)
        stage.dress(fonts)
        return (stage, content)
    }

    /// Sets `fonts` to draw as this stage's locale does: the Han face iOS picks for its language
    /// (a replay shares one font library between recordings in different languages).
    package func dress(_ fonts: FontLibrary) {
        fonts.follow(locale)
    }
}

extension FontLibrary {
    /// Draws Han text with the face iOS picks for `locale`'s language (Simplified Chinese for
    /// zh-Hans, Japanese for ja, ...): the one place a command sets the fonts' language, so the
    /// window, replay, preview and the contact sheet cannot drift apart.
    package func follow(_ locale: LocaleID?) {
        language = locale.identifier
    }
}
