import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { media } from '@/theme/theme';

export const Lines = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Name, price, availability and the remove button share a row; on phones the name takes a row
 * of its own, and the availability switch one under the price. Menu items and choices alike.
 */
export const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'name name' 'price remove' 'available available';
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: start;
  > :nth-child(1) {
    grid-area: name;
  }
  > :nth-child(2) {
    grid-area: price;
  }
  > :nth-child(3) {
    grid-area: available;
    justify-self: start;
  }
  > :nth-child(4) {
    grid-area: remove;
  }
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto auto;
    grid-template-areas: 'name price available remove';
  }
`;

// An item's description, tags and options run the full width under its row; the dashed line
// tells one item from the next, now that an item runs over several rows at every width.
export const MenuLine = styled(Line)`
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  > :nth-child(5) {
    grid-column: 1 / -1;
  }
`;

export const RemoveButton = styled(Button)`
  /* Lines up with the inputs, below their labels. */
  margin-top: 1.625rem;
  padding: 0 ${({ theme }) => theme.space.md};
`;
