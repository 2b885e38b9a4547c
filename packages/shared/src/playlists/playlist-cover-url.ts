/**
 * Cover URLs of a playlist (relative, formats.md §6.3 `cover_url`). A playlist with an uploaded
 * cover points at it; one without points at a placeholder image the server draws from the
 * playlist's own gradient (its look in the game, formats.md §2), so `cover_url` is never '' and
 * community tools that load `cover_url?size=150` always get an image.
 */

/** `/api/playlists/{id}/cover`: the uploaded cover. */
export function playlistCoverPath(id: number): string {
  return `/api/playlists/${id}/cover`;
}

/** `/api/playlists/{id}/cover/placeholder`: the generated gradient, for playlists without a cover. */
export function playlistPlaceholderCoverPath(id: number): string {
  return `/api/playlists/${id}/cover/placeholder`;
}

/**
 * True when `coverUrl` is a placeholder (see playlistPlaceholderCoverPath), with or without a query
 * string. The web app then draws the gradient itself, with the name, and follows colour edits live.
 */
export function isPlaylistPlaceholderCover(coverUrl: string): boolean {
  return /\/cover\/placeholder(?:\?|$)/.test(coverUrl);
}
