/** What the service worker's notifications say beyond the owner's alert texts. */
export const PUSH_TEXTS = {
  /** 'Luigi's: Out for Delivery'. */
  orderStatusTitle: (restaurantName: string, statusLabel: string) =>
    `${restaurantName}: ${statusLabel}`,
  orderStatusBody: 'Open to follow your order.',
} as const;
