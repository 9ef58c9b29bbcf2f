import type { Route } from 'playwright-core';

/** What a step does with a held request: lets it through to the system, or answers it itself. */
export type Answer = (route: Route) => Promise<void>;

/**
 * The page's requests of one kind, held until the path's step lets them through, so the page
 * can be seen while it waits for them. Once released, later requests of the kind (a page loaded
 * again after Back) are answered the same way at once.
 */
export class HeldRequests {
  private readonly held: Route[] = [];
  private answer?: Answer;

  /** The route handler: holds the request, or answers it as the step did. */
  readonly take = async (route: Route): Promise<void> => {
    if (this.answer) await this.answer(route);
    else this.held.push(route);
  };

  async release(answer: Answer): Promise<void> {
    this.answer = answer;
    for (const route of this.held.splice(0)) await answer(route);
  }
}

/** Lets a request through to the real system, past any later route of the page. */
export const passThrough: Answer = (route) => route.continue();
