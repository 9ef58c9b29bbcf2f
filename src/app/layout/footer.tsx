import styled from 'styled-components';
import { BRAND } from '@contract/brand';
import { media } from '@/theme/theme';

const Bar = styled.footer`
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.onBrand};
  padding: ${({ theme }) => theme.space.xl} 0;
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  ${media.up('md')} {
    padding: 0 ${({ theme }) => theme.space.lg};
    flex-direction: row;
    justify-content: space-between;
  }
`;

const Brand = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Labels = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  font-weight: 600;
`;

export function Footer() {
  return (
    <Bar>
      <Inner>
        <Brand>{BRAND}.com</Brand>
        <Labels>
          <span>Privacy Policy</span>
          <span>Terms of Service</span>
        </Labels>
      </Inner>
    </Bar>
  );
}
