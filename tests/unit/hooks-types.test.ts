// The hooks are type-checked against the declarations of the PocketBase they run on
// (docs/decisions/server-and-operation.md#the-hooks-are-type-checked): after a version change the
// hooks' tsconfig must name the new version's file, which `node scripts/pocketbase.mjs types` writes.
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { HOOKS_DIR, TYPES_FILE } from "../../scripts/pocketbase.mjs"

describe("the hooks' type-check", () => {
  it("reads the declarations of the pinned PocketBase version, committed", () => {
    const tsconfig = JSON.parse(readFileSync(path.join(HOOKS_DIR, "tsconfig.json"), "utf8")) as {
      include: string[]
    }
    const declarations = tsconfig.include.filter((file) => file.startsWith("../types/"))
    expect(declarations.map((file) => path.join(HOOKS_DIR, file))).toEqual([TYPES_FILE])
    expect(existsSync(TYPES_FILE)).toBe(true)
  })
})
