import { useEffect } from 'react';
import { toastSoon as toast } from '@/lib/toast-soon';
import { useLocation, useNavigate } from 'react-router-dom';
import { forgetPendingCheckout, settlePaidCheckout } from './payment-return';

export const PAYMENT_CANCELLED = 'Payment cancelled';

/**
 * Handles the payment page's way back: `/order-status?success=true` empties the cart that was paid
 * for; `/detail/{id}?cancelled=true` keeps the cart, says so, and drops the flag from the address
 * so a reload or a sign-in does not say it again.
 */
export function useCheckoutReturn(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (pathname === '/order-status' && params.get('success') === 'true') settlePaidCheckout();
    if (!pathname.startsWith('/detail/') || params.get('cancelled') !== 'true') return;
    forgetPendingCheckout();
    // The id keeps StrictMode's repeated effect from stacking a second toast.
    toast(PAYMENT_CANCELLED, { id: PAYMENT_CANCELLED });
    params.delete('cancelled');
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [pathname, search, navigate]);
}
