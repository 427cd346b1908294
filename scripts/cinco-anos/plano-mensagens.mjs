// Five years' inbox, bank statements and photo albums, as a plan: contact and youth-school
// messages (most answered), a year of monthly statements of PIX credits from members, and the
// albums of the association's occasions. Pure and seeded, drawing from the plan's one sequence.
import { createHash } from "node:crypto"
import { format, subDays, subMonths, subYears } from "date-fns"
import { pbDate, pbDateTime } from "../../pocketbase/seed/dates.mjs"
import { fakeCpf, fakeMobile } from "../../pocketbase/seed/random.mjs"
import { randomTime } from "../../pocketbase/seed/records.mjs"

const ASSUNTOS = ["Quero ser sócio", "Aluguel do salão", "Horário dos jogos", "Patrocínio", "Escolinha"]
const CRIANCAS = ["Miguel", "Arthur", "Heitor", "Bernardo", "Davi", "Théo", "Lorenzo", "Gabriel", "Pedro"]
const OCASIOES = [
  "Festa junina",
  "Jogo festivo",
  "Churrasco de fim de ano",
  "Torneio de integração",
  "Aniversário da associação",
  "Amistoso",
  "Treino da escolinha",
  "Assembleia geral",
]
/** Of the messages, the youth school's requests; the rest are contact messages. */
const ESCOLINHA = 0.3

function planMensagensRecebidas(rng, pessoas, today, total) {
  const presidente = pessoas.find((p) => p.email === "presidente@exemplo.org")
  return Array.from({ length: total }, (_, i) => {
    const remetente = `${rng.pick(CRIANCAS)} ${rng.pick(["Souza", "Lima", "Costa", "Rocha"])}`
    const email = `contato.${i}@exemplo.org`
    // The oldest nine in ten were answered, by the president, a few days after they came.
    const resposta =
      i >= total / 10
        ? {
            respondido_em: pbDateTime(subDays(today, 1 + (i % 1500)), randomTime(rng, 9, 18)),
            respondido_por: presidente.id,
            respondido_por_nome: presidente.nome,
          }
        : {}
    if (rng.next() < ESCOLINHA) {
      return {
        colecao: "pedido_escolinha",
        dados: {
          ...resposta,
          nome_responsavel: remetente,
          cpf_responsavel: fakeCpf(rng),
          nome_crianca: `${rng.pick(CRIANCAS)} ${remetente.split(" ")[1]}`,
          data_nascimento: pbDate(subYears(today, rng.int(6, 14))),
          telefone: fakeMobile(rng),
          email,
          observacoes: rng.next() < 0.3 ? "Já jogou em escolinha antes." : "",
          tipo: "Pedido",
          consentimento: true,
          consentimento_em: pbDateTime(subDays(today, 2 + (i % 1500)), randomTime(rng, 8, 21)),
        },
      }
    }
    return {
      colecao: "contato",
      dados: {
        ...resposta,
        nome: remetente,
        email,
        telefone: fakeMobile(rng),
        assunto: rng.pick(ASSUNTOS),
        mensagem: `Olá! Gostaria de saber mais sobre ${rng.pick(ASSUNTOS).toLowerCase()}. Obrigado.`,
      },
    }
  })
}

/** A credit's identity: a hash of what tells it apart, like (not equal to) extrato-ofx.server.ts's. */
const identidade = (credito) =>
  createHash("sha256")
    .update(JSON.stringify([credito.conta, credito.fitid, credito.instante, Math.round(credito.valor * 100)]))
    .digest("base64url")
    .slice(0, 22)

/** The last `count` months' statements, each of `linhas` credits from members paying by PIX. */
function planExtratos(rng, pessoas, today, count, linhas) {
  const conta = "Banco 001 · Ag. 1234 · C/C 56789-0"
  return Array.from({ length: count }, (_, n) => {
    const mes = subMonths(today, count - n)
    const creditos = Array.from({ length: linhas }, (_, i) => {
      const pessoa = rng.pick(pessoas)
      const day = new Date(mes.getFullYear(), mes.getMonth(), 1 + (i % 28), 12)
      const instante = new Date(pbDateTime(day, randomTime(rng, 7, 22)).replace(" ", "T"))
      const credito = {
        fitid: `${format(mes, "yyyyMM")}${String(i + 1).padStart(5, "0")}`,
        conta,
        instante: instante.toISOString(),
        data: format(day, "yyyy-MM-dd"),
        valor: 80,
        nome: pessoa.nome.toUpperCase().slice(0, 24),
        memo: rng.next() < 0.3 ? pessoa.cpf : "",
        refnum: "",
      }
      return { id: identidade(credito), ...credito }
    })
    return { key: `extrato:${n}`, arquivo_nome: `extrato-${format(mes, "yyyy-MM")}.ofx`, creditos }
  })
}

/** The albums: an occasion and its day, and its photos' titles and picture seeds. */
function planAlbuns(rng, today, count, fotos) {
  return Array.from({ length: count }, (_, a) => {
    const ocasiao = rng.pick(OCASIOES)
    const day = subDays(today, Math.round(((count - a) * 5 * 365) / count))
    return {
      key: `album:${a}`,
      titulo: `${ocasiao} ${format(day, "yyyy")}`,
      data: pbDate(day),
      fotos: Array.from({ length: fotos }, (_, f) => ({ n: f + 1, semente: rng.int(1, 2 ** 31) })),
    }
  })
}

/** The messages, the statements and the albums at the given counts. */
export function planMensagens(rng, pessoas, today, counts) {
  return {
    mensagens: planMensagensRecebidas(rng, pessoas, today, counts.mensagens),
    extratos: planExtratos(rng, pessoas, today, counts.extratos, counts.linhasPorExtrato),
    albuns: planAlbuns(rng, today, counts.albuns, counts.fotosPorAlbum),
  }
}
