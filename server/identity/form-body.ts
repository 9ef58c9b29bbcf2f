import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {}

/** Reads an urlencoded form body, refusing anything beyond `limit` bytes. */
export async function readFormBody(req: IncomingMessage, limit: number): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError(`Form body over ${limit} bytes`);
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
