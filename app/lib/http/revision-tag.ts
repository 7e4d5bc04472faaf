/**
 * The ETag of an item whose changes are counted: its revision, quoted (`"3"`). The server
 * sends it; a client sends it back as `If-Match` to change only the revision it saw.
 */
export function revisionTag(revision: number): string {
  return `"${revision}"`;
}
