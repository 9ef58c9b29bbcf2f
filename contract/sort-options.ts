/** How search results can be ordered, with the label the sort dropdown shows. */
export const SORT_OPTIONS = [
  { value: 'bestMatch', label: 'Best match' },
  { value: 'deliveryPrice', label: 'Delivery price' },
  { value: 'estimatedDeliveryTime', label: 'Delivery time' },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT_OPTION: SortOption = 'bestMatch';
