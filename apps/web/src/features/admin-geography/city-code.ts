/** A city's code from the address (`/admin/cities/001002001`): 9 digits, else null (the screen is a 404). */
export const cityCodeOf = (value: string | undefined): string | null => (value && /^\d{9}$/.test(value) ? value : null);
