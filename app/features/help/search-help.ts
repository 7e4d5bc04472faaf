/** A help article the support page's search can find: a question and its answer. */
export type HelpEntry = { id: string; question: string; answer: string };

/** Lower-case words of a text, accents folded, punctuation dropped ("Wi-Fi" → "wi", "fi"). */
export function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Entries matching every word of the query, each as the start of a word in the question or
 * the answer ("refu" finds "refund", "vpn" does not find "openvpn"), or as a longer form of
 * a word of four letters or more ("refunds" finds "refund"). Questions that
 * match rank before answer-only matches; otherwise the entries keep their order. An empty
 * query matches nothing: the page shows no results until the visitor types.
 */
export function searchHelp<Entry extends HelpEntry>(
  entries: readonly Entry[],
  query: string,
): Entry[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  const matchesAll = (haystack: string[]) =>
    terms.every((term) =>
      haystack.some((word) => word.startsWith(term) || (word.length >= 4 && term.startsWith(word))),
    );
  const inQuestion: Entry[] = [];
  const inAnswer: Entry[] = [];
  for (const entry of entries) {
    const question = words(entry.question);
    if (matchesAll(question)) inQuestion.push(entry);
    else if (matchesAll([...question, ...words(entry.answer)])) inAnswer.push(entry);
  }
  return [...inQuestion, ...inAnswer];
}
