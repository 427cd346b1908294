// @ts-check
// /painel/galeria: a page of one gallery's photos (the association's, or the youth school's with
// ?status=escolinha), latest date first, and the photo a dialog opens (?id=). Each person sees only
// the galleries they keep: the executive board the association's, the president and the coordinator
// the school's (docs/decisions/youth-school.md#image-consent-in-the-gallery). A school photo comes
// with its state and the children marked (first names; `criancas` is hidden from the API), and a
// school dialog with the enrolled children its search (?q=) finds.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** What the page shows of a photo; an old photo of `fotos` may be an external address instead. */
const CAMPOS = {
  fotos: ["titulo", "data", "imagem", "url"],
  galeria_escolinha: [
    "titulo",
    "data",
    "imagem",
    "publicada",
    "sem_criancas",
    "despublicada_em",
    "motivo_despublicacao",
  ],
}
/** How many children a search answers. */
const BUSCA_MAX = 20

/** The galleries `quem` keeps, in the tabs' order. */
function galleriesOf(/** @type {import("../painel.js").Quem} */ quem) {
  const { can, canAccess } = domain("acessos")
  // The role alone opens the gallery to the executive board; the coordinator's seat opens it beside.
  const board = canAccess(quem.role, "galeria")
  return [...(board ? ["fotos"] : []), ...(can(quem, "manageEscolinha") ? ["galeria_escolinha"] : [])]
}

/** The children marked on a school photo: id and first name. */
function marksOf(/** @type {core.App} */ app, /** @type {core.Record} */ foto) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { firstName } = domain("escolinha")
  return foto.getStringSlice("criancas").flatMap((id) => {
    const aluno = findOrNull(() => app.findRecordById("alunos", id))
    return aluno ? [{ id, nome: firstName(aluno.getString("nome")) }] : []
  })
}

/**
 * The enrolled children whose name holds every term of `q` (folded), at most BUSCA_MAX, beside those
 * `kept` (chosen, or marked on the photo) whatever the search and their enrolment, so a save never
 * drops a mark the dialog did not show. In name order.
 */
function searchAlunos(/** @type {core.App} */ app, /** @type {string} */ q, /** @type {string[]} */ kept) {
  const { foldForSearch, searchTerms } = domain("busca")
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const search = searchTerms(q)
  const terms = search ? search.texto.split(" ") : []
  const enrolled = /** @type {core.Record[]} */ (
    terms.length > 0 ? app.findRecordsByFilter("alunos", 'status != "encerrado"', "nome", 0, 0) : []
  )
  const found = enrolled
    .filter((aluno) => !kept.includes(aluno.id))
    .filter((aluno) => {
      const nome = foldForSearch(aluno.getString("nome"))
      return terms.every((term) => nome.includes(term))
    })
    .slice(0, BUSCA_MAX)
  const chosen = kept.flatMap((id) => {
    const aluno = findOrNull(() => app.findRecordById("alunos", id))
    return aluno ? [aluno] : []
  })
  return [...chosen, ...found]
    .map((aluno) => ({
      id: aluno.id,
      nome: aluno.getString("nome"),
      imagem: aluno.getBool("consentimento_imagem") && aluno.getString("status") !== "encerrado",
    }))
    .sort((a, b) => a.nome.localeCompare(b.nome))
}

module.exports = {
  caminho: "/painel/galeria",
  area: "galeria",
  colecoes: ["fotos", "galeria_escolinha"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, _params, query) {
    const { listPage, plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { recordOrNull } = require(`${__hooks}/lib/painel-leituras.js`)
    const { LIMITES } = domain("paginas")
    const { pageNumber, statusOf } = domain("listas")
    const galerias = galleriesOf(quem)
    const pedida = statusOf(query("status"), ["escolinha"]) ? "galeria_escolinha" : "fotos"
    const galeria = /** @type {"fotos" | "galeria_escolinha"} */ (
      galerias.includes(pedida) ? pedida : galerias[0]
    )
    const escola = galeria === "galeria_escolinha"
    const item = (/** @type {core.Record} */ record) =>
      escola
        ? { ...plain(record, CAMPOS[galeria]), criancas: marksOf(app, record) }
        : plain(record, CAMPOS[galeria])
    const lista = listPage(
      app,
      {
        colecao: galeria,
        // The id last: photos of one date made in the same millisecond keep their order across pages.
        orderBy: ["data DESC", "created DESC", "id DESC"],
        page: pageNumber(query("pagina")),
        perPage: LIMITES.fotos,
      },
      item,
    )
    // The photo a dialog opens (?id=), in the tab's gallery; null when there is none.
    const foto = recordOrNull(app, galeria, { id: query("id") })
    // The children a school dialog's search finds (?q=), beside those chosen (?marcadas=id,id) and
    // those the photo marks.
    const aberto = escola && query("acao") !== "" && query("acao") !== "excluir"
    const chosen = query("marcadas").split(",").filter(Boolean)
    const marked = foto && escola ? foto.getStringSlice("criancas") : []
    const kept = [...new Set([...chosen, ...marked])].slice(0, BUSCA_MAX * 2)
    const alunos = aberto ? searchAlunos(app, query("q"), kept) : []
    return { galerias, galeria, lista, foto: foto && item(foto), alunos }
  },
}
