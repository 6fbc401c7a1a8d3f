// DetentSDL
