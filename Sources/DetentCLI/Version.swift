/// The version both tools print with `--version`.
public let detentVersion = "0.1.0"
