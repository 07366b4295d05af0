import { constants, type BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import { brotliCopy } from '@site/contracts/brotli-copies';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Writes each script and style sheet's brotli copy beside it (`@site/contracts/brotli-copies`,
 * decision 046), at brotli's highest quality: once here, never per request.
 */
export const brotliCopiesPlugin = () =>
  new CompressionPlugin<BrotliOptions>({
    algorithm: 'brotliCompress',
    compressionOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    },
    filename: `[path][base]${brotliCopy.suffix}`,
    test: new RegExp(`(${brotliCopy.extensions.map(escaped).join('|')})$`),
    // The plugin's bound is exclusive; the hosts compress from `minBytes` on.
    threshold: brotliCopy.minBytes - 1,
  });
