import { describe, expect, it } from "vitest";
import {
  currentScryptParams,
  generatePassword,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from "./password.server";

// A cheap cost keeps the suite fast; the format and the comparison are what is tested.
const cheap = { N: 1024, r: 8, p: 1 };

describe("password hashing", () => {
  it("stores scheme, parameters, salt and key in the hash", async () => {
    const hash = await hashPassword("correct horse battery staple", cheap);
    const [scheme, n, r, p, salt, key] = hash.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "1024", "8", "1"]);
    expect(Buffer.from(salt ?? "", "base64")).toHaveLength(16);
    expect(Buffer.from(key ?? "", "base64")).toHaveLength(32);
  });

  it("salts every hash, so one password never gives the same hash twice", async () => {
    const [a, b] = await Promise.all([
      hashPassword("same password", cheap),
      hashPassword("same password", cheap),
    ]);
    expect(a).not.toBe(b);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery staple", cheap);
    await expect(verifyPassword("correct horse battery staple", hash)).resolves.toBe(true);
    await expect(verifyPassword("correct horse battery stapl", hash)).resolves.toBe(false);
    await expect(verifyPassword("", hash)).resolves.toBe(false);
  });

  it("verifies with the parameters stored in the hash, not today's", async () => {
    const hash = await hashPassword("older hash", { N: 2048, r: 4, p: 2 });
    await expect(verifyPassword("older hash", hash)).resolves.toBe(true);
    expect(needsRehash(hash)).toBe(true);
  });

  it("uses today's cost by default and then needs no rehash", async () => {
    const hash = await hashPassword("today");
    expect(hash.startsWith(`scrypt$${currentScryptParams.N}$8$1$`)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
  });

  it("never verifies a malformed or tampered hash", async () => {
    const hash = await hashPassword("secret value", cheap);
    const parts = hash.split("$");
    for (const bad of [
      "",
      "plain-text",
      `bcrypt$${parts.slice(1).join("$")}`,
      ["scrypt", "1000", ...parts.slice(2)].join("$"),
      ["scrypt", "1024", "8", "1", parts[4], ""].join("$"),
      `${hash}$extra`,
    ]) {
      await expect(verifyPassword("secret value", bad)).resolves.toBe(false);
    }
  });

  it("spends a real verification on unknown users and always says no", async () => {
    await expect(verifyAgainstDummy("anything")).resolves.toBe(false);
  });

  it("generates distinct 24-character URL-safe passwords", () => {
    const passwords = new Set(Array.from({ length: 20 }, generatePassword));
    expect(passwords.size).toBe(20);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
