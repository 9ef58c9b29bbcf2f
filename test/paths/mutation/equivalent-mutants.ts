import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modelSlug } from '../walk/walk-request';

/** Where the models live: each model's equivalent mutants are listed in a file beside it. */
const MODELS_DIR = join(__dirname, '../models');

/**
 * The mutants of a model's product machines that no path can tell from the machine as it is, by
 * anything a person sees, each with the reason why: mutant description → reason. Reviewed like
 * code: a listing is a claim that the paths are not missing something.
 */
export type EquivalentMutants = Record<string, string>;

/** 'cart' → test/paths/models/cart.equivalent-mutants.json */
export const equivalentMutantsFile = (model: string) =>
  join(MODELS_DIR, `${modelSlug(model)}.equivalent-mutants.json`);

/** The model's listed equivalent mutants; none when it has no file. */
export function loadEquivalentMutants(model: string): EquivalentMutants {
  const file = equivalentMutantsFile(model);
  if (!existsSync(file)) return {};
  const listed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const valid =
    typeof listed === 'object' &&
    listed !== null &&
    Object.values(listed).every((reason) => typeof reason === 'string' && reason.trim() !== '');
  if (!valid) throw new Error(`${file}: each mutant's description must map to a reason`);
  return listed as EquivalentMutants;
}
