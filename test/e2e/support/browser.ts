import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REPO_ROOT } from '@test/repo-root';

/** The two sizes every journey is tried at. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results');

// Without the background-networking flags Chromium keeps dialling hosts this closed network refuses.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export async function openPage(browser: Browser, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  });
  return context.newPage();
}

/**
 * Saves the whole page for people to look at; names carry the viewport. It is taken from the top,
 * where the sticky header belongs (scrolled, it would show across the middle of the picture),
 * then the scroll position is put back so the journey goes on as it was.
 */
export async function saveScreenshot(page: Page, viewport: Viewport, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const scrolledTo = await page.evaluate(() => {
    const at = window.scrollY;
    window.scrollTo({ top: 0, behavior: 'instant' });
    return at;
  });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${viewport.name}.png`),
    fullPage: true,
  });
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scrolledTo);
}
