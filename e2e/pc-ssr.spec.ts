import { test } from './fixtures.ts';
import { serverRenderedPageChecks } from './ssr-checks.ts';

test.describe('PC pages rendered on the server', () => serverRenderedPageChecks('pc'));
