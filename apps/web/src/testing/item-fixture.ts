/**
 * The fields every content item's API answer has whatever its kind (id, cover version, the
 * download and vote counts, the version and the uploader; spec §3, docs/decisions/0051), as the
 * kind fixtures share them: 12 downloads, 3 votes up, none down, uploaded by mapper7 (user 7).
 */
export function itemFixtureFields(id: number) {
  return {
    id,
    cover_version: 1,
    download_count: 12,
    upvote_count: 3,
    downvote_count: 0,
    vote_diff: 3,
    score: '0',
    rating: '0',
    version: 1,
    user: { id: 7, username: 'mapper7', avatar_filename: null, avatar_url: null },
  };
}
