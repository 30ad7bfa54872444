// The odds companies (/v1/common/nm/allCompany), named as Chinese odds pages show them, with the margin
// (overround) each builds into its prices: the generator quotes within [minMargin, maxMargin].
export interface OddsCompany {
  readonly id: number;
  readonly name: string;
  readonly minMargin: number;
  readonly maxMargin: number;
}

export const ODDS_COMPANIES: readonly OddsCompany[] = [
  { id: 1, name: '澳门', minMargin: 0.06, maxMargin: 0.08 },
  { id: 2, name: '皇冠', minMargin: 0.04, maxMargin: 0.06 },
  { id: 3, name: '易胜博', minMargin: 0.04, maxMargin: 0.055 },
  { id: 4, name: '立博', minMargin: 0.06, maxMargin: 0.09 },
  { id: 5, name: '韦德', minMargin: 0.05, maxMargin: 0.08 },
  { id: 6, name: 'bet365', minMargin: 0.04, maxMargin: 0.065 },
];

export function oddsCompany(id: number): OddsCompany | undefined {
  return ODDS_COMPANIES.find((c) => c.id === id);
}
