import { containsPattern, cuisinesMatching } from '@server/api/search/search-text';

describe('containsPattern', () => {
  it('wraps the text in wildcards', () => {
    expect(containsPattern('pizza')).toBe('%pizza%');
  });

  it('escapes the characters LIKE would interpret, and the escape itself', () => {
    expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });

  it('leaves regex characters alone: LIKE gives them no meaning', () => {
    expect(containsPattern('.*[a]+')).toBe('%.*[a]+%');
  });
});

describe('cuisinesMatching', () => {
  it('finds every cuisine whose name contains the text, ignoring case', () => {
    expect(cuisinesMatching('PA')).toEqual(['Japanese', 'Pasta', 'Spanish', 'Tapas']);
    expect(cuisinesMatching('sushi')).toEqual(['Sushi']);
  });

  it('finds none for text that is in no cuisine name', () => {
    expect(cuisinesMatching('%')).toEqual([]);
    expect(cuisinesMatching('trattoria')).toEqual([]);
  });
});
