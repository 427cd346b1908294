// @ts-check
// How many items each list shows, and the pace of the home page's slideshow.

const LIMITES = /** @type {const} */ ({
  proximosEventosHome: 3,
  proximosEventosPainel: 3,
  // The events page lists more of what is coming than the home page.
  proximosEventosPagina: 12,
  aniversariantes: 50,
  // The panel's lists, a page each (?pagina=).
  associadosPorPagina: 50,
  pedidosSocioPorPagina: 100,
  reservasPorPagina: 50,
  eventosPorPagina: 20,
  mensagensPorPagina: 20,
  mensalidadesPorPagina: 24,
  financeiroPorPagina: 100,
  creditosDoExtratoPorPagina: 100,
  // An assembly's attendance list (a row each, with its one tap).
  presencasPorPagina: 50,
  // Members (a card each, with all their open dues) per page of the reminders.
  lembretesPorPagina: 20,
  documentos: 50,
  fotos: 50,
  // /galeria's photos per page (?pagina=): what a phone fetches on arrival, lazy loading's reach
  // included, stays within its bytes (docs/decisions/documents-and-photos.md#a-page-of-photos).
  fotosNaGaleria: 12,
  galeriaEscolinha: 10,
  galeriaEscolinhaHome: 4,
  diretoria: 10,
  conselho: 5,
  // Announcements per page of /painel/comunicados, and how many unread the dashboard lists.
  comunicadosPorPagina: 10,
  comunicadosNoPainel: 3,
})

const GALERIA_INTERVALO_MS = 5000
const GALERIA_TRANSICAO_MS = 1000

exports.LIMITES = LIMITES
exports.GALERIA_INTERVALO_MS = GALERIA_INTERVALO_MS
exports.GALERIA_TRANSICAO_MS = GALERIA_TRANSICAO_MS
