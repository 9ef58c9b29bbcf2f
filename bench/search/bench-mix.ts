import { PgDialect } from 'drizzle-orm/pg-core';
import {
  findMatchingCities,
  matchingCitiesStatement,
  searchStatements,
} from '@server/api/search/search.service';
import { searchQuerySchema } from '@contract/search';
import type { Database } from '@server/db/database';

export interface MixEntry {
  label: string;
  city: string;
  query: Record<string, string>;
}

/** The varied searches both loads cycle through, in this order: the baseline of every run. */
export const MIX: MixEntry[] = [
  { label: 'large city, best match', city: 'london', query: {} },
  { label: 'large city, delivery price', city: 'London', query: { sortOption: 'deliveryPrice' } },
  {
    label: 'large city, delivery time, page 3',
    city: 'london',
    query: { sortOption: 'estimatedDeliveryTime', page: '3' },
  },
  { label: 'small city (113)', city: 'town 150', query: {} },
  {
    label: 'large city, 1 cuisine, by price',
    city: 'london',
    query: { selectedCuisines: 'Italian', sortOption: 'deliveryPrice' },
  },
  {
    label: 'large city, 3 cuisines',
    city: 'london',
    query: { selectedCuisines: 'Italian,Pizza,Pasta' },
  },
  { label: 'text in names (pizzeria)', city: 'london', query: { searchQuery: 'pizzeria' } },
  {
    label: 'text in a cuisine (sushi), by time',
    city: 'london',
    query: { searchQuery: 'sushi', sortOption: 'estimatedDeliveryTime' },
  },
  {
    label: 'mid city, cuisine + text, by price',
    city: 'leeds',
    query: { selectedCuisines: 'Chinese', searchQuery: 'noodle', sortOption: 'deliveryPrice' },
  },
  {
    label: 'deep page (1000 of 1,700)',
    city: 'london',
    query: { sortOption: 'deliveryPrice', page: '1000' },
  },
  { label: 'part of a city name', city: 'manch', query: {} },
  { label: 'unknown city', city: 'atlantis', query: {} },
];

/**
 * Searches with the dietary filter, loaded on their own after the baseline mix in the same run,
 * so that the two sets of figures are taken on the same machine in the same state.
 */
export const DIETARY_MIX: MixEntry[] = [
  { label: 'large city, vegetarian (most)', city: 'london', query: { dietary: 'vegetarian' } },
  {
    label: 'large city, vegan (60%), by price',
    city: 'london',
    query: { dietary: 'vegan', sortOption: 'deliveryPrice' },
  },
  {
    label: 'large city, vegan + gluten free (15%)',
    city: 'london',
    query: { dietary: 'vegan,glutenFree' },
  },
  {
    label: 'large city, 1 cuisine, vegan, by time',
    city: 'london',
    query: { selectedCuisines: 'Italian', dietary: 'vegan', sortOption: 'estimatedDeliveryTime' },
  },
  {
    label: 'mid city, gluten free, page 2',
    city: 'leeds',
    query: { dietary: 'glutenFree', page: '2' },
  },
  { label: 'small city (113), vegan', city: 'town 150', query: { dietary: 'vegan' } },
];

/** The address of a mix entry on the API. */
export function pathOf({ city, query }: MixEntry): string {
  const search = new URLSearchParams(query).toString();
  return `/api/restaurant/search/${encodeURIComponent(city)}${search ? `?${search}` : ''}`;
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The statements the API sends for one mix entry: the city lookup, then page and count. */
export interface PreparedSearch {
  entry: MixEntry;
  cities: Statement;
  /** Absent when no city matches: the API stops after the lookup too. */
  page?: Statement;
  count?: Statement;
}

const dialect = new PgDialect();

/** The exact SQL text and parameters of every mix entry, as the search service builds them. */
export async function prepareMix(db: Database, mix: MixEntry[] = MIX): Promise<PreparedSearch[]> {
  return Promise.all(
    mix.map(async (entry) => {
      const query = searchQuerySchema.parse(entry.query);
      const cities = dialect.sqlToQuery(matchingCitiesStatement(entry.city));
      const found = await findMatchingCities(db, entry.city);
      if (found.length === 0) return { entry, cities };
      const { page, count } = searchStatements(db, found, query);
      return { entry, cities, page: page.toSQL(), count: count.toSQL() };
    }),
  );
}
