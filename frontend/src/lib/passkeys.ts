import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
  AuthenticationResponseJSON,
} from '@simplewebauthn/browser';

/**
 * Passkeys in the browser: the server's options (JSON) turned into a `navigator.credentials`
 * call and its answer back into JSON, by @simplewebauthn/browser, loaded only when a passkey is
 * made or used, so the login pages stay light.
 */

/** What a person sees when they close the browser's passkey prompt or let it time out. */
export const PASSKEY_CANCELLED = 'No passkey was used. Try again, or sign in with your password.';

/** Whether this browser can make and use passkeys here: WebAuthn, at a secure address. */
export function passkeysAvailable(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

/** Asks the browser to make a passkey for the creation `options` the server gave. */
export async function makePasskey(options: Record<string, unknown>): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

/** Asks the browser for a passkey's answer to the request `options` the server gave. */
export async function answerWithPasskey(options: Record<string, unknown>): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
}

/** True when the person dismissed the browser's prompt (or it timed out): nothing went wrong. */
export function passkeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/** A name for a new passkey from the browser and device it is made on: 'Chrome on Windows'. */
export function suggestedPasskeyName(userAgent: string = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const device = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Mac OS X/.test(userAgent)
            ? 'Mac'
            : /CrOS/.test(userAgent)
              ? 'Chromebook'
              : /Linux/.test(userAgent)
                ? 'Linux'
                : 'this device';
  return `${browser} on ${device}`;
}
