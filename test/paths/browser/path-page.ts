import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Session } from './accounts';
import type { SystemAddresses } from './system-under-test';

/** The desktop size every path runs at; the browser tests cover the phone layout. */
const VIEWPORT = { width: 1280, height: 900 };

/**
 * The browser of one path: a fresh context (no cookies, no storage) opened by the path's first
 * step, signed in or not, with the page's clock under the path's control when the model has
 * timed transitions. Its trace is recorded from the start and kept when the path fails.
 */
export class PathPage<World> {
  private opened?: { context: BrowserContext; page: Page };

  constructor(
    private readonly browser: Browser,
    readonly system: SystemAddresses,
    readonly world: World,
    private readonly options: { clock: boolean },
  ) {}

  /**
   * Opens a context (signed in as `session`, if given) at `url`. With a clock, the page's time is
   * Playwright's from the start and flows while the page loads; the runner pauses it once the
   * page is there (paused-clock.ts), and from then on only the path's steps move it.
   */
  async open(url: string, session?: Session): Promise<Page> {
    await this.close();
    const context = await this.browser.newContext({
      viewport: VIEWPORT,
      storageState: session?.storageState,
    });
    // DOM snapshots only: the runner saves a picture of every step already, and the trace's own
    // screencast took a fifth of each path's time.
    await context.tracing.start({ snapshots: true });
    const page = await context.newPage();
    if (this.options.clock) await page.clock.install();
    this.opened = { context, page };
    await page.goto(url);
    return page;
  }

  get page(): Page {
    if (!this.opened) throw new Error('The path has not opened a page yet');
    return this.opened.page;
  }

  get isOpen(): boolean {
    return this.opened !== undefined;
  }

  /** Ends the trace, saving it to `traceFile` when given, and closes the context. */
  async close(traceFile?: string): Promise<void> {
    if (!this.opened) return;
    const { context } = this.opened;
    this.opened = undefined;
    await context.tracing.stop(traceFile ? { path: traceFile } : undefined);
    await context.close();
  }
}
