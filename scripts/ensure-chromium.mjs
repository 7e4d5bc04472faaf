/**
 * Makes sure the browser tests have a Chromium before anything slow starts: at
 * CHROME_PATH, else /usr/bin/chromium. When it is missing and we run as root with apt-get
 * available, installs it (as .ci/run does); otherwise exits 1 at once with one line naming
 * the command to run, instead of letting every browser test fail with the same message.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";

/** The one line that tells a person what to run; null when Chromium is there. */
export function missingChromiumMessage() {
  if (existsSync(chromiumPath)) return null;
  if (process.env.CHROME_PATH) {
    return `Chromium not found at CHROME_PATH=${chromiumPath}: point CHROME_PATH at a Chromium or Chrome binary, or unset it and run \`sudo apt-get install -y chromium\`.`;
  }
  const apt = existsSync("/usr/bin/apt-get")
    ? "sudo apt-get install -y chromium"
    : "install Chromium with your package manager";
  return `Chromium not found at ${chromiumPath}: run \`${apt}\` (or set CHROME_PATH to a Chromium or Chrome binary), then run the tests again.`;
}

function aptInstall() {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () =>
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env }).status;
  if (install() === 0) return true;
  // A fresh machine may have no package lists yet.
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  return install() === 0;
}

export function ensureChromium() {
  const message = missingChromiumMessage();
  if (!message) return true;
  const root = process.getuid?.() === 0;
  if (root && !process.env.CHROME_PATH && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing it with apt-get install -y chromium …");
    if (aptInstall() && existsSync(chromiumPath)) return true;
  }
  console.error(message);
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
