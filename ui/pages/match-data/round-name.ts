// A round's or stage's name as the schedule shows it: knockout rounds renamed as SPEC.md §9 says [FM-4]
// (16强 → 1/8, 8强 → 1/4); other names as the data gives them.
const RENAMES: readonly (readonly [RegExp, string])[] = [[/16强/g, '1/8'], [/(^|[^1-9])8强/g, '$11/4']];

export function roundName(name: string): string {
  return RENAMES.reduce((n, [from, to]) => n.replace(from, to), name);
}
