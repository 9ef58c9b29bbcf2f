import type { OrderItem } from '@contract/order';

/** 'Margherita x 2', or with its choices' names 'Margherita (Large, Olives) x 2'. */
export const lineText = ({ name, quantity, choices }: OrderItem) =>
  choices.length === 0
    ? `${name} x ${quantity}`
    : `${name} (${choices.map((choice) => choice.name).join(', ')}) x ${quantity}`;
