import { xmlEscape } from '../plan-formats';

/** One step of a path as run: what was done, and the picture taken once its state was checked. */
export interface StepResult {
  description: string;
  screenshot?: string;
}

export interface PathResult {
  model: string;
  title: string;
  steps: StepResult[];
  seconds: number;
  /** The failure, with the step it happened at; undefined when the path passed. */
  failure?: { message: string; step: number; trace?: string };
}

/** JUnit XML: a suite per model, a test case per path, its steps in the case's output. */
export function toJunitResults(results: PathResult[]): string {
  const models = [...new Set(results.map((result) => result.model))];
  const suites = models.map((model) => {
    const cases = results.filter((result) => result.model === model);
    const failures = cases.filter((result) => result.failure).length;
    const seconds = cases.reduce((sum, result) => sum + result.seconds, 0);
    return [
      `  <testsuite name="${xmlEscape(model)}" tests="${cases.length}" failures="${failures}" time="${seconds.toFixed(1)}">`,
      ...cases.map(testCase),
      '  </testsuite>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="test paths in a browser">\n${suites.join('\n')}\n</testsuites>\n`;
}

function testCase(result: PathResult): string {
  const steps = result.steps.map((step, index) => `${index + 1}. ${step.description}`).join('\n');
  const failure = result.failure
    ? `      <failure message="${xmlEscape(firstLine(result.failure.message))}">${xmlEscape(
        `at step ${result.failure.step}\n${result.failure.message}${result.failure.trace ? `\ntrace: ${result.failure.trace}` : ''}`,
      )}</failure>\n`
    : '';
  return [
    `    <testcase classname="paths.${xmlEscape(result.model.replace(/\W+/g, '-'))}" name="${xmlEscape(result.title)}" time="${result.seconds.toFixed(1)}">`,
    `${failure}      <system-out>${xmlEscape(steps)}</system-out>`,
    '    </testcase>',
  ].join('\n');
}

const firstLine = (text: string) => text.split('\n')[0];

/** The Markdown report: each path's steps with the picture of the page after each of them. */
export function toMarkdownReport(results: PathResult[]): string {
  const passed = results.filter((result) => !result.failure).length;
  const lines = [`# Test paths in a browser`, '', `${passed} of ${results.length} paths passed.`];
  for (const result of results) {
    lines.push('', `## ${result.failure ? '✗' : '✓'} ${result.model}: ${result.title}`, '');
    if (result.failure) {
      lines.push(`Failed at step ${result.failure.step}: ${firstLine(result.failure.message)}`);
      if (result.failure.trace)
        lines.push(`Trace: \`npx playwright show-trace ${result.failure.trace}\``);
      lines.push('');
    }
    result.steps.forEach((step, index) => {
      lines.push(`${index + 1}. ${step.description}`);
      if (step.screenshot) lines.push(`   ![after step ${index + 1}](${step.screenshot})`);
    });
  }
  return `${lines.join('\n')}\n`;
}
