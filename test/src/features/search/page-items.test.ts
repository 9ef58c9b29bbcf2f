import { pageItems } from '@/features/search/page-items';

describe('pageItems', () => {
  it('lists every page when seven or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('lists nothing when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows the first pages, a gap and the last near the start', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('shows the neighbours of the current page in the middle', () => {
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
  });

  it('shows the first, a gap and the last pages near the end', () => {
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('always includes the current page and its neighbours', () => {
    for (let page = 1; page <= 1700; page += 1) {
      const items = pageItems(page, 1700);
      expect(items).toHaveLength(7);
      expect(items).toContain(page);
      if (page > 1) expect(items).toContain(page - 1);
      if (page < 1700) expect(items).toContain(page + 1);
    }
  });
});
