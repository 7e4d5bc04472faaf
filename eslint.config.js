import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { restrictedZones } from "./scripts/layers.mjs";

/** The layers and feature boundaries: scripts/layers.mjs. No cycles anywhere (also `npm run check:cycles`). */
const zones = restrictedZones();

const namedExportsOnly = {
  selector: "ExportDefaultDeclaration",
  message: "Named exports only (route modules excepted).",
};
/** The first Intl formatter a page creates costs 40-80 ms of the browser's main thread. */
const noIntlFormatting = [
  {
    selector: "MemberExpression[object.name='Intl']",
    message: "Format with ~/lib/text/format-date or format-count (no Intl in browser code).",
  },
  {
    selector: "CallExpression[callee.property.name=/^(toLocale(Date|Time)?String|localeCompare)$/]",
    message:
      "Format with ~/lib/text/format-date or format-count, sort with ~/lib/text/compare (no Intl in browser code).",
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "coverage/", "app/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": ["error", { zones }],
      "import-x/no-duplicates": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": ["error", namedExportsOnly, ...noIntlFormatting],
    },
  },
  {
    // Code that never runs in a browser may format with Intl (tests use it as the reference).
    files: ["server/**", "scripts/**", "tests/**", "**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", namedExportsOnly] },
  },
  {
    // Route modules, entries and tool configs export a default by contract.
    files: [
      "app/routes/**",
      "app/routes.ts",
      "app/root.tsx",
      "app/entry.*.tsx",
      "*.config.{ts,js}",
      "tests/**/global-setup.ts",
      "tests/**/vitest.config.ts",
      "eslint.config.js",
    ],
    rules: { "no-restricted-syntax": ["error", ...noIntlFormatting] },
  },
);
