/**
 * 'Preferências de cookies' in the footer reopens the cookie notice (docs/product.md#consent), so
 * consent is withdrawn as easily as it was given. The footer is part of the site's frame and the
 * notice belongs to the consent feature: they meet through this window event.
 */
export const COOKIE_PREFERENCES_EVENT = "cookie-preferences";

export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(COOKIE_PREFERENCES_EVENT));
}
