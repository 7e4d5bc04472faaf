import { startBuiltServer } from "./built-server.mjs";
import { chromium } from "playwright-core";
const server = await startBuiltServer({});
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const shots = JSON.parse(process.argv[2]);
for (const [path, width, theme, name, full] of shots) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addInitScript((t) => localStorage.setItem("umbra-theme", t), theme);
  const page = await ctx.newPage();
  const errors = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(server.url + path, { waitUntil: "load" });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: !!full });
  console.log(name, errors);
  await ctx.close();
}
await browser.close(); await server.stop();
