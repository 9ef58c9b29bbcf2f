import { CUISINES } from '@contract/cuisines';
import { demoImageSvg, initialsOf } from '@local/demo/demo-image';
import { buildDemoRestaurants, demoOwnerEmail } from '@local/demo/demo-restaurants';
import { DEFAULT_TIME_ZONE } from '@contract/opening-hours';
import { openingStateAt } from '@server/api/restaurants/opening-state';

describe('the demo catalogue', () => {
  const catalogue = buildDemoRestaurants();

  it('is the same on every build', () => {
    expect(buildDemoRestaurants()).toEqual(catalogue);
  });

  it('gives every restaurant a distinct name and its own owner', () => {
    expect(new Set(catalogue.map((r) => r.restaurantName)).size).toBe(catalogue.length);
    expect(catalogue[0].ownerEmail).toBe('owner-001@forkful.test');
    expect(catalogue.map((r) => r.ownerEmail)).toEqual(
      catalogue.map((_, i) => demoOwnerEmail(i + 1)),
    );
  });

  it('offers every cuisine somewhere', () => {
    const offered = new Set(catalogue.flatMap((r) => r.cuisines));
    expect([...CUISINES].filter((cuisine) => !offered.has(cuisine))).toEqual([]);
  });

  it('fills more than one page in London for two cuisines chosen together', () => {
    const both = catalogue.filter(
      (r) => r.city === 'London' && r.cuisines.includes('Pizza') && r.cuisines.includes('Italian'),
    );
    expect(both.length).toBeGreaterThan(10);
  });

  it('keeps the values the restaurant form would accept', () => {
    for (const restaurant of catalogue) {
      expect(new Set(restaurant.cuisines).size).toBe(restaurant.cuisines.length);
      expect(restaurant.cuisines.every((c) => (CUISINES as readonly string[]).includes(c))).toBe(
        true,
      );
      expect(restaurant.deliveryPrice).toBeGreaterThanOrEqual(0);
      expect(restaurant.deliveryPrice).toBeLessThanOrEqual(100_000);
      expect(restaurant.estimatedDeliveryTime).toBeGreaterThanOrEqual(15);
      expect(restaurant.estimatedDeliveryTime).toBeLessThanOrEqual(60);
    }
  });
});

describe('demo pictures', () => {
  const [first, second] = buildDemoRestaurants();

  it('differ between restaurants and repeat for the same one', () => {
    expect(demoImageSvg(first)).toBe(demoImageSvg(first));
    expect(demoImageSvg(first)).not.toBe(demoImageSvg(second));
  });

  it('show the initials, letters only, so a name cannot inject markup', () => {
    expect(initialsOf("Rosa's Leaf & Co.")).toBe('RL');
    expect(initialsOf('100% Pizza')).toBe('P');
    const svg = demoImageSvg({ ...first, restaurantName: '<b> & Co' });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('>BC</text>');
  });
});

describe('how the demo restaurants run', () => {
  const catalogue = buildDemoRestaurants();
  const stateAt = (restaurant: (typeof catalogue)[number], now: Date) =>
    openingStateAt({ ...restaurant, timeZone: DEFAULT_TIME_ZONE }, now);
  // Every hour of one week, so the figures hold whenever the demo is started.
  const week = Array.from({ length: 7 * 24 }, (_, hour) => new Date(Date.UTC(2026, 10, 23, hour)));

  it("keeps owners 001 to 003's restaurants open with everything available", () => {
    const [first, ...others] = catalogue.slice(0, 3);
    expect(first.ownerEmail).toBe('owner-001@forkful.test');
    for (const restaurant of [first, ...others]) {
      expect(week.every((now) => stateAt(restaurant, now).isOpen)).toBe(true);
      expect(restaurant.menuItems.every((item) => item.available)).toBe(true);
    }
  });

  it('has open and closed restaurants in London at any hour, one paused, a few dishes sold out', () => {
    const london = catalogue.filter((restaurant) => restaurant.city === 'London');
    for (const now of week) {
      const open = london.filter((restaurant) => stateAt(restaurant, now).isOpen);
      expect(open.length).toBeGreaterThanOrEqual(5);
      expect(open.length).toBeLessThan(london.length - 1);
    }
    expect(london.filter((restaurant) => restaurant.pausedAt)).toHaveLength(1);
    const soldOut = catalogue.flatMap((r) => r.menuItems.filter((item) => !item.available));
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
  });
});
