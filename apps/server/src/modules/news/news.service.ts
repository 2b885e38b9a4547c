import {
  NEWS_PAGE_SIZE,
  type NewsPage,
  type NewsPost,
  type NewsPostPatch,
  type newsPostInputSchema,
} from '@synthhub/shared/news/news.schemas';
import { isDbIdText } from '@synthhub/shared/api/ids';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
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

/**
 * Creates a post by `author` (an admin; the route's gate checked it). `published: true` publishes
 * it now. Answers the post. Throws Conflict (409) when the slug is taken.
 */
export async function createPost(
  ctx: NewsContext,
  author: AuthUser,
  input: z.output<typeof newsPostInputSchema>,
): Promise<NewsPost> {
  const id = await repo
    .insertPost(ctx.db, {
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
  return presentNewsPost((await repo.findPostById(ctx.db, id))!);
}

/**
 * Changes post `id` (docs/decisions/0028): the given fields only; `published: true` publishes a
 * draft now and keeps an earlier date, `false` makes it a draft; a new `cover` URL replaces a
 * stored cover. Throws NotFound (404) for an unknown id, Conflict (409) for a taken slug.
 */
export async function updatePost(ctx: NewsContext, id: number, patch: NewsPostPatch): Promise<NewsPost> {
  const current = await repo.findPostById(ctx.db, id);
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
  await repo.updatePost(ctx.db, id, values).catch(slugTaken(patch.slug));
  return presentNewsPost((await repo.findPostById(ctx.db, id))!);
}

/** Deletes post `id`. Throws NotFound (404) when there is none. */
export async function deletePost(ctx: NewsContext, id: number): Promise<void> {
  if (!(await repo.deletePost(ctx.db, id))) throw new NotFound(newsNotFound(id));
}

/**
 * One post by id (digits) or slug (`halloween22`, `2023/coconut-edition`) for `viewer`: published
 * posts for everyone, drafts only for admins. Throws NotFound (404) otherwise, the same answer for
 * a draft as for nothing, so drafts are not revealed.
 */
export async function getPost(ctx: NewsContext, ref: string, viewer: AuthUser | null): Promise<NewsPost> {
  const row = isDbIdText(ref)
    ? await repo.findPostById(ctx.db, Number(ref))
    : await repo.findPostBySlug(ctx.db, ref.toLowerCase());
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
 * A page of posts, newest first ({@link NEWS_PAGE_SIZE} a page): published ones, or with `drafts`
 * (the admin list) every post. `official` keeps official (true) or other (false) posts.
 */
export async function listPosts(
  ctx: NewsContext,
  opts: { official?: boolean; page: number; drafts?: boolean },
): Promise<NewsPage> {
  const { rows, total } = await repo.listPosts(ctx.db, {
    official: opts.official,
    drafts: opts.drafts ?? false,
    page: opts.page,
    size: NEWS_PAGE_SIZE,
  });
  return {
    data: rows.map(presentNewsSummary),
    count: rows.length,
    total,
    page: opts.page,
    pageCount: Math.ceil(total / NEWS_PAGE_SIZE),
  };
}
