/**
 * Phones and tablets by their User-Agent (spec §1: "Mobile is detected from the user agent").
 * Token list of the original app; `Mobile` also covers Firefox/Chrome on phones and Windows Phone.
 * iPadOS 13+ Safari announces itself as a Mac and cannot be told apart from the User-Agent alone.
 */
const mobileTokens = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|Opera Mini|IEMobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return mobileTokens.test(userAgent);
}
