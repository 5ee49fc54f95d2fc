import { describe, expect, it } from 'vitest';
import { platformOfPath } from './platform.tsx';

describe('platformOfPath', () => {
  it('lays out the mobile web and the partner app as mobile, everything else as PC', () => {
    expect(platformOfPath('/m/1.0/grp_main/main.html')).toBe('mobile');
    expect(platformOfPath('/manager_app/booking/index.html')).toBe('mobile');
    expect(platformOfPath('/manager/booking/list.php')).toBe('pc');
    expect(platformOfPath('/main/index.php')).toBe('pc');
  });
});
