exports.noop = () => undefined;
