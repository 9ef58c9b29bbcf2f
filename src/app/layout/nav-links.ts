/** Pages a signed-in user reaches from the header, in the order the menus show them. */
export const ORDER_STATUS_LINK = { to: '/order-status', label: 'Order Status' } as const;

export const USER_MENU_LINKS = [
  { to: '/manage-restaurant', label: 'Manage Restaurant' },
  { to: '/user-profile', label: 'User Profile' },
] as const;
