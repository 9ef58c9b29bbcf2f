import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import { media } from '@/theme/theme';

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.up('lg')} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
    align-items: start;
  }
`;

/** The cuisine and dietary filters, one above the other. */
export const Filters = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  scroll-margin-top: ${({ theme }) => theme.space.md};
`;

export const SummaryRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

/** 'Open now' and the sort, side by side; on a phone they wrap under the count. */
export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

export const ResultsHeading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  overflow-wrap: anywhere;
`;

export const ChangeLocation = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brandStronger};
  text-underline-offset: 2px;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Listing = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity 150ms ease;
`;

export const Message = styled.p`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorMessage = styled(Message)`
  color: ${({ theme }) => theme.colors.dangerStrong};
`;
