import styled from 'styled-components';
import { Link } from '@/components/ui/link';
import { media } from '@/theme/theme';

export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 2px solid ${({ theme }) => theme.colors.brand};
`;

export const HeaderInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  min-height: 4rem;
  padding: 0 ${({ theme }) => theme.space.md};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  ${media.up('md')} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

export const Wordmark = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  letter-spacing: -0.03em;
  color: ${({ theme }) => theme.colors.brandStrong};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

// Only one of the two navigations shows at a time; each hides itself with a media query alone,
// so both exist in the document and tests can reach either.
export const DesktopOnly = styled.div`
  ${media.down('md')} {
    display: none;
  }
`;

export const MobileOnly = styled.div`
  ${media.up('md')} {
    display: none;
  }
`;
