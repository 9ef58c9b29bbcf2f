import {
  changeSearchState,
  INITIAL_SEARCH_STATE,
  normaliseCuisines,
  normaliseDietary,
  parseSearchState,
  serialiseSearchState,
  toSearchRequest,
  type SearchState,
} from '@/features/search/search-state';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

const filtered: SearchState = {
  searchQuery: 'fish & chips',
  page: 3,
  selectedCuisines: ['BBQ', 'Pizza'],
  dietary: ['vegan', 'glutenFree'],
  sortOption: 'deliveryPrice',
  openNow: true,
};

describe('parseSearchState', () => {
  it('reads every field of the address', () => {
    expect(
      parse(
        'searchQuery=thai&page=2&selectedCuisines=Italian,Burgers&dietary=glutenFree,vegetarian&sortOption=estimatedDeliveryTime&openNow=true',
      ),
    ).toEqual({
      searchQuery: 'thai',
      page: 2,
      selectedCuisines: ['Burgers', 'Italian'],
      dietary: ['vegetarian', 'glutenFree'],
      sortOption: 'estimatedDeliveryTime',
      openNow: true,
    });
  });

  it.each(['false', 'TRUE', '1', ''])('reads openNow %p as every restaurant', (openNow) => {
    expect(parse(`openNow=${openNow}`).openNow).toBe(false);
  });

  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual(INITIAL_SEARCH_STATE);
  });

  it.each(['abc', '0', '-2', '1.5', '2e3', '', '10001', ' 4'])('reads page %p as 1', (page) => {
    expect(parse(`page=${encodeURIComponent(page)}`).page).toBe(1);
  });

  it('keeps the largest page the API accepts', () => {
    expect(parse('page=10000').page).toBe(10_000);
  });

  it('falls back to best match for an unknown sort option', () => {
    expect(parse('sortOption=cheapest').sortOption).toBe('bestMatch');
    expect(parse('sortOption=DELIVERYPRICE').sortOption).toBe('bestMatch');
  });

  it('drops unknown cuisines and repeats, and matches known ones regardless of case', () => {
    expect(
      parse('selectedCuisines=Martian,pizza,,Pizza,%20sushi%20,toString').selectedCuisines,
    ).toEqual(['Pizza', 'Sushi']);
  });

  it('drops unknown dietary tags and repeats, and matches known ones regardless of case', () => {
    expect(parse('dietary=halal,VEGAN,,vegan,%20glutenfree%20,keto').dietary).toEqual([
      'vegan',
      'glutenFree',
    ]);
    expect(parse('dietary=').dietary).toEqual([]);
  });

  it('trims the text and cuts it at 100 characters', () => {
    expect(parse('searchQuery=%20%20curry%20').searchQuery).toBe('curry');
    expect(parse(`searchQuery=${'a'.repeat(150)}`).searchQuery).toHaveLength(100);
  });
});

describe('serialiseSearchState', () => {
  it('leaves defaults out of the address', () => {
    expect(serialiseSearchState(INITIAL_SEARCH_STATE)).toBe('');
  });

  it('writes the fields in a readable order with comma-joined cuisines and tags', () => {
    expect(serialiseSearchState(filtered)).toBe(
      'searchQuery=fish%20%26%20chips&page=3&selectedCuisines=BBQ,Pizza&dietary=vegan,glutenFree&sortOption=deliveryPrice&openNow=true',
    );
  });

  it.each<[string, SearchState]>([
    ['the defaults', INITIAL_SEARCH_STATE],
    ['every field', filtered],
    ['text with reserved characters', { ...filtered, searchQuery: '100% a+b=c, ?#/é' }],
  ])('round-trips %s', (_label, state) => {
    expect(parse(serialiseSearchState(state))).toEqual(state);
  });
});

describe('changeSearchState', () => {
  it.each([
    { type: 'searchQuery', value: 'noodles' },
    { type: 'cuisines', value: ['Vegan'] },
    { type: 'dietary', value: ['vegetarian'] },
    { type: 'sortOption', value: 'estimatedDeliveryTime' },
    { type: 'openNow', value: false },
  ] as const)('goes back to page 1 when $type changes', (change) => {
    const next = changeSearchState(filtered, change);
    expect(next.page).toBe(1);
    expect(serialiseSearchState(next)).not.toContain('page=');
  });

  it('keeps the filters when the page changes', () => {
    expect(changeSearchState(filtered, { type: 'page', value: 5 })).toEqual({
      ...filtered,
      page: 5,
    });
  });

  it('keeps cuisines known and in list order', () => {
    const next = changeSearchState(INITIAL_SEARCH_STATE, {
      type: 'cuisines',
      value: ['Vegan', 'nope', 'American'],
    });
    expect(next.selectedCuisines).toEqual(['American', 'Vegan']);
  });

  it('keeps dietary tags known and in list order', () => {
    const next = changeSearchState(INITIAL_SEARCH_STATE, {
      type: 'dietary',
      value: ['glutenFree', 'halal', 'vegetarian'],
    });
    expect(next.dietary).toEqual(['vegetarian', 'glutenFree']);
    expect(serialiseSearchState(next)).toBe('dietary=vegetarian,glutenFree');
  });

  it('never goes below page 1', () => {
    expect(changeSearchState(filtered, { type: 'page', value: 0 }).page).toBe(1);
  });
});

describe('toSearchRequest', () => {
  it('asks for nothing without a city', () => {
    expect(toSearchRequest(undefined, filtered)).toBeUndefined();
    expect(toSearchRequest('  ', filtered)).toBeUndefined();
  });

  it('carries the trimmed city and the whole state', () => {
    expect(toSearchRequest(' London ', filtered)).toEqual({ city: 'London', ...filtered });
  });
});

it('normaliseCuisines ignores names that only look like cuisines', () => {
  expect(normaliseCuisines(['constructor', '__proto__', 'Tapas'])).toEqual(['Tapas']);
});

it('normaliseDietary ignores names that only look like search tags', () => {
  expect(normaliseDietary(['constructor', '__proto__', 'spicy', 'Vegetarian'])).toEqual([
    'vegetarian',
  ]);
});
