import { connect } from 'node:net';

/** What became of a connection that sent its request's headers a byte a second. */
export interface SlowClientOutcome {
  /** From the first byte sent until the server closed the connection. */
  closedAfterMs: number;
  /** The status line the server answered before closing, if any. */
  statusLine: string;
}

/**
 * Opens a connection to `url` and sends a GET's headers one byte a second, as a client tying up
 * the server would (a few bytes keep a socket open where only an idle timeout applies).
 * Resolves once the server closes the connection; gives up after `giveUpAfterMs`.
 */
export function sendHeadersSlowly(url: string, giveUpAfterMs = 40_000): Promise<SlowClientOutcome> {
  const { hostname, port } = new URL(url);
  const headers = `GET / HTTP/1.1\r\nHost: ${hostname}\r\nX-Padding: ${'a'.repeat(60)}\r\n\r\n`;
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let sent = 0;
    let answer = '';
    let startedAt = Date.now();
    const sendNext = () => socket.write(headers[sent++ % headers.length]);
    const ticker = setInterval(sendNext, 1_000);
    const giveUp = setTimeout(() => socket.destroy(), giveUpAfterMs);
    socket.once('connect', () => {
      startedAt = Date.now();
      sendNext();
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - startedAt, statusLine: answer.split('\r\n')[0] });
    });
  });
}
