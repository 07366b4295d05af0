// Imported images resolve to their file name in tests, as webpack resolves them to a URL.
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    const name = JSON.stringify(path.basename(filename));
    return { code: `module.exports = { __esModule: true, default: ${name} };` };
  },
};
