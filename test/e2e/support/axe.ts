import { readFileSync } from 'node:fs';
import type axeCore from 'axe-core';
import type { Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: typeof axeCore;
  }
}

// Evaluated rather than added as a <script>: every page here forbids inline scripts (CSP), and
// an evaluation from the test is not subject to the page's policy.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const WCAG_21_A_AA: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/** A violation as a person fixing it reads it: the rule, what it means, and where. */
function describeViolation(violation: Result) {
  return {
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  };
}

/** Waits until entrance animations end, so colours are measured as people see them. */
export function animationsDone(page: Page) {
  return page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** Runs axe's WCAG 2.1 A and AA rules on the whole page as it shows now; answers the violations. */
export async function axeViolations(page: Page) {
  await animationsDone(page);
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) => window.axe!.run(document, options),
    WCAG_21_A_AA,
  );
  return results.violations.map(describeViolation);
}
