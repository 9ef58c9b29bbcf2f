import { Link } from '@/components/ui/link';
import styled, { css } from 'styled-components';
import { media } from '@/theme/theme';

// On a phone the numbers take the first row and Previous/Next the ends of the second, so the bar
// never wraps mid-way; from sm up it is one row.
export const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  ${media.up('sm')} {
    flex-wrap: nowrap;
    justify-content: center;
  }
`;

export const Numbers = styled.ul`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  flex-basis: 100%;
  order: -1;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('sm')} {
    flex-basis: auto;
    order: 0;
  }
`;

const cell = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.5rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  ${media.up('sm')} {
    min-width: 2.75rem;
  }
`;

export const PageLink = styled(Link)`
  ${cell}
  gap: ${({ theme }) => theme.space.xs};
  border: 1px solid transparent;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.brandStrong};
    background: ${({ theme }) => theme.colors.brandStrong};
    color: ${({ theme }) => theme.colors.onBrand};
  }
`;

export const NextLink = styled(PageLink)`
  margin-left: auto;
  ${media.up('sm')} {
    margin-left: 0;
  }
`;

export const Gap = styled.span`
  ${cell}
  min-width: 1.5rem;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  ${media.up('sm')} {
    min-width: 1.5rem;
  }
`;
