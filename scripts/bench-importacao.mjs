// The benchmark's members' import (docs/decisions/members.md#members-move-in-from-a-spreadsheet):
// the president sends a spreadsheet of 1,000 new members to /painel/associados/importar, as a
// browser posts it; timed are the preview (the upload, read and checked by PocketBase, and its page)
// and 'Importar' (one transaction), each of which must take under 10 s.
import { performance } from "node:perf_hooks"
import { IMPORTACAO_COLUNAS } from "../app/domain/importacao.js"
import { createRng, fakeCpf } from "../pocketbase/seed/random.mjs"

const ROWS = 1000
const LIMIT_MS = 10_000

/** The CSV of `ROWS` new people of run `run`, ';'-separated as the template. */
function spreadsheet(run) {
  const lines = [IMPORTACAO_COLUNAS.join(";")]
  // Seeded by the run, so each run brings people of its own; a repeated CPF would be skipped.
  const rng = createRng(run)
  const cpfs = new Set()
  for (let i = 1; i <= ROWS; i += 1) {
    let cpf = fakeCpf(rng)
    while (cpfs.has(cpf)) cpf = fakeCpf(rng)
    cpfs.add(cpf)
    lines.push(
      [
        `Associado Importado ${i}`,
        `importado.${run}.${i}@exemplo.org`,
        "(11) 98765-4321",
        cpf,
        "05/03/1960",
        `Rua do Benchmark, ${i}`,
        "01/02/2001",
      ].join(";"),
    )
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`
}

/**
 * Sends, previews and imports the spreadsheet as the president (`cookie`); answers the times and
 * how many members the superuser client `admin` finds made.
 */
export async function benchImport(base, cookie, admin) {
  const run = Date.now()
  const headers = { cookie }
  const page = `${base}/painel/associados/importar`
  const form = new FormData()
  form.set("intent", "enviar")
  form.set("arquivo", new Blob([spreadsheet(run)], { type: "text/csv" }), "associados.csv")

  let start = performance.now()
  const upload = await fetch(page, { method: "POST", headers, body: form, redirect: "manual" })
  const location = upload.headers.get("location")
  if (upload.status !== 303 || !location) throw new Error(`envio da planilha: ${upload.status}`)
  const preview = await fetch(`${base}${location}`, { headers })
  // React marks the joins of text and numbers with empty comments.
  const html = (await preview.text()).replaceAll("<!-- -->", "")
  const previaMs = performance.now() - start
  if (!html.includes(`Linhas válidas (${ROWS})`)) throw new Error("a prévia não lista as 1.000 linhas")

  start = performance.now()
  const id = new URL(location, base).searchParams.get("id")
  const body = new URLSearchParams({ intent: "importar", id })
  const imported = await fetch(page, { method: "POST", headers, body, redirect: "manual" })
  const importacaoMs = performance.now() - start
  if (imported.status !== 303) throw new Error(`importação: ${imported.status}`)
  const importados = (
    await admin.collection("associados").getList(1, 1, {
      filter: admin.filter("id_cadastro_geral.email ~ {:prefix}", { prefix: `importado.${run}.` }),
    })
  ).totalItems
  return { linhas: ROWS, importados, previaMs: Math.round(previaMs), importacaoMs: Math.round(importacaoMs) }
}

/** Prints the import's line; false when a step took 10 s or more, or not every row was imported. */
export function reportImport({ linhas, importados, previaMs, importacaoMs }) {
  console.log(
    `Importação de ${linhas} associados: prévia ${previaMs} ms, importar ${importacaoMs} ms, ${importados} importados`,
  )
  const ok = importados === linhas && Math.max(previaMs, importacaoMs) < LIMIT_MS
  if (!ok) console.error("A importação de associados passou de 10 s numa etapa, ou não importou todos.")
  return ok
}
