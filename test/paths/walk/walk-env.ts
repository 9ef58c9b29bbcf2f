import { walkRequestFromArgs, type WalkRequest } from './walk-request';

/**
 * How `npm run test:paths -- --walk` hands its walk to the Jest test that takes it
 * (walk.paths.test.tsx): one environment variable per option, and the file to write the
 * results to. They can be set by hand too: `PATH_WALK_SEED=42 PATH_WALK_MODEL=cart npx jest …`.
 */
const FLAGS = {
  PATH_WALK_MODEL: '--model',
  PATH_WALK_SEED: '--seed',
  PATH_WALK_STEPS: '--steps',
  PATH_WALK_UNTIL: '--until',
  PATH_WALK_REPLAY_PATH: '--replay-path',
  PATH_WALK_REPLAY_COMMANDS: '--replay-commands',
} as const;

export const REPORT_VARIABLE = 'PATH_WALK_REPORT';

type Env = Record<string, string | undefined>;

export function walkEnvOf(request: WalkRequest, reportFile: string): Env {
  const values: Record<keyof typeof FLAGS, string | number | undefined> = {
    PATH_WALK_MODEL: request.model,
    PATH_WALK_SEED: request.seed,
    PATH_WALK_STEPS: request.steps,
    PATH_WALK_UNTIL: request.until,
    PATH_WALK_REPLAY_PATH: request.replay?.path,
    PATH_WALK_REPLAY_COMMANDS: request.replay?.commands,
  };
  const env: Env = { [REPORT_VARIABLE]: reportFile };
  for (const [name, value] of Object.entries(values))
    if (value !== undefined) env[name] = String(value);
  return env;
}

/** The walk the environment asks for, or undefined when it asks for none (a plain `npm test`). */
export function walkRequestFromEnv(env: Env): WalkRequest | undefined {
  if (env.PATH_WALK_SEED === undefined) return undefined;
  const argv = Object.entries(FLAGS).flatMap(([name, flag]) =>
    env[name] === undefined ? [] : [flag, env[name]!],
  );
  return walkRequestFromArgs(argv, () => 0);
}
