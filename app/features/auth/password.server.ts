import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";

/** scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB, ~0.1 s here), a 16-byte salt, a 32-byte key. */
export const currentScryptParams = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

type ScryptParams = { N: number; r: number; p: number };

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number) {
  // scrypt needs 128 * N * r bytes; allow that plus headroom (the default cap is 32 MiB).
  const options: ScryptOptions = {
    ...params,
    maxmem: 128 * params.N * params.r + 16 * 1024 * 1024,
  };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * A self-describing hash, "scrypt$N$r$p$salt$key" (salt and key in base64), so stored
 * hashes keep verifying after the cost is raised.
 */
export async function hashPassword(
  password: string,
  params: ScryptParams = currentScryptParams,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  return [
    "scrypt",
    params.N,
    params.r,
    params.p,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

type ParsedHash = { params: ScryptParams; salt: Buffer; key: Buffer };

function parseHash(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key || rest.length > 0) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(params.N) &&
    params.N >= 2 &&
    params.N <= 2 ** 20 &&
    (params.N & (params.N - 1)) === 0 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= 32 &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= 16;
  if (!sane) return undefined;
  return { params, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

/** Compares in constant time; a malformed stored hash never verifies. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const candidate = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(candidate, parsed.key);
}

/** Whether a stored hash was made with other parameters than today's (rehash after sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N !== currentScryptParams.N || r !== currentScryptParams.r || p !== currentScryptParams.p;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as checking a real password, for sign-in attempts with an unknown
 * username, so response times do not reveal which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
  return false;
}

/** A random password for the first admin when none is configured: 24 URL-safe characters (144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
