import { test } from './fixtures.ts';
import { checkStayPlus } from './stay-plus-checks.ts';

test('mobile stay-plus: curated stays, city chips, more button', async ({ page, request }) => {
  await checkStayPlus(page, request, 'mobile');
});
