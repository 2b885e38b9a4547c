import { expect, test } from '@playwright/test';

/**
 * Spec §1/§7 External: the e2e server points MOD_MANAGER_RELEASES_URL and COMMUNITY_WIDGET_URL at
 * the mock code host and chat widget (apps/server/test/mock-providers/mock-providers.ts,
 * EXTERNAL_MOCKS: release v9.8.7, 1234 online). The sidebar shows both, fetched through the server.
 */
test('the sidebar shows the mod manager version and the online count', async ({ page, request }) => {
  const external = await (await request.get('/api/site/external')).json();
  expect(external.mod_manager.tag_name).toBe('v9.8.7');
  expect(external.community.presence_count).toBe(1234);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/beatmaps');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const manager = nav.getByRole('link', { name: /NoodleManagerX/ });
  await expect(manager).toContainText('v9.8.7');
  await expect(manager).toHaveAttribute('href', external.mod_manager.html_url);
  await expect(nav.getByRole('link', { name: /Discord/ })).toContainText('1,234 online');
});
