import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports flow one way (DESIGN.md): content, components/ui, db and config are leaves;
 * features build on them; routes compose features. The server may use anything in app/
 * except routes. No cycles anywhere.
 */
const zones = [
  { target: "./app/content", from: ["./app/features", "./app/routes", "./app/components", "./app/db"] },
  { target: "./app/components/ui", from: ["./app/features", "./app/routes", "./app/components/layout", "./app/db"] },
  { target: "./app/config", from: ["./app/features", "./app/routes", "./app/components"] },
  { target: "./app/db", from: ["./app/features", "./app/routes", "./app/components"] },
  { target: "./app/features", from: ["./app/routes"] },
  { target: "./app/components", from: ["./app/routes"] },
  { target: "./server", from: ["./app/routes"] },
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
      "no-restricted-syntax": [
        "error",
        { selector: "ExportDefaultDeclaration", message: "Named exports only (route modules excepted)." },
      ],
    },
  },
  {
    // Route modules and tool configs export a default by contract.
    files: ["app/routes/**", "app/routes.ts", "app/root.tsx", "app/entry.*.tsx", "*.config.{ts,js}", "tests/**/global-setup.ts", "tests/**/vitest.config.ts", "eslint.config.js"],
    rules: { "no-restricted-syntax": "off" },
  },
);
