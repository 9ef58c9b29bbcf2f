import { avoidReason, readAvoidFilter } from '@/features/restaurant/avoid-filter';
import { writeAvoidFilter } from '@/features/restaurant/write-avoid-filter';
import { PIZZA, SALAD } from './menu-option-fixtures';

describe('the avoid filter in the address', () => {
  it('reads known allergens and tags, in the list’s order, each once', () => {
    const params = new URLSearchParams('avoid=peanuts,bogus,milk,milk&diet=keto,vegan&page=2');
    expect(readAvoidFilter(params)).toEqual({ avoid: ['milk', 'peanuts'], diet: ['vegan'] });
    expect(readAvoidFilter(new URLSearchParams(''))).toEqual({ avoid: [], diet: [] });
  });

  it('writes them comma-joined, keeping other parameters and leaving out empty parts', () => {
    const params = new URLSearchParams('cancelled=true&avoid=eggs');
    expect(writeAvoidFilter(params, { avoid: ['peanuts', 'milk'], diet: ['vegan'] })).toBe(
      'cancelled=true&avoid=milk,peanuts&diet=vegan',
    );
    expect(writeAvoidFilter(params, { avoid: [], diet: [] })).toBe('cancelled=true');
  });
});

describe('why a dish does not suit the filter', () => {
  it('names the avoided allergens it contains and the required tags it lacks', () => {
    expect(avoidReason(PIZZA, { avoid: ['milk', 'peanuts'], diet: ['vegan', 'spicy'] })).toBe(
      'contains Milk; not Vegan',
    );
    expect(avoidReason(PIZZA, { avoid: ['gluten', 'milk'], diet: [] })).toBe(
      'contains Cereals containing gluten, Milk',
    );
  });

  it('has no reason when the dish suits it', () => {
    expect(avoidReason(SALAD, { avoid: ['milk'], diet: ['vegan', 'glutenFree'] })).toBeUndefined();
    expect(avoidReason(PIZZA, { avoid: [], diet: [] })).toBeUndefined();
  });
});
