import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".cache/",
      "data/",
      "node_modules/",
      "tests/artifacts/",
      "test-results/",
      "playwright-report/",
      "pocketbase/pb_data/",
      // PocketBase's own declarations, as its binary writes them (scripts/pocketbase.mjs types).
      "pocketbase/types/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // No source file passes 250 lines, comments included: a file that grows is split by
    // responsibility (docs/architecture.md, "Naming").
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: { "max-lines": ["error", { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The first schema migration is applied history: splitting it would add a migration that every
    // existing database would run again.
    files: ["pocketbase/pb_migrations/1732000000_schema.js"],
    rules: { "max-lines": "off" },
  },
  {
    files: ["scripts/**/*.mjs", "server/**/*.mjs", "pocketbase/seed/**/*.mjs", "*.js"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        fetch: "readonly",
        URL: "readonly",
        AbortSignal: "readonly",
        Buffer: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
        URLSearchParams: "readonly",
        File: "readonly",
        Blob: "readonly",
        FormData: "readonly",
      },
    },
  },
  {
    // The few scripts a page without React runs in the browser (app/features/site/slideshow.tsx).
    files: ["app/assets/**/*.js"],
    languageOptions: {
      globals: { window: "readonly", document: "readonly" },
    },
  },
  {
    // The shared rules: CommonJS, read by the site and required by PocketBase's hooks (goja).
    files: ["app/domain/**/*.js"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { exports: "writable", module: "writable", require: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // PocketBase's JS runtime (goja): its globals are the app's API.
    files: ["pocketbase/pb_migrations/**/*.js", "pocketbase/pb_hooks/**/*.js"],
    languageOptions: {
      globals: {
        migrate: "readonly",
        Collection: "readonly",
        onBootstrap: "readonly",
        onCollectionAfterCreateSuccess: "readonly",
        onCollectionCreate: "readonly",
        onCollectionUpdate: "readonly",
        onRecordCreate: "readonly",
        onMailerRecordPasswordResetSend: "readonly",
        onRecordRequestOTPRequest: "readonly",
        onRecordAuthWithOTPRequest: "readonly",
        onRecordUpdate: "readonly",
        onRecordUpdateRequest: "readonly",
        onRecordCreateRequest: "readonly",
        onRecordDeleteRequest: "readonly",
        onRecordDelete: "readonly",
        onRecordValidate: "readonly",
        onRecordAfterUpdateSuccess: "readonly",
        onRecordEnrich: "readonly",
        routerAdd: "readonly",
        cronAdd: "readonly",
        require: "readonly",
        module: "writable",
        __hooks: "readonly",
        $os: "readonly",
        $app: "readonly",
        $apis: "readonly",
        $dbx: "readonly",
        $security: "readonly",
        Record: "readonly",
        TextField: "readonly",
        DateField: "readonly",
        SelectField: "readonly",
        RelationField: "readonly",
        JSONField: "readonly",
        NumberField: "readonly",
        BoolField: "readonly",
        FileField: "readonly",
        ForbiddenError: "readonly",
        MailerMessage: "readonly",
        BadRequestError: "readonly",
        NotFoundError: "readonly",
        ApiError: "readonly",
        ValidationError: "readonly",
        DateTime: "readonly",
        DynamicModel: "readonly",
        arrayOf: "readonly",
        toBytes: "readonly",
        Timezone: "readonly",
        console: "readonly",
      },
    },
    // CommonJS, as PocketBase's require() loads it.
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
