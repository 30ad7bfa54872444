// [AU-4] The password login sends the password base64-encoded (UTF-8 first, so any character survives; the server
// decodes strictly, server/auth/passwords.ts). Encoding, not secrecy: TLS protects it on the way.
export function encodePassword(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
