// The samples live under a folder named __tests__, where jest's default
// testMatch would take every .js file for a test.
module.exports = {
  testMatch: ["<rootDir>/**/*.test.js"],
};
