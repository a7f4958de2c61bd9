/** Escapes text for SVG and HTML; goods names carry characters such as '&' and '<'. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
