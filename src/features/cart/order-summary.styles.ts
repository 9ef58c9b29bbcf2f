import styled from 'styled-components';

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  /* Clear of the sticky header when scrolled to. */
  scroll-margin-top: 5rem;
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
`;

export const EmptyNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A line of the order; one whose item has sold out is greyed and priced at nothing. */
export const Line = styled.li<{ $soldOut?: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.textMuted : 'inherit')};
`;

export const SoldOutAmount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.dangerStrong};
`;

export const Quantity = styled.span`
  min-width: 2rem;
  padding: 0.125rem ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  border: 1px solid ${({ theme }) => theme.colors.brandBorder};
  color: ${({ theme }) => theme.colors.brandStronger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-align: center;
`;

/** The line's name, with its choices and what keeps it from the order under it. */
export const LineText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const LineName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** One group of the line's choices, 'Size: Large': small and muted. */
export const LineChoice = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** Why the line cannot be ordered, 'Large is no longer available'. */
export const LineIssueNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.dangerStrong};
`;

export const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
  &:hover {
    background: #fef2f2;
    border-color: #fecaca;
    color: ${({ theme }) => theme.colors.dangerStrong};
  }
`;

/** Delivery and total: label left, amount right, under a rule. */
export const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const TotalTerm = styled.dt`
  && {
    color: ${({ theme }) => theme.colors.text};
  }
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
`;

export const TotalAmount = styled.dd`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
`;
