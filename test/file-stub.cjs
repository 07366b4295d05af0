// Imported images resolve to their file name in tests, as webpack would resolve them to a URL.
module.exports = { __esModule: true, default: 'test-file-stub.svg' };
