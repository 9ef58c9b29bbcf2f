import { reportOf } from './path-model';
import { loadPathModels } from './models/load-path-models';

const models = loadPathModels();

test('there is a model for each machine QA plans paths through', () => {
  expect(models.map((model) => model.name).sort()).toEqual(
    [
      'cart',
      'chooser',
      'checkout',
      'delivered order',
      'owner order',
      'new order alert',
      'orders pause',
      'busy mode',
    ].sort(),
  );
});

describe.each(models.map((model) => [model.name, model] as const))('%s model', (_, model) => {
  const report = reportOf(model);

  test('its paths cover every state', () => {
    expect(report.states.missing).toEqual([]);
  });

  test('its paths cover every transition', () => {
    expect(report.transitions.missing).toEqual([]);
  });
});
