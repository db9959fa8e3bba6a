// The cards that make up an element (109.2b, 109.2c) and a NEO creature's choice (802.1), as a
// judge sees them: the card panel lists the cards under a creature from the top, and summoning
// a NEO creature offers its base or none. Every test fails on a console error (fixtures.mjs).
import { test, expect, settleAnimations } from './fixtures.mjs';

test.afterEach(async ({ page }) => settleAnimations(page));

// tests/e2e/boards/stacks.toml after its one step: Betelgeuse Final Cannon has three cards under
// it, and Player 1 is summoning Great Grasper, which may go on Bronze-Arm Tribe or come alone.
// Regenerate: cargo run -p horyu-cli -- link encode tests/e2e/boards/stacks.toml
const LINK =
  'SFkFsghLz3VU3WtcRRS_011X6acIfrwo560J3CyxYMH6Im3SIFJbaNEnkdm9s_cOuTuzzMzNdn3qvVdrSBqLBEVFtE39oI3GgOIHie8-9W8oTNOUPvVP6Jm52aQN6bB7uXfmnDPz-5hTfylo3D5Qu7bQ-J-cN1REY1ycAJMwoEL3mQJNBxqkSAc4SQ1w_Gmg8N7kWWgrRk2m2Fs-XhupWAQ9GjMNkRRHDSQyjTBDQ5uqqAnvuDc-w1P-MTVcihDaUpsQehI3CkHRtts18rXZjEwzFwQtqhkkTOEa_mWmdOij8CQJ1SAkSNxeAW1hYcOZbgaHptzJYEpR3WPqNVus2vJXW67bctaWa_7zpi3-teUXOBmQep3c-TAg-08yqg2cluk0ecWWiy7BBWHOl7a46T9_J68SghnBXuP6QmO9drbT4W1OU48ZRibOjB07NgodJbsQdft8mh-t6PBEnUAm-9Tg6XfwDlmFkcntuan3Q9QAaVYMKejAAGmACuQZ1k4ovMtFjLwgYmRmgiHHKJqCc1IzHnEKE4rGUujREM4lkgl-seIejm-xD6-_MT4-HsKFsRZWnXZy9LlJvLCK9VKUpsuEgb7ixjDh9agE9fKgJYYrPk0Kf0yXXZ3ZaathhEKHpw6uU84FufnRoZ4auiym-DBMqlamBBzHFAHUGNqeBqN4HGNuLzMG4YLmFz2TumI3ExEuOn8KI_3WsaIzbIARo-6AKesYtI9pwgVcmxRxynUCgnb98Z2vmsHLJ3HvNGYZYjrNBap4igohxZv3__p086fv7339gy2_teVlWy7bYsUWP3uDrHmDXLfFj7ac80u_2fKGLT-35R-EkAZZfYCeeXaLefKCD__FlvO2LNFSWIPUSGUh8vxuVZ9wGCnJBwkTbMb5XVS-3_bLli9QCpnhvWsxiJg2Sg5YFLoV6NKBI89xVJFlEkS-nc-FNoxGrs6Q4j3ZbM6R-5_d2pi9bPOVu2tf4dOBKG_5C5Z75Os2v7J57c-NG3M2R6xXbDF_75vCXso3lhY3vlu1-fLmfys2v2rzeVtctQWGLdt88SmlVu7-Mz9M-cTmSHphi1n3fqlwpATb9O0aj88erGb2kWDvWD_2439pofHRqQy7Wbe6px25RZRuM0EVl-7S7lYpHFp-x0B4zyvv71xtjfK0XYM6fJ5hDUZVVeJFW_zt2wvCX_J-QjMtBwRxPWzu4QlsT0-0NBdtC8dahSJ0I9iHTT2oY1M6QoK3awjLQQvC4LkjOHYgV8G7iCO1Z-r1AwcPHQ4eAQ';

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
