import { createActor } from 'xstate';
import type { MenuItem } from '@contract/restaurant';
import {
  chooserMachine,
  chooserPrice,
  type ChooserEvent,
  type ChosenOrder,
} from '@machines/menu-choice/chooser.machine';
import { isGroupFull } from '@machines/menu-choice/choice-selection';
import {
  DIP,
  EXTRAS,
  idOf,
  MEATS,
  PIZZA,
  SIZE,
  TACOS,
} from '@test/src/features/restaurant/menu-option-fixtures';

function startChooser(item: MenuItem = PIZZA) {
  const added: ChosenOrder[] = [];
  const machine = chooserMachine.provide({
    actions: { addToOrder: (_, order) => void added.push(order) },
  });
  const actor = createActor(machine, { input: { item } }).start();
  const send = (...events: ChooserEvent[]) => events.forEach((event) => actor.send(event));
  const snapshot = () => actor.getSnapshot();
  return { actor, send, snapshot, added };
}

type Group = (typeof PIZZA)['optionGroups'][number];
const pick = (group: Group, name: string): ChooserEvent => ({
  type: 'choice.select',
  groupId: group._id,
  choiceId: idOf(group, name),
});
const unpick = (group: Group, name: string): ChooserEvent => ({
  type: 'choice.deselect',
  groupId: group._id,
  choiceId: idOf(group, name),
});

describe('chooser machine', () => {
  it('starts incomplete with nothing chosen, one of the dish, at its own price', () => {
    const { snapshot } = startChooser();
    expect(snapshot().value).toEqual({ choosing: 'incomplete' });
    expect(snapshot().hasTag('incomplete')).toBe(true);
    expect(snapshot().hasTag('ready')).toBe(false);
    expect(snapshot().context.selection).toEqual({});
    expect(snapshot().context.quantity).toBe(1);
    expect(chooserPrice(snapshot().context)).toBe(1100);
  });

  it('is ready once every required group is met, and incomplete again when it is not', () => {
    const { send, snapshot } = startChooser();
    send(pick(EXTRAS, 'Olives'));
    expect(snapshot().hasTag('incomplete')).toBe(true);
    send(pick(SIZE, 'Large'));
    expect(snapshot().value).toEqual({ choosing: 'ready' });
    expect(snapshot().hasTag('ready')).toBe(true);
    send(unpick(SIZE, 'Large'));
    expect(snapshot().hasTag('incomplete')).toBe(true);
  });

  it('replaces the pick of a single-choice group, like radio buttons', () => {
    const { send, snapshot } = startChooser();
    send(pick(SIZE, 'Small'), pick(SIZE, 'Large'));
    expect(snapshot().context.selection[SIZE._id]).toEqual([idOf(SIZE, 'Large')]);
  });

  it('takes choices of a multi-choice group up to its maximum and refuses one more', () => {
    const { send, snapshot } = startChooser();
    send(pick(EXTRAS, 'Olives'), pick(EXTRAS, 'Extra mozzarella'));
    expect(isGroupFull(EXTRAS, snapshot().context.selection)).toBe(true);
    send(pick(EXTRAS, 'Fresh basil'));
    expect(snapshot().context.selection[EXTRAS._id]).toEqual([
      idOf(EXTRAS, 'Olives'),
      idOf(EXTRAS, 'Extra mozzarella'),
    ]);
    send(unpick(EXTRAS, 'Olives'), pick(EXTRAS, 'Fresh basil'));
    expect(snapshot().context.selection[EXTRAS._id]).toEqual([
      idOf(EXTRAS, 'Extra mozzarella'),
      idOf(EXTRAS, 'Fresh basil'),
    ]);
  });

  it('refuses a sold-out choice and a choice of another group or dish', () => {
    const { send, snapshot } = startChooser();
    send(pick(EXTRAS, 'Truffle'));
    send({ type: 'choice.select', groupId: SIZE._id, choiceId: idOf(EXTRAS, 'Olives') });
    send({ type: 'choice.select', groupId: MEATS._id, choiceId: idOf(MEATS, 'Beef') });
    expect(snapshot().context.selection).toEqual({});
    expect(snapshot().hasTag('incomplete')).toBe(true);
  });

  it('clears an optional single-choice group (its None)', () => {
    const { send, snapshot } = startChooser();
    send(pick(DIP, 'Garlic'));
    expect(chooserPrice(snapshot().context)).toBe(1100 + 75);
    send({ type: 'group.clear', groupId: DIP._id });
    expect(snapshot().context.selection[DIP._id]).toEqual([]);
    expect(chooserPrice(snapshot().context)).toBe(1100);
  });

  it('needs the minimum of a group that asks for more than one', () => {
    const { send, snapshot } = startChooser(TACOS);
    send(pick(MEATS, 'Beef'));
    expect(snapshot().hasTag('incomplete')).toBe(true);
    send(pick(MEATS, 'Chorizo'));
    expect(snapshot().hasTag('ready')).toBe(true);
    send(pick(MEATS, 'Pork'), pick(MEATS, 'Chicken'));
    expect(snapshot().context.selection[MEATS._id]).toHaveLength(3);
  });

  it('prices the choices and the quantity, kept from 1 to 99', () => {
    const { send, snapshot } = startChooser();
    send(pick(SIZE, 'Large'), pick(EXTRAS, 'Olives'), pick(EXTRAS, 'Extra mozzarella'));
    expect(chooserPrice(snapshot().context)).toBe(1100 + 400 + 100 + 150);
    send({ type: 'quantity.decrease' });
    expect(snapshot().context.quantity).toBe(1);
    send({ type: 'quantity.increase' }, { type: 'quantity.increase' });
    expect(chooserPrice(snapshot().context)).toBe((1100 + 400 + 100 + 150) * 3);
    for (let step = 0; step < 120; step += 1) send({ type: 'quantity.increase' });
    expect(snapshot().context.quantity).toBe(99);
  });

  it('adds the dish with its choices in the menu’s order and the quantity, then ends', () => {
    const { send, snapshot, added } = startChooser();
    send({ type: 'order.add' });
    expect(added).toEqual([]);
    send(
      pick(EXTRAS, 'Olives'),
      pick(SIZE, 'Medium'),
      pick(EXTRAS, 'Extra mozzarella'),
      { type: 'quantity.increase' },
      { type: 'order.add' },
    );
    expect(added).toEqual([
      {
        item: PIZZA,
        choices: [idOf(SIZE, 'Medium'), idOf(EXTRAS, 'Extra mozzarella'), idOf(EXTRAS, 'Olives')],
        quantity: 2,
      },
    ]);
    expect(snapshot().value).toBe('added');
    expect(snapshot().status).toBe('done');
  });

  it('ends without adding when closed, whether ready or not', () => {
    const incomplete = startChooser();
    incomplete.send({ type: 'chooser.close' });
    expect(incomplete.snapshot().value).toBe('closed');
    expect(incomplete.snapshot().status).toBe('done');

    const ready = startChooser();
    ready.send(pick(SIZE, 'Small'), { type: 'chooser.close' });
    expect(ready.snapshot().value).toBe('closed');
    expect(ready.added).toEqual([]);
  });
});
