// The cards that make up an element (109.2b, 109.2c) and a NEO creature's choice (802.1), as a
// judge sees them: the card panel lists the cards under a creature from the top, and summoning
// a NEO creature offers its base or none. Every test fails on a console error (fixtures.mjs).
import { test, expect, settleAnimations } from './fixtures.mjs';

test.afterEach(async ({ page }) => settleAnimations(page));

// tests/e2e/boards/stacks.toml after its one step: Betelgeuse Final Cannon has three cards under
// it, and Player 1 is summoning Great Grasper, which may go on Bronze-Arm Tribe or come alone.
// Regenerate: cargo run -p horyu-cli -- link encode tests/e2e/boards/stacks.toml
const LINK =
  'SFkER6yLJ41V3W8bRRB3aIgQX-WJ59G9NJEuEUkhD-YFtUkjhEortYKHqoo2vrW95Lxr7a7tmMhSfQclaloqFIEAIWhTPtQGQiUQH0r5R3jdpuHPYGbPPjtu-Dgltm9ndmZ2fr_f7PiLhYk_X1gPSkxHQfHSeiDwa_YlesJAKsuDYnDBMhlNC1kEW-XApGlxDYa1DSgZt3GRWRD4Z4DBm4vnoKQ5sw3NX_X-xirNI6izCjcQKXnCQlXFEe4wQFln4HX6JZoiFu8yK5QMoaSMDaGuMFEImpUoa-Rj86aKG-QEK8xwqHKNNvxXDW1C74WVVJkBqUBheg1sBQNbwc1MgCdiNTrRElUIS5qZOte95eV3GFpcct-l37v0gUs3XLrnX--65HeXfoSL6GrbdYrQPyOuDJdusIcYzVsuownPERRfDgN_lKA479tKB_KOpzgzFs6oeJWc_bKv4lLg0i2qgfJiGR-75K5__ZH8Vnm7pXSUpeJqOW8JGemliWHKWtWC4vp_lDtcbacTDqE_m6N_rlwWJcFiDxZMLpydnpubAooPUa0lVsWJDEePcBEp0GIW2z4Aqp8bJhfztaW3QiQP8kNzxK4MbcQPMlTO8lKVwRtCVhBQhAghXeBYMrJNw3lluIgEgwXNKtjuqRDOVxWXYi0jDcz3aAOzr1Cv4eL0CkZdJR61hK16Rmpej7HXNS4ttLSwlktPpIyJnlfI5b7Fb1PSl0m7s5o9WDDJoCxiOi5RjpxofapPRAM1XmH4YbnSKw0tYR63SGDWstIqWC0qFdxbb1iLxwUj1nwnTdbdhozQSMKSVvnUFc2avI0eU1RgzMsWeW9n4CLaFmUlFqYKRGWykiCGGH8Ka4grvIFnOyMkonmaSYkEGOb-X7-8f_DNl48-_cqln7v0qkt3XLLrkm89Dfc8DW-75GuXXvOmH1x6x6UfuvSngSxy1Jf_TSCeIQN9zOf6yEAbCKSH7ePqwFK-c-mmS1MUBdY3qgtsbT3myz3sjxIGxcsnwYBzQScM8onhB6Lla1hj8HaVS96keSKzuZLTukdfZIxq4Fxb4RBxY7Vq8ygkC9RYmzAmKDNMbRUByvcLaSxnEcXpM-FI0AlNKqYH1gf39jeuuu7uw71P8JPakN7zc6vrcXngutcPbv28f-ea62K3rrtk89FnibvS3d_e2v_ivuvuHPyx67o3XXfTJTddgm47rrv1D6F2H_622d_ynusiJRKXbNDvKwmWpeqELYuDotUNjs0ul3nJ-vbVVJNTv1t4S9B31v-gx33ci1psE_YBtorIohoSHWcRB6tw1Xcs6HSIApluKQoiQV5B3mna6a-w_lUWeJR8QIkucTyUI9PsUeMRh2DQwwOXjWVtSn1oMs7lk_F0A--2Wjb8yqoHqylxybRQNAlHyRX258hAjTg8s4EymJcGyVQ6dF1d4BiLM52FGrmvfvU3A6K27UWKCt35f9fUiApP5io8eViEj0lkVI2HrkzK7xKiD14plztPh_QUnrh1Y6IwfvvGxPGxwmvHtvGF_sPCU8fxKfSfnvPhZ2zs2JPj4888-9zzhb8B';

test('the card panel lists the cards under a creature, top first', async ({ page }) => {
  await page.goto('/#link=' + LINK);
  await page.locator('[data-name="Betelgeuse Final Cannon"]').first().click();
  const under = page.locator('[data-detail="under"]');
  await expect(under).toContainText('109.2b');
  await expect(under.locator('li')).toHaveText(['Aqua Hulcus', 'Sea Gear Mecha', 'Sea Gear Mecha']);
  await expect(page.locator('[data-detail="attached"]')).toHaveCount(0);
  // A creature with nothing under it has no such list.
  await page.locator('[data-name="Bronze-Arm Tribe"]').first().click();
  await expect(page.locator('[data-detail="under"]')).toHaveCount(0);
});

test('summoning a NEO creature offers NEO evolution or none; none puts it out by itself', async ({ page }) => {
  await page.goto('/#link=' + LINK);
  const inspector = page.locator('[data-panel="resolution"]');
  await expect(inspector).toContainText('by NEO evolution, or none to put it out by itself (802.1)');
  await inspector.getByRole('button', { name: 'Confirm (0)' }).click();
  const battle = page.locator('[data-zone="p1.battle"]');
  await expect(battle.locator('[data-name="Great Grasper"]')).toHaveCount(1);
  await expect(battle).toHaveAttribute('aria-label', 'Player 1 Battle Zone, 3 cards');
});
