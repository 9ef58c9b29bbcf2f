import styled from 'styled-components';
import type { AppTheme } from '@/theme/theme';

/** A list without bullets whose items stand one under the other, `$gap` apart. */
export const StackList = styled.ul<{ $gap?: keyof AppTheme['space'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
