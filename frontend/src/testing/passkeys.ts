import { vi } from 'vitest';

/**
 * A browser that can use passkeys (WebAuthn at a secure address), for the screens that offer
 * them; jsdom has neither.
 */
export function browserWithPasskeys() {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  vi.stubGlobal('isSecureContext', true);
}

/** The error a browser gives when the person closes its passkey prompt. */
export function dismissedPrompt(): Error {
  const error = new Error('The operation either timed out or was not allowed.');
  error.name = 'NotAllowedError';
  return error;
}
