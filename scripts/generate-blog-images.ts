/**
 * Draws the blog's images (article covers, the cover placeholder, author avatars and the
 * default avatar) as SVG, rasterises them in headless Chromium and saves WebP files under
 * public/images. Run after changing a design: `npm run images:blog`.
 * The output is committed; the site never runs this.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { chromium } from "playwright-core";
import { authors, coverSize, defaultAvatar, placeholderCover } from "../app/copy/blog/authors";
import { site } from "../app/config/site";

const root = join(import.meta.dirname, "..", "public");
const { width: W, height: H } = coverSize;
const font = "DejaVu Sans, Liberation Sans, sans-serif";

type Image = { path: string; svg: string; width: number; height: number; quality: number };

const background = (id: string, from: string, to: string) => `
  <defs>
    <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="${id}-glow" cx="0.75" cy="0.2" r="0.6">
      <stop offset="0" stop-color="#a78bfa" stop-opacity="0.45"/><stop offset="1" stop-color="#a78bfa" stop-opacity="0"/>
    </radialGradient>
    <pattern id="${id}-grid" width="48" height="48" patternUnits="userSpaceOnUse">
      <path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity="0.06"/>
    </pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#${id})"/>
  <rect width="${W}" height="${H}" fill="url(#${id}-grid)"/>
  <rect width="${W}" height="${H}" fill="url(#${id}-glow)"/>`;

const label = (x: number, y: number, text: string, size = 30, weight = 700) =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="#f5f3ff">${text}</text>`;

const brand = `${label(64, 92, `${site.name} Blog`, 26, 700)}`;

function tunnel(y: number, name: string, color: string, packets: number) {
  const dots = Array.from({ length: packets }, (_, i) => {
    const x = 470 + i * (560 / packets);
    return `<rect x="${x}" y="${y - 9}" width="26" height="18" rx="5" fill="${color}"/>`;
  }).join("");
  return `
    <rect x="440" y="${y - 38}" width="640" height="76" rx="38" fill="#ffffff" fill-opacity="0.07" stroke="${color}" stroke-opacity="0.8" stroke-width="3"/>
    ${dots}
    ${label(120, y + 11, name, 34)}
    <circle cx="400" cy="${y}" r="14" fill="${color}"/>`;
}

const protocolsCover = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  ${background("p", "#1e1533", "#3b1f73")}${brand}
  ${tunnel(210, "WireGuard", "#a78bfa", 9)}
  ${tunnel(350, "OpenVPN", "#60a5fa", 6)}
  ${tunnel(490, "IKEv2", "#34d399", 7)}
</svg>`;

const leakCover = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  ${background("l", "#0f172a", "#312e81")}${brand}
  <rect x="80" y="260" width="1040" height="110" rx="55" fill="#ffffff" fill-opacity="0.07" stroke="#a78bfa" stroke-width="4"/>
  ${Array.from({ length: 10 }, (_, i) => `<rect x="${120 + i * 96}" y="302" width="40" height="26" rx="7" fill="${i === 5 ? "#f87171" : "#a78bfa"}"/>`).join("")}
  <path d="M600 370 C 600 420, 620 440, 620 470 a 20 20 0 0 1 -40 0 C 580 440, 600 420, 600 370z" fill="#f87171"/>
  <circle cx="890" cy="420" r="120" fill="#0f172a" fill-opacity="0.35" stroke="#f5f3ff" stroke-width="14"/>
  <path d="M975 505 L1080 600" stroke="#f5f3ff" stroke-width="26" stroke-linecap="round"/>
  ${label(80, 560, "IP · DNS · WebRTC · IPv6", 34)}
</svg>`;

function laptop(x: number, y: number) {
  return `<g transform="translate(${x} ${y})">
    <rect x="-46" y="-32" width="92" height="60" rx="6" fill="#1e1b4b" stroke="#c4b5fd" stroke-width="4"/>
    <rect x="-60" y="28" width="120" height="10" rx="4" fill="#c4b5fd"/>
    <path d="M-12 -2 l8 8 l16 -16" fill="none" stroke="#34d399" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;
}

const businessCover = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  ${background("b", "#111827", "#4c1d95")}${brand}
  ${[
    [200, 220],
    [200, 450],
    [1000, 220],
    [1000, 450],
    [420, 540],
    [780, 540],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x} ${y} L600 330" stroke="#a78bfa" stroke-opacity="0.55" stroke-width="4" stroke-dasharray="12 10"/>${laptop(x!, y!)}`,
    )
    .join("")}
  <path d="M600 190 l120 45 v90 c0 80 -52 142 -120 170 c-68 -28 -120 -90 -120 -170 v-90z" fill="#7c3aed" stroke="#f5f3ff" stroke-width="8" stroke-linejoin="round"/>
  <path d="M552 335 l34 34 l68 -68" fill="none" stroke="#f5f3ff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  ${background("ph", "#1e1533", "#2e1065")}
  <g transform="translate(540 215) scale(3.75)">
    <rect width="32" height="32" rx="9" fill="#7c3aed"/>
    <path d="M16 6.5l7.5 2.8v5.6c0 4.9-3.2 8.9-7.5 10.6-4.3-1.7-7.5-5.7-7.5-10.6V9.3z" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/>
    <path d="M16 11.5a3.8 3.8 0 1 0 0 7.6 2.8 2.8 0 0 1 0-7.6z" fill="#fff"/>
  </g>
  <text x="600" y="440" text-anchor="middle" font-family="${font}" font-size="36" font-weight="700" fill="#f5f3ff">${site.name} Blog</text>
</svg>`;

const A = 256;
function avatar(initials: string, from: string, to: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${A}" height="${A}">
    <defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${A}" height="${A}" fill="url(#a)"/>
    <text x="128" y="156" text-anchor="middle" font-family="${font}" font-size="92" font-weight="700" fill="#ffffff">${initials}</text>
  </svg>`;
}

const defaultAvatarSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${A}" height="${A}">
  <rect width="${A}" height="${A}" fill="#4c1d95"/>
  <circle cx="128" cy="100" r="46" fill="#ddd6fe"/>
  <path d="M44 236 c0 -56 38 -90 84 -90 s84 34 84 90z" fill="#ddd6fe"/>
</svg>`;

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

const avatarColours: [string, string][] = [
  ["#7c3aed", "#2563eb"],
  ["#0d9488", "#4f46e5"],
  ["#db2777", "#7c3aed"],
];

const images: Image[] = [
  {
    path: "/images/blog/vpn-protocols-compared.webp",
    svg: protocolsCover,
    width: W,
    height: H,
    quality: 0.8,
  },
  {
    path: "/images/blog/vpn-leak-test-guide.webp",
    svg: leakCover,
    width: W,
    height: H,
    quality: 0.8,
  },
  {
    path: "/images/blog/business-vpn-zero-trust.webp",
    svg: businessCover,
    width: W,
    height: H,
    quality: 0.8,
  },
  { path: placeholderCover, svg: placeholder, width: W, height: H, quality: 0.8 },
  { path: defaultAvatar, svg: defaultAvatarSvg, width: A, height: A, quality: 0.85 },
  ...Object.values(authors).map((author, index) => {
    const [from, to] = avatarColours[index % avatarColours.length]!;
    return {
      path: author.avatar,
      svg: avatar(initials(author.name), from, to),
      width: A,
      height: A,
      quality: 0.85,
    };
  }),
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  const page = await browser.newPage();
  for (const image of images) {
    const base64 = await page.evaluate(async ({ svg, width, height, quality }) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      canvas.getContext("2d")!.drawImage(img, 0, 0, width, height);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, "image/webp", quality),
      );
      if (!blob || blob.type !== "image/webp") throw new Error("This Chromium cannot encode WebP");
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    }, image);
    const file = join(root, image.path);
    await mkdir(dirname(file), { recursive: true });
    const data = Buffer.from(base64, "base64");
    await writeFile(file, data);
    console.log(
      `${image.path}  ${image.width}×${image.height}  ${(data.length / 1024).toFixed(1)} KB`,
    );
  }
} finally {
  await browser.close();
}
