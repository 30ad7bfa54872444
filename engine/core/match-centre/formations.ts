// Football formations and where each slot stands on the pitch (the 阵容 tab draws the XI from these). Slot 0 is
// the goalkeeper; then the lines from defence to attack, each left to right. Coordinates 0–100: x across the
// pitch, y from the team's own goal line (a page mirrors the away side).
export const FORMATIONS = ['4-4-2', '4-3-3', '4-2-3-1', '3-5-2', '4-1-4-1', '3-4-3', '5-3-2', '4-5-1'] as const;
export type Formation = (typeof FORMATIONS)[number];

export interface FormationSlot {
  /** GK, DF, MF or FW. */
  readonly position: 'GK' | 'DF' | 'MF' | 'FW';
  readonly x: number;
  readonly y: number;
}

/** The lines of a formation, defence first: '4-2-3-1' → [4, 2, 3, 1]. */
export function formationLines(formation: string): number[] {
  return formation.split('-').map(Number);
}

/** The 11 slots of a formation; throws for one that does not add up to 10 outfield players. */
export function formationSlots(formation: string): FormationSlot[] {
  const lines = formationLines(formation);
  if (lines.length < 3 || lines.some((n) => !Number.isInteger(n) || n < 1) || lines.reduce((a, b) => a + b, 0) !== 10) {
    throw new Error(`not a formation: '${formation}'`);
  }
  const slots: FormationSlot[] = [{ position: 'GK', x: 50, y: 5 }];
  lines.forEach((count, i) => {
    const position = i === 0 ? 'DF' : i === lines.length - 1 ? 'FW' : 'MF';
    const y = Math.round(22 + (i * 66) / (lines.length - 1));
    for (let k = 0; k < count; k++) slots.push({ position, x: Math.round(((k + 1) * 100) / (count + 1)), y });
  });
  return slots;
}
