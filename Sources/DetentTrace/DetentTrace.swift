// DetentTrace
