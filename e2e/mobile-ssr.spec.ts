import { test } from './fixtures.ts';
import { serverRenderedPageChecks } from './ssr-checks.ts';

test.describe('mobile pages rendered on the server', () => serverRenderedPageChecks('mobile'));
