import { inject } from "vitest"

// The app's models read POCKETBASE_URL (app/http/env.server.ts): point them at the test server.
process.env.POCKETBASE_URL = inject("pocketbaseUrl")
