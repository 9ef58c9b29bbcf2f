import {
  ALLERGEN_LABELS,
  ALLERGENS,
  DIETARY_LABELS,
  DIETARY_TAGS,
  type Allergen,
  type DietaryTag,
} from '@contract/dietary';
import type { MenuItem } from '@contract/restaurant';

/** What the customer avoids, as the address holds it: `?avoid=milk,peanuts&diet=vegan`. */
export interface AvoidFilter {
  /** Allergens a dish must not contain, in the list's order. */
  avoid: Allergen[];
  /** Dietary tags a dish must carry, in the list's order. */
  diet: DietaryTag[];
}

export const AVOID_PARAM = 'avoid';
export const DIET_PARAM = 'diet';

/** The known names of a comma-joined value, in the list's order, each once. */
const namesIn = <T extends string>(known: readonly T[], value: string | null): T[] => {
  const given = (value ?? '').split(',');
  return known.filter((name) => given.includes(name));
};

/** Reads the filter from an address; unknown names are left out. */
export const readAvoidFilter = (params: URLSearchParams): AvoidFilter => ({
  avoid: namesIn(ALLERGENS, params.get(AVOID_PARAM)),
  diet: namesIn(DIETARY_TAGS, params.get(DIET_PARAM)),
});

/**
 * Why a dish does not suit the filter ('contains Milk; not Vegan'), or undefined when it does:
 * it contains an avoided allergen, or lacks a required tag.
 */
export function avoidReason(item: MenuItem, filter: AvoidFilter): string | undefined {
  const contained = filter.avoid.filter((allergen) => item.allergens.includes(allergen));
  const missing = filter.diet.filter((tag) => !item.dietary.includes(tag));
  const reasons = [
    ...(contained.length > 0
      ? [`contains ${contained.map((allergen) => ALLERGEN_LABELS[allergen]).join(', ')}`]
      : []),
    ...missing.map((tag) => `not ${DIETARY_LABELS[tag]}`),
  ];
  return reasons.length > 0 ? reasons.join('; ') : undefined;
}
