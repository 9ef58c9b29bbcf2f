import { Bar, BarTotal } from './order-bar.styles';

export interface OrderBarProps {
  itemCount: number;
  total: string;
  onShow: () => void;
}

/**
 * On a phone the order card sits below the whole menu: this bar shows what is in the order while
 * the card is out of sight, and takes the user to it.
 */
export function OrderBar({ itemCount, total, onShow }: OrderBarProps) {
  const items = `${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
  return (
    <Bar type="button" aria-label={`View your order: ${items}, ${total}`} onClick={onShow}>
      <span>View order · {items}</span>
      <BarTotal>{total}</BarTotal>
    </Bar>
  );
}
