// The `qrcode` library's mask penalty rules (ISO/IEC 18004 §7.8.3), which its own mask choice sums; no types ship.
declare module 'qrcode/lib/core/mask-pattern' {
  import type { BitMatrix } from 'qrcode';
  export function getPenaltyN1(data: BitMatrix): number;
  export function getPenaltyN2(data: BitMatrix): number;
  export function getPenaltyN3(data: BitMatrix): number;
  export function getPenaltyN4(data: BitMatrix): number;
}
