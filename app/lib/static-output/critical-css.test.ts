import { describe, expect, it } from "vitest";
import { classesInHtml, classesInScript, criticalCssFor, requiredClasses } from "./critical-css";

describe("requiredClasses", () => {
  it("unescapes Tailwind's class names and ignores :not(), attributes and strings", () => {
    expect(requiredClasses(".md\\:px-6")).toEqual(["md:px-6"]);
    expect(requiredClasses(".\\[\\&_svg\\]\\:size-4 svg")).toEqual(["[&_svg]:size-4"]);
    expect(requiredClasses(".mt-0\\.5")).toEqual(["mt-0.5"]);
    expect(requiredClasses('.a:not(.b) [data-x="c.d"]')).toEqual(["a"]);
    expect(requiredClasses(".group-hover\\:x:is(:where(.group):hover *)")).toEqual([
      "group-hover:x",
      "group",
    ]);
    expect(requiredClasses("a:hover")).toEqual([]);
  });
});

describe("criticalCssFor", () => {
  const stylesheet =
    "@layer theme,base,components,utilities;@layer theme{:root{--x:1;--y:2;--spin:spin 1s}}" +
    "@layer base{*{margin:0}}@layer components{.card{padding:1rem}}" +
    "@layer utilities{.flex{display:flex;gap:var(--x)}.grid{display:grid;gap:var(--y)}" +
    ".animate-spin{animation:var(--spin)}.md\\:grid,.block{display:block}" +
    "@media (width>=48rem){.md\\:px-6{padding:0 1.5rem}.hidden{display:none}}" +
    '.dark\\:bg-black:where(.dark,.dark *){background:#000}.after\\:x:after{content:"}{"}}' +
    '@property --x{syntax:"*";inherits:false}@property --y{syntax:"*";inherits:false}' +
    "@keyframes spin{to{rotate:360deg}}@keyframes pulse{50%{opacity:.5}}";
  const critical = criticalCssFor(stylesheet);

  it("keeps the rules whose classes the page uses, and the rules that name no class", () => {
    const css = critical(classesInHtml('<div class="flex md:px-6 dark:bg-black">'));
    expect(css).toBe(
      "@layer theme,base,components,utilities;@layer theme{:root{--x:1}}@layer base{*{margin:0}}" +
        "@layer components{}@layer utilities{.flex{display:flex;gap:var(--x)}" +
        "@media (width>=48rem){.md\\:px-6{padding:0 1.5rem}}" +
        ".dark\\:bg-black:where(.dark,.dark *){background:#000}}" +
        '@property --x{syntax:"*";inherits:false}',
    );
  });

  it("keeps the variables and keyframes a kept rule reads, through other variables too", () => {
    const css = critical(classesInHtml('<b class="animate-spin">'));
    expect(css).toContain(":root{--spin:spin 1s}");
    expect(css).toContain("@keyframes spin{to{rotate:360deg}}");
    expect(css).not.toContain("pulse");
    expect(css).not.toContain("--y");
  });

  it("keeps a variable that an inline style reads", () => {
    expect(critical(new Set(), 'style="color:var(--y)"')).toContain("--y:2");
  });

  it("keeps a rule when any selector of its list is used, and reads strings with braces", () => {
    const css = critical(classesInHtml('<p class="block after:x">'));
    expect(css).toContain(".md\\:grid,.block{display:block}");
    expect(css).toContain('.after\\:x:after{content:"}{"}');
    expect(css).not.toContain(".flex");
  });

  it("decodes entities in class attributes", () => {
    expect(classesInHtml('<i class="[&amp;_svg]:size-4  a">')).toEqual(
      new Set(["dark", "light", "[&_svg]:size-4", "a"]),
    );
  });
});

describe("classesInScript", () => {
  it("finds every class a built module writes out, whatever surrounds its string", () => {
    const module =
      'const a=cn("flex md:px-6",x&&"hidden"),b=`grid ${y} [&_svg]:size-4`;' +
      // A quote inside a regular expression literal does not hide the strings after it.
      "const r=/\"/g,c='block';" +
      'e("div",{className:"dark:bg-black after:x [&_svg:not([class*=\'size-\'])]:size-4"})';
    const classes = classesInScript(module);
    for (const name of [
      "flex",
      "md:px-6",
      "hidden",
      "grid",
      "[&_svg]:size-4",
      "block",
      "dark:bg-black",
      "after:x",
      "[&_svg:not([class*='size-'])]:size-4",
    ]) {
      expect(classes).toContain(name);
    }
  });

  it("gives the subsetter the classes a module renders beyond a page's HTML", () => {
    const critical = criticalCssFor("@layer utilities{.flex{display:flex}.grid{display:grid}}");
    const classes = classesInHtml('<p class="flex">');
    for (const name of classesInScript('jsx("p",{className:"grid"})')) classes.add(name);
    expect(critical(classes)).toBe("@layer utilities{.flex{display:flex}.grid{display:grid}}");
    expect(critical(classesInHtml('<p class="flex">'))).toBe(
      "@layer utilities{.flex{display:flex}}",
    );
  });
});
