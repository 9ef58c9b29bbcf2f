import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import { ResponsivePicture } from '@/components/ui/responsive-picture';
import { media } from '@/theme/theme';

// The image is 16:9; wide screens show a shorter band of it so the menu stays in view.
export const Banner = styled(ResponsivePicture)`
  display: block;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    max-height: 26rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.border};
    ${media.up('md')} {
      aspect-ratio: 16 / 6;
    }
  }
`;

/** The menu, with room beside it (desktop) or below it (phone) for the order card. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const MainColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** The order card's column: on wide screens it stays in view while the menu scrolls. */
export const OrderColumn = styled.aside`
  ${media.up('md')} {
    position: sticky;
    top: 5.5rem;
  }
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const Name = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
  letter-spacing: -0.02em;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandStronger};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

export const MenuColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const MenuTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
`;

/** The menu's heading, and the avoid filter beside it (its panel on a row of its own). */
export const MenuHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A dish: name and price on a row, its details under them; dimmed when the filter rules it out. */
/**
 * The dish's name and price. Its outline is drawn over the whole entry (the `::after`), so the
 * details under it are inside the card and a press anywhere on it presses the button, while the
 * button's name stays what it shows (WCAG 2.5.3).
 */
export const MenuItemButton = styled.button`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 3.5rem;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  text-align: left;
  background: transparent;
  border: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    transition: border-color 120ms ease;
  }
  &:hover:not(:disabled)::after {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  /* Sold out: shown, greyed, not orderable. */
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

/**
 * One entry of the menu, drawn as a card: the button, the details under it and the sold-out
 * badge pinned to its corner. Dimmed (not hidden) when the avoid filter rules the dish out.
 */
export const MenuEntry = styled.li<{ $dimmed?: boolean }>`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  opacity: ${({ $dimmed }) => ($dimmed ? 0.5 : 1)};
  &:has(button:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const SoldOutBadge = styled.span`
  position: absolute;
  top: -0.7rem;
  right: ${({ theme }) => theme.space.lg};
  padding: 0.125rem ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  white-space: nowrap;
`;

/** 'Closed · opens Tue 17:00' or 'Not taking orders right now' under the restaurant's name. */
export const ClosedNote = styled.p`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fef2f2;
  color: ${({ theme }) => theme.colors.dangerStrong};
  font-weight: 700;
`;

export const ItemName = styled.span`
  flex: 1 1 0;
  min-width: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const ItemPrice = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brandStrong};
  white-space: nowrap;
  button:disabled & {
    color: inherit;
  }
`;

export const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;
`;

export const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.brandStronger};
  }
`;
