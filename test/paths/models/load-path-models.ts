import type { PathModel } from '../path-model';
import { pathModel as busyMode } from './busy-mode.model';
import { pathModel as cart } from './cart.model';
import { pathModel as checkout } from './checkout.model';
import { pathModel as chooser } from './chooser.model';
import { pathModel as deliveredOrder } from './delivered-order.model';
import { pathModel as newOrderAlert } from './new-order-alert.model';
import { pathModel as ordersPause } from './orders-pause.model';
import { pathModel as ownerOrder } from './owner-order.model';

/** The QA models: each is printed by `npm run test:paths` and held to full coverage. */
export function loadPathModels(): PathModel[] {
  return [
    cart,
    chooser,
    checkout,
    deliveredOrder,
    ownerOrder,
    newOrderAlert,
    ordersPause,
    busyMode,
  ];
}
