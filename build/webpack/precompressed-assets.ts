import { type BrotliOptions, constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import { gzip as zopfliGzip, type ZopfliOptions } from '@gfx/zopfli';
import type webpack from 'webpack';

/**
 * Files the web server sends precompressed (local/web/web-server.ts, preCompressed): scripts,
 * styles, the page and SVG. Pictures (AVIF, WebP, PNG) are compressed already.
 */
const COMPRESSIBLE = /\.(js|css|html|svg)$/;

/** Zopfli's gzip: a standard gzip stream, some percent smaller than zlib's level 9. */
function zopfli(
  input: Buffer,
  options: ZopfliOptions,
  callback: (error: Error | null | undefined, result: Buffer) => void,
): void {
  zopfliGzip(input, options, (error, output) => callback(error, Buffer.from(output)));
}

/**
 * Writes `<file>.gz` (zopfli, 15 iterations) and `<file>.br` (brotli quality 11) next to each
 * compressible file, whatever its size: the server then sends them as they are.
 */
export function precompressedAssets(): webpack.WebpackPluginInstance[] {
  return [
    new CompressionPlugin<ZopfliOptions>({
      test: COMPRESSIBLE,
      filename: '[path][base].gz',
      algorithm: zopfli,
      compressionOptions: { numiterations: 15 },
      threshold: 0,
      minRatio: Infinity,
    }),
    new CompressionPlugin<BrotliOptions>({
      test: COMPRESSIBLE,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: Infinity,
    }),
  ];
}
