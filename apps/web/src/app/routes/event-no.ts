/** The event number of an event address (?no=), or undefined when it is missing or not a positive number. */
export function eventNoOf(params: URLSearchParams): number | undefined {
  const raw = params.get('no') ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;
}
