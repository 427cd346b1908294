// @ts-check
// A panel page in one question (docs/decisions/performance.md#one-question-per-panel-page): the
// site asks GET /api/associacao/painel?caminho=<the page's path>&<the page's own query> and gets the
// session, as GET /api/associacao/sessao gives it, with the page's data. requireAuth has refused a
// token PocketBase no longer accepts; the role is worked out here once, by the shared rule, from the
// seats read on this request (a seat that ends is gone at the next click), and the shared role
// matrix decides whether the page's data is given at all. Each page's reader is a module of
// lib/paginas/: its address, its area, the collections it reads (the API-rule tests hold its
// refusals to theirs) and `read`, which reads only what that person may see.

const { domain } = require(`${__hooks}/lib/domain.js`)

/**
 * @typedef {object} Leitor
 * @property {string} caminho the page's address, its variable segments as {id}
 * @property {import("../../../app/domain/acessos.js").AreaId} area the area of the role matrix
 * @property {import("../../../app/domain/acessos.js").Capability} [capacidade] the capability the
 *   page needs beyond its area, as the site's guard asks it (an assembly's own pages: manageAssembleias)
 * @property {string[]} colecoes the collections its main list reads, as the API rules name them
 * @property {(app: core.App, quem: Quem, params: Record<string, string>, query: (name: string) => string) => unknown} read
 */
/**
 * Who asks: the account's id and name, the role and what opens areas beside it, by the shared rule
 * (acessoFromSeats: a council, secretary or school seat, being a child's guardian).
 * @typedef {{ id: string, nome: string } & ReturnType<typeof import("../../../app/domain/papeis.js").acessoFromSeats>} Quem
 */

/** @type {Leitor[] | undefined} */
let all

/** @returns {Leitor[]} every reader of lib/paginas/, listed once per JavaScript runtime. */
function readers() {
  if (!all)
    all = $os
      .readDir(`${__hooks}/lib/paginas`)
      .map((entry) => entry.name().replace(/\.js$/, ""))
      .sort()
      .map((name) => /** @type {Leitor} */ (require(`${__hooks}/lib/paginas/${name}.js`)))
  return all
}

/** The path's segments, without empty ones. */
const segments = (/** @type {string} */ path) => path.split("/").filter(Boolean)

/**
 * The reader of `path` and the values of its {id}s, or null when no page reads anything of its own.
 * @param {Leitor[]} leitores
 * @param {string} path
 */
function match(leitores, path) {
  const parts = segments(path)
  for (const leitor of leitores) {
    const pattern = segments(leitor.caminho)
    if (pattern.length !== parts.length) continue
    /** @type {Record<string, string>} */
    const params = {}
    const same = pattern.every((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)
      if (name) params[name[1]] = decodeURIComponent(parts[index])
      return name !== null || part === parts[index]
    })
    if (same) return { leitor, params }
  }
  return null
}

/** The session, and the page's data where the role matrix lets the role in. */
function answerPanelPage(e) {
  const { sessionOf } = require(`${__hooks}/lib/sessao.js`)
  const { acessoFromSeats } = domain("papeis")
  const { canAccess, can } = domain("acessos")
  const sessao = sessionOf(e)
  const search = e.request.url.query()
  const found = match(readers(), search.get("caminho"))
  if (!found) return e.json(200, { sessao, dados: null })
  const quem = {
    id: sessao.record.id,
    nome: sessao.record.nome,
    // What the session already read, not asked again.
    ...acessoFromSeats(sessao.cargos, sessao.associadoAtivo, sessao.responsavel),
  }
  // The same 403 the site's guard answers: the page's data never leaves for a role kept out.
  const { area, capacidade } = found.leitor
  if (!canAccess(quem, area) || (capacidade && !can(quem, capacidade)))
    return e.json(403, { sessao, message: "Acesso negado" })
  const query = (/** @type {string} */ name) => search.get(name)
  return e.json(200, { sessao, dados: found.leitor.read(e.app, quem, found.params, query) })
}

module.exports = { answerPanelPage }
