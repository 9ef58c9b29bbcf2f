import { spawn } from 'node:child_process';
import { criterionFromArgs, planModel, planTimingLine } from './planned-models';
import { loadPathModels } from '../models/load-path-models';

// The pages run in Jest (testing-library, MSW, fake timers), as the default paths do.
export const PATH_TEST_FILES = [
  'busy-mode',
  'cart',
  'checkout',
  'chooser',
  'delivered-order',
  'new-order-alert',
  'orders-pause',
  'owner-order',
].map((name) => `test/paths/${name}.paths.test.tsx`);

/**
 * `npm run test:paths -- --cover pairs|guards --run`: generates the plan (saying how long each
 * model took), then runs each model's jsdom paths, the paths the plans add among them
 * (describe-paths.ts), with Jest's own report. 0 when every path passed.
 */
export async function runCriterionPathsCommand(argv: string[]): Promise<number> {
  let criterion;
  try {
    criterion = criterionFromArgs(argv);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const planned = loadPathModels().map((model) => planModel(model, criterion));
  for (const each of planned) console.log(planTimingLine(each));
  if (planned.some(({ plan }) => !plan)) return 1;
  const args = ['jest', ...PATH_TEST_FILES, '--selectProjects', 'web'];
  return new Promise((resolve, reject) => {
    const jest = spawn('npx', args, { stdio: 'inherit' });
    jest.on('error', reject);
    jest.on('close', (code) => resolve(code ?? 1));
  });
}
