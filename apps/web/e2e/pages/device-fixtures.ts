import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Test doubles for the device e2e specs (device-notes §3.5, §5.4): the directory picker over an
 * Origin Private File System folder, and the fake Quest of the e2e build.
 */

/**
 * Stubs `showDirectoryPicker` with an OPFS folder `folder` holding `seed` (paths; a trailing `/`
 * is a folder), like a game install. Playwright cannot drive the real picker, and OPFS handles
 * are real FileSystemDirectoryHandles. OPFS always grants access, so the stub also plays Chrome's
 * permission: queryPermission answers "prompt" until requestPermission (which needs a click) grants
 * it for the browser session (kept in sessionStorage); {@link forgetFolderPermission} ends the
 * session, like a browser restart without "Allow on every visit".
 */
export async function stubGameFolderPicker(
  page: Page,
  folder: string,
  seed: readonly string[],
): Promise<void> {
  await page.addInitScript(
    ({ folder, seed }) => {
      const proto = FileSystemHandle.prototype as unknown as Record<string, unknown>;
      proto.queryPermission = async () =>
        sessionStorage.getItem('e2e-folder-permission') ? 'granted' : 'prompt';
      proto.requestPermission = async () => {
        sessionStorage.setItem('e2e-folder-permission', 'granted');
        return 'granted';
      };
      (
        window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }
      ).showDirectoryPicker = async () => {
        const dir = await (
          await navigator.storage.getDirectory()
        ).getDirectoryHandle(folder, { create: true });
        for (const path of seed) {
          const parts = path.split('/').filter(Boolean);
          const name = path.endsWith('/') ? undefined : parts.pop();
          let at = dir;
          for (const part of parts) at = await at.getDirectoryHandle(part, { create: true });
          if (name) {
            const writable = await (await at.getFileHandle(name, { create: true })).createWritable();
            await writable.write('seed');
            await writable.close();
          }
        }
        return dir;
      };
    },
    { folder, seed },
  );
}

/** Ends the stubbed folder permission (see stubGameFolderPicker): the next load asks again. */
export async function forgetFolderPermission(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.removeItem('e2e-folder-permission'));
}

/** Every file under the OPFS folder `folder`, as sorted `path (size)` strings. */
export async function opfsFiles(page: Page, folder: string): Promise<string[]> {
  return page.evaluate(async (folder) => {
    const out: string[] = [];
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of (
        dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else out.push(`${prefix}${name} (${(await (handle as FileSystemFileHandle).getFile()).size})`);
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), '');
    return out.sort();
  }, folder);
}

/** The fake Quest's options (apps/web/src/device/connect/e2e-fake-quest.ts `FakeQuestOverride`). */
export interface FakeQuestOptions {
  files?: { path: string; text?: string; base64?: string; mtime?: number }[];
  dirs?: string[];
  authorize?: 'allow' | 'manual' | 'never';
  busy?: boolean;
  authorizationTimeoutMs?: number;
}

/** Plugs the fake Quest of the e2e build in before the app loads (works only in `build:e2e`). */
export async function useFakeQuest(page: Page, options: FakeQuestOptions): Promise<void> {
  await page.addInitScript((quest) => {
    (window as unknown as { __synthhubDeviceOverrides: unknown }).__synthhubDeviceOverrides = { quest };
  }, options);
}

interface FakeQuestWindow {
  __synthhubFakeQuest: {
    stat(path: string): { size: number; mode: number; mtime: number } | null;
    list(dir: string): string[];
    allow(): void;
  };
}

/** A file on the fake Quest: size, permission bits, mtime in seconds; null when missing. */
export function questStat(page: Page, path: string) {
  return page.evaluate((path) => (window as unknown as FakeQuestWindow).__synthhubFakeQuest.stat(path), path);
}

/** Every path under `dir` on the fake Quest (folders end in `/`). */
export function questList(page: Page, dir: string): Promise<string[]> {
  return page.evaluate((dir) => (window as unknown as FakeQuestWindow).__synthhubFakeQuest.list(dir), dir);
}

/** Answers the fake headset's pending "Allow USB debugging?" prompt. */
export function questAllow(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as FakeQuestWindow).__synthhubFakeQuest.allow());
}

/** What the device flows install: one beatmap, a small playlist with its beatmaps, a stage, an avatar. */
export interface DeviceCatalog {
  beatmap: { id: number; title: string; published_at: string };
  playlist: { id: number; name: string; beatmapIds: number[] };
  stage: { id: number; name: string };
  avatar: { id: number; name: string };
}

interface Page_<T> {
  data: T[];
}

/**
 * Picks the items from the e2e server's demo catalogue (scripts/e2e-server.mjs): the playlist with
 * the fewest songs that are all on the site, a beatmap outside it (on the first list page), a stage with a PC and a Quest
 * file, and an avatar.
 */
export async function pickDeviceCatalog(request: APIRequestContext): Promise<DeviceCatalog> {
  const json = async <T>(path: string): Promise<T> => {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  type Item = { beatmap: { id: number; ost: boolean } | null };
  const playlists = await json<Page_<{ id: number; name: string }>>('/api/playlists?limit=50');
  let playlist: DeviceCatalog['playlist'] | undefined;
  for (const p of playlists.data) {
    const full = await json<{ items?: Item[] }>(`/api/playlists/${p.id}?join=items&join=items.beatmap`);
    const items = full.items ?? [];
    // Every song must be a file to install: on Synthhub, not an official-soundtrack entry.
    if (items.length === 0 || items.some((i) => !i.beatmap || i.beatmap.ost)) continue;
    if (!playlist || items.length < playlist.beatmapIds.length)
      playlist = { id: p.id, name: p.name, beatmapIds: items.map((i) => i.beatmap!.id) };
  }
  if (!playlist) throw new Error('The demo catalogue has no playlist whose songs are all on the site');
  const inPlaylist = new Set(playlist.beatmapIds);
  const beatmaps =
    await json<Page_<{ id: number; title: string; published_at: string }>>('/api/beatmaps?limit=50');
  const beatmap = beatmaps.data.find((b) => !inPlaylist.has(b.id));
  const stages = await json<Page_<{ id: number; name: string; files: { platform: string }[] }>>(
    '/api/models/stages?limit=50',
  );
  const stage = stages.data.find((s) => ['pc', 'quest'].every((p) => s.files.some((f) => f.platform === p)));
  const avatars = await json<Page_<{ id: number; name: string }>>('/api/models/avatars?limit=1');
  if (!beatmap || !stage || !avatars.data[0])
    throw new Error('The demo catalogue lacks a beatmap, stage or avatar');
  return {
    beatmap,
    playlist,
    stage: { id: stage.id, name: stage.name },
    avatar: avatars.data[0],
  };
}
