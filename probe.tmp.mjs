import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
await page.goto("http://127.0.0.1:3411" + process.argv[2], { waitUntil: "networkidle" });
console.log(await page.evaluate(() => [...document.querySelectorAll("body *")].filter((e) => e.getBoundingClientRect().right > 375.5).slice(0, 8).map((e) => `${e.tagName}.${e.className.toString().slice(0, 80)} right=${e.getBoundingClientRect().right}`)));
await browser.close();
