/**
 * The readable text of tenant HTML, for a card's short preview. DOMParser builds an inert
 * document (no scripts run, no images load), and only textContent leaves it.
 */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
