import type { SignInProvider } from '@synthhub/shared/identities/identities.constants';
import { SIGN_IN_PROVIDER_NAMES } from '@synthhub/shared/identities/identities.constants';
import { AppError, BadRequest } from '../../errors.ts';

/** Who a provider says signed in: its stable account id and its display name. */
export interface ProviderIdentity {
  providerUserId: string;
  displayName: string;
  /** The provider's login name, the best start for a Synthhub username (may break its rules). */
  usernameHint: string;
}

/** What a provider client needs to start a flow. */
export interface StartInput {
  state: string;
  /** PKCE verifier (RFC 7636) for OAuth providers; null for Steam. */
  codeVerifier: string | null;
  /** The web page the provider sends the browser back to: `{origin}/auth/{provider}`. */
  callbackUrl: string;
}

/** What a provider client needs to finish a flow: the callback query and the flow's own values. */
export interface CompleteInput {
  params: URLSearchParams;
  state: string;
  codeVerifier: string | null;
  callbackUrl: string;
}

/**
 * One third-party sign-in provider (docs/decisions/0015): builds the URL the browser is sent to,
 * and turns the callback into a verified identity.
 */
export interface ProviderClient {
  id: SignInProvider;
  /** Whether flows carry a PKCE verifier (the OAuth providers). */
  usesPkce: boolean;
  authorizeUrl(input: StartInput): Promise<string>;
  /**
   * Verifies the callback with the provider. Throws ProviderRefused (400) when the provider
   * refuses the code or assertion, ProviderUnavailable (502) when it cannot be reached or answers
   * nonsense.
   */
  complete(input: CompleteInput): Promise<ProviderIdentity>;
}

/** 400: the provider refused the sign-in (bad or reused code, forged assertion, cancelled). */
export class ProviderRefused extends BadRequest {
  constructor(provider: SignInProvider, detail: string, options?: { cause?: unknown }) {
    super(
      `${SIGN_IN_PROVIDER_NAMES[provider]} did not confirm the sign-in (${detail}). Please try again.`,
      options,
    );
  }
}

/** 502: the provider could not be reached or answered something unreadable. */
export class ProviderUnavailable extends AppError {
  constructor(provider: SignInProvider, detail: string, options?: { cause?: unknown }) {
    super(
      502,
      `${SIGN_IN_PROVIDER_NAMES[provider]} sign-in failed: ${detail}. Please try again later.`,
      options,
    );
  }
}
