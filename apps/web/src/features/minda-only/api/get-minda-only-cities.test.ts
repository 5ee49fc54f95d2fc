import { describe, expect, it } from 'vitest';
import { mindaOnlyCitiesQueryOptions } from './get-minda-only-cities.ts';

describe('mindaOnlyCitiesQueryOptions', () => {
  it('retries the cities query twice (spec 2 §9), not the app-wide three times', () => {
    expect(mindaOnlyCitiesQueryOptions().retry).toBe(2);
  });
});
