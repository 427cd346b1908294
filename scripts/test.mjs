// `npm test`: every level of the suite, in phases whose levels run side by side (the unit tests
// beside the build), stopping after the first phase where a level fails; each output line is prefixed by its
// level, and at the end the time each level took, so a slower suite is seen at once.
//
//   node scripts/test.mjs
import { spawn } from "node:child_process"
import readline from "node:readline"

const PHASES = [
  [
    { name: "unidade", command: ["npm", "run", "test:unit"] },
    { name: "build", command: ["npm", "run", "build"] },
    { name: "navegador (instalação)", command: ["node", "scripts/browser.mjs"] },
  ],
  // Integration and the browser each fill both cores: side by side they only slow each other into
  // their time limits.
  [{ name: "integração", command: ["npm", "run", "test:integration"] }],
  [{ name: "navegador", command: ["npx", "playwright", "test"] }],
]

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`

/** Runs one level, its output lines prefixed by its name; resolves to its time and outcome. */
function run({ name, command: [command, ...args] }) {
  const began = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] })
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      readline.createInterface({ input: stream }).on("line", (line) => out.write(`[${name}] ${line}\n`))
    child.on("exit", (code, signal) =>
      resolve({ name, ms: Date.now() - began, ok: (code ?? (signal ? 1 : 0)) === 0 }),
    )
  })
}

const start = Date.now()
const times = []
for (const phase of PHASES) {
  times.push(...(await Promise.all(phase.map(run))))
  if (times.some((level) => !level.ok)) break
}

console.log("\n== tempo de cada nível (os de uma mesma fase rodam ao mesmo tempo)")
for (const { name, ms, ok } of times)
  console.log(`${ok ? "ok   " : "FALHOU"} ${name.padEnd(24)} ${seconds(ms)}`)
console.log(`       ${"total".padEnd(24)} ${seconds(Date.now() - start)}`)
const failed = times.filter((level) => !level.ok).map((level) => `"${level.name}"`)
if (failed.length > 0) {
  console.error(`\nFalhou: ${failed.join(", ")}.`)
  process.exit(1)
}
