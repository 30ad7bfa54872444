/** The sports the product shows in detail (SPEC.md §1). */
export type Sport = 'football' | 'basketball';

export const SPORTS: readonly Sport[] = ['football', 'basketball'];

/** Sport type codes on the wire and in follow calls (SPEC.md §9: football 1, basketball 2). */
export const SPORT_TYPE = { football: 1, basketball: 2 } as const satisfies Record<Sport, number>;

export function sportOfType(sportType: number): Sport | undefined {
  if (sportType === SPORT_TYPE.football) return 'football';
  if (sportType === SPORT_TYPE.basketball) return 'basketball';
  return undefined;
}
