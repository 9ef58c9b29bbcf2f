import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '@/app/routes';
import { useCheckoutReturn } from '@/features/checkout/use-checkout-return';
import { renderWithProviders } from '@test/render-with-providers';
import { CART_KEY, ID, MARGHERITA, storeCart, storedCart } from '../cart/cart-test-kit';
import { getMyOrders } from '../../msw/handlers/order';
import { createMyUser } from '../../msw/handlers/user';
import { server } from '../../msw/server';
import { cartLine } from '@test/cart-line';

const OTHER_CART = 'cartItems-another-restaurant';
const LINES = [cartLine(MARGHERITA, 2)];

afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
});

function Probe() {
  useCheckoutReturn();
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function payingFor(restaurantId: string) {
  storeCart(LINES);
  storeCart(LINES, OTHER_CART);
  window.sessionStorage.setItem('checkoutPending', restaurantId);
}

describe('the way back from the payment page', () => {
  it('empties the paid cart on /order-status?success=true and nothing else', () => {
    payingFor(ID);
    renderWithProviders(<Probe />, { route: '/order-status?success=true' });
    expect(storedCart(CART_KEY)).toBeNull();
    expect(storedCart(OTHER_CART)).toEqual(LINES);
    expect(window.sessionStorage.getItem('checkoutPending')).toBeNull();
  });

  it('keeps every cart on /order-status without success', () => {
    payingFor(ID);
    renderWithProviders(<Probe />, { route: '/order-status' });
    expect(storedCart(CART_KEY)).toEqual(LINES);
    expect(window.sessionStorage.getItem('checkoutPending')).toBe(ID);
  });

  it('keeps the cart on a cancel, says so once and drops the flag from the address', async () => {
    payingFor(ID);
    renderWithProviders(<Probe />, { route: `/detail/${ID}?cancelled=true` });
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(screen.getAllByText('Payment cancelled')).toHaveLength(1);
    expect(screen.getByLabelText('address')).toHaveTextContent(new RegExp(`^/detail/${ID}$`));
    expect(storedCart(CART_KEY)).toEqual(LINES);
    expect(window.sessionStorage.getItem('checkoutPending')).toBeNull();
  });

  it('is handled by the app’s routes', async () => {
    payingFor(ID);
    server.use(createMyUser({ status: 200, body: {} }), getMyOrders({ status: 200, body: [] }));
    renderWithProviders(<AppRoutes />, {
      route: '/order-status?success=true',
      auth: { email: 'ada@example.com' },
    });
    // The app's routes load their pages lazily: on a busy machine, more than waitFor's 1 s.
    await waitFor(() => expect(storedCart(CART_KEY)).toBeNull(), { timeout: 5_000 });
    expect(storedCart(OTHER_CART)).toEqual(LINES);
  });
});
