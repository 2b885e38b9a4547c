/** The longest reason an admin may give for suspending an account, in characters. */
export const SUSPENSION_REASON_MAX = 500;

/**
 * The message every sign-in path answers for a suspended account (password sign-in, refresh,
 * third-party sign-in, device code, API tokens and access tokens already issued;
 * docs/decisions/0030-admin-area, "Account suspension"): "This account is suspended: <reason>", or "This account is
 * suspended." when no reason was recorded. The sign-in form shows it as the server sends it.
 */
export function accountSuspendedMessage(reason: string | null | undefined): string {
  const trimmed = reason?.trim();
  return trimmed ? `This account is suspended: ${trimmed}` : 'This account is suspended.';
}

/** Whether an error message from the API is the suspension message (the sign-in form highlights it). */
export function isSuspensionMessage(message: string): boolean {
  return message.startsWith('This account is suspended');
}
