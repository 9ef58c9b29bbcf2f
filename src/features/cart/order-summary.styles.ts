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
