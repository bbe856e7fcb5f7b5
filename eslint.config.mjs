// ESLint: Next's rules (core web vitals, React, hooks, accessibility, imports) and typescript-eslint.
// `npm run lint` runs it with zero warnings allowed; `npm test` runs it first.
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import writesThroughOperations from "./eslint-rules/writes-through-operations.mjs";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore marks what is left out on purpose (a field dropped from a copy, an unused argument).
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // Plain <img>: the site's artwork is SVG drawn at its size (next/image adds nothing to an SVG), and logos and
      // course images are staff-given URLs of any host, which next/image would need configured one by one.
      "@next/next/no-img-element": "off",
    },
  },
  // The floors (issue 20): lib never imports server, components or app; db never imports services; components never import app or db. An import runs
  // down the floors only (the alias or a relative path up to the root). Type-only imports from app are allowed to
  // components alone: the browser's typed client takes the route types from app/api/registry.ts (no code follows).
  {
    files: ["lib/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(@/|(\\.\\./)+)(components|app)(/|$)", message: "lib is below components and app: move what it needs into lib." },
            { regex: "^(@/|(\\.\\./)+)server(/|$)", message: "lib is below the runtime (server/): the server calls lib, never the reverse." },
          ],
        },
      ],
    },
  },
  // db is the floor under the domains: tables and the connection, and only the low pure modules of lib.
  {
    files: ["db/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/|(\\.\\./)+)lib/(?!(env|log|remember|ids)$|validation/)",
              allowTypeImports: true,
              message: "db never imports services: tables may use lib/validation's enums and lib/env, lib/log, lib/remember, lib/ids only.",
            },
            { regex: "^(@/|(\\.\\./)+)(server|app|components|scripts)(/|$)", message: "db is below everything else." },
          ],
        },
      ],
    },
  },

  {
    files: ["components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(@/|(\\.\\./)+)app(/|$)", allowTypeImports: true, message: "components are below app: only a type-only import may name it." },
            { regex: "^(@/|(\\.\\./)+)db(/|$)", message: "components never import db: ask lib for what they need." },
          ],
        },
      ],
    },
  },
  // Routes and pages write only through lib/operations (eslint-rules/writes-through-operations.mjs says what counts).
  {
    files: ["app/**"],
    plugins: { local: writesThroughOperations },
    rules: { "local/writes-through-operations": "error" },
  },
  {
    // Journeys take test and expect from e2e/support/test.ts, whose navigations wait for React to hydrate the page
    // (a kept public page starts its scripts after the first paint: server/page-cache-loader.ts).
    files: ["e2e/**/*.ts"],
    ignores: ["e2e/support/test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", message: "import test and expect from e2e/support/test.ts: its navigations wait for hydration." }] },
      ],
    },
  },
  {
    ignores: [".next*/**", "node_modules/**", "test-results/**", "playwright-report/**", "data/**", "next-env.d.ts", "db/migrations/**"],
  },
];

export default config;
