import styled, { keyframes } from 'styled-components';
import { Link } from '@/components/ui/link';

// The mobile menu's sheet: loaded when the menu is first reached for (mobile-sheet.tsx).

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

export const Sheet = styled.dialog`
  margin: 0 0 0 auto;
  padding: 0;
  border: 0;
  width: min(85vw, 22rem);
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  &[open] {
    animation: ${slideIn} 180ms ease-out;
  }
  &::backdrop {
    background: rgb(28 25 23 / 0.45);
  }
`;

export const SheetBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100%;
  padding: ${({ theme }) => theme.space.lg};
`;

export const SheetHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const SheetTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  padding-top: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;

export const SheetNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space.md};
`;

export const SheetLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandStrong};
  }
`;
