// The benchmark's last run, written where people read it: docs/desempenho.md keeps the last run of
// each dataset (demo and cinco-anos) with its date and the machine's cores, and the README's
// 'Desempenho' section shows the last run of all, between its markers. Formatted by prettier, as
// `npm run lint` checks them.
import { readFile, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import * as prettier from "prettier"
import { tabelaMetas } from "./bench-metas.mjs"

const DADOS = {
  demo: "dados de demonstração",
  "cinco-anos": "cinco anos de uma associação real (scripts/dados-cinco-anos.mjs)",
}

const PAGE_HEAD = `# Desempenho

O resultado da última execução de \`npm run bench\` (os dados de demonstração) e de
\`npm run bench -- --dados=cinco-anos\` (cinco anos de dados: 500 associados, cerca de 30.000
mensalidades, 250 eventos, 400 reservas, 1.500 mensagens, 12 extratos, 800 fotos), escrito pelo próprio
benchmark (\`scripts/bench-docs.mjs\`). As metas estão numa tabela só, \`scripts/bench-metas.mjs\`; a razão
é valor / meta. O benchmark roda em loopback, com o gerador de carga nos mesmos núcleos do site.
`

const markers = (name) => [`<!-- ${name}:inicio -->`, `<!-- ${name}:fim -->`]

/** `text` with what lies between `name`'s markers replaced by `content` (appended when absent). */
function replaceBetween(text, name, content) {
  const [start, end] = markers(name)
  const block = `${start}\n\n${content}\n\n${end}`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < 0) return `${text.trimEnd()}\n\n${block}\n`
  return text.slice(0, from) + block + text.slice(to + end.length)
}

/** The pages as a Markdown table's lines. */
export function tabelaPaginas(rows) {
  const cell = (v) => (v === undefined ? "" : String(v))
  return [
    "| página | req/s | do teto | p50 ms | p99 ms | erros | HTML KB | CSS KB | JS KB | total KB | JS gzip KB | total gzip KB |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.pagina} | ${r.reqPorSegundo} | ${Math.round(r.razaoDoTeto * 100)}% | ${r.p50ms} | ${r.p99ms} | ${r.erros} | ${[r.htmlKB, r.cssKB, r.jsKB, r.totalKB, r.jsGzipKB, r.totalGzipKB].map(cell).join(" | ")} |`,
    ),
  ]
}

/** The run's section: when, where, on which data, the targets and the pages. */
function section(result) {
  const { importacao: imp, memoriaPicoMB: mem, envios } = result
  const cpus = os.cpus()
  return [
    `### ${DADOS[result.dados]}`,
    "",
    `${result.quando.slice(0, 16).replace("T", " ")} UTC, ${cpus.length} núcleos (${cpus[0]?.model.trim() ?? "?"}), ` +
      `${result.segundosPorMedida} s por medida, ${result.conexoes} conexões, carga média da máquina ao ` +
      `começar ${result.cargaMedia?.toFixed(1) ?? "?"} (outros processos nos mesmos núcleos pesam nos números).` +
      (result.geracao ? ` Dados gerados em ${Math.round(result.geracao.totalMs / 1000)} s.` : ""),
    "",
    ...tabelaMetas(result.metas),
    "",
    ...tabelaPaginas(result.paginas),
    "",
    `POST /contato: ${envios.aceitosPorSegundo} aceitos/s, p99 ${envios.p99ms} ms. ` +
      (imp
        ? `Importação de ${imp.linhas} associados: prévia ${imp.previaMs} ms, importar ${imp.importacaoMs} ms. `
        : "Importação de associados: falhou. ") +
      (result.extrato ? "" : "Extrato: falhou. ") +
      `Memória (pico): Node ${mem.node} MB, PocketBase ${mem.pocketbase} MB.`,
  ].join("\n")
}

async function rewrite(file, change) {
  const before = await readFile(file, "utf8").catch(() => PAGE_HEAD)
  const text = change(before)
  const options = { ...(await prettier.resolveConfig(file)), filepath: file }
  await writeFile(file, await prettier.format(text, options))
}

/** Writes the run `result` into docs/desempenho.md and the README's 'Desempenho' section. */
export async function escreverDocs(root, result) {
  const text = section(result)
  await rewrite(path.join(root, "docs", "desempenho.md"), (page) =>
    replaceBetween(page, `bench-${result.dados}`, text),
  )
  await rewrite(path.join(root, "README.md"), (readme) =>
    replaceBetween(
      readme,
      "bench",
      `Última medição (\`npm run bench\`; a de cada conjunto de dados fica em [docs/desempenho.md](docs/desempenho.md)):\n\n${text.replace(/^### /, "#### ")}`,
    ),
  )
}
