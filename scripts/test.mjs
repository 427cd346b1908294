// `npm test`: every level of the suite in turn (unit, the build, the browser's installation,
// integration against real PocketBases, the browser tests), stopping at the first that fails, and
// at the end the time each level took, so a slower suite is seen at once.
//
//   node scripts/test.mjs
import { spawn } from "node:child_process"

const LEVELS = [
  { name: "unidade", command: ["npm", "run", "test:unit"] },
  { name: "build", command: ["npm", "run", "build"] },
  { name: "navegador (instalação)", command: ["node", "scripts/browser.mjs"] },
  { name: "integração", command: ["npm", "run", "test:integration"] },
  { name: "navegador", command: ["npx", "playwright", "test"] },
]

/** Runs one command with the terminal's output; resolves to its exit code. */
const run = ([command, ...args]) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit" })
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`
const times = []
let failed = null
const start = Date.now()
for (const level of LEVELS) {
  const began = Date.now()
  const code = await run(level.command)
  times.push({ name: level.name, ms: Date.now() - began, ok: code === 0 })
  if (code !== 0) {
    failed = level.name
    break
  }
}

console.log("\n== tempo de cada nível")
for (const { name, ms, ok } of times)
  console.log(`${ok ? "ok   " : "FALHOU"} ${name.padEnd(24)} ${seconds(ms)}`)
console.log(`       ${"total".padEnd(24)} ${seconds(Date.now() - start)}`)
if (failed) {
  console.error(`\nO nível "${failed}" falhou.`)
  process.exit(1)
}
