import { z } from 'zod';

// Fields of answers that the server makes itself (ids from the database, times from Date,
// links from its own address). The API document shows their format; checking it again on every
// answer would only cost time: these checks took most of the serialising of an order list.

/** A row id (a UUID). */
export const answerId = () => z.string().meta({ format: 'uuid' });

/** An ISO 8601 time in UTC, e.g. `2026-03-14T18:22:05.123Z`. */
export const answerTime = () => z.string().meta({ format: 'date-time' });

/** An absolute URL. */
export const answerUrl = () => z.string().meta({ format: 'uri' });
