import { describe, expect, it } from 'vitest';
import { MINDA_ONLY_RETRY } from '@minda/contracts/rules/minda-only';
import { mindaOnlyCitiesQueryOptions } from './get-minda-only-cities.ts';

describe('mindaOnlyCitiesQueryOptions', () => {
  it('retries the cities query twice (spec 2 §9), not the app-wide three times', () => {
    expect(mindaOnlyCitiesQueryOptions().retry).toBe(MINDA_ONLY_RETRY);
    expect(MINDA_ONLY_RETRY).toBe(2);
  });
});
