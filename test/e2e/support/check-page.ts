import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { saveScreenshot, type Viewport } from './browser';

/**
 * Checks the page as it shows now with axe (WCAG 2.1 A and AA, no violations allowed), then saves
 * its screenshot: every picture in test-results/ is of a page that passed.
 */
export async function checkPage(page: Page, viewport: Viewport, name: string) {
  const violations = await axeViolations(page);
  // The name in the compared value says which page failed.
  expect({ page: name, violations }).toEqual({ page: name, violations: [] });
  await saveScreenshot(page, viewport, name);
}
