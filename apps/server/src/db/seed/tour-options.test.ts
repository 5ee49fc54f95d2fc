import { describe, expect, it } from 'vitest';
import { tourSalePriceOf } from '@minda/contracts/rules/tour-list';
import { buildCatalogue } from './catalogue-plan.ts';
import { planTourOptions, seededTourDrafts } from './tour-options.ts';

const drafts = seededTourDrafts(buildCatalogue());
const options = planTourOptions(drafts);
const optionsOf = (itemNo: number) => options.filter((o) => o.itemNo === itemNo);

describe('planTourOptions', () => {
  it('is deterministic', () => {
    expect(planTourOptions(drafts)).toEqual(options);
  });

  it('gives every tour 1-4 options starting at its salePrice', () => {
    for (const { tour } of drafts) {
      const mine = optionsOf(tour.itemNo);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.length).toBeLessThanOrEqual(4);
      expect(tourSalePriceOf(mine.map((o) => o.price))).toBe(tour.salePrice);
    }
  });

  it('fits the option kinds to the product: vehicles for pickups, data plans for eSIMs, ticket types for tickets', () => {
    const named = (part: string) => drafts.filter((d) => d.tour.name.includes(part));
    for (const d of named('픽업')) expect(optionsOf(d.tour.itemNo)[0]!.name).toMatch(/세단/);
    for (const d of named('eSIM')) expect(optionsOf(d.tour.itemNo)[0]!.name).toMatch(/데이터/);
    for (const d of named('보험')) expect(optionsOf(d.tour.itemNo)[0]!.name).toMatch(/형$/);
    const tickets = drafts.filter((d) => d.tour.itemCategoryType === 'TICKET' && d.tags.includes('ticket') && !d.tags.includes('pass'));
    expect(tickets.flatMap((d) => optionsOf(d.tour.itemNo).map((o) => o.name)).some((n) => n.startsWith('성인'))).toBe(true);
  });
});
