const LOOPBACK_REDIRECT = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** A redirect URI a client may register: https, or http on loopback (native apps), without a fragment. */
export function acceptableRedirect(uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.hash !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_REDIRECT.test(url.hostname));
}
