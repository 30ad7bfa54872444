// [FT-2] The filter dialog's letter groups: '#' first — the hot group — then A–Z. Every competition sits in exactly
// one group: a hot one under '#', any other under its initial; an initial that is not a letter A–Z (bad or missing
// data) also goes under '#', the way contact lists file what has no letter. Inside a group the input order is kept.

export const HOT_GROUP = '#';

export interface Initialled {
  readonly initial: string;
  readonly hot: boolean;
}

export interface LetterGroup<T> {
  /** '#' or 'A'…'Z'. */
  readonly letter: string;
  readonly items: readonly T[];
}

export function groupLetterOf(c: Initialled): string {
  if (c.hot) return HOT_GROUP;
  const letter = typeof c.initial === 'string' ? c.initial.trim().toUpperCase() : '';
  return /^[A-Z]$/.test(letter) ? letter : HOT_GROUP;
}

/** Non-empty groups only, '#' first, then A–Z; each group keeps its items in input order. */
export function groupByInitial<T extends Initialled>(items: readonly T[]): LetterGroup<T>[] {
  const byLetter = new Map<string, T[]>();
  for (const item of items) {
    const letter = groupLetterOf(item);
    const group = byLetter.get(letter);
    if (group) group.push(item);
    else byLetter.set(letter, [item]);
  }
  const rank = (letter: string) => (letter === HOT_GROUP ? -1 : letter.charCodeAt(0));
  return [...byLetter.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([letter, group]) => ({ letter, items: group }));
}
