/** The partners list of an address (/admin/partners?q=&status=). */
export function partnersQueryFrom(params: URLSearchParams): { q: string | undefined; status: 'active' | 'suspended' } {
  const q = params.get('q')?.trim().slice(0, 50);
  return { q: q || undefined, status: params.get('status') === 'suspended' ? 'suspended' : 'active' };
}
