/**
 * The page's one write held out at a time, as the runners hold it: a jsdom runner's fake server
 * and a browser runner's network edge hold a write until the path has the server answer it, so
 * the page can be seen while the write is out. What answering does is the holder's: a fake
 * server's handler answers the test network, the browser's route goes on to the API or fails.
 */
export interface HeldWriteSlot<Method extends string, Answered = void> {
  /** Holds a write of `method`; `answer` is what the server does once the path has it answer. */
  hold(method: Method, answer: (succeeds: boolean) => Answered): void;
  /** The kind of write waiting for an answer, if any. */
  heldWrite(): Method | undefined;
  /** The server answers the held write, which must be of `method`, and lets the next be held. */
  answer(method: Method, succeeds: boolean): Answered;
}

export function createHeldWriteSlot<Method extends string, Answered = void>() {
  let held: { method: Method; answer: (succeeds: boolean) => Answered } | undefined;
  const slot: HeldWriteSlot<Method, Answered> = {
    hold(method, answer) {
      held = { method, answer };
    },
    heldWrite: () => held?.method,
    answer(method, succeeds) {
      if (held?.method !== method) throw new Error(`No ${method} is waiting for an answer`);
      const { answer } = held;
      held = undefined;
      return answer(succeeds);
    },
  };
  return slot;
}

/** A fake server's handler waits here until the test answers its write: whether it succeeds. */
export const untilAnswered = <Method extends string>(
  writes: HeldWriteSlot<Method>,
  method: Method,
): Promise<boolean> => new Promise((resolve) => writes.hold(method, resolve));
