/**
 * Numbers as ko-KR writes them (thousands grouped by commas, '.' before decimals), without Intl. A page's first
 * `new Intl.NumberFormat('ko-KR')` or `toLocaleString('ko-KR')` loads ICU's locale data: 45-58 ms on a desktop
 * core, about 200 ms on Lighthouse's slow phone, inside the task that evaluates the app (issue 12). Nothing the
 * site writes needs more than grouping and one rounding rule.
 */

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** An integer with commas every three digits: 1234567 -> "1,234,567"; a fraction is rounded half up first. */
export function groupDigits(value: number): string {
  // `+ 0` turns Math.round's -0 into 0: Intl would write "-0".
  return String(Math.round(value) + 0).replace(THOUSANDS, ',');
}

/**
 * One decimal, rounded half away from zero on the number as written (4.35 -> "4.4", as Intl does, where
 * `toFixed` works on the binary value and gives "4.3"): 4.75 -> "4.8", 5 -> "5.0", 1234.5 -> "1,234.5".
 */
export function oneDecimal(value: number): string {
  const tenths = Math.sign(value) * Math.round(Number(`${Math.abs(value)}e1`));
  const whole = Math.trunc(tenths / 10);
  const sign = tenths < 0 && whole === 0 ? '-' : '';
  return `${sign}${groupDigits(whole)}.${Math.abs(tenths % 10)}`;
}
