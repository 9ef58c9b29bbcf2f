import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
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

/** A busy indicator that screen readers announce with `label`; `showLabel` writes it out too. */
export function Spinner({
  label = 'Loading page',
  showLabel = false,
}: {
  label?: string;
  showLabel?: boolean;
}) {
  return (
    <Wrapper role="status">
      <Circle aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrapper>
  );
}
