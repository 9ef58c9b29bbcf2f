import type { EventObject } from 'xstate';
import { percent } from '../plan-formats';
import type { WalkResult } from './random-walk';
import { walkCommandLine, type WalkRequest } from './walk-request';
import type { WalkStep } from './walk-run';

// An error from the page can carry the whole document; the first lines say what went wrong.
const MESSAGE_LINES = 12;

const stepText = (step: WalkStep, describeEvent: (event: EventObject) => string) =>
  step.kind === 'event' ? describeEvent(step.event) : '(start over on a fresh page)';

/** '30 events on 4 pages': restarts are steps of a walk, not events of the model. */
function countText(steps: WalkStep[]): string {
  const events = steps.filter((step) => step.kind === 'event').length;
  const pages = steps.length - events + 1;
  return `${events} event${events === 1 ? '' : 's'} on ${pages} page${pages === 1 ? '' : 's'}`;
}

function stepLines(result: WalkResult, describeEvent: (event: EventObject) => string): string[] {
  if (result.steps.length === 0) return ['  (no step: the page as it opens)'];
  return result.steps.map((step, index) => `  ${index + 1}. ${stepText(step, describeEvent)}`);
}

/** A walk's outcome as printed: its steps, then its coverage or how to replay its failure. */
export function walkReportLines(
  result: WalkResult,
  request: WalkRequest & { model: string },
  describeEvent: (event: EventObject) => string,
): string[] {
  const until = request.until === 'transitions' ? ', until every transition is taken' : '';
  const walked = `seed ${request.seed}, at most ${request.steps} events${until}`;
  if (result.passed || !result.failure) {
    const { states, transitions } = result.coverage;
    return [
      `## ${result.model}: the walk passed (${walked}): ${countText(result.steps)}`,
      ...stepLines(result, describeEvent),
      `States covered: ${percent(states)}`,
      `Transitions covered: ${percent(transitions)}`,
      ...[...states.missing, ...transitions.missing].map((name) => `  not reached: ${name}`),
    ];
  }
  const { during, message, replay } = result.failure;
  return [
    `## ${result.model}: the walk failed (${walked}); the shortest failing sequence, ${countText(result.steps)}:`,
    ...stepLines(result, describeEvent),
    `Failed while ${during}:`,
    ...message
      .split('\n')
      .slice(0, MESSAGE_LINES)
      .map((line) => `    ${line}`),
    `Replay these steps: ${walkCommandLine({ ...request, replay })}`,
    `Take the whole walk again: ${walkCommandLine({ ...request, replay: undefined })}`,
  ];
}
