/**
 * Generated ids (docs/product.md#records): a prefix plus 12 random characters from an alphabet
 * without look-alike characters (no 0/o, 1/l/i). Lower case only, so an id read out
 * loud or typed by a creator cannot be mistyped by case.
 */
export const ID_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const ID_RANDOM_LENGTH = 12;

export const ID_PREFIXES = {
  creator: 'cr_',
  company: 'co_',
  employee: 'em_',
  product: 'pr_',
  campaign: 'ca_',
  project: 'pj_',
  projectCreator: 'pc_',
  submission: 'sb_',
  invitation: 'iv_',
  teamEvent: 'te_',
  event: 'ev_',
  notification: 'nt_',
  videoUpload: 'vu_',
  comment: 'cm_',
} as const;
export type IdKind = keyof typeof ID_PREFIXES;

export function randomIdPart(length = ID_RANDOM_LENGTH): string {
  const bytes = new Uint8Array(length * 2);
  crypto.getRandomValues(bytes);
  let out = '';
  // Rejection sampling keeps the distribution uniform over the 31-character alphabet.
  const limit = 256 - (256 % ID_ALPHABET.length);
  for (const byte of bytes) {
    if (byte >= limit) continue;
    out += ID_ALPHABET[byte % ID_ALPHABET.length];
    if (out.length === length) return out;
  }
  return out + randomIdPart(length - out.length);
}

export function newId(kind: IdKind): string {
  return ID_PREFIXES[kind] + randomIdPart();
}

export function isId(kind: IdKind, value: string): boolean {
  const prefix = ID_PREFIXES[kind];
  if (!value.startsWith(prefix)) return false;
  const rest = value.slice(prefix.length);
  return rest.length === ID_RANDOM_LENGTH && [...rest].every((c) => ID_ALPHABET.includes(c));
}

export function idPattern(kind: IdKind): RegExp {
  return new RegExp(`^${ID_PREFIXES[kind]}[${ID_ALPHABET}]{${ID_RANDOM_LENGTH}}$`);
}
