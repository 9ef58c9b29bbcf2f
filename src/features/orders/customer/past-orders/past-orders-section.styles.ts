import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { media } from '@/theme/theme';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xxl};
`;

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  letter-spacing: -0.02em;
`;

export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

export const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerStrong};
  font-weight: 600;
`;

// Stays enabled while the next page loads, so that it keeps the keyboard focus.
export const MoreButton = styled(Button)`
  &[aria-busy='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`;
