import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (the suggestion pause of spec 1 §4.2). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
