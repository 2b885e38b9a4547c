/**
 * A user as the API shows them to anyone (spec §3 "User"). `avatar_url` is relative or null.
 */
export interface PublicUser {
  id: number;
  username: string;
  avatar_filename: string | null;
  avatar_url: string | null;
  admin: boolean;
  created_at: string;
}

/** The signed-in user's own record: the public fields plus the e-mail address. */
export interface SessionUser extends PublicUser {
  email: string;
}
