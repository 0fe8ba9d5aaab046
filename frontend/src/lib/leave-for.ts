/** Sends the browser to another site's page (a payment provider's), leaving the app. */
export function leaveFor(address: string) {
  window.location.assign(address);
}
