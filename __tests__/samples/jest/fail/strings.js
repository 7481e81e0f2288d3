function shout(text) {
  return text.toUpperCase() + "!";
}

module.exports = { shout };
