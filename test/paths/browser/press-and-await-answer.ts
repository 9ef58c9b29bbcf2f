import type { Page } from 'playwright-core';
import { settle } from './paused-clock';

/** A request a press makes: the start of its address and its method. */
export interface AnsweredRequest {
  url: string;
  method: string;
}

/**
 * Presses a button and waits until the answer to the request it makes has reached the page: a
 * step whose next one may answer a held write must not end before the page has this answer.
 */
export async function pressAndAwaitAnswer(
  page: Page,
  request: AnsweredRequest,
  press: () => Promise<void>,
): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().startsWith(request.url) && response.request().method() === request.method,
  );
  await press();
  await (await answered).finished();
  await settle(page);
}
