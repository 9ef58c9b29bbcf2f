import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * JSON and text, never an event stream: compression buffers what it is given until it has a
 * block to write, and an order event must reach its page when it happens.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)/u;

/**
 * Brotli or gzip, as the request's Accept-Encoding allows (brotli first), for JSON answers of
 * 1 kB or more. Registered before the routes: it adds its onSend hook to each route after the
 * route's own, so an ETag is worked out from the JSON itself (the same for every encoding, and
 * weak, as RFC 9110 allows for such variants) and a 304 has no body to compress. Request bodies
 * are not decompressed: the API takes plain JSON and multipart.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
