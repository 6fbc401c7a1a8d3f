/// The package's one version, which both tools print with `--version`: libdetent's
/// (`DETENT_VERSION` in include/detent.h; a test holds the two equal).
public let detentVersion = "1.3.0"
