import type { PathRunner } from '../describe-paths';
import { ChooserPage } from './chooser-page';
import { chooserSights } from './chooser-sights';
import { chooserSteps } from './chooser-steps';

/** The chooser model run on the restaurant page: by its paths, and by random walks. */
export const chooserRunner: PathRunner<ChooserPage> = {
  open: () => new ChooserPage(),
  steps: chooserSteps,
  sights: chooserSights,
  productMachines: ['chooser'],
};
