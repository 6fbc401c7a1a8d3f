// DetentPicker
