// @ts-check
// The board's activity record: one entry per decision, written in the same transaction as the
// decision itself (so an entry exists exactly when the change does). Shared by the hooks of every
// collection the board decides on.

/**
 * What the activity record says, by kind of entry: every writer's text, in one place. Each `{name}`
 * is filled by describe() with the writer's value of that name.
 */
const TEXTOS = /** @type {const} */ ({
  // Events and the yearly calendar (eventos.pb.js) and their sign-ups (lib/inscricoes.js).
  evento_criado: "Criou o evento {titulo}",
  evento_editado: "Editou o evento {titulo}",
  evento_excluido: "Excluiu o evento {titulo}",
  calendario_incluido: "Incluiu no calendário de {mes}: {evento}",
  calendario_editado: "Editou no calendário de {mes}: {evento}",
  calendario_removido: "Removeu do calendário de {mes}: {evento}",
  presenca_confirmada: "Confirmou presença em {titulo}",
  lista_de_espera: "Entrou na lista de espera de {titulo}",
  vaga_preenchida: "{nome} saiu da lista de espera: presença confirmada em {titulo}",
  presenca_cancelada: "Cancelou presença em {titulo}",
  // Documents and photos (arquivos.pb.js, lib/galerias.js).
  documento_publicado: "Publicou o documento {nome}",
  documento_editado: "Editou o documento {nome}",
  documento_excluido: "Excluiu o documento {nome}",
  foto_enviada: "Enviou a foto {titulo} ({galeria})",
  foto_editada: "Editou a foto {titulo} ({galeria})",
  foto_excluida: "Excluiu a foto {titulo} ({galeria})",
  // Members, their requests and imports (lib/associados.js, pedido_socio.pb.js, lib/pedido-socio.js,
  // lib/importacao.js, lib/lembretes-manual.js).
  associado_cadastrado: "Cadastrou o associado {nome}",
  associado_editado: "Editou o associado {nome}",
  associado_reativado: "Reativou o associado {nome}",
  associado_inativado: "Inativou o associado {nome}",
  associado_excluido: "Excluiu o associado {nome}",
  associado_anonimizado: "Excluiu os dados pessoais de um associado (pedido LGPD)",
  emails_desativados: "Desativou os lembretes e comunicados por e-mail de {nome}",
  emails_reativados: "Reativou os lembretes e comunicados por e-mail de {nome}",
  pedido_editado: "Editou a solicitação de {nome}",
  pedido_excluido: "Excluiu a solicitação de {nome}",
  pedido_pendente: "Voltou para pendente a solicitação de {nome}",
  pedido_aprovado: "Aprovou a solicitação de {nome}",
  pedido_reprovado: "Reprovou a solicitação de {nome}",
  planilha_importada: "Importou {associados} da planilha {planilha}",
  // The board (lib/cargos.js, lib/contato-publico.js) and the settings (lib/configuracoes.js).
  cargo_nomeado: "Nomeou: {cargo}",
  cargo_alterado: "Alterou o cargo: {cargo}",
  cargo_excluido: "Excluiu o cargo: {cargo}",
  presidencia_transferida: "Transferiu a presidência de {de} para {para}",
  mandato_encerrado: "Encerrou o mandato: {cargo}",
  contato_publicado: "Publicou o próprio contato na página Diretoria",
  contato_ocultado: "Ocultou o próprio contato na página Diretoria",
  configuracoes_alteradas: "Alterou as configurações: {campos}",
  segunda_etapa_redefinida: "Redefiniu a segunda etapa de entrada de {nome}",
  // Dues, their reminders and the bank statement (lib/mensalidades*.js, lib/lembretes*.js,
  // lib/extratos.js); `mensalidade` is the due's description ("Mensalidade Dezembro/2026").
  mensalidade_lancada: "Lançou a mensalidade de {associado} ({mensalidade})",
  mensalidades_lancadas: "Lançou {quantidade} mensalidades de {mes}",
  mensalidade_paga: "Marcou como paga a mensalidade de {associado} ({mensalidade})",
  mensalidade_paga_por: "Marcou como paga a mensalidade de {associado} ({mensalidade}) – {forma}",
  mensalidade_isenta: "Isentou a mensalidade de {associado} ({mensalidade}) – {motivo}",
  pagamento_desfeito: "Desfez o pagamento da mensalidade de {associado} ({mensalidade})",
  isencao_desfeita: "Desfez a isenção da mensalidade de {associado} ({mensalidade})",
  valor_alterado: "Alterou o valor da mensalidade de {associado} ({mensalidade})",
  lembrete_enviado: "Enviou lembrete por e-mail da mensalidade de {associado} ({mensalidade})",
  lembrete_falhou: "Falhou o envio do lembrete por e-mail da mensalidade de {associado} ({mensalidade})",
  lembretes_do_dia: "Lembretes de mensalidade: {enviados}, {falhas}",
  lembretes_enfileirados: "Enviou lembrete a todos: {lembretes} na fila",
  extrato_importado: "Importou o extrato {arquivo} ({creditos})",
  baixas_confirmadas: "Confirmou {baixas} por PIX do extrato {extrato}",
  baixas_em_parte: "Confirmou {baixas} por PIX do extrato {extrato}; {restantes} não aplicada(s)",
  parecer_registrado: "Registrou o parecer do conselho fiscal sobre as contas de {ano}: {resultado}",
  parecer_alterado: "Alterou o parecer do conselho fiscal sobre as contas de {ano}: {resultado}",
  // Spaces and reservations (lib/espacos.js, lib/reservas.js).
  espaco_adicionado: "Adicionou o espaço {nome}",
  espaco_excluido: "Excluiu o espaço {nome}",
  espaco_renomeado: "Renomeou o espaço {antes} para {nome}",
  espaco_reativado: "Reativou o espaço {nome}",
  espaco_desativado: "Desativou o espaço {nome}",
  reserva_aprovada: "Aprovou a reserva de {associado} ({espaco}, {dia})",
  reserva_rejeitada: "Rejeitou a reserva de {associado} ({espaco}, {dia})",
  // The general assembly (assembleias.pb.js, lib/assembleias*.js); `assembleia` is its name and
  // day ("Assembleia Geral Ordinária de 12/03/2027").
  assembleia_criada: "Criou o rascunho da {assembleia}",
  assembleia_excluida: "Excluiu o rascunho da {assembleia}",
  assembleia_publicada: "Publicou o edital da {assembleia} ({emails} na fila)",
  assembleia_cancelada: "Cancelou a {assembleia}: {motivo}",
  assembleia_aberta: "Abriu a {assembleia}: {aptos} de {associados} associados aptos a votar",
  assembleia_presenca: "Marcou a presença de {nome} na {assembleia}",
  assembleia_presenca_desfeita: "Desmarcou a presença de {nome} na {assembleia}",
  assembleia_instalada: "Começou as votações da {assembleia} em {chamada}",
  assembleia_item_votado: "Registrou a votação do item {ordem} da {assembleia} ({item}): {resultado}",
  assembleia_item_anotado: "Anotou observações no item {ordem} da {assembleia} ({item})",
  assembleia_encerrada: "Encerrou a {assembleia}",
  // An election item (lib/eleicoes*.js): never a vote, nor who cast it (docs/decisions/elections.md).
  eleicao_chapa_registrada: "Registrou a {chapa} no item {ordem} da {assembleia}",
  eleicao_chapa_excluida: "Excluiu a {chapa} do item {ordem} da {assembleia}",
  eleicao_votacao_aberta: "Abriu a votação secreta do item {ordem} da {assembleia} ({rodada}º turno)",
  eleicao_votacao_encerrada: "Encerrou a votação do item {ordem} da {assembleia}: {resultado}",
  eleicao_desempate: "Registrou o desempate do item {ordem} da {assembleia}: {chapa} eleita",
  eleicao_nova_rodada: "Abriu o {rodada}º turno do item {ordem} da {assembleia} entre {chapas}",
  posse_dada: "Deu posse à {chapa} eleita na {assembleia}: mandato de {inicio} a {fim}",
  // Members calling an assembly (lib/pedidos-assembleia.js); `autor` is who asked for it.
  pedido_assembleia_criado: "Pediu uma Assembleia Geral: {pauta}",
  pedido_assembleia_assinado: "Assinou o pedido de Assembleia Geral de {autor}",
  pedido_assembleia_retirado: "Retirou a assinatura do pedido de Assembleia Geral de {autor}",
  pedido_assembleia_atingido:
    "O pedido de Assembleia Geral de {autor} reuniu {assinaturas} assinaturas, 1/5 de {aptos} aptos ({emails} na fila)",
  pedido_assembleia_atendido: "Atendeu o pedido de Assembleia Geral de {autor} com a {assembleia}",
  // Announcements, the inbox and the data retention (lib/comunicados.js, lib/mensagens.js,
  // lib/retencao.js).
  comunicado_publicado: 'Publicou o comunicado "{titulo}" para {para}',
  contato_respondido: "Marcou como respondida a mensagem de contato de {nome}",
  contato_nao_respondido: "Marcou como não respondida a mensagem de contato de {nome}",
  escolinha_respondido: "Marcou como respondida o pedido da escolinha de {nome}",
  escolinha_nao_respondido: "Marcou como não respondida o pedido da escolinha de {nome}",
  dados_antigos_limpos: "Limpeza automática de dados antigos: {partes}",
  // The school's photos taken offline when a child marked may no longer be shown (lib/escolinha-fotos.js).
  fotos_despublicadas: "Fotos da escolinha despublicadas ({motivo}): {fotos}",
  // The guardian's own doors (lib/escolinha-consentimento.js, lib/escolinha-filhos.js): no child named.
  consentimento_registrado: "O responsável registrou as autorizações de um aluno: {escolhas}",
  aluno_corrigido: "O responsável corrigiu os dados de um aluno",
  aluno_excluido: "O responsável excluiu os dados de um aluno (pedido LGPD)",
  // The youth school's enrolments and their waiting lines (lib/escolinha-matricula.js,
  // lib/escolinha-vagas.js).
  aluno_matriculado: "Matriculou {nome} na {turma}",
  aluno_em_espera: "Pôs {nome} na lista de espera da {turma} (posição {posicao})",
  aluno_vaga_preenchida: "{nome} saiu da lista de espera: matriculado na {turma}",
})

/**
 * The `{name}`s a text leaves to fill, so a writer must give each, and only those.
 * @template {string} S
 * @typedef {S extends `${string}{${infer N}}${infer R}` ? N | Placeholders<R> : never} Placeholders
 */
/** @typedef {keyof typeof TEXTOS} Kind */
/**
 * The values an entry of kind K is written with.
 * @template {Kind} K
 * @typedef {Record<Placeholders<(typeof TEXTOS)[K]>, string | number>} Values
 */

/**
 * The text of an entry of `kind`, each `{name}` filled with `values[name]`.
 * @template {Kind} K
 * @param {K} kind
 * @param {Values<K>} values
 */
function describe(kind, values) {
  /** @type {Record<string, string | number>} */
  const given = values
  return TEXTOS[kind].replace(/\{(\w+)\}/g, (_, name) => String(given[name]))
}

/**
 * The author as records keep them (an activity entry, who answered a message, who confirmed a
 * payment): the member's account and name, or only a name for an administrator.
 */
function authorOf(auth) {
  if (!auth) return { autor: "", autor_nome: "Sistema" }
  if (auth.collection().name !== "cadastro_geral") return { autor: "", autor_nome: "Administrador" }
  return { autor: auth.id, autor_nome: auth.getString("nome") || auth.email() }
}

/**
 * Stores "who did what to which record" with `app` (pass the transaction's app); `alteracoes`, when
 * given, the values it changed: { field: { antes, depois } } (see changesOf).
 */
function recordAtividade(app, auth, colecao, registro, descricao, alteracoes) {
  const atividade = new Record(app.findCollectionByNameOrId("atividades"))
  const autor = authorOf(auth)
  atividade.set("autor", autor.autor)
  atividade.set("autor_nome", autor.autor_nome)
  atividade.set("descricao", descricao.slice(0, 300))
  atividade.set("colecao", colecao)
  atividade.set("registro", registro)
  if (alteracoes && Object.keys(alteracoes).length > 0) atividade.set("alteracoes", alteracoes)
  app.save(atividade)
}

/**
 * The values of `fields` a change of `record` makes, as an activity entry keeps them:
 * { field: { antes, depois } }, for the fields that differ. A new record had nothing before; a
 * deleted one (`deleting`) has nothing after.
 */
function changesOf(record, fields, deleting) {
  const original = record.isNew() ? null : record.original()
  const changes = {}
  for (const field of fields) {
    const antes = original ? original.getString(field) : ""
    const depois = deleting ? "" : record.getString(field)
    if (antes !== depois) changes[field] = { antes, depois }
  }
  return changes
}

/**
 * A request hook's change (`e.next()`) and its entry, in one transaction: `descricao` gets the
 * record as saved (or as it was, for a deletion). The change is made only from what its author saw
 * (`seen`, by default what the request says: lib/mudancas.js), checked in that transaction too.
 */
function withAtividade(e, colecao, descricao, seen, alteracoes) {
  require(`${__hooks}/lib/mudancas.js`).changeIfUnchanged(e, seen, (tx) => {
    recordAtividade(tx, e.auth, colecao, e.record.id, descricao(e.record), alteracoes)
  })
}

module.exports = { describe, authorOf, recordAtividade, changesOf, withAtividade }
