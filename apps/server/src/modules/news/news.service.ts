import {
  NEWS_PAGE_SIZE,
  type NewsPage,
  type NewsPost,
  type NewsPostPatch,
  type newsPostInputSchema,
} from '@synthhub/shared/news/news.schemas';
import { isDbIdText } from '@synthhub/shared/api/ids';
import { slugReference } from '@synthhub/shared/api/slug-reference';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { presentNewsPost, presentNewsSummary } from './news.presenter.ts';
import * as repo from './news.repository.ts';

/** What the news rules need from the app. */
export interface NewsContext {
  db: Db;
}

/** The message of a post that does not exist or is a draft the caller may not see. */
export const newsNotFound = (ref: string | number) => `News post ${ref} was not found.`;

/** Turns a taken slug into 409 "The slug … is taken."; rethrows anything else. */
function slugTaken(slug: string | undefined) {
  return (error: unknown): never => {
    if (uniqueViolation(error))
      throw new Conflict(`The slug "${slug}" is already used by another post.`, { cause: error });
    throw error;
  };
}

/** The audit fields of a post (docs/decisions/0030): what an admin's change is compared on. */
function auditFields(row: repo.NewsRow) {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    official: row.official,
    cover_url: row.coverUrl,
    published_at: row.publishedAt?.toISOString() ?? null,
    body_chars: row.bodyMarkdown.length,
  };
}

/** The fields of `after` that differ from `before` (both per {@link auditFields}), for the audit log. */
function changed(before: ReturnType<typeof auditFields>, after: ReturnType<typeof auditFields>) {
  const keys = (Object.keys(after) as (keyof typeof after)[]).filter((k) => before[k] !== after[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/**
 * Creates a post by `author` (an admin; the route's gate checked it), audited `news.create`
 * in the same transaction. `published: true` publishes it now. Answers the post. Throws Conflict
 * (409) when the slug is taken.
 */
export async function createPost(
  ctx: NewsContext,
  author: AuthUser,
  input: z.output<typeof newsPostInputSchema>,
): Promise<NewsPost> {
  return ctx.db.transaction(async (tx) => {
    const id = await repo
      .insertPost(tx, {
        slug: input.slug,
        title: input.title,
        summary: input.summary,
        bodyMarkdown: input.body_markdown,
        coverUrl: input.cover,
        authorId: author.id,
        official: input.official,
        publishedAt: input.published ? new Date() : null,
      })
      .catch(slugTaken(input.slug));
    const row = (await repo.findPostById(tx, id))!;
    await recordAudit(tx, {
      actorId: author.id,
      action: 'news.create',
      targetKind: 'news',
      targetId: id,
      targetLabel: row.title,
      after: auditFields(row),
    });
    return presentNewsPost(row);
  });
}

/**
 * Changes post `id` as admin `actorId` (docs/decisions/0028): the given fields only; `published:
 * true` publishes a draft now and keeps an earlier date, `false` makes it a draft; a new `cover`
 * URL replaces a stored cover. Audited in the same transaction as `news.publish` /
 * `news.unpublish` when that changes, `news.update` otherwise, with the changed fields. Throws
 * NotFound (404) for an unknown id, Conflict (409) for a taken slug.
 */
export async function updatePost(
  ctx: NewsContext,
  actorId: number,
  id: number,
  patch: NewsPostPatch,
): Promise<NewsPost> {
  return ctx.db.transaction(async (tx) => {
    const current = await repo.findPostById(tx, id);
    if (!current) throw new NotFound(newsNotFound(id));
    const values: repo.NewsValues = {
      slug: patch.slug,
      title: patch.title,
      summary: patch.summary,
      bodyMarkdown: patch.body_markdown,
      official: patch.official,
    };
    if (patch.cover !== undefined) Object.assign(values, { coverUrl: patch.cover, coverKey: null });
    if (patch.published !== undefined)
      values.publishedAt = patch.published ? (current.publishedAt ?? new Date()) : null;
    await repo.updatePost(tx, id, values).catch(slugTaken(patch.slug));
    const row = (await repo.findPostById(tx, id))!;
    const wasPublished = current.publishedAt !== null;
    const isPublished = row.publishedAt !== null;
    const verb = wasPublished === isPublished ? 'update' : isPublished ? 'publish' : 'unpublish';
    await recordAudit(tx, {
      actorId,
      action: `news.${verb}`,
      targetKind: 'news',
      targetId: id,
      targetLabel: row.title,
      ...changed(auditFields(current), auditFields(row)),
    });
    return presentNewsPost(row);
  });
}

/** Deletes post `id` as admin `actorId`, audited `news.delete`. Throws NotFound (404) when there is none. */
export async function deletePost(ctx: NewsContext, actorId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await repo.findPostById(tx, id);
    if (!current || !(await repo.deletePost(tx, id))) throw new NotFound(newsNotFound(id));
    await recordAudit(tx, {
      actorId,
      action: 'news.delete',
      targetKind: 'news',
      targetId: id,
      targetLabel: current.title,
      before: auditFields(current),
    });
  });
}

/**
 * One post by id (digits) or slug (`halloween22`, `2023/coconut-edition`) for `viewer`: published
 * posts for everyone, drafts only for admins. Throws NotFound (404) otherwise, the same answer for
 * a draft as for nothing, so drafts are not revealed.
 */
export async function getPost(ctx: NewsContext, ref: string, viewer: AuthUser | null): Promise<NewsPost> {
  const row = isDbIdText(ref)
    ? await repo.findPostById(ctx.db, Number(ref))
    : await repo.findPostBySlug(ctx.db, slugReference(ref));
  if (!row || (!row.publishedAt && !viewer?.admin)) throw new NotFound(newsNotFound(ref));
  return presentNewsPost(row);
}

/** The stored cover key of post `id` when it is visible to `viewer`; NotFound otherwise. */
export async function getCoverKey(ctx: NewsContext, id: number, viewer: AuthUser | null): Promise<string> {
  const row = await repo.findPostById(ctx.db, id);
  if (!row || (!row.publishedAt && !viewer?.admin) || !row.coverKey)
    throw new NotFound(`News post ${id} has no stored cover.`);
  return row.coverKey;
}

/**
 * A page of posts, newest first (`limit`, else {@link NEWS_PAGE_SIZE}, a page): published ones, or with `drafts`
 * (the admin list) every post. `official` keeps official (true) or other (false) posts.
 */
export async function listPosts(
  ctx: NewsContext,
  opts: { official?: boolean; page: number; limit?: number | undefined; drafts?: boolean },
): Promise<NewsPage> {
  const size = opts.limit ?? NEWS_PAGE_SIZE;
  const { rows, total } = await repo.listPosts(ctx.db, {
    official: opts.official,
    drafts: opts.drafts ?? false,
    page: opts.page,
    size,
  });
  return {
    data: rows.map(presentNewsSummary),
    count: rows.length,
    total,
    page: opts.page,
    pageCount: Math.ceil(total / size),
  };
}
