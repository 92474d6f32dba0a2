import { z } from 'zod';

/**
 * Building blocks of the REST answers' declared shapes: each REST mapper's return type is the
 * `z.infer` of its shape, /openapi.json prints the shape, and openapi.test.ts holds real answers
 * to it. Objects are strict, so a field added to a mapper without its shape fails the type check.
 */
export const isoDate = z.string().meta({ format: 'date', description: 'YYYY-MM-DD' });
export const dateTime = z.string().meta({ format: 'date-time' });
export const money = z.number().meta({ description: 'A JSON number in the currency (or NZD), exact to its minor unit' });
