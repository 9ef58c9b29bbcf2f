import { Bar, BarTotal } from './order-bar.styles';

export interface OrderBarProps {
  itemCount: number;
  total: string;
  onShow: () => void;
}

/**
 * On a phone the order card sits below the whole menu: this bar shows what is in the order while
 * the card is out of sight, and takes the user to it. Its name is its visible text, so someone
 * using voice control can say what they see (WCAG 2.5.3).
 */
export function OrderBar({ itemCount, total, onShow }: OrderBarProps) {
  const items = `${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
  return (
    <Bar type="button" onClick={onShow}>
      <span>View order · {items}</span> <BarTotal>{total}</BarTotal>
    </Bar>
  );
}
