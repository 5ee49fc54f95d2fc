import { describe, expect, it } from 'vitest';
import { eventStatus } from './event-status.ts';

describe('eventStatus', () => {
  const event = { startsOn: '2026-11-15', endsOn: '2027-02-28' };

  it('counts both the first and the last day as running', () => {
    expect(eventStatus(event, new Date(2026, 10, 14))).toBe('upcoming');
    expect(eventStatus(event, new Date(2026, 10, 15))).toBe('ongoing');
    expect(eventStatus(event, new Date(2027, 1, 28, 23, 59))).toBe('ongoing');
    expect(eventStatus(event, new Date(2027, 2, 1))).toBe('ended');
  });
});
