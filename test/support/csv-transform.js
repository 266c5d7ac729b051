// Jest transform: a CSV file imports as its text, as the esbuild "text" loader does in the bundle.
module.exports = {
  process(source) {
    return { code: 'module.exports = { __esModule: true, default: ' + JSON.stringify(source) + ' };' };
  },
};
