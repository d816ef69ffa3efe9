const IMAGE = /\.(png|jpe?g|gif|svg|webp|bmp|ico)$/i;

/** The Markdown GitLab answers for an uploaded file: an image embed for images, a link otherwise. */
export function markdownLink(filename: string, text: string, url: string): string {
  return `${IMAGE.test(filename) ? '!' : ''}[${text}](${url})`;
}
