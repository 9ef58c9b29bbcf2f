import type { Page, Request, Route } from 'playwright-core';
import { createHeldWriteSlot } from '../support/held-write';
import type { PauseWrite } from '../support/orders-pause-expected';
import type { OrderWrite } from '../support/owner-order-expected';

/** The writes a path may hold: a pause, a status change, a removal or a resume. */
export type HeldWrite = PauseWrite | OrderWrite;

/** The writes the order paths hold, unless a path names its own. */
const ORDER_WRITES: readonly OrderWrite[] = ['PATCH', 'DELETE', 'POST'];

/**
 * The page's writes to the API, held at the browser's edge until the path has the server answer
 * them, as the jsdom runners' fake servers hold them: one that succeeds goes on to the real API,
 * one that fails is answered 500 here (the real server cannot be told to fail). Reads pass.
 */
export class HeldWrites<Method extends HeldWrite = OrderWrite> {
  private readonly writes = createHeldWriteSlot<Method, Promise<void>>();
  private readonly sent: Request[] = [];
  /** Set while `reachServerAnswerHeld` answers: told how to let the saved write's answer go. */
  private answerHeld?: (release: () => Promise<void>) => void;

  private constructor(private readonly methods: readonly Method[]) {}

  /** Holds the page's writes (of `methods`) to every address under `prefix` from now on. */
  static async on<Method extends HeldWrite = OrderWrite>(
    page: Page,
    prefix: string,
    // Without `methods`, Method is OrderWrite: the cast only satisfies the compiler.
    methods: readonly Method[] = ORDER_WRITES as readonly Method[],
  ): Promise<HeldWrites<Method>> {
    const writes = new HeldWrites(methods);
    await page.route(
      (url) => url.href.startsWith(prefix),
      (route) => writes.hold(route),
    );
    return writes;
  }

  private async hold(route: Route): Promise<void> {
    const method = route.request().method();
    if (!this.isHeld(method)) return route.fallback();
    this.sent.push(route.request());
    // The models answer one write before the page can send the next: a second one is a fault.
    if (this.writes.heldWrite()) return route.abort();
    this.writes.hold(method, async (succeeds) => {
      if (succeeds && this.answerHeld) {
        // The write reaches the API and is saved there; its answer waits here.
        const response = await route.fetch();
        this.answerHeld(async () => {
          await route.fulfill({ response });
          await (await route.request().response())?.finished();
        });
        return;
      }
      if (succeeds) await route.continue();
      else await route.fulfill(serverError(route.request()));
      await (await route.request().response())?.finished();
    });
  }

  private isHeld(method: string): method is Method {
    return (this.methods as readonly string[]).includes(method);
  }

  /** How many writes of this kind the page has sent. */
  sentCount(method: Method): number {
    return this.sent.filter((request) => request.method() === method).length;
  }

  /** The kind of write waiting for an answer, if any. */
  waiting(): Method | null {
    return this.writes.heldWrite() ?? null;
  }

  /** The server answers the held write, and the answer has reached the page. */
  async answer(method: Method, succeeds: boolean): Promise<void> {
    await this.writes.answer(method, succeeds);
  }

  /**
   * The held write reaches the server, which saves it, but its answer is held here: the page is
   * not told until the returned function lets the answer go (and it has reached the page).
   */
  async reachServerAnswerHeld(method: Method): Promise<() => Promise<void>> {
    const release = new Promise<() => Promise<void>>((resolve) => {
      this.answerHeld = resolve;
    });
    try {
      await this.writes.answer(method, true);
    } finally {
      this.answerHeld = undefined;
    }
    return release;
  }
}

/** A 500 the page may read: the API is another origin, so the answer carries its CORS headers. */
export function serverError(request: Request) {
  return {
    status: 500,
    headers: {
      'access-control-allow-origin': request.headers().origin ?? '*',
      'access-control-allow-credentials': 'true',
    },
    json: { message: 'Internal Server Error' },
  };
}
