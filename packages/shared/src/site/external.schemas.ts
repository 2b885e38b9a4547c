import { z } from 'zod';

/**
 * The companion mod manager's latest release (spec §3 "Release info: tag_name"; §7 External):
 * `tag_name` as the code host names it (`v1.4.2`), the release page and, when the release carries
 * a Windows installer or archive, its direct download.
 */
export const modManagerReleaseSchema = z.object({
  tag_name: z.string(),
  html_url: z.string(),
  download_url: z.string().nullable(),
});
export type ModManagerRelease = z.infer<typeof modManagerReleaseSchema>;

/** The chat community's presence (spec §1 COMMUNITY, §7 External): online members and a join link. */
export const communityPresenceSchema = z.object({
  presence_count: z.number().int().min(0),
  join_url: z.string().nullable(),
});
export type CommunityPresence = z.infer<typeof communityPresenceSchema>;

/**
 * `GET /api/site/external`: what the site reads from other services, fetched and cached by the
 * server (spec §7 External: "errors are ignored"). A part is null when it is not configured or its
 * last fetch failed; the page then hides that part.
 */
export const siteExternalSchema = z.object({
  mod_manager: modManagerReleaseSchema.nullable(),
  community: communityPresenceSchema.nullable(),
});
export type SiteExternal = z.infer<typeof siteExternalSchema>;
