// Writing the five years' plan through PocketBase's API, hooks on, as the association would have:
// PocketBase's batch API (one transaction of up to 50 requests, the settings migration's limit),
// a few batches at a time so one is sent while the other is written; the accounts 5 at a time
// (hashing a password is slow, a batch must finish within 10 s).
import { ROTAS_API } from "../../app/domain/rotas-api.js"
import { ESPACOS_COLECAO, espacoKey } from "../../app/domain/espacos.js"
import { METODO_EMAIL } from "../../app/domain/seguranca.js"
import { stableId } from "../../pocketbase/seed/random.mjs"
import { fotoJpeg } from "./fotos.mjs"

const BATCH = 50
const ACCOUNT_BATCH = 5

/** `items` through `pb`'s batch API, `size` per batch and `width` batches at a time. */
async function inBatches(pb, items, add, { size = BATCH, width = 2 } = {}) {
  const chunks = []
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size))
  let next = 0
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next++]
      const batch = pb.createBatch()
      for (const item of chunk) await add(batch, item)
      try {
        await batch.send()
      } catch (error) {
        throw new Error(`lote recusado: ${error.message} ${JSON.stringify(error.response ?? {})}`, {
          cause: error,
        })
      }
    }
  }
  await Promise.all(Array.from({ length: width }, worker))
}

const idOf = (key) => stableId("cinco-anos", key)

/** The accounts, their memberships (active until they leave) and the board. */
export async function gravarPessoas(admin, plano) {
  // The current term's holders chose the e-mailed code already, as the panel makes a seat's holder
  // do before anything else (docs/decisions/two-step-login.md#a-seat-requires-it).
  const current = plano.diretoria.reduce(
    (latest, s) => (s.inicio_mandato > latest ? s.inicio_mandato : latest),
    "",
  )
  const seated = new Set(plano.diretoria.filter((s) => s.inicio_mandato === current).map((s) => s.idCadGeral))
  await inBatches(
    admin,
    plano.pessoas,
    (batch, p) =>
      batch.collection("cadastro_geral").create({
        ...(seated.has(p.id) ? { segunda_etapa: METODO_EMAIL } : {}),
        id: p.id,
        email: p.email,
        verified: true,
        password: p.password,
        passwordConfirm: p.password,
        nome: p.nome,
        telefone: p.telefone,
        cpf: p.cpf,
        dt_nasc: p.dt_nasc,
        endereco: p.endereco,
        aniversario_publico: p.aniversario_publico,
      }),
    { size: ACCOUNT_BATCH, width: 4 },
  )
  await inBatches(admin, plano.pessoas, (batch, p) =>
    batch.collection("associados").create({
      id: idOf(`associado:${p.key}`),
      nome: p.nome,
      id_cadastro_geral: p.id,
      status: 1,
      data_filiacao: p.filiacao,
    }),
  )
  // In order: the previous term's seats first, as the board passed from one to the next.
  for (const seat of plano.diretoria) await admin.collection("diretoria").create(seat)
}

/**
 * Sixty months of dues launched by the financial director, one route call a month (as the panel's
 * 'Lançar mês' does), each member who left made inactive before the month they no longer owe; then
 * each due paid or exempted as the plan says, through the API as the financial director, so each
 * payment has its confirmer and its activity entry.
 */
export async function gravarMensalidades(admin, financeiro, plano) {
  const byKey = new Map(plano.pessoas.map((p) => [p.key, p]))
  for (const [m, mes] of plano.meses.entries()) {
    const leaving = Object.entries(plano.saidas).filter(([, before]) => before === m)
    await inBatches(admin, leaving, (batch, [key]) =>
      batch.collection("associados").update(idOf(`associado:${key}`), { status: 0 }),
    )
    await financeiro.send(ROTAS_API.launchMonth, {
      method: "POST",
      body: { mes, valor: plano.valor, dia: plano.dia },
    })
  }
  const stored = await admin
    .collection("mensalidades")
    .getFullList({ fields: "id,associado_id,data_vencimento", batch: 5000 })
  const ids = new Map(stored.map((d) => [`${d.associado_id}:${d.data_vencimento.slice(0, 7)}`, d.id]))
  const settled = plano.mensalidades.filter((d) => d.status !== "pendente")
  await inBatches(financeiro, settled, (batch, { pessoa, mes, key, ...change }) => {
    const id = ids.get(`${byKey.get(pessoa).id}:${mes}`)
    if (!id) throw new Error(`mensalidade não lançada: ${key}`)
    batch.collection("mensalidades").update(id, change)
  })
  return stored.length
}

/** The events, their sign-ups in the order they came (PocketBase decides place or waiting list). */
export async function gravarAgenda(admin, plano) {
  const byKey = new Map(plano.pessoas.map((p) => [p.key, p]))
  await inBatches(admin, plano.eventos, (batch, e) =>
    batch.collection("eventos").create({
      id: idOf(e.key),
      titulo: e.titulo,
      descricao: e.descricao,
      data_evento: e.data_evento,
      localizacao: e.localizacao,
      capacidade: e.capacidade,
    }),
  )
  const inscricoes = plano.eventos.flatMap((e) =>
    e.inscritos.map((p) => ({ evento: idOf(e.key), conta: byKey.get(p).id })),
  )
  // One batch at a time: each sign-up's place is decided from those saved before it.
  await inBatches(admin, inscricoes, (batch, inscricao) => batch.collection("inscricoes").create(inscricao), {
    width: 1,
  })
  const espacos = await admin.collection(ESPACOS_COLECAO).getFullList({ fields: "id,nome" })
  const espacoId = new Map(espacos.map((e) => [espacoKey(e.nome), e.id]))
  await inBatches(admin, plano.reservas, (batch, { key, pessoa, espaco, ...reserva }) =>
    batch.collection("reservas").create({
      id: idOf(key),
      ...reserva,
      espaco: espacoId.get(espacoKey(espaco)),
      associado_id: byKey.get(pessoa).id,
    }),
  )
  return inscricoes.length
}

/** The inbox's messages, and the statements imported by the financial director. */
export async function gravarMensagens(admin, financeiro, plano) {
  await inBatches(admin, plano.mensagens, (batch, { colecao, dados }) =>
    batch.collection(colecao).create(dados),
  )
  for (const { arquivo_nome, creditos } of plano.extratos) {
    await financeiro.collection("extratos").create({ arquivo_nome, creditos })
  }
}

/**
 * The albums' photos, 10 per batch (3 MB), each picture made as its batch is filled; then each
 * photo's grid thumbnail asked for once, as the gallery's visitors would have, so PocketBase has
 * made and keeps it.
 */
export async function gravarFotos(admin, plano, { miniatura = "360x270" } = {}) {
  const fotos = plano.albuns.flatMap((album) => album.fotos.map((foto) => ({ album, ...foto })))
  await inBatches(
    admin,
    fotos,
    async (batch, { album, n, semente }) => {
      const bytes = await fotoJpeg(semente)
      batch.collection("fotos").create({
        id: idOf(`${album.key}:${n}`),
        titulo: `${album.titulo} (${n} de ${album.fotos.length})`,
        data: album.data,
        imagem: new File([bytes], `foto-${n}.jpg`, { type: "image/jpeg" }),
      })
    },
    { size: 10, width: 2 },
  )
  const stored = await admin.collection("fotos").getFullList({ fields: "id,imagem", batch: 1000 })
  let next = 0
  const warm = async () => {
    while (next < stored.length) {
      const foto = stored[next++]
      const response = await fetch(
        admin.files.getURL({ ...foto, collectionName: "fotos" }, foto.imagem, { thumb: miniatura }),
      )
      await response.arrayBuffer()
    }
  }
  await Promise.all([warm(), warm()])
  return fotos.length
}
