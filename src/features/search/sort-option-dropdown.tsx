import { useId } from 'react';
import styled from 'styled-components';
import { SORT_OPTIONS, type SortOption } from '@contract/sort-options';
import { useOptimisticChange } from './use-optimistic-change';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;

const Label = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Select = styled.select`
  min-height: 2.5rem;
  border: 0;
  background: transparent;
  font-weight: 700;
  cursor: pointer;
`;

export interface SortOptionDropdownProps {
  value: SortOption;
  onChange: (value: SortOption) => void;
}

/** 'Sort by: {label}' as a native select. */
export function SortOptionDropdown(props: SortOptionDropdownProps) {
  const [value, onChange] = useOptimisticChange(props.value, props.onChange);
  const id = useId();
  return (
    <Wrapper>
      <Label htmlFor={id}>Sort by:</Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => {
          const option = SORT_OPTIONS.find(({ value: known }) => known === event.target.value);
          if (option) onChange(option.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Wrapper>
  );
}
