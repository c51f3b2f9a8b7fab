/** Bytes as standard base64, in Deno, Node and browsers alike (btoa, no Buffer). */
export function bytesBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
