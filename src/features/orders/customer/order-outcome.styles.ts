import styled from 'styled-components';

export const Outcome = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

export const RefundedMark = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
