const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom without the Fetch API: react-router's data routers build `Request`s. Lend jsdom Node's
 * implementation, with Node's AbortController so that signals and requests agree.
 */
class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;
