exports.div = (a, b) => {
  if (b === 0) throw new RangeError("division by zero");
  return a / b;
};
