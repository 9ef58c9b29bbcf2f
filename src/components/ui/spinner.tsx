import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl} 0;
`;

const Circle = styled.span`
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.brandBorder};
  border-top-color: ${({ theme }) => theme.colors.brandStrong};
  animation: ${spin} 0.8s linear infinite;
`;

/** A busy indicator that screen readers announce with `label`. */
export function Spinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <Wrapper role="status">
      <Circle aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrapper>
  );
}
