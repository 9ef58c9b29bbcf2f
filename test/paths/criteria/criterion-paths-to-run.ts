import { describePath, runnablePathsOf, type ModelPath, type PathModel } from '../path-model';
import { criterionPlanOf } from './criterion-plans';

/**
 * The paths the pairs and guards plans add that the runnable paths do not already contain (told
 * apart by their steps), so that the pages are held to every plan and no path runs twice.
 */
export function criterionPathsToRun(model: PathModel): ModelPath[] {
  const seen = new Set(runnablePathsOf(model).map((path) => describePath(model, path)));
  return (['pairs', 'guards'] as const)
    .flatMap((criterion) => criterionPlanOf(model, criterion).added)
    .filter((path) => {
      const key = describePath(model, path);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
