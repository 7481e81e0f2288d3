exports.shout = (s) => s.toUpperCase() + "!";
exports.whisper = (s) => s.toLowerCase();
