/** An account at a mock provider: its id, login name and display name. */
export interface MockUser {
  id: string;
  login: string;
  name: string;
}
