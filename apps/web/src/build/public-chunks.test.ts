import { describe, expect, it } from 'vitest';
import { backOfficeLeaks, type BuiltChunk } from './public-chunks.ts';

const SRC = '/repo/apps/web/src';
const chunk = (fileName: string, moduleIds: string[], more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds: moduleIds.map((m) => `${SRC}/${m}`),
  ...more,
});
const route = (fileName: string, module: string, imports: string[] = []) => chunk(fileName, [module], { isDynamicEntry: true, facadeModuleId: `${SRC}/${module}`, imports });

describe('backOfficeLeaks', () => {
  const entry = chunk('index.js', ['start.tsx'], { isEntry: true, imports: ['shell.js'] });
  const shell = chunk('shell.js', ['lib/api.ts']);

  it('finds a partner or admin module that a public screen reaches through a shared chunk', () => {
    const shared = chunk('shared.js', ['ui/card.tsx', 'features/partner-bookings/partner-booking-card.tsx']);
    const leaks = backOfficeLeaks([entry, shell, shared, route('home.js', 'app/routes/mobile/home.tsx', ['shell.js', 'shared.js'])]);
    expect(leaks).toEqual([{ root: 'home.js', chunk: 'shared.js', module: `${SRC}/features/partner-bookings/partner-booking-card.tsx` }]);
  });

  it('finds one in the entry itself, and the admin inquiries inside the my-page feature', () => {
    const withAdmin = chunk('index.js', ['start.tsx', 'features/mypage/components/admin-inquiries.tsx'], { isEntry: true });
    expect(backOfficeLeaks([withAdmin]).map((l) => l.module)).toEqual([`${SRC}/features/mypage/components/admin-inquiries.tsx`]);
  });

  it('lets back-office screens import their own code, and public screens load it only on intent', () => {
    const adminScreen = route('admin-bookings.js', 'app/routes/admin/bookings.tsx', ['admin-shared.js']);
    const adminShared = chunk('admin-shared.js', ['features/admin-bookings/admin-bookings-list.tsx', 'app/layouts/back-office-layout.tsx']);
    // A public screen with a dynamic import of a back-office chunk lists it under dynamicImports, not imports.
    const home = route('home.js', 'app/routes/pc/home.tsx', ['shell.js']);
    expect(backOfficeLeaks([entry, shell, adminScreen, adminShared, home])).toEqual([]);
  });

  it("takes a back-office screen's data chunk without a facade (its screen imports it too) for back-office code", () => {
    const data = chunk('booking.data.js', ['features/admin-bookings/api/get-admin-booking.ts', 'app/routes/admin/booking.data.ts'], { isDynamicEntry: true });
    const publicData = chunk('home.data.js', ['features/banners/api/get-banners.ts', 'app/routes/mobile/home.data.ts', 'features/admin-bookings/api/get-admin-booking.ts'], { isDynamicEntry: true });
    expect(backOfficeLeaks([entry, shell, data])).toEqual([]);
    expect(backOfficeLeaks([entry, shell, publicData]).map((l) => l.root)).toEqual(['home.data.js']);
  });

  it('does not take the insurance partners links (ui/partner-links) for partner code', () => {
    expect(backOfficeLeaks([entry, shell, route('more.js', 'app/routes/mobile/more.tsx', ['links.js']), chunk('links.js', ['ui/partner-links/partner-links.tsx'])])).toEqual([]);
  });
});
