import type { DietaryTag } from '@contract/dietary';
import styled from 'styled-components';

// Beside the mark, not with the dish's styles: the avoid filter's panel, which loads apart from
// the menu, shows the marks too.
const Glyph = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.2rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStronger};
  font-size: 0.625rem;
  font-weight: 800;
`;

/** The menu's usual marks: letters, and a chilli for spicy. */
const LETTERS: Record<DietaryTag, string> = {
  vegetarian: 'V',
  vegan: 'VG',
  glutenFree: 'GF',
  halal: 'H',
  spicy: '',
};

/** The tag's mark, beside its name: decorative, the name says it. */
export function DietaryGlyph({ tag }: { tag: DietaryTag }) {
  return (
    <Glyph aria-hidden="true">
      {LETTERS[tag] || (
        <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" focusable="false">
          <path d="M6 22c8-1 13-7 13-13 0-2-1-3-3-3s-3 1-3 3c0 4-3 7-7 8-2 1-2 5 0 5zM15 6c0-2 1-4 4-5l1 2c-2 0-3 1-3 3z" />
        </svg>
      )}
    </Glyph>
  );
}
