export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/** The words of a search, lower-cased; punctuation and extra spaces do not count. */
function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The entries whose question or answer contains every word of `search` (any order, any case); all for an empty search. */
export function filterFaq<Entry extends FaqEntry>(entries: readonly Entry[], search: string): Entry[] {
  const words = searchWords(search);
  return entries.filter((entry) => {
    const text = `${entry.question} ${entry.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
