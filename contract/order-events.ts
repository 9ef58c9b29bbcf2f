// What the order event streams (contract/order-events.routes.ts) send, apart from the routes, so
// that the web app's stream client takes the names without the route table.

/** The event that carries an order as its list shows it: `data` is the order's JSON. */
export const ORDER_EVENT = 'order';

/** The owner's event for an order that left their list: `data` is `{ "_id": … }`. */
export const ORDER_REMOVED_EVENT = 'order-removed';

/** How long a client waits before reconnecting, sent as `retry:` when a stream opens. */
export const ORDER_EVENTS_RETRY_MS = 2000;
