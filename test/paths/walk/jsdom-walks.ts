import type { PathModel } from '../path-model';
import { JSDOM_RUNNERS } from './jsdom-runners';
import { jsdomWalkRunner } from './jsdom-walk-runner';
import { randomWalk, type WalkResult, type WalkSettings } from './random-walk';

/** A model that can be walked in jsdom, its page's type hidden behind `walk`. */
export interface JsdomWalk {
  model: PathModel;
  walk: (settings: WalkSettings) => Promise<WalkResult>;
}

/** Every model with a jsdom runner: the same runners their *.paths.test.tsx files use. */
export const JSDOM_WALKS: JsdomWalk[] = JSDOM_RUNNERS.map(({ model, runner, tidy }) => ({
  model,
  walk: (settings) => randomWalk(model, jsdomWalkRunner(runner, tidy), settings),
}));
