// The benchmark's targets on two cores, in one table: what is measured (a page's row and column of
// the result, the peak memory, the import's steps), the target, whether it is a floor or a ceiling,
// and on which data it holds ("demo" or "cinco-anos"; both when unsaid). Each is printed with its
// value and its ratio (value / target).
import { PAGINAS_PUBLICAS } from "../config/paginas-publicas.mjs"

const CINCO_ANOS = ["cinco-anos"]

/** [what, path into the result, target, "min" (at least) or "max" (at most), data it holds on]. */
const METAS = [
  ["/painel (presidente)", ["paginas", "/painel (presidente)", "reqPorSegundo"], 200, "min", ["demo"]],
  ["/painel (presidente) p99 ms", ["paginas", "/painel (presidente)", "p99ms"], 250, "max", ["demo"]],
  ["/painel (presidente)", ["paginas", "/painel (presidente)", "reqPorSegundo"], 150, "min", CINCO_ANOS],
  ...["/painel/mensalidades (associado)", "/painel/reservas (associado)", "/painel/eventos (diretoria)"].map(
    (pagina) => [pagina, ["paginas", pagina, "reqPorSegundo"], 400, "min"],
  ),
  ...["/painel/financeiro (financeiro)", "/painel/associados (presidente)"].map((pagina) => [
    pagina,
    ["paginas", pagina, "reqPorSegundo"],
    150,
    "min",
    CINCO_ANOS,
  ]),
  // The public pages, /galeria with its photos among them: a share of the static file's rate.
  ...PAGINAS_PUBLICAS.map((pagina) => [`${pagina} do teto`, ["paginas", pagina, "razaoDoTeto"], 1.5, "min"]),
  ["memória do Node, MB", ["memoriaPicoMB", "node"], 160, "max", CINCO_ANOS],
  ["memória do PocketBase, MB", ["memoriaPicoMB", "pocketbase"], 150, "max", CINCO_ANOS],
  ["importação de 1.000: prévia, ms", ["importacao", "previaMs"], 3000, "max"],
  ["importação de 1.000: importar, ms", ["importacao", "importacaoMs"], 3000, "max"],
]

/** The value at `path` of `result`: a page's by its label, anything else by its keys. */
function valueAt(result, [first, ...rest]) {
  if (first === "paginas") return result.paginas.find((row) => row.pagina === rest[0])?.[rest[1]]
  return rest.reduce((value, key) => value?.[key], result[first])
}

/** Each target that holds on `dados`, with its value, its ratio and whether it was met. */
export function avaliarMetas(result, dados) {
  return METAS.filter(([, , , , on]) => !on || on.includes(dados)).map(([meta, path, alvo, sentido]) => {
    const valor = valueAt(result, path)
    const medido = typeof valor === "number"
    return {
      meta,
      valor: medido ? valor : null,
      alvo,
      sentido,
      razao: medido ? valor / alvo : null,
      cumpre: medido && (sentido === "min" ? valor >= alvo : valor <= alvo),
    }
  })
}

const number = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(2))

/** The targets as a Markdown table's lines. */
export function tabelaMetas(metas) {
  return [
    "| meta | valor | alvo | razão | resultado |",
    "|---|---|---|---|---|",
    ...metas.map(
      (m) =>
        `| ${m.meta} | ${m.valor === null ? "não medido" : number(m.valor)} | ${m.sentido === "min" ? "≥" : "≤"} ${number(m.alvo)} | ${m.razao === null ? "" : m.razao.toFixed(2)} | ${m.cumpre ? "cumpre" : "não cumpre"} |`,
    ),
  ]
}
