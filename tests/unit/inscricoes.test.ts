// An event's places (app/domain/inscricoes.js, docs/decisions/events.md#places-are-kept-by-pocketbase):
// who gets a place, how many waiting get one when places free up, when signing up is refused, the
// words people read; what a page shows one person (presencaOf); the event form's closing time.
import {
  cancelRefusal,
  esperaLabel,
  esperaMessage,
  placesToFill,
  signUpRefusal,
  statusForNew,
  vagasLabel,
} from "@veteranos/domain/inscricoes"
import { describe, expect, it } from "vitest"
import { eventoSchema } from "~/features/eventos/evento.schema"
import { presencaOf } from "~/features/eventos/vagas"

const HOUR = 60 * 60 * 1000
const agora = Date.parse("2026-11-26T12:00:00Z")

describe("a place", () => {
  it("is confirmed while places are left, else the sign-up waits", () => {
    expect(statusForNew(0, 1)).toBe("confirmada")
    expect(statusForNew(9, 10)).toBe("confirmada")
    expect(statusForNew(10, 10)).toBe("espera")
    expect(statusForNew(11, 10)).toBe("espera")
  })

  it("freed goes to as many waiting as there are free places", () => {
    expect(placesToFill(1, 2)).toBe(1)
    expect(placesToFill(0, 5)).toBe(5)
    expect(placesToFill(2, 2)).toBe(0)
    // A capacity lowered below the confirmed ones frees nothing (and takes no place away).
    expect(placesToFill(5, 3)).toBe(0)
  })
})

describe("signing up", () => {
  const evento = { capacidade: 10, inicio: agora + 24 * HOUR, ate: null, agora }

  it("is open until the event begins, or until its closing time", () => {
    expect(signUpRefusal(evento)).toBeNull()
    expect(signUpRefusal({ ...evento, ate: agora + HOUR })).toBeNull()
    expect(signUpRefusal({ ...evento, ate: agora - 1 })).toBe("encerrada")
    expect(signUpRefusal({ ...evento, inicio: agora })).toBe("passado")
    expect(signUpRefusal({ ...evento, inicio: agora - HOUR })).toBe("passado")
  })

  it("is refused for an event without places", () => {
    expect(signUpRefusal({ ...evento, capacidade: 0 })).toBe("semCapacidade")
  })

  it("may be given up until the event begins, closed or not", () => {
    expect(cancelRefusal({ inicio: agora + 1, agora })).toBeNull()
    expect(cancelRefusal({ inicio: agora, agora })).toBe("passado")
  })
})

describe("the words", () => {
  it("say the places left (never 'N de M'), who waits, and a waiting person's turn", () => {
    expect(vagasLabel(0, 200)).toBe("Restam 200 vagas")
    expect(vagasLabel(3, 10)).toBe("Restam 7 vagas")
    expect(vagasLabel(0, 1)).toBe("Resta 1 vaga")
    expect(vagasLabel(2, 2)).toBe("Esgotado")
    // A capacity lowered below the confirmed (possible before it was refused) is still full.
    expect(vagasLabel(5, 2)).toBe("Esgotado")
    expect(esperaLabel(0)).toBe("")
    expect(esperaLabel(2)).toBe("2 na lista de espera")
    expect(esperaMessage(2)).toBe("Você está na lista de espera (posição 2).")
  })
})

describe("what a member sees of an event's places", () => {
  const vagas = {
    id: "evento123456789",
    capacidade: 2,
    data_evento: "2026-11-27 22:00:00.000Z",
    inscricoes_ate: "",
    confirmadas: 2,
    espera: 1,
  }
  const now = new Date(agora)
  const espera = {
    id: "i1",
    evento: vagas.id,
    conta: "c1",
    status: "espera" as const,
    nome: "João",
    posicao: 1,
    created: "",
  }

  it("offers the waiting list when full, and to cancel after, with their turn", () => {
    expect(presencaOf(vagas, undefined, true, now)).toMatchObject({
      vagas: "Esgotado",
      esgotado: true,
      espera: "1 na lista de espera",
      minha: null,
      acao: "confirmar",
      pagina: "/painel/eventos/evento123456789",
    })
    expect(presencaOf(vagas, espera, true, now)).toMatchObject({
      minha: { status: "espera", label: "Você está na lista de espera (posição 1)." },
      acao: "cancelar",
    })
  })

  it("offers a place while one is left", () => {
    expect(presencaOf({ ...vagas, confirmadas: 1 }, undefined, true, now)).toMatchObject({
      vagas: "Resta 1 vaga",
      esgotado: false,
      acao: "confirmar",
    })
  })

  it("offers nothing to whoever may not sign up, nor once the event has begun", () => {
    expect(presencaOf(vagas, undefined, false, now)).toMatchObject({ acao: null, pagina: null })
    const begun = new Date(Date.parse("2026-11-27T22:00:00Z"))
    expect(presencaOf(vagas, espera, true, begun)?.acao).toBeNull()
  })

  it("says when sign-up closes, and that it has, leaving only the cancellation", () => {
    const ate = { ...vagas, inscricoes_ate: "2026-11-26 21:00:00.000Z" }
    expect(presencaOf(ate, undefined, true, now)?.aviso).toBe("Inscrições até 26/11/2026 • 18:00")
    const later = new Date(Date.parse("2026-11-26T21:30:00Z"))
    expect(presencaOf(ate, undefined, true, later)).toMatchObject({
      acao: null,
      aviso: "As inscrições para este evento estão encerradas.",
    })
    expect(presencaOf(ate, espera, true, later)?.acao).toBe("cancelar")
  })

  it("is nothing for an event without places", () => {
    expect(presencaOf({ ...vagas, capacidade: 0 }, undefined, true, now)).toBeNull()
  })
})

describe("the event form's closing time", () => {
  const evento = { titulo: "Festa", data: "2026-12-20", hora: "19:30" }

  const ate = (inscricoes_ate_data?: string, inscricoes_ate_hora?: string) =>
    eventoSchema.safeParse({ ...evento, inscricoes_ate_data, inscricoes_ate_hora })
  const issues = (result: ReturnType<typeof ate>) =>
    result.error?.issues.map((issue) => [issue.path.join("."), issue.message])

  it("is optional, a São Paulo date and time, at most the event's start", () => {
    expect(ate().data).toMatchObject({ inscricoes_ate_data: undefined, inscricoes_ate_hora: undefined })
    expect(ate("2026-12-19", "18:00").data).toMatchObject({
      inscricoes_ate_data: "2026-12-19",
      inscricoes_ate_hora: "18:00",
    })
    expect(issues(ate("2026-12-20", "20:00"))).toEqual([
      ["inscricoes_ate_data", "As inscrições devem terminar até o início do evento"],
    ])
    expect(issues(ate("20/12", "18h"))).toEqual([
      ["inscricoes_ate_data", "Data inválida"],
      ["inscricoes_ate_hora", "Hora inválida"],
    ])
  })

  it("takes both the date and the time, or neither, saying so beside the missing one", () => {
    const message = "Informe a data e a hora, ou deixe as duas em branco"
    expect(issues(ate("2026-12-19"))).toEqual([["inscricoes_ate_hora", message]])
    expect(issues(ate(undefined, "18:00"))).toEqual([["inscricoes_ate_data", message]])
  })
})
