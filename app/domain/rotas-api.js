// @ts-check
// PocketBase's own routes for the site (`routerAdd` in pocketbase/pb_hooks/*.pb.js): each path once,
// registered by the hooks and called by the site's server modules, so the two cannot drift apart.
// A `{id}` is PocketBase's path parameter; the site fills it in with apiPath. A hook reads a path in
// routerAdd's own arguments, evaluated once when the file registers its routes.

const API = "/api/associacao"

/** Each route by what it does (the paths keep PocketBase's Portuguese segments). */
const ROTAS_API = /** @type {const} */ ({
  verifySession: `${API}/sessao`,
  /** GET ?caminho=<panel page>: the session and that page's data, in one question (lib/painel.js). */
  panelPage: `${API}/painel`,
  createAssociado: `${API}/associados`,
  /** POST edits the member, DELETE erases them. */
  associado: `${API}/associados/{id}`,
  anonymizeAssociado: `${API}/associados/{id}/anonimizar`,
  importRows: `${API}/importacoes/{id}/importar`,
  decidePedidoSocio: `${API}/pedidos-socio/{id}/status`,
  launchMonth: `${API}/mensalidades/lancar`,
  confirmBaixas: `${API}/mensalidades/baixas`,
  findDevedoresPorCpf: `${API}/extratos/cpfs`,
  sendReminderNow: `${API}/lembretes/enviar`,
  queueReminders: `${API}/lembretes/todos`,
  /** POST: an announcement's e-mail and recipients before it is published. */
  comunicadoPreview: `${API}/comunicados/previa`,
  transferPresidencia: `${API}/diretoria/transferir-presidencia`,
  setContatoPublico: `${API}/diretoria/contato-publico`,
  prestacaoDeContas: `${API}/prestacao-de-contas`,
  /** The general assembly's steps after its draft (pb_hooks/assembleias.pb.js). */
  publishAssembleia: `${API}/assembleias/{id}/publicar`,
  cancelAssembleia: `${API}/assembleias/{id}/cancelar`,
  openAssembleia: `${API}/assembleias/{id}/abrir`,
  /** POST { associado }: marks a member present (the member themself, online). */
  markPresenca: `${API}/assembleias/{id}/presencas`,
  installAssembleia: `${API}/assembleias/{id}/instalar`,
  closeAssembleia: `${API}/assembleias/{id}/encerrar`,
  /** POST { forma, a_favor, contra, abstencoes }: an agenda item's vote. */
  voteItem: `${API}/assembleia-itens/{id}/votacao`,
  /** POST { observacoes }: the secretary's notes under an item, for the minutes. */
  noteItem: `${API}/assembleia-itens/{id}/observacoes`,
  /** 'Dar posse': the elected slate's seats, the outgoing ones ended the day before (pb_hooks/posse.pb.js). */
  installSlate: `${API}/assembleia-itens/{id}/posse`,
  /** POST { pauta }: a member asks for an assembly and signs it (pb_hooks/pedidos-assembleia.pb.js). */
  createPedido: `${API}/pedidos-assembleia`,
  signPedido: `${API}/pedidos-assembleia/{id}/assinar`,
  withdrawSignature: `${API}/pedidos-assembleia/{id}/retirar`,
  /** An election (pb_hooks/eleicoes.pb.js). POST { nome, membros: [{ conta, cargo, tipo }] }: a slate. */
  registerChapa: `${API}/assembleia-itens/{id}/chapas`,
  removeChapa: `${API}/chapas/{id}/excluir`,
  openVoting: `${API}/assembleia-itens/{id}/abrir-votacao`,
  /** POST { escolha: slate id | "branco" | "nulo", associado? (cabine) } → { ok, recibo }. */
  castVote: `${API}/assembleia-itens/{id}/voto`,
  closeVoting: `${API}/assembleia-itens/{id}/encerrar-votacao`,
  /** POST { chapa, texto }: the statute's tie-break among the tied slates. */
  breakTie: `${API}/assembleia-itens/{id}/desempate`,
  /** POST: a second round among the tied slates. */
  newRound: `${API}/assembleia-itens/{id}/nova-rodada`,
  /** GET, to anyone: an election's slates and, once closed, its count and every receipt code. */
  readResultado: `${API}/assembleia-itens/{id}/apuracao`,
  /**
   * The youth school (pb_hooks/alunos.pb.js, turmas.pb.js). POST { turma, seen }: a school request
   * enrolled (the guardian's account, the child, a place or the waiting list).
   */
  enrolPedido: `${API}/escolinha/pedidos/{id}/matricular`,
  /** POST { data, presentes: [aluno ids] }: a class's roll for a day, replacing that day's. */
  saveChamada: `${API}/escolinha/turmas/{id}/chamada`,
  /** POST { dados, imagem }: the guardian's choices for a child, each kept with its text's version. */
  recordConsentimento: `${API}/escolinha/alunos/{id}/consentimentos`,
  /** POST { nome, data_nascimento }: the guardian corrects the child's data; DELETE: erases it now. */
  aluno: `${API}/escolinha/alunos/{id}`,
  /**
   * The second step (pb_hooks/segunda-etapa.pb.js). At login, with the password's `mfaId`:
   * POST { mfaId } → { metodo } (an e-mailed code is sent then); POST { mfaId, tipo, codigo,
   * lembrar?, aparelho? } → PocketBase's auth answer, with `meta.aparelho` when remembered.
   */
  secondStepStart: `${API}/entrar/segunda-etapa`,
  secondStepFinish: `${API}/entrar/codigo`,
  /** The person's own second step: POST → { segredo, uri }; POST { codigo } → { codigos }. */
  startApp: `${API}/seguranca/app`,
  confirmApp: `${API}/seguranca/app/confirmar`,
  /** POST: e-mails a code (set-up, or a re-confirmation); POST { codigo } → { codigos }. */
  sendCode: `${API}/seguranca/codigo`,
  confirmEmail: `${API}/seguranca/email/confirmar`,
  newRecoveryCodes: `${API}/seguranca/recuperacao`,
  turnOffSecondStep: `${API}/seguranca/desligar`,
  /** POST { senha, codigo }: the re-confirmation before a grave change. */
  reconfirm: `${API}/seguranca/reconfirmar`,
  /** POST { senhaAtual, senha, confirmacao } → { token }: the new password, this session kept. */
  changePassword: `${API}/seguranca/senha`,
  /** POST: the president resets a board member's second step (a lost phone). */
  resetSecondStep: `${API}/seguranca/redefinir/{id}`,
  /**
   * The member's card (pb_hooks/carteirinha.pb.js). GET, to anyone, limited per visitor: a card's
   * code → { associacao, nome, foto, situacao }, or 404; a receipt's code → { associacao, valor,
   * mes, pago_em, nome } or { cancelado_em }, or 404.
   */
  verifyCarteirinha: `${API}/verificar/carteirinha/{id}`,
  verifyRecibo: `${API}/verificar/recibo/{id}`,
  /** POST: the person's card gets a new code; the old one checks as invalid from then on. */
  newCarteirinhaToken: `${API}/carteirinha/novo-codigo`,
})

/** @typedef {keyof typeof ROTAS_API} RotaApi */

/**
 * The address the site calls for `rota`, its `{id}` filled in (escaped) when the route has one.
 * @param {RotaApi} rota
 * @param {string} [id]
 * @returns {string}
 */
function apiPath(rota, id) {
  const path = ROTAS_API[rota]
  if (path.indexOf("{id}") === -1) return path
  if (id === undefined) throw new Error(`${path} needs an id`)
  return path.replace("{id}", encodeURIComponent(id))
}

exports.ROTAS_API = ROTAS_API
exports.apiPath = apiPath
