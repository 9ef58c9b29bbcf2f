import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {}

export interface FormFields {
  /** The first value of each field, decoded as UTF-8 text. */
  values: Map<string, string>;
  /**
   * Fields whose value is not UTF-8 text (bytes a browser never sends, such as half of a
   * character): refused rather than read with replacement characters.
   */
  unreadable: Set<string>;
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
const PLUS = 0x2b;
const PERCENT = 0x25;
const HEX_PAIR = /^[0-9a-fA-F]{2}$/;

/** Decodes one urlencoded name or value as URLSearchParams does, but undefined for non-text. */
function decodePart(bytes: Buffer): string | undefined {
  const decoded: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const pair = bytes.subarray(i + 1, i + 3).toString('latin1');
    if (bytes[i] === PLUS) decoded.push(0x20);
    else if (bytes[i] === PERCENT && HEX_PAIR.test(pair)) {
      decoded.push(parseInt(pair, 16));
      i += 2;
    } else decoded.push(bytes[i]);
  }
  try {
    return STRICT_UTF8.decode(Uint8Array.from(decoded));
  } catch {
    return undefined;
  }
}

function parseForm(body: Buffer): FormFields {
  const form: FormFields = { values: new Map(), unreadable: new Set() };
  for (const pair of body.toString('latin1').split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const raw = (text: string) => Buffer.from(text, 'latin1');
    const name = decodePart(raw(at === -1 ? pair : pair.slice(0, at)));
    if (name === undefined || form.values.has(name) || form.unreadable.has(name)) continue;
    const value = decodePart(raw(at === -1 ? '' : pair.slice(at + 1)));
    if (value === undefined) form.unreadable.add(name);
    else form.values.set(name, value);
  }
  return form;
}

/** Reads an urlencoded form body, refusing anything beyond `limit` bytes. */
export async function readFormBody(req: IncomingMessage, limit: number): Promise<FormFields> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError(`Form body over ${limit} bytes`);
    chunks.push(buffer);
  }
  return parseForm(Buffer.concat(chunks));
}
