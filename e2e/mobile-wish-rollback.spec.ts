import { test } from './fixtures.ts';
import { checkFailedWishesRollBack, checkSavedWishSurvivesAndFailedRemovalRollsBack } from './wish-rollback-checks.ts';

test('mobile home: a stay and a tour heart flip at once and quietly roll back when the wish call fails', async ({ page }) => {
  await checkFailedWishesRollBack(page, 'mobile');
});

test('mobile home: saved wishes survive a reload, a failed removal rolls back, a real removal is kept', async ({ page }) => {
  test.setTimeout(90_000);
  await checkSavedWishSurvivesAndFailedRemovalRollsBack(page, 'mobile');
});
