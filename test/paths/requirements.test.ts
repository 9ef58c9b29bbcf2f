import { getInitialSnapshot, getNextSnapshot, type EventObject } from 'xstate';
import { loadPathModels } from './models/load-path-models';
import { pathModel as cart, type CartModelEvent } from './models/cart.model';
import { runnablePathsOf } from './path-model';
import { planSuiteOf } from './plan-formats-model';
import { requirementsNamedBy, requirementsOfPath } from './requirements/model-requirements';
import { REQUIREMENTS, REQUIREMENT_IDS } from './requirements/requirements';
import {
  NO_PATH,
  traceabilityCsv,
  traceabilityMarkdown,
  traceabilityOf,
} from './requirements/traceability';

const models = loadPathModels();
const suites = models.map(planSuiteOf);

test('each requirement is listed once, with a title and where it is written', () => {
  expect(REQUIREMENT_IDS.size).toBe(REQUIREMENTS.length);
  for (const { id, title, source } of REQUIREMENTS) {
    expect(id).toMatch(/^(SPEC-\d+|FEAT-[a-z]+(-[a-z]+)*)-[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(title).not.toBe('');
    expect(source).toMatch(/^(SPEC §\d+ |decisions\.md: )/);
  }
});

test.each(models.map((model) => [model.name, model] as const))(
  'the %s model names only registered requirements',
  (_, model) => {
    expect(requirementsNamedBy(model).filter((id) => !REQUIREMENT_IDS.has(id))).toEqual([]);
  },
);

test('every registered requirement is proved by at least one generated path', () => {
  const proved = new Set(suites.flatMap(({ cases }) => cases.flatMap((c) => c.requirements)));
  expect(REQUIREMENTS.map(({ id }) => id).filter((id) => !proved.has(id))).toEqual([]);
});

describe('what a path proves', () => {
  // A path through the cart model by its events, each step the snapshot it reaches.
  const pathThrough = (events: CartModelEvent[]) => {
    let state = getInitialSnapshot(cart.machine);
    const steps = [{ state, event: { type: 'xstate.init' } as EventObject }];
    for (const event of events) {
      state = getNextSnapshot(cart.machine, state, event);
      steps.push({ state, event });
    }
    return { steps };
  };

  test('the ids of the states it enters', () => {
    const path = pathThrough([{ type: 'page.open', stored: 'nothing' }]);
    expect(requirementsOfPath(cart, path)).toEqual(['SPEC-5-cart-checkout-needs-item']);
  });

  test('and of the transitions it takes, each once, sorted', () => {
    const path = pathThrough([
      { type: 'page.open', stored: 'soldOut' },
      { type: 'item.remove', dish: 'Tiramisu' },
      { type: 'item.remove', dish: 'Margherita' },
    ]);
    expect(requirementsOfPath(cart, path)).toEqual([
      'FEAT-sold-out-line-held',
      'SPEC-4-cart-remove-line',
      'SPEC-4-cart-restore',
      'SPEC-5-cart-checkout-needs-item',
    ]);
  });

  test('is what its test case lists', () => {
    const [suite] = suites;
    expect(suite.cases.map((c) => c.requirements)).toEqual(
      runnablePathsOf(cart).map((path) => requirementsOfPath(cart, path)),
    );
  });
});

describe('the traceability matrix', () => {
  const rows = traceabilityOf(suites);

  test('has a row per registered requirement, in order, with the cases that prove it', () => {
    expect(rows.map((row) => row.id)).toEqual(REQUIREMENTS.map(({ id }) => id));
    const restore = rows.find((row) => row.id === 'SPEC-4-cart-restore')!;
    const proving = suites[0].cases.filter((c) => c.requirements.includes('SPEC-4-cart-restore'));
    expect(restore.cases).toEqual(proving.map((c) => c.id));
  });

  test('says so when no path proves a requirement, and marks an id not in the registry', () => {
    const lone = [{ id: 'SPEC-9-unproved', title: 'Nothing proves this', source: 'SPEC §9' }];
    const suite = {
      ...suites[0],
      cases: [{ id: 'cart-01', title: 't', steps: [], requirements: ['FEAT-x-unknown'] }],
    };
    const matrix = traceabilityOf([suite], lone);
    expect(matrix.map(({ id, cases }) => [id, cases])).toEqual([
      ['SPEC-9-unproved', []],
      ['FEAT-x-unknown', ['cart-01']],
    ]);
    expect(traceabilityMarkdown(matrix)).toContain(
      `| SPEC-9-unproved | Nothing proves this | SPEC §9 | **${NO_PATH}** |`,
    );
    expect(traceabilityCsv(matrix).split('\r\n')).toEqual([
      'Requirement,Title,Source,Test Cases',
      `SPEC-9-unproved,Nothing proves this,SPEC §9,${NO_PATH}`,
      'FEAT-x-unknown,(not in test/paths/requirements/requirements.ts),,cart-01',
      '',
    ]);
  });
});
