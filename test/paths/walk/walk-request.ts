import type { WalkSettings } from './random-walk';

/** A walk asked for on the command line: which model (every model when none) and how to walk. */
export interface WalkRequest extends WalkSettings {
  model?: string;
}

export const DEFAULT_STEPS = 30;

/** A model's name as the command line and the report files spell it: 'delivered-order'. */
export const modelSlug = (name: string) => name.replace(/\W+/g, '-');

const valueAfter = (argv: string[], flag: string): string | undefined => {
  const at = argv.indexOf(flag);
  return at >= 0 ? argv[at + 1] : undefined;
};

function wholeNumber(text: string | undefined, flag: string, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`${flag} takes a whole number, not "${text}"`);
  return Number(text);
}

/**
 * `--walk --seed N --steps K [--model NAME] [--until transitions]
 * [--replay-path P --replay-commands C]`. Without `--seed`, a seed is drawn (and printed, so the
 * walk can be taken again).
 */
export function walkRequestFromArgs(argv: string[], drawSeed: () => number): WalkRequest {
  const until = valueAfter(argv, '--until');
  if (until !== undefined && until !== 'transitions') {
    throw new Error(`--until takes "transitions", not "${until}"`);
  }
  const path = valueAfter(argv, '--replay-path');
  const commands = valueAfter(argv, '--replay-commands');
  if ((path === undefined) !== (commands === undefined)) {
    throw new Error('--replay-path and --replay-commands replay a walk together, as printed');
  }
  const steps = wholeNumber(valueAfter(argv, '--steps'), '--steps', DEFAULT_STEPS);
  if (steps === 0) throw new Error('--steps is at least 1');
  return {
    model: valueAfter(argv, '--model'),
    seed: wholeNumber(valueAfter(argv, '--seed'), '--seed', drawSeed()),
    steps,
    ...(until && { until }),
    ...(path !== undefined && commands !== undefined && { replay: { path, commands } }),
  };
}

/** The command that takes the same walk again; with `replay`, straight to its failing steps. */
export function walkCommandLine(request: WalkRequest & { model: string }): string {
  const parts = ['npm run test:paths -- --walk', `--model ${modelSlug(request.model)}`];
  parts.push(`--seed ${request.seed}`, `--steps ${request.steps}`);
  if (request.until) parts.push(`--until ${request.until}`);
  if (request.replay) {
    parts.push(`--replay-path "${request.replay.path}"`);
    parts.push(`--replay-commands "${request.replay.commands}"`);
  }
  return parts.join(' ');
}
