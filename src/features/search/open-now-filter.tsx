import styled from 'styled-components';
import { useOptimisticChange } from './use-optimistic-change';

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brandStrong};
  }
`;

export interface OpenNowFilterProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** 'Open now': only restaurants taking orders at this moment. */
export function OpenNowFilter(props: OpenNowFilterProps) {
  const [checked, onChange] = useOptimisticChange(props.checked, props.onChange);
  return (
    <Choice>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      Open now
    </Choice>
  );
}
